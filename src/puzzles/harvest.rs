//! Puzzles from the player's finished games, found without being asked: when a game
//! ends it is kept in the training as waiting to be looked through (saved at once), and a
//! thread of its own (at a lower priority, so the board never waits) reviews it and keeps
//! the player's mistakes that have one clearly better answer
//! (`gambit_engine::puzzle::find_puzzles`, or the judge of the settings when it is a UCI
//! engine: Stockfish by default when installed); they join the training, the game waits no
//! more, and the training is saved. A game still waiting at start-up (the program ended
//! before its search did) is looked through again. The thread stops searching when the
//! game closes.

use std::sync::{
    Arc,
    atomic::{AtomicBool, Ordering},
};

use bevy::prelude::*;
use chrono::{Datelike, Local};
use gambit_engine::{
    Game,
    external::{EngineConfig, UciEngine},
    puzzle::{
        ENGINE_NODES, GameSource, Opponent, Puzzle, PuzzleOptions, Record, WaitingGame,
        find_puzzles, find_puzzles_with_engine,
    },
    session::{Player, program_name},
};
use shakmaty::{Color, Position};

use super::PuzzleTraining;
use crate::{
    AppSystems,
    game::{
        current::CurrentGame,
        judge::{EngineSettings, Installed},
        messages::GameEnded,
        review::ReviewCommand,
    },
    save::persistence::Persistence,
    worker::{SEARCH_STACK, Spec, Worker},
};

/// How deep the background review looks when the built-in search judges: as
/// `gambit-engine puzzles` does by default, the depth measured (docs/measurements.md);
/// tests make it shallow.
#[derive(Resource, Debug, Clone, Default)]
pub struct HarvestOptions(pub PuzzleOptions);

/// A finished game, and who looks through it (`None`: the built-in search).
type Job = (WaitingGame, Option<EngineConfig>);

/// The background finder: finished games go out, each comes back with its puzzles.
#[derive(Resource)]
pub struct Harvest {
    /// None: the system gave no thread (games keep waiting for the next start).
    worker: Option<Worker<Job, (WaitingGame, Vec<Record>)>>,
    /// The last game sent: a finished game reviewed next is not looked through twice.
    last: Option<WaitingGame>,
}

impl Harvest {
    fn start(options: PuzzleOptions) -> Harvest {
        let spec = Spec::new("puzzle harvest").stack(SEARCH_STACK).queue(64);
        let worker = Worker::start(spec, move |hands| {
            lower_priority();
            for (job, judge) in hands.jobs() {
                let records = look_through(&job, &options, judge, hands.stop_flag());
                // Stopped half-way: the game keeps waiting for the next start.
                if !hands.give((job, records)) {
                    break;
                }
            }
        });
        let worker = worker
            .inspect_err(|e| warn!("puzzles from games: no thread ({e})"))
            .ok();
        Harvest { worker, last: None }
    }

    /// Games sent and not looked through yet.
    pub fn pending(&self) -> usize {
        self.worker.as_ref().map_or(0, Worker::pending)
    }

    /// Whether `job` is the game sent last (a game reviewed after it ended).
    fn sent_last(&self, job: &WaitingGame) -> bool {
        self.last.as_ref().is_some_and(|last| last.same_game(job))
    }

    /// Sends a game to the thread, unless it was the last one sent; `judge` looks
    /// through it (`None`: the built-in search).
    fn send(&mut self, job: WaitingGame, judge: Option<EngineConfig>) {
        if self.sent_last(&job) {
            return;
        }
        let Some(worker) = &self.worker else { return };
        if worker.send((job.clone(), judge)).is_ok() {
            info!("puzzles: looking through a finished game");
            self.last = Some(job);
        }
    }
}

/// The board and the clocks come first: this thread runs at a lower priority.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: gettid has no arguments and touches no memory.
    lower_priority_of(unsafe { libc::syscall(libc::SYS_gettid) } as u32);
}

/// The thread or process `id` (the judging engine's too) runs at a lower priority.
fn lower_priority_of(id: u32) {
    #[cfg(unix)]
    // SAFETY: setpriority on a thread's or a child process's id; no memory is shared.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, id as libc::id_t, 10);
    }
    #[cfg(not(unix))]
    let _ = id;
}

/// The puzzles of `game` by `judge` (at full strength, confirmed at
/// [`ENGINE_NODES`]); by the built-in search when there is none or it fails.
fn find(
    game: &Game,
    options: &PuzzleOptions,
    judge: Option<EngineConfig>,
    stop: &Arc<AtomicBool>,
) -> Vec<Puzzle> {
    if let Some(config) = judge {
        let found = UciEngine::start(&config).and_then(|engine| {
            lower_priority_of(engine.pid());
            find_puzzles_with_engine(game, engine, ENGINE_NODES, stop.clone(), |_| {})
        });
        match found {
            Ok(puzzles) => return puzzles,
            // Stopped: the game keeps waiting for the next start anyway.
            Err(_) if stop.load(Ordering::Relaxed) => return Vec::new(),
            Err(e) => warn!("puzzles: {e}; the built-in engine looks instead"),
        }
    }
    find_puzzles(game, options, stop.clone(), |_| {})
}

/// The puzzles of the player's moves in `job`'s game (none when it can't be replayed).
fn look_through(
    job: &WaitingGame,
    options: &PuzzleOptions,
    judge: Option<EngineConfig>,
    stop: &Arc<AtomicBool>,
) -> Vec<Record> {
    let Some(game) = job.game() else {
        return Vec::new();
    };
    let sides = job.sides();
    find(&game, options, judge, stop)
        .into_iter()
        .filter_map(|p| {
            let pos = game.position_at(p.ply)?;
            if !sides.contains(&pos.turn()) {
                return None;
            }
            // The move's number as the game counts it (a game from a position need not
            // start at 1).
            let number = pos.fullmoves().get();
            let from_game = job.from_game.as_ref().map(|g| g.at_move(number));
            // A game kept by an older version has English words only.
            let source = match &from_game {
                Some(g) => g.english(),
                None => format!("{}, move {number}", job.source),
            };
            Some(Record::from_found(String::new(), &p, source, from_game))
        })
        .collect()
}

/// The player's opponent; none for a human (the player had both sides).
fn opponent(player: &Player) -> Option<Opponent> {
    match player {
        Player::Human => None,
        Player::Computer(level) => Some(Opponent::Computer(level.name().into())),
        Player::Engine(path) => Some(Opponent::Engine(program_name(path))),
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<HarvestOptions>()
        .add_systems(Startup, look_through_waiting)
        .add_systems(
            Update,
            (send_finished, take_found).in_set(AppSystems::Think),
        );
}

/// Games left waiting by an earlier run are looked through again.
fn look_through_waiting(
    training: Option<Res<PuzzleTraining>>,
    options: Res<HarvestOptions>,
    settings: Res<EngineSettings>,
    installed: Res<Installed>,
    mut commands: Commands,
) {
    let Some(training) = training else { return };
    let waiting = training.training.waiting();
    if waiting.is_empty() {
        return;
    }
    let mut harvest = Harvest::start(options.0.clone());
    for job in waiting {
        harvest.send(job.clone(), settings.judge_engine(&installed));
    }
    commands.insert_resource(harvest);
}

/// A game that ended with moves of the player's goes to the finder, and so does any
/// game the player has reviewed (a loaded PGN too).
#[allow(clippy::too_many_arguments)]
fn send_finished(
    mut ended: MessageReader<GameEnded>,
    mut reviews: MessageReader<ReviewCommand>,
    current: Res<CurrentGame>,
    options: Res<HarvestOptions>,
    harvest: Option<ResMut<Harvest>>,
    mut training: ResMut<PuzzleTraining>,
    persistence: Option<Res<Persistence>>,
    judge: (Res<EngineSettings>, Res<Installed>),
    mut commands: Commands,
) {
    let reviewed = reviews
        .read()
        .filter(|c| **c == ReviewCommand::Start)
        .count();
    if ended.read().count() + reviewed == 0 {
        return;
    }
    let session = &current.session;
    let sides: Vec<Color> = [Color::White, Color::Black]
        .into_iter()
        .filter(|&c| session.player(c).is_human())
        .collect();
    let game = session.game();
    if sides.is_empty() || game.moves().len() < 2 {
        return;
    }
    let today = Local::now().date_naive();
    let source = GameSource {
        against: match sides.as_slice() {
            [side] => opponent(&session.player(!*side)),
            _ => None,
        },
        date: (today.year(), today.month(), today.day()),
        move_number: 0,
    };
    let job = WaitingGame::new(game, &sides, source);
    if harvest.as_ref().is_some_and(|h| h.sent_last(&job)) {
        return;
    }
    // Kept first: if the program ends before the search does, the next start looks again.
    if training.training.wait_for_look(job.clone()) {
        training.save(persistence.as_deref().map(Persistence::writer));
    }
    let mut started = None;
    let h = match harvest {
        Some(h) => h.into_inner(),
        None => started.insert(Harvest::start(options.0.clone())),
    };
    h.send(job, judge.0.judge_engine(&judge.1));
    if let Some(h) = started {
        commands.insert_resource(h);
    }
}

/// Found puzzles join the training, their game waits no more, and the training is saved.
fn take_found(
    harvest: Option<ResMut<Harvest>>,
    mut training: ResMut<PuzzleTraining>,
    persistence: Option<Res<Persistence>>,
) {
    let Some(mut harvest) = harvest else {
        return;
    };
    let Some(worker) = harvest.worker.as_mut() else {
        return;
    };
    for (game, records) in worker.answers() {
        let added = training.training.add_mine(records);
        training.training.looked_through(&game);
        info!("puzzles: {added} new from the finished game");
        training.save(persistence.as_deref().map(Persistence::writer));
    }
}
