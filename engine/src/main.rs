//! `gambit-engine`: the rules core and engine from the command line. Here: the command
//! line parsed and each command handed to its module in `gambit_engine::cli`.
//!
//! Output that can't be written ends a command with status 2 and a message naming it;
//! a reader that went away (`| head`) ends it quietly with status 0.

use std::{
    io::{self, Write},
    process::ExitCode,
};

use clap::{Parser, Subcommand};
use gambit_engine::cli::{analyse, analyse::ReviewTuning, bench, check, exit, perft, puzzles, uci};

#[derive(Parser)]
#[command(
    name = "gambit-engine",
    version,
    about = "Gambit's chess engine and rules tools"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Write the manual page and the shell completions into DIR (for packaging).
    #[arg(long, value_name = "DIR", hide = true)]
    write_docs: Option<std::path::PathBuf>,
}

#[derive(Subcommand)]
enum Command {
    /// Replay every game of a PGN file (`-` for stdin); one JSON line per game.
    Check { file: String },
    /// Review every game of a PGN file (`-` for stdin): one JSON line per move as it is
    /// judged, then the players' accuracy. Default: depth 10.
    Analyse {
        file: String,
        /// Search each position this many milliseconds.
        #[arg(long, value_name = "MS")]
        movetime: Option<u64>,
        /// Search each position to this depth.
        #[arg(long, value_name = "D")]
        depth: Option<u32>,
        #[command(flatten)]
        tuning: ReviewTuning,
        /// Judge with this UCI engine (e.g. /usr/games/stockfish) at full strength, as
        /// the game does when one is chosen (depth 16 within 2,000,000 nodes a position
        /// unless --depth or --movetime say otherwise), instead of the built-in search.
        #[arg(long, value_name = "PATH")]
        engine: Option<String>,
        /// Also write the games as PGN with evaluations and ?!/?/?? marks to this file.
        #[arg(long, value_name = "OUT.pgn")]
        annotate: Option<String>,
    },
    /// The mistakes of every game of a PGN file (`-` for stdin) as puzzles: one JSON
    /// line per puzzle (position, move played, solution in UCI, theme, evaluations).
    Puzzles {
        file: String,
        /// Depth of the searches deciding each puzzle (default 12).
        #[arg(long, value_name = "D")]
        depth: Option<u32>,
        /// Depth of the review that picks the mistakes to look at (default: the
        /// lesser of 10 and --depth); a weak player's gross mistakes show at 6.
        #[arg(long, value_name = "D")]
        review_depth: Option<u32>,
        /// Find and confirm them with this UCI engine (e.g. /usr/games/stockfish) at
        /// full strength, as the game does when one judges, instead of the built-in
        /// search: its review (depth 12) picks the mistakes, --nodes confirm each.
        #[arg(long, value_name = "PATH")]
        engine: Option<String>,
        /// Nodes of each of the engine's searches that confirm a puzzle.
        #[arg(long, value_name = "N", default_value_t = gambit_engine::puzzle::ENGINE_NODES)]
        nodes: u64,
    },
    /// Count move paths to DEPTH (at most 8) from the start or from FEN (Stockfish's format).
    Perft {
        depth: u32,
        /// A FEN, as one argument or as its six space-separated fields.
        fen: Vec<String>,
    },
    /// Search fixed positions to a fixed depth; prints nodes and nodes/second.
    Bench {
        /// Search depth (default: the standard bench depth).
        depth: Option<u32>,
        /// Search threads; above 1 the node count varies from run to run and
        /// the total time is the time to depth.
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Master's network, as the UCI option `EvalFile`: a file, or `none`
        /// for the hand-written evaluation alone (default: the built-in one).
        #[arg(long)]
        evalfile: Option<std::path::PathBuf>,
    },
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // Help, version or a usage error: clap's text and status, unless the help
        // can't be written.
        Err(e) => {
            let printed = e.print().and_then(|()| io::stdout().flush());
            return match printed {
                Err(err) if !e.use_stderr() => exit::output_failed(&err),
                _ => ExitCode::from(e.exit_code() as u8),
            };
        }
    };
    if let Some(dir) = &cli.write_docs {
        use clap::CommandFactory;
        return match gambit_engine::cli::docs::write(Cli::command(), dir) {
            Ok(_) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("gambit-engine: --write-docs {}: {e}", dir.display());
                ExitCode::from(2)
            }
        };
    }
    match cli.command {
        Some(Command::Check { file }) => check::command(&file),
        Some(Command::Analyse {
            file,
            movetime,
            depth,
            tuning,
            engine,
            annotate,
        }) => analyse::command(
            &file,
            movetime,
            depth,
            &tuning,
            engine.as_deref(),
            annotate.as_deref(),
        ),
        Some(Command::Puzzles {
            file,
            depth,
            review_depth,
            engine,
            nodes,
        }) => puzzles::command(&file, depth, review_depth, engine, nodes),
        Some(Command::Perft { depth, fen }) => perft::command(depth, &fen.join(" ")),
        Some(Command::Bench {
            depth,
            threads,
            evalfile,
        }) => bench::command(depth, threads, evalfile.as_deref()),
        // No subcommand: speak UCI on stdin/stdout.
        None => match uci::run_stdio() {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => exit::output_failed(&e),
        },
    }
}
