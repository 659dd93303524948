//! Why a referee refused a player's request: values the UI words, not sentences. The
//! game's (`Refusal`), a lesson's (`lesson::Wrong`) and a puzzle's
//! (`puzzle::Miss`), in one place.

pub mod lesson;
pub mod puzzle;

use shakmaty::{Piece, Position, Square};

use crate::{Game, IllegalMove, RequestError, touch::Duty};

/// A request refused for a reason other than an illegal click on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The game has ended.
    GameOver,
    /// It is the computer's (or nobody's) move.
    NotYourMove,
    /// Typed text that names no legal move, and the rules core's reason.
    Unresolved { text: String, reason: IllegalMove },
    /// Touch-move binds the player to another move.
    TouchMove(TouchBound),
    /// Tournament mode keeps every move.
    TakeBackInTournament,
    /// No move of the player's is there to take back.
    NothingToTakeBack,
    /// A draw claim, offer, answer or resignation the game refused.
    Request(RequestError),
    /// A lesson's reason, in its own words (`Display` gives the sentence).
    Lesson(lesson::Wrong),
    /// A puzzle's reason (`Display` gives the sentence).
    Puzzle(puzzle::Miss),
}

/// A touch-move duty with the pieces it names, as they stood when it was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TouchBound {
    pub duty: Duty,
    /// The piece to move or capture (for `CaptureWith`, the player's own piece).
    pub piece: Option<Piece>,
    /// For `CaptureWith`, the piece to capture.
    pub target: Option<Piece>,
}

impl TouchBound {
    pub fn new(game: &Game, duty: Duty) -> Self {
        let at = |sq: Square| game.position().board().piece_at(sq);
        let (piece, target) = match duty {
            Duty::Move(sq) | Duty::Capture(sq) => (at(sq), None),
            Duty::CaptureWith { with, target } => (at(with), at(target)),
        };
        TouchBound {
            duty,
            piece,
            target,
        }
    }
}

impl From<RequestError> for Refusal {
    fn from(e: RequestError) -> Self {
        Refusal::Request(e)
    }
}
