//! The text protocols that need no window: `--puzzle-set`, `--headless --puzzle ID`,
//! `--lessons` and `--headless --lesson ID` (the engine crate's `protocol` modules on stdin
//! and stdout).

use std::process::ExitCode;

/// `--puzzle-set` (the built-in puzzles) or `--headless --puzzle ID` (one puzzle
/// through stdin and stdout; the player's own are read from the save folder, never
/// written).
pub fn puzzles(id: Option<&str>) -> ExitCode {
    use gambit_engine::puzzle::{Training, builtin, protocol};
    use std::io::Write;
    let set = builtin();
    let mut out = std::io::stdout().lock();
    let result = match id {
        None => set
            .iter()
            .try_for_each(|p| writeln!(out, "{}", protocol::set_line(p))),
        Some(id) => {
            // Read only: this run holds no save lock, so a damaged file is not moved
            // aside here (the game does that), just not used.
            let mine = crate::save::store::Store::from_env()
                .ok()
                .and_then(|store| Training::load(&store.puzzles_path()).ok())
                .map(|(training, _)| training)
                .unwrap_or_default();
            let Some(record) = set.iter().chain(mine.mine()).find(|p| p.id == id) else {
                let yours = match mine.mine().len() {
                    0 => "you have none of your own yet".to_string(),
                    n => format!("yours g0001 to g{n:04}"),
                };
                eprintln!(
                    "gambit: no puzzle {id:?}; the built-in ones are b0001 to b{:04}, {yours}",
                    set.len()
                );
                return ExitCode::from(2);
            };
            protocol::run(record, std::io::stdin().lock(), &mut out).map(|_| ())
        }
    };
    text_ended(result)
}

/// `--lessons` (the list) or `--headless --lesson ID` (one lesson through stdin and
/// stdout); no window and no save folder.
pub fn lessons(id: Option<&str>) -> ExitCode {
    let all = match gambit_engine::learn::builtin() {
        Ok(all) => all,
        Err(e) => {
            eprintln!("gambit: the lessons could not be read: {e}");
            return ExitCode::from(2);
        }
    };
    let mut out = std::io::stdout().lock();
    let result = match id {
        None => all.iter().try_for_each(|lesson| {
            use std::io::Write;
            writeln!(out, "{}", gambit_engine::learn::protocol::list_line(lesson))
        }),
        Some(id) => {
            let Some(lesson) = all.iter().find(|l| l.id == id) else {
                let ids: Vec<&str> = all.iter().map(|l| l.id.as_str()).collect();
                eprintln!(
                    "gambit: no lesson {id:?}; the lessons are {}",
                    ids.join(", ")
                );
                return ExitCode::from(2);
            };
            gambit_engine::learn::protocol::run(lesson, std::io::stdin().lock(), &mut out)
        }
    };
    text_ended(result)
}

/// How a text protocol run ends: a reader gone away is no error.
fn text_ended(result: std::io::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The reader went away: nothing more to say.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gambit: standard output: {e}");
            ExitCode::from(2)
        }
    }
}
