//! Overlays on the board: the reason for a refused move or other news (a toast), the
//! promotion chooser and the claim-by-announced-move prompt (`redraw` keeps the reactive
//! window awake while a toast or a clock needs it). The side panel and dialogs are
//! elsewhere.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};
use gambit_engine::DrawClaim;
use shakmaty::Role;

use crate::{
    AppSystems,
    game::selection::{CancelSelection, PromotionChosen, Selection},
    game::{
        current::CurrentGame,
        messages::{
            ClaimDraw, DrawOfferAnswered, DrawOffered, GameEnded, MoveRejected, MoveRequested,
            RequestRefused,
        },
        referee::BoardMove,
    },
    save::persistence::Persistence,
    ui::{
        catalogue::{tr, tr_with},
        words,
    },
};

/// How long a refused move's reason stays up.
const TOAST_SECONDS: f64 = 5.0;

/// What a notice is, so each kind has its own look (colour and sign), in both views.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum NoticeKind {
    /// News: a draw offer made or answered, the game saved again.
    Info,
    /// The coach's words: a hint explained, what the opponent threatens.
    Advice,
    /// Something went wrong that the game works around: a save retried, an engine
    /// replaced.
    Warning,
    /// A request refused: a move against the rules, a claim that isn't possible.
    #[default]
    Error,
}

impl NoticeKind {
    /// The box's colour: blue, green, amber, red.
    pub fn fill(self) -> egui::Color32 {
        match self {
            NoticeKind::Info => egui::Color32::from_rgba_unmultiplied(25, 55, 100, 230),
            NoticeKind::Advice => egui::Color32::from_rgba_unmultiplied(20, 80, 45, 230),
            NoticeKind::Warning => egui::Color32::from_rgba_unmultiplied(120, 80, 10, 230),
            NoticeKind::Error => egui::Color32::from_rgba_unmultiplied(110, 20, 15, 225),
        }
    }

    /// A sign before the words, so the kind shows without its colour too.
    pub fn sign(self) -> &'static str {
        match self {
            NoticeKind::Info => "ℹ",
            NoticeKind::Advice => "💡",
            NoticeKind::Warning => "⚠",
            NoticeKind::Error => "✖",
        }
    }
}

/// The last notice, shown for a few seconds.
#[derive(Resource, Debug, Default, Clone)]
pub struct Toast {
    pub text: Option<String>,
    pub until: f64,
    /// Refusals of a move disappear once a move is made.
    pub clear_on_move: bool,
    pub kind: NoticeKind,
}

impl Toast {
    /// Shows `text` until `until` (seconds of real time), or until the next move.
    pub fn show(&mut self, kind: NoticeKind, text: String, until: f64, clear_on_move: bool) {
        *self = Toast {
            text: Some(text),
            until,
            clear_on_move,
            kind,
        };
    }
}

pub fn plugin(app: &mut App) {
    if !app.is_plugin_added::<EguiPlugin>() {
        app.add_plugins(EguiPlugin::default());
    }
    // Glyphs new to egui's font atlas are written into its image in PostUpdate; if the
    // image's change is flushed before that write, the GPU copy lags a frame and the new
    // glyphs draw blank ("▶ u e (Black)") for a frame, a whole second on a software
    // renderer. Write first, then flush.
    app.configure_sets(
        PostUpdate,
        bevy_egui::EguiPostUpdateSet::PostProcessOutput.before(bevy::asset::AssetEventSystems),
    );
    app.init_resource::<Toast>()
        .add_systems(
            Update,
            (
                // Other modes say why in their own panel.
                collect_feedback.run_if(in_state(crate::mode::Mode::Play)),
                report_saving,
                report_looks,
                expire_toast,
            )
                .in_set(AppSystems::View),
        )
        .add_systems(EguiPrimaryContextPass, (slow_frame_clicks, draw).chain());
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn collect_feedback(
    mut rejected: MessageReader<MoveRejected>,
    mut applied: MessageReader<BoardMove>,
    mut refused: MessageReader<RequestRefused>,
    mut answers: MessageReader<DrawOfferAnswered>,
    mut offers: MessageReader<DrawOffered>,
    mut ended: MessageReader<GameEnded>,
    current: Res<CurrentGame>,
    mut toast: ResMut<Toast>,
    time: Res<Time<Real>>,
) {
    let until = time.elapsed_secs_f64() + TOAST_SECONDS;
    // A refused move's reason and the coach's words go away with the next move or the
    // game's end; news stays its time.
    let moved_on = applied.read().count() > 0 || ended.read().count() > 0;
    if moved_on && toast.clear_on_move && toast.text.is_some() {
        toast.text = None;
    }
    let mut show = |kind: NoticeKind, text: String, clear_on_move: bool| {
        info!("told the player: {text}");
        toast.show(kind, text, until, clear_on_move);
    };
    for r in refused.read() {
        show(NoticeKind::Error, words::refusal(&r.0), false);
    }
    for a in answers.read() {
        let id = if a.accepted {
            "hud-draw-accepted"
        } else {
            "hud-draw-declined"
        };
        show(NoticeKind::Info, tr(id), false);
    }
    for o in offers.read() {
        if current.session.player(!o.by).is_human() {
            show(
                NoticeKind::Info,
                tr_with(
                    "hud-draw-offered",
                    &[("color", words::color_word(o.by).into())],
                ),
                false,
            );
        }
    }
    if let Some(r) = rejected.read().last() {
        show(
            NoticeKind::Error,
            words::rejected_move(r.from, r.to, &r.reason),
            true,
        );
    }
}

/// egui times a click from the frame of the press to the frame of the release and takes
/// one held over 0.8 s for a long press, not a click. With a software renderer a frame
/// takes about a second, so an ordinary click on a button spans two frames and was lost.
fn slow_frame_clicks(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if !*done {
        contexts
            .ctx_mut()?
            .options_mut(|o| o.input_options.max_click_duration = 4.0);
        *done = true;
    }
    Ok(())
}

/// Saving trouble (a full disk, a read-only folder) is told, and so is its end; the game
/// goes on meanwhile and the writer keeps trying.
fn report_saving(
    persistence: Option<Res<Persistence>>,
    mut toast: ResMut<Toast>,
    time: Res<Time<Real>>,
    mut failing: Local<bool>,
) {
    let Some(persistence) = persistence else {
        return;
    };
    let health = persistence.health();
    if (health.failures > 0) == *failing {
        return;
    }
    *failing = health.failures > 0;
    let (kind, text) = match &health.error {
        Some(error) if *failing => (NoticeKind::Warning, crate::ui::words::save_error(error)),
        _ => (NoticeKind::Info, tr("hud-saved-again")),
    };
    toast.show(
        kind,
        text,
        time.elapsed_secs_f64() + 3.0 * TOAST_SECONDS,
        false,
    );
}

/// A theme, piece style or shader that couldn't be used: said as a warning, added to one
/// already showing (they come together at start-up).
fn report_looks(
    mut notices: MessageReader<crate::board::LookNotice>,
    mut toast: ResMut<Toast>,
    time: Res<Time<Real>>,
) {
    let now = time.elapsed_secs_f64();
    for notice in notices.read() {
        let text = crate::ui::words::look_notice(notice);
        let text = match &toast.text {
            Some(shown) if toast.kind == NoticeKind::Warning && toast.until > now => {
                format!("{shown} {text}")
            }
            _ => text,
        };
        toast.show(NoticeKind::Warning, text, now + 3.0 * TOAST_SECONDS, false);
    }
}

/// Takes the toast down once its time is up (`redraw::wake_rate` wakes the window for it).
fn expire_toast(mut toast: ResMut<Toast>, time: Res<Time<Real>>) {
    if toast.text.is_some() && time.elapsed_secs_f64() >= toast.until {
        toast.text = None;
    }
}

/// The overlay's answers to the claim prompt.
#[derive(bevy::ecs::system::SystemParam)]
struct Decisions<'w, 's> {
    claim: MessageWriter<'w, ClaimDraw>,
    requests: MessageWriter<'w, MoveRequested>,
    cancel: MessageWriter<'w, CancelSelection>,
    /// Enter claims (the first claim), Esc cancels.
    keys: MessageReader<'w, 's, super::dialog_keys::DialogKey>,
}

#[allow(clippy::too_many_arguments)]
fn draw(
    mut contexts: EguiContexts,
    sel: Res<Selection>,
    toast: Res<Toast>,
    mut promotions: MessageWriter<PromotionChosen>,
    mut decide: Decisions,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let panel = egui::Frame::window(&ctx.global_style())
        .fill(egui::Color32::from_black_alpha(190))
        .inner_margin(10.0);

    if let Some(text) = &toast.text {
        egui::Window::new("notice")
            .title_bar(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_BOTTOM, [-150.0, -24.0])
            .frame(panel.fill(toast.kind.fill()))
            .show(ctx, |ui| {
                ui.label(
                    egui::RichText::new(format!("{} {text}", toast.kind.sign()))
                        .size(18.0)
                        .color(egui::Color32::WHITE),
                );
            });
    }

    if sel.promotion.is_some() {
        // The message id is the window's id: the same window in any language.
        egui::Window::new(tr("hud-promote-title"))
            .id(egui::Id::new("hud-promote-title"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [-150.0, 0.0])
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    for (role, label) in [
                        (Role::Queen, "hud-promote-queen"),
                        (Role::Rook, "hud-promote-rook"),
                        (Role::Bishop, "hud-promote-bishop"),
                        (Role::Knight, "hud-promote-knight"),
                    ] {
                        let button = egui::Button::new(egui::RichText::new(tr(label)).size(18.0));
                        if ui.add(button).clicked() {
                            promotions.write(PromotionChosen(Some(role)));
                        }
                    }
                });
                if ui.button(tr("hud-promote-cancel")).clicked() {
                    promotions.write(PromotionChosen(None));
                }
            });
    }

    let keys = super::dialog_keys::DialogKeys::read(&mut decide.keys, ctx);
    if let Some(prompt) = &sel.claim_prompt {
        egui::Window::new(tr("hud-claim-title"))
            .id(egui::Id::new("hud-claim-title"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [-150.0, 0.0])
            .show(ctx, |ui| {
                let claims = prompt
                    .claims
                    .iter()
                    .map(|c| {
                        tr(match c {
                            DrawClaim::ThreefoldRepetition => "hud-claim-threefold",
                            DrawClaim::FiftyMoves => "hud-claim-fifty-moves",
                        })
                    })
                    .reduce(|a, b| tr_with("hud-claim-or", &[("a", a.into()), ("b", b.into())]))
                    .unwrap_or_default();
                ui.label(tr_with("hud-claim-prompt", &[("claims", claims.into())]));
                ui.horizontal(|ui| {
                    for (i, claim) in prompt.claims.iter().enumerate() {
                        if ui.button(tr("hud-claim-draw")).clicked() || (i == 0 && keys.confirm) {
                            decide.claim.write(ClaimDraw {
                                claim: *claim,
                                with_move: Some(prompt.mv),
                            });
                            decide.cancel.write(CancelSelection);
                        }
                    }
                    if ui.button(tr("hud-just-play")).clicked() {
                        decide.requests.write(prompt.request);
                        decide.cancel.write(CancelSelection);
                    }
                    if ui.button(tr("hud-claim-cancel")).clicked() || keys.close {
                        decide.cancel.write(CancelSelection);
                    }
                });
            });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use gambit_engine::{IllegalMove, session::Refusal};
    use shakmaty::{Color, Square};

    use super::*;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<CurrentGame>()
            .init_resource::<Toast>()
            .add_message::<MoveRejected>()
            .add_message::<BoardMove>()
            .add_message::<RequestRefused>()
            .add_message::<DrawOfferAnswered>()
            .add_message::<DrawOffered>()
            .add_message::<GameEnded>()
            .add_systems(Update, collect_feedback);
        app.update();
        app
    }

    /// Each notice has its kind: news is information, a refusal an error; the coach's
    /// words (advice) go when the game ends.
    #[test]
    fn notices_come_by_kind_and_advice_ends_with_the_game() {
        let mut app = app();
        app.world_mut().write_message(DrawOfferAnswered {
            by: Color::Black,
            accepted: false,
        });
        app.update();
        let toast = app.world().resource::<Toast>().clone();
        assert_eq!(toast.kind, NoticeKind::Info);
        assert_eq!(toast.text.as_deref(), Some("The draw offer was declined."));
        app.world_mut().write_message(MoveRejected {
            from: Square::E2,
            to: Square::E5,
            reason: IllegalMove::WrongWay,
        });
        app.update();
        assert_eq!(app.world().resource::<Toast>().kind, NoticeKind::Error);
        app.world_mut()
            .write_message(RequestRefused(Refusal::NothingToTakeBack));
        app.update();
        assert_eq!(app.world().resource::<Toast>().kind, NoticeKind::Error);
        app.world_mut().resource_mut::<Toast>().show(
            NoticeKind::Advice,
            "Black threatens to take the pawn on e4".into(),
            1e9,
            true,
        );
        app.world_mut()
            .write_message(GameEnded(gambit_engine::Ending::Resignation {
                loser: Color::White.into(),
            }));
        app.update();
        assert_eq!(app.world().resource::<Toast>().text, None);
        // Each kind looks different.
        let kinds = [
            NoticeKind::Info,
            NoticeKind::Advice,
            NoticeKind::Warning,
            NoticeKind::Error,
        ];
        for (i, a) in kinds.iter().enumerate() {
            for b in &kinds[i + 1..] {
                assert_ne!(a.fill(), b.fill());
                assert_ne!(a.sign(), b.sign());
            }
        }
    }
}
