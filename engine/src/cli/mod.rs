//! The `gambit-engine` binary's commands and the game's text protocols: everything
//! that speaks through lines of text rather than through the API.
//!
//! - Commands: `check` (a PGN's games replayed, one JSON line each), `analyse` (games
//!   reviewed, one JSON line a move), `puzzles` (a game's mistakes as puzzles, one JSON
//!   line each), `perft`, `bench`, and UCI on stdin/stdout (`uci`, no command).
//! - The game's headless protocols: a lesson (`lesson`: `--lessons`, `--headless
//!   --lesson`) and a puzzle (`puzzle`: `--puzzle-set`, `--headless --puzzle`) played
//!   through lines of text, read with a cap and echoed safely (`text_line`).
//! - How a command ends: messages and exit status (`exit`).

pub mod analyse;
pub mod bench;
pub mod check;
pub mod exit;
pub mod lesson;
pub mod perft;
pub mod puzzle;
pub mod puzzles;
pub mod text_line;
pub mod uci;

use crate::{IllegalMove, session::Refusal};

/// A try the protocols answer with `wrong <reason>`.
#[derive(Debug, Clone, Copy)]
pub enum Refused<'a> {
    Illegal(&'a IllegalMove),
    Refusal(&'a Refusal),
}

/// How a text protocol words a refused try: [`english`], or the game's message catalogue
/// in the player's language. The protocol's keywords stay English either way.
pub type Explain<'a> = &'a dyn Fn(Refused) -> String;

/// The engine's own English words for a refused try.
pub fn english(refused: Refused) -> String {
    match refused {
        Refused::Illegal(reason) => sentence(&reason.to_string()),
        Refused::Refusal(Refusal::Lesson(wrong)) => wrong.to_string(),
        Refused::Refusal(Refusal::Puzzle(miss)) => miss.to_string(),
        Refused::Refusal(other) => sentence(&format!("{other:?}")),
    }
}

/// A sentence from the rules core's lowercase reason.
pub(crate) fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let mut s: String = chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default();
    if !s.ends_with(['.', '!', '?']) {
        s.push('.');
    }
    s
}
