//! What the window is for right now: playing a game, learning the rules, solving
//! puzzles, setting up a position. Each mode is a Bevy state with its own panel
//! and, in time, its own referee; the board is shared and knows nothing of modes.
//! Leaving `Play` pauses the game (its clock and the computer) until it comes back; the
//! selection clears itself then (`game::selection`).

use bevy::{prelude::*, state::app::StatesPlugin};

use crate::game::current::{CurrentGame, now};

#[derive(States, Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Mode {
    /// A game under the Laws between two players (people, levels, engines).
    #[default]
    Play,
    /// Lessons on the rules (`learn`).
    Learn,
    /// Puzzles from the player's games and the built-in set (`puzzles`).
    Puzzles,
    /// Setting up a position (`edit`).
    Edit,
}

impl Mode {
    pub const ALL: [Mode; 4] = [Mode::Play, Mode::Learn, Mode::Puzzles, Mode::Edit];

    /// Its name on the mode bar.
    pub fn label(self) -> &'static str {
        match self {
            Mode::Play => "Play",
            Mode::Learn => "Learn",
            Mode::Puzzles => "Puzzles",
            Mode::Edit => "Edit",
        }
    }
}

/// The game was paused by leaving `Play` (not by the player), so coming back resumes it.
#[derive(Resource, Debug, Default)]
struct PausedByMode(bool);

pub fn plugin(app: &mut App) {
    // `MinimalPlugins` (tests, `--headless`) lack it; `DefaultPlugins` have it.
    if !app.is_plugin_added::<StatesPlugin>() {
        app.add_plugins(StatesPlugin);
    }
    app.init_state::<Mode>()
        .init_resource::<PausedByMode>()
        .add_systems(OnExit(Mode::Play), leave_play)
        .add_systems(StateTransition, say_mode.run_if(state_changed::<Mode>))
        .add_systems(OnEnter(Mode::Play), return_to_play);
}

/// Scripts driving the window (the window test) follow the mode by this line.
fn say_mode(mode: Res<State<Mode>>) {
    info!("mode: {}", mode.get().label());
}

fn leave_play(
    mut current: ResMut<CurrentGame>,
    mut paused: ResMut<PausedByMode>,
    time: Res<Time<Real>>,
) {
    let session = &mut current.session;
    paused.0 = !session.is_paused() && !session.game().is_over();
    if paused.0 {
        session.pause(now(&time));
    }
}

fn return_to_play(
    mut current: ResMut<CurrentGame>,
    mut paused: ResMut<PausedByMode>,
    time: Res<Time<Real>>,
) {
    if std::mem::take(&mut paused.0) {
        current.session.resume(now(&time));
    }
}
