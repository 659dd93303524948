//! Lazy SMP: helper threads search the same root as the main thread, each
//! with its own heuristics, and share what they find through the
//! transposition table. Helpers report nothing and decide nothing; they stop
//! when the main thread is done.

use std::{
    sync::atomic::Ordering,
    thread::{Builder, Scope},
};

use super::{Ctx, INF, RootMove};

/// Starts helper `k` (1, 2, …) on `moves` in `scope`. A helper that can't
/// start is left out: the main thread searches on its own.
pub(super) fn spawn_helper<'scope>(
    scope: &'scope Scope<'scope, '_>,
    k: usize,
    mut ctx: Ctx<'scope>,
    mut moves: Vec<RootMove>,
    max_depth: i32,
) {
    // The same deep recursion as the main search (see `Searcher::search`).
    let _ = Builder::new()
        .stack_size(16 << 20)
        .spawn_scoped(scope, move || {
            ctx.help(k, &mut moves, max_depth);
            ctx.team_nodes
                .fetch_add(ctx.nodes & 1023, Ordering::Relaxed);
        });
}

impl Ctx<'_> {
    /// Iterative deepening without reports. Odd helpers run one ply ahead of
    /// the main thread, so the threads spread over two depths and fill the
    /// table for each other rather than repeating the same search.
    fn help(&mut self, k: usize, moves: &mut [RootMove], max_depth: i32) {
        let mut score = -INF;
        let mut depth = 1 + (k % 2) as i32;
        while depth <= max_depth && !self.stopped {
            self.root_best = None;
            self.aspirate(moves, depth, score);
            if self.stopped {
                return;
            }
            // The best move leads the next iteration, as on the main thread.
            match self.root_best.take() {
                Some((i, s, _)) => {
                    moves[..=i].rotate_right(1);
                    score = s;
                }
                None => score = moves[0].score,
            }
            depth += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, AtomicU64};

    use shakmaty::{Chess, Position};

    use super::*;
    use crate::search::{Heuristics, child_hash, hash_of, tt};

    fn root_moves(root: &Chess) -> Vec<RootMove> {
        let hash = hash_of(root);
        root.legal_moves()
            .into_iter()
            .map(|m| {
                let mut child = root.clone();
                child.play_unchecked(m);
                RootMove {
                    m,
                    hash: child_hash(root, hash, m, &child),
                    child,
                    bonus: 0,
                    blind: false,
                    unseen: false,
                    order: 0,
                    score: -INF,
                    nodes: 0,
                }
            })
            .collect()
    }

    /// Runs helper 1 alone to `depth`; the table and the nodes it reported.
    fn run_helper(done: bool, depth: i32) -> (tt::Table, u64) {
        let root = Chess::default();
        let table = tt::Table::new(1);
        let mut h = Heuristics::new();
        let lmr = vec![[0u8; 64]; 64];
        let done = AtomicBool::new(done);
        let team = AtomicU64::new(0);
        std::thread::scope(|s| {
            let ctx = Ctx::new(
                &table,
                &mut h,
                &lmr,
                &done,
                vec![hash_of(&root)],
                u64::MAX,
                64,
                &team,
            );
            spawn_helper(s, 1, ctx, root_moves(&root), depth);
        });
        (table, team.load(Ordering::Relaxed))
    }

    #[test]
    fn a_helper_fills_the_shared_table_and_counts_its_nodes() {
        let (table, nodes) = run_helper(false, 4);
        assert!(nodes > 20, "{nodes}");
        // Every root move was searched: each reply position has an entry.
        for rm in root_moves(&Chess::default()) {
            assert!(table.probe(rm.hash).is_some(), "{:?}", rm.m);
        }
    }

    #[test]
    fn a_helper_told_to_stop_does_nothing() {
        let (table, nodes) = run_helper(true, 4);
        assert_eq!(nodes, 0);
        assert_eq!(table.hashfull(), 0);
    }
}
