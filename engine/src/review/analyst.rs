//! Who searches a review's positions: the built-in search or a UCI engine, each
//! stoppable by the review's flag.

use std::{
    sync::atomic::{AtomicBool, Ordering},
    time::Duration,
};

use shakmaty::{Move, Position};

use crate::{
    external::{EngineError, Progress, UciEngine},
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

pub(super) enum Analyst {
    Builtin(Box<Searcher>),
    Engine(Box<UciEngine>),
}

impl Analyst {
    /// Searches `game`'s position after `ply` moves within `limits`. `Ok(None)` when
    /// `stop` was set; the engine's failure as an error.
    pub(super) fn look(
        &mut self,
        game: &Game,
        ply: usize,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Result<Option<Look>, EngineError> {
        let pos = game
            .position_at(ply)
            .expect("plies reviewed are in the game")
            .clone();
        let turn = pos.turn();
        match self {
            Analyst::Builtin(searcher) => {
                let mut req = SearchRequest::new(pos);
                req.history = game.keys()[..=ply].to_vec();
                req.limits = limits.clone();
                req.use_book = false;
                let result = searcher.search(&req, stop, |_| {});
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
            Analyst::Engine(engine) => {
                engine.go_from(game.start_position(), &game.moves()[..ply], limits);
                loop {
                    if stop.load(Ordering::Relaxed) {
                        engine.cancel();
                        return Ok(None);
                    }
                    match engine.wait(Duration::from_millis(50)) {
                        Progress::Thinking => {}
                        Progress::Done(Ok(found)) => {
                            return Ok(Some(Look {
                                eval: Eval::from_score(found.score.unwrap_or(Score::Cp(0)), turn),
                                best: Some(found.best),
                                line: found.pv,
                                depth: found.depth,
                            }));
                        }
                        Progress::Done(Err(e)) => return Err(e),
                        // Every `go` ends in `Done`; `Idle` would be the client's bug.
                        Progress::Idle => {
                            return Err(EngineError::BadRequest {
                                path: engine.id().name.clone(),
                                reason: "its search was lost".into(),
                            });
                        }
                    }
                }
            }
        }
    }
}
