//! The side panel's frame and its mode bar (Play, Learn, Puzzles, Edit), which every
//! mode's panel starts with.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::catalogue::tr;
use super::scale::{self, UiSettings};
use crate::{board::camera::ViewInset, mode::Mode};

/// Width of the side panel in logical pixels.
pub const PANEL_WIDTH: f32 = 310.0;

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, scale::launch)
        .add_systems(EguiPrimaryContextPass, apply_ui_scale)
        // The game's panel sets it itself (and can be hidden for screenshots).
        .add_systems(
            Update,
            frame_board_beside_panel
                .in_set(crate::AppSystems::View)
                .run_if(not(in_state(Mode::Play))),
        );
}

/// The board is framed in the space the panel leaves (a window started in another mode
/// than Play framed it under the panel).
fn frame_board_beside_panel(
    mut inset: ResMut<ViewInset>,
    settings: Res<UiSettings>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    keep_inset(&mut inset, &settings, &mut redraw);
}

/// The panel's width in window pixels at the UI scale.
pub fn panel_pixels(settings: &UiSettings) -> f32 {
    PANEL_WIDTH * settings.ui_scale()
}

/// Sets the board's inset to the panel's width when it differs.
pub fn keep_inset(
    inset: &mut ResMut<ViewInset>,
    settings: &UiSettings,
    redraw: &mut MessageWriter<bevy::window::RequestRedraw>,
) {
    let width = panel_pixels(settings);
    if (inset.right - width).abs() > 0.5 {
        inset.right = width;
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// Applies the UI scale to egui (every panel, dialog and notice).
fn apply_ui_scale(mut contexts: EguiContexts, settings: Res<UiSettings>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let scale = settings.ui_scale();
    if (ctx.zoom_factor() - scale).abs() > 0.001 {
        ctx.set_zoom_factor(scale);
    }
    Ok(())
}

/// The right-hand column every mode draws its panel in. An Area (not a root-Ui panel) so
/// egui reports the pointer over it and the board behind it gets no clicks; background
/// order keeps dialogs above it.
pub fn side_panel(ctx: &egui::Context, add: impl FnOnce(&mut egui::Ui)) {
    let screen = ctx.viewport_rect();
    let rect = egui::Rect::from_min_max(
        egui::pos2(screen.right() - PANEL_WIDTH, screen.top()),
        screen.right_bottom(),
    );
    egui::Area::new(egui::Id::new("side panel"))
        .order(egui::Order::Background)
        .fixed_pos(rect.min)
        .movable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgb(28, 24, 21))
                .inner_margin(12.0)
                .show(ui, |ui| {
                    ui.set_width(rect.width() - 24.0);
                    ui.set_height(rect.height() - 24.0);
                    add(ui);
                });
        });
}

/// A small window (the coach's question, the game-over box) placed over the top of the
/// panel, below the mode bar, so it covers no square of the board.
pub fn over_panel(window: egui::Window<'_>) -> egui::Window<'_> {
    window
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_TOP, [-10.0, 40.0])
        .max_width(PANEL_WIDTH - 44.0)
}

/// A dialog's contents, scrolling when taller than the window (a large text size), so
/// its title and its buttons stay in reach; as small as its contents otherwise.
pub fn scrolled<R>(
    ctx: &egui::Context,
    ui: &mut egui::Ui,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let room = ctx.content_rect().height() - 120.0;
    egui::ScrollArea::vertical()
        .max_height(room.max(120.0))
        .show(ui, add)
        .inner
}

/// One button a mode; the current one is marked. Choosing another switches at the next
/// frame (Bevy applies state changes between frames).
pub fn mode_bar(ui: &mut egui::Ui, current: Mode, next: &mut NextState<Mode>) {
    ui.horizontal(|ui| {
        for mode in Mode::ALL {
            let name = tr(match mode {
                Mode::Play => "mode-play",
                Mode::Learn => "mode-learn",
                Mode::Puzzles => "mode-puzzles",
                Mode::Edit => "mode-edit",
            });
            if ui.selectable_label(mode == current, name).clicked() && mode != current {
                next.set(mode);
            }
        }
    });
    ui.separator();
}
