//! The single source of truth for the game: [`Rules`] wraps the rules core's `Game`.
//! Requests come in as [`MoveRequested`]; the result goes out as [`MoveApplied`] or
//! [`MoveRejected`]. Nothing here knows about entities or rendering.

use bevy::prelude::*;
use gambit_engine::{Game, IllegalMove, Played, rules::color_name};
use shakmaty::{CastlingSide, Move, Position, Role, Square};

use crate::AppSystems;

#[derive(Resource, Debug, Clone, Default)]
pub struct Rules {
    pub game: Game,
}

impl Rules {
    pub fn new(game: Game) -> Self {
        Rules { game }
    }
}

/// A request to play `from`→`to` (castling: the king's two-square move or onto its rook).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveRequested {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

/// A move the rules accepted and applied.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct MoveApplied(pub Played);

impl MoveApplied {
    /// Where the moving piece starts and lands (for castling, the king's squares).
    pub fn from_to(&self) -> (Square, Square) {
        move_squares(&self.0)
    }
}

/// A request the rules refused, with the rules core's reason.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct MoveRejected {
    pub from: Square,
    pub to: Square,
    pub reason: IllegalMove,
}

/// Start over, from the standard position or a given game.
#[derive(Message, Debug, Clone)]
pub struct NewGame(pub Game);

/// The moving piece's from and to squares; castling is reported as the king's move.
pub fn move_squares(played: &Played) -> (Square, Square) {
    match played.mv {
        Move::Castle { king, rook } => (
            king,
            CastlingSide::from_king_side(rook > king).king_to(played.color),
        ),
        mv => (mv.from().unwrap_or(mv.to()), mv.to()),
    }
}

/// The last move's from/to squares, for the highlight.
pub fn last_move_squares(game: &Game) -> Option<(Square, Square)> {
    let ply = game.moves().len().checked_sub(1)?;
    let mv = game.moves()[ply];
    let color = game.position_at(ply)?.turn();
    Some(match mv {
        Move::Castle { king, rook } => (
            king,
            CastlingSide::from_king_side(rook > king).king_to(color),
        ),
        mv => (mv.from().unwrap_or(mv.to()), mv.to()),
    })
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Rules>()
        .add_message::<MoveRequested>()
        .add_message::<MoveApplied>()
        .add_message::<MoveRejected>()
        .add_message::<NewGame>()
        .add_systems(
            Update,
            (start_new_game, apply_requests)
                .chain()
                .in_set(AppSystems::Rules),
        );
}

fn start_new_game(mut games: MessageReader<NewGame>, mut rules: ResMut<Rules>) {
    if let Some(NewGame(game)) = games.read().last() {
        rules.game = game.clone();
    }
}

/// Validates each request with the rules core, in order, and reports the outcome.
fn apply_requests(
    mut requests: MessageReader<MoveRequested>,
    mut rules: ResMut<Rules>,
    mut applied: MessageWriter<MoveApplied>,
    mut rejected: MessageWriter<MoveRejected>,
) {
    for req in requests.read() {
        match rules.game.play(req.from, req.to, req.promotion) {
            Ok(played) => {
                info!("{} played {}", color_name(played.color), played.san);
                applied.write(MoveApplied(played));
            }
            Err(reason) => {
                info!("{}{} refused: {reason}", req.from, req.to);
                rejected.write(MoveRejected {
                    from: req.from,
                    to: req.to,
                    reason,
                });
            }
        }
    }
}
