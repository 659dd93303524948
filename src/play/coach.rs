//! The coach in the window: before a move that leaves a piece en prise or allows mate in
//! one it asks "play it anyway / take it back"; a hint explains itself in one sentence;
//! after the computer's reply the player is told what it threatens. The judging is the
//! engine's (`gambit_engine::coach`), when to speak is `game/coach.rs`'s; this shows it.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gambit_engine::coach;
use shakmaty::Role;

use crate::{
    AppSystems,
    game::{
        ai::Hint,
        coach::CoachSettings,
        coach::{CoachGate, coaching},
        current::CurrentGame,
        messages::{CoachWarned, MoveApplied, MoveRequested, PlayAnyway, SessionReplaced},
    },
    ui::{
        catalogue::{tr, tr_with},
        hud::{NoticeKind, Toast},
        words::notation::shown,
    },
};

/// How long a coach's notice stays up (seconds).
const NOTICE_SECONDS: f64 = 8.0;

/// A move the coach held back: the request, its SAN and what the coach said about it.
#[derive(Resource, Debug, Default)]
pub struct HeldMove(pub Option<(MoveRequested, String, String)>);

pub fn plugin(app: &mut App) {
    // The window can ask "play it anyway?": the gate may open.
    app.insert_resource(CoachGate {
        can_ask: true,
        ..default()
    })
    .init_resource::<HeldMove>()
    .add_systems(
        Update,
        (hold_warned_move, explain_hint, name_threat)
            .after(crate::ui::hud::collect_feedback)
            .in_set(AppSystems::View),
    )
    .add_systems(
        EguiPrimaryContextPass,
        ask_about_held_move.run_if(in_state(crate::mode::Mode::Play)),
    );
}

/// The warning comes up; any move played or a new game takes it down.
fn hold_warned_move(
    mut warned: MessageReader<CoachWarned>,
    mut applied: MessageReader<MoveApplied>,
    mut replaced: MessageReader<SessionReplaced>,
    current: Res<CurrentGame>,
    mut held: ResMut<HeldMove>,
) {
    if (applied.read().count() > 0 || replaced.read().count() > 0) && held.0.is_some() {
        held.0 = None;
    }
    if let Some(w) = warned.read().last() {
        let r = w.request;
        let game = current.game();
        let san = game
            .resolve(r.from, r.to, r.promotion)
            .map(|mv| shakmaty::san::SanPlus::from_move(game.position().clone(), mv).to_string())
            .unwrap_or_default();
        let warning = crate::ui::words::warning(&w.warning);
        held.0 = Some((
            r,
            san,
            tr_with("coach-warning", &[("warning", warning.into())]),
        ));
    }
}

fn ask_about_held_move(
    mut contexts: EguiContexts,
    mut held: ResMut<HeldMove>,
    mut anyway: MessageWriter<PlayAnyway>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) -> Result {
    let Some((request, san, sentence)) = held.0.clone() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let mut answered = false;
    // Over the panel, never over the squares the warning names.
    crate::ui::modes::over_panel(
        // The English title stays the window's id, so it keeps its place in any language.
        egui::Window::new(tr("coach-title")).id(egui::Id::new("The coach")),
    )
    .show(ctx, |ui| {
        ui.label(
            egui::RichText::new(tr_with("coach-question", &[("move", shown(&san).into())]))
                .size(19.0)
                .strong(),
        );
        ui.label(egui::RichText::new(sentence).size(17.0));
        ui.horizontal(|ui| {
            if ui.button(tr("coach-play-anyway")).clicked() {
                anyway.write(PlayAnyway(request));
                answered = true;
            }
            if ui.button(tr("coach-take-back")).clicked() {
                answered = true;
            }
        });
    });
    if answered {
        held.0 = None;
        // The reactive window must draw once more to take the question down.
        redraw.write(bevy::window::RequestRedraw);
    }
    Ok(())
}

fn say(toast: &mut Toast, time: &Time<Real>, text: String) {
    info!("coach: {text}");
    toast.show(
        NoticeKind::Advice,
        text,
        time.elapsed_secs_f64() + NOTICE_SECONDS,
        true,
    );
}

/// A new hint: "Hint: Nf3 develops the knight." (always: the player asked for it).
fn explain_hint(
    hint: Res<Hint>,
    current: Res<CurrentGame>,
    time: Res<Time<Real>>,
    mut toast: ResMut<Toast>,
) {
    if !hint.is_changed() {
        return;
    }
    let Some((from, to)) = hint.squares() else {
        return;
    };
    let game = current.game();
    // A promotion hint resolves with the queen, the usual choice.
    let Ok(mv) = game
        .resolve(from, to, None)
        .or_else(|_| game.resolve(from, to, Some(Role::Queen)))
    else {
        return;
    };
    if let Some(explained) = coach::explain(game.position(), mv) {
        say(
            &mut toast,
            &time,
            tr_with(
                "coach-hint",
                &[("explanation", crate::ui::words::hint(&explained).into())],
            ),
        );
    }
}

/// After the computer's move, with the player to move: what the computer threatens.
fn name_threat(
    mut applied: MessageReader<MoveApplied>,
    current: Res<CurrentGame>,
    settings: Res<CoachSettings>,
    time: Res<Time<Real>>,
    mut toast: ResMut<Toast>,
) {
    let Some(last) = applied.read().last() else {
        return;
    };
    let session = &current.session;
    let by = last.0.color;
    if session.player(by).is_human()
        || !session.human_to_move()
        || !coaching(settings.coach, session)
    {
        return;
    }
    if let Some(threat) = coach::threat(current.game().position()) {
        say(&mut toast, &time, crate::ui::words::threat(&threat, by));
    }
}
