//! The text protocols that need no window: `--puzzle-set`, `--headless --puzzle ID`,
//! `--lessons` and `--headless --lesson ID` (the engine crate's `cli::puzzle` and `cli::lesson`
//! on stdin and stdout). What is earned through them (stars, puzzle results and rating) is kept in
//! the save folder by the same code and the same writer as in the window.
//!
//! Exit status: 0 when the lesson or puzzle was finished, 1 when the input ended before,
//! 2 for a wrong id or an output that failed, 3 when what was earned could not be saved.

use std::{process::ExitCode, time::Duration};

use gambit_engine::{cli, puzzle::builtin};

use crate::{
    learn::load_progress,
    puzzles::load_training,
    save::{
        persistence::open_folder,
        store::{SaveLock, Store},
        writer::Writer,
    },
    ui::words,
};

/// How long a solve waits for its stars to be written before `solved` is said.
const SOLVED_FLUSH: Duration = Duration::from_secs(2);

/// How long the end of a run waits for what it earned to reach the disk.
const FLUSH_LIMIT: Duration = Duration::from_secs(10);

/// The save folder for one protocol run: written through the one writer when it is this
/// process's, only read otherwise (with a sentence on stderr).
struct Kept {
    /// Where the kept files are (none: no save folder at all).
    store: Option<Store>,
    /// Only when the folder is this process's.
    writer: Option<Writer>,
    _lock: Option<SaveLock>,
}

impl Kept {
    fn open() -> Kept {
        let folder = open_folder();
        if let Some(notice) = &folder.notice {
            eprintln!("gambit: {}", words::notice(notice));
        }
        match folder.mine {
            Some((store, lock)) => Kept {
                store: Some(store.clone()),
                writer: Some(Writer::start(store)),
                _lock: Some(lock),
            },
            None => Kept {
                store: folder.read_only,
                writer: None,
                _lock: None,
            },
        }
    }

    /// Where the kept files are, and whether this run may write them.
    fn files(&self) -> Option<(&Store, bool)> {
        self.store
            .as_ref()
            .map(|store| (store, self.writer.is_some()))
    }

    /// Waits for the writer, trying again for a while if writing fails (a full disk may
    /// free up); false (said on stderr) when something earned is still not on disk.
    fn finish(&self) -> bool {
        let Some(writer) = &self.writer else {
            return true;
        };
        let start = std::time::Instant::now();
        loop {
            let left = FLUSH_LIMIT.saturating_sub(start.elapsed());
            let flushed = writer.flush(left);
            let health = writer.health();
            if flushed && health.failures == 0 {
                return true;
            }
            if start.elapsed() >= FLUSH_LIMIT {
                let why = health
                    .error
                    .map_or_else(|| "what was won".into(), |e| e.to_string());
                eprintln!("gambit: could not save {why}");
                return false;
            }
            std::thread::sleep(Duration::from_millis(500));
        }
    }
}

/// `--puzzle-set` (the built-in puzzles) or `--headless --puzzle ID` (one puzzle
/// through stdin and stdout; how it went is recorded in the player's training).
pub fn puzzles(id: Option<&str>) -> ExitCode {
    use std::io::Write;
    let set = builtin();
    let mut out = std::io::stdout().lock();
    let Some(id) = id else {
        let listed = set
            .iter()
            .try_for_each(|p| writeln!(out, "{}", cli::puzzle::set_line(p)));
        return ExitCode::from(text_ended(listed.map(|()| true)));
    };
    let kept = Kept::open();
    let (mut training, notices) = load_training(kept.files());
    let Some(record) = set
        .iter()
        .chain(training.training.mine())
        .find(|p| p.id == id)
        .cloned()
    else {
        let yours = match (notices.is_empty(), training.training.mine()) {
            (false, _) => words::notices(&notices),
            (true, []) => "you have none of your own yet".to_string(),
            (true, [first, .., last]) => format!("yours are {} to {}", first.id, last.id),
            (true, [only]) => format!("yours is {}", only.id),
        };
        eprintln!(
            "gambit: no puzzle {id:?}; the built-in ones are b0001 to b{:04}; {yours}",
            set.len()
        );
        return ExitCode::from(2);
    };
    for notice in &notices {
        eprintln!("gambit: {}", words::notice(notice));
    }
    let result =
        cli::puzzle::run(&record, std::io::stdin().lock(), &mut out, &explain).map(|grade| {
            if let Some(grade) = grade {
                training.record(&record, grade, kept.writer.as_ref());
            }
            grade.is_some()
        });
    let saved = kept.finish();
    finish(result, saved)
}

/// `--lessons` (the list) or `--headless --lesson ID` (one lesson through stdin and
/// stdout; the stars won are kept as in the window).
/// `gambit --progress`: the player's progress as one JSON object. Only reads: a game
/// running meanwhile keeps its folder and nothing is moved or written.
pub fn progress() -> ExitCode {
    use std::io::Write;
    let lessons = match gambit_engine::learn::builtin() {
        Ok(all) => all,
        Err(e) => {
            eprintln!("gambit: the lessons could not be read: {e}");
            return ExitCode::from(2);
        }
    };
    let store = Store::from_env().ok();
    let kept = store.as_ref().map(|s| (s, false));
    let (stars, notice) = load_progress(kept);
    let (training, training_notices) = crate::puzzles::load_training(kept);
    let (record, record_notice) = crate::learn::record::load_record(kept);
    for notice in notice
        .iter()
        .chain(&training_notices)
        .chain(record_notice.iter())
    {
        eprintln!("gambit: {}", words::notice(notice));
    }
    let due = training.training.due_count(
        &gambit_engine::puzzle::builtin(),
        crate::puzzles::end_of_today(),
    );
    let summary = gambit_engine::progress::Summary::gather(
        &lessons,
        &stars.progress,
        &training.training,
        due,
        &record.record,
    );
    let mut out = std::io::stdout().lock();
    let written = writeln!(out, "{}", summary.to_json()).and_then(|()| out.flush());
    ExitCode::from(text_ended(written.map(|()| true)))
}

pub fn lessons(id: Option<&str>) -> ExitCode {
    use std::io::Write;
    let all = match gambit_engine::learn::builtin() {
        Ok(all) => all,
        Err(e) => {
            eprintln!("gambit: the lessons could not be read: {e}");
            return ExitCode::from(2);
        }
    };
    let mut out = std::io::stdout().lock();
    let Some(id) = id else {
        // Only read: a game running meanwhile keeps its folder.
        let store = Store::from_env().ok();
        let (progress, notice) = load_progress(store.as_ref().map(|s| (s, false)));
        if let Some(notice) = notice {
            eprintln!("gambit: {}", words::notice(&notice));
        }
        let listed = all.iter().try_for_each(|lesson| {
            let stars = progress.progress.lesson_stars(&lesson.id);
            writeln!(out, "{}", cli::lesson::list_line(lesson, stars))
        });
        return ExitCode::from(text_ended(listed.map(|()| true)));
    };
    let Some(lesson) = all.iter().find(|l| l.id == id) else {
        let ids: Vec<&str> = all.iter().map(|l| l.id.as_str()).collect();
        eprintln!(
            "gambit: no lesson {id:?}; the lessons are {}",
            ids.join(", ")
        );
        return ExitCode::from(2);
    };
    let kept = Kept::open();
    let (mut progress, notice) = load_progress(kept.files());
    if let Some(notice) = notice {
        eprintln!("gambit: {}", words::notice(&notice));
    }
    // Its words in the language chosen; the protocol's keywords stay English.
    let lesson = &words::lesson::translated(lesson);
    let result = cli::lesson::run(
        lesson,
        std::io::stdin().lock(),
        &mut out,
        &explain,
        |exercise, stars| {
            let writer = kept.writer.as_ref();
            // On disk before the `solved` line goes out (one try; a full disk is retried
            // and waited for at the end).
            if progress.record(&lesson.id, exercise, stars, writer)
                && let Some(writer) = writer
            {
                writer.flush(SOLVED_FLUSH);
            }
        },
    );
    let saved = kept.finish();
    finish(result, saved)
}

/// `--languages`: one JSON line per language,
/// `{"code":"en","name":"English","messages":24,"missing":0}`.
pub fn languages() -> ExitCode {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let listed = crate::ui::catalogue::LANGUAGES.iter().try_for_each(|l| {
        let (messages, missing) = match crate::ui::catalogue::coverage(l.code) {
            Ok(counts) => counts,
            Err(e) => {
                eprintln!("gambit: {e}");
                (0, usize::MAX)
            }
        };
        #[derive(serde::Serialize)]
        struct Line<'a> {
            code: &'a str,
            name: &'a str,
            messages: usize,
            missing: usize,
        }
        let line = Line {
            code: l.code,
            name: l.name,
            messages,
            missing,
        };
        writeln!(out, "{}", serde_json::to_string(&line).unwrap_or_default())
    });
    ExitCode::from(text_ended(listed.map(|()| true)))
}

/// A refused try in the player's language (the game's words, through the catalogue).
fn explain(refused: cli::Refused) -> String {
    use crate::ui::catalogue::{tr, tr_with};
    use cli::{BadLine, Expected, Refused};
    match refused {
        Refused::Illegal(reason) => crate::ui::words::illegal_move(reason),
        Refused::Refusal(refusal) => crate::ui::words::refusal(refusal),
        Refused::BadLine(BadLine::NotText, Expected::Square) => tr("protocol-not-text-square"),
        Refused::BadLine(BadLine::NotText, Expected::Move) => tr("protocol-not-text-move"),
        Refused::BadLine(BadLine::TooLong, expected) => tr_with(
            match expected {
                Expected::Square => "protocol-too-long-square",
                Expected::Move => "protocol-too-long-move",
            },
            &[("bytes", cli::text_line::MAX_LINE.into())],
        ),
        Refused::NotASquare(text) => tr_with("protocol-not-a-square", &[("text", text.into())]),
        Refused::NotAMove(text) => tr_with("protocol-not-a-move", &[("text", text.into())]),
    }
}

/// The exit status of a protocol run (see the module's documentation).
fn finish(result: std::io::Result<bool>, saved: bool) -> ExitCode {
    match text_ended(result) {
        0 if !saved => ExitCode::from(3),
        code => ExitCode::from(code),
    }
}

/// How a text protocol run ends: finished, input ended first, or output failed (a
/// reader gone away is no error).
fn text_ended(result: std::io::Result<bool>) -> u8 {
    match result {
        Ok(true) => 0,
        Ok(false) => 1,
        // The reader went away: nothing more to say.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => 0,
        Err(e) => {
            eprintln!("gambit: {e}");
            2
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line that is no try reads, in English, as the engine's own protocol words it.
    #[test]
    fn a_line_that_is_no_try_reads_as_the_engines_english() {
        use cli::{BadLine, Expected, Refused};
        for refused in [
            Refused::BadLine(BadLine::NotText, Expected::Square),
            Refused::BadLine(BadLine::NotText, Expected::Move),
            Refused::BadLine(BadLine::TooLong, Expected::Square),
            Refused::BadLine(BadLine::TooLong, Expected::Move),
            Refused::NotASquare("z9"),
            Refused::NotAMove("hello"),
        ] {
            assert_eq!(explain(refused), cli::english(refused));
        }
    }
}
