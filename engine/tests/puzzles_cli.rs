//! `gambit-engine puzzles` as a user runs it.

mod common;

use common::cli::{lines, run};

/// White's 6. d3 leaves Black's queen on g5 to the knight on f3.
const QUEEN_LEFT: &str = "[White \"W\"]\n[Black \"B\"]\n\n\
    1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O d6 5. Nc3 Qg5 6. d3 *\n";

#[test]
fn a_queen_left_hanging_makes_a_puzzle() {
    let out = run(&["puzzles", "-", "--depth", "8"], QUEEN_LEFT);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let l = lines(&out);
    let p = l
        .iter()
        .find(|p| p["ply"] == 11)
        .unwrap_or_else(|| panic!("no puzzle at 6. d3: {l:?}"));
    let mut keys: Vec<&str> = p.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "confirmed_by",
            "eval_best",
            "eval_played",
            "eval_second",
            "fen",
            "game",
            "played",
            "ply",
            "solution",
            "theme"
        ]
    );
    assert_eq!(p["game"], 1);
    assert_eq!(
        p["fen"],
        "r1b1k1nr/ppp2ppp/2np4/2b1p1q1/2B1P3/2N2N2/PPPP1PPP/R1BQ1RK1 w kq - 2 6"
    );
    assert_eq!(p["played"], "d2d3");
    let solution: Vec<&str> = p["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    assert_eq!(solution[0], "f3g5", "take the queen");
    assert_eq!(solution.len() % 2, 1, "ends on White's move: {solution:?}");
    assert_eq!(p["theme"], "hanging-piece");
    let (best, played) = (
        p["eval_best"].as_i64().unwrap(),
        p["eval_played"].as_i64().unwrap(),
    );
    assert!(best >= 500, "a queen up, White's view as the mover: {best}");
    assert!(best - played >= 150, "{best} {played}");
    let second = p["eval_second"].as_i64().unwrap();
    assert!(
        best - second >= 300,
        "the built-in search's gap: {best} {second}"
    );
    assert_eq!(p["confirmed_by"], "Gambit, depth 8");
    // Every puzzle line holds a position before a mistake of the side to move.
    for p in &l {
        let white_to_move = p["fen"].as_str().unwrap().contains(" w ");
        assert_eq!(white_to_move, p["ply"].as_u64().unwrap() % 2 == 1, "{p}");
    }
}

#[test]
fn a_clean_game_has_no_puzzles() {
    let out = run(
        &["puzzles", "-", "--depth", "8"],
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 *\n",
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(lines(&out).is_empty(), "{:?}", lines(&out));
}

#[test]
fn a_damaged_game_gets_an_error_line_and_status_1() {
    let pgn = format!("1. e4 e5 2. Ke3 *\n\n{QUEEN_LEFT}");
    let out = run(&["puzzles", "-", "--depth", "6"], &pgn);
    assert_eq!(out.status.code(), Some(1));
    let l = lines(&out);
    assert_eq!(l[0]["game"], 1);
    assert_eq!(l[0]["error"]["ply"], 3);
    assert_eq!(l[0]["error"]["move"], "Ke3");
    // The next game is still searched.
    assert!(l[1..].iter().all(|p| p["game"] == 2), "{l:?}");
    assert!(l[1..].iter().any(|p| p["ply"] == 11), "{l:?}");
}

#[test]
fn an_unreadable_file_is_status_2() {
    let out = run(&["puzzles", "/nonexistent/games.pgn"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot open /nonexistent/games.pgn"), "{err}");
    assert!(out.stdout.is_empty());
    // A directory opens but can't be read.
    let dir = std::env::temp_dir();
    let out = run(&["puzzles", dir.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("unreadable input"), "{err}");
}
