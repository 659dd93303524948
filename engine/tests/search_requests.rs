//! Search requests beyond a best move: MultiPV lines, restricted root moves, the
//! mate limit and pondering.

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use gambit_engine::search::{Limits, Score, SearchRequest, SearchResult, Searcher};
use shakmaty::{CastlingMode, Chess, Move, Position, fen::Fen, uci::UciMove};

fn pos(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

fn mv(p: &Chess, uci: &str) -> Move {
    uci.parse::<UciMove>().unwrap().to_move(p).unwrap()
}

fn request(p: &Chess, limits: Limits) -> SearchRequest {
    let mut req = SearchRequest::new(p.clone());
    req.use_book = false;
    req.limits = limits;
    req
}

fn depth(d: u32) -> Limits {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}

fn run(req: &SearchRequest) -> SearchResult {
    Searcher::new(8).search(req, &AtomicBool::new(false), |_| {})
}

const MIDDLEGAME: &str = "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 7";
/// 1. Nf6+ gxf6 2. Bxf7#.
const MATE_IN_2: &str = "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1";

#[test]
fn multipv_lines_are_distinct_and_best_first() {
    let p = pos(MIDDLEGAME);
    let mut req = request(&p, depth(6));
    req.multipv = 4;
    let mut reported = Vec::new();
    let r = Searcher::new(8).search(&req, &AtomicBool::new(false), |i| {
        reported.push((i.depth, i.multipv))
    });
    assert_eq!(r.lines.len(), 4);
    assert_eq!(r.lines[0], (r.score, r.pv.clone()));
    let firsts: Vec<Move> = r.lines.iter().map(|(_, pv)| pv[0]).collect();
    for (k, m) in firsts.iter().enumerate() {
        assert!(p.is_legal(*m));
        assert!(!firsts[..k].contains(m), "{firsts:?}");
    }
    let cps: Vec<i32> = r.lines.iter().map(|(s, _)| s.cp()).collect();
    assert!(cps.windows(2).all(|w| w[0] >= w[1]), "{cps:?}");
    // One report per line and iteration, in line order.
    let expected: Vec<(u32, u32)> = (1..=6).flat_map(|d| (1..=4).map(move |k| (d, k))).collect();
    assert_eq!(reported, expected);

    // A single line is the ordinary search.
    let mut one = request(&p, depth(6));
    one.multipv = 1;
    let r = run(&one);
    assert_eq!(r.lines, vec![(r.score, r.pv.clone())]);
}

#[test]
fn multipv_never_exceeds_the_legal_moves() {
    // White king in the corner: three moves.
    let p = pos("7k/8/8/8/8/8/8/K7 w - - 0 1");
    let mut req = request(&p, depth(3));
    req.multipv = 10;
    assert_eq!(run(&req).lines.len(), 3);
}

#[test]
fn searchmoves_restrict_the_root() {
    let p = pos(MATE_IN_2);
    let mut req = request(&p, depth(4));
    let only = [mv(&p, "a2a3"), mv(&p, "h2h3")];
    req.searchmoves = only.to_vec();
    let r = run(&req);
    assert!(only.contains(&r.best.unwrap()), "{:?}", r.best);

    // None of them legal here: no restriction.
    let other = pos(MIDDLEGAME);
    req.searchmoves = vec![mv(&other, "f3g5")];
    assert!(!p.is_legal(req.searchmoves[0]));
    assert_eq!(run(&req).best, Some(mv(&p, "d5f6")));
}

#[test]
fn the_mate_limit_ends_the_search_once_proven() {
    let p = pos(MATE_IN_2);
    let plain = run(&request(&p, depth(12)));
    let mate = run(&request(
        &p,
        Limits {
            mate: Some(2),
            ..depth(12)
        },
    ));
    assert_eq!(mate.score, Score::Mate(2));
    assert_eq!(mate.best, Some(mv(&p, "d5f6")));
    assert!(mate.depth < plain.depth, "{} {}", mate.depth, plain.depth);
    // A longer mate than asked for does not end it.
    let mate1 = run(&request(
        &p,
        Limits {
            mate: Some(1),
            ..depth(4)
        },
    ));
    assert_eq!(mate1.depth, 4);
}

#[test]
fn pondering_ignores_the_clock_until_ponderhit() {
    let stop = Arc::new(AtomicBool::new(false));
    let pondering = Arc::new(AtomicBool::new(true));
    let (s, p) = (Arc::clone(&stop), Arc::clone(&pondering));
    let worker = std::thread::Builder::new()
        .stack_size(16 << 20)
        .spawn(move || {
            let req = request(
                &pos(MIDDLEGAME),
                Limits {
                    movetime: Some(Duration::from_millis(20)),
                    ..Limits::default()
                },
            );
            Searcher::new(8).ponder_search(&req, &s, &p, |_| {})
        })
        .unwrap();
    // Far beyond the move time; the search goes on while pondering.
    std::thread::sleep(Duration::from_millis(300));
    assert!(!worker.is_finished());
    // Ponderhit: the 20 ms start now, and the search ends by itself.
    pondering.store(false, Ordering::SeqCst);
    let r = worker.join().unwrap();
    assert!(r.best.is_some() && r.depth >= 1);
    assert!(!stop.load(Ordering::SeqCst));
}
