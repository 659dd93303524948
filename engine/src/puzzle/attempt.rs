//! One puzzle being solved: the Puzzles mode's referee. The player's moves must follow
//! the solution; any mate counts too, and in a puzzle that ends in mate so does any move
//! that still mates by force (the solution then follows the search's line); a wrong try
//! is refused with the other side's strong answer where a short search finds one, and
//! nothing changes; the other side's replies come from the solution.

use std::time::Duration;

use shakmaty::{Board, Chess, Color, Move, Position, Role, Square, san::SanPlus};

use super::record::{Line, Record, RecordError};
use crate::search::Score;
use crate::{
    IllegalMove, Played,
    game::{legal_targets_in, move_squares},
    learn::judge,
    referee::{Outcome, Referee, Request, Ruling, check_of, play_in, request_from_text},
    refusal::puzzle::{Answer, Miss},
    rules,
    session::Refusal,
};

/// Nodes of the search that finds the answer to a wrong try: fixed, so the words for a
/// try never change.
const ANSWER_NODES: u64 = 20_000;

/// Nodes of the search that decides whether another move of a mate puzzle mates too
/// (a mate in three is found in a few thousand).
const MATE_NODES: u64 = 100_000;

/// How a solved puzzle went, for the schedule and the rating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grade {
    /// Every move found at the first try, without help.
    Clean,
    /// Found after a hint, without a wrong try.
    Hinted,
    /// Solved after a wrong try or with the solution shown.
    Missed,
}

impl Grade {
    /// Stars for the panel: 3, 2 or 1.
    pub fn stars(self) -> u8 {
        match self {
            Grade::Clean => 3,
            Grade::Hinted => 2,
            Grade::Missed => 1,
        }
    }

    pub fn from_stars(stars: u8) -> Grade {
        match stars {
            3.. => Grade::Clean,
            2 => Grade::Hinted,
            _ => Grade::Missed,
        }
    }
}

/// One puzzle being solved.
#[derive(Debug, Clone)]
pub struct Attempt {
    pos: Chess,
    solution: Vec<Move>,
    /// The solution's next move (even: the player's).
    next: usize,
    player: Color,
    last: Option<(Square, Square)>,
    wrong: u32,
    hinted: bool,
    shown: bool,
    solved: bool,
    /// The hint or solution move on show until the next move.
    suggestion: Option<(Square, Square)>,
    /// The solution ends in mate: any move that still mates by force is right too.
    mates: bool,
}

impl Attempt {
    pub fn new(line: Line) -> Attempt {
        let mut end = line.position.clone();
        for &m in &line.moves {
            end.play_unchecked(m);
        }
        Attempt {
            mates: end.is_checkmate(),
            player: line.position.turn(),
            pos: line.position,
            solution: line.moves,
            next: 0,
            last: None,
            wrong: 0,
            hinted: false,
            shown: false,
            solved: false,
            suggestion: None,
        }
    }

    pub fn from_record(record: &Record) -> Result<Attempt, RecordError> {
        record.line().map(Attempt::new)
    }

    /// The position now.
    pub fn position(&self) -> &Chess {
        &self.pos
    }

    /// The side solving.
    pub fn player(&self) -> Color {
        self.player
    }

    /// Wrong tries so far.
    pub fn wrong_tries(&self) -> u32 {
        self.wrong
    }

    /// How it went, once solved.
    pub fn grade(&self) -> Option<Grade> {
        self.solved.then_some(if self.wrong > 0 || self.shown {
            Grade::Missed
        } else if self.hinted {
            Grade::Hinted
        } else {
            Grade::Clean
        })
    }

    /// The player's move the solution expects now.
    fn expected(&self) -> Option<Move> {
        if self.solved || self.pos.turn() != self.player {
            return None;
        }
        self.solution.get(self.next).copied()
    }

    /// Whether the legal `mv` is right: the solution's move, or a mate on the
    /// solution's last move (or any mate at all: nothing is better).
    fn right(&self, mv: Move) -> bool {
        if self.expected() == Some(mv) {
            return true;
        }
        let mut after = self.pos.clone();
        after.play_unchecked(mv);
        after.is_checkmate()
    }

    /// Another move of a mate puzzle that still mates by force: the line from it to the
    /// mate (the other side's best defence first), cut to end on the player's move.
    fn mating_line(&self, mv: Move) -> Option<Vec<Move>> {
        if !self.mates {
            return None;
        }
        let mut after = self.pos.clone();
        after.play_unchecked(mv);
        let (score, mut line) = judge::line(&after, MATE_NODES)?;
        // The other side to move, mated by force.
        if !matches!(score, Score::Mate(n) if n < 0) || line.is_empty() {
            return None;
        }
        if line.len() % 2 == 1 {
            line.pop();
        }
        Some(line)
    }

    /// What the other side would answer to the wrong `mv`, in words.
    fn miss(&self, mv: Move) -> Miss {
        let tried = SanPlus::from_move(self.pos.clone(), mv).to_string();
        let mut after = self.pos.clone();
        after.play_unchecked(mv);
        let answer = match judge::search(&after, None, ANSWER_NODES) {
            Some((reply, _)) => {
                let san = SanPlus::from_move(after.clone(), reply).to_string();
                let mut then = after.clone();
                then.play_unchecked(reply);
                if then.is_checkmate() {
                    Answer::Mates { reply: san }
                } else if let Some(role) = reply.capture().filter(|&r| r != Role::Pawn) {
                    Answer::Takes { reply: san, role }
                } else {
                    Answer::Weaker
                }
            }
            None => Answer::Weaker,
        };
        Miss::NotThat { tried, answer }
    }

    fn play(&mut self, mv: Move) -> Played {
        let played = play_in(&mut self.pos, mv);
        self.last = Some(move_squares(mv, played.color));
        self.suggestion = None;
        played
    }
}

impl Referee for Attempt {
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
            Err(Refusal::Puzzle(Miss::Done))
        } else if self.pos.turn() != self.player {
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

    /// A wrong try is answered by a search (what the other side would play).
    fn thinking_copy(&self, request: &Request) -> Option<Box<dyn Referee + Send + Sync>> {
        self.may_move().ok()?;
        let mv = rules::find_legal(&self.pos, request.from, request.to, request.promotion)?;
        (!self.right(mv)).then(|| Box::new(self.clone()) as Box<dyn Referee + Send + Sync>)
    }

    fn decide(&mut self, request: Request, _now: Duration) -> Ruling {
        if let Err(refusal) = self.may_move() {
            return Ruling::Refused(refusal);
        }
        let Request {
            from,
            to,
            promotion,
        } = request;
        let Some(mv) = rules::find_legal(&self.pos, from, to, promotion) else {
            return Ruling::Illegal(rules::explain(&self.pos, from, to, promotion));
        };
        if !self.right(mv) {
            let Some(line) = self.mating_line(mv) else {
                self.wrong += 1;
                return Ruling::Refused(Refusal::Puzzle(self.miss(mv)));
            };
            // Another mate: the solution follows it from here.
            self.solution.truncate(self.next);
            self.solution.push(mv);
            self.solution.extend(line);
        }
        let played = self.play(mv);
        self.next += 1;
        self.solved = self.pos.is_checkmate() || self.next >= self.solution.len();
        Ruling::Played(played)
    }

    /// The solution's reply to the player's move, once it has been shown.
    fn reply(&mut self) -> Option<Played> {
        if self.solved || self.pos.turn() == self.player {
            return None;
        }
        let mv = *self.solution.get(self.next)?;
        self.next += 1;
        Some(self.play(mv))
    }

    fn outcome(&self) -> Outcome {
        match self.grade() {
            Some(grade) => Outcome::Solved {
                stars: grade.stars(),
                moves: self.next.div_ceil(2),
            },
            None => Outcome::Going,
        }
    }

    /// "Show solution": the next move of the solution.
    fn show_suggestion(&mut self) -> Option<(Square, Square)> {
        let mv = self.expected()?;
        self.shown = true;
        self.suggestion = Some(move_squares(mv, self.player));
        self.suggestion
    }

    /// "Hint": the piece that moves next.
    fn show_hint(&mut self) -> Option<Square> {
        let from = move_squares(self.expected()?, self.player).0;
        self.hinted = true;
        if self.suggestion.is_none() {
            self.suggestion = Some((from, from));
        }
        Some(from)
    }

    fn suggested(&self) -> Option<(Square, Square)> {
        self.suggestion
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::record::Record;
    use crate::puzzle::tests::deep;

    fn attempt(fen: &str, solution: &[&str]) -> Attempt {
        let record = Record {
            id: "t".into(),
            fen: fen.into(),
            solution: solution.iter().map(|s| s.to_string()).collect(),
            theme: "winning-material".into(),
            rating: None,
            source: None,
            from_game: None,
            played: None,
            confirmed_by: None,
        };
        Attempt::from_record(&record).unwrap()
    }

    fn req(uci: &str) -> Request {
        request_from_text(&Chess::default(), uci).unwrap()
    }

    fn play(a: &mut Attempt, uci: &str) -> Ruling {
        a.decide(req(uci), Duration::ZERO)
    }

    // Qg8+ Rxg8 Nf7#: a smothered mate in two.
    const SMOTHER: &str = "1r5k/6pp/7N/3Q4/8/8/8/K7 w - - 0 1";

    /// Nf7+ instead of Qg8+ mates too (Philidor's mate, in four): it is right, and the
    /// puzzle goes on along the search's line to the mate.
    #[test]
    fn another_mate_is_right_in_a_mate_puzzle() {
        let mut a = attempt(SMOTHER, &["d5g8", "b8g8", "h6f7"]);
        let ended = deep(move || {
            assert!(matches!(play(&mut a, "h6f7"), Ruling::Played(_)));
            for _ in 0..8 {
                if a.outcome() != Outcome::Going {
                    break;
                }
                a.reply().expect("the line's reply");
                let next = a.expected().expect("the line's next move");
                let text =
                    shakmaty::uci::UciMove::from_move(next, shakmaty::CastlingMode::Standard);
                assert!(matches!(play(&mut a, &text.to_string()), Ruling::Played(_)));
            }
            a
        });
        assert!(
            ended.position().is_checkmate(),
            "{}",
            crate::game::fen_of(ended.position())
        );
        assert_eq!(ended.grade(), Some(Grade::Clean), "no wrong try");
        // A move that mates nothing is still wrong.
        let mut b = attempt(SMOTHER, &["d5g8", "b8g8", "h6f7"]);
        assert!(matches!(
            deep(move || play(&mut b, "a1a2")),
            Ruling::Refused(_)
        ));
    }

    #[test]
    fn the_solution_is_played_with_its_replies() {
        let mut a = attempt(SMOTHER, &["d5g8", "b8g8", "h6f7"]);
        assert!(matches!(play(&mut a, "d5g8"), Ruling::Played(_)));
        assert_eq!(a.outcome(), Outcome::Going);
        assert_eq!(
            a.may_move(),
            Err(Refusal::NotYourMove),
            "the reply comes first"
        );
        let reply = a.reply().expect("the solution's reply");
        assert_eq!(reply.san, "Rxg8");
        assert_eq!(a.reply(), None, "one reply a move");
        assert!(matches!(play(&mut a, "h6f7"), Ruling::Played(_)));
        assert_eq!(a.grade(), Some(Grade::Clean));
        assert_eq!(a.outcome(), Outcome::Solved { stars: 3, moves: 2 });
        assert_eq!(
            play(&mut a, "a1a2"),
            Ruling::Refused(Refusal::Puzzle(Miss::Done))
        );
    }

    #[test]
    fn only_a_wrong_try_is_thought_over_elsewhere_and_the_copy_decides_alike() {
        let a = attempt(SMOTHER, &["d5g8", "b8g8", "h6f7"]);
        assert!(
            a.thinking_copy(&req("d5g8")).is_none(),
            "the solution: decided here"
        );
        assert!(
            a.thinking_copy(&req("a1a3")).is_none(),
            "illegal: decided here"
        );
        let (by_copy, by_original) = deep(move || {
            let mut copy = a.thinking_copy(&req("d5d8")).expect("a wrong try searches");
            let mut original = a.clone();
            (
                copy.decide(req("d5d8"), Duration::ZERO),
                original.decide(req("d5d8"), Duration::ZERO),
            )
        });
        assert_eq!(by_copy, by_original);
        assert!(matches!(
            by_copy,
            Ruling::Refused(Refusal::Puzzle(Miss::NotThat { .. }))
        ));
    }

    #[test]
    fn a_wrong_try_changes_nothing_and_says_what_follows() {
        // Black's queen on d5 hangs to the rook; Rd4 instead puts the rook where the
        // queen takes it.
        let fen = "4k3/8/8/3q4/8/8/5PPP/3RK3 w - - 0 1";
        let (ruling, board, solved) = deep(move || {
            let mut a = attempt(fen, &["d1d5"]);
            let before = a.board().clone();
            let v = play(&mut a, "d1d4");
            let same = a.board() == &before;
            let v2 = play(&mut a, "d1d5");
            (v, same, (v2, a.grade()))
        });
        assert_eq!(
            ruling,
            Ruling::Refused(Refusal::Puzzle(Miss::NotThat {
                tried: "Rd4".into(),
                answer: Answer::Takes {
                    reply: "Qxd4".into(),
                    role: Role::Rook
                }
            }))
        );
        assert_eq!(
            ruling_words(&ruling),
            "Not that one: after Rd4, Qxd4 takes your rook."
        );
        assert!(board, "a wrong try leaves the board");
        assert!(matches!(solved.0, Ruling::Played(_)));
        assert_eq!(solved.1, Some(Grade::Missed), "solved after a wrong try");
    }

    fn ruling_words(v: &Ruling) -> String {
        match v {
            Ruling::Refused(Refusal::Puzzle(m)) => m.to_string(),
            other => format!("{other:?}"),
        }
    }

    #[test]
    fn an_illegal_try_is_illegal_not_wrong() {
        let mut a = attempt(SMOTHER, &["d5g8", "b8g8", "h6f7"]);
        assert!(matches!(play(&mut a, "d5c3"), Ruling::Illegal(_)));
        assert!(matches!(play(&mut a, "a1a3"), Ruling::Illegal(_)));
        assert_eq!(a.wrong_tries(), 0);
    }

    #[test]
    fn any_mate_solves() {
        // Two mates: Ra8# (the stored one) and Re8# (also mate): both solve.
        let fen = "6k1/5ppp/8/8/8/8/5PPP/R3R1K1 w - - 0 1";
        for mv in ["a1a8", "e1e8"] {
            let mut a = attempt(fen, &["a1a8"]);
            assert!(matches!(play(&mut a, mv), Ruling::Played(_)), "{mv}");
            assert_eq!(a.grade(), Some(Grade::Clean), "{mv}");
        }
    }

    #[test]
    fn hint_and_solution_cost_stars() {
        let mut a = attempt(SMOTHER, &["d5g8", "b8g8", "h6f7"]);
        assert_eq!(a.show_hint(), Some(Square::D5));
        assert_eq!(a.suggested(), Some((Square::D5, Square::D5)));
        play(&mut a, "d5g8");
        assert_eq!(a.suggested(), None, "a move ends the hint");
        a.reply();
        play(&mut a, "h6f7");
        assert_eq!(a.grade(), Some(Grade::Hinted));

        let mut a = attempt(SMOTHER, &["d5g8", "b8g8", "h6f7"]);
        assert_eq!(a.show_suggestion(), Some((Square::D5, Square::G8)));
        play(&mut a, "d5g8");
        a.reply();
        assert_eq!(a.show_suggestion(), Some((Square::H6, Square::F7)));
        play(&mut a, "h6f7");
        assert_eq!(a.grade(), Some(Grade::Missed));
        assert_eq!(a.outcome().stars(), Some(1));
    }
}
