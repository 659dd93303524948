//! Who plays, for the side panel and the dialogs: the players' names (an external
//! engine by the name it gave), the choice of a player for a side, what went wrong with
//! an engine whose side waits, and the Pause / Change opponent buttons.

use bevy_egui::egui;
use gambit_engine::{
    search::Level,
    session::{Player, Session},
};
use shakmaty::Color as Side;

use crate::{
    game::{external::Engines, judge::EngineSettings},
    ui::{
        catalogue::{tr, tr_with},
        words::level_name,
    },
};

const WARN: egui::Color32 = egui::Color32::from_rgb(255, 120, 100);

/// A player's name in the panel: "You" against the computer, an engine by its name.
pub fn player_label(
    player: &Player,
    human_color: Option<Side>,
    settings: &EngineSettings,
) -> String {
    match (player, human_color) {
        (Player::Human, Some(_)) => tr("player-you"),
        (Player::Human, None) => tr("player-human"),
        (Player::Computer(level), _) => {
            tr_with("player-computer", &[("level", level_name(*level).into())])
        }
        (Player::Engine(path), _) => settings.engine_name(path),
    }
}

/// The players a side can have: a human (if `human` names it), the built-in levels,
/// the engines of the settings, and `current` if it is an engine not among them (one
/// named in a save).
pub fn choices(
    settings: &EngineSettings,
    current: &Player,
    human: Option<&str>,
) -> Vec<(Player, String)> {
    let mut out = Vec::new();
    if let Some(name) = human {
        out.push((Player::Human, name.to_string()));
    }
    for level in Level::ALL {
        out.push((Player::Computer(level), level_name(level)));
    }
    for config in &settings.engines {
        let player = Player::Engine(config.path.clone());
        out.push((player, settings.engine_name(&config.path)));
    }
    if let Player::Engine(path) = current
        && !out.iter().any(|(p, _)| p == current)
    {
        out.push((current.clone(), settings.engine_name(path)));
    }
    out
}

/// The entry `by` places after (or before, when negative) `player` among [`choices`],
/// staying at the ends.
pub fn step_player(player: &mut Player, settings: &EngineSettings, human: Option<&str>, by: i8) {
    let options = choices(settings, player, human);
    let at = options.iter().position(|(p, _)| p == player).unwrap_or(0) as i64;
    let to = (at + i64::from(by)).clamp(0, options.len() as i64 - 1) as usize;
    if let Some((choice, _)) = options.into_iter().nth(to) {
        *player = choice;
    }
}

/// A drop-down of [`choices`] for `player`. Focused (Tab) or open, Up and Down choose
/// the previous or next entry, and Enter closes the list.
pub fn player_combo(
    ui: &mut egui::Ui,
    id: &str,
    player: &mut Player,
    settings: &EngineSettings,
    human: Option<&str>,
) {
    let options = choices(settings, player, human);
    let shown = options
        .iter()
        .find(|(p, _)| p == player)
        .map_or_else(|| player.to_string(), |(_, name)| name.clone());
    let combo = egui::ComboBox::from_id_salt(id)
        .selected_text(shown)
        .width(200.0)
        .show_ui(ui, |ui| {
            for (choice, name) in options {
                let engine = matches!(choice, Player::Engine(_));
                let text = if engine {
                    tr_with("player-engine-choice", &[("name", name.into())])
                } else {
                    name
                };
                ui.selectable_value(player, choice, text);
            }
        });
    let button = combo.response.id;
    let open = egui::ComboBox::is_open(ui.ctx(), button);
    if combo.response.has_focus() || open {
        // The arrows choose here instead of moving the focus away.
        let keep = egui::EventFilter {
            vertical_arrows: true,
            ..Default::default()
        };
        ui.memory_mut(|m| m.set_focus_lock_filter(button, keep));
        let (down, up, enter) = ui.input_mut(|i| {
            (
                i.count_and_consume_key(egui::Modifiers::NONE, egui::Key::ArrowDown),
                i.count_and_consume_key(egui::Modifiers::NONE, egui::Key::ArrowUp),
                open && i.consume_key(egui::Modifiers::NONE, egui::Key::Enter),
            )
        });
        let by = down as i64 - up as i64;
        if by != 0 {
            step_player(player, settings, human, by.clamp(-8, 8) as i8);
        }
        if enter {
            egui::Popup::close_all(ui.ctx());
        }
    }
}

/// What the player asked for in the players' row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayersAction {
    /// Pause (`true`) or resume the computers' game.
    Pause(bool),
    ChangeOpponent,
}

/// The engine failures of the session's sides, as sentences.
pub fn failures(session: &Session, engines: &Engines) -> Vec<String> {
    [Side::White, Side::Black]
        .into_iter()
        .filter_map(|side| {
            let player = session.player(side);
            let e = engines.failure(player.engine()?)?;
            Some(tr_with(
                "player-engine-failed",
                &[("error", crate::ui::words::engine_error(e).into())],
            ))
        })
        .collect()
}

/// A failed engine's message, Pause/Resume in watch mode and "Change opponent…"; nothing
/// in a game between a human and a computer that goes well.
pub fn players_row(
    ui: &mut egui::Ui,
    session: &Session,
    engines: &Engines,
) -> Option<PlayersAction> {
    let mut action = None;
    let failed = failures(session, engines);
    // Only when there is something to say, so an ordinary game's panel keeps its layout.
    if failed.is_empty() && !session.controls().pause {
        return None;
    }
    for text in &failed {
        ui.colored_label(WARN, text);
    }
    if !failed.is_empty() && !session.game().is_over() {
        ui.label(tr("player-game-waits"));
    }
    ui.horizontal(|ui| {
        // A failed engine's side needs another player, not a resume.
        if session.controls().pause && failed.is_empty() {
            let paused = session.is_paused();
            let label = if paused {
                "player-resume"
            } else {
                "player-pause"
            };
            if ui.button(tr(label)).clicked() {
                action = Some(PlayersAction::Pause(!paused));
            }
        }
        if !session.game().is_over() && ui.button(tr("player-change-opponent")).clicked() {
            action = Some(PlayersAction::ChangeOpponent);
        }
    });
    action
}

#[cfg(test)]
mod tests {
    use gambit_engine::external::EngineConfig;

    use super::*;

    #[test]
    fn the_choices_are_levels_the_added_engines_and_an_engine_from_a_save() {
        let mut settings = EngineSettings::default();
        let mut fish = EngineConfig::new("/usr/games/stockfish");
        fish.name = "Stockfish 15.1".into();
        settings.engines.push(fish);
        let saved = Player::Engine("/opt/lc0".into());
        let names: Vec<String> = choices(&settings, &saved, Some("Human"))
            .into_iter()
            .map(|(_, name)| name)
            .collect();
        assert_eq!(
            names,
            [
                "Human",
                "Gentle",
                "Easy",
                "Normal",
                "Hard",
                "Master",
                "Stockfish 15.1",
                "lc0"
            ]
        );
        // Without a human choice (watching) and with an engine already listed.
        let fish = Player::Engine("/usr/games/stockfish".into());
        assert_eq!(choices(&settings, &fish, None).len(), 6);
        assert_eq!(
            player_label(&fish, Some(Side::White), &settings),
            "Stockfish 15.1"
        );
        assert_eq!(
            player_label(&Player::Human, Some(Side::White), &settings),
            "You"
        );
    }

    #[test]
    fn up_and_down_step_through_the_choices_and_stop_at_the_ends() {
        let settings = EngineSettings::default();
        let mut player = Player::Human;
        step_player(&mut player, &settings, Some("Human"), 1);
        assert_eq!(player, Player::Computer(Level::Gentle));
        step_player(&mut player, &settings, Some("Human"), 2);
        assert_eq!(player, Player::Computer(Level::Normal));
        step_player(&mut player, &settings, Some("Human"), 9);
        assert_eq!(player, Player::Computer(Level::Master));
        step_player(&mut player, &settings, Some("Human"), -9);
        assert_eq!(player, Player::Human);
        // Watching: no human among the choices.
        let mut white = Player::Computer(Level::Easy);
        step_player(&mut white, &settings, None, -1);
        assert_eq!(white, Player::Computer(Level::Gentle));
    }
}
