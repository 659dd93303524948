//! Notices about the player's files, through the catalogue (the reasons inside them are
//! the system's own words).

use std::path::Path;

use crate::{
    save::notice::{Earned, Notice, SaveError, Unsaved},
    ui::catalogue::{tr, tr_with},
};

/// A notice as the player reads it.
pub fn notice(n: &Notice) -> String {
    let path = |p: &Path| ("path", p.display().to_string().into());
    match n {
        Notice::AnotherCopy => tr("notice-another-copy"),
        Notice::CannotSave(e) => tr_with("notice-cannot-save", &[("error", e.as_str().into())]),
        Notice::GameKept => tr("notice-game-kept"),
        Notice::GameNotKept(e) => tr_with("notice-game-not-kept", &[("error", e.as_str().into())]),
        Notice::LastGameNotFiled { error, autosave } => tr_with(
            "notice-last-game-not-filed",
            &[("error", error.as_str().into()), path(autosave)],
        ),
        Notice::SavedGameUnreadable { reason, kept_as } => tr_with(
            "notice-saved-game-unreadable",
            &[("reason", reason.as_str().into()), path(kept_as)],
        ),
        Notice::SettingsUnreadable { reason, kept_as } => tr_with(
            "notice-settings-unreadable",
            &[("reason", reason.as_str().into()), path(kept_as)],
        ),
        Notice::KeptDamaged {
            what,
            error,
            kept_as,
        } => {
            let error = ("error", error.as_str().into());
            match (what, kept_as) {
                (Earned::Lessons, None) => tr_with("notice-stars-damaged", &[error]),
                (Earned::Lessons, Some(p)) => {
                    tr_with("notice-stars-damaged-kept", &[error, path(p)])
                }
                (Earned::Puzzles, None) => tr_with("notice-training-damaged", &[error]),
                (Earned::Puzzles, Some(p)) => {
                    tr_with("notice-training-damaged-kept", &[error, path(p)])
                }
            }
        }
        Notice::KeptUnreadable { what, error } => {
            let id = match what {
                Earned::Lessons => "notice-stars-unreadable",
                Earned::Puzzles => "notice-training-unreadable",
            };
            tr_with(id, &[("error", error.as_str().into())])
        }
        Notice::PuzzlesLeftOut(n) => tr_with("notice-puzzles-left-out", &[("count", (*n).into())]),
        Notice::TrainingRepaired => tr("notice-training-repaired"),
    }
}

/// Several notices as one text (a toast, a line on stderr).
pub fn notices(all: &[Notice]) -> String {
    all.iter().map(notice).collect::<Vec<_>>().join(" ")
}

/// A failed write, for the toast: what could not be saved, and the system's reason.
pub fn save_error(e: &SaveError) -> String {
    let what = tr(match e.what {
        Unsaved::FinishedGame => "unsaved-finished-game",
        Unsaved::Game => "unsaved-game",
        Unsaved::Kept(Earned::Lessons) => "unsaved-stars",
        Unsaved::Kept(Earned::Puzzles) => "unsaved-training",
        Unsaved::Settings => "unsaved-settings",
        Unsaved::NoThread => "unsaved-no-thread",
    });
    tr_with(
        "hud-cannot-save",
        &[("what", what.into()), ("reason", e.reason.as_str().into())],
    )
}
