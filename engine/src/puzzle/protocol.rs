//! The headless protocol: a puzzle played through lines of text, for scripts, tests and
//! the game's command line (`gambit --headless --puzzle ID`).
//!
//! `run` prints `puzzle <id> <FEN>`, then answers every input line (a UCI move) with
//! `ok` and `reply <uci>` (the solution's next move), `wrong <reason>` (nothing
//! changed; try again) or, on the move that solves it, `solved`. `--puzzle-set` prints
//! the built-in set with [`set_line`].

use std::{
    io::{self, BufRead, Write},
    time::Duration,
};

use serde::Serialize;
use shakmaty::uci::UciMove;

use super::{Attempt, Record};
use crate::{
    referee::{Outcome, Referee, Request, Verdict},
    session::Refusal,
};

#[derive(Serialize)]
struct SetLine<'a> {
    id: &'a str,
    fen: &'a str,
    solution: &'a [String],
    theme: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    rating: Option<u32>,
}

/// One JSON line of the set: `{"id":"b0001","fen":"…","solution":["…"],"theme":"fork",
/// "rating":1350}`.
pub fn set_line(r: &Record) -> String {
    serde_json::to_string(&SetLine {
        id: &r.id,
        fen: &r.fen,
        solution: &r.solution,
        theme: &r.theme,
        rating: r.rating,
    })
    .unwrap_or_default()
}

/// Plays `record` from `input`, answering on `out` (see the module's documentation).
/// Returns whether it was solved before the input ended.
pub fn run(record: &Record, mut input: impl BufRead, mut out: impl Write) -> io::Result<bool> {
    let mut attempt = match Attempt::from_record(record) {
        Ok(a) => a,
        Err(e) => {
            answer(&mut out, &format!("error puzzle {}: {e}", record.id))?;
            return Ok(false);
        }
    };
    answer(&mut out, &format!("puzzle {} {}", record.id, record.fen))?;
    loop {
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            return Ok(false);
        }
        let text = line.trim();
        if text.is_empty() {
            continue;
        }
        let Ok(UciMove::Normal {
            from,
            to,
            promotion,
        }) = text.parse::<UciMove>()
        else {
            answer(
                &mut out,
                &format!("wrong '{text}' is not a move: write it like e2e4."),
            )?;
            continue;
        };
        let request = Request {
            from,
            to,
            promotion,
        };
        match attempt.decide(request, Duration::ZERO) {
            Verdict::Played(_) | Verdict::Answered => {
                if let Outcome::Solved { .. } = attempt.outcome() {
                    answer(&mut out, "solved")?;
                    return Ok(true);
                }
                let mut reply = String::from("ok");
                if let Some(played) = attempt.reply() {
                    reply.push_str(&format!("\nreply {}", UciMove::from_standard(played.mv)));
                }
                answer(&mut out, &reply)?;
            }
            Verdict::Illegal(reason) => answer(&mut out, &format!("wrong {reason}."))?,
            Verdict::Refused(Refusal::Puzzle(miss)) => answer(&mut out, &format!("wrong {miss}"))?,
            Verdict::Refused(other) => answer(&mut out, &format!("wrong {other:?}"))?,
        }
    }
}

fn answer(out: &mut impl Write, text: &str) -> io::Result<()> {
    writeln!(out, "{text}")?;
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record() -> Record {
        Record {
            id: "x1".into(),
            fen: "1r5k/6pp/7N/3Q4/8/8/8/K7 w - - 0 1".into(),
            solution: vec!["d5g8".into(), "b8g8".into(), "h6f7".into()],
            theme: "mate-in-2".into(),
            rating: Some(1400),
            source: None,
            played: None,
        }
    }

    fn play(input: &str) -> (String, bool) {
        let mut out = Vec::new();
        let solved = run(&record(), input.as_bytes(), &mut out).unwrap();
        (String::from_utf8(out).unwrap(), solved)
    }

    #[test]
    fn a_puzzle_through_text() {
        let (out, solved) = play("e2e4\nd5c3\nd5g8\nh6f7\n");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "puzzle x1 1r5k/6pp/7N/3Q4/8/8/8/K7 w - - 0 1");
        assert!(lines[1].starts_with("wrong "), "{out}");
        assert!(lines[2].starts_with("wrong "), "{out}");
        assert_eq!(&lines[3..], ["ok", "reply b8g8", "solved"]);
        assert!(solved);
        let (out, solved) = play("d5g8\n");
        assert!(!solved);
        assert!(out.ends_with("ok\nreply b8g8\n"), "{out}");
    }

    #[test]
    fn the_set_line_has_the_fields_the_docs_name() {
        assert_eq!(
            set_line(&record()),
            r#"{"id":"x1","fen":"1r5k/6pp/7N/3Q4/8/8/8/K7 w - - 0 1","solution":["d5g8","b8g8","h6f7"],"theme":"mate-in-2","rating":1400}"#
        );
    }
}
