//! Move ordering in the main search: the hash move, then captures by SEE and
//! MVV-LVA, killers, and quiet moves by history. Moves are picked one at a
//! time (selection), since a cutoff usually comes early.

use shakmaty::{Chess, Move, MoveList, Position};

use super::{
    Ctx,
    history::{capture_index, is_quiet},
    see, tt,
};

impl Ctx<'_> {
    /// Ordering scores of `moves` at `ply` (the hash move, which goes first
    /// whatever the scores, is not among them).
    pub(super) fn order_scores(&self, pos: &Chess, moves: &[Move], ply: usize, scores: &mut [i32]) {
        // Looked up once per node rather than per move.
        let killers = self.killers[ply];
        let turn = pos.turn();
        let prev = self.continuation_rows(ply);
        for (s, &m) in scores.iter_mut().zip(moves) {
            *s = if !is_quiet(m) {
                let victim = m.capture().map_or(0, see::value);
                let promo = m.promotion().map_or(0, see::value);
                let mvv_lva = (victim + promo) * 8 - see::value(m.role()) / 100
                    + capture_index(turn, m).map_or(0, |i| self.capt[i] / 16);
                if see::see_ge(pos, m, 0) {
                    1_000_000 + mvv_lva
                } else {
                    -1_000_000 + mvv_lva
                }
            } else {
                let code = tt::encode_move(m);
                if killers[0] == code {
                    900_000
                } else if killers[1] == code {
                    800_000
                } else {
                    self.quiet_history(turn, m, prev)
                }
            };
        }
    }
}

/// Moves the hash move to the front; whether it was there.
pub(super) fn hash_move_first(moves: &mut MoveList, tt_move: u16) -> bool {
    if tt_move == 0 {
        return false;
    }
    match moves.iter().position(|&m| tt::encode_move(m) == tt_move) {
        Some(t) => {
            moves.swap(0, t);
            true
        }
        None => false,
    }
}

/// Swaps the best scored of `moves[i..]` to `i` (the first of equals: ties
/// keep this order, which the node counts depend on).
#[inline]
pub(super) fn pick(moves: &mut [Move], scores: &mut [i32], i: usize) {
    let n = moves.len();
    let mut bi = i;
    let mut best = scores[i];
    for (j, &s) in scores[i + 1..n].iter().enumerate() {
        if s > best {
            best = s;
            bi = i + 1 + j;
        }
    }
    scores.swap(i, bi);
    moves.swap(i, bi);
}
