//! The coordinates drill's clock: it starts with the first square found and ends the
//! round when its time is up (the stars follow the squares found); the best score is
//! kept with the stars. The panel asks for frames while the clock runs.

use bevy::prelude::*;
use gambit_engine::learn::Outcome;

use super::{LearnProgress, Learning, Lessons, follow_tries};
use crate::{AppSystems, game::referee::ModeReferee, mode::Mode, save::persistence::Persistence};

/// When the round's clock started (real seconds), if it runs.
#[derive(Resource, Debug, Default)]
pub struct DrillClock {
    pub started: Option<f64>,
}

impl DrillClock {
    /// Seconds left of a round of `seconds` at `now` (all of them before it starts).
    pub fn left(&self, seconds: u8, now: f64) -> f64 {
        let used = self.started.map_or(0.0, |s| now - s);
        (f64::from(seconds) - used).max(0.0)
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<DrillClock>().add_systems(
        Update,
        tick.in_set(AppSystems::Think)
            .before(follow_tries)
            .run_if(in_state(Mode::Learn)),
    );
}

#[allow(clippy::too_many_arguments)]
fn tick(
    time: Res<Time<Real>>,
    mut clock: ResMut<DrillClock>,
    referee: Option<ResMut<ModeReferee>>,
    learning: Res<Learning>,
    lessons: Res<Lessons>,
    mut progress: ResMut<LearnProgress>,
    persistence: Option<Res<Persistence>>,
    mut asked: Local<Option<shakmaty::Square>>,
) {
    let Some(mut referee) = referee else {
        clock.started = None;
        return;
    };
    if referee.is_added() {
        // A new round (a new exercise, or the same one again).
        clock.started = None;
    }
    let Some(drill) = referee.0.drill() else {
        return;
    };
    if *asked != Some(drill.asked) {
        *asked = Some(drill.asked);
        info!("learn: drill asks {}", drill.asked);
    }
    if !matches!(referee.0.outcome(), Outcome::Going) {
        return;
    }
    let now = time.elapsed_secs_f64();
    match clock.started {
        None if drill.found > 0 => clock.started = Some(now),
        None => {}
        Some(_) if clock.left(drill.seconds, now) <= 0.0 => {
            referee.0.end_drill();
            clock.started = None;
            info!("learn: drill over, {} squares", drill.found);
            if let Some(lesson) = learning.lesson.and_then(|l| lessons.list.get(l))
                && progress
                    .progress
                    .record_best(&lesson.id, learning.exercise, drill.found as u32)
            {
                progress.save(persistence.as_deref().map(Persistence::writer));
            }
        }
        Some(_) => {}
    }
}
