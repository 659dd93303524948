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

use common::{disk::SmallDisk, headless::Headless};

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

/// A new game starts (1. e4 saved over the autosave); then the recent games' files, as
/// text: what the start-up kept of the game before.
fn next_game_then_recent(home: &std::path::Path) -> Vec<String> {
    let mut next = Headless::start(home, &[], Some(""));
    next.expect("ready 0", TIMEOUT);
    next.send(b"e2e4\n");
    next.expect("saved 1", TIMEOUT);
    assert!(next.finish(RUN_LIMIT).status.success());
    fs::read_dir(home.join("data/recent"))
        .map(|rd| {
            rd.filter_map(|e| fs::read_to_string(e.ok()?.path()).ok())
                .collect()
        })
        .unwrap_or_default()
}

/// The mate is played while the disk is full: once it has room again, the finished game is
/// filed under the recent games, and the next game does not replace it.
#[test]
fn a_game_finished_on_a_full_disk_is_filed_once_there_is_room() {
    let Some(disk) = SmallDisk::mount(home("finished")) else {
        return;
    };
    let mut run = Headless::start(&disk.dir, &[], Some(""));
    run.expect("ready 0", TIMEOUT);
    run.send(b"f2f3\ne7e5\ng2g4\n");
    run.expect("saved 3", TIMEOUT);
    disk.fill();
    run.send(b"d8h4\n");
    run.expect("result 0-1", TIMEOUT);
    run.expect("error", TIMEOUT);
    disk.free();
    run.expect("saved 4", TIMEOUT);
    assert!(run.finish(RUN_LIMIT).status.success());
    let recent = next_game_then_recent(&disk.dir);
    assert!(
        recent.iter().any(|g| g.contains("Qh4#")),
        "the mated game is kept: {recent:?}"
    );
}

/// A finished game whose filing failed until the end is filed at the next start, before the
/// new game's first save; while it cannot be, it is left alone and nothing is saved.
#[test]
fn a_finished_game_that_was_not_filed_is_filed_at_the_next_start() {
    let dir = home("unfiled");
    // A file where the recent games' folder should be: every filing fails.
    fs::create_dir_all(dir.join("data")).unwrap();
    fs::write(dir.join("data/recent"), b"in the way").unwrap();
    let mut run = Headless::start(&dir, &[], Some(""));
    run.expect("ready 0", TIMEOUT);
    run.send(b"f2f3\ne7e5\ng2g4\nd8h4\n");
    run.expect("result 0-1", TIMEOUT);
    run.finish(RUN_LIMIT);
    let autosave = dir.join("data/current-game.pgn");
    assert!(fs::read_to_string(&autosave).unwrap().contains("Qh4#"));

    // Still in the way: the game is not started over the unfiled one.
    let blocked = Headless::start(&dir, &[], Some("e2e4\n")).finish(RUN_LIMIT);
    assert_eq!(blocked.code(), 2, "{}", blocked.stderr);
    assert!(
        blocked.stderr.contains("could not be filed"),
        "{}",
        blocked.stderr
    );
    assert!(fs::read_to_string(&autosave).unwrap().contains("Qh4#"));

    fs::remove_file(dir.join("data/recent")).unwrap();
    let recent = next_game_then_recent(&dir);
    assert_eq!(recent.len(), 1, "{recent:?}");
    assert!(recent[0].contains("Qh4#"));
}

/// `--new` on a full disk files the unfinished game by a rename, which needs no room.
#[test]
fn new_on_a_full_disk_keeps_the_unfinished_game() {
    let Some(disk) = SmallDisk::mount(home("new")) else {
        return;
    };
    let mut run = Headless::start(&disk.dir, &[], Some(""));
    run.expect("ready 0", TIMEOUT);
    run.send(b"d2d4\nd7d5\nc2c4\ne7e6\n");
    run.expect("saved 4", TIMEOUT);
    assert!(run.finish(RUN_LIMIT).status.success());
    disk.fill();
    let new = Headless::start(&disk.dir, &["--new"], None).finish(RUN_LIMIT);
    assert!(new.stderr.contains("was kept"), "{}", new.stderr);
    disk.free();
    let recent = next_game_then_recent(&disk.dir);
    assert!(
        recent.iter().any(|g| g.contains("1. d4 d5 2. c4 e6")),
        "{recent:?}"
    );
}

/// When even the rename fails, the unfinished game goes on instead of the new one.
#[test]
fn new_keeps_playing_the_unfinished_game_when_it_cannot_be_filed() {
    let dir = home("new-blocked");
    let mut run = Headless::start(&dir, &[], Some(""));
    run.expect("ready 0", TIMEOUT);
    run.send(b"d2d4\nd7d5\n");
    run.expect("saved 2", TIMEOUT);
    assert!(run.finish(RUN_LIMIT).status.success());
    fs::write(dir.join("data/recent"), b"in the way").unwrap();
    let mut again = Headless::start(&dir, &["--new"], Some(""));
    assert_eq!(again.expect("ready", TIMEOUT), "ready 2 d2d4 d7d5");
    again.send(b"c2c4\n");
    again.expect("saved 3", TIMEOUT);
    let ended = again.finish(RUN_LIMIT);
    assert!(ended.status.success());
    assert!(ended.stderr.contains("goes on here"), "{}", ended.stderr);
}

/// An empty `GAMBIT_HOME` is unset: the game is saved in the platform's folder, not in
/// the current one.
#[test]
fn an_empty_gambit_home_is_unset() {
    let dir = home("empty-home");
    let (user, cwd) = (dir.join("user"), dir.join("cwd"));
    fs::create_dir_all(&user).unwrap();
    fs::create_dir_all(&cwd).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_gambit"))
        .arg("--headless")
        .env("GAMBIT_HOME", "")
        .env("HOME", &user)
        .env_remove("XDG_DATA_HOME")
        .env_remove("XDG_CONFIG_HOME")
        .current_dir(&cwd)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        use std::io::Write;
        child.stdin.take().unwrap().write_all(b"e2e4\n").unwrap();
    }
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("saved 1"), "{stdout}");
    assert!(!cwd.join("data").exists(), "saved into the current folder");
    assert!(user.join(".local/share/gambit/current-game.pgn").exists());
}

/// A symbolic link in the lock file's place is refused, and its target is not created.
#[test]
fn a_symlink_in_place_of_the_lock_file_is_refused() {
    let dir = home("lock-link");
    fs::create_dir_all(dir.join("data")).unwrap();
    let target = dir.join("elsewhere");
    std::os::unix::fs::symlink(&target, dir.join("data/gambit.lock")).unwrap();
    let ended = Headless::start(&dir, &[], Some("e2e4\n")).finish(RUN_LIMIT);
    assert_eq!(ended.code(), 2, "{}", ended.stderr);
    assert!(ended.stderr.contains("symbolic link"), "{}", ended.stderr);
    assert!(!target.exists(), "the link was followed");
}
