//! Every command of `gambit-engine` when its output can't be written: a full disk ends it
//! with status 2 and a message naming the output; a reader that went away (`| head`)
//! ends it quietly with status 0. Never a panic, never "unreadable input".

use std::{
    fs::File,
    io::{BufRead, BufReader, Read, Write},
    process::{Child, ChildStdout, Command, ExitStatus, Stdio},
    thread::JoinHandle,
    time::{Duration, Instant},
};

/// Ample for every command here; a hang fails the test instead of blocking it.
const LIMIT: Duration = Duration::from_secs(60);

/// Commands that print, with their input: each prints more than one line.
fn commands() -> Vec<(Vec<&'static str>, Vec<u8>)> {
    let game = b"[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n".repeat(3);
    vec![
        (vec!["perft", "3"], Vec::new()),
        (vec!["check", "-"], game.clone()),
        (vec!["analyse", "-", "--depth", "1"], game),
        // A queen left hanging: a puzzle a game.
        (
            vec!["puzzles", "-", "--depth", "4"],
            b"1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O d6 5. Nc3 Qg5 6. d3 *\n\n".repeat(3),
        ),
        (vec!["bench", "1"], Vec::new()),
        (vec!["--help"], Vec::new()),
        // UCI: the answer to `uci` is many lines.
        (vec![], b"uci\nisready\nquit\n".to_vec()),
    ]
}

struct Run {
    child: Child,
    stderr: JoinHandle<String>,
}

impl Run {
    /// Starts `gambit-engine args` writing to `stdout`, with `input` fed on a thread
    /// (ignoring the error when the program stops reading).
    fn start(args: &[&str], input: Vec<u8>, stdout: Stdio) -> Run {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gambit-engine"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(stdout)
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        std::thread::spawn(move || {
            let _ = stdin.write_all(&input);
        });
        let mut err = child.stderr.take().unwrap();
        let stderr = std::thread::spawn(move || {
            let mut text = String::new();
            let _ = err.read_to_string(&mut text);
            text
        });
        Run { child, stderr }
    }

    /// The exit status and stderr; the process is killed if it outlives `LIMIT`.
    fn finish(mut self, what: &str) -> (ExitStatus, String) {
        let deadline = Instant::now() + LIMIT;
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if Instant::now() > deadline {
                let _ = self.child.kill();
                let _ = self.child.wait();
                panic!("{what}: still running after {LIMIT:?}");
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        (status, self.stderr.join().unwrap())
    }
}

fn dev_full() -> Stdio {
    Stdio::from(File::options().write(true).open("/dev/full").unwrap())
}

/// A pipe whose reader is already gone: every write fails with `BrokenPipe`.
fn closed_pipe() -> Stdio {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    Stdio::from(writer)
}

/// What is wrong with a run that should have ended quietly, if anything.
fn not_quiet(status: ExitStatus, err: &str) -> Option<String> {
    // bench logs its positions on stderr; nothing else may be said.
    let said = err.lines().any(|l| !l.starts_with("Position "));
    (status.code() != Some(0) || said).then(|| format!("{status}, stderr {err:?}"))
}

/// Runs every command into `stdout()`; fails with each command's problem.
fn each_command(stdout: fn() -> Stdio, problem: fn(ExitStatus, &str) -> Option<String>) {
    let mut problems = Vec::new();
    for (args, input) in commands() {
        let what = format!("{args:?}");
        let (status, err) = Run::start(&args, input, stdout()).finish(&what);
        if let Some(p) = problem(status, &err) {
            problems.push(format!("{what}: {p}"));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn a_full_disk_is_status_2_naming_the_output() {
    each_command(dev_full, |status, err| {
        let named = err.contains("standard output");
        let wrong = err.contains("panicked") || err.contains("unreadable input");
        (status.code() != Some(2) || !named || wrong).then(|| format!("{status}, stderr {err:?}"))
    });
}

#[test]
fn a_closed_pipe_ends_quietly_with_status_0() {
    each_command(closed_pipe, not_quiet);
}

/// As `… | head -1`: reads one line, then closes the pipe while output goes on.
fn first_line_then_close(args: &[&str], input: Vec<u8>) -> String {
    let mut run = Run::start(args, input, Stdio::piped());
    let stdout: ChildStdout = run.child.stdout.take().unwrap();
    let mut first = String::new();
    BufReader::new(stdout).read_line(&mut first).unwrap();
    let (status, err) = run.finish(&format!("{args:?}"));
    if let Some(p) = not_quiet(status, &err) {
        panic!("{args:?}: {p}");
    }
    first
}

#[test]
fn check_piped_into_head_ends_quietly() {
    // Far more output than a pipe holds, so check is still writing when head leaves.
    let pgn = b"[Event \"x\"]\n\n1. e4 e5 2. Nf3 *\n\n".repeat(20_000);
    let first = first_line_then_close(&["check", "-"], pgn);
    assert!(first.starts_with("{\"game\":1,"), "{first}");
}

#[test]
fn analyse_piped_into_head_ends_quietly() {
    let pgn = b"1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n".repeat(20);
    let first = first_line_then_close(&["analyse", "-", "--depth", "1"], pgn);
    assert!(first.starts_with("{\"game\":1,\"ply\":1,"), "{first}");
}

#[test]
fn an_annotated_pgn_that_cant_be_written_is_named() {
    let pgn = b"1. e4 e5 *\n".to_vec();
    let args = ["analyse", "-", "--depth", "1", "--annotate", "/dev/full"];
    let (status, err) = Run::start(&args, pgn, Stdio::null()).finish("analyse --annotate");
    assert_eq!(status.code(), Some(2), "{err}");
    assert!(err.contains("cannot write /dev/full"), "{err}");
}
