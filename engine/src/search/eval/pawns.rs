//! Pawn structure: isolated, backward, connected, doubled and passed pawns,
//! and a table that keeps the pawn-only terms of each pawn structure met (the
//! pawns change far less often than the pieces, so most lookups hit).

use shakmaty::{Bitboard, Board, Color, Square};

use super::{
    Acc, S, Sum, Weights,
    geometry::{adjacent_files, file_bb, front_of_rank, front_span, relative_rank},
    king::pawn_shield,
};

/// The terms of `color`'s pawns that depend on the pawns alone; returns its
/// passed pawns. `defended`: the squares our pawns attack.
pub(super) fn pawn_structure<A: Acc>(
    board: &Board,
    color: Color,
    defended: Bitboard,
    sign: i32,
    w: &Weights,
    acc: &mut A,
) -> Bitboard {
    let ours = board.pawns() & board.by_color(color);
    let theirs = board.pawns() & board.by_color(!color);
    let mut passers = Bitboard(0);
    for sq in ours {
        let file = sq.file();
        let front = front_span(color, sq);
        let adj = adjacent_files(file);
        let rr = relative_rank(color, sq);
        if (ours & adj).is_empty() {
            acc.add(&w.isolated, sign);
        } else if (theirs & file_bb(file)).is_empty()
            && (ours & adj & !front_of_rank(color, sq)).is_empty()
        {
            // Backward on a half-open file: no friendly pawn level or behind.
            acc.add(&w.backward_open, sign);
        }
        let beside = ours & adj & Bitboard::from_rank(sq.rank());
        if defended.contains(sq) || beside.any() {
            acc.add(&w.connected[rr], sign);
        }
        if (front & ours).any() {
            acc.add(&w.doubled, sign);
        }
        let mut block_zone = front;
        for f in [file.offset(-1), file.offset(1)].into_iter().flatten() {
            block_zone |= front_span(color, Square::from_coords(f, sq.rank()));
        }
        if (theirs & block_zone).is_empty() && (front & ours).is_empty() {
            acc.add(&w.passed[rr], sign);
            passers.add(sq);
        }
    }
    passers
}

/// The terms of `color`'s passed pawns that depend on the other pieces: a
/// free path, and the kings' distances to the stop square (endgames).
pub(super) fn passer_extras<A: Acc>(
    board: &Board,
    color: Color,
    passers: Bitboard,
    sign: i32,
    w: &Weights,
    acc: &mut A,
) {
    for sq in passers {
        let rr = relative_rank(color, sq);
        if (front_span(color, sq) & board.occupied()).is_empty() {
            acc.add(&w.passed_free[rr], sign);
        }
        if let Some(stop) = sq.offset(if color == Color::White { 8 } else { -8 }) {
            let our_k = board.king_of(color).map_or(4, |k| k.distance(stop) as i32);
            let their_k = board.king_of(!color).map_or(4, |k| k.distance(stop) as i32);
            acc.add(&w.passer_their_king[rr], their_k * sign);
            acc.add(&w.passer_our_king[rr], our_k * sign);
        }
    }
}

/// No king square: a shield not computed yet.
const NO_KING: u8 = 64;

#[derive(Clone, Copy, PartialEq, Eq)]
struct PawnEntry {
    /// The pawns this entry is for; both full (impossible) in an empty slot.
    white: Bitboard,
    black: Bitboard,
    /// Pawn-only terms, White's view, with `WEIGHTS`.
    score: S,
    passers: Bitboard,
    /// Per side: the king square the shield was computed for, and its terms
    /// (the shield depends only on the king and that side's pawns).
    shield: [(u8, S); 2],
}

const EMPTY: PawnEntry = PawnEntry {
    white: Bitboard::FULL,
    black: Bitboard::FULL,
    score: S(0, 0),
    passers: Bitboard::EMPTY,
    shield: [(NO_KING, S(0, 0)); 2],
};

/// A hash of both sides' pawns (its top bits index tables).
pub fn pawn_key(board: &Board) -> u64 {
    let white = board.pawns() & board.white();
    let black = board.pawns() & board.black();
    white.0.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ black.0.rotate_left(32).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
}

/// Pawn-structure table: exact (the pawns themselves are the key), so it
/// never changes an evaluation, only saves recomputing it.
#[derive(Clone, PartialEq, Eq)]
pub struct PawnTable {
    entries: Vec<PawnEntry>,
}

/// 2^12 entries of 56 bytes (224 KiB): small enough to stay in cache, and a
/// search meets far fewer pawn structures than that.
const BITS: u32 = 12;

impl Default for PawnTable {
    fn default() -> Self {
        PawnTable {
            entries: vec![EMPTY; 1 << BITS],
        }
    }
}

impl PawnTable {
    pub fn clear(&mut self) {
        self.entries.fill(EMPTY);
    }

    /// Pawn structure and king shield terms of `board` (White's view, with
    /// `w`, which must be `WEIGHTS`: entries don't know their weights) and
    /// both sides' passed pawns.
    pub(super) fn probe(
        &mut self,
        board: &Board,
        pawn_att: &[Bitboard; 2],
        kings: &[Option<Square>; 2],
        w: &Weights,
    ) -> (S, Bitboard) {
        let white = board.pawns() & board.white();
        let black = board.pawns() & board.black();
        let e = &mut self.entries[(pawn_key(board) >> (64 - BITS)) as usize];
        if e.white != white || e.black != black {
            let mut sum = Sum(S::default());
            let mut passers = Bitboard(0);
            for (ci, color) in [Color::White, Color::Black].into_iter().enumerate() {
                let sign = if ci == 0 { 1 } else { -1 };
                passers |= pawn_structure(board, color, pawn_att[ci], sign, w, &mut sum);
            }
            *e = PawnEntry {
                white,
                black,
                score: sum.0,
                passers,
                shield: EMPTY.shield,
            };
        }
        let mut score = e.score;
        for (ci, color) in [Color::White, Color::Black].into_iter().enumerate() {
            let Some(k) = kings[ci] else { continue };
            if e.shield[ci].0 != k as u8 {
                let mut sum = Sum(S::default());
                let sign = if ci == 0 { 1 } else { -1 };
                pawn_shield(board, color, k, sign, w, &mut sum);
                e.shield[ci] = (k as u8, sum.0);
            }
            score += e.shield[ci].1;
        }
        (score, e.passers)
    }
}
