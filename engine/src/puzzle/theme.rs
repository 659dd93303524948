//! What a puzzle's solution does.

use shakmaty::{Bitboard, Chess, Color, Move, Position, Role, attacks};

use crate::search::{
    Score,
    see::{see, value},
};

/// A puzzle's theme, decided in this order (the first that fits):
///
/// - `back-rank`: a forced mate that ends with a rook or queen checking the king along
///   its own first rank, where its own pieces fill the squares in front of it.
/// - `mate-in-1`, `mate-in-2`, `mate-in-3`: the best move's score is a forced mate for
///   the mover in that many moves; `mate` for a longer one.
/// - `hanging-piece`: the first move captures a piece that no enemy piece defends or
///   that is worth more than the capturer, and the static exchange on that square
///   gains at least 300 (a minor piece, [`see`]'s values).
/// - `fork`: after the first move, the piece moved attacks two or more enemy pieces,
///   each undefended or worth more than it (the king counts, so a check is one), and
///   the best line wins material ([`wins_material`]).
/// - `pin`: the first move puts a bishop, rook or queen on a line through an enemy piece
///   to a more valuable one (or the king) behind it, and the line wins material.
/// - `skewer`: the same line with the more valuable piece (or the king) in front.
/// - `discovered-attack`: the first move opens a line for another bishop, rook or queen
///   onto the king or onto a piece worth more than it or undefended, and the line wins
///   material.
/// - `winning-material`: anything else (a puzzle's best move is at least 150 cp better
///   than the move played, without a mate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Theme {
    MateIn(u8),
    Mate,
    HangingPiece,
    Fork,
    Pin,
    Skewer,
    DiscoveredAttack,
    BackRank,
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
            Theme::Pin => "pin",
            Theme::Skewer => "skewer",
            Theme::DiscoveredAttack => "discovered-attack",
            Theme::BackRank => "back-rank",
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
        return if is_back_rank_mate(pos, pv) {
            Theme::BackRank
        } else if n <= 3 {
            Theme::MateIn(n as u8)
        } else {
            Theme::Mate
        };
    }
    let Some(&first) = pv.first() else {
        return Theme::WinningMaterial;
    };
    if is_hanging_capture(pos, first) {
        return Theme::HangingPiece;
    }
    if !wins_material(pos, pv) {
        return Theme::WinningMaterial;
    }
    if is_fork(pos, first) {
        Theme::Fork
    } else if let Some(theme) = line_through(pos, first) {
        theme
    } else if is_discovered_attack(pos, first) {
        Theme::DiscoveredAttack
    } else {
        Theme::WinningMaterial
    }
}

/// The theme of a kept puzzle from its position and solution alone: a mate when the
/// solution ends in one (in as many moves as the player makes), else as [`detect`] finds
/// it without a score; `None` when the solution is not legal there.
pub fn detect_line(pos: &Chess, solution: &[Move]) -> Option<Theme> {
    let mut end = pos.clone();
    for &m in solution {
        if !end.is_legal(m) {
            return None;
        }
        end.play_unchecked(m);
    }
    let score = if end.is_checkmate() {
        Score::Mate(solution.len().div_ceil(2) as i32)
    } else {
        Score::Cp(0)
    };
    Some(detect(pos, score, solution))
}

/// A pin or a skewer made by `m`: the bishop, rook or queen moved attacks an enemy
/// piece with another enemy piece behind it on the same line.
pub fn line_through(pos: &Chess, m: Move) -> Option<Theme> {
    if matches!(m, Move::Castle { .. }) {
        return None;
    }
    let mover = pos.turn();
    let mut after = pos.clone();
    after.play_unchecked(m);
    let board = after.board();
    let to = m.to();
    let piece = board.piece_at(to)?;
    if !matches!(piece.role, Role::Bishop | Role::Rook | Role::Queen) {
        return None;
    }
    let occupied = board.occupied();
    let enemies = board.by_color(!mover);
    let worth = |sq| match board.role_at(sq) {
        Some(Role::King) => i32::MAX,
        Some(role) => value(role),
        None => 0,
    };
    for front in attacks::attacks(to, piece, occupied) & enemies {
        // The next piece behind `front`, looking from `to` through it.
        let behind = attacks::ray(to, front) & attacks::attacks(front, piece, occupied);
        let Some(back) = (behind & occupied)
            .into_iter()
            .find(|&b| attacks::between(to, b).contains(front))
        else {
            continue;
        };
        if !enemies.contains(back) {
            continue;
        }
        let (f, b) = (worth(front), worth(back));
        // The pinned piece must be worth less than the piece it shields, and worth
        // taking (a pawn pinned is rarely the point).
        if b > f && f > value(Role::Pawn) {
            return Some(Theme::Pin);
        }
        if f > b && (b > value(Role::Pawn) || board.attacks_to(back, !mover, occupied).is_empty()) {
            return Some(Theme::Skewer);
        }
    }
    None
}

/// Whether `m` uncovers an attack by another of the mover's bishops, rooks or queens
/// onto the enemy king or onto a piece worth more than it or undefended.
pub fn is_discovered_attack(pos: &Chess, m: Move) -> bool {
    let (Some(from), false) = (m.from(), matches!(m, Move::Castle { .. })) else {
        return false;
    };
    let mover = pos.turn();
    let before = pos.board();
    let mut after_pos = pos.clone();
    after_pos.play_unchecked(m);
    let after = after_pos.board();
    let sliders = (after.bishops() | after.rooks() | after.queens()) & after.by_color(mover);
    for sq in sliders {
        if sq == m.to() || !attacks::ray(sq, from).any() {
            continue;
        }
        let piece = after.piece_at(sq).expect("a slider is there");
        let was = attacks::attacks(sq, piece, before.occupied());
        let now = attacks::attacks(sq, piece, after.occupied()) & after.by_color(!mover);
        for target in now & !was {
            let role = after.role_at(target).expect("a target is occupied");
            let undefended = after
                .attacks_to(target, !mover, after.occupied())
                .is_empty();
            if role == Role::King || value(role) > value(piece.role) || undefended {
                return true;
            }
        }
    }
    false
}

/// Whether the line `pv` ends in a mate given along the mated king's first rank by a
/// rook or queen, with the king's own pieces on the squares in front of it.
pub fn is_back_rank_mate(pos: &Chess, pv: &[Move]) -> bool {
    let mut p = pos.clone();
    for &m in pv {
        if !p.is_legal(m) {
            return false;
        }
        p.play_unchecked(m);
    }
    let Some(last) = pv.last() else {
        return false;
    };
    if !p.is_checkmate() || !matches!(last.role(), Role::Rook | Role::Queen) {
        return false;
    }
    let mated = p.turn();
    let Some(king) = p.board().king_of(mated) else {
        return false;
    };
    let home = if mated.is_white() {
        shakmaty::Rank::First
    } else {
        shakmaty::Rank::Eighth
    };
    if king.rank() != home || last.to().rank() != home {
        return false;
    }
    let forward = attacks::king_attacks(king) & !Bitboard::from_rank(home);
    (forward & p.board().by_color(mated)).count() >= forward.count().min(2)
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
        let p = pos("7k/8/6K1/8/8/8/Q7/8 w - - 0 1");
        let pv = line(&p, "a2a8");
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
    fn pins_and_skewers_by_the_line_behind() {
        // Bb5 pins the knight to the king.
        let p = pos("4k3/8/2n5/8/8/8/8/4KB2 w - - 0 1");
        assert_eq!(line_through(&p, mv(&p, "Bb5")), Some(Theme::Pin));
        // Bg2+ checks the king with the queen behind it: a skewer.
        let p = pos("8/1q6/8/3k4/8/8/8/4KB2 w - - 0 1");
        assert_eq!(line_through(&p, mv(&p, "Bg2+")), Some(Theme::Skewer));
        // Nothing behind the knight: no line.
        let p = pos("4k3/8/2n5/8/8/8/8/5KB1 w - - 0 1");
        assert_eq!(line_through(&p, mv(&p, "Bd4")), None);
        // A knight makes no line.
        let p = pos("4k3/8/2n5/8/8/8/8/4KN2 w - - 0 1");
        assert_eq!(line_through(&p, mv(&p, "Nd2")), None);
    }

    #[test]
    fn a_discovered_attack_on_the_queen() {
        // The bishop on c2 is behind the knight on d3; Nb4 opens it onto the queen on g6
        // (worth more than the bishop).
        let p = pos("4k3/8/6q1/8/8/3N4/2B5/4K3 w - - 0 1");
        assert!(is_discovered_attack(&p, mv(&p, "Nb4")));
        let pv = line(&p, "d3f4 g6g5 f4e6");
        assert!(!wins_material(&p, &pv), "no material won by this line");
        // Moving the bishop itself discovers nothing.
        assert!(!is_discovered_attack(&p, mv(&p, "Bb3")));
    }

    #[test]
    fn a_back_rank_mate() {
        let p = pos("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
        let pv = line(&p, "a1a8");
        assert!(is_back_rank_mate(&p, &pv));
        assert_eq!(detect(&p, Score::Mate(1), &pv), Theme::BackRank);
        // A mate that is not on the back rank.
        let p = pos("7k/8/6K1/8/8/8/Q7/8 w - - 0 1");
        let pv = line(&p, "a2a8");
        assert!(!is_back_rank_mate(&p, &pv), "nothing in front of the king");
        assert_eq!(detect(&p, Score::Mate(1), &pv), Theme::MateIn(1));
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
