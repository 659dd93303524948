//! The headless protocol: a lesson played through lines of text, for scripts, tests
//! and the game's command line.
//!
//! For each exercise `run` prints `exercise <n> <FEN> goal <kind> [targets <sq> …]`,
//! then answers every input line (a UCI move, or a square name in a `square`
//! exercise, or `skip`) with exactly one of `ok` (followed by `reply <uci>` when the
//! other side moves), `wrong <reason>` (nothing changed: also for a line that is not
//! text or is over [`super::text_line::MAX_LINE`] bytes) or `solved <n> stars <k>`
//! (`n`: the exercise's number). After the last exercise: `lesson done`. Each solve is
//! handed to the caller as it happens, to be kept; `run` returns whether the lesson
//! was done before the input ended.

use std::io::{self, BufRead, Write};

use serde::Serialize;
use shakmaty::{Square, uci::UciMove};

use super::text_line::{echo, read_line};
use crate::{
    learn::{Attempt, Goal, Lesson, Outcome},
    referee::{Referee, Request, Verdict},
};

#[derive(Serialize)]
struct ListLine<'a> {
    id: &'a str,
    title: &'a str,
    exercises: usize,
}

/// One JSON line describing a lesson: `{"id":"rook","title":"The rook","exercises":5}`.
pub fn list_line(lesson: &Lesson) -> String {
    serde_json::to_string(&ListLine {
        id: &lesson.id,
        title: &lesson.title,
        exercises: lesson.exercises.len(),
    })
    .unwrap_or_default()
}

/// The `exercise` line of exercise `n` (from 1).
pub fn exercise_line(lesson: &Lesson, n: usize) -> Option<String> {
    let ex = lesson.exercises.get(n.checked_sub(1)?)?;
    let mut line = format!("exercise {n} {} goal {}", ex.fen, ex.goal);
    if !ex.targets.is_empty() {
        line.push_str(" targets");
        for t in &ex.targets {
            line.push_str(&format!(" {t}"));
        }
    }
    Some(line)
}

/// A sentence from the rules core's lowercase reason.
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let mut s: String = chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default();
    if !s.ends_with(['.', '!', '?']) {
        s.push('.');
    }
    s
}

/// Plays `lesson` from `input`, answering on `out` (see the module's documentation).
/// `on_solved(exercise, stars)` (the exercise from 0) is called once the `solved` line
/// is out. Returns whether `lesson done` was reached before the input ended.
pub fn run(
    lesson: &Lesson,
    mut input: impl BufRead,
    mut out: impl Write,
    mut on_solved: impl FnMut(usize, u8),
) -> io::Result<bool> {
    for n in 1..=lesson.exercises.len() {
        let exercise = &lesson.exercises[n - 1];
        writeln!(out, "{}", exercise_line(lesson, n).unwrap_or_default())?;
        out.flush()?;
        let mut attempt = Attempt::new(exercise);
        let example = match exercise.goal {
            Goal::Square(_) => "a square name like e4",
            _ => "a move like e2e4",
        };
        loop {
            let line = match read_line(&mut input)? {
                None => return Ok(false),
                Some(Ok(line)) => line,
                Some(Err(bad)) => {
                    answer(&mut out, &format!("wrong {bad}: write {example}."))?;
                    continue;
                }
            };
            let text = line.trim();
            if text == "skip" {
                break;
            }
            let verdict = match exercise.goal {
                Goal::Square(_) => match text.parse::<Square>() {
                    Ok(sq) => attempt.answer_square(sq),
                    Err(_) => {
                        answer(
                            &mut out,
                            &format!("wrong '{}' is not a square name like e4.", echo(text)),
                        )?;
                        continue;
                    }
                },
                _ => match text.parse::<UciMove>() {
                    Ok(UciMove::Normal {
                        from,
                        to,
                        promotion,
                    }) => attempt.decide(
                        Request {
                            from,
                            to,
                            promotion,
                        },
                        std::time::Duration::ZERO,
                    ),
                    _ => {
                        answer(
                            &mut out,
                            &format!("wrong '{}' is not a move: write it like e2e4.", echo(text)),
                        )?;
                        continue;
                    }
                },
            };
            match verdict {
                Verdict::Played(_) | Verdict::Answered => {
                    if let Outcome::Solved { stars, .. } = attempt.outcome() {
                        answer(&mut out, &format!("solved {n} stars {stars}"))?;
                        on_solved(n - 1, stars);
                        break;
                    }
                    let mut reply = String::from("ok");
                    if let Some(played) = attempt.reply() {
                        reply.push_str(&format!("\nreply {}", UciMove::from_standard(played.mv)));
                    }
                    answer(&mut out, &reply)?;
                }
                Verdict::Illegal(reason) => answer(
                    &mut out,
                    &format!("wrong {}", sentence(&reason.to_string())),
                )?,
                Verdict::Refused(refusal) => {
                    let why = match refusal {
                        crate::session::Refusal::Lesson(w) => w.to_string(),
                        other => sentence(&format!("{other:?}")),
                    };
                    answer(&mut out, &format!("wrong {why}"))?;
                }
            }
        }
    }
    answer(&mut out, "lesson done")?;
    Ok(true)
}

fn answer(out: &mut impl Write, text: &str) -> io::Result<()> {
    writeln!(out, "{text}")?;
    out.flush()
}
