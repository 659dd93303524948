//! The seam between a board and whoever decides what a move on it means: the game under
//! the Laws ([`Session`]) today, a lesson, a puzzle or the editor next. The board shows
//! what the referee says and asks it about every pick and move; it never decides itself.

use std::time::Duration;

use shakmaty::{Board, Chess, Color, Move, Position, Role, Square, san::SanPlus, uci::UciMove};

use crate::{
    DrawClaim, Game, IllegalMove, Played, Status,
    game::move_squares,
    session::{Refusal, Session},
};

/// A person asks to move the piece on `from` to `to` (castling: the king's two-square
/// move or onto its rook), naming the promotion piece when one is needed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Request {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

/// What the player must answer before a legal request is decided, besides the
/// promotion piece.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Question {
    /// The move allows a draw claim: claim with it (the Laws' claim by announcing the
    /// move), or just play it?
    ClaimWith { mv: Move, claims: Vec<DrawClaim> },
}

/// A referee's answer to a request. The board changes only on `Played`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ruling {
    Played(Played),
    /// Against the Laws of Chess, with the reason.
    Illegal(IllegalMove),
    /// Not taken by this referee now (touch-move, the game is over, a lesson's or a
    /// puzzle's own reason).
    Refused(Refusal),
    /// A square named as an answer (a lesson's "click e4") was right; nothing moves.
    Answered,
}

/// Where an exercise stands (a lesson's, a puzzle's); a game is always `Going`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Going,
    /// Solved in `moves` moves, for 1 to 3 stars.
    Solved {
        stars: u8,
        moves: usize,
    },
}

impl Outcome {
    /// The stars won, once solved.
    pub fn stars(self) -> Option<u8> {
        match self {
            Outcome::Going => None,
            Outcome::Solved { stars, .. } => Some(stars),
        }
    }
}

/// Decides the moves a person asks for on the board, and says what the board shows.
/// `Any`, so a mode can reach its own referee's type behind the board's `dyn Referee`.
pub trait Referee: std::any::Any {
    /// The pieces on the board.
    fn board(&self) -> &Board;
    /// The side whose move it is.
    fn turn(&self) -> Color;
    /// The king in check, if any, and whether it is mated.
    fn check(&self) -> Option<(Square, bool)>;
    /// The last move's from and to squares, for the highlight.
    fn last_move(&self) -> Option<(Square, Square)>;
    /// Whether a person may move now; otherwise why not.
    fn may_move(&self) -> Result<(), Refusal>;
    /// Whether the player may pick up the piece on `sq` (or put the held piece back,
    /// `None`), given what they touched before.
    fn may_pick(&self, _sq: Option<Square>) -> Result<(), Refusal> {
        Ok(())
    }
    /// Whether touching a piece binds the player (touch-move).
    fn touch_binds(&self) -> bool {
        false
    }
    /// Where the piece on `from` may go, marked on the board.
    fn targets(&self, from: Square) -> Vec<Square>;
    /// Whether `from`→`to` is a promotion, so the board asks for the piece first.
    fn needs_promotion(&self, from: Square, to: Square) -> bool;
    /// The request a typed move (SAN or UCI) names, or why it names none.
    fn resolve_text(&self, text: &str) -> Result<Request, IllegalMove>;
    /// What to ask the player before deciding `request`, if anything.
    fn question(&self, _request: &Request) -> Option<Question> {
        None
    }
    /// Decides `request` at `now`: played, illegal or refused.
    fn decide(&mut self, request: Request, now: Duration) -> Ruling;
    /// A copy of this referee when deciding `request` searches (too slow for the frame
    /// that asks): the caller decides on the copy elsewhere and puts it in this one's
    /// place. `None`: decide here.
    fn thinking_copy(&self, _request: &Request) -> Option<Box<dyn Referee + Send + Sync>> {
        None
    }
    /// Whether a click on a square is an answer (a lesson asking for a square's name)
    /// rather than a pick.
    fn asks_for_squares(&self) -> bool {
        false
    }
    /// Decides a clicked square given as an answer: `Answered` or refused.
    fn answer_square(&mut self, _sq: Square) -> Ruling {
        Ruling::Refused(Refusal::NotYourMove)
    }
    /// Squares to mark on the board as goals (a lesson's stars).
    fn marks(&self) -> Vec<Square> {
        Vec::new()
    }
    /// The other side's answer to the move just played when the referee gives it (a
    /// lesson's or a puzzle's reply); a game's computer answers from its own thread.
    fn reply(&mut self) -> Option<Played> {
        None
    }
    /// Whether the exercise is solved.
    fn outcome(&self) -> Outcome {
        Outcome::Going
    }
    /// Works out a move that goes on to solve the exercise and shows it until the next
    /// move ("Show me"); `None` when there is none to show.
    fn show_suggestion(&mut self) -> Option<(Square, Square)> {
        None
    }
    /// Marks the square of the piece to move next ("Hint"), shown as the suggestion
    /// until the next move; `None` when there is nothing to hint.
    fn show_hint(&mut self) -> Option<Square> {
        None
    }
    /// The suggestion on show (from = to: a square).
    /// A coordinates drill's state, when the referee runs one.
    fn drill(&self) -> Option<DrillState> {
        None
    }

    /// The window keeps a drill's time: the round ends with [`Referee::end_drill`].
    fn time_drill(&mut self) {}

    /// The drill's time is up: the round is solved with the squares found.
    fn end_drill(&mut self) {}

    fn suggested(&self) -> Option<(Square, Square)> {
        None
    }
}

/// A coordinates drill as the window shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrillState {
    /// The square to click now.
    pub asked: Square,
    /// Squares found so far.
    pub found: usize,
    /// The round's length.
    pub seconds: u8,
}

/// What stands on `sq`, in words, for the status line and screen readers ("e4: white
/// pawn"), with what the player can do there once a piece is picked up on `picked`
/// ("d5: empty, you can move there").
pub fn square_words(
    board: &Board,
    sq: Square,
    picked: Option<Square>,
    targets: &[Square],
) -> String {
    let what = board
        .piece_at(sq)
        .map_or("empty".to_string(), crate::rules::piece_name);
    let can = if picked == Some(sq) {
        ", picked up"
    } else if !targets.contains(&sq) {
        ""
    } else if board.piece_at(sq).is_some() {
        ", you can take it"
    } else {
        ", you can move there"
    };
    format!("{sq}: {what}{can}")
}

/// The board's news in words, for the status line and screen readers: the last move
/// (the piece now on its target) and a king in check or mated; `None` when there is none.
pub fn board_words(
    board: &Board,
    last: Option<(Square, Square)>,
    check: Option<(Square, bool)>,
) -> Option<String> {
    let mut parts = Vec::new();
    if let Some((from, to)) = last {
        let piece = board
            .piece_at(to)
            .map_or(String::new(), |p| crate::rules::piece_name(p) + " ");
        parts.push(format!("Last move: {piece}{from}–{to}."));
    }
    if let Some((king, mated)) = check {
        let side = board.color_at(king).map_or("The", crate::rules::color_name);
        let state = if mated { "checkmated" } else { "in check" };
        parts.push(format!("{side}'s king is {state}."));
    }
    (!parts.is_empty()).then(|| parts.join(" "))
}

/// The king of the side to move if it is in check, and whether it is mated.
pub fn check_of(pos: &shakmaty::Chess) -> Option<(Square, bool)> {
    if !pos.is_check() {
        return None;
    }
    Some((pos.board().king_of(pos.turn())?, pos.is_checkmate()))
}

/// Plays the legal `mv` on `pos` (either side), with what it took and whether it mates
/// or stalemates: for referees that keep a bare position (a lesson's, a puzzle's).
pub fn play_in(pos: &mut Chess, mv: Move) -> Played {
    let mut played = Played::before(pos, mv);
    pos.play_unchecked(mv);
    played.status = if pos.is_checkmate() {
        Status::Checkmate
    } else if pos.is_stalemate() {
        Status::Stalemate
    } else {
        Status::Ongoing
    };
    played
}

/// The request typed text (UCI or SAN) names in `pos`, or why it names none.
pub fn request_from_text(pos: &Chess, text: &str) -> Result<Request, IllegalMove> {
    let text = text.trim();
    if let Ok(UciMove::Normal {
        from,
        to,
        promotion,
    }) = text.parse::<UciMove>()
    {
        return Ok(Request {
            from,
            to,
            promotion,
        });
    }
    let bad = || IllegalMove::BadNotation(text.to_string());
    let san = text.parse::<SanPlus>().map_err(|_| bad())?.san;
    let mv = match san.to_move(pos) {
        Ok(mv) => mv,
        // The rules core explains it; a game over (a lesson's bare kings) can't be.
        Err(_) => match Game::from_position(pos.clone()).resolve_parsed_san(san) {
            Err(IllegalMove::GameOver) | Ok(_) => return Err(bad()),
            Err(reason) => return Err(reason),
        },
    };
    let (from, to) = move_squares(mv, pos.turn());
    Ok(Request {
        from,
        to,
        promotion: mv.promotion(),
    })
}

impl Referee for Session {
    fn board(&self) -> &Board {
        self.game().position().board()
    }

    fn turn(&self) -> Color {
        self.game().turn()
    }

    fn check(&self) -> Option<(Square, bool)> {
        check_of(self.game().position())
    }

    fn last_move(&self) -> Option<(Square, Square)> {
        let game = self.game();
        game.move_squares_at(game.moves().len().checked_sub(1)?)
    }

    fn may_move(&self) -> Result<(), Refusal> {
        Session::may_move(self)
    }

    fn may_pick(&self, sq: Option<Square>) -> Result<(), Refusal> {
        self.touch_allows_pick(sq)
    }

    fn touch_binds(&self) -> bool {
        self.tournament()
    }

    fn targets(&self, from: Square) -> Vec<Square> {
        self.game().legal_targets(from)
    }

    fn needs_promotion(&self, from: Square, to: Square) -> bool {
        self.game().needs_promotion(from, to)
    }

    fn resolve_text(&self, text: &str) -> Result<Request, IllegalMove> {
        let mv = self.game().resolve_text(text)?;
        let (from, to) = move_squares(mv, self.game().turn());
        Ok(Request {
            from,
            to,
            promotion: mv.promotion(),
        })
    }

    fn question(&self, request: &Request) -> Option<Question> {
        let game = self.game();
        let mv = game
            .resolve(request.from, request.to, request.promotion)
            .ok()?;
        let claims = game.claimable_after(mv);
        (!claims.is_empty()).then_some(Question::ClaimWith { mv, claims })
    }

    fn decide(&mut self, request: Request, now: Duration) -> Ruling {
        let mv = match self
            .game()
            .resolve(request.from, request.to, request.promotion)
        {
            Ok(mv) => mv,
            Err(reason) => return Ruling::Illegal(reason),
        };
        if let Err(refusal) = self.touch_allows(&mv) {
            return Ruling::Refused(refusal);
        }
        match self.play(mv, now) {
            Ok(played) => Ruling::Played(played),
            Err(reason) => Ruling::Illegal(reason),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, clock::TimeControl, session::Player};

    fn session(moves: &str) -> Session {
        let mut game = Game::new();
        game.play_line(moves).unwrap();
        Session::new(
            game,
            Player::Human,
            Player::Human,
            TimeControl::None,
            Duration::ZERO,
        )
    }

    fn req(from: Square, to: Square) -> Request {
        Request {
            from,
            to,
            promotion: None,
        }
    }

    #[test]
    fn the_last_move_and_a_check_are_said() {
        let s = session("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7");
        assert_eq!(
            board_words(s.board(), s.last_move(), s.check()).as_deref(),
            Some("Last move: white queen h5–f7. Black's king is checkmated.")
        );
        assert_eq!(board_words(s.board(), None, None), None);
    }

    #[test]
    fn a_square_is_said_with_what_the_player_can_do_there() {
        let s = session("e4 d5");
        let board = s.board();
        assert_eq!(square_words(board, Square::E4, None, &[]), "e4: white pawn");
        assert_eq!(square_words(board, Square::E3, None, &[]), "e3: empty");
        let targets = s.targets(Square::E4);
        let picked = Some(Square::E4);
        assert_eq!(
            square_words(board, Square::E4, picked, &targets),
            "e4: white pawn, picked up"
        );
        assert_eq!(
            square_words(board, Square::D5, picked, &targets),
            "d5: black pawn, you can take it"
        );
        assert_eq!(
            square_words(board, Square::E5, picked, &targets),
            "e5: empty, you can move there"
        );
        assert_eq!(
            square_words(board, Square::F5, picked, &targets),
            "f5: empty"
        );
    }

    #[test]
    fn a_session_plays_legal_requests_and_explains_illegal_ones() {
        let mut s = session("");
        assert_eq!(
            s.decide(req(Square::E2, Square::E5), Duration::ZERO),
            Ruling::Illegal(IllegalMove::WrongWay)
        );
        assert_eq!(s.board(), Game::new().position().board());
        let Ruling::Played(played) = s.decide(req(Square::E2, Square::E4), Duration::ZERO) else {
            panic!("e2e4 is legal");
        };
        assert_eq!(played.san, "e4");
        assert_eq!(s.last_move(), Some((Square::E2, Square::E4)));
        assert_eq!(s.turn(), Color::Black);
    }

    #[test]
    fn typed_castling_is_the_kings_two_square_move() {
        let s = session("e4 e5 Nf3 Nc6 Bc4 Bc5");
        assert_eq!(s.resolve_text("O-O"), Ok(req(Square::E1, Square::G1)));
        assert!(s.resolve_text("Qh8").is_err());
    }

    #[test]
    fn a_move_allowing_a_claim_raises_the_question() {
        // Ng8 would bring the start position a third time.
        let s = session("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
        let q = s.question(&req(Square::F6, Square::G8));
        assert!(matches!(q, Some(Question::ClaimWith { ref claims, .. })
            if claims == &[DrawClaim::ThreefoldRepetition]));
        assert_eq!(s.question(&req(Square::E7, Square::E5)), None);
    }

    #[test]
    fn check_names_the_king_and_mate() {
        let s = session("f3 e5 g4 Qh4");
        assert_eq!(s.check(), Some((Square::E1, true)));
        assert_eq!(session("e4").check(), None);
    }
}
