//! Tweens: each piece has a queue of transform animations that play one after another on
//! a shared timeline, so moves made in quick succession queue up instead of overlapping.
//! The rules have already changed when a tween starts; tweens only move the view.

use std::collections::VecDeque;

use bevy::prelude::*;

use crate::AppSystems;

/// How a tween travels between its start and end transforms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Path {
    /// Eased straight line with a small lift.
    Glide,
    /// A knight's arc over the other pieces.
    Hop,
    /// Straight interpolation (shrinking captures, toppling kings, settling).
    Linear,
}

#[derive(Debug, Clone)]
pub struct Tween {
    /// Timeline time (seconds since startup) at which it begins.
    pub start: f64,
    pub duration: f32,
    /// The transform it ends at. It starts from wherever the entity is when it begins.
    pub to: Transform,
    pub path: Path,
    /// Despawn the entity when done (captured pieces).
    pub despawn: bool,
    from: Option<Transform>,
}

impl Tween {
    pub fn new(start: f64, duration: f32, to: Transform, path: Path) -> Self {
        Tween {
            start,
            duration,
            to,
            path,
            despawn: false,
            from: None,
        }
    }

    pub fn end(&self) -> f64 {
        self.start + self.duration as f64
    }
}

/// A piece's pending and running tweens, first one running.
#[derive(Component, Debug, Clone, Default)]
pub struct Tweens(pub VecDeque<Tween>);

impl Tweens {
    pub fn is_idle(&self) -> bool {
        self.0.is_empty()
    }

    /// Where the entity will be once its queued tweens are done.
    pub fn final_transform(&self, now: &Transform) -> Transform {
        self.0.back().map_or(*now, |t| t.to)
    }
}

/// When the last scheduled animation ends; new moves start no earlier.
#[derive(Resource, Debug, Default, Clone, Copy)]
pub struct Timeline {
    pub busy_until: f64,
}

impl Timeline {
    /// The start time for the next move's animation.
    pub fn next_start(&self, now: f64) -> f64 {
        self.busy_until.max(now)
    }
}

/// Whether anything is moving this frame (a view can request redraws while it is).
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Animating(pub bool);

/// Glide time for a move of `squares` length.
pub fn move_duration(squares: f32) -> f32 {
    (0.22 + 0.06 * squares).min(0.5)
}

/// Marks an entity the pointer holds (a dragged piece): its tweens wait and nothing
/// counts as settled while it is held.
#[derive(Component, Debug)]
pub struct Held;

pub fn plugin(app: &mut App) {
    app.init_resource::<Timeline>()
        .init_resource::<Animating>()
        .add_systems(Update, advance.in_set(AppSystems::Animate));
}

fn ease_in_out(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

fn advance(
    time: Res<Time>,
    mut commands: Commands,
    mut tweened: Query<(Entity, &mut Tweens, &mut Transform), Without<Held>>,
    mut animating: ResMut<Animating>,
    held: Query<(), With<Held>>,
) {
    let now = time.elapsed_secs_f64();
    let mut busy = !held.is_empty();
    for (entity, mut tweens, mut transform) in &mut tweened {
        if tweens.is_idle() {
            continue;
        }
        busy = true;
        // Finish every tween that is over (several if a frame was long), then run the next.
        while let Some(tween) = tweens.0.front_mut() {
            if now < tween.start {
                break;
            }
            let from = *tween.from.get_or_insert(*transform);
            let t = ((now - tween.start) as f32 / tween.duration.max(1e-3)).clamp(0.0, 1.0);
            *transform = interpolate(&from, &tween.to, tween.path, t);
            if t < 1.0 {
                break;
            }
            if tween.despawn {
                commands.entity(entity).despawn();
            }
            tweens.0.pop_front();
        }
    }
    if animating.0 != busy {
        animating.0 = busy;
    }
}

fn interpolate(from: &Transform, to: &Transform, path: Path, t: f32) -> Transform {
    let e = match path {
        Path::Linear => t,
        _ => ease_in_out(t),
    };
    let mut translation = from.translation.lerp(to.translation, e);
    let arc = 4.0 * t * (1.0 - t);
    match path {
        Path::Hop => translation.y += 0.9 * arc,
        Path::Glide => translation.y += 0.12 * arc,
        Path::Linear => {}
    }
    Transform {
        translation,
        rotation: from.rotation.slerp(to.rotation, e),
        scale: from.scale.lerp(to.scale, e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hop_rises_and_lands_exactly() {
        let from = Transform::from_xyz(0.0, 0.0, 0.0);
        let to = Transform::from_xyz(1.0, 0.0, 2.0);
        let mid = interpolate(&from, &to, Path::Hop, 0.5);
        assert!(mid.translation.y > 0.8);
        assert_eq!(interpolate(&from, &to, Path::Hop, 1.0), to);
        assert_eq!(interpolate(&from, &to, Path::Glide, 0.0), from);
    }
}
