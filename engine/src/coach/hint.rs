//! Why a hint move is good, in one sentence.

use shakmaty::{Chess, Move, Position, Role, Square};

use super::{MATERIAL, best_capture, mate_in_one, null_move, role_name, san};
use crate::search::see::see;

/// The main point of a hint move (the first that applies, in this order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintReason {
    /// It gives checkmate.
    Mates,
    /// It wins material by exchange: the piece taken (or the queen promoted to).
    WinsMaterial {
        piece: Role,
        square: Square,
    },
    /// It promotes a pawn without winning material otherwise.
    Promotes {
        piece: Role,
    },
    /// If the opponent does nothing, `mate` mates next move.
    ThreatensMate {
        mate: String,
    },
    /// It moves away a piece the opponent could win.
    Saves {
        piece: Role,
        square: Square,
    },
    /// It protects a piece the opponent could win (or blocks or pins the attacker).
    Defends {
        piece: Role,
        square: Square,
    },
    /// It attacks a piece that could then be won.
    Threatens {
        piece: Role,
        square: Square,
    },
    Castles,
    /// A knight or bishop leaves its starting square.
    Develops {
        piece: Role,
    },
    Check,
    /// An even trade.
    Trades {
        piece: Role,
        square: Square,
    },
    /// None of the above: the engine simply prefers it.
    Improves,
}

/// A hint move with its reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub mv: Move,
    /// SAN with `+`/`#`.
    pub san: String,
    pub reason: HintReason,
}

impl Hint {
    /// "Nf3 develops the knight.", "Qxf7# is checkmate.", "Bxe5 wins the pawn on e5."
    pub fn sentence(&self) -> String {
        let m = &self.san;
        match &self.reason {
            HintReason::Mates => format!("{m} is checkmate."),
            HintReason::WinsMaterial { piece, square } => {
                format!("{m} wins the {} on {square}.", role_name(*piece))
            }
            HintReason::Promotes { piece } => {
                format!("{m} promotes the pawn to a {}.", role_name(*piece))
            }
            HintReason::ThreatensMate { mate } => {
                format!("{m} threatens {} mate.", mate.trim_end_matches('#'))
            }
            HintReason::Saves { piece, square } => {
                format!(
                    "{m} moves the attacked {} on {square} to safety.",
                    role_name(*piece)
                )
            }
            HintReason::Defends { piece, square } => {
                format!(
                    "{m} defends the attacked {} on {square}.",
                    role_name(*piece)
                )
            }
            HintReason::Threatens { piece, square } => {
                format!("{m} attacks the {} on {square}.", role_name(*piece))
            }
            HintReason::Castles => format!("{m} castles the king to safety."),
            HintReason::Develops { piece } => format!("{m} develops the {}.", role_name(*piece)),
            HintReason::Check => format!("{m} gives check."),
            HintReason::Trades { piece, square } => format!(
                "{m} trades the {} for the {} on {square}.",
                role_name(self.mv.role()),
                role_name(*piece)
            ),
            HintReason::Improves => {
                format!("{m} is the engine's choice: it improves the position.")
            }
        }
    }
}

/// Explains `hint` in `pos` (which must be legal there; `None` otherwise).
pub fn explain(pos: &Chess, hint: Move) -> Option<Hint> {
    if !pos.is_legal(hint) {
        return None;
    }
    let mut next = pos.clone();
    next.play_unchecked(hint);
    Some(Hint {
        mv: hint,
        san: san(pos, hint),
        reason: reason(pos, hint, &next),
    })
}

fn reason(pos: &Chess, hint: Move, next: &Chess) -> HintReason {
    if next.is_checkmate() {
        return HintReason::Mates;
    }
    let exchange = see(pos, hint);
    if hint.is_capture() && exchange >= MATERIAL {
        let square = match hint {
            Move::EnPassant { from, to } => Square::from_coords(to.file(), from.rank()),
            _ => hint.to(),
        };
        let piece = hint.capture().unwrap_or(Role::Pawn);
        return HintReason::WinsMaterial { piece, square };
    }
    if let Some(piece) = hint.promotion() {
        return HintReason::Promotes { piece };
    }
    // The mover's next move, if the opponent passed.
    let again = null_move(next);
    if let Some(mate) = again
        .as_ref()
        .and_then(|a| mate_in_one(a).map(|m| san(a, m)))
    {
        return HintReason::ThreatensMate { mate };
    }
    // A piece of the mover that the opponent could win before the hint, and not after.
    let attacked = null_move(pos)
        .and_then(|p| best_capture(&p))
        .filter(|c| c.gain >= MATERIAL);
    if let Some(c) = attacked {
        let moved_away = hint.from() == Some(c.square);
        let square = if moved_away { hint.to() } else { c.square };
        let still = next
            .capture_moves()
            .into_iter()
            .any(|m| m.to() == square && see(next, m) >= MATERIAL);
        if !still {
            return if moved_away {
                HintReason::Saves {
                    piece: c.victim,
                    square: c.square,
                }
            } else {
                HintReason::Defends {
                    piece: c.victim,
                    square: c.square,
                }
            };
        }
    }
    // An even trade is the point of a capture that wins nothing.
    if let Some(piece) = hint.capture() {
        return HintReason::Trades {
            piece,
            square: hint.to(),
        };
    }
    // A new target: a capture that wins material next move, not available before.
    let had = best_capture(pos).filter(|c| c.gain >= MATERIAL);
    if let Some(c) = again
        .and_then(|a| best_capture(&a))
        .filter(|c| c.gain >= MATERIAL && had.is_none_or(|h| h.square != c.square))
    {
        return HintReason::Threatens {
            piece: c.victim,
            square: c.square,
        };
    }
    if matches!(hint, Move::Castle { .. }) {
        return HintReason::Castles;
    }
    let home = if pos.turn().is_white() { 0 } else { 7 };
    if matches!(hint.role(), Role::Knight | Role::Bishop)
        && hint.from().is_some_and(|f| u32::from(f.rank()) == home)
    {
        return HintReason::Develops { piece: hint.role() };
    }
    if next.is_check() {
        return HintReason::Check;
    }
    HintReason::Improves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::{after, mv, pos};

    fn hint(p: &Chess, m: &str) -> Hint {
        explain(p, mv(p, m)).unwrap()
    }

    #[test]
    fn reasons_and_sentences() {
        let p = after("e4 e5 Bc4 Nc6 Qh5 Nf6");
        assert_eq!(hint(&p, "Qxf7#").sentence(), "Qxf7# is checkmate.");

        // Attacking the queen comes before developing.
        let p = after("e4 e5 Nf3 d6 d4 Nd7 dxe5 dxe5 Qd5");
        assert_eq!(hint(&p, "Ngf6").sentence(), "Ngf6 attacks the queen on d5.");
        assert_eq!(
            hint(&after("e4"), "Nc6").reason,
            HintReason::Develops {
                piece: Role::Knight
            }
        );

        let p = pos("4k3/8/8/4n3/3P4/8/8/4K3 w - - 0 1");
        assert_eq!(hint(&p, "dxe5").sentence(), "dxe5 wins the knight on e5.");

        assert_eq!(
            hint(&after("e4 e5 Bc4 Nc6"), "Qh5").sentence(),
            "Qh5 threatens Qxf7 mate."
        );
        assert_eq!(
            hint(&after("e4 e5 Nf3 Nc6 Bc4 Nf6"), "O-O").sentence(),
            "O-O castles the king to safety."
        );
        assert_eq!(
            hint(&Chess::default(), "Nf3").sentence(),
            "Nf3 develops the knight."
        );
    }

    #[test]
    fn saving_and_defending_an_attacked_piece() {
        // Black's pawn attacks the knight on e4 (White to move).
        let p = pos("4k3/8/8/3p4/4N3/8/8/4K3 w - - 0 1");
        let h = hint(&p, "Nc3");
        assert_eq!(
            h.sentence(),
            "Nc3 moves the attacked knight on e4 to safety."
        );
        // The bishop on c6 attacks the undefended knight on a4; Kb3 defends it.
        let p = pos("4k3/8/2b5/8/N7/2K5/8/8 w - - 0 1");
        assert_eq!(
            hint(&p, "Kb3").sentence(),
            "Kb3 defends the attacked knight on a4."
        );
        // A rook defended by the king still loses the exchange: no defence.
        let p = pos("4k3/8/2b5/8/R7/2K5/8/8 w - - 0 1");
        assert_eq!(hint(&p, "Kb3").reason, HintReason::Improves);
    }

    #[test]
    fn a_new_threat_and_a_check() {
        // The rook lifts to attack the undefended knight on h5.
        let p = pos("4k3/8/8/7n/8/8/8/R3K3 w - - 0 1");
        assert_eq!(hint(&p, "Ra5").sentence(), "Ra5 attacks the knight on h5.");
        // A quiet check with nothing else to it.
        let p = pos("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        assert_eq!(hint(&p, "Ra8+").sentence(), "Ra8+ gives check.");
    }

    #[test]
    fn promotion_trade_and_fallback() {
        let p = pos("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(
            hint(&p, "e8=Q+").sentence(),
            "e8=Q+ promotes the pawn to a queen."
        );
        let p = after("e4 e5 Nf3 Nc6 Bb5 a6");
        assert_eq!(
            hint(&p, "Bxc6").sentence(),
            "Bxc6 trades the bishop for the knight on c6."
        );
        assert_eq!(
            hint(&after("e4 e5"), "a3").sentence(),
            "a3 is the engine's choice: it improves the position."
        );
        // Illegal: no explanation.
        assert!(explain(&Chess::default(), mv(&after("e4"), "e5")).is_none());
    }
}
