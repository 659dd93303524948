//! What the command line asks of the modes and the looks at start, as a resource each
//! concern reads in its own start-up system (made by `launch::options`).

use bevy::prelude::*;
use gambit_engine::editor::Editor;

use crate::board::settings::{BoardView, Quality};

/// What the command line asks of the modes and the looks at start. Each is read by the
/// folder it concerns; none changes once the app runs.
#[derive(Resource, Clone, Default)]
pub struct LaunchOptions {
    /// `--learn [LESSON]`: open Learn (`""`: the list of lessons).
    pub learn: Option<String>,
    /// `--puzzles [ID]`: open Puzzles (`""`: the schedule's next puzzle).
    pub puzzles: Option<String>,
    /// `--edit [FEN]`: open Edit, with this position if one was given.
    pub edit: Option<Option<Editor>>,
    /// `--turn-board`.
    pub turn_board: bool,
    /// `--view`, `--quality`, `--ui-scale`, `--colour-blind`, `--theme`, `--pieces`: kept
    /// in the settings.
    pub view: Option<BoardView>,
    pub quality: Option<Quality>,
    pub ui_scale: Option<f32>,
    pub colour_blind: Option<bool>,
    pub theme: Option<String>,
    pub pieces: Option<String>,
    /// `--lang`: the language for this run (not saved).
    pub lang: Option<String>,
    /// Gambit's first start, and the command line asked for nothing in particular: the
    /// welcome shows.
    pub welcome: bool,
}
