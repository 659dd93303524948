//! The side panel's frame and its mode bar (Play, Learn, Puzzles, Edit), which every
//! mode's panel starts with, and the panel of the modes not built yet, which says so.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::mode::Mode;

/// Width of the side panel in logical pixels.
pub const PANEL_WIDTH: f32 = 310.0;

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        not_yet_panel.run_if(not(in_state(Mode::Play))),
    );
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

/// One button a mode; the current one is marked. Choosing another switches at the next
/// frame (Bevy applies state changes between frames).
pub fn mode_bar(ui: &mut egui::Ui, current: Mode, next: &mut NextState<Mode>) {
    ui.horizontal(|ui| {
        for mode in Mode::ALL {
            if ui.selectable_label(mode == current, mode.label()).clicked() && mode != current {
                next.set(mode);
            }
        }
    });
    ui.separator();
}

/// What the modes to come will hold, in the words of their panel.
fn coming(mode: Mode) -> &'static str {
    match mode {
        Mode::Learn => {
            "Lessons that teach the rules on this board, from how each piece moves to \
             checkmate, are being written."
        }
        Mode::Puzzles => "Puzzles made from the mistakes in your own games are being built.",
        Mode::Edit => "Setting up any position on the board is being built.",
        Mode::Play => "",
    }
}

fn not_yet_panel(
    mut contexts: EguiContexts,
    mode: Res<State<Mode>>,
    mut next: ResMut<NextState<Mode>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let current = *mode.get();
    side_panel(ctx, |ui| {
        mode_bar(ui, current, &mut next);
        ui.heading(current.label());
        ui.label("Not in this version yet.");
        ui.add_space(6.0);
        ui.label(coming(current));
        ui.add_space(6.0);
        ui.label("Your game waits, paused, under Play.");
        if ui.button("Back to the game").clicked() {
            next.set(Mode::Play);
        }
    });
    Ok(())
}
