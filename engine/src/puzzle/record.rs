//! A puzzle as it is kept: the built-in set (`data/puzzles/builtin.jsonl`, one JSON
//! object a line, made by `bench/puzzle_set.py`) and the player's own puzzles (in the
//! save folder). Every record is checked on reading: a legal position, a solution of
//! legal moves that ends on the player's move.

use std::fmt;

use serde::{Deserialize, Serialize};
use shakmaty::{CastlingMode, Chess, Color, Move, Position, uci::UciMove};

use super::{GameSource, Puzzle, Theme};
use crate::game::parse_fen;

/// A puzzle to solve: the position, the solution (the player's moves and the replies,
/// alternating, in UCI) and what it is about.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// `b0001`… for the built-in set, `g…` for the player's own.
    pub id: String,
    pub fen: String,
    pub solution: Vec<String>,
    /// [`Theme::as_str`]'s names.
    pub theme: String,
    /// How hard: about the strength of a player who solves it half the time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<u32>,
    /// Where it comes from, in English words (a game and its move).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// The same as values, for the player's language (none in files before it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_game: Option<GameSource>,
    /// The move played in the game, in UCI (the player's own puzzles).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played: Option<String>,
    /// Who confirmed it has one answer: "Stockfish 15.1, 1,500,000 nodes".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confirmed_by: Option<String>,
}

/// A record's position and moves, checked.
#[derive(Clone, Debug)]
pub struct Line {
    pub position: Chess,
    pub moves: Vec<Move>,
}

/// Why a record can't be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    Json(String),
    Fen(String),
    NoSolution,
    /// The solution must end on the player's move: an odd number of moves.
    EndsOnReply,
    /// The solution's move `n` (from 1) is not legal there.
    Move {
        n: usize,
        text: String,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Json(e) => write!(f, "not a puzzle: {e}"),
            RecordError::Fen(e) => write!(f, "bad position: {e}"),
            RecordError::NoSolution => f.write_str("no solution"),
            RecordError::EndsOnReply => f.write_str("the solution ends on the reply"),
            RecordError::Move { n, text } => write!(f, "move {n} ({text}) is not legal"),
        }
    }
}

impl std::error::Error for RecordError {}

fn uci(m: Move) -> String {
    UciMove::from_move(m, CastlingMode::Standard).to_string()
}

impl Record {
    /// The player's puzzle from one found in a game: `id` names it, `source` says where
    /// it comes from in English, `from_game` as values (when known).
    pub fn from_found(
        id: String,
        p: &Puzzle,
        source: String,
        from_game: Option<GameSource>,
    ) -> Record {
        Record {
            id,
            fen: p.fen.clone(),
            solution: p.solution.iter().map(|&m| uci(m)).collect(),
            theme: p.theme.as_str().to_string(),
            rating: None,
            source: Some(source),
            from_game,
            played: Some(uci(p.played)),
            confirmed_by: Some(p.confirmed_by.clone()),
        }
    }

    /// The position and the solution's moves, each checked.
    pub fn line(&self) -> Result<Line, RecordError> {
        let position = parse_fen(&self.fen).map_err(|e| RecordError::Fen(e.to_string()))?;
        if self.solution.is_empty() {
            return Err(RecordError::NoSolution);
        }
        if self.solution.len().is_multiple_of(2) {
            return Err(RecordError::EndsOnReply);
        }
        let mut pos = position.clone();
        let mut moves = Vec::with_capacity(self.solution.len());
        for (i, text) in self.solution.iter().enumerate() {
            let bad = || RecordError::Move {
                n: i + 1,
                text: text.clone(),
            };
            let mv = text
                .parse::<UciMove>()
                .map_err(|_| bad())?
                .to_move(&pos)
                .map_err(|_| bad())?;
            pos.play_unchecked(mv);
            moves.push(mv);
        }
        Ok(Line { position, moves })
    }

    /// The side that solves.
    pub fn player(&self) -> Option<Color> {
        parse_fen(&self.fen).ok().map(|p| p.turn())
    }

    /// Where this puzzle's position is the same as `other`'s: the same pieces, the
    /// same side to move.
    pub fn same_position(&self, other: &Record) -> bool {
        position_key(&self.fen) == position_key(&other.fen)
    }

    /// The move played in the game, in SAN (`Nf3`), if known.
    pub fn played_san(&self) -> Option<String> {
        let pos = parse_fen(&self.fen).ok()?;
        let mv = self
            .played
            .as_ref()?
            .parse::<UciMove>()
            .ok()?
            .to_move(&pos)
            .ok()?;
        Some(shakmaty::san::SanPlus::from_move(pos, mv).to_string())
    }

    /// What it is about, for the panel.
    pub fn theme_words(&self) -> &'static str {
        theme_words(&self.theme)
    }
}

/// The board and side to move of a FEN.
pub fn position_key(fen: &str) -> String {
    fen.split_whitespace().take(2).collect::<Vec<_>>().join(" ")
}

/// A theme's name ([`Theme::as_str`]) as the player reads it.
pub fn theme_words(theme: &str) -> &'static str {
    match theme {
        "mate-in-1" => "Mate in one",
        "mate-in-2" => "Mate in two",
        "mate-in-3" => "Mate in three",
        "mate" => "Find the mate",
        "hanging-piece" => "Take the piece left hanging",
        "fork" => "A fork: attack two pieces at once",
        "pin" => "A pin: the piece can't move without losing more",
        "skewer" => "A skewer: attack through one piece to the one behind",
        "discovered-attack" => "A discovered attack: move one piece, attack with another",
        "back-rank" => "Mate on the back rank",
        _ => "Find the best move",
    }
}

/// The records of a JSON-lines text, each checked; a line that can't be played is
/// reported with its number (from 1) and left out. Blank lines are skipped.
pub fn parse_lines(text: &str) -> (Vec<Record>, Vec<(usize, RecordError)>) {
    let mut records = Vec::new();
    let mut errors = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let record = serde_json::from_str::<Record>(line)
            .map_err(|e| RecordError::Json(e.to_string()))
            .and_then(|r| r.line().map(|_| r));
        match record {
            Ok(r) => records.push(r),
            Err(e) => errors.push((i + 1, e)),
        }
    }
    (records, errors)
}

/// The built-in set's text.
pub const BUILTIN: &str = include_str!("../../data/puzzles/builtin.jsonl");

/// The built-in set, every puzzle checked (a bad line is left out; the test of the set
/// makes sure there is none).
pub fn builtin() -> Vec<Record> {
    parse_lines(BUILTIN).0
}

impl Theme {
    /// The theme named by [`Theme::as_str`].
    pub fn from_name(name: &str) -> Option<Theme> {
        Some(match name {
            "mate-in-1" => Theme::MateIn(1),
            "mate-in-2" => Theme::MateIn(2),
            "mate-in-3" => Theme::MateIn(3),
            "mate" => Theme::Mate,
            "hanging-piece" => Theme::HangingPiece,
            "fork" => Theme::Fork,
            "pin" => Theme::Pin,
            "skewer" => Theme::Skewer,
            "discovered-attack" => Theme::DiscoveredAttack,
            "back-rank" => Theme::BackRank,
            "winning-material" => Theme::WinningMaterial,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(fen: &str, solution: &[&str]) -> Record {
        Record {
            id: "t".into(),
            fen: fen.into(),
            solution: solution.iter().map(|s| s.to_string()).collect(),
            theme: "mate-in-1".into(),
            rating: None,
            source: None,
            from_game: None,
            played: None,
            confirmed_by: None,
        }
    }

    const BACK_RANK: &str = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";

    #[test]
    fn a_record_is_checked_move_by_move() {
        assert_eq!(record(BACK_RANK, &["a1a8"]).line().unwrap().moves.len(), 1);
        assert_eq!(
            record(BACK_RANK, &["a1a8", "g8h8"]).line().unwrap_err(),
            RecordError::EndsOnReply
        );
        assert_eq!(
            record(BACK_RANK, &[]).line().unwrap_err(),
            RecordError::NoSolution
        );
        assert_eq!(
            record(BACK_RANK, &["a1a9"]).line().unwrap_err(),
            RecordError::Move {
                n: 1,
                text: "a1a9".into()
            }
        );
        assert_eq!(
            record(BACK_RANK, &["a1a7", "g8g6", "a7a8"])
                .line()
                .unwrap_err(),
            RecordError::Move {
                n: 2,
                text: "g8g6".into()
            }
        );
        assert!(record(BACK_RANK, &["a1a7", "g8h8", "a7a8"]).line().is_ok());
    }

    #[test]
    fn damaged_lines_are_reported_and_left_out() {
        let good = serde_json::to_string(&record(BACK_RANK, &["a1a8"])).unwrap();
        let text = format!("{good}\n\nnot json\n{{\"id\":\"x\"}}\n{good}\n");
        let (records, errors) = parse_lines(&text);
        assert_eq!(records.len(), 2);
        assert_eq!(
            errors.iter().map(|(n, _)| *n).collect::<Vec<_>>(),
            [3, 4],
            "{errors:?}"
        );
        let bad_fen = serde_json::to_string(&record("8/8/8/8/8/8/8/8 w - - 0 1", &["a1a8"]));
        let (_, errors) = parse_lines(&bad_fen.unwrap());
        assert!(matches!(errors[0].1, RecordError::Fen(_)));
    }

    #[test]
    fn the_builtin_set_reads_whole() {
        let (records, errors) = parse_lines(BUILTIN);
        assert!(errors.is_empty(), "{errors:?}");
        assert!(records.len() >= 500, "{} puzzles", records.len());
        // A puzzle's id never changes (a player's schedule is kept by id): a puzzle
        // dropped from the set leaves a gap.
        let number = |r: &Record| r.id.strip_prefix('b').and_then(|n| n.parse::<u32>().ok());
        for (i, r) in records.iter().enumerate() {
            assert!(r.id.len() == 5 && number(r).is_some(), "{}", r.id);
            assert!(
                i == 0 || number(&records[i - 1]) < number(r),
                "ids in order"
            );
            assert!(Theme::from_name(&r.theme).is_some(), "{}", r.theme);
            assert!(
                r.rating.is_some_and(|x| (400..=2800).contains(&x)),
                "{} is rated",
                r.id
            );
            assert!(
                records[..i].iter().all(|o| !o.same_position(r)),
                "{} repeats a position",
                r.id
            );
        }
    }

    #[test]
    fn positions_compare_by_pieces_and_side() {
        let a = record(BACK_RANK, &["a1a8"]);
        let b = record("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 7 30", &["a1a8"]);
        let c = record("6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1", &["g8f8"]);
        assert!(a.same_position(&b));
        assert!(!a.same_position(&c));
    }
}
