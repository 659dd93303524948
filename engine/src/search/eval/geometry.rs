//! Board geometry from one side's point of view.

use shakmaty::{Bitboard, Color, File, Square};

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
    // Shifts of the whole set; the masks keep captures from wrapping round the board.
    let (not_a, not_h) = (
        !Bitboard::from_file(File::A).0,
        !Bitboard::from_file(File::H).0,
    );
    let p = pawns.0;
    Bitboard(match color {
        Color::White => ((p & not_a) << 7) | ((p & not_h) << 9),
        Color::Black => ((p & not_a) >> 9) | ((p & not_h) >> 7),
    })
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

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::attacks::pawn_attacks;

    #[test]
    fn pawn_attack_span_is_the_union_of_each_pawns_attacks() {
        // Every file, edges included, for both colours.
        let pawns = Bitboard(0x00ff_0000_a581_ff00);
        for color in [Color::White, Color::Black] {
            let mut each = Bitboard(0);
            for sq in pawns {
                each |= pawn_attacks(color, sq);
            }
            assert_eq!(pawn_attack_span(pawns, color), each, "{color:?}");
        }
    }
}
