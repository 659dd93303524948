//! The game's settings: how moves are made and games are started (auto-queen, resigning,
//! tournament mode, pondering, the New game dialog's last choices). Saved in the settings
//! file with the other concerns' parts (`save::settings`).

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PlaySettings {
    pub auto_queen: bool,
    pub confirm_resign: bool,
    /// Tournament mode for new games (touch-move, no take backs); each session keeps
    /// its own (`Session::tournament`).
    pub tournament_mode: bool,
    /// Master thinks on the player's time (pondering on the reply it expects).
    pub ponder: bool,
    /// The New game dialog's last choices, offered again next time.
    pub new_game: Option<NewGameChoices>,
}

impl Default for PlaySettings {
    fn default() -> Self {
        PlaySettings {
            auto_queen: false,
            confirm_resign: true,
            tournament_mode: false,
            ponder: true,
            new_game: None,
        }
    }
}

/// The New game dialog's choices as text (players as `Player` codes, the colour as
/// `--color` takes it), so a choice the program no longer knows falls back to a default.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct NewGameChoices {
    pub opponent: String,
    pub color: String,
    pub watch: bool,
    pub watch_white: String,
    /// `none`, `preset N` (an index into the dialog's presets) or `custom`.
    pub time: String,
    pub minutes: u32,
    pub bonus_seconds: u32,
    /// The custom clock's bonus is a delay, not an increment.
    pub delay: bool,
}
