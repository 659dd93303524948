//! What the player is told about their files at start-up and on saving: values, worded by
//! `ui::words::notice` in the player's language (the reasons inside are the system's).

use std::path::PathBuf;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// Another copy of the game holds the save folder: read, never written.
    AnotherCopy,
    /// The save folder can't be taken (why): nothing is saved.
    CannotSave(String),
    /// The unfinished game went to the recent games (a new one replaced it).
    GameKept,
    /// It could not be filed (why), so it goes on instead of a new one.
    GameNotKept(String),
    /// The last, finished game could not be filed (why); it stays in the autosave and
    /// nothing is saved this time.
    LastGameNotFiled { error: String, autosave: PathBuf },
    /// The autosave could not be read (why); it was kept aside and a new game started.
    SavedGameUnreadable { reason: String, kept_as: PathBuf },
    /// The settings file could not be read (why); defaults are used, the file kept aside.
    SettingsUnreadable { reason: String, kept_as: PathBuf },
    /// A kept file (stars, training) was damaged (why), kept aside if it could be, and
    /// starts again.
    KeptDamaged {
        what: Earned,
        error: String,
        kept_as: Option<PathBuf>,
    },
    /// A kept file could not be read for now (why): nothing done now is saved over it.
    KeptUnreadable { what: Earned, error: String },
    /// This many of the player's puzzles could not be read and were left out.
    PuzzlesLeftOut(usize),
    /// Damaged values in the training (a clock set back) were set right.
    TrainingRepaired,
}

/// A kept file of the player's, for the sentences about it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Earned {
    Lessons,
    Puzzles,
    /// The games against the levels and the reviews' accuracy (the Progress page).
    Record,
}

impl Earned {
    pub(super) fn words(self) -> &'static str {
        match self {
            Earned::Lessons => "your lesson stars",
            Earned::Puzzles => "your puzzle training",
            Earned::Record => "your games record",
        }
    }
}

/// What the writer could not write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unsaved {
    /// A finished game, for the recent games.
    FinishedGame,
    /// The game in play (the autosave).
    Game,
    /// Lesson stars or puzzle training.
    Kept(Earned),
    Settings,
    /// Nothing at all: the system gave no thread to write with.
    NoThread,
}

/// A failed write: what was not written, and the system's reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveError {
    pub what: Unsaved,
    pub reason: String,
}

/// In English, for logs and the text protocols' error lines.
impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let what = match self.what {
            Unsaved::FinishedGame => "a finished game",
            Unsaved::Game => "the game",
            Unsaved::Kept(what) => what.words(),
            Unsaved::Settings => "the settings",
            Unsaved::NoThread => "no thread for saving",
        };
        write!(f, "{what}: {}", self.reason)
    }
}
