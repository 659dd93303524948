//! The rules applied to the game in play ([`CurrentGame`], in `current.rs`). Requests come
//! in as messages
//! ([`MoveRequested`], [`TakeBack`], [`ClaimDraw`], …); results go out as [`MoveApplied`],
//! [`MoveRejected`] and [`GameEnded`]. Nothing here knows about entities or rendering.

use std::time::Duration;

use bevy::prelude::*;
use gambit_engine::{
    DrawClaim, RequestError,
    computer::Decision,
    referee::{Referee, Request, Ruling},
    rules::color_name,
    session::Session,
};
use shakmaty::Move;

use super::messages::{
    BoardShown, ClaimDraw, CoachWarned, ComputerDecision, DrawAnswered, DrawOfferAnswered,
    DrawOffered, DrawingChanged, EngineFailed, GameEnded, MoveApplied, MoveRejected, MoveRequested,
    MoveTyped, NewGame, NewSession, PauseRequested, PieceTouched, PlayAnyway, PlayersChanged,
    RequestRefused, Resign, SessionReplaced, TakeBack,
};
use super::{
    coach::CoachGate,
    current::{CurrentGame, StaleDecisions, now},
    referee::BoardMove,
};
use crate::{AppSystems, mode::Mode};

pub fn plugin(app: &mut App) {
    app.init_resource::<CurrentGame>()
        .init_resource::<StaleDecisions>()
        .add_message::<MoveRequested>()
        .add_message::<PlayAnyway>()
        .add_message::<CoachWarned>()
        .add_message::<ComputerDecision>()
        .add_message::<MoveTyped>()
        .add_message::<PieceTouched>()
        .add_message::<MoveApplied>()
        .add_message::<MoveRejected>()
        .add_message::<NewGame>()
        .add_message::<NewSession>()
        .add_message::<super::messages::PlayFrom>()
        .add_message::<TakeBack>()
        .add_message::<DrawOffered>()
        .add_message::<DrawAnswered>()
        .add_message::<DrawOfferAnswered>()
        .add_message::<ClaimDraw>()
        .add_message::<Resign>()
        .add_message::<GameEnded>()
        .add_message::<RequestRefused>()
        .add_message::<SessionReplaced>()
        .add_message::<DrawingChanged>()
        .add_message::<PlayersChanged>()
        .add_message::<PauseRequested>()
        .add_message::<EngineFailed>()
        .add_message::<BoardShown>()
        .add_systems(Startup, announce_first_session)
        .add_systems(
            Update,
            (
                start_new_game,
                record_touches,
                // The board's requests are the game's only while the game is shown.
                apply_requests.run_if(in_state(Mode::Play)),
                // After the player's requests, which were made seeing the position before
                // the computer's move.
                apply_computer,
                apply_decisions,
                // After the computer's decisions, which were made before the pause.
                apply_pause_and_players,
                start_clock_when_shown,
                tick_clock,
            )
                .chain()
                .in_set(AppSystems::Rules),
        );
}

/// The session at start-up is announced like any later one (a resumed game may be over).
fn announce_first_session(mut replaced: MessageWriter<SessionReplaced>) {
    replaced.write(SessionReplaced);
}

fn start_new_game(
    mut games: MessageReader<NewGame>,
    mut sessions: MessageReader<NewSession>,
    mut current: ResMut<CurrentGame>,
    mut replaced: MessageWriter<SessionReplaced>,
    time: Res<Time<Real>>,
) {
    let t = now(&time);
    let next = match (sessions.read().last(), games.read().last()) {
        (Some(NewSession(session)), _) => Some(session.clone()),
        (None, Some(NewGame(game))) => {
            // The same players, clock, view and mode.
            Some(Session::start(game.clone(), current.session.setup(), t))
        }
        (None, None) => None,
    };
    if let Some(session) = next {
        use shakmaty::Color;
        let (white, black) = (session.player(Color::White), session.player(Color::Black));
        info!("new game: {} against {}", white.code(), black.code());
        current.session = session;
        current.generation += 1;
        replaced.write(SessionReplaced);
    }
}

fn record_touches(mut touches: MessageReader<PieceTouched>, mut current: ResMut<CurrentGame>) {
    for &PieceTouched(sq) in touches.read() {
        current.session.touch(sq);
    }
}

/// Has the session decide each move request, in order, and reports the outcome. With
/// the coach's gate on, a legal move the coach warns about waits for "play it anyway".
#[allow(clippy::too_many_arguments)]
fn apply_requests(
    mut requests: MessageReader<MoveRequested>,
    mut anyway: MessageReader<PlayAnyway>,
    mut current: ResMut<CurrentGame>,
    gate: Res<CoachGate>,
    time: Res<Time<Real>>,
    mut out: Announcer,
    mut rejected: MessageWriter<MoveRejected>,
    mut refused: MessageWriter<RequestRefused>,
    mut warned: MessageWriter<CoachWarned>,
) {
    let t = now(&time);
    let asked = requests.read().map(|r| (r, false));
    for (req, confirmed) in asked.chain(anyway.read().map(|a| (&a.0, true))) {
        if gate.on
            && !confirmed
            && let Ok(mv) = current.game().resolve(req.from, req.to, req.promotion)
            && current.session.touch_allows(&mv).is_ok()
            && let Some(warning) = gambit_engine::coach::warn(current.game().position(), mv)
        {
            info!("coach: {}", warning.sentence());
            warned.write(CoachWarned {
                request: *req,
                warning,
            });
            continue;
        }
        let was_over = current.game().is_over();
        let request = Request {
            from: req.from,
            to: req.to,
            promotion: req.promotion,
        };
        match current.session.decide(request, t) {
            Ruling::Played(played) => out.played(played),
            Ruling::Refused(reason) => {
                refused.write(RequestRefused(reason));
            }
            Ruling::Illegal(reason) => {
                info!("{}{} refused: {reason}", req.from, req.to);
                rejected.write(MoveRejected {
                    from: req.from,
                    to: req.to,
                    reason,
                });
            }
            // A game asks for no squares.
            Ruling::Answered => {}
        }
        out.ended_now(&current, was_over);
    }
}

/// What the rules announce after a move: the move, on the board too, and the game's end.
#[derive(bevy::ecs::system::SystemParam)]
struct Announcer<'w> {
    applied: MessageWriter<'w, MoveApplied>,
    board: MessageWriter<'w, BoardMove>,
    ended: MessageWriter<'w, GameEnded>,
}

impl Announcer<'_> {
    fn played(&mut self, played: gambit_engine::Played) {
        info!("{} played {}", color_name(played.color), played.san);
        self.board.write(BoardMove(played.clone()));
        self.applied.write(MoveApplied(played));
    }

    /// An ending is announced once only (also one by a flag that fell before a move,
    /// which refused the move).
    fn ended_now(&mut self, current: &CurrentGame, was_over: bool) {
        if !was_over && let Some(ending) = current.game().ending() {
            self.ended.write(GameEnded(ending));
        }
    }
}

/// Has the session decide the computer's `mv` at `t`, as it decides a person's (the same
/// referee), and announces it, and the game's end if it ended now.
fn play(
    current: &mut CurrentGame,
    mv: Move,
    t: Duration,
    out: &mut Announcer,
) -> Result<(), String> {
    let was_over = current.game().is_over();
    let (from, to) = gambit_engine::game::move_squares(mv, current.game().turn());
    let request = Request {
        from,
        to,
        promotion: mv.promotion(),
    };
    let result = match current.session.decide(request, t) {
        Ruling::Played(played) => {
            out.played(played);
            Ok(())
        }
        Ruling::Illegal(reason) => Err(reason.to_string()),
        other => Err(format!("{other:?}")),
    };
    out.ended_now(current, was_over);
    result
}

/// A draw claim, now or with a move; announces the move and the ending (also an ending by
/// a flag that fell before the claim, which refuses it).
fn claim(
    current: &mut CurrentGame,
    claim: DrawClaim,
    with_move: Option<Move>,
    t: Duration,
    out: &mut Announcer,
) -> Result<(), RequestError> {
    let was_over = current.game().is_over();
    let result = current.session.claim_draw(claim, with_move, t);
    if let Ok((Some(played), _)) = &result {
        out.played(played.clone());
    }
    out.ended_now(current, was_over);
    result.map(|_| ())
}

/// The answer to the standing draw offer; accepting ends the game.
fn answer(
    current: &mut CurrentGame,
    accepted: bool,
    t: Duration,
    answered: &mut MessageWriter<DrawOfferAnswered>,
    out: &mut Announcer,
) -> Result<(), RequestError> {
    let by = !current.game().draw_offer().ok_or(RequestError::NoOffer)?;
    let ending = current.session.answer_draw_offer(accepted, t)?;
    answered.write(DrawOfferAnswered { by, accepted });
    if let Some(ending) = ending {
        out.ended.write(GameEnded(ending));
    }
    Ok(())
}

/// The computer's decisions, each for the exact position it was made in.
#[allow(clippy::too_many_arguments)]
fn apply_computer(
    mut decisions: MessageReader<ComputerDecision>,
    mut current: ResMut<CurrentGame>,
    time: Res<Time<Real>>,
    mut stale: ResMut<StaleDecisions>,
    mut out: Announcer,
    mut answered: MessageWriter<DrawOfferAnswered>,
) {
    let t = now(&time);
    for &ComputerDecision { at, decision } in decisions.read() {
        let game = current.game();
        let computer_to_move = current.session.computer_to_move().is_some();
        let offer_to_computer = game
            .draw_offer()
            .is_some_and(|by| !current.session.player(!by).is_human());
        let still_here = at == current.position_id() && !game.is_over();
        let theirs = match decision {
            Decision::AnswerDraw { .. } => offer_to_computer,
            Decision::Claim { .. } | Decision::Play(_) => computer_to_move,
        };
        if !(still_here && theirs) {
            stale.0 += 1;
            warn!("dropped a stale computer decision {decision:?}");
            continue;
        }
        let outcome = match decision {
            Decision::Play(mv) => play(&mut current, mv, t, &mut out),
            Decision::Claim {
                claim: c,
                with_move,
            } => claim(&mut current, c, with_move, t, &mut out).map_err(|e| e.to_string()),
            Decision::AnswerDraw { accepted } => {
                answer(&mut current, accepted, t, &mut answered, &mut out)
                    .map_err(|e| e.to_string())
            }
        };
        if let Err(e) = outcome {
            // Checked above to be the computer's to make in this very position: a bug
            // in the engine, not something the player did, so it is logged, not shown.
            error!("the computer's {decision:?} failed: {e}");
        }
    }
}

/// Take back, draw offers and answers, claims and resignation.
#[allow(clippy::too_many_arguments)]
fn apply_decisions(
    mut current: ResMut<CurrentGame>,
    time: Res<Time<Real>>,
    mut take_backs: MessageReader<TakeBack>,
    mut offers: MessageReader<DrawOffered>,
    mut answers: MessageReader<DrawAnswered>,
    mut claims: MessageReader<ClaimDraw>,
    mut resignations: MessageReader<Resign>,
    mut out: Announcer,
    mut answered: MessageWriter<DrawOfferAnswered>,
    mut refused: MessageWriter<RequestRefused>,
    mut replaced: MessageWriter<SessionReplaced>,
) {
    let t = now(&time);
    for _ in take_backs.read() {
        match current.session.take_back(t) {
            Ok(_) => {
                current.generation += 1;
                replaced.write(SessionReplaced);
            }
            Err(refusal) => {
                refused.write(RequestRefused(refusal));
            }
        }
    }
    for offer in offers.read() {
        if let Err(e) = current.session.offer_draw(offer.by) {
            refused.write(RequestRefused(e.into()));
        }
    }
    for a in answers.read() {
        if let Err(e) = answer(&mut current, a.accepted, t, &mut answered, &mut out) {
            refused.write(RequestRefused(e.into()));
        }
    }
    for c in claims.read() {
        if let Err(e) = claim(&mut current, c.claim, c.with_move, t, &mut out) {
            refused.write(RequestRefused(e.into()));
        }
    }
    for resign in resignations.read() {
        match current.session.resign(resign.by, t) {
            Ok(ending) => {
                out.ended.write(GameEnded(ending));
            }
            Err(e) => {
                refused.write(RequestRefused(e.into()));
            }
        }
    }
}

/// Pauses and other players. Changing the players keeps the position but starts a new
/// generation, so a search for the old players is dropped, and counts as a replaced
/// session (saved, failed engines get another chance).
fn apply_pause_and_players(
    mut current: ResMut<CurrentGame>,
    time: Res<Time<Real>>,
    mut pauses: MessageReader<PauseRequested>,
    mut failures: MessageReader<EngineFailed>,
    mut players: MessageReader<PlayersChanged>,
    mut replaced: MessageWriter<SessionReplaced>,
) {
    let t = now(&time);
    for &PauseRequested(on) in pauses.read() {
        if !current.session.controls().pause || current.session.is_paused() == on {
            continue;
        }
        info!("{}", if on { "paused" } else { "resumed" });
        if on {
            current.session.pause(t);
        } else {
            current.session.resume(t);
        }
    }
    // An engine that failed on its move: its side waits, and so does its clock.
    for failure in failures.read() {
        if failure.side == Some(current.game().turn()) && !current.game().is_over() {
            current.session.pause(t);
        }
    }
    if let Some(PlayersChanged { white, black }) = players.read().last() {
        info!("players changed: {} against {}", white.code(), black.code());
        current.session.set_players(white.clone(), black.clone(), t);
        current.generation += 1;
        replaced.write(SessionReplaced);
    }
}

/// The clock counts from the moment the board is first on screen.
fn start_clock_when_shown(
    mut shown: MessageReader<BoardShown>,
    mut current: ResMut<CurrentGame>,
    time: Res<Time<Real>>,
) {
    if shown.read().count() > 0 {
        current.session.start_clock_from(now(&time));
    }
}

/// Lets the running clock count down; a fallen flag ends the game.
fn tick_clock(
    mut current: ResMut<CurrentGame>,
    time: Res<Time<Real>>,
    mut ended: MessageWriter<GameEnded>,
) {
    if !current.session.clock().is_timed() || current.session.clock().running().is_none() {
        return;
    }
    // Read-only check first so an untouched clock does not mark `CurrentGame` changed.
    let t = now(&time);
    let side = current.session.clock().running().expect("checked above");
    if current.session.clock().remaining(side, t).is_zero()
        && let Some(ending) = current.session.tick(t)
    {
        ended.write(GameEnded(ending));
    }
}
