//! `gambit-engine analyse` as a user runs it.

mod common;

use std::{
    io::{BufRead, BufReader, Write},
    process::{Command, Stdio},
    time::{Duration, Instant},
};

use common::cli::{lines, run};

const SCHOLAR: &str =
    "[White \"W\"]\n[Black \"B\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";

#[test]
fn one_line_per_move_then_the_accuracy() {
    let out = run(&["analyse", "-", "--depth", "4"], SCHOLAR);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let l = lines(&out);
    assert_eq!(l.len(), 8);
    for (i, m) in l[..7].iter().enumerate() {
        assert_eq!(m["game"], 1);
        assert_eq!(m["ply"], i + 1);
        let mut keys: Vec<&str> = m.as_object().unwrap().keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(
            keys,
            [
                "best",
                "eval_cp",
                "game",
                "judgement",
                "mate",
                "mate_note",
                "ply",
                "san"
            ]
        );
        // An evaluation is either centipawns or a mate, never both.
        assert!(m["eval_cp"].is_null() != m["mate"].is_null(), "{m}");
        let best = m["best"].as_str().unwrap();
        assert!(best.len() == 4 || best.len() == 5, "UCI: {best}");
    }
    assert_eq!(l[0]["san"], "e4");
    assert_eq!(l[5]["san"], "Nf6");
    assert_eq!(l[5]["judgement"], "blunder");
    assert_eq!(l[5]["mate_note"], "allowed_mate");
    assert_eq!(l[5]["mate"], 1, "White mates in one, White's view");
    assert_eq!(l[6]["san"], "Qxf7#");
    assert_eq!(l[6]["best"], "h5f7");
    assert_eq!(l[6]["judgement"], "best");
    assert_eq!(l[6]["mate"], 0);
    assert_eq!(l[7]["game"], 1);
    let (w, b) = (&l[7]["accuracy"]["white"], &l[7]["accuracy"]["black"]);
    assert!(w.as_f64().unwrap() > b.as_f64().unwrap(), "{}", l[7]);
    assert!((0.0..=100.0).contains(&b.as_f64().unwrap()));
}

#[test]
fn lines_arrive_while_the_analysis_runs() {
    // A longer game at a depth that takes a while: the first line must be readable
    // long before the process ends.
    let pgn = "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 7. Rc1 c6 \
               8. Bd3 dxc4 9. Bxc4 Nd5 10. Bxe7 Qxe7 11. O-O Nxc3 12. Rxc3 e5 *\n";
    let mut child = Command::new(env!("CARGO_BIN_EXE_gambit-engine"))
        .args(["analyse", "-", "--movetime", "150"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(pgn.as_bytes())
        .unwrap();
    let start = Instant::now();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    out.read_line(&mut first).unwrap();
    let first_at = start.elapsed();
    let rest: Vec<String> = out.lines().map(Result::unwrap).collect();
    let total = start.elapsed();
    assert!(child.wait().unwrap().success());
    assert!(first.contains("\"ply\":1"), "{first}");
    assert_eq!(rest.len(), 24, "23 more moves and the accuracy line");
    // 25 searches of up to 150 ms (the search may stop an iteration early): the first
    // line comes after two of them.
    assert!(total > Duration::from_millis(1000), "{total:?}");
    assert!(
        first_at < total / 3,
        "first line at {first_at:?} of {total:?}"
    );
}

#[test]
fn damaged_game_gets_an_error_line_and_the_next_is_analysed() {
    let pgn = "1. e4 e5 2. Ke3 *\n\n1. d4 d5 *\n";
    let out = run(&["analyse", "-", "--depth", "3"], pgn);
    assert_eq!(out.status.code(), Some(1));
    let l = lines(&out);
    assert_eq!(l.len(), 4, "{l:?}");
    assert_eq!(l[0]["game"], 1);
    assert_eq!(l[0]["error"]["ply"], 3);
    assert_eq!(l[0]["error"]["move"], "Ke3");
    assert!(l[0]["error"]["reason"].as_str().unwrap().len() > 5);
    assert_eq!(l[1]["game"], 2);
    assert_eq!(l[1]["san"], "d4");
    assert_eq!(l[2]["san"], "d5");
    assert_eq!(l[3]["game"], 2);
    assert!(l[3]["accuracy"].is_object());
}

#[test]
fn missing_file_exits_2() {
    let out = run(&["analyse", "/nonexistent/nothing.pgn"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot open"));
}

#[test]
fn annotate_writes_the_games_as_pgn() {
    let dir = std::env::temp_dir().join(format!("gambit-analyse-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("out.pgn");
    let out = run(
        &[
            "analyse",
            "-",
            "--depth",
            "4",
            "--annotate",
            path.to_str().unwrap(),
        ],
        SCHOLAR,
    );
    assert_eq!(out.status.code(), Some(0));
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(text.contains("[White \"W\"]"), "{text}");
    assert!(text.contains("[ECO \"C23\"]"), "{text}");
    assert!(text.contains("[Opening \"Bishop's Opening"), "{text}");
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("Nf6 $4 {[%eval #1] Blunder."), "{text}");
    assert!(flat.contains("Qxf7# 1-0"), "{text}");
}

#[test]
fn an_empty_game_has_only_its_accuracy_line() {
    let out = run(&["analyse", "-", "--depth", "2"], "[Event \"x\"]\n\n*\n");
    assert_eq!(out.status.code(), Some(0));
    let l = lines(&out);
    assert_eq!(l.len(), 1, "{l:?}");
    assert!(l[0]["accuracy"]["white"].is_null());
}
