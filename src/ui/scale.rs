//! The size of the panels' text and controls (Settings → Text size, `--ui-scale`): the
//! panels' part of the settings file.

use bevy::prelude::*;

/// The panels' part of the settings file.
#[derive(Resource, Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct UiSettings {
    /// The size of the panels' text and controls: 1.0 to 2.0 (egui's zoom).
    pub ui_scale: f32,
}

impl Default for UiSettings {
    fn default() -> Self {
        UiSettings { ui_scale: 1.0 }
    }
}

impl UiSettings {
    /// The UI scale in force; a hand-edited value out of range is clamped.
    pub fn ui_scale(&self) -> f32 {
        if self.ui_scale.is_finite() {
            self.ui_scale.clamp(*UI_SCALES.start(), *UI_SCALES.end())
        } else {
            1.0
        }
    }
}

/// The UI scales the settings allow.
pub const UI_SCALES: std::ops::RangeInclusive<f32> = 1.0..=2.0;

/// The sizes Settings offers (`--ui-scale` takes any value between).
pub const UI_STEPS: [f32; 5] = [1.0, 1.25, 1.5, 1.75, 2.0];

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

/// `--ui-scale`: as the command line gives it (and saved so).
pub(super) fn launch(
    options: Option<Res<crate::launch::options::LaunchOptions>>,
    mut settings: ResMut<UiSettings>,
) {
    if let Some(scale) = options.and_then(|o| o.ui_scale) {
        settings.ui_scale = scale;
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
        let mut s = UiSettings::default();
        assert_eq!(s.ui_scale(), 1.0);
        s.ui_scale = 9.0;
        assert_eq!(s.ui_scale(), 2.0);
        s.ui_scale = f32::NAN;
        assert_eq!(s.ui_scale(), 1.0);
    }
}
