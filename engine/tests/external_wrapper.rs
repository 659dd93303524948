//! Engines started through a wrapper script that runs the real engine without `exec`
//! (wrappers that set options or paths often do), after starting a helper in the
//! background: whenever Gambit ends the engine (quit, drop, a crash, a hang, a panic of
//! its owner), the engine behind the wrapper and the helper end with it.
#![cfg(unix)]

mod common;

use std::{
    path::PathBuf,
    process::Command,
    sync::atomic::{AtomicU32, Ordering},
    time::{Duration, Instant},
};

use common::{FAKE, answer, assert_gone, movetime, quick};
use gambit_engine::{
    Game,
    external::{EngineConfig, EngineError, UciEngine},
};

/// A wrapper script around the fake engine in `mode`, and the process ids it records.
struct Wrapper {
    dir: PathBuf,
}

impl Wrapper {
    fn new(mode: &str) -> (EngineConfig, Wrapper) {
        static N: AtomicU32 = AtomicU32::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("gambit-wrapper-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let d = dir.display();
        let script = dir.join("engine.sh");
        // No `exec`: the shell stays the engine's parent and waits for it.
        let text = format!(
            "#!/bin/sh\n\
             sleep 300 </dev/null >/dev/null 2>&1 &\n\
             echo $! > '{d}/helper.pid'\n\
             '{FAKE}' {mode} --pidfile '{d}/engine.pid'\n\
             echo \"wrapper: the engine ended with $?\" >&2\n"
        );
        std::fs::write(&script, text).unwrap();
        // Run by the shell, not executed: a file just written may be busy for exec
        // while another test's engine is being forked.
        let mut config = EngineConfig::new("/bin/sh");
        config.args = vec![script.display().to_string()];
        (config, Wrapper { dir })
    }

    fn pid(&self, name: &str) -> u32 {
        let file = self.dir.join(name);
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file:?}: {e}"));
        text.trim().parse().unwrap()
    }

    /// The engine behind the wrapper and the helper end (within a bounded wait).
    fn assert_all_ended(&self) {
        for name in ["engine.pid", "helper.pid"] {
            let pid = self.pid(name);
            let until = Instant::now() + Duration::from_secs(5);
            while running(pid) && Instant::now() < until {
                std::thread::sleep(Duration::from_millis(20));
            }
            assert!(!running(pid), "{name}: process {pid} outlived its engine");
        }
    }
}

/// A failed test must not leave its processes behind.
impl Drop for Wrapper {
    fn drop(&mut self) {
        for name in ["engine.pid", "helper.pid"] {
            if let Ok(text) = std::fs::read_to_string(self.dir.join(name))
                && let Ok(pid) = text.trim().parse::<u32>()
                && running(pid)
            {
                let _ = Command::new("kill")
                    .args(["-KILL", &pid.to_string()])
                    .status();
            }
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Whether the process exists and is not a zombie. The orphaned engine is reaped by
/// init, which may be slow to do it (or never, in some containers), so a zombie counts
/// as ended.
fn running(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        // The state follows the parenthesised command name.
        Ok(stat) => stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().next())
            .is_some_and(|state| !matches!(state, "Z" | "X")),
        Err(_) => false,
    }
}

#[test]
fn quitting_ends_what_the_wrapper_started() {
    let (config, wrapper) = Wrapper::new("good");
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    engine.go(&Game::new(), &movetime(20));
    assert!(answer(&mut engine).is_ok());
    let shell = engine.pid();
    assert_ne!(shell, wrapper.pid("engine.pid"));
    engine.quit();
    assert_gone(shell);
    wrapper.assert_all_ended();
}

#[test]
fn dropping_an_engine_that_ignores_quit_ends_the_whole_wrapper() {
    let (config, wrapper) = Wrapper::new("stubborn");
    let engine = UciEngine::start_with(&config, quick()).unwrap();
    let shell = engine.pid();
    drop(engine);
    assert_gone(shell);
    wrapper.assert_all_ended();
}

#[test]
fn a_hung_engine_behind_a_wrapper_is_killed_at_its_deadline() {
    let (config, wrapper) = Wrapper::new("hang");
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    engine.go(&Game::new(), &movetime(100));
    assert!(matches!(
        answer(&mut engine),
        Err(EngineError::Timeout { .. })
    ));
    // Killed at the deadline, before the engine is dropped.
    assert_gone(engine.pid());
    wrapper.assert_all_ended();
}

#[test]
fn a_crash_behind_a_wrapper_ends_what_it_started() {
    let (config, wrapper) = Wrapper::new("crash");
    let mut engine = UciEngine::start_with(&config, quick()).unwrap();
    engine.go(&Game::new(), &movetime(100));
    assert!(matches!(
        answer(&mut engine),
        Err(EngineError::Exited { .. })
    ));
    assert_gone(engine.pid());
    wrapper.assert_all_ended();
}

#[test]
fn a_panic_of_the_owner_ends_the_whole_wrapper() {
    let (config, wrapper) = Wrapper::new("stubborn");
    let owner = std::thread::spawn(move || {
        let _engine = UciEngine::start_with(&config, quick()).unwrap();
        panic!("the owner fails while the engine runs");
    });
    assert!(owner.join().is_err());
    wrapper.assert_all_ended();
}
