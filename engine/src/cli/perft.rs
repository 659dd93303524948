//! `gambit-engine perft`: move-path enumeration in Stockfish's output format.

use std::{
    process::ExitCode,
    sync::atomic::{AtomicBool, Ordering},
};

use shakmaty::{CastlingMode, Chess, Position, perft};

use super::exit::{complain, print_out};
use crate::game::parse_fen;

/// Deepest perft accepted. Each ply multiplies the count by about 30: from the
/// start position depth 8 is 85 billion leaves (minutes at the ~200 million
/// leaves/s of shakmaty's bulk counting), depth 9 is 2.4 trillion (hours), and
/// middlegames grow faster still. Published test values rarely go beyond 8.
/// (The stack is no concern: the recursion is only `depth` calls deep.)
pub const MAX_DEPTH: u32 = 8;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error(
    "perft depth {0} is too deep: the limit is {MAX_DEPTH}, since every ply multiplies \
     the work by about 30 and depth 9 takes hours even from the start position"
)]
pub struct TooDeep(pub u32);

/// `depth` if it is at most [`MAX_DEPTH`].
pub fn check_depth(depth: u32) -> Result<u32, TooDeep> {
    if depth > MAX_DEPTH {
        Err(TooDeep(depth))
    } else {
        Ok(depth)
    }
}

/// Leaf count of `pos` to `depth`, or `None` once `stop` is set (checked
/// between subtrees of depth 4, which take milliseconds).
pub fn count(pos: &Chess, depth: u32, stop: &AtomicBool) -> Option<u64> {
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    if depth <= 4 {
        return Some(perft(pos, depth));
    }
    let mut total = 0;
    for m in pos.legal_moves() {
        let mut next = pos.clone();
        next.play_unchecked(m);
        total += count(&next, depth - 1, stop)?;
    }
    Some(total)
}

/// Per-root-move counts (UCI notation, sorted) and the total, for `depth` ≥ 1.
/// Callers check `depth` with [`check_depth`] first.
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

/// The full text Stockfish prints for `go perft` (check `depth` first).
pub fn report(pos: &Chess, depth: u32) -> String {
    let (rows, total) = divide(pos, depth);
    let mut out = String::new();
    for (mv, n) in rows {
        out.push_str(&format!("{mv}: {n}\n"));
    }
    out.push_str(&format!("\nNodes searched: {total}\n"));
    out
}

/// The `perft` command: the report for `depth` from the start or from `fen`.
pub fn command(depth: u32, fen: &str) -> ExitCode {
    if let Err(e) = check_depth(depth) {
        complain(e);
        return ExitCode::from(2);
    }
    let pos = if fen.trim().is_empty() {
        Chess::default()
    } else {
        match parse_fen(fen) {
            Ok(pos) => pos,
            Err(e) => {
                complain(e);
                return ExitCode::from(2);
            }
        }
    };
    print_out(&report(&pos, depth))
}
