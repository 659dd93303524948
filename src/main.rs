//! `gambit`: the 3D chess game. It parses the command line (`launch::Cli`) and builds the
//! app; what the options mean is read by the modes themselves from `LaunchOptions`.
//! `gambit --headless` plays moves from stdin without a window (`tools::headless`); the
//! text protocols (`--lessons`, `--puzzle-set`, `--headless --lesson/--puzzle`) are
//! `tools::protocols`.

use std::{
    process::ExitCode,
    sync::{Arc, OnceLock},
    time::Duration,
};

use bevy::{
    picking::mesh_picking::MeshPickingPlugin,
    prelude::*,
    window::WindowResolution,
    winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent},
};
use clap::Parser;
use gambit::{
    game::current::CurrentGame,
    launch::{self, Cli},
    logic_plugins,
    save::{self, persistence},
    tools::capture::{self, Bench, ScreenshotRequest},
    tools::{headless, protocols},
    ui::{
        hud::{NoticeKind, Toast},
        redraw::IDLE_WAIT,
        words,
    },
    view_plugins,
};

fn main() -> ExitCode {
    let mut cli = Cli::parse();
    if cli.languages {
        return protocols::languages();
    }
    if let Some(dir) = &cli.write_docs {
        use clap::CommandFactory;
        return match gambit_engine::cli::docs::write(Cli::command(), dir) {
            Ok(_) => ExitCode::SUCCESS,
            Err(e) => refuse(&format!("--write-docs {}: {e}", dir.display())),
        };
    }
    // Before anything is said: the protocols' reasons are in it too.
    if let Some(code) = &cli.lang
        && let Err(e) = gambit::ui::catalogue::set_language(code)
    {
        return refuse(&e);
    }
    if cli.progress {
        return protocols::progress();
    }
    if cli.lessons || cli.lesson.is_some() {
        return protocols::lessons(cli.lesson.as_deref());
    }
    if cli.puzzle_set || cli.puzzle.is_some() {
        return protocols::puzzles(cli.puzzle.as_deref());
    }
    let mut options = match launch::options(&cli) {
        Ok(options) => options,
        Err(e) => return refuse(&e),
    };
    // Looked at before anything is saved: the save folder's absence is the first start.
    options.welcome = !launch::asks_for_something(&cli)
        && gambit::save::store::Store::from_env().is_ok_and(|s| s.is_new());
    let scripted = launch::scripted(&cli);
    // Scripted runs (screenshots, benchmarks) neither resume nor overwrite the player's game.
    let mut startup = (!scripted).then(|| persistence::load(Duration::ZERO));
    let session = match launch::session(&mut cli, startup.as_mut()) {
        Ok(session) => session,
        Err(e) => return refuse(&e),
    };
    if cli.headless {
        return headless::run(session, startup.expect("--headless is not a scripted run"));
    }

    // Ctrl+C in the terminal: Bevy's graceful exit, plus a wake-up for the reactive window,
    // which would otherwise only notice at its next frame (up to a minute when idle).
    let wake: Arc<OnceLock<Box<dyn Fn() + Send + Sync>>> = Arc::default();
    let on_signal = wake.clone();
    if let Err(e) = ctrlc::set_handler(move || {
        bevy::app::TerminalCtrlCHandlerPlugin::gracefully_exit();
        if let Some(wake) = on_signal.get() {
            wake();
        }
    }) {
        eprintln!("gambit: Ctrl+C will not quit cleanly: {e}");
    }

    let mut app = App::new();
    app.add_plugins((
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Gambit".into(),
                    resolution: WindowResolution::new(cli.size.0, cli.size.1),
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                file_path: gambit::looks::assets_folder(),
                ..default()
            }),
        MeshPickingPlugin,
    ))
    .insert_resource(ClearColor(Color::srgb(0.05, 0.045, 0.04)))
    // A board game waits for the player: redraw on input and while something moves
    // (systems send `RequestRedraw`), not continuously.
    .insert_resource(if scripted {
        WinitSettings::continuous()
    } else {
        WinitSettings {
            focused_mode: UpdateMode::reactive(IDLE_WAIT),
            unfocused_mode: UpdateMode::reactive_low_power(Duration::from_secs(120)),
        }
    })
    .insert_resource(options)
    .add_plugins((logic_plugins, view_plugins))
    .insert_resource(CurrentGame::from_session(session));
    if let Some(mut startup) = startup {
        launch::insert_kept(&mut app, &mut startup);
        for notice in &startup.notices {
            eprintln!("gambit: {}", words::notice(notice));
        }
        if !startup.notices.is_empty() {
            app.insert_resource(Toast {
                text: Some(words::notices(&startup.notices)),
                until: 12.0,
                clear_on_move: false,
                kind: NoticeKind::Warning,
            });
        }
        let read = startup.settings.clone();
        startup.settings.insert(&mut app);
        app.add_plugins(save::plugin(startup.store, Some(read)));
    }
    if let Some(path) = cli.screenshot {
        app.insert_resource(ScreenshotRequest::new(path))
            .add_plugins(capture::screenshot_plugin);
    }
    if let Some(frames) = cli.bench_think {
        app.insert_resource(capture::ThinkBench::new(frames))
            .add_plugins(capture::think_bench_plugin);
    }
    if let Some(frames) = cli.bench_frames {
        app.insert_resource(Bench::new(frames))
            .add_plugins(capture::bench_plugin);
    }
    if let Some(proxy) = app.world().get_resource::<EventLoopProxyWrapper>() {
        let proxy = (**proxy).clone();
        let _ = wake.set(Box::new(move || {
            let _ = proxy.send_event(WinitUserEvent::WakeUp);
        }));
    }
    headless::exit_code(app.run())
}

/// A command line that can't be used: said, with status 2, before any window opens.
fn refuse(why: &str) -> ExitCode {
    eprintln!("gambit: {why}");
    ExitCode::from(2)
}
