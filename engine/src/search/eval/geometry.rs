//! Board geometry from one side's point of view.

use shakmaty::{Bitboard, Color, File, Square, attacks::pawn_attacks};

pub(super) fn relative_sq(color: Color, sq: Square) -> usize {
    // Tables are laid out rank 8 first.
    match color {
        Color::White => sq.to_usize() ^ 56,
        Color::Black => sq.to_usize(),
    }
}

pub(super) fn file_bb(file: File) -> Bitboard {
    Bitboard::from_file(file)
}

pub(super) fn adjacent_files(file: File) -> Bitboard {
    let mut bb = Bitboard(0);
    if let Some(f) = file.offset(-1) {
        bb |= file_bb(f);
    }
    if let Some(f) = file.offset(1) {
        bb |= file_bb(f);
    }
    bb
}

/// Squares strictly in front of `sq` from `color`'s view, on the same file.
pub(super) fn front_span(color: Color, sq: Square) -> Bitboard {
    let f = file_bb(sq.file());
    let r = sq.rank() as u32;
    let ahead = match color {
        Color::White => {
            if r == 7 {
                0
            } else {
                !0u64 << (8 * (r + 1))
            }
        }
        Color::Black => {
            if r == 0 {
                0
            } else {
                !0u64 >> (8 * (8 - r))
            }
        }
    };
    f & Bitboard(ahead)
}

pub(super) fn pawn_attack_span(pawns: Bitboard, color: Color) -> Bitboard {
    let mut bb = Bitboard(0);
    for sq in pawns {
        bb |= pawn_attacks(color, sq);
    }
    bb
}

pub(super) fn relative_rank(color: Color, sq: Square) -> usize {
    match color {
        Color::White => sq.rank() as usize,
        Color::Black => 7 - sq.rank() as usize,
    }
}

/// Squares on ranks strictly ahead of `sq`'s rank from `color`'s view.
pub(super) fn front_of_rank(color: Color, sq: Square) -> Bitboard {
    let r = sq.rank() as u32;
    match color {
        Color::White if r < 7 => Bitboard(!0u64 << (8 * (r + 1))),
        Color::Black if r > 0 => Bitboard(!0u64 >> (8 * (8 - r))),
        _ => Bitboard(0),
    }
}
