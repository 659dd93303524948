//! `gambit --headless` with computer players: external UCI engines (the fake engine of
//! `engine/src/bin/fake-uci.rs` in its good and broken modes, and Debian's Stockfish
//! when it is installed) and built-in levels play whole games with the input closed;
//! an engine that is missing, is not a UCI engine, crashes, hangs or plays an illegal
//! move ends the run within seconds with the reason, its process gone, the game saved.

mod common;

use std::{fs, path::Path, time::Duration};

use common::{fake_engine, fake_pid, gone, headless::Headless, scratch};
use gambit_engine::{Game, external::find_stockfish, session::Session};

const TIMEOUT: Duration = Duration::from_secs(60);

/// The game the `moved` lines describe, from `start`.
fn replay(start: Game, lines: &[String]) -> Game {
    let mut game = start;
    for line in lines {
        if let Some(mv) = line.strip_prefix("moved ") {
            game.play_text(mv)
                .unwrap_or_else(|e| panic!("moved {mv}: {e}"));
        }
    }
    game
}

/// The `result` line checked against the game the moves make; the result given.
fn check_result(game: &Game, lines: &[String]) -> String {
    let result = lines
        .iter()
        .find_map(|l| l.strip_prefix("result "))
        .unwrap_or_else(|| panic!("no result line in {lines:?}"));
    let ending = game.ending().expect("the game ended");
    assert_eq!(result, format!("{} {}", game.result_str(), ending.code()));
    result.to_string()
}

fn saved(home: &Path) -> Session {
    let text = fs::read_to_string(home.join("data/current-game.pgn")).expect("a save");
    Session::from_save(&text, Duration::ZERO).expect("the save reads")
}

#[test]
fn an_engine_and_a_level_play_to_the_end_with_the_input_closed() {
    let home = scratch("full-game");
    let fake = fake_engine(&home, "good-engine", "good");
    let white = format!("engine:{}", fake.display());
    let run = Headless::start(&home, &["--white", &white, "--black", "gentle"], None);
    let ended = run.finish(TIMEOUT);
    let (code, lines, stderr) = (ended.code(), ended.lines, ended.stderr);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(lines[0], "ready 0");
    let game = replay(Game::new(), &lines);
    check_result(&game, &lines);
    // The last line of output is about saving: the finished game is on disk.
    let session = saved(&home);
    assert_eq!(session.game().moves(), game.moves());
    assert_eq!(session.player(shakmaty::Color::White).code(), white);
    assert!(gone(fake_pid(&fake)), "the engine's process is gone");
}

#[test]
fn a_human_plays_an_engine_move_by_move() {
    let home = scratch("human");
    let fake = fake_engine(&home, "good-engine", "good");
    let black = format!("engine:{}", fake.display());
    let run = Headless::start(&home, &["--black", &black], Some("e2e4\n"));
    // The engine's reply comes; then the input ends, which ends a game a human plays.
    let mut seen = Vec::new();
    while seen
        .iter()
        .filter(|l: &&String| l.starts_with("moved"))
        .count()
        < 2
    {
        let left = TIMEOUT.saturating_sub(run.started.elapsed());
        seen.push(run.next_line(left).expect("the engine's reply"));
    }
    let ended = run.finish(TIMEOUT);
    let (code, rest, stderr) = (ended.code(), ended.lines, ended.stderr);
    assert_eq!(code, 0, "{stderr}");
    seen.extend(rest);
    let game = replay(Game::new(), &seen);
    assert_eq!(game.moves().len(), 2, "{seen:?}");
    assert_eq!(saved(&home).game().moves(), game.moves());
    assert!(gone(fake_pid(&fake)));
}

/// A run with a broken engine as White: the exit status, how long it took, stderr.
fn broken(mode: &str) -> (i32, Duration, String, u32) {
    let home = scratch(&format!("broken-{mode}"));
    let fake = fake_engine(&home, &format!("{mode}-engine"), mode);
    let white = format!("engine:{}", fake.display());
    let run = Headless::start(&home, &["--white", &white, "--black", "easy"], None);
    let started = run.started;
    let ended = run.finish(Duration::from_secs(30));
    let (code, _, stderr) = (ended.code(), ended.lines, ended.stderr);
    (code, started.elapsed(), stderr, fake_pid(&fake))
}

#[test]
fn an_engine_that_crashes_ends_the_run_with_the_reason() {
    let (code, took, stderr, pid) = broken("crash");
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("stopped unexpectedly"), "{stderr}");
    assert!(stderr.contains("crashed on purpose"), "{stderr}");
    assert!(took < Duration::from_secs(10), "{took:?}");
    assert!(gone(pid));
}

#[test]
fn an_engine_that_hangs_is_killed_and_the_run_ends() {
    let (code, took, stderr, pid) = broken("hang");
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("did not answer in time"), "{stderr}");
    // Its move time (1 s), the grace (2 s), and start-up.
    assert!(took < Duration::from_secs(10), "{took:?}");
    assert!(gone(pid), "a hung engine that ignores quit is killed");
}

#[test]
fn an_engine_that_plays_an_illegal_move_ends_the_run() {
    let (code, _, stderr, pid) = broken("illegal");
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("sent an illegal move e2e5"), "{stderr}");
    assert!(gone(pid));
}

#[test]
fn a_program_that_is_not_an_engine_or_is_missing_is_refused_in_seconds() {
    let (code, took, stderr, _) = broken("exit");
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("is not a UCI engine"), "{stderr}");
    assert!(took < Duration::from_secs(10), "{took:?}");

    let home = scratch("missing");
    let run = Headless::start(
        &home,
        &["--white", "engine:/no/such/engine", "--black", "easy"],
        None,
    );
    let ended = run.finish(Duration::from_secs(10));
    let (code, lines, stderr) = (ended.code(), ended.lines, ended.stderr);
    assert_eq!(code, 3, "{stderr}");
    assert!(
        stderr.contains("The engine at /no/such/engine could not be started"),
        "{stderr}"
    );
    assert_eq!(lines, ["ready 0"]);
}

#[test]
fn a_saved_game_against_a_missing_engine_is_kept() {
    let home = scratch("kept");
    let run = Headless::start(
        &home,
        &["--black", "engine:/no/such/engine"],
        Some("e2e4\n"),
    );
    let ended = run.finish(Duration::from_secs(20));
    let (code, lines, stderr) = (ended.code(), ended.lines, ended.stderr);
    assert_eq!(code, 3, "{stderr}");
    assert!(lines.contains(&"moved e2e4".to_string()), "{lines:?}");
    // The next start resumes the game, engine and all; it fails again, and the game
    // is still there.
    let run = Headless::start(&home, &[], None);
    let ended = run.finish(Duration::from_secs(20));
    let (code, lines, stderr) = (ended.code(), ended.lines, ended.stderr);
    assert_eq!(code, 3, "{stderr}");
    assert_eq!(lines[0], "ready 1 e2e4");
    let session = saved(&home);
    assert_eq!(session.game().moves().len(), 1);
    assert_eq!(
        session.player(shakmaty::Color::Black).code(),
        "engine:/no/such/engine"
    );
}

#[test]
fn stockfish_mates_with_a_queen() {
    let Some(stockfish) = find_stockfish() else {
        eprintln!("note: stockfish is not installed (apt install stockfish); skipped");
        return;
    };
    let home = scratch("stockfish");
    // Depth 10 per move, from the settings: a quick game.
    fs::create_dir_all(home.join("config")).unwrap();
    let settings = serde_json::json!({
        "engines": [{
            "path": stockfish,
            "name": "Stockfish",
            "threads": 1,
            "hash_mb": 16,
            "per_move": {"kind": "depth", "plies": 10},
        }],
    });
    fs::write(home.join("config/settings.json"), settings.to_string()).unwrap();
    let white = format!("engine:{}", stockfish.display());
    let fen = "8/8/8/4k3/8/8/8/4K2Q w - - 0 1";
    let args = ["--white", &white, "--black", "gentle", "--fen", fen];
    let run = Headless::start(&home, &args, None);
    let ended = run.finish(Duration::from_secs(120));
    let (code, lines, stderr) = (ended.code(), ended.lines, ended.stderr);
    assert_eq!(code, 0, "{stderr}");
    let game = replay(Game::from_fen(fen).unwrap(), &lines);
    assert_eq!(check_result(&game, &lines), "1-0 checkmate");
}
