//! History heuristics: killers, butterfly and continuation history of quiet
//! moves, and capture history.

use shakmaty::{Color, Move};

use super::{Ctx, tt};

pub(super) fn is_quiet(m: Move) -> bool {
    !m.is_capture() && !m.is_promotion()
}

pub(super) fn history_index(turn: Color, m: Move) -> usize {
    let from = m.from().map_or(0, |s| s.to_usize());
    let to = m.to().to_usize();
    (turn as usize) * 4096 + from * 64 + to
}

/// Piece (colour and role) and destination of a move: 768 values.
pub(super) fn piece_to(turn: Color, m: Move) -> usize {
    ((turn as usize) * 6 + (m.role() as usize - 1)) * 64 + m.to().to_usize()
}

/// `Ctx::moved` entry for a null move or before the root (no continuation).
/// Its continuation row, the last, stays zero: reading it adds nothing, so
/// lookups need no branch.
pub(super) const NO_PIECE_TO: usize = 768;

/// Size of the continuation history: a row per `piece_to` and the empty row.
pub(super) const CONT_SIZE: usize = 769 * 768;

/// Capture history index of a capture: its piece_to and the role taken.
pub(super) fn capture_index(turn: Color, m: Move) -> Option<usize> {
    m.capture()
        .map(|c| piece_to(turn, m) * 6 + (c as usize - 1))
}

/// What a cutoff at `depth` teaches: linear in depth, so that the many
/// shallow cutoffs teach more than 16·depth² let them (200 against 64 at
/// depth 2).
fn bonus(depth: i32) -> i32 {
    (150 * depth - 100).min(1800)
}

/// Moves a history value by `b`, less the closer it is to its bound.
fn apply(h: &mut i32, b: i32) {
    *h += b - *h * b.abs() / 16384;
}

impl Ctx<'_> {
    /// After a cutoff at `depth` (by `best` when it is a capture): rewards
    /// it and punishes the captures `tried` before it.
    pub(super) fn reward_captures(
        &mut self,
        turn: Color,
        best: Option<Move>,
        depth: i32,
        tried: &[Option<Move>],
    ) {
        let bonus = bonus(depth);
        if let Some(i) = best.and_then(|m| capture_index(turn, m)) {
            apply(&mut self.capt[i], bonus);
        }
        for i in tried
            .iter()
            .flatten()
            .filter_map(|&q| capture_index(turn, q))
        {
            apply(&mut self.capt[i], -bonus);
        }
    }

    pub(super) fn reward_quiet(
        &mut self,
        turn: Color,
        m: Move,
        ply: usize,
        depth: i32,
        tried: &[Option<Move>],
    ) {
        let code = tt::encode_move(m);
        let k = &mut self.killers[ply];
        if k[0] != code {
            k[1] = k[0];
            k[0] = code;
        }
        let bonus = bonus(depth);
        apply(&mut self.history[history_index(turn, m)], bonus);
        for q in tried.iter().flatten() {
            apply(&mut self.history[history_index(turn, *q)], -bonus);
        }
        for row in self.continuation_rows(ply) {
            if row == NO_PIECE_TO * 768 {
                continue;
            }
            apply(&mut self.cont[row + piece_to(turn, m)], bonus);
            for q in tried.iter().flatten() {
                apply(&mut self.cont[row + piece_to(turn, *q)], -bonus);
            }
        }
    }

    /// Continuation history rows of the moves one, two and four plies
    /// before the node at `ply` (the empty row where there is none).
    pub(super) fn continuation_rows(&self, ply: usize) -> [usize; 3] {
        let at = |back: usize| ply.checked_sub(back).map_or(NO_PIECE_TO, |p| self.moved[p]) * 768;
        [at(1), at(2), at(4)]
    }

    /// Butterfly plus continuation history of a quiet move.
    /// `rows`: [`Ctx::continuation_rows`] of the node.
    #[inline]
    pub(super) fn quiet_history(&self, turn: Color, m: Move, rows: [usize; 3]) -> i32 {
        let pt = piece_to(turn, m);
        self.history[history_index(turn, m)]
            + self.cont[rows[0] + pt]
            + self.cont[rows[1] + pt]
            + self.cont[rows[2] + pt]
    }
}
