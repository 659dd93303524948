//! Why a puzzle refuses a try: a value worded with `Display`, like a lesson's.

use std::fmt;

use shakmaty::Role;

use crate::rules::role_name;

/// A try the puzzle refuses; nothing on the board changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Miss {
    /// Not the move that solves it; `tried` in SAN, and what the other side would answer
    /// when a short search finds it strong.
    NotThat { tried: String, answer: Answer },
    /// Solved already: on to the next one.
    Done,
}

/// The other side's best answer to a wrong try, as far as a short search sees.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// Nothing worth naming: the try is just weaker than the solution.
    Weaker,
    /// `reply` (SAN) mates.
    Mates { reply: String },
    /// `reply` (SAN) takes the player's `role`.
    Takes { reply: String, role: Role },
}

impl fmt::Display for Miss {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Miss::NotThat { tried, answer } => match answer {
                Answer::Weaker => write!(
                    f,
                    "Not that one: there is a stronger move than {tried}. Look again."
                ),
                Answer::Mates { reply } => {
                    write!(f, "Not that one: after {tried}, {reply} is checkmate.")
                }
                Answer::Takes { reply, role } => write!(
                    f,
                    "Not that one: after {tried}, {reply} takes your {}.",
                    role_name(*role)
                ),
            },
            Miss::Done => f.write_str("Solved! Go on to the next puzzle."),
        }
    }
}
