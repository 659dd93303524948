//! A learner's progress: the games against each level and the accuracy of reviewed
//! games (kept in `data/record.json`, see [`GameRecord`]), and the summary that
//! gathers them with the lessons' stars and the puzzle training, with one suggested
//! next step ([`Summary::next`]).

mod record;

use serde::Serialize;

use crate::{
    learn::{Group, Lesson, StarsWon},
    puzzle::{RatingPoint, Training},
    search::Level,
};
pub use record::{GameRecord, GameRecordError, Result as GameResult, Reviewed, Tally};

/// Wins against a level after which the next level is suggested.
pub const WINS_TO_MOVE_UP: u32 = 3;
/// Due puzzles that come before a lesson in the suggestion.
pub const DUE_FIRST: usize = 3;

/// Stars won in one lesson, and the most it has.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LessonStars {
    pub id: String,
    pub group: &'static str,
    pub stars: u32,
    pub max: u32,
}

/// Stars won in one part of the course.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GroupStars {
    pub group: &'static str,
    pub stars: u32,
    pub max: u32,
}

/// The puzzle training in short.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Puzzles {
    pub rating: u32,
    pub due: usize,
    pub history: Vec<RatingPoint>,
}

/// The games against one level.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LevelGames {
    pub level: &'static str,
    #[serde(flatten)]
    pub tally: Tally,
}

/// What to do next: one step, the most useful first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum NextStep {
    /// Puzzles are waiting to come back.
    Puzzles { due: usize },
    /// A level is beaten often enough: the next one.
    TryLevel {
        #[serde(serialize_with = "level_json")]
        beaten: Level,
        wins: u32,
        #[serde(serialize_with = "level_json")]
        next: Level,
    },
    /// The first lesson not finished, in the course's order.
    Lesson { id: String },
    /// Everything learned: play this level.
    Play {
        #[serde(serialize_with = "level_json")]
        level: Level,
    },
}

fn level_json<S: serde::Serializer>(level: &Level, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(level_id(*level))
}

/// Everything the Progress page shows.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Summary {
    pub lessons: Vec<LessonStars>,
    pub groups: Vec<GroupStars>,
    pub puzzles: Puzzles,
    pub games: Vec<LevelGames>,
    /// The player's accuracy in the last reviewed games, oldest first (at most ten).
    pub reviews: Vec<f64>,
    pub next: NextStep,
}

impl Summary {
    /// Gathers the summary from what is saved; `due`: the puzzles due today.
    pub fn gather(
        lessons: &[Lesson],
        stars: &StarsWon,
        training: &Training,
        due: usize,
        record: &GameRecord,
    ) -> Summary {
        let lessons: Vec<LessonStars> = lessons
            .iter()
            .map(|l| LessonStars {
                id: l.id.clone(),
                group: Group::of(&l.id).as_str(),
                stars: stars.lesson_stars(&l.id),
                max: 3 * l.exercises.len() as u32,
            })
            .collect();
        let groups = Group::ALL
            .iter()
            .map(|g| {
                let of = lessons.iter().filter(|l| l.group == g.as_str());
                GroupStars {
                    group: g.as_str(),
                    stars: of.clone().map(|l| l.stars).sum(),
                    max: of.map(|l| l.max).sum(),
                }
            })
            .collect();
        let puzzles = Puzzles {
            rating: training.rating(),
            due,
            history: training.history().to_vec(),
        };
        let games = Level::ALL
            .iter()
            .map(|&level| LevelGames {
                level: level_id(level),
                tally: record.tally(level),
            })
            .collect();
        let reviews = record.reviews().iter().map(|r| r.accuracy).collect();
        let mut summary = Summary {
            lessons,
            groups,
            puzzles,
            games,
            reviews,
            next: NextStep::Play {
                level: Level::Gentle,
            },
        };
        summary.next = summary.suggest(record);
        summary
    }

    /// The one next step: many puzzles due; a level beaten often enough; the first
    /// lesson not finished; a few puzzles due; else the first level not yet beaten
    /// often enough.
    fn suggest(&self, record: &GameRecord) -> NextStep {
        if self.puzzles.due >= DUE_FIRST {
            return NextStep::Puzzles {
                due: self.puzzles.due,
            };
        }
        let beaten = |l: Level| record.tally(l).won >= WINS_TO_MOVE_UP;
        let top = Level::ALL.iter().rposition(|&l| beaten(l));
        if let Some(i) = top
            && let Some(&next) = Level::ALL.get(i + 1)
        {
            return NextStep::TryLevel {
                beaten: Level::ALL[i],
                wins: record.tally(Level::ALL[i]).won,
                next,
            };
        }
        if let Some(l) = self
            .lessons
            .iter()
            .find(|l| l.stars == 0 || l.stars < l.max / 2)
        {
            return NextStep::Lesson { id: l.id.clone() };
        }
        if self.puzzles.due > 0 {
            return NextStep::Puzzles {
                due: self.puzzles.due,
            };
        }
        let level = Level::ALL
            .into_iter()
            .find(|&l| !beaten(l))
            .unwrap_or(Level::Master);
        NextStep::Play { level }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }
}

/// A level's id in files and JSON (`gentle`, …).
pub fn level_id(level: Level) -> &'static str {
    match level {
        Level::Gentle => "gentle",
        Level::Easy => "easy",
        Level::Normal => "normal",
        Level::Hard => "hard",
        Level::Master => "master",
    }
}

#[cfg(test)]
mod tests;
