//! UCI front end. The search runs on its own thread so `stop`, `ponderhit` and
//! `isready` are answered while it thinks; if that thread cannot be started, the
//! `go` is answered `bestmove 0000` after an `info string` saying why. Input the
//! engine can't use is answered with an `info string` saying why, and never ends
//! the session.
//!
//! Here: the session (reading commands, running the search thread); option
//! handling, `go` and `position` parsing and the output lines are in the files below.

mod go;
mod options;
mod output;
mod position;

use std::{
    io::{self, BufRead, Write},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    thread::JoinHandle,
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use shakmaty::{Chess, Position, fen::Fen};

use super::perft;
use crate::search::{Level, SearchRequest, Searcher, time};

pub use go::{Go, parse_go};
use options::{DEFAULT_HASH_MB, Options};
pub use output::info_line;
use output::{bestmove_line, fmt_move};
pub use position::parse_position;

pub const ENGINE_NAME: &str = concat!("Gambit ", env!("CARGO_PKG_VERSION"));

/// Where the engine's lines go, and the first error writing them: after one, nothing
/// more is written and the session ends (the GUI can't hear it any more).
struct Sink {
    w: Box<dyn Write + Send>,
    failed: Option<io::Error>,
}

type Out = Arc<Mutex<Sink>>;

fn lock_out(out: &Out) -> std::sync::MutexGuard<'_, Sink> {
    // A poisoned lock must not crash the engine.
    match out.lock() {
        Ok(s) => s,
        Err(p) => p.into_inner(),
    }
}

fn say(out: &Out, line: &str) {
    let mut sink = lock_out(out);
    if sink.failed.is_none()
        && let Err(e) = writeln!(sink.w, "{line}").and_then(|()| sink.w.flush())
    {
        sink.failed = Some(e);
    }
}

fn note(out: &Out, text: &str) {
    say(out, &format!("info string {text}"));
}

pub struct Uci {
    out: Out,
    searcher: Arc<Mutex<Searcher>>,
    stop: Arc<AtomicBool>,
    /// Set during `go ponder` until `ponderhit`.
    pondering: Arc<AtomicBool>,
    worker: Option<JoinHandle<()>>,
    pos: Chess,
    history: Vec<u64>,
    /// Why the last `position` command was rejected; until the next valid one,
    /// `go` answers `bestmove 0000`.
    rejected: Option<String>,
    options: Options,
    seed: u64,
    /// Makes starting the worker thread fail, as a process limit would.
    #[cfg(test)]
    no_threads: bool,
}

const COMMANDS: &[&str] = &[
    "uci",
    "isready",
    "ucinewgame",
    "position",
    "go",
    "stop",
    "quit",
    "setoption",
    "ponderhit",
    "debug",
    "register",
    "d",
];

impl Uci {
    pub fn new(out: Box<dyn Write + Send>) -> Uci {
        let seed = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        Uci {
            out: Arc::new(Mutex::new(Sink {
                w: out,
                failed: None,
            })),
            searcher: Arc::new(Mutex::new(Searcher::new(DEFAULT_HASH_MB))),
            stop: Arc::new(AtomicBool::new(false)),
            pondering: Arc::new(AtomicBool::new(false)),
            worker: None,
            pos: Chess::default(),
            history: Vec::new(),
            rejected: None,
            options: Options {
                hash_mb: DEFAULT_HASH_MB,
                level: Level::Master,
                limit_strength: false,
                elo: 1500,
                own_book: true,
                ponder: false,
                multipv: 1,
                overhead: time::MOVE_OVERHEAD,
            },
            seed,
            #[cfg(test)]
            no_threads: false,
        }
    }
    /// Read commands until `quit`, end of input or an output error (returned:
    /// a GUI that can't hear the engine gets nothing from it going on). Lines end
    /// with `\n` or `\r\n`; one that is not UTF-8 is skipped with a note.
    pub fn run(&mut self, mut input: impl BufRead) -> io::Result<()> {
        let mut buf = Vec::new();
        while lock_out(&self.out).failed.is_none() {
            buf.clear();
            match input.read_until(b'\n', &mut buf) {
                Ok(0) => break,
                Ok(_) => {}
                Err(e) => {
                    note(&self.out, &format!("cannot read input: {e}"));
                    break;
                }
            }
            let line = buf.strip_suffix(b"\n").unwrap_or(&buf);
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            match std::str::from_utf8(line) {
                Ok(line) => {
                    if !self.handle(line) {
                        break;
                    }
                }
                Err(_) => note(&self.out, "ignored a line that is not valid UTF-8"),
            }
        }
        self.finish_search();
        lock_out(&self.out).failed.take().map_or(Ok(()), Err)
    }

    /// Handle one line; returns false on `quit`.
    pub fn handle(&mut self, line: &str) -> bool {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        // Per the UCI spec, skip unknown leading tokens ("joho debug on").
        let Some(start) = tokens.iter().position(|t| COMMANDS.contains(t)) else {
            if let Some(first) = tokens.first() {
                note(
                    &self.out,
                    &format!("unknown command '{}'", first.escape_debug()),
                );
            }
            return true;
        };
        let args = &tokens[start + 1..];
        match tokens[start] {
            "uci" => self.cmd_uci(),
            "isready" => say(&self.out, "readyok"),
            "ucinewgame" => {
                self.finish_search();
                self.lock_searcher().clear();
                self.pos = Chess::default();
                self.history.clear();
                self.rejected = None;
            }
            "position" => self.cmd_position(args),
            "go" => self.cmd_go(args),
            "stop" => self.finish_search(),
            // The search reads the flag and starts its clock.
            "ponderhit" => self.pondering.store(false, Ordering::SeqCst),
            "quit" => {
                self.finish_search();
                return false;
            }
            "setoption" => self.cmd_setoption(args),
            "d" => match &self.rejected {
                None => say(
                    &self.out,
                    &Fen::from_position(&self.pos, shakmaty::EnPassantMode::Legal).to_string(),
                ),
                Some(why) => note(&self.out, &format!("no position: {why}")),
            },
            _ => {}
        }
        true
    }

    fn lock_searcher(&self) -> std::sync::MutexGuard<'_, Searcher> {
        match self.searcher.lock() {
            Ok(s) => s,
            Err(p) => p.into_inner(),
        }
    }

    fn finish_search(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        if let Some(h) = self.worker.take() {
            let _ = h.join();
        }
        self.pondering.store(false, Ordering::SeqCst);
    }
    fn cmd_position(&mut self, args: &[&str]) {
        match parse_position(args) {
            Ok((pos, history)) => {
                self.pos = pos;
                self.history = history;
                self.rejected = None;
            }
            Err(why) => {
                let why = format!("position rejected: {why}");
                note(&self.out, &why);
                self.rejected = Some(why);
            }
        }
    }

    fn cmd_go(&mut self, args: &[&str]) {
        self.finish_search();
        if let Some(why) = &self.rejected {
            note(&self.out, &format!("nothing to search: {why}"));
            // A search request still gets its answer, as the GUI waits for one.
            if !args.contains(&"perft") {
                say(&self.out, "bestmove 0000");
            }
            return;
        }
        let go = parse_go(args, &self.pos);
        for n in &go.notes {
            note(&self.out, n);
        }
        match go.perft {
            Some(Ok(depth)) => self.start_perft(depth),
            Some(Err(why)) => note(&self.out, &why),
            None => self.start_search(go),
        }
    }

    fn start_search(&mut self, go: Go) {
        let mut limits = go.limits;
        // The time manager already keeps MOVE_OVERHEAD in hand; a larger
        // overhead is taken off the clocks it sees.
        let extra = self.options.overhead.saturating_sub(time::MOVE_OVERHEAD);
        for clock in [&mut limits.wtime, &mut limits.btime].into_iter().flatten() {
            *clock = clock.saturating_sub(extra);
        }

        self.seed = self
            .seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mut req = SearchRequest::new(self.pos.clone());
        req.history = self.history.clone();
        req.limits = limits;
        req.level = self.options.level;
        req.seed = self.seed;
        req.use_book = self.options.own_book;
        req.multipv = self.options.multipv;
        req.searchmoves = go.searchmoves;
        if self.options.limit_strength {
            req.strength = Some(Level::params_for_elo(self.options.elo));
        }

        self.stop.store(false, Ordering::SeqCst);
        self.pondering.store(go.ponder, Ordering::SeqCst);
        let stop = Arc::clone(&self.stop);
        let pondering = Arc::clone(&self.pondering);
        let out = Arc::clone(&self.out);
        let searcher = Arc::clone(&self.searcher);
        let infinite = req.limits.infinite;
        let started = self.spawn(move || {
            let result = {
                let mut s = match searcher.lock() {
                    Ok(s) => s,
                    Err(p) => p.into_inner(),
                };
                s.ponder_search(&req, &stop, &pondering, |info| say(&out, &info_line(info)))
            };
            // In infinite and ponder mode the GUI expects bestmove only after
            // `stop` (or, pondering, `ponderhit`), even if the search ended.
            while (infinite || pondering.load(Ordering::SeqCst)) && !stop.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(2));
            }
            say(&out, &bestmove_line(&result));
        });
        // The GUI waits for a bestmove after every `go`: no move, and why.
        if let Err(e) = started {
            self.pondering.store(false, Ordering::SeqCst);
            note(&self.out, &format!("cannot start the search thread: {e}"));
            say(&self.out, "bestmove 0000");
        }
    }

    /// Run `work` on the worker thread, with ample stack for deep search lines; the
    /// error if no thread could be started (a process limit).
    fn spawn(&mut self, work: impl FnOnce() + Send + 'static) -> std::io::Result<()> {
        #[cfg(test)]
        if self.no_threads {
            return Err(std::io::Error::other("no threads (test)"));
        }
        let handle = std::thread::Builder::new()
            .stack_size(16 << 20)
            .spawn(work)?;
        self.worker = Some(handle);
        Ok(())
    }

    /// `go perft`: Stockfish's divide output, on the worker so `stop` ends it.
    fn start_perft(&mut self, depth: u32) {
        self.stop.store(false, Ordering::SeqCst);
        let (pos, stop, out) = (
            self.pos.clone(),
            Arc::clone(&self.stop),
            Arc::clone(&self.out),
        );
        let started = self.spawn(move || {
            let moves = if depth == 0 {
                Default::default()
            } else {
                pos.legal_moves()
            };
            let mut total = u64::from(depth == 0);
            for m in moves {
                let mut child = pos.clone();
                child.play_unchecked(m);
                let Some(n) = perft::count(&child, depth - 1, &stop) else {
                    return note(&out, "perft stopped");
                };
                total += n;
                say(&out, &format!("{}: {n}", fmt_move(m)));
            }
            say(&out, &format!("\nNodes searched: {total}"));
        });
        if let Err(e) = started {
            note(&self.out, &format!("cannot start the perft thread: {e}"));
        }
    }
}

/// Speak UCI on stdin/stdout until `quit`, end of input or an error writing to
/// stdout (returned).
pub fn run_stdio() -> io::Result<()> {
    let mut uci = Uci::new(Box::new(io::stdout()));
    uci.run(io::stdin().lock())
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::uci::UciMove;

    /// Output shared with the test.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    impl Shared {
        /// What was written since the last call.
        fn take(&self) -> String {
            String::from_utf8(std::mem::take(&mut *self.0.lock().unwrap())).unwrap()
        }
    }

    fn bestmoves(text: &str) -> Vec<&str> {
        text.lines().filter(|l| l.starts_with("bestmove")).collect()
    }

    #[test]
    fn every_go_gets_one_bestmove_even_without_a_worker_thread() {
        let out = Shared::default();
        let mut uci = Uci::new(Box::new(out.clone()));
        uci.no_threads = true;
        uci.handle("position startpos moves e2e4");
        for go in [
            "go depth 3",
            "go movetime 50",
            "go wtime 1000 btime 1000",
            "go infinite",
            "go ponder wtime 1000 btime 1000",
        ] {
            uci.handle(go);
            uci.handle("stop");
            let text = out.take();
            assert_eq!(bestmoves(&text), ["bestmove 0000"], "{go}:\n{text}");
            // The reason comes first, as a note.
            let lines: Vec<&str> = text.lines().collect();
            let at = lines
                .iter()
                .position(|l| l.starts_with("bestmove"))
                .unwrap();
            assert!(
                at > 0 && lines[at - 1].starts_with("info string cannot start"),
                "{go}:\n{text}"
            );
        }
        // `go perft` answers no bestmove, only the reason.
        uci.handle("go perft 2");
        let text = out.take();
        assert!(bestmoves(&text).is_empty(), "{text}");
        assert!(text.starts_with("info string cannot start"), "{text}");

        // With a thread, the same session searches and answers a legal move once.
        uci.no_threads = false;
        uci.handle("go depth 2");
        let mut text = String::new();
        let until = std::time::Instant::now() + Duration::from_secs(30);
        while bestmoves(&text).is_empty() && std::time::Instant::now() < until {
            std::thread::sleep(Duration::from_millis(10));
            text += &out.take();
        }
        uci.handle("quit");
        text += &out.take();
        let best = bestmoves(&text);
        assert_eq!(best.len(), 1, "{text}");
        let word = best[0].split_whitespace().nth(1).unwrap();
        let m: UciMove = word.parse().unwrap();
        assert!(m.to_move(&uci.pos).is_ok(), "{text}");
    }
}
