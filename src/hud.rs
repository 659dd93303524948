//! A deliberately small egui overlay: whose turn it is, the reason for a refused move,
//! the promotion chooser and the game-end banner, plus a few view toggles. It only draws
//! and writes messages; a later issue replaces it with full panels.

use std::time::Duration;

use bevy::{
    prelude::*,
    winit::{UpdateMode, WinitSettings},
};
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};
use gambit_engine::{Game, rules::color_name};
use shakmaty::{Position, Role};

use crate::{
    AppSystems,
    ai::{Ai, Hint, HintRequested, Purpose},
    camera::{CameraCommand, ViewSettings},
    input::{PromotionChosen, Selection},
    rules::{
        ClaimDraw, DrawAnswered, DrawOffered, MoveApplied, MoveRejected, NewGame, RequestRefused,
        Resign, Rules, TakeBack, now,
    },
};

/// How long a refused move's reason stays up.
const TOAST_SECONDS: f64 = 5.0;

/// With nothing to animate the window waits this long between redraws.
pub const IDLE_WAIT: Duration = Duration::from_secs(60);

/// The last refusal, shown for a few seconds.
#[derive(Resource, Debug, Default, Clone)]
pub struct Toast {
    pub text: Option<String>,
    pub until: f64,
    /// Refusals of a move disappear once a move is made.
    pub clear_on_move: bool,
}

pub fn plugin(app: &mut App) {
    if !app.is_plugin_added::<EguiPlugin>() {
        app.add_plugins(EguiPlugin::default());
    }
    app.init_resource::<Toast>()
        .add_systems(
            Update,
            (collect_feedback, keys, wake_for_toast, settle_layout).in_set(AppSystems::View),
        )
        .add_systems(EguiPrimaryContextPass, draw);
}

fn sentence(text: &str) -> String {
    let mut c = text.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect::<String>() + ".")
        .unwrap_or_default()
}

#[allow(clippy::too_many_arguments)]
fn collect_feedback(
    mut rejected: MessageReader<MoveRejected>,
    mut applied: MessageReader<MoveApplied>,
    mut refused: MessageReader<RequestRefused>,
    mut answers: MessageReader<DrawAnswered>,
    mut offers: MessageReader<DrawOffered>,
    rules: Res<Rules>,
    mut toast: ResMut<Toast>,
    time: Res<Time<Real>>,
) {
    let until = time.elapsed_secs_f64() + TOAST_SECONDS;
    // A refused move's reason goes away with the next move; news stays its time.
    if applied.read().count() > 0 && toast.clear_on_move {
        toast.text = None;
    }
    let mut show = |text: String, clear_on_move: bool| {
        *toast = Toast {
            text: Some(text),
            until,
            clear_on_move,
        };
    };
    for r in refused.read() {
        show(r.0.clone(), false);
    }
    for a in answers.read() {
        let verdict = if a.accepted { "accepted" } else { "declined" };
        show(format!("The draw offer was {verdict}."), false);
    }
    for o in offers.read() {
        if rules.session.player(!o.by).is_human() {
            show(format!("{} offers a draw.", color_name(o.by)), false);
        }
    }
    if let Some(r) = rejected.read().last() {
        show(
            format!(
                "Not allowed — {}{}: {}",
                r.from,
                r.to,
                sentence(&r.reason.to_string())
            ),
            true,
        );
    }
}

/// Keeps the reactive window awake just long enough to take the toast down on time, and
/// ticking while a clock runs (tenths are shown under ten seconds).
fn wake_for_toast(
    mut toast: ResMut<Toast>,
    time: Res<Time<Real>>,
    rules: Res<Rules>,
    settings: Option<ResMut<WinitSettings>>,
) {
    let now_secs = time.elapsed_secs_f64();
    if toast.text.is_some() && now_secs >= toast.until {
        toast.text = None;
    }
    let Some(mut settings) = settings else { return };
    let mut wait = match toast.text {
        Some(_) => Duration::from_secs_f64((toast.until - now_secs).max(0.05)),
        None => IDLE_WAIT,
    };
    let clock = rules.session.clock();
    if let Some(side) = clock.running() {
        let left = clock.remaining(side, now(&time));
        let tick = if left < Duration::from_secs(10) {
            100
        } else {
            250
        };
        wait = wait.min(Duration::from_millis(tick));
    }
    if let UpdateMode::Reactive { wait: current, .. } = settings.focused_mode
        && current != wait
    {
        settings.focused_mode = UpdateMode::reactive(wait);
    }
    // A running clock (and its flag) keeps going when the window loses focus.
    let unfocused = if clock.running().is_some() {
        UpdateMode::reactive_low_power(wait)
    } else {
        UpdateMode::reactive_low_power(Duration::from_secs(120))
    };
    if settings.unfocused_mode != unfocused {
        settings.unfocused_mode = unfocused;
    }
}

/// egui lays out a newly shown window over two passes (the first one only measures it).
/// In a reactive app the second pass would wait for the next input, so a refusal or the
/// promotion chooser could stay invisible: draw a few more frames after any change.
fn settle_layout(
    toast: Res<Toast>,
    sel: Res<Selection>,
    rules: Res<Rules>,
    mut frames: Local<u8>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    if toast.is_changed() || sel.is_changed() || rules.is_changed() {
        *frames = 3;
    }
    if *frames > 0 {
        *frames -= 1;
        redraw.write(bevy::window::RequestRedraw);
    }
}

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    sel: Res<Selection>,
    rules: Res<Rules>,
    mut promotions: MessageWriter<PromotionChosen>,
    mut new_game: MessageWriter<NewGame>,
) {
    if sel.promotion.is_some() {
        for (key, role) in [
            (KeyCode::KeyQ, Role::Queen),
            (KeyCode::KeyR, Role::Rook),
            (KeyCode::KeyB, Role::Bishop),
            (KeyCode::KeyN, Role::Knight),
        ] {
            if keys.just_pressed(key) {
                promotions.write(PromotionChosen(Some(role)));
            }
        }
    } else if keys.just_pressed(KeyCode::KeyN) {
        // A stray N must not throw a game away: plain N only once it is over.
        let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
        if ctrl || rules.game().is_over() {
            new_game.write(NewGame(Game::new()));
        }
    }
}

/// The game's decisions the overlay can send.
#[derive(bevy::ecs::system::SystemParam)]
struct Decisions<'w> {
    take_back: MessageWriter<'w, TakeBack>,
    hint: MessageWriter<'w, HintRequested>,
    offer: MessageWriter<'w, DrawOffered>,
    answer: MessageWriter<'w, DrawAnswered>,
    claim: MessageWriter<'w, ClaimDraw>,
    resign: MessageWriter<'w, Resign>,
}

#[allow(clippy::too_many_arguments)]
fn draw(
    mut contexts: EguiContexts,
    rules: Res<Rules>,
    ai: Res<Ai>,
    hint: Res<Hint>,
    time: Res<Time<Real>>,
    sel: Res<Selection>,
    toast: Res<Toast>,
    mut settings: ResMut<ViewSettings>,
    mut promotions: MessageWriter<PromotionChosen>,
    mut camera: MessageWriter<CameraCommand>,
    mut new_game: MessageWriter<NewGame>,
    mut decide: Decisions,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let game = rules.game();
    let session = &rules.session;
    let panel = egui::Frame::window(&ctx.global_style())
        .fill(egui::Color32::from_black_alpha(190))
        .inner_margin(10.0);

    egui::Window::new("status")
        .title_bar(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_TOP, [12.0, 12.0])
        .frame(panel)
        .show(ctx, |ui| {
            let mut status = session.status_line();
            if ai.busy() == Some(Purpose::Move) {
                status.push_str(" — thinking…");
            }
            ui.label(egui::RichText::new(status).size(20.0).strong());
            if session.clock().is_timed() {
                let t = now(&time);
                for side in [shakmaty::Color::White, shakmaty::Color::Black] {
                    let left = session.clock().remaining(side, t);
                    let running = session.clock().running() == Some(side);
                    let text = format!(
                        "{} {}  {}",
                        if running { "▶" } else { "  " },
                        gambit_engine::clock::format_clock(left),
                        color_name(side),
                    );
                    ui.label(egui::RichText::new(text).size(18.0).monospace());
                }
            }
            if let Some(san) = game.san(game.moves().len().wrapping_sub(1)) {
                let n = game.moves().len();
                let number = game.start_position().fullmoves().get() as usize + (n - 1) / 2;
                let dots =
                    if (n % 2 == 1) == (game.start_position().turn() == shakmaty::Color::White) {
                        "."
                    } else {
                        "..."
                    };
                ui.label(format!("Last move: {number}{dots} {san}"));
            }
            if let Some((from, to)) = hint.0 {
                ui.label(format!("Hint: {from} → {to}"));
            }
            ui.add_space(4.0);
            let controls = session.controls();
            // Against the computer the human decides; at a shared board, the side to move.
            let me = session.human_color().unwrap_or(game.turn());
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(controls.take_back, egui::Button::new("Take back"))
                    .clicked()
                {
                    decide.take_back.write(TakeBack);
                }
                let thinking = ai.busy().is_some();
                if ui
                    .add_enabled(controls.hint && !thinking, egui::Button::new("Hint"))
                    .clicked()
                {
                    decide.hint.write(HintRequested);
                }
                if ui
                    .add_enabled(controls.offer_draw, egui::Button::new("Offer draw"))
                    .clicked()
                {
                    decide.offer.write(DrawOffered { by: me });
                }
                if ui
                    .add_enabled(controls.resign, egui::Button::new("Resign"))
                    .clicked()
                {
                    decide.resign.write(Resign { by: me });
                }
            });
            for claim in &controls.claim {
                let label = match claim {
                    gambit_engine::DrawClaim::ThreefoldRepetition => {
                        "Claim draw (threefold repetition)"
                    }
                    gambit_engine::DrawClaim::FiftyMoves => "Claim draw (50-move rule)",
                };
                if ui.button(label).clicked() {
                    decide.claim.write(ClaimDraw {
                        claim: *claim,
                        with_move: None,
                    });
                }
            }
            // A standing offer at a shared board: the player to move answers it.
            if let Some(by) = game.draw_offer()
                && session.player(!by).is_human()
                && !game.is_over()
            {
                ui.horizontal(|ui| {
                    ui.label(format!("{} offers a draw:", color_name(by)));
                    if ui.button("Accept").clicked() {
                        decide.answer.write(DrawAnswered { accepted: true });
                    }
                    if ui.button("Decline").clicked() {
                        decide.answer.write(DrawAnswered { accepted: false });
                    }
                });
            }
            ui.horizontal(|ui| {
                if ui.button("Flip (F)").clicked() {
                    camera.write(CameraCommand::Flip);
                }
                if ui.button("Reset view (R)").clicked() {
                    camera.write(CameraCommand::Reset);
                }
                if ui.button("New game (Ctrl+N)").clicked() {
                    new_game.write(NewGame(Game::new()));
                }
            });
            ui.checkbox(
                &mut settings.auto_rotate,
                "Turn board to the side to move (T)",
            );
        });

    if let Some(text) = &toast.text {
        egui::Window::new("refused")
            .title_bar(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -24.0])
            .frame(panel.fill(egui::Color32::from_rgba_unmultiplied(110, 20, 15, 225)))
            .show(ctx, |ui| {
                ui.label(
                    egui::RichText::new(text)
                        .size(18.0)
                        .color(egui::Color32::WHITE),
                );
            });
    }

    if sel.promotion.is_some() {
        egui::Window::new("Promote to")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    for (role, label) in [
                        (Role::Queen, "Queen (Q)"),
                        (Role::Rook, "Rook (R)"),
                        (Role::Bishop, "Bishop (B)"),
                        (Role::Knight, "Knight (N)"),
                    ] {
                        let button = egui::Button::new(egui::RichText::new(label).size(18.0));
                        if ui.add(button).clicked() {
                            promotions.write(PromotionChosen(Some(role)));
                        }
                    }
                });
                if ui.button("Cancel (Esc)").clicked() {
                    promotions.write(PromotionChosen(None));
                }
            });
    }

    if let Some(ending) = game.ending() {
        // Above the board's far edge, so the final position stays visible.
        egui::Window::new("game over")
            .title_bar(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_TOP, [0.0, 8.0])
            .frame(
                panel
                    .fill(egui::Color32::from_rgba_unmultiplied(20, 16, 12, 235))
                    .inner_margin(12.0),
            )
            .show(ctx, |ui| {
                ui.vertical_centered(|ui| {
                    ui.add(
                        egui::Label::new(
                            egui::RichText::new(ending.to_string())
                                .size(30.0)
                                .strong()
                                .color(egui::Color32::from_rgb(240, 200, 110)),
                        )
                        .wrap_mode(egui::TextWrapMode::Extend),
                    );
                    ui.horizontal(|ui| {
                        ui.label(egui::RichText::new(game.result_str()).size(18.0));
                        if ui.button("New game (N)").clicked() {
                            new_game.write(NewGame(Game::new()));
                        }
                    });
                });
            });
    }
    Ok(())
}
