//! The game itself, without a view: the session resource and its messages (`rules`), the
//! selection state machine, reviewing earlier positions, the engine's review of a game
//! (`analysis`), the computer player and the
//! player's settings. Depends on the engine only; everything else in the crate reads it.

use bevy::prelude::*;

pub mod ai;
pub mod analysis;
pub mod coach;
pub mod external;
pub mod messages;
pub mod review;
pub mod rules;
pub mod selection;
pub mod settings;

/// Rules, settings, review, the computer and the selection (runs under `MinimalPlugins`).
pub fn plugin(app: &mut App) {
    app.add_plugins((
        rules::plugin,
        coach::plugin,
        settings::plugin,
        review::plugin,
        analysis::plugin,
        ai::plugin,
        external::plugin,
        selection::plugin,
    ));
}
