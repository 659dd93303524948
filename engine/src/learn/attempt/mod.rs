//! One exercise being played: the lesson's referee. It keeps the position, judges
//! every try (refusing with a [`Wrong`] reason, changing nothing), plays the other
//! side's replies or lets it pass, and counts the moves for the stars.

use std::time::Duration;

use shakmaty::{Board, CastlingSide, Chess, Color, Move, Position, Role, Square, uci::UciMove};

use super::{
    DRILL_ROUND, Escape, Exercise, Goal, Wrong,
    ending::{self, Kind},
    judge,
    stars::{self, stars_for},
};
use crate::{
    IllegalMove, Played,
    game::{legal_targets_in, move_squares},
    referee::{Outcome, Referee, Request, Ruling, check_of, play_in, request_from_text},
    rules,
    session::Refusal,
};

// "Show me": a child module, so it reads the attempt's fields.
mod drill;
mod endings;
mod suggest;

/// One exercise being played.
#[derive(Debug, Clone)]
pub struct Attempt {
    goal: Goal,
    fewest: usize,
    replies: Vec<String>,
    pos: Chess,
    learner: Color,
    /// The collect goal's squares (or the capture goal's pieces) and which are reached.
    targets: Vec<Square>,
    reached: Vec<bool>,
    last: Option<(Square, Square)>,
    moves: usize,
    replies_made: usize,
    solved: bool,
    /// A tip's moves that follow its advice (empty: any good move), and what to say
    /// to a move that doesn't.
    follows: Vec<Move>,
    off_tip: Option<String>,
    /// The stored shortest solution, and the learner's moves so far.
    solution: Vec<String>,
    learner_moves: Vec<Move>,
    /// The move "Show me" suggested, shown until the next move.
    shown: Option<(Square, Square)>,
    /// "Show me" was used: one star at most.
    helped: bool,
    /// The learner's material at the start, in centipawns of the lesson's values
    /// (`win-material` counts from it).
    start_material: i32,
    /// The ending known exactly that a mate, promote or hold exercise is played in.
    ending: Option<(Kind, Color)>,
    /// A drill's squares: the one asked now, and how many were found.
    drill: Option<drill::Drill>,
    /// A window's clock ends the drill (else a round of [`DRILL_ROUND`] squares).
    timed: bool,
}

impl Attempt {
    pub fn new(exercise: &Exercise) -> Attempt {
        let pos = exercise.position.clone();
        let learner = pos.turn();
        let targets = match exercise.goal {
            Goal::Capture => endings::enemy_pieces(&pos, learner),
            _ => exercise.targets.clone(),
        };
        Attempt {
            goal: exercise.goal,
            fewest: exercise.fewest,
            replies: exercise.replies.clone(),
            learner,
            reached: vec![false; targets.len()],
            targets,
            pos,
            last: None,
            moves: 0,
            replies_made: 0,
            solved: false,
            follows: exercise.follows.clone(),
            off_tip: exercise.off_tip.clone(),
            solution: exercise.solution.clone(),
            learner_moves: Vec::new(),
            shown: None,
            helped: false,
            start_material: judge::material(&exercise.position, learner),
            ending: None,
            timed: false,
            drill: match exercise.goal {
                Goal::Drill(_) => Some(drill::Drill::fresh()),
                _ => None,
            },
        }
        .with_ending(exercise)
    }

    /// The position now.
    pub fn position(&self) -> &Chess {
        &self.pos
    }

    /// The learner's moves so far (wrong tries don't count).
    pub fn moves(&self) -> usize {
        self.moves
    }

    /// Plays a legal move, for either side.
    fn play(&mut self, mv: Move) -> Played {
        let played = play_in(&mut self.pos, mv);
        self.last = Some(move_squares(mv, played.color));
        played
    }

    /// Whether the learner's legal `mv` is right here, and if so whether it solves.
    fn judge(&self, mv: Move) -> Result<bool, Wrong> {
        let mut after = self.pos.clone();
        after.play_unchecked(mv);
        let legal = self.pos.legal_moves();
        if let Some(verdict) = self.judge_in_known_ending(mv, &after, &legal) {
            return verdict;
        }
        match self.goal {
            Goal::Collect | Goal::Capture => {
                if after.is_check() {
                    return Err(Wrong::GivesCheck);
                }
                let left = self
                    .targets
                    .iter()
                    .zip(&self.reached)
                    .filter(|(t, r)| !**r && **t != mv.to())
                    .count();
                Ok(left == 0)
            }
            Goal::Mate(n) | Goal::StalemateFreeMate(n) => {
                let left = (n as usize).saturating_sub(self.moves) as u8;
                if after.is_checkmate() {
                    Ok(true)
                } else if after.is_stalemate() {
                    Err(Wrong::Stalemate)
                } else if left <= 1 {
                    Err(Wrong::NotMate)
                } else if stars::mating_move(&self.pos, mv, left) {
                    Ok(false)
                } else {
                    Err(Wrong::NoMateInTime(n))
                }
            }
            Goal::Escape(way) => {
                let checkers = self.pos.checkers();
                let done = if mv.capture().is_some() && checkers.contains(mv.to()) {
                    Escape::Capture
                } else if mv.role() == Role::King {
                    Escape::Move
                } else {
                    Escape::Block
                };
                if done == way {
                    Ok(true)
                } else {
                    Err(Wrong::EscapeOtherWay(way))
                }
            }
            Goal::Castle(side) => match mv {
                Move::Castle { king, rook } => {
                    if CastlingSide::from_king_side(rook > king) == side {
                        Ok(true)
                    } else {
                        Err(Wrong::CastleOtherSide(side))
                    }
                }
                _ => {
                    let can_now = legal.iter().any(|m| {
                        matches!(*m, Move::Castle { king, rook }
                            if CastlingSide::from_king_side(rook > king) == side)
                    });
                    if can_now {
                        Err(Wrong::CastleNow(side))
                    } else if !after.castles().has(self.learner, side) {
                        Err(Wrong::LosesCastling(side))
                    } else {
                        Ok(false)
                    }
                }
            },
            Goal::EnPassant => {
                if mv.is_en_passant() {
                    Ok(true)
                } else if legal.iter().any(|m| m.is_en_passant()) {
                    Err(Wrong::EnPassantNow)
                } else if mv.role() != Role::King {
                    // Any other piece moving could spoil the chance the lesson waits for.
                    Err(Wrong::KingWaits)
                } else {
                    Ok(false)
                }
            }
            Goal::Drill(_) => Err(Wrong::ClickTheSquare),
            Goal::Hold(n) => self.judge_hold(mv, n),
            Goal::CheckIn(n) => self.judge_check_in(mv, &after, n),
            Goal::Promote(role) => match mv.promotion() {
                Some(p) if p == role => Ok(true),
                Some(_) if after.is_stalemate() => Err(Wrong::Stalemate),
                Some(_) => Err(Wrong::PromoteTo(role)),
                None if legal.iter().any(|m| m.is_promotion()) => Err(Wrong::PromoteNow),
                None => Ok(false),
            },
            Goal::Square(_) => Err(Wrong::ClickTheSquare),
            Goal::BestCapture => {
                if !mv.is_capture() {
                    return Err(Wrong::NotACapture);
                }
                let best = legal
                    .iter()
                    .filter(|m| m.is_capture())
                    .map(|&m| judge::exchange(&self.pos, m))
                    .max()
                    .unwrap_or(0);
                if judge::exchange(&self.pos, mv) >= best {
                    Ok(true)
                } else {
                    Err(Wrong::NotBestCapture)
                }
            }
            Goal::Tip => {
                if !self.follows.is_empty() && !self.follows.contains(&mv) {
                    Err(self.or_bad_trade(mv, Wrong::OffTip(self.off_tip.clone())))
                } else if judge::good_tip(&self.pos, mv) {
                    Ok(true)
                } else {
                    Err(self.or_bad_trade(mv, Wrong::NotBestMove))
                }
            }
            Goal::Check if after.is_check() => Ok(true),
            Goal::Check => Err(Wrong::NoCheck),
            Goal::Play(san) => match san.to_move(&self.pos) {
                Ok(named) if named == mv => Ok(true),
                _ => Err(Wrong::NotTheMove(san)),
            },
            Goal::WinMaterial(cp) => {
                if let Some(wrong) = judge::worse_than_best(&self.pos, mv) {
                    return Err(self.or_bad_trade(mv, wrong.unwrap_or(Wrong::WinsNothing)));
                }
                let won = judge::material(&after, self.learner)
                    - judge::taken_back(&after, mv.to())
                    - self.start_material;
                Ok(won >= cp as i32)
            }
            Goal::Protect => match judge::worse_than_best(&self.pos, mv) {
                None => Ok(true),
                Some(wrong) => Err(self.or_bad_trade(mv, wrong.unwrap_or(Wrong::StillInDanger))),
            },
        }
    }
}

impl Referee for Attempt {
    fn show_suggestion(&mut self) -> Option<(Square, Square)> {
        self.shown = self.suggestion();
        self.helped |= self.shown.is_some();
        self.shown
    }

    fn suggested(&self) -> Option<(Square, Square)> {
        self.shown
    }

    /// The goal squares still to reach, for the board to mark (a square to name is
    /// not shown).
    fn marks(&self) -> Vec<Square> {
        self.targets
            .iter()
            .zip(&self.reached)
            .filter(|(_, r)| !**r)
            .map(|(s, _)| *s)
            .collect()
    }

    fn outcome(&self) -> Outcome {
        if self.solved {
            let seconds = match self.goal {
                Goal::Drill(s) if self.timed => Some(s),
                _ => None,
            };
            Outcome::Solved {
                // Shown the way: solved, but the stars are for finding it.
                stars: match &self.drill {
                    _ if self.helped => 1,
                    Some(drill) => drill.stars(seconds),
                    None => stars_for(self.moves, self.fewest),
                },
                moves: self.moves,
            }
        } else {
            Outcome::Going
        }
    }

    /// After an accepted move, the other side's reply (`None` when it passes or the
    /// exercise is solved). Call it once the learner's move has been shown.
    fn reply(&mut self) -> Option<Played> {
        if self.solved || self.pos.turn() == self.learner {
            return None;
        }
        let scripted = self
            .replies
            .get(self.replies_made)
            .and_then(|t| t.parse::<UciMove>().ok())
            .and_then(|u| u.to_move(&self.pos).ok());
        let mv = scripted.or_else(|| match self.goal {
            // The pawn's side in a hold plays like any other side: the table only
            // knows that every move of it draws.
            Goal::Mate(_) | Goal::StalemateFreeMate(_) | Goal::Promote(_)
                if self.ending.is_some() =>
            {
                ending::best_move(&self.pos)
            }
            Goal::Mate(n) | Goal::StalemateFreeMate(n) => {
                let left = (n as usize).saturating_sub(self.moves) as u8;
                stars::longest_defence(&self.pos, left.max(1))
            }
            _ => judge::computed_reply(&self.pos),
        })?;
        self.replies_made += 1;
        Some(self.play(mv))
    }

    fn board(&self) -> &Board {
        self.pos.board()
    }

    fn turn(&self) -> Color {
        self.pos.turn()
    }

    fn check(&self) -> Option<(Square, bool)> {
        check_of(&self.pos)
    }

    fn last_move(&self) -> Option<(Square, Square)> {
        self.last
    }

    fn may_move(&self) -> Result<(), Refusal> {
        if self.solved {
            Err(Refusal::Lesson(Wrong::Done))
        } else if self.pos.turn() != self.learner
            || matches!(self.goal, Goal::Square(_) | Goal::Drill(_))
        {
            Err(Refusal::NotYourMove)
        } else {
            Ok(())
        }
    }

    fn targets(&self, from: Square) -> Vec<Square> {
        if self.may_move().is_err() {
            return Vec::new();
        }
        legal_targets_in(&self.pos, from)
    }

    fn needs_promotion(&self, from: Square, to: Square) -> bool {
        rules::find_legal(&self.pos, from, to, Some(Role::Queen)).is_some()
    }

    fn resolve_text(&self, text: &str) -> Result<Request, IllegalMove> {
        request_from_text(&self.pos, text)
    }

    /// A tip is judged by the search (see `judge`).
    fn thinking_copy(&self, request: &Request) -> Option<Box<dyn Referee + Send + Sync>> {
        if self.goal != Goal::Tip {
            return None;
        }
        self.may_move().ok()?;
        let mv = rules::find_legal(&self.pos, request.from, request.to, request.promotion)?;
        (self.follows.is_empty() || self.follows.contains(&mv))
            .then(|| Box::new(self.clone()) as Box<dyn Referee + Send + Sync>)
    }

    fn decide(&mut self, request: Request, _now: Duration) -> Ruling {
        if let Err(refusal) = self.may_move() {
            return Ruling::Refused(match self.goal {
                Goal::Square(_) | Goal::Drill(_) if !self.solved => {
                    Refusal::Lesson(Wrong::ClickTheSquare)
                }
                _ => refusal,
            });
        }
        if self.moves == 0 && self.ending.is_some() && !matches!(self.goal, Goal::Hold(_)) {
            // The table counts the fewest moves against the longest defence.
            if let Some(fewest) = ending::known(&self.pos).and_then(|k| k.moves()) {
                self.fewest = fewest;
            }
        }
        let Request {
            from,
            to,
            promotion,
        } = request;
        let Some(mv) = rules::find_legal(&self.pos, from, to, promotion) else {
            let reason = rules::explain(&self.pos, from, to, promotion);
            return match Wrong::from_illegal(&self.pos, from, to, &reason) {
                Some(wrong) => Ruling::Refused(Refusal::Lesson(wrong)),
                None => Ruling::Illegal(reason),
            };
        };
        match self.judge(mv) {
            Ok(solves) => Ruling::Played(self.accept(mv, solves)),
            Err(wrong) => Ruling::Refused(Refusal::Lesson(wrong)),
        }
    }

    fn asks_for_squares(&self) -> bool {
        matches!(self.goal, Goal::Square(_) | Goal::Drill(_)) && !self.solved
    }

    fn drill(&self) -> Option<crate::referee::DrillState> {
        let drill = self.drill.as_ref()?;
        let Goal::Drill(seconds) = self.goal else {
            return None;
        };
        Some(crate::referee::DrillState {
            asked: drill.asked,
            found: drill.found,
            seconds,
        })
    }

    fn time_drill(&mut self) {
        self.timed = self.drill.is_some();
    }

    fn end_drill(&mut self) {
        if let Some(drill) = &self.drill
            && !self.solved
        {
            self.solved = true;
            self.moves = drill.found;
        }
    }

    fn answer_square(&mut self, sq: Square) -> Ruling {
        match self.goal {
            _ if self.solved => Ruling::Refused(Refusal::Lesson(Wrong::Done)),
            Goal::Square(asked) if sq == asked => {
                self.moves += 1;
                self.solved = true;
                self.shown = None;
                Ruling::Answered
            }
            Goal::Square(asked) => {
                Ruling::Refused(Refusal::Lesson(Wrong::WrongSquare { clicked: sq, asked }))
            }
            Goal::Drill(_) => {
                let Some(drill) = self.drill.as_mut() else {
                    return Ruling::Refused(Refusal::NotYourMove);
                };
                let asked = drill.asked;
                if sq != asked {
                    drill.missed += 1;
                    return Ruling::Refused(Refusal::Lesson(Wrong::WrongSquare {
                        clicked: sq,
                        asked,
                    }));
                }
                drill.next();
                self.shown = None;
                // Without a clock, a round is a fixed number of squares.
                if drill.found >= DRILL_ROUND && !self.timed {
                    self.solved = true;
                    self.moves = drill.found;
                }
                Ruling::Answered
            }
            _ => Ruling::Refused(Refusal::NotYourMove),
        }
    }
}
