//! Quiescence search: captures and queen promotions until the position is quiet.

use shakmaty::{Chess, Position};

use super::{
    Bound, Ctx, Entry, INF, MATE, MAX_PLY, bound_for, child_hash, noisy, ordering::pick,
    score_from_tt, score_to_tt, see, table_guess, tt,
};

impl Ctx<'_> {
    pub(super) fn qsearch(
        &mut self,
        pos: &Chess,
        hash: u64,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: i32,
    ) -> i32 {
        self.pv[ply].clear();
        if self.tick() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 2 {
            return self.evaluator.eval(pos);
        }
        let in_check = pos.is_check();
        let entry = self.tt.probe(hash);
        if let Some(e) = entry {
            let s = score_from_tt(e.score, ply);
            match e.bound {
                Bound::Exact => return s,
                Bound::Lower if s >= beta => return s,
                Bound::Upper if s <= alpha => return s,
                _ => {}
            }
        }

        let (raw, stand_pat);
        let mut best;
        if in_check {
            (raw, stand_pat) = (0, -INF);
            best = -MATE + ply as i32;
        } else {
            raw = entry.map_or_else(|| self.static_eval(pos, hash), |e| e.eval);
            // An exact entry has already returned above.
            stand_pat = table_guess(entry, self.corrected(pos, raw), ply);
            if stand_pat >= beta {
                return stand_pat;
            }
            if qply >= self.qs_plies {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
        }

        // Not in check, only captures and queen promotions.
        let mut moves = if in_check {
            pos.legal_moves()
        } else {
            noisy::noisy_moves(pos)
        };
        if in_check && moves.is_empty() {
            return -MATE + ply as i32;
        }
        let mut scores = [0i32; 256];
        let scores = &mut scores[..moves.len()];
        let tt_move = entry.map_or(0, |e| e.mv);
        for (i, m) in moves.iter().enumerate() {
            let victim = m.capture().map_or(0, see::value) + m.promotion().map_or(0, see::value);
            scores[i] = if tt::encode_move(*m) == tt_move {
                i32::MAX
            } else {
                victim * 8 - see::value(m.role()) / 100
            };
        }
        let orig_alpha = alpha;
        let mut best_move = None;
        for i in 0..moves.len() {
            pick(&mut moves, scores, i);
            let m = moves[i];
            if !in_check {
                let gain = m.capture().map_or(0, see::value)
                    + m.promotion().map_or(0, |p| see::value(p) - 100);
                // Delta pruning: even winning this piece can't reach alpha.
                if stand_pat + gain + 200 <= alpha && m.promotion().is_none() {
                    continue;
                }
                if !see::see_ge(pos, m, 0) {
                    continue;
                }
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            let ch = child_hash(pos, hash, m, &child);
            let s = -self.qsearch(&child, ch, -beta, -alpha, ply + 1, qply + 1);
            if self.stopped {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    best_move = Some(m);
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        let bound = bound_for(best, alpha, orig_alpha, beta);
        self.tt.store(
            hash,
            Entry {
                mv: best_move.map_or(0, tt::encode_move),
                score: score_to_tt(best, ply),
                eval: raw,
                depth: -1,
                bound,
            },
        );
        best
    }
}
