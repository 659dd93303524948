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
    Arc, Mutex,
    atomic::{AtomicBool, Ordering},
    mpsc::{Receiver, Sender, channel},
};

use bevy::prelude::*;
use chrono::Local;
use gambit_engine::{
    Game,
    external::{EngineConfig, UciEngine},
    puzzle::{
        ENGINE_NODES, Puzzle, PuzzleOptions, Record, WaitingGame, find_puzzles,
        find_puzzles_with_engine,
    },
    session::{Player, program_name},
};
use shakmaty::{Color, Position};

use super::PuzzleTraining;
use crate::{
    AppSystems,
    game::{
        analysis::AnalysisCommand, current::CurrentGame, judge::Installed, messages::GameEnded,
        settings::Settings,
    },
    save::persistence::Persistence,
};

/// How deep the background review looks when the built-in search judges: as
/// `gambit-engine puzzles` does by default, the depth measured (docs/measurements.md);
/// tests make it shallow.
#[derive(Resource, Debug, Clone, Default)]
pub struct HarvestOptions(pub PuzzleOptions);

/// The background finder: finished games go out, each comes back with its puzzles.
#[derive(Resource)]
pub struct Harvest {
    jobs: Sender<(WaitingGame, Option<EngineConfig>)>,
    /// A resource must be `Sync`; only `&mut self` reads it.
    found: Mutex<Receiver<(WaitingGame, Vec<Record>)>>,
    stop: Arc<AtomicBool>,
    /// Games sent and not answered yet.
    pub pending: usize,
    /// The last game sent: a finished game reviewed next is not looked through twice.
    last: Option<WaitingGame>,
}

impl Harvest {
    fn start(options: PuzzleOptions) -> Harvest {
        let (jobs, job_rx) = channel::<(WaitingGame, Option<EngineConfig>)>();
        let (found_tx, found) = channel();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let spawned = std::thread::Builder::new()
            .name("puzzle harvest".into())
            // The search recurses deeply.
            .stack_size(16 << 20)
            .spawn(move || {
                lower_priority();
                for (job, judge) in job_rx {
                    let records = look_through(&job, &options, judge, &flag);
                    // Stopped half-way: the game keeps waiting for the next start.
                    if flag.load(Ordering::Relaxed) || found_tx.send((job, records)).is_err() {
                        break;
                    }
                }
            });
        if let Err(e) = spawned {
            warn!("puzzles from games: no thread ({e})");
        }
        Harvest {
            jobs,
            found: Mutex::new(found),
            stop,
            pending: 0,
            last: None,
        }
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
        if self.jobs.send((job.clone(), judge)).is_ok() {
            info!("puzzles: looking through a finished game");
            self.pending += 1;
            self.last = Some(job);
        }
    }
}

impl Drop for Harvest {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
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
            let source = format!("{}, move {}", job.source, pos.fullmoves());
            Some(Record::from_found(String::new(), &p, source))
        })
        .collect()
}

/// The opponent's name for "your game against …".
fn opponent(player: &Player) -> String {
    match player {
        Player::Human => "a friend".into(),
        Player::Computer(level) => level.name().into(),
        Player::Engine(path) => program_name(path),
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
    settings: Res<Settings>,
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
    mut reviews: MessageReader<AnalysisCommand>,
    current: Res<CurrentGame>,
    options: Res<HarvestOptions>,
    harvest: Option<ResMut<Harvest>>,
    mut training: ResMut<PuzzleTraining>,
    persistence: Option<Res<Persistence>>,
    judge: (Res<Settings>, Res<Installed>),
    mut commands: Commands,
) {
    let reviewed = reviews
        .read()
        .filter(|c| **c == AnalysisCommand::Start)
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
    let source = match sides.as_slice() {
        [side] => format!(
            "Your game against {} on {}",
            opponent(&session.player(!*side)),
            Local::now().format("%-d %b %Y")
        ),
        _ => format!("Your game on {}", Local::now().format("%-d %b %Y")),
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
    let found: Vec<(WaitingGame, Vec<Record>)> = match harvest.found.get_mut() {
        Ok(rx) => rx.try_iter().collect(),
        Err(_) => return,
    };
    for (game, records) in found {
        harvest.pending = harvest.pending.saturating_sub(1);
        let added = training.training.add_mine(records);
        training.training.looked_through(&game);
        info!("puzzles: {added} new from the finished game");
        training.save(persistence.as_deref().map(Persistence::writer));
    }
}
