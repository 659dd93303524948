//! What the player reads: the rules' reasons (values from the engine and `game`) put into
//! sentences, in one place, through the message catalogue (`catalogue`): the rules'
//! reasons and endings here, a lesson's and a puzzle's reasons in `tries.rs`, pieces and
//! the editor's problems in `position.rs`, the coach and puzzle themes in `coach.rs`.

mod coach;
pub mod lesson;
pub mod notation;
mod notice;
mod position;
mod tries;

pub use coach::{hint, puzzle_source, theme, threat, warning};
pub use notice::{exported, look_notice, notice, notices, save_error};
pub use position::{
    board_news, evaluation, fen_error, game_error, piece_word, problem, square_news,
};
pub use tries::{miss, wrong};

use gambit_engine::{
    DrawClaim, Ending, IllegalMove, RequestError,
    external::EngineError,
    game::ColorName,
    search::Level,
    session::{Player, Refusal, Session, TouchBound},
    touch::Duty,
};
use shakmaty::{Color, Piece, Role, Square};

use super::catalogue::{Arg, tr, tr_with};
use crate::game::{review::ReviewNote, tries::WrongTry};

/// A level of the built-in engine: "Gentle" … "Master".
pub fn level_name(level: Level) -> String {
    tr(match level {
        Level::Gentle => "level-gentle",
        Level::Easy => "level-easy",
        Level::Normal => "level-normal",
        Level::Hard => "level-hard",
        Level::Master => "level-master",
    })
}

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
    if text.is_empty() {
        return String::new();
    }
    sentence_start(text) + "."
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
        ReviewNote::Replaced(e) => tr_with("review-replaced", &[("error", engine_error(e).into())]),
        ReviewNote::Stopped(e) => tr_with("review-stopped", &[("error", engine_error(e).into())]),
    }
}

/// What went wrong with an external engine, as a sentence without its stop ("The engine
/// at /usr/games/x could not be started: No such file or directory"). The system's and
/// the engine's own words stay as they came.
pub fn engine_error(e: &EngineError) -> String {
    let at = |path: &str| ("path", Arg::from(path.to_string()));
    match e {
        EngineError::Start { path, reason } => tr_with(
            "engine-start",
            &[at(path), ("reason", reason.as_str().into())],
        ),
        EngineError::NotUci { path, why } => {
            tr_with("engine-not-uci", &[at(path), ("why", why.as_str().into())])
        }
        EngineError::Exited {
            path,
            status,
            stderr,
        } => {
            let status = ("status", Arg::from(status.as_str()));
            match stderr {
                Some(said) => tr_with(
                    "engine-exited-saying",
                    &[at(path), status, ("said", said.as_str().into())],
                ),
                None => tr_with("engine-exited", &[at(path), status]),
            }
        }
        EngineError::Timeout {
            path,
            awaited,
            after,
        } => tr_with(
            "engine-timeout",
            &[
                at(path),
                ("awaited", awaited.as_str().into()),
                (
                    "seconds",
                    Arg::Number((after.as_secs_f64() * 10.0).round() / 10.0),
                ),
            ],
        ),
        EngineError::IllegalMove { path, sent, fen } => tr_with(
            "engine-illegal-move",
            &[
                at(path),
                ("move", sent.as_str().into()),
                ("fen", fen.as_str().into()),
            ],
        ),
        EngineError::NoMove { path, fen } => {
            tr_with("engine-no-move", &[at(path), ("fen", fen.as_str().into())])
        }
        EngineError::BadRequest { path, reason } => tr_with(
            "engine-bad-request",
            &[at(path), ("reason", reason.as_str().into())],
        ),
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
    let reason = illegal_move(reason);
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
        Refusal::Request(e) => request_error(e),
        // A lesson's reasons are written for a child, in the lesson's own terms.
        Refusal::Lesson(w) => wrong(w),
        Refusal::Puzzle(m) => miss(m),
    }
}

/// Why a move is against the Laws, as a sentence.
pub fn illegal_move(reason: &IllegalMove) -> String {
    let square =
        |sq: &Square| -> [(&str, super::catalogue::Arg); 1] { [("square", sq.to_string().into())] };
    match reason {
        IllegalMove::GameOver => tr("illegal-game-over"),
        IllegalMove::NoPiece(sq) => tr_with("illegal-no-piece", &square(sq)),
        IllegalMove::NotYourTurn(c) => {
            tr_with("illegal-not-your-turn", &[("color", color_word(*c).into())])
        }
        IllegalMove::WrongWay => tr("illegal-wrong-way"),
        IllegalMove::PathBlocked(sq) => tr_with("illegal-path-blocked", &square(sq)),
        IllegalMove::OwnPiece => tr("illegal-own-piece"),
        IllegalMove::KingWouldBeInCheck(sq) => {
            tr_with("illegal-king-would-be-in-check", &square(sq))
        }
        IllegalMove::InCheck(sq) => tr_with("illegal-in-check", &square(sq)),
        IllegalMove::CastlingKingMoved => tr("illegal-castling-king-moved"),
        IllegalMove::CastlingRookMoved => tr("illegal-castling-rook-moved"),
        IllegalMove::CastlingInCheck => tr("illegal-castling-in-check"),
        IllegalMove::CastlingBlocked(sq) => tr_with("illegal-castling-blocked", &square(sq)),
        IllegalMove::CastlingThroughCheck(sq) => {
            tr_with("illegal-castling-through-check", &square(sq))
        }
        IllegalMove::CastlingIntoCheck(sq) => tr_with("illegal-castling-into-check", &square(sq)),
        IllegalMove::EnPassantExpired => tr("illegal-en-passant-expired"),
        IllegalMove::PromotionNeeded => tr("illegal-promotion-needed"),
        IllegalMove::BadPromotion => tr("illegal-bad-promotion"),
        IllegalMove::NoSuchPiece(role, sq) => tr_with(
            "illegal-no-such-piece",
            &[
                ("role", role_word(*role).into()),
                ("square", sq.to_string().into()),
            ],
        ),
        IllegalMove::Ambiguous => tr("illegal-ambiguous"),
        IllegalMove::BadNotation(text) => {
            tr_with("illegal-bad-notation", &[("text", text.as_str().into())])
        }
    }
}

/// "threefold repetition", "the 50-move rule".
pub fn claim(claim: DrawClaim) -> String {
    tr(match claim {
        DrawClaim::ThreefoldRepetition => "claim-threefold",
        DrawClaim::FiftyMoves => "claim-fifty-moves",
    })
}

/// A draw claim, offer or other request refused, as a sentence.
pub fn request_error(e: &RequestError) -> String {
    match e {
        RequestError::GameOver => tr("illegal-game-over"),
        // One sentence each: a claim's name need not fit the same words in every language.
        RequestError::NotClaimable(c) => tr(match c {
            DrawClaim::ThreefoldRepetition => "request-not-claimable-threefold",
            DrawClaim::FiftyMoves => "request-not-claimable-fifty-moves",
        }),
        RequestError::NoOffer => tr("request-no-offer"),
        RequestError::Illegal(reason) => illegal_move(reason),
    }
}

/// "the 50-move rule" -> "The 50-move rule" (a sentence's first word).
fn sentence_start(text: &str) -> String {
    let mut c = text.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// How a game ended: the result and its reason ("White wins on time").
pub fn ending(ending: &Ending) -> String {
    let name = |c: ColorName| color_word(c.into());
    let other = |c: ColorName| color_word(!Color::from(c));
    match *ending {
        Ending::Checkmate { winner } => {
            tr_with("ending-checkmate", &[("winner", name(winner).into())])
        }
        Ending::Stalemate => tr("ending-stalemate"),
        Ending::InsufficientMaterial => tr("ending-insufficient-material"),
        Ending::SeventyFiveMoves => tr("ending-seventy-five-moves"),
        Ending::FivefoldRepetition => tr("ending-fivefold"),
        Ending::Claimed { claim: c, by } => tr_with(
            "ending-claimed",
            &[("claim", claim(c).into()), ("by", name(by).into())],
        ),
        Ending::Agreement => tr("ending-agreement"),
        Ending::Resignation { loser } => {
            tr_with("ending-resignation", &[("loser", name(loser).into())])
        }
        Ending::Timeout { loser } => tr_with("ending-timeout", &[("winner", other(loser).into())]),
        Ending::TimeoutDraw { loser } => tr_with(
            "ending-timeout-draw",
            &[
                ("loser", name(loser).into()),
                ("winner", other(loser).into()),
            ],
        ),
    }
}

/// The status line: how the game ended, or who is to move (with check and pause).
pub fn status_line(session: &Session) -> String {
    let game = session.game();
    if let Some(end) = game.ending() {
        return ending(&end);
    }
    let turn = game.turn();
    let color = || color_word(turn);
    let who = match (session.player(turn), session.human_color()) {
        (Player::Human, Some(_)) => tr("status-your-move"),
        (Player::Computer(_) | Player::Engine(_), _) => {
            tr_with("status-computer-to-move", &[("color", color().into())])
        }
        _ => tr_with("status-to-move", &[("color", color().into())]),
    };
    let who = if game.is_check() {
        tr_with("status-check", &[("who", who.into())])
    } else {
        who
    };
    if session.is_paused() {
        tr_with("status-paused", &[("who", who.into())])
    } else {
        who
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
    use gambit_engine::Game;

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

    /// An engine's failure reads in English as the engine crate words it for logs.
    #[test]
    fn engine_errors_read_as_the_engines_english() {
        let path = || "/usr/games/x".to_string();
        let all = [
            EngineError::Start {
                path: path(),
                reason: "No such file or directory".into(),
            },
            EngineError::NotUci {
                path: path(),
                why: "no uciok".into(),
            },
            EngineError::Exited {
                path: path(),
                status: "exit status: 3".into(),
                stderr: Some("out of memory".into()),
            },
            EngineError::Exited {
                path: path(),
                status: "signal: 9".into(),
                stderr: None,
            },
            EngineError::Timeout {
                path: path(),
                awaited: "bestmove".into(),
                after: std::time::Duration::from_millis(2200),
            },
            EngineError::IllegalMove {
                path: path(),
                sent: "e2e5".into(),
                fen: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
            },
            EngineError::NoMove {
                path: path(),
                fen: "k7/8/8/8/8/8/8/K7 w - - 0 1".into(),
            },
            EngineError::BadRequest {
                path: path(),
                reason: "no legal move".into(),
            },
        ];
        for e in all {
            assert_eq!(engine_error(&e), e.to_string());
        }
    }

    /// Every reason and ending reads as the engine's English words did (they stay for logs).
    #[test]
    fn the_catalogue_words_the_rules_as_before() {
        use gambit_engine::game::ColorName::{Black, White};
        let reasons = [
            IllegalMove::GameOver,
            IllegalMove::NoPiece(Square::E4),
            IllegalMove::NotYourTurn(Color::Black),
            IllegalMove::WrongWay,
            IllegalMove::PathBlocked(Square::D2),
            IllegalMove::OwnPiece,
            IllegalMove::KingWouldBeInCheck(Square::B4),
            IllegalMove::InCheck(Square::H4),
            IllegalMove::CastlingKingMoved,
            IllegalMove::CastlingRookMoved,
            IllegalMove::CastlingInCheck,
            IllegalMove::CastlingBlocked(Square::F1),
            IllegalMove::CastlingThroughCheck(Square::F1),
            IllegalMove::CastlingIntoCheck(Square::G1),
            IllegalMove::EnPassantExpired,
            IllegalMove::PromotionNeeded,
            IllegalMove::BadPromotion,
            IllegalMove::NoSuchPiece(Role::Knight, Square::F3),
            IllegalMove::Ambiguous,
            IllegalMove::BadNotation("Zz9".into()),
        ];
        for r in &reasons {
            assert_eq!(illegal_move(r), sentence(&r.to_string()), "{r:?}");
        }
        let errors = [
            RequestError::GameOver,
            RequestError::NotClaimable(DrawClaim::FiftyMoves),
            RequestError::NotClaimable(DrawClaim::ThreefoldRepetition),
            RequestError::NoOffer,
            RequestError::Illegal(IllegalMove::WrongWay),
        ];
        for e in &errors {
            assert_eq!(request_error(e), sentence(&e.to_string()), "{e:?}");
        }
        let endings = [
            Ending::Checkmate { winner: White },
            Ending::Stalemate,
            Ending::InsufficientMaterial,
            Ending::SeventyFiveMoves,
            Ending::FivefoldRepetition,
            Ending::Claimed {
                claim: DrawClaim::FiftyMoves,
                by: Black,
            },
            Ending::Agreement,
            Ending::Resignation { loser: Black },
            Ending::Timeout { loser: White },
            Ending::TimeoutDraw { loser: Black },
        ];
        for e in &endings {
            assert_eq!(ending(e), e.to_string(), "{e:?}");
        }
    }

    #[test]
    fn the_status_line_says_who_moves_with_check_and_pause() {
        use gambit_engine::{clock::TimeControl, search::Level};
        use std::time::Duration;
        let hot_seat = |fen: &str| {
            let game = Game::from_fen(fen).unwrap();
            Session::new(
                game,
                Player::Human,
                Player::Human,
                TimeControl::None,
                Duration::ZERO,
            )
        };
        assert_eq!(
            status_line(&hot_seat(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            )),
            "White to move"
        );
        let check = hot_seat("4k3/8/8/8/8/8/8/4K2R b - - 0 1");
        assert_eq!(status_line(&check), "Black to move");
        let check = hot_seat("4k3/8/8/8/8/8/8/4R2K b - - 0 1");
        assert_eq!(status_line(&check), "Check! Black to move");
        let vs = Session::new(
            Game::new(),
            Player::Human,
            Player::Computer(Level::Easy),
            TimeControl::None,
            Duration::ZERO,
        );
        assert_eq!(status_line(&vs), "Your move");
        let mate = hot_seat("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
        assert_eq!(status_line(&mate), "White wins by checkmate");
        for s in [hot_seat("4k3/8/8/8/8/8/8/4R2K b - - 0 1"), vs] {
            assert_eq!(status_line(&s), s.status_line());
        }
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
