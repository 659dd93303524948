//! Any UCI engine as an opponent: a client that runs an external engine (Stockfish or
//! any other UCI program) as a child process.
//!
//! # Using it
//! ```no_run
//! use std::time::Duration;
//! use gambit_engine::{Game, external::{EngineConfig, SearchPoll, Strength, UciEngine, find_stockfish}};
//! use gambit_engine::search::Limits;
//!
//! let mut config = EngineConfig::new(find_stockfish().expect("no stockfish"));
//! config.strength = Strength::Elo { elo: 1500 };
//! let mut engine = UciEngine::start(&config)?;      // blocks; see start_in_background
//! config.name = engine.id().name.clone();            // "Stockfish 15.1", for the settings
//! engine.new_game();
//! let game = Game::new();
//! engine.go(&game, &Limits { movetime: Some(Duration::from_millis(100)), ..Limits::default() });
//! loop {                                             // once per frame
//!     match engine.poll() {
//!         SearchPoll::Thinking => { /* engine.info(): depth, score, pv so far */ }
//!         SearchPoll::Done(Ok(m)) => { /* play m.best; m.score_cp() for computer::decide */ break }
//!         SearchPoll::Done(Err(e)) => { eprintln!("{e}"); break }  // a sentence for the player
//!         SearchPoll::Idle => break,
//!     }
//! #   std::thread::sleep(Duration::from_millis(16));
//! }
//! # Ok::<(), gambit_engine::external::EngineError>(())
//! ```
//!
//! # Threads, and what blocks
//! Each engine has a reader thread (its output, as lines, into a channel), a writer
//! thread (commands out, so a full pipe never holds the caller) and a thread draining its
//! error output. [`UciEngine::poll`] never waits: it reads the lines that came, sends
//! the next command when its turn has come, and checks the deadlines. Only these wait:
//! [`UciEngine::start`] (the handshake: `uci`…`uciok`, options, `isready`…`readyok`;
//! use [`UciEngine::start_in_background`] and poll the [`Starting`] from a frame loop),
//! [`UciEngine::wait`], and dropping the engine (`quit`, up to a second, then kill).
//! On Unix the engine runs in a process group of its own, which is killed whenever
//! the engine is killed or has exited, so nothing it started outlives it.
//! `UciEngine` and `Starting` are `Send + Sync`, so they can be Bevy resources as they are.
//!
//! # Searches
//! [`UciEngine::go`] asks for a move (`position startpos|fen … moves …`, then `go` with
//! the [`Limits`](crate::search::Limits) the game uses: clocks, movetime or depth;
//! [`EngineConfig::limits`] makes them from the game's clock). Every `go` ends in exactly
//! one [`SearchPoll::Done`] unless cancelled or replaced by the next `go`.
//! [`UciEngine::cancel`] drops the search (it sends `stop` and drains the `bestmove`
//! before the next command goes out); [`UciEngine::stop`] asks for the move now.
//!
//! # Errors
//! One enum, [`EngineError`], whose `Display` is a sentence for the player. A missing or
//! non-executable program, a program that is not a UCI engine, one that stops, and one
//! that does not answer in time (its movetime or its clock plus [`Timeouts::grace`]; it
//! is killed) leave the engine unusable ([`EngineError::is_fatal`], [`UciEngine::error`]);
//! an illegal or missing move is reported and the engine may be asked again.
//!
//! Here: the engine (start, handshake) in `engine.rs`, its searches in `search.rs`, the
//! process and its threads in `process.rs`, the UCI text in `protocol.rs` and
//! `options.rs`, the saved configuration in `config.rs`, finding Stockfish in `find.rs`.

mod config;
mod engine;
mod error;
mod find;
mod options;
mod process;
mod protocol;
mod search;

pub use config::{EngineConfig, MoveLimit, Strength, Timeouts};
pub use engine::{EngineId, Starting, UciEngine};
pub use error::EngineError;
pub use find::{engine_program, find_program, find_stockfish};
pub use options::{AppliedStrength, EngineOption, OptionKind, find_option};
pub use search::{EngineInfo, EngineMove, SearchPoll};

#[cfg(test)]
mod tests {
    use super::*;

    fn shareable<T: Send + Sync>() {}

    #[test]
    fn handles_can_be_shared_between_threads() {
        shareable::<UciEngine>();
        shareable::<Starting>();
        shareable::<EngineError>();
    }
}
