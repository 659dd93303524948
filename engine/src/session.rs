//! A game as the window plays it: the rules core's `Game` plus who plays each side, the
//! clock, and the board orientation. What the panels show and enable is derived here, in
//! plain functions, so it is tested without a UI. Saved as PGN with a few extra tags, so
//! an autosave is also a file any chess program can read.

use std::{fmt, str::FromStr, time::Duration};

use shakmaty::{Color, Move, Square};

use crate::{
    DrawClaim, Ending, Game, IllegalMove, Played, RequestError,
    clock::{Clock, TimeControl},
    pgn::{ExportTags, PgnGame, parse_all, write_pgn},
    rules::color_name,
    search::Level,
    touch::{Duty, Touches},
};

/// Who plays a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Player {
    #[default]
    Human,
    Computer(Level),
}

impl Player {
    pub fn is_human(self) -> bool {
        self == Player::Human
    }

    pub fn level(self) -> Option<Level> {
        match self {
            Player::Human => None,
            Player::Computer(l) => Some(l),
        }
    }

    /// `human` or `computer:normal`, as stored in saves and given on the command line.
    pub fn code(self) -> String {
        match self {
            Player::Human => "human".into(),
            Player::Computer(l) => format!("computer:{}", l.name().to_ascii_lowercase()),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Human => f.write_str("Human"),
            Player::Computer(l) => write!(f, "Computer ({})", l.name()),
        }
    }
}

impl FromStr for Player {
    type Err = String;

    /// `human`, `computer:normal`, or just a level name.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("human") {
            return Ok(Player::Human);
        }
        let level = s.strip_prefix("computer:").unwrap_or(s);
        level.parse::<Level>().map(Player::Computer).map_err(|_| {
            format!(
                "unknown player '{s}': use human or a level (gentle, easy, normal, hard, master)"
            )
        })
    }
}

/// Which side the player takes against the computer (the new game dialog, `--color`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum ColorChoice {
    #[default]
    White,
    Black,
    Random,
}

impl ColorChoice {
    /// The players (white, black) of a game against `opponent` (`Player::Human`: two
    /// players at one board); `heads` decides a random colour.
    pub fn seats(self, opponent: Player, heads: bool) -> (Player, Player) {
        let human_white = match self {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => heads,
        };
        match opponent {
            Player::Human => (Player::Human, Player::Human),
            computer if human_white => (Player::Human, computer),
            computer => (computer, Player::Human),
        }
    }
}

impl FromStr for ColorChoice {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "white" => Ok(ColorChoice::White),
            "black" => Ok(ColorChoice::Black),
            "random" => Ok(ColorChoice::Random),
            _ => Err(format!("unknown colour '{s}': use white, black or random")),
        }
    }
}

/// What a session is made of besides the game: who plays, the clock, the side shown at
/// the bottom and the mode. A new game, a rematch and a loaded game are each a `Setup`
/// and a `Game` given to [`Session::start`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Setup {
    pub white: Player,
    pub black: Player,
    pub control: TimeControl,
    pub view: Color,
    pub tournament: bool,
}

impl Setup {
    /// Seen from the human's side (White's when both or neither side is human), not in
    /// tournament mode.
    pub fn new(white: Player, black: Player, control: TimeControl) -> Self {
        let view = if white.is_human() || !black.is_human() {
            Color::White
        } else {
            Color::Black
        };
        Setup {
            white,
            black,
            control,
            view,
            tournament: false,
        }
    }

    /// The same opponents with colours swapped (the view with them), same clock and mode.
    pub fn rematch(self) -> Self {
        Setup {
            tournament: self.tournament,
            ..Setup::new(self.black, self.white, self.control)
        }
    }
}

/// What the panel buttons may do right now.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Controls {
    pub take_back: bool,
    pub hint: bool,
    pub offer_draw: bool,
    pub claim: Vec<DrawClaim>,
    pub resign: bool,
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
        };
        s.resume_clock(now);
        s
    }

    /// Who plays, the clock, the view and the mode: what a new game keeps.
    pub fn setup(&self) -> Setup {
        Setup {
            white: self.white,
            black: self.black,
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

    /// Whether the touches allow a human's `mv`; otherwise the Laws' reason, in words.
    pub fn touch_allows(&self, mv: &Move) -> Result<(), String> {
        if self.tournament && self.human_to_move() {
            self.touches.allows(&self.game, mv)
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
        if color.is_white() {
            self.white
        } else {
            self.black
        }
    }

    /// The computer level to move, if a computer is to move in an ongoing game.
    pub fn computer_to_move(&self) -> Option<Level> {
        if self.game.is_over() {
            None
        } else {
            self.player(self.game.turn()).level()
        }
    }

    pub fn human_to_move(&self) -> bool {
        !self.game.is_over() && self.player(self.game.turn()).is_human()
    }

    /// The human's colour when exactly one side is human.
    pub fn human_color(&self) -> Option<Color> {
        match (self.white.is_human(), self.black.is_human()) {
            (true, false) => Some(Color::White),
            (false, true) => Some(Color::Black),
            _ => None,
        }
    }

    fn reading(&self, now: Duration) -> (Duration, Duration) {
        (
            self.clock.remaining(Color::White, now),
            self.clock.remaining(Color::Black, now),
        )
    }

    fn resume_clock(&mut self, now: Duration) {
        if self.game.is_over() {
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
            removed_human |= self.player(mover(ply)).is_human();
            n += 1;
            let to_move_after = mover(ply);
            if removed_human && self.player(to_move_after).is_human() {
                return n;
            }
        }
        if removed_human { n } else { 0 }
    }

    /// Takes back as `take_back_plies` says, restoring the clocks to those moments.
    /// Nothing in tournament mode.
    pub fn take_back(&mut self, now: Duration) -> usize {
        let n = self.take_back_plies();
        if n == 0 || self.tournament {
            return 0;
        }
        self.touches.clear();
        self.clock.pause(now);
        for _ in 0..n {
            self.game.undo();
            if let Some(mark) = self.marks.pop() {
                self.turn_start = mark;
            }
        }
        let (w, b) = self.turn_start;
        self.clock.set_remaining(Color::White, w);
        self.clock.set_remaining(Color::Black, b);
        self.resume_clock(now);
        n
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
        }
    }

    /// The one line that says what matters now.
    pub fn status_line(&self) -> String {
        if let Some(ending) = self.game.ending() {
            return ending.to_string();
        }
        let turn = self.game.turn();
        let who = match (self.player(turn), self.human_color()) {
            (Player::Human, Some(_)) => "Your move".to_string(),
            (Player::Computer(_), _) => format!("{} (computer) to move", color_name(turn)),
            _ => format!("{} to move", color_name(turn)),
        };
        if self.game.is_check() {
            format!("Check! {who}")
        } else {
            who
        }
    }

    /// Save as PGN: the game, players, clock state (at `now`) with `[%clk]` comments, and
    /// the orientation.
    pub fn to_pgn(&self, now: Duration, date: Option<String>) -> String {
        let (w, b) = self.reading(now);
        let mut extra = vec![
            ("GambitWhite".to_string(), self.white.code()),
            ("GambitBlack".to_string(), self.black.code()),
            (
                "GambitView".to_string(),
                color_name(self.view).to_ascii_lowercase(),
            ),
        ];
        if self.tournament {
            extra.push(("GambitTournament".into(), "yes".into()));
        }
        let mut comments = Vec::new();
        if self.clock.is_timed() {
            extra.push(("TimeControl".into(), self.clock.control().to_pgn()));
            extra.push((
                "GambitClock".into(),
                format!("{} {}", w.as_millis(), b.as_millis()),
            ));
            extra.push(("GambitControl".into(), self.clock.control().to_string()));
            // After ply i, the mover's clock is the reading before ply i + 1.
            for ply in 0..self.game.moves().len() {
                let (mw, mb) = self.marks.get(ply + 1).copied().unwrap_or(self.turn_start);
                let left = if self.game.mover(ply).is_white() {
                    mw
                } else {
                    mb
                };
                comments.push((ply + 1, format!("[%clk {}]", clk(left))));
            }
        }
        let tags = ExportTags {
            event: Some("Gambit game".into()),
            site: Some("Gambit".into()),
            date,
            white: Some(self.white.to_string()),
            black: Some(self.black.to_string()),
            extra,
            ..Default::default()
        };
        write_pgn(&self.game, &tags, &comments)
    }

    /// Loads a session saved by `to_pgn`, or any PGN (then both sides are human). Clocks
    /// resume at `now`, so time while the program was closed is not counted.
    pub fn from_pgn(text: &str, now: Duration) -> Result<Session, LoadError> {
        let games = parse_all(text).map_err(|e| LoadError::Unreadable(e.to_string()))?;
        let pgn = games.into_iter().next().ok_or(LoadError::Empty)?;
        Self::from_pgn_game(pgn, now)
    }

    /// Loads Gambit's own save (autosave): like `from_pgn`, but the file must carry
    /// Gambit's tags, so a damaged or foreign file is not mistaken for a new game.
    pub fn from_save(text: &str, now: Duration) -> Result<Session, LoadError> {
        let games = parse_all(text).map_err(|e| LoadError::Unreadable(e.to_string()))?;
        let pgn = games.into_iter().next().ok_or(LoadError::Empty)?;
        if pgn.tag("GambitWhite").is_none() || pgn.tag("GambitBlack").is_none() {
            return Err(LoadError::Invalid("this is not a Gambit save file".into()));
        }
        Self::from_pgn_game(pgn, now)
    }

    pub fn from_pgn_game(pgn: PgnGame, now: Duration) -> Result<Session, LoadError> {
        if let Some(e) = &pgn.error {
            return Err(LoadError::Invalid(e.to_string()));
        }
        let player = |tag: &str| -> Result<Player, LoadError> {
            pgn.tag(tag)
                .map_or(Ok(Player::Human), |v| v.parse().map_err(LoadError::Invalid))
        };
        let (white, black) = (player("GambitWhite")?, player("GambitBlack")?);
        let control = match pgn.tag("GambitControl") {
            Some(c) => c
                .parse()
                .map_err(|e: crate::clock::ParseTimeControlError| {
                    LoadError::Invalid(e.to_string())
                })?,
            None => TimeControl::None,
        };
        let mut game = pgn.game.clone();
        if let Some(ending) = pgn.ending_from_tags() {
            // Cannot fail: the game is not over by the board.
            let _ = game.set_ending(ending);
        }
        let mut setup = Setup::new(white, black, control);
        setup.tournament = pgn
            .tag("GambitTournament")
            .is_some_and(|v| v.eq_ignore_ascii_case("yes"));
        if let Some(v) = pgn.tag("GambitView") {
            setup.view = if v.eq_ignore_ascii_case("black") {
                Color::Black
            } else {
                Color::White
            };
        }
        let mut session = Session::start(game, setup, now);
        if session.clock.is_timed() {
            let (w, b) = parse_clock_tag(pgn.tag("GambitClock")).ok_or_else(|| {
                LoadError::Invalid("the saved clock readings are unreadable".into())
            })?;
            (session.marks, session.turn_start) = marks_from_comments(&pgn, control, (w, b));
            session.clock.set_remaining(Color::White, w);
            session.clock.set_remaining(Color::Black, b);
            session.clock.pause(now);
            session.resume_clock(now);
        } else {
            session.marks = vec![(Duration::ZERO, Duration::ZERO); session.game.moves().len()];
        }
        Ok(session)
    }
}

fn clk(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)
}

fn parse_clk(comment: &str) -> Option<Duration> {
    let rest = comment.split("[%clk").nth(1)?;
    let value = rest.split(']').next()?.trim();
    let mut secs = 0.0f64;
    for part in value.split(':') {
        secs = secs * 60.0
            + part
                .parse::<f64>()
                .ok()
                .filter(|v| v.is_finite() && *v >= 0.0)?;
    }
    Some(Duration::from_secs_f64(secs.min(1e7)))
}

fn parse_clock_tag(tag: Option<&str>) -> Option<(Duration, Duration)> {
    let mut parts = tag?
        .split_whitespace()
        .map(|p| p.parse::<u64>().ok().map(Duration::from_millis));
    Some((parts.next()??, parts.next()??))
}

/// Rebuilds the readings at the start of each ply (and of the current turn) from
/// `[%clk]` comments, so take back restores clocks after a resume too.
type Marks = (Vec<(Duration, Duration)>, (Duration, Duration));

fn marks_from_comments(pgn: &PgnGame, control: TimeControl, now: (Duration, Duration)) -> Marks {
    let base = control.base().unwrap_or_default();
    let plies = pgn.game.moves().len();
    let mut marks = Vec::with_capacity(plies);
    let (mut w, mut b) = (base, base);
    for ply in 0..plies {
        marks.push((w, b));
        let left = pgn
            .comments
            .iter()
            .filter(|(p, _)| *p == ply + 1)
            .find_map(|(_, c)| parse_clk(c));
        let mover_white = pgn.game.mover(ply).is_white();
        let left = left.unwrap_or(if mover_white { now.0 } else { now.1 });
        if mover_white { w = left } else { b = left }
    }
    (marks, (w, b))
}
