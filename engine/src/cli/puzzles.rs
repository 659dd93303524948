//! `gambit-engine puzzles`: the mistakes of every game of a PGN as puzzles, one JSON
//! line each as soon as it is found:
//! `{"game":1,"ply":23,"fen":"…","played":"d1h5","solution":["e4d5","c6d5"],
//! "theme":"winning-material","eval_best":250,"eval_played":-310,"eval_second":120,
//! "confirmed_by":"Gambit, depth 12"}`. `ply` is 1-based,
//! `fen` the position before the move, moves in UCI, evaluations the mover's view in
//! centipawns, mates ±(100000 − plies). A game that can't be replayed gets
//! `{"game":N,"error":{…}}` as in `check` and the next one is searched.

use std::{
    io::{self, Write},
    process::ExitCode,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
};

use serde::Serialize;
use shakmaty::{CastlingMode, Move, uci::UciMove};

use super::{
    check::{StreamError, emit, error_line, streamed},
    exit::{complain, open_input},
};
use crate::{
    external::{EngineConfig, EngineError, Strength, UciEngine, engine_program},
    pgn::read_games,
    puzzle::{Puzzle, PuzzleOptions, find_puzzles, find_puzzles_with_engine},
};

#[derive(Serialize)]
struct PuzzleLine<'a> {
    game: usize,
    /// 1-based.
    ply: usize,
    fen: &'a str,
    played: String,
    solution: Vec<String>,
    theme: &'static str,
    eval_best: i32,
    eval_played: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    eval_second: Option<i32>,
    confirmed_by: &'a str,
}

fn uci(m: Move) -> String {
    UciMove::from_move(m, CastlingMode::Standard).to_string()
}

/// The JSON line of puzzle `p` of game `game` (1-based), without the newline.
pub fn puzzle_line(game: usize, p: &Puzzle) -> String {
    let line = PuzzleLine {
        game,
        ply: p.ply + 1,
        fen: &p.fen,
        played: uci(p.played),
        solution: p.solution.iter().map(|&m| uci(m)).collect(),
        theme: p.theme.as_str(),
        eval_best: p.eval_best,
        eval_played: p.eval_played,
        eval_second: p.eval_second,
        confirmed_by: &p.confirmed_by,
    };
    serde_json::to_string(&line).expect("plain data")
}

/// Summary of a `puzzles` run.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct PuzzlesSummary {
    pub games: usize,
    pub with_errors: usize,
    pub puzzles: usize,
}

/// Who finds the puzzles: the built-in search, or a UCI engine at a node count.
#[derive(Clone, Debug)]
pub enum Finding {
    Builtin(PuzzleOptions),
    Engine { config: EngineConfig, nodes: u64 },
}

/// Why `puzzles` stopped early: the input or output, or the engine.
#[derive(Debug, thiserror::Error)]
pub enum PuzzlesError {
    #[error(transparent)]
    Stream(#[from] StreamError),
    #[error("{0}")]
    Engine(#[from] EngineError),
}

/// Streams `input`: for each game, a line per puzzle (flushed at once), or an error
/// line for a game that can't be replayed. A UCI engine is started for each game, at
/// full strength.
pub fn run(
    input: impl io::Read,
    out: &mut impl Write,
    finding: &Finding,
) -> Result<PuzzlesSummary, PuzzlesError> {
    let mut summary = PuzzlesSummary::default();
    // Never set: the command runs to the end (Ctrl-C ends the process).
    let stop = Arc::new(AtomicBool::new(false));
    for pgn in read_games(input) {
        let pgn = pgn.map_err(StreamError::Input)?;
        summary.games += 1;
        let n = summary.games;
        if let Some(e) = &pgn.error {
            summary.with_errors += 1;
            emit(out, &error_line(n, e))?;
            continue;
        }
        let mut written = Ok(());
        let flag = stop.clone();
        let on_puzzle = |p: &Puzzle| {
            summary.puzzles += 1;
            if written.is_ok() {
                written = emit(out, &puzzle_line(n, p));
                // Nobody reads: stop searching.
                if written.is_err() {
                    flag.store(true, Ordering::Relaxed);
                }
            }
        };
        match finding {
            Finding::Builtin(options) => {
                find_puzzles(&pgn.game, options, stop.clone(), on_puzzle);
            }
            Finding::Engine { config, nodes } => {
                let mut config = config.clone();
                config.strength = Strength::Full;
                let engine = UciEngine::start(&config)?;
                find_puzzles_with_engine(&pgn.game, engine, *nodes, stop.clone(), on_puzzle)?;
            }
        }
        written?;
    }
    Ok(summary)
}

/// The `puzzles` command on `file` (`-` for stdin), to standard output: found by the
/// built-in search to `depth`, or by the UCI engine at `engine` with `nodes` a search.
pub fn command(
    file: &str,
    depth: Option<u32>,
    review_depth: Option<u32>,
    engine: Option<String>,
    nodes: u64,
) -> ExitCode {
    let finding = match engine {
        Some(path) => Finding::Engine {
            config: EngineConfig::new(engine_program(path.into())),
            nodes,
        },
        None => Finding::Builtin(PuzzleOptions {
            depth: depth.map_or(PuzzleOptions::default().depth, |d| d.max(1)),
            review_depth: review_depth.map(|d| d.max(1)),
            ..PuzzleOptions::default()
        }),
    };
    let input = match open_input(file) {
        Ok(input) => input,
        Err(code) => return code,
    };
    // The search recurses deeply: a thread with a big stack.
    let worker = std::thread::Builder::new()
        .stack_size(16 << 20)
        .spawn(move || {
            let mut out = io::stdout().lock();
            run(input, &mut out, &finding)
        });
    let Ok(Ok(result)) = worker.map(|w| w.join()) else {
        complain("the puzzle search thread failed");
        return ExitCode::from(2);
    };
    match result {
        Ok(summary) => streamed(Ok(summary.with_errors)),
        Err(PuzzlesError::Stream(e)) => streamed(Err(e)),
        Err(e) => {
            complain(e);
            ExitCode::from(2)
        }
    }
}
