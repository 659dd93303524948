//! The one writer of everything the player earns or sets: the game's autosave, finished
//! games filed under the recent games, the settings, the lesson stars and the puzzle
//! training. A thread of its own (the window never waits on the disk); of several queued
//! writes of one file only the newest is written; a write that fails (a full disk, a
//! read-only folder) is kept and tried again every [`RETRY`] until it succeeds or a newer
//! one replaces it; `flush` waits for what is queued (the game calls it on exit). No ECS: the
//! text protocols (`--headless --lesson`, `--puzzle`) save through it too.

use std::{
    path::PathBuf,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
    },
    time::Duration,
};

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender, bounded};

use super::notice::{Earned, SaveError, Unsaved};
use crate::{
    save::settings::SettingsFile,
    save::store::{Store, atomic_write},
    worker::{Spec, Worker},
};

/// Writes that may wait in the queue before a sender waits: far more than a game makes
/// while one file is written (queued saves of one file are merged as they are taken).
const QUEUE: usize = 1024;

/// How long the writer waits before trying a failed write again.
pub const RETRY: Duration = Duration::from_secs(2);

enum Job {
    /// The session as PGN, with its save number.
    Save(u64, String),
    Archive(String),
    Settings(Box<SettingsFile>),
    /// A whole file of the player's, replacing the one at that path.
    Document(Earned, PathBuf, String),
    /// Answers once everything sent before it has been tried.
    Flush(Sender<()>),
}

/// How saving goes, as the writer thread last found it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SaveHealth {
    /// Tries in a row that left something unwritten (0: the last one wrote everything).
    pub failures: u32,
    /// The last failure: what could not be written, and why.
    pub error: Option<SaveError>,
}

/// The writer's end that sends it work.
pub struct Writer {
    /// None: the system gave no thread (the health says so).
    worker: Option<Worker<Job, ()>>,
    /// The number of the newest game save on disk (written, synced, renamed).
    written: Arc<AtomicU64>,
    health: Arc<Mutex<SaveHealth>>,
}

impl Writer {
    /// Starts the thread that writes into `store`. Without a thread (the system refused
    /// one) nothing is lost silently: the health says so at once.
    pub fn start(store: Store) -> Writer {
        let written = Arc::new(AtomicU64::new(0));
        let health = Arc::new(Mutex::new(SaveHealth::default()));
        let (report, state) = (written.clone(), health.clone());
        let spec = Spec::new("gambit-save").queue(QUEUE);
        let worker = Worker::start(spec, move |hands| {
            run(store, hands.inbox(), &report, &state)
        });
        let worker = match worker {
            Ok(worker) => Some(worker),
            Err(e) => {
                *health.lock().unwrap_or_else(|e| e.into_inner()) = SaveHealth {
                    failures: 1,
                    error: Some(SaveError {
                        what: Unsaved::NoThread,
                        reason: e.to_string(),
                    }),
                };
                None
            }
        };
        Writer {
            worker,
            written,
            health,
        }
    }

    fn send(&self, job: Job) -> bool {
        self.worker.as_ref().is_some_and(|w| w.send(job).is_ok())
    }

    pub fn save_game(&self, number: u64, pgn: String) {
        self.send(Job::Save(number, pgn));
    }

    pub fn archive(&self, pgn: String) {
        self.send(Job::Archive(pgn));
    }

    pub fn settings(&self, settings: SettingsFile) {
        self.send(Job::Settings(Box::new(settings)));
    }

    /// Writes `text` as the whole file at `path` (lesson stars, puzzle training).
    pub fn keep(&self, what: Earned, path: PathBuf, text: String) {
        self.send(Job::Document(what, path, text));
    }

    /// Waits, at most `limit`, until everything sent so far has been tried once more.
    /// False when that took too long (or the thread is gone).
    pub fn flush(&self, limit: Duration) -> bool {
        let (done, wait) = bounded(1);
        self.send(Job::Flush(done)) && wait.recv_timeout(limit).is_ok()
    }

    /// The number of the newest game save known to be on disk.
    pub fn written(&self) -> u64 {
        self.written.load(Ordering::Acquire)
    }

    pub fn health(&self) -> SaveHealth {
        self.health
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }
}

/// Writes jobs as they come (see the module's documentation). `written` gets a game
/// save's number once it is on disk, never before.
fn run(store: Store, rx: &Receiver<Job>, written: &AtomicU64, health: &Mutex<SaveHealth>) {
    let mut pending = Pending::default();
    let write = |pending: &mut Pending| {
        let result = pending.write(&store, written);
        let mut h = health.lock().unwrap_or_else(|e| e.into_inner());
        match result {
            Ok(()) => *h = SaveHealth::default(),
            Err(e) => {
                bevy::log::error!("saving failed: {e}");
                h.failures += 1;
                h.error = Some(e);
            }
        }
    };
    loop {
        let first = if pending.is_empty() {
            match rx.recv() {
                Ok(job) => Some(job),
                Err(_) => break,
            }
        } else {
            match rx.recv_timeout(RETRY) {
                Ok(job) => Some(job),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => break,
            }
        };
        for job in first.into_iter().chain(rx.try_iter()) {
            match job {
                Job::Save(number, text) => pending.game = Some((number, text)),
                Job::Archive(text) => pending.archives.push(text),
                Job::Settings(s) => pending.settings = Some(*s),
                Job::Document(what, path, text) => pending.keep(what, path, text),
                Job::Flush(done) => {
                    write(&mut pending);
                    let _ = done.send(());
                }
            }
        }
        if !pending.is_empty() {
            write(&mut pending);
        }
    }
    // Closing: one last try. A finished game whose filing still fails is in the
    // autosave, and the next start files it.
    if !pending.is_empty() {
        write(&mut pending);
    }
}

/// Writes not yet on disk.
#[derive(Default)]
struct Pending {
    /// Finished games for the recent games, oldest first.
    archives: Vec<String>,
    /// The newest game save, with its number.
    game: Option<(u64, String)>,
    settings: Option<SettingsFile>,
    /// The newest text of each kept file, in the order they were first asked for.
    documents: Vec<(Earned, PathBuf, String)>,
}

impl Pending {
    fn is_empty(&self) -> bool {
        self.archives.is_empty()
            && self.game.is_none()
            && self.settings.is_none()
            && self.documents.is_empty()
    }

    fn keep(&mut self, what: Earned, path: PathBuf, text: String) {
        match self.documents.iter_mut().find(|(_, p, _)| *p == path) {
            Some(slot) => slot.2 = text,
            None => self.documents.push((what, path, text)),
        }
    }

    /// Tries every pending write; what succeeds is dropped, the first error is returned,
    /// in words that name what was not saved. Archives go first, so a game save
    /// acknowledged after a game's end comes after its filing was tried.
    fn write(&mut self, store: &Store, written: &AtomicU64) -> Result<(), SaveError> {
        let mut error: Option<SaveError> = None;
        let failed = |what, e: std::io::Error| SaveError {
            what,
            reason: e.to_string(),
        };
        while let Some(text) = self.archives.first() {
            if let Err(e) = store.archive(text) {
                error.get_or_insert(failed(Unsaved::FinishedGame, e));
                break;
            }
            self.archives.remove(0);
        }
        if let Some((number, text)) = &self.game {
            match store.save_current(text) {
                Ok(()) => {
                    written.store(*number, Ordering::Release);
                    self.game = None;
                }
                Err(e) => {
                    error.get_or_insert(failed(Unsaved::Game, e));
                }
            }
        }
        self.documents.retain(
            |(what, path, text)| match atomic_write(path, text.as_bytes()) {
                Ok(()) => false,
                Err(e) => {
                    error.get_or_insert(failed(Unsaved::Kept(*what), e));
                    true
                }
            },
        );
        if let Some(settings) = &self.settings {
            match store.save_settings(settings) {
                Ok(()) => self.settings = None,
                Err(e) => {
                    error.get_or_insert(failed(Unsaved::Settings, e));
                }
            }
        }
        error.map_or(Ok(()), Err)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    /// Archives, settings and kept files that fail are kept and written by a later try,
    /// as game saves are; of two texts for one kept file the newer is written.
    #[test]
    fn failed_writes_are_tried_again_and_the_newest_text_wins() {
        let root = std::env::temp_dir().join(format!("gambit-pending-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let store = Store::at(root.join("data"), root.join("config"));
        fs::create_dir_all(root.join("data")).unwrap();
        // Files where the folders should be: those writes fail, the game save does not.
        fs::write(store.recent_dir(), "in the way").unwrap();
        fs::write(root.join("config"), "in the way").unwrap();
        fs::write(root.join("data/kept"), "in the way").unwrap();
        let stars = root.join("data/kept/lessons.json");
        let written = AtomicU64::new(0);
        let mut pending = Pending {
            archives: vec!["1. f3 e5 2. g4 Qh4# 0-1".into()],
            game: Some((7, "1. f3 e5 2. g4 Qh4# 0-1".into())),
            settings: Some(SettingsFile::default()),
            documents: Vec::new(),
        };
        pending.keep(Earned::Lessons, stars.clone(), "old".into());
        pending.keep(Earned::Lessons, stars.clone(), "new".into());
        assert_eq!(pending.documents.len(), 1);
        let e = pending.write(&store, &written).unwrap_err();
        assert!(e.to_string().starts_with("a finished game"), "{e}");
        assert_eq!(written.load(Ordering::Acquire), 7);
        assert!(pending.game.is_none());
        assert_eq!(pending.archives.len(), 1);
        assert!(pending.settings.is_some());
        assert_eq!(pending.documents.len(), 1);

        fs::remove_file(store.recent_dir()).unwrap();
        fs::remove_file(root.join("config")).unwrap();
        let e = pending.write(&store, &written).unwrap_err();
        assert!(e.to_string().starts_with("your lesson stars"), "{e}");
        fs::remove_file(root.join("data/kept")).unwrap();
        pending.write(&store, &written).unwrap();
        assert!(pending.is_empty());
        assert!(store.is_filed("1. f3 e5 2. g4 Qh4# 0-1"));
        assert!(store.settings_path().exists());
        assert_eq!(fs::read_to_string(&stars).unwrap(), "new");
    }

    /// The thread writes kept files, and `flush` returns once they are on disk.
    #[test]
    fn a_flush_waits_for_kept_files() {
        let root = std::env::temp_dir().join(format!("gambit-writer-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let store = Store::at(root.join("data"), root.join("config"));
        let path = store.puzzles_path();
        let writer = Writer::start(store);
        writer.keep(Earned::Puzzles, path.clone(), "{}".into());
        assert!(writer.flush(Duration::from_secs(10)));
        assert_eq!(fs::read_to_string(&path).unwrap(), "{}");
        assert_eq!(writer.health(), SaveHealth::default());
    }
}
