//! A lesson file (TOML) read into a [`Lesson`], or an error naming the file, the
//! exercise and what is wrong. A damaged file never panics.

use std::fmt;

use serde::Deserialize;
use shakmaty::{Position, Square, uci::UciMove};

use super::{
    Exercise, Goal, Lesson,
    ending::{self, Kind},
    stars,
};
use crate::game::parse_fen;

/// Moves the fewest-moves search looks through for a `collect` or `capture` exercise.
const COLLECT_LIMIT: usize = 16;

/// A lesson file that could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonError {
    /// The lesson's id (its file is `<id>.toml`).
    pub lesson: String,
    /// The exercise, from 1, when the problem is in one.
    pub exercise: Option<usize>,
    pub problem: String,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "lesson file {}.toml", self.lesson)?;
        if let Some(n) = self.exercise {
            write!(f, ", exercise {n}")?;
        }
        write!(f, ": {}", self.problem)
    }
}

impl std::error::Error for LessonError {}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonFile {
    title: String,
    #[serde(default)]
    intro: String,
    #[serde(rename = "exercise")]
    exercises: Vec<ExerciseFile>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExerciseFile {
    fen: String,
    goal: String,
    #[serde(default)]
    targets: Vec<String>,
    instruction: String,
    praise: String,
    #[serde(default)]
    replies: Vec<String>,
    solution: Vec<String>,
    /// `tip` only: the moves that follow the tip (UCI); others are refused.
    #[serde(default)]
    follows: Vec<String>,
    /// `tip` only: what to say to a move that doesn't follow it.
    off_tip: Option<String>,
}

/// Reads the lesson file `text` of the lesson `id`.
pub fn parse_lesson(id: &str, text: &str) -> Result<Lesson, LessonError> {
    let fail = |exercise: Option<usize>, problem: String| LessonError {
        lesson: id.to_string(),
        exercise,
        problem,
    };
    let file: LessonFile = toml::from_str(text).map_err(|e| {
        fail(
            None,
            e.to_string().trim().replace('\n', " ").replace("  ", " "),
        )
    })?;
    if file.title.trim().is_empty() {
        return Err(fail(None, "the title is empty".into()));
    }
    if file.exercises.is_empty() {
        return Err(fail(None, "it has no [[exercise]]".into()));
    }
    let exercises = file
        .exercises
        .into_iter()
        .enumerate()
        .map(|(i, ex)| exercise(ex).map_err(|problem| fail(Some(i + 1), problem)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Lesson {
        id: id.to_string(),
        title: file.title,
        intro: file.intro,
        exercises,
    })
}

fn exercise(file: ExerciseFile) -> Result<Exercise, String> {
    let position = parse_fen(&file.fen).map_err(|e| format!("bad fen '{}': {e}", file.fen))?;
    let goal: Goal = file.goal.parse()?;
    if file.instruction.trim().is_empty() {
        return Err("the instruction is empty".into());
    }
    let targets = file
        .targets
        .iter()
        .map(|t| {
            t.parse::<Square>()
                .map_err(|_| format!("target '{t}' is not a square on the board (a1 to h8)"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let learner = position.turn();
    let board = position.board();
    match goal {
        Goal::Collect if targets.is_empty() => {
            return Err("a collect exercise needs targets".into());
        }
        Goal::Collect => {
            for &t in &targets {
                if board.color_at(t) == Some(learner) || board.king_of(!learner) == Some(t) {
                    return Err(format!("target {t} holds a piece that can't be collected"));
                }
            }
        }
        _ if !targets.is_empty() => {
            return Err(format!("targets are only for collect, not for '{goal}'"));
        }
        _ => {}
    }
    if goal.other_side_passes() && position.is_check() {
        return Err(format!("a '{goal}' exercise can't start in check"));
    }
    if matches!(goal, Goal::Escape(_)) && !position.is_check() {
        return Err("an escape exercise must start in check".into());
    }
    if goal == Goal::Capture && (board.by_color(!learner) & !board.kings()).is_empty() {
        return Err("a capture exercise needs pieces to capture".into());
    }
    match (goal, ending::kind_of(&position)) {
        (Goal::Mate(n), Some((Kind::Queen | Kind::Rook, strong))) if n > 5 && strong == learner => {
        }
        (Goal::Mate(n), _) if n > 5 => {
            return Err(format!(
                "mate {n}: more than 5 moves only with a king and queen or rook against a lone king"
            ));
        }
        (Goal::Hold(_), Some((Kind::Pawn, strong))) if strong != learner => {}
        (Goal::Hold(_), _) => {
            return Err("hold: only with a lone king against a king and pawn".into());
        }
        _ => {}
    }
    if position.legal_moves().is_empty() && !matches!(goal, Goal::Square(_) | Goal::Drill(_)) {
        return Err("the side to move has no legal move".into());
    }
    if let Goal::Play(san) = goal
        && san.to_move(&position).is_err()
    {
        return Err(format!("'{san}' is not a legal move here"));
    }
    for m in file.solution.iter().chain(&file.replies) {
        let ok = match goal {
            Goal::Square(_) | Goal::Drill(_) => m.parse::<Square>().is_ok(),
            _ => m.parse::<UciMove>().is_ok(),
        };
        if !ok {
            return Err(format!(
                "'{m}' in the solution or replies is not a UCI move"
            ));
        }
    }
    if goal != Goal::Tip && (!file.follows.is_empty() || file.off_tip.is_some()) {
        return Err(format!(
            "follows and off_tip are only for tip, not for '{goal}'"
        ));
    }
    let follows = file
        .follows
        .iter()
        .map(|m| {
            m.parse::<UciMove>()
                .ok()
                .and_then(|u| u.to_move(&position).ok())
                .ok_or_else(|| format!("'{m}' in follows is not a legal move here"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let fewest = match goal {
        Goal::Collect | Goal::Capture => {
            let goal_squares = match goal {
                Goal::Capture => (board.by_color(!learner) & !board.kings())
                    .into_iter()
                    .collect(),
                _ => targets.clone(),
            };
            stars::fewest_collect(&position, &goal_squares, COLLECT_LIMIT).ok_or_else(|| {
                format!("the targets can't all be reached in {COLLECT_LIMIT} moves")
            })?
        }
        // A known ending's fewest comes from its table when the exercise starts.
        Goal::Mate(n) | Goal::StalemateFreeMate(n) | Goal::Hold(n) => n as usize,
        Goal::Square(_)
        | Goal::Escape(_)
        | Goal::BestCapture
        | Goal::Tip
        | Goal::Check
        | Goal::Play(_)
        | Goal::Protect
        | Goal::Drill(_) => 1,
        Goal::WinMaterial(_) | Goal::CheckIn(_) => file.solution.len(),
        Goal::Castle(_) | Goal::EnPassant | Goal::Promote(_) => file.solution.len(),
    };
    Ok(Exercise {
        instruction: file.instruction,
        praise: file.praise,
        fen: file.fen,
        position,
        goal,
        targets,
        replies: file.replies,
        solution: file.solution,
        fewest,
        follows,
        off_tip: file.off_tip,
    })
}
