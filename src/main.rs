//! `gambit`: the 3D chess game. Command line:
//! `gambit [--fen FEN | --pgn FILE] [--vs human|LEVEL|engine:PATH] [--color white|black|random]
//! [--white X --black Y] [--time 5+3]`; `gambit --headless` plays moves from stdin without a
//! window (see `headless.rs`).

use std::{
    path::PathBuf,
    process::ExitCode,
    sync::{Arc, OnceLock},
    time::Duration,
};

use bevy::{
    app::ScheduleRunnerPlugin,
    picking::mesh_picking::MeshPickingPlugin,
    prelude::*,
    window::WindowResolution,
    winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent},
};
use clap::Parser;
use gambit::{
    game::current::CurrentGame,
    game::settings::{BoardView, Quality, Settings},
    logic_plugins,
    save::{self, persistence},
    tools::capture::{self, Bench, ScreenshotRequest},
    tools::{headless, protocols},
    ui::{hud::Toast, redraw::IDLE_WAIT},
    view_plugins,
};
use gambit_engine::{
    Game,
    clock::TimeControl,
    external::engine_program,
    pgn,
    session::{ColorChoice, Player, Session},
};

#[derive(Parser, Debug)]
#[command(version, about = "Gambit: 3D chess against the computer or a friend")]
struct Cli {
    /// Start from this position (Forsyth–Edwards Notation).
    #[arg(long, conflicts_with = "pgn")]
    fen: Option<String>,
    /// Continue a saved game (PGN); the first game in the file unless --game is given.
    #[arg(long)]
    pgn: Option<PathBuf>,
    /// Which game of the PGN file to load (1-based).
    #[arg(long, default_value_t = 1, requires = "pgn", value_parser = clap::value_parser!(u64).range(1..))]
    game: u64,
    /// Opponent: human (two players at this computer), a computer level
    /// (gentle, easy, normal, hard, master) or engine:PATH (a UCI engine's program).
    #[arg(long, default_value = "human")]
    vs: Player,
    /// Your colour against the computer.
    #[arg(long, default_value = "white")]
    color: ColorChoice,
    /// Who plays White: human, a level or engine:PATH (instead of --vs and --color;
    /// a side not given is human). Two computers play each other on their own.
    #[arg(long, conflicts_with_all = ["vs", "color"])]
    white: Option<Player>,
    /// Who plays Black, as --white.
    #[arg(long, conflicts_with_all = ["vs", "color"])]
    black: Option<Player>,
    /// Time control: none, minutes (5), with increment (3+2) or with delay (15d5).
    #[arg(long, default_value = "none")]
    time: TimeControl,
    /// Start a new game even if an unfinished one was saved.
    #[arg(long)]
    new: bool,
    /// Turn the board to the side to move after each move.
    #[arg(long)]
    turn_board: bool,
    /// Write a screenshot of the scene once it is ready, then exit.
    #[arg(long, value_name = "FILE")]
    screenshot: Option<PathBuf>,
    /// Play moves continuously and print frame-time statistics after N animated frames.
    #[arg(long, value_name = "N")]
    bench_frames: Option<usize>,
    /// Report frame times for N idle frames, then N frames while the computer thinks.
    #[arg(long, value_name = "N")]
    bench_think: Option<usize>,
    /// No window: read UCI moves from stdin, report saves on stdout (the crash test's hook).
    #[arg(long, conflicts_with_all = ["screenshot", "bench_frames", "bench_think"])]
    headless: bool,
    /// Board view, 2d or 3d (remembered in the settings).
    #[arg(long)]
    view: Option<BoardView>,
    /// Graphics quality: auto, low, medium or high (remembered in the settings).
    #[arg(long)]
    quality: Option<Quality>,
    /// Open the lessons (the Learn mode), at this lesson if one is named (e.g. rook);
    /// the saved game waits, paused, under Play.
    #[arg(long, value_name = "LESSON", num_args = 0..=1, default_missing_value = "", conflicts_with = "headless")]
    learn: Option<String>,
    /// Print the lessons, one JSON line each, and exit.
    #[arg(long, exclusive = true)]
    lessons: bool,
    /// With --headless: play this lesson through stdin and stdout (see the README).
    #[arg(long, value_name = "ID", requires = "headless")]
    lesson: Option<String>,
    /// Open the Puzzles mode, at this puzzle if one is named (e.g. b0001); the saved
    /// game waits, paused, under Play.
    #[arg(long, value_name = "ID", num_args = 0..=1, default_missing_value = "", conflicts_with = "headless")]
    puzzles: Option<String>,
    /// Print the built-in puzzles, one JSON line each, and exit.
    #[arg(long, exclusive = true)]
    puzzle_set: bool,
    /// With --headless: play this puzzle (built in, e.g. b0001, or one of yours) through
    /// stdin and stdout (see the README).
    #[arg(long, value_name = "ID", requires = "headless")]
    puzzle: Option<String>,
    /// Open the position editor (the Edit mode), with this FEN if one is given (even an
    /// impossible position: what is wrong is shown); the saved game waits, paused, under Play.
    #[arg(long, value_name = "FEN", num_args = 0..=1, default_missing_value = "", conflicts_with = "headless")]
    edit: Option<String>,
    /// The size of the panels' text, 100% to 200%, e.g. 150% (remembered in the settings).
    #[arg(long, value_name = "SCALE", value_parser = gambit::game::settings::parse_ui_scale)]
    ui_scale: Option<f32>,
    /// Marks told by shape as well as colour (on or off; remembered in the settings).
    #[arg(long, value_name = "ON", num_args = 0..=1, default_missing_value = "true")]
    colour_blind: Option<bool>,
    /// The board theme, by its file in assets/themes: wood, green, blue, high-contrast
    /// (remembered in the settings).
    #[arg(long, value_name = "NAME")]
    theme: Option<String>,
    /// The 2D view's pieces, by their folder in assets/pieces: staunton or diagram
    /// (remembered in the settings).
    #[arg(long, value_name = "NAME")]
    pieces: Option<String>,
    /// Window size, e.g. 1280x720.
    #[arg(long, default_value = "1280x720", value_parser = parse_size)]
    size: (u32, u32),
}

fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s
        .split_once('x')
        .ok_or_else(|| "expected WIDTHxHEIGHT, e.g. 1280x720".to_string())?;
    let n = |v: &str| v.trim().parse::<u32>().map_err(|e| format!("{v}: {e}"));
    Ok((n(w)?, n(h)?))
}

fn load_game(cli: &Cli) -> Result<Game, String> {
    if let Some(fen) = &cli.fen {
        return Game::from_fen(fen).map_err(|e| format!("--fen: {e}"));
    }
    let Some(path) = &cli.pgn else {
        return Ok(Game::new());
    };
    // Streamed (a database need not fit in memory), in any encoding the reader knows.
    let (games, _) = pgn::open(path).map_err(|e| format!("--pgn {}: {e}", path.display()))?;
    let wanted = cli.game;
    let mut count = 0;
    let mut chosen = None;
    for game in games {
        let game = game.map_err(|e| format!("--pgn {}: {e}", path.display()))?;
        count += 1;
        if count == wanted {
            chosen = Some(game);
            break;
        }
    }
    let mut chosen = chosen.ok_or_else(|| {
        format!(
            "--pgn {}: has {count} game(s), no game {wanted}",
            path.display()
        )
    })?;
    if let Some(error @ pgn::GameError::BadFen { .. }) = &chosen.error {
        // Its moves belong to a position that can't be played.
        return Err(format!("--pgn {}: {error}", path.display()));
    }
    if let Some(error) = &chosen.error {
        // Keep the moves that were good so the player can still look at them.
        eprintln!(
            "warning: {}: {error}; stopping before that move",
            path.display()
        );
    }
    if let Some(ending) = chosen.ending_from_tags() {
        let _ = chosen.game.set_ending(ending);
    }
    Ok(chosen.game)
}

/// Who plays which side: `--white`/`--black`, else the human takes `--color` against a
/// computer `--vs`.
fn session(cli: &Cli, game: Game) -> Session {
    let (white, black) = if cli.white.is_some() || cli.black.is_some() {
        let side = |p: &Option<Player>| p.clone().unwrap_or_default();
        (side(&cli.white), side(&cli.black))
    } else {
        cli.color
            .seats(cli.vs.clone(), gambit_engine::session::coin())
    };
    Session::new(game, white, black, cli.time, Duration::ZERO)
}

/// `engine:stockfish` (a bare name) is looked up on `PATH` and where packages put
/// engines (`/usr/games`), so the save names the program found.
fn find_engine(player: Player) -> Player {
    match player {
        Player::Engine(path) => Player::Engine(engine_program(path)),
        other => other,
    }
}

fn main() -> ExitCode {
    let mut cli = Cli::parse();
    if cli.lessons || cli.lesson.is_some() {
        return protocols::lessons(cli.lesson.as_deref());
    }
    if cli.puzzle_set || cli.puzzle.is_some() {
        return protocols::puzzles(cli.puzzle.as_deref());
    }
    if let Some(lesson) = cli.learn.as_ref().filter(|l| !l.is_empty()) {
        let ids: Vec<&str> = gambit_engine::learn::BUILTIN
            .iter()
            .map(|(id, _)| *id)
            .collect();
        if !ids.contains(&lesson.as_str()) {
            eprintln!(
                "gambit: no lesson {lesson:?}; the lessons are {}",
                ids.join(", ")
            );
            return ExitCode::from(2);
        }
    }
    let edited = match cli.edit.as_deref().filter(|f| !f.trim().is_empty()) {
        None => None,
        Some(fen) => match gambit_engine::editor::Editor::from_fen(fen) {
            Ok(editor) => Some(editor),
            Err(e) => {
                eprintln!("gambit: --edit: {e}");
                return ExitCode::from(2);
            }
        },
    };
    cli.vs = find_engine(cli.vs);
    cli.white = cli.white.map(find_engine);
    cli.black = cli.black.map(find_engine);
    let game = match load_game(&cli) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("gambit: {e}");
            return ExitCode::from(2);
        }
    };
    let scripted =
        cli.screenshot.is_some() || cli.bench_frames.is_some() || cli.bench_think.is_some();
    // Scripted runs (screenshots, benchmarks) neither resume nor overwrite the player's game.
    let startup = if scripted {
        None
    } else {
        Some(persistence::load(Duration::ZERO))
    };
    let explicit = cli.new
        || cli.fen.is_some()
        || cli.pgn.is_some()
        || cli.vs != Player::Human
        || cli.white.is_some()
        || cli.black.is_some()
        || cli.time != TimeControl::None;
    let mut startup = startup;
    // Tournament mode is a property of each game: a new one takes it from the settings.
    let tournament = startup.as_ref().is_some_and(|s| s.settings.tournament_mode);
    let resumed = startup.as_mut().and_then(|s| s.resume.take());
    let session = match resumed {
        Some(saved) if !explicit => saved,
        // A new game from the command line: the unfinished one goes to the recent games
        // rather than being overwritten unseen, and goes on if it can't.
        Some(saved) => {
            if startup.as_mut().is_some_and(|s| s.keep_in_recent()) {
                session(&cli, game).with_tournament(tournament)
            } else {
                saved
            }
        }
        None => session(&cli, game).with_tournament(tournament),
    };
    if cli.headless {
        return run_headless(session, startup.expect("--headless is not a scripted run"));
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
    .add_plugins((logic_plugins, view_plugins))
    .insert_resource(CurrentGame::from_session(session));
    if let Some(startup) = startup.as_mut() {
        load_kept(&mut app, startup);
    }
    if let Some(id) = &cli.puzzles {
        if !id.is_empty() {
            let found = {
                let world = app.world();
                let set = &world.resource::<gambit::puzzles::PuzzleSet>().0;
                let training = &world.resource::<gambit::puzzles::PuzzleTraining>().training;
                set.iter()
                    .chain(training.mine())
                    .find(|p| &p.id == id)
                    .cloned()
            };
            let Some(record) = found else {
                eprintln!("gambit: no puzzle {id:?} (see --puzzle-set)");
                return ExitCode::from(2);
            };
            app.world_mut()
                .resource_mut::<gambit::puzzles::Solving>()
                .puzzle = Some(record);
        }
        app.world_mut()
            .resource_mut::<NextState<gambit::mode::Mode>>()
            .set(gambit::mode::Mode::Puzzles);
    }
    if cli.edit.is_some() {
        app.insert_resource(gambit::edit::KeptSetup(edited));
        app.world_mut()
            .resource_mut::<NextState<gambit::mode::Mode>>()
            .set(gambit::mode::Mode::Edit);
    }
    if let Some(lesson) = &cli.learn {
        app.world_mut()
            .resource_mut::<NextState<gambit::mode::Mode>>()
            .set(gambit::mode::Mode::Learn);
        if !lesson.is_empty() {
            app.world_mut()
                .write_message(gambit::learn::LearnCommand::OpenId(lesson.clone()));
        }
    }
    if let Some(startup) = startup {
        for notice in &startup.notices {
            eprintln!("gambit: {notice}");
        }
        if !startup.notices.is_empty() {
            app.insert_resource(Toast {
                text: Some(startup.notices.join(" ")),
                until: 12.0,
                clear_on_move: false,
                kind: gambit::ui::hud::NoticeKind::Warning,
            });
        }
        let read = startup.settings.clone();
        app.insert_resource(startup.settings)
            .add_plugins(save::plugin(startup.store, Some(read)));
    }
    app.world_mut()
        .resource_mut::<gambit::board::camera::ViewSettings>()
        .auto_rotate = cli.turn_board;
    if cli.view.is_some()
        || cli.quality.is_some()
        || cli.ui_scale.is_some()
        || cli.colour_blind.is_some()
        || cli.theme.is_some()
        || cli.pieces.is_some()
    {
        let mut settings = app.world_mut().resource_mut::<Settings>();
        settings.colour_blind = cli.colour_blind.unwrap_or(settings.colour_blind);
        settings.view = cli.view.unwrap_or(settings.view);
        settings.quality = cli.quality.unwrap_or(settings.quality);
        settings.ui_scale = cli.ui_scale.unwrap_or(settings.ui_scale);
        if let Some(theme) = &cli.theme {
            settings.theme = theme.clone();
        }
        if let Some(pieces) = &cli.pieces {
            settings.piece_style = pieces.clone();
        }
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
    exit_code(app.run())
}

/// The player's lesson stars and puzzle training, read where the game saves (only read
/// when the folder is not this process's), with a sentence for anything damaged.
fn load_kept(app: &mut App, startup: &mut persistence::Startup) {
    let kept = startup.kept_files();
    let (progress, notice) = gambit::learn::load_progress(kept);
    let (training, puzzle_notice) = gambit::puzzles::load_training(kept);
    startup
        .notices
        .extend(notice.into_iter().chain(puzzle_notice));
    app.insert_resource(progress).insert_resource(training);
}

/// `--headless`: the same logic and saving plugins as the windowed game, without a window.
fn run_headless(session: Session, mut startup: persistence::Startup) -> ExitCode {
    if startup.store.is_none() {
        for notice in &startup.notices {
            eprintln!("gambit: {notice}");
        }
        eprintln!(
            "gambit: --headless needs a place to save games that no other copy of the game \
             is using (set GAMBIT_HOME)"
        );
        return ExitCode::from(2);
    }
    let mut app = App::new();
    // A short wait per frame: stdin is answered within milliseconds without spinning a core.
    app.add_plugins(MinimalPlugins.set(ScheduleRunnerPlugin::run_loop(Duration::from_millis(2))))
        .add_plugins(logic_plugins)
        .insert_resource(CurrentGame::from_session(session));
    // The puzzles a finished game gives are kept, as in the window.
    load_kept(&mut app, &mut startup);
    for notice in &startup.notices {
        eprintln!("gambit: {notice}");
    }
    let read = startup.settings.clone();
    app.insert_resource(startup.settings)
        .add_plugins((save::plugin(startup.store, Some(read)), headless::plugin));
    exit_code(app.run())
}

fn exit_code(exit: AppExit) -> ExitCode {
    match exit {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
