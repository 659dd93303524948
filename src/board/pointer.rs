//! The pointer on the board (only with a window): picking observers on squares, pieces and
//! the backdrop turn into the selection's messages ([`SquareClicked`], [`SquareRightClicked`],
//! [`PieceGrabbed`], [`PieceDropped`], [`CancelSelection`]); a dragged piece follows the
//! pointer, marked [`Held`] so its tweens leave it alone. Observers stay thin so tests can
//! write the messages directly.

use bevy::{
    picking::{
        Pickable,
        events::{Drag, DragEnd, Out, Over, Pointer, Press, Release},
        pointer::PointerButton,
    },
    prelude::*,
};
use shakmaty::Square;

use crate::{
    AppSystems,
    board::animation::Held,
    board::camera::{OverPanel, RightPress},
    board::pieces::{OnSquare, Piece},
    board::squares::{Backdrop, BoardSquare},
    game::selection::{
        CancelSelection, Hover, PieceDropped, PieceGrabbed, SquareClicked, SquareRightClicked,
        SquareRightDragged,
    },
};

/// The piece being dragged, once the pointer has moved far enough to count as a drag.
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct DragState {
    pub piece: Option<Entity>,
    /// Pointer position in the window, for the piece to follow.
    pub pointer: Vec2,
}

/// Picking observers and keys; only meaningful with a window.
pub fn plugin(app: &mut App) {
    app.init_resource::<DragState>()
        .init_resource::<RightPress>()
        .add_systems(
            Update,
            (attach_observers, forget_right_press).in_set(AppSystems::Input),
        )
        .add_systems(Update, carry_dragged_piece.in_set(AppSystems::View));
}

/// Height at which a dragged piece floats over the board.
const CARRY_HEIGHT: f32 = 0.35;

/// The dragged piece follows the pointer, floating over the board plane.
fn carry_dragged_piece(
    state: Res<DragState>,
    camera: Single<(&Camera, &GlobalTransform)>,
    mut pieces: Query<&mut Transform, With<Held>>,
) {
    let Some(piece) = state.piece else { return };
    let Ok(mut transform) = pieces.get_mut(piece) else {
        return;
    };
    let (camera, camera_transform) = *camera;
    let Ok(ray) = camera.viewport_to_world(camera_transform, state.pointer) else {
        return;
    };
    let plane = InfinitePlane3d::new(Vec3::Y);
    if let Some(d) = ray.intersect_plane(Vec3::Y * CARRY_HEIGHT, plane) {
        let p = ray.get_point(d);
        transform.translation = Vec3::new(p.x.clamp(-5.0, 5.0), CARRY_HEIGHT, p.z.clamp(-5.0, 5.0));
    }
}

/// The pointer must travel this far (pixels) before a press on a piece becomes a drag,
/// so a slightly shaky click stays a click.
const DRAG_THRESHOLD: f32 = 6.0;

/// Gives new squares, pieces and the backdrop their picking observers.
fn attach_observers(
    mut commands: Commands,
    squares: Query<Entity, Added<BoardSquare>>,
    pieces: Query<Entity, Added<Piece>>,
    backdrop: Query<Entity, Added<Backdrop>>,
) {
    for e in &squares {
        commands
            .entity(e)
            .observe(click_square)
            .observe(right_click_square)
            .observe(hover_over)
            .observe(hover_out);
    }
    for e in &pieces {
        commands
            .entity(e)
            .observe(click_square)
            .observe(right_click_square)
            .observe(hover_over)
            .observe(hover_out)
            .observe(drag_piece)
            .observe(drop_piece);
    }
    for e in &backdrop {
        commands.entity(e).observe(
            |press: On<Pointer<Press>>,
             panel: OverPanel,
             mut cancels: MessageWriter<CancelSelection>| {
                if press.event.button == PointerButton::Primary && !panel.over() {
                    cancels.write(CancelSelection);
                }
            },
        );
    }
}

/// The square an entity stands for: a board square, or where a piece stands.
fn square_of(
    e: Entity,
    squares: &Query<&BoardSquare>,
    pieces: &Query<&OnSquare>,
) -> Option<Square> {
    squares
        .get(e)
        .map(|s| s.0)
        .or_else(|_| pieces.get(e).map(|p| p.0))
        .ok()
}

/// Acts on the button going down, as chess sites do. Bevy's `Click` needs the release to
/// land on the entity hovered in the *previous* frame; when a slow frame batches the
/// pointer's move, press and release together, that click is lost.
fn click_square(
    click: On<Pointer<Press>>,
    squares: Query<&BoardSquare>,
    pieces: Query<&OnSquare>,
    drag: Res<DragState>,
    panel: OverPanel,
    mut out: MessageWriter<SquareClicked>,
    mut right_press: ResMut<RightPress>,
) {
    if drag.piece.is_some() || panel.over() {
        return;
    }
    let Some(sq) = square_of(click.entity, &squares, &pieces) else {
        return;
    };
    match click.event.button {
        PointerButton::Primary => {
            out.write(SquareClicked(sq));
        }
        PointerButton::Secondary => right_press.0 = Some((sq, click.pointer_location.position)),
        PointerButton::Middle => {}
    }
}

fn right_click_square(
    release: On<Pointer<Release>>,
    squares: Query<&BoardSquare>,
    pieces: Query<&OnSquare>,
    mut right_press: ResMut<RightPress>,
    mut clicks: MessageWriter<SquareRightClicked>,
    mut drags: MessageWriter<SquareRightDragged>,
) {
    if release.event.button != PointerButton::Secondary {
        return;
    }
    let Some((from, at)) = right_press.0.take() else {
        return;
    };
    // Where the pointer is, not what picking last saw under it (a quick click can be
    // reported on the square it came from).
    let still = at.distance(release.pointer_location.position) < DRAG_THRESHOLD;
    match square_of(release.entity, &squares, &pieces) {
        _ if still => {
            clicks.write(SquareRightClicked(from));
        }
        Some(to) if to != from => {
            drags.write(SquareRightDragged { from, to });
        }
        _ => {}
    }
}

/// A right press that started on the board and was let go off it draws nothing.
fn forget_right_press(buttons: Res<ButtonInput<MouseButton>>, mut press: ResMut<RightPress>) {
    if press.0.is_some() && !buttons.pressed(MouseButton::Right) {
        press.0 = None;
    }
}

fn hover_over(
    over: On<Pointer<Over>>,
    squares: Query<&BoardSquare>,
    pieces: Query<&OnSquare>,
    mut hover: ResMut<Hover>,
) {
    let sq = square_of(over.entity, &squares, &pieces);
    if sq.is_some() && hover.0 != sq {
        hover.0 = sq;
    }
}

fn hover_out(
    out: On<Pointer<Out>>,
    squares: Query<&BoardSquare>,
    pieces: Query<&OnSquare>,
    mut hover: ResMut<Hover>,
) {
    if hover.0.is_some() && square_of(out.entity, &squares, &pieces) == hover.0 {
        hover.0 = None;
    }
}

fn drag_piece(
    drag: On<Pointer<Drag>>,
    pieces: Query<&OnSquare>,
    mut state: ResMut<DragState>,
    mut commands: Commands,
    mut grabbed: MessageWriter<PieceGrabbed>,
) {
    if drag.event.button != PointerButton::Primary {
        return;
    }
    state.pointer = drag.pointer_location.position;
    if state.piece.is_some() || drag.event.distance.length() < DRAG_THRESHOLD {
        return;
    }
    let Ok(on) = pieces.get(drag.entity) else {
        return;
    };
    state.piece = Some(drag.entity);
    // Let the pointer see through the piece to the square it is carried over.
    commands
        .entity(drag.entity)
        .insert((Held, Pickable::IGNORE));
    grabbed.write(PieceGrabbed(on.0));
}

fn drop_piece(
    end: On<Pointer<DragEnd>>,
    mut state: ResMut<DragState>,
    hover: Res<Hover>,
    mut commands: Commands,
    mut dropped: MessageWriter<PieceDropped>,
) {
    if state.piece != Some(end.entity) {
        return;
    }
    state.piece = None;
    commands
        .entity(end.entity)
        .remove::<Held>()
        .insert(Pickable::default());
    dropped.write(PieceDropped(hover.0));
}
