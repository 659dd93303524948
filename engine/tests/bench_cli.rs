//! `gambit-engine bench --evalfile` refuses what is no network file at once.

mod common;

use std::{
    process::{Command, Stdio},
    time::{Duration, Instant},
};

/// Status and stderr of `gambit-engine args`, killed if it outlives `limit` (a hang
/// fails the test instead of blocking it).
fn run_within(args: &[&str], limit: Duration) -> (Option<i32>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gambit-engine"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + limit;
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{args:?}: still running after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn bench_refuses_a_huge_evalfile_or_a_named_pipe_at_once() {
    let (dir, huge, fifo) = common::odd_eval_files("bench-evalfile");
    for (path, says) in [(&huge, "too big"), (&fifo, "a named pipe")] {
        let path = path.to_str().unwrap();
        let (code, err) = run_within(&["bench", "1", "--evalfile", path], Duration::from_secs(5));
        assert_eq!(code, Some(1), "{path}: {err}");
        assert!(err.contains(says), "{path}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
