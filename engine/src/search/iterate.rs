//! Iterative deepening at the root: aspiration windows, MultiPV lines, the
//! opening book, level noise and when to stop.

use std::{
    sync::atomic::{AtomicBool, AtomicU64, Ordering},
    time::{Duration, Instant},
};

use shakmaty::{Move, Position, Role};

use super::{
    Bound, Ctx, Entry, INF, Info, MATE, MATE_BOUND, MAX_MULTIPV, MAX_PLY, Rng, RootMove, Score,
    SearchRequest, SearchResult, Searcher, book, child_hash, evaluate, hash_of, see, smp, time, tt,
};

impl Searcher {
    /// Search `req.root`. Returns a legal move whenever one exists, even when
    /// `stop` is already set. Recursion needs a few MiB of stack: run it on a
    /// thread with at least 8 MiB.
    pub fn search(
        &mut self,
        req: &SearchRequest,
        stop: &AtomicBool,
        on_info: impl FnMut(&Info),
    ) -> SearchResult {
        self.ponder_search(req, stop, &AtomicBool::new(false), on_info)
    }

    /// [`Searcher::search`] that ignores the clocks of `req.limits` while
    /// `pondering` is set (UCI `go ponder`). Once it is cleared (`ponderhit`),
    /// the time budget applies, counted from that moment. Depth, node and mate
    /// limits hold throughout, and it never waits for the flag: a search
    /// that ends while pondering returns. How to ponder: the module's
    /// documentation.
    pub fn ponder_search(
        &mut self,
        req: &SearchRequest,
        stop: &AtomicBool,
        pondering: &AtomicBool,
        on_info: impl FnMut(&Info),
    ) -> SearchResult {
        let start = Instant::now();
        let root = &req.root;
        let mut legal = root.legal_moves();
        if legal.is_empty() {
            let score = if root.is_check() {
                Score::Mate(0)
            } else {
                Score::Cp(0)
            };
            return SearchResult {
                best: None,
                ponder: None,
                score,
                depth: 0,
                nodes: 0,
                pv: Vec::new(),
                lines: Vec::new(),
                from_book: false,
            };
        }
        if !req.searchmoves.is_empty() {
            let mut kept = legal.clone();
            kept.retain(|m| req.searchmoves.contains(m));
            if !kept.is_empty() {
                legal = kept;
            }
        }
        // The book knows one move per position: no use when more than a move is asked.
        let asks_more = req.multipv > 1 || !req.searchmoves.is_empty() || req.limits.mate.is_some();
        if req.use_book
            && !asks_more
            && let Some(m) = book::probe(root, req.seed)
        {
            let score = Score::Cp(evaluate(root));
            return SearchResult {
                best: Some(m),
                ponder: None,
                score,
                depth: 0,
                nodes: 0,
                pv: vec![m],
                lines: vec![(score, vec![m])],
                from_book: true,
            };
        }

        let params = req.strength.unwrap_or_else(|| req.level.params());
        self.set_learned(params.learned);
        let budget = time::budget(&req.limits, root.turn());
        let max_depth = req
            .limits
            .depth
            .map_or(params.depth, |d| (d as i32).min(params.depth))
            .clamp(1, MAX_PLY as i32 - 8);
        let node_limit = req
            .limits
            .nodes
            .unwrap_or(u64::MAX)
            .min(params.nodes)
            .max(1);
        // Master varies slightly in the opening only; weaker levels always.
        let noise = if params.noise == 0 && root.fullmoves().get() <= 8 {
            6
        } else {
            params.noise
        };

        self.tt.new_search();
        self.main.age();
        self.helpers.iter_mut().for_each(|h| h.age());

        let root_hash = hash_of(root);
        let mut path = req.history.clone();
        // Accept histories that already end with the root (e.g. `Game::keys()`);
        // the previous position has the other side to move, so can't match.
        if path.last() == Some(&root_hash) {
            path.pop();
        }
        path.push(root_hash);

        let mut rng = Rng::new(req.seed ^ root_hash);
        let tt_move = self.tt.probe(root_hash).map_or(0, |e| e.mv);
        let mut root_moves: Vec<RootMove> = legal
            .iter()
            .map(|&m| {
                let mut child = root.clone();
                child.play_unchecked(m);
                let hash = child_hash(root, root_hash, m, &child);
                let order = if tt::encode_move(m) == tt_move {
                    INF
                } else {
                    see::see(root, m).max(0) - self.main.evaluator.eval(&child)
                };
                RootMove {
                    m,
                    child,
                    hash,
                    bonus: rng.noise(noise),
                    blind: rng.below(100) < u64::from(params.blind),
                    // No draw for the levels that see everything: their noise stays as it was.
                    unseen: params.misses > 0
                        && m.is_capture()
                        && rng.below(100) < u64::from(params.misses),
                    order,
                    score: -INF,
                    nodes: 0,
                }
            })
            .collect();
        // Captures not noticed are not played, unless nothing else is left.
        if root_moves.iter().any(|r| !r.unseen) {
            root_moves.retain(|r| !r.unseen);
        }
        // A greedy level likes taking a piece left free above all (by the most its noise
        // gives), unless the search shows the capture loses more than that.
        if params.grabs {
            for r in root_moves
                .iter_mut()
                .filter(|r| takes_free_piece(root, r.m))
            {
                r.bonus = noise;
            }
        }
        root_moves.sort_by_key(|r| -r.order);

        // Helpers only where nodes don't limit strength (see `set_threads`).
        let helpers = if params.nodes == u64::MAX {
            self.helpers.len()
        } else {
            0
        };
        let Searcher {
            tt,
            main,
            helpers: helper_state,
            lmr,
        } = self;
        let tt = &*tt;
        let team_nodes = AtomicU64::new(0);
        let done = AtomicBool::new(false);
        let mut result = std::thread::scope(|scope| {
            // The helpers stop with the main thread, even if it panics (the
            // scope would wait for them forever).
            let _finish = SetOnDrop(&done);
            for (k, h) in helper_state.iter_mut().take(helpers).enumerate() {
                let ctx = Ctx::new(
                    tt,
                    h,
                    lmr,
                    &done,
                    path.clone(),
                    node_limit,
                    params.qs_plies,
                    &team_nodes,
                );
                smp::spawn_helper(scope, k + 1, ctx, root_moves.clone(), max_depth);
            }
            let mut ctx = Ctx::new(
                tt,
                main,
                lmr,
                stop,
                path,
                node_limit,
                params.qs_plies,
                &team_nodes,
            );
            let pondering_now = pondering.load(Ordering::SeqCst);
            ctx.clock = start;
            if pondering_now {
                ctx.ponder = Some((pondering, budget));
            } else {
                (ctx.soft, ctx.hard) = (budget.soft, budget.hard);
            }
            ctx.deepen(req, root_moves, max_depth, noise, start, root_hash, on_info)
        });
        // Every helper has finished and counted its nodes; the main thread
        // counted all but its last few.
        result.nodes = team_nodes.load(Ordering::Relaxed) + (result.nodes & 1023);
        result
    }
}

impl Ctx<'_> {
    /// Searches the root to `depth` in a window around `previous` (from depth 5, for a
    /// score that is no mate), widening it until the score falls inside; returns early
    /// when the search is stopped. The result is in `root_best`.
    pub(super) fn aspirate(&mut self, moves: &mut [RootMove], depth: i32, previous: i32) {
        let mut delta = 20;
        let (mut alpha, mut beta) = if depth >= 5 && previous.abs() < MATE_BOUND {
            (previous - delta, previous + delta)
        } else {
            (-INF, INF)
        };
        self.root_depth = depth;
        loop {
            let s = self.root_search(moves, depth, alpha, beta);
            if self.stopped {
                return;
            }
            if s <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (s - delta).max(-INF);
            } else if s >= beta {
                beta = (s + delta).min(INF);
            } else {
                return;
            }
            delta += delta;
        }
    }

    /// Iterative deepening on the main thread: reports, time, MultiPV, the
    /// result.
    #[allow(clippy::too_many_arguments)]
    fn deepen(
        &mut self,
        req: &SearchRequest,
        mut root_moves: Vec<RootMove>,
        max_depth: i32,
        noise: i32,
        start: Instant,
        root_hash: u64,
        mut on_info: impl FnMut(&Info),
    ) -> SearchResult {
        let root = &req.root;
        let multipv = req.multipv.clamp(1, MAX_MULTIPV).min(root_moves.len());
        let mut best = root_moves[0].m;
        let mut best_score = -INF;
        let mut best_pv = vec![best];
        // Score and PV of each line (MultiPV), in the order of `root_moves[..multipv]`,
        // and the lines of the last completed iteration.
        let mut lines: Vec<(i32, Vec<Move>)> = vec![(-INF, Vec::new()); multipv];
        let mut completed_lines = Vec::new();
        let mut completed = 0;
        let mut last_best_change = 0;

        for depth in 1..=max_depth {
            self.seldepth = 0;
            // Line k searches the root moves not already first moves of lines 0..k.
            for pv_idx in 0..multipv {
                self.root_best = None;
                let previous = if pv_idx == 0 {
                    best_score
                } else {
                    lines[pv_idx].0
                };
                self.aspirate(&mut root_moves[pv_idx..], depth, previous);

                if let Some((i, s, ref pv)) = self.root_best {
                    let i = pv_idx + i;
                    if pv_idx == 0 {
                        // A move proven better than the previous best, even in a
                        // partial iteration, is safe to play.
                        if root_moves[i].m != best {
                            last_best_change = depth;
                        }
                        best = root_moves[i].m;
                        best_pv = pv.clone();
                        if !self.stopped {
                            best_score = s;
                        }
                    }
                    // The lines follow their moves down one place.
                    lines[pv_idx..=i.min(multipv - 1)].rotate_right(1);
                    if !self.stopped {
                        lines[pv_idx] = (s, pv.clone());
                    }
                    let r = root_moves.remove(i);
                    root_moves.insert(pv_idx, r);
                } else if !self.stopped {
                    if pv_idx == 0 {
                        best_score = root_moves[0].score;
                    }
                    lines[pv_idx] = (root_moves[pv_idx].score, vec![root_moves[pv_idx].m]);
                }
                if self.stopped {
                    break;
                }
            }
            if self.stopped {
                break;
            }
            if multipv == 1 {
                lines[0] = (best_score, best_pv.clone());
            } else {
                // Best first; a later line that outscored an earlier one is the better.
                let mut ranked: Vec<_> = root_moves
                    .drain(..multipv)
                    .zip(std::mem::take(&mut lines))
                    .collect();
                ranked.sort_by_key(|(_, (s, _))| -*s);
                let (moves, sorted): (Vec<_>, Vec<_>) = ranked.into_iter().unzip();
                root_moves.splice(0..0, moves);
                lines = sorted;
                if root_moves[0].m != best {
                    last_best_change = depth;
                }
                best = root_moves[0].m;
                (best_score, best_pv) = lines[0].clone();
            }
            completed = depth;
            completed_lines.clone_from(&lines);
            let elapsed = start.elapsed();
            for (k, (score, pv)) in lines.iter().enumerate() {
                on_info(&Info {
                    multipv: k as u32 + 1,
                    depth: depth as u32,
                    seldepth: self.seldepth as u32,
                    score: Score::from_internal(*score),
                    nodes: self.all_nodes(),
                    nps: nps(self.all_nodes(), elapsed),
                    time: elapsed,
                    hashfull: self.tt.hashfull(),
                    pv: pv.clone(),
                });
            }

            // Once a mate is seen, noise must not prefer a longer mate.
            if best_score.abs() >= MATE_BOUND {
                root_moves.iter_mut().for_each(|r| r.bonus = 0);
            }
            // A forced mate shorter than the depth searched won't change.
            if best_score.abs() >= MATE_BOUND && depth > MATE - best_score.abs() + 2 {
                break;
            }
            // `go mate N`: a mate in N moves (at most 2N - 1 plies) is proven.
            if let Some(n) = req.limits.mate
                && best_score >= MATE_BOUND
                && i64::from(MATE - best_score) < 2 * i64::from(n)
            {
                break;
            }
            self.poll_ponderhit();
            if root_moves.len() == 1 && self.soft.is_some() {
                break;
            }
            if let Some(soft) = self.soft {
                // An unstable best move earns more time (up to the hard limit).
                let mut factor = if depth - last_best_change <= 1 && depth > 6 {
                    1.0
                } else {
                    0.55
                };
                // Without noise (Master), so the calibrated levels keep theirs.
                if noise == 0 && multipv == 1 {
                    let total = root_moves.iter().map(|r| r.nodes).sum();
                    factor *= effort_factor(root_moves[0].nodes, total);
                }
                if self.clock.elapsed() > soft.mul_f64(factor) {
                    break;
                }
            }
        }

        if completed > 0 {
            // Remember the root so the next search starts with this move.
            // With noise the chosen move's score only bounds the true value from below.
            let bound = if noise > 0 {
                Bound::Lower
            } else {
                Bound::Exact
            };
            let eval = if root.is_check() {
                0
            } else {
                self.evaluator.eval(root)
            };
            let e = Entry {
                mv: tt::encode_move(best),
                score: best_score,
                eval,
                depth: completed,
                bound,
            };
            self.tt.store(root_hash, e);
        }
        let score = if best_score == -INF {
            Score::Cp(0)
        } else {
            Score::from_internal(best_score)
        };
        // A partial iteration may have changed the best move: it leads, and the
        // other lines keep distinct first moves.
        let mut result_lines = vec![(score, best_pv.clone())];
        result_lines.extend(
            completed_lines
                .into_iter()
                .filter(|(_, pv)| pv.first().is_some_and(|&m| m != best))
                .map(|(s, pv)| (Score::from_internal(s), pv))
                .take(multipv - 1),
        );
        // A line cut short by a table hit still has the likely reply in the table.
        let ponder = best_pv.get(1).copied().or_else(|| {
            let r = root_moves.iter().find(|r| r.m == best)?;
            let mv = self.tt.probe(r.hash)?.mv;
            r.child
                .legal_moves()
                .into_iter()
                .find(|&m| tt::encode_move(m) == mv)
        });
        SearchResult {
            best: Some(best),
            ponder,
            score,
            depth: completed as u32,
            nodes: self.nodes,
            pv: best_pv,
            lines: result_lines,
            from_book: false,
        }
    }
}

/// Sets its flag when dropped.
struct SetOnDrop<'a>(&'a AtomicBool);

impl Drop for SetOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Scales the time to spend by how contested the root is: the share of the
/// search's nodes spent outside the best move (0.3 keeps the budget; Master
/// stopped at a median of 0.23 in a logged game, so about the same time).
fn effort_factor(best: u64, total: u64) -> f64 {
    if total == 0 {
        return 1.0;
    }
    let others = 1.0 - best.min(total) as f64 / total as f64;
    (2.0 * others + 0.4).clamp(0.5, 2.0)
}

fn nps(nodes: u64, t: Duration) -> u64 {
    let us = t.as_micros().max(1) as u64;
    nodes.saturating_mul(1_000_000) / us
}

/// Whether `m` takes a knight, bishop, rook or queen that no enemy piece defends.
fn takes_free_piece(pos: &shakmaty::Chess, m: Move) -> bool {
    let them = !pos.turn();
    matches!(
        m.capture(),
        Some(Role::Knight | Role::Bishop | Role::Rook | Role::Queen)
    ) && pos
        .board()
        .attacks_to(m.to(), them, pos.board().occupied())
        .is_empty()
}

#[cfg(test)]
mod tests {
    use super::effort_factor;

    #[test]
    fn effort_factor_spends_more_on_a_contested_root() {
        // Nothing searched yet: the plain budget.
        assert_eq!(effort_factor(0, 0), 1.0);
        // 70% on the best move keeps the budget.
        assert!((effort_factor(700, 1000) - 1.0).abs() < 1e-9);
        // A clear best move saves time, a contested one earns more, both bounded.
        assert_eq!(effort_factor(1000, 1000), 0.5);
        assert!((effort_factor(400, 1000) - 1.6).abs() < 1e-9);
        assert_eq!(effort_factor(50, 1000), 2.0);
        assert!(effort_factor(900, 1000) < effort_factor(600, 1000));
    }
}
