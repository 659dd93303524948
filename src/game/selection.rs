//! The selection state machine: the player's picks arrive as messages ([`SquareClicked`],
//! [`PieceGrabbed`], [`PieceDropped`], [`CancelSelection`], [`PromotionChosen`], written by
//! `board::pointer`, the overlays or tests) and become a [`Selection`] or a
//! [`MoveRequested`] (or a [`SquareNamed`] answer). It asks only the referee of the mode
//! shown ([`BoardReferee`]), so the same clicks serve a game, a lesson and a puzzle.

use bevy::prelude::*;
use gambit_engine::{
    referee::{Question, Referee, Request},
    session::Refusal,
};
use shakmaty::{Role, Square};

use crate::{
    AppSystems,
    game::settings::PlaySettings,
    game::{
        messages::{MoveRequested, MoveTyped, PieceTouched, RequestRefused},
        referee::{BoardReferee, SquareNamed},
    },
    mode::Mode,
};

/// The player clicked a square (or a piece standing on it).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareClicked(pub Square);

/// The player right-clicked a square (the editor takes its piece off).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareRightClicked(pub Square);

/// The player dragged with the right button from one square to another (an arrow).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareRightDragged {
    pub from: Square,
    pub to: Square,
}

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
    pub claim_prompt: Option<ClaimPrompt>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimPrompt {
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
        .add_message::<SquareRightClicked>()
        .add_message::<SquareRightDragged>()
        .add_message::<PieceGrabbed>()
        .add_message::<PieceDropped>()
        .add_message::<CancelSelection>()
        .add_message::<PromotionChosen>()
        .add_message::<SquareNamed>()
        .add_systems(
            Update,
            (select, select_typed).chain().in_set(AppSystems::Select),
        )
        .add_systems(Update, revalidate_selection.in_set(AppSystems::Think));
    // A piece held when its mode is left is put down.
    for mode in Mode::ALL {
        app.add_systems(OnExit(mode), put_down);
    }
}

fn own_piece(referee: &dyn Referee, sq: Square) -> bool {
    // Only the player whose turn it is picks up pieces (not while the computer moves).
    referee.may_move().is_ok() && referee.board().color_at(sq) == Some(referee.turn())
}

fn pick_up(referee: &dyn Referee, sel: &mut Selection, sq: Square) {
    *sel = Selection {
        from: Some(sq),
        targets: referee.targets(sq),
        promotion: None,
        claim_prompt: None,
    };
}

/// Asks for `from`→`to`, or opens the promotion chooser when a pawn would promote
/// (unless the settings say always queen).
fn request(
    referee: &dyn Referee,
    sel: &mut Selection,
    requests: &mut MessageWriter<MoveRequested>,
    auto_queen: bool,
    from: Square,
    to: Square,
) {
    if sel.targets.contains(&to) && referee.needs_promotion(from, to) {
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
    request_or_ask(referee, sel, requests, request);
}

/// Asks for a move, or first asks the player what the referee wants to know about it
/// (whether to claim the draw it allows): clicked and typed moves alike. A request the
/// referee will refuse goes on too: the refusal carries the reason.
fn request_or_ask(
    referee: &dyn Referee,
    sel: &mut Selection,
    requests: &mut MessageWriter<MoveRequested>,
    request: MoveRequested,
) {
    let asked = Request {
        from: request.from,
        to: request.to,
        promotion: request.promotion,
    };
    match referee.question(&asked) {
        None => {
            requests.write(request);
            sel.clear();
        }
        Some(Question::ClaimWith { mv, claims }) => {
            *sel = Selection {
                claim_prompt: Some(ClaimPrompt {
                    request,
                    mv,
                    claims,
                }),
                ..Selection::default()
            };
        }
    }
}

/// Typed moves take the clicks' path: the same refusals, the same claim prompt; text that
/// names no legal move gets the rules core's reason.
fn select_typed(
    mut typed: MessageReader<MoveTyped>,
    referee: BoardReferee,
    mut sel: ResMut<Selection>,
    mut requests: MessageWriter<MoveRequested>,
    mut refused: MessageWriter<RequestRefused>,
) {
    for MoveTyped { text, read_as } in typed.read() {
        let Some(referee) = referee.active() else {
            // An earlier position is shown: typing does not move in it.
            refused.write(RequestRefused(Refusal::NotYourMove));
            continue;
        };
        if let Err(refusal) = referee.may_move() {
            refused.write(RequestRefused(refusal));
            continue;
        }
        // The language's letters first (French `R` is the king), then as typed.
        let resolved = match read_as.as_deref().map(|t| referee.resolve_text(t)) {
            Some(Ok(request)) => Ok(request),
            Some(Err(reason)) => referee.resolve_text(text).map_err(|_| reason),
            None => referee.resolve_text(text),
        };
        match resolved {
            Ok(Request {
                from,
                to,
                promotion,
            }) => {
                let request = MoveRequested {
                    from,
                    to,
                    promotion,
                };
                request_or_ask(referee, &mut sel, &mut requests, request);
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
    named: MessageWriter<'w, SquareNamed>,
}

#[allow(clippy::too_many_arguments)]
fn select(
    mut cancels: MessageReader<CancelSelection>,
    mut grabs: MessageReader<PieceGrabbed>,
    mut clicks: MessageReader<SquareClicked>,
    mut drops: MessageReader<PieceDropped>,
    mut promotions: MessageReader<PromotionChosen>,
    referee: BoardReferee,
    settings: Res<PlaySettings>,
    mut sel: ResMut<Selection>,
    mut out: SelectOut,
) {
    let Some(active) = referee.active() else {
        // The board only shows (an earlier position): nothing to pick up.
        cancels.clear();
        clicks.clear();
        grabs.clear();
        drops.clear();
        promotions.clear();
        if *sel != Selection::default() {
            sel.clear();
        }
        return;
    };
    if active.asks_for_squares() {
        // Clicks answer the referee's question; nothing is picked up.
        for &SquareClicked(sq) in clicks.read() {
            out.named.write(SquareNamed(sq));
        }
        cancels.clear();
        grabs.clear();
        drops.clear();
        promotions.clear();
        return;
    }
    let auto_queen = settings.auto_queen;
    let pick = |sel: &mut Selection, out: &mut SelectOut, sq: Square| {
        if let Err(refusal) = active.may_pick(Some(sq)) {
            out.refused.write(RequestRefused(refusal));
            return;
        }
        if active.touch_binds() {
            out.touched.write(PieceTouched(sq));
        }
        pick_up(active, sel, sq);
    };
    if cancels.read().count() > 0 {
        match active.may_pick(None) {
            Err(refusal) if sel.from.is_some() => {
                out.refused.write(RequestRefused(refusal));
            }
            _ => sel.clear(),
        }
    }
    for &PieceGrabbed(sq) in grabs.read() {
        if own_piece(active, sq) && sel.from != Some(sq) {
            pick(&mut sel, &mut out, sq);
        }
    }
    for &SquareClicked(sq) in clicks.read() {
        if sel.promotion.is_some() || sel.claim_prompt.is_some() || active.may_move().is_err() {
            // A click away from the chooser closes it.
            sel.clear();
            continue;
        }
        match sel.from {
            Some(from) if from == sq => match active.may_pick(None) {
                Err(refusal) => {
                    out.refused.write(RequestRefused(refusal));
                }
                Ok(()) => sel.clear(),
            },
            Some(_) if own_piece(active, sq) => pick(&mut sel, &mut out, sq),
            Some(from) => request(active, &mut sel, &mut out.requests, auto_queen, from, sq),
            None if own_piece(active, sq) => pick(&mut sel, &mut out, sq),
            None => {
                // Touching an opponent's piece binds in tournament mode.
                let theirs = active
                    .board()
                    .color_at(sq)
                    .is_some_and(|c| c != active.turn());
                if active.touch_binds() && theirs {
                    out.touched.write(PieceTouched(sq));
                }
            }
        }
    }
    for &PieceDropped(to) in drops.read() {
        match (sel.from, to) {
            (Some(from), Some(to)) if from != to && sel.promotion.is_none() => {
                request(active, &mut sel, &mut out.requests, auto_queen, from, to)
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
fn revalidate_selection(mut referee: BoardReferee, mut sel: ResMut<Selection>) {
    if !referee.is_changed() {
        return;
    }
    let Some(active) = referee.active() else {
        if *sel != Selection::default() {
            sel.clear();
        }
        return;
    };
    match sel.from {
        Some(from) if own_piece(active, from) => {
            let targets = active.targets(from);
            if targets != sel.targets {
                sel.targets = targets;
            }
        }
        Some(_) => sel.clear(),
        // A claim prompt belongs to the position it was asked in.
        None if sel.claim_prompt.is_some() => sel.clear(),
        None => {}
    }
}
