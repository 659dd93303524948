//! The evaluation as a linear function of the weights, for the tuner.

use shakmaty::{Chess, Position};

use super::{Acc, S, Sum, WEIGHTS, Weights, mop_up, scale_endgame, taper, terms};

/// A position's evaluation as a linear function of the weights, for tuning.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Trace {
    /// (index in [`Weights::flat`], White's count minus Black's).
    pub terms: Vec<(u16, i16)>,
    /// 0..=24, 24 = all pieces on the board.
    pub phase: i32,
    /// Endgame damping applied to the tapered sum.
    pub scale: f64,
}

struct Tracer<'a> {
    w: &'a Weights,
    counts: Vec<i32>,
}

impl Acc for Tracer<'_> {
    fn add(&mut self, w: &S, n: i32) {
        self.counts[self.w.index_of(w)] += n;
    }
}

/// The evaluation of `pos` (White's view) split into weights and counts, or
/// `None` where the evaluation isn't that linear form (bare-king mop-up,
/// insufficient material).
pub fn trace(pos: &Chess) -> Option<Trace> {
    if pos.is_insufficient_material() {
        return None;
    }
    let mut t = Tracer {
        w: &WEIGHTS,
        counts: vec![0; WEIGHTS.flat().len()],
    };
    let phase = terms(pos, &WEIGHTS, &mut t);
    let board = pos.board();
    let mut sum = Sum(S::default());
    terms(pos, &WEIGHTS, &mut sum);
    let tapered = taper(sum.0, phase);
    if tapered == 0 || mop_up(board, tapered) != 0 {
        return None;
    }
    let scale = f64::from(scale_endgame(board, tapered)) / f64::from(tapered);
    let terms = t
        .counts
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n != 0)
        .map(|(i, &n)| (i as u16, n as i16))
        .collect();
    Some(Trace {
        terms,
        phase,
        scale,
    })
}
