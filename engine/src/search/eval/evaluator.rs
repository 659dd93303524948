//! A search thread's evaluation: the hand-written one, corrected (or
//! replaced) by a learned network at the levels that use one.

use std::sync::Arc;

use shakmaty::{Chess, Position};

use super::{
    PawnTable,
    endgame::{mop_up, scale_endgame},
    evaluate_with,
    nnue::{self, Net},
};

/// A search thread's evaluation: the hand-written one with its pawn table,
/// corrected (or replaced) by a learned network when one is set and active.
#[derive(Default)]
pub struct Evaluator {
    pub pawns: PawnTable,
    pub net: Option<Arc<Net>>,
    /// Whether this search uses `net` (Master does, the weaker levels don't).
    pub active: bool,
    /// The network's sums for the last position, and the network they are of
    /// (held, so that another network can't take its address).
    acc: nnue::Accumulator,
    acc_net: Option<Arc<Net>>,
}

impl Evaluator {
    /// Centipawns from the side to move's point of view.
    pub fn eval(&mut self, pos: &Chess) -> i32 {
        let net = match &self.net {
            Some(net) if self.active => net,
            _ => return evaluate_with(pos, &mut self.pawns),
        };
        if !self.acc_net.as_ref().is_some_and(|a| Arc::ptr_eq(a, net)) {
            self.acc = nnue::Accumulator::default();
            self.acc_net = Some(net.clone());
        }
        if net.residual {
            let base = evaluate_with(pos, &mut self.pawns);
            if pos.is_insufficient_material() {
                base
            } else {
                base + net.evaluate_from(&mut self.acc, pos)
            }
        } else {
            learned_around(pos, net.evaluate_from(&mut self.acc, pos))
        }
    }
}

/// The built-in network: a correction to the hand-written evaluation, trained
/// on self-play (`engine/examples/nnue.rs`; docs/engine.md, "A learned correction").
pub fn builtin_net() -> Arc<Net> {
    static NET: std::sync::OnceLock<Arc<Net>> = std::sync::OnceLock::new();
    NET.get_or_init(|| {
        // Checked by a test: the file in the repository is a valid network.
        Arc::new(Net::from_bytes(include_bytes!("master.gnn")).expect("built-in network"))
    })
    .clone()
}

/// The network named by `EvalFile` or `bench --evalfile`: `none` for the
/// hand-written evaluation alone, else a network file (or why it can't be used).
pub fn net_from(spec: &std::path::Path) -> Result<Option<Arc<Net>>, String> {
    if spec.as_os_str().eq_ignore_ascii_case("none") {
        return Ok(None);
    }
    Net::load(spec).map(|net| Some(Arc::new(net)))
}

/// A whole network's score `own` (side to move's view) with the same
/// endgame rules around it as the hand-written evaluation's (drawish
/// material, driving a bare king).
fn learned_around(pos: &Chess, own: i32) -> i32 {
    if pos.is_insufficient_material() {
        return 0;
    }
    let board = pos.board();
    let sign = pos.turn().fold_wb(1, -1);
    let total = scale_endgame(board, sign * own);
    sign * (total + mop_up(board, total))
}
