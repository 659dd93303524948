//! Where a puzzle of the player's own comes from, as values: the game's opponent, its day
//! and the move the puzzle starts at. The game words it in the player's language; the
//! English words are kept beside it in the file (`Record::source`) for older versions.

use serde::{Deserialize, Serialize};

use crate::search::Level;

/// The game a puzzle was cut from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSource {
    /// Who the player played; none: the player had both sides (at one computer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub against: Option<Opponent>,
    /// The day it was played: year, month (1–12), day.
    pub date: (i32, u32, u32),
    /// The move (as the game counts them) the puzzle starts at; 0 for a whole game.
    #[serde(default)]
    pub move_number: u32,
}

/// The other side of the player's game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Opponent {
    /// A level of the built-in engine, by its English name ("Easy").
    Computer(String),
    /// An external engine, by the name it gave.
    Engine(String),
}

impl Opponent {
    /// The built-in level, when it is one this version knows.
    pub fn level(&self) -> Option<Level> {
        match self {
            Opponent::Computer(name) => Level::ALL.into_iter().find(|l| l.name() == name),
            Opponent::Engine(_) => None,
        }
    }
}

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

impl GameSource {
    /// The same game, at the move a puzzle starts.
    pub fn at_move(&self, move_number: u32) -> GameSource {
        GameSource {
            move_number,
            ..self.clone()
        }
    }

    /// "Your game against Easy on 5 Dec 2026, move 12", in English.
    pub fn english(&self) -> String {
        let (year, month, day) = self.date;
        let month = MONTHS.get(month.wrapping_sub(1) as usize).unwrap_or(&"?");
        let mut text = match &self.against {
            Some(Opponent::Computer(name) | Opponent::Engine(name)) => {
                format!("Your game against {name} on {day} {month} {year}")
            }
            None => format!("Your game on {day} {month} {year}"),
        };
        if self.move_number > 0 {
            text.push_str(&format!(", move {}", self.move_number));
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_source_reads_as_before_in_english_and_keeps_its_values() {
        let game = GameSource {
            against: Some(Opponent::Computer("Easy".into())),
            date: (2026, 12, 5),
            move_number: 0,
        };
        assert_eq!(game.english(), "Your game against Easy on 5 Dec 2026");
        assert_eq!(
            game.at_move(12).english(),
            "Your game against Easy on 5 Dec 2026, move 12"
        );
        assert_eq!(game.against.as_ref().unwrap().level(), Some(Level::Easy));
        let own = GameSource {
            against: None,
            date: (2026, 1, 31),
            move_number: 3,
        };
        assert_eq!(own.english(), "Your game on 31 Jan 2026, move 3");
        let json = serde_json::to_string(&own).unwrap();
        assert_eq!(serde_json::from_str::<GameSource>(&json).unwrap(), own);
    }
}
