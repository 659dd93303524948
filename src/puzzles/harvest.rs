//! Puzzles from the player's finished games, found without being asked: when a game
//! ends, a thread of its own (at a lower priority, so the board never waits) reviews it
//! and keeps the player's mistakes that have one clearly better answer
//! (`gambit_engine::puzzle::find_puzzles`); they join the training and are saved. The
//! thread stops searching when the game closes.

use std::sync::{
    Arc, Mutex,
    atomic::{AtomicBool, Ordering},
    mpsc::{Receiver, Sender, channel},
};

use bevy::prelude::*;
use chrono::Local;
use gambit_engine::{
    Game,
    game::fen_of,
    puzzle::{PuzzleOptions, Record, find_puzzles},
    session::{Player, program_name},
};
use shakmaty::{Color, Position};

use super::PuzzleTraining;
use crate::{
    AppSystems,
    game::{analysis::AnalysisCommand, current::CurrentGame, messages::GameEnded},
    save::exports::{Exports, Purpose, Target},
};

/// How deep the background review looks (tests make it shallow).
#[derive(Resource, Debug, Clone)]
pub struct HarvestOptions(pub PuzzleOptions);

impl Default for HarvestOptions {
    fn default() -> Self {
        HarvestOptions(PuzzleOptions {
            depth: 10,
            review_depth: Some(8),
            ..PuzzleOptions::default()
        })
    }
}

/// A finished game to look through: the sides the player had, and words for its source.
struct Job {
    game: Game,
    sides: Vec<Color>,
    source: String,
}

/// The background finder: jobs go out, found puzzles come back.
#[derive(Resource)]
pub struct Harvest {
    jobs: Sender<Job>,
    /// A resource must be `Sync`; only `&mut self` reads it.
    found: Mutex<Receiver<Vec<Record>>>,
    stop: Arc<AtomicBool>,
    /// Games sent and not answered yet.
    pub pending: usize,
    /// The last game sent (its start and moves): a finished game reviewed next is not
    /// looked through twice.
    last: Option<(String, Vec<shakmaty::Move>)>,
}

impl Harvest {
    fn start(options: PuzzleOptions) -> Harvest {
        let (jobs, job_rx) = channel::<Job>();
        let (found_tx, found) = channel();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let spawned = std::thread::Builder::new()
            .name("puzzle harvest".into())
            // The search recurses deeply.
            .stack_size(16 << 20)
            .spawn(move || {
                lower_priority();
                for job in job_rx {
                    let records = look_through(&job, &options, &flag);
                    if flag.load(Ordering::Relaxed) || found_tx.send(records).is_err() {
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
}

impl Drop for Harvest {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The board and the clocks come first: this thread runs at a lower priority.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: setpriority on the calling thread's id; no memory is shared.
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
        libc::setpriority(libc::PRIO_PROCESS, tid, 10);
    }
}

/// The puzzles of the player's moves in `job`'s game.
fn look_through(job: &Job, options: &PuzzleOptions, stop: &Arc<AtomicBool>) -> Vec<Record> {
    let game = &job.game;
    find_puzzles(game, options, stop.clone(), |_| {})
        .into_iter()
        .filter_map(|p| {
            let pos = game.position_at(p.ply)?;
            if !job.sides.contains(&pos.turn()) {
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
    app.init_resource::<HarvestOptions>().add_systems(
        Update,
        (send_finished, take_found).in_set(AppSystems::Think),
    );
}

/// A game that ended with moves of the player's goes to the finder, and so does any
/// game the player has reviewed (a loaded PGN too).
fn send_finished(
    mut ended: MessageReader<GameEnded>,
    mut reviews: MessageReader<AnalysisCommand>,
    current: Res<CurrentGame>,
    options: Res<HarvestOptions>,
    harvest: Option<ResMut<Harvest>>,
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
    let job = Job {
        game: game.clone(),
        sides,
        source,
    };
    let key = (fen_of(game.start_position()), game.moves().to_vec());
    let mut started = None;
    let h = match harvest {
        Some(h) => h.into_inner(),
        None => started.insert(Harvest::start(options.0.clone())),
    };
    if h.last.as_ref() != Some(&key) && h.jobs.send(job).is_ok() {
        info!("puzzles: looking through the game");
        h.pending += 1;
        h.last = Some(key);
    }
    if let Some(h) = started {
        commands.insert_resource(h);
    }
}

/// Found puzzles join the training, which is saved.
fn take_found(
    harvest: Option<ResMut<Harvest>>,
    mut training: ResMut<PuzzleTraining>,
    mut exports: Option<ResMut<Exports>>,
) {
    let Some(mut harvest) = harvest else {
        return;
    };
    let found: Vec<Vec<Record>> = match harvest.found.get_mut() {
        Ok(rx) => rx.try_iter().collect(),
        Err(_) => return,
    };
    for records in found {
        harvest.pending = harvest.pending.saturating_sub(1);
        let added = training.training.add_mine(records);
        info!("puzzles: {added} new from the finished game");
        if added > 0
            && let (Some(file), Some(exports)) = (training.file.clone(), exports.as_mut())
        {
            exports.send(
                Target::Exact(file),
                training.training.to_json(),
                Purpose::Puzzles,
            );
        }
    }
}
