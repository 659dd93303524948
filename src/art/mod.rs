//! Things made in code instead of downloaded: the mesh builder and Staunton pieces
//! (`shapes`), the stroke font of the frame (`glyphs`), synthesised sounds (`synth`) and
//! playing them on moves (`audio`). `shapes`, `glyphs` and `synth` are plain Rust.

use bevy::prelude::*;

pub mod audio;
pub mod glyphs;
pub mod shapes;
pub mod synth;

/// Sounds on moves and game end.
pub fn plugin(app: &mut App) {
    app.add_plugins(audio::plugin);
}
