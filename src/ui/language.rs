//! The player's language: the language part of the settings (none: the desktop's),
//! `--lang` for one run, and the catalogue put in force whenever either changes. Runs
//! without a window too: the headless protocols and the game's words use it.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::catalogue;
use crate::{AppSystems, launch::options::LaunchOptions};

/// The language part of the settings file.
#[derive(Resource, Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LanguageSettings {
    /// A language code (`de`, `pt-BR`); none: the desktop's language.
    pub language: Option<String>,
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, apply)
        .add_systems(Update, apply.in_set(AppSystems::Input));
}

/// `--lang` for this run, else the settings' choice, else the desktop's language; one
/// the game no longer offers (a hand-edited file) falls back to English, with a warning.
fn apply(settings: Res<LanguageSettings>, options: Option<Res<LaunchOptions>>) {
    if !settings.is_changed() {
        return;
    }
    let chosen = options
        .and_then(|o| o.lang.clone())
        .or_else(|| settings.language.clone());
    let code: &str = match chosen.as_deref() {
        Some(code) => code,
        None => catalogue::desktop_language(),
    };
    if code == catalogue::current() {
        return;
    }
    if let Err(e) = catalogue::set_language(code) {
        warn!("{e}; English is used");
        let _ = catalogue::set_language(catalogue::ENGLISH);
    }
}
