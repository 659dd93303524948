//! The Progress page (opened from Learn): stars per part of the course and lesson, the
//! puzzle rating and its graph, the games against each level, the accuracy of the last
//! reviewed games, and one suggested next step with a button that goes there.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui_plot::{Line, Plot, PlotPoints};
use gambit_engine::{
    learn::Group,
    progress::{NextStep, Summary},
    search::Level,
};

use super::{LearnCommand, LearnProgress, Lessons, record::KeptRecord};
use crate::{
    AppSystems,
    mode::Mode,
    puzzles::{PuzzleSet, PuzzleTraining, end_of_today},
    ui::{
        catalogue::{tr, tr_with},
        dialog_keys::{DialogKey, DialogKeys, DialogOpen},
        words::{self, lesson as lesson_words},
    },
};

/// Whether the page is open, and what it shows (gathered when it opens and when what
/// it shows changes).
#[derive(Resource, Debug, Default)]
pub struct ProgressPage {
    pub open: bool,
    summary: Option<Summary>,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<ProgressPage>()
        .add_systems(
            EguiPrimaryContextPass,
            (gather, draw).chain().run_if(in_state(Mode::Learn)),
        )
        .add_systems(Update, takes_keys.in_set(AppSystems::Input));
}

/// The open page takes Enter (Go) and Esc (close) from the board (only in Learn).
fn takes_keys(page: Res<ProgressPage>, mode: Res<State<Mode>>, mut open: ResMut<DialogOpen>) {
    // Read by the keymap each frame; nothing waits for it to change.
    open.bypass_change_detection()
        .set("progress", page.open && *mode.get() == Mode::Learn);
}

const GOLD: egui::Color32 = egui::Color32::from_rgb(240, 200, 40);

fn gather(
    mut page: ResMut<ProgressPage>,
    lessons: Res<Lessons>,
    stars: Res<LearnProgress>,
    training: Res<PuzzleTraining>,
    set: Res<PuzzleSet>,
    record: Res<KeptRecord>,
) {
    if !page.open {
        page.summary = None;
        return;
    }
    let changed = stars.is_changed() || training.is_changed() || record.is_changed();
    if page.summary.is_some() && !changed {
        return;
    }
    let due = training.training.due_count(&set.0, end_of_today());
    let summary = Summary::gather(
        &lessons.list,
        &stars.progress,
        &training.training,
        due,
        &record.record,
    );
    info!("progress: next {:?}", summary.next);
    page.summary = Some(summary);
}

/// A part of the course, as the list heads it.
pub(super) fn group_name(group: Group) -> String {
    tr(match group {
        Group::Rules => "learn-group-rules",
        Group::Fundamentals => "learn-group-fundamentals",
        Group::Tactics => "learn-group-tactics",
        Group::Endings => "learn-group-endings",
        Group::Reading => "learn-group-reading",
    })
}

/// A part of the course by its protocol word.
fn group_named(id: &str) -> String {
    let group = Group::ALL
        .into_iter()
        .find(|g| g.as_str() == id)
        .unwrap_or(Group::Rules);
    group_name(group)
}

/// The next step in words.
pub fn next_words(next: &NextStep, lessons: &Lessons) -> String {
    match next {
        NextStep::Puzzles { due } => tr_with("progress-next-puzzles", &[("count", (*due).into())]),
        NextStep::TryLevel { beaten, wins, next } => tr_with(
            "progress-next-level",
            &[
                ("beaten", words::level_name(*beaten).into()),
                ("wins", (*wins).into()),
                ("next", words::level_name(*next).into()),
            ],
        ),
        NextStep::Lesson { id } => {
            let title = lessons
                .list
                .iter()
                .find(|l| &l.id == id)
                .map_or_else(|| id.clone(), lesson_words::title);
            tr_with("progress-next-lesson", &[("title", title.into())])
        }
        NextStep::Play { level } => tr_with(
            "progress-next-play",
            &[("level", words::level_name(*level).into())],
        ),
    }
}

fn go(next: &NextStep) -> LearnCommand {
    match next {
        NextStep::Puzzles { .. } => LearnCommand::Puzzles,
        NextStep::TryLevel { next, .. } => LearnCommand::PlayLevel(*next),
        NextStep::Lesson { id } => LearnCommand::OpenId(id.clone()),
        NextStep::Play { level } => LearnCommand::PlayLevel(*level),
    }
}

fn draw(
    mut contexts: EguiContexts,
    mut page: ResMut<ProgressPage>,
    lessons: Res<Lessons>,
    mut commands: MessageWriter<LearnCommand>,
    mut keys: MessageReader<DialogKey>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let keys = DialogKeys::read(&mut keys, ctx);
    if !page.open {
        return Ok(());
    }
    let Some(summary) = page.summary.clone() else {
        return Ok(());
    };
    let mut open = true;
    let mut went = false;
    let screen = ctx.content_rect();
    egui::Window::new(tr("progress-title"))
        .id(egui::Id::new("progress-title"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .max_height(screen.height() - 80.0)
        .default_width(520.0_f32.min(screen.width() - 40.0))
        .show(ctx, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    egui::RichText::new(next_words(&summary.next, &lessons))
                        .size(17.0)
                        .color(GOLD),
                );
                if ui.button(tr("progress-go")).clicked() || keys.confirm {
                    commands.write(go(&summary.next));
                    went = true;
                }
            });
            ui.separator();
            egui::ScrollArea::vertical().show(ui, |ui| {
                body(ui, &summary, &lessons);
            });
        });
    if !open || went || keys.close {
        page.open = false;
        ctx.memory_mut(|m| m.stop_text_input());
    }
    Ok(())
}

fn body(ui: &mut egui::Ui, summary: &Summary, lessons: &Lessons) {
    ui.label(
        egui::RichText::new(tr("progress-lessons"))
            .strong()
            .size(16.0),
    );
    for group in &summary.groups {
        egui::CollapsingHeader::new(format!(
            "{}   ★ {}/{}",
            group_named(group.group),
            group.stars,
            group.max
        ))
        .id_salt(group.group)
        .show(ui, |ui| {
            for l in summary.lessons.iter().filter(|l| l.group == group.group) {
                let title = lessons
                    .list
                    .iter()
                    .find(|x| x.id == l.id)
                    .map_or_else(|| l.id.clone(), lesson_words::title);
                ui.horizontal(|ui| {
                    ui.label(title);
                    ui.colored_label(GOLD, format!("★ {}/{}", l.stars, l.max));
                });
            }
        });
    }
    ui.add_space(8.0);
    ui.label(
        egui::RichText::new(tr("progress-puzzles"))
            .strong()
            .size(16.0),
    );
    ui.label(tr_with(
        "progress-puzzle-rating",
        &[
            ("rating", summary.puzzles.rating.into()),
            ("due", summary.puzzles.due.into()),
        ],
    ));
    if summary.puzzles.history.len() >= 2 {
        let points: PlotPoints = summary
            .puzzles
            .history
            .iter()
            .enumerate()
            .map(|(i, p)| [i as f64 + 1.0, f64::from(p.rating)])
            .collect();
        Plot::new("progress_rating_plot")
            .height(120.0)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .show_x(false)
            .show(ui, |plot| {
                plot.line(Line::new(tr("progress-rating-line"), points).color(GOLD));
            });
    } else {
        ui.label(tr("progress-rating-none"));
    }
    ui.add_space(8.0);
    ui.label(
        egui::RichText::new(tr("progress-games"))
            .strong()
            .size(16.0),
    );
    egui::Grid::new("progress_games_grid")
        .num_columns(4)
        .spacing([18.0, 2.0])
        .show(ui, |ui| {
            ui.label("");
            ui.label(tr("progress-won"));
            ui.label(tr("progress-drawn"));
            ui.label(tr("progress-lost"));
            ui.end_row();
            for (level, games) in Level::ALL.iter().zip(&summary.games) {
                ui.label(words::level_name(*level));
                ui.label(games.tally.won.to_string());
                ui.label(games.tally.drawn.to_string());
                ui.label(games.tally.lost.to_string());
                ui.end_row();
            }
        });
    ui.add_space(8.0);
    ui.label(
        egui::RichText::new(tr("progress-reviews"))
            .strong()
            .size(16.0),
    );
    if summary.reviews.is_empty() {
        ui.label(tr("progress-reviews-none"));
    } else {
        let each: Vec<String> = summary
            .reviews
            .iter()
            .map(|a| format!("{a:.0} %"))
            .collect();
        let mean = summary.reviews.iter().sum::<f64>() / summary.reviews.len() as f64;
        ui.label(tr_with(
            "progress-reviews-line",
            &[
                ("count", summary.reviews.len().into()),
                ("each", each.join(", ").into()),
                ("mean", format!("{mean:.0}").into()),
            ],
        ));
    }
}
