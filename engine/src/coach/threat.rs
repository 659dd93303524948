//! What the side that just moved threatens (after the computer's reply).

use shakmaty::{Chess, Color, Move};

use super::{Capture, MATERIAL, best_capture, color_name, mate_in_one, null_move, role_name, san};

/// A threat of the side that just moved, as if it could move again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Threat {
    /// It would mate with `mate` (`san` as written, with `#`).
    Mate { mate: Move, san: String },
    /// It would win material with this capture.
    Capture(Capture),
}

impl Threat {
    /// One sentence, naming the side that threatens: "Black threatens Qxf2 mate",
    /// "Black threatens to take the knight on f3".
    pub fn sentence(&self, by: Color) -> String {
        let who = color_name(by);
        match self {
            Threat::Mate { san, .. } => {
                format!("{who} threatens {} mate", san.trim_end_matches('#'))
            }
            Threat::Capture(c) => format!(
                "{who} threatens to take the {} on {}",
                role_name(c.victim),
                c.square
            ),
        }
    }
}

/// The threat of the side that just moved in `pos` (the side not to move): mate in one
/// first, else its best capture if it wins at least [`MATERIAL`]. `None` when the side
/// to move is in check (it must answer the check anyway) or nothing is threatened.
pub fn threat(pos: &Chess) -> Option<Threat> {
    let again = null_move(pos)?;
    if let Some(mate) = mate_in_one(&again) {
        return Some(Threat::Mate {
            mate,
            san: san(&again, mate),
        });
    }
    best_capture(&again)
        .filter(|c| c.gain >= MATERIAL)
        .map(Threat::Capture)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::{after, pos};
    use shakmaty::{Role, Square};

    #[test]
    fn a_mate_threat() {
        // Scholar's mate set-up: White's 3. Qh5 threatens Qxf7#.
        let p = after("e4 e5 Bc4 Nc6 Qh5");
        let t = threat(&p).unwrap();
        assert!(matches!(t, Threat::Mate { .. }));
        assert_eq!(t.sentence(Color::White), "White threatens Qxf7 mate");
    }

    #[test]
    fn a_black_mate_threat_on_f2() {
        // Black's queen and bishop aim at f2, White to move.
        let p = pos("r1b1k1nr/pppp1ppp/2n5/2b1p3/4P2q/3P1N2/PPP2PPP/RNBQKB1R w KQkq - 1 5");
        // The knight on f3 attacks the queen, but the threat stands: Qxf2 is mate.
        let t = threat(&p).unwrap();
        assert_eq!(t.sentence(Color::Black), "Black threatens Qxf2 mate");
    }

    #[test]
    fn a_capture_threat() {
        // Black's bishop attacks an undefended knight.
        let p = pos("4k3/8/8/8/6b1/5N2/8/4K3 w - - 0 1");
        let t = threat(&p).unwrap();
        let Threat::Capture(c) = t.clone() else {
            panic!("{t:?}")
        };
        assert_eq!((c.victim, c.square), (Role::Knight, Square::F3));
        assert_eq!(
            t.sentence(Color::Black),
            "Black threatens to take the knight on f3"
        );
        // Defended by the king: no threat (bishop for knight).
        let p = pos("4k3/8/8/8/6b1/5N2/4K3/8 w - - 0 1");
        assert_eq!(threat(&p), None);
    }

    #[test]
    fn nothing_in_the_start_position_or_in_check() {
        assert_eq!(threat(&Chess::default()), None);
        let p = pos("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1");
        assert_eq!(threat(&p), None);
    }
}
