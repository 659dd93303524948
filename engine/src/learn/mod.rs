//! Interactive lessons for a beginner: lessons as data files (`data/lessons/*.toml`),
//! their parser, and the referee that judges every try on the board.
//!
//! Here: the model (`Lesson`, `Exercise`, `Goal`) and the built-in lessons. In the
//! files below: reading a lesson file (`parse`), one exercise being played
//! (`attempt`, the [`crate::referee::Referee`] of a lesson), fewest moves and mate
//! search (`stars`) and the stars a learner has won (`stars_won`). A lesson played
//! through lines of text is [`crate::cli::lesson`].

mod attempt;
pub mod ending;
pub mod judge;
mod parse;
pub mod stars;
pub mod stars_won;

use std::fmt;

use shakmaty::{CastlingSide, Chess, Move, Role, Square, san::San};

pub use crate::referee::Outcome;
pub use crate::refusal::lesson::{Escape, Wrong};
pub use attempt::Attempt;
pub use parse::{LessonError, parse_lesson};
pub use stars::stars_for;
pub use stars_won::{StarsWon, StarsWonError};

/// A lesson: a title and its exercises, in order.
#[derive(Debug, Clone)]
pub struct Lesson {
    /// Short name, also the file name (`rook` for `rook.toml`).
    pub id: String,
    pub title: String,
    /// A sentence or two shown before the first exercise.
    pub intro: String,
    pub exercises: Vec<Exercise>,
}

/// One position to solve.
#[derive(Debug, Clone)]
pub struct Exercise {
    /// What the learner is asked, in a child's words.
    pub instruction: String,
    /// Said when the exercise is solved.
    pub praise: String,
    pub fen: String,
    /// The position `fen` names.
    pub position: Chess,
    pub goal: Goal,
    /// Squares to reach (`collect`); empty for other goals.
    pub targets: Vec<Square>,
    /// The other side's replies, in order, when it moves (instead of computed ones;
    /// a scripted reply that is not legal when its turn comes is computed instead).
    pub replies: Vec<String>,
    /// The learner's moves (UCI) of a shortest solution, proven by the tests.
    pub solution: Vec<String>,
    /// The fewest moves that solve the exercise (three stars).
    pub fewest: usize,
    /// A tip's moves that follow its advice (empty: any good move is right).
    pub follows: Vec<Move>,
    /// A tip's words for a move that doesn't follow it.
    pub off_tip: Option<String>,
}

/// What an exercise asks. `Display` and `FromStr` use the protocol's words
/// (`collect`, `mate 2`, `escape block`, `castle short`, `promote n`, `square e4`, …).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// Land on every target square; the other side passes.
    Collect,
    /// Take every enemy piece but the king; the other side passes.
    Capture,
    /// Checkmate in this many moves; the other side replies.
    Mate(u8),
    /// Get out of check this way.
    Escape(Escape),
    /// Castle on this side.
    Castle(CastlingSide),
    /// Take a pawn en passant.
    EnPassant,
    /// Promote a pawn to this piece.
    Promote(Role),
    /// Checkmate in this many moves without stalemating on the way.
    StalemateFreeMate(u8),
    /// Click the square of this name.
    Square(Square),
    /// Make the capture that wins the most material.
    BestCapture,
    /// Play a good move (within 50 centipawns of the search's best).
    Tip,
    /// Give check (any checking move).
    Check,
    /// Play the move named (SAN, as a chess book writes it).
    Play(San),
    /// Win at least this many centipawns of material (piece values): each move the
    /// search's choice or as good; solved once the material is won. The other side
    /// replies.
    WinMaterial(u32),
    /// Keep every piece: after the move the other side can win nothing (the search
    /// judges). The other side replies.
    Protect,
    /// Give check with each of the first this many moves (the search's choice or as
    /// good) to mate or to win two pawns' worth. The other side replies.
    CheckIn(u8),
    /// With a lone king against king and pawn: keep the draw this many moves, or take
    /// the pawn (the ending's table judges). The other side replies.
    Hold(u8),
    /// Click as many named squares as possible in this many seconds (the window keeps
    /// the time; without one, a round is [`DRILL_ROUND`] squares).
    Drill(u8),
}

/// Squares a drill asks without a clock (the headless protocol).
pub const DRILL_ROUND: usize = 10;

impl Goal {
    /// Whether the other side passes (only the learner moves) rather than replies.
    pub fn other_side_passes(self) -> bool {
        matches!(self, Goal::Collect | Goal::Capture)
    }
}

impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Collect => f.write_str("collect"),
            Goal::Capture => f.write_str("capture"),
            Goal::Mate(n) => write!(f, "mate {n}"),
            Goal::Escape(e) => write!(f, "escape {e}"),
            Goal::Castle(CastlingSide::KingSide) => f.write_str("castle short"),
            Goal::Castle(CastlingSide::QueenSide) => f.write_str("castle long"),
            Goal::EnPassant => f.write_str("en-passant"),
            Goal::Promote(role) => write!(f, "promote {}", role.char()),
            Goal::StalemateFreeMate(n) => write!(f, "stalemate-free-mate {n}"),
            Goal::Square(sq) => write!(f, "square {sq}"),
            Goal::BestCapture => f.write_str("best-capture"),
            Goal::Tip => f.write_str("tip"),
            Goal::Check => f.write_str("check"),
            Goal::Play(san) => write!(f, "play {san}"),
            Goal::WinMaterial(cp) => write!(f, "win-material {cp}"),
            Goal::Protect => f.write_str("protect"),
            Goal::CheckIn(n) => write!(f, "check-in {n}"),
            Goal::Hold(n) => write!(f, "hold {n}"),
            Goal::Drill(s) => write!(f, "drill {s}"),
        }
    }
}

impl std::str::FromStr for Goal {
    type Err = String;

    fn from_str(text: &str) -> Result<Goal, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let count = |w: &str| -> Result<u8, String> {
            match w.parse::<u8>() {
                Ok(n @ 1..=5) => Ok(n),
                _ => Err(format!("'{w}' is not a number of moves from 1 to 5")),
            }
        };
        // Long mates and holds are for the endings known exactly (checked with the
        // position).
        let long = |w: &str| -> Result<u8, String> {
            match w.parse::<u8>() {
                Ok(n @ 1..=30) => Ok(n),
                _ => Err(format!("'{w}' is not a number of moves from 1 to 30")),
            }
        };
        match words.as_slice() {
            ["collect"] => Ok(Goal::Collect),
            ["capture"] => Ok(Goal::Capture),
            ["mate", n] => Ok(Goal::Mate(long(n)?)),
            ["check-in", n] => Ok(Goal::CheckIn(count(n)?)),
            ["hold", n] => Ok(Goal::Hold(long(n)?)),
            ["drill", s] => match s.parse::<u8>() {
                Ok(s @ 10..=120) => Ok(Goal::Drill(s)),
                _ => Err(format!("'{s}' is not a number of seconds from 10 to 120")),
            },
            ["stalemate-free-mate", n] => Ok(Goal::StalemateFreeMate(count(n)?)),
            ["escape", "move"] => Ok(Goal::Escape(Escape::Move)),
            ["escape", "block"] => Ok(Goal::Escape(Escape::Block)),
            ["escape", "capture"] => Ok(Goal::Escape(Escape::Capture)),
            ["castle", "short"] => Ok(Goal::Castle(CastlingSide::KingSide)),
            ["castle", "long"] => Ok(Goal::Castle(CastlingSide::QueenSide)),
            ["en-passant"] => Ok(Goal::EnPassant),
            ["promote", p] => match *p {
                "q" => Ok(Goal::Promote(Role::Queen)),
                "r" => Ok(Goal::Promote(Role::Rook)),
                "b" => Ok(Goal::Promote(Role::Bishop)),
                "n" => Ok(Goal::Promote(Role::Knight)),
                _ => Err(format!("'{p}' is not a promotion piece (q, r, b or n)")),
            },
            ["square", sq] => sq
                .parse::<Square>()
                .map(Goal::Square)
                .map_err(|_| format!("'{sq}' is not a square name like e4")),
            ["best-capture"] => Ok(Goal::BestCapture),
            ["tip"] => Ok(Goal::Tip),
            ["check"] => Ok(Goal::Check),
            ["protect"] => Ok(Goal::Protect),
            ["play", san] => san
                .parse::<San>()
                .map(Goal::Play)
                .map_err(|_| format!("'{san}' is not a move in SAN like Nf3")),
            ["win-material", cp] => match cp.parse::<u32>() {
                Ok(cp @ 100..=2000) => Ok(Goal::WinMaterial(cp)),
                _ => Err(format!("'{cp}' is not centipawns from 100 to 2000")),
            },
            _ => Err(format!(
                "unknown goal '{text}' (expected collect, capture, mate N, escape move|block|capture, \
                 castle short|long, en-passant, promote q|r|b|n, stalemate-free-mate N, square NAME, \
                 best-capture, tip, check, play SAN, win-material CP, protect, check-in N, hold N or \
                 drill SECONDS)"
            )),
        }
    }
}

/// The built-in lessons' files, in the recommended order: (id, text).
pub const BUILTIN: &[(&str, &str)] = &[
    ("board", include_str!("../../data/lessons/board.toml")),
    ("rook", include_str!("../../data/lessons/rook.toml")),
    ("bishop", include_str!("../../data/lessons/bishop.toml")),
    ("queen", include_str!("../../data/lessons/queen.toml")),
    ("knight", include_str!("../../data/lessons/knight.toml")),
    ("king", include_str!("../../data/lessons/king.toml")),
    ("pawn", include_str!("../../data/lessons/pawn.toml")),
    ("capture", include_str!("../../data/lessons/capture.toml")),
    ("check", include_str!("../../data/lessons/check.toml")),
    ("mate", include_str!("../../data/lessons/mate.toml")),
    ("castling", include_str!("../../data/lessons/castling.toml")),
    (
        "en-passant",
        include_str!("../../data/lessons/en-passant.toml"),
    ),
    (
        "promotion",
        include_str!("../../data/lessons/promotion.toml"),
    ),
    ("draws", include_str!("../../data/lessons/draws.toml")),
    ("values", include_str!("../../data/lessons/values.toml")),
    ("tips", include_str!("../../data/lessons/tips.toml")),
    (
        "protection",
        include_str!("../../data/lessons/protection.toml"),
    ),
    ("hanging", include_str!("../../data/lessons/hanging.toml")),
    ("trades", include_str!("../../data/lessons/trades.toml")),
    (
        "give-check",
        include_str!("../../data/lessons/give-check.toml"),
    ),
    (
        "check-in-two",
        include_str!("../../data/lessons/check-in-two.toml"),
    ),
    (
        "mate-patterns",
        include_str!("../../data/lessons/mate-patterns.toml"),
    ),
    ("fork", include_str!("../../data/lessons/fork.toml")),
    ("pin", include_str!("../../data/lessons/pin.toml")),
    ("skewer", include_str!("../../data/lessons/skewer.toml")),
    (
        "discovered-attack",
        include_str!("../../data/lessons/discovered-attack.toml"),
    ),
    (
        "queen-mate",
        include_str!("../../data/lessons/queen-mate.toml"),
    ),
    (
        "rook-mate",
        include_str!("../../data/lessons/rook-mate.toml"),
    ),
    (
        "pawn-endgame",
        include_str!("../../data/lessons/pawn-endgame.toml"),
    ),
    ("notation", include_str!("../../data/lessons/notation.toml")),
    (
        "coordinates",
        include_str!("../../data/lessons/coordinates.toml"),
    ),
    ("opening", include_str!("../../data/lessons/opening.toml")),
];

/// The parts of the course, in order: the rules first, then what wins games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Group {
    Rules,
    Fundamentals,
    Tactics,
    Endings,
    Reading,
}

impl Group {
    pub const ALL: [Group; 5] = [
        Group::Rules,
        Group::Fundamentals,
        Group::Tactics,
        Group::Endings,
        Group::Reading,
    ];

    /// The part of the course a built-in lesson belongs to (the rules for any other).
    pub fn of(id: &str) -> Group {
        match id {
            "protection" | "hanging" | "trades" | "give-check" | "check-in-two"
            | "mate-patterns" => Group::Fundamentals,
            "fork" | "pin" | "skewer" | "discovered-attack" => Group::Tactics,
            "queen-mate" | "rook-mate" | "pawn-endgame" => Group::Endings,
            "notation" | "coordinates" | "opening" => Group::Reading,
            _ => Group::Rules,
        }
    }

    /// The protocol's word (`--lessons`).
    pub fn as_str(self) -> &'static str {
        match self {
            Group::Rules => "rules",
            Group::Fundamentals => "fundamentals",
            Group::Tactics => "tactics",
            Group::Endings => "endings",
            Group::Reading => "reading",
        }
    }
}

/// The built-in lessons, in the recommended order. An error names the damaged file
/// (the tests keep every built-in file sound).
pub fn builtin() -> Result<Vec<Lesson>, LessonError> {
    BUILTIN
        .iter()
        .map(|(id, text)| parse_lesson(id, text))
        .collect()
}

/// The built-in lesson with this id, if there is one and it reads.
pub fn builtin_lesson(id: &str) -> Option<Lesson> {
    let (id, text) = BUILTIN.iter().find(|(name, _)| *name == id)?;
    parse_lesson(id, text).ok()
}

#[cfg(test)]
mod ending_tries;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod wrong_tries;
