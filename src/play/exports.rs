//! Hands the files the panels ask for (Games → "Save as PGN", the review's "Save annotated
//! PGN") to `save::exports`, which writes them on its own thread, and brings each answer
//! back to where it was asked for.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::{
    AppSystems,
    play::{dialogs::Dialogs, review::ExportNote},
    save::exports::{Exports, Purpose, Target},
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
    // Looked at before taking: a `ResMut` touched mutably counts as changed, and a changed
    // `Dialogs` keeps the reactive window drawing (`redraw::settle_layout`).
    if dialogs.games.wanted.is_some()
        && let Some((path, text)) = dialogs.games.wanted.take()
    {
        exports.send(Target::Exact(path), text, Purpose::Game);
    }
    if note.wanted.is_some()
        && let Some(text) = note.wanted.take()
    {
        // Beside where "Save as PGN" would go, never over a file.
        let default = PathBuf::from(crate::play::dialogs::default_pgn_path());
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
        let shown = Some((done.error.is_none(), crate::ui::words::exported(&done)));
        match done.purpose {
            Purpose::Game => dialogs.games.message = shown,
            Purpose::Review => note.shown = shown,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    /// Idle, the exchange leaves the dialogs unchanged (a changed `Dialogs` keeps the
    /// reactive window drawing); a save asked for is written and answered.
    #[test]
    fn an_idle_exchange_changes_nothing_and_a_save_is_answered() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<Dialogs>()
            .init_resource::<ExportNote>()
            .add_plugins(plugin);
        app.update();
        let changed = |app: &App| {
            app.world()
                .get_resource_change_ticks::<Dialogs>()
                .unwrap()
                .changed
        };
        let before = changed(&app);
        for _ in 0..5 {
            app.update();
        }
        assert_eq!(changed(&app), before, "Dialogs marked changed while idle");

        let dir = std::env::temp_dir().join(format!("gambit-ui-exports-{}", std::process::id()));
        let path = dir.join("game.pgn");
        app.world_mut().resource_mut::<Dialogs>().games.wanted =
            Some((path.clone(), "1. e4 *".into()));
        for _ in 0..500 {
            app.update();
            if app.world().resource::<Dialogs>().games.message.is_some() {
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let message = app.world().resource::<Dialogs>().games.message.clone();
        assert_eq!(
            message,
            Some((true, format!("Saved to {}.", path.display())))
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "1. e4 *");
    }
}
