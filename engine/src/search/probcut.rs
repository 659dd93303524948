//! ProbCut: a good capture that beats beta by a margin in a shallow search
//! almost always beats beta in the full one, so the node can fail high early.

use shakmaty::{Chess, MoveList, Position, Role};

use super::{
    Bound, Ctx, Entry, child_hash, history::piece_to, score_from_tt, score_to_tt, see, tt,
};

/// How far above beta the shallow search must reach.
const MARGIN: i32 = 200;

impl Ctx<'_> {
    /// The score to fail high with, if a capture among `moves` proves one.
    /// For non-PV nodes not in check, at depth 5 or more, beta not a mate.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn probcut(
        &mut self,
        pos: &Chess,
        hash: u64,
        moves: &MoveList,
        entry: Option<Entry>,
        (raw_eval, static_eval): (i32, i32),
        depth: i32,
        beta: i32,
        ply: usize,
        cut_node: bool,
    ) -> Option<i32> {
        let pc_beta = beta + MARGIN;
        // The table already says a search this deep stays below it.
        if let Some(e) = entry
            && e.depth >= depth - 3
            && score_from_tt(e.score, ply) < pc_beta
        {
            return None;
        }
        let turn = pos.turn();
        for &m in moves {
            if !m.is_capture() && m.promotion() != Some(Role::Queen) {
                continue;
            }
            if !see::see_ge(pos, m, pc_beta - static_eval) {
                continue;
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            let ch = child_hash(pos, hash, m, &child);
            self.path.push(ch);
            self.moved[ply] = piece_to(turn, m);
            // Quiescence first: most captures fail it cheaply.
            let mut s = -self.qsearch(&child, ch, -pc_beta, -pc_beta + 1, ply + 1, 0);
            if s >= pc_beta && !self.stopped {
                let (d, b) = (depth - 4, -pc_beta + 1);
                s = -self.negamax(&child, ch, d, -pc_beta, b, ply + 1, true, !cut_node);
            }
            self.path.pop();
            if self.stopped {
                return Some(0);
            }
            if s >= pc_beta {
                self.tt.store(
                    hash,
                    Entry {
                        mv: tt::encode_move(m),
                        score: score_to_tt(s, ply),
                        eval: raw_eval,
                        depth: depth - 3,
                        bound: Bound::Lower,
                    },
                );
                return Some(s);
            }
        }
        None
    }
}
