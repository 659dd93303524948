//! The computer opponent: iterative-deepening PVS alpha-beta on shakmaty.
//!
//! Features: aspiration windows, transposition table, quiescence search with
//! SEE, move ordering (hash move, SEE/MVV-LVA, killers, history), null-move
//! pruning, late-move reductions and pruning, futility pruning, check
//! extension, mate scores, repetition/50-move awareness and time management.
//! For analysis: MultiPV lines, restricted root moves, a mate limit and
//! pondering (clocks start at the ponderhit).

pub mod book;
pub mod eval;
mod levels;
mod rng;
pub mod see;
pub mod time;
pub mod tt;
mod weights;

use std::{
    sync::atomic::{AtomicBool, Ordering},
    time::{Duration, Instant},
};

use shakmaty::{Chess, Color, EnPassantMode, Move, Position, Role, zobrist::Zobrist64};

pub use eval::{accepts_draw, evaluate};
pub use levels::{Level, LevelParams, ParseLevelError};
pub use rng::Rng;
use tt::{Bound, Entry};

pub const MAX_PLY: usize = 128;
/// Score of "mate now"; a mate in `n` plies scores `MATE - n`.
pub const MATE: i32 = 32_000;
const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
const INF: i32 = 32_500;

/// A search score from the side to move's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many moves (negative: being mated). `Mate(0)`: already mated.
    Mate(i32),
}

impl Score {
    fn from_internal(v: i32) -> Score {
        if v >= MATE_BOUND {
            Score::Mate((MATE - v + 1) / 2)
        } else if v <= -MATE_BOUND {
            Score::Mate(-(MATE + v) / 2)
        } else {
            Score::Cp(v)
        }
    }

    /// Centipawns, with mates mapped to large values (for draw/hint policies).
    pub fn cp(self) -> i32 {
        match self {
            Score::Cp(c) => c,
            Score::Mate(n) if n > 0 => 20_000 - n,
            Score::Mate(n) => -20_000 - n,
        }
    }
}

/// What limits a search. All `None`/false means "until stopped or depth limit".
/// Several limits combine: whichever is reached first ends the search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    /// Stop once a mate in this many moves or fewer for the side to move is proven.
    pub mate: Option<u32>,
    pub movetime: Option<Duration>,
    pub wtime: Option<Duration>,
    pub btime: Option<Duration>,
    pub winc: Option<Duration>,
    pub binc: Option<Duration>,
    pub movestogo: Option<u32>,
    pub infinite: bool,
}

#[derive(Clone, Debug)]
pub struct SearchRequest {
    pub root: Chess,
    /// Zobrist64 (`EnPassantMode::Legal`) of earlier positions of the game,
    /// oldest first (`Game::keys()` works as is: a trailing root is ignored).
    pub history: Vec<u64>,
    pub limits: Limits,
    pub level: Level,
    /// Overrides `level`'s parameters (e.g. from `UCI_Elo`).
    pub strength: Option<LevelParams>,
    /// Seeds the opening book choice and the levels' move variety.
    pub seed: u64,
    pub use_book: bool,
    /// Number of best lines to search and report (MultiPV), 1 to [`MAX_MULTIPV`].
    pub multipv: usize,
    /// Root moves to consider; empty (or none of them legal) means all.
    pub searchmoves: Vec<Move>,
}

impl SearchRequest {
    pub fn new(root: Chess) -> SearchRequest {
        SearchRequest {
            root,
            history: Vec::new(),
            limits: Limits::default(),
            level: Level::Master,
            strength: None,
            seed: 0,
            use_book: true,
            multipv: 1,
            searchmoves: Vec::new(),
        }
    }
}

/// Most lines a MultiPV search reports.
pub const MAX_MULTIPV: usize = 10;

/// Progress report after each completed iteration.
#[derive(Clone, Debug)]
pub struct Info {
    /// Which line this is, 1 = best (MultiPV).
    pub multipv: u32,
    pub depth: u32,
    pub seldepth: u32,
    pub score: Score,
    pub nodes: u64,
    pub nps: u64,
    pub time: Duration,
    pub hashfull: u32,
    pub pv: Vec<Move>,
}

#[derive(Clone, Debug)]
pub struct SearchResult {
    /// `None` only when the root has no legal move (mate or stalemate).
    pub best: Option<Move>,
    pub ponder: Option<Move>,
    pub score: Score,
    pub depth: u32,
    pub nodes: u64,
    pub pv: Vec<Move>,
    /// The best lines (MultiPV), best first, with distinct first moves: one
    /// unless `SearchRequest::multipv` asked for more. The first is always
    /// `(score, pv)`; the others come from the last completed iteration.
    pub lines: Vec<(Score, Vec<Move>)>,
    pub from_book: bool,
}

/// The TT bound a search result proves: fail-high, exact, or fail-low.
fn bound_for(best: i32, alpha: i32, orig_alpha: i32, beta: i32) -> Bound {
    if best >= beta {
        Bound::Lower
    } else if alpha > orig_alpha {
        Bound::Exact
    } else {
        Bound::Upper
    }
}

/// Zobrist64 key used for the TT and repetition detection.
pub fn hash_of(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

#[inline]
fn child_hash(pos: &Chess, hash: u64, m: Move, child: &Chess) -> u64 {
    pos.update_zobrist_hash::<Zobrist64>(Zobrist64(hash), m, EnPassantMode::Legal)
        .map_or_else(|| hash_of(child), |z| z.0)
}

fn score_to_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s + ply as i32
    } else if s <= -MATE_BOUND {
        s - ply as i32
    } else {
        s
    }
}

fn score_from_tt(s: i32, ply: usize) -> i32 {
    if s >= MATE_BOUND {
        s - ply as i32
    } else if s <= -MATE_BOUND {
        s + ply as i32
    } else {
        s
    }
}

fn is_quiet(m: Move) -> bool {
    !m.is_capture() && !m.is_promotion()
}

fn history_index(turn: Color, m: Move) -> usize {
    let from = m.from().map_or(0, |s| s.to_usize());
    let to = m.to().to_usize();
    (turn as usize) * 4096 + from * 64 + to
}

/// Piece (colour and role) and destination of a move: 768 values.
fn piece_to(turn: Color, m: Move) -> usize {
    ((turn as usize) * 6 + (m.role() as usize - 1)) * 64 + m.to().to_usize()
}

/// `Ctx::moved` entry for a null move (no continuation).
const NO_PIECE_TO: usize = usize::MAX;

/// Reusable search state: transposition table and history heuristics.
pub struct Searcher {
    tt: tt::Table,
    history: Vec<i32>,
    /// Continuation history: how good a quiet move (piece_to) was after the
    /// move one or two plies earlier (piece_to), 768 × 768.
    cont: Vec<i32>,
    lmr: Vec<[u8; 64]>,
}

impl Default for Searcher {
    fn default() -> Self {
        Searcher::new(16)
    }
}

impl Searcher {
    /// A searcher with a transposition table of about `hash_mb` MiB.
    pub fn new(hash_mb: usize) -> Searcher {
        let mut lmr = vec![[0u8; 64]; 64];
        for (d, row) in lmr.iter_mut().enumerate().skip(1) {
            for (m, r) in row.iter_mut().enumerate().skip(1) {
                *r = (0.75 + (d as f64).ln() * (m as f64).ln() / 2.25) as u8;
            }
        }
        Searcher {
            tt: tt::Table::new(hash_mb),
            history: vec![0; 2 * 4096],
            cont: vec![0; 768 * 768],
            lmr,
        }
    }

    /// A new transposition table of about `hash_mb` MiB, or less when that
    /// much memory can't be had; returns the size allocated (MiB).
    pub fn resize(&mut self, hash_mb: usize) -> usize {
        // Free the old table first: its memory may be needed for the new one.
        self.tt = tt::Table::new(1);
        self.tt = tt::Table::new(hash_mb);
        self.tt.mib()
    }

    /// Forget everything learnt (new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history.iter_mut().for_each(|h| *h = 0);
        self.cont.iter_mut().for_each(|h| *h = 0);
    }

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
    /// limits hold throughout.
    pub fn ponder_search(
        &mut self,
        req: &SearchRequest,
        stop: &AtomicBool,
        pondering: &AtomicBool,
        mut on_info: impl FnMut(&Info),
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
        // The book knows one move per position: no use for analysis requests.
        let analysis = req.multipv > 1 || !req.searchmoves.is_empty() || req.limits.mate.is_some();
        if req.use_book
            && !analysis
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
        self.history.iter_mut().for_each(|h| *h /= 2);
        self.cont.iter_mut().for_each(|h| *h /= 2);

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
                    see::see(root, m).max(0) - evaluate(&child)
                };
                RootMove {
                    m,
                    child,
                    hash,
                    bonus: rng.noise(noise),
                    blind: rng.below(100) < u64::from(params.blind),
                    order,
                    score: -INF,
                }
            })
            .collect();
        root_moves.sort_by_key(|r| -r.order);

        let pondering_now = pondering.load(Ordering::SeqCst);
        let mut ctx = Ctx {
            tt: &mut self.tt,
            history: &mut self.history,
            cont: &mut self.cont,
            moved: [NO_PIECE_TO; MAX_PLY + 2],
            lmr: &self.lmr,
            stop,
            clock: start,
            soft: if pondering_now { None } else { budget.soft },
            hard: if pondering_now { None } else { budget.hard },
            ponder: pondering_now.then_some((pondering, budget)),
            node_limit,
            nodes: 0,
            stopped: stop.load(Ordering::Relaxed),
            path,
            killers: [[0; 2]; MAX_PLY + 2],
            evals: [0; MAX_PLY + 2],
            pv: (0..MAX_PLY + 2)
                .map(|_| Vec::with_capacity(MAX_PLY))
                .collect(),
            seldepth: 0,
            qs_plies: params.qs_plies,
            root_best: None,
        };

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
            ctx.seldepth = 0;
            // Line k searches the root moves not already first moves of lines 0..k.
            for pv_idx in 0..multipv {
                ctx.root_best = None;
                let previous = if pv_idx == 0 {
                    best_score
                } else {
                    lines[pv_idx].0
                };
                let mut delta = 20;
                let (mut alpha, mut beta) = if depth >= 5 && previous.abs() < MATE_BOUND {
                    (previous - delta, previous + delta)
                } else {
                    (-INF, INF)
                };
                loop {
                    let s = ctx.root_search(&mut root_moves[pv_idx..], depth, alpha, beta);
                    if ctx.stopped {
                        break;
                    }
                    if s <= alpha {
                        beta = (alpha + beta) / 2;
                        alpha = (s - delta).max(-INF);
                    } else if s >= beta {
                        beta = (s + delta).min(INF);
                    } else {
                        break;
                    }
                    delta += delta;
                }

                if let Some((i, s, ref pv)) = ctx.root_best {
                    let i = pv_idx + i;
                    if pv_idx == 0 {
                        // A move proven better than the previous best, even in a
                        // partial iteration, is safe to play.
                        if root_moves[i].m != best {
                            last_best_change = depth;
                        }
                        best = root_moves[i].m;
                        best_pv = pv.clone();
                        if !ctx.stopped {
                            best_score = s;
                        }
                    }
                    // The lines follow their moves down one place.
                    lines[pv_idx..=i.min(multipv - 1)].rotate_right(1);
                    if !ctx.stopped {
                        lines[pv_idx] = (s, pv.clone());
                    }
                    let r = root_moves.remove(i);
                    root_moves.insert(pv_idx, r);
                } else if !ctx.stopped {
                    if pv_idx == 0 {
                        best_score = root_moves[0].score;
                    }
                    lines[pv_idx] = (root_moves[pv_idx].score, vec![root_moves[pv_idx].m]);
                }
                if ctx.stopped {
                    break;
                }
            }
            if ctx.stopped {
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
                    seldepth: ctx.seldepth as u32,
                    score: Score::from_internal(*score),
                    nodes: ctx.nodes,
                    nps: nps(ctx.nodes, elapsed),
                    time: elapsed,
                    hashfull: ctx.tt.hashfull(),
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
            ctx.poll_ponderhit();
            if root_moves.len() == 1 && ctx.soft.is_some() {
                break;
            }
            if let Some(soft) = ctx.soft {
                // An unstable best move earns more time (up to the hard limit).
                let factor = if depth - last_best_change <= 1 && depth > 6 {
                    1.0
                } else {
                    0.55
                };
                if ctx.clock.elapsed() > soft.mul_f64(factor) {
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
            let eval = if root.is_check() { 0 } else { evaluate(root) };
            let e = Entry {
                mv: tt::encode_move(best),
                score: best_score,
                eval,
                depth: completed,
                bound,
            };
            ctx.tt.store(root_hash, e);
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
        SearchResult {
            best: Some(best),
            ponder: best_pv.get(1).copied(),
            score,
            depth: completed as u32,
            nodes: ctx.nodes,
            pv: best_pv,
            lines: result_lines,
            from_book: false,
        }
    }
}

fn nps(nodes: u64, t: Duration) -> u64 {
    let us = t.as_micros().max(1) as u64;
    nodes.saturating_mul(1_000_000) / us
}

struct RootMove {
    m: Move,
    child: Chess,
    hash: u64,
    /// Level noise added to this move's score (variety / weakening).
    bonus: i32,
    /// Judge this move by static evaluation only (weakest levels).
    blind: bool,
    order: i32,
    /// Last search score, without the bonus.
    score: i32,
}

struct Ctx<'a> {
    tt: &'a mut tt::Table,
    history: &'a mut Vec<i32>,
    cont: &'a mut Vec<i32>,
    /// `piece_to` of the move played at each ply of the current path.
    moved: [usize; MAX_PLY + 2],
    lmr: &'a [[u8; 64]],
    stop: &'a AtomicBool,
    /// When the clock started: the search's start, or the ponderhit.
    clock: Instant,
    /// Don't start another iteration after this (from `clock`).
    soft: Option<Duration>,
    /// Abort the search after this (from `clock`).
    hard: Option<Duration>,
    /// While pondering: the flag to watch and the budget that applies once it clears.
    ponder: Option<(&'a AtomicBool, time::Budget)>,
    node_limit: u64,
    nodes: u64,
    stopped: bool,
    /// Hashes of the game so far and the current search path.
    path: Vec<u64>,
    killers: [[u16; 2]; MAX_PLY + 2],
    evals: [i32; MAX_PLY + 2],
    pv: Vec<Vec<Move>>,
    seldepth: usize,
    qs_plies: i32,
    /// Best root move of the current iteration: (index, score without bonus, pv).
    root_best: Option<(usize, i32, Vec<Move>)>,
}

impl Ctx<'_> {
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            self.stopped = true;
        }
        if self.nodes & 1023 == 0 {
            if self.stop.load(Ordering::Relaxed) {
                self.stopped = true;
            }
            self.poll_ponderhit();
            if let Some(h) = self.hard
                && self.clock.elapsed() >= h
            {
                self.stopped = true;
            }
        }
        self.stopped
    }

    /// On ponderhit the clock starts and the time budget applies.
    fn poll_ponderhit(&mut self) {
        if let Some((flag, budget)) = self.ponder
            && !flag.load(Ordering::Relaxed)
        {
            self.ponder = None;
            self.clock = Instant::now();
            self.soft = budget.soft;
            self.hard = budget.hard;
        }
    }

    fn is_repetition(&self, halfmoves: u32) -> bool {
        let n = self.path.len();
        let cur = self.path[n - 1];
        let back = (halfmoves as usize).min(n - 1);
        (4..=back).step_by(2).any(|k| self.path[n - 1 - k] == cur)
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(m);
        line.extend_from_slice(&tail[0]);
    }

    fn root_search(
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
            let (a, bt) = (alpha - b, beta - b);
            let mut s;
            if rm.blind {
                s = -glance(child);
            } else if i == 0 {
                s = -self.negamax(child, rm.hash, depth - 1, -bt, -a, 1, true);
            } else {
                s = -self.negamax(child, rm.hash, depth - 1, -a - 1, -a, 1, true);
                if s > a && s < bt && !self.stopped {
                    s = -self.negamax(child, rm.hash, depth - 1, -bt, -a, 1, true);
                }
            }
            self.path.pop();
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
    fn negamax(
        &mut self,
        pos: &Chess,
        hash: u64,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        allow_null: bool,
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
            return evaluate(pos);
        }
        // Mate distance pruning.
        alpha = alpha.max(-MATE + ply as i32);
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }

        let entry = self.tt.probe(hash);
        let tt_move = entry.map_or(0, |e| e.mv);
        if let Some(e) = entry
            && !pv_node
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

        let static_eval = if in_check {
            -INF
        } else {
            entry.map_or_else(|| evaluate(pos), |e| e.eval)
        };
        self.evals[ply] = static_eval;
        let improving = !in_check && ply >= 2 && static_eval > self.evals[ply - 2];

        if !pv_node && !in_check {
            // Reverse futility: far above beta at low depth, assume it holds.
            if depth <= 6
                && static_eval - 85 * depth + if improving { 30 } else { 0 } >= beta
                && beta.abs() < MATE_BOUND
            {
                return static_eval;
            }
            // Null move: if passing still beats beta, a real move will too.
            if allow_null && depth >= 3 && static_eval >= beta && has_pieces(pos) {
                let r = 3 + depth / 4 + ((static_eval - beta) / 200).min(3);
                if let Ok(null) = pos.clone().swap_turn() {
                    let nh = hash_of(&null);
                    self.path.push(nh);
                    self.moved[ply] = NO_PIECE_TO;
                    let s =
                        -self.negamax(&null, nh, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
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
        if tt_move == 0 && depth >= 5 && !in_check {
            depth -= 1;
        }

        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }
        let turn = pos.turn();
        let mut scores = [0i32; 256];
        for (i, &m) in moves.iter().enumerate() {
            scores[i] = self.order_score(pos, m, tt_move, ply);
        }

        let orig_alpha = alpha;
        let mut best = -INF;
        let mut best_move: Option<Move> = None;
        let mut searched = 0usize;
        let mut quiets: [Option<Move>; 64] = [None; 64];
        let mut n_quiets = 0;

        for i in 0..moves.len() {
            // Selection sort: best remaining first.
            let mut bi = i;
            for j in i + 1..moves.len() {
                if scores[j] > scores[bi] {
                    bi = j;
                }
            }
            scores.swap(i, bi);
            moves.swap(i, bi);
            let m = moves[i];
            let quiet = is_quiet(m);
            let mut child = pos.clone();
            child.play_unchecked(m);
            let gives_check = child.is_check();

            if best > -MATE_BOUND && !in_check && !gives_check {
                if quiet && !pv_node {
                    // Late move pruning and futility pruning.
                    let lmp = (3 + depth * depth) as usize / if improving { 1 } else { 2 };
                    if depth <= 5 && searched >= lmp.max(2) {
                        continue;
                    }
                    if depth <= 3 && static_eval + 100 * depth + 50 <= alpha {
                        continue;
                    }
                    // A quiet move that just loses material at low depth.
                    if depth <= 4 && see::see(pos, m) < -60 * depth {
                        continue;
                    }
                }
                if !quiet
                    && !pv_node
                    && depth <= 4
                    && scores[i] < 0
                    && see::see(pos, m) < -90 * depth
                {
                    continue;
                }
            }

            let ch = child_hash(pos, hash, m, &child);
            self.path.push(ch);
            self.moved[ply] = piece_to(turn, m);
            let new_depth = depth - 1;
            let mut s;
            if searched == 0 {
                s = -self.negamax(&child, ch, new_depth, -beta, -alpha, ply + 1, true);
            } else {
                let mut r = 0;
                if depth >= 3 && searched >= 2 && quiet && !gives_check && !in_check {
                    r = i32::from(self.lmr[(depth as usize).min(63)][searched.min(63)]);
                    if pv_node {
                        r -= 1;
                    }
                    if !improving {
                        r += 1;
                    }
                    if self.killers[ply].contains(&tt::encode_move(m)) {
                        r -= 1;
                    }
                    r -= self.history[history_index(turn, m)] / 6000;
                    r = r.clamp(0, new_depth - 1);
                }
                s = -self.negamax(&child, ch, new_depth - r, -alpha - 1, -alpha, ply + 1, true);
                if s > alpha && r > 0 && !self.stopped {
                    s = -self.negamax(&child, ch, new_depth, -alpha - 1, -alpha, ply + 1, true);
                }
                if s > alpha && s < beta && !self.stopped {
                    s = -self.negamax(&child, ch, new_depth, -beta, -alpha, ply + 1, true);
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
                        break;
                    }
                }
            }
            if quiet && n_quiets < quiets.len() {
                quiets[n_quiets] = Some(m);
                n_quiets += 1;
            }
        }

        let bound = bound_for(best, alpha, orig_alpha, beta);
        self.tt.store(
            hash,
            Entry {
                mv: best_move.map_or(0, tt::encode_move),
                score: score_to_tt(best, ply),
                eval: if in_check { 0 } else { static_eval },
                depth,
                bound,
            },
        );
        best
    }

    fn reward_quiet(
        &mut self,
        turn: Color,
        m: Move,
        ply: usize,
        depth: i32,
        tried: &[Option<Move>],
    ) {
        let code = tt::encode_move(m);
        let k = &mut self.killers[ply];
        if k[0] != code {
            k[1] = k[0];
            k[0] = code;
        }
        let bonus = (depth * depth * 16).min(1600);
        let apply = |h: &mut i32, b: i32| *h += b - *h * b.abs() / 16384;
        apply(&mut self.history[history_index(turn, m)], bonus);
        for q in tried.iter().flatten() {
            apply(&mut self.history[history_index(turn, *q)], -bonus);
        }
        for prev in self.previous_moves(ply).into_iter().flatten() {
            let row = prev * 768;
            apply(&mut self.cont[row + piece_to(turn, m)], bonus);
            for q in tried.iter().flatten() {
                apply(&mut self.cont[row + piece_to(turn, *q)], -bonus);
            }
        }
    }

    /// `piece_to` of the moves one and two plies before the node at `ply`.
    fn previous_moves(&self, ply: usize) -> [Option<usize>; 2] {
        let at = |back: usize| {
            ply.checked_sub(back)
                .map(|p| self.moved[p])
                .filter(|&k| k != NO_PIECE_TO)
        };
        [at(1), at(2)]
    }

    /// Butterfly plus continuation history of a quiet move.
    fn quiet_history(&self, turn: Color, m: Move, ply: usize) -> i32 {
        let pt = piece_to(turn, m);
        let mut h = self.history[history_index(turn, m)];
        for prev in self.previous_moves(ply).into_iter().flatten() {
            h += self.cont[prev * 768 + pt];
        }
        h
    }

    fn order_score(&self, pos: &Chess, m: Move, tt_move: u16, ply: usize) -> i32 {
        let code = tt::encode_move(m);
        if code == tt_move {
            return 2_000_000_000;
        }
        if !is_quiet(m) {
            let victim = m.capture().map_or(0, see::value);
            let promo = m.promotion().map_or(0, see::value);
            let mvv_lva = (victim + promo) * 8 - see::value(m.role()) / 100;
            let s = see::see(pos, m);
            return if s >= 0 {
                1_000_000 + mvv_lva
            } else {
                -1_000_000 + mvv_lva
            };
        }
        if self.killers[ply][0] == code {
            return 900_000;
        }
        if self.killers[ply][1] == code {
            return 800_000;
        }
        self.quiet_history(pos.turn(), m, ply)
    }

    fn qsearch(
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
            return evaluate(pos);
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

        let stand_pat;
        let mut best;
        if in_check {
            stand_pat = -INF;
            best = -MATE + ply as i32;
        } else {
            stand_pat = entry.map_or_else(|| evaluate(pos), |e| e.eval);
            if stand_pat >= beta {
                return stand_pat;
            }
            if qply >= self.qs_plies {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best = stand_pat;
        }

        let mut moves = pos.legal_moves();
        if in_check {
            if moves.is_empty() {
                return -MATE + ply as i32;
            }
        } else {
            moves.retain(|m| m.is_capture() || m.promotion() == Some(Role::Queen));
        }
        let mut scores = [0i32; 256];
        for (i, m) in moves.iter().enumerate() {
            let victim = m.capture().map_or(0, see::value) + m.promotion().map_or(0, see::value);
            scores[i] = victim * 8 - see::value(m.role()) / 100;
        }
        let orig_alpha = alpha;
        let mut best_move = None;
        for i in 0..moves.len() {
            let mut bi = i;
            for j in i + 1..moves.len() {
                if scores[j] > scores[bi] {
                    bi = j;
                }
            }
            scores.swap(i, bi);
            moves.swap(i, bi);
            let m = moves[i];
            if !in_check {
                let gain = m.capture().map_or(0, see::value)
                    + m.promotion().map_or(0, |p| see::value(p) - 100);
                // Delta pruning: even winning this piece can't reach alpha.
                if stand_pat + gain + 200 <= alpha && m.promotion().is_none() {
                    continue;
                }
                if see::see(pos, m) < 0 {
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
                eval: if in_check { 0 } else { stand_pat },
                depth: -1,
                bound,
            },
        );
        best
    }
}

/// Static value of a position, noticing only mate and stalemate.
fn glance(pos: &Chess) -> i32 {
    if pos.legal_moves().is_empty() {
        return if pos.is_check() { -MATE + 1 } else { 0 };
    }
    evaluate(pos)
}

fn has_pieces(pos: &Chess) -> bool {
    let b = pos.board();
    (b.by_color(pos.turn()) & !b.pawns() & !b.kings()).any()
}
