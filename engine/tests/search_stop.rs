//! The shared stop flag ends a search promptly, and time limits hold.

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::{Duration, Instant},
};

use gambit_engine::search::{Limits, SearchRequest, Searcher};
use shakmaty::{CastlingMode, Chess, fen::Fen};

fn middlegame() -> Chess {
    "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 7"
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

#[test]
fn stop_flag_is_honoured_quickly() {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let worker = std::thread::spawn(move || {
        let mut req = SearchRequest::new(middlegame());
        req.limits.infinite = true;
        let r = Searcher::new(8).search(&req, &flag, |_| {});
        (Instant::now(), r)
    });
    std::thread::sleep(Duration::from_millis(300));
    let asked = Instant::now();
    stop.store(true, Ordering::SeqCst);
    let (done, r) = worker.join().unwrap();
    let latency = done.saturating_duration_since(asked);
    // Generous for a loaded 2-core machine; an unheeded flag would never stop at all.
    assert!(
        latency < Duration::from_millis(500),
        "stopped after {latency:?}"
    );
    assert!(r.best.is_some() && r.depth >= 1);
}

#[test]
fn movetime_is_respected() {
    let mut req = SearchRequest::new(middlegame());
    req.use_book = false;
    req.limits = Limits {
        movetime: Some(Duration::from_millis(200)),
        ..Limits::default()
    };
    let start = Instant::now();
    let r = Searcher::new(8).search(&req, &AtomicBool::new(false), |_| {});
    let took = start.elapsed();
    // Generous for a loaded 2-core machine; without the limit the search would run on.
    assert!(took < Duration::from_millis(1_000), "{took:?}");
    assert!(r.best.is_some());
}
