//! The moves quiescence search tries when not in check: every capture and
//! the promotions to a queen. Shakmaty generates them (legal moves of one
//! piece kind to one square, and its promotions), which costs a fraction of
//! generating every legal move and dropping the quiet ones.

use shakmaty::{Bitboard, Chess, Color, MoveList, Piece, Position, Rank, Role, attacks::attacks};

/// Captures and queen promotions of `pos` (not in check), in no particular
/// order: the same set as the legal moves that capture or promote to a queen.
pub(super) fn noisy_moves(pos: &Chess) -> MoveList {
    debug_assert!(!pos.is_check());
    let board = pos.board();
    let us = pos.turn();
    let ours = board.by_color(us);
    let them = board.by_color(!us) & !board.kings();
    let occupied = board.occupied();
    let mut moves = MoveList::new();
    // By reference: moving a whole move list costs a copy of it.
    if pos.pseudo_legal_ep_square().is_some() {
        moves.extend(pos.en_passant_moves().iter().copied());
    }
    let seventh = Bitboard::from_rank(match us {
        Color::White => Rank::Seventh,
        Color::Black => Rank::Second,
    });
    let promoting = board.pawns() & ours & seventh;
    if promoting.any() {
        // Captures onto the last rank come from here, with every piece.
        let promotions = pos.promotion_moves();
        moves.extend(
            promotions
                .iter()
                .copied()
                .filter(|m| m.is_capture() || m.promotion() == Some(Role::Queen)),
        );
    }
    // The enemy pieces each kind of ours attacks; shakmaty then gives the
    // legal captures of that kind onto each.
    for role in Role::ALL {
        let piece = Piece { color: us, role };
        let mut targets = Bitboard(0);
        for sq in board.by_piece(piece) & !promoting {
            targets |= attacks(sq, piece, occupied);
        }
        for to in targets & them {
            moves.extend(pos.san_candidates(role, to).iter().copied());
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, Move, fen::Fen};

    fn sorted(mut v: Vec<Move>) -> Vec<String> {
        let mut s: Vec<String> = v.drain(..).map(|m| format!("{m:?}")).collect();
        s.sort();
        s
    }

    fn check(pos: &Chess) {
        let mut want = pos.legal_moves();
        want.retain(|m| m.is_capture() || m.promotion() == Some(Role::Queen));
        let got = noisy_moves(pos);
        let fen = Fen::from_position(pos, shakmaty::EnPassantMode::Legal);
        assert_eq!(sorted(got.to_vec()), sorted(want.to_vec()), "{fen}");
    }

    #[test]
    fn the_same_moves_as_filtering_legal_moves() {
        // Random games (captures, promotions, pins, en passant), and
        // positions made for the rare cases.
        let mut rng = crate::search::Rng::new(5);
        let mut positions = 0;
        for _ in 0..300 {
            let mut pos = Chess::default();
            for _ in 0..200 {
                if !pos.is_check() {
                    check(&pos);
                    positions += 1;
                }
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                // Captures more often than chance, to reach endgames.
                let captures: Vec<Move> =
                    moves.iter().copied().filter(|m| m.is_capture()).collect();
                let m = if !captures.is_empty() && rng.below(2) == 0 {
                    captures[rng.below(captures.len() as u64) as usize]
                } else {
                    moves[rng.below(moves.len() as u64) as usize]
                };
                pos.play_unchecked(m);
            }
        }
        assert!(positions > 10_000, "{positions}");
        for fen in [
            // Capture-promotions and a push-promotion, both colours.
            "1n1r4/2P3k1/8/8/8/8/5p2/K3R1N1 w - - 0 1",
            "1n1r4/2P3k1/8/8/8/8/5p2/K3R1N1 b - - 0 1",
            // En passant, one of them illegal (pinned along the rank).
            "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
            "8/8/8/3pP3/8/8/8/K6k w - d6 0 1",
            // A pinned piece that may capture only along its pin.
            "4r2k/8/8/8/4B3/3q4/8/4K3 w - - 0 1",
            "4r2k/8/8/8/4R3/3q4/8/4K3 w - - 0 1",
            // The king takes only what is not defended.
            "7k/8/8/1p6/2nKn3/8/8/8 w - - 0 1",
        ] {
            let pos: Chess = fen
                .parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap();
            assert!(!pos.is_check(), "{fen}");
            check(&pos);
        }
    }
}
