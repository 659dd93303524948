//! The computer opponent in the window. Searches never run on the main thread: each is a
//! task on `AsyncComputeTaskPool` (running the search on a thread with a large stack, as its
//! recursion is deep), polled with `check_ready`. A shared stop flag cancels a search when
//! the game changes under it (take back, new game, loaded game).

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use bevy::{
    prelude::*,
    tasks::{AsyncComputeTaskPool, Task, futures::check_ready},
};
use gambit_engine::{
    search::{Level, Limits, SearchRequest, SearchResult, Searcher, accepts_draw},
    shakmaty::{Color as Side, Move, Square},
};

use crate::{
    AppSystems,
    rules::{ClaimDraw, DrawAnswered, DrawOffered, MoveRequested, Rules, now},
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
}

struct Thinking {
    purpose: Purpose,
    task: Task<(Searcher, SearchResult)>,
    stop: Arc<AtomicBool>,
    started: Duration,
    /// `Rules::generation` when the search started; any change makes the result stale.
    generation: u64,
    min_delay: Duration,
}

#[derive(Resource)]
pub struct Ai {
    searcher: Option<Searcher>,
    thinking: Option<Thinking>,
    seed: u64,
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
        }
    }
}

impl Ai {
    /// What the computer is busy with, if anything.
    pub fn busy(&self) -> Option<Purpose> {
        self.thinking.as_ref().map(|t| t.purpose)
    }

    fn cancel(&mut self) {
        if let Some(t) = self.thinking.take() {
            t.stop.store(true, Ordering::Relaxed);
            // The task ends within ~50 ms and its result is dropped; the next search
            // builds a fresh table.
        }
    }
}

/// The player asks for a hint.
#[derive(Message, Debug, Clone, Copy)]
pub struct HintRequested;

/// The engine's suggestion for the player, shown on the board until the next move.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Hint(pub Option<(Square, Square)>);

pub fn plugin(app: &mut App) {
    app.init_resource::<Ai>()
        .init_resource::<Hint>()
        .add_message::<HintRequested>()
        .add_systems(
            Update,
            (cancel_stale, finish, start_move, start_requests)
                .chain()
                .in_set(AppSystems::Select),
        );
}

fn cancel_stale(mut ai: ResMut<Ai>, rules: Res<Rules>, mut hint: ResMut<Hint>) {
    if ai
        .thinking
        .as_ref()
        .is_some_and(|t| t.generation != rules.generation)
    {
        ai.cancel();
    }
    if rules.is_changed() && hint.0.is_some() {
        hint.0 = None;
    }
}

/// The move (from, to, promotion) as the rules' request expects it.
pub fn request_of(mv: Move) -> MoveRequested {
    MoveRequested {
        from: mv.from().unwrap_or(mv.to()),
        // Castling is the king onto its rook, which the rules read as castling.
        to: mv.to(),
        promotion: mv.promotion(),
    }
}

fn spawn_search(
    ai: &mut Ai,
    rules: &Rules,
    purpose: Purpose,
    level: Level,
    limits: Limits,
    started: Duration,
) {
    let game = rules.game();
    let mut req = SearchRequest::new(game.position().clone());
    let keys = game.keys();
    req.history = keys[..keys.len() - 1].to_vec();
    req.level = level;
    req.limits = limits;
    ai.seed = ai
        .seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    req.seed = ai.seed;
    req.use_book = purpose == Purpose::Move;
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let mut searcher = ai.searcher.take().unwrap_or_else(|| Searcher::new(HASH_MB));
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let worker = std::thread::Builder::new()
            .name("gambit-search".into())
            .stack_size(16 << 20)
            .spawn(move || {
                let result = searcher.search(&req, &flag, |_| {});
                (searcher, result)
            });
        match worker.map(|h| h.join()) {
            Ok(Ok(done)) => done,
            // No thread could be made, or the search panicked: give up this move, loudly.
            _ => panic!("the search thread failed"),
        }
    });
    let min_delay = if purpose == Purpose::Move {
        level.min_reply_delay()
    } else {
        Duration::ZERO
    };
    ai.thinking = Some(Thinking {
        purpose,
        task,
        stop,
        started,
        generation: rules.generation,
        min_delay,
    });
}

/// Search limits from the clock, or a comfortable think time without one.
fn limits_for(rules: &Rules, level: Level, t: Duration) -> Limits {
    let clock = rules.session.clock();
    if clock.is_timed() {
        let (inc, delay) = match clock.control() {
            gambit_engine::clock::TimeControl::Fischer { increment, .. } => {
                (increment, Duration::ZERO)
            }
            gambit_engine::clock::TimeControl::Bronstein { delay, .. } => (Duration::ZERO, delay),
            _ => (Duration::ZERO, Duration::ZERO),
        };
        // A delay works like a guaranteed increment for time planning.
        let inc = inc + delay;
        Limits {
            wtime: Some(clock.remaining(Side::White, t)),
            btime: Some(clock.remaining(Side::Black, t)),
            winc: Some(inc),
            binc: Some(inc),
            ..default()
        }
    } else {
        let secs = match level {
            Level::Master => 3.0,
            Level::Hard => 1.5,
            _ => 1.0,
        };
        Limits {
            movetime: Some(Duration::from_secs_f32(secs)),
            ..default()
        }
    }
}

fn start_move(mut ai: ResMut<Ai>, rules: Res<Rules>, time: Res<Time<Real>>) {
    if ai.thinking.is_some() {
        return;
    }
    let Some(level) = rules.session.computer_to_move() else {
        return;
    };
    let t = now(&time);
    let limits = limits_for(&rules, level, t);
    spawn_search(&mut ai, &rules, Purpose::Move, level, limits, t);
}

/// Hints and draw offers: short, strong searches for the player's side.
fn start_requests(
    mut ai: ResMut<Ai>,
    rules: Res<Rules>,
    time: Res<Time<Real>>,
    mut hints: MessageReader<HintRequested>,
    mut offers: MessageReader<DrawOffered>,
) {
    let want_hint = hints.read().count() > 0;
    let offer = offers.read().last().copied();
    if ai.thinking.is_some() {
        return;
    }
    let t = now(&time);
    let quick = Limits {
        movetime: Some(Duration::from_millis(800)),
        ..default()
    };
    if let Some(DrawOffered { by }) = offer
        && !rules.session.player(!by).is_human()
    {
        spawn_search(&mut ai, &rules, Purpose::DrawOffer, Level::Hard, quick, t);
    } else if want_hint && rules.session.human_to_move() {
        spawn_search(&mut ai, &rules, Purpose::Hint, Level::Master, quick, t);
    }
}

fn finish(
    mut ai: ResMut<Ai>,
    rules: Res<Rules>,
    time: Res<Time<Real>>,
    mut hint: ResMut<Hint>,
    mut moves: MessageWriter<MoveRequested>,
    mut claims: MessageWriter<ClaimDraw>,
    mut answers: MessageWriter<DrawAnswered>,
) {
    let t = now(&time);
    let Some(thinking) = ai.thinking.as_mut() else {
        return;
    };
    // Lower levels wait a natural moment so the player sees the reply come.
    if t.saturating_sub(thinking.started) < thinking.min_delay {
        return;
    }
    let Some((searcher, result)) = check_ready(&mut thinking.task) else {
        return;
    };
    let purpose = thinking.purpose;
    ai.thinking = None;
    ai.searcher = Some(searcher);
    let game = rules.game();
    match purpose {
        Purpose::Move => {
            let Some(best) = result.best else { return };
            let score = result.score.cp();
            // An offer made while it thought: answer it from this search's verdict.
            if game.draw_offer() == Some(!game.turn()) {
                let accepted = accepts_draw(score, game.position());
                answers.write(DrawAnswered { accepted });
                if accepted {
                    return;
                }
            }
            // Claim a repetition or 50-move draw when the position is no better than equal.
            if score <= 0 {
                if let Some(&claim) = game.claimable().first() {
                    claims.write(ClaimDraw {
                        claim,
                        with_move: None,
                    });
                    return;
                }
                if let Some(&claim) = game.claimable_after(best).first() {
                    claims.write(ClaimDraw {
                        claim,
                        with_move: Some(best),
                    });
                    return;
                }
            }
            moves.write(request_of(best));
        }
        Purpose::Hint => {
            hint.0 = result
                .best
                .map(|m| gambit_engine::game::move_squares(m, game.turn()));
        }
        Purpose::DrawOffer => {
            // The score is from the side to move's view; the computer answers for itself.
            let computer = game.draw_offer().map(|by| !by).unwrap_or(!game.turn());
            let for_computer = if computer == game.turn() {
                result.score.cp()
            } else {
                -result.score.cp()
            };
            answers.write(DrawAnswered {
                accepted: accepts_draw(for_computer, game.position()),
            });
        }
    }
}
