//! Why a lesson refuses a try, in the lesson's own words: a value the board words
//! with `Display` (a short sentence for a child) and names with `code()`.

use std::fmt;

use shakmaty::{CastlingSide, Chess, Piece, Position, Role, Square, san::San};

use crate::{IllegalMove, rules::role_name};

/// The way an `escape` exercise asks to get out of check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Escape {
    /// Move the king out of check.
    Move,
    /// Put a piece between the king and the attacker.
    Block,
    /// Take the attacker (the king may take it too).
    Capture,
}

impl fmt::Display for Escape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Escape::Move => "move",
            Escape::Block => "block",
            Escape::Capture => "capture",
        })
    }
}

/// A try the lesson refuses; nothing on the board changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Wrong {
    /// This piece doesn't move that way.
    PieceWay(Role),
    /// A pawn going diagonally onto an empty square.
    PawnTakesDiagonally,
    /// A piece stands between (not for the knight, which jumps).
    Blocked {
        square: Square,
        piece: Piece,
        own: bool,
    },
    OwnPiece,
    /// The move would leave the learner's king attacked by `role` on `from`.
    LeavesKingInCheck {
        role: Role,
        from: Square,
    },
    /// The learner is in check and the move doesn't answer it.
    StillInCheck {
        role: Role,
        from: Square,
    },
    /// In exercises where the other side only passes, it could not answer a check.
    GivesCheck,
    /// Out of check, but not the way the exercise asks.
    EscapeOtherWay(Escape),
    NotMate,
    /// Not mate now, and the other side could avoid mate in the moves left.
    NoMateInTime(u8),
    Stalemate,
    /// Castling on the asked side is possible now.
    CastleNow(CastlingSide),
    CastleOtherSide(CastlingSide),
    /// The move would lose the right to castle on the asked side.
    LosesCastling(CastlingSide),
    CastleKingMoved,
    CastleRookMoved,
    CastleInCheck,
    CastleBlocked(Square),
    CastleThroughAttack(Square),
    CastleIntoCheck(Square),
    EnPassantNow,
    EnPassantTooLate,
    PromoteNow,
    PromoteTo(Role),
    /// A square named, not the one asked for.
    WrongSquare {
        clicked: Square,
        asked: Square,
    },
    /// This exercise asks for a square, not a move.
    ClickTheSquare,
    NotACapture,
    NotBestCapture,
    NotBestMove,
    /// A move that doesn't follow the tip, with the lesson's own words if it has any.
    OffTip(Option<String>),
    /// An en passant exercise waits with the king; other moves could spoil the chance.
    KingWaits,
    /// The move gives no check.
    NoCheck,
    /// Not the move the exercise names.
    NotTheMove(San),
    /// The move wins nothing (or less than a better one).
    WinsNothing,
    /// After the move the other side takes a piece for free: its piece on `from` takes
    /// the learner's on `on`.
    LeavesPiece {
        taker: Role,
        from: Square,
        target: Role,
        on: Square,
    },
    /// After the move the other side still wins something.
    StillInDanger,
    /// A capture the exchange loses: the learner's piece for a cheaper one.
    BadTrade {
        gave: Role,
        got: Role,
    },
    /// In a won pawn ending, the move lets the other king stop the pawn.
    ThrowsAwayWin,
    /// Holding a pawn ending, the move lets the pawn through.
    LetsPawnThrough,
    /// The exercise is solved already.
    Done,
}

impl Wrong {
    /// A stable snake_case code for machine-readable output.
    pub fn code(&self) -> &'static str {
        match self {
            Wrong::PieceWay(_) => "piece_way",
            Wrong::PawnTakesDiagonally => "pawn_takes_diagonally",
            Wrong::Blocked { .. } => "blocked",
            Wrong::OwnPiece => "own_piece",
            Wrong::LeavesKingInCheck { .. } => "leaves_king_in_check",
            Wrong::StillInCheck { .. } => "still_in_check",
            Wrong::GivesCheck => "gives_check",
            Wrong::EscapeOtherWay(_) => "escape_other_way",
            Wrong::NotMate => "not_mate",
            Wrong::NoMateInTime(_) => "no_mate_in_time",
            Wrong::Stalemate => "stalemate",
            Wrong::CastleNow(_) => "castle_now",
            Wrong::CastleOtherSide(_) => "castle_other_side",
            Wrong::LosesCastling(_) => "loses_castling",
            Wrong::CastleKingMoved => "castle_king_moved",
            Wrong::CastleRookMoved => "castle_rook_moved",
            Wrong::CastleInCheck => "castle_in_check",
            Wrong::CastleBlocked(_) => "castle_blocked",
            Wrong::CastleThroughAttack(_) => "castle_through_attack",
            Wrong::CastleIntoCheck(_) => "castle_into_check",
            Wrong::EnPassantNow => "en_passant_now",
            Wrong::EnPassantTooLate => "en_passant_too_late",
            Wrong::PromoteNow => "promote_now",
            Wrong::PromoteTo(_) => "promote_to",
            Wrong::WrongSquare { .. } => "wrong_square",
            Wrong::ClickTheSquare => "click_the_square",
            Wrong::NotACapture => "not_a_capture",
            Wrong::NotBestCapture => "not_best_capture",
            Wrong::NotBestMove => "not_best_move",
            Wrong::OffTip(_) => "off_tip",
            Wrong::KingWaits => "king_waits",
            Wrong::NoCheck => "no_check",
            Wrong::NotTheMove(_) => "not_the_move",
            Wrong::WinsNothing => "wins_nothing",
            Wrong::LeavesPiece { .. } => "leaves_piece",
            Wrong::StillInDanger => "still_in_danger",
            Wrong::BadTrade { .. } => "bad_trade",
            Wrong::ThrowsAwayWin => "throws_away_win",
            Wrong::LetsPawnThrough => "lets_pawn_through",
            Wrong::Done => "done",
        }
    }

    /// The lesson's words for a rules reason, where it has better ones than the rules
    /// core; `None` keeps the rules' reason. `pos` is the position the try was made in.
    pub fn from_illegal(
        pos: &Chess,
        from: Square,
        to: Square,
        reason: &IllegalMove,
    ) -> Option<Wrong> {
        let board = pos.board();
        let attacker = |sq: Square| board.role_at(sq).unwrap_or(Role::Pawn);
        Some(match *reason {
            IllegalMove::WrongWay => {
                let role = board.role_at(from)?;
                let diagonal_step =
                    from.file().distance(to.file()) == 1 && from.rank().distance(to.rank()) == 1;
                if role == Role::Pawn && diagonal_step && board.piece_at(to).is_none() {
                    Wrong::PawnTakesDiagonally
                } else {
                    Wrong::PieceWay(role)
                }
            }
            IllegalMove::PathBlocked(square) => Wrong::Blocked {
                square,
                piece: board.piece_at(square)?,
                own: board.color_at(square) == Some(pos.turn()),
            },
            IllegalMove::OwnPiece => Wrong::OwnPiece,
            IllegalMove::KingWouldBeInCheck(sq) => Wrong::LeavesKingInCheck {
                role: attacker(sq),
                from: sq,
            },
            IllegalMove::InCheck(sq) => Wrong::StillInCheck {
                role: attacker(sq),
                from: sq,
            },
            IllegalMove::CastlingKingMoved => Wrong::CastleKingMoved,
            IllegalMove::CastlingRookMoved => Wrong::CastleRookMoved,
            IllegalMove::CastlingInCheck => Wrong::CastleInCheck,
            IllegalMove::CastlingBlocked(sq) => Wrong::CastleBlocked(sq),
            IllegalMove::CastlingThroughCheck(sq) => Wrong::CastleThroughAttack(sq),
            IllegalMove::CastlingIntoCheck(sq) => Wrong::CastleIntoCheck(sq),
            IllegalMove::EnPassantExpired => Wrong::EnPassantTooLate,
            _ => return None,
        })
    }
}

fn side_name(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "on the king's side (short castling)",
        CastlingSide::QueenSide => "on the queen's side (long castling)",
    }
}

fn the(role: Role) -> String {
    format!("the {}", role_name(role))
}

impl fmt::Display for Wrong {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Wrong::PieceWay(role) => f.write_str(match role {
                Role::Rook => "A rook moves only in straight lines: up, down or sideways.",
                Role::Bishop => "A bishop moves only diagonally.",
                Role::Queen => "A queen moves in straight lines or diagonally, never in an L.",
                Role::Knight => {
                    "The knight can't get there in one move: it jumps two squares, then one to the side."
                }
                Role::King => "The king moves just one square at a time.",
                Role::Pawn => "A pawn moves straight ahead: one square, or two on its first move.",
            }),
            Wrong::PawnTakesDiagonally => {
                f.write_str("A pawn moves diagonally only to take a piece.")
            }
            Wrong::Blocked { square, piece, own } => {
                let whose = if *own { "Your" } else { "The other side's" };
                write!(
                    f,
                    "{whose} {} on {square} is in the way. Only the knight can jump.",
                    role_name(piece.role)
                )
            }
            Wrong::OwnPiece => f.write_str("You can't take your own piece."),
            Wrong::LeavesKingInCheck { role, from } => write!(
                f,
                "That leaves your king in check from {} on {from}.",
                the(*role)
            ),
            Wrong::StillInCheck { role, from } => write!(
                f,
                "Your king is still in check from {} on {from}.",
                the(*role)
            ),
            Wrong::GivesCheck => {
                f.write_str("That would give check, and here the other side can't answer it.")
            }
            Wrong::EscapeOtherWay(way) => f.write_str(match way {
                Escape::Move => "Get out of check by moving your king.",
                Escape::Block => "Get out of check by blocking it.",
                Escape::Capture => "Get out of check by taking the piece that gives check.",
            }),
            Wrong::NotMate => f.write_str("That isn't checkmate."),
            Wrong::NoMateInTime(n) => write!(
                f,
                "That doesn't checkmate in {n} moves: the king could get away."
            ),
            Wrong::Stalemate => f.write_str("That's stalemate: the game would be a draw!"),
            Wrong::CastleNow(side) => write!(f, "You can castle now: castle {}.", side_name(*side)),
            Wrong::CastleOtherSide(side) => {
                write!(f, "Not that side: castle {} this time.", side_name(*side))
            }
            Wrong::LosesCastling(_) => f.write_str(
                "If that king or rook moves, you can never castle on that side again.",
            ),
            Wrong::CastleKingMoved => f.write_str("You can't castle: your king has already moved."),
            Wrong::CastleRookMoved => {
                f.write_str("You can't castle on that side: that rook has already moved.")
            }
            Wrong::CastleInCheck => f.write_str("You can't castle: your king is in check."),
            Wrong::CastleBlocked(sq) => write!(
                f,
                "You can't castle: {sq} between the king and the rook must be empty."
            ),
            Wrong::CastleThroughAttack(sq) => write!(
                f,
                "You can't castle: your king would pass over {sq}, which is attacked."
            ),
            Wrong::CastleIntoCheck(sq) => {
                write!(f, "You can't castle: your king would land in check on {sq}.")
            }
            Wrong::EnPassantNow => {
                f.write_str("Take that pawn en passant: your pawn goes diagonally behind it.")
            }
            Wrong::EnPassantTooLate => f.write_str(
                "Too late: en passant is only allowed right after the pawn's two-square move.",
            ),
            Wrong::PromoteNow => f.write_str("Your pawn can reach the last row: promote it!"),
            Wrong::PromoteTo(role) => write!(
                f,
                "Pick {} this time: look at what it can do from there.",
                the(*role)
            ),
            Wrong::WrongSquare { clicked, asked } => write!(
                f,
                "That's {clicked}. Find {asked}: go along to file {}, then up to rank {}.",
                asked.file().char(),
                asked.rank().char()
            ),
            Wrong::ClickTheSquare => f.write_str("Just click the square: no moves this time."),
            Wrong::NotACapture => f.write_str("Take one of the other side's pieces."),
            Wrong::NotBestCapture => f.write_str("That capture doesn't win the most."),
            Wrong::NotBestMove => f.write_str("There is a better move here: think of the tip!"),
            Wrong::OffTip(Some(words)) => f.write_str(words),
            Wrong::OffTip(None) => {
                f.write_str("That move doesn't follow this tip. Read it again and try another!")
            }
            Wrong::KingWaits => {
                f.write_str("Keep your pawn where it is: move your king and wait for your chance.")
            }
            Wrong::NoCheck => f.write_str("That move gives no check. Find a move that attacks the king!"),
            Wrong::NotTheMove(san) => write!(f, "That's not {san}. Read the move again: which piece, and to which square?"),
            Wrong::WinsNothing => f.write_str("That move wins nothing. Look again for the trick!"),
            Wrong::LeavesPiece {
                taker,
                from,
                target,
                on,
            } => write!(
                f,
                "After that, the {} on {from} takes your {} on {on} for free.",
                role_name(*taker),
                role_name(*target)
            ),
            Wrong::StillInDanger => f.write_str("After that, the other side still wins something of yours."),
            Wrong::BadTrade { gave, got } => write!(
                f,
                "You give a {} ({}) for a {} ({}): count before you take!",
                role_name(*gave),
                crate::panel::value(*gave),
                role_name(*got),
                crate::panel::value(*got)
            ),
            Wrong::ThrowsAwayWin => f.write_str(
                "After that, the other king can stop your pawn: it would only be a draw.",
            ),
            Wrong::LetsPawnThrough => {
                f.write_str("After that, the pawn can't be stopped any more: it would become a queen.")
            }
            Wrong::Done => f.write_str("You solved this one already!"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sentence_starts_with_a_capital_and_ends_with_a_stop() {
        let all = [
            Wrong::PieceWay(Role::Knight),
            Wrong::GivesCheck,
            Wrong::LeavesKingInCheck {
                role: Role::Rook,
                from: Square::E8,
            },
            Wrong::CastleInCheck,
            Wrong::WrongSquare {
                clicked: Square::D4,
                asked: Square::E4,
            },
        ];
        for w in all {
            let s = w.to_string();
            assert!(s.starts_with(char::is_uppercase), "{s}");
            assert!(s.ends_with(['.', '!']), "{s}");
        }
        assert_eq!(
            Wrong::LeavesKingInCheck {
                role: Role::Rook,
                from: Square::E8
            }
            .to_string(),
            "That leaves your king in check from the rook on e8."
        );
    }
}
