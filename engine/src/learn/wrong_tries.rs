//! Every goal kind refuses wrong tries with its reason, in the lesson's words, and a
//! refused try changes nothing.

use std::time::Duration;

use shakmaty::Square;

use super::tests::{exercise, request, try_move, wrong};
use super::*;
use crate::{
    referee::{Referee, Ruling},
    session::Refusal,
};

fn blocked(sq: Square, piece: shakmaty::Piece, own: bool) -> Wrong {
    Wrong::Blocked {
        square: sq,
        piece,
        own,
    }
}

#[test]
fn piece_lessons_explain_each_piece_in_its_own_words() {
    use shakmaty::{Color::*, Piece, Role::*};
    let mut a = Attempt::new(&exercise("knight", 1));
    assert_eq!(wrong(&mut a, "b1b3"), Wrong::PieceWay(Knight));
    assert!(
        wrong(&mut a, "b1b3")
            .to_string()
            .contains("can't get there in one move")
    );
    let mut a = Attempt::new(&exercise("bishop", 4));
    assert_eq!(wrong(&mut a, "c1c4"), Wrong::PieceWay(Bishop));
    assert_eq!(
        wrong(&mut a, "c1g5"),
        blocked(
            Square::D2,
            Piece {
                color: White,
                role: Pawn
            },
            true
        )
    );
    let mut a = Attempt::new(&exercise("king", 3));
    assert_eq!(wrong(&mut a, "e1e3"), Wrong::PieceWay(King));
    assert_eq!(
        wrong(&mut a, "e1d1"),
        Wrong::LeavesKingInCheck {
            role: Bishop,
            from: Square::A4
        }
    );
    let mut a = Attempt::new(&exercise("pawn", 1));
    assert_eq!(wrong(&mut a, "e2d3"), Wrong::PawnTakesDiagonally);
    assert_eq!(wrong(&mut a, "e2e5"), Wrong::PieceWay(Pawn));
    let mut a = Attempt::new(&exercise("pawn", 5));
    assert_eq!(
        wrong(&mut a, "d2d3"),
        blocked(
            Square::D3,
            Piece {
                color: Black,
                role: Pawn
            },
            false
        )
    );
    let mut a = Attempt::new(&exercise("capture", 1));
    assert_eq!(
        wrong(&mut a, "d1d8"),
        blocked(
            Square::D5,
            Piece {
                color: Black,
                role: Rook
            },
            false
        )
    );
    assert_eq!(wrong(&mut a, "d1g1"), Wrong::OwnPiece);
}

#[test]
fn a_capture_exercise_marks_the_pieces_left_and_counts_the_moves() {
    let mut a = Attempt::new(&exercise("capture", 2));
    assert_eq!(a.marks(), vec![Square::G2, Square::B6]);
    // The rook may wander: a longer way costs a star.
    assert!(matches!(try_move(&mut a, "b2b3"), Ruling::Played(_)));
    assert!(matches!(try_move(&mut a, "b3b6"), Ruling::Played(p) if p.captured.is_some()));
    assert_eq!(a.marks(), vec![Square::G2]);
    assert!(matches!(try_move(&mut a, "g1g2"), Ruling::Played(_)));
    assert_eq!(a.outcome(), Outcome::Solved { stars: 2, moves: 3 });
}

#[test]
fn check_exercises_accept_only_the_way_asked() {
    let mut a = Attempt::new(&exercise("check", 1));
    assert_eq!(a.check(), Some((Square::E1, false)));
    assert_eq!(wrong(&mut a, "c1e2"), Wrong::EscapeOtherWay(Escape::Move));
    assert_eq!(
        wrong(&mut a, "e1e2"),
        Wrong::StillInCheck {
            role: shakmaty::Role::Rook,
            from: Square::E8
        }
    );
    assert_eq!(
        wrong(&mut a, "c1e2").to_string(),
        "Get out of check by moving your king."
    );
    let mut a = Attempt::new(&exercise("check", 2));
    assert_eq!(wrong(&mut a, "e1f2"), Wrong::EscapeOtherWay(Escape::Block));
    assert_eq!(
        wrong(&mut a, "e1f2").to_string(),
        "Get out of check by blocking it."
    );
    let mut a = Attempt::new(&exercise("check", 3));
    assert_eq!(
        wrong(&mut a, "a4e4"),
        Wrong::EscapeOtherWay(Escape::Capture)
    );
    assert_eq!(
        wrong(&mut a, "e1d1"),
        Wrong::EscapeOtherWay(Escape::Capture)
    );
    let mut a = Attempt::new(&exercise("check", 4));
    assert_eq!(
        wrong(&mut a, "e1d1"),
        Wrong::EscapeOtherWay(Escape::Capture)
    );
    assert!(matches!(try_move(&mut a, "e1e2"), Ruling::Played(_)));
    assert!(matches!(a.outcome(), Outcome::Solved { .. }));
}

#[test]
fn mate_exercises_refuse_what_does_not_mate_in_time_and_defend_longest() {
    let mut a = Attempt::new(&exercise("mate", 1));
    assert_eq!(wrong(&mut a, "a1a7"), Wrong::NotMate);
    let mut a = Attempt::new(&exercise("mate", 7));
    assert_eq!(wrong(&mut a, "h1h2"), Wrong::NoMateInTime(2));
    assert!(matches!(
        a.decide(request("c6b6"), Duration::ZERO),
        Ruling::Played(_)
    ));
    // The other side moves before the learner may.
    assert_eq!(a.may_move(), Err(Refusal::NotYourMove));
    let reply = a.reply().expect("Black replies");
    assert_eq!(reply.san, "Kb8");
    assert_eq!(a.last_move(), Some((Square::A8, Square::B8)));
    assert_eq!(wrong(&mut a, "h1h7"), Wrong::NotMate);
    let Ruling::Played(p) = a.decide(request("h1h8"), Duration::ZERO) else {
        panic!("Rh8 mates");
    };
    assert_eq!(p.status, crate::Status::Checkmate);
    assert_eq!(a.check(), Some((Square::B8, true)));
    assert_eq!(a.reply(), None);
    assert_eq!(a.outcome(), Outcome::Solved { stars: 3, moves: 2 });
}

#[test]
fn castling_exercises_name_the_condition_that_fails() {
    use shakmaty::CastlingSide::*;
    let mut a = Attempt::new(&exercise("castling", 1));
    assert_eq!(wrong(&mut a, "e1c1"), Wrong::CastleOtherSide(KingSide));
    assert_eq!(wrong(&mut a, "a2a3"), Wrong::CastleNow(KingSide));
    assert_eq!(
        a.targets(Square::E1),
        vec![Square::C1, Square::D1, Square::F1, Square::G1]
    );
    let mut a = Attempt::new(&exercise("castling", 3));
    assert_eq!(
        wrong(&mut a, "e1g1"),
        Wrong::CastleThroughAttack(Square::F1)
    );
    let mut a = Attempt::new(&exercise("castling", 4));
    assert_eq!(wrong(&mut a, "e1g1"), Wrong::CastleInCheck);
    assert_eq!(
        wrong(&mut a, "e1g1").to_string(),
        "You can't castle: your king is in check."
    );
    assert_eq!(wrong(&mut a, "e1f1"), Wrong::LosesCastling(KingSide));
    assert!(matches!(try_move(&mut a, "b1c3"), Ruling::Played(_)));
    assert!(
        matches!(try_move(&mut a, "e1g1"), Ruling::Played(p) if p.rook == Some((Square::H1, Square::F1)))
    );
    assert_eq!(a.outcome(), Outcome::Solved { stars: 3, moves: 2 });
}

#[test]
fn en_passant_exercises_say_now_or_too_late() {
    let mut a = Attempt::new(&exercise("en-passant", 1));
    assert_eq!(wrong(&mut a, "e5e6"), Wrong::EnPassantNow);
    let mut a = Attempt::new(&exercise("en-passant", 3));
    assert_eq!(wrong(&mut a, "e5d6"), Wrong::EnPassantTooLate);
    // Pushing the pawn would spoil the chance the exercise waits for.
    assert_eq!(wrong(&mut a, "e5e6"), Wrong::KingWaits);
    assert!(matches!(
        a.decide(request("e1e2"), Duration::ZERO),
        Ruling::Played(_)
    ));
    assert_eq!(a.reply().map(|p| p.san), Some("f5".to_string()));
    assert!(
        matches!(a.decide(request("e5f6"), Duration::ZERO), Ruling::Played(p) if p.captured == Some((shakmaty::Role::Pawn, Square::F5)))
    );
}

#[test]
fn promotion_exercises_want_the_right_piece() {
    use shakmaty::Role::*;
    let mut a = Attempt::new(&exercise("promotion", 2));
    assert!(a.needs_promotion(Square::B7, Square::C8));
    assert!(!a.needs_promotion(Square::E1, Square::E2));
    assert_eq!(wrong(&mut a, "e1e2"), Wrong::PromoteNow);
    let mut a = Attempt::new(&exercise("promotion", 3));
    assert_eq!(wrong(&mut a, "d7d8q"), Wrong::PromoteTo(Knight));
    let mut a = Attempt::new(&exercise("promotion", 4));
    assert_eq!(wrong(&mut a, "g7g8q"), Wrong::Stalemate);
    assert_eq!(wrong(&mut a, "g7g8b"), Wrong::Stalemate);
    assert_eq!(wrong(&mut a, "g7g8n"), Wrong::PromoteTo(Rook));
    assert_eq!(a.resolve_text("g8=R"), Ok(request("g7g8r")));
}

#[test]
fn stalemate_exercises_refuse_the_draw() {
    let mut a = Attempt::new(&exercise("draws", 1));
    assert_eq!(wrong(&mut a, "e7f7"), Wrong::Stalemate);
    assert_eq!(wrong(&mut a, "e7d7"), Wrong::NotMate);
    let mut a = Attempt::new(&exercise("draws", 2));
    assert_eq!(wrong(&mut a, "c3c2"), Wrong::Stalemate);
    assert_eq!(wrong(&mut a, "b3c2"), Wrong::Stalemate);
    let mut a = Attempt::new(&exercise("draws", 3));
    assert_eq!(wrong(&mut a, "b1b6"), Wrong::Stalemate);
}

#[test]
fn value_exercises_count_the_trade() {
    let mut a = Attempt::new(&exercise("values", 2));
    assert_eq!(wrong(&mut a, "d1d5"), Wrong::NotBestCapture);
    assert_eq!(wrong(&mut a, "e1e2"), Wrong::NotACapture);
    let mut a = Attempt::new(&exercise("values", 3));
    assert_eq!(wrong(&mut a, "d3e4"), Wrong::NotBestCapture);
    let mut a = Attempt::new(&exercise("values", 4));
    assert_eq!(wrong(&mut a, "d1d5"), Wrong::NotBestCapture);
}

#[test]
fn tip_exercises_refuse_moves_the_search_finds_much_worse() {
    let mut a = Attempt::new(&exercise("tips", 4));
    assert_eq!(wrong(&mut a, "a2a3"), Wrong::NotBestMove);
    assert_eq!(wrong(&mut a, "e2e3"), Wrong::NotBestMove);
    let mut a = Attempt::new(&exercise("tips", 5));
    // The queen's moves don't follow this tip, however well they score.
    for queen in ["d1h5", "d1g4", "d1f3"] {
        assert!(
            matches!(wrong(&mut a, queen), Wrong::OffTip(Some(ref w)) if w.contains("queen")),
            "{queen}"
        );
    }
    // A developing move the search finds much worse is still refused.
    assert_eq!(wrong(&mut a, "g1h3"), Wrong::NotBestMove);
    let mut a = Attempt::new(&exercise("tips", 3));
    assert!(matches!(wrong(&mut a, "a2a4"), Wrong::OffTip(_)));
    // Counting a trade: taking a pawn defended twice with a knight loses it.
    let mut a = Attempt::new(&exercise("tips", 6));
    assert_eq!(
        wrong(&mut a, "f3e5"),
        Wrong::BadTrade {
            gave: shakmaty::Role::Knight,
            got: shakmaty::Role::Pawn
        }
    );
    assert!(matches!(
        a.decide(request("e1g1"), Duration::ZERO),
        Ruling::Played(_)
    ));
    // A rules reason stays the rules' when the lesson has no better words.
    let mut a = Attempt::new(&exercise("tips", 5));
    assert_eq!(
        a.decide(request("e1e3"), Duration::ZERO),
        Ruling::Refused(Refusal::Lesson(Wrong::PieceWay(shakmaty::Role::King)))
    );
    assert!(matches!(
        a.decide(request("a3a4"), Duration::ZERO),
        Ruling::Illegal(crate::IllegalMove::NoPiece(Square::A3))
    ));
}

/// An exercise of its own, from a one-exercise lesson file.
fn own(fen: &str, goal: &str, solution: &[&str]) -> Exercise {
    let solution: Vec<String> = solution.iter().map(|m| format!("\"{m}\"")).collect();
    let text = format!(
        "title = \"T\"\n[[exercise]]\nfen = \"{fen}\"\ngoal = \"{goal}\"\ninstruction = \"Go.\"\npraise = \"Yes.\"\nsolution = [{}]\n",
        solution.join(", ")
    );
    parse_lesson("own", &text).unwrap().exercises[0].clone()
}

#[test]
fn check_and_play_exercises_ask_for_a_check_or_the_move_named() {
    let ex = own("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "check", &["a1a8"]);
    let mut a = Attempt::new(&ex);
    assert_eq!(wrong(&mut a, "a1a7"), Wrong::NoCheck);
    assert!(
        matches!(try_move(&mut a, "a1e1"), Ruling::Refused(_)),
        "e1 is the king's"
    );
    assert!(matches!(try_move(&mut a, "a1a8"), Ruling::Played(_)));
    assert!(matches!(a.outcome(), Outcome::Solved { stars: 3, .. }));

    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let ex = own(start, "play Nf3", &["g1f3"]);
    let mut a = Attempt::new(&ex);
    assert_eq!(
        wrong(&mut a, "b1c3"),
        Wrong::NotTheMove("Nf3".parse().unwrap())
    );
    assert!(matches!(try_move(&mut a, "g1f3"), Ruling::Played(_)));
    assert!(matches!(a.outcome(), Outcome::Solved { .. }));
    // A move that is not legal there can't be named.
    let bad = "title = \"T\"\n[[exercise]]\nfen = \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"\ngoal = \"play Nf3\"\ninstruction = \"Go.\"\npraise = \"Yes.\"\nsolution = []\n";
    assert!(
        parse_lesson("bad", bad)
            .unwrap_err()
            .problem
            .contains("not a legal move")
    );
}

#[test]
fn a_win_material_exercise_takes_the_fork_and_refuses_what_wins_nothing() {
    // Nc7+ forks the king and the rook; the rook falls next move.
    let ex = own(
        "r3k3/ppp5/8/1N6/8/8/PPP5/4K3 w - - 0 1",
        "win-material 400",
        &["b5c7", "c7a8"],
    );
    let mut a = Attempt::new(&ex);
    assert_eq!(wrong(&mut a, "e1e2"), Wrong::WinsNothing);
    assert!(matches!(try_move(&mut a, "b5c7"), Ruling::Played(_)));
    assert!(matches!(a.outcome(), Outcome::Going), "not won yet");
    assert!(matches!(try_move(&mut a, "c7a8"), Ruling::Played(_)));
    assert!(matches!(a.outcome(), Outcome::Solved { stars: 3, .. }));
}

#[test]
fn a_protect_exercise_saves_the_piece_and_names_what_takes_it() {
    // The rook on d8 attacks the lone knight on d4.
    let ex = own(
        "3rk3/ppp5/8/8/3N4/8/PPP5/4K3 w - - 0 1",
        "protect",
        &["d4f5"],
    );
    let mut a = Attempt::new(&ex);
    assert_eq!(
        wrong(&mut a, "e1f1"),
        Wrong::LeavesPiece {
            taker: shakmaty::Role::Rook,
            from: Square::D8,
            target: shakmaty::Role::Knight,
            on: Square::D4,
        }
    );
    // Defending it with a pawn is as good as moving it away.
    let mut defended = Attempt::new(&ex);
    assert!(matches!(try_move(&mut defended, "c2c3"), Ruling::Played(_)));
    assert!(matches!(defended.outcome(), Outcome::Solved { .. }));
    assert!(matches!(try_move(&mut a, "d4f5"), Ruling::Played(_)));
    assert!(matches!(a.outcome(), Outcome::Solved { .. }));
}
