//! The board's settings: what it shows (legal moves, coordinates, colour-blind marks),
//! how fast pieces move, and how it is drawn (3D or 2D, graphics quality). Saved in the
//! settings file with the other concerns' parts (`save::settings`).

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BoardSettings {
    pub show_legal_moves: bool,
    pub show_coordinates: bool,
    /// 0.5 = twice as slow, 2.0 = twice as fast.
    pub animation_speed: f32,
    /// Graphics quality; `Auto` picks by the renderer (Low on a software one).
    pub quality: Quality,
    /// The 3D board or the flat top-down diagram.
    pub view: BoardView,
    /// Marks told by shape as well as colour, in a palette for colour-blind eyes.
    pub colour_blind: bool,
}

impl Default for BoardSettings {
    fn default() -> Self {
        BoardSettings {
            show_legal_moves: true,
            show_coordinates: true,
            animation_speed: 1.0,
            quality: Quality::Auto,
            view: BoardView::ThreeD,
            colour_blind: false,
        }
    }
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
    fn quality_and_view_read_from_flags() {
        assert_eq!("LOW".parse::<Quality>(), Ok(Quality::Low));
        assert!("ultra".parse::<Quality>().is_err());
        assert_eq!("2d".parse::<BoardView>(), Ok(BoardView::TwoD));
    }
}
