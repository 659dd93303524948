//! The welcome on Gambit's very first start (no save folder yet, and the command line
//! asked for nothing in particular): how does the player know chess? Each answer opens
//! its door: the first lesson, a game against Gentle (whose coach speaks by default),
//! a game against Normal, or Edit. Esc keeps the usual start. It shows once: by the
//! next start the save folder exists.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gambit_engine::{
    Game,
    clock::TimeControl,
    search::Level,
    session::{Player, Session, Setup},
};

use super::options::LaunchOptions;
use crate::{
    AppSystems,
    game::{current::now, messages::NewSession},
    learn::LearnCommand,
    mode::Mode,
    ui::{
        catalogue::tr,
        dialog_keys::{DialogKey, DialogKeys, DialogOpen},
    },
};

/// The four answers, in the order shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Door {
    /// "I'm new to chess": Learn, the first lesson.
    Learn,
    /// "I know how the pieces move": a game against Gentle.
    Gentle,
    /// "I play often": a game against Normal.
    Normal,
    /// "I want to analyse": Edit.
    Analyse,
}

impl Door {
    pub const ALL: [Door; 4] = [Door::Learn, Door::Gentle, Door::Normal, Door::Analyse];

    fn message(self) -> &'static str {
        match self {
            Door::Learn => "welcome-new",
            Door::Gentle => "welcome-moves",
            Door::Normal => "welcome-often",
            Door::Analyse => "welcome-analyse",
        }
    }
}

/// Whether the welcome is showing, and the answer Up/Down point at.
#[derive(Resource, Debug, Default)]
pub struct Welcome {
    pub open: bool,
    pub chosen: usize,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Welcome>()
        .add_systems(Startup, show)
        .add_systems(Update, takes_keys.in_set(AppSystems::Input))
        .add_systems(EguiPrimaryContextPass, draw);
}

fn show(options: Option<Res<LaunchOptions>>, mut welcome: ResMut<Welcome>) {
    if options.is_some_and(|o| o.welcome) {
        welcome.open = true;
        info!("welcome: shown");
    }
}

fn takes_keys(welcome: Res<Welcome>, mut open: ResMut<DialogOpen>) {
    // Read by the keymap each frame; nothing waits for it to change.
    open.bypass_change_detection().set("welcome", welcome.open);
}

/// Where the player goes through `door`.
#[derive(bevy::ecs::system::SystemParam)]
struct Doors<'w> {
    sessions: MessageWriter<'w, NewSession>,
    learn: MessageWriter<'w, LearnCommand>,
    mode: ResMut<'w, NextState<Mode>>,
    time: Res<'w, Time<Real>>,
}

impl Doors<'_> {
    fn open(&mut self, door: Door) {
        info!("welcome: {door:?}");
        let play = |level| {
            let setup = Setup::new(Player::Human, Player::Computer(level), TimeControl::None);
            Session::start(Game::new(), setup, now(&self.time))
        };
        match door {
            Door::Learn => {
                self.mode.set(Mode::Learn);
                self.learn.write(LearnCommand::Open(0));
            }
            Door::Gentle => {
                let session = play(Level::Gentle);
                self.sessions.write(NewSession(session));
            }
            Door::Normal => {
                let session = play(Level::Normal);
                self.sessions.write(NewSession(session));
            }
            Door::Analyse => self.mode.set(Mode::Edit),
        }
    }
}

fn draw(
    mut contexts: EguiContexts,
    mut welcome: ResMut<Welcome>,
    mut keys: MessageReader<DialogKey>,
    mut doors: Doors,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let keys = DialogKeys::read(&mut keys, ctx);
    if !welcome.open {
        return Ok(());
    }
    if keys.step != 0 {
        let last = Door::ALL.len() as i64 - 1;
        welcome.chosen = (welcome.chosen as i64 + i64::from(keys.step)).clamp(0, last) as usize;
    }
    let mut through = keys.confirm.then(|| Door::ALL[welcome.chosen]);
    if keys.close {
        welcome.open = false;
    }
    egui::Window::new(tr("welcome-title"))
        .id(egui::Id::new("welcome-title"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            crate::ui::modes::scrolled(ctx, ui, |ui| {
                ui.label(egui::RichText::new(tr("welcome-question")).size(18.0));
                ui.add_space(8.0);
                for (i, door) in Door::ALL.into_iter().enumerate() {
                    let text = egui::RichText::new(tr(door.message())).size(17.0);
                    let button = egui::Button::new(text)
                        .selected(i == welcome.chosen)
                        .min_size(egui::vec2(320.0, 34.0));
                    if ui.add(button).clicked() {
                        through = Some(door);
                    }
                }
                ui.add_space(6.0);
                ui.label(egui::RichText::new(tr("welcome-later")).weak());
            });
        });
    if let Some(door) = through {
        welcome.open = false;
        doors.open(door);
    }
    if !welcome.open {
        ctx.memory_mut(|m| m.stop_text_input());
    }
    Ok(())
}
