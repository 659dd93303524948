//! King safety helpers: the zone attackers aim at, and the pawn shield.

use shakmaty::{Bitboard, Board, Color, Square, attacks::king_attacks};

use super::{
    Acc, Weights,
    geometry::{file_bb, front_span, relative_rank},
};

pub(super) fn king_zone(color: Color, king: Square) -> Bitboard {
    let zone = king_attacks(king) | Bitboard::from_square(king);
    // Include the squares two ranks in front of the king (a shift drops
    // what would leave the board).
    zone | match color {
        Color::White => Bitboard(zone.0 << 8),
        Color::Black => Bitboard(zone.0 >> 8),
    }
}

pub(super) fn pawn_shield<A: Acc>(
    board: &Board,
    color: Color,
    king: Square,
    sign: i32,
    w: &Weights,
    acc: &mut A,
) {
    if relative_rank(color, king) > 1 {
        acc.add(&w.king_advanced, sign);
        return;
    }
    let ours = board.pawns() & board.by_color(color);
    let kf = king.file();
    for f in [kf.offset(-1), Some(kf), kf.offset(1)]
        .into_iter()
        .flatten()
    {
        let on_file = ours & file_bb(f) & front_span(color, Square::from_coords(f, king.rank()));
        let slot = match on_file.into_iter().map(|sq| relative_rank(color, sq)).min() {
            Some(1) => 0,
            Some(2) => 1,
            Some(_) => 2,
            None => 3,
        };
        acc.add(&w.shield[slot], sign);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_zone_is_the_king_its_neighbours_and_the_squares_ahead_of_them() {
        for color in [Color::White, Color::Black] {
            for king in Square::ALL {
                let near = king_attacks(king) | Bitboard::from_square(king);
                let mut want = near;
                for sq in near {
                    if let Some(ahead) = sq.offset(if color == Color::White { 8 } else { -8 }) {
                        want.add(ahead);
                    }
                }
                assert_eq!(king_zone(color, king), want, "{color:?} {king:?}");
            }
        }
    }
}
