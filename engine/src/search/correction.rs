//! Correction history: how far the static evaluation of positions with these
//! pawns has been from what the search found, on average. Adding it to the
//! evaluation makes pruning decisions from it more often right.

use shakmaty::{Chess, Position};

use super::{Ctx, MATE_BOUND, eval::pawn_key};

/// Entries per side to move.
const BITS: u32 = 14;
pub(super) const SIZE: usize = 2 << BITS;
/// Entries are kept in 1/GRAIN centipawns, for a smooth average.
const GRAIN: i32 = 256;
/// The largest correction, in centipawns.
const MAX: i32 = 64;

fn index(pos: &Chess) -> usize {
    let side = pos.turn() as usize;
    (side << BITS) | (pawn_key(pos.board()) >> (64 - BITS)) as usize
}

impl Ctx<'_> {
    /// `raw` (the static evaluation of `pos`) with its correction.
    pub(super) fn corrected(&self, pos: &Chess, raw: i32) -> i32 {
        (raw + self.corr[index(pos)] / GRAIN).clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    /// The search of `pos` to `depth` found `score` where the evaluation
    /// said `raw`: move the average towards the difference, the more the
    /// deeper the search.
    pub(super) fn learn_correction(&mut self, pos: &Chess, raw: i32, score: i32, depth: i32) {
        if score.abs() >= MATE_BOUND {
            return;
        }
        let w = (depth + 1).min(16);
        let target = (score - raw).clamp(-MAX, MAX) * GRAIN;
        let e = &mut self.corr[index(pos)];
        *e = (*e * (256 - w) + target * w) / 256;
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, AtomicU64};

    use shakmaty::{Chess, Position, uci::UciMove};

    use super::*;
    use crate::search::{Heuristics, MATE, tt};

    fn after(moves: &str) -> Chess {
        let mut pos = Chess::default();
        for m in moves.split_whitespace() {
            let m = m.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
            pos.play_unchecked(m);
        }
        pos
    }

    #[test]
    fn corrections_follow_the_searches_of_the_same_pawns_within_a_bound() {
        let table = tt::Table::new(1);
        let mut h = Heuristics::new();
        let lmr = vec![[0u8; 64]; 64];
        let (stop, team) = (AtomicBool::new(false), AtomicU64::new(0));
        let mut ctx = Ctx::new(&table, &mut h, &lmr, &stop, vec![], u64::MAX, 64, &team);
        let start = Chess::default();
        // Other pieces, the same pawns: the same entry.
        let knights_out = after("g1f3 g8f6 b1c3 b8c6");
        let other_pawns = after("e2e4 e7e5");
        assert_eq!(ctx.corrected(&start, 20), 20);

        for _ in 0..100 {
            ctx.learn_correction(&start, 20, 60, 10);
        }
        assert!((58..=60).contains(&ctx.corrected(&start, 20)));
        assert!((58..=60).contains(&ctx.corrected(&knights_out, 20)));
        assert_eq!(ctx.corrected(&other_pawns, 20), 20);

        // Mate scores teach nothing; a huge error is bounded.
        let before = ctx.corrected(&start, 0);
        ctx.learn_correction(&start, 20, MATE - 5, 10);
        assert_eq!(ctx.corrected(&start, 0), before);
        for _ in 0..100 {
            ctx.learn_correction(&start, 20, 5000, 10);
        }
        // The average nears the bound from below (integer steps stall short).
        let c = ctx.corrected(&start, 20);
        assert!((20 + MAX - 2..=20 + MAX).contains(&c), "{c}");
    }
}
