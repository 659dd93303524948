//! Who searches a review's positions: the built-in search or a UCI engine, each
//! stoppable by the review's flag.

use std::sync::atomic::{AtomicBool, Ordering};

use shakmaty::{Move, Position};

use crate::{
    external::{EngineError, UciEngine},
    game::Game,
    search::{Limits, Score, SearchRequest, Searcher},
};

use super::chances::Eval;

/// What the search (or the rules, for a finished game) says about one position.
pub(super) struct Look {
    pub eval: Eval,
    pub best: Option<Move>,
    pub line: Vec<Move>,
    pub depth: u32,
}

/// One position searched twice at the same depth, with every move and with only the
/// move played: the two scores come from the same search of the same position, so they
/// compare (two searches of two positions disagree at their horizons).
pub(super) struct Compared {
    pub best: Option<Move>,
    pub best_eval: Eval,
    pub played_eval: Eval,
}

/// Who looks at the positions: the built-in search or a UCI engine.
pub(super) enum Looker {
    Builtin(Box<Searcher>),
    Engine(Box<UciEngine>),
}

impl Looker {
    /// Searches the position after `ply` moves twice within `limits`: all moves, then
    /// `played` alone (the search's table carries over). `Ok(None)` when `stop` was set.
    pub(super) fn compare(
        &mut self,
        game: &Game,
        ply: usize,
        played: Move,
        limits: &Limits,
        floor: Option<u64>,
        stop: &AtomicBool,
    ) -> Result<Option<Compared>, EngineError> {
        let Some(all) = self.search(game, ply, limits, floor, None, stop)? else {
            return Ok(None);
        };
        if all.best == Some(played) {
            return Ok(Some(Compared {
                best: all.best,
                best_eval: all.eval,
                played_eval: all.eval,
            }));
        }
        // With a floor, the played move alone to the depth all moves reached: the same
        // depth for both, as without one.
        let to_depth = floor.map(|_| Limits {
            depth: Some(all.depth.max(1)),
            ..limits.clone()
        });
        let only_limits = to_depth.as_ref().unwrap_or(limits);
        let Some(only) = self.search(game, ply, only_limits, None, Some(played), stop)? else {
            return Ok(None);
        };
        Ok(Some(Compared {
            best: all.best,
            best_eval: all.eval,
            played_eval: only.eval,
        }))
    }

    /// Searches `game`'s position after `ply` moves within `limits`. `Ok(None)` when
    /// `stop` was set; the engine's failure as an error.
    pub(super) fn look(
        &mut self,
        game: &Game,
        ply: usize,
        limits: &Limits,
        floor: Option<u64>,
        stop: &AtomicBool,
    ) -> Result<Option<Look>, EngineError> {
        self.search(game, ply, limits, floor, None, stop)
    }

    /// A search of the position after `ply` moves, of `only` alone if given. The
    /// built-in search goes on to `floor` nodes when `limits` ended it sooner (a simple
    /// position, an ending, is then searched deeper than the depth alone would).
    fn search(
        &mut self,
        game: &Game,
        ply: usize,
        limits: &Limits,
        floor: Option<u64>,
        only: Option<Move>,
        stop: &AtomicBool,
    ) -> Result<Option<Look>, EngineError> {
        let pos = game
            .position_at(ply)
            .expect("plies reviewed are in the game")
            .clone();
        let turn = pos.turn();
        match self {
            Looker::Builtin(searcher) => {
                let mut req = SearchRequest::new(pos);
                req.history = game.keys()[..=ply].to_vec();
                req.limits = limits.clone();
                req.use_book = false;
                req.searchmoves = only.into_iter().collect();
                let mut result = searcher.search(&req, stop, |_| {});
                if let Some(floor) = floor
                    && result.nodes < floor
                    && !stop.load(Ordering::Relaxed)
                {
                    req.limits = Limits {
                        depth: None,
                        nodes: Some(floor),
                        ..limits.clone()
                    };
                    result = searcher.search(&req, stop, |_| {});
                }
                if stop.load(Ordering::Relaxed) {
                    return Ok(None);
                }
                Ok(Some(Look {
                    eval: Eval::from_score(result.score, turn),
                    best: result.best,
                    line: result.pv,
                    depth: result.depth,
                }))
            }
            Looker::Engine(engine) => {
                let (start, moves) = (game.start_position(), &game.moves()[..ply]);
                match only {
                    Some(m) => engine.go_only(start, moves, limits, m),
                    None => engine.go_from(start, moves, limits),
                }
                let Some(found) = engine.answer(stop)? else {
                    return Ok(None);
                };
                Ok(Some(Look {
                    eval: Eval::from_score(found.score.unwrap_or(Score::Cp(0)), turn),
                    best: Some(found.best),
                    line: found.pv,
                    depth: found.depth,
                }))
            }
        }
    }
}
