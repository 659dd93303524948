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
