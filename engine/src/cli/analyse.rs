//! `gambit-engine analyse`: review every game of a PGN, one JSON line per move as soon
//! as it is judged, then one line with the players' accuracy; optionally the games as
//! annotated PGN.

use std::{
    fs::File,
    io::{self, Write},
    process::ExitCode,
    sync::{Arc, atomic::AtomicBool},
    time::Duration,
};

use clap::Args;
use serde::Serialize;

use super::{
    check::{StreamError, emit, error_line},
    exit::{complain, open_input, output_failed},
};
use crate::{
    external::{EngineConfig, Strength, UciEngine, engine_program},
    openings,
    pgn::{PgnGame, read_games},
    review::{Accuracy, MoveReview, Review, ReviewOptions, annotate, export_tags},
    search::Limits,
};

#[derive(Serialize)]
struct MoveLine<'a> {
    game: usize,
    /// 1-based.
    ply: usize,
    san: &'a str,
    /// After the move, White's view.
    eval_cp: Option<i32>,
    mate: Option<i32>,
    /// The engine's move in the position before, UCI.
    best: Option<String>,
    judgement: &'static str,
    mate_note: Option<&'static str>,
}

#[derive(Serialize)]
struct AccuracyLine {
    game: usize,
    accuracy: Players,
}

#[derive(Serialize)]
struct Players {
    white: Option<f64>,
    black: Option<f64>,
}

/// The JSON line for one reviewed move of game `game` (without the newline).
pub fn move_line(game: usize, m: &MoveReview) -> String {
    let line = MoveLine {
        game,
        ply: m.ply + 1,
        san: &m.san,
        eval_cp: m.after.cp(),
        mate: m.after.mate(),
        best: m.best_uci(),
        judgement: m.judgement.as_str(),
        mate_note: m.mate_note.map(|n| n.as_str()),
    };
    serde_json::to_string(&line).expect("plain data")
}

/// The accuracy line of game `game`, one decimal.
pub fn accuracy_line(game: usize, a: Accuracy) -> String {
    let round = |v: Option<f64>| v.map(|x| (x * 10.0).round() / 10.0);
    let line = AccuracyLine {
        game,
        accuracy: Players {
            white: round(a.white),
            black: round(a.black),
        },
    };
    serde_json::to_string(&line).expect("plain data")
}

/// Summary of an `analyse` run.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct AnalyseSummary {
    pub games: usize,
    pub with_errors: usize,
}

/// The annotated PGN of a reviewed game, with `ECO` and `Opening` tags when its
/// opening is named.
pub fn annotated_pgn(pgn: &PgnGame, reviews: &[MoveReview]) -> String {
    let mut tags = export_tags(&pgn.tags, &["ECO", "Opening"]);
    tags.extra.extend(openings::tags_for(&pgn.game));
    let mut game = pgn.game.clone();
    if let Some(ending) = pgn.ending_from_tags() {
        // Cannot fail: the game is not over by the board.
        let _ = game.set_ending(ending);
    }
    annotate(&game, &tags, reviews)
}

/// Why `analyse` stopped early: the input, the output or the annotated PGN failed.
#[derive(Debug, thiserror::Error)]
pub enum AnalyseError {
    #[error(transparent)]
    Stream(#[from] StreamError),
    #[error("cannot write the annotated PGN: {0}")]
    Annotated(io::Error),
    /// The UCI engine asked to judge could not start or failed.
    #[error("{0}")]
    Engine(#[from] crate::external::EngineError),
}

/// Streams `input`: for each game, a line per move (flushed at once), then its accuracy
/// line; a game that can't be replayed gets `{"game":N,"error":{…}}` instead and the
/// next game is analysed. With `annotated`, each reviewed game is written there as PGN.
pub fn run(
    input: impl io::Read,
    out: &mut impl Write,
    options: &ReviewOptions,
    engine: Option<&EngineConfig>,
    mut annotated: Option<&mut dyn Write>,
) -> Result<AnalyseSummary, AnalyseError> {
    let mut summary = AnalyseSummary::default();
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
        let mut reviews = Vec::new();
        // A UCI engine judges as in the game: at full strength, started for each game.
        let mut review = match engine {
            None => Review::new(&pgn.game, options.clone(), stop.clone()),
            Some(config) => {
                let mut config = config.clone();
                config.strength = Strength::Full;
                let engine = UciEngine::start(&config)?;
                Review::with_engine(&pgn.game, engine, options.clone(), stop.clone())
            }
        };
        for m in review.by_ref() {
            emit(out, &move_line(n, &m))?;
            reviews.push(m);
        }
        if let Some(e) = review.error() {
            return Err(e.clone().into());
        }
        emit(out, &accuracy_line(n, Accuracy::of(&reviews)))?;
        if let Some(w) = annotated.as_mut() {
            writeln!(w, "{}", annotated_pgn(&pgn, &reviews))
                .and_then(|()| w.flush())
                .map_err(AnalyseError::Annotated)?;
        }
    }
    Ok(summary)
}

/// How `analyse` reviews, beyond its depth or time: the parts of the review, each of which
/// can be turned off or changed to measure it.
#[derive(Args)]
pub struct ReviewTuning {
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
    #[arg(long, value_name = "N", default_value_t = crate::review::DEFAULT_THREADS)]
    threads: usize,
    /// Check every move, not only those the first pass finds costly (slow; to measure
    /// what choosing the moves to check costs).
    #[arg(long)]
    check_all: bool,
    /// Built-in search: a search ending within fewer nodes goes on to this many.
    #[arg(long, value_name = "N")]
    min_nodes: Option<u64>,
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
        options.check_all = self.check_all;
        options.min_nodes = self.min_nodes;
        options
    }
}

/// The `analyse` command on `file` (`-` for stdin), to standard output; with
/// `annotate`, the annotated PGN to that file.
pub fn command(
    file: &str,
    movetime: Option<u64>,
    depth: Option<u32>,
    tuning: &ReviewTuning,
    engine: Option<&str>,
    annotate: Option<&str>,
) -> ExitCode {
    let engine = engine.map(|p| EngineConfig::new(engine_program(p.into())));
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
            run(input, &mut out, &options, engine.as_ref(), annotated)
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
