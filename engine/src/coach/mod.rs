//! The coach: cheap tactical remarks for the player, made on the main thread between
//! frames (a few move generations and static exchange evaluations, well under a
//! millisecond; no search).
//!
//! - [`warn`]: before the player's move is made: does it leave a piece en prise
//!   ([`Warning::EnPrise`]) or allow mate in one ([`Warning::MateInOne`])? Worded by
//!   [`Warning::sentence`]: "Your queen on d1 could be taken by the bishop on g4",
//!   "This allows mate in one: Qxf7#".
//! - [`threat`]: after the computer's reply: what the side that just moved threatens if
//!   it could move again (null-move idea): mate in one or a capture that wins material.
//!   [`Threat::sentence`]: "Black threatens Qxf2 mate", "Black threatens to take the
//!   knight on f3".
//! - [`explain`]: why a hint move is good: it mates, wins material, promotes, threatens
//!   mate, saves or defends an attacked piece, threatens a piece, castles, develops,
//!   checks, trades, or (failing all of those) simply improves the position.
//!   [`Hint::sentence`]: "Nxe5 wins the pawn on e5."
//!
//! "Wins material" means a static exchange evaluation of at least [`MATERIAL`]
//! centipawns (a pawn), so knight-for-bishop trades are not called wins or losses.

mod hint;
mod threat;
mod warn;

use shakmaty::{Chess, Move, Position, Role, Square, san::SanPlus};

// The rules' names for pieces and sides, so the coach words them as the refusals do.
pub(crate) use crate::rules::{color_name, role_name};
use crate::search::see::see;

pub use hint::{Hint, HintReason, explain};
pub use threat::{Threat, threat};
pub use warn::{Warning, warn};

/// Least gain (centipawns, by static exchange) that counts as winning material.
pub const MATERIAL: i32 = 100;

/// A capture and what it wins by static exchange.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capture {
    pub mv: Move,
    /// The piece taken and where it stands (for en passant, the pawn's square).
    pub victim: Role,
    pub square: Square,
    /// The capturing piece and where it comes from.
    pub attacker: Role,
    pub from: Square,
    /// Material won by the whole exchange on that square, centipawns.
    pub gain: i32,
}

/// The side to move's most profitable capture by static exchange (ties: the more
/// valuable victim), whatever its gain.
pub(crate) fn best_capture(pos: &Chess) -> Option<Capture> {
    pos.capture_moves()
        .into_iter()
        .filter_map(|m| {
            let (victim, square) = match m {
                Move::EnPassant { from, to } => {
                    (Role::Pawn, Square::from_coords(to.file(), from.rank()))
                }
                Move::Normal {
                    capture: Some(role),
                    to,
                    ..
                } => (role, to),
                _ => return None,
            };
            Some(Capture {
                mv: m,
                victim,
                square,
                attacker: m.role(),
                from: m.from()?,
                gain: see(pos, m),
            })
        })
        .max_by_key(|c| (c.gain, crate::search::see::value(c.victim)))
}

/// A move that mates at once, if the side to move has one.
pub(crate) fn mate_in_one(pos: &Chess) -> Option<Move> {
    pos.legal_moves().into_iter().find(|&m| {
        let mut next = pos.clone();
        next.play_unchecked(m);
        next.is_checkmate()
    })
}

/// The position with the other side to move (a "null move"); `None` when the side to
/// move is in check (the question makes no sense then).
pub(crate) fn null_move(pos: &Chess) -> Option<Chess> {
    if pos.is_check() {
        return None;
    }
    pos.clone().swap_turn().ok()
}

pub(crate) fn san(pos: &Chess, m: Move) -> String {
    SanPlus::from_move(pos.clone(), m).to_string()
}

#[cfg(test)]
pub(crate) fn pos(fen: &str) -> Chess {
    crate::game::parse_fen(fen).unwrap()
}

#[cfg(test)]
pub(crate) fn after(moves: &str) -> Chess {
    let mut g = crate::game::Game::new();
    g.play_line(moves).unwrap();
    g.position().clone()
}

#[cfg(test)]
pub(crate) fn mv(p: &Chess, text: &str) -> Move {
    text.parse::<shakmaty::san::San>()
        .unwrap()
        .to_move(p)
        .unwrap()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn best_capture_by_exchange() {
        // White can take a defended pawn with the queen (loses) or a loose knight.
        let p = pos("4k3/8/3p4/1n2p3/8/8/4Q3/4K3 w - - 0 1");
        let c = best_capture(&p).unwrap();
        assert_eq!((c.victim, c.square), (Role::Knight, Square::B5));
        assert_eq!((c.attacker, c.from), (Role::Queen, Square::E2));
        assert_eq!(c.gain, 320);
        assert_eq!(best_capture(&Chess::default()), None);
    }

    #[test]
    fn mate_in_one_found() {
        let p = after("e4 e5 Bc4 Nc6 Qh5 Nf6");
        assert_eq!(mate_in_one(&p).map(|m| san(&p, m)), Some("Qxf7#".into()));
        assert_eq!(mate_in_one(&Chess::default()), None);
    }

    #[test]
    fn null_move_refused_in_check() {
        let p = pos("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1");
        assert!(null_move(&p).is_none());
        assert_eq!(
            null_move(&Chess::default()).unwrap().turn(),
            shakmaty::Color::Black
        );
    }
}
