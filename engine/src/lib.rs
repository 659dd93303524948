//! Gambit's rules core, on top of shakmaty: the game model, clocks, PGN/FEN, and the
//! `check` and `perft` tools. No Bevy here.

pub mod check;
pub mod clock;
pub mod computer;
pub mod external;
pub mod game;
pub mod panel;
pub mod perft;
pub mod pgn;
pub mod rules;
pub mod session;
pub mod touch;

pub use game::{DrawClaim, Ending, FenError, Game, Played, RequestError, Status};
pub use rules::IllegalMove;
pub use shakmaty;
pub mod analyse;
pub mod bench;
pub mod coach;
pub mod openings;
pub mod review;
pub mod search;
pub mod uci;
