//! Pondering through the library, as the game does it (see `search`'s module
//! documentation): a search on the predicted position that a ponderhit turns
//! into a timed search, or that a stop abandons; with one and two threads.

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        mpsc,
    },
    time::Duration,
};

use gambit_engine::search::{Limits, SearchRequest, SearchResult, Searcher};
use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

const MIDDLEGAME: &str = "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 7";

fn predicted() -> Chess {
    MIDDLEGAME
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

/// Ponders on the predicted position with `limits`; `on_depth(depth, stop,
/// pondering)` is called at each completed iteration. Returns the result, the
/// flags' final states, and the deepest iteration completed while pondering.
fn ponder(
    threads: usize,
    limits: Limits,
    on_depth: impl Fn(u32, &AtomicBool, &AtomicBool) + Send + 'static,
) -> (SearchResult, bool, bool, u32) {
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .stack_size(16 << 20)
        .spawn(move || {
            let mut req = SearchRequest::new(predicted());
            req.use_book = false;
            req.limits = limits;
            let mut searcher = Searcher::new(8);
            searcher.set_threads(threads);
            let (stop, pondering) = (AtomicBool::new(false), AtomicBool::new(true));
            let mut deepest_pondering = 0;
            let r = searcher.ponder_search(&req, &stop, &pondering, |info| {
                if pondering.load(Ordering::SeqCst) {
                    deepest_pondering = info.depth;
                }
                on_depth(info.depth, &stop, &pondering);
            });
            let _ = tx.send((
                r,
                stop.load(Ordering::SeqCst),
                pondering.load(Ordering::SeqCst),
                deepest_pondering,
            ));
        })
        .unwrap();
    // Not a speed limit: a search that missed its cue would never answer.
    rx.recv_timeout(Duration::from_secs(120))
        .expect("the search ended")
}

fn assert_legal(r: &SearchResult) {
    assert!(predicted().legal_moves().contains(&r.best.unwrap()));
}

#[test]
fn ponderhit_turns_pondering_into_a_timed_search() {
    for threads in [1, 2] {
        // 1 ms to move: no clock that counted could reach depth 8, so the
        // clock waits for the ponderhit; after it, the 1 ms ends the search.
        let limits = Limits {
            movetime: Some(Duration::from_millis(1)),
            ..Limits::default()
        };
        let (r, stopped, pondering, deepest) = ponder(threads, limits, |depth, _, pondering| {
            if depth >= 8 {
                pondering.store(false, Ordering::SeqCst);
            }
        });
        assert!(deepest >= 8, "{threads} threads: {deepest}");
        assert!(!stopped && !pondering);
        assert!(
            r.depth >= 8 && r.depth < 40,
            "{threads} threads: {}",
            r.depth
        );
        assert_legal(&r);
    }
}

#[test]
fn a_wrong_prediction_is_abandoned_with_stop() {
    for threads in [1, 2] {
        let limits = Limits {
            wtime: Some(Duration::from_secs(60)),
            btime: Some(Duration::from_secs(60)),
            ..Limits::default()
        };
        let (r, stopped, pondering, _) = ponder(threads, limits, |depth, stop, _| {
            if depth >= 5 {
                stop.store(true, Ordering::SeqCst);
            }
        });
        // It answers at once, still pondering: the caller throws it away.
        assert!(stopped && pondering);
        assert!(r.depth >= 5);
        assert_legal(&r);
    }
}

#[test]
fn a_search_can_end_before_the_opponent_moves() {
    // A depth limit holds while pondering: the result comes early, and the
    // caller keeps it until the opponent's move says whether it counts.
    let (r, stopped, pondering, deepest) = ponder(2, depth_limit(4), |_, _, _| {});
    assert!(!stopped && pondering);
    assert_eq!((r.depth, deepest), (4, 4));
    assert_legal(&r);
    assert!(r.ponder.is_some(), "a reply to ponder on next");
}

fn depth_limit(d: u32) -> Limits {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}
