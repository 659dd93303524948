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
    /// Graphics quality; `Auto` picks by the renderer (Low on a software one).
    pub quality: Quality,
    /// The 3D board or the flat top-down diagram.
    pub view: BoardView,
    /// The coach: questions before bad moves, explained hints and threat notices.
    pub coach: CoachSetting,
    /// Master thinks on the player's time (pondering on the reply it expects).
    pub ponder: bool,
}

/// When the coach speaks: hints always explain themselves; threat notices follow this.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CoachSetting {
    /// Against Gentle and Easy.
    #[default]
    Auto,
    On,
    Off,
}

/// The graphics quality the player chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Quality {
    #[default]
    Auto,
    Low,
    Medium,
    High,
}

impl Quality {
    pub const ALL: [Quality; 4] = [Quality::Auto, Quality::Low, Quality::Medium, Quality::High];

    /// What `Auto` means on this renderer: Low when it is software (no GPU), else High.
    pub fn resolve(self, software_renderer: bool) -> Quality {
        match self {
            Quality::Auto if software_renderer => Quality::Low,
            Quality::Auto => Quality::High,
            q => q,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Quality::Auto => "Auto",
            Quality::Low => "Low",
            Quality::Medium => "Medium",
            Quality::High => "High",
        }
    }
}

impl std::str::FromStr for Quality {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Quality::ALL
            .into_iter()
            .find(|q| q.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("unknown quality '{s}': use auto, low, medium or high"))
    }
}

/// How the board is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum BoardView {
    #[default]
    #[serde(rename = "3d")]
    ThreeD,
    #[serde(rename = "2d")]
    TwoD,
}

impl BoardView {
    pub fn toggled(self) -> Self {
        match self {
            BoardView::ThreeD => BoardView::TwoD,
            BoardView::TwoD => BoardView::ThreeD,
        }
    }
}

impl std::str::FromStr for BoardView {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "3d" => Ok(BoardView::ThreeD),
            "2d" => Ok(BoardView::TwoD),
            _ => Err(format!("unknown view '{s}': use 2d or 3d")),
        }
    }
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
            quality: Quality::Auto,
            view: BoardView::ThreeD,
            coach: CoachSetting::Auto,
            ponder: true,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_is_low_on_a_software_renderer_and_high_on_a_gpu() {
        assert_eq!(Quality::Auto.resolve(true), Quality::Low);
        assert_eq!(Quality::Auto.resolve(false), Quality::High);
        assert_eq!(Quality::Medium.resolve(true), Quality::Medium);
        assert_eq!(Quality::High.resolve(true), Quality::High);
    }

    #[test]
    fn quality_and_view_read_from_flags_and_files() {
        assert_eq!("LOW".parse::<Quality>(), Ok(Quality::Low));
        assert!("ultra".parse::<Quality>().is_err());
        assert_eq!("2d".parse::<BoardView>(), Ok(BoardView::TwoD));
        let saved: Settings = serde_json::from_str(r#"{"quality":"medium","view":"2d"}"#).unwrap();
        assert_eq!(
            (saved.quality, saved.view),
            (Quality::Medium, BoardView::TwoD)
        );
        // Older settings files without the fields keep the defaults.
        let old: Settings = serde_json::from_str(r#"{"muted":true}"#).unwrap();
        assert_eq!((old.quality, old.view), (Quality::Auto, BoardView::ThreeD));
    }
}
