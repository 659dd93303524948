//! The review's arrows on the board: the move that led to the position shown, coloured by
//! its judgement, and the engine's better move. The entities are logic (tests count
//! them); the render part gives them a flat mesh lying on the squares, seen the same
//! from the 3D camera and the 2D view's.

use bevy::{picking::Pickable, prelude::*};
use gambit_engine::review::Judgement;

use crate::{
    AppSystems,
    art::mesh::MeshBuilder,
    board::squares::square_center,
    game::{
        referee::BoardReferee,
        review::{ArrowKind, ArrowSpec, GameReview},
    },
};

/// An arrow of the review on the board.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(Transform, Visibility)]
pub struct Arrow(pub ArrowSpec);

/// Height above the squares: over the highlights, under the pieces' bases.
const LIFT: f32 = 0.012;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        // The review's results were collected in `Think`.
        rebuild.in_set(AppSystems::View),
    );
}

pub fn render_plugin(app: &mut App) {
    app.add_systems(Startup, load_materials)
        .add_systems(Update, dress.in_set(AppSystems::Dress));
}

fn rebuild(
    mut referee: BoardReferee,
    review: Res<GameReview>,
    existing: Query<(Entity, &Arrow)>,
    mut commands: Commands,
) {
    if !(referee.is_changed() || review.is_changed()) {
        return;
    }
    // Only over the game the review is of.
    let wanted = referee
        .game_shown()
        .map(|(game, ply)| review.arrows(game, ply))
        .unwrap_or_default();
    let have: Vec<ArrowSpec> = existing.iter().map(|(_, a)| a.0).collect();
    if have == wanted {
        return;
    }
    for (e, _) in &existing {
        commands.entity(e).despawn();
    }
    for spec in wanted {
        commands.spawn((Name::new("review arrow"), Arrow(spec)));
    }
}

/// A flat arrow from the centre of one square towards another's, in world coordinates:
/// the shaft starts a little off the piece's centre and the head stops short of the
/// target's, so both squares stay readable.
///
/// A `dashed` shaft (the move played, with the colour-blind setting) tells it from the
/// better move's solid one without their colours.
pub fn arrow_mesh(from: Vec3, to: Vec3, dashed: bool) -> Mesh {
    let along = (to - from).with_y(0.0);
    let length = along.length().max(0.5);
    let d = along.normalize_or(Vec3::Z);
    let side = Vec3::new(-d.z, 0.0, d.x);
    let (shaft, head, head_length) = (0.08, 0.24, 0.38);
    let y = Vec3::Y * LIFT;
    let start = from.with_y(0.0) + d * 0.22 + y;
    let tip = from.with_y(0.0) + d * (length - 0.12) + y;
    let neck = tip - d * head_length;
    let mut b = MeshBuilder::default();
    let run = (neck - start).length();
    let (dash, gap) = if dashed { (0.16, 0.1) } else { (run, 0.0) };
    let mut at = 0.0;
    while at < run {
        let (a, z) = (start + d * at, start + d * (at + dash).min(run));
        b.flat_quad([
            a - side * shaft,
            z - side * shaft,
            z + side * shaft,
            a + side * shaft,
        ]);
        at += dash + gap;
    }
    b.flat_fan(neck, &[neck - side * head, tip, neck + side * head]);
    b.build()
}

#[derive(Resource)]
struct ArrowMaterials(Vec<(ArrowKind, Handle<StandardMaterial>)>);

/// Colours as the review sites use them: green for the better move, then yellow, orange
/// and red as the played move gets worse.
fn color_of(kind: ArrowKind) -> Color {
    match kind {
        ArrowKind::Better => Color::srgba(0.25, 0.8, 0.3, 0.8),
        ArrowKind::Played(Judgement::Best) => Color::srgba(0.25, 0.8, 0.3, 0.8),
        ArrowKind::Played(Judgement::Good) => Color::srgba(0.55, 0.7, 0.9, 0.75),
        ArrowKind::Played(Judgement::Inaccuracy) => Color::srgba(0.95, 0.85, 0.2, 0.85),
        ArrowKind::Played(Judgement::Mistake) => Color::srgba(1.0, 0.55, 0.1, 0.85),
        ArrowKind::Played(Judgement::Blunder) => Color::srgba(0.95, 0.15, 0.1, 0.85),
    }
}

fn load_materials(mut commands: Commands, mut materials: ResMut<Assets<StandardMaterial>>) {
    let kinds = [
        ArrowKind::Better,
        ArrowKind::Played(Judgement::Best),
        ArrowKind::Played(Judgement::Good),
        ArrowKind::Played(Judgement::Inaccuracy),
        ArrowKind::Played(Judgement::Mistake),
        ArrowKind::Played(Judgement::Blunder),
    ];
    let list = kinds
        .into_iter()
        .map(|kind| {
            let material = materials.add(StandardMaterial {
                base_color: color_of(kind),
                unlit: true,
                alpha_mode: AlphaMode::Blend,
                depth_bias: 20.0,
                ..default()
            });
            (kind, material)
        })
        .collect();
    commands.insert_resource(ArrowMaterials(list));
}

fn dress(
    materials: Res<ArrowMaterials>,
    settings: Res<super::settings::BoardSettings>,
    mut meshes: ResMut<Assets<Mesh>>,
    added: Query<(Entity, &Arrow), Added<Arrow>>,
    all: Query<(Entity, &Arrow)>,
    mut commands: Commands,
    mut dressed_for: Local<Option<bool>>,
) {
    // The colour-blind setting changes the played move's shaft: dress them all again.
    let redress = *dressed_for != Some(settings.colour_blind);
    *dressed_for = Some(settings.colour_blind);
    let arrows: Vec<(Entity, &Arrow)> = if redress {
        all.iter().collect()
    } else {
        added.iter().collect()
    };
    for (e, Arrow(spec)) in arrows {
        let Some((_, material)) = materials.0.iter().find(|(k, _)| *k == spec.kind) else {
            continue;
        };
        let dashed = settings.colour_blind && matches!(spec.kind, ArrowKind::Played(_));
        let mesh = arrow_mesh(square_center(spec.from), square_center(spec.to), dashed);
        commands.entity(e).insert((
            Mesh3d(meshes.add(mesh)),
            MeshMaterial3d(material.clone()),
            Pickable::IGNORE,
            bevy::light::NotShadowCaster,
        ));
    }
}

#[cfg(test)]
mod tests {
    use bevy::mesh::VertexAttributeValues;
    use shakmaty::Square;

    use super::*;

    fn points(mesh: &Mesh) -> Vec<Vec3> {
        match mesh.attribute(Mesh::ATTRIBUTE_POSITION) {
            Some(VertexAttributeValues::Float32x3(p)) => p.iter().map(|&v| v.into()).collect(),
            _ => panic!("no positions"),
        }
    }

    #[test]
    fn the_arrow_runs_from_square_to_square_and_lies_flat() {
        let (from, to) = (square_center(Square::G1), square_center(Square::F3));
        let p = points(&arrow_mesh(from, to, false));
        assert!(p.iter().all(|v| (v.y - LIFT).abs() < 1e-6));
        // Dashed: the same span, in more pieces.
        let dashed = points(&arrow_mesh(from, to, true));
        assert!(dashed.len() > p.len() + 8, "{} pieces", dashed.len());
        // The point nearest the target is the tip, short of the target's centre.
        let tip = p
            .iter()
            .copied()
            .min_by(|a, b| a.distance(to).total_cmp(&b.distance(to)))
            .unwrap();
        assert!(tip.distance(to.with_y(LIFT)) < 0.2, "{tip}");
        // Nothing reaches past the target or behind the start.
        let length = from.distance(to);
        for v in &p {
            let along = (*v - from).with_y(0.0).dot((to - from).normalize());
            assert!((0.0..length).contains(&along), "{v}");
        }
    }
}
