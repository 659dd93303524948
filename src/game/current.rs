//! The single source of truth for the game: [`CurrentGame`] wraps the rules core's
//! `Session` (the `Game`, who plays each side, the clock); `rules.rs` applies requests to
//! it. Everything in the crate reads it from here.

use std::time::Duration;

use bevy::prelude::*;
use gambit_engine::{
    Game, Played,
    clock::TimeControl,
    session::{Player, Session},
};
use shakmaty::Square;

use super::messages::PositionId;

#[derive(Resource, Debug, Clone)]
pub struct CurrentGame {
    pub session: Session,
    /// Bumped whenever the game changes other than by a move (new game, take back), so
    /// work started on the old position (a search) knows it is stale.
    pub generation: u64,
}

impl Default for CurrentGame {
    fn default() -> Self {
        CurrentGame::new(Game::new())
    }
}

impl CurrentGame {
    /// Two players at one board, no clock.
    pub fn new(game: Game) -> Self {
        CurrentGame::from_session(Session::new(
            game,
            Player::Human,
            Player::Human,
            TimeControl::None,
            Duration::ZERO,
        ))
    }

    pub fn from_session(session: Session) -> Self {
        CurrentGame {
            session,
            generation: 0,
        }
    }

    pub fn game(&self) -> &Game {
        self.session.game()
    }

    /// The exact moment the board is at: work started here (a search) is valid only while
    /// this stays the same.
    pub fn position_id(&self) -> PositionId {
        let game = self.game();
        PositionId {
            generation: self.generation,
            ply: game.moves().len(),
            key: game.keys().last().copied().unwrap_or_default(),
        }
    }
}

/// Computer decisions dropped because the game had moved on. Stays zero when the play
/// loop is exact; the self-play tests check it.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct StaleDecisions(pub u64);

/// Real time since start-up, the clock model's "now".
pub fn now(time: &Time<Real>) -> Duration {
    time.elapsed()
}

/// The moving piece's from and to squares; castling is reported as the king's move.
pub fn move_squares(played: &Played) -> (Square, Square) {
    gambit_engine::game::move_squares(played.mv, played.color)
}

/// The last move's from/to squares, for the highlight.
pub fn last_move_squares(game: &Game) -> Option<(Square, Square)> {
    game.move_squares_at(game.moves().len().checked_sub(1)?)
}
