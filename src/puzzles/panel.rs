//! The Puzzles panel: the player's rating and what is due, the puzzle on the board
//! (whose move, what to look for, where it comes from), why a try was refused, the
//! stars when it is solved; Hint, Show solution, Start again, Next.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gambit_engine::{
    puzzle::record::{Record, theme_words},
    rules::color_name,
};
use shakmaty::Color;

use super::{PuzzleCommand, PuzzleSet, PuzzleTraining, Solving, end_of_today, harvest::Harvest};
use crate::{
    game::tries::Said,
    mode::Mode,
    ui::{
        modes::{mode_bar, side_panel},
        words::wrong_try,
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
        ui.heading("Puzzles");
        let t = &training.training;
        ui.label(format!(
            "Your puzzle rating: {} (±{})",
            t.rating(),
            t.deviation()
        ));
        ui.label(format!(
            "Due today: {}   From your games: {}   Built in: {}",
            t.due_count(&set.0, end_of_today()),
            t.mine().len(),
            set.0.len()
        ));
        if harvest.is_some_and(|h| h.pending() > 0) {
            ui.label(egui::RichText::new("Looking through your last game for puzzles…").color(DIM));
        }
        ui.add_space(8.0);
        let mut ask = |c: PuzzleCommand| {
            commands.write(c);
        };
        match &solving.puzzle {
            Some(record) => puzzle(ui, record, &solving, &mut ask),
            None => {
                ui.label("No puzzle is waiting: you have tried them all and none is due again yet. Come back tomorrow, or play a game: its mistakes become new puzzles.");
                if ui.button("Look again").clicked() {
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
    ui.label(egui::RichText::new(format!("{} to move", color_name(side))).size(17.0));
    match (record.played_san(), &record.source) {
        (Some(played), Some(source)) => {
            ui.label(egui::RichText::new("Find the better move").size(17.0));
            ui.label(
                egui::RichText::new(format!("{source}: you played {played} here.")).color(DIM),
            );
            // "Stockfish 15.1, 1,500,000 nodes": the engine is what a player wants to know.
            if let Some(by) = record
                .confirmed_by
                .as_deref()
                .and_then(|b| b.split(',').next())
            {
                ui.label(egui::RichText::new(format!("Checked by {by}.")).color(DIM));
            }
        }
        _ => {
            ui.label(egui::RichText::new(theme_words(&record.theme)).size(17.0));
            if let Some(rating) = record.rating {
                ui.label(
                    egui::RichText::new(format!("Puzzle {} · rated {rating}", record.id))
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
            let praise = match stars {
                3 => "Solved at the first try!",
                2 => "Solved, with a hint.",
                _ => "Solved. It comes back tomorrow, to make it stick.",
            };
            ui.label(egui::RichText::new(praise).size(17.0).color(GOLD));
            let star_text: String = (0..3).map(|i| if i < *stars { '★' } else { '☆' }).collect();
            ui.label(egui::RichText::new(star_text).size(26.0).color(GOLD));
            if *change != 0 {
                ui.label(format!("Rating {change:+}"));
            }
            true
        }
    };
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if !solved {
            if ui.button("Hint").clicked() {
                ask(PuzzleCommand::Hint);
            }
            if ui.button("Show solution").clicked() {
                ask(PuzzleCommand::ShowSolution);
            }
        }
        if ui.button("Start again").clicked() {
            ask(PuzzleCommand::Retry);
        }
    });
    let next = if solved {
        "Next puzzle"
    } else {
        "Skip (counts as missed)"
    };
    if ui.button(next).clicked() {
        ask(PuzzleCommand::Next);
    }
}
