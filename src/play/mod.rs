//! The Play mode's room: what only a game under the Laws shows (the game's logic is
//! `game`, shared with the board). Its side panel (panel.rs: status, clocks, move list,
//! controls; typed moves in move_entry.rs), who plays (players.rs), its dialogs (dialogs/: new game, games, settings,
//! change opponent, game over), the review in the panel (review.rs), the coach's
//! question and remarks (coach.rs), files the player asks for (exports.rs) and the
//! games list read in the background (gamelist.rs). Needs a window.

use bevy::prelude::*;

pub mod coach;
pub mod dialogs;
pub mod exports;
pub mod gamelist;
pub mod move_entry;
pub mod move_list;
pub mod panel;
pub mod players;
pub mod review;

/// Play's panel, dialogs, review view, coach view and exports.
pub fn plugin(app: &mut App) {
    app.init_resource::<review::ExportNote>().add_plugins((
        coach::plugin,
        panel::plugin,
        dialogs::plugin,
        exports::plugin,
    ));
}
