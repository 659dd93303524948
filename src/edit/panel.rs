//! The Edit panel: the tray (the hand, the eraser, the twelve pieces), the board's
//! buttons, the side to move, castling rights and the en passant square, the FEN (edited
//! both ways), what is wrong with the position, and Play from here, Analyse, Copy FEN.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gambit_engine::editor::{Editor, Tool};
use shakmaty::{CastlingSide, Color, File, Piece, Rank, Role, Square};

use super::{
    EditCommand,
    evaluate::{EvaluateSetup, Evaluated, SetupEvaluation},
};
use crate::{
    board::camera::CameraCommand,
    game::referee::ModeReferee,
    mode::Mode,
    ui::{
        catalogue::{tr, tr_with},
        modes::{mode_bar, side_panel},
        words::{self, color_word, role_word},
    },
};

pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, draw.run_if(in_state(Mode::Edit)))
        .add_systems(Update, keep_drawing.in_set(crate::AppSystems::Redraw));
}

/// The reactive window draws while the engine works, and once more after it stopped,
/// so each depth's words and the last ones show.
fn keep_drawing(
    evaluation: Res<SetupEvaluation>,
    mut was_running: Local<bool>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let running = evaluation.running();
    if running || *was_running {
        redraw.write(bevy::window::RequestRedraw);
    }
    *was_running = running;
}

const GOOD: egui::Color32 = egui::Color32::from_rgb(120, 200, 120);
const BAD: egui::Color32 = egui::Color32::from_rgb(240, 130, 90);
const DIM: egui::Color32 = egui::Color32::from_rgb(170, 160, 150);

/// The FEN field's text while the player types in it, and the syntax error if any.
#[derive(Default)]
struct FenField {
    text: String,
    error: Option<String>,
}

/// The figure of a piece in the panel's font (egui's icon font has the chess symbols).
fn figure(piece: Piece) -> &'static str {
    let white = ["♙", "♘", "♗", "♖", "♕", "♔"];
    let black = ["♟", "♞", "♝", "♜", "♛", "♚"];
    let i = piece.role as usize - 1;
    match piece.color {
        Color::White => white[i],
        Color::Black => black[i],
    }
}

#[allow(clippy::too_many_arguments)]
fn draw(
    mut contexts: EguiContexts,
    mode: Res<State<Mode>>,
    mut next: ResMut<NextState<Mode>>,
    referee: Option<Res<ModeReferee>>,
    evaluation: Res<SetupEvaluation>,
    mut field: Local<FenField>,
    mut commands: MessageWriter<EditCommand>,
    mut evaluate: MessageWriter<EvaluateSetup>,
    mut camera: MessageWriter<CameraCommand>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let editor = referee.as_ref().and_then(|r| r.get::<Editor>());
    side_panel(ctx, |ui| {
        mode_bar(ui, *mode.get(), &mut next);
        ui.heading(tr("edit-heading"));
        let Some(editor) = editor else {
            return;
        };
        let mut ask = |c: EditCommand| {
            commands.write(c);
        };
        egui::ScrollArea::vertical().show(ui, |ui| {
            tray(ui, editor.tool, &mut ask);
            ui.add_space(4.0);
            ui.horizontal_wrapped(|ui| {
                if ui.button(tr("edit-start-position")).clicked() {
                    ask(EditCommand::Start);
                }
                if ui.button(tr("edit-clear-board")).clicked() {
                    ask(EditCommand::Clear);
                }
                if ui
                    .button(tr("edit-from-game"))
                    .on_hover_text(tr("edit-from-game-hover"))
                    .clicked()
                {
                    ask(EditCommand::FromGame);
                }
                if ui.button(tr("edit-flip-board")).clicked() {
                    camera.write(CameraCommand::Flip);
                }
                if ui
                    .button(tr("edit-swap-colours"))
                    .on_hover_text(tr("edit-swap-colours-hover"))
                    .clicked()
                {
                    ask(EditCommand::SwapColors);
                }
            });
            ui.separator();
            verdict(ui, editor);
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                let playable = editor.position().is_some();
                let has_moves = editor
                    .position()
                    .is_some_and(|p| !shakmaty::Position::legal_moves(p).is_empty());
                if ui
                    .add_enabled(has_moves, egui::Button::new(tr("edit-play-from-here")))
                    .on_hover_text(tr("edit-play-from-here-hover"))
                    .clicked()
                {
                    ask(EditCommand::PlayFromHere);
                }
                if ui
                    .add_enabled(playable, egui::Button::new(tr("edit-analyse")))
                    .on_hover_text(tr("edit-analyse-hover"))
                    .clicked()
                    && let Some(pos) = editor.position()
                {
                    evaluate.write(EvaluateSetup(pos.clone()));
                }
            });
            let fen = editor.position().map(gambit_engine::game::fen_of);
            if let Some(found) = evaluation.found.as_ref().filter(|_| evaluation.fen == fen) {
                ui.label(match found {
                    Evaluated::Found(evaluation) => words::evaluation(evaluation),
                    Evaluated::NoThread(reason) => {
                        tr_with("eval-no-thread", &[("reason", reason.as_str().into())])
                    }
                });
                if evaluation.running() {
                    ui.label(egui::RichText::new(tr("edit-still-looking")).color(DIM));
                }
            }
            ui.separator();
            rights(ui, editor, &mut ask);
            ui.separator();
            fen_field(ui, editor, &mut field, &mut ask);
        });
    });
    Ok(())
}

/// The hand, the eraser and the twelve pieces: what a click on the board does.
fn tray(ui: &mut egui::Ui, tool: Tool, ask: &mut impl FnMut(EditCommand)) {
    ui.label(egui::RichText::new(tr("edit-tray-help")).color(DIM));
    let big = |s: &str| egui::RichText::new(s).size(26.0);
    ui.horizontal(|ui| {
        if ui
            .selectable_label(tool == Tool::Hand, big("✋"))
            .on_hover_text(tr("edit-hand"))
            .clicked()
        {
            ask(EditCommand::Tool(Tool::Hand));
        }
        if ui
            .selectable_label(tool == Tool::Erase, big("🗑"))
            .on_hover_text(tr("edit-eraser"))
            .clicked()
        {
            ask(EditCommand::Tool(Tool::Erase));
        }
    });
    for color in Color::ALL {
        ui.horizontal(|ui| {
            for role in [
                Role::King,
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
                Role::Pawn,
            ] {
                let piece = Piece { color, role };
                let (color_name, role_name) = (color_word(color).into(), role_word(role).into());
                let name = tr_with("edit-piece", &[("color", color_name), ("role", role_name)]);
                if ui
                    .selectable_label(tool == Tool::Put(piece), big(figure(piece)))
                    .on_hover_text(name)
                    .clicked()
                {
                    ask(EditCommand::Tool(Tool::Put(piece)));
                }
            }
        });
    }
}

/// Side to move, castling rights, en passant.
fn rights(ui: &mut egui::Ui, editor: &Editor, ask: &mut impl FnMut(EditCommand)) {
    ui.horizontal(|ui| {
        for (color, words) in [
            (Color::White, "edit-white-to-move"),
            (Color::Black, "edit-black-to-move"),
        ] {
            if ui.radio(editor.turn() == color, tr(words)).clicked() {
                ask(EditCommand::Turn(color));
            }
        }
    });
    for color in Color::ALL {
        ui.horizontal(|ui| {
            ui.label(tr_with(
                "edit-may-castle",
                &[("color", color_word(color).into())],
            ));
            for (side, words) in [
                (CastlingSide::KingSide, "O-O"),
                (CastlingSide::QueenSide, "O-O-O"),
            ] {
                let mut on = editor.castling(color, side);
                let hover = if side == CastlingSide::KingSide {
                    "edit-castle-king-side"
                } else {
                    "edit-castle-queen-side"
                };
                if ui
                    .checkbox(&mut on, words)
                    .on_hover_text(tr(hover))
                    .changed()
                {
                    ask(EditCommand::Castling(color, side, on));
                }
            }
        });
    }
    ui.horizontal(|ui| {
        ui.label(tr("edit-en-passant"));
        let rank = editor.turn().relative_rank(Rank::Sixth);
        let name = |f: Option<File>| {
            f.map_or_else(
                || tr("edit-en-passant-none"),
                |f| Square::from_coords(f, rank).to_string(),
            )
        };
        let ep_now = editor.ep_file();
        egui::ComboBox::from_id_salt("en passant")
            .selected_text(name(ep_now))
            .show_ui(ui, |ui| {
                let mut choices = vec![None];
                choices.extend(editor.ep_files().into_iter().map(Some));
                if ep_now.is_some() && !choices.contains(&ep_now) {
                    choices.push(ep_now);
                }
                for file in choices {
                    if ui.selectable_label(file == ep_now, name(file)).clicked() {
                        ask(EditCommand::EnPassant(file));
                    }
                }
            });
    });
}

/// The FEN, following the board while the player isn't typing in it; what they type is
/// taken as soon as it reads as a FEN.
fn fen_field(
    ui: &mut egui::Ui,
    editor: &Editor,
    field: &mut FenField,
    ask: &mut impl FnMut(EditCommand),
) {
    ui.label("FEN");
    let id = egui::Id::new("edit fen");
    let typing = ui.memory(|m| m.has_focus(id));
    let fen = editor.fen();
    if !typing && field.text != fen {
        field.text = fen.clone();
        field.error = None;
    }
    let response = ui.add(
        egui::TextEdit::singleline(&mut field.text)
            .id(id)
            .desired_width(f32::INFINITY)
            .font(egui::TextStyle::Monospace),
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::TextEdit, true, "FEN"));
    if response.changed() {
        // Read only (the editor checks the position once, when it loads it).
        match gambit_engine::game::read_setup(&field.text) {
            Ok(setup) if &setup != editor.setup() => {
                field.error = None;
                ask(EditCommand::Fen(field.text.clone()));
            }
            Ok(_) => field.error = None,
            Err(e) => field.error = Some(crate::ui::words::fen_error(&e)),
        }
    }
    if let Some(error) = &field.error {
        ui.label(egui::RichText::new(format!("✖ {error}")).color(BAD));
    }
    if ui.button(tr("edit-copy-fen")).clicked() {
        ui.ctx().copy_text(fen);
    }
}

/// Whether the position can be played, and if not every reason, each with a mark that
/// doesn't rely on its colour.
fn verdict(ui: &mut egui::Ui, editor: &Editor) {
    if editor.problems().is_empty() {
        ui.label(egui::RichText::new(tr("edit-playable")).color(GOOD));
        return;
    }
    ui.label(tr("edit-not-playable"));
    for problem in editor.problems() {
        let problem = crate::ui::words::problem(problem);
        ui.label(egui::RichText::new(format!("✖ {problem}")).color(BAD));
    }
}
