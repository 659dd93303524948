//! The Learn mode: lessons on the rules (`gambit_engine::learn`), one exercise at a time
//! on the shared board. The exercise's [`Attempt`] is the mode's referee
//! ([`ModeReferee`]): it decides every try, and the board shows what it says. This file
//! keeps which lesson and exercise are open, what was said about the last try, and the
//! stars won (saved in the save folder); `panel.rs` draws the Learn panel.

mod drill;
pub mod panel;
pub mod progress;
pub mod record;

use std::path::PathBuf;

use bevy::prelude::*;
use gambit_engine::{
    Game,
    clock::TimeControl,
    learn::{self, Attempt, Lesson, Outcome, StarsWon, StarsWonError},
    referee::Referee,
    search::Level,
    session::{Player, Session, Setup},
};
use shakmaty::Position;

use crate::{
    AppSystems,
    board::camera::CameraCommand,
    game::tries::{Said, TryNews, WrongTry},
    game::{
        coach::{CoachSetting, CoachSettings},
        current::now,
        messages::NewSession,
        referee::ModeReferee,
    },
    launch::options::LaunchOptions,
    mode::Mode,
    save::{
        notice::{Earned, Notice},
        persistence::Persistence,
        store::{Store, read_kept},
        writer::Writer,
    },
};

/// The built-in lessons, in their recommended order; `error` if one could not be read.
#[derive(Resource, Debug)]
pub struct Lessons {
    pub list: Vec<Lesson>,
    pub error: Option<String>,
}

impl Default for Lessons {
    fn default() -> Self {
        match learn::builtin() {
            Ok(list) => Lessons { list, error: None },
            Err(e) => Lessons {
                list: Vec::new(),
                error: Some(e.to_string()),
            },
        }
    }
}

/// The stars won, and where they are kept (none: not saved, e.g. another copy of the
/// game holds the save folder).
#[derive(Resource, Debug, Default)]
pub struct LearnProgress {
    pub progress: StarsWon,
    pub file: Option<PathBuf>,
}

impl LearnProgress {
    /// Keeps `stars` for exercise `n` (from 0) of `lesson` if they beat what was won
    /// before, and hands them to the writer at once (the window may be closed or killed
    /// right after). The window and `--headless --lesson` both record solves here.
    /// Returns whether they were new.
    pub fn record(&mut self, lesson: &str, n: usize, stars: u8, writer: Option<&Writer>) -> bool {
        let better = self.progress.record(lesson, n, stars);
        let again = if better { "" } else { " again" };
        info!(
            "learn: {lesson} exercise {} solved{again}, {stars} stars",
            n + 1
        );
        if better {
            self.save(writer);
        }
        better
    }

    /// Hands the stars to the one writer, when they are kept (the window and
    /// `--headless --lesson` both save this way).
    pub fn save(&self, writer: Option<&Writer>) {
        if let (Some(file), Some(writer)) = (&self.file, writer) {
            writer.keep(Earned::Lessons, file.clone(), self.progress.to_json());
        }
    }
}

/// The stars saved in `store` (none without a save folder; `mine`: the folder is this
/// process's, else they are only read). A damaged file is moved aside, with a notice
/// saying so, and the stars start again from none.
pub fn load_progress(store: Option<(&Store, bool)>) -> (LearnProgress, Option<Notice>) {
    let Some((store, mine)) = store else {
        return (LearnProgress::default(), None);
    };
    let file = store.lessons_path();
    let kept = read_kept(
        &file,
        mine,
        StarsWon::load,
        |e| matches!(e, StarsWonError::Damaged(_)),
        Earned::Lessons,
    );
    (
        LearnProgress {
            progress: kept.value,
            file: kept.writable.then_some(file),
        },
        kept.notice,
    )
}

/// The lesson and exercise open (none: the list of lessons).
#[derive(Resource, Debug, Default)]
pub struct Learning {
    pub lesson: Option<usize>,
    pub exercise: usize,
    pub said: Said,
    /// The open lesson has no exercise left: its last was solved or skipped.
    pub finished: bool,
}

/// What the player asks of the Learn panel (or `--learn LESSON` at start).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum LearnCommand {
    /// Open this lesson (by index) at its first exercise not solved yet.
    Open(usize),
    /// Open the lesson with this id.
    OpenId(String),
    /// The next exercise (after solving or to skip one).
    Next,
    /// This exercise again from its start.
    Retry,
    /// Show a move that goes on to solve the exercise.
    ShowMe,
    /// Back to the list of lessons.
    List,
    /// Start a game against Gentle with the coach on, and go to it.
    PlayGentle,
    /// Start a game against this level, and go to it (the Progress page's next step).
    PlayLevel(Level),
    /// Go to the puzzles.
    Puzzles,
}

pub fn plugin(app: &mut App) {
    app.add_plugins((record::plugin, drill::plugin));
    app.init_resource::<Lessons>()
        .init_resource::<LearnProgress>()
        .init_resource::<Learning>()
        .add_message::<LearnCommand>()
        .add_systems(Startup, launch)
        .add_systems(OnEnter(Mode::Learn), set_up_exercise)
        .add_systems(OnExit(Mode::Learn), leave)
        .add_systems(
            Update,
            (
                obey.in_set(AppSystems::Select),
                follow_tries.in_set(AppSystems::Think),
            )
                .run_if(in_state(Mode::Learn)),
        );
}

/// `--learn [LESSON]`: Learn opens, at that lesson if one is named.
fn launch(
    options: Option<Res<LaunchOptions>>,
    mut next: ResMut<NextState<Mode>>,
    mut commands: MessageWriter<LearnCommand>,
) {
    let Some(lesson) = options.and_then(|o| o.learn.clone()) else {
        return;
    };
    next.set(Mode::Learn);
    if !lesson.is_empty() {
        commands.write(LearnCommand::OpenId(lesson));
    }
}

fn set_up_exercise(lessons: Res<Lessons>, learning: Res<Learning>, mut commands: Commands) {
    install(&lessons, &learning, &mut commands);
}

/// The exercise to show: a fresh attempt at it as the board's referee. With none (the
/// list of lessons), the board shows the game.
fn install(lessons: &Lessons, learning: &Learning, commands: &mut Commands) {
    match exercise(lessons, learning) {
        Some(ex) => {
            info!(
                "lesson {} exercise {}",
                lessons.list[learning.lesson.unwrap_or(0)].id,
                learning.exercise + 1
            );
            let mut attempt = Attempt::new(ex);
            // The window keeps a drill's time.
            attempt.time_drill();
            commands.insert_resource(ModeReferee(Box::new(attempt)));
            // The learner sits at their own side ("You play Black": Black's view).
            commands.write_message(CameraCommand::Face(ex.position.turn()));
        }
        None => commands.remove_resource::<ModeReferee>(),
    }
}

fn exercise<'a>(lessons: &'a Lessons, learning: &Learning) -> Option<&'a learn::Exercise> {
    if learning.finished {
        return None;
    }
    lessons
        .list
        .get(learning.lesson?)?
        .exercises
        .get(learning.exercise)
}

fn leave(mut commands: Commands) {
    commands.remove_resource::<ModeReferee>();
}

/// The first exercise of `lesson` not solved yet (the first if all are).
fn first_unsolved(lesson: &Lesson, progress: &StarsWon) -> usize {
    (0..lesson.exercises.len())
        .find(|&i| progress.stars(&lesson.id, i) == 0)
        .unwrap_or(0)
}

#[allow(clippy::too_many_arguments)]
fn obey(
    mut commands_in: MessageReader<LearnCommand>,
    lessons: Res<Lessons>,
    progress: Res<LearnProgress>,
    mut learning: ResMut<Learning>,
    mut settings: ResMut<CoachSettings>,
    mut sessions: MessageWriter<NewSession>,
    mut next_mode: ResMut<NextState<Mode>>,
    time: Res<Time<Real>>,
    mut referee: Option<ResMut<ModeReferee>>,
    mut commands: Commands,
) {
    let mut install_after = false;
    for command in commands_in.read() {
        install_after = true;
        match command {
            LearnCommand::Open(i) => open(&mut learning, &lessons, &progress.progress, *i),
            LearnCommand::OpenId(id) => match lessons.list.iter().position(|l| &l.id == id) {
                Some(i) => open(&mut learning, &lessons, &progress.progress, i),
                None => warn!("no lesson {id}"),
            },
            LearnCommand::Next => {
                let count = learning
                    .lesson
                    .and_then(|l| lessons.list.get(l))
                    .map_or(0, |l| l.exercises.len());
                learning.said = Said::Nothing;
                if learning.exercise + 1 < count {
                    learning.exercise += 1;
                } else {
                    // The last exercise stays on the board under "lesson done".
                    learning.finished = true;
                    install_after = false;
                }
            }
            LearnCommand::Retry => {
                learning.said = Said::Nothing;
                learning.finished = false;
            }
            LearnCommand::ShowMe => {
                install_after = false;
                let shown = referee.as_mut().and_then(|r| r.0.show_suggestion());
                info!("learn: show me {shown:?}");
                if shown.is_none() {
                    learning.said = Said::Wrong(WrongTry::NothingToShow);
                }
            }
            LearnCommand::List => {
                *learning = Learning::default();
            }
            LearnCommand::PlayGentle | LearnCommand::PlayLevel(_) => {
                let level = match command {
                    LearnCommand::PlayLevel(level) => *level,
                    _ => Level::Gentle,
                };
                // Against Gentle the coach speaks unless the player turned it off.
                if level == Level::Gentle && settings.coach == CoachSetting::Off {
                    settings.coach = CoachSetting::On;
                }
                let setup = Setup::new(Player::Human, Player::Computer(level), TimeControl::None);
                let session = Session::start(Game::new(), setup, now(&time));
                sessions.write(NewSession(session));
                next_mode.set(Mode::Play);
                *learning = Learning::default();
                info!("learn: a game against {}", level.name());
            }
            LearnCommand::Puzzles => {
                install_after = false;
                next_mode.set(Mode::Puzzles);
            }
        }
    }
    if install_after {
        install(&lessons, &learning, &mut commands);
    }
}

fn open(learning: &mut Learning, lessons: &Lessons, progress: &StarsWon, i: usize) {
    let Some(lesson) = lessons.list.get(i) else {
        return;
    };
    *learning = Learning {
        lesson: Some(i),
        exercise: first_unsolved(lesson, progress),
        said: Said::Nothing,
        finished: false,
    };
}

/// Words for each refused try; stars when the exercise is solved (kept if they beat
/// what was won before, and saved).
fn follow_tries(
    mut news: TryNews,
    referee: Option<Res<ModeReferee>>,
    lessons: Res<Lessons>,
    mut learning: ResMut<Learning>,
    mut progress: ResMut<LearnProgress>,
    persistence: Option<Res<Persistence>>,
) {
    let mut said = news.latest();
    if let Some(referee) = referee.filter(|r| r.is_changed())
        && let Outcome::Solved { stars, .. } = referee.0.outcome()
        && !learning.said.is_solved()
        && let Some(lesson) = learning.lesson.and_then(|l| lessons.list.get(l))
    {
        said = Some(Said::Solved { stars, change: 0 });
        let writer = persistence.as_deref().map(Persistence::writer);
        progress.record(&lesson.id, learning.exercise, stars, writer);
    }
    if let Some(said) = said {
        learning.said.take(said);
    }
}
