//! The board: 64 square entities (logic), and its shape (render): square tiles, a framed
//! border with coordinates on all four sides, a table, and the lights. Their colours and
//! grain are the theme's (`looks::board`).
//!
//! World layout: a1 at (-3.5, 0, 3.5), h8 at (3.5, 0, -3.5); White sits at +z. The
//! squares' top face is y = 0.

use bevy::{light::CascadeShadowConfigBuilder, picking::Pickable, prelude::*};
use shakmaty::Square;

use crate::{
    AppSystems,
    art::{glyphs, mesh::MeshBuilder, wood::hash},
};

/// A board square (the tile entity).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(Transform, Visibility)]
pub struct BoardSquare(pub Square);

/// Frame and table: clicking them cancels the selection.
#[derive(Component, Debug)]
pub struct Backdrop;

/// The table under the board (hidden in the 2D view, where the clear colour is cheaper).
#[derive(Component, Debug)]
pub struct Table;

/// What part of the board a mesh is, for the theme to colour it.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Surface {
    LightSquare,
    DarkSquare,
    Frame,
    /// The inlay line and the coordinates.
    Inlay,
    Table,
}

/// The letters and digits around the board (hidden when the settings say so).
#[derive(Component, Debug)]
pub struct Coordinates;

pub fn square_center(sq: Square) -> Vec3 {
    Vec3::new(
        u32::from(sq.file()) as f32 - 3.5,
        0.0,
        3.5 - u32::from(sq.rank()) as f32,
    )
}

pub fn is_light(sq: Square) -> bool {
    (u32::from(sq.file()) + u32::from(sq.rank())) % 2 == 1
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_squares);
}

pub fn render_plugin(app: &mut App) {
    app.add_systems(Startup, spawn_scenery).add_systems(
        Update,
        (dress_squares, show_coordinates, size_coordinates).in_set(AppSystems::Dress),
    );
}

fn show_coordinates(
    settings: Res<super::settings::BoardSettings>,
    mut labels: Query<&mut Visibility, With<Coordinates>>,
) {
    let wanted = if settings.show_coordinates {
        Visibility::Inherited
    } else {
        Visibility::Hidden
    };
    for mut v in &mut labels {
        if *v != wanted {
            *v = wanted;
        }
    }
}

/// The coordinates' letter height at a UI scale: larger text, larger letters, as far as
/// the frame has room.
pub fn coordinate_size(ui_scale: f32) -> f32 {
    (0.3 * ui_scale).clamp(0.3, 0.48)
}

/// The coordinates follow the panels' text size (Settings → Text size, `--ui-scale`).
fn size_coordinates(
    settings: Res<crate::ui::scale::UiSettings>,
    labels: Query<&Mesh3d, With<Coordinates>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut shown: Local<Option<f32>>,
) {
    let size = coordinate_size(settings.ui_scale());
    if labels.is_empty() || *shown == Some(size) {
        return;
    }
    for mesh in &labels {
        if let Some(mut m) = meshes.get_mut(&mesh.0) {
            *m = coordinates_mesh(size);
        }
    }
    *shown = Some(size);
}

fn spawn_squares(mut commands: Commands) {
    for sq in Square::ALL {
        commands.spawn((
            Name::new(format!("square {sq}")),
            BoardSquare(sq),
            Transform::from_translation(square_center(sq)),
        ));
    }
}

/// A square tile whose grain is taken from a different part of the texture on each
/// square, so the board doesn't look stamped.
fn tile_mesh(sq: Square) -> Mesh {
    let mut b = MeshBuilder::default();
    b.cuboid(
        Vec3::new(0.0, -0.05, 0.0),
        Vec3::new(0.5, 0.05, 0.5),
        Quat::IDENTITY,
    );
    let mut mesh = b.build();
    let (i, j) = (u32::from(sq.file()) as i32, u32::from(sq.rank()) as i32);
    let offset = Vec2::new(hash(i, j, 7), hash(i, j, 8));
    if let Some(bevy::mesh::VertexAttributeValues::Float32x2(uvs)) =
        mesh.attribute_mut(Mesh::ATTRIBUTE_UV_0)
    {
        for uv in uvs {
            *uv = (Vec2::from(*uv) * 0.45 + offset).into();
        }
    }
    mesh
}

/// Gives square entities their tile mesh; the theme gives the material.
fn dress_squares(
    mut commands: Commands,
    squares: Query<(Entity, &BoardSquare), Added<BoardSquare>>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    for (e, sq) in &squares {
        let surface = if is_light(sq.0) {
            Surface::LightSquare
        } else {
            Surface::DarkSquare
        };
        commands
            .entity(e)
            .insert((Mesh3d(meshes.add(tile_mesh(sq.0))), surface));
    }
}

const FRAME_INNER: f32 = 4.0;
const FRAME_OUTER: f32 = 4.75;

fn spawn_scenery(mut commands: Commands, mut meshes: ResMut<Assets<Mesh>>) {
    commands.spawn((
        Name::new("frame"),
        Backdrop,
        Surface::Frame,
        Mesh3d(meshes.add(frame_mesh())),
    ));
    commands.spawn((
        Name::new("inlay"),
        Backdrop,
        Surface::Inlay,
        Mesh3d(meshes.add(inlay_mesh())),
        Pickable::IGNORE,
    ));
    // The coordinates are their own entity so the settings can hide them.
    commands.spawn((
        Name::new("coordinates"),
        Coordinates,
        Backdrop,
        Surface::Inlay,
        Mesh3d(meshes.add(coordinates_mesh(coordinate_size(1.0)))),
        Pickable::IGNORE,
    ));
    // The table: a large dark surface that catches the board's shadow.
    commands.spawn((
        Name::new("table"),
        Table,
        Backdrop,
        Surface::Table,
        Mesh3d(meshes.add(Mesh::from(Plane3d::default().mesh().size(80.0, 80.0)))),
        Transform::from_xyz(0.0, -0.42, 0.0),
    ));
    spawn_lights(&mut commands);
}

/// Frame: four rails around the squares and a plinth below.
fn frame_mesh() -> Mesh {
    let mut frame = MeshBuilder::default();
    let mid = (FRAME_INNER + FRAME_OUTER) / 2.0;
    let half_w = (FRAME_OUTER - FRAME_INNER) / 2.0;
    for (c, h) in [
        (
            Vec3::new(0.0, -0.15, mid),
            Vec3::new(FRAME_OUTER, 0.15, half_w),
        ),
        (
            Vec3::new(0.0, -0.15, -mid),
            Vec3::new(FRAME_OUTER, 0.15, half_w),
        ),
        (
            Vec3::new(mid, -0.15, 0.0),
            Vec3::new(half_w, 0.15, FRAME_INNER),
        ),
        (
            Vec3::new(-mid, -0.15, 0.0),
            Vec3::new(half_w, 0.15, FRAME_INNER),
        ),
        (
            Vec3::new(0.0, -0.36, 0.0),
            Vec3::new(FRAME_OUTER + 0.12, 0.06, FRAME_OUTER + 0.12),
        ),
    ] {
        frame.cuboid(c, h, Quat::IDENTITY);
    }
    // The board's squares sit in a tray: fill under them so no gap shows at grazing angles.
    frame.cuboid(
        Vec3::new(0.0, -0.2, 0.0),
        Vec3::new(FRAME_INNER, 0.1, FRAME_INNER),
        Quat::IDENTITY,
    );
    frame.build()
}

/// The thin inlay line around the squares.
fn inlay_mesh() -> Mesh {
    let mut inlay = MeshBuilder::default();
    let line = FRAME_INNER + 0.07;
    for (c, h) in [
        (
            Vec3::new(0.0, 0.002, line),
            Vec3::new(line + 0.015, 0.002, 0.015),
        ),
        (
            Vec3::new(0.0, 0.002, -line),
            Vec3::new(line + 0.015, 0.002, 0.015),
        ),
        (
            Vec3::new(line, 0.002, 0.0),
            Vec3::new(0.015, 0.002, line + 0.015),
        ),
        (
            Vec3::new(-line, 0.002, 0.0),
            Vec3::new(0.015, 0.002, line + 0.015),
        ),
    ] {
        inlay.cuboid(c, h, Quat::IDENTITY);
    }
    inlay.build()
}

/// The files and ranks on all four sides, `size` high.
fn coordinates_mesh(size: f32) -> Mesh {
    let mut labels = MeshBuilder::default();
    let label_at = FRAME_INNER + 0.4;
    let stroke = 0.15 * size;
    for i in 0..8 {
        let offset = i as f32 - 3.5;
        let file = char::from(b'A' + i as u8).to_string();
        let rank = char::from(b'1' + i as u8).to_string();
        // Near and left sides read from White's seat, far and right sides from Black's.
        let y = 0.003;
        glyphs::add_text(
            &mut labels,
            &file,
            Vec3::new(offset, y, label_at),
            Vec3::X,
            Vec3::NEG_Z,
            size,
            stroke,
        );
        glyphs::add_text(
            &mut labels,
            &file,
            Vec3::new(offset, y, -label_at),
            Vec3::NEG_X,
            Vec3::Z,
            size,
            stroke,
        );
        glyphs::add_text(
            &mut labels,
            &rank,
            Vec3::new(-label_at, y, -offset),
            Vec3::X,
            Vec3::NEG_Z,
            size,
            stroke,
        );
        glyphs::add_text(
            &mut labels,
            &rank,
            Vec3::new(label_at, y, -offset),
            Vec3::NEG_X,
            Vec3::Z,
            size,
            stroke,
        );
    }
    labels.build()
}

/// The sun with its shadows, a warm fill light and the ambient light.
fn spawn_lights(commands: &mut Commands) {
    commands.spawn((
        Name::new("sun"),
        DirectionalLight {
            illuminance: 9_000.0,
            shadow_maps_enabled: true,
            color: Color::srgb(1.0, 0.96, 0.9),
            ..default()
        },
        Transform::from_xyz(-4.0, 10.0, 5.0).looking_at(Vec3::ZERO, Vec3::Y),
        CascadeShadowConfigBuilder {
            num_cascades: 1,
            maximum_distance: 30.0,
            ..default()
        }
        .build(),
    ));
    // A warm fill from the other side so the ebony pieces keep their shape in shadow.
    commands.spawn((
        Name::new("fill"),
        PointLight {
            intensity: 1_500_000.0,
            range: 40.0,
            color: Color::srgb(1.0, 0.9, 0.8),
            shadow_maps_enabled: false,
            ..default()
        },
        Transform::from_xyz(7.0, 8.0, -6.0),
    ));
    commands.insert_resource(GlobalAmbientLight {
        color: Color::srgb(0.9, 0.92, 1.0),
        brightness: 350.0,
        ..default()
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_coordinates_grow_with_the_text_but_stay_on_the_frame() {
        assert_eq!(coordinate_size(1.0), 0.3);
        assert!(coordinate_size(1.5) > coordinate_size(1.25));
        // Centred 0.4 into the 0.75-wide rail: a letter up to 0.5 high stays on it.
        assert!(coordinate_size(2.0) <= 0.5);
    }

    #[test]
    fn h1_is_light_and_at_whites_right() {
        assert!(is_light(Square::H1));
        assert!(!is_light(Square::A1));
        let (a1, h1, a8) = (
            square_center(Square::A1),
            square_center(Square::H1),
            square_center(Square::A8),
        );
        assert!(h1.x > a1.x, "h1 is to White's right");
        assert!(a8.z < a1.z, "rank 8 is away from White");
    }
}
