//! Several search threads (Lazy SMP): the same mates, legal moves and lines,
//! a stop that ends every thread, and one thread searching exactly as before.

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        mpsc,
    },
    time::Duration,
};

use gambit_engine::search::{
    Level, Limits, Rng, Score, SearchRequest, SearchResult, Searcher, hash_of,
};
use shakmaty::{CastlingMode, Chess, Position, fen::Fen, uci::UciMove};

fn pos(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

fn request(p: &Chess, depth: u32) -> SearchRequest {
    let mut req = SearchRequest::new(p.clone());
    req.use_book = false;
    req.limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    req
}

fn searcher(threads: usize) -> Searcher {
    let mut s = Searcher::new(8);
    s.set_threads(threads);
    s
}

/// The best move and the whole PV are legal moves of `p`'s line.
fn assert_legal_line(p: &Chess, r: &SearchResult) {
    assert!(p.legal_moves().contains(&r.best.unwrap()), "{p:?}");
    assert_eq!(r.pv.first(), r.best.as_ref());
    let mut line = p.clone();
    for &m in &r.pv {
        assert!(line.legal_moves().contains(&m), "illegal pv move {m:?}");
        line.play_unchecked(m);
    }
}

#[test]
fn two_threads_find_the_same_mates() {
    for (fen, depth, mv, mate) in [
        ("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 3, "d1d8", 1),
        (
            "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1",
            5,
            "d5f6",
            2,
        ),
        (
            "6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1",
            5,
            "g2g1",
            2,
        ),
        ("r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 7, "f6a6", 3),
    ] {
        let p = pos(fen);
        let r = searcher(2).search(&request(&p, depth), &AtomicBool::new(false), |_| {});
        assert_eq!(
            (UciMove::from_standard(r.best.unwrap()).to_string(), r.score),
            (mv.to_string(), Score::Mate(mate)),
            "{fen}"
        );
        assert_legal_line(&p, &r);
    }
}

#[test]
fn two_threads_play_legal_moves_in_random_positions() {
    // One searcher for all: the shared table carries entries between searches.
    let mut s = searcher(2);
    let mut rng = Rng::new(11);
    for _ in 0..30 {
        let mut p = Chess::default();
        for _ in 0..rng.below(80) {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            p.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
        }
        let r = s.search(&request(&p, 6), &AtomicBool::new(false), |_| {});
        if p.legal_moves().is_empty() {
            assert_eq!(r.best, None);
        } else {
            assert_legal_line(&p, &r);
        }
    }
}

#[test]
fn stop_ends_every_thread() {
    // An infinite two-thread search, stopped from its own report at depth 4:
    // `search` returns only once the helper has finished too.
    let (tx, rx) = mpsc::channel();
    std::thread::Builder::new()
        .stack_size(16 << 20)
        .spawn(move || {
            let p = pos("r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 7");
            let mut req = request(&p, 0);
            req.limits = Limits {
                infinite: true,
                ..Limits::default()
            };
            let stop = AtomicBool::new(false);
            let mut reported = 0;
            let r = searcher(2).search(&req, &stop, |info| {
                reported = info.nodes;
                if info.depth >= 4 {
                    stop.store(true, Ordering::Relaxed);
                }
            });
            let _ = tx.send((p, r, reported));
        })
        .unwrap();
    // Not a speed limit: a search that ignored the stop would never answer.
    let (p, r, reported) = rx
        .recv_timeout(Duration::from_secs(120))
        .expect("the search ended");
    assert!(r.depth >= 4, "{}", r.depth);
    assert_legal_line(&p, &r);
    // The result counts every thread's nodes, at least those already reported.
    assert!(r.nodes >= reported, "{} < {reported}", r.nodes);
}

#[test]
fn one_thread_searches_as_it_always_did() {
    let p = pos("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10");
    let fresh = searcher(1).search(&request(&p, 8), &AtomicBool::new(false), |_| {});
    // Helpers made and dropped again leave nothing behind.
    let mut s = searcher(3);
    s.set_threads(1);
    assert_eq!(s.threads(), 1);
    let again = s.search(&request(&p, 8), &AtomicBool::new(false), |_| {});
    assert_eq!(
        (fresh.best, fresh.score, fresh.nodes, fresh.pv),
        (again.best, again.score, again.nodes, again.pv)
    );
}

#[test]
fn levels_limited_by_nodes_search_alone() {
    // Hard is weakened by a node cap: more threads must not make it stronger.
    let p = pos("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
    let mut req = request(&p, 20);
    req.level = Level::Hard;
    req.history = vec![hash_of(&Chess::default())];
    let one = searcher(1).search(&req, &AtomicBool::new(false), |_| {});
    let two = searcher(2).search(&req, &AtomicBool::new(false), |_| {});
    assert_eq!(
        (one.best, one.score, one.nodes, one.depth),
        (two.best, two.score, two.nodes, two.depth)
    );
}

#[test]
fn a_searcher_still_moves_between_threads() {
    // The game sends its searcher to a search thread and back; the shared
    // table must not take that away (a compile-time check).
    fn send<T: Send + 'static>(_: &T) {}
    send(&searcher(2));
}

#[test]
fn a_node_limit_counts_every_threads_nodes() {
    let mut req = request(&Chess::default(), 60);
    req.limits = Limits {
        nodes: Some(200_000),
        ..Limits::default()
    };
    let r = searcher(2).search(&req, &AtomicBool::new(false), |_| {});
    // Each thread adds its nodes to the team's count, and looks at it, every
    // 1024 nodes: none goes more than 2048 past the limit.
    assert!(
        (200_000..=200_000 + 2 * 2048).contains(&r.nodes),
        "{} nodes",
        r.nodes
    );
}
