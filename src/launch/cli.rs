//! The command line of `gambit` (clap): the game to play, the mode to open, the looks to
//! use, and the tools (`--headless`, `--screenshot`, the benchmarks, the text protocols).

use std::path::PathBuf;

use clap::Parser;
use gambit_engine::{
    clock::TimeControl,
    session::{ColorChoice, Player},
};

use crate::{
    board::settings::{BoardView, Quality},
    ui::scale::parse_ui_scale,
};

#[derive(Parser, Debug)]
#[command(version, about = "Gambit: 3D chess against the computer or a friend")]
pub struct Cli {
    /// Start from this position (Forsyth–Edwards Notation).
    #[arg(long, conflicts_with = "pgn")]
    pub fen: Option<String>,
    /// Continue a saved game (PGN); the first game in the file unless --game is given.
    #[arg(long)]
    pub pgn: Option<PathBuf>,
    /// Which game of the PGN file to load (1-based).
    #[arg(long, default_value_t = 1, requires = "pgn", value_parser = clap::value_parser!(u64).range(1..))]
    pub game: u64,
    /// Opponent: human (two players at this computer), a computer level
    /// (gentle, easy, normal, hard, master) or engine:PATH (a UCI engine's program).
    #[arg(long, default_value = "human")]
    pub vs: Player,
    /// Your colour against the computer.
    #[arg(long, default_value = "white")]
    pub color: ColorChoice,
    /// Who plays White: human, a level or engine:PATH (instead of --vs and --color;
    /// a side not given is human). Two computers play each other on their own.
    #[arg(long, conflicts_with_all = ["vs", "color"])]
    pub white: Option<Player>,
    /// Who plays Black, as --white.
    #[arg(long, conflicts_with_all = ["vs", "color"])]
    pub black: Option<Player>,
    /// Time control: none, minutes (5), with increment (3+2) or with delay (15d5).
    #[arg(long, default_value = "none")]
    pub time: TimeControl,
    /// Start a new game even if an unfinished one was saved.
    #[arg(long)]
    pub new: bool,
    /// Turn the board to the side to move after each move.
    #[arg(long)]
    pub turn_board: bool,
    /// Write a screenshot of the scene once it is ready, then exit.
    #[arg(long, value_name = "FILE")]
    pub screenshot: Option<PathBuf>,
    /// Play moves continuously and print frame-time statistics after N animated frames.
    #[arg(long, value_name = "N")]
    pub bench_frames: Option<usize>,
    /// Report frame times for N idle frames, then N frames while the computer thinks.
    #[arg(long, value_name = "N")]
    pub bench_think: Option<usize>,
    /// No window: read UCI moves from stdin, report saves on stdout (the crash test's hook).
    #[arg(long, conflicts_with_all = ["screenshot", "bench_frames", "bench_think"])]
    pub headless: bool,
    /// Board view, 2d or 3d (remembered in the settings).
    #[arg(long)]
    pub view: Option<BoardView>,
    /// Graphics quality: auto, low, medium or high (remembered in the settings).
    #[arg(long)]
    pub quality: Option<Quality>,
    /// Open the lessons (the Learn mode), at this lesson if one is named (e.g. rook);
    /// the saved game waits, paused, under Play.
    #[arg(long, value_name = "LESSON", num_args = 0..=1, default_missing_value = "", conflicts_with_all = ["headless", "puzzles", "edit"])]
    pub learn: Option<String>,
    /// Print the lessons, one JSON line each, and exit.
    #[arg(long, exclusive = true)]
    pub lessons: bool,
    /// Print the player's progress (lessons, puzzles, games, reviews and the next step)
    /// as JSON, and exit; it only reads the save folder.
    #[arg(long, exclusive = true)]
    pub progress: bool,
    /// With --headless: play this lesson through stdin and stdout (see the README).
    #[arg(long, value_name = "ID", requires = "headless")]
    pub lesson: Option<String>,
    /// Open the Puzzles mode, at this puzzle if one is named (e.g. b0001); the saved
    /// game waits, paused, under Play.
    #[arg(long, value_name = "ID", num_args = 0..=1, default_missing_value = "", conflicts_with_all = ["headless", "edit"])]
    pub puzzles: Option<String>,
    /// Print the built-in puzzles, one JSON line each, and exit.
    #[arg(long, exclusive = true)]
    pub puzzle_set: bool,
    /// With --headless: play this puzzle (built in, e.g. b0001, or one of yours) through
    /// stdin and stdout (see the README).
    #[arg(long, value_name = "ID", requires = "headless")]
    pub puzzle: Option<String>,
    /// Open the position editor (the Edit mode), with this FEN if one is given (even an
    /// impossible position: what is wrong is shown); the saved game waits, paused, under Play.
    #[arg(long, value_name = "FEN", num_args = 0..=1, default_missing_value = "", conflicts_with = "headless")]
    pub edit: Option<String>,
    /// The size of the panels' text, 100% to 200%, e.g. 150% (remembered in the settings).
    #[arg(long, value_name = "SCALE", value_parser = parse_ui_scale)]
    pub ui_scale: Option<f32>,
    /// Marks told by shape as well as colour (on or off; remembered in the settings).
    #[arg(long, value_name = "ON", num_args = 0..=1, default_missing_value = "true")]
    pub colour_blind: Option<bool>,
    /// The board theme, by its file in assets/themes: wood, green, blue, high-contrast
    /// (remembered in the settings).
    #[arg(long, value_name = "NAME")]
    pub theme: Option<String>,
    /// The 2D view's pieces, by their folder in assets/pieces: staunton or diagram
    /// (remembered in the settings).
    #[arg(long, value_name = "NAME")]
    pub pieces: Option<String>,
    /// The language for this run, by its code (e.g. de, pt-BR); see --languages.
    #[arg(long, value_name = "CODE")]
    pub lang: Option<String>,
    /// Print the languages, one JSON line each, and exit.
    #[arg(long, exclusive = true)]
    pub languages: bool,
    /// Write the manual page and the shell completions into DIR, and exit (packaging).
    #[arg(long, value_name = "DIR", exclusive = true, hide = true)]
    pub write_docs: Option<PathBuf>,
    /// Window size, e.g. 1280x720.
    #[arg(long, default_value = "1280x720", value_parser = parse_size)]
    pub size: (u32, u32),
}

pub fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let (w, h) = s
        .split_once('x')
        .ok_or_else(|| "expected WIDTHxHEIGHT, e.g. 1280x720".to_string())?;
    let n = |v: &str| v.trim().parse::<u32>().map_err(|e| format!("{v}: {e}"));
    Ok((n(w)?, n(h)?))
}
