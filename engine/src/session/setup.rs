//! Who plays and how: the players, the colour choice against the computer, and the
//! `Setup` a session is made from.

use std::{
    fmt,
    path::{Path, PathBuf},
    str::FromStr,
};

use shakmaty::Color;

use crate::{clock::TimeControl, search::Level};

/// Who plays a side. Not `Copy`: an external engine is known by its program's path,
/// which is also what finds its configuration (`external::EngineConfig`) in the settings.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub enum Player {
    #[default]
    Human,
    /// The built-in engine at a level.
    Computer(Level),
    /// An external UCI engine: its program.
    Engine(PathBuf),
}

impl Player {
    pub fn is_human(&self) -> bool {
        *self == Player::Human
    }

    /// The built-in level, if the built-in engine plays.
    pub fn level(&self) -> Option<Level> {
        match self {
            Player::Computer(l) => Some(*l),
            _ => None,
        }
    }

    /// The external engine's program, if one plays.
    pub fn engine(&self) -> Option<&Path> {
        match self {
            Player::Engine(path) => Some(path),
            _ => None,
        }
    }

    /// `human`, `computer:normal` or `engine:/usr/games/stockfish`, as stored in saves and
    /// given on the command line.
    pub fn code(&self) -> String {
        match self {
            Player::Human => "human".into(),
            Player::Computer(l) => format!("computer:{}", l.name().to_ascii_lowercase()),
            Player::Engine(path) => format!("engine:{}", path.display()),
        }
    }
}

/// An engine's short name when nothing better is known: its program's file name.
pub fn program_name(path: &Path) -> String {
    path.file_stem().map_or_else(
        || path.display().to_string(),
        |s| s.to_string_lossy().into(),
    )
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Human => f.write_str("Human"),
            Player::Computer(l) => write!(f, "Computer ({})", l.name()),
            Player::Engine(path) => f.write_str(&program_name(path)),
        }
    }
}

impl FromStr for Player {
    type Err = String;

    /// `human`, `computer:normal`, just a level name, or `engine:PATH`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("human") {
            return Ok(Player::Human);
        }
        if let Some(path) = s.strip_prefix("engine:") {
            let path = path.trim();
            if path.is_empty() {
                return Err("engine: needs the engine's program, e.g. engine:stockfish".into());
            }
            return Ok(Player::Engine(PathBuf::from(path)));
        }
        let level = s.strip_prefix("computer:").unwrap_or(s);
        level.parse::<Level>().map(Player::Computer).map_err(|_| {
            format!(
                "unknown player '{s}': use human, a level (gentle, easy, normal, hard, master) \
                 or engine:PATH"
            )
        })
    }
}

/// Which side the player takes against the computer (the new game dialog, `--color`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColorChoice {
    #[default]
    White,
    Black,
    Random,
}

/// A coin toss for a random colour: the clock's nanoseconds, fair enough for this and
/// different on every call that matters (a person starting a game).
pub fn coin() -> bool {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .is_ok_and(|d| d.subsec_nanos() % 2 == 0)
}

impl ColorChoice {
    /// The players (white, black) of a game against `opponent` (`Player::Human`: two
    /// players at one board); `heads` decides a random colour (see [`coin`]).
    pub fn seats(self, opponent: Player, heads: bool) -> (Player, Player) {
        let human_white = match self {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => heads,
        };
        match opponent {
            Player::Human => (Player::Human, Player::Human),
            computer if human_white => (Player::Human, computer),
            computer => (computer, Player::Human),
        }
    }
}

impl FromStr for ColorChoice {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "white" => Ok(ColorChoice::White),
            "black" => Ok(ColorChoice::Black),
            "random" => Ok(ColorChoice::Random),
            _ => Err(format!("unknown colour '{s}': use white, black or random")),
        }
    }
}

/// What a session is made of besides the game: who plays, the clock, the side shown at
/// the bottom and the mode. A new game, a rematch and a loaded game are each a `Setup`
/// and a `Game` given to [`Session::start`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setup {
    pub white: Player,
    pub black: Player,
    pub control: TimeControl,
    pub view: Color,
    pub tournament: bool,
}

impl Setup {
    /// Seen from the human's side (White's when both or neither side is human), not in
    /// tournament mode.
    pub fn new(white: Player, black: Player, control: TimeControl) -> Self {
        let view = if white.is_human() || !black.is_human() {
            Color::White
        } else {
            Color::Black
        };
        Setup {
            white,
            black,
            control,
            view,
            tournament: false,
        }
    }

    /// The same opponents with colours swapped (the view with them), same clock and mode.
    pub fn rematch(self) -> Self {
        Setup {
            tournament: self.tournament,
            ..Setup::new(self.black, self.white, self.control)
        }
    }
}
