//! A lesson's and a puzzle's reasons for a refused try (`Wrong`, `Miss`), worded through
//! the catalogue: short sentences for a child, in the lesson's own terms.

use gambit_engine::{
    learn::{Escape, Wrong},
    refusal::puzzle::{Answer, Miss},
    shakmaty::{CastlingSide, Role},
};

use super::{notation::shown, role_word};
use crate::ui::catalogue::{Arg, tr, tr_with};

fn side(side: CastlingSide) -> String {
    tr(match side {
        CastlingSide::KingSide => "castle-king-side",
        CastlingSide::QueenSide => "castle-queen-side",
    })
}

/// Why a lesson refuses a try.
pub fn wrong(w: &Wrong) -> String {
    let square = |sq: &gambit_engine::shakmaty::Square| -> [(&str, Arg); 1] {
        [("square", sq.to_string().into())]
    };
    let role_at = |role: &Role, sq: &gambit_engine::shakmaty::Square| -> [(&str, Arg); 2] {
        [
            ("role", role_word(*role).into()),
            ("square", sq.to_string().into()),
        ]
    };
    match w {
        Wrong::PieceWay(role) => tr(match role {
            Role::Rook => "lesson-rook-way",
            Role::Bishop => "lesson-bishop-way",
            Role::Queen => "lesson-queen-way",
            Role::Knight => "lesson-knight-way",
            Role::King => "lesson-king-way",
            Role::Pawn => "lesson-pawn-way",
        }),
        Wrong::PawnTakesDiagonally => tr("lesson-pawn-takes-diagonally"),
        Wrong::Blocked { square, piece, own } => {
            let id = if *own {
                "lesson-blocked-own"
            } else {
                "lesson-blocked-theirs"
            };
            tr_with(id, &role_at(&piece.role, square))
        }
        Wrong::OwnPiece => tr("lesson-own-piece"),
        Wrong::LeavesKingInCheck { role, from } => {
            tr_with("lesson-leaves-king-in-check", &role_at(role, from))
        }
        Wrong::StillInCheck { role, from } => {
            tr_with("lesson-still-in-check", &role_at(role, from))
        }
        Wrong::GivesCheck => tr("lesson-gives-check"),
        Wrong::EscapeOtherWay(way) => tr(match way {
            Escape::Move => "lesson-escape-move",
            Escape::Block => "lesson-escape-block",
            Escape::Capture => "lesson-escape-capture",
        }),
        Wrong::NotMate => tr("lesson-not-mate"),
        Wrong::NoMateInTime(n) => {
            tr_with("lesson-no-mate-in-time", &[("moves", u32::from(*n).into())])
        }
        Wrong::Stalemate => tr("lesson-stalemate"),
        Wrong::CastleNow(s) => tr_with("lesson-castle-now", &[("side", side(*s).into())]),
        Wrong::CastleOtherSide(s) => {
            tr_with("lesson-castle-other-side", &[("side", side(*s).into())])
        }
        Wrong::LosesCastling(_) => tr("lesson-loses-castling"),
        Wrong::CastleKingMoved => tr("lesson-castle-king-moved"),
        Wrong::CastleRookMoved => tr("lesson-castle-rook-moved"),
        Wrong::CastleInCheck => tr("lesson-castle-in-check"),
        Wrong::CastleBlocked(sq) => tr_with("lesson-castle-blocked", &square(sq)),
        Wrong::CastleThroughAttack(sq) => tr_with("lesson-castle-through-attack", &square(sq)),
        Wrong::CastleIntoCheck(sq) => tr_with("lesson-castle-into-check", &square(sq)),
        Wrong::EnPassantNow => tr("lesson-en-passant-now"),
        Wrong::EnPassantTooLate => tr("lesson-en-passant-too-late"),
        Wrong::PromoteNow => tr("lesson-promote-now"),
        Wrong::PromoteTo(role) => {
            tr_with("lesson-promote-to", &[("role", role_word(*role).into())])
        }
        Wrong::WrongSquare { clicked, asked } => tr_with(
            "lesson-wrong-square",
            &[
                ("clicked", clicked.to_string().into()),
                ("asked", asked.to_string().into()),
                ("file", asked.file().char().to_string().into()),
                ("rank", asked.rank().char().to_string().into()),
            ],
        ),
        Wrong::ClickTheSquare => tr("lesson-click-the-square"),
        Wrong::NotACapture => tr("lesson-not-a-capture"),
        Wrong::NotBestCapture => tr("lesson-not-best-capture"),
        Wrong::NotBestMove => tr("lesson-not-best-move"),
        // The lesson's own words for its tip (its file's language).
        Wrong::OffTip(Some(words)) => words.clone(),
        Wrong::OffTip(None) => tr("lesson-off-tip"),
        Wrong::KingWaits => tr("lesson-king-waits"),
        Wrong::NoCheck => tr("lesson-no-check"),
        Wrong::NotTheMove(san) => tr_with(
            "lesson-not-the-move",
            &[("move", shown(&san.to_string()).into())],
        ),
        Wrong::WinsNothing => tr("lesson-wins-nothing"),
        Wrong::LeavesPiece {
            taker,
            from,
            target,
            on,
        } => tr_with(
            "lesson-leaves-piece",
            &[
                ("taker", role_word(*taker).into()),
                ("from", from.to_string().into()),
                ("target", role_word(*target).into()),
                ("on", on.to_string().into()),
            ],
        ),
        Wrong::StillInDanger => tr("lesson-still-in-danger"),
        Wrong::BadTrade { gave, got } => tr_with(
            "lesson-bad-trade",
            &[
                ("gave", role_word(*gave).into()),
                ("gave_value", gambit_engine::panel::value(*gave).into()),
                ("got", role_word(*got).into()),
                ("got_value", gambit_engine::panel::value(*got).into()),
            ],
        ),
        Wrong::ThrowsAwayWin => tr("lesson-throws-away-win"),
        Wrong::LetsPawnThrough => tr("lesson-lets-pawn-through"),
        Wrong::Done => tr("lesson-done"),
    }
}

/// Why a puzzle refuses a try.
pub fn miss(m: &Miss) -> String {
    match m {
        Miss::NotThat { tried, answer } => match answer {
            Answer::Weaker => tr_with("puzzle-weaker", &[("tried", shown(tried).into())]),
            Answer::Mates { reply } => tr_with(
                "puzzle-mates",
                &[
                    ("tried", shown(tried).into()),
                    ("reply", shown(reply).into()),
                ],
            ),
            Answer::Takes { reply, role } => tr_with(
                "puzzle-takes",
                &[
                    ("tried", shown(tried).into()),
                    ("reply", shown(reply).into()),
                    ("role", role_word(*role).into()),
                ],
            ),
        },
        Miss::Done => tr("puzzle-done"),
    }
}

#[cfg(test)]
mod tests {
    use gambit_engine::shakmaty::{Color, Piece, Square};

    use super::*;

    /// Every reason reads as the engine's English words did (the engine's protocols
    /// still print those).
    #[test]
    fn lessons_and_puzzles_say_what_they_said() {
        let mut all: Vec<Wrong> = Role::ALL.iter().map(|r| Wrong::PieceWay(*r)).collect();
        for own in [true, false] {
            all.push(Wrong::Blocked {
                square: Square::D4,
                piece: Piece {
                    color: Color::White,
                    role: Role::Bishop,
                },
                own,
            });
        }
        all.extend([
            Wrong::PawnTakesDiagonally,
            Wrong::OwnPiece,
            Wrong::LeavesKingInCheck {
                role: Role::Rook,
                from: Square::E8,
            },
            Wrong::StillInCheck {
                role: Role::Queen,
                from: Square::H5,
            },
            Wrong::GivesCheck,
            Wrong::EscapeOtherWay(Escape::Move),
            Wrong::EscapeOtherWay(Escape::Block),
            Wrong::EscapeOtherWay(Escape::Capture),
            Wrong::NotMate,
            Wrong::NoMateInTime(2),
            Wrong::Stalemate,
            Wrong::CastleNow(CastlingSide::KingSide),
            Wrong::CastleOtherSide(CastlingSide::QueenSide),
            Wrong::LosesCastling(CastlingSide::KingSide),
            Wrong::CastleKingMoved,
            Wrong::CastleRookMoved,
            Wrong::CastleInCheck,
            Wrong::CastleBlocked(Square::F1),
            Wrong::CastleThroughAttack(Square::D1),
            Wrong::CastleIntoCheck(Square::G1),
            Wrong::EnPassantNow,
            Wrong::EnPassantTooLate,
            Wrong::PromoteNow,
            Wrong::PromoteTo(Role::Knight),
            Wrong::WrongSquare {
                clicked: Square::D4,
                asked: Square::E5,
            },
            Wrong::ClickTheSquare,
            Wrong::NotACapture,
            Wrong::NotBestCapture,
            Wrong::NotBestMove,
            Wrong::OffTip(Some("Keep the rook behind the pawn.".into())),
            Wrong::OffTip(None),
            Wrong::KingWaits,
            Wrong::NoCheck,
            Wrong::NotTheMove("Nf3".parse().unwrap()),
            Wrong::WinsNothing,
            Wrong::LeavesPiece {
                taker: Role::Bishop,
                from: Square::B5,
                target: Role::Knight,
                on: Square::C6,
            },
            Wrong::StillInDanger,
            Wrong::BadTrade {
                gave: Role::Rook,
                got: Role::Knight,
            },
            Wrong::ThrowsAwayWin,
            Wrong::LetsPawnThrough,
            Wrong::Done,
        ]);
        for w in &all {
            assert_eq!(wrong(w), w.to_string(), "{w:?}");
        }
        let tried = "Qd8".to_string();
        let misses = [
            Miss::NotThat {
                tried: tried.clone(),
                answer: Answer::Weaker,
            },
            Miss::NotThat {
                tried: tried.clone(),
                answer: Answer::Mates {
                    reply: "Rxd8#".into(),
                },
            },
            Miss::NotThat {
                tried,
                answer: Answer::Takes {
                    reply: "Rxd8".into(),
                    role: Role::Queen,
                },
            },
            Miss::Done,
        ];
        for m in &misses {
            assert_eq!(miss(m), m.to_string(), "{m:?}");
        }
    }
}
