//! The stars a learner has won, per lesson and exercise, kept as JSON. A damaged file
//! loads as an error value: the caller starts empty and says so.

use std::{collections::BTreeMap, fmt, fs, io, path::Path};

use serde::{Deserialize, Serialize};

/// Stars won: for each lesson id, the best stars of each exercise (0: not solved).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    #[serde(default)]
    lessons: BTreeMap<String, Vec<u8>>,
}

/// Why a progress file could not be read.
#[derive(Debug)]
pub enum ProgressError {
    Io(io::Error),
    Damaged(String),
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressError::Io(e) => write!(f, "can't read the lesson progress: {e}"),
            ProgressError::Damaged(e) => write!(f, "the lesson progress file is damaged: {e}"),
        }
    }
}

impl std::error::Error for ProgressError {}

impl Progress {
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

    pub fn from_json(text: &str) -> Result<Progress, ProgressError> {
        let mut p: Progress =
            serde_json::from_str(text).map_err(|e| ProgressError::Damaged(e.to_string()))?;
        for row in p.lessons.values_mut() {
            row.iter_mut().for_each(|s| *s = (*s).min(3));
        }
        Ok(p)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|_| "{}".into())
    }

    /// Reads the progress at `path`; a missing file is no progress yet.
    pub fn load(path: &Path) -> Result<Progress, ProgressError> {
        match fs::read_to_string(path) {
            Ok(text) => Progress::from_json(&text),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(Progress::default()),
            Err(e) => Err(ProgressError::Io(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_stars_are_kept_and_saved() {
        let mut p = Progress::default();
        assert!(p.record("rook", 2, 2));
        assert!(!p.record("rook", 2, 1));
        assert!(p.record("rook", 2, 3));
        assert!(p.record("rook", 0, 1));
        assert_eq!(p.stars("rook", 2), 3);
        assert_eq!(p.stars("rook", 1), 0);
        assert_eq!(p.stars("queen", 0), 0);
        assert_eq!(p.lesson_stars("rook"), 4);
        assert_eq!(p.solved("rook"), 2);
        let dir = std::env::temp_dir().join(format!("gambit-progress-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("lessons.json");
        // The game writes it atomically (its save folder's writer).
        fs::write(&path, p.to_json()).unwrap();
        assert_eq!(Progress::load(&path).unwrap(), p);
        fs::write(&path, "{ \"lessons\": [oops").unwrap();
        assert!(matches!(
            Progress::load(&path),
            Err(ProgressError::Damaged(_))
        ));
        assert_eq!(
            Progress::load(&dir.join("missing.json")).unwrap(),
            Progress::default()
        );
        fs::remove_dir_all(&dir).unwrap();
    }
}
