//! Starting and shutting down external engines, against fake engines
//! (`src/bin/fake-uci.rs`): programs that are missing, not UCI, slow or stubborn; the
//! errors, their timing (generous bounds: a loaded 2-core machine), and that no engine
//! process is left behind, running or as a zombie.

mod common;

use std::time::{Duration, Instant};

use common::{fake, quick};
use gambit_engine::external::{EngineConfig, EngineError, Timeouts, UciEngine};

#[test]
fn missing_programs_cannot_be_started() {
    for path in ["/nonexistent/gambit/engine", "gambit-no-such-engine"] {
        let e = UciEngine::start(&EngineConfig::new(path)).err().unwrap();
        assert_eq!(
            e.to_string(),
            format!("The engine at {path} could not be started: No such file or directory")
        );
        assert!(e.is_fatal());
    }
    let e = UciEngine::start(&EngineConfig::new("")).err().unwrap();
    assert!(matches!(e, EngineError::Start { .. }), "{e}");
    let dir = std::env::temp_dir();
    let e = UciEngine::start(&EngineConfig::new(&dir)).err().unwrap();
    assert!(e.to_string().contains("it is a folder"), "{e}");
}

#[cfg(unix)]
#[test]
fn a_file_that_is_not_executable_cannot_be_started() {
    use std::os::unix::fs::PermissionsExt;
    let file = std::env::temp_dir().join(format!("gambit-not-exec-{}", std::process::id()));
    std::fs::write(&file, "#!/bin/sh\necho uciok\n").unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    let e = UciEngine::start(&EngineConfig::new(&file)).err().unwrap();
    std::fs::remove_file(&file).unwrap();
    assert!(
        e.to_string()
            .ends_with("could not be started: Permission denied"),
        "{e}"
    );
}

#[test]
fn a_program_that_is_not_a_uci_engine_is_refused() {
    let (config, pid) = fake(&["garbage"]);
    let t = Instant::now();
    let timeouts = Timeouts {
        handshake: Duration::from_millis(1500),
        ..quick()
    };
    let e = UciEngine::start_with(&config, timeouts).err().unwrap();
    let took = t.elapsed();
    assert!(
        e.to_string()
            .contains("is not a UCI engine (it did not answer 'uci' within 1.5 s)"),
        "{e}"
    );
    assert!(
        took >= Duration::from_millis(1400) && took < Duration::from_secs(6),
        "{took:?}"
    );
    pid.assert_gone();

    let (config, pid) = fake(&["exit"]);
    let t = Instant::now();
    let e = UciEngine::start_with(&config, quick()).err().unwrap();
    assert!(t.elapsed() < Duration::from_secs(3), "{:?}", t.elapsed());
    assert!(matches!(e, EngineError::NotUci { .. }), "{e}");
    assert!(
        e.to_string()
            .contains("saying 'hello, I am not a chess engine'"),
        "{e}"
    );
    pid.assert_gone();
}

#[test]
fn a_slow_starter_is_waited_for_only_as_long_as_the_handshake_allows() {
    let (config, pid) = fake(&["slow", "800"]);
    let engine = UciEngine::start_with(&config, quick()).unwrap();
    assert_eq!(engine.id().name, "Fake UCI");
    drop(engine);
    pid.assert_gone();

    let (config, pid) = fake(&["slow", "4000"]);
    let timeouts = Timeouts {
        handshake: Duration::from_secs(1),
        ..quick()
    };
    let t = Instant::now();
    let e = UciEngine::start_with(&config, timeouts).err().unwrap();
    let took = t.elapsed();
    assert!(matches!(e, EngineError::NotUci { .. }), "{e}");
    assert!(
        took >= Duration::from_millis(900) && took < Duration::from_secs(4),
        "{took:?}"
    );
    pid.assert_gone();
}

#[test]
fn an_engine_that_never_gets_ready_is_refused() {
    let (config, pid) = fake(&["noready"]);
    let timeouts = Timeouts {
        ready: Duration::from_secs(1),
        ..quick()
    };
    let t = Instant::now();
    let e = UciEngine::start_with(&config, timeouts).err().unwrap();
    assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());
    assert!(e.to_string().contains("no 'readyok' after 1.0 s"), "{e}");
    pid.assert_gone();
}

#[test]
fn dropping_kills_an_engine_that_ignores_quit() {
    let (config, pid) = fake(&["stubborn"]);
    let engine = UciEngine::start_with(&config, quick()).unwrap();
    let t = Instant::now();
    drop(engine);
    let took = t.elapsed();
    // About a second of grace, then killed.
    assert!(
        took >= Duration::from_millis(900) && took < Duration::from_secs(4),
        "{took:?}"
    );
    pid.assert_gone();
}

#[test]
fn an_engine_is_shut_down_when_its_owner_panics() {
    let (config, pid) = fake(&["good"]);
    let owner = std::thread::spawn(move || {
        let _engine = UciEngine::start_with(&config, quick()).unwrap();
        panic!("the owner fails while the engine runs");
    });
    assert!(owner.join().is_err());
    pid.assert_gone();
}

#[test]
fn engines_start_in_the_background() {
    let (config, pid) = fake(&["slow", "300"]);
    let mut starting = UciEngine::start_in_background(config, quick());
    let t = Instant::now();
    let engine = loop {
        let p = Instant::now();
        let got = starting.poll();
        assert!(p.elapsed() < Duration::from_millis(50));
        if let Some(got) = got {
            break got.unwrap();
        }
        assert!(t.elapsed() < Duration::from_secs(10));
        std::thread::sleep(Duration::from_millis(10));
    };
    assert!(t.elapsed() >= Duration::from_millis(250));
    assert!(starting.poll().is_none());
    drop(engine);
    pid.assert_gone();

    let mut starting =
        UciEngine::start_in_background(EngineConfig::new("/nonexistent/engine"), quick());
    let t = Instant::now();
    let e = loop {
        if let Some(got) = starting.poll() {
            break got.err().unwrap();
        }
        assert!(t.elapsed() < Duration::from_secs(10));
        std::thread::sleep(Duration::from_millis(10));
    };
    assert!(matches!(e, EngineError::Start { .. }));
}

#[test]
fn an_engine_that_talks_without_end_still_times_out() {
    let (config, pid) = fake(&["flood"]);
    let timeouts = Timeouts {
        handshake: Duration::from_secs(1),
        ..quick()
    };
    let t = Instant::now();
    let e = UciEngine::start_with(&config, timeouts).err().unwrap();
    assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());
    assert!(e.to_string().contains("did not answer 'uci'"), "{e}");
    pid.assert_gone();
}
