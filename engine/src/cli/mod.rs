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
pub mod docs;
pub mod exit;
pub mod lesson;
pub mod perft;
pub mod puzzle;
pub mod puzzles;
pub mod text_line;
pub mod uci;

use crate::{IllegalMove, session::Refusal};
pub use text_line::BadLine;

/// A try the protocols answer with `wrong <reason>`.
#[derive(Debug, Clone, Copy)]
pub enum Refused<'a> {
    Illegal(&'a IllegalMove),
    Refusal(&'a Refusal),
    /// A line that can't be read, where a square name or a move was expected.
    BadLine(BadLine, Expected),
    /// This text (echoed safely) is no square name.
    NotASquare(&'a str),
    /// This text (echoed safely) is no move.
    NotAMove(&'a str),
}

/// What a protocol waits for on its next line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    Square,
    Move,
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
        Refused::BadLine(bad, Expected::Square) => format!("{bad}: write a square name like e4."),
        Refused::BadLine(bad, Expected::Move) => format!("{bad}: write a move like e2e4."),
        Refused::NotASquare(text) => format!("'{text}' is not a square name like e4."),
        Refused::NotAMove(text) => format!("'{text}' is not a move: write it like e2e4."),
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
