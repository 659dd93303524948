//! The Puzzles mode: one puzzle at a time on the shared board, from the player's own
//! games or the built-in set (`gambit_engine::puzzle`). The puzzle's [`Attempt`] is the
//! mode's referee ([`ModeReferee`]); this file chooses the puzzle (the training's
//! schedule), words what happens and records how it went (saved in the save folder);
//! `panel.rs` draws the panel.

pub mod harvest;
pub mod panel;

use std::path::PathBuf;

use bevy::prelude::*;
use chrono::{DateTime, Local, Utc};
use gambit_engine::{
    puzzle::{self, Attempt, Grade, Record, Repairs, Training, TrainingError},
    referee::Outcome,
};

use crate::{
    AppSystems,
    board::camera::CameraCommand,
    game::tries::{Said, TryNews},
    game::{current::CurrentGame, referee::ModeReferee},
    launch::options::LaunchOptions,
    mode::Mode,
    save::{
        notice::{Earned, Notice},
        persistence::Persistence,
        store::{Store, read_kept},
        writer::Writer,
    },
};

/// The built-in puzzles.
#[derive(Resource, Debug)]
pub struct PuzzleSet(pub Vec<Record>);

impl Default for PuzzleSet {
    fn default() -> Self {
        PuzzleSet(puzzle::builtin())
    }
}

/// The player's training, and where it is kept (none: not saved).
#[derive(Resource, Debug, Default)]
pub struct PuzzleTraining {
    pub training: Training,
    pub file: Option<PathBuf>,
}

impl PuzzleTraining {
    /// Hands the training to the one writer, when it is kept (the window and
    /// `--headless --puzzle` both save this way).
    pub fn save(&self, writer: Option<&Writer>) {
        if let (Some(file), Some(writer)) = (&self.file, writer) {
            writer.keep(Earned::Puzzles, file.clone(), self.training.to_json());
        }
    }

    /// Records how `puzzle` went now (its schedule, the rating) and saves the training.
    /// Returns the rating's change.
    pub fn record(&mut self, puzzle: &Record, grade: Grade, writer: Option<&Writer>) -> i32 {
        let change = self.training.record(puzzle, grade, Utc::now());
        info!(
            "puzzles: {} {grade:?}, rating {} ({change:+})",
            puzzle.id,
            self.training.rating()
        );
        self.save(writer);
        change
    }
}

/// What reading the training set right, for the player (the rest was kept).
fn repair_notices(repairs: &Repairs) -> Vec<Notice> {
    let mut said = Vec::new();
    if repairs.puzzles > 0 {
        said.push(Notice::PuzzlesLeftOut(repairs.puzzles));
    }
    if repairs.cards > 0 || repairs.values > 0 {
        warn!("puzzle training: {repairs:?}");
        said.push(Notice::TrainingRepaired);
    }
    said
}

/// The training saved in `store` (none without a save folder; `mine`: the folder is
/// this process's, else it is only read). A damaged file is moved aside, with a notice
/// saying so; puzzles of the player's that can't be played are left out and counted.
pub fn load_training(store: Option<(&Store, bool)>) -> (PuzzleTraining, Vec<Notice>) {
    let Some((store, mine)) = store else {
        return (PuzzleTraining::default(), Vec::new());
    };
    let file = store.puzzles_path();
    let kept = read_kept(
        &file,
        mine,
        |path| Training::load(path).map(Some),
        |e| matches!(e, TrainingError::Damaged(_)),
        Earned::Puzzles,
    );
    let (training, repairs) = kept.value.unwrap_or_default();
    let notice = match kept.notice {
        Some(notice) => vec![notice],
        None => repair_notices(&repairs),
    };
    (
        PuzzleTraining {
            training,
            file: kept.writable.then_some(file),
        },
        notice,
    )
}

/// The puzzle on the board.
#[derive(Resource, Debug, Default)]
pub struct Solving {
    /// None once the mode is shown: the schedule had no puzzle left.
    pub puzzle: Option<Record>,
    pub said: Said,
    /// How it went is recorded (once a puzzle).
    pub recorded: bool,
}

/// What the player asks of the Puzzles panel (or `--puzzles` at start).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum PuzzleCommand {
    /// The next puzzle the schedule gives.
    Next,
    /// This puzzle again from its start.
    Retry,
    /// Mark the piece to move.
    Hint,
    /// Show the next move of the solution.
    ShowSolution,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<PuzzleSet>()
        .init_resource::<PuzzleTraining>()
        .init_resource::<Solving>()
        .add_message::<PuzzleCommand>()
        .add_plugins(harvest::plugin)
        .add_systems(Startup, launch)
        .add_systems(OnEnter(Mode::Puzzles), enter)
        .add_systems(OnExit(Mode::Puzzles), leave)
        .add_systems(
            Update,
            (
                obey.in_set(AppSystems::Select),
                follow_tries.in_set(AppSystems::Think),
            )
                .run_if(in_state(Mode::Puzzles)),
        );
}

/// `--puzzles [ID]`: Puzzles opens, at that puzzle (built in or the player's) if one is
/// named; an unknown one ends the program with status 2.
fn launch(
    options: Option<Res<LaunchOptions>>,
    set: Res<PuzzleSet>,
    training: Res<PuzzleTraining>,
    mut solving: ResMut<Solving>,
    mut next: ResMut<NextState<Mode>>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(id) = options.and_then(|o| o.puzzles.clone()) else {
        return;
    };
    if !id.is_empty() {
        let found = set
            .0
            .iter()
            .chain(training.training.mine())
            .find(|p| p.id == id);
        let Some(record) = found else {
            eprintln!("gambit: no puzzle {id:?} (see --puzzle-set)");
            exit.write(AppExit::from_code(2));
            return;
        };
        solving.puzzle = Some(record.clone());
    }
    next.set(Mode::Puzzles);
}

/// The end of the player's day, for "due today".
pub fn end_of_today() -> DateTime<Utc> {
    let tomorrow = Local::now()
        .date_naive()
        .succ_opt()
        .and_then(|d| d.and_hms_opt(0, 0, 0));
    tomorrow
        .and_then(|t| t.and_local_timezone(Local).earliest())
        .map_or_else(
            || Utc::now() + chrono::Duration::hours(24),
            |t| t.with_timezone(&Utc),
        )
}

fn enter(
    set: Res<PuzzleSet>,
    training: Res<PuzzleTraining>,
    mut solving: ResMut<Solving>,
    mut camera: MessageWriter<CameraCommand>,
    mut commands: Commands,
) {
    if solving.puzzle.is_none() {
        choose(&set, &training, &mut solving);
    }
    install(&solving, &mut camera, &mut commands);
}

/// The schedule's next puzzle, into `solving`.
fn choose(set: &PuzzleSet, training: &PuzzleTraining, solving: &mut Solving) {
    let next = training.training.next(&set.0, Utc::now()).cloned();
    *solving = Solving {
        puzzle: next,
        ..Solving::default()
    };
}

/// A fresh attempt at the puzzle on show as the board's referee, the board turned to
/// the solver's side.
fn install(solving: &Solving, camera: &mut MessageWriter<CameraCommand>, commands: &mut Commands) {
    let Some(record) = &solving.puzzle else {
        commands.remove_resource::<ModeReferee>();
        return;
    };
    match Attempt::from_record(record) {
        Ok(attempt) => {
            info!("puzzle {} {}", record.id, record.fen);
            camera.write(CameraCommand::Face(attempt.player()));
            commands.insert_resource(ModeReferee(Box::new(attempt)));
        }
        // Records are checked when read; this would be a bug, not bad input.
        Err(e) => {
            warn!("puzzle {}: {e}", record.id);
            commands.remove_resource::<ModeReferee>();
        }
    }
}

fn leave(game: Res<CurrentGame>, mut camera: MessageWriter<CameraCommand>, mut commands: Commands) {
    commands.remove_resource::<ModeReferee>();
    camera.write(CameraCommand::Face(game.session.view));
}

#[allow(clippy::too_many_arguments)]
fn obey(
    mut commands_in: MessageReader<PuzzleCommand>,
    set: Res<PuzzleSet>,
    mut training: ResMut<PuzzleTraining>,
    persistence: Option<Res<Persistence>>,
    mut solving: ResMut<Solving>,
    mut referee: Option<ResMut<ModeReferee>>,
    mut camera: MessageWriter<CameraCommand>,
    mut commands: Commands,
) {
    for command in commands_in.read() {
        match command {
            PuzzleCommand::Next => {
                // Skipped unsolved: missed, so it comes back soon.
                record_once(
                    &mut solving,
                    &mut training,
                    persistence.as_deref(),
                    Grade::Missed,
                );
                choose(&set, &training, &mut solving);
                install(&solving, &mut camera, &mut commands);
            }
            PuzzleCommand::Retry => {
                solving.said = Said::Nothing;
                install(&solving, &mut camera, &mut commands);
            }
            PuzzleCommand::Hint => {
                let shown = referee.as_mut().and_then(|r| r.0.show_hint());
                info!("puzzles: hint {shown:?}");
            }
            PuzzleCommand::ShowSolution => {
                let shown = referee.as_mut().and_then(|r| r.0.show_suggestion());
                info!("puzzles: solution {shown:?}");
            }
        }
    }
}

/// Records how the puzzle on show went, unless it was already: its schedule and the
/// rating, saved. Returns the rating's change.
fn record_once(
    solving: &mut Solving,
    training: &mut PuzzleTraining,
    persistence: Option<&Persistence>,
    grade: Grade,
) -> i32 {
    let Some(record) = solving.puzzle.as_ref().filter(|_| !solving.recorded) else {
        return 0;
    };
    solving.recorded = true;
    training.record(record, grade, persistence.map(Persistence::writer))
}

/// Words for each refused try; when the puzzle is solved, how it went is recorded once
/// (its schedule and the rating) and saved.
fn follow_tries(
    mut news: TryNews,
    referee: Option<Res<ModeReferee>>,
    mut solving: ResMut<Solving>,
    mut training: ResMut<PuzzleTraining>,
    persistence: Option<Res<Persistence>>,
) {
    let mut said = news.latest();
    if let Some(referee) = referee.filter(|r| r.is_changed())
        && let Outcome::Solved { stars, .. } = referee.0.outcome()
        && !solving.said.is_solved()
        && solving.puzzle.is_some()
    {
        let change = record_once(
            &mut solving,
            &mut training,
            persistence.as_deref(),
            Grade::from_stars(stars),
        );
        said = Some(Said::Solved { stars, change });
    }
    if let Some(said) = said {
        solving.said.take(said);
    }
}
