//! The player's puzzle training, kept as JSON in the save folder: the puzzles made from
//! their own games, when each puzzle tried comes back, and their puzzle rating.
//!
//! - When a puzzle comes back: FSRS (the Free Spaced Repetition Scheduler, through the
//!   open-spaced-repetition project's `rs-fsrs` with its default weights). It models
//!   how fast each item is forgotten from every answer, where SM-2 uses one fixed
//!   formula; it is what the best-known flashcard program uses today. A missed puzzle
//!   is graded Again, a hinted one Hard, a clean one Good. Its long-term scheduler
//!   counts in days (a missed puzzle is back the next day, a clean one after days, then
//!   longer), not minutes: a puzzle just seen solved is no test of memory.
//! - The rating: Glicko-2 (`skillratings`), the player against the puzzle's rating as
//!   an opponent (deviation [`PUZZLE_DEVIATION`]); a clean solve is a win, anything else
//!   a loss. Only a puzzle's first try counts (a repeat is memory, not strength), and
//!   only rated puzzles (the built-in set's).
//! - What comes next: a puzzle due again first, then the player's own new puzzles
//!   (newest first), then the built-in puzzle nearest the player's rating.

use std::{collections::BTreeMap, fmt, fs, io, path::Path};

use chrono::{DateTime, Utc};
use rs_fsrs::{Card, FSRS, Parameters, Rating, State};
use serde::{Deserialize, Serialize};
use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2},
};

use super::{attempt::Grade, record::Record};

/// A new player's rating: below the usual 1500, as most players here are learning.
pub const START_RATING: f64 = 1000.0;
/// How sure a built-in puzzle's rating is, as a Glicko deviation.
pub const PUZZLE_DEVIATION: f64 = 100.0;

fn start_rating() -> Glicko2Rating {
    Glicko2Rating {
        rating: START_RATING,
        ..Glicko2Rating::new()
    }
}

/// The player's puzzle training.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Training {
    /// Puzzles from the player's games, oldest first.
    #[serde(default)]
    mine: Vec<Record>,
    /// The schedule of every puzzle tried, by id.
    #[serde(default)]
    cards: BTreeMap<String, Card>,
    #[serde(default = "start_rating")]
    rating: Glicko2Rating,
    /// Puzzles tried and solved clean at their first try.
    #[serde(default)]
    first_tries: u32,
    #[serde(default)]
    first_clean: u32,
}

impl Default for Training {
    fn default() -> Self {
        Training {
            mine: Vec::new(),
            cards: BTreeMap::new(),
            rating: start_rating(),
            first_tries: 0,
            first_clean: 0,
        }
    }
}

/// Why the training file could not be read.
#[derive(Debug)]
pub enum TrainingError {
    Io(io::Error),
    Damaged(String),
}

impl fmt::Display for TrainingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrainingError::Io(e) => write!(f, "can't read the puzzle training: {e}"),
            TrainingError::Damaged(e) => write!(f, "the puzzle training file is damaged: {e}"),
        }
    }
}

impl std::error::Error for TrainingError {}

impl Training {
    /// The player's puzzle rating, rounded.
    pub fn rating(&self) -> u32 {
        self.rating.rating.round().max(0.0) as u32
    }

    /// The rating's deviation: high while few puzzles are rated.
    pub fn deviation(&self) -> u32 {
        self.rating.deviation.round().max(0.0) as u32
    }

    /// Rated first tries, and how many of them were clean.
    pub fn first_tries(&self) -> (u32, u32) {
        (self.first_tries, self.first_clean)
    }

    /// The puzzles made from the player's games.
    pub fn mine(&self) -> &[Record] {
        &self.mine
    }

    /// Whether the puzzle `id` was tried before.
    pub fn tried(&self, id: &str) -> bool {
        self.cards.contains_key(id)
    }

    /// When the puzzle `id` comes back, if it was tried.
    pub fn due_at(&self, id: &str) -> Option<DateTime<Utc>> {
        self.cards.get(id).map(|c| c.due)
    }

    /// Puzzles due again by `until`.
    pub fn due_count(&self, until: DateTime<Utc>) -> usize {
        self.cards.values().filter(|c| c.due <= until).count()
    }

    /// Adds puzzles from the player's games, leaving out positions already kept; each
    /// gets the id `g` and its number. Returns how many were added.
    pub fn add_mine(&mut self, found: impl IntoIterator<Item = Record>) -> usize {
        let mut added = 0;
        for mut record in found {
            if self.mine.iter().any(|r| r.same_position(&record)) {
                continue;
            }
            record.id = format!("g{:04}", self.mine.len() + 1);
            self.mine.push(record);
            added += 1;
        }
        added
    }

    /// The puzzle to play next at `now`, from the player's and the `builtin` ones.
    pub fn next<'a>(&'a self, builtin: &'a [Record], now: DateTime<Utc>) -> Option<&'a Record> {
        let find = |id: &str| self.mine.iter().chain(builtin).find(|r| r.id == id);
        let due = self
            .cards
            .iter()
            .filter(|(_, c)| c.due <= now)
            .min_by_key(|(id, c)| (c.due, (*id).clone()))
            .and_then(|(id, _)| find(id));
        if due.is_some() {
            return due;
        }
        if let Some(r) = self.mine.iter().rev().find(|r| !self.tried(&r.id)) {
            return Some(r);
        }
        let me = self.rating.rating;
        builtin
            .iter()
            .filter(|r| !self.tried(&r.id))
            .min_by(|a, b| {
                let gap = |r: &Record| (f64::from(r.rating.unwrap_or(1500)) - me).abs();
                gap(a).total_cmp(&gap(b))
            })
    }

    /// Records how `puzzle` went at `now`: its next time (FSRS) and, at its first try
    /// if it is rated, the player's rating (Glicko-2). Returns the rating's change.
    pub fn record(&mut self, puzzle: &Record, grade: Grade, now: DateTime<Utc>) -> i32 {
        let card = self.cards.get(&puzzle.id).cloned().unwrap_or_else(|| Card {
            due: now,
            last_review: now,
            ..Card::default()
        });
        let first = card.state == State::New;
        let rating = match grade {
            Grade::Clean => Rating::Good,
            Grade::Hinted => Rating::Hard,
            Grade::Missed => Rating::Again,
        };
        let fsrs = FSRS::new(Parameters {
            enable_short_term: false,
            ..Parameters::default()
        });
        let next = fsrs.next(card, now, rating).card;
        self.cards.insert(puzzle.id.clone(), next);
        let Some(puzzle_rating) = puzzle.rating.filter(|_| first) else {
            return 0;
        };
        let before = self.rating();
        let opponent = Glicko2Rating {
            rating: f64::from(puzzle_rating),
            deviation: PUZZLE_DEVIATION,
            ..Glicko2Rating::new()
        };
        let outcome = if grade == Grade::Clean {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        self.rating = glicko2(&self.rating, &opponent, &outcome, &Glicko2Config::new()).0;
        self.first_tries += 1;
        self.first_clean += u32::from(grade == Grade::Clean);
        self.rating() as i32 - before as i32
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("plain data")
    }

    /// Reads a training file's text; the player's puzzles that can't be played are
    /// left out (their count is returned).
    pub fn from_json(text: &str) -> Result<(Training, usize), TrainingError> {
        let mut t: Training =
            serde_json::from_str(text).map_err(|e| TrainingError::Damaged(e.to_string()))?;
        let before = t.mine.len();
        t.mine.retain(|r| r.line().is_ok());
        if !t.rating.rating.is_finite() || !t.rating.deviation.is_finite() {
            t.rating = start_rating();
        }
        let dropped = before - t.mine.len();
        Ok((t, dropped))
    }

    /// The training saved at `path`; none saved yet is a fresh start.
    pub fn load(path: &Path) -> Result<(Training, usize), TrainingError> {
        match fs::read_to_string(path) {
            Ok(text) => Training::from_json(&text),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok((Training::default(), 0)),
            Err(e) if e.kind() == io::ErrorKind::InvalidData => {
                Err(TrainingError::Damaged(e.to_string()))
            }
            Err(e) => Err(TrainingError::Io(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    fn puzzle(id: &str, rating: Option<u32>, fen: &str) -> Record {
        Record {
            id: id.into(),
            fen: fen.into(),
            solution: vec!["a1a8".into()],
            theme: "mate-in-1".into(),
            rating,
            source: None,
            played: None,
        }
    }

    const MATE: &str = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
    const MATE2: &str = "6k1/5ppp/8/8/8/8/5PPP/R6K w - - 0 1";

    fn now() -> DateTime<Utc> {
        DateTime::parse_from_rfc3339("2026-12-05T10:00:00Z")
            .unwrap()
            .with_timezone(&Utc)
    }

    #[test]
    fn missed_puzzles_come_back_sooner_than_solved_ones() {
        let mut t = Training::default();
        let a = puzzle("b0001", Some(900), MATE);
        let b = puzzle("b0002", Some(900), MATE2);
        t.record(&a, Grade::Missed, now());
        t.record(&b, Grade::Clean, now());
        let (da, db) = (t.due_at("b0001").unwrap(), t.due_at("b0002").unwrap());
        assert!(da < db, "{da} {db}");
        assert!(da - now() <= Duration::days(1), "missed: back the next day");
        assert!(db - now() >= Duration::days(2), "solved: days later");
        assert_eq!(t.due_count(now()), 0);
        assert_eq!(t.due_count(da), 1);
        // Solved clean again when it comes back: later still.
        let later = db;
        t.record(&b, Grade::Clean, later);
        assert!(t.due_at("b0002").unwrap() - later > db - now());
    }

    #[test]
    fn the_rating_moves_with_first_tries_only() {
        let mut t = Training::default();
        let p = puzzle("b0001", Some(1200), MATE);
        let up = t.record(&p, Grade::Clean, now());
        assert!(up > 0, "a clean solve of a harder puzzle raises it: {up}");
        assert_eq!(t.rating() as i32, START_RATING as i32 + up);
        assert_eq!(t.record(&p, Grade::Missed, now()), 0, "a repeat is memory");
        let q = puzzle("b0002", Some(800), MATE2);
        assert!(
            t.record(&q, Grade::Hinted, now()) < 0,
            "a hint counts as a miss"
        );
        assert_eq!(t.first_tries(), (2, 1));
        let mine = puzzle("g0001", None, MATE2);
        assert_eq!(t.record(&mine, Grade::Clean, now()), 0, "unrated");
    }

    #[test]
    fn next_is_due_first_then_mine_then_nearest_rating() {
        let builtin = vec![
            puzzle("b0001", Some(1600), MATE),
            puzzle("b0002", Some(1050), MATE),
            puzzle("b0003", Some(700), MATE),
        ];
        let mut t = Training::default();
        assert_eq!(t.next(&builtin, now()).unwrap().id, "b0002", "nearest 1000");
        assert_eq!(t.add_mine([puzzle("x", None, MATE2)]), 1);
        assert_eq!(t.add_mine([puzzle("y", None, MATE2)]), 0, "same position");
        assert_eq!(t.mine()[0].id, "g0001");
        assert_eq!(t.next(&builtin, now()).unwrap().id, "g0001", "mine first");
        let mine = t.mine()[0].clone();
        t.record(&mine, Grade::Missed, now());
        assert_eq!(t.next(&builtin, now()).unwrap().id, "b0002");
        let soon = t.due_at("g0001").unwrap();
        assert_eq!(t.next(&builtin, soon).unwrap().id, "g0001", "due again");
    }

    #[test]
    fn saved_and_read_back_and_damage_is_an_error() {
        let mut t = Training::default();
        t.add_mine([puzzle("x", None, MATE)]);
        t.record(&puzzle("b0001", Some(1200), MATE2), Grade::Clean, now());
        let (back, dropped) = Training::from_json(&t.to_json()).unwrap();
        assert_eq!(dropped, 0);
        assert_eq!(back.rating(), t.rating());
        assert_eq!(back.due_at("b0001"), t.due_at("b0001"));
        assert_eq!(back.mine(), t.mine());
        assert!(matches!(
            Training::from_json("{\"mine\": 3"),
            Err(TrainingError::Damaged(_))
        ));
        // A kept puzzle that can't be played is left out, the rest kept.
        let text = t.to_json().replace("a1a8", "a1a9");
        let (back, dropped) = Training::from_json(&text).unwrap();
        assert_eq!((back.mine().len(), dropped), (0, 1));
        assert_eq!(back.rating(), t.rating());
    }
}
