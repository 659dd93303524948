//! When the window redraws. The app runs in reactive mode (updates on input only), so
//! this asks for more frames exactly while something changes on screen: animations, the
//! camera gliding, the computer thinking, a lesson's reply coming, and shader pipelines still compiling (a software renderer takes
//! seconds; without this the first frame would show an empty board until the mouse
//! moved, and a first-time highlight would appear one input late).

use std::{
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
    time::Duration,
};

use bevy::{
    prelude::*,
    render::{Render, RenderApp, RenderSystems, render_resource::PipelineCache},
    window::RequestRedraw,
    winit::{UpdateMode, WinitSettings},
};

use bevy_egui::{EguiContexts, EguiInput, EguiPreUpdateSet, EguiPrimaryContextPass, egui};

use crate::{
    AppSystems,
    board::animation::Animating,
    board::camera::OrbitCamera,
    game::ai::Ai,
    game::current::{CurrentGame, now},
    game::messages::BoardShown,
    play::dialogs::Dialogs,
    save::persistence::Persistence,
    ui::hud::Toast,
};

/// With nothing to animate the window waits this long between redraws.
pub const IDLE_WAIT: Duration = Duration::from_secs(60);

/// Pipelines the render world is still compiling, shared with the main world.
#[derive(Resource, Clone, Default)]
pub struct PendingPipelines(Arc<AtomicUsize>);

impl PendingPipelines {
    /// As of the last rendered frame.
    pub fn count(&self) -> usize {
        self.0.load(Ordering::Relaxed)
    }
}

pub fn plugin(app: &mut App) {
    let pending = PendingPipelines::default();
    app.insert_resource(pending.clone())
        .add_systems(
            Update,
            (request_redraws, wake_rate).in_set(AppSystems::Redraw),
        )
        .add_systems(Update, announce_board_shown.in_set(AppSystems::Input))
        // egui lays out a newly shown window over two passes: see `settle_layout`.
        .add_systems(Update, settle_layout.in_set(AppSystems::View))
        .add_systems(EguiPrimaryContextPass, wake_after_ui_input)
        .add_systems(
            PreUpdate,
            drop_unchanged_modifiers
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        );
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app
            .insert_resource(pending)
            .add_systems(Render, count_pending.in_set(RenderSystems::Cleanup));
    }
}

fn count_pending(cache: Res<PipelineCache>, pending: Res<PendingPipelines>) {
    pending
        .0
        .store(cache.waiting_pipelines().count(), Ordering::Relaxed);
}

/// Work going on off the main thread whose result should show at once.
#[derive(bevy::ecs::system::SystemParam)]
struct Working<'w> {
    ai: Res<'w, Ai>,
    review: Res<'w, crate::game::review::GameReview>,
    exports: Res<'w, crate::save::exports::Exports>,
    reply: Res<'w, crate::game::referee::ReplyDue>,
    deciding: Res<'w, crate::game::referee::Deciding>,
}

impl Working<'_> {
    /// The computer thinks or reviews, a file is written, a reply or a decision is due.
    fn any(&self) -> bool {
        self.ai.busy().is_some()
            || self.review.is_running()
            || self.exports.pending()
            || self.reply.pending()
            || self.deciding.pending()
    }
}

fn request_redraws(
    animating: Res<Animating>,
    cams: Query<&OrbitCamera>,
    pending: Res<PendingPipelines>,
    time: Res<Time<Real>>,
    working: Working,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    // While work goes on elsewhere, keep polling so the result shows at once.
    let thinking = working.any();
    let compiling = pending.count() > 0;
    // The first frames run before anything has been queued for compilation.
    let starting = time.elapsed_secs() < 1.0;
    if animating.0 || cams.iter().any(|c| !c.settled()) || compiling || starting || thinking {
        redraw.write(RequestRedraw);
    }
}

/// Says when the board is on screen: a software renderer can take many seconds to
/// compile its shaders, and that must not come off the player's time (the game side
/// starts the clock from then).
fn announce_board_shown(
    pending: Res<PendingPipelines>,
    pieces: crate::board::pieces::PiecesInPlace,
    mut ready_frames: Local<Option<u32>>,
    mut shown: MessageWriter<BoardShown>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Some(frames) = ready_frames.as_mut() else {
        *ready_frames = Some(0);
        return;
    };
    if *frames > 3 {
        return;
    }
    // Pieces with meshes and no shader left to compile, for a few frames in a row.
    if !pieces.ready() || pending.count() > 0 {
        *frames = 0;
        return;
    }
    *frames += 1;
    if *frames <= 3 {
        // The reactive window would wait for input before drawing these frames.
        redraw.write(RequestRedraw);
        return;
    }
    shown.write(BoardShown);
    // Scripts driving the window (the window test) wait for this line.
    info!("the board is on screen");
}

/// Panels and dialogs write their messages during the egui pass, after this frame's
/// systems ran: a pass that had a click or a key asks for one more frame to act on them.
fn wake_after_ui_input(
    mut contexts: EguiContexts,
    mut redraw: MessageWriter<RequestRedraw>,
) -> Result {
    let acted = contexts.ctx_mut()?.input(|i| {
        i.events.iter().any(|e| {
            matches!(
                e,
                egui::Event::PointerButton { .. }
                    | egui::Event::Key { .. }
                    | egui::Event::Text(_)
                    | egui::Event::Paste(_)
                    | egui::Event::Cut
                    | egui::Event::Copy
            )
        })
    });
    if acted {
        redraw.write(RequestRedraw);
    }
    Ok(())
}

/// egui lays out a newly shown window over two passes (the first one only measures it).
/// In a reactive app the second pass would wait for the next input, so a refusal or the
/// promotion chooser could stay invisible: draw a few more frames after any change.
#[allow(clippy::too_many_arguments)]
fn settle_layout(
    toast: Res<crate::ui::hud::Toast>,
    sel: Res<crate::game::selection::Selection>,
    current: Res<crate::game::current::CurrentGame>,
    dialogs: Res<Dialogs>,
    review: Res<crate::game::browse::Browsing>,
    settings: crate::save::settings::AllSettings,
    ai: Res<crate::game::ai::Ai>,
    mut busy: Local<Option<crate::game::ai::Purpose>>,
    mut frames: Local<u8>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    // "thinking…" must go away when the computer stops, even with nothing else changing.
    let thinking_changed = *busy != ai.busy();
    *busy = ai.busy();
    let changed = thinking_changed
        || toast.is_changed()
        || sel.is_changed()
        || current.is_changed()
        || dialogs.is_changed()
        || review.is_changed()
        || settings.changed();
    if changed {
        *frames = 3;
    }
    if *frames > 0 {
        *frames -= 1;
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// bevy_egui 0.42 reports the keyboard modifiers to egui as an event on every frame, and
/// egui asks for an immediate repaint whenever its input has events: in a reactive app
/// that is a redraw loop burning a core. Only pass the event on when they changed.
fn drop_unchanged_modifiers(
    mut inputs: Query<&mut EguiInput>,
    mut last: Local<Option<egui::Modifiers>>,
) {
    for mut input in &mut inputs {
        input.0.events.retain(|event| match event {
            egui::Event::ModifiersChanged(m) => {
                let changed = *last != Some(*m);
                *last = Some(*m);
                changed
            }
            _ => true,
        });
    }
}

/// Keeps the reactive window awake just long enough to take the toast down on time, and
/// ticking while a clock runs (tenths are shown under ten seconds), a save is on its way
/// or puzzles are being looked for.
fn wake_rate(
    toast: Res<Toast>,
    time: Res<Time<Real>>,
    current: Res<CurrentGame>,
    persistence: Option<Res<Persistence>>,
    harvest: Option<Res<crate::puzzles::harvest::Harvest>>,
    settings: Option<ResMut<WinitSettings>>,
) {
    let now_secs = time.elapsed_secs_f64();
    let Some(mut settings) = settings else { return };
    let mut wait = match toast.text {
        Some(_) => Duration::from_secs_f64((toast.until - now_secs).max(0.05)),
        None => IDLE_WAIT,
    };
    // A save on its way (or being retried) is watched, so trouble is told promptly.
    if persistence.is_some_and(|p| p.requested() > p.written()) {
        wait = wait.min(Duration::from_millis(500));
    }
    // Puzzles being looked for in a finished game are collected (and saved) as soon as
    // they are found, not at the next input.
    let harvesting = harvest.is_some_and(|h| h.pending() > 0);
    if harvesting {
        wait = wait.min(Duration::from_millis(500));
    }
    let clock = current.session.clock();
    if let Some(side) = clock.running() {
        let left = clock.remaining(side, now(&time));
        let tick = if left < Duration::from_secs(10) {
            100
        } else {
            250
        };
        wait = wait.min(Duration::from_millis(tick));
    }
    if let UpdateMode::Reactive { wait: now_wait, .. } = settings.focused_mode
        && now_wait != wait
    {
        settings.focused_mode = UpdateMode::reactive(wait);
    }
    // A running clock (and its flag) keeps going when the window loses focus.
    let unfocused = if clock.running().is_some() || harvesting {
        UpdateMode::reactive_low_power(wait)
    } else {
        UpdateMode::reactive_low_power(Duration::from_secs(120))
    };
    if settings.unfocused_mode != unfocused {
        settings.unfocused_mode = unfocused;
    }
}
