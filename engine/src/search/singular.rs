//! Singular extensions: a hash move much better than every other move of
//! its position is searched a ply deeper (two outside the principal
//! variation when far better); when several moves beat beta
//! instead, the node fails high at once (multi-cut).

use shakmaty::Chess;

use super::{Bound, Ctx, Entry, MATE_BOUND, score_from_tt};

/// What a singular-extension search says of the hash move.
pub(super) enum Singular {
    /// Search it this many plies deeper (negative: shallower).
    Extend(i32),
    /// Several moves beat beta: the node fails high with this score.
    Cut(i32),
}

impl Ctx<'_> {
    /// Is the hash move much better than every other move? Searched without
    /// it, a little below the hash score at half depth: if all fail low, the
    /// hash move alone holds the position and is searched deeper. Never
    /// called within such a search (its node has no hash move).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn singular(
        &mut self,
        pos: &Chess,
        hash: u64,
        entry: Option<Entry>,
        depth: i32,
        beta: i32,
        ply: usize,
        pv_node: bool,
        cut_node: bool,
    ) -> Singular {
        let Some(e) = entry else {
            return Singular::Extend(0);
        };
        let tt_score = score_from_tt(e.score, ply);
        if depth < 7
            || e.depth < depth - 3
            || e.bound == Bound::Upper
            || tt_score.abs() >= MATE_BOUND
            || ply as i32 >= 2 * self.root_depth
        {
            return Singular::Extend(0);
        }
        let s_beta = tt_score - 2 * depth;
        self.excluded[ply] = e.mv;
        let d = (depth - 1) / 2;
        let s = self.negamax(pos, hash, d, s_beta - 1, s_beta, ply, false, cut_node);
        self.excluded[ply] = 0;
        if self.stopped {
            Singular::Extend(0)
        } else if s < s_beta - 25 && !pv_node {
            // Far better than every other move: two plies.
            Singular::Extend(2)
        } else if s < s_beta {
            Singular::Extend(1)
        } else if s_beta >= beta {
            Singular::Cut(s_beta)
        } else if tt_score >= beta {
            Singular::Extend(-1)
        } else {
            Singular::Extend(0)
        }
    }
}
