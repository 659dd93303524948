//! Correction history: how far the static evaluation of positions with these
//! pawns, and with these other pieces of each side, has been from what the
//! search found, on average. Adding it to the evaluation makes pruning
//! decisions from it more often right.

use shakmaty::{Bitboard, Board, Chess, Color, Position};

use super::{Ctx, MATE_BOUND, eval::pawn_key};

/// Entries per side to move in each table.
const BITS: u32 = 14;
/// Three tables (pawns, White's other pieces, Black's), two sides to move.
pub(super) const SIZE: usize = 3 * (2 << BITS);
/// Entries are kept in 1/GRAIN centipawns, for a smooth average.
const GRAIN: i32 = 256;
/// The largest correction, in centipawns.
const MAX: i32 = 64;
/// Each table's share of the correction, in quarters: the pawns see the
/// most positions, each side's pieces a narrower but different slice.
const SHARE: [i32; 3] = [2, 1, 1];

/// A hash of one side's pieces other than pawns, by role and square.
fn pieces_key(board: &Board, color: Color) -> u64 {
    let mine = board.by_color(color);
    let mix = |bb: Bitboard, k: u64| (bb & mine).0.wrapping_mul(k);
    mix(board.knights(), 0x9E37_79B9_7F4A_7C15)
        ^ mix(board.bishops(), 0xC2B2_AE3D_27D4_EB4F).rotate_left(13)
        ^ mix(board.rooks(), 0x1656_67B1_9E37_79F9).rotate_left(26)
        ^ mix(board.queens(), 0x85EB_CA77_C2B2_AE63).rotate_left(39)
        ^ mix(board.kings(), 0x27D4_EB2F_1656_67C5).rotate_left(52)
}

/// The three entries of `pos`.
fn indices(pos: &Chess) -> [usize; 3] {
    let side = (pos.turn() as usize) << BITS;
    let board = pos.board();
    let slot = |key: u64| side | (key >> (64 - BITS)) as usize;
    let table = 2 << BITS;
    [
        slot(pawn_key(board)),
        table + slot(pieces_key(board, Color::White)),
        2 * table + slot(pieces_key(board, Color::Black)),
    ]
}

impl Ctx<'_> {
    /// The correction of `pos`, in 1/GRAIN centipawns.
    fn correction(&self, at: &[usize; 3]) -> i32 {
        at.iter()
            .zip(SHARE)
            .map(|(&i, s)| self.corr[i] * s)
            .sum::<i32>()
            / 4
    }

    /// `raw` (the static evaluation of `pos`) with its correction.
    pub(super) fn corrected(&self, pos: &Chess, raw: i32) -> i32 {
        let c = self.correction(&indices(pos)) / GRAIN;
        (raw + c).clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    /// The search of `pos` to `depth` found `score` where the evaluation
    /// said `raw`: move the correction towards the difference, the more the
    /// deeper the search. Every table moves by what the correction as a
    /// whole still misses, so together they settle on the difference.
    pub(super) fn learn_correction(&mut self, pos: &Chess, raw: i32, score: i32, depth: i32) {
        if score.abs() >= MATE_BOUND {
            return;
        }
        let w = (depth + 1).min(16);
        let at = indices(pos);
        let target = (score - raw).clamp(-MAX, MAX) * GRAIN;
        let step = (target - self.correction(&at)) * w / 256;
        for i in at {
            let e = &mut self.corr[i];
            *e = (*e + step).clamp(-2 * MAX * GRAIN, 2 * MAX * GRAIN);
        }
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
    fn corrections_follow_the_searches_of_the_same_pieces_within_a_bound() {
        let table = tt::Table::new(1);
        let mut h = Heuristics::new();
        let lmr = vec![[0u8; 64]; 64];
        let (stop, team) = (AtomicBool::new(false), AtomicU64::new(0));
        let mut ctx = Ctx::new(&table, &mut h, &lmr, &stop, vec![], u64::MAX, 64, &team);
        let start = Chess::default();
        // The same pawns, other pieces of both sides: only the pawns' share.
        let knights_out = after("g1f3 g8f6 b1c3 b8c6");
        // The same pawns and Black's pieces: all but White's share.
        let white_knight_out = after("g1f3 g8f6 f3g5 f6g8");
        // Other pawns, the same pieces: both sides' pieces' shares.
        let other_pawns = after("e2e4 e7e5");
        let black_to_move = after("e2e4");
        assert_eq!(ctx.corrected(&start, 20), 20);

        for _ in 0..100 {
            ctx.learn_correction(&start, 20, 60, 10);
        }
        assert!((59..=60).contains(&ctx.corrected(&start, 20)));
        assert!((39..=40).contains(&ctx.corrected(&knights_out, 20)));
        assert!((49..=50).contains(&ctx.corrected(&white_knight_out, 20)));
        assert!((39..=40).contains(&ctx.corrected(&other_pawns, 20)));
        assert_eq!(ctx.corrected(&black_to_move, 20), 20);

        // A position sharing some entries learns only what they still miss.
        for _ in 0..100 {
            ctx.learn_correction(&knights_out, 20, 60, 10);
        }
        assert!((59..=60).contains(&ctx.corrected(&knights_out, 20)));

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
