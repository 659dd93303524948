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
    // Cheap tests first: this runs at every evaluation.
    if (board.pawns() & board.by_color(strong)).is_empty()
        && non_pawn_material(board, strong) - non_pawn_material(board, weak) <= 330
    {
        // Up by at most a minor without pawns: usually a draw.
        return total / 8;
    }
    // Opposite-coloured bishops with nothing else but pawns.
    let lone_bishop = |color: Color| {
        (board.by_color(color) & !board.pawns() & !board.kings())
            .single_square()
            .filter(|&sq| board.bishops().contains(sq))
    };
    if let (Some(w), Some(b)) = (lone_bishop(Color::White), lone_bishop(Color::Black))
        && Bitboard::LIGHT_SQUARES.contains(w) != Bitboard::LIGHT_SQUARES.contains(b)
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
    // The weak side always has its king: more than one piece is not bare.
    if board.by_color(weak).more_than_one() || non_pawn_material(board, strong) < 500 {
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

#[cfg(test)]
mod tests {
    use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

    use super::*;

    fn board(fen: &str) -> Board {
        let pos: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        pos.board().clone()
    }

    #[test]
    fn hard_to_win_endings_are_damped() {
        for (fen, total, scaled) in [
            // A knight up, no pawns: a draw.
            ("8/8/4k3/8/8/2N5/8/4K3 w - - 0 1", 320, 40),
            // A rook against a bishop, no pawns: about a draw too.
            ("8/8/4k3/3b4/8/2R5/8/4K3 w - - 0 1", 170, 21),
            // Opposite-coloured bishops (d5 light, c3 dark) and pawns: halved.
            ("8/5p2/4k3/3b4/8/2B5/5PP1/4K3 w - - 0 1", 100, 50),
            // Same-coloured bishops (e4 light, d5 light): as it is.
            ("8/5p2/4k3/3b4/4B3/8/5PP1/4K3 w - - 0 1", 100, 100),
            // Opposite-coloured bishops but a knight more: as it is.
            ("8/5p2/4k3/3b4/8/2B5/4NPP1/4K3 w - - 0 1", 400, 400),
            // Black the stronger side: the same rules.
            ("8/5pp1/4k3/3b4/8/2B5/5P2/4K3 w - - 0 1", -100, -50),
        ] {
            assert_eq!(scale_endgame(&board(fen), total), scaled, "{fen}");
        }
    }

    #[test]
    fn only_a_bare_king_is_driven_to_the_edge() {
        // King and rook against a bare king in the corner: a bonus.
        assert!(mop_up(&board("7k/8/8/8/8/8/8/R3K3 w - - 0 1"), 500) > 200);
        // The defender keeps a pawn: none.
        assert_eq!(mop_up(&board("7k/7p/8/8/8/8/8/R3K3 w - - 0 1"), 400), 0);
    }
}
