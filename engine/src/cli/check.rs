//! `gambit-engine check`: replay every game of a PGN and report one JSON line each.

use std::{
    fs::File,
    io::{self, Write},
    process::ExitCode,
};

use serde::Serialize;

use super::exit::{complain, output_failed};
use crate::pgn::{GameError, PgnGame, read_games};

#[derive(Serialize)]
struct Report<'a> {
    game: usize,
    fen: Option<String>,
    status: &'static str,
    result: &'static str,
    claimable: Vec<&'static str>,
    error: Option<ErrorReport<'a>>,
}

/// A game's error as JSON: `{"ply":N,"move":"…","reason":"…"}`.
#[derive(Serialize)]
pub(crate) struct ErrorReport<'a> {
    ply: usize,
    #[serde(rename = "move")]
    text: &'a str,
    reason: String,
}

/// The JSON line for one game (without the newline).
pub fn report_line(number: usize, pgn: &PgnGame) -> String {
    let game = &pgn.game;
    let bad_fen = matches!(pgn.error, Some(GameError::BadFen { .. }));
    let status = game.status();
    let error = pgn.error.as_ref().map(error_report);
    let report = Report {
        game: number,
        fen: (!bad_fen).then(|| game.fen()),
        status: if bad_fen { "ongoing" } else { status.as_str() },
        // The result the rules give for the final position, not the PGN's tag.
        result: if status.is_over() && !bad_fen {
            game.result_str()
        } else {
            "*"
        },
        claimable: if bad_fen {
            Vec::new()
        } else {
            game.claimable().iter().map(|c| c.as_str()).collect()
        },
        error,
    };
    serde_json::to_string(&report).expect("the report is plain data")
}

/// The error part of a report line.
/// `{"game":N,"error":{…}}`: the line of a game that can't be replayed, for the commands
/// that go on to the next game (`analyse`, `puzzles`).
pub(crate) fn error_line(game: usize, e: &GameError) -> String {
    #[derive(Serialize)]
    struct ErrorLine<'a> {
        game: usize,
        error: ErrorReport<'a>,
    }
    let line = ErrorLine {
        game,
        error: error_report(e),
    };
    serde_json::to_string(&line).expect("plain data")
}

/// A line to `out`, flushed at once so it is seen while the next move is searched.
pub(crate) fn emit(out: &mut impl Write, line: &str) -> Result<(), StreamError> {
    writeln!(out, "{line}")
        .and_then(|()| out.flush())
        .map_err(StreamError::Output)
}

pub(crate) fn error_report(e: &GameError) -> ErrorReport<'_> {
    match e {
        GameError::BadFen { fen, error } => ErrorReport {
            ply: 0,
            text: fen,
            reason: error.to_string(),
        },
        GameError::Move { ply, text, reason } => ErrorReport {
            ply: *ply,
            text,
            reason: reason.to_string(),
        },
        GameError::Damaged { ply, at, reason } => ErrorReport {
            ply: *ply,
            text: at,
            reason: reason.to_string(),
        },
    }
}

/// Summary of a `check` run.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct CheckSummary {
    pub games: usize,
    pub with_errors: usize,
}

/// Why a command streaming games to its output stopped early (lines already written
/// stand). The two are told apart so the user learns which side failed.
#[derive(Debug, thiserror::Error)]
pub enum StreamError {
    #[error("unreadable input: {0}")]
    Input(io::Error),
    #[error("cannot write the output: {0}")]
    Output(io::Error),
}

/// Streams `input`, writing a line per game to `out` as soon as it is replayed.
pub fn run(input: impl io::Read, out: &mut impl Write) -> Result<CheckSummary, StreamError> {
    let mut summary = CheckSummary::default();
    for pgn in read_games(input) {
        let pgn = pgn.map_err(StreamError::Input)?;
        summary.games += 1;
        summary.with_errors += usize::from(pgn.error.is_some());
        writeln!(out, "{}", report_line(summary.games, &pgn)).map_err(StreamError::Output)?;
    }
    Ok(summary)
}

/// How a streaming command (`check`, `puzzles`) ends: 0, 1 when some games had errors,
/// 2 when the input could not be read; output errors as [`output_failed`].
pub fn streamed(with_errors: Result<usize, StreamError>) -> ExitCode {
    match with_errors {
        Ok(n) => ExitCode::from(u8::from(n > 0)),
        Err(StreamError::Output(e)) => output_failed(&e),
        Err(e @ StreamError::Input(_)) => {
            complain(e);
            ExitCode::from(2)
        }
    }
}

/// The `check` command on `file` (`-` for stdin), to standard output.
pub fn command(file: &str) -> ExitCode {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let result = if file == "-" {
        run(io::stdin().lock(), &mut out)
    } else {
        match File::open(file) {
            Ok(f) => run(f, &mut out),
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
