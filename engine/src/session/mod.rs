//! A game as the window plays it: the rules core's `Game` plus who plays each side, the
//! clock, and the board orientation. What the panels show and enable is derived here, in
//! plain functions, so it is tested without a UI. Saved as PGN with a few extra tags, so
//! an autosave is also a file any chess program can read.

mod drawn;
mod save;
pub use save::drawings_of;
mod setup;
mod start;

use std::{collections::BTreeMap, time::Duration};

use shakmaty::{Color, Move, Square};

pub use crate::refusal::{Refusal, TouchBound};
pub use setup::{ColorChoice, Player, Setup, coin, program_name};

use crate::{
    DrawClaim, Ending, Game, IllegalMove, Played, RequestError,
    clock::{Clock, TimeControl},
    pgn::Drawing,
    rules::color_name,
    touch::{Duty, Touches},
};

/// What the panel buttons may do right now.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Controls {
    pub take_back: bool,
    pub hint: bool,
    pub offer_draw: bool,
    pub claim: Vec<DrawClaim>,
    pub resign: bool,
    /// Pause or resume: a game the computers play on their own (watch mode).
    pub pause: bool,
}

/// Why a saved or pasted game could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    #[error("the file holds no game")]
    Empty,
    #[error("the file is not readable PGN: {0}")]
    Unreadable(String),
    #[error("{0}")]
    Invalid(String),
}

#[derive(Debug, Clone)]
pub struct Session {
    game: Game,
    clock: Clock,
    white: Player,
    black: Player,
    /// Clock readings (white, black) when each ply's turn began, to restore on take back
    /// and to write `[%clk]` comments.
    marks: Vec<(Duration, Duration)>,
    /// The readings when the current turn began.
    turn_start: (Duration, Duration),
    /// The side shown at the bottom of the board.
    pub view: Color,
    /// Tournament mode: touch-move binds and moves cannot be taken back. Set when the
    /// session is made, saved in the PGN (`GambitTournament`).
    tournament: bool,
    /// Pieces touched this turn (tournament mode only); cleared by every move, take back
    /// and claim.
    touches: Touches,
    /// Clocks stopped and computers idle (watch mode's pause, or an engine that failed).
    paused: bool,
    /// Arrows and rings the players drew, by the plies played in the position drawn on;
    /// saved as `[%cal]`/`[%csl]` comments.
    drawings: BTreeMap<usize, Drawing>,
}

impl Session {
    /// A new session with [`Setup::new`]; with a time control, White's clock starts at `now`.
    pub fn new(
        game: Game,
        white: Player,
        black: Player,
        control: TimeControl,
        now: Duration,
    ) -> Self {
        Session::start(game, Setup::new(white, black, control), now)
    }

    /// The one way a session is made (new game, rematch, loaded game): `game` played as
    /// `setup` says; with a time control, White's clock starts at `now`.
    pub fn start(game: Game, setup: Setup, now: Duration) -> Self {
        let base = setup.control.base().unwrap_or_default();
        let marks = vec![(base, base); game.moves().len()];
        let mut s = Session {
            game,
            clock: Clock::new(setup.control),
            white: setup.white,
            black: setup.black,
            marks,
            turn_start: (base, base),
            view: setup.view,
            tournament: setup.tournament,
            touches: Touches::default(),
            paused: false,
            drawings: BTreeMap::new(),
        };
        s.resume_clock(now);
        s
    }

    /// Who plays, the clock, the view and the mode: what a new game keeps.
    pub fn setup(&self) -> Setup {
        Setup {
            white: self.white.clone(),
            black: self.black.clone(),
            control: self.clock.control(),
            view: self.view,
            tournament: self.tournament,
        }
    }

    /// Turns tournament mode on or off (a new session's rule; touches start afresh).
    pub fn with_tournament(mut self, on: bool) -> Self {
        self.tournament = on;
        self.touches.clear();
        self
    }

    /// Whether touch-move binds and take backs are refused.
    pub fn tournament(&self) -> bool {
        self.tournament
    }

    /// The pieces touched this turn (always empty outside tournament mode).
    pub fn touches(&self) -> &Touches {
        &self.touches
    }

    /// Records that the player to move touched the piece on `sq`; only a human's touches
    /// in tournament mode count.
    pub fn touch(&mut self, sq: Square) {
        if self.tournament && self.human_to_move() {
            self.touches.touch(&self.game, sq);
        }
    }

    /// What the touches oblige the player to move, if anything.
    pub fn touch_duty(&self) -> Option<Duty> {
        if self.tournament {
            self.touches.duty(&self.game)
        } else {
            None
        }
    }

    /// Whether the touches allow a human's `mv`; otherwise the duty that binds.
    pub fn touch_allows(&self, mv: &Move) -> Result<(), Refusal> {
        if self.tournament && self.human_to_move() {
            self.touches
                .allows(&self.game, mv)
                .map_err(|duty| Refusal::TouchMove(TouchBound::new(&self.game, duty)))
        } else {
            Ok(())
        }
    }

    /// Whether the player may pick up the piece on `sq` (or put the selected piece back,
    /// `sq = None`) given what they touched this turn.
    pub fn touch_allows_pick(&self, sq: Option<Square>) -> Result<(), Refusal> {
        let Some(duty) = self.touch_duty() else {
            return Ok(());
        };
        let bound = match duty {
            Duty::Move(piece) | Duty::CaptureWith { with: piece, .. } => Some(piece),
            // Any piece that can capture the touched one may be picked up.
            Duty::Capture(_) => None,
        };
        match (bound, sq) {
            (Some(piece), Some(sq)) if piece == sq => Ok(()),
            (None, Some(_)) => Ok(()),
            _ => Err(Refusal::TouchMove(TouchBound::new(&self.game, duty))),
        }
    }

    /// Whether a human may move now; otherwise why not.
    pub fn may_move(&self) -> Result<(), Refusal> {
        if self.game.is_over() {
            Err(Refusal::GameOver)
        } else if !self.human_to_move() {
            Err(Refusal::NotYourMove)
        } else {
            Ok(())
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    pub fn player(&self, color: Color) -> Player {
        self.seat(color).clone()
    }

    fn seat(&self, color: Color) -> &Player {
        if color.is_white() {
            &self.white
        } else {
            &self.black
        }
    }

    /// The computer (built-in or external) to move, if one is to move in an ongoing game
    /// that is not paused.
    pub fn computer_to_move(&self) -> Option<&Player> {
        let player = self.seat(self.game.turn());
        (!self.game.is_over() && !self.paused && !player.is_human()).then_some(player)
    }

    /// Gives the sides to these players and goes on from the same position: the clocks
    /// resume and a pause ends (after an engine failed, or the player's choice).
    pub fn set_players(&mut self, white: Player, black: Player, now: Duration) {
        self.white = white;
        self.black = black;
        self.touches.clear();
        self.resume(now);
    }

    /// Whether the clocks are stopped and the computers wait.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Stops the clocks; no computer moves until [`Session::resume`].
    pub fn pause(&mut self, now: Duration) {
        self.paused = true;
        self.clock.pause(now);
    }

    /// Ends a pause: the side to move's clock runs again from `now`.
    pub fn resume(&mut self, now: Duration) {
        self.paused = false;
        self.resume_clock(now);
    }

    pub fn human_to_move(&self) -> bool {
        !self.game.is_over() && self.seat(self.game.turn()).is_human()
    }

    /// The human's colour when exactly one side is human.
    pub fn human_color(&self) -> Option<Color> {
        match (self.white.is_human(), self.black.is_human()) {
            (true, false) => Some(Color::White),
            (false, true) => Some(Color::Black),
            _ => None,
        }
    }

    /// The side the window's buttons and keys speak for (take back, offer a draw,
    /// resign): the human against a computer, the side to move at a shared board.
    pub fn acting_side(&self) -> Color {
        self.human_color().unwrap_or(self.game().turn())
    }

    fn reading(&self, now: Duration) -> (Duration, Duration) {
        (
            self.clock.remaining(Color::White, now),
            self.clock.remaining(Color::Black, now),
        )
    }

    fn resume_clock(&mut self, now: Duration) {
        if self.game.is_over() || self.paused {
            self.clock.pause(now);
        } else {
            self.clock.start(self.game.turn(), now);
        }
    }

    /// The time before `at` is not charged to the side to move (the board was not on
    /// screen yet).
    pub fn start_clock_from(&mut self, at: Duration) {
        self.clock.restart_from(at);
    }

    /// Checks the running clock; a fallen flag ends the game (a draw if the other side
    /// cannot mate). Call every frame while a clock runs.
    pub fn tick(&mut self, now: Duration) -> Option<Ending> {
        if self.game.is_over() {
            return None;
        }
        let loser = self.clock.check_flag(now)?;
        self.game.flag_fall(loser).ok()
    }

    /// Plays a move at `now`, pressing the clock. A move made after the flag fell is refused.
    pub fn play(&mut self, mv: Move, now: Duration) -> Result<Played, IllegalMove> {
        if self.tick(now).is_some() {
            return Err(IllegalMove::GameOver);
        }
        let played = self.game.play_move(mv)?;
        self.touches.clear();
        self.marks.push(self.turn_start);
        if self.clock.press(now).is_none() {
            self.resume_clock(now);
        }
        self.turn_start = self.reading(now);
        Ok(played)
    }

    /// Claims a draw now or, with `mv`, by announcing that move (which is then played and
    /// returned).
    pub fn claim_draw(
        &mut self,
        claim: DrawClaim,
        mv: Option<Move>,
        now: Duration,
    ) -> Result<(Option<Played>, Ending), RequestError> {
        let result = match mv {
            None => (None, self.game.claim_draw(claim)?),
            Some(mv) => {
                if self.tick(now).is_some() {
                    return Err(RequestError::GameOver);
                }
                let (played, ending) = self.game.claim_draw_with_move(mv, claim)?;
                self.marks.push(self.turn_start);
                self.clock.press(now);
                self.turn_start = self.reading(now);
                (Some(played), ending)
            }
        };
        self.touches.clear();
        self.clock.pause(now);
        Ok(result)
    }

    pub fn offer_draw(&mut self, by: Color) -> Result<(), RequestError> {
        self.game.offer_draw(by)
    }

    /// The side that did not offer answers. Accepting ends the game.
    pub fn answer_draw_offer(
        &mut self,
        accept: bool,
        now: Duration,
    ) -> Result<Option<Ending>, RequestError> {
        let Some(offerer) = self.game.draw_offer() else {
            return Err(RequestError::NoOffer);
        };
        if !accept {
            self.game.decline_draw();
            return Ok(None);
        }
        let ending = self.game.accept_draw(!offerer)?;
        self.clock.pause(now);
        Ok(Some(ending))
    }

    pub fn resign(&mut self, loser: Color, now: Duration) -> Result<Ending, RequestError> {
        let ending = self.game.resign(loser)?;
        self.clock.pause(now);
        Ok(ending)
    }

    /// How many plies "Take back" removes now: against the computer, the player's last
    /// move and the reply to it (only the player's move while the computer thinks); at
    /// a shared board, one move. Zero when there is nothing the player may take back.
    pub fn take_back_plies(&self) -> usize {
        let moves = self.game.moves().len();
        // Board endings (mate, stalemate…) may be taken back; decisions may not.
        let finished_by_decision = matches!(
            self.game.ending(),
            Some(
                Ending::Resignation { .. }
                    | Ending::Agreement
                    | Ending::Timeout { .. }
                    | Ending::TimeoutDraw { .. }
                    | Ending::Claimed { .. }
            )
        );
        if moves == 0 || finished_by_decision {
            return 0;
        }
        let mover = |ply: usize| self.game.mover(ply);
        // Undo until a human's move has been removed and a human is to move.
        let mut n = 0;
        let mut removed_human = false;
        while n < moves {
            let ply = moves - 1 - n;
            removed_human |= self.seat(mover(ply)).is_human();
            n += 1;
            let to_move_after = mover(ply);
            if removed_human && self.seat(to_move_after).is_human() {
                return n;
            }
        }
        if removed_human { n } else { 0 }
    }

    /// Takes back as `take_back_plies` says, restoring the clocks to those moments, and
    /// returns how many plies went. Refused in tournament mode.
    pub fn take_back(&mut self, now: Duration) -> Result<usize, Refusal> {
        if self.tournament {
            return Err(Refusal::TakeBackInTournament);
        }
        let n = self.take_back_plies();
        if n == 0 {
            return Err(Refusal::NothingToTakeBack);
        }
        self.touches.clear();
        self.clock.pause(now);
        // Taking back goes on playing: a pause (a failed engine) ends with it.
        self.paused = false;
        for _ in 0..n {
            self.game.undo();
            if let Some(mark) = self.marks.pop() {
                self.turn_start = mark;
            }
        }
        let plies = self.game.moves().len();
        self.drawings.retain(|&ply, _| ply <= plies);
        let (w, b) = self.turn_start;
        self.clock.set_remaining(Color::White, w);
        self.clock.set_remaining(Color::Black, b);
        self.resume_clock(now);
        Ok(n)
    }

    /// What the buttons may do now.
    pub fn controls(&self) -> Controls {
        let over = self.game.is_over();
        let human_turn = self.human_to_move();
        let any_human = self.white.is_human() || self.black.is_human();
        Controls {
            take_back: self.take_back_plies() > 0 && !self.tournament,
            hint: human_turn,
            offer_draw: !over && any_human && self.game.draw_offer().is_none(),
            claim: if human_turn {
                self.game.claimable()
            } else {
                Vec::new()
            },
            resign: !over && any_human,
            pause: !over && !any_human,
        }
    }

    /// The one line that says what matters now.
    pub fn status_line(&self) -> String {
        if let Some(ending) = self.game.ending() {
            return ending.to_string();
        }
        let turn = self.game.turn();
        let who = match (self.seat(turn), self.human_color()) {
            (Player::Human, Some(_)) => "Your move".to_string(),
            (Player::Computer(_) | Player::Engine(_), _) => {
                format!("{} (computer) to move", color_name(turn))
            }
            _ => format!("{} to move", color_name(turn)),
        };
        let who = if self.game.is_check() {
            format!("Check! {who}")
        } else {
            who
        };
        if self.paused {
            format!("{who} (paused)")
        } else {
            who
        }
    }
}
