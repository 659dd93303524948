//! Who searches a puzzle's positions: the built-in search at a fixed depth, or a UCI
//! engine at a fixed node count. Each looks twice, lighter then in full: a puzzle is kept
//! only when both verdicts agree, so a verdict that a little more search would change
//! makes no puzzle.
//!
//! The built-in evaluation errs more than Stockfish's, and more the larger the advantage
//! (above 7 pawns its centipawns are about 1.5 times Stockfish's; docs/puzzles.md): its
//! best move must be ahead of the second by [`BUILTIN_UNIQUE_GAP`], in a position not
//! lost anyway ([`BUILTIN_LOST`]), where a UCI engine's needs [`ENGINE_UNIQUE_GAP`], from
//! its own `MultiPV 2` as the check asks it.

use std::sync::atomic::{AtomicBool, Ordering};

use shakmaty::{Chess, Move, Position};

use super::score::{is_mate_win, unique};
use crate::{
    external::{EngineError, UciEngine},
    search::{Limits, Score, SearchRequest, Searcher},
};

/// The best lines of a position, the mover's view: (score, line).
pub(super) struct Lines {
    pub best: (Score, Vec<Move>),
    pub second: Option<(Score, Vec<Move>)>,
}

/// How hard to look: the lighter look first (it rejects most candidates cheaply), then
/// the full one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Effort {
    Light,
    Full,
}

pub(super) enum Prober {
    /// Depth `depth` in full, two plies less for the lighter look; the table is cleared
    /// before each search, so the same position gives the same answer.
    Builtin { searcher: Box<Searcher>, depth: u32 },
    /// `nodes` in full, a quarter for the lighter look; `ucinewgame` is not sent between
    /// searches (Stockfish clears its table on it, which costs more than it gives).
    Engine { engine: Box<UciEngine>, nodes: u64 },
}

/// What went wrong: stopped, or the engine failed.
pub(super) enum Halt {
    Stopped,
    Failed(EngineError),
}

impl From<EngineError> for Halt {
    fn from(e: EngineError) -> Halt {
        Halt::Failed(e)
    }
}

/// How far the built-in search's best move must be ahead of its second best.
pub const BUILTIN_UNIQUE_GAP: i32 = 300;

/// How far a UCI engine's best move must be ahead of its second best: a quarter above
/// the check's [`super::UNIQUE_GAP`], so that its verdict holds when searched again
/// (verdicts near the line change from search to search).
pub const ENGINE_UNIQUE_GAP: i32 = 125;

/// How far the best move must be ahead of the move played: above the check's
/// [`super::BETTER_GAP`] (150), so that its verdict holds when searched again (verdicts
/// near the line change from search to search).
pub const FINDER_BETTER_GAP: i32 = 200;

/// Lost anyway: with its best move scoring below minus this, several moves lose alike.
pub const BUILTIN_LOST: i32 = 600;

impl Prober {
    fn is_builtin(&self) -> bool {
        matches!(self, Prober::Builtin { .. })
    }

    /// Whether the best move (score `best`, [`mover_cp`]) is the only good answer, given
    /// the second best's score (`None`: the only legal move), by this prober's margins.
    pub(super) fn unique(&self, best: i32, second: Option<i32>) -> bool {
        match self {
            Prober::Engine { .. } => match second {
                Some(s) if !is_mate_win(best) => best - s >= ENGINE_UNIQUE_GAP,
                _ => unique(best, second),
            },
            Prober::Builtin { .. } => match second {
                None => true,
                Some(_) if is_mate_win(best) => unique(best, second),
                // Lost anyway, several moves lose alike.
                Some(s) => best - s >= BUILTIN_UNIQUE_GAP && best > -BUILTIN_LOST,
            },
        }
    }

    /// "Gambit, depth 12" or "Stockfish 15.1, 1,500,000 nodes": who confirms, for the record.
    pub(super) fn name(&self) -> String {
        match self {
            Prober::Builtin { depth, .. } => format!("Gambit, depth {depth}"),
            Prober::Engine { engine, nodes } => {
                format!("{}, {} nodes", engine.id().name, grouped(*nodes))
            }
        }
    }

    /// The best line of `pos` among `among` (all moves when empty), the mover's view.
    fn search(
        &mut self,
        pos: &Chess,
        history: &[u64],
        effort: Effort,
        among: &[Move],
        multipv: usize,
        stop: &AtomicBool,
    ) -> Result<Vec<(Score, Vec<Move>)>, Halt> {
        match self {
            Prober::Builtin { searcher, depth } => {
                let mut req = SearchRequest::new(pos.clone());
                req.history = history.to_vec();
                let depth = match effort {
                    Effort::Full => *depth,
                    Effort::Light => depth.saturating_sub(2).max(1),
                };
                req.limits = Limits {
                    depth: Some(depth),
                    ..Limits::default()
                };
                req.use_book = false;
                req.multipv = multipv;
                req.searchmoves = among.to_vec();
                searcher.clear();
                let r = searcher.search(&req, stop, |_| {});
                if stop.load(Ordering::Relaxed) || r.best.is_none() {
                    return Err(Halt::Stopped);
                }
                Ok(r.lines)
            }
            Prober::Engine { engine, nodes } => {
                let nodes = match effort {
                    Effort::Full => *nodes,
                    Effort::Light => (*nodes / 4).max(1),
                };
                let limits = Limits {
                    nodes: Some(nodes),
                    ..Limits::default()
                };
                if multipv == 2 && among.is_empty() {
                    engine.go_two_lines(pos, &[], &limits);
                } else {
                    engine.go_among(pos, &[], &limits, among);
                }
                let found = engine.answer(stop)?.ok_or(Halt::Stopped)?;
                let score = found.score.unwrap_or(Score::Cp(0));
                let first = found.pv.first().copied();
                // A second line about the best move itself is stale: left out.
                let second = found.second.filter(|(_, pv)| pv.first().copied() != first);
                Ok(std::iter::once((score, found.pv)).chain(second).collect())
            }
        }
    }

    /// The two best lines of `pos` (one when it has a single legal move), by `MultiPV 2`;
    /// when the engine sends no second line, by a search of every other move.
    pub(super) fn lines(
        &mut self,
        pos: &Chess,
        history: &[u64],
        effort: Effort,
        stop: &AtomicBool,
    ) -> Result<Lines, Halt> {
        let found = self.search(pos, history, effort, &[], 2, stop)?;
        let mut lines = found.into_iter().filter(|(_, pv)| !pv.is_empty());
        let best = lines.next().ok_or(Halt::Stopped)?;
        let second = match (self.is_builtin(), lines.next()) {
            (true, second) | (false, second @ Some(_)) => second,
            (false, None) => {
                let rest: Vec<Move> = pos
                    .legal_moves()
                    .into_iter()
                    .filter(|&m| m != best.1[0])
                    .collect();
                if rest.is_empty() {
                    None
                } else {
                    let found = self.search(pos, history, effort, &rest, 1, stop)?;
                    found.into_iter().find(|(_, pv)| !pv.is_empty())
                }
            }
        };
        Ok(Lines { best, second })
    }

    /// The score of `mv` alone in `pos`, the mover's view, from a search as deep as
    /// [`Prober::lines`]'s.
    pub(super) fn score_of(
        &mut self,
        pos: &Chess,
        history: &[u64],
        mv: Move,
        effort: Effort,
        stop: &AtomicBool,
    ) -> Result<Score, Halt> {
        let found = self.search(pos, history, effort, &[mv], 1, stop)?;
        Ok(found.first().ok_or(Halt::Stopped)?.0)
    }
}

/// 1500000 → "1,500,000".
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Whether the best move (score `best`) is clearly better than the move played, by the
/// finder's margin (wider than the check's, whichever engine finds).
pub(super) fn finder_clearly_better(best: i32, played: i32) -> bool {
    best - played >= FINDER_BETTER_GAP
}

#[cfg(test)]
mod tests {
    #[test]
    fn node_counts_read_in_groups() {
        assert_eq!(super::grouped(1_500_000), "1,500,000");
        assert_eq!(super::grouped(999), "999");
        assert_eq!(super::grouped(1000), "1,000");
    }
}
