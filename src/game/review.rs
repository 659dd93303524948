//! Reviewing earlier positions: clicking a move in the list (or ← → Home End) shows the
//! position after it, read-only, while the game itself stays where it is. Pieces and
//! highlights show [`shown_ply`]; input is ignored until "back to game".

use bevy::prelude::*;
use gambit_engine::Game;
use shakmaty::Chess;

use crate::{
    AppSystems,
    game::{messages::SessionReplaced, rules::Rules},
};

/// The ply being looked at (0 = the start position), or `None` for the live game.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Review(pub Option<usize>);

/// Requests from the move list and the keys.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewCommand {
    /// Show the position after this many plies.
    Show(usize),
    Back,
    Forward,
    First,
    Last,
    /// Back to the game.
    Live,
}

impl Review {
    pub fn is_active(&self) -> bool {
        self.0.is_some()
    }
}

/// The ply whose position the board shows.
pub fn shown_ply(rules: &Rules, review: &Review) -> usize {
    let len = rules.game().moves().len();
    review.0.map_or(len, |p| p.min(len))
}

/// The position the board shows.
pub fn shown_position<'a>(rules: &'a Rules, review: &Review) -> &'a Chess {
    let game: &Game = rules.game();
    game.position_at(shown_ply(rules, review))
        .unwrap_or_else(|| game.position())
}

/// The next review state after `command`; stepping onto the live position ends review.
pub fn step(review: Review, command: ReviewCommand, len: usize) -> Review {
    let at = review.0.unwrap_or(len).min(len);
    let next = match command {
        ReviewCommand::Show(p) => p.min(len),
        ReviewCommand::Back => at.saturating_sub(1),
        ReviewCommand::Forward => (at + 1).min(len),
        ReviewCommand::First => 0,
        ReviewCommand::Last | ReviewCommand::Live => len,
    };
    Review((next < len).then_some(next))
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Review>()
        .add_message::<ReviewCommand>()
        .add_systems(Update, apply.in_set(AppSystems::Input));
}

fn apply(
    mut commands: MessageReader<ReviewCommand>,
    rules: Res<Rules>,
    mut review: ResMut<Review>,
    mut replaced: MessageReader<SessionReplaced>,
) {
    let len = rules.game().moves().len();
    // A new game or a take back ends the review.
    if replaced.read().count() > 0 && review.is_active() {
        *review = Review(None);
    }
    for &command in commands.read() {
        let next = step(*review, command, len);
        if next != *review {
            *review = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_stay_in_the_game_and_end_at_live() {
        let r = Review(None);
        assert_eq!(step(r, ReviewCommand::Back, 4), Review(Some(3)));
        assert_eq!(
            step(Review(Some(0)), ReviewCommand::Back, 4),
            Review(Some(0))
        );
        assert_eq!(
            step(Review(Some(3)), ReviewCommand::Forward, 4),
            Review(None)
        );
        assert_eq!(step(r, ReviewCommand::First, 4), Review(Some(0)));
        assert_eq!(step(Review(Some(1)), ReviewCommand::Last, 4), Review(None));
        assert_eq!(step(r, ReviewCommand::Show(2), 4), Review(Some(2)));
        assert_eq!(step(r, ReviewCommand::Show(9), 4), Review(None));
        assert_eq!(step(r, ReviewCommand::Forward, 4), Review(None));
    }
}
