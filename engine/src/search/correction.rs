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
