//! Start-up reading of the autosave and settings (`GAMBIT_HOME` points at a temp folder).
//! Alone in its test binary: it sets `GAMBIT_HOME`, which is process-wide, so no other
//! test may run beside it.

use std::{fs, path::PathBuf, time::Duration};

use gambit::save::persistence::load;

fn home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gambit-home-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("data")).unwrap();
    dir
}

// One test for start-up, as GAMBIT_HOME is process-wide (the exit test below does not use it).
#[test]
fn startup_resumes_unfinished_games_and_sets_damaged_files_aside() {
    let dir = home("startup");
    // SAFETY: this test binary runs this single test, so no other thread reads the environment.
    unsafe { std::env::set_var("GAMBIT_HOME", &dir) };
    let save = dir.join("data/current-game.pgn");

    let s = load(Duration::ZERO);
    assert!(
        s.resume.is_none() && s.notices.is_empty(),
        "nothing saved yet"
    );
    drop(s);

    fs::write(
        &save,
        "[GambitWhite \"human\"]\n[GambitBlack \"computer:hard\"]\n\n1. d4 d5 *\n",
    )
    .unwrap();
    let s = load(Duration::ZERO);
    let resumed = s.resume.clone().expect("unfinished game resumes");
    assert_eq!(resumed.game().san_moves(), ["d4", "d5"]);
    // A second copy of the game on the same folder neither resumes nor saves that game.
    let second = load(Duration::ZERO);
    assert!(second.resume.is_none() && second.store.is_none());
    assert!(
        gambit::ui::words::notice(&second.notices[0]).starts_with("Another Gambit is running"),
        "{:?}",
        second.notices
    );
    drop((s, second));
    assert!(load(Duration::ZERO).store.is_some(), "free again");

    fs::write(
        &save,
        "[GambitWhite \"human\"]\n[GambitBlack \"human\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n",
    )
    .unwrap();
    assert!(
        load(Duration::ZERO).resume.is_none(),
        "a finished game is not resumed"
    );

    fs::write(
        &save,
        "[GambitWhite \"human\"]\n[GambitBlack \"human\"]\n\n1. e4 e5 2. Ke3 *\n",
    )
    .unwrap();
    let s = load(Duration::ZERO);
    assert!(s.resume.is_none());
    assert_eq!(s.notices.len(), 1, "{:?}", s.notices);
    assert!(
        gambit::ui::words::notice(&s.notices[0]).starts_with("Your saved game could not be read"),
        "{:?}",
        s.notices[0]
    );
    assert!(!save.exists(), "moved aside");
    let kept: Vec<_> = fs::read_dir(dir.join("data"))
        .unwrap()
        .filter_map(|e| e.ok())
        .collect();
    assert!(
        kept.iter()
            .any(|e| e.file_name().to_string_lossy().contains("corrupt"))
    );
    drop(s);

    fs::create_dir_all(dir.join("config")).unwrap();
    fs::write(dir.join("config/settings.json"), "{ \"volume\": ").unwrap();
    let s = load(Duration::ZERO);
    assert_eq!(s.settings, gambit::save::settings::SettingsFile::default());
    assert!(
        s.notices
            .iter()
            .any(|n| gambit::ui::words::notice(n).contains("settings file was unreadable"))
    );
}
