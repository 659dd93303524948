//! The new game dialog's form: opponent (a built-in level or an external engine),
//! colour or watching two computers, clock, start position; the session it describes,
//! and a rematch.

use std::time::Duration;

use bevy::prelude::*;
use bevy_egui::egui;
use gambit_engine::{
    Game,
    clock::TimeControl,
    search::Level,
    session::{ColorChoice, Player, Session},
};

use crate::{
    game::{judge::EngineSettings, settings::NewGameChoices},
    play::players::player_combo,
    ui::{catalogue::tr, words::color_word},
};

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
    /// `Player::Human`: two players at this board. When watching, Black.
    pub opponent: Player,
    pub color: ColorChoice,
    /// Computer against computer: `watch_white` plays White, `opponent` Black.
    pub watch: bool,
    pub watch_white: Player,
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
            watch: false,
            watch_white: Player::Computer(Level::Normal),
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

    /// What the dialog remembers of this form.
    pub fn choices(&self) -> NewGameChoices {
        NewGameChoices {
            opponent: self.opponent.code(),
            color: match self.color {
                ColorChoice::White => "white",
                ColorChoice::Black => "black",
                ColorChoice::Random => "random",
            }
            .into(),
            watch: self.watch,
            watch_white: self.watch_white.code(),
            time: match self.time {
                TimeChoice::None => "none".into(),
                TimeChoice::Preset(i) => format!("preset {i}"),
                TimeChoice::Custom => "custom".into(),
            },
            minutes: self.minutes,
            bonus_seconds: self.bonus_seconds,
            delay: self.bonus == Bonus::Delay,
        }
    }

    /// The form remembered; what no longer reads (a removed engine's code, say) keeps
    /// the default.
    pub fn from_choices(c: &NewGameChoices) -> NewGameForm {
        let d = NewGameForm::default();
        let time = match c.time.split_once(' ') {
            Some(("preset", i)) => i
                .parse::<usize>()
                .ok()
                .filter(|&i| i < PRESETS.len())
                .map_or(d.time, TimeChoice::Preset),
            _ if c.time == "custom" => TimeChoice::Custom,
            _ if c.time == "none" => TimeChoice::None,
            _ => d.time,
        };
        NewGameForm {
            opponent: c.opponent.parse().unwrap_or(d.opponent),
            color: c.color.parse().unwrap_or(d.color),
            watch: c.watch,
            watch_white: c.watch_white.parse().unwrap_or(d.watch_white),
            time,
            minutes: if c.minutes == 0 { d.minutes } else { c.minutes },
            bonus_seconds: c.bonus_seconds,
            bonus: if c.delay {
                Bonus::Delay
            } else {
                Bonus::Increment
            },
            from_fen: false,
            fen: String::new(),
        }
    }

    /// What the dialog opens with: the choices made last time when they describe the
    /// game on the board (so a random colour stays random), else that game's opponent,
    /// colour and clock, so the same kind of game again is one click on Start.
    pub fn opening(session: &Session, remembered: Option<&NewGameChoices>) -> NewGameForm {
        let form = remembered.map_or_else(NewGameForm::default, NewGameForm::from_choices);
        if form.describes(session) {
            form
        } else {
            form.with_game_of(session)
        }
    }

    fn describes(&self, session: &Session) -> bool {
        use shakmaty::Color;
        let seats = (session.player(Color::White), session.player(Color::Black));
        let players = if self.watch {
            seats == (self.watch_white.clone(), self.opponent.clone())
        } else {
            let opp = self.opponent.clone();
            let white = seats == (Player::Human, opp.clone());
            let black = seats == (opp, Player::Human);
            match self.color {
                ColorChoice::White => white,
                ColorChoice::Black => black,
                ColorChoice::Random => white || black,
            }
        };
        players && self.time_control() == session.clock().control()
    }

    fn with_game_of(mut self, session: &Session) -> NewGameForm {
        use shakmaty::Color;
        let (white, black) = (session.player(Color::White), session.player(Color::Black));
        self.watch = false;
        match (white.is_human(), black.is_human()) {
            (true, true) => self.opponent = Player::Human,
            (true, false) => {
                self.opponent = black;
                self.color = ColorChoice::White;
            }
            (false, true) => {
                self.opponent = white;
                self.color = ColorChoice::Black;
            }
            (false, false) => {
                self.watch = true;
                self.watch_white = white;
                self.opponent = black;
            }
        }
        self.set_time(session.clock().control());
        self
    }

    /// The clock's choice that gives `control`: a preset when one matches.
    fn set_time(&mut self, control: TimeControl) {
        let secs = |d: Duration| d.as_secs();
        let (base, bonus, delay) = match control {
            TimeControl::None => {
                self.time = TimeChoice::None;
                return;
            }
            TimeControl::SuddenDeath { base } => (base, 0, false),
            TimeControl::Fischer { base, increment } => (base, secs(increment), false),
            TimeControl::Bronstein { base, delay } => (base, secs(delay), true),
        };
        let preset = PRESETS
            .iter()
            .position(|&(_, m, inc)| !delay && m * 60 == secs(base) && inc == bonus);
        match preset {
            Some(i) => self.time = TimeChoice::Preset(i),
            None => {
                self.time = TimeChoice::Custom;
                self.minutes = (secs(base).div_ceil(60)).max(1) as u32;
                self.bonus_seconds = bonus as u32;
                self.bonus = if delay {
                    Bonus::Delay
                } else {
                    Bonus::Increment
                };
            }
        }
    }

    /// The start position, or the rules core's reason the FEN is refused.
    pub fn start(&self) -> Result<Game, String> {
        if self.from_fen {
            Game::from_fen(self.fen.trim()).map_err(|e| crate::ui::words::fen_error(&e))
        } else {
            Ok(Game::new())
        }
    }

    /// The session this form describes; `heads` decides a random colour.
    pub fn session(&self, now: Duration, heads: bool) -> Result<Session, String> {
        let game = self.start()?;
        let (white, black) = if self.watch {
            if self.opponent.is_human() || self.watch_white.is_human() {
                return Err(tr("new-game-watch-needs-computers"));
            }
            (self.watch_white.clone(), self.opponent.clone())
        } else {
            self.color.seats(self.opponent.clone(), heads)
        };
        Ok(Session::new(game, white, black, self.time_control(), now))
    }
}

/// One labelled row of a dialog.
fn row(ui: &mut egui::Ui, label: &str, add: impl FnOnce(&mut egui::Ui)) {
    ui.horizontal(|ui| {
        ui.add_sized([84.0, 22.0], egui::Label::new(label));
        add(ui);
    });
    ui.add_space(4.0);
}

pub(super) fn new_game_form(ui: &mut egui::Ui, form: &mut NewGameForm, settings: &EngineSettings) {
    if form.watch {
        row(ui, &color_word(shakmaty::Color::White), |ui| {
            player_combo(ui, "watch white", &mut form.watch_white, settings, None);
        });
    }
    let opponent = if form.watch {
        color_word(shakmaty::Color::Black)
    } else {
        tr("new-game-opponent")
    };
    row(ui, &opponent, |ui| {
        let human = (!form.watch).then(|| tr("new-game-human"));
        player_combo(
            ui,
            "opponent",
            &mut form.opponent,
            settings,
            human.as_deref(),
        );
    });
    row(ui, &tr("new-game-you-play"), |ui| {
        ui.add_enabled_ui(form.opponent != Player::Human, |ui| {
            for (choice, name) in [
                (ColorChoice::White, color_word(shakmaty::Color::White)),
                (ColorChoice::Black, color_word(shakmaty::Color::Black)),
                (ColorChoice::Random, tr("new-game-random")),
            ] {
                if ui
                    .selectable_label(!form.watch && form.color == choice, name)
                    .clicked()
                {
                    form.color = choice;
                    form.watch = false;
                }
            }
            ui.selectable_value(&mut form.watch, true, tr("new-game-watch"));
        });
        if form.opponent == Player::Human {
            ui.label(egui::RichText::new(tr("new-game-two-players")).weak());
        }
    });
    row(ui, &tr("new-game-clock"), |ui| {
        ui.selectable_value(&mut form.time, TimeChoice::None, tr("new-game-no-clock"));
        for (i, (name, ..)) in PRESETS.iter().enumerate() {
            ui.selectable_value(&mut form.time, TimeChoice::Preset(i), *name);
        }
        ui.selectable_value(&mut form.time, TimeChoice::Custom, tr("new-game-custom"));
    });
    if form.time == TimeChoice::Custom {
        row(ui, "", |ui| {
            ui.add(
                egui::DragValue::new(&mut form.minutes)
                    .range(1..=180)
                    .suffix(tr("new-game-minutes-suffix")),
            );
            ui.label("+");
            ui.add(
                egui::DragValue::new(&mut form.bonus_seconds)
                    .range(0..=60)
                    .suffix(tr("new-game-seconds-suffix")),
            );
            let increment = tr("new-game-increment");
            ui.selectable_value(&mut form.bonus, Bonus::Increment, increment);
            ui.selectable_value(&mut form.bonus, Bonus::Delay, tr("new-game-delay"));
        });
    }
    row(ui, &tr("new-game-start-from"), |ui| {
        let standard = tr("new-game-standard-position");
        ui.selectable_value(&mut form.from_fen, false, standard);
        ui.selectable_value(&mut form.from_fen, true, tr("new-game-a-fen"));
    });
    if form.from_fen {
        row(ui, "", |ui| {
            ui.add(
                egui::TextEdit::singleline(&mut form.fen)
                    .hint_text(tr("new-game-fen-hint"))
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

#[cfg(test)]
mod tests;
