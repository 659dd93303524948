//! The game's logic in a headless app (`logic_plugins` under `MinimalPlugins`): the one
//! way the app tests build their app.

use std::time::{Duration, Instant};

use bevy::{prelude::*, time::TimeUpdateStrategy};
use gambit::{game::current::CurrentGame, logic_plugins, save::settings::SettingsFile};
use gambit_engine::{
    Game,
    clock::TimeControl,
    session::{Player, Session},
};

/// An app playing `session`, not updated yet; each update is 40 ms of game time.
pub fn session_app(session: Session) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .add_plugins(logic_plugins)
        .insert_resource(CurrentGame::from_session(session))
        // Judged by the built-in engine wherever the tests run (CI has Stockfish).
        .insert_resource(gambit::game::judge::Installed::none())
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            40,
        )));
    app
}

/// Runs frames until no decision is being thought over on another thread and no
/// animation is left (and the piece sync has run).
#[allow(dead_code)]
pub fn settle(app: &mut App) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while app
        .world()
        .resource::<gambit::game::referee::Deciding>()
        .pending()
    {
        assert!(Instant::now() < deadline, "a decision never came");
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    for _ in 0..300 {
        app.update();
        if !app
            .world()
            .resource::<gambit::board::animation::Animating>()
            .0
        {
            app.update();
            return;
        }
    }
    panic!("animations never finished");
}

/// Waits in real time, running no frame (so game time stands still), until the
/// computer's search threads have all ended; panics with `what` after `limit`.
#[allow(dead_code)]
pub fn searches_end(app: &App, limit: Duration, what: &str) {
    let start = Instant::now();
    while app
        .world()
        .resource::<gambit::game::ai::Ai>()
        .running_threads()
        > 0
    {
        assert!(start.elapsed() < limit, "{what}");
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Switches to `mode` and lets it settle.
#[allow(dead_code)]
pub fn enter(app: &mut App, mode: gambit::mode::Mode) {
    app.world_mut()
        .resource_mut::<NextState<gambit::mode::Mode>>()
        .set(mode);
    settle(app);
}

/// Two people at one board, no clock.
pub fn hot_seat(game: Game) -> Session {
    Session::new(
        game,
        Player::Human,
        Player::Human,
        TimeControl::None,
        Duration::ZERO,
    )
}

/// An app for this game, players and clock, updated once.
pub fn app_with(
    game: Game,
    (white, black): (Player, Player),
    control: TimeControl,
    settings: SettingsFile,
) -> App {
    let mut app = session_app(Session::new(game, white, black, control, Duration::ZERO));
    settings.insert(&mut app);
    app.update();
    app
}

/// Frames, with real pauses (searches and engines answer from other threads and
/// processes), until `done`; fails after 30 s.
pub fn run_until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let start = Instant::now();
    while !done(app) {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "timed out waiting for {what}"
        );
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// A click on `sq`, as the board's pointer sends it, and one frame.
pub fn click(app: &mut App, sq: shakmaty::Square) {
    app.world_mut()
        .write_message(gambit::game::selection::SquareClicked(sq));
    app.update();
}

/// Clicks `from` then `to`, and lets the animations end.
pub fn click_move(app: &mut App, from: shakmaty::Square, to: shakmaty::Square) {
    click(app, from);
    click(app, to);
    settle(app);
}

/// Plays a UCI move by clicking its squares (no promotion piece).
pub fn click_uci(app: &mut App, uci: &str) {
    let Ok(shakmaty::uci::UciMove::Normal { from, to, .. }) = uci.parse() else {
        panic!("{uci} is not a move");
    };
    click_move(app, from, to);
}

/// The pieces on the board's entities, by square.
pub fn board(app: &mut App) -> Vec<(shakmaty::Square, gambit::board::pieces::Piece)> {
    use gambit::board::pieces::{OnSquare, Piece};
    let mut q = app.world_mut().query::<(&OnSquare, &Piece)>();
    let mut v: Vec<_> = q.iter(app.world()).map(|(on, p)| (on.0, *p)).collect();
    v.sort_by_key(|(sq, _)| *sq);
    v
}

/// The squares highlighted as `kind`, in order.
pub fn highlighted(
    app: &mut App,
    kind: gambit::board::highlight::HighlightKind,
) -> Vec<shakmaty::Square> {
    let mut q = app
        .world_mut()
        .query::<&gambit::board::highlight::Highlight>();
    let mut v: Vec<_> = q
        .iter(app.world())
        .filter(|h| h.kind == kind)
        .map(|h| h.square)
        .collect();
    v.sort();
    v
}
