//! Saving from a running app: on exit, with the clocks as they stand (start-up reading is
//! in `startup.rs`).

mod common;

use std::{fs, path::PathBuf, time::Duration};

use gambit_engine::Game;

fn home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gambit-home-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(dir.join("data")).unwrap();
    dir
}

/// Quitting right after a move keeps it: the exit waits for the writer thread.
#[test]
fn exit_waits_for_the_last_save() {
    use bevy::prelude::*;
    use gambit::{game::messages::MoveRequested, save::store::Store};
    use shakmaty::Square;

    let dir = home("exit");
    let store = Store::at(dir.join("data"), dir.join("config"));
    for round in 0..20 {
        let _ = fs::remove_file(store.autosave_path());
        let mut app = common::app::session_app(common::app::hot_seat(Game::new()));
        app.add_plugins(gambit::save::persistence::plugin(
            Some((
                store.clone(),
                store
                    .try_lock()
                    .unwrap()
                    .expect("the last round's app is gone"),
            )),
            None,
        ));
        app.update();
        app.world_mut().write_message(MoveRequested {
            from: Square::E2,
            to: Square::E4,
            promotion: None,
        });
        app.world_mut().write_message(AppExit::Success);
        // The move, its save request and the exit all happen in this one frame.
        app.update();
        let saved = fs::read_to_string(store.autosave_path()).unwrap_or_default();
        assert!(saved.contains("1. e4"), "round {round}: saved {saved:?}");
    }
}

/// Quitting in the middle of a move saves the clock as it stands: the time spent thinking
/// is not given back on the next start.
#[test]
fn quitting_saves_the_clocks_as_they_stand() {
    use bevy::{prelude::*, time::TimeUpdateStrategy};
    use gambit::save::store::Store;
    use gambit_engine::{
        Game,
        clock::TimeControl,
        session::{Player, Session},
    };

    let dir = home("clocks");
    let store = Store::at(dir.join("data"), dir.join("config"));
    let control = TimeControl::SuddenDeath {
        base: Duration::from_secs(300),
    };
    let session = Session::new(
        Game::new(),
        Player::Human,
        Player::Human,
        control,
        Duration::ZERO,
    );
    let mut app = common::app::session_app(session);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs(10)))
        .add_plugins(gambit::save::persistence::plugin(
            Some((store.clone(), store.try_lock().unwrap().expect("free"))),
            None,
        ));
    // White thinks for about 40 s of game time, then quits.
    for _ in 0..4 {
        app.update();
    }
    app.world_mut().write_message(AppExit::Success);
    app.update();
    let saved = fs::read_to_string(store.autosave_path()).expect("saved on exit");
    let resumed = Session::from_save(&saved, Duration::ZERO).unwrap();
    let left = resumed
        .clock()
        .remaining(shakmaty::Color::White, Duration::ZERO);
    assert!(
        left <= Duration::from_secs(265) && left >= Duration::from_secs(245),
        "White has {left:?} left after thinking ~40-50 s of 300 s"
    );
}

/// A setting given on the command line (changed before the first frame, as `main` does)
/// is remembered; settings as they were read are not written again.
#[test]
fn settings_from_the_command_line_are_remembered() {
    use gambit::{
        board::settings::{BoardSettings, BoardView},
        looks::LookSettings,
        save::{persistence::Persistence, settings::SettingsFile, store::Store},
    };

    let dir = home("cli-settings");
    let store = Store::at(dir.join("data"), dir.join("config"));
    let run = |change: bool| {
        let read = SettingsFile::default();
        let mut app = common::app::session_app(common::app::hot_seat(Game::new()));
        read.clone().insert(&mut app);
        app.add_plugins(gambit::save::persistence::plugin(
            Some((store.clone(), store.try_lock().unwrap().expect("free"))),
            Some(read),
        ));
        if change {
            app.world_mut().resource_mut::<LookSettings>().theme = "green".into();
            app.world_mut().resource_mut::<BoardSettings>().view = BoardView::TwoD;
        }
        app.update();
        assert!(app.world().resource::<Persistence>().flush());
    };
    run(false);
    assert!(!store.settings_path().exists(), "nothing changed");
    run(true);
    let (saved, warning) = store.load_settings::<SettingsFile>();
    assert!(warning.is_none());
    assert_eq!(
        (saved.looks.theme.as_str(), saved.board.view),
        ("green", BoardView::TwoD)
    );
}
