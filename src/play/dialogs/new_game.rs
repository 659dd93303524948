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
            Game::from_fen(self.fen.trim()).map_err(|e| e.to_string())
        } else {
            Ok(Game::new())
        }
    }

    /// The session this form describes; `heads` decides a random colour.
    pub fn session(&self, now: Duration, heads: bool) -> Result<Session, String> {
        let game = self.start()?;
        let (white, black) = if self.watch {
            if self.opponent.is_human() || self.watch_white.is_human() {
                return Err("Choose a computer for each side to watch.".into());
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
        row(ui, "White", |ui| {
            player_combo(ui, "watch white", &mut form.watch_white, settings, None);
        });
    }
    row(ui, if form.watch { "Black" } else { "Opponent" }, |ui| {
        let human = (!form.watch).then_some("Human (two players here)");
        player_combo(ui, "opponent", &mut form.opponent, settings, human);
    });
    row(ui, "You play", |ui| {
        ui.add_enabled_ui(form.opponent != Player::Human, |ui| {
            for (choice, name) in [
                (ColorChoice::White, "White"),
                (ColorChoice::Black, "Black"),
                (ColorChoice::Random, "Random"),
            ] {
                if ui
                    .selectable_label(!form.watch && form.color == choice, name)
                    .clicked()
                {
                    form.color = choice;
                    form.watch = false;
                }
            }
            ui.selectable_value(&mut form.watch, true, "Neither (watch)");
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

#[cfg(test)]
mod tests {
    use shakmaty::Color as Side;

    use super::*;

    fn session(white: Player, black: Player, control: TimeControl) -> Session {
        Session::new(Game::new(), white, black, control, Duration::ZERO)
    }

    /// Started with `--vs gentle --time 5`, the dialog offers Gentle, White, 5+0.
    #[test]
    fn the_dialog_opens_with_the_games_opponent_colour_and_clock() {
        let five = TimeControl::SuddenDeath {
            base: Duration::from_secs(300),
        };
        let gentle = Player::Computer(Level::Gentle);
        let form = NewGameForm::opening(&session(Player::Human, gentle.clone(), five), None);
        assert_eq!(form.opponent, gentle);
        assert_eq!(form.color, ColorChoice::White);
        assert!(!form.watch);
        assert_eq!(form.time_control(), five);
        assert!(matches!(form.time, TimeChoice::Preset(_)));
        // A clock no preset gives: custom, the same control.
        let odd = TimeControl::Bronstein {
            base: Duration::from_secs(7 * 60),
            delay: Duration::from_secs(4),
        };
        let form = NewGameForm::opening(
            &session(Player::Computer(Level::Hard), Player::Human, odd),
            None,
        );
        assert_eq!(form.color, ColorChoice::Black);
        assert_eq!(form.time, TimeChoice::Custom);
        assert_eq!(form.time_control(), odd);
        // Two computers: watching them.
        let watch = session(
            Player::Computer(Level::Easy),
            Player::Computer(Level::Master),
            TimeControl::None,
        );
        let form = NewGameForm::opening(&watch, None);
        assert!(form.watch);
        assert_eq!(form.watch_white, Player::Computer(Level::Easy));
        assert_eq!(form.opponent, Player::Computer(Level::Master));
    }

    /// The last choices come back (across runs, through the settings) when they describe
    /// the game on the board: a random colour stays random.
    #[test]
    fn the_last_choices_are_remembered() {
        let chosen = NewGameForm {
            opponent: Player::Computer(Level::Normal),
            color: ColorChoice::Random,
            time: TimeChoice::Custom,
            minutes: 12,
            bonus_seconds: 3,
            bonus: Bonus::Delay,
            ..NewGameForm::default()
        };
        let choices = chosen.choices();
        let text = serde_json::to_string(&choices).unwrap();
        let back: NewGameChoices = serde_json::from_str(&text).unwrap();
        let game = session(
            Player::Computer(Level::Normal),
            Player::Human,
            chosen.time_control(),
        );
        let form = NewGameForm::opening(&game, Some(&back));
        assert_eq!(form.color, ColorChoice::Random);
        assert_eq!(form.choices(), choices);
        // Another game on the board wins over the memory.
        let other = session(Player::Human, Player::Human, TimeControl::None);
        let form = NewGameForm::opening(&other, Some(&back));
        assert_eq!(form.opponent, Player::Human);
        assert_eq!(form.time, TimeChoice::None);
        // What no longer reads falls back to the default.
        let damaged = NewGameChoices {
            opponent: "a level that is gone".into(),
            time: "preset 99".into(),
            ..choices
        };
        let form = NewGameForm::from_choices(&damaged);
        assert_eq!(form.opponent, NewGameForm::default().opponent);
        assert_eq!(form.time, NewGameForm::default().time);
    }

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
    fn engines_play_either_colour_or_each_other() {
        let fish = Player::Engine("/usr/games/stockfish".into());
        let mut form = NewGameForm {
            opponent: fish.clone(),
            color: ColorChoice::Black,
            ..NewGameForm::default()
        };
        let s = form.session(Duration::ZERO, true).unwrap();
        assert_eq!(s.player(Side::White), fish);
        assert_eq!(s.player(Side::Black), Player::Human);
        form.watch = true;
        let s = form.session(Duration::ZERO, true).unwrap();
        assert_eq!(s.player(Side::White), Player::Computer(Level::Normal));
        assert_eq!(s.player(Side::Black), fish);
        assert!(s.controls().pause, "watch mode");
        form.opponent = Player::Human;
        assert!(form.session(Duration::ZERO, true).is_err());
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
}
