//! `gambit --headless` under bad conditions: input that is not text, a save folder that
//! another copy of the game holds, and saves that fail.

use std::{
    fs,
    io::{BufRead, BufReader, Write},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc::{Receiver, channel},
    thread,
    time::{Duration, Instant},
};

const TIMEOUT: Duration = Duration::from_secs(30);

fn home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gambit-headless-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

struct Run {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Run {
    fn start(home: &Path) -> Run {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gambit"))
            .arg("--headless")
            .env("GAMBIT_HOME", home)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start gambit --headless");
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Run {
            stdin: child.stdin.take(),
            child,
            lines,
        }
    }

    fn send(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    /// Waits for a line that starts with `prefix`; returns it.
    fn expect(&self, prefix: &str) -> String {
        let start = Instant::now();
        loop {
            let left = TIMEOUT.saturating_sub(start.elapsed());
            let line = self
                .lines
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("no line starting with {prefix:?}"));
            if line.starts_with(prefix) {
                return line;
            }
        }
    }

    /// Closes stdin and returns the exit status, within the timeout.
    fn finish(mut self) -> std::process::ExitStatus {
        drop(self.stdin.take());
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            assert!(start.elapsed() < TIMEOUT, "gambit did not exit");
            thread::sleep(Duration::from_millis(50));
        }
    }
}

#[test]
fn a_line_that_is_not_text_is_answered_and_the_session_goes_on() {
    let dir = home("utf8");
    let mut run = Run::start(&dir);
    run.expect("ready 0");
    run.send(b"\xff\xfe\x80\n");
    assert_eq!(
        run.expect("rejected"),
        "rejected: the line is not UTF-8 text"
    );
    run.send(b"e2e4\n");
    run.expect("saved 1");
    assert!(run.finish().success());
}

#[test]
fn a_second_copy_on_the_same_folder_leaves_the_first_ones_game_alone() {
    let dir = home("lock");
    let mut first = Run::start(&dir);
    first.expect("ready 0");
    first.send(b"d2d4\n");
    first.expect("saved 1");
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
    first.expect("saved 2");
    assert!(first.finish().success());
    let saved = fs::read_to_string(dir.join("data/current-game.pgn")).unwrap();
    assert!(saved.contains("1. d4 d5"), "{saved}");
    // Once it has quit, the folder is free again and the game resumes.
    let again = Run::start(&dir);
    assert_eq!(again.expect("ready"), "ready 2 d2d4 d7d5");
    assert!(again.finish().success());
}

#[test]
fn failing_saves_are_reported_retried_and_end_in_an_error_status() {
    let dir = home("failing");
    let mut run = Run::start(&dir);
    run.expect("ready 0");
    // A directory where the save's temporary file must go makes every write fail, even
    // for root (who may write to read-only folders).
    let blocker = dir
        .join("data")
        .join(format!(".current-game.pgn.tmp-{}", run.child.id()));
    // After the start-up save, whose temporary file has that very name.
    let start = Instant::now();
    while fs::create_dir(&blocker).is_err() || !dir.join("data/current-game.pgn").exists() {
        let _ = fs::remove_dir(&blocker);
        assert!(start.elapsed() < TIMEOUT, "no start-up save");
        thread::sleep(Duration::from_millis(20));
    }
    run.send(b"e2e4\n");
    let error = run.expect("error");
    assert!(error.contains("retrying"), "{error}");
    // The disk comes back: the retry saves the move.
    fs::remove_dir(&blocker).unwrap();
    run.expect("saved 1");
    // It fails again and input ends: the game gives up with an error, not a hang.
    fs::create_dir_all(&blocker).unwrap();
    run.send(b"e7e5\n");
    run.expect("error");
    let started = Instant::now();
    let status = run.finish();
    assert!(!status.success(), "{status}");
    assert!(started.elapsed() < Duration::from_secs(20));
}
