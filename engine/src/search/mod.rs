//! The computer opponent: iterative-deepening PVS alpha-beta on shakmaty.
//!
//! Features: aspiration windows, transposition table, quiescence search with
//! SEE, move ordering (hash move, SEE/MVV-LVA with capture history, killers,
//! history), static-evaluation correction history (keyed by the pawns and by
//! each side's other pieces), null-move pruning,
//! razoring, ProbCut, late-move reductions and pruning, futility pruning,
//! check and singular extensions, mate scores, repetition/50-move awareness
//! and time management.
//! Beyond a best move: MultiPV lines, restricted root moves, a mate limit and
//! pondering (clocks start at the ponderhit).
//!
//! Pondering (thinking on the opponent's time), with the library:
//! 1. After playing `best`, take [`SearchResult::ponder`], the expected reply
//!    (`None`: don't ponder). Start [`Searcher::ponder_search`] on the
//!    position after it, on a thread of its own, with `pondering` set, a
//!    fresh `stop`, and the limits the next move will have (our clock stands
//!    still meanwhile): while `pondering` is set the clock limits wait.
//! 2. The opponent plays that move: clear `pondering` (a ponderhit). The
//!    search goes on as a normal timed search whose clock starts then.
//! 3. Another move: set `stop`, throw the result away (it is for another
//!    position) and search the real one.
//!
//! Depth, node and mate limits hold while pondering, so a search may end
//! before the opponent moves: keep its result until the move says 2 or 3.
//!
//! Threads: with [`Searcher::set_threads`] above 1, helper threads search
//! the same root at the same time (Lazy SMP, `smp.rs`), sharing only the
//! transposition table and the stop; the main thread reports and decides.
//! One thread searches exactly as if there were no helpers.
//!
//! Here: the `Searcher` and the state one search shares across its files
//! (`iterate` drives `negamax`, which uses `qsearch`, `ordering` and `history`).

pub mod book;
mod correction;
pub mod eval;
mod eval_cache;
mod history;
mod iterate;
mod levels;
mod memory;
mod negamax;
mod noisy;
mod ordering;
mod probcut;
mod qsearch;
mod rng;
pub mod see;
mod singular;
mod smp;
pub mod time;
pub mod tt;
mod types;

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use shakmaty::{Chess, EnPassantMode, Move, Position, zobrist::Zobrist64};

pub use eval::{Evaluator, PawnTable, accepts_draw, evaluate, evaluate_with, nnue::Net};
use eval_cache::EvalCache;
pub use levels::{Level, LevelParams, ParseLevelError};
pub use rng::Rng;
use tt::{Bound, Entry};
pub use types::{Info, Limits, MAX_MULTIPV, Score, SearchRequest, SearchResult};

pub const MAX_PLY: usize = 128;
/// Score of "mate now"; a mate in `n` plies scores `MATE - n`.
pub const MATE: i32 = 32_000;
const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
const INF: i32 = 32_500;

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

/// The better guess at a node's value between its evaluation `eval` and the
/// table's `entry`: a bound that lies beyond the evaluation on the side it
/// bounds, or an exact score.
fn table_guess(entry: Option<Entry>, eval: i32, ply: usize) -> i32 {
    match entry.map(|e| (e.bound, score_from_tt(e.score, ply))) {
        Some((Bound::Lower, s)) if s > eval => s,
        Some((Bound::Upper, s)) if s < eval => s,
        Some((Bound::Exact, s)) => s,
        _ => eval,
    }
}

/// Reusable search state: transposition table (shared by the threads) and
/// each thread's heuristics.
pub struct Searcher {
    tt: tt::Table,
    main: Heuristics,
    /// One per helper thread (`threads - 1`).
    helpers: Vec<Heuristics>,
    lmr: Vec<[u8; 64]>,
}

/// What one search thread learns for itself.
struct Heuristics {
    history: Vec<i32>,
    /// Continuation history: how good a quiet move (piece_to) was after the
    /// move one or two plies earlier (piece_to), 769 × 768 (`CONT_SIZE`).
    cont: Vec<i32>,
    /// Capture history: how good a capture (piece_to) of each role was, 768 × 6.
    capt: Vec<i32>,
    /// Correction history (`correction.rs`).
    corr: Vec<i32>,
    evaluator: Evaluator,
    evals: EvalCache,
}

impl Heuristics {
    fn new() -> Heuristics {
        Heuristics {
            history: vec![0; 2 * 4096],
            cont: vec![0; history::CONT_SIZE],
            capt: vec![0; 768 * 6],
            corr: vec![0; correction::SIZE],
            evaluator: Evaluator::default(),
            evals: EvalCache::default(),
        }
    }

    /// Older lessons count for less in a new search.
    fn age(&mut self) {
        self.history.iter_mut().for_each(|h| *h /= 2);
        self.cont.iter_mut().for_each(|h| *h /= 2);
        self.capt.iter_mut().for_each(|h| *h /= 2);
    }

    fn clear(&mut self) {
        self.history.iter_mut().for_each(|h| *h = 0);
        self.cont.iter_mut().for_each(|h| *h = 0);
        self.capt.iter_mut().for_each(|h| *h = 0);
        self.corr.iter_mut().for_each(|h| *h = 0);
        self.evaluator.pawns.clear();
        self.evals.clear();
    }
}

/// Most search threads [`Searcher::set_threads`] accepts.
pub const MAX_THREADS: usize = 64;

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
        let mut searcher = Searcher {
            tt: tt::Table::new(hash_mb),
            main: Heuristics::new(),
            helpers: Vec::new(),
            lmr,
        };
        searcher.main.evaluator.net = Some(eval::builtin_net());
        searcher
    }

    /// Search with `n` threads (1 to [`MAX_THREADS`]) from the next search
    /// on. Helpers only join searches without a node cap: a level weakened
    /// by nodes stays as weak as it was measured.
    pub fn set_threads(&mut self, n: usize) {
        let helpers = n.clamp(1, MAX_THREADS) - 1;
        self.helpers.truncate(helpers);
        while self.helpers.len() < helpers {
            let mut h = Heuristics::new();
            h.evaluator.net = self.main.evaluator.net.clone();
            h.evaluator.active = self.main.evaluator.active;
            self.helpers.push(h);
        }
    }

    /// Evaluate with this network from now on, at the levels that use one
    /// (`None`: the hand-written evaluation; the built-in network is the
    /// default). Forgets what was learnt, whose scores came from the other.
    pub fn set_net(&mut self, net: Option<Arc<Net>>) {
        for h in std::iter::once(&mut self.main).chain(&mut self.helpers) {
            h.evaluator.net = net.clone();
        }
        self.clear();
    }

    pub fn threads(&self) -> usize {
        1 + self.helpers.len()
    }

    /// A new transposition table of about `hash_mb` MiB, or less when that
    /// much memory can't be had; returns the size allocated (MiB).
    pub fn resize(&mut self, hash_mb: usize) -> usize {
        // Free the old table first: its memory may be needed for the new one.
        self.tt = tt::Table::new(1);
        self.tt = tt::Table::new(hash_mb);
        self.tt.mib()
    }

    /// Use the network (if any) in the coming search or not; scores and
    /// evaluations of the other kind are dropped.
    fn set_learned(&mut self, on: bool) {
        if self.main.evaluator.active == on {
            return;
        }
        self.tt.clear();
        for h in std::iter::once(&mut self.main).chain(&mut self.helpers) {
            h.evaluator.active = on;
            h.evals.clear();
        }
    }

    /// Forget everything learnt (new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.main.clear();
        self.helpers.iter_mut().for_each(Heuristics::clear);
    }
}

#[derive(Clone)]
struct RootMove {
    m: Move,
    child: Chess,
    hash: u64,
    /// Level noise added to this move's score (variety / weakening).
    bonus: i32,
    /// Judge this move by static evaluation only (weakest levels).
    blind: bool,
    /// A capture the level doesn't notice: left out of the search (weakest levels).
    unseen: bool,
    order: i32,
    /// Last search score, without the bonus.
    score: i32,
    /// Nodes searched below this move, all iterations (time management).
    nodes: u64,
}

struct Ctx<'a> {
    tt: &'a tt::Table,
    history: &'a mut Vec<i32>,
    cont: &'a mut Vec<i32>,
    capt: &'a mut Vec<i32>,
    corr: &'a mut Vec<i32>,
    /// `piece_to` of the move played at each ply of the current path.
    moved: [usize; MAX_PLY + 2],
    lmr: &'a [[u8; 64]],
    evaluator: &'a mut Evaluator,
    eval_cache: &'a mut EvalCache,
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
    /// Nodes of every thread: each adds its own every 1024 nodes, so that a
    /// node limit holds for the team and the main thread can report them.
    team_nodes: &'a AtomicU64,
    stopped: bool,
    /// Hashes of the game so far and the current search path.
    path: Vec<u64>,
    /// Where the root stands in `path`: positions before it are the game's history.
    root: usize,
    killers: [[u16; 2]; MAX_PLY + 2],
    /// The move a singular-extension search leaves out at each ply (0: none).
    excluded: [u16; MAX_PLY + 2],
    /// Depth of the current iteration (extensions stop at twice it).
    root_depth: i32,
    evals: [i32; MAX_PLY + 2],
    pv: Vec<Vec<Move>>,
    seldepth: usize,
    qs_plies: i32,
    /// Best root move of the current iteration: (index, score without bonus, pv).
    root_best: Option<(usize, i32, Vec<Move>)>,
}

impl<'a> Ctx<'a> {
    /// A thread's search state, with no time limits (the main thread sets them).
    #[allow(clippy::too_many_arguments)]
    fn new(
        tt: &'a tt::Table,
        h: &'a mut Heuristics,
        lmr: &'a [[u8; 64]],
        stop: &'a AtomicBool,
        path: Vec<u64>,
        node_limit: u64,
        qs_plies: i32,
        team_nodes: &'a AtomicU64,
    ) -> Ctx<'a> {
        Ctx {
            tt,
            history: &mut h.history,
            cont: &mut h.cont,
            capt: &mut h.capt,
            corr: &mut h.corr,
            moved: [history::NO_PIECE_TO; MAX_PLY + 2],
            lmr,
            evaluator: &mut h.evaluator,
            eval_cache: &mut h.evals,
            stop,
            clock: Instant::now(),
            soft: None,
            hard: None,
            ponder: None,
            node_limit,
            nodes: 0,
            team_nodes,
            stopped: stop.load(Ordering::Relaxed),
            root: path.len().saturating_sub(1),
            path,
            killers: [[0; 2]; MAX_PLY + 2],
            excluded: [0; MAX_PLY + 2],
            root_depth: 0,
            evals: [0; MAX_PLY + 2],
            pv: (0..MAX_PLY + 2)
                .map(|_| Vec::with_capacity(MAX_PLY))
                .collect(),
            seldepth: 0,
            qs_plies,
            root_best: None,
        }
    }

    /// The static evaluation of `pos`, whose hash is `hash`.
    fn static_eval(&mut self, pos: &Chess, hash: u64) -> i32 {
        let evaluator = &mut *self.evaluator;
        self.eval_cache.get_or(hash, || evaluator.eval(pos))
    }

    /// Nodes searched by every thread so far (within 1024 per helper).
    fn all_nodes(&self) -> u64 {
        self.team_nodes.load(Ordering::Relaxed) + (self.nodes & 1023)
    }

    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.node_limit {
            self.stopped = true;
        }
        if self.nodes & 1023 == 0 {
            let team = self.team_nodes.fetch_add(1024, Ordering::Relaxed) + 1024;
            if team >= self.node_limit {
                self.stopped = true;
            }
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

    /// A draw by repetition, as Stockfish scores it: the position occurred earlier in the
    /// search (after the root: the side could repeat it again), or twice before, so this
    /// is its third time. One earlier occurrence in the game alone is no draw: the game
    /// goes on, and scoring it 0 made the review call good moves blunders (284 → 0 → 340).
    fn is_repetition(&self, halfmoves: u32) -> bool {
        let n = self.path.len();
        let cur = self.path[n - 1];
        let back = (halfmoves as usize).min(n - 1);
        let mut earlier = 0;
        for k in (4..=back).step_by(2) {
            let i = n - 1 - k;
            if self.path[i] == cur {
                if i > self.root {
                    return true;
                }
                earlier += 1;
                if earlier == 2 {
                    return true;
                }
            }
        }
        false
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(m);
        line.extend_from_slice(&tail[0]);
    }
}
