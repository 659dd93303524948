//! Player preferences. Stored between runs by `persistence` (in the platform config
//! directory); a damaged file falls back to these defaults with a warning.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use gambit_engine::{external::EngineConfig, session::program_name};
use serde::{Deserialize, Serialize};

use crate::launch::LaunchOptions;

/// The board theme and 2D piece style built into the game (`looks`), by the names the
/// settings use.
pub const BUILT_IN_THEME: &str = "wood";
pub const BUILT_IN_STYLE: &str = "staunton";

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
    /// Who judges: reviews, hints, draw-offer answers, puzzles from games.
    #[serde(alias = "analysis_engine")]
    pub judge: Judge,
    /// Graphics quality; `Auto` picks by the renderer (Low on a software one).
    pub quality: Quality,
    /// The 3D board or the flat top-down diagram.
    pub view: BoardView,
    /// The coach: questions before bad moves, explained hints and threat notices.
    pub coach: CoachSetting,
    /// Master thinks on the player's time (pondering on the reply it expects).
    pub ponder: bool,
    /// The New game dialog's last choices, offered again next time.
    pub new_game: Option<NewGameChoices>,
    /// The size of the panels' text and controls: 1.0 to 2.0 (egui's zoom).
    pub ui_scale: f32,
    /// Marks told by shape as well as colour, in a palette for colour-blind eyes.
    pub colour_blind: bool,
    /// The board theme, by its file's name in `assets/themes` (`wood` is built in).
    pub theme: String,
    /// The 2D view's pieces, by their folder in `assets/pieces` (`staunton` is built in).
    pub piece_style: String,
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

/// The player's choice in Settings → Engines. Stored as one string ("automatic",
/// "built-in" or the engine's program), under the key the older `analysis_engine` used,
/// so a choice made before keeps (its `null` was the built-in engine by default, which
/// is now "automatic").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "Option<String>", into = "Option<String>")]
pub enum Judge {
    /// An added Stockfish, else an installed one, else the first engine added, else
    /// Gambit's own.
    #[default]
    Automatic,
    BuiltIn,
    Engine(PathBuf),
}

const AUTOMATIC: &str = "automatic";
const BUILT_IN: &str = "built-in";

impl From<Option<String>> for Judge {
    fn from(text: Option<String>) -> Judge {
        match text.as_deref() {
            None | Some(AUTOMATIC) | Some("") => Judge::Automatic,
            Some(BUILT_IN) => Judge::BuiltIn,
            Some(path) => Judge::Engine(PathBuf::from(path)),
        }
    }
}

impl From<Judge> for Option<String> {
    fn from(judge: Judge) -> Option<String> {
        Some(match judge {
            Judge::Automatic => AUTOMATIC.into(),
            Judge::BuiltIn => BUILT_IN.into(),
            Judge::Engine(path) => path.to_string_lossy().into_owned(),
        })
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
            judge: Judge::Automatic,
            quality: Quality::Auto,
            view: BoardView::ThreeD,
            coach: CoachSetting::Auto,
            ponder: true,
            new_game: None,
            ui_scale: 1.0,
            colour_blind: false,
            theme: BUILT_IN_THEME.into(),
            piece_style: BUILT_IN_STYLE.into(),
        }
    }
}

/// The UI scales the settings allow.
pub const UI_SCALES: std::ops::RangeInclusive<f32> = 1.0..=2.0;

/// `--ui-scale`: `150%`, `150` or `1.5`, within [`UI_SCALES`].
pub fn parse_ui_scale(text: &str) -> Result<f32, String> {
    let t = text.trim().trim_end_matches('%');
    let v: f32 = t
        .parse()
        .map_err(|_| format!("{text}: a scale is a number like 150% or 1.5"))?;
    let scale = if v > 10.0 { v / 100.0 } else { v };
    if UI_SCALES.contains(&scale) {
        Ok(scale)
    } else {
        Err(format!("{text}: the scale goes from 100% to 200%"))
    }
}

impl Settings {
    /// The UI scale in force; a hand-edited value out of range is clamped.
    pub fn ui_scale(&self) -> f32 {
        if self.ui_scale.is_finite() {
            self.ui_scale.clamp(*UI_SCALES.start(), *UI_SCALES.end())
        } else {
            1.0
        }
    }

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
        config_among(&self.engines, path)
    }

    /// The engine's name (`id name`) as last seen, else its program's file name.
    pub fn engine_name(&self, path: &Path) -> String {
        name_among(&self.engines, path)
    }
}

/// [`Settings::engine_config`] among `engines`.
pub fn config_among(engines: &[EngineConfig], path: &Path) -> EngineConfig {
    engines
        .iter()
        .find(|c| c.path == path)
        .cloned()
        .unwrap_or_else(|| EngineConfig::new(path))
}

/// [`Settings::engine_name`] among `engines`.
pub fn name_among(engines: &[EngineConfig], path: &Path) -> String {
    engines
        .iter()
        .find(|c| c.path == path && !c.name.is_empty())
        .map_or_else(|| program_name(path), |c| c.name.clone())
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Settings>().add_systems(Startup, launch);
}

/// `--view`, `--quality`, `--ui-scale`, `--colour-blind`, `--theme`, `--pieces`: the
/// settings as the command line gives them (and saved so).
fn launch(options: Option<Res<LaunchOptions>>, mut settings: ResMut<Settings>) {
    let Some(o) = options else { return };
    if o.view.is_none()
        && o.quality.is_none()
        && o.ui_scale.is_none()
        && o.colour_blind.is_none()
        && o.theme.is_none()
        && o.pieces.is_none()
    {
        return;
    }
    settings.colour_blind = o.colour_blind.unwrap_or(settings.colour_blind);
    settings.view = o.view.unwrap_or(settings.view);
    settings.quality = o.quality.unwrap_or(settings.quality);
    settings.ui_scale = o.ui_scale.unwrap_or(settings.ui_scale);
    if let Some(theme) = &o.theme {
        settings.theme = theme.clone();
    }
    if let Some(pieces) = &o.pieces {
        settings.piece_style = pieces.clone();
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

#[cfg(test)]
mod scale_tests {
    use super::*;

    #[test]
    fn the_ui_scale_reads_as_percent_or_factor_and_stays_in_range() {
        assert_eq!(parse_ui_scale("150%"), Ok(1.5));
        assert_eq!(parse_ui_scale("150"), Ok(1.5));
        assert_eq!(parse_ui_scale("1.25"), Ok(1.25));
        assert!(parse_ui_scale("300%").is_err());
        assert!(parse_ui_scale("big").is_err());
        let mut s = Settings::default();
        assert_eq!(s.ui_scale(), 1.0);
        s.ui_scale = 9.0;
        assert_eq!(s.ui_scale(), 2.0);
        s.ui_scale = f32::NAN;
        assert_eq!(s.ui_scale(), 1.0);
    }
}
