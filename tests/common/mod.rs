//! Helpers shared by the tests: the game's logic in a headless app (`app`), a running
//! `gambit --headless` (`headless`), a small disk to fill (`disk`); for the
//! tests that play against external engines, the fake UCI engine
//! (`engine/src/bin/fake-uci.rs`) in its modes, and Debian's Stockfish when installed.
#![allow(dead_code)]

pub mod app;
pub mod disk;
pub mod headless;

use std::{
    path::{Path, PathBuf},
    process::Command,
    sync::OnceLock,
};

/// The fake UCI engine, built by cargo (at once when it is fresh: a workspace build
/// with all targets, as CI's, made it already); else the one next to this test's
/// binary.
pub fn fake_uci() -> &'static Path {
    static PATH: OnceLock<PathBuf> = OnceLock::new();
    PATH.get_or_init(|| {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let built = Command::new(cargo)
            .args([
                "build",
                "-p",
                "gambit-engine",
                "--bin",
                "fake-uci",
                "--message-format=json",
            ])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .output();
        let from_cargo = built.ok().filter(|o| o.status.success()).and_then(|o| {
            String::from_utf8_lossy(&o.stdout).lines().find_map(|line| {
                let v: serde_json::Value = serde_json::from_str(line).ok()?;
                (v["target"]["name"] == "fake-uci")
                    .then(|| v["executable"].as_str().map(PathBuf::from))
                    .flatten()
            })
        });
        let next_to_us = || {
            let exe = std::env::current_exe().expect("the test's own path");
            // target/debug/deps/<test> -> target/debug/fake-uci
            let dir = exe
                .parent()
                .and_then(Path::parent)
                .expect("a target folder");
            dir.join(format!("fake-uci{}", std::env::consts::EXE_SUFFIX))
        };
        let path = from_cargo.unwrap_or_else(next_to_us);
        assert!(path.is_file(), "no fake UCI engine at {}", path.display());
        path
    })
}

/// A program at `dir/name` that runs the fake engine in `mode`, writing its process id
/// to `dir/name.pid`: an engine known by a path of its own, as a player would add it.
pub fn fake_engine(dir: &Path, name: &str, mode: &str) -> PathBuf {
    let path = dir.join(name);
    let script = format!(
        "#!/bin/sh\nexec '{}' {mode} --pidfile '{}' \"$@\"\n",
        fake_uci().display(),
        pid_file(&path).display()
    );
    std::fs::write(&path, script).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    path
}

fn pid_file(engine: &Path) -> PathBuf {
    engine.with_extension("pid")
}

/// The process id the fake engine at `engine` last wrote.
pub fn fake_pid(engine: &Path) -> u32 {
    let text = std::fs::read_to_string(pid_file(engine)).expect("the fake engine started");
    text.trim().parse().expect("a process id")
}

/// Whether the process `pid` is gone: ended and reaped (a zombie still has its
/// `/proc` entry), within two seconds.
pub fn gone(pid: u32) -> bool {
    let start = std::time::Instant::now();
    while Path::new(&format!("/proc/{pid}")).exists() {
        if start.elapsed() > std::time::Duration::from_secs(2) {
            return false;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    true
}

/// A fresh folder for a test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gambit-engines-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs the `gambit` binary with `args`, `input` on stdin and its save folder under the
/// temporary folder's `home`: its stdout and exit status.
pub fn gambit_cli(args: &[&str], input: &str, home: &str) -> (String, i32) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_gambit"))
        .args(args)
        .env("GAMBIT_HOME", std::env::temp_dir().join(home))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}
