//! The external engine client against a real Stockfish, if one is installed (Debian
//! puts it in /usr/games, off PATH); skipped with a note otherwise. Short searches, one
//! thread, a small hash: the machine is shared.

use std::time::{Duration, Instant};

use gambit_engine::{
    Game,
    external::{AppliedStrength, EngineConfig, SearchPoll, Strength, UciEngine, find_stockfish},
    search::Limits,
    shakmaty::Position,
};

fn stockfish(elo: u32) -> Option<EngineConfig> {
    let Some(path) = find_stockfish() else {
        eprintln!("note: no stockfish on PATH or in /usr/games; skipping");
        return None;
    };
    let mut config = EngineConfig::new(path);
    config.strength = Strength::Elo { elo };
    config.threads = Some(1);
    config.hash_mb = Some(16);
    Some(config)
}

#[test]
fn stockfish_plays_a_few_moves_at_a_limited_strength() {
    let Some(config) = stockfish(1500) else {
        return;
    };
    let mut engine = UciEngine::start(&config).unwrap();
    assert!(
        engine.id().name.starts_with("Stockfish"),
        "{:?}",
        engine.id()
    );
    assert_eq!(engine.applied_strength(), AppliedStrength::Elo(1500));
    engine.new_game();
    let mut game = Game::new();
    let limits = Limits {
        movetime: Some(Duration::from_millis(50)),
        ..Limits::default()
    };
    for _ in 0..8 {
        let t = Instant::now();
        engine.go(&game, &limits);
        let m = match engine.wait(Duration::from_secs(10)) {
            SearchPoll::Done(answer) => answer.unwrap(),
            other => panic!("{other:?}"),
        };
        assert!(t.elapsed() < Duration::from_secs(3), "{:?}", t.elapsed());
        assert!(m.score.is_some() && m.depth > 0 && m.nodes > 0, "{m:?}");
        assert_eq!(m.pv.first(), Some(&m.best));
        game.play_move(m.best).unwrap();
    }
}

#[test]
fn stockfish_takes_clocks_depths_and_stop() {
    let Some(config) = stockfish(100) else {
        return;
    };
    let mut engine = UciEngine::start(&config).unwrap();
    // 100 is below every Stockfish's range: clamped to its lowest.
    let AppliedStrength::Elo(lowest) = engine.applied_strength() else {
        panic!("{:?}", engine.applied_strength());
    };
    assert!((1000..=1500).contains(&lowest), "{lowest}");
    let mut game = Game::new();
    game.play_move(game.resolve_text("e2e4").unwrap()).unwrap();

    // Two seconds on Black's clock: it answers well within them.
    let clock = Limits {
        wtime: Some(Duration::from_secs(2)),
        btime: Some(Duration::from_secs(2)),
        ..Limits::default()
    };
    let t = Instant::now();
    engine.go(&game, &clock);
    let SearchPoll::Done(Ok(m)) = engine.wait(Duration::from_secs(10)) else {
        panic!("no move");
    };
    assert!(t.elapsed() < Duration::from_secs(2), "{:?}", t.elapsed());
    assert!(game.position().is_legal(m.best));

    let depth = Limits {
        depth: Some(4),
        ..Limits::default()
    };
    engine.go(&game, &depth);
    let SearchPoll::Done(Ok(m)) = engine.wait(Duration::from_secs(10)) else {
        panic!("no move");
    };
    assert!(m.depth >= 4, "{m:?}");

    // Infinite, with its progress shown, until "move now".
    engine.go(&game, &Limits::default());
    let t = Instant::now();
    while engine.info().is_none_or(|i| i.depth < 3) {
        assert!(matches!(engine.poll(), SearchPoll::Thinking));
        assert!(t.elapsed() < Duration::from_secs(5));
        std::thread::sleep(Duration::from_millis(10));
    }
    engine.stop();
    let SearchPoll::Done(Ok(m)) = engine.wait(Duration::from_secs(5)) else {
        panic!("no move after stop");
    };
    assert!(game.position().is_legal(m.best));
    let pid = engine.pid();
    drop(engine);
    if cfg!(target_os = "linux") {
        assert!(!std::path::Path::new(&format!("/proc/{pid}")).exists());
    }
}

/// Two lines asked for (`MultiPV 2`): the second is another move, scored no better; the
/// next search asks for one line again and gets none.
#[test]
fn stockfish_gives_a_second_line_when_asked() {
    let Some(mut config) = stockfish(1500) else {
        return;
    };
    config.strength = Strength::Full;
    let mut engine = UciEngine::start(&config).unwrap();
    let start = gambit_engine::shakmaty::Chess::default();
    let limits = Limits {
        depth: Some(10),
        ..Limits::default()
    };
    engine.go_two_lines(&start, &[], &limits);
    let m = match engine.wait(Duration::from_secs(20)) {
        SearchPoll::Done(answer) => answer.unwrap(),
        other => panic!("{other:?}"),
    };
    let (second, line) = m.second.clone().expect("a second line");
    assert_ne!(line.first(), Some(&m.best), "{m:?}");
    assert!(second.cp() <= m.score.unwrap().cp() + 30, "{m:?}");
    engine.go_from(&start, &[], &limits);
    let m = match engine.wait(Duration::from_secs(20)) {
        SearchPoll::Done(answer) => answer.unwrap(),
        other => panic!("{other:?}"),
    };
    assert_eq!(m.second, None, "one line asked for");
}
