//! `gambit-engine perft`: move-path enumeration in Stockfish's output format.

use shakmaty::{CastlingMode, Chess, Position, perft};

/// Per-root-move counts (UCI notation, sorted) and the total, for `depth` ≥ 1.
pub fn divide(pos: &Chess, depth: u32) -> (Vec<(String, u64)>, u64) {
    if depth == 0 {
        return (Vec::new(), 1);
    }
    let mut rows: Vec<(String, u64)> = pos
        .legal_moves()
        .into_iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play_unchecked(m);
            (
                m.to_uci(CastlingMode::Standard).to_string(),
                perft(&next, depth - 1),
            )
        })
        .collect();
    rows.sort();
    let total = rows.iter().map(|(_, n)| n).sum();
    (rows, total)
}

/// The full text Stockfish prints for `go perft`.
pub fn report(pos: &Chess, depth: u32) -> String {
    let (rows, total) = divide(pos, depth);
    let mut out = String::new();
    for (mv, n) in rows {
        out.push_str(&format!("{mv}: {n}\n"));
    }
    out.push_str(&format!("\nNodes searched: {total}\n"));
    out
}
