//! Why a set-up position can't be played, in words a player understands: the FEN
//! reader's refusals and the position editor's list both come from here.

use std::fmt;

use shakmaty::{
    Bitboard, Board, CastlingMode, CastlingSide, Chess, Color, File, PositionErrorKinds, Rank,
    Setup, Square,
};

use crate::rules::{color_name, piece_name};

/// One reason a position can't be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    NoKing(Color),
    /// More than one king of a colour (how many).
    Kings(Color, usize),
    /// A pawn on the first or last rank.
    PawnOnBackRank(Color, Square),
    /// More than eight pawns.
    Pawns(Color, usize),
    /// More than sixteen pieces.
    Pieces(Color, usize),
    /// More queens, rooks, bishops or knights than promotions could have given.
    Promotions(Color),
    /// A castling right whose king or rook is not on its starting square.
    Castling(Color, CastlingSide),
    /// An en passant square no two-square pawn move could have left.
    EnPassant(Square),
    /// The side not to move is in check (its colour).
    OppositeCheck(Color),
    /// The side to move is checked in a way no single move gives (its colour, how many
    /// pieces check).
    ImpossibleCheck(Color, usize),
    /// Something else shakmaty refuses (not expected with the checks above).
    Other(&'static str),
}

fn count_word(n: usize) -> String {
    match n {
        2 => "two".into(),
        3 => "three".into(),
        4 => "four".into(),
        n => n.to_string(),
    }
}

/// The starting squares a castling right needs: the king's and the rook's.
pub fn castling_squares(color: Color, side: CastlingSide) -> (Square, Square) {
    let rank = color.backrank();
    let rook = match side {
        CastlingSide::KingSide => File::H,
        CastlingSide::QueenSide => File::A,
    };
    (
        Square::from_coords(File::E, rank),
        Square::from_coords(rook, rank),
    )
}

/// Whether the king and rook stand where castling on `side` needs them.
pub fn castling_possible(board: &Board, color: Color, side: CastlingSide) -> bool {
    let (king, rook) = castling_squares(color, side);
    board.piece_at(king) == Some(color.king()) && board.piece_at(rook) == Some(color.rook())
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Problem::NoKing(c) => write!(f, "{} has no king", color_name(c)),
            Problem::Kings(c, n) => write!(f, "{} has {} kings", color_name(c), count_word(n)),
            Problem::PawnOnBackRank(c, sq) => {
                let rank = if sq.rank() == Rank::First {
                    "first"
                } else {
                    "last"
                };
                write!(
                    f,
                    "A pawn can't stand on the {rank} rank (the {} on {sq})",
                    piece_name(c.pawn())
                )
            }
            Problem::Pawns(c, n) => {
                write!(f, "{} has {n} pawns; a side has at most 8", color_name(c))
            }
            Problem::Pieces(c, n) => {
                write!(f, "{} has {n} pieces; a side has at most 16", color_name(c))
            }
            Problem::Promotions(c) => write!(
                f,
                "{} has more queens, rooks, bishops or knights than its missing pawns could have become",
                color_name(c)
            ),
            Problem::Castling(c, side) => {
                let (king, rook) = castling_squares(c, side);
                let wing = match side {
                    CastlingSide::KingSide => "king's",
                    CastlingSide::QueenSide => "queen's",
                };
                write!(
                    f,
                    "Castling on the {wing} side needs the king on {king} and the rook on {rook}"
                )
            }
            Problem::EnPassant(sq) => write!(
                f,
                "No pawn could have just moved two squares to allow en passant on {sq}"
            ),
            Problem::OppositeCheck(c) => write!(
                f,
                "The side not to move is in check ({}'s king, with {} to move)",
                color_name(c),
                color_name(!c)
            ),
            Problem::ImpossibleCheck(c, n) if n > 2 => write!(
                f,
                "{}'s king is checked by {n} pieces at once; one move gives at most two checks",
                color_name(c)
            ),
            Problem::ImpossibleCheck(c, _) => write!(
                f,
                "{}'s king is checked in a way no single move could give",
                color_name(c)
            ),
            Problem::Other(why) => f.write_str(why),
        }
    }
}

/// Every reason `setup` can't be played as standard chess, in the order a player
/// would fix them (kings and pawns first); empty when it can.
pub fn problems(setup: &Setup) -> Vec<Problem> {
    playable(setup).err().unwrap_or_default()
}

/// The position `setup` describes, or every reason it can't be played.
pub fn playable(setup: &Setup) -> Result<Chess, Vec<Problem>> {
    let board = &setup.board;
    let mut out = Vec::new();
    for color in Color::ALL {
        let kings = (board.kings() & board.by_color(color)).count();
        match kings {
            0 => out.push(Problem::NoKing(color)),
            1 => {}
            n => out.push(Problem::Kings(color, n)),
        }
    }
    for sq in board.pawns() & Bitboard::BACKRANKS {
        let color = board.color_at(sq).unwrap_or(Color::White);
        out.push(Problem::PawnOnBackRank(color, sq));
    }
    for color in Color::ALL {
        let ours = board.by_color(color);
        let pawns = (board.pawns() & ours).count();
        if pawns > 8 {
            out.push(Problem::Pawns(color, pawns));
        } else if ours.count() > 16 {
            out.push(Problem::Pieces(color, ours.count()));
        } else if pawns + promoted(setup, color) > 8 {
            out.push(Problem::Promotions(color));
        }
    }
    for color in Color::ALL {
        for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
            let (_, rook) = castling_squares(color, side);
            if setup.castling_rights.contains(rook) && !castling_possible(board, color, side) {
                out.push(Problem::Castling(color, side));
            }
        }
    }
    // Rights on other squares (a Chess960 FEN) can't be set by the editor's controls.
    let known = Bitboard::CORNERS;
    if (setup.castling_rights & !known).any() {
        out.push(Problem::Other(
            "castling rights are given for rooks not in a corner (Chess960 is not played here)",
        ));
    }
    if let Some(ep) = setup.ep_square
        && !ep_possible(setup, ep)
    {
        out.push(Problem::EnPassant(ep));
    }
    if !out.is_empty() {
        return Err(out);
    }
    // The board is sound: what is left is about checks, which shakmaty judges.
    let kinds = match setup.clone().position::<Chess>(CastlingMode::Standard) {
        Ok(pos) => return Ok(pos),
        Err(e) => e.kinds(),
    };
    let turn = setup.turn;
    if kinds.contains(PositionErrorKinds::OPPOSITE_CHECK) {
        out.push(Problem::OppositeCheck(!turn));
    }
    if kinds.contains(PositionErrorKinds::IMPOSSIBLE_CHECK) {
        out.push(Problem::ImpossibleCheck(turn, checkers(setup)));
    }
    if out.is_empty() {
        out.push(Problem::Other("a rule of standard chess is broken"));
    }
    Err(out)
}

/// Queens, rooks, bishops (per square colour) and knights beyond the starting set.
fn promoted(setup: &Setup, color: Color) -> usize {
    let board = &setup.board;
    let ours = board.by_color(color);
    let extra = |bb: Bitboard, start: usize| (bb & ours).count().saturating_sub(start);
    extra(board.queens(), 1)
        + extra(board.rooks(), 2)
        + extra(board.knights(), 2)
        + extra(board.bishops() & Bitboard::LIGHT_SQUARES, 1)
        + extra(board.bishops() & Bitboard::DARK_SQUARES, 1)
}

/// Whether a pawn of the side not to move could just have made a two-square move over
/// `ep`: on the right rank, the pawn beyond it, both squares it crossed empty.
pub fn ep_possible(setup: &Setup, ep: Square) -> bool {
    let mover = !setup.turn;
    if ep.rank() != setup.turn.relative_rank(Rank::Sixth) {
        return false;
    }
    let file = ep.file();
    let to = Square::from_coords(file, mover.relative_rank(Rank::Fourth));
    let from = Square::from_coords(file, mover.relative_rank(Rank::Second));
    setup.board.piece_at(to) == Some(mover.pawn())
        && setup.board.piece_at(ep).is_none()
        && setup.board.piece_at(from).is_none()
}

/// How many pieces attack the king of the side to move.
fn checkers(setup: &Setup) -> usize {
    let board = &setup.board;
    board.king_of(setup.turn).map_or(0, |king| {
        board
            .attacks_to(king, !setup.turn, board.occupied())
            .count()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::fen::Fen;

    fn of(fen: &str) -> Vec<String> {
        let setup = Fen::from_ascii(fen.as_bytes()).unwrap().into_setup();
        problems(&setup).iter().map(ToString::to_string).collect()
    }

    fn says(fen: &str, words: &str) {
        let found = of(fen);
        assert!(
            found.iter().any(|p| p == words),
            "{fen}: {found:?} lacks {words:?}"
        );
    }

    #[test]
    fn playable_positions_have_no_problems() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
            "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
            // Seven queens: promotions.
            "4k3/8/8/8/8/8/8/QQQQKQQQ b - - 0 1",
        ] {
            assert!(of(fen).is_empty(), "{fen}: {:?}", of(fen));
        }
    }

    #[test]
    fn kings_are_counted() {
        says("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "White has two kings");
        says("8/8/8/8/8/8/8/4K3 w - - 0 1", "Black has no king");
        let empty = of("8/8/8/8/8/8/8/8 w - - 0 1");
        assert_eq!(empty, ["White has no king", "Black has no king"]);
        says("kkk5/8/8/8/8/8/8/4K3 w - - 0 1", "Black has three kings");
    }

    #[test]
    fn pawns_keep_off_the_first_and_last_ranks() {
        says(
            "4k3/8/8/8/8/8/8/P3K3 w - - 0 1",
            "A pawn can't stand on the first rank (the white pawn on a1)",
        );
        says(
            "3pk3/8/8/8/8/8/8/4K3 w - - 0 1",
            "A pawn can't stand on the last rank (the black pawn on d8)",
        );
    }

    #[test]
    fn material_is_what_a_game_can_have() {
        says(
            "4k3/8/8/8/P7/PPPPPPPP/8/4K3 w - - 0 1",
            "White has 9 pawns; a side has at most 8",
        );
        says(
            "4k3/8/8/8/8/QQ6/PPPPPPPP/4K3 w - - 0 1",
            "White has more queens, rooks, bishops or knights than its missing pawns could have become",
        );
    }

    #[test]
    fn castling_needs_king_and_rook_at_home() {
        says(
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
            "Castling on the king's side needs the king on e1 and the rook on h1",
        );
        assert!(of("r3k3/8/8/8/8/8/8/4K3 w q - 0 1").is_empty());
        says(
            "r2k4/8/8/8/8/8/8/4K3 w q - 0 1",
            "Castling on the queen's side needs the king on e8 and the rook on a8",
        );
    }

    #[test]
    fn en_passant_needs_a_pawn_that_just_moved_two_squares() {
        says(
            "4k3/8/8/8/8/8/8/4K3 w - d6 0 1",
            "No pawn could have just moved two squares to allow en passant on d6",
        );
        // Wrong rank for the side to move.
        says(
            "4k3/8/8/3p4/8/8/8/4K3 w - d3 0 1",
            "No pawn could have just moved two squares to allow en passant on d3",
        );
        // The square it crossed is taken.
        says(
            "4k3/8/3n4/3p4/8/8/8/4K3 w - d6 0 1",
            "No pawn could have just moved two squares to allow en passant on d6",
        );
    }

    #[test]
    fn checks_must_be_possible() {
        says(
            "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
            "The side not to move is in check (Black's king, with White to move)",
        );
        // Three pieces check White's king.
        says(
            "4k3/8/8/8/1b6/3n4/8/r3K3 w - - 0 1",
            "White's king is checked by 3 pieces at once; one move gives at most two checks",
        );
        // Two knights can't both give check.
        says(
            "4k3/8/8/8/8/3n1n2/8/4K3 w - - 0 1",
            "White's king is checked in a way no single move could give",
        );
    }
}
