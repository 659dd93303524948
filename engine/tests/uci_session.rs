//! UCI transcripts against the built binary, including malformed input.

use std::{
    io::{BufRead, BufReader, Write},
    process::{Child, ChildStdin, Command, Stdio},
    sync::mpsc::{Receiver, RecvTimeoutError, channel},
    time::{Duration, Instant},
};

use shakmaty::{CastlingMode, Chess, Position, fen::Fen, uci::UciMove};

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
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
            stdin,
            lines,
        }
    }

    fn send(&mut self, s: &str) {
        writeln!(self.stdin, "{s}").unwrap();
        self.stdin.flush().unwrap();
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
    // Bad times and depth values don't crash; the position stays the start.
    e.send("go wtime -100 btime x winc -5 depth -3 movestogo 0");
    let (_, mv) = e.bestmove(T);
    assert_legal(&Chess::default(), &mv);
    // A partly invalid move list keeps the valid prefix.
    e.send("position startpos moves e2e4 e7e5 g1f9 b8c6");
    e.send("go depth 2");
    let (_, mv) = e.bestmove(T);
    assert_legal(&after(&["e2e4", "e7e5"]), &mv);
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
    let Engine {
        mut child,
        stdin,
        lines: _,
    } = e;
    drop(stdin);
    let deadline = Instant::now() + Duration::from_secs(5);
    while child.try_wait().unwrap().is_none() {
        assert!(Instant::now() < deadline, "engine did not exit at EOF");
        std::thread::sleep(Duration::from_millis(10));
    }
}
