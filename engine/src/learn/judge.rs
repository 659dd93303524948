//! The measures a lesson judges some tries by: the material a capture wins with the
//! lesson's piece values, and the built-in search's opinion of a move (tips, and the
//! other side's replies when the file scripts none).

use std::sync::atomic::AtomicBool;

use shakmaty::{Chess, Move, Position};

use crate::search::{Level, Limits, Score, SearchRequest, SearchResult, Searcher};

/// Nodes the search looks at to judge a tip: fixed, so a verdict never changes.
pub const TIP_NODES: u64 = 40_000;
/// How far below the best a tip move may score and still be right, in centipawns.
pub const TIP_MARGIN: i32 = 50;
/// Nodes for a computed reply of the other side.
const REPLY_NODES: u64 = 5_000;

/// The values the lesson teaches: pawn 1, knight and bishop 3, rook 5, queen 9 (the
/// panel counts material with the same).
pub use crate::panel::value as piece_value;

/// What the capture `mv` wins for the side making it once the exchange on its square
/// is over: each side takes back on that square while it pays (legal moves only, so
/// pinned pieces and the king count right).
pub fn exchange(pos: &Chess, mv: Move) -> i32 {
    let taken = match mv {
        Move::EnPassant { .. } => 1,
        _ => mv.capture().map_or(0, piece_value),
    };
    let promoted = mv.promotion().map_or(0, |r| piece_value(r) - 1);
    let mut after = pos.clone();
    after.play_unchecked(mv);
    let back = after
        .legal_moves()
        .into_iter()
        .filter(|r| r.is_capture() && r.to() == mv.to())
        .map(|r| exchange(&after, r))
        .max()
        .unwrap_or(0)
        .max(0);
    taken + promoted - back
}

/// The built-in search's best move and its score in centipawns (mates as large
/// values), looking only at `only` when given. Deterministic: one thread, no book, a
/// fixed node count.
pub fn search(pos: &Chess, only: Option<Move>, nodes: u64) -> Option<(Move, i32)> {
    let result = run(pos, only, nodes)?;
    Some((result.best?, result.score.cp()))
}

/// The built-in search's score and main line in `pos`, as [`search`] searches.
pub fn line(pos: &Chess, nodes: u64) -> Option<(Score, Vec<Move>)> {
    let result = run(pos, None, nodes)?;
    result.best?;
    Some((result.score, result.pv))
}

fn run(pos: &Chess, only: Option<Move>, nodes: u64) -> Option<SearchResult> {
    let mut req = SearchRequest::new(pos.clone());
    req.use_book = false;
    req.level = Level::Master;
    req.limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    req.searchmoves = only.into_iter().collect();
    // The search recurses deeply: give it a big stack.
    std::thread::Builder::new()
        .stack_size(16 << 20)
        .spawn(move || Searcher::new(4).search(&req, &AtomicBool::new(false), |_| {}))
        .ok()?
        .join()
        .ok()
}

/// Whether `mv` scores within [`TIP_MARGIN`] of the search's best move here.
pub fn good_tip(pos: &Chess, mv: Move) -> bool {
    let Some((best, best_score)) = search(pos, None, TIP_NODES) else {
        return true;
    };
    if best == mv {
        return true;
    }
    search(pos, Some(mv), TIP_NODES).is_some_and(|(_, score)| score >= best_score - TIP_MARGIN)
}

/// The other side's reply when the file scripts none: the search's move.
pub fn computed_reply(pos: &Chess) -> Option<Move> {
    search(pos, None, REPLY_NODES).map(|(m, _)| m)
}

/// A side's material in centipawns of the lesson's values (the king counts nothing).
pub fn material(pos: &Chess, side: shakmaty::Color) -> i32 {
    let board = pos.board();
    let count = |color| -> i32 {
        board
            .by_color(color)
            .into_iter()
            .filter_map(|sq| board.role_at(sq))
            .map(piece_value)
            .sum()
    };
    100 * (count(side) - count(!side))
}

/// What the side to move in `after` wins back by taking on `square` (the exchange's
/// best, in centipawns; none when nothing there pays).
pub fn taken_back(after: &Chess, square: shakmaty::Square) -> i32 {
    after
        .legal_moves()
        .into_iter()
        .filter(|r| r.is_capture() && r.to() == square)
        .map(|r| exchange(after, r))
        .max()
        .unwrap_or(0)
        .max(0)
        * 100
}

/// When `mv` is a capture the exchange on its square loses: what the learner gives
/// and what it gets ("You give a rook (5) for a knight (3)").
pub fn bad_trade(pos: &Chess, mv: Move) -> Option<crate::learn::Wrong> {
    let got = mv.capture()?;
    (exchange(pos, mv) < 0).then_some(crate::learn::Wrong::BadTrade {
        gave: mv.role(),
        got,
    })
}

/// How far below the search's best a move may score and still be as good, in
/// centipawns (a pawn: a move that wins the material the best one wins passes).
pub const AS_GOOD: i32 = 100;

/// None when `mv` scores within [`AS_GOOD`] of the search's best move here; else why not:
/// the piece the other side then takes for free when its best reply is such a capture
/// (`Some(Some(..))`), or nothing to name (`Some(None)`).
pub fn worse_than_best(pos: &Chess, mv: Move) -> Option<Option<crate::learn::Wrong>> {
    let (best, best_score) = search(pos, None, TIP_NODES)?;
    if best == mv {
        return None;
    }
    let (_, score) = search(pos, Some(mv), TIP_NODES)?;
    if score >= best_score - AS_GOOD {
        return None;
    }
    let mut after = pos.clone();
    after.play_unchecked(mv);
    let named = search(&after, None, REPLY_NODES).and_then(|(reply, _)| {
        let target = reply.capture()?;
        (exchange(&after, reply) > 0).then_some(crate::learn::Wrong::LeavesPiece {
            taker: reply.role(),
            from: reply.from()?,
            target,
            on: reply.to(),
        })
    });
    Some(named)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_fen;
    use shakmaty::uci::UciMove;

    fn mv(pos: &Chess, uci: &str) -> Move {
        uci.parse::<UciMove>().unwrap().to_move(pos).unwrap()
    }

    #[test]
    fn a_guarded_piece_costs_the_taker() {
        // The queen takes a pawn guarded by a pawn: +1 -9.
        let pos = parse_fen("4k3/8/2p5/3p4/8/8/3Q4/4K3 w - - 0 1").unwrap();
        assert_eq!(exchange(&pos, mv(&pos, "d2d5")), -8);
        // An unguarded rook is a clean +5.
        let pos = parse_fen("4k3/8/8/3r4/8/8/3Q4/4K3 w - - 0 1").unwrap();
        assert_eq!(exchange(&pos, mv(&pos, "d2d5")), 5);
    }

    #[test]
    fn a_losing_capture_is_named_as_a_trade() {
        // The rook takes a knight the pawn guards: a rook for a knight.
        let pos = parse_fen("4k3/8/2p5/3n4/8/8/3R4/4K3 w - - 0 1").unwrap();
        assert_eq!(
            bad_trade(&pos, mv(&pos, "d2d5")),
            Some(crate::learn::Wrong::BadTrade {
                gave: shakmaty::Role::Rook,
                got: shakmaty::Role::Knight
            })
        );
        // An even trade, or a quiet move, is no bad trade.
        let pos = parse_fen("4k3/8/2p5/3r4/8/8/3R4/4K3 w - - 0 1").unwrap();
        assert_eq!(bad_trade(&pos, mv(&pos, "d2d5")), None);
        assert_eq!(bad_trade(&pos, mv(&pos, "d2d3")), None);
    }
}
