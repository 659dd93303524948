//! Puzzle scores and the rules that decide whether a position makes a puzzle.

use crate::search::Score;

/// A mate on the board, from the winner's view; a mate in `p` plies is `MATE_CP - p`.
pub const MATE_CP: i32 = 100_000;

/// How far the best move must be ahead of the second best for a unique answer.
pub const UNIQUE_GAP: i32 = 100;

/// How far the best move must be ahead of the move played.
pub const BETTER_GAP: i32 = 150;

/// `score` (the side to move's) in centipawns, mates as ±(100000 − plies): mate in
/// `n` moves is `n * 2 - 1` plies for the winner, being mated in `n` is `n * 2`
/// plies (0: mated on the board, −100000).
pub fn mover_cp(score: Score) -> i32 {
    match score {
        Score::Cp(cp) => cp,
        Score::Mate(n) if n > 0 => MATE_CP - (2 * n - 1),
        Score::Mate(n) => -(MATE_CP - 2 * n.abs()),
    }
}

/// Whether a [`mover_cp`] value is a forced mate for the side to move.
pub fn is_mate_win(cp: i32) -> bool {
    cp > MATE_CP - 1000
}

/// Whether the best move (score `best`) is the only good answer, given the second
/// best move's score (`None`: it is the only legal move). A mate is unique when the
/// second move doesn't mate as fast; otherwise the gap must be at least
/// [`UNIQUE_GAP`].
pub fn unique(best: i32, second: Option<i32>) -> bool {
    match second {
        None => true,
        Some(s) if is_mate_win(best) => s < best,
        Some(s) => best - s >= UNIQUE_GAP,
    }
}

/// Whether the best move is better than the move played by at least [`BETTER_GAP`].
pub fn clearly_better(best: i32, played: i32) -> bool {
    best - played >= BETTER_GAP
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mates_count_plies() {
        assert_eq!(mover_cp(Score::Cp(35)), 35);
        assert_eq!(mover_cp(Score::Cp(-310)), -310);
        assert_eq!(mover_cp(Score::Mate(1)), 99_999);
        assert_eq!(mover_cp(Score::Mate(2)), 99_997);
        assert_eq!(mover_cp(Score::Mate(-1)), -99_998);
        assert_eq!(mover_cp(Score::Mate(0)), -100_000);
        // A faster mate is worth more; any mate beats any centipawn score.
        assert!(mover_cp(Score::Mate(1)) > mover_cp(Score::Mate(3)));
        assert!(mover_cp(Score::Mate(40)) > mover_cp(Score::Cp(30_000)));
        assert!(is_mate_win(mover_cp(Score::Mate(40))));
        assert!(!is_mate_win(mover_cp(Score::Cp(30_000))));
        assert!(!is_mate_win(mover_cp(Score::Mate(-1))));
    }

    #[test]
    fn uniqueness_gap() {
        assert!(unique(250, Some(150)), "exactly the gap");
        assert!(!unique(250, Some(151)));
        assert!(unique(-200, Some(-300)), "the least bad by a pawn");
        assert!(unique(0, None), "the only legal move");
        let m1 = mover_cp(Score::Mate(1));
        let m2 = mover_cp(Score::Mate(2));
        assert!(unique(m1, Some(m2)), "a faster mate");
        assert!(unique(m2, Some(900)), "a mate against none");
        assert!(!unique(m2, Some(m2)), "two mates as fast");
        // Being mated either way is no unique answer.
        let l1 = mover_cp(Score::Mate(-1));
        let l2 = mover_cp(Score::Mate(-2));
        assert!(!unique(l2, Some(l1)));
    }

    #[test]
    fn better_than_played() {
        assert!(clearly_better(250, 100));
        assert!(!clearly_better(250, 101));
        assert!(clearly_better(mover_cp(Score::Mate(3)), 2_000));
        assert!(!clearly_better(
            mover_cp(Score::Mate(2)),
            mover_cp(Score::Mate(3))
        ));
    }
}
