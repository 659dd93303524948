//! Analysing a whole game, move by move, cancellable.

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use shakmaty::{Chess, Color, Move, Position, san::SanPlus, uci::UciMove};

use crate::{
    external::{EngineError, UciEngine},
    game::{Game, Status},
    search::{Limits, Searcher},
};

use super::{
    analyst::{Analyst, Look},
    chances::{Eval, game_accuracy, move_accuracy, win_percent},
    judge::{Judgement, MateNote, Verdict, judge},
};

/// How deep to look at each position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewOptions {
    /// Limits of each search (one per position of the game); whichever is reached
    /// first ends it. Clocks in here are ignored: use `movetime`, `depth` or `nodes`.
    pub limits: Limits,
    /// Transposition table size, MiB (kept across the game's positions).
    pub hash_mb: usize,
    /// The deeper look that settles a move the first pass finds costly: the position
    /// before it searched with every move and with the move played alone, within these
    /// limits; the move is judged by those two scores. `None`: the first pass decides.
    pub check: Option<Limits>,
    /// Built-in search only: a blunder found by the check is confirmed by the same check
    /// with the hand-written evaluation instead of the network; when that one sees less
    /// than a blunder, the move is called a mistake. Two evaluations that err apart must
    /// agree before a move is called a blunder; a UCI engine is trusted alone.
    pub second_opinion: bool,
    /// Built-in search only: its centipawns put on Stockfish's scale before the winning
    /// chances are computed ([`Eval::calibrated`]).
    pub calibrate: bool,
}

/// How much deeper than the first pass a costly move is checked.
pub const CHECK_EXTRA_DEPTH: u32 = 2;

/// The check's limits for a first pass of `limits`: deeper by `extra`, or twice the time.
fn check_of(limits: &Limits, extra: u32) -> Limits {
    Limits {
        depth: limits.depth.map(|d| d + extra),
        movetime: limits.movetime.map(|t| t * 2),
        nodes: limits.nodes.map(|n| n * 4),
        ..limits.clone()
    }
}

/// Default depth of a review search: a 40-move game takes about 3 s on a loaded
/// 2-core machine, and depth 12 agrees no better with Stockfish (see
/// docs/measurements.md, "Post-game review"). No clock by default: the result doesn't
/// depend on the machine's load, and under a clock the search answers a position with a
/// single legal move after depth 1.
pub const DEFAULT_DEPTH: u32 = 10;

impl Default for ReviewOptions {
    fn default() -> Self {
        ReviewOptions::with_limits(Limits {
            depth: Some(DEFAULT_DEPTH),
            ..Limits::default()
        })
    }
}

impl ReviewOptions {
    /// A first pass within `limits`, each costly move checked deeper ([`check_of`]).
    pub fn with_limits(limits: Limits) -> ReviewOptions {
        ReviewOptions {
            check: Some(check_of(&limits, CHECK_EXTRA_DEPTH)),
            limits,
            hash_mb: 16,
            second_opinion: true,
            calibrate: true,
        }
    }

    /// The check `extra` plies deeper than the first pass; 0: no check (the first pass
    /// alone decides, as reviews did before it).
    pub fn with_check_extra(mut self, extra: u32) -> ReviewOptions {
        self.check = (extra > 0).then(|| check_of(&self.limits, extra));
        self
    }

    /// A fixed depth per position (reproducible: no clock involved).
    pub fn depth(depth: u32) -> ReviewOptions {
        ReviewOptions::with_limits(Limits {
            depth: Some(depth.max(1)),
            ..Limits::default()
        })
    }

    /// For a UCI engine: depth 16 or 2 s a position, whichever comes first (a strong
    /// engine reaches the depth in a fraction of that; a slow one is still bounded).
    pub fn for_engine() -> ReviewOptions {
        ReviewOptions::with_limits(Limits {
            depth: Some(16),
            movetime: Some(Duration::from_secs(2)),
            ..Limits::default()
        })
    }

    /// A fixed time per position (a position with one legal move gets depth 1 only).
    pub fn movetime(time: Duration) -> ReviewOptions {
        ReviewOptions::with_limits(Limits {
            movetime: Some(time),
            ..Limits::default()
        })
    }
}

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
/// before ply `n + 1`. It stops early (yields `None`) when the stop flag is set; the
/// search under way then returns within a few milliseconds. The searches recurse
/// deeply: run it on a thread with at least 8 MiB of stack.
pub struct Review {
    game: Game,
    /// Whether the game is over (by the board) after each ply.
    over: Vec<Status>,
    options: ReviewOptions,
    analyst: Analyst,
    stop: Arc<AtomicBool>,
    next: usize,
    before: Option<Look>,
    cancelled: bool,
    /// Why a UCI engine's review ended early.
    error: Option<EngineError>,
    /// The hand-written evaluation's search, for [`ReviewOptions::second_opinion`].
    second: Option<Analyst>,
}

impl Review {
    /// Reviews the moves of `game` (its result and claims don't matter).
    pub fn new(game: &Game, options: ReviewOptions, stop: Arc<AtomicBool>) -> Review {
        let searcher = Searcher::new(options.hash_mb.max(1));
        let mut review = Review::with(game, options, stop, Analyst::Builtin(Box::new(searcher)));
        if review.options.second_opinion {
            let mut handwritten = Searcher::new(review.options.hash_mb.max(1));
            handwritten.set_net(None);
            review.second = Some(Analyst::Builtin(Box::new(handwritten)));
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
        Review::with(game, options, stop, Analyst::Engine(Box::new(engine)))
    }

    fn with(
        game: &Game,
        options: ReviewOptions,
        stop: Arc<AtomicBool>,
        analyst: Analyst,
    ) -> Review {
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
            analyst,
            game: game.clone(),
            over,
            options,
            stop,
            next: 0,
            before: None,
            cancelled: false,
            error: None,
            second: None,
        }
    }

    /// The UCI engine back for more searches (`None`: the built-in search reviewed).
    pub fn into_engine(self) -> Option<UciEngine> {
        match self.analyst {
            Analyst::Engine(engine) => Some(*engine),
            Analyst::Builtin(_) => None,
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
        match self.analyst.look(&self.game, ply, &limits, &self.stop) {
            Ok(look) => look,
            Err(e) => {
                self.error = Some(e);
                None
            }
        }
    }

    /// The verdict of the deeper check on a move the first pass finds costly (see
    /// [`ReviewOptions::check`]): `None` when no check is due, `Some(None)` when it was
    /// stopped or failed.
    fn check(
        &mut self,
        ply: usize,
        played: Move,
        first: &Verdict,
    ) -> Option<Option<(Verdict, Option<Move>)>> {
        let limits = self.options.check.clone()?;
        let costly = first.judgement >= Judgement::Inaccuracy || first.mate_note.is_some();
        if !costly {
            return None;
        }
        let mover = self.pos_at(ply).turn();
        let compared = self
            .analyst
            .compare(&self.game, ply, played, &limits, &self.stop);
        let (mut verdict, best) = match compared {
            Ok(Some(c)) => (
                self.judge(c.best_eval, c.played_eval, mover, c.best == Some(played)),
                c.best,
            ),
            Ok(None) => return Some(None),
            Err(e) => {
                self.error = Some(e);
                return Some(None);
            }
        };
        if verdict.judgement == Judgement::Blunder
            && let Some(second) = self.second.as_mut()
        {
            let Ok(Some(c)) = second.compare(&self.game, ply, played, &limits, &self.stop) else {
                return Some(None);
            };
            let other = self.judge(c.best_eval, c.played_eval, mover, c.best == Some(played));
            if other.judgement < Judgement::Blunder {
                verdict.judgement = Judgement::Mistake;
            }
        }
        Some(Some((verdict, best)))
    }

    /// [`judge`], on Stockfish's scale when [`ReviewOptions::calibrate`] asks.
    fn judge(&self, before: Eval, after: Eval, mover: Color, best: bool) -> Verdict {
        if self.options.calibrate && matches!(self.analyst, Analyst::Builtin(_)) {
            judge(before.calibrated(), after.calibrated(), mover, best)
        } else {
            judge(before, after, mover, best)
        }
    }

    fn review_next(&mut self) -> Option<MoveReview> {
        let ply = self.next;
        if ply >= self.len() {
            return None;
        }
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
        let mut verdict = self.judge(before.eval, after.eval, mover, before.best == Some(played));
        let (mut best, mut best_line) = (before.best, before.line.clone());
        match self.check(ply, played, &verdict) {
            None => {}
            Some(Some((checked, checked_best))) => {
                verdict = checked;
                // The deeper search's choice; its line is known only if it is the same.
                if checked_best != best {
                    best = checked_best;
                    best_line = checked_best.into_iter().collect();
                }
            }
            Some(None) => {
                self.before = Some(before);
                return None;
            }
        }
        let accuracy = move_accuracy(
            win_percent(before.eval.chances(mover)),
            win_percent(after.eval.chances(mover)),
        );
        let review = MoveReview {
            ply,
            mover,
            played,
            san,
            best,
            best_line,
            before: before.eval,
            after: after.eval,
            judgement: verdict.judgement,
            mate_note: verdict.mate_note,
            drop: verdict.drop,
            accuracy,
            depth: after.depth,
        };
        self.before = Some(after);
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
        let mut analyst = Analyst::Builtin(Box::new(Searcher::new(4)));
        // Black's second move of `moves`, judged by the check alone.
        let mut second = |moves: &str| {
            let g = game(moves);
            let played = g.moves()[3];
            let c = analyst
                .compare(&g, 3, played, &limits, &stop)
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
