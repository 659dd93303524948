//! A session saved as PGN: the game, the players, the clock readings with `[%clk]`
//! comments, the orientation and the mode, in tags any chess program can keep.

use std::{collections::BTreeMap, time::Duration};

use shakmaty::Color;

use super::{LoadError, Player, Session, Setup};
use crate::{
    clock::TimeControl,
    pgn::{Drawing, ExportTags, PgnGame, parse_all, write_pgn},
    review::{MoveReview, annotate},
    rules::color_name,
};

impl Session {
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
        for (&ply, drawing) in &self.drawings {
            comments.push((ply, drawing.to_string()));
        }
        write_pgn(&self.game, &self.tags(date, extra), &comments)
    }

    /// Event, site, date and players, then `extra` and the opening's ECO code and name
    /// (as other programs' saves carry them).
    fn tags(&self, date: Option<String>, mut extra: Vec<(String, String)>) -> ExportTags {
        extra.extend(crate::openings::tags_for(&self.game));
        ExportTags {
            event: Some("Gambit game".into()),
            site: Some("Gambit".into()),
            date,
            white: Some(self.white.to_string()),
            black: Some(self.black.to_string()),
            extra,
            ..Default::default()
        }
    }

    /// The game as reviewed: players, opening and date as in `to_pgn`, each reviewed
    /// move with its `[%eval]` and NAG (`engine::review::annotate`), and without the
    /// players' and clock's Gambit tags (it is for reading, not for resuming).
    pub fn to_annotated_pgn(&self, reviews: &[MoveReview], date: Option<String>) -> String {
        let extra = vec![("Annotator".into(), "Gambit".into())];
        annotate(&self.game, &self.tags(date, extra), reviews)
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
        let mut session = Session::start(game, setup, now).with_drawings(drawings_of(&pgn));
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

/// The arrows and rings in a game's comments, by ply (several comments on one ply are
/// read as one).
pub fn drawings_of(pgn: &PgnGame) -> BTreeMap<usize, Drawing> {
    let mut text: BTreeMap<usize, String> = BTreeMap::new();
    for (ply, comment) in &pgn.comments {
        let all = text.entry(*ply).or_default();
        all.push(' ');
        all.push_str(comment);
    }
    text.into_iter()
        .map(|(ply, all)| (ply, Drawing::from_comment(&all)))
        .filter(|(_, d)| !d.is_empty())
        .collect()
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

#[cfg(test)]
mod tests {
    use std::sync::{Arc, atomic::AtomicBool};

    use super::*;
    use crate::{
        game::Game,
        review::{Review, ReviewOptions},
        search::Level,
    };

    #[test]
    fn annotated_pgn_names_players_opening_and_judgements() {
        let mut game = Game::new();
        game.play_line("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#").unwrap();
        let setup = Setup::new(
            Player::Human,
            Player::Computer(Level::Easy),
            TimeControl::None,
        );
        let session = Session::start(game, setup, Duration::ZERO);
        let stop = Arc::new(AtomicBool::new(false));
        let reviews: Vec<_> = Review::new(session.game(), ReviewOptions::depth(4), stop).collect();
        let pgn = session.to_annotated_pgn(&reviews, Some("2026.12.01".into()));
        assert!(pgn.contains("[Black \"Computer (Easy)\"]"), "{pgn}");
        assert!(pgn.contains("[Date \"2026.12.01\"]"), "{pgn}");
        assert!(pgn.contains("[Annotator \"Gambit\"]"), "{pgn}");
        assert!(pgn.contains("[ECO \""), "{pgn}");
        assert!(!pgn.contains("GambitWhite"), "{pgn}");
        let text = pgn.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(text.contains("3... Nf6 $4 {[%eval #1] Blunder."), "{pgn}");
        // Other programs read it back, with every move.
        let read = parse_all(&pgn).unwrap();
        assert_eq!(read[0].game.moves().len(), 7);
    }

    #[test]
    fn drawings_are_saved_with_their_moves_and_read_back() {
        use shakmaty::Square;

        use crate::pgn::Brush;
        let mut game = Game::new();
        game.play_line("e4 e5 Nf3").unwrap();
        let setup = Setup::new(
            Player::Human,
            Player::Human,
            TimeControl::Fischer {
                base: Duration::from_secs(300),
                increment: Duration::from_secs(2),
            },
        );
        let mut session = Session::start(game, setup, Duration::ZERO);
        let mut d = Drawing::default();
        d.toggle_arrow(Brush::Green, Square::F3, Square::E5);
        d.toggle_circle(Brush::Red, Square::E5);
        session.set_drawing(3, d.clone());
        let mut start = Drawing::default();
        start.toggle_arrow(Brush::Blue, Square::E2, Square::E4);
        session.set_drawing(0, start.clone());
        // Beyond the game: nothing to draw on.
        session.set_drawing(9, d.clone());
        let pgn = session.to_pgn(Duration::ZERO, None);
        assert!(pgn.contains("[%csl Re5][%cal Gf3e5]"), "{pgn}");
        let back = Session::from_save(&pgn, Duration::ZERO).unwrap();
        assert_eq!(back.drawing(3), Some(&d));
        assert_eq!(back.drawing(0), Some(&start));
        assert_eq!(back.drawings().len(), 2);
        // The clock's comments on the same ply are read as before.
        assert_eq!(back.clock().control(), session.clock().control());
        // Taking back the move takes its drawing with it.
        let mut taken = back;
        taken.take_back(Duration::ZERO).unwrap();
        assert_eq!(taken.drawing(3), None);
        assert_eq!(taken.drawing(0), Some(&start));
    }
}
