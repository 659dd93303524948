//! How a review looks at a game: depths, the check of costly moves, threads.

use std::time::Duration;

use crate::search::Limits;

/// How deep to look at each position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewOptions {
    /// Limits of each search (one per position of the game); whichever is reached
    /// first ends it. Clocks in here are ignored: use `movetime`, `depth` or `nodes`.
    pub limits: Limits,
    /// Transposition table size, MiB (kept across the game's positions).
    pub hash_mb: usize,
    /// The deeper look that settles a move the first pass finds costly: the position
    /// before it searched with every move and with the move played alone, within these
    /// limits; the move is judged by those two scores. `None`: the first pass decides.
    pub check: Option<Limits>,
    /// Built-in search only: a move the check still finds costly is looked at once more
    /// the same way within these limits, and that look decides. `None` (the default:
    /// three plies deeper agreed no better with Stockfish on games not looked at before,
    /// docs/measurements.md): the check decides.
    pub recheck: Option<Limits>,
    /// Built-in search only: a blunder found by the check is confirmed by the same check
    /// with the hand-written evaluation instead of the network; when that one sees less
    /// than a blunder, the move is called a mistake. Two evaluations that err apart must
    /// agree before a move is called a blunder; a UCI engine is trusted alone.
    pub second_opinion: bool,
    /// Built-in search only: its centipawns put on Stockfish's scale before the winning
    /// chances are computed ([`Eval::calibrated`](super::Eval::calibrated)).
    pub calibrate: bool,
    /// Built-in search only: threads reviewing side by side the runs of moves a long game
    /// is cut into, each run with fresh searchers (1: one thread, no runs). The review
    /// depends on this number, never on the timing.
    pub threads: usize,
    /// Every move checked, not only those the first pass finds costly (slow: for
    /// measuring what the first pass's choice of moves to check costs).
    pub check_all: bool,
    /// Built-in search only: a search that ends within fewer nodes goes on to this many
    /// (the check's to 4 times as many), so simple positions are searched deeper.
    pub min_nodes: Option<u64>,
}

/// Threads of a built-in review by default: this machine's two cores.
pub const DEFAULT_THREADS: usize = 2;

/// How much deeper than the first pass a costly move is checked.
pub const CHECK_EXTRA_DEPTH: u32 = 2;

/// Limits `extra` plies deeper than `limits`: the depth plus `extra`, or 1 + `extra`/2
/// times the time, or 2^`extra` times the nodes.
fn check_of(limits: &Limits, extra: u32) -> Limits {
    Limits {
        depth: limits.depth.map(|d| d + extra),
        movetime: limits
            .movetime
            .map(|t| t.mul_f64(1.0 + f64::from(extra) / 2.0)),
        nodes: limits.nodes.map(|n| n << extra.min(16)),
        ..limits.clone()
    }
}

/// A UCI engine's nodes a position at most (the check's: four times as many). Stockfish
/// 15.1 reaches depth 16 within 1.5 million nodes in 99% of positions of varied games.
pub const ENGINE_REVIEW_NODES: u64 = 2_000_000;

/// The most a UCI engine's search of a position may take (the check's: twice as long): a
/// guard against an engine too slow to reach its depth or nodes, not the usual bound.
pub const ENGINE_GUARD: Duration = Duration::from_secs(5);

/// Default depth of a review search: a 40-move game takes about 2 s on two threads of
/// a 2-core machine, and depth 12 agrees no better with Stockfish (see
/// docs/measurements.md, "Post-game review"). No clock by default: the result doesn't
/// depend on the machine's load, and under a clock the search answers a position with a
/// single legal move after depth 1.
pub const DEFAULT_DEPTH: u32 = 10;

impl Default for ReviewOptions {
    fn default() -> Self {
        ReviewOptions::with_limits(Limits {
            depth: Some(DEFAULT_DEPTH),
            ..Limits::default()
        })
    }
}

impl ReviewOptions {
    /// A first pass within `limits`, each costly move checked deeper ([`check_of`]).
    pub fn with_limits(limits: Limits) -> ReviewOptions {
        ReviewOptions {
            check: Some(check_of(&limits, CHECK_EXTRA_DEPTH)),
            recheck: None,
            limits,
            hash_mb: 16,
            second_opinion: true,
            calibrate: true,
            threads: DEFAULT_THREADS,
            check_all: false,
            min_nodes: None,
        }
    }

    /// The check `extra` plies deeper than the first pass; 0: no check (the first pass
    /// alone decides, as reviews did before it).
    pub fn with_check_extra(mut self, extra: u32) -> ReviewOptions {
        self.check = (extra > 0).then(|| check_of(&self.limits, extra));
        self
    }

    /// The recheck `extra` plies deeper than the first pass; 0: none.
    pub fn with_recheck_extra(mut self, extra: u32) -> ReviewOptions {
        self.recheck = (extra > 0).then(|| check_of(&self.limits, extra));
        self
    }

    /// A fixed depth per position (reproducible: no clock involved).
    pub fn depth(depth: u32) -> ReviewOptions {
        ReviewOptions::with_limits(Limits {
            depth: Some(depth.max(1)),
            ..Limits::default()
        })
    }

    /// For a UCI engine: depth 16, within [`ENGINE_REVIEW_NODES`] a position. Nodes, not time,
    /// bound it, so a busy machine gives the same verdicts, later; the clock
    /// ([`ENGINE_GUARD`]) only bounds an engine too slow to reach either (Stockfish 15.1
    /// here needs at most 2.5 s for depth 16, 0.3 s typically).
    pub fn for_engine() -> ReviewOptions {
        ReviewOptions::for_engine_at(16, ENGINE_REVIEW_NODES)
    }

    /// A UCI engine's review to `depth`, within `nodes` a position (and the guard).
    pub fn for_engine_at(depth: u32, nodes: u64) -> ReviewOptions {
        ReviewOptions::with_limits(Limits {
            depth: Some(depth.max(1)),
            nodes: Some(nodes.max(1)),
            movetime: Some(ENGINE_GUARD),
            ..Limits::default()
        })
    }

    /// A fixed time per position (a position with one legal move gets depth 1 only).
    pub fn movetime(time: Duration) -> ReviewOptions {
        ReviewOptions::with_limits(Limits {
            movetime: Some(time),
            ..Limits::default()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A UCI engine's review is bounded by depth and nodes (the same on a busy machine);
    /// its check goes two plies deeper, with four times the nodes and twice the guard.
    #[test]
    fn an_engine_review_is_bounded_by_depth_and_nodes() {
        let o = ReviewOptions::for_engine();
        assert_eq!(o.limits.depth, Some(16));
        assert_eq!(o.limits.nodes, Some(ENGINE_REVIEW_NODES));
        assert_eq!(o.limits.movetime, Some(ENGINE_GUARD));
        let check = o.check.expect("costly moves are checked");
        assert_eq!(check.depth, Some(18));
        assert_eq!(check.nodes, Some(4 * ENGINE_REVIEW_NODES));
        assert_eq!(check.movetime, Some(2 * ENGINE_GUARD));
    }
}
