//! Who judges the player's moves: reviews, hints, answers to draw offers and the puzzles
//! found in finished games. By default the strongest engine the player has (Stockfish when
//! installed); the levels always play with Gambit's own engine.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use gambit_engine::external::{EngineConfig, Strength, find_stockfish};

use gambit_engine::session::program_name;
use serde::{Deserialize, Serialize};

/// The engines' part of the settings file: the UCI engines added and who judges.
#[derive(Resource, Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct EngineSettings {
    /// External UCI engines added in Settings → Engines, one per program.
    pub engines: Vec<EngineConfig>,
    /// Who judges: reviews, hints, draw-offer answers, puzzles from games.
    #[serde(alias = "analysis_engine")]
    pub judge: Judge,
}

impl EngineSettings {
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

/// [`EngineSettings::engine_config`] among `engines`.
pub fn config_among(engines: &[EngineConfig], path: &Path) -> EngineConfig {
    engines
        .iter()
        .find(|c| c.path == path)
        .cloned()
        .unwrap_or_else(|| EngineConfig::new(path))
}

/// [`EngineSettings::engine_name`] among `engines`.
pub fn name_among(engines: &[EngineConfig], path: &Path) -> String {
    engines
        .iter()
        .find(|c| c.path == path && !c.name.is_empty())
        .map_or_else(|| program_name(path), |c| c.name.clone())
}

/// The Stockfish installed on this computer, looked up once at start. App tests insert
/// [`Installed::none`] so that they judge with the built-in engine wherever they run.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct Installed {
    pub stockfish: Option<PathBuf>,
}

impl Installed {
    pub fn look() -> Installed {
        Installed {
            stockfish: find_stockfish(),
        }
    }

    pub fn none() -> Installed {
        Installed { stockfish: None }
    }
}

impl Default for Installed {
    fn default() -> Self {
        Installed::look()
    }
}

fn is_stockfish(config: &EngineConfig) -> bool {
    let named = |text: &str| text.to_lowercase().contains("stockfish");
    named(&config.name)
        || config
            .path
            .file_name()
            .is_some_and(|f| named(&f.to_string_lossy()))
}

impl EngineSettings {
    /// The engine that judges (`None`: the built-in one), at full strength, named.
    /// An engine chosen but no longer added keeps judging with its defaults.
    pub fn judge_engine(&self, installed: &Installed) -> Option<EngineConfig> {
        judge_among(&self.judge, &self.engines, installed)
    }

    /// The judge's program (`None`: the built-in engine).
    pub fn judge_path(&self, installed: &Installed) -> Option<PathBuf> {
        self.judge_engine(installed).map(|c| c.path)
    }

    /// Whether `path` is the judge chosen by hand (removing the engine resets it).
    pub fn judges(&self, path: &Path) -> bool {
        matches!(&self.judge, Judge::Engine(p) if p == path)
    }
}

/// [`EngineSettings::judge_engine`] for the choice `judge` among the added `engines`.
pub fn judge_among(
    judge: &Judge,
    engines: &[EngineConfig],
    installed: &Installed,
) -> Option<EngineConfig> {
    let chosen = match judge {
        Judge::BuiltIn => return None,
        Judge::Engine(path) => config_among(engines, path),
        Judge::Automatic => {
            let added = engines.iter().find(|c| is_stockfish(c)).cloned();
            let found = installed.stockfish.as_deref().map(|p| {
                let mut config = config_among(engines, p);
                if config.name.is_empty() {
                    // Found by its name; it says its version once started.
                    config.name = "Stockfish".into();
                }
                config
            });
            added.or(found).or_else(|| engines.first().cloned())?
        }
    };
    let mut config = chosen;
    config.strength = Strength::Full;
    if config.name.is_empty() {
        config.name = name_among(engines, &config.path);
    }
    Some(config)
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Installed>();
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sf() -> Installed {
        Installed {
            stockfish: Some("/usr/games/stockfish".into()),
        }
    }

    fn added(path: &str, name: &str) -> EngineConfig {
        EngineConfig {
            name: name.into(),
            strength: Strength::Elo { elo: 1500 },
            ..EngineConfig::new(path)
        }
    }

    #[test]
    fn automatic_prefers_stockfish_then_any_engine_then_the_built_in_one() {
        let mut s = EngineSettings::default();
        assert_eq!(s.judge, Judge::Automatic);
        assert_eq!(s.judge_engine(&Installed::none()), None);
        let installed = s.judge_engine(&sf()).unwrap();
        assert_eq!(installed.path, Path::new("/usr/games/stockfish"));
        assert_eq!(installed.name, "Stockfish");
        s.engines = vec![added("/opt/lc0", "Lc0"), added("/opt/sf16", "Stockfish 16")];
        let chosen = s.judge_engine(&sf()).unwrap();
        assert_eq!(chosen.path, Path::new("/opt/sf16"), "the added Stockfish");
        assert_eq!(
            chosen.strength,
            Strength::Full,
            "a judge plays at full strength"
        );
        s.engines.pop();
        assert_eq!(
            s.judge_path(&sf()).unwrap(),
            Path::new("/usr/games/stockfish")
        );
        assert_eq!(
            s.judge_path(&Installed::none()).unwrap(),
            Path::new("/opt/lc0")
        );
        s.judge = Judge::BuiltIn;
        assert_eq!(s.judge_engine(&sf()), None);
        s.judge = Judge::Engine("/opt/lc0".into());
        assert_eq!(s.judge_engine(&sf()).unwrap().name, "Lc0");
    }

    #[test]
    fn the_choice_reads_from_the_older_key_and_keeps() {
        let read = |json: &str| {
            serde_json::from_str::<crate::save::settings::SettingsFile>(json)
                .unwrap()
                .engines
                .judge
        };
        assert_eq!(read("{}"), Judge::Automatic);
        assert_eq!(read(r#"{"analysis_engine": null}"#), Judge::Automatic);
        assert_eq!(
            read(r#"{"analysis_engine": "/usr/games/stockfish"}"#),
            Judge::Engine("/usr/games/stockfish".into())
        );
        for judge in [
            Judge::Automatic,
            Judge::BuiltIn,
            Judge::Engine("/x/y".into()),
        ] {
            let mut s = crate::save::settings::SettingsFile::default();
            s.engines.judge = judge.clone();
            let text = serde_json::to_string(&s).unwrap();
            assert_eq!(read(&text), judge, "{text}");
        }
    }
}
