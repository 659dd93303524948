//! The check of costly moves ([`super::ReviewOptions::check`]): the position before the
//! move searched with every move and with the move played alone, and for the built-in
//! search a second opinion on blunders.

use std::sync::atomic::AtomicBool;

use shakmaty::{Color, Move};

use crate::{external::EngineError, game::Game, search::Limits};

use super::{
    chances::Eval,
    judge::{Judgement, Verdict, judge},
    looker::{Compared, Looker},
};

/// The check's verdict on a move and the best move its search found; `None` when the
/// review was stopped.
pub(super) type Checked = Option<(Verdict, Option<Move>)>;

/// What a check needs besides the move: who searches and how.
pub(super) struct CheckSearch<'a> {
    pub looker: &'a mut Looker,
    /// The hand-written evaluation's search ([`super::ReviewOptions::second_opinion`]).
    pub second: Option<&'a mut Looker>,
    pub limits: &'a Limits,
    /// Nodes the built-in search goes on to ([`super::ReviewOptions::min_nodes`]).
    pub floor: Option<u64>,
    /// The deeper look at a move the check finds costly ([`super::ReviewOptions::recheck`]).
    pub recheck: Option<&'a Limits>,
    pub calibrate: bool,
}

impl CheckSearch<'_> {
    /// The check of `played`, the move after `ply` plies of `game`: the position before
    /// it searched with every move and with `played` alone, the move judged by the two
    /// scores; a blunder is kept only if the second opinion agrees.
    pub fn run(
        &mut self,
        game: &Game,
        ply: usize,
        played: Move,
        mover: Color,
        stop: &AtomicBool,
    ) -> Result<Checked, EngineError> {
        let Some(mut c) = self
            .looker
            .compare(game, ply, played, self.limits, self.floor, stop)?
        else {
            return Ok(None);
        };
        let calibrate = self.calibrate;
        let judge_c = |c: &Compared| {
            judged(
                calibrate,
                c.best_eval,
                c.played_eval,
                mover,
                c.best == Some(played),
            )
        };
        let mut verdict = judge_c(&c);
        let mut limits = self.limits;
        if let Some(deeper) = self.recheck
            && costly(&verdict)
        {
            let Some(d) = self
                .looker
                .compare(game, ply, played, deeper, self.floor, stop)?
            else {
                return Ok(None);
            };
            c = d;
            verdict = judge_c(&c);
            limits = deeper;
        }
        if verdict.judgement == Judgement::Blunder
            && let Some(second) = self.second.as_deref_mut()
        {
            let Some(o) = second.compare(game, ply, played, limits, self.floor, stop)? else {
                return Ok(None);
            };
            if judge_c(&o).judgement < Judgement::Blunder {
                verdict.judgement = Judgement::Mistake;
            }
        }
        Ok(Some((verdict, c.best)))
    }
}

/// Whether a move so judged is worth a deeper look: an inaccuracy or worse, or a mate
/// missed or allowed.
pub(super) fn costly(verdict: &Verdict) -> bool {
    verdict.judgement >= Judgement::Inaccuracy || verdict.mate_note.is_some()
}

/// [`judge`], on Stockfish's scale when `calibrate` asks ([`Eval::calibrated`]).
pub(super) fn judged(
    calibrate: bool,
    before: Eval,
    after: Eval,
    mover: Color,
    best: bool,
) -> Verdict {
    if calibrate {
        judge(before.calibrated(), after.calibrated(), mover, best)
    } else {
        judge(before, after, mover, best)
    }
}
