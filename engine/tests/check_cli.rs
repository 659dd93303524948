//! `gambit-engine check` and `perft` as a user runs them.

mod common;

use common::cli::{lines, run, run_bytes};

#[test]
fn check_reports_one_json_line_per_game_in_order() {
    let pgn = "[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n\n\
               1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n\n\
               [FEN \"7k/4Q3/6K1/8/8/8/8/8 w - - 0 1\"]\n\n1. Qf7 *\n";
    let out = run(&["check", "-"], pgn);
    assert_eq!(out.status.code(), Some(0));
    let l = lines(&out);
    assert_eq!(l.len(), 3);
    assert_eq!(l[0]["game"], 1);
    assert_eq!(l[0]["status"], "checkmate");
    assert_eq!(l[0]["result"], "0-1", "the rules' result, not the tag");
    assert_eq!(
        l[0]["fen"],
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
    );
    assert_eq!(l[0]["error"], serde_json::Value::Null);
    assert_eq!(l[1]["status"], "ongoing");
    assert_eq!(l[1]["result"], "*");
    assert_eq!(
        l[1]["claimable"],
        serde_json::json!(["threefold_repetition"])
    );
    assert_eq!(l[2]["status"], "stalemate");
    assert_eq!(l[2]["result"], "1/2-1/2");
    let keys: Vec<&str> = l[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys.len(), 6);
    let raw = String::from_utf8(out.stdout).unwrap();
    assert!(
        raw.starts_with("{\"game\":1,\"fen\":"),
        "field order as documented"
    );
}

#[test]
fn check_reports_illegal_move_and_exits_1() {
    let out = run(&["check", "-"], "1. e4 e5 2. Ra3 *\n\n1. e4 *\n");
    assert_eq!(out.status.code(), Some(1));
    let l = lines(&out);
    assert_eq!(l.len(), 2);
    assert_eq!(l[0]["error"]["ply"], 3);
    assert_eq!(l[0]["error"]["move"], "Ra3");
    assert_eq!(
        l[0]["error"]["reason"],
        "the path is blocked by the piece on a2"
    );
    assert_eq!(
        l[0]["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
    assert_eq!(l[1]["error"], serde_json::Value::Null);
}

#[test]
fn check_reports_moves_after_the_game_ended() {
    let out = run(&["check", "-"], "1. f3 e5 2. g4 Qh4# 3. a3 *\n");
    assert_eq!(out.status.code(), Some(1));
    let l = lines(&out);
    assert_eq!(l[0]["status"], "checkmate");
    assert_eq!(l[0]["error"]["ply"], 5);
    assert_eq!(l[0]["error"]["reason"], "the game is over");
}

#[test]
fn check_exit_2_on_unreadable_input() {
    let out = run(&["check", "/nonexistent/file.pgn"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot open"));
    // A directory opens but can't be read.
    let dir = std::env::temp_dir();
    let out = run(&["check", dir.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unreadable input"));
}

#[test]
fn check_reports_damaged_games_and_goes_on() {
    let pgn = format!(
        "[Event \"long\"]\n[Annotator \"{}\"]\n\n1. e4 *\n\n\
         1. e4 e5 2. Nf3 {{ unterminated\n\n\
         [Event \"next\"]\n\n1. d4 (1. c4 c5\n\n\
         \u{1}\u{2}binary junk\n\n\
         1. d4 d5 *\n",
        "x".repeat(20_000)
    );
    let out = run(&["check", "-"], &pgn);
    assert_eq!(
        out.status.code(),
        Some(1),
        "game errors, not unreadable input"
    );
    let l = lines(&out);
    assert_eq!(l.len(), 5);
    assert_eq!(
        l[0]["error"],
        serde_json::Value::Null,
        "a 20 KB tag is fine"
    );
    assert_eq!(
        l[1]["error"],
        serde_json::json!({"ply": 4, "move": "{ unterminated", "reason": "a comment { is never closed"})
    );
    assert_eq!(
        l[1]["fen"],
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    );
    assert_eq!(l[2]["error"]["ply"], 2);
    assert_eq!(l[2]["error"]["move"], "(1. c4 c5");
    assert_eq!(l[2]["error"]["reason"], "a variation ( is never closed");
    assert_eq!(l[3]["error"]["ply"], 1);
    assert_eq!(
        l[3]["error"]["reason"],
        "this is not PGN: no tags or moves could be read"
    );
    assert_eq!(l[4]["game"], 5);
    assert_eq!(l[4]["error"], serde_json::Value::Null);
}

#[test]
fn check_reads_latin1_and_utf8_with_bom() {
    let out = run_bytes(
        &["check", "-"],
        b"[White \"M\xfcller\"]\n\n1. e4 {R\xe9ti \x80} e5 *\n\n\
          [White \"Bob\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n",
    );
    assert_eq!(out.status.code(), Some(0));
    let l = lines(&out);
    assert_eq!(l.len(), 2);
    assert_eq!(l[1]["status"], "checkmate");
    let out = run_bytes(&["check", "-"], b"\xef\xbb\xbf[Event \"A\"]\n\n1. e4 *\n");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(lines(&out).len(), 1);
}

#[test]
fn check_of_garbage_reports_errors_and_exits_1() {
    let out = run_bytes(&["check", "-"], b"\x00\x01\x02\xde\xad\xbe\xef\xff\xfe");
    assert_eq!(out.status.code(), Some(1));
    let l = lines(&out);
    assert_eq!(l.len(), 1);
    assert_eq!(l[0]["error"]["ply"], 1);
}

/// SplitMix64: seeded bytes for the tests, the same on every machine.
fn random_bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut state = seed;
    (0..n)
        .map(|_| {
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            (z ^ (z >> 31)) as u8
        })
        .collect()
}

#[test]
fn check_of_random_bytes_never_gives_an_error_free_empty_game() {
    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    // Junk that pgn-reader passes over can leave a `*` or a `{…}` behind.
    for seed in 0..64 {
        let out = run_bytes(&["check", "-"], &random_bytes(seed, 20_000));
        let l = lines(&out);
        assert!(!l.is_empty(), "seed {seed}");
        for line in &l {
            assert!(
                !(line["error"].is_null() && line["fen"] == START),
                "seed {seed}: {line}"
            );
        }
        assert_eq!(out.status.code(), Some(1), "seed {seed}");
    }
}

#[test]
fn an_empty_game_with_tags_is_still_a_game() {
    for pgn in [
        "[Event \"x\"]\n\n*\n",
        "[Event \"x\"]\n*",
        "[Event \"x\"]\n",
    ] {
        let out = run(&["check", "-"], pgn);
        assert_eq!(out.status.code(), Some(0), "{pgn:?}");
        let l = lines(&out);
        assert_eq!(l.len(), 1, "{pgn:?}");
        assert_eq!(l[0]["error"], serde_json::Value::Null, "{pgn:?}");
        assert_eq!(l[0]["status"], "ongoing");
    }
}

#[test]
fn check_of_empty_input_reports_nothing() {
    let out = run(&["check", "-"], "");
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty());
}

#[test]
fn perft_cli_prints_divide_and_total() {
    let out = run(
        &[
            "perft",
            "3",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("e1g1: "),
        "castling in UCI king-to-square form"
    );
    assert!(text.ends_with("Nodes searched: 97862\n"));
    let out = run(&["perft", "2", "bad fen"], "");
    assert_eq!(out.status.code(), Some(2));
}
