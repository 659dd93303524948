//! Piece entities: a view of the board's referee (`game::referee`). They follow `BoardMove`
//! (with tweens), and when nothing moves a sync step checks every entity against the
//! referee's board and
//! rebuilds the set if they disagree (new game, loaded position). The rules never read
//! positions back from entities.

use std::collections::HashMap;

use bevy::prelude::*;
use shakmaty::{Color, Move, Role, Square};

use crate::{
    AppSystems,
    art::staunton,
    board::animation::{Held, Path, Timeline, Tween, Tweens, move_duration},
    board::settings::BoardSettings,
    board::squares::square_center,
    game::{
        current::move_squares,
        referee::{BoardMove, BoardReferee, Deciding},
    },
};

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(Tweens, Transform, Visibility)]
pub struct Piece {
    pub role: Role,
    pub color: Color,
}

/// The square a piece stands on according to the rules (the tween may still be under way).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct OnSquare(pub Square);

/// A mated king lying on its side; left alone by settling.
#[derive(Component, Debug)]
pub struct Toppled;

/// Which mesh the piece currently shows (a promoted pawn keeps its pawn shape until it lands).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShownRole(pub Role);

/// Whether every piece of the position shown has its entity and its mesh (an empty board
/// has none to wait for): what screenshots, benchmarks and "the board is on screen" wait for.
#[derive(bevy::ecs::system::SystemParam)]
pub struct PiecesInPlace<'w, 's> {
    shown: Query<'w, 's, (), (With<Piece>, With<ShownRole>)>,
    referee: BoardReferee<'w, 's>,
}

impl PiecesInPlace<'_, '_> {
    pub fn ready(&self) -> bool {
        self.shown.iter().count() == self.referee.board().occupied().count()
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (follow_moves, settle, sync_with_rules)
            .chain()
            .in_set(AppSystems::Pieces),
    );
}

pub fn render_plugin(app: &mut App) {
    app.init_resource::<PieceLook>()
        .init_resource::<FlatFigures>()
        .add_systems(Startup, load_piece_assets)
        .add_systems(Update, show_pieces.in_set(AppSystems::View));
}

/// Knights look sideways (towards the opponent's half) so their profile reads from either
/// player's seat.
pub fn home_rotation(piece: Piece) -> Quat {
    match (piece.role, piece.color) {
        (Role::Knight, Color::White) => Quat::from_rotation_y(150f32.to_radians()),
        (Role::Knight, Color::Black) => Quat::from_rotation_y(-30f32.to_radians()),
        _ => Quat::IDENTITY,
    }
}

/// The turn that stands a flat figure upright for a player sitting on `up_for`'s side: the
/// piece entity keeps its 3D turn (knights look sideways), which this undoes.
pub fn upright_turn(piece: Piece, up_for: Color) -> Quat {
    let seat = match up_for {
        Color::White => Quat::IDENTITY,
        Color::Black => Quat::from_rotation_y(std::f32::consts::PI),
    };
    home_rotation(piece).inverse() * seat
}

pub fn home_transform(piece: Piece, sq: Square) -> Transform {
    Transform::from_translation(square_center(sq)).with_rotation(home_rotation(piece))
}

/// Moves, captures, castles and promotes piece entities as each applied move says,
/// and schedules their animation.
fn follow_moves(
    mut moves: MessageReader<BoardMove>,
    mut pieces: Query<(Entity, &mut OnSquare, &mut Piece, &mut Tweens, &Transform)>,
    mut timeline: ResMut<Timeline>,
    time: Res<Time>,
    referee: BoardReferee,
    settings: Res<BoardSettings>,
    mut commands: Commands,
) {
    if referee.active().is_none() {
        // The board shows an earlier position; the sync step catches up on return.
        moves.clear();
        return;
    }
    // Slower or faster animations, as the settings say.
    let pace = 1.0 / settings.animation_speed.clamp(0.25, 4.0);
    let mut at: HashMap<Square, Entity> = pieces.iter().map(|(e, on, ..)| (on.0, e)).collect();
    for applied in moves.read() {
        let played = &applied.0;
        let (from, to) = move_squares(played);
        let start = timeline.next_start(time.elapsed_secs_f64());
        let mut end = start;
        let captured = played.captured.and_then(|(_, sq)| at.remove(&sq));
        let Some(mover) = at.remove(&from) else {
            // The entities are out of step with the rules; the sync step will rebuild them.
            warn!("no piece entity on {from} for {}", played.san);
            continue;
        };
        let (king_dur, path) = {
            let (_, _, piece, ..) = pieces.get(mover).expect("mover exists");
            let dist = (from.distance(to)) as f32;
            match piece.role {
                Role::Knight => (0.5 * pace, Path::Hop),
                _ => (move_duration(dist) * pace, Path::Glide),
            }
        };
        if let Ok((_, mut on, mut piece, mut tweens, _)) = pieces.get_mut(mover) {
            on.0 = to;
            if let Move::Normal {
                promotion: Some(role),
                ..
            } = played.mv
            {
                piece.role = role;
            }
            let target = home_transform(*piece, to);
            tweens
                .0
                .push_back(Tween::new(start, king_dur, target, path));
            end = end.max(start + king_dur as f64);
        }
        at.insert(to, mover);
        if let Some(victim) = captured
            && let Ok((_, _, _, mut tweens, transform)) = pieces.get_mut(victim)
        {
            // It shrinks into the board as the capturing piece arrives.
            let mut gone = tweens.final_transform(transform);
            gone.scale = Vec3::splat(0.01);
            gone.translation.y -= 0.2;
            let arrive = start + king_dur as f64 * 0.6;
            let mut tween = Tween::new(arrive, 0.3 * pace, gone, Path::Linear);
            tween.despawn = true;
            tweens.0.push_back(tween);
            end = end.max(tween_end(&tweens));
            commands.entity(victim).remove::<OnSquare>();
        }
        if let Some((rook_from, rook_to)) = played.rook
            && let Some(rook) = at.remove(&rook_from)
            && let Ok((_, mut on, piece, mut tweens, _)) = pieces.get_mut(rook)
        {
            // The king goes first, then the rook jumps over it.
            on.0 = rook_to;
            let dur = move_duration(rook_from.distance(rook_to) as f32) * pace;
            tweens.0.push_back(Tween::new(
                start + king_dur as f64,
                dur,
                home_transform(*piece, rook_to),
                Path::Glide,
            ));
            end = end.max(tween_end(&tweens));
            at.insert(rook_to, rook);
        }
        if played.status == gambit_engine::Status::Checkmate
            && let Some(&king) = at
                .iter()
                .find(|(_, e)| {
                    pieces
                        .get(**e)
                        .is_ok_and(|(_, _, p, ..)| p.role == Role::King && p.color != played.color)
                })
                .map(|(_, e)| e)
            && let Ok((_, on, _, mut tweens, transform)) = pieces.get_mut(king)
        {
            // The mated king topples over towards the winner.
            let mut down = tweens.final_transform(transform);
            let away = if played.color == Color::White {
                -1.0
            } else {
                1.0
            };
            down.rotation = Quat::from_rotation_x(away * 1.35) * down.rotation;
            down.translation = square_center(on.0) + Vec3::new(0.0, 0.14, away * 0.35);
            tweens
                .0
                .push_back(Tween::new(end + 0.15, 0.7 * pace, down, Path::Linear));
            end = end.max(tween_end(&tweens));
            commands.entity(king).insert(Toppled);
        }
        timeline.busy_until = end;
    }
}

fn tween_end(tweens: &Tweens) -> f64 {
    tweens.0.back().map_or(0.0, Tween::end)
}

type SettleData = (
    &'static OnSquare,
    &'static Piece,
    &'static mut Tweens,
    &'static Transform,
);

/// An idle piece that is not where it belongs (e.g. dropped back after a drag) glides home;
/// not while the referee is still deciding the move that dropped it.
fn settle(
    mut pieces: Query<SettleData, (Without<Held>, Without<Toppled>)>,
    time: Res<Time>,
    deciding: Option<Res<Deciding>>,
) {
    if deciding.is_some_and(|d| d.pending()) {
        return;
    }
    for (on, piece, mut tweens, transform) in &mut pieces {
        let home = home_transform(*piece, on.0);
        let off = transform.translation.distance(home.translation) > 1e-3
            || transform.rotation.angle_between(home.rotation) > 1e-3
            || (transform.scale - Vec3::ONE).length() > 1e-3;
        if tweens.is_idle() && off {
            let start = time.elapsed_secs_f64();
            tweens
                .0
                .push_back(Tween::new(start, 0.2, home, Path::Glide));
        }
    }
}

/// When nothing moves, checks the entities against the rules' board; rebuilds them if
/// they disagree (start, new game, loaded game) so the view can never drift.
fn sync_with_rules(
    referee: BoardReferee,
    pieces: Query<(Entity, &Piece, Option<&OnSquare>, &Tweens)>,
    held: Query<(), With<Held>>,
    mut commands: Commands,
) {
    if !held.is_empty() || pieces.iter().any(|(.., t)| !t.is_idle()) {
        return;
    }
    let board = referee.board();
    let mut shown: Vec<(Square, Piece)> = pieces
        .iter()
        .filter_map(|(_, p, on, _)| on.map(|on| (on.0, *p)))
        .collect();
    shown.sort_by_key(|(sq, _)| *sq);
    let truth: Vec<(Square, Piece)> = board
        .iter()
        .map(|(sq, p)| {
            (
                sq,
                Piece {
                    role: p.role,
                    color: p.color,
                },
            )
        })
        .collect();
    let orphans = pieces.iter().any(|(_, _, on, _)| on.is_none());
    if shown == truth && !orphans {
        return;
    }
    if !pieces.is_empty() {
        debug!("rebuilding piece entities from the rules");
    }
    for (e, ..) in &pieces {
        commands.entity(e).despawn();
    }
    for (sq, piece) in truth {
        commands.spawn((
            Name::new(format!("{:?} {:?} {sq}", piece.color, piece.role)),
            piece,
            OnSquare(sq),
            home_transform(piece, sq),
        ));
    }
}

/// How pieces are drawn now: set by the quality and the board view.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PieceLook {
    /// Fewer segments around each piece (low quality).
    pub low_poly: bool,
    /// The 2D view's flat figures, upright for a player on this side; `None` in 3D.
    pub flat: Option<Color>,
}

/// Segments around a low-poly piece.
const LOW_SEGMENTS: u32 = 16;

#[derive(Resource)]
pub struct PieceAssets {
    meshes: HashMap<Role, Handle<Mesh>>,
    low_meshes: HashMap<Role, Handle<Mesh>>,
    ivory: Handle<StandardMaterial>,
    ebony: Handle<StandardMaterial>,
}

/// The 2D view's figures in the chosen style (`looks::pieces` makes them), by role,
/// colour and the side they stand upright for.
#[derive(Resource, Default)]
pub struct FlatFigures(pub HashMap<(Role, Color, Color), Figure>);

/// A flat figure's mesh and material.
pub type Figure = (Handle<Mesh>, Handle<StandardMaterial>);

impl PieceAssets {
    fn look(
        &self,
        piece: Piece,
        look: PieceLook,
        flat: &FlatFigures,
    ) -> (Handle<Mesh>, Handle<StandardMaterial>) {
        // No flat figure yet: the 3D piece seen from above rather than nothing.
        if let Some(up_for) = look.flat
            && let Some(figure) = flat.0.get(&(piece.role, piece.color, up_for))
        {
            return figure.clone();
        }
        let meshes = if look.low_poly {
            &self.low_meshes
        } else {
            &self.meshes
        };
        let material = match piece.color {
            Color::White => self.ivory.clone(),
            Color::Black => self.ebony.clone(),
        };
        (meshes[&piece.role].clone(), material)
    }
}

fn load_piece_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let mut set = |segments| -> HashMap<Role, Handle<Mesh>> {
        Role::ALL
            .into_iter()
            .map(|r| (r, meshes.add(staunton::piece_mesh(r, segments))))
            .collect()
    };
    let (high, low) = (set(staunton::SEGMENTS), set(LOW_SEGMENTS));
    let ivory = materials.add(StandardMaterial {
        base_color: bevy::color::Color::srgb(0.93, 0.88, 0.78),
        perceptual_roughness: 0.32,
        reflectance: 0.45,
        clearcoat: 0.4,
        clearcoat_perceptual_roughness: 0.25,
        ..default()
    });
    let ebony = materials.add(StandardMaterial {
        base_color: bevy::color::Color::srgb(0.045, 0.038, 0.035),
        perceptual_roughness: 0.28,
        reflectance: 0.5,
        clearcoat: 0.6,
        clearcoat_perceptual_roughness: 0.2,
        ..default()
    });
    commands.insert_resource(PieceAssets {
        meshes: high,
        low_meshes: low,
        ivory,
        ebony,
    });
}

type ShownData = (
    Entity,
    &'static Piece,
    &'static Tweens,
    Option<&'static ShownRole>,
    Option<&'static Mesh3d>,
);

/// Gives pieces the mesh and material the look asks for; a promoted pawn keeps its shape
/// until it has arrived.
fn show_pieces(
    assets: Res<PieceAssets>,
    look: Res<PieceLook>,
    flat: Res<FlatFigures>,
    mut commands: Commands,
    pieces: Query<ShownData>,
) {
    for (e, piece, tweens, shown, mesh) in &pieces {
        let role = match shown {
            Some(s) if s.0 != piece.role && !tweens.is_idle() => s.0,
            _ => piece.role,
        };
        let (want_mesh, want_material) = assets.look(
            Piece {
                role,
                color: piece.color,
            },
            *look,
            &flat,
        );
        // The material is checked only with the mesh: at low quality `fast` swaps it for a
        // cheap twin, which must not count as a difference.
        let same = shown.is_some_and(|s| s.0 == role) && mesh.is_some_and(|m| m.0 == want_mesh);
        if !same {
            commands.entity(e).insert((
                Mesh3d(want_mesh),
                MeshMaterial3d(want_material),
                ShownRole(role),
            ));
        }
    }
}
