//! Aids for playing without a mouse or without sight of the board: the status lines saying
//! the last move, a check and what the keyboard's cursor stands on (egui text, so a screen
//! reader reads them too), and the keys overlay (? or F1) listing every key from
//! `keymap::KEYS`.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::{
    game::{cursor::KeyCursor, referee::BoardReferee, selection::Selection},
    ui::{
        catalogue::tr,
        keymap::{KEYS, KeyAids},
        words::{board_news, square_news},
    },
};

pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (board_lines, keys_overlay));
}

/// The board's news (last move, check) and what the cursor stands on, once the keyboard
/// moved it, at the board's lower left.
fn board_lines(
    mut contexts: EguiContexts,
    cursor: Res<KeyCursor>,
    referee: BoardReferee,
    sel: Res<Selection>,
) -> Result {
    // A mode's suggestion from = to marks a lifted piece (the editor's hand).
    let picked = sel.from.or(referee.suggested().map(|(from, _)| from));
    let board = referee.board();
    let lines: Vec<String> = board_news(board, referee.last_move(), referee.check())
        .into_iter()
        .chain(
            cursor
                .0
                .map(|sq| square_news(board, sq, picked, &sel.targets)),
        )
        .collect();
    if lines.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("board lines"))
        .anchor(egui::Align2::LEFT_BOTTOM, [10.0, -10.0])
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_black_alpha(190))
                .inner_margin(6.0)
                .corner_radius(4.0)
                .show(ui, |ui| {
                    // One line each, as wide as the words.
                    for line in lines {
                        ui.add(egui::Label::new(egui::RichText::new(line).size(16.0)).extend());
                    }
                });
        });
    Ok(())
}

/// Every key, by what it works on; ? or F1 again (or Close) hides it.
fn keys_overlay(mut contexts: EguiContexts, mut aids: ResMut<KeyAids>) -> Result {
    if !aids.overlay {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    // The message id is the window's id: the same window in any language.
    egui::Window::new(tr("keys-title"))
        .id(egui::Id::new("keys-title"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::LEFT_TOP, [20.0, 20.0])
        .show(ctx, |ui| {
            super::modes::scrolled(ctx, ui, |ui| {
                for (group, keys) in KEYS {
                    ui.label(egui::RichText::new(tr(group)).strong());
                    egui::Grid::new(*group)
                        .num_columns(2)
                        .spacing([16.0, 2.0])
                        .show(ui, |ui| {
                            for (key, what) in *keys {
                                ui.label(egui::RichText::new(tr(key)).monospace());
                                ui.label(tr(what));
                                ui.end_row();
                            }
                        });
                    ui.add_space(6.0);
                }
                if ui.button(tr("keys-close")).clicked() {
                    aids.overlay = false;
                }
            });
        });
    if !open || ctx.input(|i| i.key_pressed(egui::Key::Escape)) {
        aids.overlay = false;
    }
    Ok(())
}
