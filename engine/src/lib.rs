//! Gambit's engine crate, with no Bevy: everything the game decides, as plain tested
//! functions on top of shakmaty's move generator.
//! - The rules core: the game model and its endings (`game`), illegal-move reasons
//!   (`rules`), clocks (`clock`), touch-move (`touch`), the session a game is played in
//!   (`session`: players, clock, take back, draws, the panel's controls), PGN and FEN
//!   (`pgn`, `game::fen`), the panel's rows (`panel`).
//! - The computer: the built-in search and its levels (`search`), the computer player's
//!   policy (`computer`), the UCI front end (`uci`, the `gambit-engine` binary) and the
//!   client for other UCI engines (`external`).
//! - Teaching: interactive lessons (`learn`), the post-game review (`review`), the coach
//!   (`coach`), opening names (`openings`), puzzles from a game's mistakes (`puzzle`).
//! - Lines of text for the headless protocols, read with a cap and echoed safely
//!   (`text_line`).
//! - The command-line tools: `check`, `analyse`, `puzzles` (a game's mistakes as
//!   puzzles, one JSON line each), `perft`, `bench`.

pub mod check;
pub mod clock;
pub mod computer;
pub mod editor;
pub mod external;
pub mod game;
pub mod learn;
pub mod panel;
pub mod perft;
pub mod pgn;
pub mod referee;
pub mod refusal;
pub mod rules;
pub mod session;
pub mod text_line;
pub mod touch;

pub use game::{DrawClaim, Ending, FenError, Game, Played, RequestError, Status};
pub use rules::IllegalMove;
pub use shakmaty;
pub mod analyse;
pub mod bench;
pub mod coach;
pub mod openings;
pub mod puzzle;
pub mod puzzles;
pub mod review;
pub mod search;
pub mod uci;
