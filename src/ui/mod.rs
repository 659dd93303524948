//! The egui interface every mode shares, and the window: the side panel's frame and the
//! mode bar (modes.rs), overlays and notices (hud.rs), the keys (keymap.rs), the keyboard
//! player's aids (access.rs), sentences for reasons and refusals (words.rs), and when the
//! reactive window redraws (redraw.rs). It draws and writes messages; what things mean
//! comes from `game` and the engine. What only Play shows is in `play`.

use bevy::prelude::*;

pub mod access;
pub mod catalogue;
pub mod dialog_keys;
pub mod hud;
pub mod keymap;
pub mod language;
pub mod modes;
pub mod redraw;
pub mod scale;
pub mod words;

/// Overlays, the panel's frame, keys and redraw requests (needs a window).
pub fn plugin(app: &mut App) {
    app.add_plugins((
        access::plugin,
        hud::plugin,
        keymap::plugin,
        modes::plugin,
        redraw::plugin,
    ));
}
