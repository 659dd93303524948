//! UCI front end. The search runs on its own thread so `stop`, `ponderhit` and
//! `isready` are answered while it thinks. Input the engine can't use is
//! answered with an `info string` saying why, and never ends the session.

use std::{
    io::{BufRead, Write},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    thread::JoinHandle,
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use shakmaty::{Chess, Color, Move, Position, fen::Fen, uci::UciMove};

use crate::{
    game::parse_fen,
    perft,
    search::{
        Info, Level, Limits, MAX_MULTIPV, MAX_PLY, Score, SearchRequest, SearchResult, Searcher,
        hash_of, time,
    },
};

pub const ENGINE_NAME: &str = concat!("Gambit ", env!("CARGO_PKG_VERSION"));
const DEFAULT_HASH_MB: usize = 16;
/// Upper bound of the `Hash` option, MiB: 32 TiB, as Stockfish, so GUIs may
/// pass the same values. What the machine can give is found when the table is
/// allocated.
const MAX_HASH_MB: usize = 1 << 25;
const MIN_ELO: u32 = 500;
/// Upper bound of the `Move Overhead` option, milliseconds.
const MAX_OVERHEAD_MS: u64 = 5000;
const MAX_ELO: u32 = 2800;
/// Deepest `go depth` the search can do.
const MAX_DEPTH: u32 = MAX_PLY as u32 - 8;
/// `go` without any limit thinks this long. UCI leaves bare `go` open and
/// some engines treat it as `infinite`, but an engine that never answers a
/// plain `go` typed at the terminal looks hung; `go infinite` is there for that.
const DEFAULT_MOVETIME: Duration = Duration::from_secs(5);
/// `go` whose only limits were unusable (`go depth -3`) thinks this long: a
/// quick, legal answer rather than an endless search.
const FALLBACK_MOVETIME: Duration = Duration::from_secs(1);
/// `go mate N` alone searches at most 2N + this many plies: enough to prove a
/// mate in N through the reductions, finite when there is none.
const MATE_EXTRA_DEPTH: u32 = 6;

type Out = Arc<Mutex<Box<dyn Write + Send>>>;

fn say(out: &Out, line: &str) {
    // A poisoned lock or closed pipe must not crash the engine.
    let mut w = match out.lock() {
        Ok(w) => w,
        Err(p) => p.into_inner(),
    };
    let _ = writeln!(w, "{line}");
    let _ = w.flush();
}

fn note(out: &Out, text: &str) {
    say(out, &format!("info string {text}"));
}

struct Options {
    hash_mb: usize,
    level: Level,
    limit_strength: bool,
    elo: u32,
    own_book: bool,
    /// `Ponder`: the GUI tells whether it will send `go ponder`; nothing to change here.
    ponder: bool,
    multipv: usize,
    /// `Move Overhead`: time per move lost outside the engine (GUI, a loaded machine).
    overhead: Duration,
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
}

fn fmt_move(m: Move) -> String {
    UciMove::from_standard(m).to_string()
}

fn fmt_score(s: Score) -> String {
    match s {
        Score::Cp(c) => format!("cp {c}"),
        Score::Mate(n) => format!("mate {n}"),
    }
}

pub fn info_line(i: &Info) -> String {
    let pv: Vec<String> = i.pv.iter().map(|&m| fmt_move(m)).collect();
    format!(
        "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {} pv {}",
        i.depth,
        i.seldepth,
        i.multipv,
        fmt_score(i.score),
        i.nodes,
        i.nps,
        i.hashfull,
        i.time.as_millis(),
        pv.join(" ")
    )
}

fn bestmove_line(r: &SearchResult) -> String {
    match (r.best, r.ponder) {
        (Some(b), Some(p)) => format!("bestmove {} ponder {}", fmt_move(b), fmt_move(p)),
        (Some(b), None) => format!("bestmove {}", fmt_move(b)),
        // No legal move: the conventional null move.
        (None, _) => "bestmove 0000".to_string(),
    }
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

/// The position of a `position` command and the Zobrist keys of the positions
/// before it, or why the command can't be used.
pub fn parse_position(args: &[&str]) -> Result<(Chess, Vec<u64>), String> {
    let moves_at = args.iter().position(|&t| t == "moves");
    let setup = &args[..moves_at.unwrap_or(args.len())];
    let mut pos = match setup.first() {
        None => return Err("expected startpos or fen".to_string()),
        Some(&"startpos") => {
            if let Some(extra) = setup.get(1) {
                return Err(format!("unexpected '{extra}' after startpos"));
            }
            Chess::default()
        }
        Some(&"fen") => {
            if setup.len() == 1 {
                return Err("fen is missing".to_string());
            }
            parse_fen(&setup[1..].join(" ")).map_err(|e| e.to_string())?
        }
        Some(other) => return Err(format!("expected startpos or fen, not '{other}'")),
    };
    let mut history = Vec::new();
    for (k, tok) in args[moves_at.map_or(args.len(), |i| i + 1)..]
        .iter()
        .enumerate()
    {
        let n = k + 1;
        let Ok(uci) = tok.parse::<UciMove>() else {
            return Err(format!("move {n} ({tok}) is not a UCI move"));
        };
        let Ok(m) = uci.to_move(&pos) else {
            return Err(format!("move {n} ({tok}) is not legal"));
        };
        history.push(hash_of(&pos));
        pos.play_unchecked(m);
    }
    Ok((pos, history))
}

/// A parsed `go` command.
#[derive(Debug, Default)]
pub struct Go {
    pub limits: Limits,
    pub ponder: bool,
    /// Legal moves of `searchmoves`; empty means all.
    pub searchmoves: Vec<Move>,
    /// `go perft N`: the depth, or why it was refused.
    pub perft: Option<Result<u32, String>>,
    /// What was wrong or chosen by default, for `info string`s.
    pub notes: Vec<String>,
}

const GO_KEYWORDS: &[&str] = &[
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
    "perft",
];

/// Parse `go`'s arguments for a search of `pos`. Unusable values are left out
/// with a note; if no limit bounds the search, a finite default is chosen.
pub fn parse_go(args: &[&str], pos: &Chess) -> Go {
    let mut go = Go::default();
    let mut invalid = false;
    let mut i = 0;
    while i < args.len() {
        let key = args[i];
        i += 1;
        match key {
            "infinite" => go.limits.infinite = true,
            "ponder" => go.ponder = true,
            "searchmoves" => {
                let mut given = 0;
                while let Some(&tok) = args.get(i).filter(|t| !GO_KEYWORDS.contains(t)) {
                    i += 1;
                    given += 1;
                    match tok
                        .parse::<UciMove>()
                        .ok()
                        .and_then(|u| u.to_move(pos).ok())
                    {
                        Some(m) if !go.searchmoves.contains(&m) => go.searchmoves.push(m),
                        Some(_) => {}
                        None => go
                            .notes
                            .push(format!("searchmoves: {tok} is not a legal move, ignored")),
                    }
                }
                if go.searchmoves.is_empty() {
                    let why = if given == 0 {
                        "no move given"
                    } else {
                        "no legal move given"
                    };
                    go.notes
                        .push(format!("searchmoves: {why}, searching all moves"));
                }
            }
            "wtime" | "btime" | "winc" | "binc" | "movestogo" | "depth" | "nodes" | "mate"
            | "movetime" | "perft" => {
                let Some(&value) = args.get(i).filter(|t| !GO_KEYWORDS.contains(t)) else {
                    go.notes.push(format!("go {key} needs a value, ignored"));
                    invalid = true;
                    continue;
                };
                i += 1;
                if !set_go_value(&mut go, key, value) {
                    invalid = true;
                }
            }
            other => go
                .notes
                .push(format!("go: unknown token '{other}' ignored")),
        }
    }

    let l = &mut go.limits;
    let own_clock = match pos.turn() {
        Color::White => l.wtime,
        Color::Black => l.btime,
    };
    let bounded = l.depth.is_some() || l.nodes.is_some() || l.movetime.is_some();
    if go.perft.is_none() && !l.infinite && !bounded && own_clock.is_none() {
        // Ponder too: its time limits start at ponderhit, and then it must end.
        if let Some(n) = l.mate {
            l.depth = Some((2 * n + MATE_EXTRA_DEPTH).min(MAX_DEPTH));
        } else {
            let (t, why) = if invalid {
                (FALLBACK_MOVETIME, "no usable limit")
            } else if l.wtime.is_some() || l.btime.is_some() {
                (DEFAULT_MOVETIME, "no clock for the side to move")
            } else {
                (DEFAULT_MOVETIME, "go without limits")
            };
            l.movetime = Some(t);
            go.notes
                .push(format!("{why}: searching {} ms", t.as_millis()));
        }
    }
    go
}

/// Set the limit `key` of `go` from `value`; false (with a note) if unusable.
fn set_go_value(go: &mut Go, key: &str, value: &str) -> bool {
    let Ok(v) = value.parse::<i64>() else {
        go.notes
            .push(format!("go {key} {value}: not a whole number, ignored"));
        return false;
    };
    let l = &mut go.limits;
    let ms = Duration::from_millis(v.max(0) as u64);
    let least = match key {
        "wtime" | "btime" => i64::MIN,
        "winc" | "binc" | "movetime" | "nodes" | "perft" => 0,
        _ => 1,
    };
    if v < least {
        go.notes.push(format!("go {key} {v}: too small, ignored"));
        return false;
    }
    match key {
        "wtime" | "btime" => {
            // A clock already below zero: the engine is out of time, answer at once.
            if v < 0 {
                go.notes.push(format!("go {key} {v}: negative, taken as 0"));
            }
            *if key == "wtime" {
                &mut l.wtime
            } else {
                &mut l.btime
            } = Some(ms);
        }
        "winc" => l.winc = Some(ms),
        "binc" => l.binc = Some(ms),
        "movetime" => l.movetime = Some(ms),
        "nodes" => l.nodes = Some(v as u64),
        "movestogo" => l.movestogo = Some(v.min(1000) as u32),
        "depth" => {
            if v > i64::from(MAX_DEPTH) {
                go.notes
                    .push(format!("go depth {v}: the deepest is {MAX_DEPTH}"));
            }
            l.depth = Some(v.min(i64::from(MAX_DEPTH)) as u32);
        }
        // Any mate the search can prove is within MAX_PLY plies.
        "mate" => l.mate = Some(v.min(MAX_PLY as i64) as u32),
        _ => {
            go.perft = Some(
                u32::try_from(v)
                    .map_err(|_| perft::TooDeep(u32::MAX))
                    .and_then(perft::check_depth)
                    .map_err(|e| e.to_string()),
            );
        }
    }
    true
}

/// Value of a check option.
fn parse_bool(v: &str) -> Option<bool> {
    if v.eq_ignore_ascii_case("true") {
        Some(true)
    } else if v.eq_ignore_ascii_case("false") {
        Some(false)
    } else {
        None
    }
}

/// Value of a spin option: the number clamped to `min..=max`, with a note when
/// it had to be; `None` (and a note) when it is not a number.
fn parse_spin(name: &str, v: &str, min: i64, max: i64, notes: &mut Vec<String>) -> Option<i64> {
    let Ok(n) = v.parse::<i64>() else {
        notes.push(format!(
            "{name}: '{v}' is not a whole number from {min} to {max}, unchanged"
        ));
        return None;
    };
    let c = n.clamp(min, max);
    if c != n {
        notes.push(format!("{name}: {n} is outside {min} to {max}, using {c}"));
    }
    Some(c)
}

impl Uci {
    pub fn new(out: Box<dyn Write + Send>) -> Uci {
        let seed = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        Uci {
            out: Arc::new(Mutex::new(out)),
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
        }
    }

    /// Read commands until `quit` or end of input. Lines end with `\n` or
    /// `\r\n`; one that is not UTF-8 is skipped with a note.
    pub fn run(&mut self, mut input: impl BufRead) {
        let mut buf = Vec::new();
        loop {
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

    fn cmd_uci(&self) {
        let levels: Vec<String> = Level::ALL
            .iter()
            .map(|l| format!("var {}", l.name()))
            .collect();
        for line in [
            format!("id name {ENGINE_NAME}"),
            "id author the Gambit developers".to_string(),
            format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"),
            "option name Threads type spin default 1 min 1 max 1".to_string(),
            "option name Ponder type check default false".to_string(),
            format!("option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"),
            format!(
                "option name Level type combo default Master {}",
                levels.join(" ")
            ),
            "option name UCI_LimitStrength type check default false".to_string(),
            format!("option name UCI_Elo type spin default 1500 min {MIN_ELO} max {MAX_ELO}"),
            "option name OwnBook type check default true".to_string(),
            format!(
                "option name Move Overhead type spin default {} min 0 max {MAX_OVERHEAD_MS}",
                time::MOVE_OVERHEAD.as_millis()
            ),
            "uciok".to_string(),
        ] {
            say(&self.out, &line);
        }
    }

    fn cmd_setoption(&mut self, args: &[&str]) {
        let Some(n) = args.iter().position(|t| t.eq_ignore_ascii_case("name")) else {
            note(&self.out, "setoption needs: name <id> [value <x>]");
            return;
        };
        let v = args.iter().position(|t| t.eq_ignore_ascii_case("value"));
        let name = args[n + 1..v.unwrap_or(args.len()).max(n + 1)].join(" ");
        let value = v.map(|v| args[v + 1..].join(" ")).unwrap_or_default();
        let mut notes = Vec::new();
        let check = |notes: &mut Vec<String>| {
            let b = parse_bool(&value);
            if b.is_none() {
                notes.push(format!(
                    "{name}: '{value}' is neither true nor false, unchanged"
                ));
            }
            b
        };
        match name.to_ascii_lowercase().as_str() {
            "" => notes.push("setoption: the option name is missing".to_string()),
            "hash" => {
                if let Some(mb) = parse_spin(&name, &value, 1, MAX_HASH_MB as i64, &mut notes) {
                    let mb = mb as usize;
                    self.finish_search();
                    let got = self.lock_searcher().resize(mb);
                    // The table holds a power of two of entries.
                    let rounded = 1 << mb.ilog2();
                    if got < rounded {
                        notes.push(format!(
                            "Hash: {mb} MiB cannot be allocated, using {got} MiB"
                        ));
                    } else if got < mb {
                        notes.push(format!("Hash: using {got} MiB (a power of two)"));
                    }
                    self.options.hash_mb = got;
                }
            }
            // The search is single-threaded (the option is advertised as max 1).
            "threads" => match value.parse::<i64>() {
                Ok(1) => {}
                Ok(_) => notes.push("Threads: only 1 search thread is supported, using 1".into()),
                Err(_) => notes.push(format!("Threads: '{value}' is not a number, using 1")),
            },
            "ponder" => {
                if let Some(b) = check(&mut notes) {
                    self.options.ponder = b;
                }
            }
            "multipv" => {
                if let Some(k) = parse_spin(&name, &value, 1, MAX_MULTIPV as i64, &mut notes) {
                    self.options.multipv = k as usize;
                }
            }
            "level" => match value.parse() {
                Ok(l) => self.options.level = l,
                Err(_) => {
                    let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                    notes.push(format!(
                        "Level: unknown level '{value}' (one of {}), unchanged",
                        names.join(", ")
                    ));
                }
            },
            "uci_limitstrength" => {
                if let Some(b) = check(&mut notes) {
                    self.options.limit_strength = b;
                }
            }
            "uci_elo" => {
                let (lo, hi) = (i64::from(MIN_ELO), i64::from(MAX_ELO));
                if let Some(e) = parse_spin(&name, &value, lo, hi, &mut notes) {
                    self.options.elo = e as u32;
                }
            }
            "ownbook" => {
                if let Some(b) = check(&mut notes) {
                    self.options.own_book = b;
                }
            }
            "move overhead" => {
                if let Some(ms) = parse_spin(&name, &value, 0, MAX_OVERHEAD_MS as i64, &mut notes) {
                    self.options.overhead = Duration::from_millis(ms as u64);
                }
            }
            _ => notes.push(format!("unknown option '{name}'")),
        }
        for n in notes {
            note(&self.out, &n);
        }
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
        self.spawn(move || {
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
    }

    /// Run `work` on the worker thread, with ample stack for deep search lines.
    fn spawn(&mut self, work: impl FnOnce() + Send + 'static) {
        match std::thread::Builder::new().stack_size(16 << 20).spawn(work) {
            Ok(h) => self.worker = Some(h),
            Err(e) => note(&self.out, &format!("cannot start the worker thread: {e}")),
        }
    }

    /// `go perft`: Stockfish's divide output, on the worker so `stop` ends it.
    fn start_perft(&mut self, depth: u32) {
        self.stop.store(false, Ordering::SeqCst);
        let (pos, stop, out) = (
            self.pos.clone(),
            Arc::clone(&self.stop),
            Arc::clone(&self.out),
        );
        self.spawn(move || {
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
    }
}

/// Speak UCI on stdin/stdout until `quit` or end of input.
pub fn run_stdio() {
    let mut uci = Uci::new(Box::new(std::io::stdout()));
    uci.run(std::io::stdin().lock());
}

#[cfg(test)]
mod tests {
    use super::*;

    fn go(args: &str) -> Go {
        let args: Vec<&str> = args.split_whitespace().collect();
        parse_go(&args, &Chess::default())
    }

    #[test]
    fn go_values_and_defaults() {
        let g = go("wtime 1000 btime 2000 winc 10 binc 20 movestogo 5");
        assert_eq!(g.limits.wtime, Some(Duration::from_millis(1000)));
        assert_eq!(g.limits.binc, Some(Duration::from_millis(20)));
        assert_eq!(g.limits.movestogo, Some(5));
        assert_eq!(g.limits.movetime, None);
        assert!(g.notes.is_empty(), "{:?}", g.notes);

        // Bare go: a finite default, said so.
        let g = go("");
        assert_eq!(g.limits.movetime, Some(DEFAULT_MOVETIME));
        assert_eq!(g.notes.len(), 1);

        // Unusable values: noted, and a short search instead of an endless one.
        for bad in ["depth -3", "movetime abc", "depth", "nodes -1", "mate 0"] {
            let g = go(bad);
            assert_eq!(g.limits.movetime, Some(FALLBACK_MOVETIME), "{bad}");
            assert_eq!(
                (g.limits.depth, g.limits.nodes, g.limits.mate),
                (None, None, None),
                "{bad}"
            );
            assert!(g.notes.len() >= 2, "{bad}: {:?}", g.notes);
        }
        // A keyword is not taken as the value of the one before it.
        let g = go("depth movetime 100");
        assert_eq!(g.limits.depth, None);
        assert_eq!(g.limits.movetime, Some(Duration::from_millis(100)));

        // A negative own clock means no time: move at once.
        let g = go("wtime -500 btime 1000");
        assert_eq!(g.limits.wtime, Some(Duration::ZERO));
        assert_eq!(g.limits.movetime, None);
        assert_eq!(g.notes.len(), 1);

        // Only the opponent's clock: bounded by the default instead.
        let g = go("btime 1000");
        assert_eq!(g.limits.movetime, Some(DEFAULT_MOVETIME));

        // Mate alone gets a depth cap; infinite and other limits stay as given.
        assert_eq!(go("mate 2").limits.depth, Some(2 * 2 + MATE_EXTRA_DEPTH));
        assert_eq!(go("mate 2 nodes 5000").limits.depth, None);
        let g = go("infinite");
        assert!(g.limits.infinite && g.limits.movetime.is_none() && g.notes.is_empty());
        assert_eq!(go("depth 100000").limits.depth, Some(MAX_DEPTH));

        assert_eq!(go("perft 3").perft, Some(Ok(3)));
        assert!(matches!(go("perft 9").perft, Some(Err(_))));
        assert!(matches!(go("perft 99999999999").perft, Some(Err(_))));
    }

    #[test]
    fn searchmoves_keep_legal_moves_only() {
        let g = go("searchmoves e2e4 e2e5 zz d2d4 e2e4 depth 3");
        let ms: Vec<String> = g.searchmoves.iter().map(|&m| fmt_move(m)).collect();
        assert_eq!(ms, ["e2e4", "d2d4"]);
        assert_eq!(g.limits.depth, Some(3));
        assert_eq!(g.notes.len(), 2, "{:?}", g.notes);

        let g = go("searchmoves e7e5 depth 3");
        assert!(g.searchmoves.is_empty());
        assert!(g.notes.iter().any(|n| n.contains("searching all moves")));
    }

    #[test]
    fn positions_are_taken_whole_or_rejected() {
        let ok = |s: &str| parse_position(&s.split_whitespace().collect::<Vec<_>>());
        let (pos, history) = ok("startpos moves e2e4 e7e5").unwrap();
        assert_eq!(history.len(), 2);
        assert_eq!(pos.fullmoves().get(), 2);
        assert!(ok("startpos moves").is_ok());
        for (cmd, why) in [
            ("", "expected startpos or fen"),
            ("banana", "not 'banana'"),
            ("startpos e2e4", "unexpected 'e2e4'"),
            ("fen", "fen is missing"),
            (
                "fen 8/8/8/8/8/8/8/8 w - - 0 1",
                "not a legal chess position",
            ),
            ("fen not/a/fen w - - 0 1", "not a valid FEN"),
            (
                "startpos moves e2e4 e7e5 g1f9",
                "move 3 (g1f9) is not a UCI move",
            ),
            (
                "startpos moves e2e4 e7e5 e1e3",
                "move 3 (e1e3) is not legal",
            ),
            ("startpos moves e2e4 0000", "move 2 (0000) is not legal"),
        ] {
            let err = ok(cmd).unwrap_err();
            assert!(err.contains(why), "{cmd}: {err}");
        }
    }
}
