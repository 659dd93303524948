//! How few moves an exercise needs: a breadth-first search over the learner's moves
//! when the other side passes (`collect`, `capture`), and a mate search when it
//! replies (`mate N`), which also picks the defence that holds out longest.

use std::collections::{HashSet, VecDeque};

use shakmaty::{Chess, EnPassantMode, Move, Position, Square, uci::UciMove, zobrist::Zobrist64};

/// The position after the learner's `mv` when the other side passes: the same
/// pieces, the learner to move again, no en passant square. `None` when the move
/// gives check (the other side could not pass).
pub fn after_pass(pos: &Chess, mv: Move) -> Option<Chess> {
    let mut after = pos.clone();
    after.play_unchecked(mv);
    if after.is_check() {
        return None;
    }
    after.swap_turn().ok()
}

/// Which of `targets` are still to reach after landing on `to`, as a bit mask.
fn reach(targets: &[Square], left: u32, to: Square) -> u32 {
    targets
        .iter()
        .enumerate()
        .fold(left, |m, (i, &t)| if t == to { m & !(1 << i) } else { m })
}

/// The fewest moves that land on every target square while the other side passes
/// and no move gives check, searching up to `limit` moves; `None` if more are needed
/// (or it can't be done).
pub fn fewest_collect(pos: &Chess, targets: &[Square], limit: usize) -> Option<usize> {
    shortest_collect(pos, targets, limit).map(|line| line.len())
}

/// A shortest line of the learner's moves for [`fewest_collect`].
pub fn shortest_collect(pos: &Chess, targets: &[Square], limit: usize) -> Option<Vec<Move>> {
    if targets.len() > 31 {
        return None;
    }
    let all: u32 = (1u32 << targets.len()) - 1;
    if all == 0 {
        return Some(Vec::new());
    }
    let key = |p: &Chess, m: u32| (p.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0, m);
    let mut seen = HashSet::new();
    seen.insert(key(pos, all));
    // Every node found: its position, targets left, depth, parent and the move there.
    let mut nodes: Vec<(Chess, u32, usize, usize, Option<Move>)> =
        vec![(pos.clone(), all, 0, 0, None)];
    let mut queue = VecDeque::from([0usize]);
    while let Some(at) = queue.pop_front() {
        let (p, left, depth) = (nodes[at].0.clone(), nodes[at].1, nodes[at].2);
        if depth >= limit {
            continue;
        }
        for mv in p.legal_moves() {
            let Some(next) = after_pass(&p, mv) else {
                continue;
            };
            let left = reach(targets, left, mv.to());
            if left == 0 {
                let mut line = vec![mv];
                let mut i = at;
                while let Some(m) = nodes[i].4 {
                    line.push(m);
                    i = nodes[i].3;
                }
                line.reverse();
                return Some(line);
            }
            if seen.insert(key(&next, left)) {
                nodes.push((next, left, depth + 1, at, Some(mv)));
                queue.push_back(nodes.len() - 1);
            }
        }
    }
    None
}

/// Whether the side to move can force checkmate within `n` of its moves.
pub fn mates_in(pos: &Chess, n: u8) -> bool {
    n > 0
        && pos
            .legal_moves()
            .into_iter()
            .any(|mv| mating_move(pos, mv, n))
}

/// Whether `mv` forces checkmate within `n` moves (counting `mv`).
pub fn mating_move(pos: &Chess, mv: Move, n: u8) -> bool {
    let mut after = pos.clone();
    after.play_unchecked(mv);
    if after.is_checkmate() {
        return true;
    }
    if n <= 1 {
        return false;
    }
    let replies = after.legal_moves();
    !replies.is_empty()
        && replies.into_iter().all(|r| {
            let mut next = after.clone();
            next.play_unchecked(r);
            mates_in(&next, n - 1)
        })
}

/// The fewest moves in which the side to move forces mate, up to `max`.
pub fn mate_distance(pos: &Chess, max: u8) -> Option<u8> {
    (1..=max).find(|&n| mates_in(pos, n))
}

/// The defence that puts mate off longest when the attacker has `left` moves to mate
/// in: the reply after which the attacker needs the most moves (ties: the first in UCI
/// order, so it is always the same).
pub fn longest_defence(pos: &Chess, left: u8) -> Option<Move> {
    let mut replies: Vec<Move> = pos.legal_moves().into_iter().collect();
    replies.sort_by_key(|m| UciMove::from_standard(*m).to_string());
    let mut best: Option<(Move, u8)> = None;
    for r in replies {
        let mut next = pos.clone();
        next.play_unchecked(r);
        // No mate at all beats any mate; among mates, later is better.
        let holds = mate_distance(&next, left).unwrap_or(u8::MAX);
        if best.is_none_or(|(_, b)| holds > b) {
            best = Some((r, holds));
        }
    }
    best.map(|(r, _)| r)
}

/// Stars for solving in `moves` when `fewest` is the best: 3 at the fewest, 2 within
/// two more, else 1.
pub fn stars_for(moves: usize, fewest: usize) -> u8 {
    if moves <= fewest {
        3
    } else if moves <= fewest + 2 {
        2
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_fen;

    #[test]
    fn a_rook_needs_two_moves_around_a_corner_and_never_gives_check() {
        let pos = parse_fen("7k/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
        assert_eq!(fewest_collect(&pos, &[Square::A7], 10), Some(1));
        assert_eq!(fewest_collect(&pos, &[Square::D5], 10), Some(2));
        assert_eq!(fewest_collect(&pos, &[Square::D5, Square::A7], 10), Some(3));
        assert_eq!(fewest_collect(&pos, &[Square::D5], 1), None);
        // Going straight to a8 would check the king on h8 along the rank.
        assert_eq!(fewest_collect(&pos, &[Square::A8], 3), None);
    }

    #[test]
    fn the_back_rank_mate_is_found_and_not_sooner() {
        let pos = parse_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1").unwrap();
        assert_eq!(mate_distance(&pos, 3), Some(1));
        let two = parse_fen("k7/8/1K6/8/8/8/8/7R w - - 0 1").unwrap();
        assert!(!mates_in(
            &parse_fen("k7/8/2K5/8/8/8/8/7R w - - 0 1").unwrap(),
            1
        ));
        assert_eq!(mate_distance(&two, 3), Some(1));
    }
}
