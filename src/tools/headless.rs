//! `gambit --headless`: the game's logic and saving without a window, driven over
//! stdin/stdout. It is the hook the crash test (`tests/crash.rs`) plays through.
//!
//! Input: one UCI move per line (`e2e4`, `e7e8q`; castling as the king's move, `e1g1`).
//! Computer players (`--white`/`--black` with a level or `engine:PATH`) move on their own.
//! Output, one flushed line each:
//! - `ready <ply> <uci moves…>`: the game as resumed from the autosave, before any input;
//! - `moved <uci>`: a move was played (by anyone);
//! - `result <1-0|0-1|1/2-1/2> <reason>`: the game ended (`checkmate`, `stalemate`,
//!   `threefold_repetition`…); once it is saved and looked through for puzzles (those
//!   found join the puzzle training, as in the window), the program exits with status 0;
//! - `saved <ply>`: a save holding the game's first `<ply>` moves is on disk (synced and
//!   renamed into place), so a crash from now on cannot lose them;
//! - `rejected <text>`: a line that is not a move (or not UTF-8 text), or a move the rules
//!   refused;
//! - `error <text>`: a save failed and is being retried.
//!
//! End of input waits for the last save to reach the disk, then exits; if saving keeps
//! failing it gives up and exits with an error status. Without a human player the end of
//! input is not the end: the computers play the game to its end. An external engine that
//! fails (will not start, is not a UCI engine, crashes, hangs, plays an illegal move)
//! ends the program at once with status 3 and the reason on stderr: nobody is there to
//! choose another opponent.

use std::{
    collections::VecDeque,
    io::{BufRead, Write},
    process::ExitCode,
    time::Duration,
};

use bevy::{app::ScheduleRunnerPlugin, prelude::*};
use gambit_engine::session::Session;
use shakmaty::{CastlingMode, uci::UciMove};

use crate::{
    AppSystems,
    game::{
        ai::Ai,
        current::CurrentGame,
        messages::{EngineFailed, MoveApplied, MoveRejected, MoveRequested},
    },
    puzzles::harvest::Harvest,
    save::persistence::{Persistence, Startup},
    worker::{Spec, Worker},
};

/// Lines from stdin, read by a thread so the frame loop never blocks.
#[derive(Resource)]
struct Lines(Option<Worker<(), Result<String, ()>>>);

#[derive(Resource, Default)]
struct Acks {
    /// Save numbers not yet on disk, with the ply count each one holds.
    pending: VecDeque<(u64, usize)>,
    /// The newest save number already queued in `pending`.
    seen: u64,
    /// The last ply count reported as saved (or resumed).
    reported: usize,
    /// Stdin is closed: exit once every save is on disk.
    closing: bool,
    /// Since when writes have been failing (none: the last one succeeded).
    failing_since: Option<std::time::Instant>,
    /// The game's end was reported: exit once every save is on disk.
    ended: bool,
}

/// How long a closing session waits for failing writes before it gives up (the writer
/// retries every two seconds: about three tries). A time, not a count: every new write
/// (a puzzle training kept at the game's end) is a try too.
const GIVE_UP_AFTER: std::time::Duration = std::time::Duration::from_secs(6);

/// Needs [`crate::save::persistence::plugin`] with a store (the acknowledgements come from it).
pub fn plugin(app: &mut App) {
    // A line at a time; the owner reads them as they come.
    let reader = Worker::start(Spec::new("gambit-stdin").queue(64), |hands| {
        let mut input = std::io::stdin().lock();
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            match input.read_until(b'\n', &mut bytes) {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
            // A line that is not text is answered and skipped; the session goes on.
            if !hands.give(String::from_utf8(bytes.clone()).map_err(|_| ())) {
                break;
            }
        }
        // The end of the thread tells the app that input has ended.
    });
    // No thread: as if input had ended at once (what is resumed is still reported).
    let reader = reader
        .inspect_err(|e| error!("no thread to read stdin: {e}"))
        .ok();
    app.insert_resource(Lines(reader))
        .init_resource::<Acks>()
        .add_systems(Startup, announce)
        .add_systems(Update, read_moves.in_set(AppSystems::Input))
        // After `Update`, so this frame's moves and their save request are in.
        .add_systems(PostUpdate, report);
}

fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

fn announce(current: Res<CurrentGame>, mut acks: ResMut<Acks>) {
    let game = current.game();
    let mut line = format!("ready {}", game.moves().len());
    for mv in game.moves() {
        line.push(' ');
        line.push_str(&mv.to_uci(CastlingMode::Standard).to_string());
    }
    // What was resumed came from the disk: it is saved already.
    acks.reported = game.moves().len();
    say(&line);
}

fn read_moves(
    mut lines: ResMut<Lines>,
    mut acks: ResMut<Acks>,
    mut requests: MessageWriter<MoveRequested>,
) {
    let Some(reader) = lines.0.as_mut() else {
        acks.closing = true;
        return;
    };
    for line in reader.answers() {
        match line {
            Err(()) => say("rejected: the line is not UTF-8 text"),
            Ok(line) => {
                let text = line.trim();
                match text.parse::<UciMove>() {
                    Ok(UciMove::Normal {
                        from,
                        to,
                        promotion,
                    }) => {
                        requests.write(MoveRequested {
                            from,
                            to,
                            promotion,
                        });
                    }
                    _ if text.is_empty() => {}
                    _ => say(&format!("rejected {text}: not a UCI move")),
                }
            }
        }
    }
    if reader.ended() {
        acks.closing = true;
    }
}

#[allow(clippy::too_many_arguments)]
fn report(
    current: Res<CurrentGame>,
    persistence: Res<Persistence>,
    harvest: Option<Res<Harvest>>,
    mut acks: ResMut<Acks>,
    mut rejected: MessageReader<MoveRejected>,
    mut applied: MessageReader<MoveApplied>,
    mut failed: MessageReader<EngineFailed>,
    mut exit: MessageWriter<AppExit>,
) {
    for r in rejected.read() {
        say(&format!("rejected {}{}: {}", r.from, r.to, r.reason));
    }
    for MoveApplied(played) in applied.read() {
        say(&format!(
            "moved {}",
            played.mv.to_uci(CastlingMode::Standard)
        ));
    }
    let game = current.game();
    if !acks.ended
        && let Some(ending) = game.ending()
    {
        acks.ended = true;
        say(&format!("result {} {}", game.result_str(), ending.code()));
    }
    if let Some(f) = failed.read().find(|f| f.side.is_some()) {
        eprintln!("gambit: {}", f.error);
        exit.write(AppExit::from_code(3));
        return;
    }
    let requested = persistence.requested();
    if requested > acks.seen {
        acks.seen = requested;
        acks.pending
            .push_back((requested, current.game().moves().len()));
    }
    let written = persistence.written();
    let mut newest = None;
    while let Some(&(number, ply)) = acks.pending.front()
        && number <= written
    {
        newest = Some(ply);
        acks.pending.pop_front();
    }
    if let Some(ply) = newest
        && ply != acks.reported
    {
        acks.reported = ply;
        say(&format!("saved {ply}"));
    }
    let health = persistence.health();
    // Said once per run of failures.
    if acks.failing_since.is_none()
        && health.failures > 0
        && let Some(error) = &health.error
    {
        say(&format!("error saving failed ({error}); retrying"));
    }
    if health.failures == 0 {
        acks.failing_since = None;
    } else {
        acks.failing_since
            .get_or_insert_with(std::time::Instant::now);
    }
    // Computers alone play on after the input ends.
    let session = &current.session;
    let any_human = [shakmaty::Color::White, shakmaty::Color::Black]
        .into_iter()
        .any(|side| session.player(side).is_human());
    // With a human, the end of input ends the run, but a computer's reply on its way still
    // lands (or its engine's failure is reported) first.
    let closing = acks.ended || (acks.closing && any_human && session.computer_to_move().is_none());
    // The puzzles of a finished game are found before the end (saved by the exit's flush).
    let harvested = harvest.is_none_or(|h| h.pending() == 0);
    if closing && acks.pending.is_empty() && harvested {
        exit.write(AppExit::Success);
    } else if closing
        && acks
            .failing_since
            .is_some_and(|t| t.elapsed() >= GIVE_UP_AFTER)
    {
        // Waiting for a disk that keeps refusing would never end.
        eprintln!("gambit: the game could not be saved; giving up");
        exit.write(AppExit::error());
    }
}

/// `--headless`: the same logic and saving plugins as the windowed game, without a window.
pub fn run(session: Session, mut startup: Startup) -> ExitCode {
    if startup.store.is_none() {
        for notice in &startup.notices {
            eprintln!("gambit: {}", crate::ui::words::notice(notice));
        }
        eprintln!(
            "gambit: --headless needs a place to save games that no other copy of the game \
             is using (set GAMBIT_HOME)"
        );
        return ExitCode::from(2);
    }
    let mut app = App::new();
    // A short wait per frame: stdin is answered within milliseconds without spinning a core.
    app.add_plugins(MinimalPlugins.set(ScheduleRunnerPlugin::run_loop(Duration::from_millis(2))))
        .add_plugins(crate::logic_plugins)
        .insert_resource(CurrentGame::from_session(session));
    // No one watches the board: a level's reply need not wait its natural moment.
    app.world_mut().resource_mut::<Ai>().paced = false;
    // The puzzles a finished game gives are kept, as in the window.
    crate::launch::insert_kept(&mut app, &mut startup);
    for notice in &startup.notices {
        eprintln!("gambit: {}", crate::ui::words::notice(notice));
    }
    let read = startup.settings.clone();
    startup.settings.insert(&mut app);
    app.add_plugins((crate::save::plugin(startup.store, Some(read)), plugin));
    exit_code(app.run())
}

/// The process status for how the app ended.
pub fn exit_code(exit: AppExit) -> ExitCode {
    match exit {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
