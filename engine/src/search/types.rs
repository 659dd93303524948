//! What a search is asked and what it reports.

use std::time::Duration;

use shakmaty::{Chess, Move};

use super::{Level, LevelParams, MATE, MATE_BOUND};

/// A search score from the side to move's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many moves (negative: being mated). `Mate(0)`: already mated.
    Mate(i32),
}

impl Score {
    pub(super) fn from_internal(v: i32) -> Score {
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
    /// Nodes of the main thread: helper threads don't count towards it (the
    /// result's `nodes` counts every thread).
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
    /// The reply expected to `best` (the PV's second move), the position to
    /// ponder on (see the `search` module); `None` when the PV stops at `best`.
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
