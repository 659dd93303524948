//! `gambit-engine bench --evalfile` refuses what is no network file at once.

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
    let dir = std::env::temp_dir().join(format!("gambit-bench-evalfile-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // Sparse: 4 GB that take no disk, and must not be read.
    let huge = dir.join("huge.bin");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(4 << 30)
        .unwrap();
    let fifo = dir.join("fifo");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    for (path, says) in [(&huge, "too big"), (&fifo, "a named pipe")] {
        let path = path.to_str().unwrap();
        let (code, err) = run_within(&["bench", "1", "--evalfile", path], Duration::from_secs(5));
        assert_eq!(code, Some(1), "{path}: {err}");
        assert!(err.contains(says), "{path}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
