//! `gambit --headless` under bad conditions: input that is not text, a save folder that
//! another copy of the game holds, and saves that fail.

mod common;

use std::{
    fs,
    path::PathBuf,
    process::{Command, Stdio},
    thread,
    time::{Duration, Instant},
};

use common::headless::Headless;

const TIMEOUT: Duration = Duration::from_secs(30);
/// A whole run, from its start to its exit.
const RUN_LIMIT: Duration = Duration::from_secs(120);

fn home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gambit-headless-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_line_that_is_not_text_is_answered_and_the_session_goes_on() {
    let dir = home("utf8");
    let mut run = Headless::start(&dir, &[], Some(""));
    run.expect("ready 0", TIMEOUT);
    run.send(b"\xff\xfe\x80\n");
    assert_eq!(
        run.expect("rejected", TIMEOUT),
        "rejected: the line is not UTF-8 text"
    );
    run.send(b"e2e4\n");
    run.expect("saved 1", TIMEOUT);
    assert!(run.finish(RUN_LIMIT).status.success());
}

#[test]
fn a_second_copy_on_the_same_folder_leaves_the_first_ones_game_alone() {
    let dir = home("lock");
    let mut first = Headless::start(&dir, &[], Some(""));
    first.expect("ready 0", TIMEOUT);
    first.send(b"d2d4\n");
    first.expect("saved 1", TIMEOUT);
    let second = Command::new(env!("CARGO_BIN_EXE_gambit"))
        .arg("--headless")
        .env("GAMBIT_HOME", &dir)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&second.stderr);
    assert_eq!(second.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("Another Gambit is running"), "{stderr}");
    // The first one's game is intact and it goes on saving.
    first.send(b"d7d5\n");
    first.expect("saved 2", TIMEOUT);
    assert!(first.finish(RUN_LIMIT).status.success());
    let saved = fs::read_to_string(dir.join("data/current-game.pgn")).unwrap();
    assert!(saved.contains("1. d4 d5"), "{saved}");
    // Once it has quit, the folder is free again and the game resumes.
    let again = Headless::start(&dir, &[], Some(""));
    assert_eq!(again.expect("ready", TIMEOUT), "ready 2 d2d4 d7d5");
    assert!(again.finish(RUN_LIMIT).status.success());
}

#[test]
fn failing_saves_are_reported_retried_and_end_in_an_error_status() {
    let dir = home("failing");
    let mut run = Headless::start(&dir, &[], Some(""));
    run.expect("ready 0", TIMEOUT);
    // A directory where the save's temporary file must go makes every write fail, even
    // for root (who may write to read-only folders).
    let blocker = dir
        .join("data")
        .join(format!(".current-game.pgn.tmp-{}", run.pid()));
    // After the start-up save, whose temporary file has that very name.
    let start = Instant::now();
    while fs::create_dir(&blocker).is_err() || !dir.join("data/current-game.pgn").exists() {
        let _ = fs::remove_dir(&blocker);
        assert!(start.elapsed() < TIMEOUT, "no start-up save");
        thread::sleep(Duration::from_millis(20));
    }
    run.send(b"e2e4\n");
    let error = run.expect("error", TIMEOUT);
    assert!(error.contains("retrying"), "{error}");
    // The disk comes back: the retry saves the move.
    fs::remove_dir(&blocker).unwrap();
    run.expect("saved 1", TIMEOUT);
    // It fails again and input ends: the game gives up with an error, not a hang.
    fs::create_dir_all(&blocker).unwrap();
    run.send(b"e7e5\n");
    run.expect("error", TIMEOUT);
    let started = Instant::now();
    let status = run.finish(RUN_LIMIT).status;
    assert!(!status.success(), "{status}");
    assert!(started.elapsed() < Duration::from_secs(20));
}
