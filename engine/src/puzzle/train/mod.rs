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
//! - The file is never dropped for one bad value: each puzzle, schedule and number is
//!   read on its own, set right (numbers are held to sane ranges, on reading and
//!   around every computation) or left out alone ([`Repairs`] says what was).

use std::{collections::BTreeMap, fmt, fs, io, path::Path};

use chrono::{DateTime, Utc};
use rs_fsrs::{Card, FSRS, Parameters, Rating, State};
use serde::Serialize;
use serde_json::Value;
use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2},
};

use super::{attempt::Grade, record::Record};

mod read;
mod waiting;

use read::*;
pub use waiting::WaitingGame;

/// A new player's rating: below the usual 1500, as most players here are learning.
pub const START_RATING: f64 = 1000.0;
/// How sure a built-in puzzle's rating is, as a Glicko deviation.
pub const PUZZLE_DEVIATION: f64 = 100.0;

// The ranges every number kept is held to, on reading and around each computation: a
// damaged file or a clock set back must never make a NaN (saved as `null`, which made
// the whole file unreadable) or an absurd value.
const RATING_RANGE: (f64, f64) = (100.0, 3500.0);
const DEVIATION_RANGE: (f64, f64) = (30.0, 350.0);
/// Around Glicko-2's usual 0.06.
const VOLATILITY_RANGE: (f64, f64) = (0.01, 0.15);
/// In days; rs-fsrs's own least stability is 0.1.
const STABILITY_RANGE: (f64, f64) = (0.1, MAX_INTERVAL as f64);
const DIFFICULTY_RANGE: (f64, f64) = (1.0, 10.0);
/// The difficulty of a card that has none: the middle of the range.
const MID_DIFFICULTY: f64 = 5.0;
/// rs-fsrs's longest interval, in days: the most a card's day counts hold.
const MAX_INTERVAL: i64 = 36_500;
/// Finished games kept waiting to be looked through at most: a search that keeps failing
/// must not make the file grow for ever.
pub const MAX_WAITING: usize = 20;
/// The farthest a puzzle is put off, in days (ten years).
const MAX_DUE_DAYS: i64 = 3_650;

fn start_rating() -> Glicko2Rating {
    Glicko2Rating {
        rating: START_RATING,
        ..Glicko2Rating::new()
    }
}

/// The player's puzzle training. It is read only through [`Training::from_json`], which
/// checks every value.
#[derive(Debug, Clone, Serialize)]
pub struct Training {
    /// Puzzles from the player's games, oldest first.
    mine: Vec<Record>,
    /// The schedule of every puzzle tried, by id.
    cards: BTreeMap<String, Card>,
    rating: Glicko2Rating,
    /// Puzzles tried and solved clean at their first try.
    first_tries: u32,
    first_clean: u32,
    /// Finished games not yet looked through for puzzles, oldest first.
    waiting: Vec<WaitingGame>,
    /// The rating after each rated try, oldest first (the Progress page's graph).
    history: Vec<RatingPoint>,
}

/// The puzzle rating at one moment.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, serde::Deserialize)]
pub struct RatingPoint {
    pub at: DateTime<Utc>,
    pub rating: u32,
}

/// The rating points kept: the newest, a year of daily practice.
pub const MAX_HISTORY: usize = 365;

/// What reading a training file left out or set right; the rest was kept.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Repairs {
    /// The player's puzzles left out: unreadable or not playable.
    pub puzzles: usize,
    /// Puzzles' schedules left out (unreadable): those puzzles come back as new.
    pub cards: usize,
    /// Values missing, of the wrong kind or out of range, replaced by a sane one.
    pub values: usize,
}

impl Repairs {
    /// Whether the file was read whole and sound.
    pub fn is_empty(&self) -> bool {
        *self == Repairs::default()
    }
}

impl Default for Training {
    fn default() -> Self {
        Training {
            mine: Vec::new(),
            cards: BTreeMap::new(),
            rating: start_rating(),
            first_tries: 0,
            first_clean: 0,
            waiting: Vec::new(),
            history: Vec::new(),
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
    /// The rating after each rated try, oldest first.
    pub fn history(&self) -> &[RatingPoint] {
        &self.history
    }

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

    /// Puzzles due again by `until`, among the player's and `builtin` (a built-in puzzle
    /// dropped from the set since it was tried doesn't come back).
    pub fn due_count(&self, builtin: &[Record], until: DateTime<Utc>) -> usize {
        self.cards
            .iter()
            .filter(|(id, c)| c.due <= until && self.find(builtin, id).is_some())
            .count()
    }

    fn find<'a>(&'a self, builtin: &'a [Record], id: &str) -> Option<&'a Record> {
        self.mine.iter().chain(builtin).find(|r| r.id == id)
    }

    /// Adds puzzles from the player's games, leaving out positions already kept; each
    /// gets the id `g` and a number above every `g` id kept or scheduled (a puzzle
    /// left out keeps its schedule, which a reused id would inherit). Returns how many
    /// were added.
    pub fn add_mine(&mut self, found: impl IntoIterator<Item = Record>) -> usize {
        let mut added = 0;
        for mut record in found {
            if self.mine.iter().any(|r| r.same_position(&record)) {
                continue;
            }
            record.id = self.next_id();
            self.mine.push(record);
            added += 1;
        }
        added
    }

    /// Keeps a finished game to be looked through for puzzles (until
    /// [`Training::looked_through`]), unless it is kept already; the oldest go beyond
    /// [`MAX_WAITING`]. Returns whether it was added.
    pub fn wait_for_look(&mut self, game: WaitingGame) -> bool {
        if self.waiting.iter().any(|w| w.same_game(&game)) {
            return false;
        }
        self.waiting.push(game);
        let over = self.waiting.len().saturating_sub(MAX_WAITING);
        self.waiting.drain(..over);
        true
    }

    /// Finished games still to be looked through, oldest first.
    pub fn waiting(&self) -> &[WaitingGame] {
        &self.waiting
    }

    /// The game was looked through (its puzzles added): it waits no more.
    pub fn looked_through(&mut self, game: &WaitingGame) {
        self.waiting.retain(|w| !w.same_game(game));
    }

    /// `g` and the number after the highest of the `gNNNN` ids in use.
    fn next_id(&self) -> String {
        let number = |id: &str| id.strip_prefix('g')?.parse::<u32>().ok();
        let highest = self
            .mine
            .iter()
            .map(|r| r.id.as_str())
            .chain(self.cards.keys().map(String::as_str))
            .filter_map(number)
            .max()
            .unwrap_or(0);
        format!("g{:04}", highest.saturating_add(1))
    }

    /// The puzzle to play next at `now`, from the player's and the `builtin` ones.
    pub fn next<'a>(&'a self, builtin: &'a [Record], now: DateTime<Utc>) -> Option<&'a Record> {
        // A built-in puzzle dropped from the set since it was tried is passed over.
        let due = self
            .cards
            .iter()
            .filter(|(id, c)| c.due <= now && self.find(builtin, id).is_some())
            .min_by_key(|(id, c)| (c.due, (*id).clone()))
            .and_then(|(id, _)| self.find(builtin, id));
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
        let mut card = self.cards.get(&puzzle.id).cloned().unwrap_or_else(|| Card {
            due: now,
            last_review: now,
            ..Card::default()
        });
        // Checked again at `now`: a review dated later (the clock set back) made the
        // scheduler's stability negative, then NaN.
        sane_card(&mut card, now);
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
        let mut next = fsrs.next(card, now, rating).card;
        sane_card(&mut next, now);
        self.cards.insert(puzzle.id.clone(), next);
        let Some(puzzle_rating) = puzzle.rating.filter(|_| first) else {
            return 0;
        };
        let before = self.rating();
        let opponent = Glicko2Rating {
            rating: f64::from(puzzle_rating).clamp(RATING_RANGE.0, RATING_RANGE.1),
            deviation: PUZZLE_DEVIATION,
            ..Glicko2Rating::new()
        };
        let outcome = if grade == Grade::Clean {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        let mut rating = glicko2(&self.rating, &opponent, &outcome, &Glicko2Config::new()).0;
        sane_rating(&mut rating);
        self.rating = rating;
        self.first_tries = self.first_tries.saturating_add(1);
        self.first_clean = self
            .first_clean
            .saturating_add(u32::from(grade == Grade::Clean))
            .min(self.first_tries);
        self.history.push(RatingPoint {
            at: now,
            rating: self.rating(),
        });
        if self.history.len() > MAX_HISTORY {
            self.history.remove(0);
        }
        self.rating() as i32 - before as i32
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("plain data")
    }

    /// Reads a training file's text, each part on its own: a value missing or out of
    /// range is set right, a puzzle or schedule that can't be read (or a puzzle that
    /// can't be played) is left out alone, and the rest is kept; what was done is
    /// returned. Only text that is no JSON object is [`TrainingError::Damaged`].
    pub fn from_json(text: &str) -> Result<(Training, Repairs), TrainingError> {
        Training::from_json_at(text, Utc::now())
    }

    /// [`Training::from_json`] with dates checked against `now`.
    fn from_json_at(text: &str, now: DateTime<Utc>) -> Result<(Training, Repairs), TrainingError> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| TrainingError::Damaged(e.to_string()))?;
        let Value::Object(mut top) = value else {
            return Err(TrainingError::Damaged("not a JSON object".into()));
        };
        let mut t = Training::default();
        let mut repairs = Repairs::default();
        match top.remove("mine") {
            None | Some(Value::Null) => {}
            Some(Value::Array(records)) => {
                for record in records {
                    match serde_json::from_value::<Record>(record) {
                        Ok(r) if r.line().is_ok() => t.mine.push(r),
                        _ => repairs.puzzles += 1,
                    }
                }
            }
            Some(_) => repairs.values += 1,
        }
        match top.remove("cards") {
            None | Some(Value::Null) => {}
            Some(Value::Object(cards)) => {
                for (id, card) in cards {
                    match read_card(card, now) {
                        Some((card, fixed)) => {
                            repairs.values += fixed;
                            t.cards.insert(id, card);
                        }
                        None => repairs.cards += 1,
                    }
                }
            }
            Some(_) => repairs.values += 1,
        }
        if let Some(rating) = top.remove("rating") {
            let (rating, fixed) = read_rating(rating);
            t.rating = rating;
            repairs.values += fixed;
        }
        match top.remove("waiting") {
            None | Some(Value::Null) => {}
            Some(Value::Array(games)) => {
                for game in games {
                    match serde_json::from_value::<WaitingGame>(game) {
                        Ok(w) if w.game().is_some() => {
                            t.wait_for_look(w);
                        }
                        _ => repairs.values += 1,
                    }
                }
            }
            Some(_) => repairs.values += 1,
        }
        match top.remove("history") {
            None | Some(Value::Null) => {}
            Some(Value::Array(points)) => {
                for point in points {
                    match serde_json::from_value::<RatingPoint>(point) {
                        Ok(p) => t.history.push(p),
                        Err(_) => repairs.values += 1,
                    }
                }
                let extra = t.history.len().saturating_sub(MAX_HISTORY);
                t.history.drain(..extra);
            }
            Some(_) => repairs.values += 1,
        }
        t.first_tries = read_count(top.remove("first_tries"), &mut repairs.values);
        t.first_clean = read_count(top.remove("first_clean"), &mut repairs.values);
        if t.first_clean > t.first_tries {
            t.first_clean = t.first_tries;
            repairs.values += 1;
        }
        // Ids reused before ids were numbered past every one in use: a later puzzle
        // under an earlier one's id was never offered. It gets an id of its own.
        let mut seen = std::collections::BTreeSet::new();
        for i in 0..t.mine.len() {
            if !seen.insert(t.mine[i].id.clone()) {
                t.mine[i].id = t.next_id();
                seen.insert(t.mine[i].id.clone());
                repairs.values += 1;
            }
        }
        Ok((t, repairs))
    }

    /// The training saved at `path`; none saved yet is a fresh start.
    pub fn load(path: &Path) -> Result<(Training, Repairs), TrainingError> {
        match fs::read_to_string(path) {
            Ok(text) => Training::from_json(&text),
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                Ok((Training::default(), Repairs::default()))
            }
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
            from_game: None,
            played: None,
            confirmed_by: None,
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
        let set = [a.clone(), b.clone()];
        assert_eq!(t.due_count(&set, now()), 0);
        assert_eq!(t.due_count(&set, da), 1);
        // A puzzle no longer in the set is not due, and doesn't hold back the others.
        assert_eq!(t.due_count(&set[1..], da), 0);
        assert_eq!(t.next(&set[1..], db).map(|r| r.id.as_str()), Some("b0002"));
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
        // Each rated try is a point of the graph, and the points are saved.
        let points: Vec<u32> = t.history().iter().map(|p| p.rating).collect();
        assert_eq!(points.len(), 2, "two rated first tries");
        assert_eq!(points[1], t.rating());
        let (back, repairs) = read(&t.to_json());
        assert!(repairs.is_empty());
        assert_eq!(back.history(), t.history());
        // A damaged point costs only itself.
        let (back, repairs) =
            read(r#"{"history": [{"at": "2026-12-05T10:00:00Z", "rating": 990}, {"at": 5}]}"#);
        assert_eq!(back.history().len(), 1);
        assert_eq!(repairs.values, 1);
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

    fn read(text: &str) -> (Training, Repairs) {
        Training::from_json_at(text, now()).unwrap()
    }

    /// Every number of `t` is finite, and its file reads back whole.
    fn assert_sound(t: &Training) {
        for c in t.cards.values() {
            assert!(c.stability.is_finite() && c.stability > 0.0, "{c:?}");
            assert!((1.0..=10.0).contains(&c.difficulty), "{c:?}");
            assert!(c.elapsed_days >= 0 && c.scheduled_days >= 0, "{c:?}");
        }
        let r = &t.rating;
        assert!((100.0..=3500.0).contains(&r.rating), "{r:?}");
        assert!((30.0..=350.0).contains(&r.deviation), "{r:?}");
        assert!((0.01..=0.15).contains(&r.volatility), "{r:?}");
        let (back, repairs) = Training::from_json_at(&t.to_json(), now()).unwrap();
        assert_eq!(repairs, Repairs::default(), "{}", t.to_json());
        assert_eq!(back.cards, t.cards);
    }

    #[test]
    fn saved_and_read_back_and_damage_is_an_error() {
        let mut t = Training::default();
        t.add_mine([puzzle("x", None, MATE)]);
        t.record(&puzzle("b0001", Some(1200), MATE2), Grade::Clean, now());
        let (back, repairs) = read(&t.to_json());
        assert!(repairs.is_empty());
        assert_eq!(back.rating(), t.rating());
        assert_eq!(back.due_at("b0001"), t.due_at("b0001"));
        assert_eq!(back.mine(), t.mine());
        for not_an_object in ["{\"mine\": 3", "[1, 2]", "null", "", "3"] {
            assert!(
                matches!(
                    Training::from_json(not_an_object),
                    Err(TrainingError::Damaged(_))
                ),
                "{not_an_object:?}"
            );
        }
        // A kept puzzle that can't be played is left out, the rest kept.
        let text = t.to_json().replace("a1a8", "a1a9");
        let (back, repairs) = read(&text);
        assert_eq!((back.mine().len(), repairs.puzzles), (0, 1));
        assert_eq!(back.rating(), t.rating());
        assert_eq!(back.due_at("b0001"), t.due_at("b0001"));
    }

    #[test]
    fn a_review_dated_in_the_future_counts_as_now() {
        // The clock was set back: the last review is 30 hours ahead. The scheduler made
        // the stability negative, then NaN, saved as `null`, and the file no longer read.
        let mut t = Training::default();
        let p = puzzle("b0001", Some(900), MATE);
        t.record(&p, Grade::Clean, now() - Duration::days(3));
        t.cards.get_mut("b0001").unwrap().last_review = now() + Duration::hours(30);
        t.record(&p, Grade::Clean, now());
        t.record(&p, Grade::Clean, now());
        assert_sound(&t);
        assert_eq!(t.cards["b0001"].last_review, now());
    }

    #[test]
    fn numbers_out_of_range_are_set_right_on_reading() {
        let text = r#"{
            "mine": [],
            "cards": {"b0001": {"due": "2400-01-01T00:00:00Z", "stability": -5,
                "difficulty": 99, "elapsed_days": -3, "scheduled_days": 1e20, "reps": 2.5,
                "lapses": 0, "state": "Review", "last_review": "2026-12-06T16:00:00Z"}},
            "rating": {"rating": 1e308, "deviation": -1, "volatility": 0},
            "first_tries": 4, "first_clean": 9
        }"#;
        let (mut t, repairs) = read(text);
        // Stability, difficulty, 2 day counts, reps, the review and due dates; the
        // rating's 3 numbers; first_clean above first_tries.
        assert_eq!(
            repairs,
            Repairs {
                puzzles: 0,
                cards: 0,
                values: 7 + 3 + 1
            }
        );
        assert_eq!(t.rating(), 3500);
        assert_eq!(t.first_tries(), (4, 4));
        assert_eq!(t.due_at("b0001"), Some(now() + Duration::days(3650)));
        assert_sound(&t);
        let p = puzzle("b0001", Some(900), MATE);
        t.record(&p, Grade::Clean, now());
        t.record(&p, Grade::Clean, now());
        assert_sound(&t);
    }

    #[test]
    fn record_keeps_the_rating_in_range() {
        // A puzzle rated far above any player: the rating moves, within its range.
        let mut t = Training::default();
        t.record(&puzzle("b0001", Some(u32::MAX), MATE), Grade::Clean, now());
        assert_sound(&t);
        assert!(t.rating() > START_RATING as u32);
    }

    #[test]
    fn one_bad_part_costs_only_itself() {
        let mut t = Training::default();
        t.add_mine([puzzle("x", None, MATE), puzzle("y", None, MATE2)]);
        for id in ["b0001", "b0002", "b0003"] {
            t.record(&puzzle(id, Some(1200), MATE), Grade::Clean, now());
        }
        let mut v: Value = serde_json::from_str(&t.to_json()).unwrap();
        v["mine"][0]["fen"] = Value::Null;
        v["cards"]["b0001"]["state"] = "Forgotten".into();
        v["cards"]["b0002"]["stability"] = Value::Null;
        v["cards"]["b0003"]["due"] = "soon".into();
        v["rating"]["deviation"] = Value::Null;
        v["first_tries"] = "many".into();
        let (back, repairs) = read(&v.to_string());
        // The stability, the deviation, the count of tries and then of clean ones.
        assert_eq!(
            repairs,
            Repairs {
                puzzles: 1,
                cards: 2,
                values: 4
            }
        );
        assert_eq!(back.mine(), &t.mine()[1..]);
        assert!(back.tried("b0002") && !back.tried("b0001") && !back.tried("b0003"));
        assert_eq!(back.cards["b0002"].stability, STABILITY_RANGE.0);
        assert_eq!(back.rating.rating, t.rating.rating);
        assert_eq!(back.deviation(), 350);
        assert_eq!(back.first_tries(), (0, 0));
        // Parts of the wrong kind whole: defaults.
        let (back, repairs) = read(r#"{"mine": 1, "cards": [], "rating": "high"}"#);
        assert_eq!(repairs.values, 3);
        assert_eq!(back.rating(), START_RATING as u32);
    }

    /// A finished game waits in the file until it is looked through; one that can't be
    /// replayed is left out alone.
    #[test]
    fn games_wait_to_be_looked_through_in_the_file() {
        let mut game = crate::Game::new();
        game.play_line("f3 e5 g4 Qh4#").unwrap();
        let w = WaitingGame::new(
            &game,
            &[shakmaty::Color::White],
            crate::puzzle::GameSource {
                against: None,
                date: (2026, 12, 5),
                move_number: 0,
            },
        );
        let mut t = Training::default();
        assert!(t.wait_for_look(w.clone()));
        assert!(!t.wait_for_look(w.clone()), "kept once");
        let (back, repairs) = read(&t.to_json());
        assert_eq!(back.waiting(), std::slice::from_ref(&w));
        assert!(repairs.is_empty());
        let damaged = t.to_json().replace("g2g4", "g2g5");
        let (back, repairs) = read(&damaged);
        assert!(back.waiting().is_empty());
        assert_eq!(repairs.values, 1);
        t.looked_through(&w);
        assert!(t.waiting().is_empty());
        // Never more than MAX_WAITING: the oldest go.
        for i in 0..=MAX_WAITING {
            let mut other = w.clone();
            other.source = i.to_string();
            other.moves.truncate(i % 4);
            other.moves.push(i.to_string());
            t.wait_for_look(other);
        }
        assert_eq!(t.waiting().len(), MAX_WAITING);
        assert_eq!(t.waiting()[0].source, "1");
    }

    #[test]
    fn random_bytes_are_damaged() {
        let dir = std::env::temp_dir().join(format!("gambit-train-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("puzzles.json");
        fs::write(&path, [0xff, 0xfe, 0x00, 0x9c, 0x80, 0x7b]).unwrap();
        assert!(matches!(
            Training::load(&path),
            Err(TrainingError::Damaged(_))
        ));
        assert!(
            Training::load(&dir.join("missing.json"))
                .unwrap()
                .1
                .is_empty()
        );
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn new_ids_never_reuse_one_kept_or_scheduled() {
        let mut t = Training::default();
        t.add_mine([puzzle("x", None, MATE), puzzle("y", None, MATE2)]);
        let first = t.mine()[0].clone();
        t.record(&first, Grade::Clean, now());
        // g0001 can't be played any more: it is left out, its schedule kept.
        let text = t.to_json().replacen("a1a8", "a1a9", 1);
        let (mut t, repairs) = read(&text);
        assert_eq!((repairs.puzzles, t.mine()[0].id.as_str()), (1, "g0002"));
        const THIRD: &str = "6k1/5ppp/8/8/8/8/5PPP/R4K2 w - - 0 1";
        assert_eq!(t.add_mine([puzzle("z", None, THIRD)]), 1);
        assert_eq!(t.mine()[1].id, "g0003");
        // A card alone holds the highest number.
        t.cards.insert("g0041".into(), t.cards["g0001"].clone());
        const FOURTH: &str = "6k1/5ppp/8/8/8/8/5PPP/R3K3 w - - 0 1";
        t.add_mine([puzzle("w", None, FOURTH)]);
        assert_eq!(t.mine()[2].id, "g0042");
        assert_eq!(t.next(&[], now()).unwrap().id, "g0042", "new, so offered");
        // A file where the old numbering gave two puzzles one id: the later one gets
        // its own.
        let text = t.to_json().replace("g0003", "g0002");
        let (back, repairs) = read(&text);
        assert_eq!(repairs.values, 1);
        let ids: Vec<&str> = back.mine().iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["g0002", "g0043", "g0042"]);
    }
}
