//! Playing with the keyboard alone: a square cursor on the board. The keymap moves it
//! (arrows, in the player's orientation) and presses it (Enter, Space), which is a click on
//! its square for the selection, so the same referee answers. It starts on the king's
//! pawn of the side to move (so Enter Up Up Enter plays 1. e4) and stays where it was
//! pressed last: on the square the player's piece went to, whatever the opponent does.

use bevy::prelude::*;
use shakmaty::{Color, File, Rank, Square};

use super::{messages::NewSession, referee::BoardReferee, selection::SquareClicked};
use crate::AppSystems;

/// The keyboard's square; `None` until a key first uses it.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct KeyCursor(pub Option<Square>);

/// A key for the cursor: a step in White's orientation (files right, ranks up; the
/// keymap turns the arrows for a player seated at Black), or a press on its square.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum CursorCommand {
    Step { files: i8, ranks: i8 },
    Press,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<KeyCursor>()
        .add_message::<CursorCommand>()
        .add_systems(Update, (steer, forget).in_set(AppSystems::Input));
}

/// A new game starts the cursor again on its king's pawn.
fn forget(mut sessions: MessageReader<NewSession>, mut cursor: ResMut<KeyCursor>) {
    if sessions.read().count() > 0 && cursor.0.is_some() {
        cursor.0 = None;
    }
}

/// Where the cursor starts: the king's pawn of the side to move.
pub fn start(turn: Color) -> Square {
    let rank = match turn {
        Color::White => Rank::Second,
        Color::Black => Rank::Seventh,
    };
    Square::from_coords(File::E, rank)
}

/// `sq` moved by a step, staying on the board.
pub fn stepped(sq: Square, files: i8, ranks: i8) -> Square {
    let f = (u32::from(sq.file()) as i32 + i32::from(files)).clamp(0, 7);
    let r = (u32::from(sq.rank()) as i32 + i32::from(ranks)).clamp(0, 7);
    Square::from_coords(File::new(f as u32), Rank::new(r as u32))
}

fn steer(
    mut commands: MessageReader<CursorCommand>,
    mut cursor: ResMut<KeyCursor>,
    referee: BoardReferee,
    mut clicks: MessageWriter<SquareClicked>,
) {
    for &command in commands.read() {
        let turn = referee.active().map_or(Color::White, |r| r.turn());
        let at = cursor.0.unwrap_or_else(|| start(turn));
        match command {
            // The first key shows the cursor where it starts.
            CursorCommand::Step { .. } if cursor.0.is_none() => cursor.0 = Some(at),
            CursorCommand::Step { files, ranks } => cursor.0 = Some(stepped(at, files, ranks)),
            CursorCommand::Press => {
                cursor.0 = Some(at);
                clicks.write(SquareClicked(at));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cursor_starts_on_the_kings_pawn_and_stays_on_the_board() {
        assert_eq!(start(Color::White), Square::E2);
        assert_eq!(start(Color::Black), Square::E7);
        assert_eq!(stepped(Square::E2, 0, 2), Square::E4);
        assert_eq!(stepped(Square::A1, -1, -1), Square::A1);
        assert_eq!(stepped(Square::H8, 3, 1), Square::H8);
    }
}
