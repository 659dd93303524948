//! UCI transcripts against the built binary, including malformed input.

mod common;

use std::{
    io::{BufRead, BufReader, Write},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc::{Receiver, RecvTimeoutError, channel},
    time::{Duration, Instant},
};

use shakmaty::{CastlingMode, Chess, Position, fen::Fen, uci::UciMove};

struct Engine {
    child: Child,
    /// `None` once closed (end of input).
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

/// A failed test must not leave a searching engine behind.
impl Drop for Engine {
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gambit-engine"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn gambit-engine");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin: Some(stdin),
            lines,
        }
    }

    fn send(&mut self, s: &str) {
        self.send_raw(format!("{s}\n").as_bytes());
    }

    fn send_raw(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("input is open");
        stdin.write_all(bytes).unwrap();
        stdin.flush().unwrap();
    }

    /// Lines printed before the `readyok` answering an `isready` sent now.
    fn sync(&mut self) -> Vec<String> {
        self.send("isready");
        let mut lines = self.until("readyok", T);
        lines.pop();
        lines
    }

    /// A quiet start: handshake done, no opening book.
    fn ready() -> Engine {
        let mut e = Engine::start();
        e.send("uci");
        e.until("uciok", T);
        e.send("setoption name OwnBook value false");
        e.sync();
        e
    }

    /// All lines up to and including the first starting with `prefix`.
    fn until(&mut self, prefix: &str, timeout: Duration) -> Vec<String> {
        let deadline = Instant::now() + timeout;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no '{prefix}' within {timeout:?}; got {seen:?}")
                }
                Err(RecvTimeoutError::Disconnected) => panic!("engine exited; got {seen:?}"),
            }
        }
    }

    fn bestmove(&mut self, timeout: Duration) -> (Vec<String>, String) {
        let lines = self.until("bestmove", timeout);
        let last = lines.last().unwrap().clone();
        let mv = last
            .split_whitespace()
            .nth(1)
            .unwrap_or_default()
            .to_string();
        (lines, mv)
    }

    fn quit(mut self) {
        self.send("quit");
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "{status:?}");
                return;
            }
            assert!(Instant::now() < deadline, "engine did not quit");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

const T: Duration = Duration::from_secs(20);

fn assert_legal(pos: &Chess, uci: &str) {
    let m = uci
        .parse::<UciMove>()
        .unwrap_or_else(|_| panic!("bad move text {uci}"));
    assert!(m.to_move(pos).is_ok(), "illegal bestmove {uci}");
}

fn after(moves: &[&str]) -> Chess {
    let mut pos = Chess::default();
    for m in moves {
        let mv = m.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        pos.play_unchecked(mv);
    }
    pos
}

#[test]
fn handshake_and_options() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok", T);
    assert!(lines.iter().any(|l| l.starts_with("id name Gambit")));
    for opt in [
        "Hash",
        "Threads",
        "Level",
        "UCI_LimitStrength",
        "UCI_Elo",
        "Move Overhead",
    ] {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("option name {opt} type"))),
            "{opt}"
        );
    }
    assert!(
        lines
            .iter()
            .any(|l| l.contains("var Gentle") && l.contains("var Master"))
    );
    e.send("isready");
    e.until("readyok", T);
    e.quit();
}

#[test]
fn search_reports_info_and_a_legal_move() {
    let mut e = Engine::start();
    e.send("uci");
    e.until("uciok", T);
    e.send("setoption name Hash value 8");
    e.send("setoption name OwnBook value false");
    e.send("ucinewgame");
    e.send("position startpos moves e2e4 e7e5 g1f3");
    e.send("go depth 4");
    let (lines, mv) = e.bestmove(T);
    assert_legal(&after(&["e2e4", "e7e5", "g1f3"]), &mv);
    let info = lines
        .iter()
        .find(|l| l.starts_with("info depth 4"))
        .expect("depth 4 info");
    for field in [" score cp ", " nodes ", " nps ", " pv "] {
        assert!(info.contains(field), "{info}");
    }
    e.send("position fen r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    e.send("go depth 3");
    let (lines, mv) = e.bestmove(T);
    assert_eq!(mv, "h5f7");
    assert!(lines.iter().any(|l| l.contains("score mate 1")));
    e.quit();
}

#[test]
fn malformed_input_is_ignored() {
    let mut e = Engine::start();
    for junk in [
        "",
        "   ",
        "hello world",
        "position",
        "position fen",
        "position fen not/a/fen w - - 0 1",
        "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
        "position startpos moves e2e5 zz9",
        "position banana moves e2e4",
        "setoption",
        "setoption name",
        "setoption name Hash value -5",
        "setoption name Hash value lots",
        "setoption name Level value Grandmaster",
        "setoption name UCI_Elo value 99999999999999",
        "setoption name Nonexistent value 3",
        "go perft",
        "go perft x",
        "register later",
        "debug on",
        "ponderhit",
        "stop",
        "\u{0}\u{1}\u{7f}",
        "isready isready",
    ] {
        e.send(junk);
    }
    e.send("isready");
    e.until("readyok", T);
    // Bad times and depth values don't crash.
    e.send("position startpos");
    e.send("go wtime -100 btime x winc -5 depth -3 movestogo 0");
    let (_, mv) = e.bestmove(T);
    assert_legal(&Chess::default(), &mv);
    // Unknown leading tokens are skipped per the UCI spec.
    e.send("joho isready");
    e.until("readyok", T);
    e.quit();
}

#[test]
fn stop_and_isready_while_searching() {
    let mut e = Engine::start();
    e.send("position startpos moves d2d4 g8f6 c2c4 e7e6");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(300));
    e.send("isready");
    let lines = e.until("readyok", Duration::from_secs(2));
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "bestmove before stop"
    );
    let asked = Instant::now();
    e.send("stop");
    let (_, mv) = e.bestmove(Duration::from_secs(2));
    assert!(
        asked.elapsed() < Duration::from_millis(500),
        "{:?}",
        asked.elapsed()
    );
    assert_legal(&after(&["d2d4", "g8f6", "c2c4", "e7e6"]), &mv);
    // A quit during a search ends the process too.
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(100));
    e.quit();
}

#[test]
fn clocks_levels_and_special_positions() {
    let mut e = Engine::start();
    // Almost no time left: still a legal move, quickly.
    e.send("position startpos moves e2e4 c7c5 g1f3 d7d6");
    let start = Instant::now();
    e.send("go wtime 15 btime 15 winc 0 binc 0");
    let (_, mv) = e.bestmove(T);
    assert!(start.elapsed() < Duration::from_secs(2));
    assert_legal(&after(&["e2e4", "c7c5", "g1f3", "d7d6"]), &mv);

    // A large Move Overhead leaves almost nothing of a 2.1 s clock to think with.
    e.send("setoption name Move Overhead value 2000");
    e.send("position startpos moves e2e4");
    let start = Instant::now();
    e.send("go wtime 60000 btime 2100 winc 0 binc 0");
    let (_, mv) = e.bestmove(T);
    assert!(start.elapsed() < Duration::from_secs(1));
    assert_legal(&after(&["e2e4"]), &mv);
    e.send("setoption name Move Overhead value 30");

    for cmd in [
        "go movetime 100",
        "go wtime 3000 btime 3000 movestogo 5",
        "go nodes 2000",
        "go btime 1000 binc 100 wtime 1000 winc 100",
    ] {
        for level in ["Gentle", "easy", "NORMAL", "Hard", "Master"] {
            e.send(&format!("setoption name Level value {level}"));
            e.send("position startpos moves e2e4 c7c5 g1f3");
            e.send(cmd);
            let (_, mv) = e.bestmove(T);
            assert_legal(&after(&["e2e4", "c7c5", "g1f3"]), &mv);
        }
    }
    e.send("setoption name UCI_LimitStrength value true");
    e.send("setoption name UCI_Elo value 1200");
    e.send("position startpos");
    e.send("go movetime 200");
    let (_, mv) = e.bestmove(T);
    assert_legal(&Chess::default(), &mv);

    // Checkmated and stalemated: the null move.
    e.send("position fen 6k1/5ppp/8/8/8/8/5PPP/3r2K1 w - - 0 1");
    e.send("go depth 3");
    assert_eq!(e.bestmove(T).1, "0000");
    e.send("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    e.send("go movetime 50");
    assert_eq!(e.bestmove(T).1, "0000");

    // A position given by FEN with moves afterwards.
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    e.send(&format!("position fen {fen} moves e1g1 e8c8"));
    e.send("go depth 3");
    let mut pos: Chess = fen
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    for m in ["e1g1", "e8c8"] {
        let mv = m.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        pos.play_unchecked(mv);
    }
    assert_legal(&pos, &e.bestmove(T).1);
    e.quit();
}

#[test]
fn perft_command() {
    let mut e = Engine::start();
    e.send("position startpos");
    e.send("go perft 3");
    let lines = e.until("Nodes searched", T);
    assert_eq!(lines.last().unwrap(), "Nodes searched: 8902");
    assert_eq!(lines.iter().filter(|l| l.contains(": ")).count(), 21);
    e.send("position fen r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    e.send("go perft 2");
    assert_eq!(
        e.until("Nodes searched", T).last().unwrap(),
        "Nodes searched: 2039"
    );
    e.quit();
}

#[test]
fn end_of_input_exits_cleanly() {
    let mut e = Engine::start();
    e.send("position startpos");
    e.send("go depth 2");
    e.bestmove(T);
    drop(e.stdin.take());
    let deadline = Instant::now() + Duration::from_secs(5);
    while e.child.try_wait().unwrap().is_none() {
        assert!(Instant::now() < deadline, "engine did not exit at EOF");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Info lines of the search, as (key, value) lookups.
fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let mut it = line.split_whitespace();
    it.position(|t| t == key)?;
    it.next()
}

fn search_infos(lines: &[String]) -> Vec<&String> {
    lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .collect()
}

fn pv_start(line: &str) -> &str {
    field(line, "pv").unwrap_or_default()
}

fn notes(lines: &[String]) -> Vec<&String> {
    lines
        .iter()
        .filter(|l| l.starts_with("info string"))
        .collect()
}

#[test]
fn non_utf8_lines_are_skipped_and_crlf_is_understood() {
    let mut e = Engine::start();
    e.send_raw(b"\xff\xfe\n");
    e.send_raw(b"position startpos moves e2e4\xff\n");
    e.send_raw(b"position startpos moves d2d4\r\n");
    let lines = e.sync();
    let bad = notes(&lines);
    assert_eq!(bad.len(), 2, "{lines:?}");
    assert!(
        bad.iter().all(|l| l.contains("not valid UTF-8")),
        "{lines:?}"
    );
    // The session went on, and the CRLF line was a whole command.
    e.send_raw(b"d\r\n");
    let fen = e.until("rnbqkbnr", T);
    assert_eq!(
        fen.last().unwrap(),
        "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1"
    );
    e.quit();
}

#[test]
fn a_bad_position_is_rejected_whole_and_go_answers_the_null_move() {
    let mut e = Engine::ready();
    e.send("position startpos moves e2e4 e7e5");
    // Move 4 is illegal: none of the list is played, not even the valid prefix.
    e.send("position startpos moves e2e4 e7e5 g1f3 e7e5 b1c3");
    let lines = e.sync();
    assert!(
        lines
            .iter()
            .any(|l| l == "info string position rejected: move 4 (e7e5) is not legal"),
        "{lines:?}"
    );
    e.send("go depth 3");
    let (lines, mv) = e.bestmove(T);
    assert_eq!(mv, "0000");
    assert_eq!(search_infos(&lines).len(), 0, "{lines:?}");
    assert!(
        notes(&lines)
            .iter()
            .any(|l| l.contains("nothing to search"))
    );

    for (cmd, why) in [
        ("position", "expected startpos or fen"),
        ("position banana moves e2e4", "not 'banana'"),
        ("position fen", "fen is missing"),
        (
            "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
            "not a legal chess position",
        ),
        ("position fen 8/8/8/8 w - - 0 1", "not a valid FEN"),
        (
            "position startpos moves e2e4 zz9",
            "move 2 (zz9) is not a UCI move",
        ),
    ] {
        e.send("position startpos");
        e.send(cmd);
        let lines = e.sync();
        assert!(
            notes(&lines)
                .iter()
                .any(|l| l.starts_with("info string position rejected:") && l.contains(why)),
            "{cmd}: {lines:?}"
        );
        e.send("go movetime 50");
        assert_eq!(e.bestmove(T).1, "0000", "{cmd}");
    }

    // A valid position ends it; so does ucinewgame (the start position).
    e.send("position startpos moves e2e4");
    e.send("go depth 2");
    assert_legal(&after(&["e2e4"]), &e.bestmove(T).1);
    e.send("position banana");
    e.send("ucinewgame");
    e.send("go depth 2");
    assert_legal(&Chess::default(), &e.bestmove(T).1);
    e.quit();
}

/// 1. Nf6+ gxf6 2. Bxf7#.
const MATE_IN_2: &str = "r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1";

#[test]
fn go_mate_stops_once_the_mate_is_proven() {
    let mut e = Engine::ready();
    e.send(&format!("position fen {MATE_IN_2}"));
    e.send("go mate 2");
    let (lines, mv) = e.bestmove(T);
    assert_eq!(mv, "d5f6");
    let infos = search_infos(&lines);
    let first_mate = infos
        .iter()
        .position(|l| l.contains(" score mate 2 "))
        .expect("a mate score");
    // No iteration after the one that proved it (the search alone goes on).
    assert_eq!(first_mate, infos.len() - 1, "{lines:?}");

    // A mate in 2 does not satisfy `mate 1`: the depth limit ends that search.
    e.send("go mate 1 depth 5");
    let (lines, mv) = e.bestmove(T);
    assert_eq!(mv, "d5f6");
    let last = search_infos(&lines)
        .last()
        .map(|l| field(l, "depth").unwrap().to_string());
    assert_eq!(last.as_deref(), Some("5"), "{lines:?}");
    e.quit();
}

#[test]
fn searchmoves_restrict_the_root() {
    let mut e = Engine::ready();
    // Qxf7 mates, but only a2a3 (and an illegal move) may be searched.
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";
    e.send(&format!("position fen {fen}"));
    e.send("go depth 3 searchmoves a2a3 e2e5");
    let (lines, mv) = e.bestmove(T);
    assert_eq!(mv, "a2a3");
    assert!(
        search_infos(&lines).iter().all(|l| pv_start(l) == "a2a3"),
        "{lines:?}"
    );
    assert!(
        notes(&lines).iter().any(|l| l.contains("e2e5")),
        "{lines:?}"
    );

    // No legal move left in the list: no restriction, and said so.
    e.send("go depth 3 searchmoves e7e5 x");
    let (lines, mv) = e.bestmove(T);
    assert_eq!(mv, "h5f7");
    assert!(
        notes(&lines)
            .iter()
            .any(|l| l.contains("searching all moves")),
        "{lines:?}"
    );
    e.quit();
}

#[test]
fn go_nodes_and_depth_bound_the_search() {
    let mut e = Engine::ready();
    e.send("position startpos moves e2e4 e7e5 g1f3 b8c6");
    e.send("go nodes 3000");
    let (lines, mv) = e.bestmove(T);
    assert_legal(&after(&["e2e4", "e7e5", "g1f3", "b8c6"]), &mv);
    let infos = search_infos(&lines);
    assert!(!infos.is_empty());
    for l in &infos {
        let n: u64 = field(l, "nodes").unwrap().parse().unwrap();
        assert!(n <= 3000, "{l}");
    }

    e.send("go depth 3");
    let (lines, _) = e.bestmove(T);
    let depths: Vec<&str> = search_infos(&lines)
        .iter()
        .map(|l| field(l, "depth").unwrap())
        .collect();
    assert_eq!(depths, ["1", "2", "3"]);
    e.quit();
}

#[test]
fn unusable_go_values_give_a_finite_search() {
    let mut e = Engine::ready();
    for (cmd, said) in [
        ("go depth -3", "depth -3"),
        ("go movetime abc", "movetime abc"),
        ("go wtime -500 btime 1000", "wtime -500"),
        ("go depth", "depth needs a value"),
    ] {
        e.send("position startpos moves e2e4 e7e5");
        e.send(cmd);
        let (lines, mv) = e.bestmove(T);
        assert_legal(&after(&["e2e4", "e7e5"]), &mv);
        assert!(
            notes(&lines).iter().any(|l| l.contains(said)),
            "{cmd}: {lines:?}"
        );
    }
    e.quit();
}

#[test]
fn ponder_holds_the_answer_until_ponderhit() {
    let mut e = Engine::ready();
    e.send("setoption name Ponder value true");
    e.send("position startpos moves e2e4");
    // The search itself ends at once, but pondering holds back its answer.
    e.send("go ponder depth 2");
    std::thread::sleep(Duration::from_millis(300));
    let lines = e.sync();
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "{lines:?}"
    );
    e.send("ponderhit");
    let (_, mv) = e.bestmove(T);
    assert_legal(&after(&["e2e4"]), &mv);

    // With a clock the search runs on while pondering (a 100 ms move time is
    // long gone), and ends on its own after the ponderhit.
    e.send("go ponder movetime 100");
    std::thread::sleep(Duration::from_millis(400));
    let lines = e.sync();
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "{lines:?}"
    );
    e.send("ponderhit");
    let (_, mv) = e.bestmove(T);
    assert_legal(&after(&["e2e4"]), &mv);
    e.quit();
}

#[test]
fn stop_while_pondering_gives_the_best_move() {
    let mut e = Engine::ready();
    e.send("uci");
    let lines = e.until("uciok", T);
    assert!(lines.contains(&"option name Ponder type check default false".to_string()));
    e.send("position startpos moves d2d4 d7d5");
    e.send("go ponder wtime 1000 btime 1000 winc 10 binc 10");
    std::thread::sleep(Duration::from_millis(300));
    let lines = e.sync();
    assert!(
        !lines.iter().any(|l| l.starts_with("bestmove")),
        "{lines:?}"
    );
    e.send("stop");
    let (_, mv) = e.bestmove(T);
    assert_legal(&after(&["d2d4", "d7d5"]), &mv);
    e.quit();
}

#[test]
fn multipv_reports_distinct_lines_best_first() {
    let mut e = Engine::ready();
    e.send("uci");
    let lines = e.until("uciok", T);
    assert!(lines.contains(&"option name MultiPV type spin default 1 min 1 max 10".to_string()));
    e.send("setoption name MultiPV value 3");
    e.send("position startpos moves e2e4 e7e5 g1f3");
    e.send("go depth 5");
    let (lines, mv) = e.bestmove(T);
    let infos = search_infos(&lines);
    for depth in 1..=5 {
        let at: Vec<&&String> = infos
            .iter()
            .filter(|l| field(l, "depth") == Some(&depth.to_string()))
            .collect();
        let order: Vec<&str> = at.iter().map(|l| field(l, "multipv").unwrap()).collect();
        assert_eq!(order, ["1", "2", "3"], "depth {depth}: {lines:?}");
        let firsts: Vec<&str> = at.iter().map(|l| pv_start(l)).collect();
        assert!(
            firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2],
            "{firsts:?}"
        );
        for f in &firsts {
            assert_legal(&after(&["e2e4", "e7e5", "g1f3"]), f);
        }
        let scores: Vec<i32> = at
            .iter()
            .map(|l| field(l, "cp").unwrap().parse().unwrap())
            .collect();
        assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
        if depth == 5 {
            assert_eq!(firsts[0], mv);
        }
    }

    // Out of range: clamped, and said so; fewer legal moves than lines: one each.
    e.send("setoption name MultiPV value 50");
    let lines = e.sync();
    assert!(
        notes(&lines).iter().any(|l| l.contains("using 10")),
        "{lines:?}"
    );
    e.send("position fen 7k/8/8/8/8/8/8/K7 w - - 0 1");
    e.send("go depth 2");
    let (lines, _) = e.bestmove(T);
    let last: Vec<&String> = search_infos(&lines)
        .into_iter()
        .filter(|l| field(l, "depth") == Some("2"))
        .collect();
    assert_eq!(last.len(), 3, "{lines:?}");

    e.send("setoption name MultiPV value 1");
    e.send("position startpos moves e2e4 e7e5 g1f3");
    e.send("go depth 3");
    let (lines, _) = e.bestmove(T);
    assert!(
        search_infos(&lines)
            .iter()
            .all(|l| field(l, "multipv") == Some("1"))
    );
    assert_eq!(search_infos(&lines).len(), 3);
    e.quit();
}

#[test]
fn hash_beyond_memory_falls_back_and_threads_are_bounded() {
    let mut e = Engine::ready();
    e.send("setoption name Hash value 10000000");
    let lines = e.sync();
    let said = notes(&lines);
    let used: u64 = said
        .iter()
        .find_map(|l| {
            l.strip_prefix("info string Hash: 10000000 MiB cannot be allocated, using ")?
                .strip_suffix(" MiB")?
                .parse()
                .ok()
        })
        .unwrap_or_else(|| panic!("{lines:?}"));
    assert!((1..10_000_000).contains(&used), "{used}");
    e.send("position startpos moves e2e4");
    e.send("go depth 4");
    assert_legal(&after(&["e2e4"]), &e.bestmove(T).1);

    e.send("setoption name Threads value 2");
    assert!(notes(&e.sync()).is_empty());
    e.send("go depth 6");
    assert_legal(&after(&["e2e4"]), &e.bestmove(T).1);
    e.send("setoption name Threads value 100000");
    let lines = e.sync();
    assert!(
        notes(&lines)
            .iter()
            .any(|l| l.contains("Threads: 100000 is outside 1 to 64, using 64")),
        "{lines:?}"
    );
    e.send("setoption name Hash value 4");
    assert!(notes(&e.sync()).is_empty());
    e.quit();
}

#[test]
fn malformed_setoption_values_are_answered() {
    let mut e = Engine::ready();
    for (cmd, said) in [
        ("setoption", "needs: name"),
        ("setoption name", "name is missing"),
        ("setoption name Hash value lots", "Hash: 'lots'"),
        ("setoption name Hash", "Hash: ''"),
        ("setoption name Hash value 0", "Hash: 0 is outside"),
        ("setoption name Threads value two", "Threads: 'two'"),
        (
            "setoption name Level value Grandmaster",
            "unknown level 'Grandmaster'",
        ),
        (
            "setoption name UCI_Elo value 99999999999999",
            "UCI_Elo: 99999999999999",
        ),
        ("setoption name UCI_Elo value high", "UCI_Elo: 'high'"),
        (
            "setoption name UCI_LimitStrength value yes",
            "UCI_LimitStrength: 'yes'",
        ),
        ("setoption name OwnBook value 1", "OwnBook: '1'"),
        ("setoption name Ponder value maybe", "Ponder: 'maybe'"),
        ("setoption name MultiPV value many", "MultiPV: 'many'"),
        ("setoption name Move Overhead value -5", "Move Overhead: -5"),
        (
            "setoption name Nonexistent value 3",
            "unknown option 'Nonexistent'",
        ),
    ] {
        e.send(cmd);
        let lines = e.sync();
        assert!(
            notes(&lines).iter().any(|l| l.contains(said)),
            "{cmd}: {lines:?}"
        );
    }
    // Good values are taken silently.
    for cmd in [
        "setoption name Hash value 8",
        "setoption name Threads value 1",
        "setoption name level value hard",
        "setoption name UCI_Elo value 1800",
        "setoption name OwnBook value FALSE",
        "setoption name MultiPV value 2",
        "setoption name Move Overhead value 50",
    ] {
        e.send(cmd);
        assert_eq!(notes(&e.sync()), Vec::<&String>::new(), "{cmd}");
    }
    e.quit();
}

#[test]
fn perft_too_deep_is_refused() {
    let mut e = Engine::start();
    e.send("position startpos");
    e.send("go perft 9");
    let lines = e.sync();
    assert!(
        notes(&lines).iter().any(|l| l.contains("too deep")),
        "{lines:?}"
    );
    // A long perft runs on the worker: isready is answered and stop ends it.
    e.send("go perft 7");
    std::thread::sleep(Duration::from_millis(100));
    e.sync();
    e.send("stop");
    let lines = e.sync();
    assert!(
        lines.iter().any(|l| l == "info string perft stopped"),
        "{lines:?}"
    );
    assert!(!lines.iter().any(|l| l.starts_with("Nodes searched")));
    e.send("go perft 2");
    assert_eq!(
        e.until("Nodes searched", T).last().unwrap(),
        "Nodes searched: 400"
    );
    e.quit();
}

#[test]
fn an_evalfile_network_is_used_and_a_bad_one_is_refused() {
    use gambit_engine::search::eval::nnue::{CP_PER_UNIT, INPUTS, Net, QA, QB};
    // A network that gives every position 300 centipawns for the side to move.
    let h = 16;
    let net = Net {
        hidden: h,
        residual: false,
        w1: vec![0; INPUTS * h],
        b1: vec![0; h],
        w2: vec![0; 2 * h],
        b2: (300.0 / CP_PER_UNIT * f64::from(QA * QB)).round() as i32,
    };
    let dir = std::env::temp_dir().join(format!("gambit-evalfile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("flat.bin");
    std::fs::write(&good, net.to_bytes()).unwrap();
    let junk = dir.join("junk.bin");
    std::fs::write(&junk, b"not a network").unwrap();

    let mut e = Engine::ready();
    let score = |e: &mut Engine| {
        // Past move 8, where Master adds no noise: the same search each time.
        e.send(
            "position fen r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 20",
        );
        e.send("go depth 1");
        let (lines, _) = e.bestmove(T);
        let info = search_infos(&lines).last().map(|l| l.to_string());
        let info = info.expect("an info line");
        field(&info, "cp")
            .expect("a cp score")
            .parse::<i32>()
            .unwrap()
    };
    let built_in = score(&mut e);
    e.send(&format!("setoption name EvalFile value {}", good.display()));
    assert!(notes(&e.sync()).is_empty());
    // After any move the opponent has the 300.
    assert_eq!(score(&mut e), -300);
    for (bad, says) in [
        (junk.display().to_string(), "not a Gambit network file"),
        (dir.join("missing.bin").display().to_string(), "cannot read"),
    ] {
        e.send(&format!("setoption name EvalFile value {bad}"));
        let lines = e.sync();
        let n = notes(&lines);
        assert!(
            n.len() == 1 && n[0].contains(says) && n[0].contains("built-in"),
            "{lines:?}"
        );
        assert_eq!(score(&mut e), built_in);
    }
    // `none`: the hand-written evaluation alone; then the built-in again.
    e.send(&format!("setoption name EvalFile value {}", good.display()));
    e.send("setoption name EvalFile value none");
    assert_ne!(score(&mut e), -300);
    e.send("setoption name EvalFile value <built-in>");
    assert_eq!(score(&mut e), built_in);
    // The weaker levels keep the hand-written evaluation.
    e.send(&format!("setoption name EvalFile value {}", good.display()));
    e.send("setoption name Level value Hard");
    assert_ne!(score(&mut e), -300);
    e.send("setoption name Level value Master");
    assert_eq!(score(&mut e), -300);
    e.quit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// The engine's peak memory so far (VmHWM), KiB.
fn peak_kib(e: &Engine) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{}/status", e.child.id())).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[test]
fn an_evalfile_that_is_huge_or_no_file_is_refused_at_once() {
    let (dir, huge, fifo) = common::odd_eval_files("evalfile-odd");

    let mut e = Engine::ready();
    // Far less than reading 4 GB takes (16-20 s before), and never a hang.
    let quick = Duration::from_secs(5);
    for (path, says) in [
        (&huge, "too big"),
        (&fifo, "a named pipe"),
        (&dir, "a directory"),
    ] {
        e.send(&format!("setoption name EvalFile value {}", path.display()));
        e.send("isready");
        let mut lines = e.until("readyok", quick);
        lines.pop();
        let n = notes(&lines);
        assert!(
            n.len() == 1 && n[0].contains(says) && n[0].contains("built-in"),
            "{}: {lines:?}",
            path.display()
        );
    }
    assert!(peak_kib(&e) < 256 << 10, "{} KiB", peak_kib(&e));
    e.send("position startpos");
    e.send("go depth 3");
    assert_legal(&Chess::default(), &e.bestmove(T).1);
    e.quit();
    let _ = std::fs::remove_dir_all(&dir);
}
