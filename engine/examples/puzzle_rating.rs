//! Rates puzzles by which of Gambit's levels solve them, for the built-in set
//! (`bench/puzzle_set.py` runs it): reads JSON lines with `fen` and `solution` (UCI) on
//! stdin and writes each with `rating` and `solved` (tries solved per level, Gentle to
//! Master) added.
//!
//! Each level below Master tries every puzzle 6 times with different seeds (their noise
//! and blind spots make tries differ); Master tries once at 200,000 nodes (it has no
//! noise). A try solves when the level plays every one of the player's moves of the
//! solution (the last may be any mating move). The rating is the maximum-likelihood R
//! of the Elo model, P(a player of strength E solves) = 1 / (1 + 10^((R − E) / 400)),
//! given the levels' measured strengths (docs/measurements.md: Gentle ~650, Easy
//! ~1100, Normal ~1500, Hard ~1900, Master ~2450), searched from 400 to 2800 by steps of 10.

use std::{
    io::{self, BufRead, Write},
    sync::atomic::AtomicBool,
};

use gambit_engine::{
    game::parse_fen,
    search::{Level, Limits, SearchRequest, Searcher, hash_of},
    shakmaty::{Chess, Move, Position, uci::UciMove},
};
use serde_json::Value;

const LEVELS: [(Level, f64, u64); 5] = [
    (Level::Gentle, 650.0, 6),
    (Level::Easy, 1100.0, 6),
    (Level::Normal, 1500.0, 6),
    (Level::Hard, 1900.0, 6),
    (Level::Master, 2450.0, 1),
];

fn main() {
    // The search recurses deeply: a big stack.
    std::thread::Builder::new()
        .stack_size(16 << 20)
        .spawn(run)
        .unwrap()
        .join()
        .unwrap();
}

fn run() {
    let mut searcher = Searcher::new(16);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for line in io::stdin().lock().lines() {
        let line = line.expect("stdin");
        let mut puzzle: Value = match serde_json::from_str(&line) {
            Ok(v) => v,
            Err(e) => {
                eprintln!("skipped: {e}: {line}");
                continue;
            }
        };
        let Some((pos, solution)) = read(&puzzle) else {
            eprintln!("skipped (no position or solution): {line}");
            continue;
        };
        let mut solved = Vec::new();
        for (level, _, tries) in LEVELS {
            let n = (0..tries)
                .filter(|&seed| solves(&mut searcher, &pos, &solution, level, seed))
                .count();
            solved.push(n as u64);
        }
        puzzle["rating"] = rating(&solved).into();
        puzzle["solved"] = solved.into();
        writeln!(out, "{puzzle}").expect("stdout");
        out.flush().expect("stdout");
    }
}

fn read(puzzle: &Value) -> Option<(Chess, Vec<UciMove>)> {
    let pos = parse_fen(puzzle["fen"].as_str()?).ok()?;
    let solution = puzzle["solution"]
        .as_array()?
        .iter()
        .map(|m| m.as_str()?.parse::<UciMove>().ok())
        .collect::<Option<Vec<_>>>()?;
    (!solution.is_empty()).then_some((pos, solution))
}

/// Whether `level` (with `seed`) plays the player's moves of `solution` from `pos`.
fn solves(
    searcher: &mut Searcher,
    pos: &Chess,
    solution: &[UciMove],
    level: Level,
    seed: u64,
) -> bool {
    let mut pos = pos.clone();
    let mut history = vec![hash_of(&pos)];
    for (i, expected) in solution.iter().enumerate() {
        let Ok(expected) = expected.to_move(&pos) else {
            return false;
        };
        let mv: Move = if i % 2 == 1 {
            expected
        } else {
            let mut req = SearchRequest::new(pos.clone());
            req.history = history.clone();
            req.level = level;
            req.seed = seed * 7919 + i as u64;
            req.use_book = false;
            if level == Level::Master {
                req.limits = Limits {
                    nodes: Some(200_000),
                    ..Limits::default()
                };
            }
            searcher.clear();
            let Some(mv) = searcher.search(&req, &AtomicBool::new(false), |_| {}).best else {
                return false;
            };
            let last = i + 1 == solution.len();
            let mut after = pos.clone();
            after.play_unchecked(mv);
            if mv != expected && !(last && after.is_checkmate()) {
                return false;
            }
            mv
        };
        pos.play_unchecked(mv);
        history.push(hash_of(&pos));
    }
    true
}

/// The maximum-likelihood rating given the tries each level solved.
fn rating(solved: &[u64]) -> u32 {
    let log_likelihood = |r: f64| -> f64 {
        LEVELS
            .iter()
            .zip(solved)
            .map(|(&(_, elo, tries), &k)| {
                let p = 1.0 / (1.0 + 10f64.powf((r - elo) / 400.0));
                let p = p.clamp(1e-9, 1.0 - 1e-9);
                k as f64 * p.ln() + (tries - k) as f64 * (1.0 - p).ln()
            })
            .sum()
    };
    (40..=280)
        .map(|step| step as f64 * 10.0)
        .max_by(|a, b| log_likelihood(*a).total_cmp(&log_likelihood(*b)))
        .unwrap_or(1500.0) as u32
}
