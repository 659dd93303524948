use chrono::{DateTime, Utc};

use super::*;
use crate::learn;

fn now() -> DateTime<Utc> {
    DateTime::parse_from_rfc3339("2026-12-06T10:00:00Z")
        .unwrap()
        .with_timezone(&Utc)
}

fn summary(stars: &StarsWon, record: &GameRecord) -> Summary {
    let lessons = learn::builtin().unwrap();
    Summary::gather(&lessons, stars, &Training::default(), 0, record)
}

#[test]
fn due_puzzles_come_first_when_there_are_many() {
    let lessons = learn::builtin().unwrap();
    let s = |due| {
        Summary::gather(
            &lessons,
            &StarsWon::default(),
            &Training::default(),
            due,
            &GameRecord::default(),
        )
    };
    assert_eq!(s(3).next, NextStep::Puzzles { due: 3 });
    assert_eq!(s(2).next, NextStep::Lesson { id: "board".into() });
}

#[test]
fn a_new_player_is_sent_to_the_first_lesson() {
    let s = summary(&StarsWon::default(), &GameRecord::default());
    assert_eq!(s.next, NextStep::Lesson { id: "board".into() });
    assert_eq!(s.groups.len(), 5);
    assert!(s.groups.iter().all(|g| g.stars == 0 && g.max > 0));
    assert_eq!(
        s.groups.iter().map(|g| g.max).sum::<u32>(),
        s.lessons.iter().map(|l| l.max).sum::<u32>()
    );
    assert!(s.games.iter().all(|g| g.tally == Tally::default()));
}

#[test]
fn the_next_lesson_is_the_first_not_half_done() {
    let lessons = learn::builtin().unwrap();
    let mut stars = StarsWon::default();
    for lesson in lessons.iter().take(3) {
        for i in 0..lesson.exercises.len() {
            stars.record(&lesson.id, i, 3);
        }
    }
    let s = summary(&stars, &GameRecord::default());
    assert_eq!(
        s.next,
        NextStep::Lesson {
            id: lessons[3].id.clone()
        }
    );
    let rules = s.groups.iter().find(|g| g.group == "rules").unwrap();
    assert_eq!(
        rules.stars,
        lessons
            .iter()
            .take(3)
            .map(|l| 3 * l.exercises.len() as u32)
            .sum::<u32>()
    );
}

#[test]
fn three_wins_against_a_level_suggest_the_next_and_a_take_back_counts_once() {
    let mut record = GameRecord::default();
    record.add_game("a", Level::Gentle, GameResult::Won);
    record.add_game("b", Level::Gentle, GameResult::Won);
    // Taken back and lost: the same game counts once, as lost.
    record.add_game("b", Level::Gentle, GameResult::Lost);
    assert_eq!(
        record.tally(Level::Gentle),
        Tally {
            won: 1,
            drawn: 0,
            lost: 1
        }
    );
    record.add_game("c", Level::Gentle, GameResult::Won);
    record.add_game("d", Level::Gentle, GameResult::Won);
    record.add_game("e", Level::Easy, GameResult::Drawn);
    let s = summary(&StarsWon::default(), &record);
    assert_eq!(
        s.next,
        NextStep::TryLevel {
            beaten: Level::Gentle,
            wins: 3,
            next: Level::Easy
        }
    );
    assert!(
        s.to_json()
            .contains(r#""next":{"kind":"try-level","beaten":"gentle","wins":3,"next":"easy"}"#)
    );
}

#[test]
fn the_record_keeps_old_games_as_totals_and_the_last_ten_reviews() {
    let mut record = GameRecord::default();
    for i in 0..(record::MAX_GAMES + 5) {
        record.add_game(&format!("g{i}"), Level::Easy, GameResult::Won);
    }
    assert_eq!(
        record.tally(Level::Easy).won as usize,
        record::MAX_GAMES + 5
    );
    for i in 0..12 {
        record.add_review(&format!("r{i}"), 50.0 + i as f64, now());
    }
    record.add_review("r11", 99.0, now());
    record.add_review("nan", f64::NAN, now());
    assert_eq!(record.reviews().len(), 10);
    assert_eq!(record.reviews().last().unwrap().accuracy, 99.0);
    let (back, left_out) = GameRecord::from_json(&record.to_json()).unwrap();
    assert_eq!((back, left_out), (record, 0));
}

#[test]
fn a_damaged_entry_costs_only_itself_and_no_object_is_an_error() {
    let text = r#"{"games": [{"key": "a", "level": "gentle", "result": "won"},
        {"key": "b", "level": "gentle", "result": "maybe"}],
        "reviews": [{"key": "x", "accuracy": 71.5, "at": "2026-12-06T10:00:00Z"}, 5],
        "before": {"easy": {"won": 2, "drawn": 0, "lost": 1}, "normal": "lots"}}"#;
    let (r, left_out) = GameRecord::from_json(text).unwrap();
    assert_eq!(left_out, 3);
    assert_eq!(r.tally(Level::Gentle).won, 1);
    assert_eq!(r.tally(Level::Easy).won, 2);
    assert_eq!(r.reviews().len(), 1);
    assert!(GameRecord::from_json("[1, 2]").is_err());
    assert!(GameRecord::from_json("{ oops").is_err());
}
