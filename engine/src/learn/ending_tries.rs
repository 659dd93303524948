//! The goals of the second course's endings and tactics: long mates and pawn endings
//! judged by the endings' tables, checks in a row, and trades that lose.

use shakmaty::{Position, Role, Square, uci::UciMove};

use super::tests::{try_move, wrong};
use super::*;
use crate::referee::{Referee, Ruling};

fn own(fen: &str, goal: &str) -> Exercise {
    let text = format!(
        "title = \"T\"\n[[exercise]]\nfen = \"{fen}\"\ngoal = \"{goal}\"\ninstruction = \"Go.\"\npraise = \"Yes.\"\nsolution = []\n"
    );
    parse_lesson("own", &text)
        .unwrap_or_else(|e| panic!("{e}"))
        .exercises[0]
        .clone()
}

fn uci(m: shakmaty::Move) -> String {
    UciMove::from_standard(m).to_string()
}

/// Plays the table's best moves for both sides until the exercise is solved; the
/// learner's moves.
fn play_best(a: &mut Attempt) -> usize {
    for _ in 0..80 {
        if let Outcome::Solved { .. } = a.outcome() {
            break;
        }
        let mv = ending::best_move(a.position()).expect("a move");
        assert!(
            matches!(try_move(a, &uci(mv)), Ruling::Played(_)),
            "the table's move {} is accepted",
            uci(mv)
        );
    }
    a.moves()
}

#[test]
fn a_long_mate_is_counted_by_the_table_and_a_slow_move_refused() {
    let fen = "8/8/8/3k4/7R/8/8/4K3 w - - 0 1";
    let fewest = ending::known(&crate::game::parse_fen(fen).unwrap())
        .and_then(|k| k.moves())
        .expect("a won ending");
    assert!(fewest > 5, "a long mate: {fewest}");
    let ex = own(fen, &format!("mate {fewest}"));
    let mut a = Attempt::new(&ex);
    // The rook next to the lone king, undefended.
    assert_eq!(
        wrong(&mut a, "h4d4"),
        Wrong::LeavesPiece {
            taker: Role::King,
            from: Square::D5,
            target: Role::Rook,
            on: Square::D4
        }
    );
    // With no move to spare, a move that doesn't bring the mate nearer is too slow.
    let slow = a
        .position()
        .legal_moves()
        .into_iter()
        .find(|&m| {
            let mut after = a.position().clone();
            after.play_unchecked(m);
            ending::known(&after)
                .and_then(|k| k.plies)
                .is_some_and(|p| usize::from(p).div_ceil(2) >= fewest)
        })
        .expect("a slow move");
    assert_eq!(wrong(&mut a, &uci(slow)), Wrong::NoMateInTime(fewest as u8));
    assert_eq!(play_best(&mut a), fewest);
    assert!(matches!(a.outcome(), Outcome::Solved { stars: 3, .. }));
    assert!(a.position().is_checkmate());
}

#[test]
fn a_mate_in_one_with_the_queen_refuses_stalemate() {
    let ex = own("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", "mate 1");
    let mut a = Attempt::new(&ex);
    assert_eq!(wrong(&mut a, "c1c7"), Wrong::Stalemate);
    assert_eq!(wrong(&mut a, "c1c2"), Wrong::NotMate);
    assert!(matches!(try_move(&mut a, "c1c8"), Ruling::Played(_)));
    assert!(matches!(a.outcome(), Outcome::Solved { stars: 3, .. }));
}

#[test]
fn a_long_mate_needs_the_known_ending() {
    let text = "title = \"T\"\n[[exercise]]\nfen = \"4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1\"\ngoal = \"mate 12\"\ninstruction = \"Go.\"\npraise = \"Yes.\"\nsolution = []\n";
    assert!(
        parse_lesson("bad", text)
            .unwrap_err()
            .problem
            .contains("more than 5 moves")
    );
    let text = text.replace("mate 12", "hold 8");
    assert!(
        parse_lesson("bad", &text)
            .unwrap_err()
            .problem
            .contains("hold")
    );
}

#[test]
fn a_won_pawn_ending_refuses_the_moves_that_throw_the_win_away() {
    // The king in front of its pawn with the other king facing it.
    let ex = own("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1", "promote q");
    let a = Attempt::new(&ex);
    let (mut winning, mut drawing) = (0, 0);
    for m in a.position().legal_moves() {
        let mut probe = Attempt::new(&ex);
        let mut after = a.position().clone();
        after.play_unchecked(m);
        let wins =
            ending::value_after(&after, ending::Kind::Pawn, shakmaty::Color::White).is_some();
        if wins {
            winning += 1;
            assert!(matches!(try_move(&mut probe, &uci(m)), Ruling::Played(_)));
        } else {
            drawing += 1;
            assert_eq!(
                wrong(&mut probe, &uci(m)),
                Wrong::ThrowsAwayWin,
                "{}",
                uci(m)
            );
        }
    }
    assert!(winning > 0 && drawing > 0, "{winning} win, {drawing} draw");
    let mut a = Attempt::new(&ex);
    play_best(&mut a);
    assert!(matches!(a.outcome(), Outcome::Solved { stars: 3, .. }));
    assert_eq!(
        a.position().board().role_at(a.last_move().unwrap().1),
        Some(Role::Queen)
    );
}

#[test]
fn holding_a_pawn_ending_refuses_the_moves_that_let_the_pawn_through() {
    // The lone king must stay in front of the pawn.
    let ex = own("4k3/8/4P3/4K3/8/8/8/8 b - - 0 1", "hold 6");
    let a = Attempt::new(&ex);
    let (mut holding, mut losing) = (0, 0);
    for m in a.position().legal_moves() {
        let mut probe = Attempt::new(&ex);
        let mut after = a.position().clone();
        after.play_unchecked(m);
        if ending::known(&after).is_some_and(|k| k.plies.is_none()) {
            holding += 1;
            assert!(matches!(try_move(&mut probe, &uci(m)), Ruling::Played(_)));
        } else {
            losing += 1;
            assert_eq!(
                wrong(&mut probe, &uci(m)),
                Wrong::LetsPawnThrough,
                "{}",
                uci(m)
            );
        }
    }
    assert!(holding > 0 && losing > 0, "{holding} hold, {losing} lose");
    let mut a = Attempt::new(&ex);
    assert!(play_best(&mut a) <= 6);
    assert!(matches!(a.outcome(), Outcome::Solved { stars: 3, .. }));
}

#[test]
fn a_check_in_exercise_checks_and_then_takes() {
    // Qd5+ (or Qb3+) checks the king and attacks the rook on a2.
    let ex = own("6k1/8/8/8/8/8/r7/3Q2K1 w - - 0 1", "check-in 1");
    let mut a = Attempt::new(&ex);
    assert_eq!(wrong(&mut a, "d1d2"), Wrong::NoCheck);
    assert!(matches!(try_move(&mut a, "d1d5"), Ruling::Played(_)));
    assert!(matches!(a.outcome(), Outcome::Going));
    let take = "d5a2";
    assert!(matches!(try_move(&mut a, take), Ruling::Played(_)));
    assert!(matches!(a.outcome(), Outcome::Solved { moves: 2, .. }));
}

#[test]
fn a_capture_the_exchange_loses_is_named_as_a_trade() {
    // Rxa5 takes the queen; Rxd4 gives a rook for a bishop.
    let ex = own("4k3/8/8/q3p3/3b4/8/8/R2R3K w - - 0 1", "win-material 300");
    let mut a = Attempt::new(&ex);
    assert_eq!(
        wrong(&mut a, "d1d4"),
        Wrong::BadTrade {
            gave: Role::Rook,
            got: Role::Bishop
        }
    );
    assert_eq!(
        wrong(&mut a, "d1d4").to_string(),
        "You give a rook (5) for a bishop (3): count before you take!"
    );
    assert!(matches!(try_move(&mut a, "a1a5"), Ruling::Played(_)));
    assert!(matches!(a.outcome(), Outcome::Solved { .. }));
}

#[test]
fn a_drill_names_squares_until_its_round_is_over() {
    let ex = own("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "drill 30");
    let mut a = Attempt::new(&ex);
    assert!(a.asks_for_squares());
    let first = a.drill().expect("a drill").asked;
    let elsewhere = if first == Square::A1 {
        Square::H8
    } else {
        Square::A1
    };
    assert!(matches!(a.answer_square(elsewhere), Ruling::Refused(_)));
    for _ in 0..DRILL_ROUND {
        let asked = a.drill().unwrap().asked;
        assert!(matches!(a.answer_square(asked), Ruling::Answered));
    }
    // Without a clock a round is ten squares; one wrong click costs a star.
    assert!(matches!(a.outcome(), Outcome::Solved { stars: 2, .. }));
    // With the window's clock, the round ends when the time is up.
    let mut timed = Attempt::new(&ex);
    timed.time_drill();
    for _ in 0..(DRILL_ROUND + 5) {
        let asked = timed.drill().unwrap().asked;
        timed.answer_square(asked);
    }
    assert!(matches!(timed.outcome(), Outcome::Going));
    timed.end_drill();
    assert!(matches!(timed.outcome(), Outcome::Solved { stars: 3, .. }));
}
