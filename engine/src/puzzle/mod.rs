//! Puzzles from a game's mistakes: positions where the player to move had one clearly
//! best move and played something worse.
//!
//! - [`score`]: scores in centipawns from the mover's view, mates as ±(100000 − plies),
//!   and the decision rules: is the best move unique ([`unique`]: ahead of the second
//!   best by [`UNIQUE_GAP`] cp, or a faster mate), is it clearly better than the move
//!   played ([`clearly_better`]: by [`BETTER_GAP`] cp). These are the check's rules; the
//!   finder keeps wider margins (`prober`).
//! - [`theme`]: what the solution does ([`Theme`]): a short mate, taking a hanging
//!   piece, a fork, or simply winning material.
//! - [`find`]: [`Finder`], which turns one reviewed move into a [`Puzzle`] with a
//!   forced continuation, and [`find_puzzles`] over a whole game.
//! - [`record`]: a puzzle as kept ([`Record`]): the built-in set and the player's own.
//! - [`attempt`]: one puzzle being solved ([`Attempt`]), the Puzzles mode's referee.
//! - [`train`]: the player's training ([`Training`]): when each puzzle comes back
//!   (FSRS), the puzzle rating (Glicko-2), the puzzles from their games.
//!
//! A puzzle played through lines of text (`gambit --headless --puzzle`) is
//! [`crate::cli::puzzle`].
//!
//! The searches are deterministic: one thread, no book, a fixed depth, the
//! transposition table cleared before each. At the default depth (12; the review
//! picking the candidates searches to 10) nine short classic games, 214 plies, took
//! 41 s on a loaded 2-core machine, the same output twice.

pub mod attempt;
pub mod find;
mod prober;
pub mod record;
pub mod score;
pub mod source;
pub mod theme;
pub mod train;

pub use attempt::{Attempt, Grade};
pub use record::{Line, Record, RecordError, builtin};
pub use source::{GameSource, Opponent};
pub use train::{MAX_WAITING, RatingPoint, Repairs, Training, TrainingError, WaitingGame};

pub use find::{
    DEFAULT_DEPTH, ENGINE_NODES, Finder, Found, MAX_PLAYER_MOVES, Puzzle, PuzzleOptions,
    find_puzzles, find_puzzles_with_engine,
};
pub use score::{BETTER_GAP, MATE_CP, UNIQUE_GAP, clearly_better, is_mate_win, mover_cp, unique};
pub use theme::{Theme, detect, detect_line, is_fork, is_hanging_capture, wins_material};

#[cfg(test)]
pub(crate) mod tests {
    /// `f` on a thread with a big stack, as the search needs.
    pub fn deep<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
        std::thread::Builder::new()
            .stack_size(16 << 20)
            .spawn(f)
            .unwrap()
            .join()
            .unwrap()
    }
}
