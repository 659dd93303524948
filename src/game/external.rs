//! External UCI engines for the computer player (`ai.rs`). Each program runs as a child
//! process, started on demand on a thread of its own and then only polled
//! (`UciEngine::poll` never blocks), so no frame waits on an engine. One process per
//! program serves every use of it (a side, hints), one search at a time.
//!
//! An engine that failed (would not start, crashed, hung, sent an illegal move) stays
//! failed until the session is replaced or its players change, so a broken engine is
//! not restarted every frame. Engines that are let go are shut down on threads of
//! their own (an engine that ignores `quit` takes a second to kill), waited for on
//! exit: no engine outlives the game.

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    time::Duration,
};

use bevy::prelude::*;
use gambit_engine::{
    Game,
    external::{EngineConfig, EngineError, EngineMove, SearchPoll, Starting, Timeouts, UciEngine},
    search::Limits,
};

use crate::{
    AppSystems,
    game::{current::CurrentGame, judge::EngineSettings, messages::SessionReplaced},
    worker::{Spec, Worker},
};

/// A search asked of the engine at `path`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineTask {
    pub path: PathBuf,
    /// `go` went out; from then on the engine is only polled.
    sent: bool,
    /// A judge's search (a hint, a draw offer's answer): at full strength, whatever
    /// strength the engine plays at.
    judging: bool,
}

impl EngineTask {
    pub fn new(path: PathBuf) -> EngineTask {
        EngineTask {
            path,
            sent: false,
            judging: false,
        }
    }

    /// A search for the judge, at full strength.
    pub fn judging(path: PathBuf) -> EngineTask {
        EngineTask {
            judging: true,
            ..EngineTask::new(path)
        }
    }
}

/// Where a task stands after a step.
#[derive(Debug)]
pub enum Step {
    /// Starting, or thinking.
    Waiting,
    Done(EngineMove),
    Failed(EngineError),
}

enum State {
    Starting(Starting),
    Ready(Box<UciEngine>),
}

struct Slot {
    /// What the process was started with.
    config: EngineConfig,
    state: State,
    /// The session generation `ucinewgame` was last sent for.
    game: Option<u64>,
}

/// The running engines, by program.
#[derive(Resource, Default)]
pub struct Engines {
    slots: HashMap<PathBuf, Slot>,
    failed: HashMap<PathBuf, EngineError>,
    /// Threads shutting engines down.
    retired: Vec<Worker<(), ()>>,
}

/// Whether a process started with `a` serves `b` as well (the per-move limit is sent
/// with each search; the rest is set when the engine starts).
fn same_process(a: &EngineConfig, b: &EngineConfig) -> bool {
    a.path == b.path
        && a.args == b.args
        && a.strength == b.strength
        && a.threads == b.threads
        && a.hash_mb == b.hash_mb
}

impl Engines {
    /// Why the engine at `path` failed, while it counts as failed.
    pub fn failure(&self, path: &Path) -> Option<&EngineError> {
        self.failed.get(path)
    }

    /// Give every failed engine another chance (a new session, other players).
    pub fn clear_failures(&mut self) {
        self.failed.clear();
    }

    /// The process id of the running engine at `path` (tests check it is gone).
    pub fn pid(&self, path: &Path) -> Option<u32> {
        match &self.slots.get(path)?.state {
            State::Ready(engine) => Some(engine.pid()),
            State::Starting(_) => None,
        }
    }

    /// [`Engines::step`] for the position on the board, with the engine's configuration
    /// from `settings`; `limits`, or (`None`) its own from the clock at `now`, leaving
    /// `reserve` on it.
    pub fn advance(
        &mut self,
        task: &mut EngineTask,
        current: &CurrentGame,
        settings: &EngineSettings,
        limits: Option<&Limits>,
        (now, reserve): (Duration, Duration),
    ) -> Step {
        let mut config = settings.engine_config(&task.path);
        if task.judging {
            config.strength = gambit_engine::external::Strength::Full;
        }
        let (game, clock) = (current.game(), current.session.clock());
        let side = game.turn();
        self.step(task, &config, game, current.generation, || {
            limits
                .cloned()
                .unwrap_or_else(|| config.limits(clock, side, now, reserve))
        })
    }

    /// Moves `task` on: starts its engine if needed (with `config`), sends the search
    /// once the engine is ready (the position of `game`, with the limits `limits` gives
    /// then, so a clock is read when the search really starts), then polls. Never
    /// blocks. `generation` is the session's: a new one is a new game for the engine.
    pub fn step(
        &mut self,
        task: &mut EngineTask,
        config: &EngineConfig,
        game: &Game,
        generation: u64,
        limits: impl FnOnce() -> Limits,
    ) -> Step {
        if let Some(e) = self.failed.get(&task.path) {
            return Step::Failed(e.clone());
        }
        let stale = self
            .slots
            .get(&task.path)
            .is_some_and(|s| !same_process(&s.config, config));
        if stale && let Some(slot) = self.slots.remove(&task.path) {
            self.let_go(slot);
        }
        let slot = self.slots.entry(task.path.clone()).or_insert_with(|| {
            info!("starting the engine {}", config.path.display());
            Slot {
                config: config.clone(),
                state: State::Starting(UciEngine::start_in_background(
                    config.clone(),
                    Timeouts::default(),
                )),
                game: None,
            }
        });
        if let State::Starting(starting) = &mut slot.state {
            match starting.poll() {
                None => return Step::Waiting,
                Some(Ok(engine)) => {
                    info!(
                        "the engine {} is {} ({:?})",
                        config.path.display(),
                        engine.id().name,
                        engine.applied_strength()
                    );
                    slot.state = State::Ready(Box::new(engine));
                }
                Some(Err(e)) => return self.fail(&task.path, e),
            }
        }
        let State::Ready(engine) = &mut slot.state else {
            return Step::Waiting;
        };
        if !task.sent {
            if slot.game != Some(generation) {
                engine.new_game();
                slot.game = Some(generation);
            }
            engine.go(game, &limits());
            task.sent = true;
            // Answers come from the next step on, never in the call that asked.
            return Step::Waiting;
        }
        match engine.poll() {
            SearchPoll::Thinking => Step::Waiting,
            SearchPoll::Done(Ok(found)) => Step::Done(found),
            SearchPoll::Done(Err(e)) => self.fail(&task.path, e),
            // Every `go` ends in a `Done`; an answer lost all the same is asked again.
            SearchPoll::Idle => {
                task.sent = false;
                Step::Waiting
            }
        }
    }

    /// Drop the task's search: the engine stops it and its answer is never handed out.
    pub fn cancel(&mut self, task: &EngineTask) {
        if task.sent
            && let Some(Slot {
                state: State::Ready(engine),
                ..
            }) = self.slots.get_mut(&task.path)
        {
            engine.cancel();
        }
    }

    /// The engine at `path` failed with `e`: it is let go and counts as failed.
    fn fail(&mut self, path: &Path, e: EngineError) -> Step {
        warn!("{e}");
        if let Some(slot) = self.slots.remove(path) {
            self.let_go(slot);
        }
        self.failed.insert(path.to_path_buf(), e.clone());
        Step::Failed(e)
    }

    /// Shut an engine that is no longer wanted down (e.g. one tried in the settings).
    pub fn retire(&mut self, engine: UciEngine) {
        self.let_go(engine);
    }

    /// Drop `engine` (a slot, an engine) on a thread of its own.
    fn let_go(&mut self, engine: impl Send + 'static) {
        match Worker::start(Spec::new("uci-quit"), move |_| drop(engine)) {
            Ok(worker) => self.retired.push(worker),
            Err(e) => error!("no thread to shut an engine down: {e}"),
        }
        self.retired.retain_mut(|w| {
            w.answers();
            !w.ended()
        });
    }

    /// Polls the engines nobody waits on, so a cancelled search's answer is drained and
    /// an engine that died meanwhile is let go (it starts afresh when next asked).
    fn tend(&mut self) {
        let dead: Vec<PathBuf> = self
            .slots
            .iter_mut()
            .filter_map(|(path, slot)| match &mut slot.state {
                State::Ready(engine) if !engine.is_thinking() => {
                    engine.poll();
                    engine.error().is_some().then(|| path.clone())
                }
                _ => None,
            })
            .collect();
        for path in dead {
            if let Some(slot) = self.slots.remove(&path) {
                self.let_go(slot);
            }
        }
    }

    /// Shut every engine down (in parallel) and wait until they are gone.
    pub fn shut_down(&mut self) {
        let slots: Vec<Slot> = self.slots.drain().map(|(_, s)| s).collect();
        for slot in slots {
            self.let_go(slot);
        }
        // An engine is asked to quit and killed a second later: well within this.
        for mut worker in self.retired.drain(..) {
            worker.wait_end(SHUT_DOWN_LIMIT);
        }
    }
}

impl Drop for Engines {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// How long the game waits, at exit, for one engine let go to be gone.
const SHUT_DOWN_LIMIT: Duration = Duration::from_secs(5);

pub fn plugin(app: &mut App) {
    app.init_resource::<Engines>()
        .add_systems(Update, (tend, forgive).in_set(AppSystems::Think))
        .add_systems(Last, shut_down_on_exit);
}

fn tend(mut engines: ResMut<Engines>) {
    if !engines.slots.is_empty() {
        engines.tend();
    }
}

/// A new session or other players: failed engines may be tried again.
fn forgive(mut replaced: MessageReader<SessionReplaced>, mut engines: ResMut<Engines>) {
    if replaced.read().count() > 0 && !engines.failed.is_empty() {
        engines.clear_failures();
    }
}

fn shut_down_on_exit(mut exits: MessageReader<AppExit>, mut engines: ResMut<Engines>) {
    if exits.read().next().is_some() {
        engines.shut_down();
    }
}
