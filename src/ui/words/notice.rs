//! Notices about the player's files, through the catalogue (the reasons inside them are
//! the system's own words).

use std::path::Path;

use crate::{
    board::{Look, LookNotice, ShaderFault},
    save::{
        exports::Exported,
        notice::{Earned, Notice, SaveError, Unsaved},
    },
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
                (Earned::Record, None) => tr_with("notice-record-damaged", &[error]),
                (Earned::Record, Some(p)) => {
                    tr_with("notice-record-damaged-kept", &[error, path(p)])
                }
            }
        }
        Notice::KeptUnreadable { what, error } => {
            let id = match what {
                Earned::Lessons => "notice-stars-unreadable",
                Earned::Puzzles => "notice-training-unreadable",
                Earned::Record => "notice-record-unreadable",
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
/// A board theme, piece style or shader that can't be used, and what is used instead.
pub fn look_notice(n: &LookNotice) -> String {
    match n {
        LookNotice::NoneFound { look, reason } => tr_with(
            match look {
                Look::Theme => "look-themes-none",
                Look::Style => "look-styles-none",
            },
            &[("reason", reason.as_str().into())],
        ),
        LookNotice::Unusable { look, name, reason } => {
            let name = ("name", name.as_str().into());
            match (look, reason) {
                (Look::Theme, Some(reason)) => tr_with(
                    "look-theme-unusable",
                    &[name, ("reason", reason.as_str().into())],
                ),
                (Look::Style, Some(reason)) => tr_with(
                    "look-style-unusable",
                    &[name, ("reason", reason.as_str().into())],
                ),
                (Look::Theme, None) => tr_with("look-theme-missing", &[name]),
                (Look::Style, None) => tr_with("look-style-missing", &[name]),
            }
        }
        LookNotice::Shader(fault) => tr(match fault {
            ShaderFault::Unreadable => "look-shader-unreadable",
            ShaderFault::NotWgsl => "look-shader-not-wgsl",
            ShaderFault::Unfit => "look-shader-unfit",
            ShaderFault::DoesNotCompile => "look-shader-broken",
        }),
    }
}

/// A file the player asked for, written or not: "Saved to …".
pub fn exported(done: &Exported) -> String {
    let path = ("path", done.path.display().to_string().into());
    match &done.error {
        None => tr_with("export-saved", &[path]),
        Some(reason) => tr_with("export-failed", &[path, ("reason", reason.as_str().into())]),
    }
}

pub fn save_error(e: &SaveError) -> String {
    let what = tr(match e.what {
        Unsaved::FinishedGame => "unsaved-finished-game",
        Unsaved::Game => "unsaved-game",
        Unsaved::Kept(Earned::Lessons) => "unsaved-stars",
        Unsaved::Kept(Earned::Puzzles) => "unsaved-training",
        Unsaved::Kept(Earned::Record) => "unsaved-record",
        Unsaved::Settings => "unsaved-settings",
        Unsaved::NoThread => "unsaved-no-thread",
    });
    tr_with(
        "hud-cannot-save",
        &[("what", what.into()), ("reason", e.reason.as_str().into())],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The looks' notices read in English as the log says them.
    #[test]
    fn look_notices_read_as_the_log_in_english() {
        let reason = || Some("bQ.png is missing".to_string());
        let mut all = vec![];
        for look in [Look::Theme, Look::Style] {
            let name = "green".to_string();
            all.push(LookNotice::NoneFound {
                look,
                reason: "no folder".into(),
            });
            all.push(LookNotice::Unusable {
                look,
                name: name.clone(),
                reason: reason(),
            });
            all.push(LookNotice::Unusable {
                look,
                name,
                reason: None,
            });
        }
        for fault in [
            ShaderFault::Unreadable,
            ShaderFault::NotWgsl,
            ShaderFault::Unfit,
            ShaderFault::DoesNotCompile,
        ] {
            all.push(LookNotice::Shader(fault));
        }
        for n in all {
            assert_eq!(look_notice(&n), n.to_string());
        }
    }
}
