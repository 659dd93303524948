//! The play loop under uneven timing, headless: the computer plays whole games against
//! itself at every pair of levels with a 1+0 clock while frames take anything from 5 ms to
//! a quarter of a second, and games end while it thinks (resignation, agreement, new game,
//! flag). Any refused or stale computer decision, any second announcement of the end, or a
//! search still running after the game ended fails the test.

use std::time::{Duration, Instant};

use bevy::{prelude::*, time::TimeUpdateStrategy};
use gambit::{
    game::ai::Ai,
    game::{
        current::{CurrentGame, StaleDecisions},
        messages::{
            DrawOfferAnswered, DrawOffered, GameEnded, MoveApplied, MoveRejected, MoveRequested,
            NewSession, RequestRefused, Resign,
        },
    },
};
use gambit_engine::{
    Ending, Game,
    clock::TimeControl,
    search::Level,
    session::{Player, Refusal, Session},
};
use shakmaty::{Color, Square};

/// Everything the rules said, frame by frame.
#[derive(Resource, Default)]
struct Log {
    applied: usize,
    rejected: Vec<String>,
    refused: Vec<Refusal>,
    ended: Vec<Ending>,
    answers: Vec<bool>,
}

fn record(
    mut log: ResMut<Log>,
    mut applied: MessageReader<MoveApplied>,
    mut rejected: MessageReader<MoveRejected>,
    mut refused: MessageReader<RequestRefused>,
    mut ended: MessageReader<GameEnded>,
    mut answers: MessageReader<DrawOfferAnswered>,
) {
    log.applied += applied.read().count();
    log.rejected.extend(
        rejected
            .read()
            .map(|r| format!("{}{}: {}", r.from, r.to, r.reason)),
    );
    log.refused.extend(refused.read().map(|r| r.0.clone()));
    log.ended.extend(ended.read().map(|e| e.0));
    log.answers.extend(answers.read().map(|a| a.accepted));
}

mod common;

use common::app::searches_end;

/// Real time by default (the real-time game needs it); `frame` sets a frame's length.
fn app(session: Session, node_cap: Option<u64>) -> App {
    let mut app = common::app::session_app(session);
    app.insert_resource(TimeUpdateStrategy::Automatic)
        .init_resource::<Log>()
        .add_systems(Last, record);
    app.world_mut().resource_mut::<Ai>().node_cap = node_cap;
    app
}

fn session(white: Player, black: Player, control: TimeControl) -> Session {
    Session::new(Game::new(), white, black, control, Duration::ZERO)
}

/// A small deterministic generator for frame lengths.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, below: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % below
    }
}

/// One frame of `ms` milliseconds of game time, and a real pause for the search threads.
fn frame(app: &mut App, ms: u64) {
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        ms,
    )));
    app.update();
    std::thread::sleep(Duration::from_millis(1));
}

fn over(app: &App) -> bool {
    app.world().resource::<CurrentGame>().game().is_over()
}

/// The end was clean: announced once, no search left thinking, its thread gone soon.
fn assert_clean_end(app: &mut App, what: &str) {
    let log = app.world().resource::<Log>();
    assert_eq!(log.ended.len(), 1, "{what}: the end was announced once");
    assert!(
        log.rejected.is_empty(),
        "{what}: refused {:?}",
        log.rejected
    );
    assert!(log.refused.is_empty(), "{what}: refused {:?}", log.refused);
    let ai = app.world().resource::<Ai>();
    assert_eq!(ai.busy(), None, "{what}: still thinking after the end");
    let still = format!("{what}: a search thread still runs after the game ended");
    searches_end(app, Duration::from_millis(500), &still);
    // Nothing comes after the end.
    let plies = app.world().resource::<CurrentGame>().game().moves().len();
    for _ in 0..20 {
        frame(app, 50);
    }
    let log = app.world().resource::<Log>();
    assert_eq!(log.ended.len(), 1, "{what}: a second end was announced");
    assert!(log.rejected.is_empty() && log.refused.is_empty(), "{what}");
    assert_eq!(
        app.world().resource::<CurrentGame>().game().moves().len(),
        plies
    );
    assert_eq!(app.world().resource::<StaleDecisions>().0, 0, "{what}");
    assert_eq!(app.world().resource::<Ai>().stale_results(), 0, "{what}");
}

#[test]
fn every_level_pair_plays_whole_games_at_one_minute() {
    let one_minute = TimeControl::SuddenDeath {
        base: Duration::from_secs(60),
    };
    let mut rng = Lcg(0x5eed);
    for white in Level::ALL {
        for black in Level::ALL {
            let what = format!("{} vs {}", white.name(), black.name());
            let mut app = app(
                session(Player::Computer(white), Player::Computer(black), one_minute),
                // Quick searches keep 25 games short; the clocks still run.
                Some(3_000),
            );
            let start = Instant::now();
            while !over(&app) {
                assert!(
                    start.elapsed() < Duration::from_secs(60),
                    "{what}: no end in sight"
                );
                let ms = 5 + rng.next(245);
                frame(&mut app, ms);
                let stale = app.world().resource::<StaleDecisions>().0;
                assert_eq!(stale, 0, "{what}: a stale computer decision");
            }
            let log = app.world().resource::<Log>();
            let game = app.world().resource::<CurrentGame>().game();
            assert_eq!(log.applied, game.moves().len(), "{what}");
            assert!(game.moves().len() > 2, "{what}: the game was played");
            assert_clean_end(&mut app, &what);
        }
    }
}

/// A real-time game, uncapped, where time management and the frames' cost are real.
#[test]
fn a_real_time_blitz_game_ends_on_the_board_or_the_clock_cleanly() {
    let control = TimeControl::SuddenDeath {
        base: Duration::from_secs(8),
    };
    let mut app = app(
        session(
            Player::Computer(Level::Master),
            Player::Computer(Level::Easy),
            control,
        ),
        None,
    );
    let start = Instant::now();
    while !over(&app) {
        assert!(start.elapsed() < Duration::from_secs(40), "no end in sight");
        app.update();
        std::thread::sleep(Duration::from_millis(16));
    }
    assert_clean_end(&mut app, "Master vs Easy at 8+0");
    let ending = app
        .world()
        .resource::<CurrentGame>()
        .game()
        .ending()
        .unwrap();
    // Master plans its time; losing on it would be a planning bug.
    assert_ne!(
        ending,
        Ending::Timeout {
            loser: Color::White.into()
        },
        "Master lost on time"
    );
}

/// The player (White) makes `first` in `game` against Master, who starts thinking.
fn master_thinking(game: Game, control: TimeControl, first: (&str, &str)) -> App {
    let mut app = app(
        Session::new(
            game,
            Player::Human,
            Player::Computer(Level::Master),
            control,
            Duration::ZERO,
        ),
        None,
    );
    app.world_mut().write_message(MoveRequested {
        from: sq(first.0),
        to: sq(first.1),
        promotion: None,
    });
    frame(&mut app, 20);
    assert!(app.world().resource::<Ai>().busy().is_some(), "thinking");
    app
}

/// A position the opening book does not know: Master really thinks here.
fn out_of_book() -> Game {
    Game::from_fen("4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1").unwrap()
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The player moves, the computer starts thinking, and then `end` happens.
fn ends_while_thinking(what: &str, end: impl FnOnce(&mut App)) {
    let mut app = master_thinking(out_of_book(), TimeControl::None, ("a2", "a3"));
    end(&mut app);
    frame(&mut app, 20);
    assert_eq!(app.world().resource::<Ai>().busy(), None, "{what}");
    assert!(over(&app), "{what}: the game ended");
    assert_clean_end(&mut app, what);
}

#[test]
fn resigning_while_the_computer_thinks_stops_it() {
    ends_while_thinking("resignation", |app| {
        app.world_mut().write_message(Resign { by: Color::White });
    });
}

#[test]
fn a_draw_offer_while_the_computer_thinks_is_answered_once() {
    let game = Game::from_fen("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    let mut app = master_thinking(game, TimeControl::None, ("e1", "d1"));
    app.world_mut()
        .write_message(DrawOffered { by: Color::White });
    let start = Instant::now();
    while app.world().resource::<Log>().answers.is_empty() {
        assert!(start.elapsed() < Duration::from_secs(20), "no answer");
        frame(&mut app, 20);
    }
    for _ in 0..20 {
        frame(&mut app, 20);
    }
    let log = app.world().resource::<Log>();
    assert_eq!(log.answers.len(), 1, "answered once: {:?}", log.answers);
    assert!(log.rejected.is_empty() && log.refused.is_empty());
    assert_eq!(app.world().resource::<StaleDecisions>().0, 0);
    if log.answers[0] {
        assert_eq!(
            app.world().resource::<CurrentGame>().game().ending(),
            Some(Ending::Agreement)
        );
        assert_clean_end(&mut app, "agreement");
    } else {
        // Declined by playing on: the computer's move followed its answer.
        assert_eq!(
            app.world().resource::<CurrentGame>().game().moves().len(),
            2
        );
    }
}

/// The player starts a new game (taking Black) while the computer has a reply for the old
/// one, thought out or just ready; the new game's computer opens, and nothing else lands.
fn new_game_while_the_computer_answers(start: Game, first: (&str, &str), stale: u64) {
    let mut app = master_thinking(start, TimeControl::None, first);
    if stale > 0 {
        // Let the reply be ready (no frame runs meanwhile, so it is not taken yet).
        searches_end(&app, Duration::from_secs(5), "no book reply");
    }
    app.world_mut().write_message(NewSession(session(
        Player::Computer(Level::Easy),
        Player::Human,
        TimeControl::None,
    )));
    let old = app.world().resource::<CurrentGame>().generation;
    let start = Instant::now();
    loop {
        let current = app.world().resource::<CurrentGame>();
        if current.generation != old && !current.game().moves().is_empty() {
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(20), "no first move");
        frame(&mut app, 50);
    }
    for _ in 0..40 {
        frame(&mut app, 50);
    }
    let current = app.world().resource::<CurrentGame>();
    assert_eq!(
        current.game().moves().len(),
        1,
        "one move, White's: {:?}",
        current.game().san_moves()
    );
    assert!(current.session.human_to_move());
    let log = app.world().resource::<Log>();
    assert!(
        log.rejected.is_empty() && log.refused.is_empty(),
        "{:?}",
        log.rejected
    );
    assert_eq!(app.world().resource::<StaleDecisions>().0, stale);
    assert_eq!(app.world().resource::<Ai>().busy(), None);
}

#[test]
fn a_new_game_while_the_computer_thinks_stops_it() {
    // Master thinks for seconds, and is stopped.
    new_game_while_the_computer_answers(out_of_book(), ("a2", "a3"), 0);
}

#[test]
fn a_reply_ready_in_the_frame_of_a_new_game_is_dropped_not_refused() {
    // Master's book reply to 1.d4 is ready at once and reaches the rules in the very
    // frame the new game starts: the rules drop it as stale.
    new_game_while_the_computer_answers(Game::new(), ("d2", "d4"), 1);
}

#[test]
fn a_flag_falling_while_the_computer_thinks_stops_it() {
    // Frames of 40 s of game time, a millisecond of real time: the flag falls long
    // before the search (planned on real time) is done.
    let control = TimeControl::SuddenDeath {
        base: Duration::from_secs(100),
    };
    let mut app = master_thinking(out_of_book(), control, ("a2", "a3"));
    for _ in 0..3 {
        frame(&mut app, 40_000);
    }
    assert!(over(&app), "Black's flag fell");
    assert_eq!(
        app.world().resource::<CurrentGame>().game().ending(),
        Some(Ending::Timeout {
            loser: Color::Black.into()
        })
    );
    assert_clean_end(&mut app, "flag fall");
}
