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

use super::{
    Expected, Explain, Refused,
    text_line::{echo, read_line},
};
use crate::{
    learn::{Attempt, Goal, Lesson, Outcome},
    referee::{Referee, Request, Ruling},
};

#[derive(Serialize)]
struct ListLine<'a> {
    id: &'a str,
    group: &'a str,
    title: &'a str,
    exercises: usize,
    stars: u32,
}

/// One JSON line describing a lesson and the `stars` the player has won in it:
/// `{"id":"rook","group":"rules","title":"The rook","exercises":5,"stars":3}`.
pub fn list_line(lesson: &Lesson, stars: u32) -> String {
    serde_json::to_string(&ListLine {
        id: &lesson.id,
        group: crate::learn::Group::of(&lesson.id).as_str(),
        title: &lesson.title,
        exercises: lesson.exercises.len(),
        stars,
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

/// Plays `lesson` from `input`, answering on `out` (see the module's documentation).
/// `on_solved(exercise, stars)` (the exercise from 0) is called before the `solved` line
/// goes out, so a reader that sees the line may count on the stars being kept. `explain`
/// words a refused try. Returns whether `lesson done` was reached before the input ended.
pub fn run(
    lesson: &Lesson,
    mut input: impl BufRead,
    mut out: impl Write,
    explain: Explain,
    mut on_solved: impl FnMut(usize, u8),
) -> io::Result<bool> {
    for n in 1..=lesson.exercises.len() {
        let exercise = &lesson.exercises[n - 1];
        writeln!(out, "{}", exercise_line(lesson, n).unwrap_or_default())?;
        out.flush()?;
        let mut attempt = Attempt::new(exercise);
        let expected = match exercise.goal {
            Goal::Square(_) | Goal::Drill(_) => Expected::Square,
            _ => Expected::Move,
        };
        // A drill names its squares one by one.
        let ask = |attempt: &Attempt, out: &mut dyn Write| -> io::Result<()> {
            match attempt.drill() {
                Some(drill) => answer(out, &format!("find {}", drill.asked)),
                None => Ok(()),
            }
        };
        ask(&attempt, &mut out)?;
        loop {
            let line = match read_line(&mut input)? {
                None => return Ok(false),
                Some(Ok(line)) => line,
                Some(Err(bad)) => {
                    let why = explain(Refused::BadLine(bad, expected));
                    answer(&mut out, &format!("wrong {why}"))?;
                    continue;
                }
            };
            let text = line.trim();
            if text == "skip" {
                break;
            }
            let ruling = match exercise.goal {
                Goal::Square(_) | Goal::Drill(_) => match text.parse::<Square>() {
                    Ok(sq) => attempt.answer_square(sq),
                    Err(_) => {
                        let why = explain(Refused::NotASquare(&echo(text)));
                        answer(&mut out, &format!("wrong {why}"))?;
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
                        let why = explain(Refused::NotAMove(&echo(text)));
                        answer(&mut out, &format!("wrong {why}"))?;
                        continue;
                    }
                },
            };
            match ruling {
                Ruling::Played(_) | Ruling::Answered => {
                    if let Outcome::Solved { stars, .. } = attempt.outcome() {
                        on_solved(n - 1, stars);
                        answer(&mut out, &format!("solved {n} stars {stars}"))?;
                        break;
                    }
                    let mut reply = String::from("ok");
                    if let Some(played) = attempt.reply() {
                        reply.push_str(&format!("\nreply {}", UciMove::from_standard(played.mv)));
                    }
                    answer(&mut out, &reply)?;
                    ask(&attempt, &mut out)?;
                }
                Ruling::Illegal(reason) => {
                    let why = explain(Refused::Illegal(&reason));
                    answer(&mut out, &format!("wrong {why}"))?
                }
                Ruling::Refused(refusal) => {
                    let why = explain(Refused::Refusal(&refusal));
                    answer(&mut out, &format!("wrong {why}"))?;
                }
            }
        }
    }
    answer(&mut out, "lesson done")?;
    Ok(true)
}

fn answer(out: &mut (impl Write + ?Sized), text: &str) -> io::Result<()> {
    writeln!(out, "{text}")?;
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        cli::english,
        learn::{builtin, parse_lesson},
    };

    #[test]
    fn the_protocol_refuses_lines_that_are_no_text_or_too_long_and_goes_on() {
        let lesson = parse_lesson(
            "demo",
            r#"
title = "Demo"
[[exercise]]
fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
goal = "square e4"
instruction = "Click e4."
praise = "Yes."
solution = ["e4"]

[[exercise]]
fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
goal = "mate 1"
instruction = "Mate."
praise = "Yes."
solution = ["a1a8"]
"#,
        )
        .unwrap();
        let mut script = b"\xff\xfe\n".to_vec();
        script.extend(vec![b'e'; 2000]);
        script.extend(b"\ne4\n\x1b]0;pwned\x07\n\xc0\n");
        script.extend("a1a8".repeat(20).as_bytes());
        script.extend(b"\na1a8\n");
        let mut out = Vec::new();
        let done = run(&lesson, &script[..], &mut out, &english, |_, _| {}).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert_eq!(
            out.lines().collect::<Vec<_>>(),
            [
                "exercise 1 4k3/8/8/8/8/8/8/4K3 w - - 0 1 goal square e4",
                "wrong That line is not text: write a square name like e4.",
                "wrong That line is too long (over 1024 bytes): write a square name like e4.",
                "solved 1 stars 3",
                "exercise 2 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1 goal mate 1",
                "wrong '\\u{1b}]0;pwned\\u{7}' is not a move: write it like e2e4.",
                "wrong That line is not text: write a move like e2e4.",
                &format!(
                    "wrong '{}…' is not a move: write it like e2e4.",
                    "a1a8".repeat(10)
                ),
                "solved 2 stars 3",
                "lesson done",
            ]
        );
        assert!(done);
    }

    #[test]
    fn the_protocol_answers_every_line() {
        let lesson = parse_lesson(
            "demo",
            r#"
title = "Demo"
[[exercise]]
fen = "7k/8/8/8/8/8/8/R6K w - - 0 1"
goal = "collect"
targets = ["a6", "f6"]
instruction = "Go."
praise = "Yes."
solution = ["a1a6", "a6f6"]

[[exercise]]
fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
goal = "square e4"
instruction = "Click e4."
praise = "Yes."
solution = ["e4"]

[[exercise]]
fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
goal = "mate 1"
instruction = "Mate."
praise = "Yes."
solution = ["a1a8"]

[[exercise]]
fen = "k7/8/2K5/8/8/8/8/7R w - - 0 1"
goal = "mate 2"
instruction = "Mate in two."
praise = "Yes."
solution = ["c6b6", "h1h8"]
"#,
        )
        .unwrap();
        assert_eq!(
            list_line(&lesson, 5),
            r#"{"id":"demo","group":"rules","title":"Demo","exercises":4,"stars":5}"#
        );
        let script = "a1b2\na1a6\nhello\na6f6\nd4\ne4\nskip\nc6a4\nh1h2\nc6b6\n";
        let mut out = Vec::new();
        let mut solved = Vec::new();
        let done = run(
            &lesson,
            script.as_bytes(),
            &mut out,
            &english,
            |n, stars| solved.push((n, stars)),
        )
        .unwrap();
        assert!(!done, "the input ended in exercise 4");
        assert_eq!(solved, [(0, 3), (1, 3)]);
        let out = String::from_utf8(out).unwrap();
        let expected = [
            "exercise 1 7k/8/8/8/8/8/8/R6K w - - 0 1 goal collect targets a6 f6",
            "wrong A rook moves only in straight lines: up, down or sideways.",
            "ok",
            "wrong 'hello' is not a move: write it like e2e4.",
            "solved 1 stars 3",
            "exercise 2 4k3/8/8/8/8/8/8/4K3 w - - 0 1 goal square e4",
            "wrong That's d4. Find e4: go along to file e, then up to rank 4.",
            "solved 2 stars 3",
            "exercise 3 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1 goal mate 1",
            "exercise 4 k7/8/2K5/8/8/8/8/7R w - - 0 1 goal mate 2",
            "wrong The king moves just one square at a time.",
            "wrong That doesn't checkmate in 2 moves: the king could get away.",
            "ok",
            "reply a8b8",
        ];
        assert_eq!(out.lines().collect::<Vec<_>>(), expected);
        // The rest of the line, and the end of the lesson.
        let mut out = Vec::new();
        let mut solved = Vec::new();
        let done = run(
            &lesson,
            "skip\nskip\nskip\nc6b6\nh1h7\nh1h8\n".as_bytes(),
            &mut out,
            &english,
            |n, stars| solved.push((n, stars)),
        )
        .unwrap();
        assert!(done);
        assert_eq!(solved, [(3, 3)]);
        let out = String::from_utf8(out).unwrap();
        let tail: Vec<&str> = out.lines().skip(4).collect();
        assert_eq!(
            tail,
            [
                "ok",
                "reply a8b8",
                "wrong That isn't checkmate.",
                "solved 4 stars 3",
                "lesson done"
            ]
        );
    }

    /// A player at the other end of the protocol: the stored solution's moves, the
    /// table's best moves where a known ending's table judges the goal (its defence is the
    /// longest, which a stored line can't foresee), and each drill square as it is asked.
    /// A game that stops answering for half a minute ends the play (and fails the test).
    fn play_through(lesson: &crate::learn::Lesson) -> String {
        use std::{
            io::{BufReader, pipe},
            sync::mpsc,
            time::Duration,
        };

        use shakmaty::{Chess, Position, Role};

        use crate::learn::{Goal, ending};
        let (input, mut to_game) = pipe().unwrap();
        let (from_game, output) = pipe().unwrap();
        let owned = lesson.clone();
        let game = std::thread::spawn(move || {
            let _ = run(&owned, BufReader::new(input), output, &english, |_, _| {});
        });
        let (lines, heard_lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(from_game).lines().map_while(Result::ok) {
                if lines.send(line).is_err() {
                    break;
                }
            }
        });
        let mut heard = String::new();
        let mut pos: Option<Chess> = None;
        let mut send = |text: String| {
            // The game may have stopped reading (a failure shows in what it said).
            let _ = writeln!(to_game, "{text}");
        };
        let play = |pos: &mut Chess, send: &mut dyn FnMut(String)| {
            let mv = ending::best_move(pos).expect("a move in the table");
            pos.play_unchecked(mv);
            send(UciMove::from_standard(mv).to_string());
        };
        while let Ok(line) = heard_lines.recv_timeout(Duration::from_secs(30)) {
            heard.push_str(&line);
            heard.push('\n');
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.as_slice() {
                ["exercise", n, ..] => {
                    let ex = &lesson.exercises[n.parse::<usize>().unwrap() - 1];
                    let by_table = matches!(
                        ex.goal,
                        Goal::Mate(_)
                            | Goal::StalemateFreeMate(_)
                            | Goal::Promote(Role::Queen)
                            | Goal::Hold(_)
                    ) && ending::kind_of(&ex.position).is_some();
                    pos = None;
                    if by_table {
                        let mut p = ex.position.clone();
                        play(&mut p, &mut send);
                        pos = Some(p);
                    } else if !matches!(ex.goal, Goal::Drill(_)) {
                        for m in &ex.solution {
                            send(m.clone());
                        }
                    }
                }
                ["find", sq] => send(sq.to_string()),
                ["reply", mv] => {
                    if let Some(p) = &mut pos {
                        let m = UciMove::from_ascii(mv.as_bytes())
                            .unwrap()
                            .to_move(p)
                            .unwrap();
                        p.play_unchecked(m);
                        if !p.is_game_over() {
                            play(p, &mut send);
                        }
                    }
                }
                ["lesson", "done"] | ["wrong", ..] => break,
                _ => {}
            }
        }
        // The game stops reading: it ends, whatever it waited for.
        drop(to_game);
        let _ = game.join();
        heard
    }

    #[test]
    fn every_built_in_lesson_plays_through_the_protocol() {
        for lesson in builtin().unwrap_or_else(|e| panic!("{e}")) {
            let out = play_through(&lesson);
            let solved: Vec<&str> = out.lines().filter(|l| l.starts_with("solved")).collect();
            let expected: Vec<String> = (1..=lesson.exercises.len())
                .map(|n| format!("solved {n} stars 3"))
                .collect();
            assert_eq!(solved, expected, "{}:\n{out}", lesson.id);
            assert!(!out.contains("wrong"), "{}:\n{out}", lesson.id);
            assert_eq!(out.lines().last(), Some("lesson done"), "{}", lesson.id);
        }
    }
}
