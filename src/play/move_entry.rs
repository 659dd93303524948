//! Keyboard move entry in Play's panel: a field for SAN or UCI ("Nf3", "e2e4", "O-O"),
//! focused by a click or the M key, whose Enter plays the move typed.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::{
    game::messages::MoveTyped,
    ui::{
        catalogue::{tr, tr_with},
        keymap::KeyAids,
        modes::PANEL_WIDTH,
        words::notation::{self, Notation},
    },
};

/// The move typed so far, and where its field was last drawn.
#[derive(Resource, Debug, Default)]
pub struct MoveEntry {
    pub text: String,
    rect: Option<egui::Rect>,
}

/// Keyboard move entry.
pub(super) fn move_entry(
    ui: &mut egui::Ui,
    entry: &mut MoveEntry,
    typed: &mut MessageWriter<MoveTyped>,
    aids: &mut KeyAids,
) {
    ui.horizontal(|ui| {
        let id = egui::Id::new("move entry");
        // On a slow frame the click into the field and the keys typed after it arrive
        // together, and egui focuses a field only after reading that frame's keys: they
        // would be lost. So a press on the field focuses it first.
        // The events, not the pointer state: a press released within the same frame
        // leaves no press origin behind.
        let pressed_here = ui.input(|i| {
            i.events.iter().any(|e| match e {
                egui::Event::PointerButton {
                    pos,
                    button: egui::PointerButton::Primary,
                    pressed: true,
                    ..
                } => entry.rect.is_some_and(|r| r.contains(*pos)),
                _ => false,
            })
        });
        // M (the keymap) asks for the field too.
        let asked = std::mem::take(&mut aids.focus_move_field);
        if pressed_here || asked {
            ui.memory_mut(|m| m.request_focus(id));
        }
        // The M that asked for the field arrives as text in the same frame: not a move.
        if asked {
            ui.input_mut(|i| {
                let m = i
                    .events
                    .iter()
                    .position(|e| matches!(e, egui::Event::Text(t) if t.eq_ignore_ascii_case("m")));
                if let Some(m) = m {
                    i.events.remove(m);
                }
            });
        }
        // Enter counts while the field has the keys; `lost_focus` would miss an Enter in
        // the frame that focused it.
        let focused = ui.memory(|m| m.has_focus(id));
        let field = ui.add(
            egui::TextEdit::singleline(&mut entry.text)
                .id(id)
                .hint_text(tr_with(
                    "entry-hint",
                    &[("move", notation::example(Notation::Letters).into())],
                ))
                .desired_width(PANEL_WIDTH - 90.0),
        );
        entry.rect = Some(field.rect);
        // Screen readers name the field by what it is for.
        field.widget_info(|| {
            egui::WidgetInfo::labeled(egui::WidgetType::TextEdit, true, tr("entry-label"))
        });
        // bevy_egui queues a frame's key events before its pointer events, so keys typed
        // after a click but read in the click's frame are inserted before the click puts
        // the cursor where the text was (empty: at its start), and the next key lands in
        // front of them ("3Nc"). In a one-line move field the cursor belongs at the end.
        if pressed_here && let Some(mut state) = egui::TextEdit::load_state(ui.ctx(), id) {
            let end = egui::text::CCursor::new(entry.text.chars().count());
            state
                .cursor
                .set_char_range(Some(egui::text::CCursorRange::one(end)));
            state.store(ui.ctx(), id);
        }
        let enter = focused && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let go = ui.add_enabled(
            !entry.text.trim().is_empty(),
            egui::Button::new(tr("entry-play")),
        );
        if (enter || go.clicked()) && !entry.text.trim().is_empty() {
            let text = std::mem::take(&mut entry.text);
            let read_as = notation::typed(&text);
            typed.write(MoveTyped { text, read_as });
            // Keep typing the next move without clicking the field again.
            field.request_focus();
        }
    });
}
