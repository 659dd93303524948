//! The dialogs: new game, resign confirmation, game over (new game, rematch, review),
//! settings, and games (save/load PGN, FEN, clipboard, recent games). They only draw and
//! write messages; what a choice means (a `Session`, a `Game`) comes from the rules core.

use std::{
    path::PathBuf,
    sync::{
        Mutex,
        mpsc::{Receiver, TryRecvError},
    },
    time::Duration,
};

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gambit_engine::{
    Game,
    clock::TimeControl,
    panel::move_label,
    pgn::PgnGame,
    search::Level,
    session::{ColorChoice, Player, Session},
};
use shakmaty::Color as Side;

use crate::{
    AppSystems,
    game::review::{Review, ReviewCommand, shown_position},
    game::rules::{GameEnded, NewSession, Resign, Rules, SessionReplaced, now},
    game::settings::Settings,
    save::store::{Store, atomic_write},
    ui::gamelist::{GameList, Recent, read_recent},
};

/// Which dialog is open (one at a time).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialog {
    NewGame,
    ConfirmResign(Side),
    GameOver,
    Settings,
    Games,
}

/// Dialog state kept between frames.
#[derive(Resource, Debug, Default)]
pub struct Dialogs {
    pub open: Option<Dialog>,
    pub new_game: NewGameForm,
    pub games: GamesForm,
}

/// Asks for a dialog from the panel or a key.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpenDialog(pub Dialog);

/// Time-control presets: minutes + increment seconds.
pub const PRESETS: [(&str, u64, u64); 6] = [
    ("1+0", 1, 0),
    ("3+2", 3, 2),
    ("5+0", 5, 0),
    ("10+0", 10, 0),
    ("15+10", 15, 10),
    ("30+0", 30, 0),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeChoice {
    None,
    Preset(usize),
    Custom,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bonus {
    Increment,
    Delay,
}

#[derive(Debug, Clone)]
pub struct NewGameForm {
    /// `Player::Human`: two players at this board.
    pub opponent: Player,
    pub color: ColorChoice,
    pub time: TimeChoice,
    pub minutes: u32,
    pub bonus_seconds: u32,
    pub bonus: Bonus,
    pub from_fen: bool,
    pub fen: String,
}

impl Default for NewGameForm {
    fn default() -> Self {
        NewGameForm {
            opponent: Player::Computer(Level::Easy),
            color: ColorChoice::White,
            time: TimeChoice::None,
            minutes: 10,
            bonus_seconds: 5,
            bonus: Bonus::Increment,
            from_fen: false,
            fen: String::new(),
        }
    }
}

impl NewGameForm {
    pub fn time_control(&self) -> TimeControl {
        let mins = |m: u64| Duration::from_secs(m * 60);
        match self.time {
            TimeChoice::None => TimeControl::None,
            TimeChoice::Preset(i) => {
                let (_, m, inc) = PRESETS[i.min(PRESETS.len() - 1)];
                if inc == 0 {
                    TimeControl::SuddenDeath { base: mins(m) }
                } else {
                    TimeControl::Fischer {
                        base: mins(m),
                        increment: Duration::from_secs(inc),
                    }
                }
            }
            TimeChoice::Custom => {
                let base = mins(u64::from(self.minutes.max(1)));
                let extra = Duration::from_secs(u64::from(self.bonus_seconds));
                match (self.bonus, self.bonus_seconds) {
                    (_, 0) => TimeControl::SuddenDeath { base },
                    (Bonus::Increment, _) => TimeControl::Fischer {
                        base,
                        increment: extra,
                    },
                    (Bonus::Delay, _) => TimeControl::Bronstein { base, delay: extra },
                }
            }
        }
    }

    /// The start position, or the rules core's reason the FEN is refused.
    pub fn start(&self) -> Result<Game, String> {
        if self.from_fen {
            Game::from_fen(self.fen.trim()).map_err(|e| e.to_string())
        } else {
            Ok(Game::new())
        }
    }

    /// The session this form describes; `heads` decides a random colour.
    pub fn session(&self, now: Duration, heads: bool) -> Result<Session, String> {
        let game = self.start()?;
        let (white, black) = self.color.seats(self.opponent, heads);
        Ok(Session::new(game, white, black, self.time_control(), now))
    }
}

/// The same opponents with colours swapped, from the same start position and clock.
pub fn rematch(session: &Session, now: Duration) -> Session {
    let game = Game::from_position(session.game().start_position().clone());
    Session::start(game, session.setup().rematch(), now)
}

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
    recent_reading: Option<Mutex<Receiver<Recent>>>,
    /// "Save as PGN" found a file at this path and waits for the player to say overwrite.
    pub confirm_overwrite: Option<String>,
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
            self.message = Some((false, "There is nothing to load.".into()));
            return;
        }
        match fen_game(trimmed) {
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
        if let Some(rx) = &mut self.recent_reading {
            match rx.get_mut().unwrap_or_else(|e| e.into_inner()).try_recv() {
                Ok(recent) => {
                    self.recent = recent;
                    self.recent_reading = None;
                }
                Err(TryRecvError::Empty) => busy = true,
                Err(TryRecvError::Disconnected) => self.recent_reading = None,
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
            let damaged = match damaged {
                0 => String::new(),
                n => format!(" ({n} could not be read to the end)"),
            };
            self.message = match &list.finished {
                _ if found == 0 => Some((false, "No game was found there.".into())),
                Some(Ok(took)) => Some((
                    true,
                    format!(
                        "{found} game(s) in {:.1} s{damaged}; choose one and a move.",
                        took.as_secs_f32()
                    ),
                )),
                Some(Err(why)) => {
                    Some((false, format!("{found} game(s) read, then {why}{damaged}.")))
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

/// A single FEN line as a game to continue from; `None` when the text is not one.
pub fn fen_game(text: &str) -> Option<Result<PgnGame, String>> {
    let looks_like_fen =
        !text.contains('\n') && text.matches('/').count() == 7 && !text.contains("1.");
    looks_like_fen.then(|| {
        Game::from_fen(text)
            .map(|game| PgnGame {
                tags: vec![("FEN".into(), text.into())],
                game,
                comments: Vec::new(),
                written_result: None,
                error: None,
            })
            .map_err(|e| format!("That FEN is not valid: {e}."))
    })
}

/// The chosen game cut at `ply`, ready to continue with the current players and clock.
pub fn continue_from(chosen: &PgnGame, ply: usize, current: &Session, now: Duration) -> Session {
    let mut game = chosen.game.clone();
    while game.moves().len() > ply {
        game.undo();
    }
    Session::start(game, current.setup(), now)
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Dialogs>()
        .add_message::<OpenDialog>()
        .add_systems(
            Update,
            (open_dialogs, show_game_over).in_set(AppSystems::View),
        )
        .add_systems(EguiPrimaryContextPass, draw);
}

fn open_dialogs(
    mut requests: MessageReader<OpenDialog>,
    mut dialogs: ResMut<Dialogs>,
    settings: Res<Settings>,
    mut resign: MessageWriter<Resign>,
) {
    for &OpenDialog(dialog) in requests.read() {
        match dialog {
            // Without confirmation, resigning is immediate.
            Dialog::ConfirmResign(by) if !settings.confirm_resign => {
                resign.write(Resign { by });
            }
            Dialog::Games => {
                let files = Store::from_env()
                    .and_then(|store| store.recent_games())
                    .unwrap_or_default();
                dialogs.games.recent_reading = Some(Mutex::new(read_recent(files)));
                dialogs.open = Some(dialog);
            }
            _ => dialogs.open = Some(dialog),
        }
    }
}

/// The game-over dialog comes up when a game ends (or starts ended, e.g. a loaded game).
fn show_game_over(
    mut ended: MessageReader<GameEnded>,
    rules: Res<Rules>,
    mut dialogs: ResMut<Dialogs>,
    mut replaced: MessageReader<SessionReplaced>,
) {
    let fresh = replaced.read().count() > 0;
    if ended.read().count() > 0 || (fresh && rules.game().is_over()) {
        dialogs.open = Some(Dialog::GameOver);
    }
}

fn default_pgn_path() -> String {
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
    review: MessageWriter<'w, ReviewCommand>,
    redraw: MessageWriter<'w, bevy::window::RequestRedraw>,
}

#[allow(clippy::too_many_arguments)]
fn draw(
    mut contexts: EguiContexts,
    mut dialogs_res: ResMut<Dialogs>,
    rules: Res<Rules>,
    review: Res<Review>,
    time: Res<Time<Real>>,
    mut settings: ResMut<Settings>,
    mut out: Out,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Form fields change as the player types; only opening or closing a dialog counts as
    // a change (a change wakes the reactive window, and an open dialog must not spin it).
    let dialogs = dialogs_res.bypass_change_detection();
    let Some(open) = dialogs.open else {
        return Ok(());
    };
    let t = now(&time);
    let mut close = false;
    let window = |title: &str| {
        egui::Window::new(title.to_string())
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, [-150.0, 0.0])
    };
    match open {
        Dialog::NewGame => {
            let form = &mut dialogs.new_game;
            window("New game").show(ctx, |ui| {
                new_game_form(ui, form);
                ui.separator();
                let session = form
                    .session(t, rand_bit())
                    .map(|s| s.with_tournament(settings.tournament_mode));
                ui.horizontal(|ui| {
                    let start = ui.add_enabled(session.is_ok(), egui::Button::new("Start"));
                    if start.clicked()
                        && let Ok(s) = session
                    {
                        out.sessions.write(NewSession(s));
                        close = true;
                    }
                    if ui.button("Cancel").clicked() {
                        close = true;
                    }
                });
            });
        }
        Dialog::ConfirmResign(by) => {
            window("Resign?").show(ctx, |ui| {
                ui.label(format!(
                    "Resign this game? {} wins.",
                    gambit_engine::rules::color_name(!by)
                ));
                ui.horizontal(|ui| {
                    if ui.button("Resign").clicked() {
                        out.resign.write(Resign { by });
                        close = true;
                    }
                    if ui.button("Keep playing").clicked() {
                        close = true;
                    }
                });
            });
        }
        Dialog::GameOver => {
            let game = rules.game();
            let Some(ending) = game.ending() else {
                dialogs.open = None;
                dialogs_res.set_changed();
                return Ok(());
            };
            egui::Window::new("Game over")
                .collapsible(false)
                .resizable(false)
                .anchor(egui::Align2::CENTER_TOP, [-150.0, 12.0])
                .show(ctx, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.add(
                            egui::Label::new(
                                egui::RichText::new(ending.to_string())
                                    .size(26.0)
                                    .strong()
                                    .color(egui::Color32::from_rgb(240, 200, 110)),
                            )
                            .wrap_mode(egui::TextWrapMode::Extend),
                        );
                        ui.label(egui::RichText::new(game.result_str()).size(18.0));
                    });
                    ui.horizontal(|ui| {
                        if ui.button("New game…").clicked() {
                            dialogs.open = Some(Dialog::NewGame);
                        }
                        if ui.button("Rematch (colours swapped)").clicked() {
                            out.sessions.write(NewSession(rematch(&rules.session, t)));
                            close = true;
                        }
                        if ui.button("Review the moves").clicked() {
                            out.review.write(ReviewCommand::First);
                            close = true;
                        }
                        if ui.button("Close").clicked() {
                            close = true;
                        }
                    });
                });
        }
        Dialog::Settings => {
            window("Settings").show(ctx, |ui| {
                settings_form(ui, &mut settings);
                if ui.button("Close").clicked() {
                    close = true;
                }
            });
        }
        Dialog::Games => {
            let fen = gambit_engine::game::fen_of(shown_position(&rules, &review));
            let games = &mut dialogs.games;
            if games.path.is_empty() {
                games.path = default_pgn_path();
            }
            // Files are read on other threads: keep drawing while they report.
            if games.poll() {
                out.redraw.write(bevy::window::RequestRedraw);
            }
            window("Games").show(ctx, |ui| {
                games_form(
                    ui,
                    games,
                    &rules.session,
                    t,
                    &fen,
                    &mut out.sessions,
                    &mut close,
                );
            });
        }
    }
    // A dialog opened from inside another (game over → new game) stays open.
    if close && dialogs.open == Some(open) {
        dialogs.open = None;
        // Nobody will look at the rest of a file being read.
        if let Some(list) = &mut dialogs.games.list {
            list.cancel();
        }
    }
    if dialogs.open != Some(open) {
        dialogs_res.set_changed();
    }
    // A click may have changed what the dialog shows (a loaded file, a message): draw it.
    if ctx.input(|i| i.pointer.any_released() || i.key_pressed(egui::Key::Enter)) {
        out.redraw.write(bevy::window::RequestRedraw);
    }
    Ok(())
}

fn rand_bit() -> bool {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .is_ok_and(|d| d.subsec_nanos() % 2 == 0)
}

/// One labelled row of a dialog.
fn row(ui: &mut egui::Ui, label: &str, add: impl FnOnce(&mut egui::Ui)) {
    ui.horizontal(|ui| {
        ui.add_sized([84.0, 22.0], egui::Label::new(label));
        add(ui);
    });
    ui.add_space(4.0);
}

fn new_game_form(ui: &mut egui::Ui, form: &mut NewGameForm) {
    row(ui, "Opponent", |ui| {
        ui.selectable_value(&mut form.opponent, Player::Human, "Human");
        for level in Level::ALL {
            ui.selectable_value(&mut form.opponent, Player::Computer(level), level.name());
        }
    });
    row(ui, "You play", |ui| {
        ui.add_enabled_ui(form.opponent != Player::Human, |ui| {
            ui.selectable_value(&mut form.color, ColorChoice::White, "White");
            ui.selectable_value(&mut form.color, ColorChoice::Black, "Black");
            ui.selectable_value(&mut form.color, ColorChoice::Random, "Random");
        });
        if form.opponent == Player::Human {
            ui.label(egui::RichText::new("two players at this computer").weak());
        }
    });
    row(ui, "Clock", |ui| {
        ui.selectable_value(&mut form.time, TimeChoice::None, "None");
        for (i, (name, ..)) in PRESETS.iter().enumerate() {
            ui.selectable_value(&mut form.time, TimeChoice::Preset(i), *name);
        }
        ui.selectable_value(&mut form.time, TimeChoice::Custom, "Custom");
    });
    if form.time == TimeChoice::Custom {
        row(ui, "", |ui| {
            ui.add(
                egui::DragValue::new(&mut form.minutes)
                    .range(1..=180)
                    .suffix(" min"),
            );
            ui.label("+");
            ui.add(
                egui::DragValue::new(&mut form.bonus_seconds)
                    .range(0..=60)
                    .suffix(" s"),
            );
            ui.selectable_value(&mut form.bonus, Bonus::Increment, "increment");
            ui.selectable_value(&mut form.bonus, Bonus::Delay, "delay");
        });
    }
    row(ui, "Start from", |ui| {
        ui.selectable_value(&mut form.from_fen, false, "Standard position");
        ui.selectable_value(&mut form.from_fen, true, "A FEN");
    });
    if form.from_fen {
        row(ui, "", |ui| {
            ui.add(
                egui::TextEdit::singleline(&mut form.fen)
                    .hint_text("paste a FEN here")
                    .desired_width(400.0),
            );
        });
        if let Err(e) = form.start() {
            row(ui, "", |ui| {
                ui.colored_label(egui::Color32::from_rgb(255, 120, 100), e);
            });
        }
    }
}

fn settings_form(ui: &mut egui::Ui, settings: &mut Settings) {
    // Edit a copy so the resource is only marked changed (and saved) on a real change.
    let mut s = settings.clone();
    ui.checkbox(&mut s.show_legal_moves, "Show legal moves");
    ui.checkbox(&mut s.show_coordinates, "Show coordinates");
    ui.horizontal(|ui| {
        ui.label("Animation speed");
        ui.add(egui::Slider::new(&mut s.animation_speed, 0.5..=3.0).suffix("×"));
    });
    ui.horizontal(|ui| {
        ui.label("Volume");
        ui.add_enabled(!s.muted, egui::Slider::new(&mut s.volume, 0.0..=1.0));
        ui.checkbox(&mut s.muted, "Mute");
    });
    ui.checkbox(&mut s.auto_queen, "Always promote to a queen");
    ui.checkbox(&mut s.confirm_resign, "Ask before resigning");
    ui.checkbox(
        &mut s.tournament_mode,
        "Tournament mode in new games (touch-move, no take-backs)",
    );
    if s != *settings {
        *settings = s;
    }
}

#[allow(clippy::too_many_arguments)]
fn games_form(
    ui: &mut egui::Ui,
    form: &mut GamesForm,
    session: &Session,
    t: Duration,
    fen: &str,
    sessions: &mut MessageWriter<NewSession>,
    close: &mut bool,
) {
    ui.label(egui::RichText::new("This game").strong());
    ui.horizontal(|ui| {
        ui.label("File");
        ui.add(egui::TextEdit::singleline(&mut form.path).desired_width(330.0));
    });
    let save = |form: &mut GamesForm| {
        let text = session.to_pgn(t, None);
        form.confirm_overwrite = None;
        form.message = Some(
            match atomic_write(std::path::Path::new(&form.path), text.as_bytes()) {
                Ok(()) => (true, format!("Saved to {}.", form.path)),
                Err(e) => (false, format!("Could not save to {}: {e}.", form.path)),
            },
        );
    };
    // A changed path asks again.
    if form.confirm_overwrite.as_ref() != Some(&form.path) {
        form.confirm_overwrite = None;
    }
    if let Some(path) = form.confirm_overwrite.clone() {
        ui.horizontal(|ui| {
            ui.colored_label(
                egui::Color32::from_rgb(255, 190, 100),
                format!("{path} exists. Replace it?"),
            );
            if ui.button("Replace").clicked() {
                save(form);
            }
            if ui.button("Cancel").clicked() {
                form.confirm_overwrite = None;
            }
        });
    }
    ui.horizontal(|ui| {
        if ui.button("Save as PGN").clicked() {
            if std::path::Path::new(&form.path).exists() {
                form.confirm_overwrite = Some(form.path.clone());
                form.message = None;
            } else {
                save(form);
            }
        }
        if ui.button("Load PGN file").clicked() {
            let path = PathBuf::from(&form.path);
            form.look_at(GameList::open(&path));
        }
        if ui.button("Copy PGN").clicked() {
            ui.ctx().copy_text(session.to_pgn(t, None));
            form.message = Some((true, "The game's PGN is on the clipboard.".into()));
        }
        if ui.button("Copy FEN").clicked() {
            ui.ctx().copy_text(fen.to_string());
            form.message = Some((true, format!("Copied {fen}")));
        }
    });
    ui.separator();
    ui.label(egui::RichText::new("Paste a PGN or FEN (Ctrl+V)").strong());
    ui.add(
        egui::TextEdit::multiline(&mut form.pasted)
            .desired_rows(3)
            .desired_width(420.0)
            .hint_text("[Event \"…\"] 1. e4 e5 …   or   rnbqkbnr/pppppppp/8/…"),
    );
    if ui.button("Read pasted text").clicked() {
        let text = form.pasted.clone();
        form.read_text(&text);
    }
    if !form.recent.is_empty() {
        ui.separator();
        ui.label(egui::RichText::new("Recent games").strong());
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
                    .text(format!("{games} games, {:.0}%", share * 100.0)),
            );
            if ui.button("Stop").clicked()
                && let Some(list) = &mut form.list
            {
                list.cancel();
            }
        });
    }
    let listed = form.list.as_ref().map_or(0, |l| l.entries.len());
    if listed > 1 {
        ui.separator();
        ui.horizontal(|ui| {
            ui.label("Find");
            ui.add(
                egui::TextEdit::singleline(&mut form.filter)
                    .hint_text("a player, an event, a year")
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
    if let Some((_, chosen)) = &form.chosen {
        ui.separator();
        ui.label(chosen.title());
        let len = chosen.game.moves().len();
        if let Some(error) = &chosen.error {
            ui.colored_label(
                egui::Color32::from_rgb(255, 190, 100),
                format!("Stopped early: {error}"),
            );
        }
        ui.horizontal(|ui| {
            ui.label("Continue after");
            ui.add(egui::Slider::new(&mut form.ply, 0..=len).show_value(false));
            let at = match form.ply {
                0 => "the start".to_string(),
                p => move_label(&chosen.game, p - 1).unwrap_or_default(),
            };
            ui.label(at);
        });
        if ui.button("Play from here").clicked() {
            sessions.write(NewSession(continue_from(chosen, form.ply, session, t)));
            *close = true;
        }
    }
    ui.separator();
    if ui.button("Close").clicked() {
        *close = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn form_builds_the_session_it_shows() {
        let form = NewGameForm {
            opponent: Player::Computer(Level::Normal),
            color: ColorChoice::Black,
            time: TimeChoice::Preset(1),
            ..NewGameForm::default()
        };
        let s = form.session(Duration::ZERO, true).unwrap();
        assert_eq!(s.player(Side::White), Player::Computer(Level::Normal));
        assert_eq!(s.player(Side::Black), Player::Human);
        assert_eq!(s.clock().control().to_string(), "3+2");
        assert_eq!(s.view, Side::Black);
    }

    #[test]
    fn custom_delay_and_bad_fen() {
        let mut form = NewGameForm {
            time: TimeChoice::Custom,
            minutes: 15,
            bonus_seconds: 5,
            bonus: Bonus::Delay,
            from_fen: true,
            fen: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
            ..NewGameForm::default()
        };
        assert_eq!(form.time_control().to_string(), "15d5");
        assert!(form.session(Duration::ZERO, true).is_err());
        form.fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".into();
        let s = form.session(Duration::ZERO, true).unwrap();
        assert_eq!(s.game().fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    }

    #[test]
    fn rematch_swaps_colours() {
        let s = Session::new(
            Game::new(),
            Player::Human,
            Player::Computer(Level::Hard),
            TimeControl::None,
            Duration::ZERO,
        );
        let r = rematch(&s, Duration::ZERO);
        assert_eq!(r.player(Side::White), Player::Computer(Level::Hard));
        assert_eq!(r.player(Side::Black), Player::Human);
    }

    #[test]
    fn games_are_read_and_continued_from_any_move() {
        let text =
            "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 *\n\n[White \"C\"]\n\n1. d4 *\n";
        let mut form = GamesForm::default();
        form.read_text(text);
        let start = std::time::Instant::now();
        while form.poll() {
            assert!(start.elapsed() < Duration::from_secs(10));
            std::thread::sleep(Duration::from_millis(2));
        }
        assert_eq!(form.list.as_ref().unwrap().entries.len(), 2);
        let (index, first) = form.chosen.clone().expect("the first game is chosen");
        assert_eq!(index, Some(0));
        assert!(first.title().starts_with("A – B"));
        assert_eq!(form.ply, 3);
        assert!(form.message.as_ref().unwrap().1.starts_with("2 game(s)"));
        let current = Session::new(
            Game::new(),
            Player::Human,
            Player::Human,
            TimeControl::None,
            Duration::ZERO,
        );
        let s = continue_from(&first, 2, &current, Duration::ZERO);
        assert_eq!(s.game().moves().len(), 2);
        assert_eq!(s.game().san_moves(), vec!["e4", "e5"]);
        form.choose(1);
        assert_eq!(form.chosen.as_ref().unwrap().1.game.san_moves(), ["d4"]);
        form.filter = "c –".into();
        assert_eq!(form.shown(), [1]);

        form.read_text("   ");
        assert!(form.list.is_none() && form.chosen.is_none());
        form.read_text("not a game at all");
        while form.poll() {
            std::thread::sleep(Duration::from_millis(2));
        }
        assert!(form.chosen.is_none());
        assert_eq!(form.message.as_ref().unwrap().1, "No game was found there.");
        form.read_text("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        let (index, fen) = form.chosen.clone().unwrap();
        assert_eq!(index, None);
        assert_eq!(fen.game.fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        form.read_text("4k3/8/8/8/8/8/8/4K2X w - - 0 1");
        assert!(form.message.as_ref().unwrap().1.contains("FEN"));
    }
}
