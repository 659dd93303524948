//! The side panel: players and clocks, the status line, the buttons, the move list with
//! review (move_list.rs), captured material, and keyboard move entry (move_entry.rs). It
//! only draws and writes messages; what is enabled and what the status says come from the
//! rules core's plain functions. At a large text size it scrolls as a whole.

use bevy::{prelude::*, window::RequestRedraw};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gambit_engine::{
    DrawClaim,
    clock::format_clock,
    panel::{material, move_label},
    session::Session,
};
use shakmaty::{Color as Side, Role};

use crate::{
    board::camera::{CameraCommand, ViewInset, ViewSettings},
    board::quality::ProfileKnobs,
    board::settings::{BoardSettings, BoardView},
    game::ai::{Ai, HintRequested, Purpose},
    game::browse::{BrowseCommand, Browsing, shown_ply},
    game::judge::EngineSettings,
    game::review::{GameReview, ReviewCommand},
    game::{
        current::{CurrentGame, now},
        external::Engines,
        messages::{ClaimDraw, DrawAnswered, DrawOffered, MoveTyped, PauseRequested, TakeBack},
    },
    mode::Mode,
    play::dialogs::{Dialog, OpenDialog},
    play::move_entry::{MoveEntry, move_entry},
    play::move_list::move_list,
    play::players::{PlayersAction, player_label, players_row},
    play::review::ExportNote,
    ui::catalogue::{tr, tr_with},
    ui::modes::{mode_bar, side_panel},
    ui::words::{
        color_word,
        notation::{figurine, shown as shown_san},
    },
};

pub fn plugin(app: &mut App) {
    app.init_resource::<MoveEntry>()
        .add_systems(EguiPrimaryContextPass, draw.run_if(in_state(Mode::Play)));
}

/// Short names for captured pieces, strongest first.
fn pieces_text(roles: &[Role]) -> String {
    roles
        .iter()
        .map(|&r| figurine(r).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// What the panel shows of who plays: names, engines' failures (`play::players`).
#[derive(bevy::ecs::system::SystemParam)]
struct Who<'w> {
    engines: Res<'w, Engines>,
    engine_settings: Res<'w, EngineSettings>,
    ui_settings: Res<'w, crate::ui::scale::UiSettings>,
    game_review: Res<'w, GameReview>,
    note: ResMut<'w, ExportNote>,
}

/// The panel's messages.
#[derive(bevy::ecs::system::SystemParam)]
struct Out<'w> {
    game: crate::ui::keymap::GameRequests<'w>,
    answer: MessageWriter<'w, DrawAnswered>,
    typed: MessageWriter<'w, MoveTyped>,
    browse: MessageWriter<'w, BrowseCommand>,
    game_review: MessageWriter<'w, ReviewCommand>,
    camera: MessageWriter<'w, CameraCommand>,
    dialog: MessageWriter<'w, OpenDialog>,
    redraw: MessageWriter<'w, RequestRedraw>,
    mode: ResMut<'w, NextState<Mode>>,
    aids: ResMut<'w, crate::ui::keymap::KeyAids>,
}

const GOLD: egui::Color32 = egui::Color32::from_rgb(240, 200, 110);

/// The panel's height (points, below the mode bar) under which it scrolls as a whole:
/// players, buttons, the review and a dozen moves.
const ROOMY: f32 = 560.0;

#[allow(clippy::too_many_arguments)]
fn draw(
    mut contexts: EguiContexts,
    current: Res<CurrentGame>,
    browsing: Res<Browsing>,
    ai: Res<Ai>,
    time: Res<Time<Real>>,
    mut view: ResMut<ViewSettings>,
    mut board_settings: ResMut<BoardSettings>,
    mut inset: ResMut<ViewInset>,
    mut entry: ResMut<MoveEntry>,
    mut who: Who,
    knobs: Option<Res<ProfileKnobs>>,
    mut out: Out,
) -> Result {
    // A copy, so the settings are marked changed (and saved) only when the view changes.
    let mut board_view = board_settings.view;
    if knobs.is_some_and(|k| k.hides("panel")) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    side_panel(ctx, |ui| {
        mode_bar(ui, Mode::Play, &mut out.mode);
        let views = (&mut *view, &mut board_view);
        let who = (
            &*who.engine_settings,
            &*who.engines,
            &*who.game_review,
            &mut *who.note,
        );
        // A large text size in a small window: the panel scrolls as a whole, so the
        // review and the moves stay in reach below the buttons.
        let cramped = ui.available_height() < ROOMY;
        let contents = |ui: &mut egui::Ui| {
            panel_contents(
                ui, &current, &browsing, &ai, &time, views, &mut entry, who, &mut out, cramped,
            );
        };
        if cramped {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, contents);
        } else {
            contents(ui);
        }
    });
    if board_view != board_settings.view {
        board_settings.view = board_view;
    }
    crate::ui::modes::keep_inset(&mut inset, &who.ui_settings, &mut out.redraw);
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn panel_contents(
    ui: &mut egui::Ui,
    current: &CurrentGame,
    browsing: &Res<Browsing>,
    ai: &Ai,
    time: &Time<Real>,
    (view, board_view): (&mut ViewSettings, &mut BoardView),
    entry: &mut MoveEntry,
    (settings, engines, game_review, note): (
        &EngineSettings,
        &Engines,
        &GameReview,
        &mut ExportNote,
    ),
    out: &mut Out,
    cramped: bool,
) {
    let shown = shown_ply(current, browsing);
    players_section(ui, &current.session, shown, settings, now(time));
    ui.separator();
    status_section(ui, &current.session, ai, engines, browsing, out);
    ui.add_space(4.0);
    let game = current.game(); // A finished game can be reviewed after its dialog is closed.
    let reviewable = !game_review.is_open() && game.is_over() && !game.moves().is_empty();
    buttons_section(
        ui,
        &current.session,
        ai,
        (view, board_view),
        out,
        reviewable,
    );
    move_entry(ui, entry, &mut out.typed, &mut out.aids);
    ui.separator();
    move_list(
        ui,
        current,
        browsing,
        shown,
        (game_review, note),
        (&mut out.browse, &mut out.game_review),
        cramped,
    );
}

/// Players, clocks and what each has captured; the side to move is marked.
fn players_section(
    ui: &mut egui::Ui,
    session: &Session,
    shown: usize,
    settings: &EngineSettings,
    t: std::time::Duration,
) {
    let game = session.game();
    let human = session.human_color();
    let taken = material(game, shown);
    for side in [Side::Black, Side::White] {
        let to_move = !game.is_over() && game.turn() == side;
        ui.horizontal(|ui| {
            let name = format!(
                "{} {}",
                if to_move { "▶" } else { "  " },
                player_label(&session.player(side), human, settings)
            );
            let mut label = egui::RichText::new(name).size(17.0);
            if to_move {
                label = label.strong().color(GOLD);
            }
            ui.label(label);
            ui.label(
                egui::RichText::new(tr_with(
                    "panel-player-color",
                    &[("color", color_word(side).into())],
                ))
                .size(13.0)
                .weak(),
            );
            if session.clock().is_timed() {
                // A fixed box at the right edge, so the digits never shift or clip.
                let width = 92.0;
                ui.add_space((ui.available_width() - width).max(0.0));
                ui.allocate_ui_with_layout(
                    egui::vec2(width, 26.0),
                    egui::Layout::right_to_left(egui::Align::Center),
                    |ui| {
                        let left = session.clock().remaining(side, t);
                        let mut clock = egui::RichText::new(format_clock(left))
                            .size(20.0)
                            .monospace();
                        if session.clock().running() == Some(side) {
                            clock = clock.strong().color(if left.as_secs() < 10 {
                                egui::Color32::from_rgb(255, 110, 90)
                            } else {
                                egui::Color32::WHITE
                            });
                        }
                        ui.label(clock);
                    },
                );
            }
        });
        let (mine, lead) = match side {
            Side::White => (&taken.taken_by_white, taken.white_lead),
            Side::Black => (&taken.taken_by_black, -taken.white_lead),
        };
        let lead = if lead > 0 {
            format!("  +{lead}")
        } else {
            String::new()
        };
        ui.label(
            egui::RichText::new(format!("   {}{lead}", pieces_text(mine)))
                .monospace()
                .size(14.0),
        );
    }
}

/// The status line that always says what matters, the players' controls, browsing, and a
/// standing draw offer.
fn status_section(
    ui: &mut egui::Ui,
    session: &Session,
    ai: &Ai,
    engines: &Engines,
    browsing: &Browsing,
    out: &mut Out,
) {
    let game = session.game();
    let mut status = crate::ui::words::status_line(session);
    if ai.busy() == Some(Purpose::Move) {
        status = tr_with("panel-status-thinking", &[("status", status.into())]);
    }
    ui.label(egui::RichText::new(status).size(19.0).strong());
    match players_row(ui, session, engines) {
        Some(PlayersAction::Pause(on)) => {
            out.game.pause.write(PauseRequested(on));
        }
        Some(PlayersAction::ChangeOpponent) => {
            out.dialog.write(OpenDialog(Dialog::Opponent));
        }
        None => {}
    }
    if let Some(ply) = browsing.0 {
        ui.horizontal(|ui| {
            let at = match ply {
                0 => tr("panel-viewing-start"),
                p => tr_with(
                    "panel-viewing-move",
                    &[(
                        "move",
                        shown_san(&move_label(game, p - 1).unwrap_or_default()).into(),
                    )],
                ),
            };
            ui.label(
                egui::RichText::new(at)
                    .color(egui::Color32::from_rgb(130, 190, 255))
                    .strong(),
            );
            if ui.button(tr("panel-back-to-game")).clicked() {
                out.browse.write(BrowseCommand::Live);
            }
        });
    }
    // A standing offer at a shared board: the player to move answers it.
    if let Some(by) = game.draw_offer()
        && session.player(!by).is_human()
        && !game.is_over()
    {
        ui.horizontal(|ui| {
            ui.label(tr_with(
                "panel-draw-offered",
                &[("color", color_word(by).into())],
            ));
            if ui.button(tr("panel-accept-draw")).clicked() {
                out.answer.write(DrawAnswered { accepted: true });
            }
            if ui.button(tr("panel-decline-draw")).clicked() {
                out.answer.write(DrawAnswered { accepted: false });
            }
        });
    }
}

/// The buttons, the draw claims and the view's switches.
fn buttons_section(
    ui: &mut egui::Ui,
    session: &Session,
    ai: &Ai,
    (view, board_view): (&mut ViewSettings, &mut BoardView),
    out: &mut Out,
    reviewable: bool,
) {
    // The hover texts are the keys' names, as the keys overlay gives them.
    let controls = session.controls();
    let me = session.acting_side();
    let thinking = ai.busy().is_some();
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr("panel-new-game"))
            .on_hover_text(tr("keys-new-game-key"))
            .clicked()
        {
            out.dialog.write(OpenDialog(Dialog::NewGame));
        }
        let take_back = ui
            .add_enabled(controls.take_back, egui::Button::new(tr("panel-take-back")))
            .on_hover_text(tr("keys-take-back-key"));
        if take_back.clicked() {
            out.game.take_back.write(TakeBack);
        }
        let hint = ui
            .add_enabled(
                controls.hint && !thinking,
                egui::Button::new(tr("panel-hint")),
            )
            .on_hover_text(tr("keys-hint-key"));
        if hint.clicked() {
            out.game.hint.write(HintRequested);
        }
        let offer = ui
            .add_enabled(
                controls.offer_draw,
                egui::Button::new(tr("panel-offer-draw")),
            )
            .on_hover_text(tr("keys-draw-key"));
        if offer.clicked() {
            out.game.offer.write(DrawOffered { by: me });
        }
        let resign = ui
            .add_enabled(controls.resign, egui::Button::new(tr("panel-resign")))
            .on_hover_text(tr("keys-resign-key"));
        if resign.clicked() {
            out.dialog.write(OpenDialog(Dialog::ConfirmResign(me)));
        }
        if ui.button(tr("panel-flip-board")).clicked() {
            out.camera.write(CameraCommand::Flip);
        }
        if ui
            .button(tr("panel-settings"))
            .on_hover_text(tr("keys-settings-key"))
            .clicked()
        {
            out.dialog.write(OpenDialog(Dialog::Settings));
        }
        if ui
            .button(tr("panel-games"))
            .on_hover_text(tr("keys-games-key"))
            .clicked()
        {
            out.dialog.write(OpenDialog(Dialog::Games));
        }
        if reviewable && ui.button(tr("panel-review")).clicked() {
            out.game_review.write(ReviewCommand::Start);
            out.browse.write(BrowseCommand::First);
        }
    });
    for claim in &controls.claim {
        let label = tr(match claim {
            DrawClaim::ThreefoldRepetition => "panel-claim-threefold",
            DrawClaim::FiftyMoves => "panel-claim-fifty-moves",
        });
        if ui.button(label).clicked() {
            out.game.claim.write(ClaimDraw {
                claim: *claim,
                with_move: None,
            });
        }
    }
    ui.horizontal(|ui| {
        ui.checkbox(&mut view.auto_rotate, tr("panel-auto-rotate"));
        let other = tr(match board_view {
            BoardView::ThreeD => "panel-view-2d",
            BoardView::TwoD => "panel-view-3d",
        });
        if ui.button(other).clicked() {
            *board_view = board_view.toggled();
        }
    });
}
