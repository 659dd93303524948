//! PGN import (through pgn-reader, streaming) and export.
//!
//! Here: what a game read from a PGN is; reading (`read`, `replay`, `split`,
//! `index`) and writing (`write`) are in the files below; `drawings` reads and writes the
//! arrows and rings players keep in comments.

mod bytes;
pub mod drawings;
pub mod index;
mod read;
mod replay;
mod split;
mod write;

use pgn_reader::{KnownOutcome, Outcome};

use crate::{
    game::{DrawClaim, Ending, FenError, Game},
    rules::IllegalMove,
};

pub use drawings::{Brush, Drawing};
pub use read::{MAX_GAME_BYTES, PgnGames, ReadProgress, open, parse_all, parse_bytes, read_games};
pub use write::{ExportTags, write_annotated, write_pgn};

/// Gambit's own tag, keeping the exact reason a game ended (other programs ignore it).
pub const ENDING_TAG: &str = "GambitEnding";

/// Why a game in a PGN could not be replayed to its end.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the FEN tag is unusable: {error}")]
    BadFen { fen: String, error: FenError },
    /// `ply` counts from 1; `text` is the move as written.
    #[error("move {ply} ({text}): {reason}")]
    Move {
        ply: usize,
        text: String,
        reason: IllegalMove,
    },
    /// The PGN text of the game is damaged. `ply` counts from 1 like in `Move`: the
    /// damage stands where that ply would be, and the moves before it were replayed.
    /// `at` is the text there (shortened), for finding it.
    #[error("the game's text is damaged at ply {ply} ({at}): {reason}")]
    Damaged {
        ply: usize,
        at: String,
        reason: Damage,
    },
}

/// What is wrong with a damaged game's text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Damage {
    #[error("a comment {{ is never closed")]
    UnclosedComment,
    #[error("a variation ( is never closed")]
    UnclosedVariation,
    #[error("a tag [ is never closed")]
    UnclosedTag,
    /// Only the first `limit` bytes were read; the rest of the game was skipped.
    #[error("the game is longer than {limit} bytes; the rest of it was skipped")]
    TooLong { limit: usize },
    /// Text between games that gives neither tags nor moves.
    #[error("this is not PGN: no tags or moves could be read")]
    NotPgn,
    /// Any other complaint of the PGN parser.
    #[error("unreadable PGN: {0}")]
    Unreadable(String),
}

/// One game read from a PGN. When `error` is set, `game` holds the moves before it.
#[derive(Debug, Clone)]
pub struct PgnGame {
    pub tags: Vec<(String, String)>,
    pub game: Game,
    /// Comments after the move with that many plies played (0 = before the first move).
    pub comments: Vec<(usize, String)>,
    /// The result written in the movetext (or `*`).
    pub written_result: Option<Outcome>,
    pub error: Option<GameError>,
}

impl PgnGame {
    /// A single FEN line as a game to continue from; `None` when the text is not one.
    pub fn from_fen_line(text: &str) -> Option<Result<PgnGame, String>> {
        let looks_like_fen =
            !text.contains('\n') && text.matches('/').count() == 7 && !text.contains("1.");
        looks_like_fen.then(|| {
            Game::from_fen(text)
                .map(|game| PgnGame {
                    tags: vec![("FEN".into(), text.into())],
                    game,
                    comments: Vec::new(),
                    written_result: None,
                    error: None,
                })
                .map_err(|e| format!("That FEN is not valid: {e}."))
        })
    }

    /// How a list names the game: "White – Black, 1-0 (34 moves), 1992.11.04".
    pub fn title(&self) -> String {
        let tag = |k: &str| {
            self.tag(k)
                .map(str::to_string)
                .filter(|v| !v.is_empty() && v != "?")
        };
        format!(
            "{} – {}, {} ({} moves){}",
            tag("White").unwrap_or_else(|| "?".into()),
            tag("Black").unwrap_or_else(|| "?".into()),
            tag("Result").unwrap_or_else(|| "*".into()),
            self.game.moves().len().div_ceil(2),
            tag("Date").map(|d| format!(", {d}")).unwrap_or_default(),
        )
    }

    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// How the PGN says the game ended when the board alone doesn't (resignation,
    /// agreement, claim, time forfeit). `None` if unfinished or the board decides.
    pub fn ending_from_tags(&self) -> Option<Ending> {
        if self.error.is_some() || self.game.is_over() {
            return None;
        }
        let result = self
            .tag("Result")
            .and_then(|r| r.parse::<KnownOutcome>().ok())
            .or_else(|| self.written_result.and_then(Outcome::known))?;
        let to_move = self.game.turn();
        let code = self.tag(ENDING_TAG).unwrap_or("");
        let time = code.starts_with("timeout")
            || self
                .tag("Termination")
                .is_some_and(|t| t.eq_ignore_ascii_case("time forfeit"));
        Some(match (result, code) {
            (KnownOutcome::Decisive { winner }, _) if time => Ending::Timeout {
                loser: (!winner).into(),
            },
            (KnownOutcome::Decisive { winner }, _) => Ending::Resignation {
                loser: (!winner).into(),
            },
            (KnownOutcome::Draw, _) if time => Ending::TimeoutDraw {
                loser: to_move.into(),
            },
            (KnownOutcome::Draw, "threefold_repetition") => Ending::Claimed {
                claim: DrawClaim::ThreefoldRepetition,
                by: to_move.into(),
            },
            (KnownOutcome::Draw, "fifty_moves") => Ending::Claimed {
                claim: DrawClaim::FiftyMoves,
                by: to_move.into(),
            },
            (KnownOutcome::Draw, _) => Ending::Agreement,
        })
    }
}
