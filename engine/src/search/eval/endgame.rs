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

/// Drive the defending king to the edge and bring the attacking king near, so
/// won endings without the defender's pawns are converted at low depth: a bare
/// king, or one whose pieces are far too few (a rook against a queen).
pub(super) fn mop_up(board: &Board, total: i32) -> i32 {
    let strong = if total > 0 {
        Color::White
    } else {
        Color::Black
    };
    let weak = !strong;
    let weak_men = board.by_color(weak);
    // Cheap test first: this runs at every evaluation. A bare king is
    // outclassed by a rook or two minors (no pieces sum to 400..499).
    if (weak_men & board.pawns()).any()
        || non_pawn_material(board, strong) - non_pawn_material(board, weak) < 400
    {
        return 0;
    }
    // The weak side always has its king: more than one piece is not bare.
    let bare = !weak_men.more_than_one();
    let (Some(wk), Some(sk)) = (board.king_of(weak), board.king_of(strong)) else {
        return 0;
    };
    let centre_dist = |sq: Square| {
        let f = sq.file() as i32;
        let r = sq.rank() as i32;
        (3 - f).max(f - 4) + (3 - r).max(r - 4)
    };
    // The bare king's bonus also makes trading down to it attractive; with
    // the defender's pieces still on, only the gradient.
    let base = if bare { 200 } else { 0 };
    let mut bonus = 20 * centre_dist(wk) + 6 * (14 - wk.distance(sk) as i32) + base;
    // Bishop and knight mate only in a corner of the bishop's colour.
    let ours = board.by_color(strong) & !board.kings();
    if bare
        && ours.count() == 2
        && let (Some(b), true) = (
            (ours & board.bishops()).first(),
            (ours & board.knights()).any(),
        )
    {
        let corners = if Bitboard::LIGHT_SQUARES.contains(b) {
            [Square::A8, Square::H1]
        } else {
            [Square::A1, Square::H8]
        };
        let near = wk.distance(corners[0]).min(wk.distance(corners[1]));
        bonus += 40 * (7 - near as i32);
    }
    if strong == Color::White {
        bonus
    } else {
        -bonus
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{CastlingMode, Chess, File, Position, Rank, fen::Fen};

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

    #[test]
    fn bishop_and_knight_drive_to_the_bishops_corner() {
        // A light-squared bishop (f1): a8 and h1 are the mating corners.
        let right = mop_up(&board("k7/8/8/8/8/2N5/8/4KB2 w - - 0 1"), 600);
        let wrong = mop_up(&board("7k/8/8/8/8/2N5/8/4KB2 w - - 0 1"), 600);
        assert!(right > wrong, "{right} {wrong}");
        // Walking along the a-file from the wrong corner to the right one,
        // each step is worth more.
        let along: Vec<i32> = Rank::ALL
            .into_iter()
            .map(|rank| {
                let mut b = Board::empty();
                b.set_piece_at(Square::from_coords(File::A, rank), Color::Black.king());
                b.set_piece_at(Square::E5, Color::White.king());
                b.set_piece_at(Square::H7, Color::White.bishop());
                b.set_piece_at(Square::H3, Color::White.knight());
                mop_up(&b, 600)
            })
            .collect();
        assert!(along.is_sorted_by(|a, b| a < b), "{along:?}");
    }

    #[test]
    fn an_outclassed_defender_is_driven_to_the_edge_too() {
        // A queen against a rook: the king in the corner is worth more than
        // in the centre, and less than a bare king's.
        let corner = mop_up(&board("7k/6r1/8/8/8/8/8/1Q2K3 w - - 0 1"), 500);
        let centre = mop_up(&board("8/6r1/8/4k3/8/8/8/1Q2K3 w - - 0 1"), 500);
        assert!(corner > centre && centre > 0, "{corner} {centre}");
        assert!(corner < mop_up(&board("7k/8/8/8/8/8/8/1Q2K3 w - - 0 1"), 900));
        // Black the stronger side: the same, negated.
        let black = mop_up(&board("1q2k3/8/8/8/8/8/8/6RK w - - 0 1"), -500);
        assert!(black < 0);
        // A rook against a knight is not enough; nor a queen against a rook
        // and pawns.
        assert_eq!(mop_up(&board("7k/6n1/8/8/8/8/8/R3K3 w - - 0 1"), 200), 0);
        assert_eq!(mop_up(&board("7k/6rp/8/8/8/8/8/1Q2K3 w - - 0 1"), 400), 0);
    }
}
