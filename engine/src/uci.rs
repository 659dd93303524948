//! UCI front end. The search runs on its own thread so `stop` and `isready`
//! are answered while it thinks. Unknown or malformed input is ignored.

use std::{
    io::{BufRead, Write},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    thread::JoinHandle,
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use shakmaty::{CastlingMode, Chess, Move, Position, fen::Fen, uci::UciMove};

use crate::search::{
    Info, Level, Limits, Score, SearchRequest, SearchResult, Searcher, hash_of, time,
};

pub const ENGINE_NAME: &str = concat!("Gambit ", env!("CARGO_PKG_VERSION"));
const DEFAULT_HASH_MB: usize = 16;
const MAX_HASH_MB: usize = 4096;
const MIN_ELO: u32 = 500;
/// Upper bound of the `Move Overhead` option, milliseconds.
const MAX_OVERHEAD_MS: u64 = 5000;
const MAX_ELO: u32 = 2800;

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

struct Options {
    hash_mb: usize,
    level: Level,
    limit_strength: bool,
    elo: u32,
    own_book: bool,
    /// `Move Overhead`: time per move lost outside the engine (GUI, a loaded machine).
    overhead: Duration,
}

pub struct Uci {
    out: Out,
    searcher: Arc<Mutex<Searcher>>,
    stop: Arc<AtomicBool>,
    worker: Option<JoinHandle<()>>,
    pos: Chess,
    history: Vec<u64>,
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
        "info depth {} seldepth {} multipv 1 score {} nodes {} nps {} hashfull {} time {} pv {}",
        i.depth,
        i.seldepth,
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

impl Uci {
    pub fn new(out: Box<dyn Write + Send>) -> Uci {
        let seed = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        Uci {
            out: Arc::new(Mutex::new(out)),
            searcher: Arc::new(Mutex::new(Searcher::new(DEFAULT_HASH_MB))),
            stop: Arc::new(AtomicBool::new(false)),
            worker: None,
            pos: Chess::default(),
            history: Vec::new(),
            options: Options {
                hash_mb: DEFAULT_HASH_MB,
                level: Level::Master,
                limit_strength: false,
                elo: 1500,
                own_book: true,
                overhead: time::MOVE_OVERHEAD,
            },
            seed,
        }
    }

    /// Read commands until `quit` or end of input.
    pub fn run(&mut self, input: impl BufRead) {
        for line in input.lines() {
            let Ok(line) = line else { break };
            if !self.handle(&line) {
                break;
            }
        }
        self.finish_search();
    }

    /// Handle one line; returns false on `quit`.
    pub fn handle(&mut self, line: &str) -> bool {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        // Per the UCI spec, skip unknown leading tokens ("joho debug on").
        let Some(start) = tokens.iter().position(|t| COMMANDS.contains(t)) else {
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
            }
            "position" => self.cmd_position(args),
            "go" => self.cmd_go(args),
            "stop" => self.finish_search(),
            "quit" => {
                self.finish_search();
                return false;
            }
            "setoption" => self.cmd_setoption(args),
            "d" => say(
                &self.out,
                &Fen::from_position(&self.pos, shakmaty::EnPassantMode::Legal).to_string(),
            ),
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
            return;
        };
        let v = args.iter().position(|t| t.eq_ignore_ascii_case("value"));
        let name = args[n + 1..v.unwrap_or(args.len()).max(n + 1)].join(" ");
        let value = v.map(|v| args[v + 1..].join(" ")).unwrap_or_default();
        let truthy = value.eq_ignore_ascii_case("true");
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                if let Ok(mb) = value.parse::<usize>() {
                    self.finish_search();
                    self.options.hash_mb = mb.clamp(1, MAX_HASH_MB);
                    self.lock_searcher().resize(self.options.hash_mb);
                }
            }
            "level" => {
                if let Ok(l) = value.parse() {
                    self.options.level = l;
                }
            }
            "uci_limitstrength" => self.options.limit_strength = truthy,
            "uci_elo" => {
                if let Ok(e) = value.parse::<u32>() {
                    self.options.elo = e.clamp(MIN_ELO, MAX_ELO);
                }
            }
            "ownbook" => self.options.own_book = truthy,
            "move overhead" => {
                if let Ok(ms) = value.parse::<u64>() {
                    self.options.overhead = Duration::from_millis(ms.min(MAX_OVERHEAD_MS));
                }
            }
            _ => {}
        }
    }

    fn cmd_position(&mut self, args: &[&str]) {
        let moves_at = args.iter().position(|&t| t == "moves");
        let setup = &args[..moves_at.unwrap_or(args.len())];
        let start: Chess = match setup.first() {
            Some(&"startpos") => Chess::default(),
            Some(&"fen") => {
                let Ok(fen) = setup[1..].join(" ").parse::<Fen>() else {
                    return;
                };
                let Ok(pos) = fen.into_position(CastlingMode::Standard) else {
                    return;
                };
                pos
            }
            _ => return,
        };
        let mut pos = start;
        let mut history = Vec::new();
        if let Some(i) = moves_at {
            for tok in &args[i + 1..] {
                let Some(m) = tok
                    .parse::<UciMove>()
                    .ok()
                    .and_then(|u| u.to_move(&pos).ok())
                else {
                    break;
                };
                history.push(hash_of(&pos));
                pos.play_unchecked(m);
            }
        }
        self.pos = pos;
        self.history = history;
    }

    fn cmd_go(&mut self, args: &[&str]) {
        self.finish_search();
        let mut limits = Limits::default();
        let mut perft = None;
        let ms = |s: Option<&&str>| {
            s.and_then(|v| v.parse::<i64>().ok())
                .map(|v| Duration::from_millis(v.max(0) as u64))
        };
        let num = |s: Option<&&str>| s.and_then(|v| v.parse::<u64>().ok());
        let mut i = 0;
        while i < args.len() {
            let next = args.get(i + 1);
            match args[i] {
                "wtime" => limits.wtime = ms(next),
                "btime" => limits.btime = ms(next),
                "winc" => limits.winc = ms(next),
                "binc" => limits.binc = ms(next),
                "movestogo" => limits.movestogo = num(next).map(|v| v.min(1000) as u32),
                "depth" => limits.depth = num(next).map(|v| v.clamp(1, 100) as u32),
                "nodes" => limits.nodes = num(next),
                "movetime" => limits.movetime = ms(next),
                "infinite" => limits.infinite = true,
                "perft" => perft = num(next).map(|v| v.min(10) as u32),
                _ => {}
            }
            i += 1;
        }
        if let Some(depth) = perft {
            self.perft(depth);
            return;
        }
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
        if self.options.limit_strength {
            req.strength = Some(Level::params_for_elo(self.options.elo));
        }

        self.stop.store(false, Ordering::SeqCst);
        let stop = Arc::clone(&self.stop);
        let out = Arc::clone(&self.out);
        let searcher = Arc::clone(&self.searcher);
        let infinite = req.limits.infinite;
        // Deep search lines recurse; give the thread ample stack.
        let spawned = std::thread::Builder::new()
            .stack_size(16 << 20)
            .spawn(move || {
                let result = {
                    let mut s = match searcher.lock() {
                        Ok(s) => s,
                        Err(p) => p.into_inner(),
                    };
                    s.search(&req, &stop, |info| say(&out, &info_line(info)))
                };
                // In infinite mode the GUI expects bestmove only after `stop`.
                while infinite && !stop.load(Ordering::SeqCst) {
                    std::thread::sleep(Duration::from_millis(2));
                }
                say(&out, &bestmove_line(&result));
            });
        match spawned {
            Ok(h) => self.worker = Some(h),
            Err(e) => say(&self.out, &format!("info string cannot start search: {e}")),
        }
    }

    fn perft(&self, depth: u32) {
        if depth == 0 {
            say(&self.out, "\nNodes searched: 1");
            return;
        }
        let mut total = 0;
        for m in self.pos.legal_moves() {
            let mut child = self.pos.clone();
            child.play_unchecked(m);
            let n = if depth <= 1 {
                1
            } else {
                shakmaty::perft(&child, depth - 1)
            };
            total += n;
            say(&self.out, &format!("{}: {n}", fmt_move(m)));
        }
        say(&self.out, &format!("\nNodes searched: {total}"));
    }
}

/// Speak UCI on stdin/stdout until `quit` or end of input.
pub fn run_stdio() {
    let mut uci = Uci::new(Box::new(std::io::stdout()));
    uci.run(std::io::stdin().lock());
}
