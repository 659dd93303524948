//! A running UCI engine: started, identified (`uci` … `uciok`), configured
//! (`setoption` … `isready`/`readyok`), and started in the background for a frame loop.
//! Its searches are in `search.rs`.

use std::{
    sync::{
        Mutex,
        mpsc::{Receiver, TryRecvError, channel},
    },
    thread,
    time::{Duration, Instant},
};

use shakmaty::{Chess, Move};

use super::{
    config::{EngineConfig, Timeouts},
    error::{EngineError, shown},
    options::{AppliedStrength, EngineOption, parse_option, setoption_line, settings},
    process::{FromEngine, Next, Process, wait_until},
    protocol::{Id, is_word, parse_id},
    search::{EngineInfo, SearchPoll, Searches},
};
use crate::{Game, search::Limits};

/// Who the engine says it is and what it can be set to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineId {
    /// `id name`, or the program's file name if it sent none.
    pub name: String,
    /// `id author`, empty if it sent none.
    pub author: String,
    pub options: Vec<EngineOption>,
}

/// A running, configured UCI engine. Dropping it sends `quit`, waits up to a second,
/// then kills the process; it is always reaped. On Unix, what it started (the engine
/// behind a wrapper script, say) is killed with it.
pub struct UciEngine {
    id: EngineId,
    applied: AppliedStrength,
    searches: Searches,
}

impl UciEngine {
    /// Start the engine of `config` and make it ready: blocks for the handshake (up to
    /// 10 s) and the options (up to 10 s). From a frame loop, use
    /// [`UciEngine::start_in_background`].
    pub fn start(config: &EngineConfig) -> Result<UciEngine, EngineError> {
        UciEngine::start_with(config, Timeouts::default())
    }

    /// [`UciEngine::start`] with other timeouts.
    pub fn start_with(config: &EngineConfig, timeouts: Timeouts) -> Result<UciEngine, EngineError> {
        let mut process = Process::spawn(&config.path, &config.args)?;
        process.send("uci");
        let id = handshake(&mut process, timeouts.handshake)?;
        let (set, applied) = settings(&id.options, config);
        for (name, value) in &set {
            process.send(&setoption_line(name, value));
        }
        process.send("isready");
        await_ready(&mut process, timeouts.ready)?;
        Ok(UciEngine {
            id,
            applied,
            searches: Searches::new(process, timeouts),
        })
    }

    /// Start the engine on a thread of its own; poll the answer with
    /// [`Starting::poll`]. Dropping the `Starting` early shuts the engine down.
    pub fn start_in_background(config: EngineConfig, timeouts: Timeouts) -> Starting {
        let (tx, rx) = channel();
        let path = shown(&config.path);
        let spawned = thread::Builder::new()
            .name("uci-start".into())
            .spawn(move || {
                // Nobody listens if the `Starting` was dropped: the engine then drops here.
                let _ = tx.send(UciEngine::start_with(&config, timeouts));
            });
        let early = spawned.err().map(|e| EngineError::Start {
            path: path.clone(),
            reason: format!("no thread to start it: {e}"),
        });
        Starting {
            answer: Mutex::new(rx),
            path,
            early,
            answered: false,
        }
    }

    pub fn id(&self) -> &EngineId {
        &self.id
    }

    /// How the configured strength was carried out on this engine.
    pub fn applied_strength(&self) -> AppliedStrength {
        self.applied
    }

    /// The engine's process id (to check it is gone, in tests).
    pub fn pid(&self) -> u32 {
        self.searches.process.pid()
    }

    /// The error that ended this engine (crash, hang), if one did: it cannot be used
    /// again, and every later search ends at once with this error.
    pub fn error(&self) -> Option<&EngineError> {
        self.searches.dead.as_ref()
    }

    /// Tell the engine a new game starts (`ucinewgame`, then `isready`); cancels a
    /// search under way. Searches asked for afterwards wait for its `readyok`.
    pub fn new_game(&mut self) {
        self.searches.new_game();
    }

    /// Ask for a move in `game`'s current position (sent as its start position and
    /// moves, so the engine sees the repetitions). Returns at once; the answer comes
    /// from [`UciEngine::poll`]. A search under way is cancelled first.
    pub fn go(&mut self, game: &Game, limits: &Limits) {
        self.go_from(game.start_position(), game.moves(), limits);
    }

    /// Ask for a move in the position after `moves` from `start`. Every call ends in
    /// exactly one `SearchPoll::Done` (an error too: a dead engine, a position without
    /// legal moves, an illegal move in `moves`), unless cancelled or replaced by the
    /// next `go`. `Limits::default()` means `go infinite`: it ends with `stop`.
    pub fn go_from(&mut self, start: &Chess, moves: &[Move], limits: &Limits) {
        self.searches.go_from(start, moves, limits, (&[], 1));
    }

    /// [`UciEngine::go_from`] searching only the root move `only` (`go … searchmoves`):
    /// its score from the same position as the full search's, to compare the two.
    pub fn go_only(&mut self, start: &Chess, moves: &[Move], limits: &Limits, only: Move) {
        self.searches.go_from(start, moves, limits, (&[only], 1));
    }

    /// [`UciEngine::go_from`] searching only the root moves `among` (all when empty):
    /// with every move but the best, the second best's score (as `MultiPV 2` gives it).
    pub fn go_among(&mut self, start: &Chess, moves: &[Move], limits: &Limits, among: &[Move]) {
        self.searches.go_from(start, moves, limits, (among, 1));
    }

    /// [`UciEngine::go_from`] asking for the two best lines (`MultiPV 2`, set before the
    /// search and kept until a search asks for one line); the second comes in
    /// [`super::EngineMove::second`].
    pub fn go_two_lines(&mut self, start: &Chess, moves: &[Move], limits: &Limits) {
        self.searches.go_from(start, moves, limits, (&[], 2));
    }

    /// Read what the engine sent, enforce the deadlines, send what is due. Never waits.
    /// A hung engine (past its deadline) is killed here, so poll while a search runs.
    pub fn poll(&mut self) -> SearchPoll {
        self.searches.advance(None)
    }

    /// [`UciEngine::poll`] until the search is answered or `timeout` has passed
    /// (then `SearchPoll::Thinking`). Blocks: for tests and tools, not a frame loop.
    pub fn wait(&mut self, timeout: Duration) -> SearchPoll {
        self.searches.wait(timeout)
    }

    /// Waits for the search asked for, cancelling it as soon as `stop` is set
    /// (`Ok(None)`). Blocks: for threads that own the engine (reviews, puzzles).
    pub fn answer(
        &mut self,
        stop: &std::sync::atomic::AtomicBool,
    ) -> Result<Option<super::EngineMove>, EngineError> {
        loop {
            if stop.load(std::sync::atomic::Ordering::Relaxed) {
                self.cancel();
                return Ok(None);
            }
            match self.wait(Duration::from_millis(50)) {
                SearchPoll::Thinking => {}
                SearchPoll::Done(found) => return found.map(Some),
                // Every `go` ends in `Done`; `Idle` would be the client's bug.
                SearchPoll::Idle => {
                    return Err(EngineError::BadRequest {
                        path: self.id.name.clone(),
                        reason: "its search was lost".into(),
                    });
                }
            }
        }
    }

    /// "Move now": ask the search under way for its move at once (`stop`); the answer
    /// still comes from `poll`, within `Timeouts::grace` or the engine counts as hung.
    pub fn stop(&mut self) {
        self.searches.stop();
    }

    /// Cancel the search under way or asked for: it is stopped and its answer dropped,
    /// as is an answer not yet handed out. Returns at once; the next command waits for
    /// the cancelled search's `bestmove` (within `Timeouts::grace`).
    pub fn cancel(&mut self) {
        self.searches.cancel();
    }

    /// Whether a search is asked for and not answered yet.
    pub fn is_thinking(&self) -> bool {
        self.searches.live_job()
    }

    /// What the engine has reported so far about the search under way.
    pub fn info(&self) -> Option<&EngineInfo> {
        self.searches.info()
    }

    /// Shut the engine down now (the same as dropping it).
    pub fn quit(self) {}
}

/// An engine starting on its own thread.
pub struct Starting {
    /// In a `Mutex` only so the handle can be a Bevy resource (`Sync`).
    answer: Mutex<Receiver<Result<UciEngine, EngineError>>>,
    path: String,
    /// The thread could not even be started.
    early: Option<EngineError>,
    answered: bool,
}

impl Starting {
    /// The engine, or why it could not start, once known; `None` while it starts.
    /// After it answered once, it answers `None`.
    pub fn poll(&mut self) -> Option<Result<UciEngine, EngineError>> {
        if self.answered {
            return None;
        }
        let answer = self.answer.get_mut().unwrap_or_else(|p| p.into_inner());
        let got = match self.early.take() {
            Some(e) => Some(Err(e)),
            None => match answer.try_recv() {
                Ok(done) => Some(done),
                Err(TryRecvError::Empty) => None,
                // The thread ended without an answer (a bug); say so once.
                Err(TryRecvError::Disconnected) => Some(Err(EngineError::Start {
                    path: self.path.clone(),
                    reason: "starting it failed unexpectedly".to_string(),
                })),
            },
        };
        self.answered = got.is_some();
        got
    }
}

/// `uci` was sent: read `id` and `option` lines until `uciok`.
fn handshake(process: &mut Process, timeout: Duration) -> Result<EngineId, EngineError> {
    let path = shown(process.path());
    let mut id = EngineId {
        name: String::new(),
        author: String::new(),
        options: Vec::new(),
    };
    // The first thing it said, to show when it is not a UCI engine.
    let mut first_words: Option<String> = None;
    // `None`: a timeout too long for an `Instant` (hand-edited), so none.
    let until = Instant::now().checked_add(timeout);
    loop {
        match process.next(Some(wait_until(until))) {
            Next::Event(FromEngine::Line(line)) => {
                if is_word(&line, "uciok") {
                    break;
                }
                match parse_id(&line) {
                    Some(Id::Name(name)) => id.name = name,
                    Some(Id::Author(author)) => id.author = author,
                    None => match parse_option(&line) {
                        Some(option) => id.options.push(option),
                        None if first_words.is_none() && !line.trim().is_empty() => {
                            first_words = Some(line.trim().chars().take(80).collect());
                        }
                        None => {}
                    },
                }
            }
            Next::Event(FromEngine::Closed(status)) => {
                let how = status.map_or("it closed its output".to_string(), |s| {
                    format!("it ended with {s}")
                });
                let said = first_words.map_or(String::new(), |w| format!(", saying '{w}'"));
                return Err(EngineError::NotUci {
                    path,
                    why: format!("{how} before answering 'uci'{said}"),
                });
            }
            Next::Nothing => {}
        }
        // Checked after every line too: an engine that talks without end still times out.
        if until.is_some_and(|u| Instant::now() >= u) {
            process.kill();
            return Err(EngineError::NotUci {
                path,
                why: format!("it did not answer 'uci' within {} s", timeout.as_secs_f64()),
            });
        }
    }
    if id.name.is_empty() {
        id.name = process
            .path()
            .file_stem()
            .map_or(path, |s| s.to_string_lossy().into_owned());
    }
    Ok(id)
}

/// `isready` was sent: wait for `readyok`.
fn await_ready(process: &mut Process, timeout: Duration) -> Result<(), EngineError> {
    // `None`: a timeout too long for an `Instant` (hand-edited), so none.
    let until = Instant::now().checked_add(timeout);
    loop {
        match process.next(Some(wait_until(until))) {
            Next::Event(FromEngine::Line(line)) if is_word(&line, "readyok") => return Ok(()),
            Next::Event(FromEngine::Line(_)) | Next::Nothing => {}
            Next::Event(FromEngine::Closed(status)) => return Err(process.exit_error(status)),
        }
        if until.is_some_and(|u| Instant::now() >= u) {
            process.kill();
            return Err(EngineError::Timeout {
                path: shown(process.path()),
                awaited: "readyok".to_string(),
                after: timeout,
            });
        }
    }
}
