//! Finding puzzles in a game: its review picks the mistakes, deeper searches keep the
//! positions with one clearly best answer and follow the forced line.

use std::sync::{
    Arc,
    atomic::{AtomicBool, Ordering},
};

use shakmaty::{Chess, Move, Position};

use crate::{
    external::{EngineError, UciEngine},
    game::{Game, fen_of},
    review::{self, Judgement, Review, ReviewOptions},
    search::{Score, Searcher, hash_of},
};

use super::{
    prober::{Effort, Halt, Prober, finder_clearly_better},
    score::mover_cp,
    theme::{Theme, detect},
};

/// Default depth of the searches that decide a puzzle.
pub const DEFAULT_DEPTH: u32 = 12;

/// Most moves of the player in a solution.
pub const MAX_PLAYER_MOVES: usize = 3;

/// How deep to search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleOptions {
    /// Depth of the MultiPV searches deciding each puzzle. The review choosing the
    /// candidates searches to this depth or the review's default, whichever is less.
    pub depth: u32,
    /// Transposition table size, MiB.
    pub hash_mb: usize,
    /// Depth of the review choosing the candidates, when not the default above.
    pub review_depth: Option<u32>,
}

impl Default for PuzzleOptions {
    fn default() -> Self {
        PuzzleOptions {
            depth: DEFAULT_DEPTH,
            hash_mb: 16,
            review_depth: None,
        }
    }
}

/// A puzzle: the position before a mistake and the line that was better.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    /// 0-based index of the move played into `Game::moves()`.
    pub ply: usize,
    /// The position before the move.
    pub fen: String,
    pub played: Move,
    /// The player's moves and the forced replies, alternating, from the best move; odd
    /// length (it ends on a player's move).
    pub solution: Vec<Move>,
    pub theme: Theme,
    /// The best move's score, the mover's view ([`super::mover_cp`]).
    pub eval_best: i32,
    /// The move played's score at the same depth, the mover's view.
    pub eval_played: i32,
    /// The second best move's score (`None`: the only legal move), the mover's view.
    pub eval_second: Option<i32>,
    /// Who confirmed it: "Gambit, depth 12", "Stockfish 15.1, 1,500,000 nodes".
    pub confirmed_by: String,
}

/// What [`Finder::puzzle_at`] finds in a position: the solution, its theme and the
/// two evaluations (the mover's view).
#[derive(Clone, Debug, PartialEq)]
pub struct Found {
    pub solution: Vec<Move>,
    pub theme: Theme,
    pub eval_best: i32,
    pub eval_played: i32,
    pub eval_second: Option<i32>,
}

/// Searches positions for puzzles: the built-in search (one thread, no book, a fixed
/// depth, a cleared table before each search: the same position gives the same answer)
/// or a UCI engine at a fixed node count. A move counts only when a lighter search and
/// the full one agree on it ([`Effort`]).
pub struct Finder {
    prober: Prober,
    /// Why the engine stopped answering, if it did.
    error: Option<EngineError>,
}

/// What a look finds in a position that may make a puzzle: the best move, unique and
/// clearly better than the one played.
struct Candidate {
    best: (Score, Vec<Move>),
    eval_best: i32,
    eval_played: i32,
    eval_second: Option<i32>,
}

impl Finder {
    pub fn new(options: &PuzzleOptions) -> Finder {
        Finder::by(Prober::Builtin {
            searcher: Box::new(Searcher::new(options.hash_mb.max(1))),
            depth: options.depth.max(1),
        })
    }

    /// A finder asking `engine`, `nodes` a search.
    pub fn with_engine(engine: UciEngine, nodes: u64) -> Finder {
        Finder::by(Prober::Engine {
            engine: Box::new(engine),
            nodes: nodes.max(1),
        })
    }

    fn by(prober: Prober) -> Finder {
        Finder {
            prober,
            error: None,
        }
    }

    /// Who confirms the puzzles: "Gambit, depth 12", "Stockfish 15.1, 1,500,000 nodes".
    pub fn confirmed_by(&self) -> String {
        self.prober.name()
    }

    /// Why the engine stopped answering (then nothing more is found).
    pub fn error(&self) -> Option<&EngineError> {
        self.error.as_ref()
    }

    /// `pos`'s candidate at `effort`: `None` when the best move is `played`, not unique or
    /// not clearly better than `played`.
    fn candidate(
        &mut self,
        pos: &Chess,
        history: &[u64],
        played: Move,
        effort: Effort,
        stop: &AtomicBool,
    ) -> Result<Option<Candidate>, Halt> {
        let lines = self.prober.lines(pos, history, effort, stop)?;
        if lines.best.1[0] == played {
            return Ok(None);
        }
        let eval_best = mover_cp(lines.best.0);
        let second = lines.second.as_ref().map(|(s, _)| mover_cp(*s));
        if !self.prober.unique(eval_best, second) {
            return Ok(None);
        }
        let eval_played = match &lines.second {
            Some((s, pv)) if pv[0] == played => mover_cp(*s),
            _ => mover_cp(self.prober.score_of(pos, history, played, effort, stop)?),
        };
        Ok(
            finder_clearly_better(eval_best, eval_played).then_some(Candidate {
                best: lines.best,
                eval_best,
                eval_played,
                eval_second: second,
            }),
        )
    }

    /// The puzzle in `pos` (after the positions `history`, `pos`'s key last), where
    /// `played` was played, if it makes one: the best move is unique and clearly
    /// better than `played`, by the lighter look and the full one. `None` too when
    /// stopped or when the engine failed ([`Finder::error`]).
    pub fn puzzle_at(
        &mut self,
        pos: &Chess,
        history: &[u64],
        played: Move,
        stop: &AtomicBool,
    ) -> Option<Found> {
        match self.try_puzzle_at(pos, history, played, stop) {
            Ok(found) => found,
            Err(Halt::Stopped) => None,
            Err(Halt::Failed(e)) => {
                self.error = Some(e);
                None
            }
        }
    }

    fn try_puzzle_at(
        &mut self,
        pos: &Chess,
        history: &[u64],
        played: Move,
        stop: &AtomicBool,
    ) -> Result<Option<Found>, Halt> {
        let Some(light) = self.candidate(pos, history, played, Effort::Light, stop)? else {
            return Ok(None);
        };
        let Some(full) = self.candidate(pos, history, played, Effort::Full, stop)? else {
            return Ok(None);
        };
        let first = full.best.1[0];
        if light.best.1[0] != first {
            return Ok(None);
        }
        let solution = self.continuation(pos, history, first, stop)?;
        let theme = detect(pos, full.best.0, &full.best.1);
        Ok(Some(Found {
            solution,
            theme,
            eval_best: full.eval_best,
            eval_played: full.eval_played,
            eval_second: full.eval_second,
        }))
    }

    /// The solution from `first`: the opponent's reply when forced or clearly best,
    /// then the player's next move when unique by both looks, up to
    /// [`MAX_PLAYER_MOVES`] player moves; it ends on a player's move.
    fn continuation(
        &mut self,
        pos: &Chess,
        history: &[u64],
        first: Move,
        stop: &AtomicBool,
    ) -> Result<Vec<Move>, Halt> {
        let mut solution = vec![first];
        let mut history = history.to_vec();
        let mut pos = pos.clone();
        pos.play_unchecked(first);
        history.push(hash_of(&pos));
        while solution.len() < 2 * MAX_PLAYER_MOVES - 1 {
            if pos.is_game_over() {
                break;
            }
            let Some(reply) = self.clear_answer(&pos, &history, &[Effort::Full], stop)? else {
                break;
            };
            let mut next = pos.clone();
            next.play_unchecked(reply);
            if next.is_game_over() {
                break;
            }
            let mut next_history = history.clone();
            next_history.push(hash_of(&next));
            let both = [Effort::Light, Effort::Full];
            let Some(answer) = self.clear_answer(&next, &next_history, &both, stop)? else {
                break;
            };
            solution.extend([reply, answer]);
            next.play_unchecked(answer);
            next_history.push(hash_of(&next));
            pos = next;
            history = next_history;
        }
        Ok(solution)
    }

    /// The move of `pos` that passes the uniqueness test at every effort of `efforts`,
    /// the same move each time (or the only legal one); `None` when there is none.
    fn clear_answer(
        &mut self,
        pos: &Chess,
        history: &[u64],
        efforts: &[Effort],
        stop: &AtomicBool,
    ) -> Result<Option<Move>, Halt> {
        let legal = pos.legal_moves();
        if legal.len() == 1 {
            return Ok(Some(legal[0]));
        }
        let mut agreed = None;
        for &effort in efforts {
            let lines = self.prober.lines(pos, history, effort, stop)?;
            let best = mover_cp(lines.best.0);
            let second = lines.second.as_ref().map(|(s, _)| mover_cp(*s));
            let answer = lines.best.1[0];
            if !self.prober.unique(best, second) || agreed.is_some_and(|a| a != answer) {
                return Ok(None);
            }
            agreed = Some(answer);
        }
        Ok(agreed)
    }
}

/// Whether a reviewed move is a candidate: a mistake or a blunder, not the engine's
/// move.
pub fn is_candidate(m: &review::MoveReview) -> bool {
    m.judgement >= Judgement::Mistake && m.best != Some(m.played)
}

/// The puzzles of `game`, in game order, each passed to `on_puzzle` as soon as found,
/// by the built-in search. Stops early when `stop` is set. The searches recurse deeply:
/// run it on a thread with at least 8 MiB of stack.
pub fn find_puzzles(
    game: &Game,
    options: &PuzzleOptions,
    stop: Arc<AtomicBool>,
    on_puzzle: impl FnMut(&Puzzle),
) -> Vec<Puzzle> {
    let review_depth = options
        .review_depth
        .unwrap_or(options.depth.clamp(1, review::DEFAULT_DEPTH))
        .max(1);
    let review = Review::new(game, ReviewOptions::depth(review_depth), stop.clone());
    let candidates: Vec<_> = review.filter(is_candidate).collect();
    let mut finder = Finder::new(options);
    look_at(game, &candidates, &mut finder, &stop, on_puzzle)
}

/// The review choosing candidates with a UCI engine: depth 12 within 500,000 nodes a
/// position (Stockfish 15.1 needs at most about 220,000), each costly move checked two
/// plies deeper. Nodes, not time: a busy machine picks the same candidates.
pub fn engine_review_options() -> ReviewOptions {
    ReviewOptions::for_engine_at(12, 500_000)
}

/// [`find_puzzles`] with a UCI engine: its review picks the candidates, then each is
/// searched `nodes` a search. The engine's failure is the error (the puzzles found
/// before it are dropped: the caller may start again with the built-in search).
pub fn find_puzzles_with_engine(
    game: &Game,
    engine: UciEngine,
    nodes: u64,
    stop: Arc<AtomicBool>,
    on_puzzle: impl FnMut(&Puzzle),
) -> Result<Vec<Puzzle>, EngineError> {
    let mut review = Review::with_engine(game, engine, engine_review_options(), stop.clone());
    let candidates: Vec<_> = review.by_ref().filter(is_candidate).collect();
    if let Some(e) = review.error() {
        return Err(e.clone());
    }
    let Some(engine) = review.into_engine() else {
        return Ok(Vec::new());
    };
    let mut finder = Finder::with_engine(engine, nodes);
    let found = look_at(game, &candidates, &mut finder, &stop, on_puzzle);
    match finder.error() {
        Some(e) => Err(e.clone()),
        None => Ok(found),
    }
}

/// Nodes a search when a UCI engine confirms a puzzle (about 1.5 s for Stockfish on one
/// thread of this machine).
pub const ENGINE_NODES: u64 = 1_500_000;

fn look_at(
    game: &Game,
    candidates: &[review::MoveReview],
    finder: &mut Finder,
    stop: &Arc<AtomicBool>,
    mut on_puzzle: impl FnMut(&Puzzle),
) -> Vec<Puzzle> {
    let mut found = Vec::new();
    for m in candidates {
        let pos = game
            .position_at(m.ply)
            .expect("reviewed plies are in the game");
        let history = &game.keys()[..=m.ply];
        let Some(f) = finder.puzzle_at(pos, history, m.played, stop) else {
            if stop.load(Ordering::Relaxed) || finder.error().is_some() {
                break;
            }
            continue;
        };
        let puzzle = Puzzle {
            ply: m.ply,
            fen: fen_of(pos),
            played: m.played,
            solution: f.solution,
            theme: f.theme,
            eval_best: f.eval_best,
            eval_played: f.eval_played,
            eval_second: f.eval_second,
            confirmed_by: finder.confirmed_by(),
        };
        on_puzzle(&puzzle);
        found.push(puzzle);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_fen;
    use crate::puzzle::tests::deep;
    use shakmaty::san::San;

    fn at(fen: &str, played: &str, depth: u32) -> Option<Found> {
        let pos = parse_fen(fen).unwrap();
        let played = played.parse::<San>().unwrap().to_move(&pos).unwrap();
        let mut finder = Finder::new(&PuzzleOptions {
            depth,
            hash_mb: 4,
            review_depth: None,
        });
        finder.puzzle_at(&pos, &[hash_of(&pos)], played, &AtomicBool::new(false))
    }

    #[test]
    fn a_mate_in_one_missed() {
        let fen = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
        let f = deep(move || at(fen, "Kf1", 6)).unwrap();
        assert_eq!(f.theme, Theme::BackRank);
        assert_eq!(uci(&f.solution), ["a1a8"], "nothing after the mate");
        assert_eq!(f.eval_best, 99_999);
        assert!(f.eval_played < 1000, "{}", f.eval_played);
    }

    #[test]
    fn a_mate_in_two_through_the_only_reply() {
        // Qg8+ Rxg8 (the only legal move) Nf7#.
        let fen = "1r5k/6pp/7N/3Q4/8/8/8/K7 w - - 0 1";
        let f = deep(move || at(fen, "Ka2", 6)).unwrap();
        assert_eq!(f.theme, Theme::MateIn(2));
        assert_eq!(uci(&f.solution), ["d5g8", "b8g8", "h6f7"]);
        assert_eq!(f.eval_best, 99_997);
        assert!(f.eval_best - f.eval_played >= 150);
    }

    fn uci(line: &[Move]) -> Vec<String> {
        line.iter()
            .map(|&m| {
                shakmaty::uci::UciMove::from_move(m, shakmaty::CastlingMode::Standard).to_string()
            })
            .collect()
    }

    #[test]
    fn a_hanging_queen_not_taken() {
        let fen = "4k3/8/8/3q4/8/8/5PPP/3RK3 w - - 0 1";
        let f = deep(move || at(fen, "h3", 6)).unwrap();
        assert_eq!(f.theme, Theme::HangingPiece);
        assert_eq!(uci(&f.solution[..1]), ["d1d5"]);
        assert_eq!(f.solution.len() % 2, 1);
        assert!(f.eval_best - f.eval_played >= 700, "{f:?}");
        // Taking it is no puzzle: the move played is the best.
        assert_eq!(deep(move || at(fen, "Rxd5", 6)), None);
    }

    #[test]
    fn no_puzzle_without_a_unique_answer() {
        // Two ways to take the queen: neither is unique.
        let fen = "4k3/8/8/3q4/8/2N5/5PPP/3RK3 w - - 0 1";
        assert_eq!(deep(move || at(fen, "h3", 6)), None);
    }

    #[test]
    fn a_game_with_a_queen_left_hanging() {
        let mut g = Game::new();
        g.play_line("e4 e5 Nf3 Nc6 Bc4 Bc5 O-O d6 Nc3 Qg5 d3")
            .unwrap();
        let found = deep(move || {
            find_puzzles(
                &g,
                &PuzzleOptions {
                    depth: 6,
                    hash_mb: 4,
                    review_depth: None,
                },
                Arc::new(AtomicBool::new(false)),
                |_| {},
            )
        });
        let p = found
            .iter()
            .find(|p| p.ply == 10)
            .expect("d3 misses the queen");
        assert_eq!(p.theme, Theme::HangingPiece);
        assert_eq!(uci(&p.solution[..1]), ["f3g5"]);
        assert!(p.eval_best - p.eval_played >= 150);
        // Every puzzle: a legal line from its position, at most 3 player moves,
        // ending on one, not starting with the move played.
        for p in &found {
            assert!(p.solution.len() % 2 == 1 && p.solution.len() < 2 * MAX_PLAYER_MOVES);
            assert_ne!(p.solution[0], p.played);
            let mut pos = parse_fen(&p.fen).unwrap();
            for &m in &p.solution {
                assert!(pos.is_legal(m), "{p:?}");
                pos.play_unchecked(m);
            }
        }
    }
}
