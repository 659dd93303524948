//! The player's language: the language part of the settings (none: the desktop's),
//! `--lang` for one run, and the catalogue put in force whenever either changes. Runs
//! without a window too: the headless protocols and the game's words use it.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{
    catalogue,
    words::notation::{self, Notation},
};
use crate::{AppSystems, launch::options::LaunchOptions};

/// The language part of the settings file.
#[derive(Resource, Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LanguageSettings {
    /// A language code (`de`, `pt-BR`); none: the desktop's language.
    pub language: Option<String>,
    /// Moves on screen in letters or figurines; none: the language's default.
    pub notation: Option<Notation>,
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, launch)
        .add_systems(Update, apply.in_set(AppSystems::Input));
}

/// At start: `--lang` for this run, else the settings' choice, else the desktop's.
fn launch(settings: Res<LanguageSettings>, options: Option<Res<LaunchOptions>>) {
    let chosen = options
        .and_then(|o| o.lang.clone())
        .or_else(|| settings.language.clone());
    put_in_force(chosen.as_deref());
    notation::set_notation(settings.notation);
}

/// A choice made in Settings, at once.
fn apply(settings: Res<LanguageSettings>) {
    if settings.is_changed() && !settings.is_added() {
        put_in_force(settings.language.as_deref());
        notation::set_notation(settings.notation);
    }
}

/// The language chosen (none: the desktop's) in force; one the game no longer offers (a
/// hand-edited file) falls back to English, with a warning.
fn put_in_force(chosen: Option<&str>) {
    let code: &str = match chosen {
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
