//! Searches on a running engine, driven by polling: `go` queues a request, `poll`
//! sends what is due, reads what arrived, and enforces the deadlines. Nothing here
//! waits, except `wait`, which is `poll` with a pause in between.
//!
//! UCI lets a GUI send nothing but `stop` (and `isready`) while an engine searches, so
//! the next command goes out only once the previous answer (`readyok`, `bestmove`) is in:
//! a cancelled search is stopped and its `bestmove` drained before the next one starts.

use std::time::{Duration, Instant};

use shakmaty::{Chess, Move, Position};

use super::{
    config::Timeouts,
    error::{EngineError, shown},
    options::setoption_line,
    process::{FromEngine, Next, Process, wait_until},
    protocol::{
        Bound, go_line, is_word, legal_line, legal_move, parse_bestmove, parse_info, position_line,
        search_deadline, uci_text,
    },
};
use crate::{
    game::fen_of,
    search::{Limits, Score, SearchResult},
};

/// Lines one `poll` reads at most; the rest wait for the next.
const MAX_LINES_PER_POLL: usize = 2000;

/// The earlier of two deadlines; `None` is none at all.
fn sooner(a: Option<Instant>, b: Option<Instant>) -> Option<Instant> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, None) => a,
        (None, b) => b,
    }
}

/// The engine's move, checked legal in the position it was asked about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineMove {
    pub best: Move,
    /// The reply it expects, if it named a legal one.
    pub ponder: Option<Move>,
    /// The last score it reported, from the side to move's view; `None` if it sent none.
    pub score: Option<Score>,
    pub depth: u32,
    pub nodes: u64,
    /// Its principal variation (the legal part of it), starting with `best`.
    pub pv: Vec<Move>,
    /// Its second best line (score, legal moves), when two were asked for and it sent one.
    pub second: Option<(Score, Vec<Move>)>,
    /// From `go` to `bestmove`.
    pub elapsed: Duration,
}

impl EngineMove {
    /// The score in centipawns for the computer's policies (`computer::decide`), mates
    /// as large values; 0 when the engine reported none.
    pub fn score_cp(&self) -> i32 {
        self.score.map_or(0, Score::cp)
    }

    /// The same move as the built-in search reports its results.
    pub fn to_search_result(&self) -> SearchResult {
        let score = self.score.unwrap_or(Score::Cp(0));
        SearchResult {
            best: Some(self.best),
            ponder: self.ponder,
            score,
            depth: self.depth,
            nodes: self.nodes,
            pv: self.pv.clone(),
            lines: vec![(score, self.pv.clone())],
            from_book: false,
        }
    }
}

/// What the engine has said so far about the search under way (its main line only).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EngineInfo {
    pub depth: u32,
    pub score: Option<Score>,
    pub nodes: u64,
    /// The legal part of its latest exact main line.
    pub pv: Vec<Move>,
    /// Its latest exact second line (`MultiPV 2`), if asked for.
    pub second: Option<(Score, Vec<Move>)>,
}

/// Where a search stands, from [`UciEngine::poll`].
#[derive(Debug)]
pub enum SearchPoll {
    /// No search asked for (or its result was already handed out, or it was cancelled).
    Idle,
    /// Asked for and not answered yet.
    Thinking,
    /// The answer, handed out once: the move, or why there is none.
    Done(Result<EngineMove, EngineError>),
}

/// A search asked for.
#[derive(Debug)]
struct Job {
    position: Chess,
    /// `position …` for the engine.
    command: String,
    limits: Limits,
    /// The root moves to search (`go … searchmoves`); empty: all.
    among: Vec<Move>,
    /// Lines asked for (`MultiPV`): 1 or 2.
    lines: u32,
    /// `stop` was (or is to be, on sending) sent: a "move now".
    stop: bool,
    sent: Instant,
    info: EngineInfo,
}

/// The answer awaited from the engine.
#[derive(Debug)]
enum Awaited {
    ReadyOk,
    /// `None`: a cancelled search, whose bestmove is only drained.
    BestMove(Option<Box<Job>>),
}

#[derive(Debug)]
struct Waiting {
    what: Awaited,
    since: Instant,
    deadline: Option<Instant>,
}

/// The searches of one engine process: what was asked, what is awaited, the answer.
pub(super) struct Searches {
    pub(super) process: Process,
    timeouts: Timeouts,
    waiting: Option<Waiting>,
    /// `ucinewgame` (and `isready`) is to be sent.
    new_game: bool,
    /// The search to send once nothing is awaited.
    next: Option<Job>,
    /// An answer not yet handed out.
    done: Option<Result<EngineMove, EngineError>>,
    /// Why the engine is gone, once it is.
    pub(super) dead: Option<EngineError>,
    /// The `MultiPV` last set (1 is every engine's default).
    lines: u32,
}

impl Searches {
    pub(super) fn new(process: Process, timeouts: Timeouts) -> Searches {
        Searches {
            process,
            timeouts,
            waiting: None,
            new_game: false,
            next: None,
            done: None,
            dead: None,
            lines: 1,
        }
    }

    /// Whether a search is asked for and not answered yet.
    pub(super) fn live_job(&self) -> bool {
        self.next.is_some()
            || matches!(
                self.waiting,
                Some(Waiting {
                    what: Awaited::BestMove(Some(_)),
                    ..
                })
            )
    }

    pub(super) fn new_game(&mut self) {
        self.cancel();
        if self.dead.is_none() {
            self.new_game = true;
            self.pump();
        }
    }

    /// Queue the search (checked first: a bad request is answered at once).
    pub(super) fn go_from(
        &mut self,
        start: &Chess,
        moves: &[Move],
        limits: &Limits,
        (among, lines): (&[Move], u32),
    ) {
        self.cancel();
        if let Some(e) = &self.dead {
            self.done = Some(Err(e.clone()));
            return;
        }
        let bad = |reason: String| {
            Err(EngineError::BadRequest {
                path: shown(self.process.path()),
                reason,
            })
        };
        let mut position = start.clone();
        for (n, &m) in moves.iter().enumerate() {
            if !position.is_legal(m) {
                let text = uci_text(m);
                self.done = Some(bad(format!("move {} ({text}) is not legal", n + 1)));
                return;
            }
            position.play_unchecked(m);
        }
        if position.legal_moves().is_empty() {
            self.done = Some(bad("the position has no legal move".to_string()));
            return;
        }
        if among.iter().any(|&m| !position.is_legal(m)) {
            self.done = Some(bad("a move to search is not legal".to_string()));
            return;
        }
        self.next = Some(Job {
            position,
            command: position_line(start, moves),
            limits: limits.clone(),
            among: among.to_vec(),
            lines: lines.clamp(1, 2),
            stop: false,
            sent: Instant::now(),
            info: EngineInfo::default(),
        });
        self.pump();
    }

    pub(super) fn stop(&mut self) {
        let by = Instant::now().checked_add(self.timeouts.grace);
        if let Some(job) = &mut self.next {
            job.stop = true;
        } else if let Some(Waiting {
            what: Awaited::BestMove(Some(job)),
            deadline,
            ..
        }) = &mut self.waiting
            && !job.stop
        {
            job.stop = true;
            *deadline = sooner(*deadline, by);
            self.process.send("stop");
        }
    }

    pub(super) fn cancel(&mut self) {
        let by = Instant::now().checked_add(self.timeouts.grace);
        self.next = None;
        self.done = None;
        if let Some(Waiting {
            what: Awaited::BestMove(job),
            deadline,
            ..
        }) = &mut self.waiting
            && let Some(job) = job.take()
        {
            if !job.stop {
                self.process.send("stop");
            }
            *deadline = sooner(*deadline, by);
        }
    }

    pub(super) fn wait(&mut self, timeout: Duration) -> SearchPoll {
        // `None`: beyond what an `Instant` holds, so no end.
        let end = Instant::now().checked_add(timeout);
        loop {
            let deadline = self.waiting.as_ref().and_then(|w| w.deadline);
            match self.advance(Some(wait_until(sooner(deadline, end)))) {
                SearchPoll::Thinking if end.is_none_or(|e| Instant::now() < e) => {}
                p => return p,
            }
        }
    }

    pub(super) fn info(&self) -> Option<&EngineInfo> {
        match &self.waiting {
            Some(Waiting {
                what: Awaited::BestMove(Some(job)),
                ..
            }) => Some(&job.info),
            _ => None,
        }
    }

    /// Read what came (waiting until `until`, if given, for the first line), enforce
    /// the deadline, send what is due.
    pub(super) fn advance(&mut self, until: Option<Instant>) -> SearchPoll {
        if self.dead.is_none() {
            let mut wait = until;
            // Bounded, so an engine that talks without end cannot hold the caller.
            for _ in 0..MAX_LINES_PER_POLL {
                let Next::Event(event) = self.process.next(wait) else {
                    break;
                };
                wait = None;
                self.on_event(event);
                if self.dead.is_some() {
                    break;
                }
            }
            self.check_deadline();
            self.pump();
        }
        match self.done.take() {
            Some(answer) => SearchPoll::Done(answer),
            None if self.live_job() => SearchPoll::Thinking,
            None => SearchPoll::Idle,
        }
    }

    /// Send the next command if nothing is awaited.
    fn pump(&mut self) {
        if self.waiting.is_some() || self.dead.is_some() {
            return;
        }
        let now = Instant::now();
        if self.new_game {
            self.new_game = false;
            self.process.send("ucinewgame");
            self.process.send("isready");
            self.waiting = Some(Waiting {
                what: Awaited::ReadyOk,
                since: now,
                deadline: now.checked_add(self.timeouts.ready),
            });
        } else if let Some(mut job) = self.next.take() {
            // Sent between searches, when UCI allows it.
            if job.lines != self.lines {
                self.process
                    .send(&setoption_line("MultiPV", &job.lines.to_string()));
                self.lines = job.lines;
            }
            self.process.send(&job.command);
            let mut go = go_line(&job.limits);
            if !job.among.is_empty() {
                go.push_str(" searchmoves");
                for &m in &job.among {
                    go.push(' ');
                    go.push_str(&uci_text(m));
                }
            }
            self.process.send(&go);
            let t = &self.timeouts;
            let mut allowed =
                search_deadline(&job.limits, job.position.turn(), t.grace, t.open_search);
            if job.stop {
                self.process.send("stop");
                allowed = Some(allowed.map_or(t.grace, |a| a.min(t.grace)));
            }
            job.sent = now;
            self.waiting = Some(Waiting {
                what: Awaited::BestMove(Some(Box::new(job))),
                since: now,
                // Too far for an `Instant` (a hand-edited time): no deadline.
                deadline: allowed.and_then(|a| now.checked_add(a)),
            });
        }
    }

    fn on_event(&mut self, event: FromEngine) {
        let line = match event {
            FromEngine::Line(line) => line,
            FromEngine::Closed(status) => {
                let e = self.process.exit_error(status);
                return self.die(e);
            }
        };
        let Some(waiting) = &mut self.waiting else {
            return;
        };
        match &mut waiting.what {
            Awaited::ReadyOk => {
                if is_word(&line, "readyok") {
                    self.waiting = None;
                }
            }
            Awaited::BestMove(job) => {
                if let Some((best, ponder)) = parse_bestmove(&line) {
                    let job = job.take();
                    self.waiting = None;
                    if let Some(job) = job {
                        let answer = self.answer(*job, best, ponder);
                        self.done = Some(answer);
                    }
                } else if let (Some(job), Some(raw)) = (job, parse_info(&line)) {
                    match raw.multipv.unwrap_or(1) {
                        1 => {
                            let info = &mut job.info;
                            info.depth = raw.depth.unwrap_or(info.depth);
                            info.nodes = raw.nodes.unwrap_or(info.nodes);
                            if let Some((score, bound)) = raw.score {
                                info.score = Some(score);
                                // A bound's line is cut short; keep the last exact one.
                                if bound != Bound::Exact {
                                    return;
                                }
                            }
                            let pv = legal_line(&job.position, &raw.pv);
                            if !pv.is_empty() {
                                info.pv = pv;
                            }
                        }
                        2 => {
                            if let Some((score, Bound::Exact)) = raw.score {
                                let pv = legal_line(&job.position, &raw.pv);
                                if !pv.is_empty() {
                                    job.info.second = Some((score, pv));
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        self.pump();
    }

    /// The search's result from its `bestmove`.
    fn answer(
        &self,
        job: Job,
        best: Option<String>,
        ponder: Option<String>,
    ) -> Result<EngineMove, EngineError> {
        let path = shown(self.process.path());
        let fen = || fen_of(&job.position);
        let Some(text) = best else {
            return Err(EngineError::NoMove { path, fen: fen() });
        };
        let Some(best) = legal_move(&job.position, &text) else {
            return Err(EngineError::IllegalMove {
                path,
                sent: text,
                fen: fen(),
            });
        };
        let mut after = job.position.clone();
        after.play_unchecked(best);
        let ponder = ponder.and_then(|p| legal_move(&after, &p));
        let info = job.info;
        let pv = if info.pv.first() == Some(&best) {
            info.pv
        } else {
            std::iter::once(best).chain(ponder).collect()
        };
        Ok(EngineMove {
            best,
            ponder,
            score: info.score,
            depth: info.depth,
            nodes: info.nodes,
            pv,
            second: info.second,
            elapsed: job.sent.elapsed(),
        })
    }

    fn check_deadline(&mut self) {
        let Some(w) = &self.waiting else {
            return;
        };
        let now = Instant::now();
        if w.deadline.is_some_and(|d| now >= d) {
            let awaited = match w.what {
                Awaited::ReadyOk => "readyok",
                Awaited::BestMove(_) => "bestmove",
            };
            let e = EngineError::Timeout {
                path: shown(self.process.path()),
                awaited: awaited.to_string(),
                after: now - w.since,
            };
            self.die(e);
        }
    }

    /// The engine is gone or useless: kill it, and answer the search asked for, if any.
    fn die(&mut self, e: EngineError) {
        self.process.kill();
        if self.live_job() {
            self.done = Some(Err(e.clone()));
        }
        self.waiting = None;
        self.next = None;
        self.new_game = false;
        self.dead = Some(e);
    }
}
