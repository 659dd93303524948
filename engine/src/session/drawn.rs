//! The arrows and rings drawn on the game's positions, by ply: kept with the session,
//! saved in its PGN (`save.rs`), cut back with a take back.

use std::collections::BTreeMap;

use super::Session;
use crate::pgn::Drawing;

impl Session {
    /// What is drawn on the position after `ply` plies.
    pub fn drawing(&self, ply: usize) -> Option<&Drawing> {
        self.drawings.get(&ply)
    }

    /// Every drawing, by ply.
    pub fn drawings(&self) -> &BTreeMap<usize, Drawing> {
        &self.drawings
    }

    /// Keeps `drawing` on the position after `ply` plies (an empty one clears it); a ply
    /// beyond the game's is ignored.
    pub fn set_drawing(&mut self, ply: usize, drawing: Drawing) {
        if ply > self.game.moves().len() {
            return;
        }
        if drawing.is_empty() {
            self.drawings.remove(&ply);
        } else {
            self.drawings.insert(ply, drawing);
        }
    }

    /// This session with the drawings of a game read from a PGN.
    pub fn with_drawings(mut self, drawings: BTreeMap<usize, Drawing>) -> Session {
        for (ply, drawing) in drawings {
            self.set_drawing(ply, drawing);
        }
        self
    }
}
