//! Pawn structure: isolated, backward, connected, doubled and passed pawns.

use shakmaty::{Bitboard, Board, Color, Square};

use super::{
    Acc, Weights,
    geometry::{adjacent_files, file_bb, front_of_rank, front_span, relative_rank},
};

/// `defended`: the squares our pawns attack.
pub(super) fn evaluate_pawns<A: Acc>(
    board: &Board,
    color: Color,
    defended: Bitboard,
    sign: i32,
    w: &Weights,
    acc: &mut A,
) {
    let ours = board.pawns() & board.by_color(color);
    let theirs = board.pawns() & board.by_color(!color);
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
            if (front & board.occupied()).is_empty() {
                acc.add(&w.passed_free[rr], sign);
            }
            // King proximity to the square in front matters in endgames.
            if let Some(stop) = sq.offset(if color == Color::White { 8 } else { -8 }) {
                let our_k = board.king_of(color).map_or(4, |k| k.distance(stop) as i32);
                let their_k = board.king_of(!color).map_or(4, |k| k.distance(stop) as i32);
                acc.add(&w.passer_their_king[rr], their_k * sign);
                acc.add(&w.passer_our_king[rr], our_k * sign);
            }
        }
    }
}
