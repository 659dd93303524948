//! The built-in lessons are proven solvable in their fewest moves; every goal refuses
//! wrong tries with its reason; damaged files are errors.

use std::time::Duration;

use shakmaty::{Position, Square, uci::UciMove};

use super::*;
use crate::{
    referee::{Referee, Request, Ruling},
    session::Refusal,
};

pub(super) fn lessons() -> Vec<Lesson> {
    builtin().unwrap_or_else(|e| panic!("{e}"))
}

pub(super) fn request(text: &str) -> Request {
    match text.parse::<UciMove>() {
        Ok(UciMove::Normal {
            from,
            to,
            promotion,
        }) => Request {
            from,
            to,
            promotion,
        },
        _ => panic!("{text} is not a UCI move"),
    }
}

/// Plays the learner's `text` and the reply; the ruling of the try.
pub(super) fn try_move(a: &mut Attempt, text: &str) -> Ruling {
    let v = a.decide(request(text), Duration::ZERO);
    if matches!(v, Ruling::Played(_)) {
        a.reply();
    }
    v
}

pub(super) fn wrong(a: &mut Attempt, text: &str) -> Wrong {
    let before = a.position().clone();
    match a.decide(request(text), Duration::ZERO) {
        Ruling::Refused(Refusal::Lesson(w)) => {
            assert_eq!(a.position(), &before, "a refused try changes nothing");
            w
        }
        other => panic!("{text}: expected a lesson's refusal, got {other:?}"),
    }
}

/// The exercise `n` (from 1) of the built-in lesson `id`.
pub(super) fn exercise(id: &str, n: usize) -> Exercise {
    builtin_lesson(id).expect(id).exercises[n - 1].clone()
}

/// What the authoring helper would suggest for an exercise.
fn suggestion(ex: &Exercise) -> String {
    match ex.goal {
        Goal::Collect | Goal::Capture => {
            let goal_squares = Attempt::new(ex).marks();
            match stars::shortest_collect(&ex.position, &goal_squares, 16) {
                Some(line) => line
                    .iter()
                    .map(|m| format!("\"{}\"", UciMove::from_standard(*m)))
                    .collect::<Vec<_>>()
                    .join(", "),
                None => "no line".into(),
            }
        }
        Goal::Mate(n) | Goal::StalemateFreeMate(n) => {
            let firsts: Vec<String> = ex
                .position
                .legal_moves()
                .into_iter()
                .filter(|&m| stars::mating_move(&ex.position, m, n))
                .map(|m| UciMove::from_standard(m).to_string())
                .collect();
            format!("mating first moves: {firsts:?}")
        }
        Goal::Tip | Goal::BestCapture => judge::search(&ex.position, None, judge::TIP_NODES)
            .map(|(m, s)| format!("search: {} {s}", UciMove::from_standard(m)))
            .unwrap_or_default(),
        _ => String::new(),
    }
}

/// Whether the exercise is played in an ending the tables know: its later moves are
/// the table's, not stored.
fn in_known_ending(ex: &Exercise) -> bool {
    matches!(
        ex.goal,
        Goal::Mate(_)
            | Goal::StalemateFreeMate(_)
            | Goal::Promote(shakmaty::Role::Queen)
            | Goal::Hold(_)
    ) && ending::kind_of(&ex.position).is_some()
}

/// Plays an exercise's stored solution; `Err` says where it failed. A drill answers
/// every square it names; in a known ending the stored moves are followed by the
/// table's best.
fn play_solution(ex: &Exercise) -> Result<Outcome, String> {
    let mut a = Attempt::new(ex);
    if let Goal::Drill(_) = ex.goal {
        while let (Outcome::Going, Some(drill)) = (a.outcome(), a.drill()) {
            a.answer_square(drill.asked);
        }
        return Ok(a.outcome());
    }
    for text in &ex.solution {
        let v = match ex.goal {
            Goal::Square(_) => a.answer_square(text.parse::<Square>().map_err(|e| e.to_string())?),
            _ => try_move(&mut a, text),
        };
        if !matches!(v, Ruling::Played(_) | Ruling::Answered) {
            return Err(format!("{text}: {v:?}"));
        }
        if matches!(a.outcome(), Outcome::Solved { .. }) {
            break;
        }
    }
    if in_known_ending(ex) {
        for _ in 0..80 {
            if matches!(a.outcome(), Outcome::Solved { .. }) {
                break;
            }
            let mv = ending::best_move(a.position()).ok_or("no move")?;
            let text = UciMove::from_standard(mv).to_string();
            let v = try_move(&mut a, &text);
            if !matches!(v, Ruling::Played(_)) {
                return Err(format!("the table's {text}: {v:?}"));
            }
        }
    }
    Ok(a.outcome())
}

#[test]
#[ignore = "an authoring aid: cargo test -p gambit-engine suggest -- --ignored --nocapture"]
fn suggest_solutions() {
    for lesson in lessons() {
        for (i, ex) in lesson.exercises.iter().enumerate() {
            println!("{} {}: {}", lesson.id, i + 1, suggestion(ex));
        }
    }
}

#[test]
fn the_lessons_come_in_order_with_enough_exercises() {
    let lessons = lessons();
    let ids: Vec<&str> = lessons.iter().map(|l| l.id.as_str()).collect();
    let expected: Vec<&str> = BUILTIN.iter().map(|(id, _)| *id).collect();
    assert_eq!(ids, expected);
    for l in &lessons {
        assert!(
            (3..=16).contains(&l.exercises.len()),
            "{}: {}",
            l.id,
            l.exercises.len()
        );
        for ex in &l.exercises {
            assert!(!ex.praise.is_empty() && !ex.instruction.is_empty());
        }
    }
}

#[test]
fn the_course_has_its_thirty_two_lessons_and_at_least_240_exercises() {
    let ids: Vec<String> = lessons().into_iter().map(|l| l.id).collect();
    let second = [
        "protection",
        "hanging",
        "trades",
        "give-check",
        "check-in-two",
        "mate-patterns",
        "fork",
        "pin",
        "skewer",
        "discovered-attack",
        "queen-mate",
        "rook-mate",
        "pawn-endgame",
        "notation",
        "coordinates",
        "opening",
    ];
    for id in second {
        assert!(ids.iter().any(|i| i == id), "lesson {id} is missing");
    }
    assert_eq!(ids.len(), 32);
    let exercises: usize = lessons().iter().map(|l| l.exercises.len()).sum();
    assert!(exercises >= 240, "{exercises} exercises");
}

#[test]
fn a_collect_exercise_refuses_wrong_ways_and_checks() {
    let mut a = Attempt::new(&exercise("rook", 2));
    assert_eq!(a.marks(), vec![Square::A6, Square::F6]);
    assert_eq!(wrong(&mut a, "a1b2"), Wrong::PieceWay(shakmaty::Role::Rook));
    // Onto the eighth rank: check along it to the king on h8.
    assert_eq!(wrong(&mut a, "a1a8"), Wrong::GivesCheck);
    assert!(matches!(try_move(&mut a, "a1a6"), Ruling::Played(_)));
    assert_eq!(a.marks(), vec![Square::F6]);
    // The other side passed: White moves again.
    assert_eq!(a.turn(), shakmaty::Color::White);
    assert_eq!(a.reply(), None);
    assert!(matches!(try_move(&mut a, "a6f6"), Ruling::Played(_)));
    assert_eq!(a.outcome(), Outcome::Solved { stars: 3, moves: 2 });
    assert_eq!(wrong(&mut a, "f6f5"), Wrong::Done);
}

#[test]
fn a_square_exercise_names_the_square_clicked_and_the_one_asked() {
    let mut a = Attempt::new(&exercise("board", 1));
    assert!(a.asks_for_squares());
    assert!(a.marks().is_empty(), "the square to find is not shown");
    assert_eq!(
        a.answer_square(Square::D4),
        Ruling::Refused(Refusal::Lesson(Wrong::WrongSquare {
            clicked: Square::D4,
            asked: Square::E4
        }))
    );
    assert_eq!(wrong(&mut a, "e1e2"), Wrong::ClickTheSquare);
    assert_eq!(a.answer_square(Square::E4), Ruling::Answered);
    assert_eq!(a.outcome(), Outcome::Solved { stars: 3, moves: 1 });
}

#[test]
fn a_damaged_lesson_file_says_what_is_wrong() {
    let good = r#"
title = "T"
[[exercise]]
fen = "7k/8/8/8/8/8/8/R6K w - - 0 1"
goal = "collect"
targets = ["a5"]
instruction = "Go."
praise = "Yes."
solution = ["a1a5"]
"#;
    assert!(parse_lesson("t", good).is_ok());
    let problem = |from: &str, to: &str| -> String {
        let text = good.replace(from, to);
        let e = parse_lesson("t", &text).expect_err(to);
        assert!(e.to_string().starts_with("lesson file t.toml"), "{e}");
        e.to_string()
    };
    let e = problem("R6K w", "R6X w");
    assert!(e.contains("exercise 1") && e.contains("bad fen"), "{e}");
    let e = problem("7k/8", "8/8");
    assert!(e.contains("king"), "{e}");
    let e = problem("goal = \"collect\"", "goal = \"fly\"");
    assert!(e.contains("unknown goal 'fly'"), "{e}");
    let e = problem("goal = \"collect\"", "goal = \"mate 31\"");
    assert!(e.contains("'31'"), "{e}");
    let e = problem("instruction = \"Go.\"\n", "");
    assert!(e.contains("instruction"), "{e}");
    let e = problem("[\"a5\"]", "[\"a9\"]");
    assert!(e.contains("target 'a9'"), "{e}");
    let e = problem("[\"a5\"]", "[\"h8\"]");
    assert!(e.contains("h8"), "{e}");
    let e = problem("title = \"T\"", "title = \"T");
    assert!(
        e.contains("line") || e.contains("TOML") || e.contains("string"),
        "{e}"
    );
    let e = problem("praise", "prize");
    assert!(e.contains("prize"), "{e}");
    let e = problem("goal = \"collect\"", "goal = \"escape block\"");
    assert!(e.contains("targets are only for collect"), "{e}");
    let e = problem("solution", "follows = [\"a1a5\"]\nsolution");
    assert!(e.contains("only for tip"), "{e}");
    let tip = good
        .replace("goal = \"collect\"", "goal = \"tip\"")
        .replace("targets = [\"a5\"]\n", "");
    assert!(parse_lesson("t", &tip).is_ok());
    let e = parse_lesson(
        "t",
        &tip.replace("solution", "follows = [\"a1b2\"]\nsolution"),
    )
    .expect_err("a follows move that is not legal");
    assert!(e.to_string().contains("'a1b2' in follows"), "{e}");
}

#[test]
fn every_built_in_exercise_is_solved_by_its_solution_in_the_fewest_moves() {
    let mut failures = Vec::new();
    for lesson in lessons() {
        for (i, ex) in lesson.exercises.iter().enumerate() {
            let here = format!("{} exercise {}", lesson.id, i + 1);
            let counted = matches!(ex.goal, Goal::Drill(_)) || in_known_ending(ex);
            match play_solution(ex) {
                Ok(Outcome::Solved { stars: 3, moves }) if moves == ex.fewest || counted => {}
                got => failures.push(format!(
                    "{here}: {got:?}, fewest {} ({})",
                    ex.fewest,
                    suggestion(ex)
                )),
            }
            if let Goal::Mate(n) | Goal::StalemateFreeMate(n) = ex.goal
                && !in_known_ending(ex)
                && stars::mates_in(&ex.position, n - 1)
            {
                failures.push(format!("{here}: there is a mate in fewer than {n}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
#[ignore = "an authoring aid: LESSON_FEN='<fen>' LESSON_MOVES='e1g1 d2d3' cargo test -p gambit-engine score_moves -- --ignored --nocapture"]
fn score_moves() {
    let fen = std::env::var("LESSON_FEN").unwrap_or_default();
    let pos = crate::game::parse_fen(&fen).expect("LESSON_FEN");
    let best = judge::search(&pos, None, judge::TIP_NODES);
    println!("best: {best:?}");
    for text in std::env::var("LESSON_MOVES")
        .unwrap_or_default()
        .split_whitespace()
    {
        let mv = text.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        let score = judge::search(&pos, Some(mv), judge::TIP_NODES);
        println!(
            "{text}: {:?} good: {}",
            score.map(|s| s.1),
            judge::good_tip(&pos, mv)
        );
    }
}

/// "Show me" always has a move to show at the start, and following what it shows solves
/// every built-in exercise (with the other side's replies in between).
#[test]
fn following_the_suggestions_solves_every_exercise() {
    for lesson in lessons() {
        for (n, ex) in lesson.exercises.iter().enumerate() {
            let mut a = Attempt::new(ex);
            let what = format!("{} exercise {}", lesson.id, n + 1);
            // The longest rook mate is sixteen moves.
            for _ in 0..40 {
                if matches!(a.outcome(), Outcome::Solved { .. }) {
                    break;
                }
                let (from, to) = a.show_suggestion().unwrap_or_else(|| panic!("{what}"));
                assert_eq!(a.suggested(), Some((from, to)));
                let ruling = if a.asks_for_squares() {
                    a.answer_square(to)
                } else {
                    let role = match ex.goal {
                        Goal::Promote(role) => role,
                        _ => shakmaty::Role::Queen,
                    };
                    let promotion = a.needs_promotion(from, to).then_some(role);
                    a.decide(
                        Request {
                            from,
                            to,
                            promotion,
                        },
                        Duration::ZERO,
                    )
                };
                assert!(
                    matches!(ruling, Ruling::Played(_) | Ruling::Answered),
                    "{what}: {from}{to} gave {ruling:?}"
                );
                assert_eq!(a.suggested(), None, "{what}: a move clears the suggestion");
                a.reply();
            }
            assert_eq!(
                a.outcome().stars(),
                Some(1),
                "{what}: solved by the suggestions, for one star"
            );
        }
    }
}
