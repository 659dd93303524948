//! The Puzzles panel: the player's rating and what is due, the puzzle on the board
//! (whose move, what to look for, where it comes from), why a try was refused, the
//! stars when it is solved; Hint, Show solution, Start again, Next.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gambit_engine::puzzle::record::Record;
use shakmaty::Color;

use super::{PuzzleCommand, PuzzleSet, PuzzleTraining, Solving, end_of_today, harvest::Harvest};
use crate::{
    game::tries::Said,
    mode::Mode,
    ui::{
        catalogue::{tr, tr_with},
        modes::{mode_bar, side_panel},
        words::{color_word, notation::shown as shown_san, puzzle_source, wrong_try},
    },
};

pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.run_if(in_state(Mode::Puzzles)));
}

const GOLD: egui::Color32 = egui::Color32::from_rgb(240, 200, 40);
const WRONG: egui::Color32 = egui::Color32::from_rgb(240, 130, 90);
const DIM: egui::Color32 = egui::Color32::from_rgb(170, 160, 150);

#[allow(clippy::too_many_arguments)]
fn draw(
    mut contexts: EguiContexts,
    mode: Res<State<Mode>>,
    mut next: ResMut<NextState<Mode>>,
    set: Res<PuzzleSet>,
    training: Res<PuzzleTraining>,
    solving: Res<Solving>,
    harvest: Option<Res<Harvest>>,
    mut commands: MessageWriter<PuzzleCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    side_panel(ctx, |ui| {
        mode_bar(ui, *mode.get(), &mut next);
        ui.heading(tr("puzzles-title"));
        let t = &training.training;
        // Numbers as the game shows them, not as Fluent would format them.
        let args = [
            ("rating", t.rating().to_string().into()),
            ("deviation", t.deviation().to_string().into()),
        ];
        ui.label(tr_with("puzzles-rating", &args));
        let args = [
            (
                "due",
                t.due_count(&set.0, end_of_today()).to_string().into(),
            ),
            ("mine", t.mine().len().to_string().into()),
            ("shipped", set.0.len().to_string().into()),
        ];
        ui.label(tr_with("puzzles-counts", &args));
        if harvest.is_some_and(|h| h.pending() > 0) {
            ui.label(egui::RichText::new(tr("puzzles-harvesting")).color(DIM));
        }
        ui.add_space(8.0);
        let mut ask = |c: PuzzleCommand| {
            commands.write(c);
        };
        match &solving.puzzle {
            Some(record) => puzzle(ui, record, &solving, &mut ask),
            None => {
                ui.label(tr("puzzles-none-waiting"));
                if ui.button(tr("puzzles-look-again")).clicked() {
                    ask(PuzzleCommand::Next);
                }
            }
        }
    });
    Ok(())
}

fn puzzle(
    ui: &mut egui::Ui,
    record: &Record,
    solving: &Solving,
    ask: &mut impl FnMut(PuzzleCommand),
) {
    let side = record.player().unwrap_or(Color::White);
    ui.label(
        egui::RichText::new(tr_with(
            "puzzles-to-move",
            &[("color", color_word(side).into())],
        ))
        .size(17.0),
    );
    match (record.played_san(), puzzle_source(record)) {
        (Some(played), Some(source)) => {
            ui.label(egui::RichText::new(tr("puzzles-find-better")).size(17.0));
            let args = [
                ("source", source.into()),
                ("played", shown_san(&played).into()),
            ];
            ui.label(egui::RichText::new(tr_with("puzzles-you-played", &args)).color(DIM));
            // "Stockfish 15.1, 1,500,000 nodes": the engine is what a player wants to know.
            if let Some(by) = record
                .confirmed_by
                .as_deref()
                .and_then(|b| b.split(',').next())
            {
                let text = tr_with("puzzles-checked-by", &[("engine", by.into())]);
                ui.label(egui::RichText::new(text).color(DIM));
            }
        }
        _ => {
            ui.label(egui::RichText::new(crate::ui::words::theme(&record.theme)).size(17.0));
            if let Some(rating) = record.rating {
                ui.label(
                    egui::RichText::new(tr_with(
                        "puzzles-id-rated",
                        &[
                            ("id", record.id.to_string().into()),
                            ("rating", rating.to_string().into()),
                        ],
                    ))
                    .color(DIM),
                );
            }
        }
    }
    ui.add_space(8.0);
    let solved = match &solving.said {
        Said::Nothing => false,
        Said::Wrong(why) => {
            ui.label(egui::RichText::new(wrong_try(why)).size(16.0).color(WRONG));
            false
        }
        Said::Solved { stars, change } => {
            let praise = tr(match stars {
                3 => "puzzles-solved-first-try",
                2 => "puzzles-solved-with-hint",
                _ => "puzzles-solved-comes-back",
            });
            ui.label(egui::RichText::new(praise).size(17.0).color(GOLD));
            let star_text: String = (0..3).map(|i| if i < *stars { '★' } else { '☆' }).collect();
            ui.label(egui::RichText::new(star_text).size(26.0).color(GOLD));
            if *change != 0 {
                let change = format!("{change:+}").into();
                ui.label(tr_with("puzzles-rating-change", &[("change", change)]));
            }
            true
        }
    };
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if !solved {
            if ui.button(tr("puzzles-hint")).clicked() {
                ask(PuzzleCommand::Hint);
            }
            if ui.button(tr("puzzles-show-solution")).clicked() {
                ask(PuzzleCommand::ShowSolution);
            }
        }
        if ui.button(tr("puzzles-start-again")).clicked() {
            ask(PuzzleCommand::Retry);
        }
    });
    let next = if solved {
        "puzzles-next"
    } else {
        "puzzles-skip"
    };
    if ui.button(tr(next)).clicked() {
        ask(PuzzleCommand::Next);
    }
}
