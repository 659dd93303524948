//! The Learn panel: the lessons with their stars, and the open exercise: its
//! instruction, why a try was refused, the praise and stars when it is solved.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{LearnCommand, LearnProgress, Learning, Lessons};
use crate::{
    game::tries::Said,
    mode::Mode,
    ui::{
        modes::{mode_bar, side_panel},
        words::wrong_try,
    },
};

pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.run_if(in_state(Mode::Learn)));
}

const GOLD: egui::Color32 = egui::Color32::from_rgb(240, 200, 40);
const WRONG: egui::Color32 = egui::Color32::from_rgb(240, 130, 90);

/// `won` of `of` stars, filled then hollow.
fn stars(won: u32, of: u32) -> String {
    (0..of).map(|i| if i < won { '★' } else { '☆' }).collect()
}

fn draw(
    mut contexts: EguiContexts,
    mode: Res<State<Mode>>,
    mut next: ResMut<NextState<Mode>>,
    lessons: Res<Lessons>,
    progress: Res<LearnProgress>,
    learning: Res<Learning>,
    mut commands: MessageWriter<LearnCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    side_panel(ctx, |ui| {
        mode_bar(ui, *mode.get(), &mut next);
        if let Some(error) = &lessons.error {
            ui.heading("Learn");
            ui.colored_label(WRONG, format!("The lessons could not be read: {error}"));
            return;
        }
        let mut ask = |c: LearnCommand| {
            commands.write(c);
        };
        match learning
            .lesson
            .and_then(|i| lessons.list.get(i).map(|l| (i, l)))
        {
            None => list(ui, &lessons, &progress, &mut ask),
            Some((i, lesson)) => exercise(ui, i, lesson, &lessons, &learning, &progress, &mut ask),
        }
    });
    Ok(())
}

fn list(
    ui: &mut egui::Ui,
    lessons: &Lessons,
    progress: &LearnProgress,
    ask: &mut impl FnMut(LearnCommand),
) {
    ui.heading("Learn to play");
    ui.label("Short lessons on this board, from how each piece moves to checkmate. Start at the top, or open any lesson.");
    ui.add_space(6.0);
    egui::ScrollArea::vertical()
        .max_height(ui.available_height() - 40.0)
        .show(ui, |ui| {
            for (i, lesson) in lessons.list.iter().enumerate() {
                let count = lesson.exercises.len() as u32;
                let won = progress.progress.lesson_stars(&lesson.id);
                ui.horizontal(|ui| {
                    if ui
                        .button(format!("{:>2}. {}", i + 1, lesson.title))
                        .clicked()
                    {
                        ask(LearnCommand::Open(i));
                    }
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        ui.colored_label(GOLD, format!("★ {won}/{}", 3 * count));
                    });
                });
            }
        });
    ui.add_space(6.0);
    if ui.button("Play a game against Gentle").clicked() {
        ask(LearnCommand::PlayGentle);
    }
}

fn exercise(
    ui: &mut egui::Ui,
    index: usize,
    lesson: &gambit_engine::learn::Lesson,
    lessons: &Lessons,
    learning: &Learning,
    progress: &LearnProgress,
    ask: &mut impl FnMut(LearnCommand),
) {
    let count = lesson.exercises.len();
    ui.heading(format!("{}. {}", index + 1, lesson.title));
    if learning.finished {
        let won = progress.progress.lesson_stars(&lesson.id);
        ui.add_space(6.0);
        ui.label(egui::RichText::new("Lesson done!").size(20.0).color(GOLD));
        ui.colored_label(GOLD, format!("{won} of {} stars", 3 * count));
        ui.add_space(8.0);
        match lessons.list.get(index + 1) {
            Some(next) => {
                if ui.button(format!("Next lesson: {}", next.title)).clicked() {
                    ask(LearnCommand::Open(index + 1));
                }
            }
            None => {
                ui.label("You know the rules! Try them in a real game: Gentle is a kind opponent, and the coach will help.");
                if ui.button("Play a game against Gentle").clicked() {
                    ask(LearnCommand::PlayGentle);
                }
            }
        }
        if ui.button("All lessons").clicked() {
            ask(LearnCommand::List);
        }
        return;
    }
    let Some(ex) = lesson.exercises.get(learning.exercise) else {
        return;
    };
    ui.label(format!("Exercise {} of {count}", learning.exercise + 1));
    if learning.exercise == 0 && !lesson.intro.is_empty() {
        ui.add_space(4.0);
        ui.label(egui::RichText::new(&lesson.intro).italics());
    }
    ui.add_space(8.0);
    ui.label(egui::RichText::new(&ex.instruction).size(17.0));
    ui.add_space(8.0);
    let solved = match &learning.said {
        Said::Nothing => false,
        Said::Wrong(why) => {
            ui.label(egui::RichText::new(wrong_try(why)).size(16.0).color(WRONG));
            false
        }
        Said::Solved { stars: won, .. } => {
            ui.label(egui::RichText::new(&ex.praise).size(17.0).color(GOLD));
            ui.label(
                egui::RichText::new(stars(*won as u32, 3))
                    .size(26.0)
                    .color(GOLD),
            );
            true
        }
    };
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        let last = learning.exercise + 1 == count;
        if solved {
            let label = if last {
                "Finish the lesson"
            } else {
                "Next exercise"
            };
            if ui.button(label).clicked() {
                ask(LearnCommand::Next);
            }
        }
        if !solved && ui.button("Show me").clicked() {
            ask(LearnCommand::ShowMe);
        }
        if ui.button("Start again").clicked() {
            ask(LearnCommand::Retry);
        }
        if !solved && ui.button("Skip").clicked() {
            ask(LearnCommand::Next);
        }
    });
    ui.add_space(12.0);
    let best = progress.progress.stars(&lesson.id, learning.exercise);
    if best > 0 && !solved {
        ui.colored_label(GOLD, format!("Best here: {}", stars(best as u32, 3)));
    }
    if ui.button("All lessons").clicked() {
        ask(LearnCommand::List);
    }
}
