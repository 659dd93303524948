//! Square highlights, derived from the board's referee, `Selection` and `Hover`: the
//! selected piece, its targets (dots, rings on captures), the last move, the king in
//! check, a referee's goals (a lesson's stars), and the square under the pointer. The entities are logic (tests count them); their
//! meshes are added by the render part.

use bevy::{
    asset::RenderAssetUsages,
    picking::Pickable,
    prelude::*,
    render::render_resource::{Extent3d, TextureDimension, TextureFormat},
};
use shakmaty::{Board, Role, Square};

use crate::{
    AppSystems,
    board::settings::BoardSettings,
    board::squares::square_center,
    game::ai::Hint,
    game::cursor::KeyCursor,
    game::referee::BoardReferee,
    game::selection::{Hover, Selection},
};

/// What the referee says the board shows, as far as highlights go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    pub board: Board,
    pub check: Option<(Square, bool)>,
    pub last_move: Option<(Square, Square)>,
    pub marks: Vec<Square>,
    /// A referee's suggested move (from = to: a square), shown like a hint.
    pub suggested: Option<(Square, Square)>,
    /// Moves may be asked for here (not an earlier position): the hint shows.
    pub live: bool,
}

impl Shown {
    pub fn of(referee: &BoardReferee<'_, '_>) -> Self {
        Shown {
            board: referee.board().clone(),
            check: referee.check(),
            last_move: referee.last_move(),
            marks: referee.marks(),
            suggested: referee.suggested(),
            live: referee.active().is_some(),
        }
    }
}

/// What, besides the board, decides the highlights.
#[derive(Debug, Clone, Copy)]
pub struct View {
    /// Dots and rings on the selected piece's targets (a setting).
    pub show_targets: bool,
    /// The keyboard's cursor, once used.
    pub cursor: Option<Square>,
}

impl Default for View {
    fn default() -> Self {
        View {
            show_targets: true,
            cursor: None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HighlightKind {
    Hover,
    Selected,
    LastMove,
    /// A legal target on an empty square (a dot).
    Target,
    /// A legal capture (a ring), including en passant.
    Capture,
    /// The king in check (a red glow); stronger when mated.
    Check,
    Mate,
    /// The engine's suggested move (from and to), after "Hint".
    Hint,
    /// A goal square (a lesson's star).
    Goal,
    /// The keyboard's cursor (a square frame).
    Cursor,
}

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(Transform, Visibility)]
pub struct Highlight {
    pub square: Square,
    pub kind: HighlightKind,
}

pub fn plugin(app: &mut App) {
    app.add_systems(Update, rebuild.in_set(AppSystems::View));
}

pub fn render_plugin(app: &mut App) {
    app.add_systems(Startup, load_assets)
        .add_systems(Update, dress.in_set(AppSystems::Dress));
}

/// The highlights the current state calls for.
pub fn wanted(
    shown: &Shown,
    view: &View,
    sel: &Selection,
    hover: &Hover,
    hint: &Hint,
) -> Vec<Highlight> {
    let mut out = Vec::new();
    let mut add = |square, kind| out.push(Highlight { square, kind });
    let board = &shown.board;
    if let Some((from, to)) = shown.last_move {
        add(from, HighlightKind::LastMove);
        add(to, HighlightKind::LastMove);
    }
    for &sq in &shown.marks {
        add(sq, HighlightKind::Goal);
    }
    if let Some(from) = sel.from {
        add(from, HighlightKind::Selected);
        let pawn = board.role_at(from) == Some(Role::Pawn);
        for &to in sel.targets.iter().filter(|_| view.show_targets) {
            let capture = board.piece_at(to).is_some() || (pawn && from.file() != to.file());
            add(
                to,
                if capture {
                    HighlightKind::Capture
                } else {
                    HighlightKind::Target
                },
            );
        }
    }
    if let Some((king, mated)) = shown.check {
        add(
            king,
            if mated {
                HighlightKind::Mate
            } else {
                HighlightKind::Check
            },
        );
    }
    let hinted = hint.squares().filter(|_| shown.live).or(shown.suggested);
    if let Some((from, to)) = hinted {
        add(from, HighlightKind::Hint);
        if to != from {
            add(to, HighlightKind::Hint);
        }
    }
    if let Some(sq) = hover.0 {
        add(sq, HighlightKind::Hover);
    }
    if let Some(sq) = view.cursor {
        add(sq, HighlightKind::Cursor);
    }
    out
}

#[allow(clippy::too_many_arguments)]
fn rebuild(
    mut referee: BoardReferee,
    sel: Res<Selection>,
    hover: Res<Hover>,
    hint: Res<Hint>,
    settings: Res<BoardSettings>,
    cursor: Res<KeyCursor>,
    existing: Query<Entity, With<Highlight>>,
    mut commands: Commands,
) {
    let changed = cursor.is_changed()
        || referee.is_changed()
        || sel.is_changed()
        || hover.is_changed()
        || hint.is_changed()
        || settings.is_changed();
    if !changed {
        return;
    }
    for e in &existing {
        commands.entity(e).despawn();
    }
    let view = View {
        show_targets: settings.show_legal_moves,
        cursor: cursor.0,
    };
    for h in wanted(&Shown::of(&referee), &view, &sel, &hover, &hint) {
        commands.spawn((
            h,
            Transform::from_translation(square_center(h.square) + Vec3::Y * layer(h.kind)),
        ));
    }
}

/// Height above the square, so overlapping highlights stack in a fixed order.
fn layer(kind: HighlightKind) -> f32 {
    match kind {
        HighlightKind::LastMove => 0.002,
        HighlightKind::Goal => 0.0022,
        HighlightKind::Hint => 0.0025,
        HighlightKind::Check | HighlightKind::Mate => 0.003,
        HighlightKind::Selected => 0.004,
        HighlightKind::Hover => 0.005,
        HighlightKind::Target | HighlightKind::Capture => 0.006,
        HighlightKind::Cursor => 0.007,
    }
}

#[derive(Resource)]
struct HighlightAssets {
    square: Handle<Mesh>,
    dot: Handle<Mesh>,
    ring: Handle<Mesh>,
    glow: Handle<Mesh>,
    star: Handle<Mesh>,
    frame: Handle<Mesh>,
    materials: Vec<(HighlightKind, Handle<StandardMaterial>)>,
    /// The colour-blind setting's palette.
    safe_materials: Vec<(HighlightKind, Handle<StandardMaterial>)>,
    /// The colour-blind setting's shapes, drawn over a mark told by colour alone.
    shapes: Vec<(HighlightKind, Handle<Mesh>, Handle<StandardMaterial>)>,
}

/// A radial falloff (for the check glow), white with alpha.
fn glow_texture() -> Image {
    const N: u32 = 64;
    let mut data = Vec::with_capacity((N * N * 4) as usize);
    for y in 0..N {
        for x in 0..N {
            let d = Vec2::new(x as f32 + 0.5, y as f32 + 0.5) / N as f32 * 2.0 - Vec2::ONE;
            let a = (1.0 - d.length()).clamp(0.0, 1.0).powf(1.5);
            data.extend_from_slice(&[255, 255, 255, (a * 255.0) as u8]);
        }
    }
    Image::new(
        Extent3d {
            width: N,
            height: N,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

fn load_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let flat = |m: Mesh| m.rotated_by(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2));
    let glow_image = images.add(glow_texture());
    let mut overlay = |color: Color, texture: Option<Handle<Image>>, add: bool| {
        materials.add(StandardMaterial {
            base_color: color,
            base_color_texture: texture,
            unlit: true,
            alpha_mode: if add {
                AlphaMode::Add
            } else {
                AlphaMode::Blend
            },
            depth_bias: 10.0,
            ..default()
        })
    };
    // Today's look, and Okabe and Ito's palette for colour-blind eyes.
    let looks = |safe: bool| {
        let pick = |normal: (f32, f32, f32), cb: (f32, f32, f32)| if safe { cb } else { normal };
        let rgba = |c: (f32, f32, f32), a: f32| Color::srgba(c.0, c.1, c.2, a);
        vec![
            (
                HighlightKind::LastMove,
                rgba(pick((0.95, 0.78, 0.2), (0.94, 0.89, 0.26)), 0.42),
                false,
            ),
            (
                HighlightKind::Hint,
                rgba(pick((0.25, 0.55, 1.0), (0.34, 0.71, 0.91)), 0.6),
                false,
            ),
            (HighlightKind::Cursor, rgba((0.2, 0.85, 1.0), 0.95), false),
            (HighlightKind::Goal, rgba((1.0, 0.8, 0.1), 0.95), false),
            (
                HighlightKind::Selected,
                rgba(pick((0.45, 0.85, 0.35), (0.0, 0.62, 0.45)), 0.55),
                false,
            ),
            (HighlightKind::Hover, rgba((1.0, 1.0, 1.0), 0.22), false),
            (
                HighlightKind::Target,
                rgba(pick((0.1, 0.35, 0.12), (0.0, 0.25, 0.35)), 0.7),
                false,
            ),
            (
                HighlightKind::Capture,
                rgba(pick((0.75, 0.12, 0.08), (0.84, 0.37, 0.0)), 0.8),
                false,
            ),
            (
                HighlightKind::Check,
                rgba(pick((1.0, 0.12, 0.05), (0.84, 0.37, 0.0)), 0.9),
                true,
            ),
            (
                HighlightKind::Mate,
                rgba(pick((1.0, 0.0, 0.0), (0.9, 0.3, 0.0)), 1.0),
                true,
            ),
        ]
    };
    let mut palette = |safe: bool| {
        looks(safe)
            .into_iter()
            .map(|(kind, color, glows)| {
                let texture = glows.then(|| glow_image.clone());
                (kind, overlay(color, texture, glows))
            })
            .collect::<Vec<_>>()
    };
    let materials = palette(false);
    let safe_materials = palette(true);
    let mut solid = |c: Color| overlay(c, None, false);
    let burst = meshes.add(burst_mesh());
    let shapes = vec![
        (
            HighlightKind::LastMove,
            meshes.add(corners_mesh()),
            solid(Color::srgba(0.90, 0.62, 0.0, 0.95)),
        ),
        (
            HighlightKind::Hint,
            meshes.add(pointers_mesh()),
            solid(Color::srgba(0.0, 0.45, 0.70, 0.95)),
        ),
        (
            HighlightKind::Check,
            burst.clone(),
            solid(Color::srgba(0.84, 0.37, 0.0, 0.95)),
        ),
        (
            HighlightKind::Mate,
            burst,
            solid(Color::srgba(0.6, 0.1, 0.0, 0.95)),
        ),
    ];
    commands.insert_resource(HighlightAssets {
        square: meshes.add(flat(Rectangle::new(0.98, 0.98).mesh().build())),
        star: meshes.add(star_mesh(0.36, 0.15)),
        frame: meshes.add(frame_mesh(0.48, 0.40)),
        dot: meshes.add(flat(Circle::new(0.15).mesh().resolution(32).build())),
        ring: meshes.add(flat(Annulus::new(0.38, 0.46).mesh().resolution(48).build())),
        glow: meshes.add(flat(Rectangle::new(1.5, 1.5).mesh().build())),
        materials,
        safe_materials,
        shapes,
    });
}

/// A flat five-pointed star lying on the square, one point towards -z.
fn star_mesh(outer: f32, inner: f32) -> Mesh {
    let ring: Vec<Vec3> = (0..10)
        .map(|i| {
            let r = if i % 2 == 0 { outer } else { inner };
            let a = std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
            Vec3::new(r * a.cos(), 0.0, -r * a.sin())
        })
        .collect();
    // Named in full: bevy's prelude has a `MeshBuilder` trait too.
    let mut mesh = crate::art::mesh::MeshBuilder::default();
    mesh.flat_fan(Vec3::ZERO, &ring);
    mesh.build()
}

/// Four triangles in a square's corners: the last move, for colour-blind eyes.
fn corners_mesh() -> Mesh {
    let (r, leg) = (0.48, 0.27);
    let mut mesh = crate::art::mesh::MeshBuilder::default();
    for (sx, sz) in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
        let corner = Vec3::new(sx * r, 0.0, sz * r);
        mesh.flat_triangle([
            corner,
            corner - Vec3::X * sx * leg,
            corner - Vec3::Z * sz * leg,
        ]);
    }
    mesh.build()
}

/// Four triangles pointing in from the middles of a square's edges: a hint.
fn pointers_mesh() -> Mesh {
    let mut mesh = crate::art::mesh::MeshBuilder::default();
    for d in [Vec3::X, Vec3::NEG_X, Vec3::Z, Vec3::NEG_Z] {
        let edge = d * 0.48;
        let side = Vec3::new(-d.z, 0.0, d.x) * 0.13;
        mesh.flat_triangle([edge + side, edge - side, edge - d * 0.24]);
    }
    mesh.build()
}

/// Spikes around a square's middle: a king in check.
fn burst_mesh() -> Mesh {
    let mut mesh = crate::art::mesh::MeshBuilder::default();
    let at = |r: f32, a: f32| Vec3::new(r * a.cos(), 0.0, r * a.sin());
    for k in 0..12 {
        let a = k as f32 * std::f32::consts::TAU / 12.0;
        mesh.flat_triangle([at(0.4, a - 0.14), at(0.4, a + 0.14), at(0.62, a)]);
    }
    mesh.build()
}

/// A flat square frame lying on the square (the keyboard cursor), between half-widths
/// `inner` and `outer`.
fn frame_mesh(outer: f32, inner: f32) -> Mesh {
    let corners = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)];
    let at = |(x, z): (f32, f32), r: f32| Vec3::new(x * r, 0.0, z * r);
    let mut mesh = crate::art::mesh::MeshBuilder::default();
    for k in 0..4 {
        let (c0, c1) = (corners[k], corners[(k + 1) % 4]);
        mesh.flat_quad([at(c0, outer), at(c1, outer), at(c1, inner), at(c0, inner)]);
    }
    mesh.build()
}

fn dress(
    assets: Res<HighlightAssets>,
    settings: Res<BoardSettings>,
    added: Query<(Entity, &Highlight), Added<Highlight>>,
    mut commands: Commands,
) {
    let materials = if settings.colour_blind {
        &assets.safe_materials
    } else {
        &assets.materials
    };
    for (e, h) in &added {
        let mesh = match h.kind {
            HighlightKind::Target => &assets.dot,
            HighlightKind::Capture => &assets.ring,
            HighlightKind::Check | HighlightKind::Mate => &assets.glow,
            HighlightKind::Goal => &assets.star,
            HighlightKind::Cursor => &assets.frame,
            _ => &assets.square,
        };
        let Some((_, material)) = materials.iter().find(|(k, _)| *k == h.kind) else {
            continue;
        };
        commands.entity(e).insert((
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            Pickable::IGNORE,
            bevy::light::NotShadowCaster,
        ));
        let shape = assets.shapes.iter().find(|(k, ..)| *k == h.kind);
        if let Some((_, mesh, material)) = shape.filter(|_| settings.colour_blind) {
            commands.entity(e).with_child((
                Mesh3d(mesh.clone()),
                MeshMaterial3d(material.clone()),
                Transform::from_xyz(0.0, 0.0005, 0.0),
                Pickable::IGNORE,
                bevy::light::NotShadowCaster,
            ));
        }
    }
}
