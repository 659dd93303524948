//! The board's side of the seam in `gambit_engine::referee`: the referee of the mode
//! shown, as selection, highlights and pieces see it. They ask it what to show and
//! what may be picked, and send requests as messages that the mode's own systems decide
//! (`rules.rs` for a game, a lesson's for Learn); they never ask which mode is shown.

use std::time::{Duration, Instant};

use bevy::{
    ecs::{change_detection::Tick, system::SystemParam},
    prelude::*,
    tasks::{AsyncComputeTaskPool, Task, futures::check_ready},
};
use gambit_engine::{
    Game, Played,
    referee::{Referee, Request, Ruling, check_of},
    rules::color_name,
};
use shakmaty::{Board, Position, Square};

use super::{
    browse::{Browsing, shown_ply, shown_position},
    current::CurrentGame,
    messages::{MoveRejected, MoveRequested, RequestRefused},
};
use crate::{AppSystems, mode::Mode};

/// The referee of a mode other than `Play` (a lesson's exercise, a puzzle), put in
/// place by that mode; the game's own referee is its session.
#[derive(Resource)]
pub struct ModeReferee(pub Box<dyn Referee + Send + Sync>);

impl ModeReferee {
    /// The referee as its mode's own type (the editor's panel changes its editor).
    pub fn get<T: Referee>(&self) -> Option<&T> {
        let any: &dyn std::any::Any = &*self.0;
        any.downcast_ref()
    }

    pub fn get_mut<T: Referee>(&mut self) -> Option<&mut T> {
        let any: &mut dyn std::any::Any = &mut *self.0;
        any.downcast_mut()
    }
}

/// A move the board animates, whoever's referee played it (the game's moves are also
/// `MoveApplied`, which saving, clocks and the coach follow).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct BoardMove(pub Played);

/// A square clicked as an answer, for a referee that asks for squares.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareNamed(pub Square);

#[derive(SystemParam)]
pub struct BoardReferee<'w, 's> {
    mode: Res<'w, State<Mode>>,
    game: Res<'w, CurrentGame>,
    browsing: Res<'w, Browsing>,
    other: Option<Res<'w, ModeReferee>>,
    /// Whether this system saw a mode's referee last time: its removal is a change too.
    had_other: Local<'s, bool>,
}

impl BoardReferee<'_, '_> {
    fn game_shown_now(&self) -> bool {
        *self.mode.get() == Mode::Play || self.other.is_none()
    }

    fn other(&self) -> Option<&dyn Referee> {
        match self.mode.get() {
            Mode::Play => None,
            _ => self.other.as_deref().map(|r| &*r.0 as &dyn Referee),
        }
    }

    /// The referee taking requests now; `None` while the board only shows something
    /// (an earlier position of the game, or a mode that has no board play).
    pub fn active(&self) -> Option<&dyn Referee> {
        if self.game_shown_now() {
            (*self.mode.get() == Mode::Play && !self.browsing.is_active())
                .then_some(&self.game.session as &dyn Referee)
        } else {
            self.other()
        }
    }

    /// The game session, while the board shows the game.
    pub fn session(&self) -> Option<&gambit_engine::session::Session> {
        self.game_shown_now().then_some(&self.game.session)
    }

    /// The game's generation (a new one for each session or take back).
    pub fn generation(&self) -> u64 {
        self.game.generation
    }

    /// The game and the ply on the board, while the board shows the game.
    pub fn game_shown(&self) -> Option<(&Game, usize)> {
        self.game_shown_now()
            .then(|| (self.game.game(), shown_ply(&self.game, &self.browsing)))
    }

    /// The pieces to show.
    pub fn board(&self) -> &Board {
        match self.other() {
            Some(r) => r.board(),
            None => shown_position(&self.game, &self.browsing).board(),
        }
    }

    /// The king in check on the board shown, and whether it is mated.
    pub fn check(&self) -> Option<(Square, bool)> {
        match self.other() {
            Some(r) => r.check(),
            None => check_of(shown_position(&self.game, &self.browsing)),
        }
    }

    /// The move that led to the board shown.
    pub fn last_move(&self) -> Option<(Square, Square)> {
        match self.game_shown() {
            Some((game, ply)) => game.move_squares_at(ply.checked_sub(1)?),
            None => self.other()?.last_move(),
        }
    }

    /// The move a "Show me" suggested, until the next move.
    pub fn suggested(&self) -> Option<(Square, Square)> {
        self.other()?.suggested()
    }

    /// Goal squares to mark.
    pub fn marks(&self) -> Vec<Square> {
        self.other().map(|r| r.marks()).unwrap_or_default()
    }

    /// Whether anything the board shows may have changed since the system last ran.
    pub fn is_changed(&mut self) -> bool {
        let has = self.other.is_some();
        let removed = std::mem::replace(&mut *self.had_other, has) && !has;
        removed
            || self.mode.is_changed()
            || self.game.is_changed()
            || self.browsing.is_changed()
            || self.other.as_ref().is_some_and(|r| r.is_changed())
    }
}

/// When the other side's answer is due: a moment after the learner's move, so that move
/// is seen first. Wall-clock time: right after an idle spell a reactive window's frames
/// carry the time of the last frames drawn, seconds old.
#[derive(Resource, Debug, Default, PartialEq)]
pub struct ReplyDue(Option<Instant>);

impl ReplyDue {
    /// A reply is still to come (the reactive window keeps drawing until it has).
    pub fn pending(&self) -> bool {
        self.0.is_some()
    }
}

/// How long the other side waits before it answers (tests make it zero).
#[derive(Resource, Debug, Clone, Copy)]
pub struct ReplyDelay(pub Duration);

impl Default for ReplyDelay {
    fn default() -> Self {
        ReplyDelay(Duration::from_millis(600))
    }
}

/// The requests of a mode other than `Play`, decided by its referee (the game's own are
/// decided in `rules.rs`).
pub fn plugin(app: &mut App) {
    app.add_message::<BoardMove>()
        .init_resource::<ReplyDue>()
        .init_resource::<ReplyDelay>()
        .init_resource::<Deciding>()
        .add_systems(
            Update,
            (decide_requests, give_reply)
                .chain()
                .in_set(AppSystems::Rules)
                .run_if(not(in_state(Mode::Play)).and_then(resource_exists::<ModeReferee>)),
        )
        .add_systems(
            Update,
            forget_requests
                .run_if(not(resource_exists::<ModeReferee>).and_then(not(in_state(Mode::Play)))),
        )
        .add_systems(
            Update,
            forget_decision
                .in_set(AppSystems::Rules)
                .run_if(in_state(Mode::Play).or_else(not(resource_exists::<ModeReferee>))),
        );
}

/// Requests in a mode without a referee (its board only shows) are dropped.
fn forget_requests(
    mut requests: MessageReader<MoveRequested>,
    mut named: MessageReader<SquareNamed>,
) {
    requests.clear();
    named.clear();
}

/// A decision that searches (`Referee::thinking_copy`), made on another thread on a copy of
/// the mode's referee; the copy takes the referee's place when it is done, unless the mode
/// replaced or changed the referee meanwhile. Other requests are dropped until then.
#[derive(Resource, Default)]
pub struct Deciding(Option<Thinking>);

struct Thinking {
    task: Task<(Box<dyn Referee + Send + Sync>, Ruling)>,
    request: Request,
    /// When the referee last changed before the copy was made.
    since: Tick,
}

impl Deciding {
    /// A move is being decided: the board leaves the dropped piece where it is.
    pub fn pending(&self) -> bool {
        self.0.is_some()
    }
}

#[allow(clippy::too_many_arguments)]
fn decide_requests(
    mut referee: ResMut<ModeReferee>,
    mut deciding: ResMut<Deciding>,
    mut requests: MessageReader<MoveRequested>,
    mut named: MessageReader<SquareNamed>,
    time: Res<Time<Real>>,
    (mut due, delay): (ResMut<ReplyDue>, Res<ReplyDelay>),
    mut moved: MessageWriter<BoardMove>,
    mut said: (MessageWriter<MoveRejected>, MessageWriter<RequestRefused>),
) {
    let now = time.elapsed();
    let mut rulings: Vec<(Option<Request>, Ruling)> = Vec::new();
    if let Some(thinking) = deciding.0.as_mut() {
        requests.clear();
        named.clear();
        let Some((copy, ruling)) = check_ready(&mut thinking.task) else {
            return;
        };
        let since = thinking.since;
        let request = thinking.request;
        deciding.0 = None;
        if referee.last_changed() != since {
            info!("a decision came after its referee changed: dropped");
            return;
        }
        referee.0 = copy;
        rulings.push((Some(request), ruling));
    } else {
        for r in requests.read() {
            let request = Request {
                from: r.from,
                to: r.to,
                promotion: r.promotion,
            };
            if deciding.pending() {
                continue;
            }
            match referee.0.thinking_copy(&request) {
                Some(mut copy) => {
                    let task = AsyncComputeTaskPool::get().spawn(async move {
                        let ruling = copy.decide(request, now);
                        (copy, ruling)
                    });
                    deciding.0 = Some(Thinking {
                        task,
                        request,
                        since: referee.last_changed(),
                    });
                }
                None => rulings.push((Some(request), referee.0.decide(request, now))),
            }
        }
        if deciding.pending() {
            named.clear();
        } else {
            for &SquareNamed(sq) in named.read() {
                rulings.push((None, referee.0.answer_square(sq)));
            }
        }
    }
    let (rejected, refused) = &mut said;
    for (request, ruling) in rulings {
        match ruling {
            Ruling::Played(played) => {
                info!("{} played {}", color_name(played.color), played.san);
                moved.write(BoardMove(played));
                *due = ReplyDue(Some(Instant::now() + delay.0));
            }
            Ruling::Illegal(reason) => {
                if let Some(r) = request {
                    info!("{}{} refused: {reason}", r.from, r.to);
                    rejected.write(MoveRejected {
                        from: r.from,
                        to: r.to,
                        reason,
                    });
                }
            }
            Ruling::Refused(reason) => {
                info!("refused: {reason:?}");
                refused.write(RequestRefused(reason));
            }
            Ruling::Answered => {}
        }
    }
}

/// A decision left behind by its mode (back in Play, or the mode's referee gone).
fn forget_decision(mut deciding: ResMut<Deciding>) {
    if deciding.pending() {
        deciding.0 = None;
    }
}

fn give_reply(
    mut referee: ResMut<ModeReferee>,
    mut due: ResMut<ReplyDue>,
    mut moved: MessageWriter<BoardMove>,
) {
    if due.0.is_none_or(|at| Instant::now() < at) {
        return;
    }
    due.0 = None;
    if let Some(played) = referee.0.reply() {
        info!("{} replied {}", color_name(played.color), played.san);
        moved.write(BoardMove(played));
    }
}
