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

/// Where [`Eval::calibrated`] starts to flatten the built-in search's centipawns.
pub const CALIBRATED_UP_TO: i32 = 500;

/// How steep the built-in search's centipawns rise beyond [`CALIBRATED_UP_TO`] on
/// Stockfish's scale (fitted on the review's tuning games).
pub const CALIBRATED_SLOPE: f64 = 0.4;

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

    /// The built-in search's centipawns on Stockfish's scale, for winning chances: the
    /// same up to [`CALIBRATED_UP_TO`], then [`CALIBRATED_SLOPE`] as steep (beyond five
    /// pawns the built-in evaluation's centipawns are about 1.5 times Stockfish's, whose
    /// scale the winning-chances curve was fitted to; docs/measurements.md).
    pub fn calibrated(self) -> Eval {
        match self {
            Eval::Cp(cp) if cp.abs() > CALIBRATED_UP_TO => {
                let beyond = f64::from(cp.abs() - CALIBRATED_UP_TO) * CALIBRATED_SLOPE;
                Eval::Cp(cp.signum() * (CALIBRATED_UP_TO + beyond.round() as i32))
            }
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
    fn the_built_in_centipawns_flatten_beyond_five_pawns() {
        assert_eq!(Eval::Cp(300).calibrated(), Eval::Cp(300));
        assert_eq!(Eval::Cp(500).calibrated(), Eval::Cp(500));
        assert_eq!(Eval::Cp(1000).calibrated(), Eval::Cp(700));
        assert_eq!(Eval::Cp(-1000).calibrated(), Eval::Cp(-700));
        let mate = Eval::Mate {
            winner: Color::Black,
            moves: 3,
        };
        assert_eq!(mate.calibrated(), mate);
        // The order of evaluations is kept.
        assert!(Eval::Cp(900).calibrated().cp() > Eval::Cp(800).calibrated().cp());
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
