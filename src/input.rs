//! Input: picking observers and keys turn into messages ([`SquareClicked`], [`PieceGrabbed`],
//! [`PieceDropped`], [`CancelSelection`], [`PromotionChosen`]); the selection system turns
//! those into a [`Selection`] or a [`MoveRequested`]. Observers stay thin so tests can
//! write the messages directly.

use bevy::{
    picking::{
        Pickable,
        events::{Drag, DragEnd, Out, Over, Pointer, Press},
        pointer::PointerButton,
    },
    prelude::*,
};
use bevy_egui::input::EguiWantsInput;
use shakmaty::{Position, Role, Square};

use crate::{
    AppSystems,
    board::{Backdrop, BoardSquare},
    pieces::{OnSquare, Piece},
    review::Review,
    rules::{MoveRequested, PieceTouched, RequestRefused, Rules},
    settings::Settings,
};

/// The player clicked a square (or a piece standing on it).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareClicked(pub Square);

/// The player started dragging the piece on this square.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceGrabbed(pub Square);

/// The dragged piece was released over this square (or off the board).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceDropped(pub Option<Square>);

/// Esc, or a click beside the board.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct CancelSelection;

/// The promotion chooser's answer; `None` closes it without moving.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PromotionChosen(pub Option<Role>);

/// What the player has picked up. Derived views show it; the rules never read it.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Selection {
    pub from: Option<Square>,
    /// Legal destinations of `from`, straight from the rules core.
    pub targets: Vec<Square>,
    /// A pawn move waiting for the promotion chooser.
    pub promotion: Option<(Square, Square)>,
    /// A move that would allow a draw claim, waiting for the player to say whether to
    /// claim with it (the Laws' claim by announcing the move).
    pub announce: Option<Announce>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Announce {
    pub request: MoveRequested,
    pub mv: shakmaty::Move,
    pub claims: Vec<gambit_engine::DrawClaim>,
}

impl Selection {
    fn clear(&mut self) {
        *self = Selection::default();
    }
}

/// The square under the pointer (for the hover highlight).
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Hover(pub Option<Square>);

/// The piece being dragged, once the pointer has moved far enough to count as a drag.
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct DragState {
    pub piece: Option<Entity>,
    /// Pointer position in the window, for the piece to follow.
    pub pointer: Vec2,
}

/// Marks the piece following the pointer; animation leaves it alone.
#[derive(Component, Debug)]
pub struct Dragged;

pub fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .init_resource::<Hover>()
        .init_resource::<DragState>()
        .add_message::<SquareClicked>()
        .add_message::<PieceGrabbed>()
        .add_message::<PieceDropped>()
        .add_message::<CancelSelection>()
        .add_message::<PromotionChosen>()
        .add_systems(Update, select.in_set(AppSystems::Select))
        .add_systems(
            Update,
            revalidate_selection
                .after(AppSystems::Rules)
                .before(AppSystems::Pieces),
        );
}

/// Picking observers and keys; only meaningful with a window.
pub fn pointer_plugin(app: &mut App) {
    app.add_systems(
        Update,
        (attach_observers, escape_cancels).in_set(AppSystems::Input),
    )
    .add_systems(Update, carry_dragged_piece.in_set(AppSystems::View));
}

/// Height at which a dragged piece floats over the board.
const CARRY_HEIGHT: f32 = 0.35;

/// The dragged piece follows the pointer, floating over the board plane.
fn carry_dragged_piece(
    state: Res<DragState>,
    camera: Single<(&Camera, &GlobalTransform)>,
    mut pieces: Query<&mut Transform, With<Dragged>>,
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

fn own_piece(rules: &Rules, sq: Square) -> bool {
    let pos = rules.game().position();
    // Only the player whose turn it is picks up pieces (not while the computer moves).
    rules.session.human_to_move()
        && shakmaty::Position::board(pos)
            .piece_at(sq)
            .is_some_and(|p| p.color == rules.game().turn())
}

fn pick_up(rules: &Rules, sel: &mut Selection, sq: Square) {
    *sel = Selection {
        from: Some(sq),
        targets: rules.game().legal_targets(sq),
        promotion: None,
        announce: None,
    };
}

/// Asks for `from`→`to`, or opens the promotion chooser when a pawn would promote
/// (unless the settings say always queen).
fn request(
    rules: &Rules,
    sel: &mut Selection,
    requests: &mut MessageWriter<MoveRequested>,
    auto_queen: bool,
    from: Square,
    to: Square,
) {
    if sel.targets.contains(&to) && rules.game().needs_promotion(from, to) {
        if auto_queen {
            requests.write(MoveRequested {
                from,
                to,
                promotion: Some(Role::Queen),
            });
            sel.clear();
        } else {
            sel.promotion = Some((from, to));
        }
        return;
    }
    let request = MoveRequested {
        from,
        to,
        promotion: None,
    };
    if let Ok(mv) = rules.game().resolve(from, to, None) {
        let claims = rules.game().claimable_after(mv);
        if !claims.is_empty() {
            *sel = Selection {
                announce: Some(Announce {
                    request,
                    mv,
                    claims,
                }),
                ..Selection::default()
            };
            return;
        }
    }
    requests.write(request);
    sel.clear();
}

/// Touch-move (tournament mode): whether the player may pick up `sq` (or put the
/// selected piece back, `sq = None`) given what they touched before; otherwise why not.
fn touch_refusal(rules: &Rules, settings: &Settings, sq: Option<Square>) -> Option<String> {
    use gambit_engine::touch::{Duty, explain};
    if !settings.tournament_mode {
        return None;
    }
    let game = rules.game();
    let duty = rules.touches.duty(game)?;
    let bound = match duty {
        Duty::Move(piece) | Duty::CaptureWith { with: piece, .. } => Some(piece),
        // Any piece that can capture the touched one may be picked up.
        Duty::Capture(_) => None,
    };
    match (bound, sq) {
        (Some(piece), Some(sq)) if piece == sq => None,
        (None, Some(_)) => None,
        _ => Some(explain(game, duty)),
    }
}

/// The messages the selection system sends.
#[derive(bevy::ecs::system::SystemParam)]
struct SelectOut<'w> {
    requests: MessageWriter<'w, MoveRequested>,
    touched: MessageWriter<'w, PieceTouched>,
    refused: MessageWriter<'w, RequestRefused>,
}

#[allow(clippy::too_many_arguments)]
fn select(
    mut cancels: MessageReader<CancelSelection>,
    mut grabs: MessageReader<PieceGrabbed>,
    mut clicks: MessageReader<SquareClicked>,
    mut drops: MessageReader<PieceDropped>,
    mut promotions: MessageReader<PromotionChosen>,
    rules: Res<Rules>,
    review: Res<Review>,
    settings: Res<Settings>,
    mut sel: ResMut<Selection>,
    mut out: SelectOut,
) {
    let rules = &*rules;
    if review.is_active() {
        // The board shows an earlier position: nothing to pick up.
        cancels.clear();
        clicks.clear();
        grabs.clear();
        drops.clear();
        promotions.clear();
        if *sel != Selection::default() {
            sel.clear();
        }
        return;
    }
    let auto_queen = settings.auto_queen;
    let pick = |sel: &mut Selection, out: &mut SelectOut, sq: Square| {
        if let Some(reason) = touch_refusal(rules, &settings, Some(sq)) {
            out.refused.write(RequestRefused(reason));
            return;
        }
        if settings.tournament_mode {
            out.touched.write(PieceTouched(sq));
        }
        pick_up(rules, sel, sq);
    };
    if cancels.read().count() > 0 {
        match touch_refusal(rules, &settings, None) {
            Some(reason) if sel.from.is_some() => {
                out.refused.write(RequestRefused(reason));
            }
            _ => sel.clear(),
        }
    }
    for &PieceGrabbed(sq) in grabs.read() {
        if own_piece(rules, sq) && sel.from != Some(sq) {
            pick(&mut sel, &mut out, sq);
        }
    }
    for &SquareClicked(sq) in clicks.read() {
        if sel.promotion.is_some() || sel.announce.is_some() || !rules.session.human_to_move() {
            // A click away from the chooser closes it.
            sel.clear();
            continue;
        }
        match sel.from {
            Some(from) if from == sq => match touch_refusal(rules, &settings, None) {
                Some(reason) => {
                    out.refused.write(RequestRefused(reason));
                }
                None => sel.clear(),
            },
            Some(_) if own_piece(rules, sq) => pick(&mut sel, &mut out, sq),
            Some(from) => request(rules, &mut sel, &mut out.requests, auto_queen, from, sq),
            None if own_piece(rules, sq) => pick(&mut sel, &mut out, sq),
            None => {
                // Touching an opponent's piece binds in tournament mode.
                let theirs = rules
                    .game()
                    .position()
                    .board()
                    .color_at(sq)
                    .is_some_and(|c| c != rules.game().turn());
                if settings.tournament_mode && theirs {
                    out.touched.write(PieceTouched(sq));
                }
            }
        }
    }
    for &PieceDropped(to) in drops.read() {
        match (sel.from, to) {
            (Some(from), Some(to)) if from != to && sel.promotion.is_none() => {
                request(rules, &mut sel, &mut out.requests, auto_queen, from, to)
            }
            // Dropped back home or off the board: the piece returns, still selected.
            _ => {}
        }
    }
    for &PromotionChosen(role) in promotions.read() {
        if let (Some((from, to)), Some(role)) = (sel.promotion, role) {
            out.requests.write(MoveRequested {
                from,
                to,
                promotion: Some(role),
            });
        }
        sel.clear();
    }
}

/// A move from elsewhere (another request, a new game) can make the selection stale.
fn revalidate_selection(rules: Res<Rules>, mut sel: ResMut<Selection>) {
    if !rules.is_changed() {
        return;
    }
    match sel.from {
        Some(from) if own_piece(&rules, from) => {
            let targets = rules.game().legal_targets(from);
            if targets != sel.targets {
                sel.targets = targets;
            }
        }
        Some(_) => sel.clear(),
        // A claim prompt belongs to the position it was asked in.
        None if sel.announce.is_some() => sel.clear(),
        None => {}
    }
}

fn escape_cancels(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    mut cancels: MessageWriter<CancelSelection>,
) {
    if keys.just_pressed(KeyCode::Escape) && !egui.is_some_and(|e| e.wants_keyboard_input()) {
        cancels.write(CancelSelection);
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
            .observe(hover_over)
            .observe(hover_out);
    }
    for e in &pieces {
        commands
            .entity(e)
            .observe(click_square)
            .observe(hover_over)
            .observe(hover_out)
            .observe(drag_piece)
            .observe(drop_piece);
    }
    for e in &backdrop {
        commands.entity(e).observe(
            |press: On<Pointer<Press>>,
             egui: Option<Res<EguiWantsInput>>,
             mut cancels: MessageWriter<CancelSelection>| {
                if press.event.button == PointerButton::Primary && !over_panel(&egui) {
                    cancels.write(CancelSelection);
                }
            },
        );
    }
}

/// A press on a panel or dialog is egui's, not the board's behind it. (bevy_egui's own
/// capture misses presses: on the press frame egui is not yet "using" the pointer.)
fn over_panel(egui: &Option<Res<EguiWantsInput>>) -> bool {
    egui.as_ref().is_some_and(|e| e.is_pointer_over_area())
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
    egui: Option<Res<EguiWantsInput>>,
    mut out: MessageWriter<SquareClicked>,
) {
    if click.event.button != PointerButton::Primary || drag.piece.is_some() || over_panel(&egui) {
        return;
    }
    if let Some(sq) = square_of(click.entity, &squares, &pieces) {
        out.write(SquareClicked(sq));
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
        .insert((Dragged, Pickable::IGNORE));
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
        .remove::<Dragged>()
        .insert(Pickable::default());
    dropped.write(PieceDropped(hover.0));
}
