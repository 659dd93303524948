//! Evaluations from White's point of view, winning chances and accuracy.

use shakmaty::Color;

use crate::search::Score;

/// An evaluation from White's point of view (unlike [`Score`], which is the side to
/// move's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    /// Centipawns, positive when White is better.
    Cp(i32),
    /// A forced mate for `winner` in `moves` moves (0: the position is checkmate).
    Mate { winner: Color, moves: u32 },
}

/// The built-in search's centipawns and Stockfish's at the same rank among the same
/// positions (quantile matching on the review's varied games; docs/measurements.md):
/// the built-in scale is about a fifth flatter between 1.5 and 4 pawns and half again as
/// steep beyond 6. [`Eval::calibrated`] joins the knots with straight lines.
pub const CALIBRATION: [(i32, i32); 11] = [
    (100, 105),
    (150, 170),
    (200, 245),
    (250, 310),
    (300, 360),
    (400, 450),
    (500, 515),
    (600, 555),
    (700, 590),
    (800, 625),
    (1000, 685),
];

/// How steep the built-in search's centipawns rise on Stockfish's scale beyond the last
/// knot of [`CALIBRATION`].
pub const CALIBRATED_SLOPE: f64 = 0.6;

/// [`CALIBRATION`] read at `cp` (0 or more).
fn on_stockfish_scale(cp: i32) -> i32 {
    let mut from = (0, 0);
    for to in CALIBRATION {
        if cp <= to.0 {
            let share = f64::from(cp - from.0) / f64::from(to.0 - from.0);
            return from.1 + (share * f64::from(to.1 - from.1)).round() as i32;
        }
        from = to;
    }
    from.1 + (f64::from(cp - from.0) * CALIBRATED_SLOPE).round() as i32
}

impl Eval {
    /// The evaluation of a search `score` made with `turn` to move.
    pub fn from_score(score: Score, turn: Color) -> Eval {
        let white = |v: i32| if turn.is_white() { v } else { -v };
        match score {
            Score::Cp(cp) => Eval::Cp(white(cp)),
            // Mate(0) and Mate(-n): the side to move is mated.
            Score::Mate(n) if n > 0 => Eval::Mate {
                winner: turn,
                moves: n.unsigned_abs(),
            },
            Score::Mate(n) => Eval::Mate {
                winner: !turn,
                moves: n.unsigned_abs(),
            },
        }
    }

    /// Winning chances for `side`, -1 (lost) to 1 (won).
    pub fn chances(self, side: Color) -> f64 {
        let white = match self {
            Eval::Cp(cp) => winning_chances(cp),
            Eval::Mate { winner, .. } => {
                if winner.is_white() {
                    1.0
                } else {
                    -1.0
                }
            }
        };
        if side.is_white() { white } else { -white }
    }

    /// The built-in search's centipawns on Stockfish's scale ([`CALIBRATION`]), whose
    /// scale the winning-chances curve was fitted to.
    pub fn calibrated(self) -> Eval {
        match self {
            Eval::Cp(cp) => Eval::Cp(cp.signum() * on_stockfish_scale(cp.abs())),
            other => other,
        }
    }

    /// Whether `side` has a forced mate.
    pub fn mates_for(self, side: Color) -> bool {
        matches!(self, Eval::Mate { winner, .. } if winner == side)
    }

    /// Centipawns from White's view, `None` for a mate.
    pub fn cp(self) -> Option<i32> {
        match self {
            Eval::Cp(cp) => Some(cp),
            Eval::Mate { .. } => None,
        }
    }

    /// Moves to mate, signed: positive when White mates, negative when Black does
    /// (0 for a checkmate on the board). `None` when no mate is known.
    pub fn mate(self) -> Option<i32> {
        match self {
            Eval::Cp(_) => None,
            Eval::Mate { winner, moves } => {
                let n = moves as i32;
                Some(if winner.is_white() { n } else { -n })
            }
        }
    }

    /// PGN `%eval` value: pawns with two decimals (`0.35`, `-1.20`) or `#3` / `#-3`.
    pub fn pgn(self) -> String {
        match self {
            Eval::Cp(cp) => format!("{:.2}", f64::from(cp) / 100.0),
            Eval::Mate { winner, moves } => {
                format!("#{}{moves}", if winner.is_white() { "" } else { "-" })
            }
        }
    }
}

/// Winning chances of a centipawn score, -1..1: `2 / (1 + e^(-0.00368208 cp)) - 1`
/// (lichess's curve). Scores are clamped to ±1000 cp first, as lichess does, so a
/// piece more and ten pieces more count about the same.
pub fn winning_chances(cp: i32) -> f64 {
    let cp = f64::from(cp.clamp(-1000, 1000));
    2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0
}

/// Win percentage 0..100 from winning chances: `50 + 50 wc`.
pub fn win_percent(chances: f64) -> f64 {
    50.0 + 50.0 * chances
}

/// Accuracy of one move, 0..100, from the mover's win percentage before and after it:
/// `103.1668 e^(-0.04354 (before - after)) - 3.1669`, clamped (lichess's formula).
pub fn move_accuracy(win_before: f64, win_after: f64) -> f64 {
    let a = 103.1668 * (-0.04354 * (win_before - win_after)).exp() - 3.1669;
    a.clamp(0.0, 100.0)
}

/// A player's accuracy for a game: the arithmetic mean of their moves' accuracies
/// (simpler than lichess's volatility-weighted and harmonic blend, and readable:
/// one blunder among 30 perfect moves costs about three points). `None` without moves.
pub fn game_accuracy(moves: impl IntoIterator<Item = f64>) -> Option<f64> {
    let (sum, n) = moves
        .into_iter()
        .fold((0.0, 0usize), |(s, n), a| (s + a, n + 1));
    (n > 0).then(|| sum / n as f64)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_built_in_centipawns_go_on_stockfish_scale() {
        // A fifth steeper between 1.5 and 4 pawns, flatter beyond 6.
        assert_eq!(Eval::Cp(0).calibrated(), Eval::Cp(0));
        assert_eq!(Eval::Cp(50).calibrated(), Eval::Cp(53));
        assert_eq!(Eval::Cp(200).calibrated(), Eval::Cp(245));
        assert_eq!(Eval::Cp(-225).calibrated(), Eval::Cp(-278));
        assert_eq!(Eval::Cp(1000).calibrated(), Eval::Cp(685));
        assert_eq!(Eval::Cp(-1500).calibrated(), Eval::Cp(-985));
        let mate = Eval::Mate {
            winner: Color::Black,
            moves: 3,
        };
        assert_eq!(mate.calibrated(), mate);
        // The order of evaluations is kept.
        for cp in -1200..1200 {
            assert!(Eval::Cp(cp + 1).calibrated().cp() >= Eval::Cp(cp).calibrated().cp());
        }
    }

    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-3
    }

    #[test]
    fn winning_chances_follow_the_curve() {
        assert_eq!(winning_chances(0), 0.0);
        // 2 / (1 + e^-0.368208) - 1 = 0.18205
        assert!(
            close(winning_chances(100), 0.18205),
            "{}",
            winning_chances(100)
        );
        assert!(close(winning_chances(-100), -0.18205));
        // 300 cp: 2 / (1 + e^-1.104624) - 1 = 0.50225
        assert!(
            close(winning_chances(300), 0.50225),
            "{}",
            winning_chances(300)
        );
        // Clamped at ±1000.
        assert_eq!(winning_chances(5000), winning_chances(1000));
        assert!(winning_chances(1000) > 0.95 && winning_chances(1000) < 0.96);
    }

    #[test]
    fn mates_count_as_certain() {
        let white_mates = Eval::Mate {
            winner: Color::White,
            moves: 3,
        };
        assert_eq!(white_mates.chances(Color::White), 1.0);
        assert_eq!(white_mates.chances(Color::Black), -1.0);
        assert_eq!(white_mates.mate(), Some(3));
        assert_eq!(Eval::Cp(50).chances(Color::Black), -winning_chances(50));
    }

    #[test]
    fn scores_turn_into_white_view() {
        use Color::*;
        assert_eq!(Eval::from_score(Score::Cp(40), Black), Eval::Cp(-40));
        assert_eq!(
            Eval::from_score(Score::Mate(2), Black),
            Eval::Mate {
                winner: Black,
                moves: 2
            }
        );
        assert_eq!(
            Eval::from_score(Score::Mate(-1), Black),
            Eval::Mate {
                winner: White,
                moves: 1
            }
        );
        // Checkmated with Black to move: White won.
        assert_eq!(Eval::from_score(Score::Mate(0), Black).mate(), Some(0));
        assert!(Eval::from_score(Score::Mate(0), Black).mates_for(White));
    }

    #[test]
    fn pgn_eval_format() {
        assert_eq!(Eval::Cp(35).pgn(), "0.35");
        assert_eq!(Eval::Cp(-120).pgn(), "-1.20");
        assert_eq!(Eval::Cp(0).pgn(), "0.00");
        let m = |winner, moves| Eval::Mate { winner, moves };
        assert_eq!(m(Color::White, 3).pgn(), "#3");
        assert_eq!(m(Color::Black, 3).pgn(), "#-3");
    }

    #[test]
    fn accuracy_formula() {
        // No loss: 103.1668 - 3.1669 = 99.9999.
        assert!(close(move_accuracy(60.0, 60.0), 99.9999));
        // Gaining never exceeds 100.
        assert_eq!(move_accuracy(40.0, 70.0), 100.0);
        // 10 points lost: 103.1668 e^-0.4354 - 3.1669 = 63.583
        assert!(
            close(move_accuracy(60.0, 50.0), 63.583),
            "{}",
            move_accuracy(60.0, 50.0)
        );
        // Everything lost: clamped to 0.
        assert_eq!(move_accuracy(100.0, 0.0), 0.0);
        assert!(close(win_percent(0.0), 50.0));
        assert!(close(win_percent(-1.0), 0.0));
    }

    #[test]
    fn game_accuracy_is_the_mean() {
        assert_eq!(game_accuracy([]), None);
        assert!(close(game_accuracy([100.0, 50.0, 60.0]).unwrap(), 70.0));
    }
}
