//! The games dialog's form: save this game, read games from a file, pasted text or the
//! recent games (listed on a thread), and continue from any move of the chosen one.

use std::{path::PathBuf, time::Duration};

use bevy::prelude::*;
use bevy_egui::egui;
use gambit_engine::{
    panel::move_label,
    pgn::{GameError, PgnGame},
    session::{Session, drawings_of},
};

use crate::{
    game::{messages::NewSession, review::ReviewCommand},
    play::gamelist::{GameList, Recent},
    ui::{
        catalogue::{tr, tr_with},
        words::{game_error, notation::shown},
    },
    worker::Worker,
};

/// The games dialog: a path, pasted text, the games listed (read in the background) and
/// the chosen game with its start ply.
#[derive(Debug, Default)]
pub struct GamesForm {
    pub path: String,
    pub pasted: String,
    /// The games of the file or text being looked at.
    pub list: Option<GameList>,
    /// Only list games whose title holds this (any case).
    pub filter: String,
    /// The filter and list length `shown` was made for, and the listed games' indices.
    shown: (String, usize, Vec<usize>),
    /// The game picked (its index in the list; none for a pasted FEN) and the game itself.
    pub chosen: Option<(Option<usize>, PgnGame)>,
    /// Continue from the position after this many plies of the chosen game.
    pub ply: usize,
    pub message: Option<(bool, String)>,
    pub recent: Recent,
    /// The recent games' titles, on their way from a reading thread.
    pub(super) recent_reading: Option<Worker<(), Recent>>,
    /// "Save as PGN" found a file at this path and waits for the player to say overwrite.
    pub confirm_overwrite: Option<String>,
    /// A save asked for (path, PGN), for `play::exports` to hand to the writing thread.
    pub wanted: Option<(PathBuf, String)>,
}

impl GamesForm {
    /// Starts listing `list`'s games; the first one found is chosen.
    fn look_at(&mut self, list: Result<GameList, String>) {
        self.chosen = None;
        self.filter.clear();
        match list {
            Ok(list) => {
                self.message = None;
                self.list = Some(list);
            }
            Err(e) => {
                self.list = None;
                self.message = Some((false, e));
            }
        }
    }

    /// Reads pasted text: one FEN, or PGN with any number of games.
    fn read_text(&mut self, text: &str) {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            self.list = None;
            self.chosen = None;
            self.message = Some((false, tr("games-nothing-to-load")));
            return;
        }
        match PgnGame::from_fen_line(trimmed) {
            Some(Ok(game)) => {
                self.list = None;
                self.ply = game.game.moves().len();
                self.chosen = Some((None, game));
                self.message = None;
            }
            Some(Err(e)) => {
                self.list = None;
                self.chosen = None;
                self.message = Some((false, e));
            }
            None => self.look_at(Ok(GameList::from_text(trimmed))),
        }
    }

    /// Takes in what the background readers found; true while any still reads.
    pub fn poll(&mut self) -> bool {
        let mut busy = false;
        if let Some(reader) = &mut self.recent_reading {
            if let Some(recent) = reader.answer() {
                self.recent = recent;
                self.recent_reading = None;
            } else if reader.ended() {
                self.recent_reading = None;
            } else {
                busy = true;
            }
        }
        let Some(list) = &mut self.list else {
            return busy;
        };
        let reading = list.poll();
        if self.chosen.is_none() && !list.entries.is_empty() {
            self.choose(0);
        }
        if !reading && let Some(list) = &self.list {
            let found = list.entries.len();
            let damaged = list.entries.iter().filter(|e| e.error.is_some()).count();
            let (found, damaged) = (found.into(), damaged.into());
            self.message = match &list.finished {
                _ if list.entries.is_empty() => Some((false, tr("games-none-found"))),
                Some(Ok(took)) => {
                    let seconds = format!("{:.1}", took.as_secs_f32()).into();
                    let args = [("count", found), ("seconds", seconds), ("damaged", damaged)];
                    Some((true, tr_with("games-found", &args)))
                }
                Some(Err(why)) => {
                    let args = [
                        ("count", found),
                        ("why", why.as_str().into()),
                        ("damaged", damaged),
                    ];
                    Some((false, tr_with("games-read-then", &args)))
                }
                None => None,
            };
        }
        busy || reading
    }

    /// Reads the listed game `i` and makes it the chosen one, at its last move.
    fn choose(&mut self, i: usize) {
        let Some(list) = &self.list else { return };
        match list.game(i) {
            Ok(game) => {
                self.ply = game.game.moves().len();
                self.chosen = Some((Some(i), game));
            }
            Err(e) => self.message = Some((false, e)),
        }
    }

    /// Indices of the listed games whose titles match the filter.
    fn shown(&mut self) -> &[usize] {
        let len = self.list.as_ref().map_or(0, |l| l.entries.len());
        if self.shown.0 != self.filter || self.shown.1 != len {
            let needle = self.filter.to_lowercase();
            let entries = self.list.as_ref().map_or(&[][..], |l| &l.entries[..]);
            let matching = entries
                .iter()
                .enumerate()
                .filter(|(_, e)| needle.is_empty() || e.title.to_lowercase().contains(&needle))
                .map(|(i, _)| i)
                .collect();
            self.shown = (self.filter.clone(), len, matching);
        }
        &self.shown.2
    }
}

#[allow(clippy::too_many_arguments)]
pub(super) fn games_form(
    ui: &mut egui::Ui,
    form: &mut GamesForm,
    session: &Session,
    t: Duration,
    fen: &str,
    (sessions, review): (
        &mut MessageWriter<NewSession>,
        &mut MessageWriter<ReviewCommand>,
    ),
    close: &mut bool,
) {
    this_game_section(ui, form, session, t, fen);
    ui.separator();
    pasted_and_recent_section(ui, form);
    reading_status(ui, form);
    game_list(ui, form);
    if chosen_section(ui, form, session, t, (sessions, review)) {
        *close = true;
    }
    ui.separator();
    if ui.button(tr("games-close")).clicked() {
        *close = true;
    }
}

/// Save, load and copy the game on the board.
fn this_game_section(
    ui: &mut egui::Ui,
    form: &mut GamesForm,
    session: &Session,
    t: Duration,
    fen: &str,
) {
    ui.label(egui::RichText::new(tr("games-this-game")).strong());
    ui.horizontal(|ui| {
        ui.label(tr("games-file"));
        ui.add(egui::TextEdit::singleline(&mut form.path).desired_width(330.0));
    });
    let save = |form: &mut GamesForm| {
        form.confirm_overwrite = None;
        form.wanted = Some((PathBuf::from(&form.path), session.to_pgn(t, None)));
        let path = form.path.as_str().into();
        form.message = Some((true, tr_with("games-saving-to", &[("path", path)])));
    };
    // A changed path asks again.
    if form.confirm_overwrite.as_ref() != Some(&form.path) {
        form.confirm_overwrite = None;
    }
    if let Some(path) = form.confirm_overwrite.clone() {
        ui.horizontal(|ui| {
            ui.colored_label(
                egui::Color32::from_rgb(255, 190, 100),
                tr_with("games-replace-question", &[("path", path.into())]),
            );
            if ui.button(tr("games-replace")).clicked() {
                save(form);
            }
            if ui.button(tr("games-cancel")).clicked() {
                form.confirm_overwrite = None;
            }
        });
    }
    ui.horizontal(|ui| {
        if ui.button(tr("games-save-pgn")).clicked() {
            if std::path::Path::new(&form.path).exists() {
                form.confirm_overwrite = Some(form.path.clone());
                form.message = None;
            } else {
                save(form);
            }
        }
        if ui.button(tr("games-load-pgn")).clicked() {
            let path = PathBuf::from(&form.path);
            form.look_at(GameList::open(&path));
        }
        if ui.button(tr("games-copy-pgn")).clicked() {
            ui.ctx().copy_text(session.to_pgn(t, None));
            form.message = Some((true, tr("games-pgn-copied")));
        }
        if ui.button(tr("games-copy-fen")).clicked() {
            ui.ctx().copy_text(fen.to_string());
            form.message = Some((true, tr_with("games-fen-copied", &[("fen", fen.into())])));
        }
    });
}

/// Pasted PGN or FEN, and the recent games.
fn pasted_and_recent_section(ui: &mut egui::Ui, form: &mut GamesForm) {
    ui.label(egui::RichText::new(tr("games-paste")).strong());
    ui.add(
        egui::TextEdit::multiline(&mut form.pasted)
            .desired_rows(3)
            .desired_width(420.0)
            .hint_text(tr("games-paste-hint")),
    );
    if ui.button(tr("games-read-pasted")).clicked() {
        let text = form.pasted.clone();
        form.read_text(&text);
    }
    if !form.recent.is_empty() {
        ui.separator();
        ui.label(egui::RichText::new(tr("games-recent")).strong());
        egui::ScrollArea::vertical()
            .id_salt("recent")
            .max_height(90.0)
            .show(ui, |ui| {
                let mut pick = None;
                for (path, title) in &form.recent {
                    if ui.link(title).clicked() {
                        pick = Some(path.clone());
                    }
                }
                if let Some(path) = pick {
                    form.look_at(GameList::open(&path));
                }
            });
    }
}

/// The last message, and how far a file being read has come (with a way to stop).
fn reading_status(ui: &mut egui::Ui, form: &mut GamesForm) {
    if let Some((ok, text)) = &form.message {
        let color = if *ok {
            egui::Color32::from_rgb(160, 220, 150)
        } else {
            egui::Color32::from_rgb(255, 120, 100)
        };
        ui.colored_label(color, text);
    }
    // Reading in the background: how far, and a way to stop.
    if let Some((share, games)) = form.list.as_ref().and_then(GameList::progress) {
        ui.horizontal(|ui| {
            ui.add(
                egui::ProgressBar::new(share)
                    .desired_width(330.0)
                    .text(tr_with(
                        "games-reading",
                        &[
                            ("count", games.into()),
                            ("percent", format!("{:.0}", share * 100.0).into()),
                        ],
                    )),
            );
            if ui.button(tr("games-stop")).clicked()
                && let Some(list) = &mut form.list
            {
                list.cancel();
            }
        });
    }
}

/// The games of a file with more than one, filtered; a click chooses one.
fn game_list(ui: &mut egui::Ui, form: &mut GamesForm) {
    let listed = form.list.as_ref().map_or(0, |l| l.entries.len());
    if listed > 1 {
        ui.separator();
        ui.horizontal(|ui| {
            ui.label(tr("games-find"));
            ui.add(
                egui::TextEdit::singleline(&mut form.filter)
                    .hint_text(tr("games-find-hint"))
                    .desired_width(300.0),
            );
        });
        let chosen = form.chosen.as_ref().and_then(|(i, _)| *i);
        let shown = form.shown().to_vec();
        let mut pick = None;
        let row = ui.text_style_height(&egui::TextStyle::Body) + 4.0;
        // Only the rows in view are laid out, so 100,000 games scroll as fast as ten.
        egui::ScrollArea::vertical()
            .id_salt("games")
            .max_height(140.0)
            .auto_shrink([false, true])
            .show_rows(ui, row, shown.len(), |ui, rows| {
                // One line a game: the rows' height is what lets only those in view be laid out.
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Truncate);
                let entries = form.list.as_ref().map_or(&[][..], |l| &l.entries[..]);
                for &i in &shown[rows] {
                    let entry = &entries[i];
                    let mut text = format!("{}. {}", i + 1, entry.title);
                    if entry.error.is_some() {
                        text.push_str("  ⚠");
                    }
                    if ui.selectable_label(chosen == Some(i), text).clicked() {
                        pick = Some(i);
                    }
                }
            });
        if let Some(i) = pick {
            form.choose(i);
        }
    }
}

/// The chosen game: continue from any of its moves, or review it. Whether the dialog closes.
fn chosen_section(
    ui: &mut egui::Ui,
    form: &mut GamesForm,
    session: &Session,
    t: Duration,
    (sessions, review): (
        &mut MessageWriter<NewSession>,
        &mut MessageWriter<ReviewCommand>,
    ),
) -> bool {
    let mut close = false;
    if let Some((_, chosen)) = &form.chosen {
        ui.separator();
        ui.label(chosen.title());
        let len = chosen.game.moves().len();
        // Its start position can't be played: nothing to continue or review.
        if let Some(error @ GameError::BadFen { .. }) = &chosen.error {
            ui.colored_label(
                egui::Color32::from_rgb(255, 190, 100),
                tr_with("games-cannot-open", &[("error", game_error(error).into())]),
            );
            return false;
        }
        if let Some(error) = &chosen.error {
            ui.colored_label(
                egui::Color32::from_rgb(255, 190, 100),
                tr_with(
                    "games-stopped-early",
                    &[("error", game_error(error).into())],
                ),
            );
        }
        ui.horizontal(|ui| {
            ui.label(tr("games-continue-after"));
            ui.add(egui::Slider::new(&mut form.ply, 0..=len).show_value(false));
            let at = match form.ply {
                0 => tr("games-the-start"),
                p => shown(&move_label(&chosen.game, p - 1).unwrap_or_default()),
            };
            ui.label(at);
        });
        ui.horizontal(|ui| {
            if ui.button(tr("games-play-from-here")).clicked() {
                let go_on = Session::continue_from(&chosen.game, form.ply, session.setup(), t);
                let drawn = drawings_of(chosen);
                sessions.write(NewSession(go_on.with_drawings(drawn)));
                close = true;
            }
            if ui.button(tr("games-review-this")).clicked() {
                let review_it = Session::for_review(chosen.game.clone(), t);
                sessions.write(NewSession(review_it.with_drawings(drawings_of(chosen))));
                review.write(ReviewCommand::Start);
                close = true;
            }
        });
    }
    close
}

#[cfg(test)]
mod tests;
