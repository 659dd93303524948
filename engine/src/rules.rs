//! Why a requested move is illegal, in words a player understands.
//!
//! shakmaty knows which moves are legal; this module explains the others. It is only
//! consulted after a request failed to match a legal move, so it can be thorough.

use shakmaty::{Bitboard, CastlingSide, Chess, Color, Move, Position, Role, Square, attacks};

/// The reason a requested move was refused. `Display` gives a sentence for the UI.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    #[error("the game is over")]
    GameOver,
    #[error("there is no piece of yours on {0}")]
    NoPiece(Square),
    #[error("it is {}'s turn", color_name(*.0))]
    NotYourTurn(Color),
    #[error("that piece doesn't move that way")]
    WrongWay,
    #[error("the path is blocked by the piece on {0}")]
    PathBlocked(Square),
    #[error("you can't capture your own piece")]
    OwnPiece,
    #[error("your king would be in check from {0}")]
    KingWouldBeInCheck(Square),
    #[error("you are in check from {0} and this move doesn't answer it")]
    InCheck(Square),
    #[error("you can't castle: your king has already moved")]
    CastlingKingMoved,
    #[error("you can't castle on that side: that rook has moved")]
    CastlingRookMoved,
    #[error("you can't castle out of check")]
    CastlingInCheck,
    #[error("you can't castle: {0} between the king and the rook is occupied")]
    CastlingBlocked(Square),
    #[error("you can't castle: the king would pass through {0}, which is attacked")]
    CastlingThroughCheck(Square),
    #[error("you can't castle: the king would land on {0}, which is attacked")]
    CastlingIntoCheck(Square),
    #[error("en passant is only possible right after the two-square pawn move")]
    EnPassantExpired,
    #[error(
        "a pawn reaching the last rank must be promoted: choose a queen, rook, bishop or knight"
    )]
    PromotionNeeded,
    #[error(
        "only a pawn reaching the last rank can be promoted, to a queen, rook, bishop or knight"
    )]
    BadPromotion,
    #[error("you have no {role} that can move to {sq}", role = role_name(*.0), sq = .1)]
    NoSuchPiece(Role, Square),
    #[error("more than one piece can make that move: say which (e.g. Nbd2)")]
    Ambiguous,
    #[error("'{0}' is not a move (use SAN like Nf3, O-O, e8=Q or UCI like e2e4)")]
    BadNotation(String),
}

impl IllegalMove {
    /// A stable snake_case code for machine-readable output.
    pub fn code(&self) -> &'static str {
        match self {
            Self::GameOver => "game_over",
            Self::NoPiece(_) => "no_piece",
            Self::NotYourTurn(_) => "not_your_turn",
            Self::WrongWay => "wrong_way",
            Self::PathBlocked(_) => "path_blocked",
            Self::OwnPiece => "own_piece",
            Self::KingWouldBeInCheck(_) => "king_would_be_in_check",
            Self::InCheck(_) => "in_check",
            Self::CastlingKingMoved => "castling_king_moved",
            Self::CastlingRookMoved => "castling_rook_moved",
            Self::CastlingInCheck => "castling_in_check",
            Self::CastlingBlocked(_) => "castling_blocked",
            Self::CastlingThroughCheck(_) => "castling_through_check",
            Self::CastlingIntoCheck(_) => "castling_into_check",
            Self::EnPassantExpired => "en_passant_expired",
            Self::PromotionNeeded => "promotion_needed",
            Self::BadPromotion => "bad_promotion",
            Self::NoSuchPiece(..) => "no_such_piece",
            Self::Ambiguous => "ambiguous",
            Self::BadNotation(_) => "bad_notation",
        }
    }
}

pub fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// "white knight", inside a sentence.
pub fn piece_name(p: shakmaty::Piece) -> String {
    format!(
        "{} {}",
        color_name(p.color).to_lowercase(),
        role_name(p.role)
    )
}

pub fn role_name(r: Role) -> &'static str {
    match r {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// Finds the legal move for a from/to request. A king moving two squares sideways, or
/// onto its own castling rook, means castling.
pub fn find_legal(pos: &Chess, from: Square, to: Square, promotion: Option<Role>) -> Option<Move> {
    pos.legal_moves().into_iter().find(|m| match *m {
        Move::Castle { king, rook } => {
            let side = CastlingSide::from_king_side(rook > king);
            promotion.is_none() && king == from && (to == rook || to == side.king_to(pos.turn()))
        }
        _ => m.from() == Some(from) && m.to() == to && m.promotion() == promotion,
    })
}

/// Explains why `from`→`to` is not legal in `pos`. Call only when `find_legal` found nothing.
pub fn explain(pos: &Chess, from: Square, to: Square, promotion: Option<Role>) -> IllegalMove {
    let board = pos.board();
    let us = pos.turn();
    let Some(piece) = board.piece_at(from) else {
        return IllegalMove::NoPiece(from);
    };
    if piece.color != us {
        return IllegalMove::NotYourTurn(us);
    }
    if from == to {
        return IllegalMove::WrongWay;
    }
    if let Some(side) = castling_attempt(pos, piece.role, from, to) {
        return explain_castling(pos, side);
    }
    if board.color_at(to) == Some(us) {
        return IllegalMove::OwnPiece;
    }
    let pseudo = match pseudo_move(pos, piece.role, from, to) {
        Ok(m) => m,
        Err(reason) => return reason,
    };
    let reaches_last_rank = piece.role == Role::Pawn && to.rank() == (!us).backrank();
    match promotion {
        None if reaches_last_rank => return IllegalMove::PromotionNeeded,
        Some(Role::Pawn | Role::King) => return IllegalMove::BadPromotion,
        Some(_) if !reaches_last_rank => return IllegalMove::BadPromotion,
        _ => {}
    }
    let pseudo = match pseudo {
        Move::Normal {
            role,
            from,
            capture,
            to,
            ..
        } => Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        },
        m => m,
    };
    explain_check(pos, pseudo)
}

/// Which side a king move asks to castle on, if it looks like castling.
fn castling_attempt(pos: &Chess, role: Role, from: Square, to: Square) -> Option<CastlingSide> {
    let us = pos.turn();
    if role != Role::King || from.rank() != us.backrank() || to.rank() != us.backrank() {
        return None;
    }
    let onto_own_rook = pos.board().piece_at(to) == Some(us.rook())
        && CastlingSide::ALL
            .iter()
            .any(|&s| pos.castles().rook(us, s) == Some(to));
    let two_files = from.file() == shakmaty::File::E && from.file().distance(to.file()) == 2;
    (onto_own_rook || two_files).then(|| CastlingSide::from_king_side(to > from))
}

fn explain_castling(pos: &Chess, side: CastlingSide) -> IllegalMove {
    let us = pos.turn();
    let castles = pos.castles();
    let king = pos.board().king_of(us);
    let home_king = Square::from_coords(shakmaty::File::E, us.backrank());
    if !castles.has_color(us) || king != Some(home_king) {
        return IllegalMove::CastlingKingMoved;
    }
    let Some(rook) = castles.rook(us, side) else {
        return IllegalMove::CastlingRookMoved;
    };
    if pos.is_check() {
        return IllegalMove::CastlingInCheck;
    }
    let occupied = pos.board().occupied();
    let between = attacks::between(home_king, rook);
    if let Some(sq) = nearest(between & occupied, home_king) {
        return IllegalMove::CastlingBlocked(sq);
    }
    let occupied_without_king = occupied.without(home_king);
    let king_to = side.king_to(us);
    for sq in attacks::between(home_king, king_to) {
        if pos.king_attackers(sq, !us, occupied_without_king).any() {
            return IllegalMove::CastlingThroughCheck(sq);
        }
    }
    if pos
        .king_attackers(king_to, !us, occupied_without_king)
        .any()
    {
        return IllegalMove::CastlingIntoCheck(king_to);
    }
    // Every condition holds, so shakmaty would have found the move.
    IllegalMove::WrongWay
}

/// Builds the move as if check did not matter, or says why the piece can't go there.
fn pseudo_move(pos: &Chess, role: Role, from: Square, to: Square) -> Result<Move, IllegalMove> {
    let board = pos.board();
    let occupied = board.occupied();
    let capture = board.role_at(to);
    let normal = Move::Normal {
        role,
        from,
        capture,
        to,
        promotion: None,
    };
    if role == Role::Pawn {
        return pawn_move(pos, from, to).map(|m| m.unwrap_or(normal));
    }
    let empty_board = match role {
        Role::Knight => attacks::knight_attacks(from),
        Role::Bishop => attacks::bishop_attacks(from, Bitboard::EMPTY),
        Role::Rook => attacks::rook_attacks(from, Bitboard::EMPTY),
        Role::Queen => attacks::queen_attacks(from, Bitboard::EMPTY),
        Role::King => attacks::king_attacks(from),
        Role::Pawn => unreachable!("handled above"),
    };
    if !empty_board.contains(to) {
        return Err(IllegalMove::WrongWay);
    }
    if let Some(blocker) = nearest(attacks::between(from, to) & occupied, from) {
        return Err(IllegalMove::PathBlocked(blocker));
    }
    Ok(normal)
}

/// Pawn geometry. `Ok(Some(m))` for en passant, `Ok(None)` for a normal pawn move.
fn pawn_move(pos: &Chess, from: Square, to: Square) -> Result<Option<Move>, IllegalMove> {
    let us = pos.turn();
    let board = pos.board();
    let forward: i32 = if us == Color::White { 8 } else { -8 };
    let file_diff = from.file().distance(to.file());
    if file_diff == 0 {
        let one = from.offset(forward).ok_or(IllegalMove::WrongWay)?;
        let start_rank = us.relative_rank(shakmaty::Rank::Second);
        if to == one {
            return match board.piece_at(to) {
                Some(_) => Err(IllegalMove::PathBlocked(to)),
                None => Ok(None),
            };
        }
        if from.rank() == start_rank && Some(to) == one.offset(forward) {
            if board.piece_at(one).is_some() {
                return Err(IllegalMove::PathBlocked(one));
            }
            if board.piece_at(to).is_some() {
                return Err(IllegalMove::PathBlocked(to));
            }
            return Ok(None);
        }
        return Err(IllegalMove::WrongWay);
    }
    if file_diff != 1 || from.offset(forward).map(|s| s.rank()) != Some(to.rank()) {
        return Err(IllegalMove::WrongWay);
    }
    if board.color_at(to) == Some(!us) {
        return Ok(None);
    }
    // Diagonal step onto an empty square: only en passant can do that.
    if pos.maybe_ep_square() == Some(to) {
        return Ok(Some(Move::EnPassant { from, to }));
    }
    let passed = to.offset(-forward);
    let beside_enemy_pawn = passed.is_some_and(|p| board.piece_at(p) == Some((!us).pawn()));
    if beside_enemy_pawn && from.rank() == us.relative_rank(shakmaty::Rank::Fifth) {
        Err(IllegalMove::EnPassantExpired)
    } else {
        Err(IllegalMove::WrongWay)
    }
}

/// The move is geometrically fine; it must fail because of check.
fn explain_check(pos: &Chess, pseudo: Move) -> IllegalMove {
    let us = pos.turn();
    let mut after = pos.clone();
    after.play_unchecked(pseudo);
    let board = after.board();
    let Some(king) = board.king_of(us) else {
        return IllegalMove::WrongWay;
    };
    let attackers = after.king_attackers(king, !us, board.occupied());
    let checkers = pos.checkers();
    if let Some(still) = (attackers & checkers).first() {
        IllegalMove::InCheck(still)
    } else if let Some(sq) = attackers.first() {
        IllegalMove::KingWouldBeInCheck(sq)
    } else {
        IllegalMove::WrongWay
    }
}

/// The square of `set` closest to `origin` (the first blocker along a line).
fn nearest(set: Bitboard, origin: Square) -> Option<Square> {
    set.into_iter().min_by_key(|sq| sq.distance(origin))
}
