//! Warnings about the player's candidate move, before it is made.

use shakmaty::{Chess, Move, Position, Role};

use crate::search::see::value;

use super::{Capture, MATERIAL, best_capture, mate_in_one, role_name, san};

/// What is wrong with a candidate move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    /// The opponent could mate at once with `mate` (`san` with `#`).
    MateInOne { mate: Move, san: String },
    /// The opponent's best capture afterwards wins material: one of the mover's
    /// pieces (any, not only the one moved) is en prise.
    EnPrise(Capture),
}

impl Warning {
    /// One sentence for the player: "This allows mate in one: Qxf7#" or "Your queen on
    /// d1 could be taken by the bishop on g4".
    pub fn sentence(&self) -> String {
        match self {
            Warning::MateInOne { san, .. } => format!("This allows mate in one: {san}"),
            Warning::EnPrise(c) => format!(
                "Your {} on {} could be taken by the {} on {}",
                role_name(c.victim),
                c.square,
                role_name(c.attacker),
                c.from
            ),
        }
    }
}

/// Material the move itself wins: the piece it takes and what a promotion adds.
fn taken(m: Move) -> i32 {
    let captured = match m {
        Move::EnPassant { .. } => value(Role::Pawn),
        _ => m.capture().map_or(0, value),
    };
    captured + m.promotion().map_or(0, |p| value(p) - value(Role::Pawn))
}

/// The warning for playing `mv` in `pos`, if any: mate in one first, then the piece the
/// opponent could win. A capture that the move pays for is no warning: after taking a
/// knight, losing the bishop that took it is a trade (the loss must exceed what the move
/// took by [`MATERIAL`]). `None` for an illegal move or a move that mates.
pub fn warn(pos: &Chess, mv: Move) -> Option<Warning> {
    if !pos.is_legal(mv) {
        return None;
    }
    let mut next = pos.clone();
    next.play_unchecked(mv);
    if next.is_game_over() {
        return None;
    }
    if let Some(mate) = mate_in_one(&next) {
        return Some(Warning::MateInOne {
            mate,
            san: san(&next, mate),
        });
    }
    let capture = best_capture(&next)?;
    (capture.gain - taken(mv) >= MATERIAL).then_some(Warning::EnPrise(capture))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::{after, mv, pos};
    use shakmaty::Square;

    fn warning(fen_or_moves: Chess, m: &str) -> Option<Warning> {
        let m = mv(&fen_or_moves, m);
        warn(&fen_or_moves, m)
    }

    #[test]
    fn the_moved_piece_left_en_prise() {
        // 3. Nxe5? dxe5 loses the knight for a pawn.
        let p = after("e4 e5 Nf3 d6");
        let w = warning(p.clone(), "Nxe5").unwrap();
        let Warning::EnPrise(c) = w.clone() else {
            panic!("{w:?}")
        };
        assert_eq!((c.victim, c.square), (Role::Knight, Square::E5));
        assert_eq!((c.attacker, c.from), (Role::Pawn, Square::D6));
        assert_eq!(
            w.sentence(),
            "Your knight on e5 could be taken by the pawn on d6"
        );
        // A quiet developing move is fine.
        assert_eq!(warning(p, "Nc3"), None);
    }

    #[test]
    fn another_piece_left_en_prise() {
        // The knight on f3 shields the queen on d1 from the bishop on g4.
        let p = after("e4 e5 Nf3 d6 d4 Bg4");
        let w = warning(p.clone(), "Nh4").unwrap();
        assert_eq!(
            w.sentence(),
            "Your queen on d1 could be taken by the bishop on g4"
        );
        // Keeping the knight on f3 (the queen stays covered) is fine.
        assert_eq!(warning(p, "Nc3"), None);
    }

    #[test]
    fn a_fair_trade_is_no_warning() {
        // Bxc6 bxc6 / dxc6: bishop for knight.
        let p = after("e4 e5 Nf3 Nc6 Bb5 a6");
        assert_eq!(warning(p.clone(), "Bxc6"), None);
        // But taking a defended pawn with the queen is.
        let p = pos("4k3/8/3p4/4p3/8/8/8/4QK2 w - - 0 1");
        let w = warning(p, "Qxe5+").unwrap();
        assert_eq!(
            w.sentence(),
            "Your queen on e5 could be taken by the pawn on d6"
        );
    }

    #[test]
    fn mate_in_one_allowed() {
        let p = after("e4 e5 Bc4 Nc6 Qh5");
        let w = warning(p.clone(), "Nf6").unwrap();
        assert_eq!(w.sentence(), "This allows mate in one: Qxf7#");
        assert!(matches!(w, Warning::MateInOne { .. }));
        // 3... g6 blocks it (and attacks the queen): nothing to warn about.
        assert_eq!(warning(p, "g6"), None);
    }

    #[test]
    fn mating_and_illegal_moves_get_no_warning() {
        let p = after("e4 e5 Bc4 Nc6 Qh5 Nf6");
        assert_eq!(warning(p.clone(), "Qxf7#"), None);
        let illegal = Move::Normal {
            role: Role::Queen,
            from: Square::H5,
            to: Square::H8,
            capture: None,
            promotion: None,
        };
        assert_eq!(warn(&p, illegal), None);
    }
}
