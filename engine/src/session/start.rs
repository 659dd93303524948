//! Sessions made from other sessions or games, for the dialogs that start them: a
//! rematch, a loaded game continued from one of its moves, a game set up for review.

use std::time::Duration;

use super::{Player, Session, Setup};
use crate::{Game, clock::TimeControl};

impl Session {
    /// The same opponents with colours swapped, from the same start position and clock.
    pub fn rematch(&self, now: Duration) -> Session {
        let game = Game::from_position(self.game().start_position().clone());
        Session::start(game, self.setup().rematch(), now)
    }

    /// `game` cut at `ply`, to go on with `setup`'s players and clock.
    pub fn continue_from(game: &Game, ply: usize, setup: Setup, now: Duration) -> Session {
        let mut game = game.clone();
        while game.moves().len() > ply {
            game.undo();
        }
        Session::start(game, setup, now)
    }

    /// A whole game on the board to be looked at: two people at this computer and no
    /// clock, so nobody moves or loses on time meanwhile.
    pub fn for_review(game: Game, now: Duration) -> Session {
        let setup = Setup::new(Player::Human, Player::Human, TimeControl::None);
        Session::start(game, setup, now)
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Color;

    use super::*;
    use crate::search::Level;

    fn vs_hard() -> Session {
        Session::new(
            Game::new(),
            Player::Human,
            Player::Computer(Level::Hard),
            TimeControl::None,
            Duration::ZERO,
        )
    }

    #[test]
    fn a_rematch_swaps_colours() {
        let r = vs_hard().rematch(Duration::ZERO);
        assert_eq!(r.player(Color::White), Player::Computer(Level::Hard));
        assert_eq!(r.player(Color::Black), Player::Human);
    }

    #[test]
    fn a_game_goes_on_from_any_move_with_the_players_given() {
        let mut game = Game::new();
        for san in ["e4", "e5", "Nf3"] {
            let mv = game.resolve_text(san).unwrap();
            game.play_move(mv).unwrap();
        }
        let s = Session::continue_from(&game, 2, vs_hard().setup(), Duration::ZERO);
        assert_eq!(s.game().san_moves(), vec!["e4", "e5"]);
        assert_eq!(s.player(Color::Black), Player::Computer(Level::Hard));
        let r = Session::for_review(game, Duration::ZERO);
        assert_eq!(r.game().moves().len(), 3);
        assert!(r.player(Color::White).is_human() && r.player(Color::Black).is_human());
        assert!(!r.clock().is_timed());
    }
}
