//! Player preferences. Stored between runs by `persistence` (in the platform config
//! directory); a damaged file falls back to these defaults with a warning.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use gambit_engine::{external::EngineConfig, session::program_name};
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
    /// External UCI engines added in Settings → Engines, one per program.
    pub engines: Vec<EngineConfig>,
    /// The engine for hints and draw-offer answers; `None`: the built-in one.
    pub analysis_engine: Option<PathBuf>,
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
            engines: Vec::new(),
            analysis_engine: None,
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

impl Settings {
    /// The configuration of the engine at `path`: as added in the settings, else its
    /// defaults (an engine named in a save or on the command line but not added).
    pub fn engine_config(&self, path: &Path) -> EngineConfig {
        self.engines
            .iter()
            .find(|c| c.path == path)
            .cloned()
            .unwrap_or_else(|| EngineConfig::new(path))
    }

    /// The engine's name (`id name`) as last seen, else its program's file name.
    pub fn engine_name(&self, path: &Path) -> String {
        self.engines
            .iter()
            .find(|c| c.path == path && !c.name.is_empty())
            .map_or_else(|| program_name(path), |c| c.name.clone())
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Settings>();
}
