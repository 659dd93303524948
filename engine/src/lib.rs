//! Gambit's engine crate, with no Bevy: everything the game decides, as plain tested
//! functions on top of shakmaty's move generator.
//! - The rules core: the game model and its endings (`game`), illegal-move reasons
//!   (`rules`), clocks (`clock`), touch-move (`touch`), the session a game is played in
//!   (`session`: players, clock, take back, draws, the panel's controls), PGN and FEN
//!   (`pgn`, `game::fen`), the panel's rows (`panel`), the seam the game's modes share
//!   (`referee`) and why a request was refused (`refusal`), the position editor
//!   (`editor`).
//! - The computer: the built-in search and its levels (`search`), the computer player's
//!   policy (`computer`) and the client for other UCI engines (`external`).
//! - Teaching: interactive lessons (`learn`), the post-game review (`review`), the coach
//!   (`coach`), opening names (`openings`), puzzles from a game's mistakes (`puzzle`).
//! - Lines of text (`cli`): the `gambit-engine` binary's commands (`check`, `analyse`,
//!   `puzzles`, `perft`, `bench`, the UCI front end) and the game's headless protocols
//!   for lessons and puzzles.

pub mod cli;
pub mod clock;
pub mod coach;
pub mod computer;
pub mod editor;
pub mod external;
pub mod game;
pub mod learn;
pub mod openings;
pub mod panel;
pub mod pgn;
pub mod progress;
pub mod puzzle;
pub mod referee;
pub mod refusal;
pub mod review;
pub mod rules;
pub mod search;
pub mod session;
pub mod touch;

pub use game::{DrawClaim, Ending, FenError, Game, Played, RequestError, Status};
pub use rules::IllegalMove;
pub use shakmaty;
