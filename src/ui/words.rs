//! What the player reads: the rules' reasons (values from the engine and `game`) put into
//! sentences, in one place, through the message catalogue (`catalogue`). The engine's
//! own reasons (`IllegalMove`, a lesson's `Wrong`, a puzzle's `Miss`, `RequestError`)
//! still come worded by their `Display`, in English, until they get messages of their own.

use gambit_engine::{
    IllegalMove,
    session::{Refusal, TouchBound},
    touch::Duty,
};
use shakmaty::{Color, Piece, Role, Square};

use super::catalogue::{tr, tr_with};
use crate::game::{review::ReviewNote, tries::WrongTry};

/// "White", "Black".
pub fn color_word(color: Color) -> String {
    tr(match color {
        Color::White => "color-white",
        Color::Black => "color-black",
    })
}

/// "knight", "queen", ….
pub fn role_word(role: Role) -> String {
    tr(match role {
        Role::Pawn => "role-pawn",
        Role::Knight => "role-knight",
        Role::Bishop => "role-bishop",
        Role::Rook => "role-rook",
        Role::Queen => "role-queen",
        Role::King => "role-king",
    })
}

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
    let who = by.map_or_else(|| tr("review-by-builtin"), str::to_string);
    match depth {
        Some(depth) => tr_with(
            "review-by-depth",
            &[("who", who.into()), ("depth", depth.into())],
        ),
        None => who,
    }
}

/// What went wrong with the engine that was to review.
pub fn review_note(note: &ReviewNote) -> String {
    match note {
        ReviewNote::Replaced(e) => tr_with("review-replaced", &[("error", e.to_string().into())]),
        ReviewNote::Stopped(e) => tr_with("review-stopped", &[("error", e.to_string().into())]),
    }
}

/// Why a lesson's or a puzzle's try was not taken.
pub fn wrong_try(why: &WrongTry) -> String {
    match why {
        WrongTry::Refused(r) => refusal(r),
        WrongTry::Illegal { from, to, reason } => rejected_move(*from, *to, reason),
        WrongTry::NothingToShow => tr("try-nothing-to-show"),
    }
}

/// A move on the board the rules refused.
pub fn rejected_move(from: Square, to: Square, reason: &IllegalMove) -> String {
    not_allowed(&format!("{from}{to}"), reason)
}

/// "Not allowed — Ke3: It is Black's turn."
fn not_allowed(shown: &str, reason: &IllegalMove) -> String {
    let reason = sentence(&reason.to_string());
    tr_with(
        "move-not-allowed",
        &[("move", shown.into()), ("reason", reason.into())],
    )
}

/// A refused request, for the toast.
pub fn refusal(r: &Refusal) -> String {
    match r {
        Refusal::GameOver => tr("refusal-game-over"),
        Refusal::NotYourMove => tr("refusal-not-your-move"),
        Refusal::Unresolved { text, reason } => not_allowed(text, reason),
        Refusal::TouchMove(bound) => touch_move(bound),
        Refusal::TakeBackInTournament => tr("refusal-take-back-tournament"),
        Refusal::NothingToTakeBack => tr("refusal-nothing-to-take-back"),
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
        |p| {
            let (color, role) = (color_word(p.color), role_word(p.role));
            let args = [
                ("color", color.into()),
                ("role", role.into()),
                ("square", sq.to_string().into()),
            ];
            tr_with("piece-on-square", &args)
        },
    )
}

/// The Laws' touch-move duty, for the player.
fn touch_move(b: &TouchBound) -> String {
    match b.duty {
        Duty::Move(sq) => tr_with(
            "touch-move-move",
            &[("piece", piece_on(b.piece, sq).into())],
        ),
        Duty::Capture(sq) => tr_with(
            "touch-move-capture",
            &[("piece", piece_on(b.piece, sq).into())],
        ),
        Duty::CaptureWith { with, target } => tr_with(
            "touch-move-capture-with",
            &[
                ("piece", piece_on(b.piece, with).into()),
                ("target", piece_on(b.target, target).into()),
            ],
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
