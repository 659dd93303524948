//! "Analyse" in the editor: the built-in engine searches the position on a thread of its
//! own (a few seconds at most) and the panel shows its evaluation and best line while the
//! position is the one analysed. A new request or leaving the mode stops it.

use std::{
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use bevy::prelude::*;
use gambit_engine::{
    editor::evaluation_words,
    search::{Limits, SearchRequest, Searcher},
};
use shakmaty::Chess;

use crate::{AppSystems, mode::Mode};

/// How long and how deep "Analyse" looks.
const MOVETIME: Duration = Duration::from_secs(3);
const DEPTH: u32 = 24;
const HASH_MB: usize = 32;

/// Asks for the position to be analysed.
#[derive(Message, Debug, Clone)]
pub struct AnalyseSetup(pub Chess);

/// The analysis under way or done: the words so far (each finished depth replaces them).
#[derive(Resource, Debug, Default)]
pub struct SetupAnalysis {
    pub fen: Option<String>,
    pub words: Arc<Mutex<Option<String>>>,
    pub running: Arc<AtomicBool>,
    stop: Arc<AtomicBool>,
}

impl SetupAnalysis {
    fn stop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// What the engine said so far.
    pub fn words(&self) -> Option<String> {
        self.words.lock().ok().and_then(|w| w.clone())
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<SetupAnalysis>()
        .add_message::<AnalyseSetup>()
        .add_systems(Update, start.in_set(AppSystems::Think))
        .add_systems(OnExit(Mode::Edit), stop);
}

fn stop(mut analysis: ResMut<SetupAnalysis>) {
    analysis.stop();
    analysis.fen = None;
}

fn start(mut asked: MessageReader<AnalyseSetup>, mut analysis: ResMut<SetupAnalysis>) {
    let Some(AnalyseSetup(pos)) = asked.read().last() else {
        return;
    };
    analysis.stop();
    let fen = gambit_engine::game::fen_of(pos);
    let stop = Arc::new(AtomicBool::new(false));
    let words = Arc::new(Mutex::new(None));
    let running = Arc::new(AtomicBool::new(true));
    *analysis = SetupAnalysis {
        fen: Some(fen),
        words: words.clone(),
        running: running.clone(),
        stop: stop.clone(),
    };
    let pos = pos.clone();
    let spawned = std::thread::Builder::new()
        .name("edit-analysis".into())
        // The search recurses deeply.
        .stack_size(16 << 20)
        .spawn(move || {
            let mut request = SearchRequest::new(pos.clone());
            request.use_book = false;
            request.limits = Limits {
                depth: Some(DEPTH),
                movetime: Some(MOVETIME),
                ..Limits::default()
            };
            let mut searcher = Searcher::new(HASH_MB);
            let result = searcher.search(&request, &stop, |info| {
                if let Ok(mut w) = words.lock() {
                    *w = Some(evaluation_words(&pos, info.score, &info.pv, info.depth));
                }
            });
            if let Ok(mut w) = words.lock() {
                *w = Some(evaluation_words(
                    &pos,
                    result.score,
                    &result.pv,
                    result.depth,
                ));
            }
            running.store(false, Ordering::Relaxed);
        });
    if let Err(e) = spawned {
        warn!("edit: analysis thread: {e}");
        analysis.running.store(false, Ordering::Relaxed);
        if let Ok(mut w) = analysis.words.lock() {
            *w = Some(format!("The engine could not start: {e}"));
        }
    }
}
