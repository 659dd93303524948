//! The dialogs: new game, resign confirmation, game over (new game, rematch, review),
//! settings, and games (save/load PGN, FEN, clipboard, recent games). They only draw and
//! write messages; what a choice means (a `Session`, a `Game`) comes from the rules core.
//! The new game form is in `new_game.rs`, the games form in `games.rs`, Settings →
//! Engines in `engines.rs`, "Change opponent" in `opponent.rs`.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use shakmaty::Color as Side;

use crate::{
    AppSystems,
    board::quality::AppliedLook,
    game::browse::{BrowseCommand, Browsing, shown_position},
    game::judge::EngineSettings,
    game::review::{GameReview, ReviewCommand},
    game::settings::PlaySettings,
    game::{
        current::{CurrentGame, now},
        external::Engines,
        messages::{GameEnded, NewSession, PlayFrom, PlayersChanged, Resign, SessionReplaced},
    },
    mode::Mode,
    play::gamelist::read_recent,
    play::players::step_player,
    save::settings::AllSettingsMut,
    save::store::Store,
    ui::{
        catalogue::{tr, tr_with},
        dialog_keys::{DialogKey, DialogKeys},
        words::color_word,
    },
};

pub mod engines;
pub mod games;
pub mod new_game;
pub mod opponent;
mod settings_form;

use engines::{EnginesForm, engines_section};
use games::{GamesForm, games_form};
use new_game::{NewGameForm, new_game_form};
use opponent::{OpponentForm, opponent_form};

/// Which dialog is open (one at a time).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialog {
    NewGame,
    ConfirmResign(Side),
    GameOver,
    Settings,
    Games,
    /// Other players for the game on the board.
    Opponent,
}

/// Dialog state kept between frames.
#[derive(Resource, Debug, Default)]
pub struct Dialogs {
    pub open: Option<Dialog>,
    pub new_game: NewGameForm,
    pub games: GamesForm,
    pub engines: EnginesForm,
    pub opponent: OpponentForm,
}

/// Asks for a dialog from the panel or a key.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpenDialog(pub Dialog);

pub fn plugin(app: &mut App) {
    app.init_resource::<Dialogs>()
        .add_message::<OpenDialog>()
        .add_systems(
            Update,
            // After `Think`, where a review asked for with the loaded game has started.
            (open_dialogs, show_game_over)
                .in_set(AppSystems::View)
                .run_if(in_state(Mode::Play)),
        )
        .add_systems(EguiPrimaryContextPass, draw.run_if(in_state(Mode::Play)))
        .add_plugins(opponent::plugin);
}

fn open_dialogs(
    mut requests: MessageReader<OpenDialog>,
    mut play_from: MessageReader<PlayFrom>,
    mut dialogs: ResMut<Dialogs>,
    settings: Res<PlaySettings>,
    current: Res<CurrentGame>,
    mut resign: MessageWriter<Resign>,
) {
    for PlayFrom(fen) in play_from.read() {
        let mut form = NewGameForm::opening(&current.session, settings.new_game.as_ref());
        form.from_fen = true;
        form.fen = fen.clone();
        dialogs.new_game = form;
        dialogs.open = Some(Dialog::NewGame);
    }
    for &OpenDialog(dialog) in requests.read() {
        match dialog {
            Dialog::NewGame => {
                dialogs.new_game =
                    NewGameForm::opening(&current.session, settings.new_game.as_ref());
                dialogs.open = Some(dialog);
            }
            // Without confirmation, resigning is immediate.
            Dialog::ConfirmResign(by) if !settings.confirm_resign => {
                resign.write(Resign { by });
            }
            Dialog::Games => {
                let files = Store::from_env()
                    .and_then(|store| store.recent_games())
                    .unwrap_or_default();
                dialogs.games.recent_reading = read_recent(files);
                dialogs.open = Some(dialog);
            }
            _ => dialogs.open = Some(dialog),
        }
    }
}

/// The game-over dialog comes up when a game ends (or starts ended, e.g. a loaded game,
/// unless it was loaded to be reviewed: then the review is what the player asked for).
fn show_game_over(
    mut ended: MessageReader<GameEnded>,
    current: Res<CurrentGame>,
    game_review: Res<GameReview>,
    mut dialogs: ResMut<Dialogs>,
    mut replaced: MessageReader<SessionReplaced>,
) {
    let fresh = replaced.read().count() > 0;
    let loaded_ended = fresh && current.game().is_over() && !game_review.is_open();
    if ended.read().count() > 0 || loaded_ended {
        dialogs.open = Some(Dialog::GameOver);
    }
}

pub(crate) fn default_pgn_path() -> String {
    let dir = directories::UserDirs::new()
        .and_then(|u| u.document_dir().map(PathBuf::from))
        .or_else(|| directories::BaseDirs::new().map(|b| b.home_dir().to_path_buf()))
        .unwrap_or_else(|| PathBuf::from("."));
    dir.join("gambit-game.pgn").display().to_string()
}

#[derive(bevy::ecs::system::SystemParam)]
struct Out<'w> {
    sessions: MessageWriter<'w, NewSession>,
    resign: MessageWriter<'w, Resign>,
    review: MessageWriter<'w, BrowseCommand>,
    game_review: MessageWriter<'w, ReviewCommand>,
    redraw: MessageWriter<'w, bevy::window::RequestRedraw>,
    players: MessageWriter<'w, PlayersChanged>,
}

#[allow(clippy::too_many_arguments)]
fn draw(
    mut contexts: EguiContexts,
    mut dialogs_res: ResMut<Dialogs>,
    current: Res<CurrentGame>,
    review: Res<Browsing>,
    time: Res<Time<Real>>,
    mut settings: AllSettingsMut,
    look: Res<AppliedLook>,
    looks: Res<crate::looks::Looks>,
    mut engines: ResMut<Engines>,
    installed: Res<crate::game::judge::Installed>,
    mut keys: MessageReader<DialogKey>,
    mut out: Out,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let keys = DialogKeys::read(&mut keys, ctx);
    // Form fields change as the player types; only opening or closing a dialog counts as
    // a change (a change wakes the reactive window, and an open dialog must not spin it).
    let dialogs = dialogs_res.bypass_change_detection();
    let Some(open) = dialogs.open else {
        return Ok(());
    };
    let t = now(&time);
    let mut close = false;
    match open {
        Dialog::NewGame => {
            let (play, engine_settings) = (&mut settings.play, &*settings.engines);
            close = new_game_window(
                ctx,
                &mut dialogs.new_game,
                (play, engine_settings),
                t,
                keys,
                &mut out,
            )
        }
        Dialog::ConfirmResign(by) => close = resign_window(ctx, by, keys, &mut out),
        Dialog::GameOver => match game_over_window(ctx, &current, t, keys, &mut out) {
            Some(GameOverChoice::Close) => close = true,
            Some(GameOverChoice::NewGame) => {
                dialogs.new_game =
                    NewGameForm::opening(&current.session, settings.play.new_game.as_ref());
                dialogs.open = Some(Dialog::NewGame);
            }
            Some(GameOverChoice::Stay) => {}
            // A take back made it not over: nothing to show.
            None => {
                dialogs.open = None;
                dialogs_res.set_changed();
                return Ok(());
            }
        },
        Dialog::Settings => {
            dialog(ctx, "dialog-settings-title", |ui| {
                // Edited as one file; only the parts that changed are marked so (and saved).
                let mut file = settings.file();
                settings_form::form(ui, &mut file, look.quality, &looks);
                settings.set(file);
                // Marked changed (and saved) only when the section changed something.
                let form = &mut dialogs.engines;
                let section = settings.engines.bypass_change_detection();
                if engines_section(ui, section, form, &mut engines, &installed) {
                    settings.engines.set_changed();
                }
                if ui.button(tr("dialog-close")).clicked() || keys.confirm || keys.close {
                    close = true;
                }
            });
        }
        Dialog::Opponent => {
            let form = &mut dialogs.opponent;
            dialog(ctx, "dialog-opponent-title", |ui| {
                let seen = (&current.session, &*engines, &*settings.engines);
                if let Some(change) = opponent_form(ui, form, seen, keys, &mut close) {
                    out.players.write(change);
                }
            });
        }
        Dialog::Games => {
            let fen = gambit_engine::game::fen_of(shown_position(&current, &review));
            let games = &mut dialogs.games;
            if games.path.is_empty() {
                games.path = default_pgn_path();
            }
            // Files are read on other threads: keep drawing while they report.
            if games.poll() {
                out.redraw.write(bevy::window::RequestRedraw);
            }
            dialog(ctx, "dialog-games-title", |ui| {
                games_form(
                    ui,
                    games,
                    &current.session,
                    t,
                    &fen,
                    (&mut out.sessions, &mut out.game_review),
                    &mut close,
                );
            });
            close |= keys.confirm || keys.close;
        }
    }
    // A dialog opened from inside another (game over → new game) stays open.
    if close && dialogs.open == Some(open) {
        dialogs.open = None;
        // The next key goes to the board, not to a button that is gone.
        ctx.memory_mut(|m| m.stop_text_input());
        // Nobody will look at the rest of a file being read.
        if let Some(list) = &mut dialogs.games.list {
            list.cancel();
        }
    }
    // An engine being tried answers on its own: keep drawing until it has.
    if dialogs.engines.busy() {
        out.redraw.write(bevy::window::RequestRedraw);
    }
    if dialogs.open != Some(open) {
        dialogs_res.set_changed();
    }
    // A click or key that changed what the dialog shows gets its frame from
    // `redraw::wake_after_ui_input`.
    Ok(())
}

/// A dialog's window, centred on the board, titled by message `id`. The id, not the
/// title, is the window's: it stays the same window in any language.
fn dialog<R>(
    ctx: &egui::Context,
    id: &str,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> Option<egui::InnerResponse<Option<R>>> {
    egui::Window::new(tr(id))
        .id(egui::Id::new(id))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [-150.0, 0.0])
        .show(ctx, |ui| crate::ui::modes::scrolled(ctx, ui, add))
}

/// Whether the dialog closes.
fn new_game_window(
    ctx: &egui::Context,
    form: &mut NewGameForm,
    (play, engine_settings): (&mut ResMut<PlaySettings>, &EngineSettings),
    t: std::time::Duration,
    keys: DialogKeys,
    out: &mut Out,
) -> bool {
    let mut close = false;
    let mut started = false;
    let tournament = play.tournament_mode;
    if keys.step != 0 {
        let human = (!form.watch).then(|| tr("new-game-human"));
        step_player(
            &mut form.opponent,
            engine_settings,
            human.as_deref(),
            keys.step,
        );
    }
    dialog(ctx, "dialog-new-game-title", |ui| {
        new_game_form(ui, form, engine_settings);
        ui.separator();
        let session = form
            .session(t, gambit_engine::session::coin())
            .map(|s| s.with_tournament(tournament));
        ui.horizontal(|ui| {
            let start = ui.add_enabled(session.is_ok(), egui::Button::new(tr("dialog-start")));
            if (start.clicked() || keys.confirm)
                && let Ok(s) = session
            {
                out.sessions.write(NewSession(s));
                close = true;
                started = true;
            }
            if ui.button(tr("dialog-cancel")).clicked() || keys.close {
                close = true;
            }
        });
    });
    // Remembered for the next time, across runs.
    let choices = Some(form.choices());
    // Compared first: the settings change (and are saved) only when a game starts.
    if started && play.new_game != choices {
        play.new_game = choices;
    }
    close
}

/// Whether the dialog closes.
fn resign_window(ctx: &egui::Context, by: Side, keys: DialogKeys, out: &mut Out) -> bool {
    let mut close = false;
    dialog(ctx, "dialog-resign-title", |ui| {
        ui.label(tr_with(
            "dialog-resign-question",
            &[("winner", color_word(!by).into())],
        ));
        ui.horizontal(|ui| {
            if ui.button(tr("dialog-resign")).clicked() || keys.confirm {
                out.resign.write(Resign { by });
                close = true;
            }
            if ui.button(tr("dialog-keep-playing")).clicked() || keys.close {
                close = true;
            }
        });
    });
    close
}

/// What the player chose on the game-over dialog.
enum GameOverChoice {
    Stay,
    Close,
    NewGame,
}

/// The ending, the result and what next; `None` when the game is not over.
fn game_over_window(
    ctx: &egui::Context,
    current: &CurrentGame,
    t: std::time::Duration,
    keys: DialogKeys,
    out: &mut Out,
) -> Option<GameOverChoice> {
    let game = current.game();
    let ending = game.ending()?;
    let mut choice = GameOverChoice::Stay;
    // Over the panel, so it hides no square of the final position.
    crate::ui::modes::over_panel(
        egui::Window::new(tr("dialog-game-over-title")).id(egui::Id::new("dialog-game-over-title")),
    )
    .show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(
                egui::RichText::new(crate::ui::words::ending(&ending))
                    .size(24.0)
                    .strong()
                    .color(egui::Color32::from_rgb(240, 200, 110)),
            );
            ui.label(egui::RichText::new(game.result_str()).size(18.0));
        });
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr("dialog-game-over-new-game")).clicked() || keys.confirm {
                choice = GameOverChoice::NewGame;
            }
            if ui.button(tr("dialog-rematch")).clicked() {
                out.sessions.write(NewSession(current.session.rematch(t)));
                choice = GameOverChoice::Close;
            }
            // The engine judges every move; the board goes to the start. A game
            // without moves has nothing to review.
            if !game.moves().is_empty() && ui.button(tr("dialog-review")).clicked() {
                out.game_review.write(ReviewCommand::Start);
                out.review.write(BrowseCommand::First);
                choice = GameOverChoice::Close;
            }
            if ui.button(tr("dialog-close")).clicked() || keys.close {
                choice = GameOverChoice::Close;
            }
        });
    });
    Some(choice)
}
