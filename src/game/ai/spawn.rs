//! Starting a search: the built-in one on a thread of its own, or an external engine's.

use std::{
    path::PathBuf,
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicUsize, Ordering},
    },
    time::Duration,
};

use bevy::prelude::*;
use gambit_engine::{
    search::{Level, Limits, SearchRequest, Searcher},
    shakmaty::{Move, Position},
};

use super::{Ai, HASH_MB, Purpose, Thinking, Work};
use crate::{
    game::{
        current::CurrentGame,
        external::{EngineTask, Engines, Step},
        judge::EngineSettings,
        messages::EngineFailed,
    },
    worker::{SEARCH_STACK, Spec, Worker},
};

impl Ai {
    /// The searcher of a stopped search, if it has come back (`wait`: up to 100 ms; a
    /// stopped search returns within milliseconds).
    pub(super) fn reclaim(&mut self, wait: bool) -> Option<Searcher> {
        let worker = self.returning.as_mut()?;
        let back = if wait {
            worker.answer_within(Duration::from_millis(100))
        } else {
            let back = worker.answer();
            if back.is_none() && !worker.ended() {
                return None;
            }
            back
        };
        self.returning = None;
        back.map(|(searcher, _)| searcher)
    }
}

/// One search counted in [`Ai::running_threads`] while this lives.
struct Running(Arc<AtomicUsize>);

impl Running {
    fn new(count: &Arc<AtomicUsize>) -> Running {
        count.fetch_add(1, Ordering::AcqRel);
        Running(count.clone())
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// Starts a built-in search of the position on the board, or with `expected`, of the
/// position after that move of the player's (pondering).
#[allow(clippy::too_many_arguments)]
pub(super) fn spawn_search(
    ai: &mut Ai,
    current: &CurrentGame,
    purpose: Purpose,
    level: Level,
    mut limits: Limits,
    started: Duration,
    min_delay: Duration,
    expected: Option<Move>,
) {
    let game = current.game();
    let keys = game.keys();
    let mut req = match expected {
        Some(mv) => {
            let mut after = game.position().clone();
            after.play_unchecked(mv);
            let mut req = SearchRequest::new(after);
            req.history = keys.to_vec();
            req
        }
        None => {
            let mut req = SearchRequest::new(game.position().clone());
            req.history = keys[..keys.len() - 1].to_vec();
            req
        }
    };
    req.level = level;
    if let Some(cap) = ai.node_cap {
        limits.nodes = Some(limits.nodes.map_or(cap, |n| n.min(cap)));
    }
    req.limits = limits;
    ai.seed = ai
        .seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    req.seed = ai.seed;
    req.use_book = matches!(purpose, Purpose::Move | Purpose::Ponder);
    let pondering = expected.map(|_| Arc::new(AtomicBool::new(true)));
    let ponder_flag = pondering.clone();
    let running = Running::new(&ai.threads);
    let mut searcher = match ai.searcher.take() {
        Some(s) => s,
        None => ai.reclaim(true).unwrap_or_else(|| Searcher::new(HASH_MB)),
    };
    let spec = Spec::new("gambit-search").stack(SEARCH_STACK).queue(1);
    let worker = Worker::start(spec, move |hands| {
        let _running = running;
        let flag = hands.stop_flag();
        let done = match &ponder_flag {
            Some(p) => searcher.ponder_search(&req, flag, p, |_| {}),
            None => searcher.search(&req, flag, |_| {}),
        };
        // Its searcher goes back even when the search was cancelled (`Ai::reclaim`).
        hands.give_back((searcher, done));
    });
    let worker = match worker {
        Ok(worker) => worker,
        Err(e) => {
            error!("no thread for the computer's search: {e}");
            return;
        }
    };
    ai.thinking = Some(Thinking {
        purpose,
        work: Work::Builtin { worker, pondering },
        started,
        at: current.position_id(),
        mover: if expected.is_some() {
            !game.turn()
        } else {
            game.turn()
        },
        min_delay,
        expected,
    });
}

/// The external engine the search is asked of. It starts at once (the process, or the
/// search if the engine is up) and is polled by `finish` from the next frame on.
pub(super) fn begin_engine(
    ai: &mut Ai,
    current: &CurrentGame,
    ext: &mut External,
    purpose: Purpose,
    path: PathBuf,
    limits: Option<Limits>,
    t: Duration,
) {
    let mut task = match purpose {
        Purpose::Move | Purpose::Ponder => EngineTask::new(path),
        Purpose::Hint | Purpose::DrawOffer => EngineTask::judging(path),
    };
    let times = (t, ai.frame * 2);
    let step = ext
        .engines
        .advance(&mut task, current, &ext.settings, limits.as_ref(), times);
    let side = current.game().turn();
    if let Step::Failed(error) = step {
        let side = (purpose == Purpose::Move).then_some(side);
        let path = task.path;
        ext.failed.write(EngineFailed { path, side, error });
        return;
    }
    ai.thinking = Some(Thinking {
        purpose,
        work: Work::Engine { task, limits },
        started: t,
        at: current.position_id(),
        mover: side,
        min_delay: Duration::ZERO,
        expected: None,
    });
}

#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct External<'w> {
    pub(super) engines: ResMut<'w, Engines>,
    pub(super) settings: Res<'w, EngineSettings>,
    pub(super) installed: Res<'w, crate::game::judge::Installed>,
    pub(super) failed: MessageWriter<'w, EngineFailed>,
}
