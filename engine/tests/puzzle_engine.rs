//! Puzzles found and confirmed by a UCI engine (Debian's Stockfish when installed,
//! skipped with a note otherwise): one clear answer makes a puzzle, two equally good
//! answers make none, and a game's mistake comes out with who confirmed it.

use std::sync::{
    Arc,
    atomic::{AtomicBool, Ordering},
};

use gambit_engine::{
    Game,
    external::{EngineConfig, UciEngine, find_stockfish},
    game::parse_fen,
    puzzle::{Finder, find_puzzles_with_engine},
    search::hash_of,
    shakmaty::{Position, san::San},
};

fn stockfish() -> Option<UciEngine> {
    let Some(path) = find_stockfish() else {
        eprintln!("note: no stockfish on PATH or in /usr/games; skipping");
        return None;
    };
    let mut config = EngineConfig::new(path);
    config.threads = Some(1);
    config.hash_mb = Some(16);
    Some(UciEngine::start(&config).unwrap())
}

/// Whether Stockfish makes a puzzle of `fen` where `played` was played; its first move.
fn puzzle(engine: UciEngine, fen: &str, played: &str) -> Option<String> {
    let pos = parse_fen(fen).unwrap();
    let played = played.parse::<San>().unwrap().to_move(&pos).unwrap();
    let mut finder = Finder::with_engine(engine, 200_000);
    let found = finder.puzzle_at(&pos, &[hash_of(&pos)], played, &AtomicBool::new(false));
    assert!(finder.error().is_none(), "{:?}", finder.error());
    found.map(|f| uci(f.solution[0]))
}

fn uci(m: gambit_engine::shakmaty::Move) -> String {
    gambit_engine::shakmaty::uci::UciMove::from_move(
        m,
        gambit_engine::shakmaty::CastlingMode::Standard,
    )
    .to_string()
}

#[test]
fn one_clear_answer_is_a_puzzle_and_two_equal_answers_are_none() {
    let Some(engine) = stockfish() else { return };
    // The queen hangs to the rook alone.
    let first = puzzle(engine, "4k3/8/8/3q4/8/8/5PPP/3RK3 w - - 0 1", "h3");
    assert_eq!(first.as_deref(), Some("d1d5"));
    // Rook or knight take it, as good as each other: no puzzle.
    let engine = stockfish().unwrap();
    assert_eq!(
        puzzle(engine, "4k3/8/8/3q4/8/2N5/5PPP/3RK3 w - - 0 1", "h3"),
        None
    );
}

#[test]
fn a_games_mistake_is_confirmed_by_stockfish() {
    let Some(engine) = stockfish() else { return };
    let mut g = Game::new();
    g.play_line("e4 e5 Nf3 Nc6 Bc4 Bc5 O-O d6 Nc3 Qg5 d3")
        .unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    let found = find_puzzles_with_engine(&g, engine, 300_000, stop.clone(), |_| {}).unwrap();
    assert!(!stop.load(Ordering::Relaxed));
    let p = found
        .iter()
        .find(|p| p.ply == 10)
        .expect("d3 misses the queen");
    assert_eq!(uci(p.solution[0]), "f3g5", "{p:?}");
    assert!(
        p.confirmed_by.starts_with("Stockfish"),
        "{}",
        p.confirmed_by
    );
    assert!(
        p.confirmed_by.ends_with("300,000 nodes"),
        "{}",
        p.confirmed_by
    );
    for p in &found {
        let mut pos = parse_fen(&p.fen).unwrap();
        for &m in &p.solution {
            assert!(pos.is_legal(m), "{p:?}");
            pos.play_unchecked(m);
        }
    }
}
