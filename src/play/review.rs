//! The review in the side panel: progress and Stop while the engine works, the evaluation
//! graph (a click or a drag shows that position), each player's accuracy, the verdict on
//! the move shown, and the annotated PGN. The judgements are `game::review`'s.

use bevy::prelude::*;
use bevy_egui::egui;
use egui_plot::{Line, MarkerShape, Plot, PlotPoints, Points, VLine};
use gambit_engine::review::{Judgement, MateNote, MoveReview};
use shakmaty::{Color as Side, san::San};

use crate::{
    game::{
        browse::BrowseCommand,
        current::CurrentGame,
        review::{GameReview, ReviewCommand},
    },
    save::persistence::today,
    ui::catalogue::{tr, tr_with},
    ui::words::{self, notation::shown as shown_san},
};

/// What the last export did, shown under the buttons, and an annotated game waiting to be
/// handed to the writing thread (`play::exports`).
#[derive(Resource, Debug, Default)]
pub struct ExportNote {
    pub shown: Option<(bool, String)>,
    pub wanted: Option<String>,
}

/// Each judgement's marker on the graph has its own shape, so it reads without colour.
fn mark_shape(judgement: Judgement) -> MarkerShape {
    match judgement {
        Judgement::Inaccuracy => MarkerShape::Circle,
        Judgement::Mistake => MarkerShape::Square,
        Judgement::Blunder => MarkerShape::Diamond,
        Judgement::Best | Judgement::Good => MarkerShape::Plus,
    }
}

/// The colour of a judgement's mark, as on the board's arrows.
pub fn mark_color(judgement: Judgement) -> egui::Color32 {
    match judgement {
        Judgement::Inaccuracy => egui::Color32::from_rgb(240, 215, 60),
        Judgement::Mistake => egui::Color32::from_rgb(255, 150, 40),
        Judgement::Blunder => egui::Color32::from_rgb(255, 80, 60),
        Judgement::Best | Judgement::Good => egui::Color32::from_rgb(200, 200, 200),
    }
}

/// White's winning chances in % (−100…100) after each ply, from the start position.
pub fn graph_points(moves: &[MoveReview]) -> Vec<[f64; 2]> {
    let mut out = Vec::with_capacity(moves.len() + 1);
    if let Some(first) = moves.first() {
        out.push([0.0, first.before.chances(Side::White) * 100.0]);
    }
    for r in moves {
        out.push([(r.ply + 1) as f64, r.after.chances(Side::White) * 100.0]);
    }
    out
}

/// "Blunder", "Good move", ….
fn judgement_word(judgement: Judgement) -> String {
    tr(match judgement {
        Judgement::Best => "review-judgement-best",
        Judgement::Good => "review-judgement-good",
        Judgement::Inaccuracy => "review-judgement-inaccuracy",
        Judgement::Mistake => "review-judgement-mistake",
        Judgement::Blunder => "review-judgement-blunder",
    })
}

/// "Blunder. This allows a forced mate. Qxf7 was best." for the move shown.
pub fn verdict(current: &CurrentGame, judged: &MoveReview) -> String {
    let judgement = judgement_word(judged.judgement);
    let mut text = tr_with("review-verdict", &[("judgement", judgement.into())]);
    if let Some(note) = judged.mate_note {
        text.push(' ');
        text.push_str(&tr(match note {
            MateNote::MissedMate => "review-missed-mate",
            MateNote::AllowedMate => "review-allowed-mate",
        }));
    }
    if let Some(best) = judged.best.filter(|&b| b != judged.played)
        && let Some(before) = current.game().position_at(judged.ply)
    {
        let best = shown_san(&San::from_move(before, best).to_string());
        text.push(' ');
        text.push_str(&tr_with("review-best-was", &[("best", best.into())]));
    }
    text
}

/// The section, drawn when a review is open.
pub fn review_section(
    ui: &mut egui::Ui,
    game_review: &GameReview,
    current: &CurrentGame,
    shown: usize,
    note: &mut ExportNote,
    commands: &mut MessageWriter<ReviewCommand>,
    review: &mut MessageWriter<BrowseCommand>,
) {
    let len = current.game().moves().len();
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(tr("review-title")).strong());
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button(tr("review-close")).clicked() {
                commands.write(ReviewCommand::Close);
            }
            if !game_review.is_running()
                && game_review.stopped
                && ui.button(tr("review-go-on")).clicked()
            {
                commands.write(ReviewCommand::Start);
            }
        });
    });
    // On its own line: an engine's name and depth don't fit beside the buttons.
    let by = words::reviewed_by(game_review.by.as_deref(), game_review.depth());
    ui.label(egui::RichText::new(tr_with("review-by", &[("who", by.into())])).weak());
    if let Some(note) = &game_review.note {
        let note = words::review_note(note);
        ui.colored_label(egui::Color32::from_rgb(255, 190, 100), note);
    }
    if game_review.is_running() {
        ui.horizontal(|ui| {
            let done = game_review.moves.len();
            let share = done as f32 / game_review.total.max(1) as f32;
            ui.add(
                egui::ProgressBar::new(share)
                    .desired_width(200.0)
                    .text(tr_with(
                        "review-progress",
                        &[("done", done.into()), ("total", game_review.total.into())],
                    )),
            );
            if ui.button(tr("review-stop")).clicked() {
                commands.write(ReviewCommand::Stop);
            }
        });
    } else if game_review.stopped {
        ui.label(
            egui::RichText::new(tr_with(
                "review-stopped-after",
                &[
                    ("done", game_review.moves.len().into()),
                    ("total", game_review.total.into()),
                ],
            ))
            .weak(),
        );
    }

    // The graph: White's winning chances; a click or a drag shows that position.
    let points = graph_points(&game_review.moves);
    let marks: Vec<(Judgement, [f64; 2])> = game_review
        .moves
        .iter()
        .zip(points.iter().skip(1))
        .filter(|(r, _)| r.judgement >= Judgement::Inaccuracy)
        .map(|(r, p)| (r.judgement, *p))
        .collect();
    let plot = Plot::new("review graph")
        .height(90.0)
        .include_x(0.0)
        .include_x(game_review.total.max(1) as f64)
        .include_y(-100.0)
        .include_y(100.0)
        .show_axes([false, false])
        .show_grid([false, false])
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_x(false)
        .show_y(false)
        .show(ui, |plot| {
            plot.line(
                Line::new(
                    words::color_word(Side::White),
                    PlotPoints::from(points.clone()),
                )
                .color(egui::Color32::from_rgb(235, 225, 205))
                .fill(0.0)
                .fill_alpha(0.35),
            );
            for judgement in [
                Judgement::Inaccuracy,
                Judgement::Mistake,
                Judgement::Blunder,
            ] {
                let these: Vec<[f64; 2]> = marks
                    .iter()
                    .filter(|(j, _)| *j == judgement)
                    .map(|(_, p)| *p)
                    .collect();
                if !these.is_empty() {
                    plot.points(
                        Points::new(judgement_word(judgement), PlotPoints::from(these))
                            .shape(mark_shape(judgement))
                            .filled(true)
                            .radius(4.0)
                            .color(mark_color(judgement)),
                    );
                }
            }
            plot.vline(
                VLine::new(tr("review-graph-shown"), shown as f64)
                    .color(egui::Color32::from_rgb(130, 190, 255)),
            );
            plot.pointer_coordinate()
        });
    let r = &plot.response;
    if (r.clicked() || r.dragged())
        && let Some(at) = plot.inner
    {
        let ply = at.x.round().clamp(0.0, len as f64) as usize;
        if ply != shown {
            review.write(BrowseCommand::Show(ply));
        }
    }

    let accuracy = game_review.accuracy();
    let show = |a: Option<f64>| a.map_or("–".to_string(), |a| format!("{a:.1}"));
    let id = if game_review.is_complete() {
        "review-accuracy"
    } else {
        "review-accuracy-so-far"
    };
    ui.label(tr_with(
        id,
        &[
            ("white", show(accuracy.white).into()),
            ("black", show(accuracy.black).into()),
        ],
    ));
    if let Some(judged) = shown.checked_sub(1).and_then(|i| game_review.of_move(i)) {
        let label =
            gambit_engine::panel::move_label(current.game(), judged.ply).unwrap_or_default();
        let label = shown_san(&label);
        let mark = judged.judgement.symbol().unwrap_or("");
        ui.label(
            egui::RichText::new(format!("{label}{mark} {}", verdict(current, judged)))
                .color(mark_color(judged.judgement)),
        );
    }

    if game_review.is_complete() || game_review.stopped {
        ui.horizontal(|ui| {
            if ui.button(tr("review-save-pgn")).clicked() {
                note.wanted = Some(
                    current
                        .session
                        .to_annotated_pgn(&game_review.moves, today()),
                );
                note.shown = Some((true, tr("review-saving")));
            }
            if ui.button(tr("review-copy")).clicked() {
                ui.ctx().copy_text(
                    current
                        .session
                        .to_annotated_pgn(&game_review.moves, today()),
                );
                note.shown = Some((true, tr("review-copied")));
            }
        });
    }
    if let Some((ok, text)) = &note.shown {
        let color = if *ok {
            egui::Color32::from_rgb(160, 220, 150)
        } else {
            egui::Color32::from_rgb(255, 120, 100)
        };
        ui.colored_label(color, text);
    }
}
