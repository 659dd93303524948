//! The computer in the window. Searches never run on the main thread: each runs on a
//! thread of its own (`spawn.rs`; a large stack, as its recursion is deep) and hands its
//! result back over a channel that the frame polls. Not a task on Bevy's pools: a search
//! blocks for seconds, and a pool thread held by one (or by a cancelled one winding down)
//! would delay every other task queued behind it.
//!
//! Every search is bound to the exact position it searched ([`PositionId`]): it is stopped
//! as soon as the board is anywhere else or the game is over, and its result only ever
//! reaches the rules as a [`ComputerDecision`] for that position, which the rules apply in
//! the same frame (the rules run after this plugin). So at most one search runs, and none
//! starts for a position whose reply is already on its way.
//!
//! Pondering (Master, a setting; `ponder.rs`): on the player's time the computer searches the
//! position after the reply it expects, as bound to the position on the board as any
//! other search. If the player makes that move, the search goes on as the computer's own
//! (its clock counting from then: a "ponder hit"); any other move, a hint, a draw offer or
//! a take back stops it. A stopped search hands its table back to the next, so pondering
//! never leaves the computer with less than it had.
//!
//! An external UCI engine (a side played by `Player::Engine`, or the judge of
//! the settings for hints and draw offers) follows the same rules: its search is bound
//! to a `PositionId`, cancelled like the built-in one, and its move leaves as the same
//! `ComputerDecision`; the process is driven by `external.rs`. When it fails, an
//! [`EngineFailed`] says why; on its own move that side then waits for other players.

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicUsize, Ordering},
    },
    time::Duration,
};

use bevy::prelude::*;
use gambit_engine::{
    clock::Clock,
    computer,
    search::{Level, Limits, SearchResult, Searcher},
    session::Player,
    shakmaty::{Color as Side, Move, Square},
};

mod ponder;
mod spawn;

use ponder::start_ponder;
use spawn::{External, begin_engine, spawn_search};

use crate::{
    AppSystems,
    game::{
        current::{CurrentGame, now},
        external::{EngineTask, Engines, Step},
        messages::{ComputerDecision, EngineFailed, PositionId},
    },
    worker::Worker,
};

/// Transposition table size for the game's searches.
const HASH_MB: usize = 32;

/// Why a search runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// The computer's own move.
    Move,
    /// A suggestion for the player.
    Hint,
    /// Judging the player's draw offer.
    DrawOffer,
    /// Thinking on the player's time about the reply it expects (Master).
    Ponder,
}

/// Who searches.
enum Work {
    /// The built-in search, on a thread of its own.
    Builtin {
        /// A `Mutex` only so the resource is `Sync`; just this plugin's systems touch it.
        /// Answers once, with its searcher (and table) and the result.
        worker: Worker<(), (Searcher, SearchResult)>,
        /// Set while pondering; cleared on the ponder hit, when the clock starts.
        pondering: Option<Arc<AtomicBool>>,
    },
    /// An external engine. `limits`: fixed, or (`None`) from its configuration and the
    /// clock at the moment the search is sent.
    Engine {
        task: EngineTask,
        limits: Option<Limits>,
    },
}

struct Thinking {
    purpose: Purpose,
    work: Work,
    started: Duration,
    /// The position searched; the result is for it and nothing else.
    at: PositionId,
    /// The side to move there, whose view the result's score takes.
    mover: Side,
    /// Hold the reply back until this long after `started`.
    min_delay: Duration,
    /// Pondering: the player's move it expects (its position is the one searched).
    expected: Option<Move>,
}

#[derive(Resource)]
pub struct Ai {
    searcher: Option<Searcher>,
    thinking: Option<Thinking>,
    seed: u64,
    /// A decision written this frame, for this position: the rules act on it later in
    /// the same frame, so until then no search may start for it again.
    decided: Option<PositionId>,
    /// Searches not yet finished, cancelled ones included (they stop within ~50 ms).
    threads: Arc<AtomicUsize>,
    /// Results that arrived for a position no longer on the board (and were dropped).
    stale_results: u64,
    /// A smoothed frame time: the window takes about a frame to start a search and
    /// another to show its reply, and with a clock that time is the computer's.
    frame: Duration,
    /// Caps every search at this many nodes (tests and benchmarks that need quick games).
    pub node_cap: Option<u64>,
    /// Whether a level's reply waits its natural moment. Off in `--headless`, where no
    /// one watches the board and a computer-against-computer game should not sleep.
    pub paced: bool,
    /// The position of the computer's last move search and the reply it expects there.
    expected: Option<(PositionId, Move)>,
    /// The position pondering last started on (it starts once per position).
    pondered: Option<PositionId>,
    /// A stopped search's thread, which sends its searcher (and table) back.
    returning: Option<Worker<(), (Searcher, SearchResult)>>,
    ponder_hits: u64,
    ponder_misses: u64,
}

impl Default for Ai {
    fn default() -> Self {
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64);
        Ai {
            searcher: None,
            thinking: None,
            seed,
            decided: None,
            threads: Arc::default(),
            stale_results: 0,
            frame: Duration::ZERO,
            node_cap: None,
            paced: true,
            expected: None,
            pondered: None,
            returning: None,
            ponder_hits: 0,
            ponder_misses: 0,
        }
    }
}

/// The pause before `level`'s reply is shown (none when not `paced`).
fn moment(paced: bool, level: Level, clock: &Clock, side: Side, now: Duration) -> Duration {
    if paced {
        computer::natural_moment(level, clock, side, now)
    } else {
        Duration::ZERO
    }
}

impl Ai {
    /// What the computer is busy with for the players, if anything (pondering is not:
    /// it gives way to whatever the player asks).
    pub fn busy(&self) -> Option<Purpose> {
        self.thinking
            .as_ref()
            .map(|t| t.purpose)
            .filter(|&p| p != Purpose::Ponder)
    }

    /// Searches not yet finished, including cancelled ones that have yet to notice.
    pub fn running_threads(&self) -> usize {
        self.threads.load(Ordering::Acquire)
    }

    /// Results dropped because the board had moved on; zero when cancelling is exact.
    pub fn stale_results(&self) -> u64 {
        self.stale_results
    }

    fn cancel(&mut self, engines: &mut Engines) {
        match self.thinking.take().map(|t| t.work) {
            // The thread ends within milliseconds; its searcher comes back for the next
            // search (its result is dropped).
            Some(Work::Builtin { worker, .. }) => {
                worker.stop();
                self.returning = Some(worker);
            }
            Some(Work::Engine { task, .. }) => engines.cancel(&task),
            None => {}
        }
    }
}

/// The player asks for a hint.
#[derive(Message, Debug, Clone, Copy)]
pub struct HintRequested;

/// The engine's suggestion for the player, shown on the board while the position it was
/// found for is on the board.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Hint(Option<(PositionId, Square, Square)>);

impl Hint {
    /// The suggested move's squares (from, to), if a hint for this position is shown.
    pub fn squares(&self) -> Option<(Square, Square)> {
        self.0.map(|(_, from, to)| (from, to))
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Ai>()
        .init_resource::<Hint>()
        .add_message::<HintRequested>()
        .add_systems(
            Update,
            (
                cancel_stale,
                finish,
                start_move,
                start_requests,
                start_ponder,
            )
                .chain()
                .in_set(AppSystems::Select),
        )
        // Again right after the rules, so a reply starts in the frame the player's move
        // lands rather than a (possibly slow) frame later.
        .add_systems(
            Update,
            (cancel_stale, start_move).chain().in_set(AppSystems::Think),
        );
}

fn cancel_stale(
    mut ai: ResMut<Ai>,
    current: Res<CurrentGame>,
    time: Res<Time<Real>>,
    mut hint: ResMut<Hint>,
    mut engines: ResMut<Engines>,
) {
    let here = current.position_id();
    // The rules have acted on every decision written before this system runs.
    ai.decided = None;
    let game = current.game();
    let session = &current.session;
    // The player made the expected move: the ponder search becomes the computer's own.
    ponder::take_hit(&mut ai, &current, now(&time));
    let stale = ai.thinking.as_ref().is_some_and(|t| {
        t.at != here
            || game.is_over()
            || (t.purpose == Purpose::DrawOffer && game.draw_offer().is_none())
            // Paused: the move is searched again on resuming.
            || (t.purpose == Purpose::Move && session.computer_to_move().is_none())
            || (t.purpose == Purpose::Ponder
                && (!session.human_to_move() || game.draw_offer().is_some()))
    });
    if stale {
        if ai
            .thinking
            .as_ref()
            .is_some_and(|t| t.purpose == Purpose::Ponder)
        {
            ai.ponder_misses += 1;
        }
        ai.cancel(&mut engines);
    }
    // A hint belongs to its position, and ends with the game (a resignation, a flag).
    if hint.0.is_some_and(|(at, ..)| at != here || game.is_over()) {
        hint.0 = None;
    }
}

fn start_move(
    mut ai: ResMut<Ai>,
    current: Res<CurrentGame>,
    time: Res<Time<Real>>,
    mut ext: External,
) {
    if ai.thinking.is_some() || ai.decided == Some(current.position_id()) {
        return;
    }
    let t = now(&time);
    let level = match current.session.computer_to_move() {
        Some(Player::Computer(level)) => *level,
        Some(Player::Engine(path)) => {
            // A failed engine's side waits until the players change.
            if ext.engines.failure(path).is_none() {
                let path = path.clone();
                begin_engine(&mut ai, &current, &mut ext, Purpose::Move, path, None, t);
            }
            return;
        }
        Some(Player::Human) | None => return,
    };
    let side = current.game().turn();
    let clock = current.session.clock();
    let moment = moment(ai.paced, level, clock, side, t);
    // A frame to start, a frame to show the reply: with a clock, that time is ours.
    let reserve = moment + ai.frame * 2;
    let limits = computer::limits(clock, level, side, t, reserve);
    spawn_search(
        &mut ai,
        &current,
        Purpose::Move,
        level,
        limits,
        t,
        moment,
        None,
    );
}

/// Hints, and draw offers made to the computer when it is not its move (on its move, its
/// move search answers them): short, strong searches.
fn start_requests(
    mut ai: ResMut<Ai>,
    current: Res<CurrentGame>,
    time: Res<Time<Real>>,
    mut hints: MessageReader<HintRequested>,
    mut ext: External,
) {
    let want_hint = hints.read().count() > 0;
    let here = current.position_id();
    let session = &current.session;
    let offer_to_computer = session
        .game()
        .draw_offer()
        .is_some_and(|by| !session.player(!by).is_human() && !session.game().is_over());
    // Pondering gives way to what the player asks for.
    if (want_hint || offer_to_computer)
        && ai
            .thinking
            .as_ref()
            .is_some_and(|t| t.purpose == Purpose::Ponder)
    {
        ai.ponder_misses += 1;
        ai.cancel(&mut ext.engines);
    }
    if ai.thinking.is_some() || ai.decided == Some(here) {
        return;
    }
    let t = now(&time);
    let quick = Limits {
        movetime: Some(Duration::from_millis(800)),
        ..default()
    };
    let (purpose, level) = if offer_to_computer {
        (Purpose::DrawOffer, Level::Hard)
    } else if want_hint && session.human_to_move() {
        (Purpose::Hint, Level::Master)
    } else {
        return;
    };
    // The judge of the settings, unless it failed (then the built-in one).
    let judge = ext.settings.judge_path(&ext.installed);
    match judge.filter(|path| ext.engines.failure(path).is_none()) {
        Some(path) => begin_engine(&mut ai, &current, &mut ext, purpose, path, Some(quick), t),
        None => spawn_search(
            &mut ai,
            &current,
            purpose,
            level,
            quick,
            t,
            Duration::ZERO,
            None,
        ),
    }
}

fn finish(
    mut ai: ResMut<Ai>,
    current: Res<CurrentGame>,
    time: Res<Time<Real>>,
    mut hint: ResMut<Hint>,
    mut decisions: MessageWriter<ComputerDecision>,
    mut ext: External,
) {
    let t = now(&time);
    // Long idle frames (the window sleeps while nothing happens) are capped.
    let sample = time.delta().min(Duration::from_secs(2));
    ai.frame = (ai.frame * 3 + sample) / 4;
    let reserve = ai.frame * 2;
    // A stopped search's table, back for the next search.
    if ai.searcher.is_none()
        && ai.returning.is_some()
        && let Some(searcher) = ai.reclaim(false)
    {
        ai.searcher = Some(searcher);
    }
    let Some(thinking) = ai.thinking.as_mut() else {
        return;
    };
    // A natural moment before the reply shows, so the player sees it come.
    if t.saturating_sub(thinking.started) < thinking.min_delay {
        return;
    }
    let (searcher, result) = match &mut thinking.work {
        Work::Builtin { worker, .. } => {
            match worker.answer() {
                Some((searcher, result)) => (Some(searcher), result),
                None if !worker.ended() => return,
                None => {
                    // The search panicked (a bug, logged by the panic hook): the next
                    // frame starts afresh with a new table.
                    error!("the computer's search failed");
                    ai.thinking = None;
                    return;
                }
            }
        }
        Work::Engine { task, limits } => {
            let times = (t, reserve);
            let (engines, settings) = (&mut ext.engines, &ext.settings);
            match engines.advance(task, &current, settings, limits.as_ref(), times) {
                Step::Waiting => return,
                Step::Done(found) => (None, found.to_search_result()),
                Step::Failed(error) => {
                    let side = (thinking.purpose == Purpose::Move).then_some(thinking.mover);
                    let path = task.path.clone();
                    ai.thinking = None;
                    ext.failed.write(EngineFailed { path, side, error });
                    return;
                }
            }
        }
    };
    let Thinking {
        purpose, at, mover, ..
    } = ai.thinking.take().expect("checked above");
    if searcher.is_some() {
        ai.searcher = searcher;
    }
    let game = current.game();
    if at != current.position_id() || game.is_over() {
        // `cancel_stale` ran first, so this cannot happen; exact all the same.
        ai.stale_results += 1;
        warn!("dropped a search result for a position no longer on the board");
        return;
    }
    match purpose {
        Purpose::Move => {
            let Some(best) = result.best else { return };
            ai.decided = Some(at);
            ai.expected = result.ponder.map(|reply| (at, reply));
            for decision in computer::decide(game, best, result.score.cp()) {
                decisions.write(ComputerDecision { at, decision });
            }
        }
        Purpose::Hint => {
            hint.0 = result.best.map(|m| {
                let (from, to) = gambit_engine::game::move_squares(m, mover);
                info!("hint: {from}{to}");
                (at, from, to)
            });
        }
        // It ended before the player moved (a book move, a mate found): its table
        // keeps what it found, and the computer's own search will be quick.
        Purpose::Ponder => {}
        Purpose::DrawOffer => {
            let Some(by) = game.draw_offer() else { return };
            ai.decided = Some(at);
            let accepted = computer::answers_offer(game, !by, mover, result.score.cp());
            decisions.write(ComputerDecision {
                at,
                decision: computer::Decision::AnswerDraw { accepted },
            });
        }
    }
}
