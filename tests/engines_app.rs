//! External engines in the app, headless (`logic_plugins` under `MinimalPlugins`): a
//! failed engine's side waits with its clock stopped until the players change, then the
//! game goes on from the same position; computers alone pause and resume; hints come
//! from the judge of the settings; no engine process outlives the app.

mod common;

use std::{
    path::{Path, PathBuf},
    time::Duration,
};

use bevy::prelude::*;
use common::{app::run_until, fake_engine, fake_pid, gone, scratch};
use gambit::game::{
    ai::{Hint, HintRequested},
    current::CurrentGame,
    external::Engines,
    judge::{EngineSettings, Judge},
    messages::{MoveRequested, PauseRequested, PlayersChanged},
};
use gambit::{save::settings::SettingsFile, ui::words};
use gambit_engine::{Game, clock::TimeControl, search::Level, session::Player};
use shakmaty::{CastlingMode, Color, Square};

fn app_with(white: Player, black: Player, control: TimeControl, settings: SettingsFile) -> App {
    common::app::app_with(Game::new(), (white, black), control, settings)
}

fn engine(path: &Path) -> Player {
    Player::Engine(path.to_path_buf())
}

/// `n` frames, 40 ms of game time each, with real pauses.
fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn current(app: &App) -> &CurrentGame {
    app.world().resource::<CurrentGame>()
}

fn plies(app: &App) -> usize {
    current(app).game().moves().len()
}

fn failed(app: &App, path: &Path) -> bool {
    app.world().resource::<Engines>().failure(path).is_some()
}

fn play(app: &mut App, from: &str, to: &str) {
    let sq = |s: &str| s.parse::<Square>().unwrap();
    app.world_mut().write_message(MoveRequested {
        from: sq(from),
        to: sq(to),
        promotion: None,
    });
    app.update();
}

#[test]
fn a_failed_engine_waits_with_its_clock_stopped_until_the_players_change() {
    let dir = scratch("app-crash");
    let crash = fake_engine(&dir, "crash-engine", "crash");
    let five = TimeControl::SuddenDeath {
        base: Duration::from_secs(300),
    };
    let mut app = app_with(Player::Human, engine(&crash), five, SettingsFile::default());
    play(&mut app, "e2", "e4");
    run_until(&mut app, "the engine's failure", |a| failed(a, &crash));
    app.update();
    let session = &current(&app).session;
    assert!(session.is_paused(), "the game waits");
    assert_eq!(session.clock().running(), None, "and so does Black's clock");
    let black_left = session.clock().remaining(Color::Black, Duration::ZERO);
    // Eight seconds of game time.
    frames(&mut app, 200);
    assert_eq!(plies(&app), 1, "the failed engine's side does not move");
    assert!(gone(fake_pid(&crash)));
    // Another opponent: the game goes on from the same position with Black's time.
    app.world_mut().write_message(PlayersChanged {
        white: Player::Human,
        black: Player::Computer(Level::Gentle),
    });
    run_until(&mut app, "the new opponent's move", |a| plies(a) == 2);
    let session = &current(&app).session;
    assert!(!session.is_paused());
    let first = session.game().moves()[0].to_uci(CastlingMode::Standard);
    assert_eq!(first.to_string(), "e2e4");
    assert!(
        !failed(&app, &crash),
        "failures are forgiven with new players"
    );
    let used = black_left
        - session
            .clock()
            .remaining(Color::Black, Duration::from_secs(999));
    assert!(
        used < Duration::from_secs(5),
        "Black's clock ran only for its move"
    );
}

#[test]
fn computers_alone_pause_and_resume() {
    let dir = scratch("app-watch");
    let good = fake_engine(&dir, "good-engine", "good");
    let five = TimeControl::SuddenDeath {
        base: Duration::from_secs(300),
    };
    let white = Player::Computer(Level::Gentle);
    let mut app = app_with(white, engine(&good), five, SettingsFile::default());
    run_until(&mut app, "two moves", |a| plies(a) >= 2);
    app.world_mut().write_message(PauseRequested(true));
    app.update();
    let paused_at = plies(&app);
    let now = app.world().resource::<Time<Real>>().elapsed();
    let clocks = |app: &App, t| {
        let clock = current(app).session.clock();
        (
            clock.remaining(Color::White, t),
            clock.remaining(Color::Black, t),
        )
    };
    let before = clocks(&app, now);
    frames(&mut app, 40);
    assert_eq!(plies(&app), paused_at, "nobody moves while paused");
    let later = app.world().resource::<Time<Real>>().elapsed();
    assert_eq!(clocks(&app, later), before, "the clocks stand still");
    app.world_mut().write_message(PauseRequested(false));
    run_until(&mut app, "the game to go on", |a| plies(a) > paused_at + 1);
    let pid = fake_pid(&good);
    app.world_mut().write_message(AppExit::Success);
    app.update();
    assert!(gone(pid), "the engine is shut down on exit");
}

#[test]
fn hints_come_from_the_judge_and_fall_back_when_it_fails() {
    let dir = scratch("app-hint");
    let good = fake_engine(&dir, "good-engine", "good");
    let mut settings = SettingsFile::default();
    settings.engines.judge = Judge::Engine(good.clone());
    let opponent = Player::Computer(Level::Gentle);
    let mut app = app_with(Player::Human, opponent, TimeControl::None, settings);
    let hint = |a: &App| a.world().resource::<Hint>().squares();
    app.world_mut().write_message(HintRequested);
    run_until(&mut app, "a hint", |a| hint(a).is_some());
    // The fake engine suggests the first legal move, a2-a3: no built-in search would.
    let sq = |s: &str| s.parse::<Square>().unwrap();
    assert_eq!(hint(&app), Some((sq("a2"), sq("a3"))));

    let crash = fake_engine(&dir, "crash-engine", "crash");
    app.world_mut().resource_mut::<EngineSettings>().judge = Judge::Engine(crash.clone());
    play(&mut app, "e2", "e4");
    run_until(&mut app, "the reply", |a| plies(a) == 2);
    app.world_mut().write_message(HintRequested);
    run_until(&mut app, "the failure", |a| failed(a, &crash));
    assert!(
        !current(&app).session.is_paused(),
        "a failed hint stops nothing"
    );
    // The next hint comes from the built-in engine.
    app.world_mut().write_message(HintRequested);
    run_until(&mut app, "a built-in hint", |a| hint(a).is_some());
}

#[test]
fn a_changed_configuration_restarts_the_engine() {
    let dir = scratch("app-config");
    let good: PathBuf = fake_engine(&dir, "good-engine", "good");
    let mut app = app_with(
        Player::Human,
        engine(&good),
        TimeControl::None,
        SettingsFile::default(),
    );
    play(&mut app, "e2", "e4");
    run_until(&mut app, "the reply", |a| plies(a) == 2);
    let first = fake_pid(&good);
    let mut settings = app.world_mut().resource_mut::<EngineSettings>();
    let mut config = settings.engine_config(&good);
    config.threads = Some(2);
    settings.engines.push(config);
    play(&mut app, "d2", "d4");
    run_until(&mut app, "the next reply", |a| plies(a) == 4);
    assert!(
        gone(first),
        "the engine started with the old options is gone"
    );
    let pid = app
        .world()
        .resource::<Engines>()
        .pid(&good)
        .expect("running");
    assert_eq!(pid, fake_pid(&good));
    assert_ne!(pid, first);
}

#[test]
fn the_review_uses_the_judge_and_says_when_it_cannot() {
    use gambit::game::review::{GameReview, ReviewCommand};
    let dir = scratch("app-review");
    let good = fake_engine(&dir, "good-engine", "good");
    let mut settings = SettingsFile::default();
    settings.engines.judge = Judge::Engine(good.clone());
    let mut app = app_with(Player::Human, Player::Human, TimeControl::None, settings);
    for (from, to) in [("e2", "e4"), ("e7", "e5"), ("g1", "f3")] {
        play(&mut app, from, to);
    }
    let review = |app: &mut App| {
        app.world_mut().write_message(ReviewCommand::Start);
        app.update();
        run_until(app, "the review's end", |a| {
            !a.world().resource::<GameReview>().is_running()
        });
    };
    review(&mut app);
    let a = app.world().resource::<GameReview>();
    assert!(a.is_complete(), "{:?}", a.note);
    assert!(a.note.is_none(), "{:?}", a.note);
    // The fake engine's `id name`, not the built-in engine.
    assert!(
        a.by.as_deref().is_some_and(|b| b.contains("Fake")),
        "{:?}",
        a.by
    );
    // The fake engine's first legal move is a2a3: no search of ours would say so.
    assert_eq!(a.moves[0].best_uci().as_deref(), Some("a2a3"));

    // An engine that crashes on its first search: the review stops and says why.
    let crash = fake_engine(&dir, "crash-engine", "crash");
    app.world_mut().resource_mut::<EngineSettings>().judge = Judge::Engine(crash.clone());
    review(&mut app);
    let a = app.world().resource::<GameReview>();
    assert!(a.stopped && a.moves.is_empty());
    let note = a.note.as_ref().map(words::review_note).unwrap_or_default();
    assert!(note.starts_with("The review stopped: "), "{note}");
    assert!(gone(fake_pid(&crash)));

    // A program that is no engine at all: the built-in engine reviews instead.
    let missing = dir.join("no-such-engine");
    app.world_mut().resource_mut::<EngineSettings>().judge = Judge::Engine(missing);
    review(&mut app);
    let a = app.world().resource::<GameReview>();
    assert!(a.is_complete());
    assert_eq!(a.by, None);
    // The review names its engine and the depth its searches reached.
    let by = words::reviewed_by(a.by.as_deref(), a.depth());
    assert!(by.starts_with("the built-in engine, depth "), "{by}");
    let note = a.note.as_ref().map(words::review_note).unwrap_or_default();
    assert!(
        note.ends_with("The built-in engine reviews instead."),
        "{note}"
    );
}
