//! The Settings dialog's form: every part of the settings, edited as one file (the
//! engines' section is `engines.rs`).

use bevy_egui::egui;

use crate::{
    board::settings::{BoardView, Quality},
    game::coach::CoachSetting,
    save::settings::SettingsFile,
};

/// A list of the themes or piece styles found; one that can't be used is shown greyed, with
/// why when the pointer is on it.
fn look_choice<T>(
    ui: &mut egui::Ui,
    label: &str,
    chosen: &mut String,
    entries: &[crate::looks::Entry<T>],
    name: impl Fn(&T) -> &String,
) {
    let shown = |id: &str| match entries.iter().find(|e| e.id == id) {
        Some(crate::looks::Entry { found: Ok(t), .. }) => name(t).clone(),
        _ => id.to_string(),
    };
    ui.horizontal(|ui| {
        ui.label(label);
        egui::ComboBox::from_id_salt(label)
            .selected_text(shown(chosen))
            .show_ui(ui, |ui| {
                for entry in entries {
                    match &entry.found {
                        Ok(t) => {
                            ui.selectable_value(chosen, entry.id.clone(), name(t));
                        }
                        Err(why) => {
                            ui.add_enabled(
                                false,
                                egui::Button::new(format!("{} (damaged)", entry.id)),
                            )
                            .on_disabled_hover_text(why);
                        }
                    }
                }
            });
    });
}

/// The settings as the player edits them; `in_force`: the quality the renderer uses now
/// (what Auto means here).
pub(super) fn form(
    ui: &mut egui::Ui,
    s: &mut SettingsFile,
    in_force: Option<Quality>,
    looks: &crate::looks::Looks,
) {
    let label = |q: Quality| match (q, in_force) {
        (Quality::Auto, Some(now)) => format!("Auto ({})", now.name()),
        _ => q.name().to_string(),
    };
    ui.horizontal(|ui| {
        ui.label("Board");
        ui.radio_value(&mut s.board.view, BoardView::ThreeD, "3D");
        ui.radio_value(&mut s.board.view, BoardView::TwoD, "2D (from above)");
    });
    look_choice(ui, "Board theme", &mut s.looks.theme, &looks.themes, |t| {
        &t.name
    });
    look_choice(
        ui,
        "Pieces in 2D",
        &mut s.looks.piece_style,
        &looks.styles,
        |p| &p.name,
    );
    ui.horizontal(|ui| {
        ui.label("The coach");
        ui.radio_value(&mut s.coach.coach, CoachSetting::Auto, "vs Gentle and Easy");
        ui.radio_value(&mut s.coach.coach, CoachSetting::On, "always");
        ui.radio_value(&mut s.coach.coach, CoachSetting::Off, "never");
    });
    ui.checkbox(
        &mut s.play.ponder,
        "Master thinks on your time (pondering on the reply it expects)",
    );
    ui.horizontal(|ui| {
        ui.label("Graphics quality");
        egui::ComboBox::from_id_salt("quality")
            .selected_text(label(s.board.quality))
            .show_ui(ui, |ui| {
                for q in Quality::ALL {
                    ui.selectable_value(&mut s.board.quality, q, label(q));
                }
            });
    });
    ui.checkbox(&mut s.board.show_legal_moves, "Show legal moves");
    ui.checkbox(&mut s.board.show_coordinates, "Show coordinates");
    ui.checkbox(
        &mut s.board.colour_blind,
        "Colour-blind marks (shapes as well as colours)",
    );
    ui.horizontal(|ui| {
        ui.label("Text size");
        ui.add(
            egui::Slider::new(&mut s.ui.ui_scale, crate::ui::scale::UI_SCALES)
                .custom_formatter(|v, _| format!("{:.0}%", v * 100.0))
                .step_by(0.25),
        );
    });
    ui.horizontal(|ui| {
        ui.label("Animation speed");
        ui.add(egui::Slider::new(&mut s.board.animation_speed, 0.5..=3.0).suffix("×"));
    });
    ui.horizontal(|ui| {
        ui.label("Volume");
        ui.add_enabled(
            !s.sound.muted,
            egui::Slider::new(&mut s.sound.volume, 0.0..=1.0),
        );
        ui.checkbox(&mut s.sound.muted, "Mute");
    });
    ui.checkbox(&mut s.play.auto_queen, "Always promote to a queen");
    ui.checkbox(&mut s.play.confirm_resign, "Ask before resigning");
    ui.checkbox(
        &mut s.play.tournament_mode,
        "Tournament mode in new games (touch-move, no take-backs)",
    );
}
