//! The editor's evaluation ("Analyse" on its panel): the built-in search looks at the
//! position on a worker of its own (a few seconds at most) and the panel shows its
//! evaluation and best line while the position is the one looked at. A new request or
//! leaving the mode stops it.

use std::time::Duration;

use bevy::prelude::*;
use gambit_engine::{
    editor::Evaluation,
    search::{Limits, SearchRequest, Searcher},
};
use shakmaty::Chess;

use crate::{
    AppSystems,
    mode::Mode,
    worker::{SEARCH_STACK, Spec, Worker},
};

/// How long and how deep the search looks.
const MOVETIME: Duration = Duration::from_secs(3);
const DEPTH: u32 = 24;
const HASH_MB: usize = 32;

/// Asks for the position to be evaluated.
#[derive(Message, Debug, Clone)]
pub struct EvaluateSetup(pub Chess);

/// The evaluation under way or done: the newest found (each finished depth replaces it).
#[derive(Resource, Default)]
pub struct SetupEvaluation {
    pub fen: Option<String>,
    pub found: Option<Evaluated>,
    /// Each depth's evaluation, then the last one.
    worker: Option<Worker<(), Evaluation>>,
}

/// What the panel shows under the position.
#[derive(Debug, Clone, PartialEq)]
pub enum Evaluated {
    Found(Evaluation),
    /// No thread to search on: the system's reason.
    NoThread(String),
}

impl SetupEvaluation {
    /// Whether the search is still looking.
    pub fn running(&self) -> bool {
        self.worker.as_ref().is_some_and(|w| !w.ended())
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<SetupEvaluation>()
        .add_message::<EvaluateSetup>()
        .add_systems(Update, (start, collect).chain().in_set(AppSystems::Think))
        .add_systems(OnExit(Mode::Edit), stop);
}

fn stop(mut evaluation: ResMut<SetupEvaluation>) {
    *evaluation = SetupEvaluation::default();
}

fn start(mut asked: MessageReader<EvaluateSetup>, mut evaluation: ResMut<SetupEvaluation>) {
    let Some(EvaluateSetup(pos)) = asked.read().last() else {
        return;
    };
    let fen = gambit_engine::game::fen_of(pos);
    let pos = pos.clone();
    let spec = Spec::new("edit-evaluation").stack(SEARCH_STACK);
    let worker = Worker::start(spec, move |hands| {
        let mut request = SearchRequest::new(pos.clone());
        request.use_book = false;
        request.limits = Limits {
            depth: Some(DEPTH),
            movetime: Some(MOVETIME),
            ..Limits::default()
        };
        let mut searcher = Searcher::new(HASH_MB);
        let result = searcher.search(&request, hands.stop_flag(), |info| {
            hands.give(Evaluation::of(&pos, info.score, &info.pv, info.depth));
        });
        hands.give(Evaluation::of(&pos, result.score, &result.pv, result.depth));
    });
    // The one before (if any) stops as it is dropped.
    *evaluation = match worker {
        Ok(worker) => SetupEvaluation {
            fen: Some(fen),
            found: None,
            worker: Some(worker),
        },
        Err(e) => {
            warn!("edit: no thread for the evaluation: {e}");
            SetupEvaluation {
                fen: Some(fen),
                found: Some(Evaluated::NoThread(e.to_string())),
                worker: None,
            }
        }
    };
}

/// The newest words the search sent.
fn collect(mut evaluation: ResMut<SetupEvaluation>) {
    let Some(worker) = evaluation.worker.as_mut() else {
        return;
    };
    if let Some(found) = worker.answers().pop() {
        evaluation.found = Some(Evaluated::Found(found));
    }
}
