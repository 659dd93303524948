//! The post-game review in the window: the built-in engine (or the judge of
//! the settings, a UCI engine) judges every move of the game on the board, on a thread of
//! its own, while the board stays usable. The panel, the
//! move list and the board's arrows read the judgements as they arrive. The judging is
//! `gambit_engine::review`'s; this only runs it and keeps it with the game it judged.

use bevy::prelude::*;
use gambit_engine::{
    Game,
    external::{EngineConfig, EngineError, Strength, UciEngine},
    review::{Accuracy, Judgement, MoveReview, Review, ReviewOptions},
};
use shakmaty::{Move, Square};

use crate::{
    AppSystems,
    game::{
        current::CurrentGame,
        judge::{EngineSettings, Installed},
    },
    worker::{SEARCH_STACK, Spec, Worker},
};

/// Requests from the game-over dialog, the games dialog and the panel.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReviewCommand {
    /// Review the game on the board (again, from its first move).
    Start,
    /// Stop reviewing; the moves judged so far stay.
    Stop,
    /// Stop and put the review away.
    Close,
}

/// The review of the game on the board: the judgements so far, and the thread making more.
#[derive(Resource, Default)]
pub struct GameReview {
    /// The reviewed game's start key and moves: the judgements belong to these moves.
    game: Option<(u64, Vec<Move>)>,
    /// One judgement per move, in game order, as far as the review has come.
    pub moves: Vec<MoveReview>,
    /// Moves the review will judge.
    pub total: usize,
    running: Option<Running>,
    /// The review was stopped before its end.
    pub stopped: bool,
    /// Who judges: the UCI engine's name (none: the built-in engine).
    pub by: Option<String>,
    /// What went wrong with the UCI engine, if anything.
    pub note: Option<ReviewNote>,
}

/// What went wrong with the UCI engine that was to review (`ui::words::review_note`).
#[derive(Debug, Clone)]
pub enum ReviewNote {
    /// It could not start: the built-in engine reviews instead.
    Replaced(EngineError),
    /// It failed part-way: the review stopped there.
    Stopped(EngineError),
}

/// What the review's thread reports.
enum Report {
    Judged(MoveReview),
    /// Who judges now (none: the built-in engine).
    By(Option<String>),
    Note(ReviewNote),
}

/// The review's worker; dropping it stops the search under way within milliseconds,
/// and nobody waits for it.
type Running = Worker<(), Report>;

/// Which arrow: the move played (coloured by its judgement) or the engine's better one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ArrowKind {
    Played(Judgement),
    Better,
}

/// An arrow on the board, from square to square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArrowSpec {
    pub from: Square,
    pub to: Square,
    pub kind: ArrowKind,
}

impl GameReview {
    /// Whether a review is open (running, stopped or finished).
    pub fn is_open(&self) -> bool {
        self.game.is_some()
    }

    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// The depth the judged moves' searches reached so far (the deepest), if any.
    pub fn depth(&self) -> Option<u32> {
        self.moves.iter().map(|m| m.depth).max().filter(|&d| d > 0)
    }

    /// Every move judged.
    pub fn is_complete(&self) -> bool {
        self.is_open() && self.moves.len() == self.total
    }

    /// Both players' accuracy over the moves judged so far (the arithmetic mean of the
    /// move accuracies, as `engine::review` computes it).
    pub fn accuracy(&self) -> Accuracy {
        Accuracy::of(&self.moves)
    }

    /// The judgement of the move with this index (0 = White's first).
    pub fn of_move(&self, index: usize) -> Option<&MoveReview> {
        self.moves.get(index).filter(|r| r.ply == index)
    }

    /// Starts reviewing `game` from its first move, on a thread, with the built-in
    /// engine or the UCI engine of `engine` (at full strength; if it can't start, the
    /// built-in engine reviews and `note` says why). Any review under way stops.
    pub fn start(&mut self, game: &Game, engine: Option<EngineConfig>) {
        self.close();
        self.total = game.moves().len();
        self.game = Some((game.keys()[0], game.moves().to_vec()));
        self.by = engine.as_ref().map(|c| c.name.clone());
        let game = game.clone();
        // The searches recurse deeply: a roomy stack, as `Review` asks.
        let spec = Spec::new("gambit-review").stack(SEARCH_STACK).queue(256);
        let worker = Worker::start(spec, move |hands| {
            let flag = hands.stop_flag().clone();
            let builtin = |flag| Review::new(&game, ReviewOptions::default(), flag);
            let mut review = match engine {
                None => builtin(flag),
                Some(mut config) => {
                    config.strength = Strength::Full;
                    match UciEngine::start(&config) {
                        Ok(engine) => {
                            hands.give(Report::By(Some(engine.id().name.clone())));
                            let options = ReviewOptions::for_engine();
                            Review::with_engine(&game, engine, options, flag)
                        }
                        Err(e) => {
                            hands.give(Report::By(None));
                            hands.give(Report::Note(ReviewNote::Replaced(e)));
                            builtin(flag)
                        }
                    }
                }
            };
            for judged in review.by_ref() {
                if !hands.give(Report::Judged(judged)) {
                    return;
                }
            }
            if let Some(e) = review.error() {
                hands.give(Report::Note(ReviewNote::Stopped(e.clone())));
            }
        });
        match worker {
            Ok(worker) => self.running = Some(worker),
            Err(e) => {
                warn!("could not start the review: {e}");
                self.stopped = true;
            }
        }
    }

    /// Stops the review; what was judged stays.
    pub fn stop(&mut self) {
        self.collect();
        if self.running.take().is_some() && self.moves.len() < self.total {
            self.stopped = true;
        }
    }

    /// Stops the review (dropping the thread's handle sets its stop flag) and forgets it.
    pub fn close(&mut self) {
        *self = GameReview::default();
    }

    /// Takes the judgements the thread has sent; `true` if there were any or it ended.
    pub fn collect(&mut self) -> bool {
        let Some(running) = &mut self.running else {
            return false;
        };
        let mut changed = false;
        for report in running.answers() {
            changed = true;
            match report {
                Report::Judged(judged) => self.moves.push(judged),
                Report::By(name) => self.by = name,
                Report::Note(note) => {
                    warn!("review: {note:?}");
                    self.note = Some(note);
                }
            }
        }
        if running.ended() {
            self.running = None;
            self.stopped = self.moves.len() < self.total;
            changed = true;
        }
        changed
    }

    /// Whether the judgements still describe `game`: same start, and the reviewed moves
    /// are still its first moves (moves played after the review don't matter).
    pub fn belongs_to(&self, game: &Game) -> bool {
        self.game.as_ref().is_some_and(|(start, moves)| {
            *start == game.keys()[0] && game.moves().starts_with(moves)
        })
    }

    /// The arrows for the position after `shown` plies: the move that led to it, and the
    /// engine's better move there when it had one (as the review sites draw them).
    pub fn arrows(&self, game: &Game, shown: usize) -> Vec<ArrowSpec> {
        let Some(judged) = shown.checked_sub(1).and_then(|i| self.of_move(i)) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if let Some((from, to)) = game.move_squares_at(judged.ply) {
            out.push(ArrowSpec {
                from,
                to,
                kind: ArrowKind::Played(judged.judgement),
            });
        }
        if let Some(best) = judged.best.filter(|&b| b != judged.played) {
            let (from, to) = gambit_engine::game::move_squares(best, judged.mover);
            out.push(ArrowSpec {
                from,
                to,
                kind: ArrowKind::Better,
            });
        }
        out
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<GameReview>()
        .add_message::<ReviewCommand>()
        .add_systems(
            Update,
            (forget_other_games, obey, collect)
                .chain()
                .in_set(AppSystems::Think),
        );
}

/// A new game, a loaded one or a take back past the reviewed moves ends the review.
fn forget_other_games(current: Res<CurrentGame>, mut review: ResMut<GameReview>) {
    if review.is_open() && !review.belongs_to(current.game()) {
        review.close();
    }
}

fn obey(
    mut commands: MessageReader<ReviewCommand>,
    current: Res<CurrentGame>,
    settings: Res<EngineSettings>,
    installed: Res<Installed>,
    mut review: ResMut<GameReview>,
) {
    for command in commands.read() {
        match command {
            ReviewCommand::Start => {
                // The judge of the settings, as for hints.
                let engine = settings.judge_engine(&installed);
                let moves = current.game().moves().len();
                review.start(current.game(), engine);
                info!("reviewing the game ({moves} moves) with {:?}", review.by);
            }
            ReviewCommand::Stop => review.stop(),
            ReviewCommand::Close => review.close(),
        }
    }
}

/// The judgements that arrived; changes the resource only when there were some.
pub fn collect(mut review: ResMut<GameReview>) {
    if review.bypass_change_detection().collect() {
        review.set_changed();
        if !review.is_running() {
            let a = review.accuracy();
            info!(
                "review done: {} of {} moves judged, accuracy White {:?}, Black {:?}",
                review.moves.len(),
                review.total,
                a.white,
                a.black
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::*;

    fn game(moves: &str) -> Game {
        let mut g = Game::new();
        g.play_line(moves).unwrap();
        g
    }

    fn finish(a: &mut GameReview) {
        let until = Instant::now() + Duration::from_secs(120);
        while a.is_running() && Instant::now() < until {
            a.collect();
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn a_blunder_gets_its_arrows_and_the_review_follows_the_game() {
        let g = game("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#");
        let mut a = GameReview::default();
        a.start(&g, None);
        assert_eq!(a.total, 7);
        finish(&mut a);
        assert!(a.is_complete() && !a.stopped);
        let nf6 = a.of_move(5).unwrap();
        assert_eq!(nf6.san, "Nf6");
        assert_eq!(nf6.judgement, Judgement::Blunder);
        // After 3... Nf6??: the move played (g8f6) and a better one.
        let arrows = a.arrows(&g, 6);
        assert_eq!(
            arrows[0],
            ArrowSpec {
                from: Square::G8,
                to: Square::F6,
                kind: ArrowKind::Played(Judgement::Blunder)
            }
        );
        assert_eq!(arrows[1].kind, ArrowKind::Better);
        assert_ne!(arrows[1].from, Square::G8);
        // Nothing before the first move.
        assert!(a.arrows(&g, 0).is_empty());
        assert!(a.accuracy().black.unwrap() < a.accuracy().white.unwrap());

        // Moves after the review keep it; a take back past it, or another game, don't.
        let mut longer = game("e4 e5 Bc4 Nc6 Qh5");
        assert!(!a.belongs_to(&longer));
        longer = g.clone();
        assert!(a.belongs_to(&longer));
        let mut taken_back = g.clone();
        taken_back.undo();
        assert!(!a.belongs_to(&taken_back));
    }

    #[test]
    fn stopping_keeps_what_was_judged() {
        let g = game("d4 d5 c4 e6 Nc3 Nf6 Bg5 Be7 e3 O-O Nf3 h6 Bh4 b6 cxd5 Nxd5");
        let mut a = GameReview::default();
        a.start(&g, None);
        a.stop();
        assert!(!a.is_running());
        assert!(a.stopped);
        assert!(a.moves.len() < a.total);
        assert!(a.is_open());
        a.close();
        assert!(!a.is_open() && a.moves.is_empty());
    }
}
