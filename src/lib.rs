//! Gambit, the 3D chess game. The plugins are split so the game logic (rules, selection,
//! piece entities, animation state) runs headless under `MinimalPlugins` in tests, while
//! everything that needs a window or a GPU lives in [`view_plugins`].

use bevy::prelude::*;

pub mod art;
pub mod board;
pub mod game;
pub mod save;
pub mod tools;
pub mod ui;

/// The order of a frame, one direction only: picks become requests, the rules apply them,
/// then views (entities, animation, highlights, UI) follow the result.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Keyboard and pointer input turned into messages.
    Input,
    /// Selection state machine: clicks become selections or `MoveRequested`.
    Select,
    /// The rules system validates requests against `Game`.
    Rules,
    /// Piece entities follow `MoveApplied` (board squares, roles, captures).
    Pieces,
    /// Tweens advance; redraws are requested while anything moves.
    Animate,
    /// Highlights, camera and other views derived from the state above.
    View,
}

fn configure_sets(app: &mut App) {
    app.configure_sets(
        Update,
        (
            AppSystems::Input,
            AppSystems::Select,
            AppSystems::Rules,
            AppSystems::Pieces,
            AppSystems::Animate,
            AppSystems::View,
        )
            .chain(),
    );
}

/// The game logic, without rendering: usable with `MinimalPlugins`.
pub fn logic_plugins(app: &mut App) {
    configure_sets(app);
    app.add_plugins((game::plugin, board::plugin));
}

/// Everything that draws or needs a window: meshes, materials, lights, picking observers'
/// visual feedback, camera, egui overlay. Add after `DefaultPlugins` and [`logic_plugins`].
pub fn view_plugins(app: &mut App) {
    app.add_plugins((board::render_plugin, ui::plugin, art::plugin));
}
