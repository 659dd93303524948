//! Endgame corrections: damping hard-to-win endings, and driving a bare king
//! to the edge.

use shakmaty::{Bitboard, Board, Color, Square};

pub(super) fn non_pawn_material(board: &Board, color: Color) -> i32 {
    let us = board.by_color(color);
    (board.knights() & us).count() as i32 * 320
        + (board.bishops() & us).count() as i32 * 330
        + (board.rooks() & us).count() as i32 * 500
        + (board.queens() & us).count() as i32 * 950
}

/// Damp scores in endgames that are hard or impossible to win.
pub(super) fn scale_endgame(board: &Board, total: i32) -> i32 {
    let strong = if total > 0 {
        Color::White
    } else {
        Color::Black
    };
    let weak = !strong;
    let strong_pawns = (board.pawns() & board.by_color(strong)).count();
    let strong_npm = non_pawn_material(board, strong);
    let weak_npm = non_pawn_material(board, weak);
    if strong_pawns == 0 && strong_npm - weak_npm <= 330 {
        // Up by at most a minor without pawns: usually a draw.
        return total / 8;
    }
    // Opposite-coloured bishops with nothing else but pawns.
    let wb = board.bishops() & board.white();
    let bb = board.bishops() & board.black();
    if wb.count() == 1
        && bb.count() == 1
        && strong_npm == 330
        && weak_npm == 330
        && ((wb & Bitboard::LIGHT_SQUARES).any() != (bb & Bitboard::LIGHT_SQUARES).any())
    {
        return total / 2;
    }
    total
}

/// Drive a bare king to the edge so basic mates are found at low depth.
pub(super) fn mop_up(board: &Board, total: i32) -> i32 {
    let strong = if total > 0 {
        Color::White
    } else {
        Color::Black
    };
    let weak = !strong;
    if board.by_color(weak).count() != 1 || non_pawn_material(board, strong) < 500 {
        return 0;
    }
    let (Some(wk), Some(sk)) = (board.king_of(weak), board.king_of(strong)) else {
        return 0;
    };
    let centre_dist = |sq: Square| {
        let f = sq.file() as i32;
        let r = sq.rank() as i32;
        (3 - f).max(f - 4) + (3 - r).max(r - 4)
    };
    let bonus = 20 * centre_dist(wk) + 6 * (14 - wk.distance(sk) as i32) + 200;
    if strong == Color::White {
        bonus
    } else {
        -bonus
    }
}
