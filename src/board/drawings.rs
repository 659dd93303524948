//! Arrows and rings the player draws on the board, as on the big chess sites: a right
//! drag from one square to another draws an arrow, a right click rings a square (Shift
//! red, Ctrl blue, Alt yellow, else green); the same again takes it away, and a left click
//! clears them. In every mode and both views (the editor keeps its right click for taking
//! a piece off). On the game's positions they belong to the game (`Session::drawings`),
//! saved with its moves as `[%cal]`/`[%csl]` and shown again when the game is loaded or
//! browsed; elsewhere they last until the position changes.

use bevy::{picking::Pickable, prelude::*};
use gambit_engine::pgn::{Brush, Drawing};
use shakmaty::Square;

use crate::{
    AppSystems,
    art::mesh::MeshBuilder,
    board::{arrows::arrow_mesh, squares::square_center},
    game::{
        current::CurrentGame,
        messages::DrawingChanged,
        referee::BoardReferee,
        selection::{SquareClicked, SquareRightClicked, SquareRightDragged},
    },
    mode::Mode,
};

/// What is drawn on the board now.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Drawn {
    pub drawing: Drawing,
    /// What the board showed when this was read: it is read again when that changes.
    shown: Option<Shown>,
}

impl Drawn {
    /// The game's ply the drawing belongs to; none for a lesson's, a puzzle's or the
    /// editor's position, whose drawings are not kept.
    pub fn ply(&self) -> Option<usize> {
        match self.shown {
            Some(Shown::Game { ply, .. }) => Some(ply),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Shown {
    Game { generation: u64, ply: usize },
    Other(String),
}

/// An arrow or ring of the player's on the board.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(Transform, Visibility)]
pub enum Mark {
    Arrow(Brush, Square, Square),
    Ring(Brush, Square),
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Drawn>().add_systems(
        Update,
        (
            draw.in_set(AppSystems::Select),
            // After the moves of this frame: a new position has no drawing yet.
            (follow, rebuild).chain().in_set(AppSystems::View),
        ),
    );
}

pub fn render_plugin(app: &mut App) {
    app.add_systems(Update, dress.in_set(AppSystems::Dress));
}

/// The brush the modifier keys held choose (a key let go within this frame counts: a
/// quick Shift+click can press and release it within one slow frame).
pub fn brush_of(keys: &ButtonInput<KeyCode>) -> Brush {
    let held = |a, b| keys.any_pressed([a, b]) || keys.any_just_released([a, b]);
    if held(KeyCode::ShiftLeft, KeyCode::ShiftRight) {
        Brush::Red
    } else if held(KeyCode::ControlLeft, KeyCode::ControlRight) {
        Brush::Blue
    } else if held(KeyCode::AltLeft, KeyCode::AltRight) {
        Brush::Yellow
    } else {
        Brush::Green
    }
}

/// The player's strokes change the drawing; on the game's position the game keeps it.
#[allow(clippy::too_many_arguments)]
fn draw(
    mut rings: MessageReader<SquareRightClicked>,
    mut arrows: MessageReader<SquareRightDragged>,
    mut clicks: MessageReader<SquareClicked>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mode: Res<State<Mode>>,
    mut drawn: ResMut<Drawn>,
    mut current: ResMut<CurrentGame>,
    mut changed: MessageWriter<DrawingChanged>,
) {
    let brush = keys.as_deref().map_or(Brush::Green, brush_of);
    let before = drawn.drawing.clone();
    if clicks.read().count() > 0 {
        drawn.drawing = Drawing::default();
    }
    // The editor's right click takes a piece off.
    let ringing = *mode.get() != Mode::Edit;
    for &SquareRightClicked(sq) in rings.read() {
        if ringing {
            drawn.drawing.toggle_circle(brush, sq);
        }
    }
    for &SquareRightDragged { from, to } in arrows.read() {
        drawn.drawing.toggle_arrow(brush, from, to);
    }
    if drawn.drawing == before {
        return;
    }
    info!("drawing: {}", drawn.drawing);
    if let Some(ply) = drawn.ply() {
        current.session.set_drawing(ply, drawn.drawing.clone());
        changed.write(DrawingChanged);
    }
}

/// Reads the drawing of the position shown when it changes (a move, browsing, a mode).
fn follow(referee: BoardReferee, mut drawn: ResMut<Drawn>) {
    let shown = match referee.game_shown() {
        Some((_, ply)) => Shown::Game {
            generation: referee.generation(),
            ply,
        },
        None => Shown::Other(referee.board().to_string()),
    };
    if drawn.shown.as_ref() == Some(&shown) {
        return;
    }
    let drawing = match (&shown, referee.session()) {
        (Shown::Game { ply, .. }, Some(session)) => {
            session.drawing(*ply).cloned().unwrap_or_default()
        }
        _ => Drawing::default(),
    };
    *drawn = Drawn {
        drawing,
        shown: Some(shown),
    };
}

/// One entity per arrow and ring drawn.
fn rebuild(drawn: Res<Drawn>, existing: Query<(Entity, &Mark)>, mut commands: Commands) {
    if !drawn.is_changed() {
        return;
    }
    let wanted: Vec<Mark> = drawn
        .drawing
        .circles
        .iter()
        .map(|&(b, sq)| Mark::Ring(b, sq))
        .chain(
            drawn
                .drawing
                .arrows
                .iter()
                .map(|&(b, from, to)| Mark::Arrow(b, from, to)),
        )
        .collect();
    let have: Vec<Mark> = existing.iter().map(|(_, m)| *m).collect();
    if have == wanted {
        return;
    }
    for (e, _) in &existing {
        commands.entity(e).despawn();
    }
    for mark in wanted {
        commands.spawn((Name::new("drawn mark"), mark));
    }
}

/// The colours of the big sites' brushes, a little see-through.
fn color_of(brush: Brush) -> Color {
    match brush {
        Brush::Green => Color::srgba(0.08, 0.55, 0.2, 0.8),
        Brush::Red => Color::srgba(0.85, 0.1, 0.1, 0.8),
        Brush::Yellow => Color::srgba(0.95, 0.7, 0.05, 0.85),
        Brush::Blue => Color::srgba(0.0, 0.35, 0.85, 0.8),
    }
}

/// How far above the squares: over the review's arrows.
const LIFT: f32 = 0.016;

/// A ring around a square's centre. With the colour-blind setting each brush has its own
/// shape as well as its colour: green a full ring, red cut in four, yellow in eight,
/// blue a ring with a dot.
pub fn ring_mesh(center: Vec3, brush: Brush, shapes: bool) -> Mesh {
    let (outer, inner) = (0.47, 0.39);
    let segments = 48;
    let gaps = match (shapes, brush) {
        (true, Brush::Red) => 4,
        (true, Brush::Yellow) => 8,
        _ => 0,
    };
    let c = center.with_y(LIFT);
    let at = |r: f32, a: f32| c + Vec3::new(r * a.cos(), 0.0, r * a.sin());
    let mut b = MeshBuilder::default();
    for i in 0..segments {
        // Cut: the last quarter of each of the `gaps` arcs is left out.
        if gaps > 0 {
            let per = segments / gaps;
            if i % per >= per - (per / 4).max(1) {
                continue;
            }
        }
        let (a0, a1) = (
            i as f32 / segments as f32 * std::f32::consts::TAU,
            (i + 1) as f32 / segments as f32 * std::f32::consts::TAU,
        );
        b.flat_quad([at(inner, a0), at(outer, a0), at(outer, a1), at(inner, a1)]);
    }
    if shapes && brush == Brush::Blue {
        let dot: Vec<Vec3> = (0..16)
            .map(|i| at(0.1, i as f32 / 16.0 * std::f32::consts::TAU))
            .collect();
        b.flat_fan(c, &dot);
    }
    b.build()
}

#[derive(Default)]
struct Materials(Vec<(Brush, Handle<StandardMaterial>)>);

#[allow(clippy::too_many_arguments)]
fn dress(
    settings: Res<super::settings::BoardSettings>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    added: Query<(Entity, &Mark), Added<Mark>>,
    all: Query<(Entity, &Mark)>,
    mut made: Local<Materials>,
    mut dressed_for: Local<Option<bool>>,
    mut commands: Commands,
) {
    let redress = *dressed_for != Some(settings.colour_blind);
    *dressed_for = Some(settings.colour_blind);
    let marks: Vec<(Entity, &Mark)> = if redress {
        all.iter().collect()
    } else {
        added.iter().collect()
    };
    for (e, mark) in marks {
        let (brush, mesh) = match *mark {
            Mark::Ring(brush, sq) => (
                brush,
                ring_mesh(square_center(sq), brush, settings.colour_blind),
            ),
            Mark::Arrow(brush, from, to) => {
                // Colour-blind: every brush but green has a dashed shaft.
                let dashed = settings.colour_blind && brush != Brush::Green;
                let mut mesh = arrow_mesh(square_center(from), square_center(to), dashed);
                mesh.translate_by(Vec3::Y * 0.004);
                (brush, mesh)
            }
        };
        let material = match made.0.iter().find(|(b, _)| *b == brush) {
            Some((_, m)) => m.clone(),
            None => {
                let m = materials.add(StandardMaterial {
                    base_color: color_of(brush),
                    unlit: true,
                    alpha_mode: AlphaMode::Blend,
                    depth_bias: 24.0,
                    ..default()
                });
                made.0.push((brush, m.clone()));
                m
            }
        };
        commands.entity(e).insert((
            Mesh3d(meshes.add(mesh)),
            MeshMaterial3d(material),
            Pickable::IGNORE,
            bevy::light::NotShadowCaster,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rings_lie_flat_around_their_square_and_shapes_tell_the_brushes_apart() {
        let c = square_center(Square::D4);
        let count = |m: &Mesh| m.count_vertices();
        let plain = ring_mesh(c, Brush::Red, false);
        let cut = ring_mesh(c, Brush::Red, true);
        let eight = ring_mesh(c, Brush::Yellow, true);
        let dot = ring_mesh(c, Brush::Blue, true);
        assert!(count(&cut) < count(&plain));
        assert_ne!(count(&cut), count(&eight));
        assert!(count(&dot) > count(&plain));
        assert_eq!(count(&ring_mesh(c, Brush::Green, true)), count(&plain));
    }
}
