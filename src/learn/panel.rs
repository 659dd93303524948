//! The Learn panel: the lessons with their stars, and the open exercise: its
//! instruction, why a try was refused, the praise and stars when it is solved.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gambit_engine::{learn::Group, referee::DrillState};

use super::{
    LearnCommand, LearnProgress, Learning, Lessons,
    drill::DrillClock,
    progress::{ProgressPage, group_name},
};
use crate::{
    game::{referee::ModeReferee, tries::Said},
    mode::Mode,
    ui::{
        catalogue::{tr, tr_with},
        modes::{mode_bar, side_panel},
        words::lesson as words,
    },
};

pub fn plugin(app: &mut App) {
    app.add_plugins(super::progress::plugin)
        .add_systems(EguiPrimaryContextPass, draw.run_if(in_state(Mode::Learn)));
}

const GOLD: egui::Color32 = egui::Color32::from_rgb(240, 200, 40);
const WRONG: egui::Color32 = egui::Color32::from_rgb(240, 130, 90);

/// `won` of `of` stars, filled then hollow.
fn stars(won: u32, of: u32) -> String {
    (0..of).map(|i| if i < won { '★' } else { '☆' }).collect()
}

/// A drill's state as the panel shows it: the referee's squares and the clock.
#[derive(bevy::ecs::system::SystemParam)]
struct DrillView<'w> {
    referee: Option<Res<'w, ModeReferee>>,
    clock: Res<'w, DrillClock>,
    time: Res<'w, Time<Real>>,
    /// The clock on the panel moves on its own: frames while it runs.
    redraw: MessageWriter<'w, bevy::window::RequestRedraw>,
}

impl DrillView<'_> {
    /// The square asked, squares found and seconds left, while a drill runs.
    fn now(&mut self) -> Option<(DrillState, f64)> {
        let drill = self.referee.as_ref()?.0.drill()?;
        if self.clock.started.is_some() {
            self.redraw.write(bevy::window::RequestRedraw);
        }
        let left = self.clock.left(drill.seconds, self.time.elapsed_secs_f64());
        Some((drill, left))
    }
}

#[allow(clippy::too_many_arguments)]
fn draw(
    mut contexts: EguiContexts,
    mode: Res<State<Mode>>,
    mut next: ResMut<NextState<Mode>>,
    lessons: Res<Lessons>,
    progress: Res<LearnProgress>,
    learning: Res<Learning>,
    mut commands: MessageWriter<LearnCommand>,
    mut page: ResMut<ProgressPage>,
    mut drill: DrillView,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    side_panel(ctx, |ui| {
        mode_bar(ui, *mode.get(), &mut next);
        if let Some(error) = &lessons.error {
            ui.heading(tr("learn-title"));
            let error = error.to_string();
            ui.colored_label(
                WRONG,
                tr_with("learn-unreadable", &[("error", error.into())]),
            );
            return;
        }
        let mut ask = |c: LearnCommand| {
            commands.write(c);
        };
        match learning
            .lesson
            .and_then(|i| lessons.list.get(i).map(|l| (i, l)))
        {
            None => {
                if list(ui, &lessons, &progress, &mut ask) {
                    page.open = true;
                }
            }
            Some((i, lesson)) => {
                let shown = Shown {
                    lessons: &lessons,
                    learning: &learning,
                    progress: &progress,
                    drill: drill.now(),
                };
                exercise(ui, i, lesson, &shown, &mut ask);
                if learning.finished && ui.button(tr("progress-open")).clicked() {
                    page.open = true;
                }
            }
        }
    });
    Ok(())
}

/// The list of lessons, with two buttons at its foot; true when Progress was clicked.
fn list(
    ui: &mut egui::Ui,
    lessons: &Lessons,
    progress: &LearnProgress,
    ask: &mut impl FnMut(LearnCommand),
) -> bool {
    ui.heading(tr("learn-heading"));
    ui.label(tr("learn-intro"));
    ui.add_space(6.0);
    // Room for the two buttons under the list, whatever the text size.
    let button = (ui.text_style_height(&egui::TextStyle::Button)
        + 2.0 * ui.spacing().button_padding.y)
        .max(ui.spacing().interact_size.y);
    let foot = 2.0 * (button + ui.spacing().item_spacing.y) + 10.0;
    egui::ScrollArea::vertical()
        .max_height(ui.available_height() - foot)
        .show(ui, |ui| {
            let stars = |lesson: &gambit_engine::learn::Lesson| {
                let won = progress.progress.lesson_stars(&lesson.id);
                (won, 3 * lesson.exercises.len() as u32)
            };
            for (i, lesson) in lessons.list.iter().enumerate() {
                let group = Group::of(&lesson.id);
                let first = i == 0 || Group::of(&lessons.list[i - 1].id) != group;
                if first {
                    let (won, of) = lessons
                        .list
                        .iter()
                        .filter(|l| Group::of(&l.id) == group)
                        .map(stars)
                        .fold((0, 0), |(w, o), (a, b)| (w + a, o + b));
                    ui.add_space(4.0);
                    ui.horizontal(|ui| {
                        ui.label(egui::RichText::new(group_name(group)).strong().size(16.0));
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            ui.colored_label(GOLD, format!("★ {won}/{of}"));
                        });
                    });
                }
                let (won, count) = stars(lesson);
                ui.horizontal(|ui| {
                    if ui
                        .button(format!("{:>2}. {}", i + 1, words::title(lesson)))
                        .clicked()
                    {
                        ask(LearnCommand::Open(i));
                    }
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        ui.colored_label(GOLD, format!("★ {won}/{count}"));
                    });
                });
            }
        });
    ui.add_space(6.0);
    if ui.button(tr("learn-play-gentle")).clicked() {
        ask(LearnCommand::PlayGentle);
    }
    ui.button(tr("progress-open")).clicked()
}

/// What an exercise's view reads.
struct Shown<'a> {
    lessons: &'a Lessons,
    learning: &'a Learning,
    progress: &'a LearnProgress,
    /// A drill's state and seconds left.
    drill: Option<(DrillState, f64)>,
}

fn exercise(
    ui: &mut egui::Ui,
    index: usize,
    lesson: &gambit_engine::learn::Lesson,
    shown: &Shown,
    ask: &mut impl FnMut(LearnCommand),
) {
    let Shown {
        lessons,
        learning,
        progress,
        drill,
    } = *shown;
    let count = lesson.exercises.len();
    ui.heading(format!("{}. {}", index + 1, words::title(lesson)));
    if learning.finished {
        let won = progress.progress.lesson_stars(&lesson.id);
        ui.add_space(6.0);
        ui.label(
            egui::RichText::new(tr("learn-lesson-done"))
                .size(20.0)
                .color(GOLD),
        );
        let args = [("won", won.into()), ("total", (3 * count).into())];
        ui.colored_label(GOLD, tr_with("learn-lesson-stars", &args));
        ui.add_space(8.0);
        match lessons.list.get(index + 1) {
            Some(next) => {
                if ui
                    .button(tr_with(
                        "learn-next-lesson",
                        &[("title", words::title(next).into())],
                    ))
                    .clicked()
                {
                    ask(LearnCommand::Open(index + 1));
                }
            }
            None => {
                ui.label(tr("learn-all-done"));
                if ui.button(tr("learn-play-gentle")).clicked() {
                    ask(LearnCommand::PlayGentle);
                }
            }
        }
        if ui.button(tr("learn-all-lessons")).clicked() {
            ask(LearnCommand::List);
        }
        return;
    }
    if lesson.exercises.get(learning.exercise).is_none() {
        return;
    }
    let args = [
        ("number", (learning.exercise + 1).into()),
        ("count", count.into()),
    ];
    ui.label(tr_with("learn-exercise-of", &args));
    if learning.exercise == 0 && !lesson.intro.is_empty() {
        ui.add_space(4.0);
        ui.label(egui::RichText::new(words::intro(lesson)).italics());
    }
    ui.add_space(8.0);
    let instruction = words::instruction(lesson, learning.exercise);
    ui.label(egui::RichText::new(instruction).size(17.0));
    ui.add_space(8.0);
    if let Some((drill, left)) = drill {
        let best = progress.progress.best(&lesson.id, learning.exercise);
        drill_view(ui, &drill, left, best, learning.said.is_solved());
    }
    let solved = match &learning.said {
        Said::Nothing => false,
        Said::Wrong(why) => {
            let why = words::wrong_try(lesson, learning.exercise, why);
            ui.label(egui::RichText::new(why).size(16.0).color(WRONG));
            false
        }
        Said::Solved { stars: won, .. } => {
            let praise = words::praise(lesson, learning.exercise);
            ui.label(egui::RichText::new(praise).size(17.0).color(GOLD));
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
                "learn-finish-lesson"
            } else {
                "learn-next-exercise"
            };
            if ui.button(tr(label)).clicked() {
                ask(LearnCommand::Next);
            }
        }
        if !solved && ui.button(tr("learn-show-me")).clicked() {
            ask(LearnCommand::ShowMe);
        }
        if ui.button(tr("learn-start-again")).clicked() {
            ask(LearnCommand::Retry);
        }
        if !solved && ui.button(tr("learn-skip")).clicked() {
            ask(LearnCommand::Next);
        }
    });
    ui.add_space(12.0);
    let best = progress.progress.stars(&lesson.id, learning.exercise);
    if best > 0 && !solved {
        let best = stars(best as u32, 3).into();
        ui.colored_label(GOLD, tr_with("learn-best-here", &[("stars", best)]));
    }
    if ui.button(tr("learn-all-lessons")).clicked() {
        ask(LearnCommand::List);
    }
}

/// A drill: the square to find, large, the squares found, the seconds left and the best.
fn drill_view(ui: &mut egui::Ui, drill: &DrillState, left: f64, best: u32, over: bool) {
    let running = left < f64::from(drill.seconds);
    if !over {
        ui.label(
            egui::RichText::new(tr_with(
                "learn-drill-find",
                &[("square", drill.asked.to_string().into())],
            ))
            .size(34.0)
            .strong()
            .color(GOLD),
        );
    }
    ui.label(
        egui::RichText::new(tr_with(
            "learn-drill-score",
            &[
                ("found", drill.found.into()),
                (
                    "seconds",
                    (if over { 0 } else { left.ceil() as u32 }).into(),
                ),
            ],
        ))
        .size(18.0),
    );
    if !running && !over {
        ui.label(tr("learn-drill-start"));
    }
    if best > 0 {
        ui.colored_label(GOLD, tr_with("learn-drill-best", &[("best", best.into())]));
    }
    ui.add_space(8.0);
}
