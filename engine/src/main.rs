//! `gambit-engine`: the rules core and engine from the command line.

use std::{fs::File, io, process::ExitCode, time::Duration};

use clap::{Parser, Subcommand};
use gambit_engine::{
    analyse, check,
    game::parse_fen,
    perft,
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
        /// Also write the games as PGN with evaluations and ?!/?/?? marks to this file.
        #[arg(long, value_name = "OUT.pgn")]
        annotate: Option<String>,
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
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Check { file }) => run_check(&file),
        Some(Command::Analyse {
            file,
            movetime,
            depth,
            annotate,
        }) => run_analyse(&file, movetime, depth, annotate.as_deref()),
        Some(Command::Perft { depth, fen }) => run_perft(depth, &fen.join(" ")),
        Some(Command::Bench {
            depth,
            threads,
            evalfile,
        }) => run_bench(depth, threads, evalfile.as_deref()),
        // No subcommand: speak UCI on stdin/stdout.
        None => {
            gambit_engine::uci::run_stdio();
            ExitCode::SUCCESS
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
                eprintln!("gambit-engine: cannot open {file}: {e}");
                return ExitCode::from(2);
            }
        }
    };
    let flushed = io::Write::flush(&mut out);
    match (result, flushed) {
        (Ok(summary), Ok(())) => ExitCode::from(u8::from(summary.with_errors > 0)),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("gambit-engine: unreadable input: {e}");
            ExitCode::from(2)
        }
    }
}

fn run_analyse(
    file: &str,
    movetime: Option<u64>,
    depth: Option<u32>,
    annotate: Option<&str>,
) -> ExitCode {
    let options = if movetime.is_none() && depth.is_none() {
        ReviewOptions::default()
    } else {
        ReviewOptions {
            limits: Limits {
                depth: depth.map(|d| d.max(1)),
                movetime: movetime.map(Duration::from_millis),
                ..Limits::default()
            },
            ..ReviewOptions::default()
        }
    };
    let input: Box<dyn io::Read + Send> = if file == "-" {
        Box::new(io::stdin())
    } else {
        match File::open(file) {
            Ok(f) => Box::new(f),
            Err(e) => {
                eprintln!("gambit-engine: cannot open {file}: {e}");
                return ExitCode::from(2);
            }
        }
    };
    let mut annotated = match annotate.map(File::create).transpose() {
        Ok(f) => f.map(io::BufWriter::new),
        Err(e) => {
            eprintln!(
                "gambit-engine: cannot write {}: {e}",
                annotate.unwrap_or("")
            );
            return ExitCode::from(2);
        }
    };
    // The search recurses deeply: a thread with a big stack.
    let worker = std::thread::Builder::new()
        .stack_size(16 << 20)
        .spawn(move || {
            let mut out = io::stdout().lock();
            let annotated = annotated.as_mut().map(|w| w as &mut dyn io::Write);
            analyse::run(input, &mut out, &options, annotated)
        });
    let result = match worker.map(|w| w.join()) {
        Ok(Ok(result)) => result,
        _ => Err(io::Error::other("the analysis thread failed")),
    };
    match result {
        Ok(summary) => ExitCode::from(u8::from(summary.with_errors > 0)),
        Err(e) => {
            eprintln!("gambit-engine: {e}");
            ExitCode::from(2)
        }
    }
}

fn run_perft(depth: u32, fen: &str) -> ExitCode {
    if let Err(e) = perft::check_depth(depth) {
        eprintln!("gambit-engine: {e}");
        return ExitCode::from(2);
    }
    let pos = if fen.trim().is_empty() {
        Chess::default()
    } else {
        match parse_fen(fen) {
            Ok(pos) => pos,
            Err(e) => {
                eprintln!("gambit-engine: {e}");
                return ExitCode::from(2);
            }
        }
    };
    print!("{}", perft::report(&pos, depth));
    ExitCode::SUCCESS
}

fn run_bench(depth: Option<u32>, threads: usize, evalfile: Option<&std::path::Path>) -> ExitCode {
    let net = match evalfile.map(net_from) {
        None => Some(builtin_net()),
        Some(Ok(net)) => net,
        Some(Err(e)) => {
            eprintln!("bench: {e}");
            return ExitCode::FAILURE;
        }
    };
    let r = gambit_engine::bench::run(depth, threads, net, |line| eprintln!("{line}"));
    println!("===========================");
    println!("Total time (ms): {}", r.millis);
    println!("Nodes searched: {}", r.nodes);
    println!("Nodes/second: {}", r.nps);
    ExitCode::SUCCESS
}
