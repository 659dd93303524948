//! A review by a UCI engine instead of the built-in search: Debian's Stockfish when it
//! is installed (skipped with a note otherwise), and the fake engine crashing in the
//! middle, which ends the review early with the reason.

mod common;

use std::sync::{Arc, atomic::AtomicBool};

use common::fake;
use gambit_engine::{
    Game,
    external::{EngineConfig, EngineError, UciEngine, find_stockfish},
    review::{Judgement, Review, ReviewOptions},
};

fn scholars_mate() -> Game {
    let mut g = Game::new();
    g.play_line("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#").unwrap();
    g
}

#[test]
fn stockfish_reviews_a_game() {
    let Some(path) = find_stockfish() else {
        eprintln!("note: no stockfish on PATH or in /usr/games; skipping");
        return;
    };
    let mut config = EngineConfig::new(path);
    config.threads = Some(1);
    config.hash_mb = Some(16);
    let engine = UciEngine::start(&config).unwrap();
    let game = scholars_mate();
    let stop = Arc::new(AtomicBool::new(false));
    let mut review = Review::with_engine(&game, engine, ReviewOptions::depth(10), stop);
    let moves: Vec<_> = review.by_ref().collect();
    assert!(review.error().is_none(), "{:?}", review.error());
    assert_eq!(moves.len(), 7);
    assert_eq!(moves[5].san, "Nf6");
    assert_eq!(moves[5].judgement, Judgement::Blunder);
    // The mate is Stockfish's own choice too.
    assert_eq!(moves[6].judgement, Judgement::Best);
    assert!(moves[5].best.is_some_and(|b| b != moves[5].played));
}

#[test]
fn an_engine_that_crashes_ends_the_review_with_its_reason() {
    let (config, pid) = fake(&["crash"]);
    let engine = UciEngine::start(&config).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let mut review = Review::with_engine(&scholars_mate(), engine, ReviewOptions::depth(4), stop);
    assert!(review.next().is_none());
    assert!(review.cancelled());
    match review.error() {
        Some(e @ EngineError::Exited { .. }) => {
            assert!(e.to_string().contains("stopped unexpectedly"), "{e}")
        }
        other => panic!("expected the engine's exit, got {other:?}"),
    }
    drop(review);
    pid.assert_gone();
}

#[test]
fn a_good_engine_judges_every_move() {
    // The fake engine answers at once with the first legal move and a fixed score: every
    // move is judged, none with an error.
    let (config, _pid) = fake(&["good"]);
    let engine = UciEngine::start(&config).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let mut review = Review::with_engine(&scholars_mate(), engine, ReviewOptions::depth(4), stop);
    let moves: Vec<_> = review.by_ref().collect();
    assert_eq!(moves.len(), 7);
    assert!(review.error().is_none());
    assert!(!review.cancelled());
}
