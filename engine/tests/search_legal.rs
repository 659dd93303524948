//! `best` is always legal: thousands of seeded random positions, tiny limits,
//! no time left, a stop flag already set, and every level.

use std::{sync::atomic::AtomicBool, time::Duration};

use gambit_engine::search::{Level, Limits, Rng, SearchRequest, Searcher};
use shakmaty::{Chess, Position};

fn random_positions(n: usize, seed: u64) -> Vec<(Chess, Vec<u64>)> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let mut pos = Chess::default();
        let mut hist = Vec::new();
        let plies = rng.below(120);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            hist.push(gambit_engine::search::hash_of(&pos));
            pos.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
        }
        out.push((pos, hist));
    }
    out
}

fn check_result(pos: &Chess, r: &gambit_engine::search::SearchResult) {
    let legal = pos.legal_moves();
    match r.best {
        Some(m) => assert!(legal.contains(&m), "illegal {m:?} in {pos:?}"),
        None => assert!(legal.is_empty()),
    }
    // The PV must be a legal line too.
    let mut p = pos.clone();
    for &m in &r.pv {
        assert!(p.legal_moves().contains(&m), "illegal pv move {m:?}");
        p.play_unchecked(m);
    }
}

#[test]
fn best_move_always_legal_under_tiny_limits() {
    let mut searcher = Searcher::new(4);
    let stop = AtomicBool::new(false);
    let positions = random_positions(2000, 0x5eed);
    let mut rng = Rng::new(42);
    for (i, (pos, hist)) in positions.iter().enumerate() {
        let mut req = SearchRequest::new(pos.clone());
        req.history = hist.clone();
        req.seed = i as u64;
        req.level = Level::ALL[i % Level::ALL.len()];
        req.limits = match i % 4 {
            0 => Limits {
                nodes: Some(1 + rng.below(300)),
                ..Limits::default()
            },
            1 => Limits {
                wtime: Some(Duration::from_millis(1)),
                btime: Some(Duration::from_millis(1)),
                ..Limits::default()
            },
            2 => Limits {
                depth: Some(1),
                ..Limits::default()
            },
            _ => Limits {
                movetime: Some(Duration::from_millis(1)),
                ..Limits::default()
            },
        };
        let r = searcher.search(&req, &stop, |_| {});
        check_result(pos, &r);
    }
}

#[test]
fn best_move_legal_when_stopped_before_starting() {
    let mut searcher = Searcher::new(1);
    let stop = AtomicBool::new(true);
    for (pos, hist) in random_positions(300, 0xabcd) {
        let mut req = SearchRequest::new(pos.clone());
        req.history = hist;
        req.limits.infinite = true;
        let r = searcher.search(&req, &stop, |_| {});
        check_result(&pos, &r);
    }
}
