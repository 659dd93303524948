//! What a mode's panel says about the last try on its board (a lesson's, a puzzle's):
//! nothing yet, why it was refused, or the praise once solved. The news comes from the
//! board's referee as messages; it is kept as values, and the panels word them
//! (`ui::words::wrong_try`).

use bevy::{ecs::system::SystemParam, prelude::*};
use gambit_engine::{IllegalMove, session::Refusal, shakmaty::Square};

use crate::game::{
    messages::{MoveRejected, RequestRefused},
    referee::BoardMove,
};

/// Why the last try was not taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WrongTry {
    /// The mode's referee refused it (a lesson's or a puzzle's reason).
    Refused(Refusal),
    /// Against the Laws.
    Illegal {
        from: Square,
        to: Square,
        reason: IllegalMove,
    },
    /// "Show me" had nothing to show from this position.
    NothingToShow,
}

/// What the panel says under the instruction.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Said {
    #[default]
    Nothing,
    /// Why the last try was refused.
    Wrong(WrongTry),
    /// Solved, with the stars won and the rating's change (0 where there is no rating).
    Solved { stars: u8, change: i32 },
}

impl Said {
    pub fn is_solved(&self) -> bool {
        matches!(self, Said::Solved { .. })
    }

    /// Takes `news` unless it would replace the praise of a solved exercise by anything
    /// but new praise. Returns whether it changed.
    pub fn take(&mut self, news: Said) -> bool {
        if *self == news || (self.is_solved() && !news.is_solved()) {
            return false;
        }
        *self = news;
        true
    }
}

/// The board's news since the last frame: a move played clears what was said, a refused
/// or illegal try says why (the last one counts).
#[derive(SystemParam)]
pub struct TryNews<'w, 's> {
    refused: MessageReader<'w, 's, RequestRefused>,
    rejected: MessageReader<'w, 's, MoveRejected>,
    moved: MessageReader<'w, 's, BoardMove>,
}

impl TryNews<'_, '_> {
    pub fn latest(&mut self) -> Option<Said> {
        let mut said = (self.moved.read().count() > 0).then_some(Said::Nothing);
        for r in self.refused.read() {
            said = Some(Said::Wrong(WrongTry::Refused(r.0.clone())));
        }
        for r in self.rejected.read() {
            said = Some(Said::Wrong(WrongTry::Illegal {
                from: r.from,
                to: r.to,
                reason: r.reason.clone(),
            }));
        }
        said
    }
}
