//! Gambit, the 3D chess game. The plugins are split so the game logic (rules, selection,
//! piece entities, animation state) runs headless under `MinimalPlugins` in tests, while
//! everything that needs a window or a GPU lives in [`view_plugins`].

use bevy::prelude::*;

pub mod art;
pub mod board;
pub mod edit;
pub mod game;
pub mod launch;
pub mod learn;
pub mod looks;
pub mod mode;
pub mod play;
pub mod puzzles;
pub mod save;
pub mod tools;
pub mod ui;
pub mod worker;

/// The order of a frame in `Update`, one direction only: picks become requests, the rules
/// apply them, then views (entities, animation, highlights, UI) follow the result. Every
/// system of the crate in `Update` is in one of these sets; a system orders itself only
/// by them or by a function of its own folder.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Keyboard and pointer input turned into messages.
    Input,
    /// Selection state machine: clicks become selections or `MoveRequested`; the
    /// computer's finished searches become decisions; the coach's gate is set.
    Select,
    /// The mode's referee decides requests (in Play the rules, against `Game`).
    Rules,
    /// What follows the rules' result at once: the computer starts its reply, external
    /// engines are tended, the review's results are collected, the selection is checked
    /// against the new position, and the game is queued for saving.
    Think,
    /// Piece entities follow `MoveApplied` (board squares, roles, captures).
    Pieces,
    /// Tweens advance.
    Animate,
    /// Highlights, arrows, camera, notices and dialogs derived from the state above.
    View,
    /// Meshes and materials for what the views decided (window only).
    Dress,
    /// Frame requests for the reactive window, and the tools that watch frames
    /// (screenshots, benchmarks).
    Redraw,
}

fn configure_sets(app: &mut App) {
    app.configure_sets(
        Update,
        (
            AppSystems::Input,
            AppSystems::Select,
            AppSystems::Rules,
            AppSystems::Think,
            AppSystems::Pieces,
            AppSystems::Animate,
            AppSystems::View,
            AppSystems::Dress,
            AppSystems::Redraw,
        )
            .chain(),
    );
}

/// The game logic, without rendering: usable with `MinimalPlugins`.
pub fn logic_plugins(app: &mut App) {
    configure_sets(app);
    app.add_plugins((
        save::settings::plugin,
        // Words are needed without a window too (the headless protocols).
        ui::language::plugin,
        mode::plugin,
        game::plugin,
        board::plugin,
        learn::plugin,
        puzzles::plugin,
        edit::plugin,
    ));
}

/// Everything that draws or needs a window: meshes, materials, lights, picking observers'
/// visual feedback, camera, egui overlay. Add after `DefaultPlugins` and [`logic_plugins`].
pub fn view_plugins(app: &mut App) {
    app.add_plugins((
        looks::plugin,
        looks::render_plugin,
        board::render_plugin,
        ui::plugin,
        play::plugin,
        art::plugin,
        learn::panel::plugin,
        puzzles::panel::plugin,
        edit::panel::plugin,
        launch::welcome::plugin,
    ));
}
