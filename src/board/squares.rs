//! The board: 64 square entities (logic), and its look (render): wooden squares, a framed
//! border with coordinates on all four sides, a table, and the lights.
//!
//! World layout: a1 at (-3.5, 0, 3.5), h8 at (3.5, 0, -3.5); White sits at +z. The
//! squares' top face is y = 0.

use bevy::{
    asset::RenderAssetUsages,
    image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor},
    light::CascadeShadowConfigBuilder,
    picking::Pickable,
    prelude::*,
    render::render_resource::{Extent3d, TextureDimension, TextureFormat},
};
use shakmaty::Square;

use crate::{AppSystems, art::glyphs, art::mesh::MeshBuilder};

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
    app.add_systems(Startup, (load_board_assets, spawn_scenery))
        .add_systems(
            Update,
            (dress_squares, show_coordinates, size_coordinates).in_set(AppSystems::Dress),
        );
}

fn show_coordinates(
    settings: Res<crate::game::settings::Settings>,
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
    settings: Res<crate::game::settings::Settings>,
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

/// Deterministic pseudo-random value in 0..1 (for wood grain and texture offsets).
fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x27d4_eb2d)
        ^ (y as u32).wrapping_mul(0x1656_67b1)
        ^ seed.wrapping_mul(0x9e37_79b9);
    h ^= h >> 15;
    h = h.wrapping_mul(0x2c1b_3c6d);
    h ^= h >> 12;
    (h & 0xffff) as f32 / 65535.0
}

fn value_noise(x: f32, y: f32, seed: u32) -> f32 {
    let (xi, yi) = (x.floor() as i32, y.floor() as i32);
    let (fx, fy) = (x - x.floor(), y - y.floor());
    let s = |t: f32| t * t * (3.0 - 2.0 * t);
    let (sx, sy) = (s(fx), s(fy));
    let a = hash(xi, yi, seed) + (hash(xi + 1, yi, seed) - hash(xi, yi, seed)) * sx;
    let b = hash(xi, yi + 1, seed) + (hash(xi + 1, yi + 1, seed) - hash(xi, yi + 1, seed)) * sx;
    a + (b - a) * sy
}

/// A tileable-enough wood grain, white-ish so the material's colour tints it.
fn wood_texture(seed: u32, rings: f32) -> Image {
    const N: usize = 256;
    let mut data = Vec::with_capacity(N * N * 4);
    for y in 0..N {
        for x in 0..N {
            let (u, v) = (x as f32 / N as f32, y as f32 / N as f32);
            let warp = value_noise(u * 3.0, v * 12.0, seed) * 2.0
                + value_noise(u * 9.0, v * 40.0, seed + 1) * 0.5;
            let ring = ((v * rings + warp) * std::f32::consts::TAU).sin() * 0.5 + 0.5;
            let fleck = value_noise(u * 60.0, v * 200.0, seed + 2);
            let g = 0.80 + 0.14 * ring.powi(3) + 0.06 * fleck;
            let px = |c: f32| (c.clamp(0.0, 1.0) * 255.0) as u8;
            data.extend_from_slice(&[px(g), px(g * 0.97), px(g * 0.94), 255]);
        }
    }
    let mut image = Image::new(
        Extent3d {
            width: N as u32,
            height: N as u32,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        ..ImageSamplerDescriptor::linear()
    });
    image
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

#[derive(Resource)]
struct BoardAssets {
    light: Handle<StandardMaterial>,
    dark: Handle<StandardMaterial>,
}

fn load_board_assets(
    mut commands: Commands,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let grain = images.add(wood_texture(1, 9.0));
    let mut wood = |color: Color, rough: f32| {
        materials.add(StandardMaterial {
            base_color: color,
            base_color_texture: Some(grain.clone()),
            perceptual_roughness: rough,
            reflectance: 0.35,
            clearcoat: 0.5,
            clearcoat_perceptual_roughness: 0.35,
            ..default()
        })
    };
    commands.insert_resource(BoardAssets {
        light: wood(Color::srgb(0.87, 0.72, 0.50), 0.5),
        dark: wood(Color::srgb(0.42, 0.24, 0.13), 0.45),
    });
}

/// Gives square entities their tile mesh and wood.
fn dress_squares(
    mut commands: Commands,
    squares: Query<(Entity, &BoardSquare), Added<BoardSquare>>,
    assets: Res<BoardAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
) {
    for (e, sq) in &squares {
        let material = if is_light(sq.0) {
            assets.light.clone()
        } else {
            assets.dark.clone()
        };
        commands.entity(e).insert((
            Mesh3d(meshes.add(tile_mesh(sq.0))),
            MeshMaterial3d(material),
        ));
    }
}

const FRAME_INNER: f32 = 4.0;
const FRAME_OUTER: f32 = 4.75;

fn spawn_scenery(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let grain = images.add(wood_texture(5, 14.0));
    let frame_material = materials.add(StandardMaterial {
        base_color: Color::srgb(0.25, 0.13, 0.07),
        base_color_texture: Some(grain.clone()),
        perceptual_roughness: 0.4,
        clearcoat: 0.7,
        clearcoat_perceptual_roughness: 0.2,
        ..default()
    });
    commands.spawn((
        Name::new("frame"),
        Backdrop,
        Mesh3d(meshes.add(frame_mesh())),
        MeshMaterial3d(frame_material),
    ));

    // Inlay and coordinates in a pale boxwood tone.
    let inlay_material = materials.add(StandardMaterial {
        base_color: Color::srgb(0.93, 0.82, 0.58),
        perceptual_roughness: 0.35,
        metallic: 0.2,
        ..default()
    });
    commands.spawn((
        Name::new("inlay"),
        Backdrop,
        Mesh3d(meshes.add(inlay_mesh())),
        MeshMaterial3d(inlay_material.clone()),
        Pickable::IGNORE,
    ));
    // The coordinates are their own entity so the settings can hide them.
    commands.spawn((
        Name::new("coordinates"),
        Coordinates,
        Backdrop,
        Mesh3d(meshes.add(coordinates_mesh(coordinate_size(1.0)))),
        MeshMaterial3d(inlay_material),
        Pickable::IGNORE,
    ));

    // The table: a large dark surface that catches the board's shadow.
    let table_grain = images.add(wood_texture(9, 30.0));
    commands.spawn((
        Name::new("table"),
        Table,
        Backdrop,
        Mesh3d(meshes.add(Mesh::from(Plane3d::default().mesh().size(80.0, 80.0)))),
        MeshMaterial3d(materials.add(StandardMaterial {
            base_color: Color::srgb(0.16, 0.11, 0.08),
            base_color_texture: Some(table_grain),
            uv_transform: bevy::math::Affine2::from_scale(Vec2::splat(6.0)),
            perceptual_roughness: 0.7,
            ..default()
        })),
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
