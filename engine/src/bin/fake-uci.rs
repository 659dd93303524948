//! A fake UCI engine for the external engine client's tests (`tests/external_engine.rs`),
//! good or broken on purpose. The first argument picks how:
//!
//! - `good` (default): answers `go` at once with the first legal move. Its info line
//!   reports what it was set to: score cp = `UCI_Elo` when `UCI_LimitStrength` is on,
//!   else `Skill Level` if set, else 12; nodes = Threads × 1,000,000 + Hash.
//!   `go infinite` answers at `stop`.
//! - `skill`: as good, with only `Skill Level` and `Hash` options; `plain`: no options.
//! - `noisy`: as good, with a banner, `\r\n` line ends, stray lines and a broken pv.
//! - `slow MS`: waits MS milliseconds before reading anything, then as good.
//! - `crash`: exits with status 3 on `go`, after a line on its error output.
//! - `hang`: never answers `go`, and from then on reads nothing (not even `quit`).
//! - `illegal`: answers `go` with a move that is not legal; `nomove`: `bestmove (none)`.
//! - `noready`: never answers `isready`.
//! - `stubborn`: as good, but ignores `quit` and the end of its input.
//! - `flood`: prints lines without end and never `uciok`; `floodgo`: as good until
//!   `go`, then info lines without end and no `bestmove`.
//! - `garbage`: prints text that is not UCI and never `uciok`; `exit`: prints a line
//!   and exits at once.
//!
//! `--pidfile PATH` (anywhere) writes its process id to PATH first, so a test can check
//! that the process is gone afterwards.

use std::{
    io::{BufRead, Write},
    thread::sleep,
    time::Duration,
};

use gambit_engine::cli::uci::parse_position;
use shakmaty::{Chess, Position, uci::UciMove};

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(at) = args.iter().position(|a| a == "--pidfile") {
        if let Some(path) = args.get(at + 1) {
            let _ = std::fs::write(path, std::process::id().to_string());
        }
        args.drain(at..(at + 2).min(args.len()));
    }
    let mode = args.first().map_or("good", String::as_str);
    match mode {
        "exit" => println!("hello, I am not a chess engine"),
        "flood" => flood("la la la"),
        "garbage" => {
            println!("Welcome to the adventure. You are in a maze.");
            for line in std::io::stdin().lock().lines() {
                let Ok(line) = line else { break };
                println!("I do not know how to '{line}'.");
            }
        }
        "slow" => {
            let ms = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1000);
            sleep(Duration::from_millis(ms));
            Fake::new("good").serve();
        }
        _ => Fake::new(mode).serve(),
    }
}

/// Print `line` until the output is closed.
fn flood(line: &str) {
    let mut out = std::io::stdout().lock();
    while writeln!(out, "{line}").is_ok() {}
    std::process::exit(0);
}

struct Fake<'a> {
    mode: &'a str,
    pos: Chess,
    /// The answer of a `go infinite`, given at `stop`.
    pending: Option<Vec<String>>,
    limit_strength: bool,
    elo: i64,
    skill: Option<i64>,
    threads: i64,
    hash: i64,
}

impl Fake<'_> {
    fn new(mode: &str) -> Fake<'_> {
        Fake {
            mode,
            pos: Chess::default(),
            pending: None,
            limit_strength: false,
            elo: 1500,
            skill: None,
            threads: 1,
            hash: 16,
        }
    }

    fn say(&self, line: &str) {
        let end = if self.mode == "noisy" { "\r\n" } else { "\n" };
        let mut out = std::io::stdout().lock();
        let _ = write!(out, "{line}{end}");
        let _ = out.flush();
    }

    fn serve(&mut self) {
        if self.mode == "noisy" {
            self.say("Fake UCI engine, noisy edition, by nobody");
        }
        let mut lines = std::io::stdin().lock().lines();
        while let Some(Ok(line)) = lines.next() {
            let tokens: Vec<&str> = line.split_whitespace().collect();
            match tokens.first().copied() {
                Some("uci") => self.uci(),
                Some("isready") if self.mode != "noready" => self.say("readyok"),
                Some("setoption") => self.set(&tokens),
                Some("ucinewgame") => self.pos = Chess::default(),
                Some("position") => match parse_position(&tokens[1..]) {
                    Ok((pos, _)) => self.pos = pos,
                    Err(e) => self.say(&format!("info string bad position: {e}")),
                },
                Some("go") => self.go(&tokens),
                Some("stop") => {
                    for l in self.pending.take().unwrap_or_default() {
                        self.say(&l);
                    }
                }
                Some("quit") if self.mode != "stubborn" => return,
                _ => {}
            }
        }
        if self.mode == "stubborn" {
            loop {
                sleep(Duration::from_secs(3600));
            }
        }
    }

    fn uci(&self) {
        if self.mode == "noisy" {
            self.say("id  name   Fake UCI noisy ");
            self.say("info string starting up");
        } else {
            self.say("id name Fake UCI");
            self.say("id author the Gambit tests");
        }
        let options: &[&str] = match self.mode {
            "plain" => &[],
            "skill" => &[
                "option name Skill Level type spin default 20 min 0 max 20",
                "option name Hash type spin default 16 min 1 max 64",
            ],
            _ => &[
                "option name Threads type spin default 1 min 1 max 4",
                "option name Hash type spin default 16 min 1 max 64",
                "option name Clear Hash type button",
                "option name UCI_LimitStrength type check default false",
                "option name UCI_Elo type spin default 1500 min 1000 max 2000",
                "option name Style type combo default Normal var Solid var Normal var Risky",
                "option name Book File type string default <empty>",
            ],
        };
        for o in options {
            self.say(o);
        }
        self.say("uciok");
    }

    fn set(&mut self, tokens: &[&str]) {
        let text = tokens.join(" ");
        let Some((name, value)) = text
            .strip_prefix("setoption name ")
            .and_then(|t| t.split_once(" value "))
        else {
            return;
        };
        let n = value.trim().parse::<i64>().ok();
        match name.trim() {
            "UCI_LimitStrength" => self.limit_strength = value.trim() == "true",
            "UCI_Elo" => self.elo = n.unwrap_or(self.elo),
            "Skill Level" => self.skill = n,
            "Threads" => self.threads = n.unwrap_or(self.threads),
            "Hash" => self.hash = n.unwrap_or(self.hash),
            _ => {}
        }
    }

    fn go(&mut self, tokens: &[&str]) {
        match self.mode {
            "crash" => {
                eprintln!("fake-uci: crashed on purpose");
                std::process::exit(3);
            }
            "hang" => loop {
                sleep(Duration::from_secs(3600));
            },
            "floodgo" => flood("info depth 1 nodes 1 string still thinking"),
            "nomove" => return self.say("bestmove (none)"),
            "illegal" => {
                // A well-formed move that is not legal here.
                let bad = ["e2e5", "e7e4", "a1a8", "h8h1"]
                    .into_iter()
                    .find(|m| {
                        m.parse::<UciMove>()
                            .map_or(true, |u| u.to_move(&self.pos).is_err())
                    })
                    .unwrap_or("a1a1");
                return self.say(&format!("bestmove {bad}"));
            }
            _ => {}
        }
        let answer = self.answer();
        if tokens.contains(&"infinite") {
            self.pending = Some(answer);
        } else {
            for l in answer {
                self.say(&l);
            }
        }
    }

    /// Info lines and the bestmove: the first legal move and the first legal reply.
    fn answer(&self) -> Vec<String> {
        let text = |m| UciMove::from_standard(m).to_string();
        let Some(&best) = self.pos.legal_moves().first() else {
            return vec!["bestmove 0000".to_string()];
        };
        let mut after = self.pos.clone();
        after.play_unchecked(best);
        let reply = after.legal_moves().first().copied();
        let score = match (self.limit_strength, self.skill) {
            (true, _) => self.elo,
            (false, Some(s)) => s,
            _ => 12,
        };
        let nodes = self.threads * 1_000_000 + self.hash;
        let mut pv = text(best);
        if let Some(r) = reply {
            pv = format!("{pv} {}", text(r));
        }
        let junk = if self.mode == "noisy" {
            " z9z9 e2e4"
        } else {
            ""
        };
        let mut out = vec![
            format!(
                "info depth 1 seldepth 1 multipv 1 score cp {score} nodes {nodes} time 1 pv {pv}{junk}"
            ),
            // A bound's line is cut short: the client keeps the line above.
            format!(
                "info depth 2 score cp {score} lowerbound nodes {nodes} pv {}",
                text(best)
            ),
        ];
        if self.mode == "noisy" {
            out.push("info string thinking hard".to_string());
            out.push("something odd".to_string());
        }
        out.push(match reply {
            Some(r) => format!("bestmove {} ponder {}", text(best), text(r)),
            None => format!("bestmove {}", text(best)),
        });
        out
    }
}
