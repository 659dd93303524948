//! Hands the files the panels ask for (Games → "Save as PGN", the review's "Save annotated
//! PGN") to `save::exports`, which writes them on its own thread, and brings each answer
//! back to where it was asked for.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::{
    AppSystems,
    save::exports::{Exports, Purpose, Target},
    ui::{analysis::ExportNote, dialogs::Dialogs},
};

pub fn plugin(app: &mut App) {
    app.add_plugins(crate::save::exports::plugin)
        .add_systems(Update, exchange.in_set(AppSystems::View));
}

fn exchange(
    mut exports: ResMut<Exports>,
    mut dialogs: ResMut<Dialogs>,
    mut note: ResMut<ExportNote>,
) {
    if let Some((path, text)) = dialogs.games.wanted.take() {
        exports.send(Target::Exact(path), text, Purpose::Game);
    }
    if let Some(text) = note.wanted.take() {
        // Beside where "Save as PGN" would go, never over a file.
        let default = PathBuf::from(crate::ui::dialogs::default_pgn_path());
        let dir = default
            .parent()
            .map_or_else(|| PathBuf::from("."), std::path::Path::to_path_buf);
        let stem = "gambit-review".to_string();
        exports.send(Target::New { dir, stem }, text, Purpose::Review);
    }
    if !exports.pending() {
        return;
    }
    for done in exports.finished() {
        let shown = Some((done.error.is_none(), done.sentence()));
        match done.purpose {
            Purpose::Game => dialogs.games.message = shown,
            Purpose::Review => note.shown = shown,
        }
    }
}
