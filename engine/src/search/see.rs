//! Static exchange evaluation: the material balance of the capture sequence
//! on one square, both sides always recapturing with their cheapest piece.

use shakmaty::{Bitboard, Chess, Move, Position, Role};

pub const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20000];

#[inline]
pub fn value(role: Role) -> i32 {
    SEE_VALUE[role as usize - 1]
}

/// Expected material gain of `m` for the side to move.
pub fn see(pos: &Chess, m: Move) -> i32 {
    let (from, to, moving, captured) = match m {
        Move::Normal {
            from,
            to,
            role,
            capture,
            promotion,
        } => (
            from,
            to,
            promotion.unwrap_or(role),
            capture.map_or(0, value) + promotion.map_or(0, |p| value(p) - 100),
        ),
        Move::EnPassant { from, to } => (from, to, Role::Pawn, 100),
        Move::Castle { .. } | Move::Put { .. } => return 0,
    };
    let board = pos.board();
    let mut occ = board.occupied() ^ Bitboard::from_square(from);
    if let Move::EnPassant { from, to } = m {
        occ ^= Bitboard::from_square(shakmaty::Square::from_coords(to.file(), from.rank()));
    }
    let mut gain = [0i32; 32];
    let mut d = 0;
    gain[0] = captured;
    let mut victim = value(moving);
    let mut side = !pos.turn();
    loop {
        let attackers = board.attacks_to(to, side, occ) & occ;
        if attackers.is_empty() || d >= 31 {
            break;
        }
        let Some((sq, role)) = Role::ALL
            .iter()
            .find_map(|&r| (attackers & board.by_role(r)).first().map(|sq| (sq, r)))
        else {
            break;
        };
        // A king may only recapture onto an undefended square.
        if role == Role::King
            && (board.attacks_to(to, !side, occ ^ Bitboard::from_square(sq)) & occ).any()
        {
            break;
        }
        d += 1;
        gain[d] = victim - gain[d - 1];
        victim = value(role);
        occ ^= Bitboard::from_square(sq);
        side = !side;
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

/// Whether `see(pos, m) >= threshold`. Most captures are settled by their
/// bounds: the exchange can't gain more than the piece taken, nor lose more
/// than the piece that takes it.
#[inline]
pub fn see_ge(pos: &Chess, m: Move, threshold: i32) -> bool {
    if let Move::Normal {
        role,
        capture,
        promotion: None,
        ..
    } = m
    {
        let captured = capture.map_or(0, value);
        if captured < threshold {
            return false;
        }
        if captured - value(role) >= threshold {
            return true;
        }
    }
    see(pos, m) >= threshold
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen, uci::UciMove};

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        let m = uci.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        see(&pos, m)
    }

    #[test]
    fn exchanges() {
        // Undefended pawn.
        assert_eq!(
            see_of("1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1", "e1e5"),
            100
        );
        // Knight takes pawn defended by a pawn: loses the knight for a pawn.
        assert_eq!(
            see_of("4k3/8/3p4/4p3/8/5N2/8/4K3 w - - 0 1", "f3e5"),
            100 - 320
        );
        // Classic CPW example: NxE5 with x-ray queen behind rook defenders.
        assert_eq!(
            see_of(
                "1k1r3q/1ppn3p/p4b2/4p3/8/P2N2P1/1PP1R1BP/2K1Q3 w - - 0 1",
                "d3e5"
            ),
            100 - 320
        );
        // Quiet move to an attacked square loses the piece.
        assert_eq!(see_of("4k3/8/3p4/8/8/5N2/8/4K3 w - - 0 1", "f3e5"), -320);
    }

    #[test]
    fn see_ge_agrees_with_see() {
        // Every legal move of random positions, at thresholds around the
        // piece values.
        let mut rng = crate::search::Rng::new(11);
        let mut checked = 0;
        for _ in 0..60 {
            let mut pos = Chess::default();
            for _ in 0..80 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                for &m in &moves {
                    let v = see(&pos, m);
                    for t in [
                        -950, -400, -321, -320, -220, -100, -60, -1, 0, 1, 100, 230, 320, 500,
                    ] {
                        assert_eq!(see_ge(&pos, m, t), v >= t, "{m} at {t}: see {v}");
                        checked += 1;
                    }
                }
                let m = moves[rng.below(moves.len() as u64) as usize];
                pos.play_unchecked(m);
            }
        }
        assert!(checked > 100_000, "{checked}");
    }
}
