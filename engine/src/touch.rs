//! Touch-move (the Laws' "Touch-move", for tournament mode): pieces the player to move has
//! touched this turn, and which moves that still allows.
//!
//! - Touching your own pieces: move the first touched piece that can move.
//! - Touching opponent pieces: capture the first touched piece that can be captured.
//! - One of each: capture that piece with yours; if that is not legal, move or capture the
//!   first touched piece that can be moved or captured.
//! - If none of the touched pieces can be moved or captured, any legal move.
//!
//! Castling counts as a king move, so touching the rook first rules it out.

use shakmaty::{Move, Position, Square};

use crate::Game;

/// The touches of the current turn, in order. Clear it after every move.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Touches {
    touched: Vec<Square>,
}

/// What the touches oblige the player to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Duty {
    /// Move the piece on this square.
    Move(Square),
    /// Capture the piece on this square (with any piece).
    Capture(Square),
    /// Capture the piece on `target` with the piece on `with`.
    CaptureWith { with: Square, target: Square },
}

/// The square a move's piece starts from (the king's for castling).
fn mover_square(mv: &Move) -> Square {
    mv.from().expect("chess moves have a from square")
}

/// The square of the piece a move captures (the passed pawn's for en passant).
fn captured_square(mv: &Move) -> Option<Square> {
    match *mv {
        Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
        Move::Normal {
            capture: Some(_),
            to,
            ..
        } => Some(to),
        _ => None,
    }
}

impl Touches {
    pub fn clear(&mut self) {
        self.touched.clear();
    }

    pub fn is_empty(&self) -> bool {
        self.touched.is_empty()
    }

    /// Records a touch of the piece on `sq` (empty squares and repeats do not count).
    pub fn touch(&mut self, game: &Game, sq: Square) {
        if game.position().board().piece_at(sq).is_some() && !self.touched.contains(&sq) {
            self.touched.push(sq);
        }
    }

    /// What the player must do now, if anything.
    pub fn duty(&self, game: &Game) -> Option<Duty> {
        let pos = game.position();
        let me = pos.turn();
        let legal = pos.legal_moves();
        let own = |sq: &Square| pos.board().color_at(*sq) == Some(me);
        let can_move = |sq: Square| legal.iter().any(|m| mover_square(m) == sq);
        let can_take = |sq: Square| legal.iter().any(|m| captured_square(m) == Some(sq));
        let first_own = self.touched.iter().copied().find(own);
        let first_theirs = self.touched.iter().copied().find(|s| !own(s));
        if let (Some(with), Some(target)) = (first_own, first_theirs)
            && legal
                .iter()
                .any(|m| mover_square(m) == with && captured_square(m) == Some(target))
        {
            return Some(Duty::CaptureWith { with, target });
        }
        self.touched.iter().find_map(|&sq| {
            if own(&sq) {
                can_move(sq).then_some(Duty::Move(sq))
            } else {
                can_take(sq).then_some(Duty::Capture(sq))
            }
        })
    }

    /// Whether the touches allow `mv`; otherwise the duty it breaks.
    pub fn allows(&self, game: &Game, mv: &Move) -> Result<(), Duty> {
        let Some(duty) = self.duty(game) else {
            return Ok(());
        };
        let ok = match duty {
            Duty::Move(sq) => mover_square(mv) == sq,
            Duty::Capture(sq) => captured_square(mv) == Some(sq),
            Duty::CaptureWith { with, target } => {
                mover_square(mv) == with && captured_square(mv) == Some(target)
            }
        };
        if ok { Ok(()) } else { Err(duty) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(fen: &str) -> Game {
        Game::from_fen(fen).unwrap()
    }

    fn mv(g: &Game, text: &str) -> Move {
        g.resolve_text(text).unwrap()
    }

    #[test]
    fn no_touch_allows_anything() {
        let g = Game::new();
        let t = Touches::default();
        assert_eq!(t.duty(&g), None);
        assert!(t.allows(&g, &mv(&g, "e4")).is_ok());
    }

    #[test]
    fn touched_own_piece_must_move() {
        let g = Game::new();
        let mut t = Touches::default();
        t.touch(&g, Square::G1);
        t.touch(&g, Square::E2);
        assert_eq!(t.duty(&g), Some(Duty::Move(Square::G1)));
        assert!(t.allows(&g, &mv(&g, "Nf3")).is_ok());
        assert_eq!(t.allows(&g, &mv(&g, "e4")), Err(Duty::Move(Square::G1)));
        assert!(t.duty(&g).is_some());
    }

    #[test]
    fn immobile_piece_does_not_bind() {
        // The rook on a1 cannot move at the start; the next touched piece binds.
        let g = Game::new();
        let mut t = Touches::default();
        t.touch(&g, Square::A1);
        assert_eq!(t.duty(&g), None);
        t.touch(&g, Square::B1);
        assert_eq!(t.duty(&g), Some(Duty::Move(Square::B1)));
    }

    #[test]
    fn touched_opponent_piece_must_be_captured() {
        // After 1. e4 d5 White touches the d5 pawn: exd5 or Qxd5? Only exd5 is legal here.
        let mut g = Game::new();
        for m in ["e4", "d5"] {
            g.play_text(m).unwrap();
        }
        let mut t = Touches::default();
        t.touch(&g, Square::D5);
        assert_eq!(t.duty(&g), Some(Duty::Capture(Square::D5)));
        assert!(t.allows(&g, &mv(&g, "exd5")).is_ok());
        assert!(t.allows(&g, &mv(&g, "e5")).is_err());
    }

    #[test]
    fn own_and_opponent_means_capture_with_that_piece() {
        // White queen d1 and pawn e4 can both take d5; touching the queen then d5 binds Qxd5.
        let g = game("4k3/8/8/3p4/4P3/8/8/3QK3 w - - 0 1");
        let mut t = Touches::default();
        t.touch(&g, Square::D1);
        t.touch(&g, Square::D5);
        assert_eq!(
            t.duty(&g),
            Some(Duty::CaptureWith {
                with: Square::D1,
                target: Square::D5
            })
        );
        assert!(t.allows(&g, &mv(&g, "Qxd5")).is_ok());
        assert!(t.allows(&g, &mv(&g, "exd5")).is_err());
        assert!(t.allows(&g, &mv(&g, "Qd2")).is_err());
    }

    #[test]
    fn own_and_opponent_without_capture_falls_back_to_first_touched() {
        // The king on e1 cannot take d5; it was touched first and can move, so it must.
        let g = game("4k3/8/8/3p4/4P3/8/8/3QK3 w - - 0 1");
        let mut t = Touches::default();
        t.touch(&g, Square::E1);
        t.touch(&g, Square::D5);
        assert_eq!(t.duty(&g), Some(Duty::Move(Square::E1)));
    }

    #[test]
    fn rook_touched_first_forbids_castling() {
        let g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let mut t = Touches::default();
        t.touch(&g, Square::H1);
        t.touch(&g, Square::E1);
        assert_eq!(t.duty(&g), Some(Duty::Move(Square::H1)));
        assert!(t.allows(&g, &mv(&g, "O-O")).is_err());
        assert!(t.allows(&g, &mv(&g, "Rh2")).is_ok());
        // King first: castling is a king move.
        let mut k = Touches::default();
        k.touch(&g, Square::E1);
        assert!(k.allows(&g, &mv(&g, "O-O")).is_ok());
    }

    #[test]
    fn en_passant_captures_the_touched_pawn() {
        let g = game("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        let mut t = Touches::default();
        t.touch(&g, Square::D5);
        assert_eq!(t.duty(&g), Some(Duty::Capture(Square::D5)));
        assert!(t.allows(&g, &mv(&g, "exd6")).is_ok());
    }
}
