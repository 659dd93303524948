//! The headless protocol: a puzzle played through lines of text, for scripts, tests and
//! the game's command line (`gambit --headless --puzzle ID`).
//!
//! `run` prints `puzzle <id> <FEN>`, then answers every input line (a UCI move) with
//! `ok` and `reply <uci>` (the solution's next move), `wrong <reason>` (nothing
//! changed; try again: also for a line that is not text or is over
//! [`super::text_line::MAX_LINE`] bytes) or, on the move that solves it, `solved`. It
//! returns the grade when solved, nothing when the input ended first. `--puzzle-set`
//! prints the built-in set with [`set_line`].

use std::{
    io::{self, BufRead, Write},
    time::Duration,
};

use serde::Serialize;
use shakmaty::uci::UciMove;

use super::{
    Expected, Explain, Refused,
    text_line::{echo, read_line},
};
use crate::{
    puzzle::{Attempt, Grade, Record},
    referee::{Outcome, Referee, Request, Ruling},
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
/// Returns how it was solved, or `None` when the input ended before (or the record
/// can't be played). `explain` words a refused try.
pub fn run(
    record: &Record,
    mut input: impl BufRead,
    mut out: impl Write,
    explain: Explain,
) -> io::Result<Option<Grade>> {
    let mut attempt = match Attempt::from_record(record) {
        Ok(a) => a,
        Err(e) => {
            answer(&mut out, &format!("error puzzle {}: {e}", record.id))?;
            return Ok(None);
        }
    };
    answer(&mut out, &format!("puzzle {} {}", record.id, record.fen))?;
    loop {
        let line = match read_line(&mut input)? {
            None => return Ok(None),
            Some(Ok(line)) => line,
            Some(Err(bad)) => {
                let why = explain(Refused::BadLine(bad, Expected::Move));
                answer(&mut out, &format!("wrong {why}"))?;
                continue;
            }
        };
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
            let why = explain(Refused::NotAMove(&echo(text)));
            answer(&mut out, &format!("wrong {why}"))?;
            continue;
        };
        let request = Request {
            from,
            to,
            promotion,
        };
        match attempt.decide(request, Duration::ZERO) {
            Ruling::Played(_) | Ruling::Answered => {
                if let Outcome::Solved { stars, .. } = attempt.outcome() {
                    answer(&mut out, "solved")?;
                    return Ok(Some(attempt.grade().unwrap_or(Grade::from_stars(stars))));
                }
                let mut reply = String::from("ok");
                if let Some(played) = attempt.reply() {
                    reply.push_str(&format!("\nreply {}", UciMove::from_standard(played.mv)));
                }
                answer(&mut out, &reply)?;
            }
            Ruling::Illegal(reason) => answer(
                &mut out,
                &format!("wrong {}", explain(Refused::Illegal(&reason))),
            )?,
            Ruling::Refused(refusal) => answer(
                &mut out,
                &format!("wrong {}", explain(Refused::Refusal(&refusal))),
            )?,
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
    use crate::cli::english;

    fn record() -> Record {
        Record {
            id: "x1".into(),
            fen: "1r5k/6pp/7N/3Q4/8/8/8/K7 w - - 0 1".into(),
            solution: vec!["d5g8".into(), "b8g8".into(), "h6f7".into()],
            theme: "mate-in-2".into(),
            rating: Some(1400),
            source: None,
            from_game: None,
            played: None,
            confirmed_by: None,
        }
    }

    fn play(input: &[u8]) -> (String, Option<Grade>) {
        let mut out = Vec::new();
        let grade = run(&record(), input, &mut out, &english).unwrap();
        (String::from_utf8(out).unwrap(), grade)
    }

    #[test]
    fn a_puzzle_through_text() {
        let (out, grade) = play(b"e2e4\nd5c3\nd5g8\nh6f7\n");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines[0], "puzzle x1 1r5k/6pp/7N/3Q4/8/8/8/K7 w - - 0 1");
        assert!(lines[1].starts_with("wrong "), "{out}");
        assert!(lines[2].starts_with("wrong "), "{out}");
        assert_eq!(&lines[3..], ["ok", "reply b8g8", "solved"]);
        assert_eq!(
            grade,
            Some(Grade::Clean),
            "moves that can't be played are no tries"
        );
        // A legal wrong try (answered by a search, which needs a big stack).
        let (out, grade) = crate::puzzle::tests::deep(|| play(b"d5d1\nd5g8\nh6f7\n"));
        assert!(out.lines().nth(1).unwrap().starts_with("wrong "), "{out}");
        assert!(out.ends_with("ok\nreply b8g8\nsolved\n"), "{out}");
        assert_eq!(grade, Some(Grade::Missed));
        let (out, grade) = play(b"d5g8\n");
        assert_eq!(grade, None, "the input ended first");
        assert!(out.ends_with("ok\nreply b8g8\n"), "{out}");
    }

    #[test]
    fn lines_that_are_no_text_or_too_long_are_refused_and_play_goes_on() {
        let mut input = b"\xff\n".to_vec();
        input.extend(vec![b'd'; 5000]);
        input.extend(b"\nd5g8\nh6f7\n");
        let (out, grade) = play(&input);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(
            &lines[1..],
            [
                "wrong That line is not text: write a move like e2e4.",
                "wrong That line is too long (over 1024 bytes): write a move like e2e4.",
                "ok",
                "reply b8g8",
                "solved"
            ]
        );
        assert_eq!(
            grade,
            Some(Grade::Clean),
            "a line that is no move is no wrong try"
        );
    }

    #[test]
    fn what_is_shown_back_is_safe_and_short() {
        let (out, _) = play(b"e2\x1b[2J\x00e4\n");
        assert_eq!(
            out.lines().nth(1),
            Some("wrong 'e2\\u{1b}[2J\\u{0}e4' is not a move: write it like e2e4.")
        );
        let (out, _) = play(format!("{}\n", "q".repeat(100)).as_bytes());
        assert_eq!(
            out.lines().nth(1),
            Some(
                format!(
                    "wrong '{}…' is not a move: write it like e2e4.",
                    "q".repeat(40)
                )
                .as_str()
            )
        );
    }

    #[test]
    fn the_set_line_has_the_fields_the_docs_name() {
        assert_eq!(
            set_line(&record()),
            r#"{"id":"x1","fen":"1r5k/6pp/7N/3Q4/8/8/8/K7 w - - 0 1","solution":["d5g8","b8g8","h6f7"],"theme":"mate-in-2","rating":1400}"#
        );
    }
}
