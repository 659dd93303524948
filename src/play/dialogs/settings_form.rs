//! The Settings dialog's form: every part of the settings, edited as one file (the
//! engines' section is `engines.rs`).

use bevy_egui::egui;

use crate::{
    board::settings::{BoardView, Quality},
    game::coach::CoachSetting,
    save::settings::SettingsFile,
    ui::{
        catalogue::{self, tr, tr_with},
        words::notation::{self, Notation},
    },
};

/// A list of the themes or piece styles found; one that can't be used is shown greyed, with
/// why when the pointer is on it. `id`: the label's message, and the list's id. A shipped
/// look's name is translated (`theme-name-ID`, `style-name-ID`); a player's own is shown
/// as its file names it.
fn look_choice<T>(
    ui: &mut egui::Ui,
    (id, kind): (&str, &str),
    chosen: &mut String,
    entries: &[crate::looks::Entry<T>],
    name: impl Fn(&T) -> &String,
) {
    let name = |entry: &str, t: &T| catalogue::tr_or(&format!("{kind}-name-{entry}"), name(t));
    let shown = |id: &str| match entries.iter().find(|e| e.id == id) {
        Some(crate::looks::Entry { found: Ok(t), .. }) => name(id, t),
        _ => id.to_string(),
    };
    ui.horizontal(|ui| {
        ui.label(tr(id));
        egui::ComboBox::from_id_salt(id)
            .selected_text(shown(chosen))
            .show_ui(ui, |ui| {
                for entry in entries {
                    match &entry.found {
                        Ok(t) => {
                            ui.selectable_value(chosen, entry.id.clone(), name(&entry.id, t));
                        }
                        Err(why) => {
                            ui.add_enabled(
                                false,
                                egui::Button::new(tr_with(
                                    "settings-look-damaged",
                                    &[("name", entry.id.as_str().into())],
                                )),
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
        (Quality::Auto, Some(now)) => tr_with(
            "settings-quality-auto",
            &[("now", quality_word(now).into())],
        ),
        _ => quality_word(q),
    };
    language_choice(ui, &mut s.language.language);
    notation_choice(ui, &mut s.language.notation);
    ui.horizontal(|ui| {
        ui.label(tr("settings-board"));
        ui.radio_value(
            &mut s.board.view,
            BoardView::ThreeD,
            tr("settings-board-3d"),
        );
        ui.radio_value(&mut s.board.view, BoardView::TwoD, tr("settings-board-2d"));
    });
    look_choice(
        ui,
        ("settings-board-theme", "theme"),
        &mut s.looks.theme,
        &looks.themes,
        |t| &t.name,
    );
    look_choice(
        ui,
        ("settings-pieces-2d", "style"),
        &mut s.looks.piece_style,
        &looks.styles,
        |p| &p.name,
    );
    ui.horizontal(|ui| {
        ui.label(tr("settings-coach"));
        let coach = &mut s.coach.coach;
        ui.radio_value(coach, CoachSetting::Auto, tr("settings-coach-auto"));
        ui.radio_value(coach, CoachSetting::On, tr("settings-coach-always"));
        ui.radio_value(coach, CoachSetting::Off, tr("settings-coach-never"));
    });
    ui.checkbox(&mut s.play.ponder, tr("settings-ponder"));
    ui.horizontal(|ui| {
        ui.label(tr("settings-quality"));
        egui::ComboBox::from_id_salt("quality")
            .selected_text(label(s.board.quality))
            .show_ui(ui, |ui| {
                for q in Quality::ALL {
                    ui.selectable_value(&mut s.board.quality, q, label(q));
                }
            });
    });
    ui.checkbox(
        &mut s.board.show_legal_moves,
        tr("settings-show-legal-moves"),
    );
    ui.checkbox(
        &mut s.board.show_coordinates,
        tr("settings-show-coordinates"),
    );
    ui.checkbox(&mut s.board.colour_blind, tr("settings-colour-blind"));
    // Steps, not a slider: the panels grow with the size, so a held slider would run
    // away under the pointer.
    ui.horizontal_wrapped(|ui| {
        ui.label(tr("settings-text-size"));
        for step in crate::ui::scale::UI_STEPS {
            let chosen = (s.ui.ui_scale() - step).abs() < 0.01;
            let label = format!("{:.0} %", step * 100.0);
            if ui.selectable_label(chosen, label).clicked() {
                s.ui.ui_scale = step;
            }
        }
    });
    ui.horizontal(|ui| {
        ui.label(tr("settings-animation-speed"));
        ui.add(egui::Slider::new(&mut s.board.animation_speed, 0.5..=3.0).suffix("×"));
    });
    ui.horizontal(|ui| {
        ui.label(tr("settings-volume"));
        ui.add_enabled(
            !s.sound.muted,
            egui::Slider::new(&mut s.sound.volume, 0.0..=1.0),
        );
        ui.checkbox(&mut s.sound.muted, tr("settings-mute"));
    });
    ui.checkbox(&mut s.play.auto_queen, tr("settings-auto-queen"));
    ui.checkbox(&mut s.play.confirm_resign, tr("settings-confirm-resign"));
    ui.checkbox(&mut s.play.tournament_mode, tr("settings-tournament-mode"));
}

/// "Auto", "Low", …: a graphics quality's name.
fn quality_word(q: Quality) -> String {
    tr(match q {
        Quality::Auto => "quality-auto",
        Quality::Low => "quality-low",
        Quality::Medium => "quality-medium",
        Quality::High => "quality-high",
    })
}

/// Moves in letters or figurines; none chosen shows the language's default as chosen.
fn notation_choice(ui: &mut egui::Ui, chosen: &mut Option<Notation>) {
    let mut shown = chosen.unwrap_or_else(notation::notation);
    ui.horizontal(|ui| {
        ui.label(tr("settings-notation"));
        for (value, id) in [
            (Notation::Letters, "settings-notation-letters"),
            (Notation::Figurines, "settings-notation-figurines"),
        ] {
            let label = tr_with(id, &[("example", notation::example(value).into())]);
            if ui.radio_value(&mut shown, value, label).changed() {
                *chosen = Some(value);
            }
        }
    });
}

/// The language: the desktop's (none chosen) or one the game offers; the pseudo-language
/// is offered only while it is in force (`--lang qps`).
fn language_choice(ui: &mut egui::Ui, chosen: &mut Option<String>) {
    let name = |code: &str| {
        catalogue::language(code)
            .map_or(code, |l| l.name)
            .to_string()
    };
    let automatic = tr_with(
        "settings-language-automatic",
        &[("language", name(catalogue::desktop_language()).into())],
    );
    let shown = chosen.as_deref().map_or_else(|| automatic.clone(), name);
    ui.horizontal(|ui| {
        ui.label(tr("settings-language"));
        egui::ComboBox::from_id_salt("settings language")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(chosen, None, automatic);
                for language in catalogue::LANGUAGES {
                    if language.code == catalogue::PSEUDO
                        && catalogue::current() != catalogue::PSEUDO
                    {
                        continue;
                    }
                    ui.selectable_value(chosen, Some(language.code.to_string()), language.name);
                }
            });
    });
}
