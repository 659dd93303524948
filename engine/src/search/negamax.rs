//! The main alpha-beta search (PVS with pruning and reductions).

use shakmaty::{Chess, Move, Position};

use super::{
    Bound, Ctx, Entry, Evaluator, INF, MATE, MATE_BOUND, MAX_PLY, RootMove, bound_for, child_hash,
    hash_of,
    history::{NO_PIECE_TO, history_index, is_quiet, piece_to},
    ordering::{hash_move_first, pick},
    score_from_tt, score_to_tt, see,
    singular::Singular,
    table_guess, tt,
};

impl Ctx<'_> {
    pub(super) fn root_search(
        &mut self,
        moves: &mut [RootMove],
        depth: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut best = -INF;
        self.pv[0].clear();
        let root_turn = moves[0].child.turn().other();
        for (i, rm) in moves.iter_mut().enumerate() {
            let b = rm.bonus;
            let child = &rm.child;
            self.path.push(rm.hash);
            self.moved[0] = piece_to(root_turn, rm.m);
            self.pv[1].clear();
            let before = self.nodes;
            let (a, bt) = (alpha - b, beta - b);
            let mut s;
            if rm.blind {
                s = -glance(child, self.evaluator);
            } else if i == 0 {
                s = -self.negamax(child, rm.hash, depth - 1, -bt, -a, 1, true, false);
            } else {
                s = -self.negamax(child, rm.hash, depth - 1, -a - 1, -a, 1, true, true);
                if s > a && s < bt && !self.stopped {
                    s = -self.negamax(child, rm.hash, depth - 1, -bt, -a, 1, true, false);
                }
            }
            self.path.pop();
            rm.nodes += self.nodes - before;
            if self.stopped {
                break;
            }
            let s = s + b;
            rm.score = s - b;
            if s > best {
                best = s;
                if s > alpha {
                    self.update_pv(0, rm.m);
                    self.root_best = Some((i, s - b, self.pv[0].clone()));
                    alpha = s;
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn negamax(
        &mut self,
        pos: &Chess,
        hash: u64,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        allow_null: bool,
        // Expected to fail high: a zero-window node whose parent expects
        // its move to fail low.
        cut_node: bool,
    ) -> i32 {
        let pv_node = beta - alpha > 1;
        self.pv[ply].clear();
        let in_check = pos.is_check();
        if in_check && ply < MAX_PLY / 2 {
            depth += 1;
        }
        if depth <= 0 {
            return self.qsearch(pos, hash, alpha, beta, ply, 0);
        }
        if self.tick() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);

        if pos.halfmoves() >= 100 {
            return if in_check && pos.legal_moves().is_empty() {
                -MATE + ply as i32
            } else {
                0
            };
        }
        if self.is_repetition(pos.halfmoves()) || pos.is_insufficient_material() {
            return 0;
        }
        if ply >= MAX_PLY - 2 {
            return self.evaluator.eval(pos);
        }
        // Mate distance pruning.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }

        // A singular-extension search: the same node without one move.
        let excluded = self.excluded[ply];
        let entry = self.tt.probe(hash);
        let tt_move = if excluded != 0 {
            0
        } else {
            entry.map_or(0, |e| e.mv)
        };
        if let Some(e) = entry
            && !pv_node
            && excluded == 0
            && e.depth >= depth
        {
            let s = score_from_tt(e.score, ply);
            match e.bound {
                Bound::Exact => return s,
                Bound::Lower if s >= beta => return s,
                Bound::Upper if s <= alpha => return s,
                _ => {}
            }
        }

        let (raw_eval, static_eval) = if in_check {
            (-INF, -INF)
        } else {
            let raw = entry.map_or_else(|| self.static_eval(pos, hash), |e| e.eval);
            (raw, self.corrected(pos, raw))
        };
        self.evals[ply] = static_eval;
        let improving = !in_check && ply >= 2 && static_eval > self.evals[ply - 2];
        // The table's bound on this node's value is a better guess than the
        // static evaluation, for pruning.
        let eval = if in_check {
            static_eval
        } else {
            table_guess(entry, static_eval, ply)
        };

        if !pv_node && !in_check {
            // Reverse futility: far above beta at low depth, assume it holds.
            if depth <= 6
                && eval - 85 * depth + if improving { 30 } else { 0 } >= beta
                && beta.abs() < MATE_BOUND
                && eval.abs() < MATE_BOUND
            {
                return eval;
            }
            // Razoring: far below alpha, only captures could save it.
            if depth <= 3 && eval + 250 + 150 * depth * depth <= alpha {
                let s = self.qsearch(pos, hash, alpha - 1, alpha, ply, 0);
                if self.stopped {
                    return 0;
                }
                if s < alpha {
                    return s;
                }
            }
            // Null move: if passing still beats beta, a real move will too.
            if allow_null && excluded == 0 && depth >= 3 && eval >= beta && has_pieces(pos) {
                let r = 3 + depth / 4 + ((eval - beta) / 200).min(3);
                if let Ok(null) = pos.clone().swap_turn() {
                    let nh = hash_of(&null);
                    self.path.push(nh);
                    self.moved[ply] = NO_PIECE_TO;
                    let s = -self.negamax(
                        &null,
                        nh,
                        depth - 1 - r,
                        -beta,
                        -beta + 1,
                        ply + 1,
                        false,
                        !cut_node,
                    );
                    self.path.pop();
                    if self.stopped {
                        return 0;
                    }
                    if s >= beta {
                        return if s >= MATE_BOUND { beta } else { s };
                    }
                }
            }
        }
        // Without a hash move, ordering is poor: search a little shallower.
        if tt_move == 0 && excluded == 0 && depth >= 5 && !in_check {
            depth -= 1;
        }

        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        if !pv_node
            && !in_check
            && excluded == 0
            && depth >= 5
            && beta.abs() < MATE_BOUND
            && let Some(s) = self.probcut(
                pos,
                hash,
                &moves,
                entry,
                (raw_eval, static_eval),
                depth,
                beta,
                ply,
                cut_node,
            )
        {
            return s;
        }
        let turn = pos.turn();
        let mut scores = [0i32; 256];
        let scores = &mut scores[..moves.len()];
        // The hash move is searched first; the others are scored only if it
        // doesn't cut off, with the history its search has just taught.
        let hash_first = hash_move_first(&mut moves, tt_move);
        let first_picked = usize::from(hash_first);
        // A capture as the best move known: the quiet moves are unlikely.
        let tt_capture = hash_first && !is_quiet(moves[0]);
        if hash_first {
            scores[0] = i32::MAX;
        }

        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_move: Option<Move> = None;
        let mut searched = 0usize;
        let mut quiets: [Option<Move>; 64] = [None; 64];
        let mut n_quiets = 0;
        let mut captures: [Option<Move>; 32] = [None; 32];
        let mut n_captures = 0;

        for i in 0..moves.len() {
            if i == first_picked {
                self.order_scores(pos, &moves[i..], ply, &mut scores[i..]);
            }
            if i >= first_picked {
                pick(&mut moves, scores, i);
            }
            let m = moves[i];
            if excluded != 0 && tt::encode_move(m) == excluded {
                continue;
            }
            let quiet = is_quiet(m);
            // Late move pruning, checks included, before the move is made.
            if quiet && !pv_node && !in_check && best > -MATE_BOUND && depth <= 5 {
                let lmp = (3 + depth * depth) as usize / if improving { 1 } else { 2 };
                if searched >= lmp.max(2) {
                    continue;
                }
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            let gives_check = child.is_check();

            if best > -MATE_BOUND && !in_check && !gives_check {
                if quiet && !pv_node {
                    // Futility pruning.
                    if depth <= 3 && eval + 100 * depth + 50 <= alpha {
                        continue;
                    }
                    // A quiet move that just loses material at low depth.
                    if depth <= 4 && !see::see_ge(pos, m, -60 * depth) {
                        continue;
                    }
                }
                if !quiet
                    && !pv_node
                    && depth <= 4
                    && scores[i] < 0
                    && !see::see_ge(pos, m, -90 * depth)
                {
                    continue;
                }
            }

            let mut new_depth = depth - 1;
            if hash_first && i == 0 {
                match self.singular(pos, hash, entry, depth, beta, ply, pv_node, cut_node) {
                    Singular::Extend(e) => new_depth += e,
                    Singular::Cut(s) => return s,
                }
            }
            let ch = child_hash(pos, hash, m, &child);
            self.path.push(ch);
            self.moved[ply] = piece_to(turn, m);
            let mut s;
            if searched == 0 {
                let child_cut = !pv_node && !cut_node;
                s = -self.negamax(
                    &child,
                    ch,
                    new_depth,
                    -beta,
                    -alpha,
                    ply + 1,
                    true,
                    child_cut,
                );
            } else {
                let mut r = 0;
                if depth >= 3 && searched >= 2 && quiet && !in_check {
                    r = i32::from(self.lmr[(depth as usize).min(63)][searched.min(63)]);
                    if gives_check {
                        r -= 1;
                    }
                    if pv_node {
                        r -= 1;
                    }
                    if !improving {
                        r += 1;
                    }
                    if cut_node {
                        r += 1;
                    }
                    if tt_capture {
                        r += 1;
                    }
                    if self.killers[ply].contains(&tt::encode_move(m)) {
                        r -= 1;
                    }
                    r -= self.history[history_index(turn, m)] / 6000;
                    r = r.clamp(0, new_depth - 1);
                }
                let (a, d) = (-alpha - 1, new_depth - r);
                s = -self.negamax(&child, ch, d, a, -alpha, ply + 1, true, r > 0 || !cut_node);
                if s > alpha && r > 0 && !self.stopped {
                    s = -self.negamax(&child, ch, new_depth, a, -alpha, ply + 1, true, !cut_node);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = -self.negamax(&child, ch, new_depth, -beta, -alpha, ply + 1, true, false);
                }
            }
            self.path.pop();
            if self.stopped {
                return 0;
            }
            searched += 1;

            if s > best {
                best = s;
                if s > alpha {
                    best_move = Some(m);
                    alpha = s;
                    if pv_node {
                        self.update_pv(ply, m);
                    }
                    if s >= beta {
                        if quiet {
                            self.reward_quiet(turn, m, ply, depth, &quiets[..n_quiets]);
                        }
                        let best = Some(m).filter(|_| !quiet);
                        self.reward_captures(turn, best, depth, &captures[..n_captures]);
                        break;
                    }
                }
            }
            if quiet && n_quiets < quiets.len() {
                quiets[n_quiets] = Some(m);
                n_quiets += 1;
            } else if m.is_capture() && n_captures < captures.len() {
                captures[n_captures] = Some(m);
                n_captures += 1;
            }
        }

        if excluded != 0 {
            // The value of the node without one of its moves: not for the
            // table. No other move (all pruned, or none): it fails low.
            return if searched == 0 { alpha } else { best };
        }
        let bound = bound_for(best, alpha, orig_alpha, beta);
        // A bound only says the evaluation was wrong when it lies beyond it.
        let tells = match bound {
            Bound::Lower => best > static_eval,
            Bound::Upper => best < static_eval,
            Bound::Exact => true,
        };
        if !in_check && best_move.is_none_or(is_quiet) && tells {
            self.learn_correction(pos, raw_eval, best, depth);
        }
        self.tt.store(
            hash,
            Entry {
                mv: best_move.map_or(0, tt::encode_move),
                score: score_to_tt(best, ply),
                eval: if in_check { 0 } else { raw_eval },
                depth,
                bound,
            },
        );
        best
    }
}

/// Static value of a position, noticing only mate and stalemate.
fn glance(pos: &Chess, evaluator: &mut Evaluator) -> i32 {
    if pos.legal_moves().is_empty() {
        return if pos.is_check() { -MATE + 1 } else { 0 };
    }
    evaluator.eval(pos)
}

fn has_pieces(pos: &Chess) -> bool {
    let b = pos.board();
    (b.by_color(pos.turn()) & !b.pawns() & !b.kings()).any()
}
