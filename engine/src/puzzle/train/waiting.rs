//! Finished games of the player's not yet looked through for puzzles. They are kept in the
//! training as soon as a game ends, and taken out once its puzzles are found, so a program
//! closed or killed before the search finished looks again at the next start.

use serde::{Deserialize, Serialize};
use shakmaty::{CastlingMode, Color};

use super::super::GameSource;
use crate::{Game, game::fen_of};

/// One finished game waiting to be looked through.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WaitingGame {
    /// Where the game started (FEN).
    pub fen: String,
    /// Its moves, in UCI.
    pub moves: Vec<String>,
    /// Whether the player had White, Black (both at one computer).
    pub white: bool,
    pub black: bool,
    /// Words for where its puzzles come from ("Your game against Easy on 5 Dec 2026").
    pub source: String,
    /// The same as values (none in files before them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_game: Option<GameSource>,
}

impl WaitingGame {
    pub fn new(game: &Game, sides: &[Color], from_game: GameSource) -> WaitingGame {
        WaitingGame {
            fen: fen_of(game.start_position()),
            moves: game
                .moves()
                .iter()
                .map(|m| m.to_uci(CastlingMode::Standard).to_string())
                .collect(),
            white: sides.contains(&Color::White),
            black: sides.contains(&Color::Black),
            source: from_game.english(),
            from_game: Some(from_game),
        }
    }

    /// The player's sides.
    pub fn sides(&self) -> Vec<Color> {
        [(Color::White, self.white), (Color::Black, self.black)]
            .into_iter()
            .filter_map(|(c, had)| had.then_some(c))
            .collect()
    }

    /// The game replayed; none when its start or a move can't be played (a damaged file).
    pub fn game(&self) -> Option<Game> {
        let mut game = Game::from_fen(&self.fen).ok()?;
        for mv in &self.moves {
            let mv = game.resolve_uci(mv).ok()?;
            game.play_move(mv).ok()?;
        }
        Some(game)
    }

    /// The same game (its start and moves), whatever its words.
    pub fn same_game(&self, other: &WaitingGame) -> bool {
        self.fen == other.fen && self.moves == other.moves
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_waiting_game_is_replayed_as_it_was() {
        let mut game = Game::new();
        game.play_line("f3 e5 g4 Qh4#").unwrap();
        let w = WaitingGame::new(
            &game,
            &[Color::White],
            crate::puzzle::GameSource {
                against: None,
                date: (2026, 12, 5),
                move_number: 0,
            },
        );
        assert_eq!(w.sides(), [Color::White]);
        let back = w.game().unwrap();
        assert_eq!(back.moves(), game.moves());
        assert!(back.is_over());
        let mut damaged = w.clone();
        damaged.moves[1] = "e2e9".into();
        assert!(damaged.game().is_none());
        assert!(damaged.same_game(&damaged.clone()) && !damaged.same_game(&w));
    }
}
