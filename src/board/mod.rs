//! The board in the world: square and piece entities (a view of the game), their tweens,
//! highlights, the review's arrows, and in the window their meshes, the pointer observers and the camera.
//! Reads `game`; the game never reads positions back from here.

use bevy::prelude::*;

pub mod animation;
pub mod arrows;
pub mod camera;
pub mod drawings;
pub mod fast;
pub mod highlight;
pub mod pieces;
pub mod pointer;
pub mod quality;
pub mod settings;
pub mod squares;

/// A theme, piece style or shader that couldn't be used (`looks` and `fast` send them;
/// `ui::words::look_notice` words them, shown as a warning). Reasons are the files' own.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum LookNotice {
    /// The folder of board themes or piece styles can't be read: the built-in look is used.
    NoneFound { look: Look, reason: String },
    /// The one chosen can't be used (why), or there is none of that name (no reason).
    Unusable {
        look: Look,
        name: String,
        reason: Option<String>,
    },
    /// The fast shader's file can't be used: the built-in copy draws.
    Shader(ShaderFault),
}

/// English, for the log (the player reads `ui::words::look_notice`; a test keeps the two
/// the same in English).
impl std::fmt::Display for LookNotice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kind_instead = |look: &Look| match look {
            Look::Theme => ("board theme", "The built-in wood board is shown instead."),
            Look::Style => (
                "piece style",
                "The built-in Staunton figures are shown instead.",
            ),
        };
        match self {
            LookNotice::NoneFound { look, reason } => {
                let what = match look {
                    Look::Theme => "board themes",
                    Look::Style => "piece styles",
                };
                write!(
                    f,
                    "No {what} were found: {reason}. The built-in look is used."
                )
            }
            LookNotice::Unusable { look, name, reason } => {
                let (kind, instead) = kind_instead(look);
                match reason {
                    Some(reason) => write!(
                        f,
                        "The {kind} \"{name}\" can't be used: {reason}. {instead}"
                    ),
                    None => write!(f, "There is no {kind} \"{name}\". {instead}"),
                }
            }
            LookNotice::Shader(fault) => {
                let gist = match fault {
                    ShaderFault::Unreadable => "can't be read",
                    ShaderFault::NotWgsl => "is not WGSL",
                    ShaderFault::Unfit => "doesn't fit the game's material",
                    ShaderFault::DoesNotCompile => "doesn't compile",
                };
                write!(
                    f,
                    "The shader assets/shaders/fast_material.wgsl {gist}; the built-in copy is used."
                )
            }
        }
    }
}

/// A kind of look the player picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    Theme,
    Style,
}

/// What is wrong with `assets/shaders`' fast shader.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShaderFault {
    Unreadable,
    NotWgsl,
    /// It compiled, but its bindings don't fit the game's material.
    Unfit,
    DoesNotCompile,
}

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
            drawings::plugin,
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
        drawings::render_plugin,
        pointer::plugin,
        camera::plugin,
        quality::plugin,
        fast::plugin,
    ));
}
