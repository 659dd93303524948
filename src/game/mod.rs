//! The game itself, without a view: the game in play (`CurrentGame`, applied by `rules`)
//! and its messages, the board's side of the referee seam (`referee`), the coach's gate (`coach`), the selection state machine, browsing
//! earlier positions (`browse`), the engine's review of a game (`review`), the computer
//! player, the player's settings, and what a mode's board said of the last try (`tries`). Depends on the engine only; everything else in the
//! crate reads it.

use bevy::prelude::*;

pub mod ai;
pub mod browse;
pub mod coach;
pub mod current;
pub mod cursor;
pub mod external;
pub mod judge;
pub mod messages;
pub mod referee;
pub mod review;
pub mod rules;
pub mod selection;
pub mod settings;
pub mod tries;

/// The game in play, the coach's gate, settings, browsing, the review, the computer and the
/// selection (runs under `MinimalPlugins`).
pub fn plugin(app: &mut App) {
    app.add_plugins((
        rules::plugin,
        coach::plugin,
        judge::plugin,
        browse::plugin,
        review::plugin,
        ai::plugin,
        external::plugin,
        selection::plugin,
        referee::plugin,
        cursor::plugin,
    ));
}
