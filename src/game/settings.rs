//! Player preferences. Stored between runs by `persistence` (in the platform config
//! directory); a damaged file falls back to these defaults with a warning.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub show_legal_moves: bool,
    pub show_coordinates: bool,
    /// 0.5 = twice as slow, 2.0 = twice as fast.
    pub animation_speed: f32,
    /// 0.0 to 1.0.
    pub volume: f32,
    pub muted: bool,
    pub auto_queen: bool,
    pub confirm_resign: bool,
    /// Tournament mode for new games (touch-move, no take backs); each session keeps
    /// its own (`Session::tournament`).
    pub tournament_mode: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            show_legal_moves: true,
            show_coordinates: true,
            animation_speed: 1.0,
            volume: 0.7,
            muted: false,
            auto_queen: false,
            confirm_resign: true,
            tournament_mode: false,
        }
    }
}

impl Settings {
    /// The volume to play at, 0 when muted; out-of-range values from a hand-edited file
    /// are clamped.
    pub fn effective_volume(&self) -> f32 {
        if self.muted {
            0.0
        } else {
            self.volume.clamp(0.0, 1.0)
        }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}
