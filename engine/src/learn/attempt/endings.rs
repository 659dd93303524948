//! The attempt's helpers: an accepted move played, and for the known endings (the tables' values after a move, the
//! piece the lone king can take) and for naming a losing trade.

use shakmaty::{Chess, Color, Move, Position, Role, Square};

use crate::{Played, Status};

use super::{
    super::{Exercise, Goal, Wrong, ending, judge},
    Attempt,
};

impl Attempt {
    /// Plays the learner's accepted move and what follows it when the other side
    /// passes.
    pub(super) fn accept(&mut self, mv: Move, solves: bool) -> Played {
        if let Some(i) = self.targets.iter().position(|&t| t == mv.to()) {
            self.reached[i] = true;
        }
        let mut played = self.play(mv);
        self.moves += 1;
        self.learner_moves.push(mv);
        self.shown = None;
        self.solved = solves;
        if self.goal.other_side_passes() {
            // The other side passes: the learner moves again. The game is not over
            // whatever the other king's plight.
            played.status = Status::Ongoing;
            if let Ok(passed) = self.pos.clone().swap_turn() {
                self.pos = passed;
            }
        }
        played
    }

    /// The verdict on the learner's `mv` for a mate or a promotion in a known ending
    /// (judged by its table); `None` otherwise.
    pub(super) fn judge_in_known_ending(
        &self,
        mv: Move,
        after: &Chess,
        legal: &shakmaty::MoveList,
    ) -> Option<Result<bool, Wrong>> {
        Some(match self.goal {
            Goal::Mate(n) | Goal::StalemateFreeMate(n) if self.ending.is_some() => {
                let left = (n as usize).saturating_sub(self.moves + 1);
                if after.is_checkmate() {
                    Ok(true)
                } else if after.is_stalemate() {
                    Err(Wrong::Stalemate)
                } else {
                    match self.ending_after(mv).flatten() {
                        None => Err(self.left_to_take(after).unwrap_or(Wrong::NoMateInTime(n))),
                        Some(plies) if (plies as usize).div_ceil(2) > left => Err(if left == 0 {
                            Wrong::NotMate
                        } else {
                            Wrong::NoMateInTime(n)
                        }),
                        Some(_) => Ok(false),
                    }
                }
            }
            Goal::Promote(_) if self.ending.is_some() => {
                let wins = |m: Move| self.ending_after(m).flatten().is_some();
                match (mv.promotion(), self.ending_after(mv).flatten()) {
                    (Some(Role::Queen), Some(_)) => Ok(true),
                    (Some(_), _) if after.is_stalemate() => Err(Wrong::Stalemate),
                    (Some(Role::Queen), None) => {
                        Err(self.left_to_take(after).unwrap_or(Wrong::ThrowsAwayWin))
                    }
                    (Some(_), _) => Err(Wrong::PromoteTo(Role::Queen)),
                    (None, _)
                        if legal
                            .iter()
                            .any(|&m| m.promotion() == Some(Role::Queen) && wins(m)) =>
                    {
                        Err(Wrong::PromoteNow)
                    }
                    (None, Some(_)) => Ok(false),
                    (None, None) => Err(self.left_to_take(after).unwrap_or(Wrong::ThrowsAwayWin)),
                }
            }
            _ => return None,
        })
    }

    /// `hold N`: the lone king keeps the draw for N moves (or takes the pawn).
    pub(super) fn judge_hold(&self, mv: Move, n: u8) -> Result<bool, Wrong> {
        let pawn_taken = mv.capture().is_some();
        match self.ending_after(mv) {
            _ if pawn_taken => Ok(true),
            Some(None) => Ok(self.moves + 1 >= n as usize),
            _ => Err(Wrong::LetsPawnThrough),
        }
    }

    /// `check-in N`: checks until the finishing move, which mates or wins material.
    pub(super) fn judge_check_in(&self, mv: Move, after: &Chess, n: u8) -> Result<bool, Wrong> {
        let finishes = after.is_checkmate()
            || judge::material(after, self.learner)
                - judge::taken_back(after, mv.to())
                - self.start_material
                >= CHECK_IN_WINS;
        let checks_left = self.moves < n as usize;
        if checks_left && !after.is_check() && !finishes {
            return Err(Wrong::NoCheck);
        }
        if let Some(wrong) = judge::worse_than_best(&self.pos, mv) {
            return Err(self.or_bad_trade(mv, wrong.unwrap_or(Wrong::WinsNothing)));
        }
        if finishes {
            Ok(true)
        } else if checks_left {
            Ok(false)
        } else {
            Err(Wrong::WinsNothing)
        }
    }

    /// Looks for a known ending where the goal uses one, and starts building its table.
    pub(super) fn with_ending(mut self, exercise: &Exercise) -> Attempt {
        if matches!(
            self.goal,
            Goal::Mate(_) | Goal::StalemateFreeMate(_) | Goal::Promote(Role::Queen) | Goal::Hold(_)
        ) {
            self.ending = ending::kind_of(&exercise.position);
            if self.ending.is_some() {
                ending::warm();
            }
        }
        self
    }

    /// The ending's exact value after the learner's `mv` (`None`: a draw), when this
    /// exercise is played in a known ending.
    pub(super) fn ending_after(&self, mv: Move) -> Option<Option<u16>> {
        let (kind, strong) = self.ending?;
        let mut after = self.pos.clone();
        after.play_unchecked(mv);
        Some(ending::value_after(&after, kind, strong))
    }

    /// Why a refused move is worse, when it is a capture the exchange loses.
    pub(super) fn or_bad_trade(&self, mv: Move, wrong: Wrong) -> Wrong {
        judge::bad_trade(&self.pos, mv).unwrap_or(wrong)
    }
}

/// What a check-in exercise must win when it doesn't mate: two pawns' worth.
pub(super) const CHECK_IN_WINS: i32 = 200;

impl Attempt {
    /// In a known ending, the learner's piece the lone king can take after the move.
    pub(super) fn left_to_take(&self, after: &Chess) -> Option<Wrong> {
        let board = after.board();
        let lone = board.king_of(!self.learner)?;
        after
            .legal_moves()
            .into_iter()
            .find(|m| m.from() == Some(lone) && m.is_capture())
            .map(|m| Wrong::LeavesPiece {
                taker: Role::King,
                from: lone,
                target: m.capture().unwrap_or(Role::Queen),
                on: m.to(),
            })
    }
}

/// The other side's pieces but the king.
pub(super) fn enemy_pieces(pos: &Chess, learner: Color) -> Vec<Square> {
    let board = pos.board();
    (board.by_color(!learner) & !board.kings())
        .into_iter()
        .collect()
}
