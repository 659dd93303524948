//! Mates in 1, 2 and 3 are found with the right score, plus draw rules.

use std::sync::atomic::AtomicBool;

use gambit_engine::search::{Level, Limits, Score, SearchRequest, Searcher, hash_of};
use shakmaty::{CastlingMode, Chess, Position, fen::Fen, uci::UciMove};

fn pos(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

fn search(p: &Chess, depth: u32, history: Vec<u64>) -> (String, Score) {
    let mut req = SearchRequest::new(p.clone());
    req.use_book = false;
    req.level = Level::Master;
    req.history = history;
    req.limits = Limits {
        depth: Some(depth),
        nodes: Some(3_000_000),
        ..Limits::default()
    };
    let r = Searcher::new(8).search(&req, &AtomicBool::new(false), |_| {});
    (UciMove::from_standard(r.best.unwrap()).to_string(), r.score)
}

#[test]
fn mate_in_one() {
    for (fen, mv) in [
        ("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "d1d8"),
        (
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            "h5f7",
        ),
        ("4r1k1/pp3ppp/8/8/8/2n5/PP3PPP/R1B1R1K1 b - - 0 1", "e8e1"),
    ] {
        assert_eq!(
            search(&pos(fen), 3, vec![]),
            (mv.to_string(), Score::Mate(1)),
            "{fen}"
        );
    }
}

#[test]
fn mate_in_two() {
    for (fen, mv) in [
        (
            "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1",
            "d5f6",
        ),
        ("6k1/pp4p1/2p5/2bp4/8/P5Pb/1P3rrP/2BRRN1K b - - 0 1", "g2g1"),
        (
            "r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1",
            "d5d8",
        ),
    ] {
        assert_eq!(
            search(&pos(fen), 5, vec![]),
            (mv.to_string(), Score::Mate(2)),
            "{fen}"
        );
    }
}

#[test]
fn mate_in_three() {
    for (fen, mv) in [
        (
            "1k5r/pP3ppp/3p2b1/1BN1n3/1Q2P3/P1B5/KP3P1P/7q w - - 1 1",
            "c5a6",
        ),
        ("3r4/pR2N3/2pkb3/5p2/8/2B5/qP3PPP/4R1K1 w - - 1 1", "c3e5"),
        (
            "r1b1k1nr/p2p1ppp/n2B4/1p1NPN1P/6P1/3P1Q2/P1P1K3/q5b1 w kq - 1 1",
            "f5g7",
        ),
        ("r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", "f6a6"),
    ] {
        assert_eq!(
            search(&pos(fen), 8, vec![]),
            (mv.to_string(), Score::Mate(3)),
            "{fen}"
        );
    }
}

#[test]
fn mated_and_stalemated_roots() {
    let mut s = Searcher::new(1);
    let stop = AtomicBool::new(false);
    let mated = SearchRequest::new(pos("6k1/5ppp/8/8/8/8/5PPP/3r2K1 w - - 0 1"));
    let r = s.search(&mated, &stop, |_| {});
    assert_eq!((r.best, r.score), (None, Score::Mate(0)));
    let stalemate = SearchRequest::new(pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"));
    let r = s.search(&stalemate, &stop, |_| {});
    assert_eq!((r.best, r.score), (None, Score::Cp(0)));
}

/// A position that occurred once before the root is no draw: the game goes on (it would
/// be the second time). Twice before, it is the third time: a draw, which White, a rook
/// down, is glad to take. (Stockfish scores repetitions the same way.)
#[test]
fn repetition_before_the_root_is_a_draw_only_the_third_time() {
    let p = pos("r5k1/5ppp/8/8/8/8/5PPP/6K1 w - - 10 40");
    let (_, score) = search(&p, 4, vec![]);
    assert!(matches!(score, Score::Cp(c) if c < -300), "{score:?}");
    let mut after = p.clone();
    after.play_unchecked("g1f1".parse::<UciMove>().unwrap().to_move(&p).unwrap());
    let after = hash_of(&after);
    // Other positions of the game; `after` (Black to move) stands an even number of
    // plies before the position after g1f1 each time.
    let once = vec![1, 2, 3, 4, 5, after, 7, 8];
    let (_, score) = search(&p, 4, once.clone());
    assert!(
        matches!(score, Score::Cp(c) if c < -300),
        "one earlier time is no draw: {score:?}"
    );
    let twice = vec![1, after, 3, 4, 5, after, 7, 8];
    assert_eq!(
        search(&p, 4, twice.clone()),
        ("g1f1".to_string(), Score::Cp(0))
    );
    // A history ending with the root itself (as `Game::keys()` gives) is the same.
    let mut with_root = twice;
    with_root.push(hash_of(&p));
    assert_eq!(search(&p, 4, with_root), ("g1f1".to_string(), Score::Cp(0)));
    let mut with_root = once;
    with_root.push(hash_of(&p));
    assert!(matches!(search(&p, 4, with_root).1, Score::Cp(c) if c < -300));
}

#[test]
fn fifty_move_rule_is_respected() {
    // Any non-pawn move draws at once; the winning side must push the pawn.
    let p = pos("4k3/8/8/8/8/8/P7/4K2Q w - - 99 80");
    let (mv, score) = search(&p, 4, vec![]);
    assert!(mv == "a2a3" || mv == "a2a4", "{mv}");
    assert!(score.cp() > 500);
}
