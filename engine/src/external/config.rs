//! An external engine as the player set it up, saved with the game's settings; the
//! search limits it gets from the game's clock; how long it may take to answer.

use std::{path::PathBuf, time::Duration};

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::{
    clock::Clock,
    computer,
    search::{Level, Limits},
};

/// How long the engine gets for each kind of answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timeouts {
    /// From start to `uciok`.
    pub handshake: Duration,
    /// From `isready` to `readyok` (after the options, and after `ucinewgame`).
    pub ready: Duration,
    /// Added to the time a search may take before the engine counts as hung; also the
    /// time it gets to answer `stop`.
    pub grace: Duration,
    /// What a search bounded only by depth, nodes or mate may take (plus `grace`).
    pub open_search: Duration,
}

impl Default for Timeouts {
    fn default() -> Self {
        Timeouts {
            handshake: Duration::from_secs(10),
            ready: Duration::from_secs(10),
            grace: Duration::from_secs(2),
            open_search: Duration::from_secs(120),
        }
    }
}

/// A UCI engine the player chose: where it is and how it should play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct EngineConfig {
    /// The program. A bare name (`stockfish`) is looked up on `PATH`.
    pub path: PathBuf,
    /// Arguments for the program, if it needs any.
    pub args: Vec<String>,
    /// The engine's own name (`id name`), as last seen: for menus and the PGN tags.
    pub name: String,
    pub strength: Strength,
    /// `Threads`, if the engine has that option; `None` keeps its default.
    pub threads: Option<u32>,
    /// `Hash` in MiB, if the engine has that option; `None` keeps its default.
    pub hash_mb: Option<u32>,
    /// How long it thinks per move in a game without a clock.
    pub per_move: MoveLimit,
}

impl Default for EngineConfig {
    fn default() -> Self {
        EngineConfig {
            path: PathBuf::new(),
            args: Vec::new(),
            name: String::new(),
            strength: Strength::Full,
            threads: None,
            hash_mb: None,
            per_move: MoveLimit::default(),
        }
    }
}

/// How strong the engine should play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Strength {
    #[default]
    Full,
    /// About this Elo: `UCI_LimitStrength` + `UCI_Elo` (clamped to the engine's range)
    /// when it has them, else its `Skill Level` (roughly mapped), else full strength.
    /// `UciEngine::applied_strength` tells which.
    Elo { elo: u32 },
}

/// The search limit per move in a game without a clock. With a clock the engine
/// manages its own time from `wtime`/`btime`, since UCI engines ignore the clock
/// when a depth or a movetime is given too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum MoveLimit {
    /// Think this long.
    Time { per_move: Duration },
    /// Search this many plies deep.
    Depth { plies: u32 },
}

impl Default for MoveLimit {
    fn default() -> Self {
        MoveLimit::Time {
            per_move: Duration::from_secs(1),
        }
    }
}

impl EngineConfig {
    /// A configuration for the program at `path` with every other field at its default.
    pub fn new(path: impl Into<PathBuf>) -> EngineConfig {
        EngineConfig {
            path: path.into(),
            ..EngineConfig::default()
        }
    }

    /// The limits for `side`'s search at `now`: the clocks (less `reserve` off its own,
    /// as `computer::limits`) in a timed game, else `per_move`.
    pub fn limits(&self, clock: &Clock, side: Color, now: Duration, reserve: Duration) -> Limits {
        if clock.is_timed() {
            // The level only matters for untimed games, which do not get here.
            return computer::limits(clock, Level::Master, side, now, reserve);
        }
        match self.per_move {
            MoveLimit::Time { per_move } => Limits {
                movetime: Some(per_move),
                ..Limits::default()
            },
            MoveLimit::Depth { plies } => Limits {
                depth: Some(plies.max(1)),
                ..Limits::default()
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::TimeControl;

    #[test]
    fn a_config_survives_a_round_trip_and_old_files() {
        let c = EngineConfig {
            path: "/usr/games/stockfish".into(),
            args: vec!["--flag".into()],
            name: "Stockfish 15.1".into(),
            strength: Strength::Elo { elo: 1500 },
            threads: Some(1),
            hash_mb: Some(32),
            per_move: MoveLimit::Depth { plies: 8 },
        };
        let text = serde_json::to_string(&c).unwrap();
        assert!(
            text.contains(r#""strength":{"kind":"elo","elo":1500}"#),
            "{text}"
        );
        assert_eq!(serde_json::from_str::<EngineConfig>(&text).unwrap(), c);
        // Fields missing from a saved file take their defaults.
        let old: EngineConfig = serde_json::from_str(r#"{"path":"sf"}"#).unwrap();
        assert_eq!(old, EngineConfig::new("sf"));
    }

    #[test]
    fn limits_follow_the_clock_else_the_per_move_limit() {
        let mut c = EngineConfig::new("x");
        let untimed = Clock::new(TimeControl::None);
        let l = c.limits(&untimed, Color::White, Duration::ZERO, Duration::ZERO);
        assert_eq!(l.movetime, Some(Duration::from_secs(1)));
        c.per_move = MoveLimit::Depth { plies: 0 };
        let l = c.limits(&untimed, Color::White, Duration::ZERO, Duration::ZERO);
        assert_eq!((l.depth, l.movetime), (Some(1), None));

        let mut timed = Clock::new(TimeControl::Fischer {
            base: Duration::from_secs(60),
            increment: Duration::from_secs(2),
        });
        timed.start(Color::White, Duration::ZERO);
        let l = c.limits(
            &timed,
            Color::White,
            Duration::from_secs(10),
            Duration::from_secs(1),
        );
        assert_eq!(l.wtime, Some(Duration::from_secs(49)));
        assert_eq!(l.winc, Some(Duration::from_secs(2)));
        assert_eq!((l.depth, l.movetime), (None, None));
    }
}
