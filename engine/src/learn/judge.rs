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
}
