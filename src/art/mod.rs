//! Things made in code instead of downloaded: the mesh builder (`mesh`), the Staunton
//! pieces (`staunton`), the stroke font of the frame (`glyphs`), synthesised sounds
//! (`synth`) and playing them on moves (`audio`). All but `audio` are plain Rust.

use bevy::prelude::*;

pub mod audio;
pub mod figures;
pub mod glyphs;
pub mod mesh;
pub mod staunton;
pub mod synth;
pub mod wood;

/// Sounds on moves and game end.
pub fn plugin(app: &mut App) {
    app.add_plugins(audio::plugin);
}
