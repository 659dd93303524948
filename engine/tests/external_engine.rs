//! Searches on external engines, against fake engines (`src/bin/fake-uci.rs`) good and
//! broken: moves, cancelling, crashes, hangs, illegal moves; the errors, their timing
//! (generous bounds: a loaded 2-core machine), and that no engine process is left
//! behind, running or as a zombie.

mod common;

use std::time::{Duration, Instant};

use common::{answer, fake, movetime, quick};
use gambit_engine::{
    Game,
    clock::{Clock, TimeControl},
    external::{
        AppliedStrength, EngineError, MoveLimit, OptionKind, SearchPoll, Strength, Timeouts,
        UciEngine, find_option,
    },
    search::{Limits, Score},
    shakmaty::{Chess, Color, Position},
};

#[test]
fn a_good_engine_is_configured_and_plays_legal_moves() {
    let (mut config, pid) = fake(&["good"]);
    config.strength = Strength::Elo { elo: 900 };
    config.threads = Some(2);
    config.hash_mb = Some(128);
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    assert_eq!(engine.id().name, "Fake UCI");
    assert_eq!(engine.id().author, "the Gambit tests");
    assert_eq!(engine.id().options.len(), 7);
    let style = find_option(&engine.id().options, "style").unwrap();
    assert!(matches!(&style.kind, OptionKind::Combo { vars, .. } if vars.len() == 3));
    // 900 is below its UCI_Elo range.
    assert_eq!(engine.applied_strength(), AppliedStrength::Elo(1000));

    engine.new_game();
    let mut game = Game::new();
    for _ in 0..6 {
        engine.go(&game, &movetime(50));
        let m = answer(&mut engine).unwrap();
        // The fake reports its settings: score = UCI_Elo, nodes = Threads·10⁶ + Hash.
        assert_eq!(m.score, Some(Score::Cp(1000)));
        assert_eq!(m.score_cp(), 1000);
        assert_eq!(m.nodes, 2_000_064);
        assert_eq!(m.depth, 2);
        // The exact line (two moves), not the bound's shorter one.
        assert_eq!(m.pv.len(), 2);
        assert_eq!((m.pv[0], Some(m.pv[1])), (m.best, m.ponder));
        let result = m.to_search_result();
        assert_eq!(result.best, Some(m.best));
        game.play_move(m.best).unwrap();
        assert!(matches!(engine.poll(), SearchPoll::Idle));
    }
    assert_eq!(game.moves().len(), 6);
    let pid_now = engine.pid();
    assert_eq!(pid_now, pid.pid());
    let t = Instant::now();
    drop(engine);
    assert!(
        t.elapsed() < Duration::from_millis(900),
        "{:?}",
        t.elapsed()
    );
    pid.assert_gone();
}

#[test]
fn a_game_from_a_fen_is_sent_with_its_moves() {
    let (config, _pid) = fake(&["good"]);
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    let mut game = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 5 40").unwrap();
    for _ in 0..4 {
        engine.go(&game, &movetime(20));
        let m = answer(&mut engine).unwrap();
        game.play_move(m.best).unwrap();
    }
}

#[test]
fn polling_never_waits_and_stop_asks_for_the_move() {
    let (config, _pid) = fake(&["good"]);
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    // No limit: `go infinite`, answered at `stop` only.
    engine.go(&Game::new(), &Limits::default());
    for _ in 0..5 {
        let t = Instant::now();
        assert!(matches!(engine.poll(), SearchPoll::Thinking));
        assert!(t.elapsed() < Duration::from_millis(50));
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(engine.is_thinking());
    engine.stop();
    let m = answer(&mut engine).unwrap();
    assert!(Chess::default().is_legal(m.best));
    assert!(!engine.is_thinking());
}

#[test]
fn a_cancelled_search_is_drained_before_the_next_starts() {
    let (config, _pid) = fake(&["good"]);
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    let start = Game::new();
    let mut after_e4 = Game::new();
    after_e4
        .play_move(after_e4.resolve_text("e2e4").unwrap())
        .unwrap();
    // White's search is cancelled; its bestmove (a White move) must not answer Black's.
    engine.go(&start, &Limits::default());
    engine.cancel();
    assert!(matches!(engine.poll(), SearchPoll::Idle));
    engine.go(&after_e4, &movetime(20));
    let m = answer(&mut engine).unwrap();
    assert!(after_e4.position().is_legal(m.best));

    // A `go` replaces the search under way the same way, and a new game waits too.
    engine.go(&start, &Limits::default());
    engine.new_game();
    engine.go(&after_e4, &movetime(20));
    let m = answer(&mut engine).unwrap();
    assert!(after_e4.position().is_legal(m.best));
    assert!(engine.error().is_none());
}

#[test]
fn a_crash_during_a_search_is_reported_and_the_engine_is_gone() {
    let (config, pid) = fake(&["crash"]);
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    engine.go(&Game::new(), &movetime(100));
    let e = answer(&mut engine).err().unwrap();
    match &e {
        EngineError::Exited { status, stderr, .. } => {
            assert!(status.contains('3'), "{status}");
            assert_eq!(stderr.as_deref(), Some("fake-uci: crashed on purpose"));
        }
        other => panic!("{other}"),
    }
    assert!(
        e.to_string().contains("stopped unexpectedly (exit status"),
        "{e}"
    );
    pid.assert_gone();
    assert_eq!(engine.error(), Some(&e));
    // Asked again, it answers at once with the same error.
    engine.go(&Game::new(), &movetime(100));
    assert!(matches!(engine.poll(), SearchPoll::Done(Err(again)) if again == e));
}

#[test]
fn a_hung_engine_is_killed_after_its_time_and_the_grace() {
    let (config, pid) = fake(&["hang"]);
    // The default grace: 2 s after the movetime.
    let mut engine = UciEngine::start_with(&config, Timeouts::default()).unwrap();
    let t = Instant::now();
    engine.go(&Game::new(), &movetime(200));
    let e = loop {
        match engine.poll() {
            SearchPoll::Thinking => std::thread::sleep(Duration::from_millis(20)),
            SearchPoll::Done(answer) => break answer.err().unwrap(),
            SearchPoll::Idle => panic!("the search was lost"),
        }
    };
    let took = t.elapsed();
    assert!(
        took >= Duration::from_millis(2200) && took < Duration::from_secs(8),
        "{took:?}"
    );
    assert!(
        matches!(&e, EngineError::Timeout { awaited, .. } if awaited == "bestmove"),
        "{e}"
    );
    assert!(e.to_string().contains("did not answer in time"), "{e}");
    // Killed and reaped before the engine is even dropped.
    pid.assert_gone();

    // With a clock: its own time and the grace.
    let (config, pid) = fake(&["hang"]);
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    let clock = Limits {
        wtime: Some(Duration::from_millis(500)),
        btime: Some(Duration::from_secs(60)),
        ..Limits::default()
    };
    let t = Instant::now();
    engine.go(&Game::new(), &clock);
    assert!(matches!(
        answer(&mut engine),
        Err(EngineError::Timeout { .. })
    ));
    let took = t.elapsed();
    assert!(
        took >= Duration::from_millis(1500) && took < Duration::from_secs(6),
        "{took:?}"
    );
    pid.assert_gone();
}

#[test]
fn a_hung_engine_is_killed_when_it_ignores_stop() {
    let (config, pid) = fake(&["hang"]);
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    engine.go(&Game::new(), &Limits::default());
    std::thread::sleep(Duration::from_millis(100));
    let t = Instant::now();
    engine.stop();
    assert!(matches!(
        answer(&mut engine),
        Err(EngineError::Timeout { .. })
    ));
    let took = t.elapsed();
    assert!(
        took >= Duration::from_millis(900) && took < Duration::from_secs(5),
        "{took:?}"
    );
    pid.assert_gone();
}

#[test]
fn illegal_and_missing_moves_are_errors_not_panics() {
    let (config, _pid) = fake(&["illegal"]);
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    for _ in 0..2 {
        engine.go(&Game::new(), &movetime(50));
        let e = answer(&mut engine).err().unwrap();
        assert!(matches!(e, EngineError::IllegalMove { .. }), "{e}");
        assert!(
            e.to_string().ends_with(
                "sent an illegal move e2e5 in position \
                 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            ),
            "{e}"
        );
        // Not fatal: the engine still runs.
        assert!(!e.is_fatal() && engine.error().is_none());
    }

    let (config, _pid) = fake(&["nomove"]);
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    engine.go(&Game::new(), &movetime(50));
    let e = answer(&mut engine).err().unwrap();
    assert!(matches!(e, EngineError::NoMove { .. }), "{e}");
}

#[test]
fn positions_that_cannot_be_searched_are_not_sent() {
    let (config, _pid) = fake(&["good"]);
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    let mut mated = Game::new();
    for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        mated.play_move(mated.resolve_text(m).unwrap()).unwrap();
    }
    engine.go(&mated, &movetime(50));
    match engine.poll() {
        SearchPoll::Done(Err(e)) => assert!(e.to_string().contains("no legal move"), "{e}"),
        other => panic!("{other:?}"),
    }
    let e4 = Game::new().resolve_text("e2e4").unwrap();
    engine.go_from(&Chess::default(), &[e4, e4], &movetime(50));
    match engine.poll() {
        SearchPoll::Done(Err(e)) => {
            assert!(e.to_string().contains("move 2 (e2e4) is not legal"), "{e}")
        }
        other => panic!("{other:?}"),
    }
    // The engine was not disturbed.
    engine.go(&Game::new(), &movetime(20));
    assert!(answer(&mut engine).is_ok());
}

#[test]
fn each_engine_gets_the_strength_it_can_take() {
    let config = |mode: &str, elo| {
        let (mut config, pid) = fake(&[mode]);
        config.strength = Strength::Elo { elo };
        (config, pid)
    };
    let (skill, _p1) = config("skill", 2100);
    let mut engine = UciEngine::start_with(&skill, quick()).unwrap();
    assert_eq!(engine.applied_strength(), AppliedStrength::SkillLevel(10));
    engine.go(&Game::new(), &movetime(20));
    assert_eq!(answer(&mut engine).unwrap().score, Some(Score::Cp(10)));

    let (plain, _p2) = config("plain", 2100);
    let mut engine = UciEngine::start_with(&plain, quick()).unwrap();
    assert_eq!(engine.applied_strength(), AppliedStrength::Full);
    assert!(engine.id().options.is_empty());
    engine.go(&Game::new(), &movetime(20));
    assert_eq!(answer(&mut engine).unwrap().score, Some(Score::Cp(12)));
}

#[test]
fn a_noisy_engine_is_understood() {
    let (config, _pid) = fake(&["noisy"]);
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    assert_eq!(engine.id().name, "Fake UCI noisy");
    assert_eq!(engine.id().author, "");
    let mut game = Game::new();
    for _ in 0..3 {
        engine.go(&game, &movetime(20));
        let m = answer(&mut engine).unwrap();
        // Its pv ends in junk: the legal part is kept.
        assert_eq!(m.pv.len(), 2);
        game.play_move(m.best).unwrap();
    }
}

#[test]
fn an_engine_that_talks_without_end_while_searching_is_killed() {
    let (config, pid) = fake(&["floodgo"]);
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    let t = Instant::now();
    engine.go(&Game::new(), &movetime(100));
    let mut slowest = Duration::ZERO;
    let e = loop {
        let p = Instant::now();
        let progress = engine.poll();
        slowest = slowest.max(p.elapsed());
        match progress {
            SearchPoll::Thinking => std::thread::sleep(Duration::from_millis(10)),
            SearchPoll::Done(answer) => break answer.err().unwrap(),
            SearchPoll::Idle => panic!("the search was lost"),
        }
    };
    let took = t.elapsed();
    assert!(matches!(e, EngineError::Timeout { .. }), "{e}");
    assert!(
        took >= Duration::from_millis(1100) && took < Duration::from_secs(6),
        "{took:?}"
    );
    // Generous: a poll reads a bounded number of lines.
    assert!(slowest < Duration::from_millis(250), "{slowest:?}");
    pid.assert_gone();
}

#[test]
fn huge_times_from_the_settings_do_not_panic() {
    // A hand-edited settings.json: a per-move time and timeouts as long as a Duration gets.
    let (mut config, pid) = fake(&["good"]);
    config.per_move = MoveLimit::Time {
        per_move: Duration::MAX,
    };
    let forever = Timeouts {
        handshake: Duration::MAX,
        ready: Duration::MAX,
        grace: Duration::MAX,
        open_search: Duration::MAX,
    };
    let mut engine = UciEngine::start_with(&config, forever).unwrap();
    let untimed = Clock::new(TimeControl::None);
    let limits = config.limits(&untimed, Color::White, Duration::ZERO, Duration::ZERO);
    assert_eq!(limits.movetime, Some(Duration::MAX));
    engine.new_game();
    let game = Game::new();
    engine.go(&game, &limits);
    match engine.wait(Duration::MAX) {
        SearchPoll::Done(m) => assert!(Chess::default().is_legal(m.unwrap().best)),
        other => panic!("no answer: {other:?}"),
    }
    // Huge clocks; `stop` and `cancel` set deadlines from the grace.
    let clocks = Limits {
        wtime: Some(Duration::MAX),
        btime: Some(Duration::MAX),
        winc: Some(Duration::MAX),
        binc: Some(Duration::MAX),
        ..Limits::default()
    };
    engine.go(&game, &clocks);
    assert!(answer(&mut engine).is_ok());
    engine.go(&game, &Limits::default());
    engine.stop();
    assert!(answer(&mut engine).is_ok());
    engine.go(&game, &Limits::default());
    engine.cancel();
    engine.go(&game, &movetime(20));
    assert!(answer(&mut engine).is_ok());
    assert!(engine.error().is_none());
    drop(engine);
    pid.assert_gone();
}
