//! What the player reads: the rules' reasons (values from the engine and `game`) put into
//! sentences, in one place.

use gambit_engine::{
    IllegalMove,
    rules::{color_name, role_name},
    session::{Refusal, TouchBound},
    touch::Duty,
};
use shakmaty::{Piece, Square};

use crate::game::{review::ReviewNote, tries::WrongTry};

/// "the game is over" -> "The game is over."
pub fn sentence(text: &str) -> String {
    let mut c = text.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect::<String>() + ".")
        .unwrap_or_default()
}

/// Who reviews, with the depth reached so far: "Stockfish 15.1, depth 16", "the built-in
/// engine" (`by`: a UCI engine's name; none: Gambit's own).
pub fn reviewed_by(by: Option<&str>, depth: Option<u32>) -> String {
    let who = by.unwrap_or("the built-in engine");
    match depth {
        Some(depth) => format!("{who}, depth {depth}"),
        None => who.to_string(),
    }
}

/// What went wrong with the engine that was to review.
pub fn review_note(note: &ReviewNote) -> String {
    match note {
        ReviewNote::Replaced(e) => format!("{e}. The built-in engine reviews instead."),
        ReviewNote::Stopped(e) => format!("The review stopped: {e}."),
    }
}

/// Why a lesson's or a puzzle's try was not taken.
pub fn wrong_try(why: &WrongTry) -> String {
    match why {
        WrongTry::Refused(r) => refusal(r),
        WrongTry::Illegal { from, to, reason } => rejected_move(*from, *to, reason),
        WrongTry::NothingToShow => {
            "Nothing to show from here: press \"Start again\" and try once more.".into()
        }
    }
}

/// A move on the board the rules refused.
pub fn rejected_move(from: Square, to: Square, reason: &IllegalMove) -> String {
    format!(
        "Not allowed — {from}{to}: {}",
        sentence(&reason.to_string())
    )
}

/// A refused request, for the toast.
pub fn refusal(r: &Refusal) -> String {
    match r {
        Refusal::GameOver => "The game is over.".into(),
        Refusal::NotYourMove => "It is not your move.".into(),
        Refusal::Unresolved { text, reason } => {
            format!("Not allowed — {text}: {}", sentence(&reason.to_string()))
        }
        Refusal::TouchMove(bound) => touch_move(bound),
        Refusal::TakeBackInTournament => "Tournament mode: moves cannot be taken back.".into(),
        Refusal::NothingToTakeBack => "There is no move of yours to take back.".into(),
        Refusal::Request(e) => sentence(&e.to_string()),
        // A lesson's reasons are written for a child, in the lesson's own terms.
        Refusal::Lesson(wrong) => wrong.to_string(),
        Refusal::Puzzle(miss) => miss.to_string(),
    }
}

/// "the White knight on g1", or the bare square if it was empty.
fn piece_on(piece: Option<Piece>, sq: Square) -> String {
    piece.map_or_else(
        || sq.to_string(),
        |p| format!("{} {} on {sq}", color_name(p.color), role_name(p.role)),
    )
}

/// The Laws' touch-move duty, for the player.
fn touch_move(b: &TouchBound) -> String {
    match b.duty {
        Duty::Move(sq) => format!(
            "Touch-move: you touched the {}, so you must move it.",
            piece_on(b.piece, sq)
        ),
        Duty::Capture(sq) => format!(
            "Touch-move: you touched the {}, so you must capture it.",
            piece_on(b.piece, sq)
        ),
        Duty::CaptureWith { with, target } => format!(
            "Touch-move: you touched the {} and the {}, so you must capture one with the other.",
            piece_on(b.piece, with),
            piece_on(b.target, target)
        ),
    }
}

#[cfg(test)]
mod tests {
    use gambit_engine::{Game, RequestError, session::Refusal};
    use shakmaty::{Color, Square};

    use super::*;

    #[test]
    fn touch_move_names_the_pieces() {
        let game = Game::new();
        let bound = TouchBound::new(&game, Duty::Move(Square::G1));
        assert_eq!(
            refusal(&Refusal::TouchMove(bound)),
            "Touch-move: you touched the White knight on g1, so you must move it."
        );
        let both = TouchBound::new(
            &game,
            Duty::CaptureWith {
                with: Square::D1,
                target: Square::D8,
            },
        );
        let text = refusal(&Refusal::TouchMove(both));
        assert!(
            text.contains("White queen on d1") && text.contains("Black queen on d8"),
            "{text}"
        );
    }

    #[test]
    fn requests_and_typed_moves_read_as_sentences() {
        assert_eq!(
            refusal(&Refusal::Request(RequestError::NoOffer)),
            "There is no draw offer to accept."
        );
        let text = refusal(&Refusal::Unresolved {
            text: "Ke3".into(),
            reason: IllegalMove::NotYourTurn(Color::Black),
        });
        assert_eq!(text, "Not allowed — Ke3: It is Black's turn.");
        assert_eq!(sentence(""), "");
    }
}
