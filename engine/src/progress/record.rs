//! The player's games against the levels and the accuracy of the games reviewed, kept
//! as JSON (`data/record.json`). Read value by value: a damaged entry costs only
//! itself; text that is no JSON object is an error (the caller starts afresh).

use std::{collections::BTreeMap, fmt, fs, io, path::Path};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::level_id;
use crate::search::Level;

/// Games kept one by one (so a game taken back and finished again counts once); older
/// ones are folded into per-level totals.
pub const MAX_GAMES: usize = 200;
/// Reviewed games kept: the Progress page shows the last ten.
pub const MAX_REVIEWS: usize = 10;

/// How a game ended for the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Result {
    Won,
    Drawn,
    Lost,
}

/// Games won, drawn and lost.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

impl Tally {
    fn add(&mut self, result: Result) {
        let n = match result {
            Result::Won => &mut self.won,
            Result::Drawn => &mut self.drawn,
            Result::Lost => &mut self.lost,
        };
        *n = n.saturating_add(1);
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Game {
    /// The game's own key (its start and first moves), so it counts once.
    key: String,
    level: String,
    result: Result,
}

/// A reviewed game: the player's accuracy in it (0 to 100).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Reviewed {
    pub key: String,
    pub accuracy: f64,
    pub at: DateTime<Utc>,
}

/// The games against the levels and the reviews.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct GameRecord {
    /// Totals of games no longer kept one by one, by level id.
    before: BTreeMap<String, Tally>,
    games: Vec<Game>,
    reviews: Vec<Reviewed>,
}

/// Why the record could not be read.
#[derive(Debug)]
pub enum GameRecordError {
    Io(io::Error),
    Damaged(String),
}

impl fmt::Display for GameRecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameRecordError::Io(e) => write!(f, "can't read the games record: {e}"),
            GameRecordError::Damaged(e) => write!(f, "the games record file is damaged: {e}"),
        }
    }
}

impl std::error::Error for GameRecordError {}

impl GameRecord {
    /// Counts a finished game against `level`; the same game (by `key`) ending again
    /// after a take back replaces its result.
    pub fn add_game(&mut self, key: &str, level: Level, result: Result) {
        self.games.retain(|g| g.key != key);
        self.games.push(Game {
            key: key.to_string(),
            level: level_id(level).to_string(),
            result,
        });
        while self.games.len() > MAX_GAMES {
            let old = self.games.remove(0);
            self.before.entry(old.level).or_default().add(old.result);
        }
    }

    /// The games won, drawn and lost against `level`.
    pub fn tally(&self, level: Level) -> Tally {
        let id = level_id(level);
        let mut tally = self.before.get(id).copied().unwrap_or_default();
        for g in self.games.iter().filter(|g| g.level == id) {
            tally.add(g.result);
        }
        tally
    }

    /// Keeps the player's accuracy in a reviewed game (the same game again replaces
    /// it); the last [`MAX_REVIEWS`] are kept.
    pub fn add_review(&mut self, key: &str, accuracy: f64, at: DateTime<Utc>) {
        if !accuracy.is_finite() {
            return;
        }
        self.reviews.retain(|r| r.key != key);
        self.reviews.push(Reviewed {
            key: key.to_string(),
            accuracy: accuracy.clamp(0.0, 100.0),
            at,
        });
        let extra = self.reviews.len().saturating_sub(MAX_REVIEWS);
        self.reviews.drain(..extra);
    }

    /// The reviewed games, oldest first.
    pub fn reviews(&self) -> &[Reviewed] {
        &self.reviews
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|_| "{}".into())
    }

    /// Reads the record's text, entry by entry; returns how many entries were left out.
    pub fn from_json(text: &str) -> std::result::Result<(GameRecord, usize), GameRecordError> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| GameRecordError::Damaged(e.to_string()))?;
        let Value::Object(mut top) = value else {
            return Err(GameRecordError::Damaged("not a JSON object".into()));
        };
        let mut r = GameRecord::default();
        let mut left_out = 0;
        let mut each = |key: &str, top: &mut serde_json::Map<String, Value>| match top.remove(key) {
            Some(Value::Array(items)) => items,
            Some(Value::Object(map)) => map
                .into_iter()
                .map(|(k, v)| Value::Array(vec![Value::String(k), v]))
                .collect(),
            None | Some(Value::Null) => Vec::new(),
            Some(_) => {
                left_out += 1;
                Vec::new()
            }
        };
        let before = each("before", &mut top);
        let games = each("games", &mut top);
        let reviews = each("reviews", &mut top);
        for pair in before {
            match serde_json::from_value::<(String, Tally)>(pair) {
                Ok((level, tally)) => {
                    r.before.insert(level, tally);
                }
                Err(_) => left_out += 1,
            }
        }
        for game in games {
            match serde_json::from_value::<Game>(game) {
                Ok(g) => r.games.push(g),
                Err(_) => left_out += 1,
            }
        }
        for review in reviews {
            match serde_json::from_value::<Reviewed>(review) {
                Ok(v) if v.accuracy.is_finite() => r.reviews.push(v),
                _ => left_out += 1,
            }
        }
        let extra = r.reviews.len().saturating_sub(MAX_REVIEWS);
        r.reviews.drain(..extra);
        Ok((r, left_out))
    }

    /// The record at `path`; none yet is an empty record.
    pub fn load(path: &Path) -> std::result::Result<(GameRecord, usize), GameRecordError> {
        match fs::read_to_string(path) {
            Ok(text) => GameRecord::from_json(&text),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok((GameRecord::default(), 0)),
            Err(e) if e.kind() == io::ErrorKind::InvalidData => {
                Err(GameRecordError::Damaged(e.to_string()))
            }
            Err(e) => Err(GameRecordError::Io(e)),
        }
    }
}
