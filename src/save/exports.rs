//! Files the player asks for (a game saved as PGN, an annotated review), written atomically
//! on a thread of their own: the window never waits on the disk. Results come back to be
//! shown where they were asked for.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::{
    save::store::atomic_write,
    worker::{Hands, Spec, Worker},
};

/// Where a file goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// This path, replacing what is there (the player said so).
    Exact(PathBuf),
    /// A new file in `dir` named after `stem`, never over another ([`free_path`]).
    New { dir: PathBuf, stem: String },
}

/// Who asked, so the answer is shown there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    Game,
    Review,
}

/// A written (or failed) file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exported {
    pub purpose: Purpose,
    /// The path written, or the one that failed.
    pub path: PathBuf,
    pub error: Option<String>,
}

/// A file to write: where, its text, and who asked.
type Job = (Target, String, Purpose);

#[derive(Resource)]
pub struct Exports {
    /// None: the system gave no thread, and `send` writes files itself (slower, still
    /// correct).
    worker: Option<Worker<Job, Exported>>,
    /// Written here because the thread was gone.
    ready: Vec<Exported>,
}

impl Exports {
    pub fn new() -> Exports {
        let worker = Worker::start(Spec::new("gambit-export"), |hands: Hands<Job, _>| {
            for (target, text, purpose) in hands.jobs() {
                if !hands.give(write(&target, &text, purpose)) {
                    break;
                }
            }
        });
        let worker = worker
            .inspect_err(|e| error!("no thread for writing files: {e}"))
            .ok();
        Exports {
            worker,
            ready: Vec::new(),
        }
    }

    pub fn send(&mut self, target: Target, text: String, purpose: Purpose) {
        let job = (target, text, purpose);
        let refused = match &self.worker {
            Some(worker) => worker.send(job).err(),
            None => Some(job),
        };
        // The thread is gone: write here rather than lose the file.
        if let Some((target, text, purpose)) = refused {
            self.ready.push(write(&target, &text, purpose));
        }
    }

    /// Files asked for and not answered yet.
    pub fn pending(&self) -> bool {
        self.worker.as_ref().is_some_and(|w| w.pending() > 0) || !self.ready.is_empty()
    }

    /// The answers that came since the last call.
    pub fn finished(&mut self) -> Vec<Exported> {
        let mut done = std::mem::take(&mut self.ready);
        if let Some(worker) = &mut self.worker {
            done.extend(worker.answers());
        }
        done
    }
}

impl Default for Exports {
    fn default() -> Self {
        Exports::new()
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Exports>();
}

fn write(target: &Target, text: &str, purpose: Purpose) -> Exported {
    let path = match target {
        Target::Exact(path) => path.clone(),
        Target::New { dir, stem } => {
            // A first save may come before the documents folder exists.
            let _ = std::fs::create_dir_all(dir);
            free_path(dir, stem)
        }
    };
    let error = atomic_write(&path, text.as_bytes())
        .err()
        .map(|e| e.to_string());
    if error.is_none() {
        info!("saved {}", path.display());
    }
    Exported {
        purpose,
        path,
        error,
    }
}

/// A file name in `dir` that doesn't exist yet: `stem.pgn`, `stem-2.pgn`, …
pub fn free_path(dir: &Path, stem: &str) -> PathBuf {
    let mut n = 1;
    loop {
        let name = if n == 1 {
            format!("{stem}.pgn")
        } else {
            format!("{stem}-{n}.pgn")
        };
        let path = dir.join(name);
        if !path.exists() {
            return path;
        }
        n += 1;
    }
}

#[cfg(test)]
mod tests {
    use std::{fs, time::Duration};

    use super::*;

    fn wait(exports: &mut Exports) -> Vec<Exported> {
        let mut done = Vec::new();
        for _ in 0..500 {
            done.extend(exports.finished());
            if !exports.pending() {
                return done;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        panic!("the files were not written");
    }

    #[test]
    fn files_are_written_on_their_thread_and_new_ones_never_replace_others() {
        let dir = std::env::temp_dir().join(format!("gambit-exports-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let mut exports = Exports::new();
        let new = || Target::New {
            dir: dir.join("docs"),
            stem: "gambit-review".into(),
        };
        exports.send(new(), "first".into(), Purpose::Review);
        exports.send(new(), "second".into(), Purpose::Review);
        exports.send(
            Target::Exact(dir.join("docs/game.pgn")),
            "1. e4 *".into(),
            Purpose::Game,
        );
        let done = wait(&mut exports);
        assert_eq!(done.len(), 3);
        assert!(done.iter().all(|d| d.error.is_none()), "{done:?}");
        assert_eq!(fs::read_to_string(&done[0].path).unwrap(), "first");
        assert_eq!(fs::read_to_string(&done[1].path).unwrap(), "second");
        assert!(done[1].path.ends_with("gambit-review-2.pgn"));
        assert_eq!(done[2].purpose, Purpose::Game);
        assert!(done[2].path.ends_with("docs/game.pgn"));

        // A file where the folder should be: the answer says why.
        fs::write(dir.join("blocked"), "").unwrap();
        exports.send(
            Target::Exact(dir.join("blocked/game.pgn")),
            "1. d4 *".into(),
            Purpose::Game,
        );
        let failed = wait(&mut exports);
        assert!(failed[0].error.is_some());
        assert!(failed[0].path.ends_with("blocked/game.pgn"));
    }

    #[test]
    fn free_paths_never_overwrite() {
        let dir = std::env::temp_dir().join(format!("gambit-free-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        assert_eq!(free_path(&dir, "x"), dir.join("x.pgn"));
        fs::write(dir.join("x.pgn"), "").unwrap();
        assert_eq!(free_path(&dir, "x"), dir.join("x-2.pgn"));
    }
}
