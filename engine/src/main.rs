//! `gambit-engine`: the rules core and engine from the command line.
//!
//! Output that can't be written ends a command with status 2 and a message naming it;
//! a reader that went away (`| head`) ends it quietly with status 0.

use std::{
    fmt::Display,
    fs::File,
    io::{self, Write},
    process::ExitCode,
    time::Duration,
};

use clap::{Args, Parser, Subcommand};
use gambit_engine::{
    analyse::{self, AnalyseError},
    check::{self, StreamError},
    external::EngineConfig,
    game::parse_fen,
    perft,
    puzzle::PuzzleOptions,
    puzzles,
    review::ReviewOptions,
    search::{
        Limits,
        eval::{builtin_net, net_from},
    },
};
use shakmaty::Chess;

#[derive(Parser)]
#[command(
    name = "gambit-engine",
    version,
    about = "Gambit's chess engine and rules tools"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

/// How `analyse` reviews, beyond its depth or time: the parts of the review, each of which
/// can be turned off or changed to measure it.
#[derive(Args)]
struct ReviewTuning {
    /// How much deeper a costly move is checked (from the position before it, with
    /// every move and with the move played alone); 0: not checked (the first pass
    /// alone decides, as reviews did before).
    #[arg(long, value_name = "D")]
    check_extra: Option<u32>,
    /// Look once more, this much deeper than the first pass, at a move the check still
    /// finds costly; that look decides (0: none).
    #[arg(long, value_name = "D")]
    recheck_extra: Option<u32>,
    /// Built-in search: call a move a blunder on the network's word alone (by default
    /// the hand-written evaluation must agree, else it is a mistake).
    #[arg(long)]
    no_second_opinion: bool,
    /// Built-in search: judge on its own centipawns (by default they are put on
    /// Stockfish's scale first).
    #[arg(long)]
    no_calibration: bool,
    /// Built-in search: threads reviewing a long game's runs of moves side by side (the
    /// review depends on the number, not on the timing).
    #[arg(long, value_name = "N", default_value_t = gambit_engine::review::DEFAULT_THREADS)]
    threads: usize,
}

impl ReviewTuning {
    fn apply(&self, mut options: ReviewOptions) -> ReviewOptions {
        if let Some(extra) = self.check_extra {
            options = options.with_check_extra(extra);
        }
        if let Some(extra) = self.recheck_extra {
            options = options.with_recheck_extra(extra);
        }
        options.second_opinion = !self.no_second_opinion;
        options.calibrate = !self.no_calibration;
        options.threads = self.threads.max(1);
        options
    }
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
        /// the game does when one is chosen (depth 16 or 2 s a position unless --depth or
        /// --movetime say otherwise), instead of the built-in search.
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
                Err(err) if !e.use_stderr() => output_failed(&err),
                _ => ExitCode::from(e.exit_code() as u8),
            };
        }
    };
    match cli.command {
        Some(Command::Check { file }) => run_check(&file),
        Some(Command::Analyse {
            file,
            movetime,
            depth,
            tuning,
            engine,
            annotate,
        }) => run_analyse(
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
        }) => {
            let finding = match engine {
                Some(path) => puzzles::Finding::Engine {
                    config: EngineConfig::new(gambit_engine::external::engine_program(path.into())),
                    nodes,
                },
                None => puzzles::Finding::Builtin(PuzzleOptions {
                    depth: depth.map_or(PuzzleOptions::default().depth, |d| d.max(1)),
                    review_depth: review_depth.map(|d| d.max(1)),
                    ..PuzzleOptions::default()
                }),
            };
            run_puzzles(&file, finding)
        }
        Some(Command::Perft { depth, fen }) => run_perft(depth, &fen.join(" ")),
        Some(Command::Bench {
            depth,
            threads,
            evalfile,
        }) => run_bench(depth, threads, evalfile.as_deref()),
        // No subcommand: speak UCI on stdin/stdout.
        None => match gambit_engine::uci::run_stdio() {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => output_failed(&e),
        },
    }
}

/// A message on stderr; if even that fails, there is nowhere left to say so.
fn complain(message: impl Display) {
    let _ = writeln!(io::stderr(), "gambit-engine: {message}");
}

/// How a failed write to standard output ends the program: quietly with status 0
/// when the reader went away (Rust ignores SIGPIPE, so the write reports
/// `BrokenPipe`), else with status 2, as unusable input does.
fn output_failed(e: &io::Error) -> ExitCode {
    if e.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    complain(format_args!("cannot write to standard output: {e}"));
    ExitCode::from(2)
}

/// `text` to standard output, flushed.
fn print_out(text: &str) -> ExitCode {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => output_failed(&e),
    }
}

/// The PGN to read, `-` for stdin, sendable to a search thread; a file that can't be
/// opened is said and ends the program with status 2.
fn open_input(file: &str) -> Result<Box<dyn io::Read + Send>, ExitCode> {
    if file == "-" {
        return Ok(Box::new(io::stdin()));
    }
    File::open(file)
        .map(|f| Box::new(f) as Box<dyn io::Read + Send>)
        .map_err(|e| {
            complain(format_args!("cannot open {file}: {e}"));
            ExitCode::from(2)
        })
}

/// How a streaming command (`check`, `puzzles`) ends: 0, 1 when some games had errors,
/// 2 when the input could not be read; output errors as [`output_failed`].
fn streamed(with_errors: Result<usize, StreamError>) -> ExitCode {
    match with_errors {
        Ok(n) => ExitCode::from(u8::from(n > 0)),
        Err(StreamError::Output(e)) => output_failed(&e),
        Err(e @ StreamError::Input(_)) => {
            complain(e);
            ExitCode::from(2)
        }
    }
}

fn run_check(file: &str) -> ExitCode {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = if file == "-" {
        check::run(io::stdin().lock(), &mut out)
    } else {
        match File::open(file) {
            Ok(f) => check::run(f, &mut out),
            Err(e) => {
                complain(format_args!("cannot open {file}: {e}"));
                return ExitCode::from(2);
            }
        }
    };
    let result = result.and_then(|summary| {
        out.flush().map_err(StreamError::Output)?;
        Ok(summary)
    });
    streamed(result.map(|summary| summary.with_errors))
}

fn run_analyse(
    file: &str,
    movetime: Option<u64>,
    depth: Option<u32>,
    tuning: &ReviewTuning,
    engine: Option<&str>,
    annotate: Option<&str>,
) -> ExitCode {
    let engine =
        engine.map(|p| EngineConfig::new(gambit_engine::external::engine_program(p.into())));
    let options = tuning.apply(if movetime.is_none() && depth.is_none() {
        if engine.is_some() {
            ReviewOptions::for_engine()
        } else {
            ReviewOptions::default()
        }
    } else {
        ReviewOptions::with_limits(Limits {
            depth: depth.map(|d| d.max(1)),
            movetime: movetime.map(Duration::from_millis),
            ..Limits::default()
        })
    });
    let input = match open_input(file) {
        Ok(input) => input,
        Err(code) => return code,
    };
    let mut annotated = match annotate.map(File::create).transpose() {
        Ok(f) => f.map(io::BufWriter::new),
        Err(e) => {
            complain(format_args!("cannot write {}: {e}", annotate.unwrap_or("")));
            return ExitCode::from(2);
        }
    };
    // The search recurses deeply: a thread with a big stack.
    let worker = std::thread::Builder::new()
        .stack_size(16 << 20)
        .spawn(move || {
            let mut out = io::stdout().lock();
            let annotated = annotated.as_mut().map(|w| w as &mut dyn io::Write);
            analyse::run(input, &mut out, &options, engine.as_ref(), annotated)
        });
    let Ok(Ok(result)) = worker.map(|w| w.join()) else {
        complain("the analysis thread failed");
        return ExitCode::from(2);
    };
    match result {
        Ok(summary) => ExitCode::from(u8::from(summary.with_errors > 0)),
        Err(AnalyseError::Stream(StreamError::Output(e))) => output_failed(&e),
        Err(AnalyseError::Annotated(e)) => {
            complain(format_args!("cannot write {}: {e}", annotate.unwrap_or("")));
            ExitCode::from(2)
        }
        Err(e) => {
            complain(e);
            ExitCode::from(2)
        }
    }
}

fn run_puzzles(file: &str, finding: puzzles::Finding) -> ExitCode {
    let input = match open_input(file) {
        Ok(input) => input,
        Err(code) => return code,
    };
    // The search recurses deeply: a thread with a big stack.
    let worker = std::thread::Builder::new()
        .stack_size(16 << 20)
        .spawn(move || {
            let mut out = io::stdout().lock();
            puzzles::run(input, &mut out, &finding)
        });
    let Ok(Ok(result)) = worker.map(|w| w.join()) else {
        complain("the puzzle search thread failed");
        return ExitCode::from(2);
    };
    match result {
        Ok(summary) => streamed(Ok(summary.with_errors)),
        Err(puzzles::PuzzlesError::Stream(e)) => streamed(Err(e)),
        Err(e) => {
            complain(e);
            ExitCode::from(2)
        }
    }
}

fn run_perft(depth: u32, fen: &str) -> ExitCode {
    if let Err(e) = perft::check_depth(depth) {
        complain(e);
        return ExitCode::from(2);
    }
    let pos = if fen.trim().is_empty() {
        Chess::default()
    } else {
        match parse_fen(fen) {
            Ok(pos) => pos,
            Err(e) => {
                complain(e);
                return ExitCode::from(2);
            }
        }
    };
    print_out(&perft::report(&pos, depth))
}

fn run_bench(depth: Option<u32>, threads: usize, evalfile: Option<&std::path::Path>) -> ExitCode {
    let net = match evalfile.map(net_from) {
        None => Some(builtin_net()),
        Some(Ok(net)) => net,
        Some(Err(e)) => {
            complain(format_args!("bench: {e}"));
            return ExitCode::FAILURE;
        }
    };
    let r = gambit_engine::bench::run(depth, threads, net, |line| {
        // The log is for a watching user; a broken stderr must not stop the bench.
        let _ = writeln!(io::stderr(), "{line}");
    });
    print_out(&format!(
        "===========================\nTotal time (ms): {}\nNodes searched: {}\nNodes/second: {}\n",
        r.millis, r.nodes, r.nps
    ))
}
