//! Helpers for the tests: `gambit-engine` run from the command line (`cli`); for the tests
//! against fake engines (`src/bin/fake-uci.rs`): their configs,
//! their process ids, quick timeouts. Each test file uses a part of them.
#![allow(dead_code)]

pub mod cli;

use std::{
    path::PathBuf,
    sync::atomic::{AtomicU32, Ordering},
    time::Duration,
};

use gambit_engine::{
    external::{EngineConfig, EngineError, EngineMove, SearchPoll, Timeouts, UciEngine},
    search::Limits,
};

pub const FAKE: &str = env!("CARGO_BIN_EXE_fake-uci");

/// A fake engine's config, and the file it writes its process id to.
pub fn fake(args: &[&str]) -> (EngineConfig, PidFile) {
    static N: AtomicU32 = AtomicU32::new(0);
    let n = N.fetch_add(1, Ordering::Relaxed);
    let file = std::env::temp_dir().join(format!("gambit-fake-{}-{n}.pid", std::process::id()));
    let _ = std::fs::remove_file(&file);
    let mut config = EngineConfig::new(FAKE);
    config.args = args.iter().map(|a| a.to_string()).collect();
    config
        .args
        .extend(["--pidfile".to_string(), file.display().to_string()]);
    (config, PidFile(file))
}

pub struct PidFile(PathBuf);

impl PidFile {
    pub fn pid(&self) -> u32 {
        let text = std::fs::read_to_string(&self.0).expect("the fake engine wrote its pid");
        text.trim().parse().unwrap()
    }

    /// The engine's process is gone: not running, and reaped (no zombie).
    pub fn assert_gone(&self) {
        assert_gone(self.pid());
    }
}

impl Drop for PidFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

pub fn assert_gone(pid: u32) {
    if cfg!(target_os = "linux") {
        let proc = PathBuf::from(format!("/proc/{pid}"));
        let state = std::fs::read_to_string(proc.join("stat")).unwrap_or_default();
        assert!(!proc.exists(), "engine process {pid} remains: {state}");
    }
}

pub fn quick() -> Timeouts {
    Timeouts {
        handshake: Duration::from_secs(5),
        ready: Duration::from_secs(5),
        grace: Duration::from_secs(1),
        open_search: Duration::from_secs(5),
    }
}

pub fn movetime(ms: u64) -> Limits {
    Limits {
        movetime: Some(Duration::from_millis(ms)),
        ..Limits::default()
    }
}

/// The answer to a search, within 10 s.
pub fn answer(engine: &mut UciEngine) -> Result<EngineMove, EngineError> {
    match engine.wait(Duration::from_secs(10)) {
        SearchPoll::Done(answer) => answer,
        other => panic!("no answer: {other:?}"),
    }
}

/// A fresh folder holding two files that are no network: `huge.bin`, 4 GB without a byte
/// on disk (to be refused by its size, never read), and `fifo`, a named pipe (opening it
/// for reading waits for a writer that never comes). Returns (folder, huge, fifo).
pub fn odd_eval_files(name: &str) -> (PathBuf, PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("gambit-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let huge = dir.join("huge.bin");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(4 << 30)
        .unwrap();
    let fifo = dir.join("fifo");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    (dir, huge, fifo)
}
