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

/// `Ctx::moved` entry for a null move (no continuation).
pub(super) const NO_PIECE_TO: usize = usize::MAX;

/// Capture history index of a capture: its piece_to and the role taken.
pub(super) fn capture_index(turn: Color, m: Move) -> Option<usize> {
    m.capture()
        .map(|c| piece_to(turn, m) * 6 + (c as usize - 1))
}

/// What a cutoff at `depth` teaches.
fn bonus(depth: i32) -> i32 {
    (depth * depth * 16).min(1600)
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
        for prev in self.previous_moves(ply).into_iter().flatten() {
            let row = prev * 768;
            apply(&mut self.cont[row + piece_to(turn, m)], bonus);
            for q in tried.iter().flatten() {
                apply(&mut self.cont[row + piece_to(turn, *q)], -bonus);
            }
        }
    }

    /// `piece_to` of the moves one and two plies before the node at `ply`.
    pub(super) fn previous_moves(&self, ply: usize) -> [Option<usize>; 2] {
        let at = |back: usize| {
            ply.checked_sub(back)
                .map(|p| self.moved[p])
                .filter(|&k| k != NO_PIECE_TO)
        };
        [at(1), at(2)]
    }

    /// Butterfly plus continuation history of a quiet move.
    /// `prev`: [`Ctx::previous_moves`] of the node.
    pub(super) fn quiet_history(&self, turn: Color, m: Move, prev: [Option<usize>; 2]) -> i32 {
        let pt = piece_to(turn, m);
        let mut h = self.history[history_index(turn, m)];
        for prev in prev.into_iter().flatten() {
            h += self.cont[prev * 768 + pt];
        }
        h
    }
}
