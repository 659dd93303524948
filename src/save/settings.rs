//! The settings file: each concern owns its part (the board's, the looks', the sound's,
//! the game's, the coach's, the engines', the panels', the language), a resource of its own; the file is
//! the parts side by side in one flat JSON object, so files written before the split
//! (and older keys, such as `analysis_engine`) still load, and a missing key keeps its
//! default.

use bevy::{ecs::system::SystemParam, prelude::*};
use serde::{Deserialize, Serialize};

use crate::{
    art::audio::SoundSettings,
    board::settings::BoardSettings,
    game::{coach::CoachSettings, judge::EngineSettings, settings::PlaySettings},
    looks::LookSettings,
    ui::{language::LanguageSettings, scale::UiSettings},
};

/// Every part, as kept on disk.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct SettingsFile {
    #[serde(flatten)]
    pub board: BoardSettings,
    #[serde(flatten)]
    pub looks: LookSettings,
    #[serde(flatten)]
    pub sound: SoundSettings,
    #[serde(flatten)]
    pub play: PlaySettings,
    #[serde(flatten)]
    pub coach: CoachSettings,
    #[serde(flatten)]
    pub engines: EngineSettings,
    #[serde(flatten)]
    pub ui: UiSettings,
    #[serde(flatten)]
    pub language: LanguageSettings,
}

impl SettingsFile {
    /// Puts each part in place as a resource.
    pub fn insert(self, app: &mut App) {
        app.insert_resource(self.board)
            .insert_resource(self.looks)
            .insert_resource(self.sound)
            .insert_resource(self.play)
            .insert_resource(self.coach)
            .insert_resource(self.engines)
            .insert_resource(self.ui)
            .insert_resource(self.language);
    }
}

/// The file made of `$parts`' eight parts (read or written ones alike).
macro_rules! file_of {
    ($parts:expr) => {
        SettingsFile {
            board: $parts.board.clone(),
            looks: $parts.looks.clone(),
            sound: $parts.sound.clone(),
            play: $parts.play.clone(),
            coach: $parts.coach.clone(),
            engines: $parts.engines.clone(),
            ui: $parts.ui.clone(),
            language: $parts.language.clone(),
        }
    };
}

/// Every part, read.
#[derive(SystemParam)]
pub struct AllSettings<'w> {
    board: Res<'w, BoardSettings>,
    looks: Res<'w, LookSettings>,
    sound: Res<'w, SoundSettings>,
    play: Res<'w, PlaySettings>,
    coach: Res<'w, CoachSettings>,
    engines: Res<'w, EngineSettings>,
    ui: Res<'w, UiSettings>,
    language: Res<'w, LanguageSettings>,
}

impl AllSettings<'_> {
    pub fn changed(&self) -> bool {
        self.board.is_changed()
            || self.looks.is_changed()
            || self.sound.is_changed()
            || self.play.is_changed()
            || self.coach.is_changed()
            || self.engines.is_changed()
            || self.ui.is_changed()
            || self.language.is_changed()
    }

    pub fn file(&self) -> SettingsFile {
        file_of!(self)
    }
}

/// Every part, for the Settings dialog: read as one file, and each part written back
/// (and so marked changed, and saved) only when it differs.
#[derive(SystemParam)]
pub struct AllSettingsMut<'w> {
    pub board: ResMut<'w, BoardSettings>,
    pub looks: ResMut<'w, LookSettings>,
    pub sound: ResMut<'w, SoundSettings>,
    pub play: ResMut<'w, PlaySettings>,
    pub coach: ResMut<'w, CoachSettings>,
    pub engines: ResMut<'w, EngineSettings>,
    pub ui: ResMut<'w, UiSettings>,
    pub language: ResMut<'w, LanguageSettings>,
}

impl AllSettingsMut<'_> {
    pub fn file(&self) -> SettingsFile {
        file_of!(self)
    }

    /// Takes the parts of `file` that differ. Whether any did.
    pub fn set(&mut self, file: SettingsFile) -> bool {
        let mut any = false;
        macro_rules! take {
            ($($part:ident),*) => {$(
                // Compared without touching: only a real change marks the part changed.
                if *self.$part.bypass_change_detection() != file.$part {
                    *self.$part = file.$part;
                    any = true;
                }
            )*};
        }
        take!(board, looks, sound, play, coach, engines, ui, language);
        any
    }
}

/// Each part's defaults, for apps that read no file (tests, scripted runs); the file's
/// parts replace them when it was read.
pub fn plugin(app: &mut App) {
    app.init_resource::<BoardSettings>()
        .init_resource::<LookSettings>()
        .init_resource::<SoundSettings>()
        .init_resource::<PlaySettings>()
        .init_resource::<CoachSettings>()
        .init_resource::<EngineSettings>()
        .init_resource::<UiSettings>()
        .init_resource::<LanguageSettings>();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::settings::{BoardView, Quality};

    #[test]
    fn a_file_written_before_the_split_loads_and_keeps_its_keys() {
        let old = r#"{"show_legal_moves":false,"volume":0.3,"muted":true,"auto_queen":true,
            "engines":[],"analysis_engine":"/usr/games/stockfish","quality":"medium",
            "view":"2d","coach":"off","ponder":false,"ui_scale":1.5,"colour_blind":true,
            "theme":"green","piece_style":"diagram","unknown_key":1}"#;
        let file: SettingsFile = serde_json::from_str(old).unwrap();
        assert!(!file.board.show_legal_moves && file.board.colour_blind);
        assert_eq!(
            (file.board.quality, file.board.view),
            (Quality::Medium, BoardView::TwoD)
        );
        assert_eq!((file.sound.volume, file.sound.muted), (0.3, true));
        assert!(file.play.auto_queen && !file.play.ponder);
        assert_eq!(
            file.engines.judge,
            crate::game::judge::Judge::Engine("/usr/games/stockfish".into())
        );
        assert_eq!(file.coach.coach, crate::game::coach::CoachSetting::Off);
        assert_eq!(file.ui.ui_scale, 1.5);
        assert_eq!(
            (file.looks.theme.as_str(), file.looks.piece_style.as_str()),
            ("green", "diagram")
        );
        // Written flat, as before, and read back the same.
        let text = serde_json::to_string(&file).unwrap();
        assert!(
            text.contains(r#""volume":0.3"#) && !text.contains("board"),
            "{text}"
        );
        assert_eq!(serde_json::from_str::<SettingsFile>(&text).unwrap(), file);
        // A file with only some keys keeps the other defaults.
        let some: SettingsFile = serde_json::from_str(r#"{"muted":true}"#).unwrap();
        assert_eq!(
            (some.board.quality, some.board.view),
            (Quality::Auto, BoardView::ThreeD)
        );
        assert_eq!(some.sound.volume, 0.7);
    }
}
