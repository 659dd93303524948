//! The coach's notices in the window: a hint explains itself in one sentence, and after
//! the computer's reply the player is told what it threatens. The judging is the
//! engine's (`gambit_engine::coach`); this only decides when to speak and shows the toast.

use bevy::prelude::*;
use gambit_engine::{
    coach,
    search::Level,
    session::{Player, Session},
};
use shakmaty::Role;

use crate::{
    AppSystems,
    game::{
        ai::Hint,
        messages::MoveApplied,
        rules::Rules,
        settings::{CoachSetting, Settings},
    },
    ui::hud::Toast,
};

/// How long a coach's notice stays up (seconds).
const NOTICE_SECONDS: f64 = 8.0;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (explain_hint, name_threat)
            .after(crate::ui::hud::collect_feedback)
            .in_set(AppSystems::View),
    );
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

fn say(toast: &mut Toast, time: &Time<Real>, text: String) {
    info!("coach: {text}");
    *toast = Toast {
        text: Some(text),
        until: time.elapsed_secs_f64() + NOTICE_SECONDS,
        clear_on_move: true,
    };
}

/// A new hint: "Hint: Nf3 develops the knight." (always: the player asked for it).
fn explain_hint(
    hint: Res<Hint>,
    rules: Res<Rules>,
    time: Res<Time<Real>>,
    mut toast: ResMut<Toast>,
) {
    if !hint.is_changed() {
        return;
    }
    let Some((from, to)) = hint.squares() else {
        return;
    };
    let game = rules.game();
    // A promotion hint resolves with the queen, the usual choice.
    let Ok(mv) = game
        .resolve(from, to, None)
        .or_else(|_| game.resolve(from, to, Some(Role::Queen)))
    else {
        return;
    };
    if let Some(explained) = coach::explain(game.position(), mv) {
        say(&mut toast, &time, format!("Hint: {}", explained.sentence()));
    }
}

/// After the computer's move, with the player to move: what the computer threatens.
fn name_threat(
    mut applied: MessageReader<MoveApplied>,
    rules: Res<Rules>,
    settings: Res<Settings>,
    time: Res<Time<Real>>,
    mut toast: ResMut<Toast>,
) {
    let Some(last) = applied.read().last() else {
        return;
    };
    let session = &rules.session;
    let by = last.0.color;
    if session.player(by).is_human()
        || !session.human_to_move()
        || !coaching(settings.coach, session)
    {
        return;
    }
    if let Some(threat) = coach::threat(rules.game().position()) {
        say(&mut toast, &time, threat.sentence(by));
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
