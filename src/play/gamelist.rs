//! Game collections read off the main thread: a PGN file (or pasted text) is indexed on a
//! thread of its own, with progress and cancel, keeping per game only its title and where
//! it lies (`gambit_engine::pgn::index`); the game the player picks is then read alone.
//! So a database of 100,000 games opens without freezing the window or filling memory.
//! Files in Windows-1252 / Latin-1 read as they do in `gambit-engine check`.

use std::{
    path::{Path, PathBuf},
    sync::Arc,
    time::{Duration, Instant},
};

use gambit_engine::pgn::{
    self, PgnGame, ReadProgress,
    index::{IndexEntry, entry_in, index, read_entry},
};

use crate::{
    ui::catalogue::{tr, tr_with},
    worker::{Spec, Worker},
};

/// Entries sent from the reading thread at a time.
const BATCH: usize = 512;

/// Where the listed games come from.
#[derive(Debug, Clone)]
pub enum Source {
    File(PathBuf),
    Text(Arc<[u8]>),
}

enum Batch {
    Entries(Vec<IndexEntry>),
    /// The end: `Some` when the source could not be read on.
    End(Option<String>),
}

struct Reading {
    progress: ReadProgress,
    /// Bytes in all (0 when unknown).
    total: u64,
    batches: Worker<(), Batch>,
    started: Instant,
}

/// The games of one source, as far as they have been read.
pub struct GameList {
    pub source: Source,
    /// The games found, in source order (junk between games left out).
    pub entries: Vec<IndexEntry>,
    reading: Option<Reading>,
    /// Once reading has ended: how long it took, or why it stopped early.
    pub finished: Option<Result<Duration, String>>,
}

impl std::fmt::Debug for GameList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameList")
            .field("source", &self.source)
            .field("entries", &self.entries.len())
            .field("reading", &self.reading.is_some())
            .finish()
    }
}

impl GameList {
    /// Starts reading the file at `path`.
    pub fn open(path: &Path) -> Result<GameList, String> {
        let (games, total) = pgn::open(path).map_err(|e| {
            let path = path.display().to_string();
            let args = [("path", path.into()), ("error", e.to_string().into())];
            tr_with("games-could-not-read", &args)
        })?;
        Ok(GameList::start(
            Source::File(path.to_path_buf()),
            games,
            total,
        ))
    }

    /// Starts reading pasted text.
    pub fn from_text(text: &str) -> GameList {
        let bytes: Arc<[u8]> = Arc::from(text.as_bytes());
        let games = pgn::read_games(std::io::Cursor::new(bytes.clone()));
        GameList::start(Source::Text(bytes.clone()), games, bytes.len() as u64)
    }

    fn start<R: std::io::Read + Send + 'static>(
        source: Source,
        games: pgn::PgnGames<R>,
        total: u64,
    ) -> GameList {
        let progress = games.progress();
        let reader = Worker::start(Spec::new("gambit games"), move |hands| {
            let mut batch = Vec::new();
            for entry in index(games) {
                match entry {
                    Ok(entry) if entry.empty => {}
                    Ok(entry) => batch.push(entry),
                    Err(e) => {
                        hands.give(Batch::Entries(batch));
                        hands.give(Batch::End(Some(e.to_string())));
                        return;
                    }
                }
                // Nobody listens any more: stop reading.
                if batch.len() >= BATCH && !hands.give(Batch::Entries(std::mem::take(&mut batch))) {
                    return;
                }
            }
            hands.give(Batch::Entries(batch));
            hands.give(Batch::End(None));
        });
        let mut list = GameList {
            source,
            entries: Vec::new(),
            reading: None,
            finished: None,
        };
        match reader {
            Ok(batches) => {
                list.reading = Some(Reading {
                    progress,
                    total,
                    batches,
                    started: Instant::now(),
                })
            }
            Err(e) => {
                let error = e.to_string().into();
                list.finished = Some(Err(tr_with("games-no-thread", &[("error", error)])));
            }
        }
        list
    }

    /// Takes in what the reading thread has found since the last call. True while it is
    /// still reading.
    pub fn poll(&mut self) -> bool {
        let Some(reading) = self.reading.as_mut() else {
            return false;
        };
        while let Some(batch) = reading.batches.answer() {
            match batch {
                Batch::Entries(entries) => self.entries.extend(entries),
                Batch::End(error) => {
                    self.finished = Some(match error {
                        None => Ok(reading.started.elapsed()),
                        Some(e) => Err(e),
                    });
                    self.reading = None;
                    return false;
                }
            }
        }
        if reading.batches.ended() {
            self.finished = Some(Err(tr("games-reading-stopped")));
            self.reading = None;
            return false;
        }
        true
    }

    /// While reading: the share of the source read (0..1) and the games found so far.
    pub fn progress(&self) -> Option<(f32, usize)> {
        self.reading.as_ref().map(|r| {
            let share = r.progress.bytes() as f64 / r.total.max(1) as f64;
            (share.min(1.0) as f32, r.progress.games())
        })
    }

    /// Stops reading; what was found stays listed.
    pub fn cancel(&mut self) {
        if let Some(reading) = self.reading.take() {
            reading.progress.cancel();
            self.finished = Some(Err(tr("games-cancelled")));
        }
    }

    /// The game listed at `i`, read again from the source.
    pub fn game(&self, i: usize) -> Result<PgnGame, String> {
        let entry = self
            .entries
            .get(i)
            .ok_or_else(|| tr("games-no-such-game"))?;
        match &self.source {
            Source::File(path) => read_entry(path, entry),
            Source::Text(bytes) => entry_in(bytes, entry),
        }
        .map_err(|e| tr_with("games-game-unreadable", &[("error", e.to_string().into())]))
    }
}

impl Drop for GameList {
    fn drop(&mut self) {
        self.cancel();
    }
}

/// Recent games as listed: (file, title), newest first.
pub type Recent = Vec<(PathBuf, String)>;

/// The recent games' titles, read on a worker (None: no thread, the list stays empty).
pub fn read_recent(files: Vec<PathBuf>) -> Option<Worker<(), Recent>> {
    let reader = Worker::start(Spec::new("gambit recent"), move |hands| {
        let titles = files
            .into_iter()
            .filter_map(|path| {
                let bytes = std::fs::read(&path).ok()?;
                let first = pgn::parse_bytes(&bytes).into_iter().next()?;
                Some((path, first.title()))
            })
            .collect();
        hands.give(titles);
    });
    reader.ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(list: &mut GameList) {
        let start = Instant::now();
        while list.poll() {
            assert!(start.elapsed() < Duration::from_secs(20), "still reading");
            std::thread::sleep(Duration::from_millis(2));
        }
    }

    #[test]
    fn a_latin1_file_lists_its_games_and_gives_each_back() {
        let path = std::env::temp_dir().join(format!("gambit-list-{}.pgn", std::process::id()));
        let mut bytes = b"[White \"M".to_vec();
        bytes.push(0xfc); // ü in Latin-1
        bytes.extend_from_slice(b"ller\"]\n[Black \"B\"]\n\n1. e4 e5 *\n\n[White \"C\"]\n\n1. d4 { open\n\n[White \"D\"]\n\n1. c4 c5 2. Nc3 *\n");
        std::fs::write(&path, &bytes).unwrap();
        let mut list = GameList::open(&path).unwrap();
        read_all(&mut list);
        assert!(matches!(list.finished, Some(Ok(_))), "{:?}", list.finished);
        let titles: Vec<&str> = list.entries.iter().map(|e| e.title.as_str()).collect();
        assert_eq!(titles.len(), 3, "{titles:?}");
        assert!(titles[0].starts_with("Müller – B"), "{titles:?}");
        assert!(list.entries[1].error.is_some(), "the unclosed comment");
        let d = list.game(2).unwrap();
        assert_eq!(d.game.san_moves(), ["c4", "c5", "Nc3"]);
        assert_eq!(list.game(0).unwrap().tag("White"), Some("Müller"));
        let _ = std::fs::remove_file(&path);
    }

    #[test]
    fn pasted_text_is_listed_too() {
        let mut list =
            GameList::from_text("[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. d4 d5 *\n");
        read_all(&mut list);
        assert_eq!(list.entries.len(), 2);
        assert_eq!(list.game(1).unwrap().game.san_moves(), ["d4", "d5"]);
        assert!(list.game(2).is_err());
    }

    #[test]
    fn cancelling_stops_the_reading_thread_early() {
        let one = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n\n";
        let text = one.repeat(200_000);
        let mut list = GameList::from_text(&text);
        while list.entries.is_empty() {
            list.poll();
            std::thread::sleep(Duration::from_millis(1));
        }
        list.cancel();
        assert!(!list.poll());
        assert!(list.progress().is_none());
        let found = list.entries.len();
        assert!(found < 200_000, "cancelled after {found} games");
        assert_eq!(list.finished, Some(Err("stopped".into())));
    }
}
