//! "Show me": a move that goes on to solve an exercise from where the learner stands.

use shakmaty::{Move, Position, Square, uci::UciMove};

use super::{
    super::{Goal, ending, judge, stars},
    Attempt,
};
use crate::game::move_squares;

impl Attempt {
    /// A move that goes on to solve the exercise from here ("Show me"): the stored
    /// solution's next move while the learner has followed it, else one found from the
    /// position (the shortest route to the stars left, a mating move, the move that does
    /// what is asked). For a square exercise, the square asked for (from = to).
    pub fn suggestion(&self) -> Option<(Square, Square)> {
        if self.solved || self.pos.turn() != self.learner {
            return None;
        }
        if let Goal::Square(sq) = self.goal {
            return Some((sq, sq));
        }
        if let Some(drill) = &self.drill {
            return Some((drill.asked, drill.asked));
        }
        let on_track = self
            .learner_moves
            .iter()
            .zip(&self.solution)
            .all(|(m, s)| UciMove::from_standard(*m).to_string() == *s);
        let stored = self
            .solution
            .get(self.learner_moves.len())
            .filter(|_| on_track)
            .and_then(|t| t.parse::<UciMove>().ok())
            .and_then(|u| u.to_move(&self.pos).ok())
            .filter(|&m| self.judge(m).is_ok());
        let mv = stored.or_else(|| self.find_suggestion())?;
        Some(move_squares(mv, self.learner))
    }

    fn find_suggestion(&self) -> Option<Move> {
        let legal = self.pos.legal_moves();
        match self.goal {
            Goal::Collect | Goal::Capture => {
                let left: Vec<Square> = self
                    .targets
                    .iter()
                    .zip(&self.reached)
                    .filter(|(_, reached)| !**reached)
                    .map(|(t, _)| *t)
                    .collect();
                stars::shortest_collect(&self.pos, &left, 12)?
                    .first()
                    .copied()
            }
            // The endings' tables know the fastest way (and a mate search of up to 30
            // moves would never end).
            Goal::Mate(_) | Goal::StalemateFreeMate(_) | Goal::Promote(_)
                if self.ending.is_some() =>
            {
                ending::best_move(&self.pos)
            }
            Goal::Mate(n) | Goal::StalemateFreeMate(n) => {
                let left = (n as usize).saturating_sub(self.moves).max(1) as u8;
                legal
                    .iter()
                    .copied()
                    .find(|&m| stars::mating_move(&self.pos, m, left) && self.judge(m).is_ok())
            }
            // Each move the search would weigh: only the solution's is cheap to find.
            Goal::Tip | Goal::WinMaterial(_) | Goal::Protect | Goal::CheckIn(_) => {
                judge::search(&self.pos, None, judge::TIP_NODES).map(|(m, _)| m)
            }
            _ => legal
                .iter()
                .copied()
                .find(|&m| self.judge(m) == Ok(true))
                .or_else(|| legal.iter().copied().find(|&m| self.judge(m).is_ok())),
        }
    }
}
