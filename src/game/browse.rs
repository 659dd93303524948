//! Browsing earlier positions (not the post-game review, which is `review`): clicking a move in the list (or ← → Home End) shows the
//! position after it, read-only, while the game itself stays where it is. Pieces and
//! highlights show [`shown_ply`]; input is ignored until "back to game".

use bevy::prelude::*;
use gambit_engine::Game;
use shakmaty::Chess;

use crate::{
    AppSystems,
    game::{current::CurrentGame, messages::SessionReplaced},
};

/// The ply being looked at (0 = the start position), or `None` for the live game.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Browsing(pub Option<usize>);

/// Requests from the move list and the keys.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum BrowseCommand {
    /// Show the position after this many plies.
    Show(usize),
    Back,
    Forward,
    First,
    Last,
    /// Back to the game.
    Live,
}

impl Browsing {
    pub fn is_active(&self) -> bool {
        self.0.is_some()
    }
}

/// The ply whose position the board shows.
pub fn shown_ply(current: &CurrentGame, review: &Browsing) -> usize {
    let len = current.game().moves().len();
    review.0.map_or(len, |p| p.min(len))
}

/// The position the board shows.
pub fn shown_position<'a>(current: &'a CurrentGame, review: &Browsing) -> &'a Chess {
    let game: &Game = current.game();
    game.position_at(shown_ply(current, review))
        .unwrap_or_else(|| game.position())
}

/// The next review state after `command`; stepping onto the live position ends review.
pub fn step(review: Browsing, command: BrowseCommand, len: usize) -> Browsing {
    let at = review.0.unwrap_or(len).min(len);
    let next = match command {
        BrowseCommand::Show(p) => p.min(len),
        BrowseCommand::Back => at.saturating_sub(1),
        BrowseCommand::Forward => (at + 1).min(len),
        BrowseCommand::First => 0,
        BrowseCommand::Last | BrowseCommand::Live => len,
    };
    Browsing((next < len).then_some(next))
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Browsing>()
        .add_message::<BrowseCommand>()
        .add_systems(Update, apply.in_set(AppSystems::Input));
}

fn apply(
    mut commands: MessageReader<BrowseCommand>,
    current: Res<CurrentGame>,
    mut review: ResMut<Browsing>,
    mut replaced: MessageReader<SessionReplaced>,
) {
    let len = current.game().moves().len();
    // A new game or a take back ends the review.
    if replaced.read().count() > 0 && review.is_active() {
        *review = Browsing(None);
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
        let r = Browsing(None);
        assert_eq!(step(r, BrowseCommand::Back, 4), Browsing(Some(3)));
        assert_eq!(
            step(Browsing(Some(0)), BrowseCommand::Back, 4),
            Browsing(Some(0))
        );
        assert_eq!(
            step(Browsing(Some(3)), BrowseCommand::Forward, 4),
            Browsing(None)
        );
        assert_eq!(step(r, BrowseCommand::First, 4), Browsing(Some(0)));
        assert_eq!(
            step(Browsing(Some(1)), BrowseCommand::Last, 4),
            Browsing(None)
        );
        assert_eq!(step(r, BrowseCommand::Show(2), 4), Browsing(Some(2)));
        assert_eq!(step(r, BrowseCommand::Show(9), 4), Browsing(None));
        assert_eq!(step(r, BrowseCommand::Forward, 4), Browsing(None));
    }
}
