//! The board in the world: square and piece entities (a view of the game), their tweens,
//! highlights, the review's arrows, and in the window their meshes, the pointer observers and the camera.
//! Reads `game`; the game never reads positions back from here.

use bevy::prelude::*;

pub mod animation;
pub mod arrows;
pub mod camera;
pub mod fast;
pub mod highlight;
pub mod pieces;
pub mod pointer;
pub mod quality;
pub mod settings;
pub mod squares;

/// A theme, piece style or shader that couldn't be used, in words for the player (shown as
/// a warning; `looks` and `fast` say them).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct LookNotice(pub String);

/// The logic entities: squares, pieces, tweens, highlights (runs under `MinimalPlugins`).
pub fn plugin(app: &mut App) {
    // Modes ask for a seat (a puzzle for Black) without a window too.
    app.add_message::<camera::CameraCommand>()
        .add_plugins((
            squares::plugin,
            pieces::plugin,
            animation::plugin,
            highlight::plugin,
            arrows::plugin,
        ))
        .add_systems(Startup, launch);
}

/// `--view`, `--quality`, `--colour-blind`: as the command line gives them (and saved so).
fn launch(
    options: Option<Res<crate::launch::options::LaunchOptions>>,
    mut settings: ResMut<settings::BoardSettings>,
) {
    let Some(o) = options else { return };
    if o.view.is_none() && o.quality.is_none() && o.colour_blind.is_none() {
        return;
    }
    settings.colour_blind = o.colour_blind.unwrap_or(settings.colour_blind);
    settings.view = o.view.unwrap_or(settings.view);
    settings.quality = o.quality.unwrap_or(settings.quality);
}

/// What needs a window: meshes and materials, pointer observers, the camera.
pub fn render_plugin(app: &mut App) {
    app.add_message::<LookNotice>().add_plugins((
        squares::render_plugin,
        pieces::render_plugin,
        highlight::render_plugin,
        arrows::render_plugin,
        pointer::plugin,
        camera::plugin,
        quality::plugin,
        fast::plugin,
    ));
}
