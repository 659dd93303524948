//! Reviewing a whole game, move by move, cancellable.

use std::{
    collections::VecDeque,
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
        mpsc,
    },
    thread,
};

use shakmaty::{Chess, Color, Move, Position, san::SanPlus, uci::UciMove};

use crate::{
    external::{EngineError, UciEngine},
    game::{Game, Status},
    search::{Limits, Searcher},
};

pub use super::options::{CHECK_EXTRA_DEPTH, DEFAULT_DEPTH, DEFAULT_THREADS, ReviewOptions};
use super::{
    chances::{Eval, game_accuracy, move_accuracy, win_percent},
    check::{CheckSearch, Checked, costly, judged},
    judge::{Judgement, MateNote},
    looker::{Look, Looker},
    runs::{DropFlag, PART_MIN_PLIES, PARTS_A_THREAD, next_job},
};

/// The review of one move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// 0-based index into `Game::moves()`.
    pub ply: usize,
    pub mover: Color,
    pub played: Move,
    /// SAN with `+`/`#`.
    pub san: String,
    /// The engine's best move in the position before (`None` only if the search was
    /// stopped before it finished depth 1, which never happens unless cancelled).
    pub best: Option<Move>,
    /// The engine's best line from the position before, starting with `best`.
    pub best_line: Vec<Move>,
    /// Evaluation of the position before the move (the engine's best line), White's view.
    pub before: Eval,
    /// Evaluation after the move, White's view.
    pub after: Eval,
    pub judgement: Judgement,
    pub mate_note: Option<MateNote>,
    /// Winning chances the mover lost (-1..1 scale; negative: gained).
    pub drop: f64,
    /// The move's accuracy, 0..100.
    pub accuracy: f64,
    /// Depth reached by the search after the move (0: game over, nothing searched).
    pub depth: u32,
}

impl MoveReview {
    /// The best move in UCI notation (`e2e4`), as the `analyse` command prints it.
    pub fn best_uci(&self) -> Option<String> {
        self.best
            .map(|m| UciMove::from_move(m, shakmaty::CastlingMode::Standard).to_string())
    }
}

/// Each player's accuracy for the game (`None`: no move of theirs was reviewed).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Accuracy {
    pub white: Option<f64>,
    pub black: Option<f64>,
}

impl Accuracy {
    /// The mean move accuracy per player (see [`super::game_accuracy`]).
    pub fn of(moves: &[MoveReview]) -> Accuracy {
        let of =
            |c: Color| game_accuracy(moves.iter().filter(|m| m.mover == c).map(|m| m.accuracy));
        Accuracy {
            white: of(Color::White),
            black: of(Color::Black),
        }
    }

    pub fn get(self, color: Color) -> Option<f64> {
        if color.is_white() {
            self.white
        } else {
            self.black
        }
    }
}

/// A game's review, computed one move at a time: an iterator of [`MoveReview`]s in
/// game order, each yielded as soon as its searches are done.
///
/// Each position of the game is searched once: the search after ply `n` is the search
/// before ply `n + 1`. With the built-in search, a long game is cut into runs of moves
/// reviewed side by side on threads of their own ([`ReviewOptions::threads`]). It
/// stops early (yields `None`) when the stop flag is set, and stays stopped; the search
/// under way then returns within a few milliseconds. The searches recurse deeply: run it
/// on a thread with at least 8 MiB of stack.
pub struct Review {
    game: Game,
    /// Whether the game is over (by the board) after each ply.
    over: Vec<Status>,
    options: ReviewOptions,
    looker: Looker,
    stop: Arc<AtomicBool>,
    /// Moves yielded.
    next: usize,
    /// The end (exclusive) of the plies this thread reviews.
    end: usize,
    before: Option<Look>,
    /// The runs of moves reviewed by other threads, in order, with each one's end.
    parts: VecDeque<(mpsc::Receiver<MoveReview>, usize)>,
    /// Set when the review is dropped, so that its threads start no more runs.
    dropped: DropFlag,
    cancelled: bool,
    /// Why a UCI engine's review ended early.
    error: Option<EngineError>,
    /// The hand-written evaluation's search, for [`ReviewOptions::second_opinion`].
    second: Option<Looker>,
}

impl Review {
    /// Reviews the moves of `game` (its result and claims don't matter).
    pub fn new(game: &Game, options: ReviewOptions, stop: Arc<AtomicBool>) -> Review {
        let len = game.moves().len();
        let threads = options.threads.max(1);
        // Runs of moves, more than threads so that none waits long for the slowest.
        let parts = (threads * PARTS_A_THREAD).min(len / PART_MIN_PLIES);
        if threads == 1 || parts < 2 {
            return Review::builtin(game, options, stop);
        }
        // This one only hands on the runs' reviews: its searcher stays small and unused
        // unless no thread can be had.
        let small = Looker::Builtin(Box::new(Searcher::new(1)));
        let mut review = Review::with(game, options, stop, small);
        let mut jobs = VecDeque::new();
        for i in 0..parts {
            let (start, end) = (i * len / parts, (i + 1) * len / parts);
            let (send, receive) = mpsc::channel();
            jobs.push_back((start, end, send));
            review.parts.push_back((receive, end));
        }
        let jobs = Arc::new(Mutex::new(jobs));
        let mut started = 0;
        for _ in 0..threads.min(parts) {
            let (jobs, game, options) = (jobs.clone(), game.clone(), review.options.clone());
            let (stop, dropped) = (review.stop.clone(), review.dropped.0.clone());
            let spawned = thread::Builder::new()
                .name("review".into())
                // The search recurses deeply.
                .stack_size(16 << 20)
                .spawn(move || {
                    // Each run gets fresh searchers: its review depends on nothing else.
                    while let Some((start, end, send)) = next_job(&jobs, &dropped) {
                        let mut part = Review::builtin(&game, options.clone(), stop.clone());
                        (part.next, part.end) = (start, end);
                        for m in part {
                            if send.send(m).is_err() {
                                break;
                            }
                        }
                    }
                });
            started += usize::from(spawned.is_ok());
        }
        if started == 0 {
            // No thread to be had: this one reviews the game.
            return Review::builtin(game, review.options.clone(), review.stop.clone());
        }
        review.end = 0;
        review
    }

    /// A built-in review of the whole game on this thread.
    fn builtin(game: &Game, options: ReviewOptions, stop: Arc<AtomicBool>) -> Review {
        let hash_mb = options.hash_mb.max(1);
        let searcher = Searcher::new(hash_mb);
        let mut review = Review::with(game, options, stop, Looker::Builtin(Box::new(searcher)));
        if review.options.second_opinion && review.options.check.is_some() {
            let mut handwritten = Searcher::new(hash_mb);
            handwritten.set_net(None);
            review.second = Some(Looker::Builtin(Box::new(handwritten)));
        }
        review
    }

    /// Reviews with a UCI engine (started, e.g. by `UciEngine::start`) instead of the
    /// built-in search; `options.hash_mb` doesn't apply. If the engine fails, the review
    /// ends early and [`Review::error`] says why.
    pub fn with_engine(
        game: &Game,
        engine: UciEngine,
        options: ReviewOptions,
        stop: Arc<AtomicBool>,
    ) -> Review {
        Review::with(game, options, stop, Looker::Engine(Box::new(engine)))
    }

    fn with(game: &Game, options: ReviewOptions, stop: Arc<AtomicBool>, looker: Looker) -> Review {
        let mut replay = Game::from_position(game.start_position().clone());
        let mut over = vec![replay.status()];
        for &mv in game.moves() {
            // The moves of a `Game` are legal; a refusal would only end the list early.
            if replay.play_move(mv).is_err() {
                break;
            }
            over.push(replay.status());
        }
        Review {
            looker,
            game: game.clone(),
            end: over.len() - 1,
            over,
            options,
            stop,
            next: 0,
            before: None,
            parts: VecDeque::new(),
            dropped: DropFlag::default(),
            cancelled: false,
            error: None,
            second: None,
        }
    }

    /// The UCI engine back for more searches (`None`: the built-in search reviewed).
    pub fn into_engine(self) -> Option<UciEngine> {
        match self.looker {
            Looker::Engine(engine) => Some(*engine),
            Looker::Builtin(_) => None,
        }
    }

    /// Why the engine's review ended early (it crashed, hung, or said something wrong).
    pub fn error(&self) -> Option<&EngineError> {
        self.error.as_ref()
    }

    /// Number of moves to review (for a progress bar: `reviewed() / len()`).
    pub fn len(&self) -> usize {
        self.over.len() - 1
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Moves reviewed so far.
    pub fn reviewed(&self) -> usize {
        self.next
    }

    /// Whether the review ended because the stop flag was set.
    pub fn cancelled(&self) -> bool {
        self.cancelled
    }

    fn pos_at(&self, ply: usize) -> &Chess {
        self.game
            .position_at(ply)
            .expect("plies reviewed are in the game")
    }

    /// Looks at the position after `ply` moves; `None` when stopped.
    fn look(&mut self, ply: usize) -> Option<Look> {
        let pos = self.pos_at(ply).clone();
        match self.over[ply] {
            Status::Checkmate => {
                return Some(Look {
                    eval: Eval::Mate {
                        winner: !pos.turn(),
                        moves: 0,
                    },
                    best: None,
                    line: Vec::new(),
                    depth: 0,
                });
            }
            Status::Ongoing => {}
            // Stalemate, dead position, 75 moves, fivefold: a draw, nothing to search.
            _ => {
                return Some(Look {
                    eval: Eval::Cp(0),
                    best: None,
                    line: Vec::new(),
                    depth: 0,
                });
            }
        }
        if self.stop.load(Ordering::Relaxed) {
            return None;
        }
        let limits = Limits {
            // Clocks make no sense here; the other limits apply as given.
            wtime: None,
            btime: None,
            winc: None,
            binc: None,
            movestogo: None,
            infinite: false,
            ..self.options.limits.clone()
        };
        let floor = self.floor();
        match self
            .looker
            .look(&self.game, ply, &limits, floor, &self.stop)
        {
            Ok(look) => look,
            Err(e) => {
                self.error = Some(e);
                None
            }
        }
    }

    /// The deeper check of the move after `ply` plies (see [`ReviewOptions::check`]);
    /// `None` when stopped or failed.
    fn check_here(&mut self, ply: usize, played: Move, mover: Color) -> Checked {
        let limits = self.options.check.clone()?;
        let calibrate = self.calibrates();
        let recheck = self.options.recheck.clone().filter(|_| self.is_builtin());
        let mut search = CheckSearch {
            // The check's floor grows as its node limits do.
            floor: self.floor().map(|n| n << CHECK_EXTRA_DEPTH),
            looker: &mut self.looker,
            second: self.second.as_mut(),
            limits: &limits,
            recheck: recheck.as_ref(),
            calibrate,
        };
        match search.run(&self.game, ply, played, mover, &self.stop) {
            Ok(checked) => checked,
            Err(e) => {
                self.error = Some(e);
                None
            }
        }
    }

    /// Whether centipawns go on Stockfish's scale ([`ReviewOptions::calibrate`]).
    fn calibrates(&self) -> bool {
        self.options.calibrate && self.is_builtin()
    }

    /// The first pass's floor of nodes ([`ReviewOptions::min_nodes`]; built-in only).
    fn floor(&self) -> Option<u64> {
        self.options.min_nodes.filter(|_| self.is_builtin())
    }

    fn is_builtin(&self) -> bool {
        matches!(self.looker, Looker::Builtin(_))
    }

    /// The next move through the first pass, and whether it is costly enough to check;
    /// `None` when stopped.
    fn first_pass(&mut self) -> Option<(MoveReview, bool)> {
        let ply = self.next;
        let before = match self.before.take() {
            Some(b) => b,
            None => self.look(ply)?,
        };
        let Some(after) = self.look(ply + 1) else {
            self.before = Some(before);
            return None;
        };
        let pos = self.pos_at(ply);
        let mover = pos.turn();
        let played = self.game.moves()[ply];
        let san = SanPlus::from_move(pos.clone(), played).to_string();
        let best_played = before.best == Some(played);
        let verdict = judged(
            self.calibrates(),
            before.eval,
            after.eval,
            mover,
            best_played,
        );
        let costly = costly(&verdict);
        let accuracy = move_accuracy(
            win_percent(before.eval.chances(mover)),
            win_percent(after.eval.chances(mover)),
        );
        let review = MoveReview {
            ply,
            mover,
            played,
            san,
            best: before.best,
            best_line: before.line,
            before: before.eval,
            after: after.eval,
            judgement: verdict.judgement,
            mate_note: verdict.mate_note,
            drop: verdict.drop,
            accuracy,
            depth: after.depth,
        };
        self.before = Some(after);
        Some((review, costly))
    }

    fn review_next(&mut self) -> Option<MoveReview> {
        if self.stop.load(Ordering::Relaxed) || self.next >= self.len() {
            return None;
        }
        if self.next >= self.end {
            // A later part, from its thread; its end early means it was stopped.
            while let Some((part, end)) = self.parts.front() {
                if let Ok(m) = part.recv() {
                    self.next += 1;
                    return Some(m);
                }
                if self.next < *end {
                    return None;
                }
                self.parts.pop_front();
            }
            return None;
        }
        let (mut review, costly) = self.first_pass()?;
        if (costly || self.options.check_all) && self.options.check.is_some() {
            // A stopped check ends the review (the stop flag stays set).
            let (verdict, checked_best) =
                self.check_here(review.ply, review.played, review.mover)?;
            review.judgement = verdict.judgement;
            review.mate_note = verdict.mate_note;
            review.drop = verdict.drop;
            // The deeper search's choice; its line is known only if it is the same.
            if checked_best != review.best {
                review.best = checked_best;
                review.best_line = checked_best.into_iter().collect();
            }
        }
        self.next += 1;
        Some(review)
    }
}

impl Iterator for Review {
    type Item = MoveReview;

    fn next(&mut self) -> Option<MoveReview> {
        let r = self.review_next();
        if r.is_none() && self.next < self.len() {
            self.cancelled = true;
        }
        r
    }
}

/// A finished review: every move and both players' accuracy.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    pub moves: Vec<MoveReview>,
    pub accuracy: Accuracy,
}

/// Reviews a whole game, calling `on_move` with each move's review as it is made
/// (e.g. to send it to the UI). `None` if stopped by `stop` before the end.
pub fn review_game(
    game: &Game,
    options: ReviewOptions,
    stop: Arc<AtomicBool>,
    mut on_move: impl FnMut(&MoveReview),
) -> Option<GameReview> {
    let mut review = Review::new(game, options, stop);
    let mut moves = Vec::with_capacity(review.len());
    for m in review.by_ref() {
        on_move(&m);
        moves.push(m);
    }
    if review.cancelled() {
        return None;
    }
    Some(GameReview {
        accuracy: Accuracy::of(&moves),
        moves,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::judge::judge;

    fn game(moves: &str) -> Game {
        let mut g = Game::new();
        g.play_line(moves).unwrap();
        g
    }

    fn review(g: &Game, depth: u32) -> Vec<MoveReview> {
        Review::new(
            g,
            ReviewOptions::depth(depth),
            Arc::new(AtomicBool::new(false)),
        )
        .collect()
    }

    /// The hand-written evaluation's opinion only ever turns a blunder into a mistake: the
    /// moves marked at least a mistake stay the same, and so does every other judgement.
    #[test]
    fn a_second_opinion_only_turns_blunders_into_mistakes() {
        let g =
            game("e4 e5 Nf3 Nc6 Bc4 Bc5 O-O d6 Nc3 Qg5 d3 Bg4 Nxg5 Bxd1 Rxd1 h6 Nf3 Nf6 Bg5 hxg5");
        let with = |second_opinion| {
            let options = ReviewOptions {
                second_opinion,
                ..ReviewOptions::depth(6)
            };
            Review::new(&g, options, Arc::new(AtomicBool::new(false)))
                .map(|m| m.judgement)
                .collect::<Vec<_>>()
        };
        let (alone, agreed) = (with(false), with(true));
        assert_eq!(alone.len(), agreed.len());
        assert!(alone.contains(&Judgement::Blunder), "{alone:?}");
        for (a, b) in alone.iter().zip(&agreed) {
            let demoted = *a == Judgement::Blunder && *b == Judgement::Mistake;
            assert!(a == b || demoted, "{a:?} became {b:?}");
        }
    }

    /// A long game is cut into runs of moves reviewed on threads side by side, each
    /// with fresh searchers: the review is the same every time, however fast it is read,
    /// and its first run is the review of those moves alone.
    #[test]
    fn runs_of_moves_on_threads_give_the_same_review_every_time() {
        let moves = "e3 b6 d4 e6 Nf3 Bb7 Be2 Nf6 O-O a5 Nbd2 a4 Nb1 Be7 c4 Ne4 Qc2 d5 Nfd2 \
            Nxd2 Nxd2 O-O a3 c5 dxc5 bxc5 cxd5 exd5 Nf3 Qd6 Bd2 Bc6 Rad1 h6 h3 Bf6 Nh2 Re8 \
            Ng4 Bd8 Rfe1 Bc7 f4 Nd7 Bf3 Bb6";
        let g = game(moves);
        assert_eq!(g.moves().len(), 2 * PART_MIN_PLIES + 6);
        let with = |threads| ReviewOptions {
            threads,
            ..ReviewOptions::depth(5)
        };
        let two = Review::new(&g, with(2), Arc::new(AtomicBool::new(false)));
        assert_eq!(two.parts.len(), 2, "two runs of 23 moves");
        let two: Vec<_> = two.collect();
        assert_eq!(two.len(), g.moves().len());
        assert!(two.iter().enumerate().all(|(i, m)| m.ply == i));
        let again: Vec<_> = Review::new(&g, with(2), Arc::new(AtomicBool::new(false)))
            .inspect(|_| std::thread::sleep(std::time::Duration::from_millis(2)))
            .collect();
        assert_eq!(two, again);
        let half = game(
            &moves
                .split_whitespace()
                .take(23)
                .collect::<Vec<_>>()
                .join(" "),
        );
        let alone: Vec<_> = Review::new(&half, with(1), Arc::new(AtomicBool::new(false))).collect();
        assert_eq!(two[..23], alone[..]);
    }

    /// The check compares the move played with the best move from one search of the
    /// same position: a recapture that is the best move loses nothing, whatever two
    /// searches of two positions say; a queen left to be taken loses a lot.
    #[test]
    fn the_check_compares_within_one_search() {
        let stop = AtomicBool::new(false);
        let limits = Limits {
            depth: Some(6),
            ..Limits::default()
        };
        let mut looker = Looker::Builtin(Box::new(Searcher::new(4)));
        // Black's second move of `moves`, judged by the check alone.
        let mut second = |moves: &str| {
            let g = game(moves);
            let played = g.moves()[3];
            let c = looker
                .compare(&g, 3, played, &limits, None, &stop)
                .unwrap()
                .unwrap();
            judge(
                c.best_eval,
                c.played_eval,
                Color::Black,
                c.best == Some(played),
            )
        };
        let v = second("e4 d5 exd5 Qxd5");
        assert!(v.judgement <= Judgement::Good, "{v:?}");
        // 2... Qh4?? puts the queen where the knight takes it.
        let v = second("e4 e5 Nf3 Qh4");
        assert_eq!(v.judgement, Judgement::Blunder, "{v:?}");
        // A review with the check on marks the recapture as no mistake.
        let r = review(&game("e4 d5 exd5 Qxd5"), 4);
        assert!(r[3].judgement <= Judgement::Good, "{:?}", r[3]);
    }

    /// A floor of nodes searches a simple position (a pawn ending) deeper than the depth
    /// alone does.
    #[test]
    fn a_floor_of_nodes_searches_simple_positions_deeper() {
        let mut g = Game::from_fen("8/5k2/8/3p4/3P4/4K3/8/8 w - - 0 1").unwrap();
        g.play_line("Kf4 Ke6 Kg5").unwrap();
        let with = |min_nodes| {
            let options = ReviewOptions {
                min_nodes,
                ..ReviewOptions::depth(4)
            };
            Review::new(&g, options, Arc::new(AtomicBool::new(false))).collect::<Vec<_>>()
        };
        let (plain, floored) = (with(None), with(Some(20_000)));
        for (p, f) in plain.iter().zip(&floored) {
            assert!(f.depth > p.depth + 2, "{} then {}", p.depth, f.depth);
        }
    }

    #[test]
    fn scholars_mate_is_judged() {
        let g = game("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#");
        let r = review(&g, 5);
        assert_eq!(r.len(), 7);
        assert_eq!(r[5].san, "Nf6");
        assert_eq!(r[5].mover, Color::Black);
        assert_eq!(r[5].judgement, Judgement::Blunder);
        assert_eq!(r[5].mate_note, Some(MateNote::AllowedMate));
        assert_eq!(
            r[5].after,
            Eval::Mate {
                winner: Color::White,
                moves: 1
            }
        );
        assert!(r[5].accuracy < 10.0, "{}", r[5].accuracy);
        // The mate itself: the engine's move, and nothing was searched after it.
        assert_eq!(r[6].judgement, Judgement::Best);
        assert_eq!(r[6].after.mate(), Some(0));
        assert_eq!(r[6].depth, 0);
        assert_eq!(r[6].best_uci().as_deref(), Some("h5f7"));
        // Each move's "before" is the previous move's "after".
        for w in r.windows(2) {
            assert_eq!(w[0].after, w[1].before);
        }
        let a = Accuracy::of(&r);
        assert!(a.white.unwrap() > a.black.unwrap(), "{a:?}");
    }

    #[test]
    fn a_missed_mate_is_named() {
        let g = game("e4 e5 Bc4 Nc6 Qh5 Nf6 Qf3");
        let r = review(&g, 5);
        assert_eq!(r[6].mate_note, Some(MateNote::MissedMate));
        assert!(r[6].judgement >= Judgement::Inaccuracy);
        assert_eq!(r[6].best_uci().as_deref(), Some("h5f7"));
    }

    #[test]
    fn stalemate_after_the_move_is_a_draw_without_search() {
        let g = Game::from_fen("7k/4Q3/6K1/8/8/8/8/8 w - - 0 1").unwrap();
        let mut g = g;
        g.play_text("Qf7").unwrap();
        let r = review(&g, 6);
        assert_eq!(r.len(), 1);
        assert_eq!(r[0].after, Eval::Cp(0));
        assert_eq!(r[0].depth, 0);
        assert_eq!(r[0].mate_note, Some(MateNote::MissedMate));
        assert_eq!(r[0].judgement, Judgement::Blunder);
    }

    #[test]
    fn cancelling_stops_the_review() {
        let g = game("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6");
        let stop = Arc::new(AtomicBool::new(true));
        let mut review = Review::new(&g, ReviewOptions::depth(4), stop);
        assert_eq!(review.len(), 8);
        assert!(review.next().is_none());
        assert!(review.cancelled());
        assert_eq!(review.reviewed(), 0);

        // Stopped from the progress callback after two moves.
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let mut seen = 0;
        let done = review_game(&g, ReviewOptions::depth(4), stop, |_| {
            seen += 1;
            if seen == 2 {
                flag.store(true, Ordering::Relaxed);
            }
        });
        assert!(done.is_none());
        assert_eq!(seen, 2);

        // Not stopped: every move, in order.
        let done = review_game(
            &g,
            ReviewOptions::depth(3),
            Arc::new(AtomicBool::new(false)),
            |_| {},
        )
        .unwrap();
        let plies: Vec<usize> = done.moves.iter().map(|m| m.ply).collect();
        assert_eq!(plies, (0..8).collect::<Vec<_>>());
    }

    #[test]
    fn an_empty_game_has_nothing_to_review() {
        let r = review(&Game::new(), 3);
        assert!(r.is_empty());
        assert_eq!(Accuracy::of(&r), Accuracy::default());
    }
}
