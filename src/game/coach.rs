//! When the coach speaks: the policy, without a view. Before a move it may hold the
//! player's request ([`CoachGate`], read by the rules); after the computer's reply it may
//! name a threat. What it says comes from `gambit_engine::coach`; the window shows it
//! (`ui/coach.rs`).

use bevy::prelude::*;
use gambit_engine::{
    search::Level,
    session::{Player, Session},
};

use serde::{Deserialize, Serialize};

use super::current::CurrentGame;
use crate::AppSystems;

/// Whether the player's moves are first shown to the coach ([`CoachWarned`]).
///
/// [`CoachWarned`]: super::messages::CoachWarned
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CoachGate {
    /// The coach holds moves it warns about until the player answers.
    pub on: bool,
    /// Someone can answer the coach's question: the window says so. Without it
    /// (`--headless`, tests) every move is played as asked.
    pub can_ask: bool,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<CoachGate>()
        .add_systems(Update, open_gate.in_set(AppSystems::Select));
}

/// Whether the coach speaks in this session: `Auto` against Gentle and Easy only.
pub fn coaching(setting: CoachSetting, session: &Session) -> bool {
    let weak_opponent = [shakmaty::Color::White, shakmaty::Color::Black]
        .into_iter()
        .any(|c| {
            matches!(
                session.player(c),
                Player::Computer(Level::Gentle | Level::Easy)
            )
        });
    match setting {
        CoachSetting::Auto => weak_opponent,
        CoachSetting::On => true,
        CoachSetting::Off => false,
    }
}

/// Moves go past the coach when it coaches this game and someone can answer it; never in
/// tournament mode, where taking a move back is not allowed.
fn open_gate(settings: Res<CoachSettings>, current: Res<CurrentGame>, mut gate: ResMut<CoachGate>) {
    let session = &current.session;
    let on = gate.can_ask && coaching(settings.coach, session) && !session.tournament();
    if gate.on != on {
        gate.on = on;
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use gambit_engine::{Game, clock::TimeControl};

    use super::*;

    #[test]
    fn auto_coaches_only_against_gentle_and_easy() {
        let vs = |level| {
            Session::new(
                Game::new(),
                Player::Human,
                Player::Computer(level),
                TimeControl::None,
                Duration::ZERO,
            )
        };
        assert!(coaching(CoachSetting::Auto, &vs(Level::Easy)));
        assert!(coaching(CoachSetting::Auto, &vs(Level::Gentle)));
        assert!(!coaching(CoachSetting::Auto, &vs(Level::Master)));
        assert!(coaching(CoachSetting::On, &vs(Level::Master)));
        assert!(!coaching(CoachSetting::Off, &vs(Level::Easy)));
    }
}

/// The coach's part of the settings file.
#[derive(Resource, Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct CoachSettings {
    /// Questions before bad moves, explained hints and threat notices.
    pub coach: CoachSetting,
}

/// When the coach speaks: hints always explain themselves; threat notices follow this.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CoachSetting {
    /// Against Gentle and Easy.
    #[default]
    Auto,
    On,
    Off,
}
