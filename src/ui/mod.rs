//! The egui interface and the window: side panel, overlays (toast, promotion, claims),
//! dialogs, the review's section of the panel, the games list, the keyboard player's aids
//! (access.rs), and when the reactive window redraws. It draws and writes
//! messages; what things mean comes from `game` and the engine.

use bevy::prelude::*;

pub mod access;
pub mod analysis;
pub mod coach;
pub mod dialogs;
pub mod exports;
pub mod gamelist;
pub mod hud;
pub mod keymap;
pub mod modes;
pub mod panel;
pub mod players;
pub mod redraw;
pub mod tries;
pub mod words;

/// Overlays, panel, dialogs and redraw requests (needs a window).
pub fn plugin(app: &mut App) {
    app.init_resource::<analysis::ExportNote>().add_plugins((
        access::plugin,
        hud::plugin,
        coach::plugin,
        keymap::plugin,
        modes::plugin,
        panel::plugin,
        dialogs::plugin,
        exports::plugin,
        redraw::plugin,
    ));
}
