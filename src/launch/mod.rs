//! Start-up from the command line: `Cli` (cli.rs) is parsed by `main`, which builds the
//! app; here it becomes the session to play (the one saved, or a new one from `--fen`,
//! `--pgn`, `--vs`, `--white`/`--black`, `--time`) and [`LaunchOptions`], the resource each
//! mode and concern reads in its own start-up system (`learn`, `puzzles`, `edit`, the
//! camera, the settings).

pub mod cli;
pub mod options;
pub mod welcome;

use std::{collections::BTreeMap, time::Duration};

use bevy::prelude::*;
use gambit_engine::{
    Game,
    clock::TimeControl,
    editor::Editor,
    external::engine_program,
    pgn::{self, Drawing},
    session::{Player, Session, drawings_of},
};

pub use cli::Cli;

use crate::save::persistence::Startup;
use options::LaunchOptions;

/// The options of `cli`, or why they can't be used (an unknown lesson, a FEN the editor
/// can't read): said before any window opens.
pub fn options(cli: &Cli) -> Result<LaunchOptions, String> {
    if let Some(lesson) = cli.learn.as_ref().filter(|l| !l.is_empty()) {
        let ids: Vec<&str> = gambit_engine::learn::BUILTIN
            .iter()
            .map(|(id, _)| *id)
            .collect();
        if !ids.contains(&lesson.as_str()) {
            return Err(format!(
                "no lesson {lesson:?}; the lessons are {}",
                ids.join(", ")
            ));
        }
    }
    let edit = match cli.edit.as_deref() {
        None => None,
        Some(fen) if fen.trim().is_empty() => Some(None),
        Some(fen) => Some(Some(
            Editor::from_fen(fen).map_err(|e| format!("--edit: {e}"))?,
        )),
    };
    Ok(LaunchOptions {
        learn: cli.learn.clone(),
        puzzles: cli.puzzles.clone(),
        edit,
        turn_board: cli.turn_board,
        view: cli.view,
        quality: cli.quality,
        ui_scale: cli.ui_scale,
        colour_blind: cli.colour_blind,
        theme: cli.theme.clone(),
        pieces: cli.pieces.clone(),
        lang: cli.lang.clone(),
        welcome: false,
    })
}

/// Whether the command line chose what to open (a game, a mode, a scripted run): then
/// no welcome is shown, even on the first start.
pub fn asks_for_something(cli: &Cli) -> bool {
    asks_for_a_game(cli)
        || cli.learn.is_some()
        || cli.puzzles.is_some()
        || cli.edit.is_some()
        || cli.headless
        || scripted(cli)
}

/// Whether the command line describes a game to play.
fn asks_for_a_game(cli: &Cli) -> bool {
    cli.new
        || cli.fen.is_some()
        || cli.pgn.is_some()
        || cli.vs != Player::Human
        || cli.white.is_some()
        || cli.black.is_some()
        || cli.time != TimeControl::None
}

/// Runs (screenshots, benchmarks) that neither resume nor overwrite the player's game.
pub fn scripted(cli: &Cli) -> bool {
    cli.screenshot.is_some() || cli.bench_frames.is_some() || cli.bench_think.is_some()
}

/// The session to start with: the one saved unless the command line asks for a game, in
/// which case the unfinished one goes to the recent games rather than being overwritten
/// unseen (and goes on if it can't). `startup` is none for a scripted run.
pub fn session(cli: &mut Cli, startup: Option<&mut Startup>) -> Result<Session, String> {
    cli.vs = find_engine(cli.vs.clone());
    cli.white = cli.white.clone().map(find_engine);
    cli.black = cli.black.clone().map(find_engine);
    let (game, drawings) = load_game(cli)?;
    let explicit = asks_for_a_game(cli);
    let Some(startup) = startup else {
        return Ok(new_session(cli, game).with_drawings(drawings));
    };
    // Tournament mode is a property of each game: a new one takes it from the settings.
    let tournament = startup.settings.play.tournament_mode;
    Ok(match startup.resume.take() {
        Some(saved) if !explicit => saved,
        Some(saved) if !startup.keep_in_recent() => saved,
        _ => new_session(cli, game)
            .with_drawings(drawings)
            .with_tournament(tournament),
    })
}

/// The game the command line names, with the arrows and rings drawn in its PGN.
fn load_game(cli: &Cli) -> Result<(Game, BTreeMap<usize, Drawing>), String> {
    if let Some(fen) = &cli.fen {
        let game = Game::from_fen(fen).map_err(|e| format!("--fen: {e}"))?;
        return Ok((game, BTreeMap::new()));
    }
    let Some(path) = &cli.pgn else {
        return Ok((Game::new(), BTreeMap::new()));
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
    let drawings = drawings_of(&chosen);
    Ok((chosen.game, drawings))
}

/// Who plays which side: `--white`/`--black`, else the human takes `--color` against a
/// computer `--vs`.
fn new_session(cli: &Cli, game: Game) -> Session {
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

/// The player's lesson stars and puzzle training, read where the game saves (only read
/// when the folder is not this process's), with a sentence for anything damaged.
pub fn insert_kept(app: &mut App, startup: &mut Startup) {
    let kept = startup.kept_files();
    let (progress, notice) = crate::learn::load_progress(kept);
    let (training, puzzle_notice) = crate::puzzles::load_training(kept);
    let (record, record_notice) = crate::learn::record::load_record(kept);
    startup
        .notices
        .extend(notice.into_iter().chain(puzzle_notice).chain(record_notice));
    app.insert_resource(progress)
        .insert_resource(training)
        .insert_resource(record);
}
