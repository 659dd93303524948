//! What a puzzle's solution does.

use shakmaty::{Bitboard, Chess, Color, Move, Position, Role, attacks};

use crate::search::{
    Score,
    see::{see, value},
};

/// A puzzle's theme, decided in this order (the first that fits):
///
/// - `mate-in-1`, `mate-in-2`, `mate-in-3`: the best move's score is a forced mate for
///   the mover in that many moves; `mate` for a longer one.
/// - `hanging-piece`: the first move captures a piece that no enemy piece defends or
///   that is worth more than the capturer, and the static exchange on that square
///   gains at least 300 (a minor piece, [`see`]'s values).
/// - `fork`: after the first move, the piece moved attacks two or more enemy pieces,
///   each undefended or worth more than it (the king counts, so a check is one), and
///   the best line wins material ([`wins_material`]).
/// - `winning-material`: anything else (a puzzle's best move is at least 150 cp better
///   than the move played, without a mate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Theme {
    MateIn(u8),
    Mate,
    HangingPiece,
    Fork,
    WinningMaterial,
}

impl Theme {
    pub fn as_str(self) -> &'static str {
        match self {
            Theme::MateIn(1) => "mate-in-1",
            Theme::MateIn(2) => "mate-in-2",
            Theme::MateIn(3) => "mate-in-3",
            Theme::MateIn(_) | Theme::Mate => "mate",
            Theme::HangingPiece => "hanging-piece",
            Theme::Fork => "fork",
            Theme::WinningMaterial => "winning-material",
        }
    }
}

/// The theme of the puzzle in `pos` whose best move has score `best` (the mover's)
/// and best line `pv` (starting with the best move).
pub fn detect(pos: &Chess, best: Score, pv: &[Move]) -> Theme {
    if let Score::Mate(n) = best
        && n > 0
    {
        return if n <= 3 {
            Theme::MateIn(n as u8)
        } else {
            Theme::Mate
        };
    }
    let Some(&first) = pv.first() else {
        return Theme::WinningMaterial;
    };
    if is_hanging_capture(pos, first) {
        Theme::HangingPiece
    } else if is_fork(pos, first) && wins_material(pos, pv) {
        Theme::Fork
    } else {
        Theme::WinningMaterial
    }
}

/// Whether `m` takes a hanging piece: undefended or worth more than the capturer, and
/// a static exchange gain of at least 300.
pub fn is_hanging_capture(pos: &Chess, m: Move) -> bool {
    let Some(victim) = m.capture() else {
        return false;
    };
    let (Some(from), to) = (m.from(), m.to()) else {
        return false;
    };
    let board = pos.board();
    let occupied = board.occupied() ^ Bitboard::from_square(from);
    let defended = board.attacks_to(to, !pos.turn(), occupied).any();
    (!defended || value(victim) > value(m.role())) && see(pos, m) >= 300
}

/// Whether, after `m`, the piece moved attacks two or more enemy pieces each worth
/// more than it or undefended (the king by check included). Castling forks nothing.
pub fn is_fork(pos: &Chess, m: Move) -> bool {
    let mover = pos.turn();
    let mut after = pos.clone();
    after.play_unchecked(m);
    if matches!(m, Move::Castle { .. }) {
        return false;
    }
    is_fork_from(after.board(), m.to(), mover)
}

fn is_fork_from(board: &shakmaty::Board, sq: shakmaty::Square, mover: Color) -> bool {
    let Some(piece) = board.piece_at(sq) else {
        return false;
    };
    if piece.color != mover {
        return false;
    }
    let occupied = board.occupied();
    let targets = attacks::attacks(sq, piece, occupied) & board.by_color(!mover);
    let worth = value(piece.role);
    let forked = targets
        .into_iter()
        .filter(|&t| {
            let role = board.role_at(t).expect("a target is occupied");
            value(role) > worth || board.attacks_to(t, !mover, occupied).is_empty()
        })
        .count();
    forked >= 2
}

/// Material of `side` minus the other's: pawn 1, knight and bishop 3, rook 5, queen 9.
pub fn material(pos: &Chess, side: Color) -> i32 {
    let board = pos.board();
    let count = |c: Color| -> i32 {
        [
            (Role::Pawn, 1),
            (Role::Knight, 3),
            (Role::Bishop, 3),
            (Role::Rook, 5),
            (Role::Queen, 9),
        ]
        .iter()
        .map(|&(r, v)| v * (board.by_color(c) & board.by_role(r)).count() as i32)
        .sum()
    };
    count(side) - count(!side)
}

/// Whether the line `pv` from `pos` wins material for the side to move: after each
/// of its 3rd to 6th plies (those it has; at least the 3rd), the mover is at least
/// 2 pawns up on the material before it. The minimum over those plies, so a piece
/// won and given back at once doesn't count.
pub fn wins_material(pos: &Chess, pv: &[Move]) -> bool {
    if pv.len() < 3 {
        return false;
    }
    let mover = pos.turn();
    let before = material(pos, mover);
    let mut p = pos.clone();
    let mut least = i32::MAX;
    for (i, &m) in pv.iter().take(6).enumerate() {
        if !p.is_legal(m) {
            return false;
        }
        p.play_unchecked(m);
        if i >= 2 {
            least = least.min(material(&p, mover) - before);
        }
    }
    least >= 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_fen;
    use shakmaty::{san::San, uci::UciMove};

    fn pos(fen: &str) -> Chess {
        parse_fen(fen).unwrap()
    }

    fn mv(pos: &Chess, san: &str) -> Move {
        san.parse::<San>().unwrap().to_move(pos).unwrap()
    }

    fn line(pos: &Chess, uci: &str) -> Vec<Move> {
        let mut p = pos.clone();
        uci.split_whitespace()
            .map(|u| {
                let m = u.parse::<UciMove>().unwrap().to_move(&p).unwrap();
                p.play_unchecked(m);
                m
            })
            .collect()
    }

    #[test]
    fn mates_by_length() {
        let p = pos("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
        let pv = line(&p, "a1a8");
        assert_eq!(detect(&p, Score::Mate(1), &pv), Theme::MateIn(1));
        assert_eq!(detect(&p, Score::Mate(1), &pv).as_str(), "mate-in-1");
        assert_eq!(detect(&p, Score::Mate(3), &pv).as_str(), "mate-in-3");
        assert_eq!(detect(&p, Score::Mate(5), &pv).as_str(), "mate");
        // Being mated is no mate theme.
        assert_eq!(detect(&p, Score::Mate(-2), &pv), Theme::WinningMaterial);
    }

    #[test]
    fn a_hanging_queen() {
        let p = pos("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1");
        let take = mv(&p, "Rxd5");
        assert!(is_hanging_capture(&p, take));
        assert_eq!(detect(&p, Score::Cp(900), &[take]), Theme::HangingPiece);
        // Defended by a pawn and taken by the queen: no gain, nothing hanging.
        let p = pos("4k3/8/2p5/3p4/8/8/8/3QK3 w - - 0 1");
        assert!(!is_hanging_capture(&p, mv(&p, "Qxd5")));
        // A defended rook taken by a bishop: worth more, gains 2 by exchange (under 3).
        let p = pos("4k3/8/2p5/3r4/8/8/6B1/4K3 w - - 0 1");
        assert!(!is_hanging_capture(&p, mv(&p, "Bxd5")));
        // A defended queen taken by a knight: worth more, gains 6.
        let p = pos("4k3/8/2p5/3q4/8/4N3/8/4K3 w - - 0 1");
        assert!(is_hanging_capture(&p, mv(&p, "Nxd5")));
        // Not a capture.
        assert!(!is_hanging_capture(&p, mv(&p, "Ng4")));
    }

    #[test]
    fn a_knight_fork_of_king_and_queen() {
        let p = pos("q3k3/8/8/1N6/8/8/PPP5/4K3 w - - 0 1");
        let fork = mv(&p, "Nc7+");
        assert!(is_fork(&p, fork));
        let pv = line(&p, "b5c7 e8d7 c7a8");
        assert!(wins_material(&p, &pv));
        assert_eq!(detect(&p, Score::Cp(700), &pv), Theme::Fork);
        // A check alone is no fork.
        assert!(!is_fork(&p, mv(&p, "Nd6+")));
        // The fork without the capture in the line: not shown to win material.
        assert!(!wins_material(&p, &pv[..2]));
        let p2 = line(&p, "b5c7 e8d7 c2c3");
        assert!(!wins_material(&p, &p2));
        assert_eq!(detect(&p, Score::Cp(700), &p2), Theme::WinningMaterial);
        // A knight attacking two undefended knights forks them...
        let p = pos("4k3/8/8/2n1n3/1N6/8/8/4K3 w - - 0 1");
        assert!(is_fork(&p, mv(&p, "Nd3")));
        // ... but not when a pawn defends both: not worth more, not undefended.
        let p = pos("4k3/8/3p4/2n1n3/1N6/8/8/4K3 w - - 0 1");
        assert!(!is_fork(&p, mv(&p, "Nd3")));
    }
}
