//! The stars a learner has won, per lesson and exercise, kept as JSON. A lesson that
//! can't be read is left out alone; a file that is no JSON object at all loads as an
//! error value: the caller starts empty and says so.

use std::{collections::BTreeMap, fmt, fs, io, path::Path};

use serde::Serialize;
use serde_json::Value;

/// Stars won: for each lesson id, the best stars of each exercise (0: not solved).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct StarsWon {
    lessons: BTreeMap<String, Vec<u8>>,
    /// A drill's best score (squares found in one round), by `lesson/exercise`.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    best: BTreeMap<String, u32>,
}

/// Why a progress file could not be read.
#[derive(Debug)]
pub enum StarsWonError {
    Io(io::Error),
    Damaged(String),
}

impl fmt::Display for StarsWonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StarsWonError::Io(e) => write!(f, "can't read the lesson progress: {e}"),
            StarsWonError::Damaged(e) => write!(f, "the lesson progress file is damaged: {e}"),
        }
    }
}

impl std::error::Error for StarsWonError {}

impl StarsWon {
    /// The best stars won on `exercise` (from 0) of `lesson`; 0 if not solved.
    pub fn stars(&self, lesson: &str, exercise: usize) -> u8 {
        self.lessons
            .get(lesson)
            .and_then(|v| v.get(exercise))
            .copied()
            .unwrap_or(0)
    }

    /// All the stars won in `lesson`.
    pub fn lesson_stars(&self, lesson: &str) -> u32 {
        self.lessons
            .get(lesson)
            .map_or(0, |v| v.iter().map(|&s| u32::from(s)).sum())
    }

    /// How many exercises of `lesson` are solved.
    pub fn solved(&self, lesson: &str) -> usize {
        self.lessons
            .get(lesson)
            .map_or(0, |v| v.iter().filter(|&&s| s > 0).count())
    }

    /// Keeps `stars` (1 to 3) for an exercise if it beats what was won before; returns
    /// whether it did.
    pub fn record(&mut self, lesson: &str, exercise: usize, stars: u8) -> bool {
        let stars = stars.min(3);
        let row = self.lessons.entry(lesson.to_string()).or_default();
        if row.len() <= exercise {
            row.resize(exercise + 1, 0);
        }
        if stars > row[exercise] {
            row[exercise] = stars;
            true
        } else {
            false
        }
    }

    /// The best score of a drill (exercise from 0), 0 before the first round.
    pub fn best(&self, lesson: &str, exercise: usize) -> u32 {
        self.best
            .get(&format!("{lesson}/{exercise}"))
            .copied()
            .unwrap_or(0)
    }

    /// Keeps a drill's score if it beats the best; returns whether it did.
    pub fn record_best(&mut self, lesson: &str, exercise: usize, score: u32) -> bool {
        let best = self.best.entry(format!("{lesson}/{exercise}")).or_default();
        if score > *best {
            *best = score;
            true
        } else {
            false
        }
    }

    /// Reads a progress file's text, each lesson on its own: a lesson whose row is not
    /// a list of numbers is left out alone, stars are brought into 0 to 3. Only text
    /// that is no JSON object is [`StarsWonError::Damaged`].
    pub fn from_json(text: &str) -> Result<StarsWon, StarsWonError> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| StarsWonError::Damaged(e.to_string()))?;
        let Value::Object(mut top) = value else {
            return Err(StarsWonError::Damaged("not a JSON object".into()));
        };
        let mut p = StarsWon::default();
        if let Some(Value::Object(best)) = top.remove("best") {
            for (key, score) in best {
                if let Some(score) = score.as_u64() {
                    p.best.insert(key, score.min(u64::from(u32::MAX)) as u32);
                }
            }
        }
        let Some(Value::Object(lessons)) = top.remove("lessons") else {
            return Ok(p);
        };
        for (id, row) in lessons {
            let Value::Array(row) = row else {
                continue;
            };
            // `as` saturates: below 0 is 0, and a fraction is cut.
            let stars: Option<Vec<u8>> = row
                .iter()
                .map(|s| s.as_f64().map(|s| (s as u8).min(3)))
                .collect();
            if let Some(stars) = stars {
                p.lessons.insert(id, stars);
            }
        }
        Ok(p)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|_| "{}".into())
    }

    /// Reads the progress at `path`; a missing file is no progress yet.
    pub fn load(path: &Path) -> Result<StarsWon, StarsWonError> {
        match fs::read_to_string(path) {
            Ok(text) => StarsWon::from_json(&text),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(StarsWon::default()),
            // Not UTF-8: the file is damaged, not unreadable for now.
            Err(e) if e.kind() == io::ErrorKind::InvalidData => {
                Err(StarsWonError::Damaged(e.to_string()))
            }
            Err(e) => Err(StarsWonError::Io(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_stars_are_kept_and_saved() {
        let mut p = StarsWon::default();
        assert!(p.record("rook", 2, 2));
        assert!(!p.record("rook", 2, 1));
        assert!(p.record("rook", 2, 3));
        assert!(p.record("rook", 0, 1));
        assert_eq!(p.stars("rook", 2), 3);
        assert_eq!(p.stars("rook", 1), 0);
        assert_eq!(p.stars("queen", 0), 0);
        assert_eq!(p.lesson_stars("rook"), 4);
        assert_eq!(p.solved("rook"), 2);
        assert!(p.record_best("coordinates", 0, 14));
        assert!(!p.record_best("coordinates", 0, 9));
        assert_eq!(p.best("coordinates", 0), 14);
        assert_eq!(p.best("coordinates", 1), 0);
        let dir = std::env::temp_dir().join(format!("gambit-progress-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("lessons.json");
        // The game writes it atomically (its save folder's writer).
        fs::write(&path, p.to_json()).unwrap();
        assert_eq!(StarsWon::load(&path).unwrap(), p);
        fs::write(&path, "{ \"lessons\": [oops").unwrap();
        assert!(matches!(
            StarsWon::load(&path),
            Err(StarsWonError::Damaged(_))
        ));
        assert_eq!(
            StarsWon::load(&dir.join("missing.json")).unwrap(),
            StarsWon::default()
        );
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn random_bytes_are_damaged_not_unreadable() {
        let dir =
            std::env::temp_dir().join(format!("gambit-progress-bytes-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("lessons.json");
        fs::write(&path, [0xff, 0xfe, 0x00, 0x9c, 0x80, 0x7b]).unwrap();
        assert!(matches!(
            StarsWon::load(&path),
            Err(StarsWonError::Damaged(_))
        ));
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn one_bad_lesson_costs_only_itself() {
        let text = r#"{"lessons": {"rook": [1, 9, -2, 2.7], "queen": "three",
            "king": [1, "a"], "pawn": [3, null], "board": []}, "other": 1}"#;
        let p = StarsWon::from_json(text).unwrap();
        let mut expected = StarsWon::default();
        expected.lessons.insert("rook".into(), vec![1, 3, 0, 2]);
        expected.lessons.insert("board".into(), vec![]);
        assert_eq!(p, expected);
        assert_eq!(
            StarsWon::from_json(r#"{"lessons": 3}"#).unwrap(),
            StarsWon::default()
        );
        for not_an_object in ["[1]", "null", "", "{\"lessons\": {"] {
            assert!(
                matches!(
                    StarsWon::from_json(not_an_object),
                    Err(StarsWonError::Damaged(_))
                ),
                "{not_an_object:?}"
            );
        }
    }
}
