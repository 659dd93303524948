//! The selection state machine: the player's picks arrive as messages ([`SquareClicked`],
//! [`PieceGrabbed`], [`PieceDropped`], [`CancelSelection`], [`PromotionChosen`], written by
//! `board::pointer`, the overlays or tests) and become a [`Selection`] or a
//! [`MoveRequested`]. Depends on the session only.

use bevy::prelude::*;
use gambit_engine::session::Refusal;
use shakmaty::{Position, Role, Square};

use crate::{
    AppSystems,
    game::browse::Browsing,
    game::settings::Settings,
    game::{
        current::CurrentGame,
        messages::{MoveRequested, MoveTyped, PieceTouched, RequestRefused},
    },
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

pub fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .init_resource::<Hover>()
        .add_message::<SquareClicked>()
        .add_message::<PieceGrabbed>()
        .add_message::<PieceDropped>()
        .add_message::<CancelSelection>()
        .add_message::<PromotionChosen>()
        // Picks and drops reach the game only while it is the mode shown.
        .add_systems(
            Update,
            (select, select_typed)
                .chain()
                .in_set(AppSystems::Select)
                .run_if(in_state(crate::mode::Mode::Play)),
        )
        .add_systems(Update, revalidate_selection.in_set(AppSystems::Think))
        // A piece held when the game is left is put down.
        .add_systems(OnExit(crate::mode::Mode::Play), put_down);
}

fn own_piece(rules: &CurrentGame, sq: Square) -> bool {
    let pos = rules.game().position();
    // Only the player whose turn it is picks up pieces (not while the computer moves).
    rules.session.human_to_move()
        && shakmaty::Position::board(pos)
            .piece_at(sq)
            .is_some_and(|p| p.color == rules.game().turn())
}

fn pick_up(rules: &CurrentGame, sel: &mut Selection, sq: Square) {
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
    rules: &CurrentGame,
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
    match rules.game().resolve(from, to, None) {
        Ok(mv) => request_or_announce(rules, sel, requests, request, mv),
        // Refused by the rules, with their reason.
        Err(_) => {
            requests.write(request);
            sel.clear();
        }
    }
}

/// Asks for a legal move, or first asks the player whether to claim the draw it allows
/// (the Laws' claim by announcing the move): clicked and typed moves alike.
fn request_or_announce(
    rules: &CurrentGame,
    sel: &mut Selection,
    requests: &mut MessageWriter<MoveRequested>,
    request: MoveRequested,
    mv: shakmaty::Move,
) {
    let claims = rules.game().claimable_after(mv);
    if claims.is_empty() {
        requests.write(request);
        sel.clear();
    } else {
        *sel = Selection {
            announce: Some(Announce {
                request,
                mv,
                claims,
            }),
            ..Selection::default()
        };
    }
}

/// Typed moves take the clicks' path: the same refusals, the same claim prompt; text that
/// names no legal move gets the rules core's reason.
fn select_typed(
    mut typed: MessageReader<MoveTyped>,
    rules: Res<CurrentGame>,
    mut sel: ResMut<Selection>,
    mut requests: MessageWriter<MoveRequested>,
    mut refused: MessageWriter<RequestRefused>,
) {
    for MoveTyped(text) in typed.read() {
        if let Err(refusal) = rules.session.may_move() {
            refused.write(RequestRefused(refusal));
            continue;
        }
        match rules.game().resolve_text(text) {
            Ok(mv) => {
                let (from, to) = gambit_engine::game::move_squares(mv, rules.game().turn());
                let request = MoveRequested {
                    from,
                    to,
                    promotion: mv.promotion(),
                };
                request_or_announce(&rules, &mut sel, &mut requests, request, mv);
            }
            Err(reason) => {
                refused.write(RequestRefused(Refusal::Unresolved {
                    text: text.trim().to_string(),
                    reason,
                }));
            }
        }
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
    rules: Res<CurrentGame>,
    review: Res<Browsing>,
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
        if let Err(refusal) = rules.session.touch_allows_pick(Some(sq)) {
            out.refused.write(RequestRefused(refusal));
            return;
        }
        if rules.session.tournament() {
            out.touched.write(PieceTouched(sq));
        }
        pick_up(rules, sel, sq);
    };
    if cancels.read().count() > 0 {
        match rules.session.touch_allows_pick(None) {
            Err(refusal) if sel.from.is_some() => {
                out.refused.write(RequestRefused(refusal));
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
            Some(from) if from == sq => match rules.session.touch_allows_pick(None) {
                Err(refusal) => {
                    out.refused.write(RequestRefused(refusal));
                }
                Ok(()) => sel.clear(),
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
                if rules.session.tournament() && theirs {
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

fn put_down(mut sel: ResMut<Selection>) {
    sel.clear();
}

/// A move from elsewhere (another request, a new game) can make the selection stale.
fn revalidate_selection(rules: Res<CurrentGame>, mut sel: ResMut<Selection>) {
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
