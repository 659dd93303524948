//! The side panel's move list: numbered in pairs, the review's marks in their colours, a
//! click shows that position; the opening's name and the review's section above it.

use bevy::prelude::*;
use bevy_egui::egui;
use gambit_engine::panel::move_rows;

use crate::{
    game::browse::{BrowseCommand, Browsing},
    game::current::CurrentGame,
    game::review::{GameReview, ReviewCommand},
    play::review::{ExportNote, mark_color, review_section},
    ui::catalogue::tr,
    ui::words::notation::shown as shown_san,
};

/// The move list's height when the whole panel scrolls.
const CRAMPED_MOVES: f32 = 240.0;

/// The move list, numbered in pairs (a click shows that position), the opening's name and
/// the review's section.
pub(super) fn move_list(
    ui: &mut egui::Ui,
    current: &CurrentGame,
    browsing: &Res<Browsing>,
    shown: usize,
    (game_review, note): (&GameReview, &mut ExportNote),
    (browse, review): (
        &mut MessageWriter<BrowseCommand>,
        &mut MessageWriter<ReviewCommand>,
    ),
    cramped: bool,
) {
    let game = current.game();
    let len = game.moves().len();
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(tr("panel-moves")).strong());
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            for (label, command, enabled) in [
                ("⏭", BrowseCommand::Last, shown < len),
                ("▶", BrowseCommand::Forward, shown < len),
                ("◀", BrowseCommand::Back, shown > 0),
                ("⏮", BrowseCommand::First, shown > 0),
            ] {
                if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
                    browse.write(command);
                }
            }
        });
    });
    // The opening the moves have reached, by position (transpositions too).
    if let Some(opening) = gambit_engine::openings::name_for(game) {
        ui.label(egui::RichText::new(opening.to_string()).weak());
    }
    if game_review.is_open() {
        ui.separator();
        review_section(ui, game_review, current, shown, note, review, browse);
        ui.separator();
    }
    let list = if cramped {
        // Inside the panel's own scrolling: a height of its own, not the rest of the window.
        egui::ScrollArea::vertical()
            .auto_shrink([false, true])
            .min_scrolled_height(CRAMPED_MOVES)
            .max_height(CRAMPED_MOVES)
    } else {
        egui::ScrollArea::vertical().auto_shrink([false, false])
    };
    list.stick_to_bottom(browsing.0.is_none()).show(ui, |ui| {
        egui::Grid::new("moves")
            .num_columns(3)
            .striped(true)
            .min_col_width(30.0)
            .show(ui, |ui| {
                for row in move_rows(game) {
                    ui.label(egui::RichText::new(format!("{}.", row.number)).weak());
                    for half in [&row.white, &row.black] {
                        match half {
                            Some((ply, san)) => {
                                let san = shown_san(san);
                                // `shown` plies played: the move with index shown-1.
                                let is_shown = shown == ply + 1;
                                // The review's mark (?!, ?, ??) in its colour.
                                let judged = game_review
                                    .of_move(*ply)
                                    .and_then(|r| Some((r.judgement.symbol()?, r.judgement)));
                                let text = match judged {
                                    Some((mark, j)) => egui::RichText::new(format!("{san}{mark}"))
                                        .color(mark_color(j)),
                                    None => egui::RichText::new(san),
                                }
                                .size(15.0);
                                let r = ui.selectable_label(is_shown, text);
                                if is_shown && browsing.is_changed() {
                                    r.scroll_to_me(None);
                                }
                                if r.clicked() {
                                    browse.write(BrowseCommand::Show(ply + 1));
                                }
                            }
                            None => {
                                ui.label("…");
                            }
                        }
                    }
                    ui.end_row();
                }
            });
        if game.is_over() {
            ui.label(egui::RichText::new(game.result_str()).strong());
        }
    });
}
