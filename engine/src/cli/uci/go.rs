//! Parsing the `go` command: limits, `searchmoves`, `ponder`, `perft`.

use std::time::Duration;

use shakmaty::{Chess, Color, Move, Position, uci::UciMove};

use crate::{
    cli::perft,
    search::{Limits, MAX_PLY},
};

/// Deepest `go depth` the search can do.
const MAX_DEPTH: u32 = MAX_PLY as u32 - 8;
/// `go` without any limit thinks this long. UCI leaves bare `go` open and
/// some engines treat it as `infinite`, but an engine that never answers a
/// plain `go` typed at the terminal looks hung; `go infinite` is there for that.
const DEFAULT_MOVETIME: Duration = Duration::from_secs(5);
/// `go` whose only limits were unusable (`go depth -3`) thinks this long: a
/// quick, legal answer rather than an endless search.
const FALLBACK_MOVETIME: Duration = Duration::from_secs(1);
/// `go mate N` alone searches at most 2N + this many plies: enough to prove a
/// mate in N through the reductions, finite when there is none.
const MATE_EXTRA_DEPTH: u32 = 6;

/// A parsed `go` command.
#[derive(Debug, Default)]
pub struct Go {
    pub limits: Limits,
    pub ponder: bool,
    /// Legal moves of `searchmoves`; empty means all.
    pub searchmoves: Vec<Move>,
    /// `go perft N`: the depth, or why it was refused.
    pub perft: Option<Result<u32, String>>,
    /// What was wrong or chosen by default, for `info string`s.
    pub notes: Vec<String>,
}

const GO_KEYWORDS: &[&str] = &[
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
    "perft",
];

/// Parse `go`'s arguments for a search of `pos`. Unusable values are left out
/// with a note; if no limit bounds the search, a finite default is chosen.
pub fn parse_go(args: &[&str], pos: &Chess) -> Go {
    let mut go = Go::default();
    let mut invalid = false;
    let mut i = 0;
    while i < args.len() {
        let key = args[i];
        i += 1;
        match key {
            "infinite" => go.limits.infinite = true,
            "ponder" => go.ponder = true,
            "searchmoves" => {
                let mut given = 0;
                while let Some(&tok) = args.get(i).filter(|t| !GO_KEYWORDS.contains(t)) {
                    i += 1;
                    given += 1;
                    match tok
                        .parse::<UciMove>()
                        .ok()
                        .and_then(|u| u.to_move(pos).ok())
                    {
                        Some(m) if !go.searchmoves.contains(&m) => go.searchmoves.push(m),
                        Some(_) => {}
                        None => go
                            .notes
                            .push(format!("searchmoves: {tok} is not a legal move, ignored")),
                    }
                }
                if go.searchmoves.is_empty() {
                    let why = if given == 0 {
                        "no move given"
                    } else {
                        "no legal move given"
                    };
                    go.notes
                        .push(format!("searchmoves: {why}, searching all moves"));
                }
            }
            "wtime" | "btime" | "winc" | "binc" | "movestogo" | "depth" | "nodes" | "mate"
            | "movetime" | "perft" => {
                let Some(&value) = args.get(i).filter(|t| !GO_KEYWORDS.contains(t)) else {
                    go.notes.push(format!("go {key} needs a value, ignored"));
                    invalid = true;
                    continue;
                };
                i += 1;
                if !set_go_value(&mut go, key, value) {
                    invalid = true;
                }
            }
            other => go
                .notes
                .push(format!("go: unknown token '{other}' ignored")),
        }
    }

    let l = &mut go.limits;
    let own_clock = match pos.turn() {
        Color::White => l.wtime,
        Color::Black => l.btime,
    };
    let bounded = l.depth.is_some() || l.nodes.is_some() || l.movetime.is_some();
    if go.perft.is_none() && !l.infinite && !bounded && own_clock.is_none() {
        // Ponder too: its time limits start at ponderhit, and then it must end.
        if let Some(n) = l.mate {
            l.depth = Some((2 * n + MATE_EXTRA_DEPTH).min(MAX_DEPTH));
        } else {
            let (t, why) = if invalid {
                (FALLBACK_MOVETIME, "no usable limit")
            } else if l.wtime.is_some() || l.btime.is_some() {
                (DEFAULT_MOVETIME, "no clock for the side to move")
            } else {
                (DEFAULT_MOVETIME, "go without limits")
            };
            l.movetime = Some(t);
            go.notes
                .push(format!("{why}: searching {} ms", t.as_millis()));
        }
    }
    go
}

/// Set the limit `key` of `go` from `value`; false (with a note) if unusable.
fn set_go_value(go: &mut Go, key: &str, value: &str) -> bool {
    let Ok(v) = value.parse::<i64>() else {
        go.notes
            .push(format!("go {key} {value}: not a whole number, ignored"));
        return false;
    };
    let l = &mut go.limits;
    let ms = Duration::from_millis(v.max(0) as u64);
    let least = match key {
        "wtime" | "btime" => i64::MIN,
        "winc" | "binc" | "movetime" | "nodes" | "perft" => 0,
        _ => 1,
    };
    if v < least {
        go.notes.push(format!("go {key} {v}: too small, ignored"));
        return false;
    }
    match key {
        "wtime" | "btime" => {
            // A clock already below zero: the engine is out of time, answer at once.
            if v < 0 {
                go.notes.push(format!("go {key} {v}: negative, taken as 0"));
            }
            *if key == "wtime" {
                &mut l.wtime
            } else {
                &mut l.btime
            } = Some(ms);
        }
        "winc" => l.winc = Some(ms),
        "binc" => l.binc = Some(ms),
        "movetime" => l.movetime = Some(ms),
        "nodes" => l.nodes = Some(v as u64),
        "movestogo" => l.movestogo = Some(v.min(1000) as u32),
        "depth" => {
            if v > i64::from(MAX_DEPTH) {
                go.notes
                    .push(format!("go depth {v}: the deepest is {MAX_DEPTH}"));
            }
            l.depth = Some(v.min(i64::from(MAX_DEPTH)) as u32);
        }
        // Any mate the search can prove is within MAX_PLY plies.
        "mate" => l.mate = Some(v.min(MAX_PLY as i64) as u32),
        _ => {
            go.perft = Some(
                u32::try_from(v)
                    .map_err(|_| perft::TooDeep(u32::MAX))
                    .and_then(perft::check_depth)
                    .map_err(|e| e.to_string()),
            );
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::uci::output::fmt_move;

    fn go(args: &str) -> Go {
        let args: Vec<&str> = args.split_whitespace().collect();
        parse_go(&args, &Chess::default())
    }

    #[test]
    fn go_values_and_defaults() {
        let g = go("wtime 1000 btime 2000 winc 10 binc 20 movestogo 5");
        assert_eq!(g.limits.wtime, Some(Duration::from_millis(1000)));
        assert_eq!(g.limits.binc, Some(Duration::from_millis(20)));
        assert_eq!(g.limits.movestogo, Some(5));
        assert_eq!(g.limits.movetime, None);
        assert!(g.notes.is_empty(), "{:?}", g.notes);

        // Bare go: a finite default, said so.
        let g = go("");
        assert_eq!(g.limits.movetime, Some(DEFAULT_MOVETIME));
        assert_eq!(g.notes.len(), 1);

        // Unusable values: noted, and a short search instead of an endless one.
        for bad in ["depth -3", "movetime abc", "depth", "nodes -1", "mate 0"] {
            let g = go(bad);
            assert_eq!(g.limits.movetime, Some(FALLBACK_MOVETIME), "{bad}");
            assert_eq!(
                (g.limits.depth, g.limits.nodes, g.limits.mate),
                (None, None, None),
                "{bad}"
            );
            assert!(g.notes.len() >= 2, "{bad}: {:?}", g.notes);
        }
        // A keyword is not taken as the value of the one before it.
        let g = go("depth movetime 100");
        assert_eq!(g.limits.depth, None);
        assert_eq!(g.limits.movetime, Some(Duration::from_millis(100)));

        // A negative own clock means no time: move at once.
        let g = go("wtime -500 btime 1000");
        assert_eq!(g.limits.wtime, Some(Duration::ZERO));
        assert_eq!(g.limits.movetime, None);
        assert_eq!(g.notes.len(), 1);

        // Only the opponent's clock: bounded by the default instead.
        let g = go("btime 1000");
        assert_eq!(g.limits.movetime, Some(DEFAULT_MOVETIME));

        // Mate alone gets a depth cap; infinite and other limits stay as given.
        assert_eq!(go("mate 2").limits.depth, Some(2 * 2 + MATE_EXTRA_DEPTH));
        assert_eq!(go("mate 2 nodes 5000").limits.depth, None);
        let g = go("infinite");
        assert!(g.limits.infinite && g.limits.movetime.is_none() && g.notes.is_empty());
        assert_eq!(go("depth 100000").limits.depth, Some(MAX_DEPTH));

        assert_eq!(go("perft 3").perft, Some(Ok(3)));
        assert!(matches!(go("perft 9").perft, Some(Err(_))));
        assert!(matches!(go("perft 99999999999").perft, Some(Err(_))));
    }

    #[test]
    fn searchmoves_keep_legal_moves_only() {
        let g = go("searchmoves e2e4 e2e5 zz d2d4 e2e4 depth 3");
        let ms: Vec<String> = g.searchmoves.iter().map(|&m| fmt_move(m)).collect();
        assert_eq!(ms, ["e2e4", "d2d4"]);
        assert_eq!(g.limits.depth, Some(3));
        assert_eq!(g.notes.len(), 2, "{:?}", g.notes);

        let g = go("searchmoves e7e5 depth 3");
        assert!(g.searchmoves.is_empty());
        assert!(g.notes.iter().any(|n| n.contains("searching all moves")));
    }
}
