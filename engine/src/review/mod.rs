//! Post-game review: every move judged by the engine, each player's accuracy, and the
//! game as annotated PGN.
//!
//! - [`chances`]: [`Eval`] (White's view), winning chances `wc(cp) = 2/(1+e^(-0.00368208
//!   cp)) - 1` (mates ±1), win% `50 + 50 wc`, move accuracy `103.1668 e^(-0.04354 (win%
//!   before - win% after)) - 3.1669` clamped to 0..100, and a player's game accuracy, the
//!   arithmetic mean of their moves' accuracies.
//! - [`judge`]: [`Judgement`] from the mover's drop in winning chances (≥ 0.1
//!   inaccuracy, ≥ 0.2 mistake, ≥ 0.3 blunder; `Best` when it is the engine's move) and
//!   [`MateNote`] (missed or allowed forced mate).
//! - [`reviewer`]: [`Review`], an iterator over a game's [`MoveReview`]s with a stop flag,
//!   and [`review_game`] around it.
//! - [`annotate`]: the game as PGN with `[%eval 0.35]` / `[%eval #3]` and NAGs.
//!
//! On a background thread with a progress bar and a Cancel button:
//!
//! ```no_run
//! use std::sync::{Arc, atomic::AtomicBool, mpsc};
//! use gambit_engine::{Game, review::{Review, ReviewOptions}};
//!
//! let game = Game::new(); // the game to review
//! let stop = Arc::new(AtomicBool::new(false)); // set it to cancel
//! let (tx, rx) = mpsc::channel();
//! let flag = stop.clone();
//! std::thread::Builder::new()
//!     .stack_size(16 << 20) // the search recurses deeply
//!     .spawn(move || {
//!         let review = Review::new(&game, ReviewOptions::default(), flag);
//!         let total = review.len();
//!         for m in review {
//!             // progress: (m.ply + 1) of total
//!             if tx.send((m, total)).is_err() {
//!                 break; // nobody listens any more
//!             }
//!         }
//!     })
//!     .unwrap();
//! // Each frame: `while let Ok((m, total)) = rx.try_recv() { … }`;
//! // `Accuracy::of(&received)` once all `total` have come.
//! ```

pub mod annotate;
pub mod chances;
mod check;
pub mod judge;
mod looker;
mod options;
pub mod reviewer;
mod runs;

pub use annotate::{annotate, export_tags};
pub use chances::{Eval, game_accuracy, move_accuracy, win_percent, winning_chances};
pub use judge::{Judgement, MateNote, Verdict, judge};
pub use reviewer::{
    Accuracy, DEFAULT_DEPTH, DEFAULT_THREADS, GameReview, MoveReview, Review, ReviewOptions,
    review_game,
};
