//! Sounds: a distinct short sound for a move, capture, castling, check, promotion, the end
//! of the game and low time (under ten seconds on the player's clock). Synthesised at
//! start-up by `synth` (no downloaded assets). Without an audio device the game still runs:
//! Bevy logs a warning and playing does nothing.

use std::time::Duration;

use bevy::{
    audio::{AudioPlayer, AudioSource, PlaybackSettings, Volume},
    prelude::*,
};
use gambit_engine::shakmaty::Move;

use crate::{
    AppSystems,
    art::synth::Sound,
    game::{
        current::{CurrentGame, now},
        messages::GameEnded,
        referee::BoardMove,
    },
};

#[derive(Resource)]
struct Sounds(Vec<(Sound, Handle<AudioSource>)>);

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, synthesise).add_systems(
        Update,
        (play_for_moves, warn_low_time).in_set(AppSystems::View),
    );
}

fn synthesise(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let sounds = Sound::ALL
        .iter()
        .map(|&s| {
            (
                s,
                sources.add(AudioSource {
                    bytes: s.wav().into(),
                }),
            )
        })
        .collect();
    commands.insert_resource(Sounds(sounds));
}

fn play(commands: &mut Commands, sounds: &Sounds, settings: &SoundSettings, sound: Sound) {
    let volume = settings.effective_volume();
    if volume <= 0.0 {
        return;
    }
    if let Some((_, handle)) = sounds.0.iter().find(|(s, _)| *s == sound) {
        commands.spawn((
            AudioPlayer(handle.clone()),
            PlaybackSettings::DESPAWN.with_volume(Volume::Linear(volume)),
        ));
    }
}

/// The sound a move calls for: the most telling one wins.
pub fn sound_for(applied: &BoardMove, game_over: bool) -> Sound {
    let p = &applied.0;
    if game_over {
        Sound::GameEnd
    } else if p.san.ends_with('+') {
        Sound::Check
    } else if p.mv.promotion().is_some() {
        Sound::Promote
    } else if matches!(p.mv, Move::Castle { .. }) {
        Sound::Castle
    } else if p.captured.is_some() {
        Sound::Capture
    } else {
        Sound::Move
    }
}

fn play_for_moves(
    mut commands: Commands,
    sounds: Res<Sounds>,
    settings: Res<SoundSettings>,
    mut applied: MessageReader<BoardMove>,
    mut ended: MessageReader<GameEnded>,
) {
    let over = ended.read().count() > 0;
    match applied.read().last() {
        Some(m) => play(&mut commands, &sounds, &settings, sound_for(m, over)),
        // Resignation, agreement, flag fall: no move, still the end of the game.
        None if over => play(&mut commands, &sounds, &settings, Sound::GameEnd),
        None => {}
    }
}

/// One soft tick when a human's clock drops under ten seconds (once per turn).
fn warn_low_time(
    mut commands: Commands,
    sounds: Res<Sounds>,
    settings: Res<SoundSettings>,
    current: Res<CurrentGame>,
    time: Res<Time<Real>>,
    mut warned_at_ply: Local<Option<usize>>,
) {
    let clock = current.session.clock();
    let Some(side) = clock.running() else { return };
    let ply = current.game().moves().len();
    let low = clock.remaining(side, now(&time)) < Duration::from_secs(10);
    if low && current.session.player(side).is_human() && *warned_at_ply != Some(ply) {
        *warned_at_ply = Some(ply);
        play(&mut commands, &sounds, &settings, Sound::LowTime);
    }
}

/// The sound's part of the settings file.
#[derive(Resource, Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct SoundSettings {
    /// 0.0 to 1.0.
    pub volume: f32,
    pub muted: bool,
}

impl Default for SoundSettings {
    fn default() -> Self {
        SoundSettings {
            volume: 0.7,
            muted: false,
        }
    }
}

impl SoundSettings {
    /// The volume to play at, 0 when muted; out-of-range values from a hand-edited file
    /// are clamped.
    pub fn effective_volume(&self) -> f32 {
        if self.muted {
            0.0
        } else {
            self.volume.clamp(0.0, 1.0)
        }
    }
}
