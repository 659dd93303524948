//! Never lose a game: after every move, take back, new game and game end the session is
//! saved (PGN with Gambit's tags: players, clocks, view) to the platform data directory, by
//! a background thread (file I/O stays off the main thread), atomically. On launch an
//! unfinished game resumes; a finished one goes to the recent games. Settings are saved
//! when they change.

use std::{
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
        mpsc::{Receiver, RecvTimeoutError, Sender, channel},
    },
    time::Duration,
};

use bevy::{prelude::*, window::ExitSystems};
use gambit_engine::session::Session;

use crate::{
    AppSystems,
    game::settings::Settings,
    game::{
        current::{CurrentGame, now},
        messages::{GameEnded, MoveApplied, SessionReplaced},
    },
    save::store::{Loaded, SaveLock, Store},
};

/// How long the writer waits before trying a failed save again.
const RETRY: Duration = Duration::from_secs(2);

enum Job {
    /// The session as PGN, with its save number.
    Save(u64, String),
    Archive(String),
    Settings(Settings),
    /// Answers once everything sent before it is on disk.
    Flush(Sender<()>),
}

#[derive(Resource)]
pub struct Persistence {
    jobs: Sender<Job>,
    /// Game saves handed to the writer so far; the newest one is number `requested`.
    requested: u64,
    /// The number of the newest game save that is on disk (written, synced, renamed),
    /// set by the writer thread.
    written: Arc<AtomicU64>,
    health: Arc<Mutex<SaveHealth>>,
    /// Held while the game runs: the save folder is ours.
    _lock: SaveLock,
}

/// How saving goes, as the writer thread last found it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SaveHealth {
    /// Writes that failed in a row (0: the last one succeeded).
    pub failures: u32,
    /// The last failure's reason.
    pub error: Option<String>,
}

impl Persistence {
    /// The number of the newest game save requested (0: none yet).
    pub fn requested(&self) -> u64 {
        self.requested
    }

    /// The number of the newest game save known to be on disk; every save up to it is
    /// safe (older queued saves are superseded, not written).
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

/// What start-up found on disk.
pub struct Startup {
    /// Where to save, with this process's lock on it; none when saving is off.
    pub store: Option<(Store, SaveLock)>,
    /// The unfinished game to resume, if any.
    pub resume: Option<Session>,
    pub settings: Settings,
    /// Sentences for the player (a damaged save moved aside, …).
    pub notices: Vec<String>,
}

impl Startup {
    /// Files the unfinished game that is not resumed (a new one was asked for) under the
    /// recent games, and says so. False when it could not be filed: then it must go on,
    /// not be overwritten by the new game.
    pub fn keep_in_recent(&mut self) -> bool {
        let Some((store, _)) = &self.store else {
            return false;
        };
        let kept = store.file_current();
        self.notices.push(match &kept {
            Ok(_) => "Your unfinished game was kept: it is in Games…, under recent games.".into(),
            Err(e) => format!(
                "Your unfinished game could not be filed under recent games ({e}), so it goes \
                 on here instead of a new one."
            ),
        });
        kept.is_ok()
    }
}

/// Reads the autosave and the settings. `now` is the clock model's time at start-up.
pub fn load(now: Duration) -> Startup {
    let mut notices = Vec::new();
    let store = match Store::from_env() {
        Ok(s) => Some(s),
        Err(e) => {
            warn!("no place to save games: {e}");
            None
        }
    };
    let mut settings = Settings::default();
    let store = store.and_then(|store| match store.try_lock() {
        Ok(Some(lock)) => Some((store, lock)),
        Ok(None) => {
            // Its settings are shared, its game is the other copy's.
            settings = store.load_settings::<Settings>().0;
            notices.push(
                "Another Gambit is running and keeps its game in the same place: this game \
                 will not be saved, and the other one's is left alone."
                    .to_string(),
            );
            None
        }
        Err(e) => {
            notices.push(format!(
                "Games cannot be saved here ({e}): this game will not be saved."
            ));
            None
        }
    });
    let mut resume = None;
    // A finished game that could not be filed stays in the autosave, untouched.
    let mut keep_aside = false;
    if let Some((store, _)) = &store {
        store.remove_stale_temps();
        let loaded = store.load_current(|text| {
            Session::from_save(text, now).map(|session| (session, text.to_string()))
        });
        match loaded {
            Loaded::Ok((session, _)) if !session.game().is_over() => resume = Some(session),
            Loaded::Ok((_, text)) => {
                if let Err(notice) = file_finished(store, &text) {
                    notices.push(notice);
                    keep_aside = true;
                }
            }
            Loaded::Missing => {}
            Loaded::Corrupt { moved_to, reason } => notices.push(format!(
                "Your saved game could not be read ({reason}); it was kept as {} and a new game has started.",
                moved_to.display()
            )),
        }
        let (loaded, warning) = store.load_settings::<Settings>();
        settings = loaded;
        notices.extend(warning);
    }
    Startup {
        store: if keep_aside { None } else { store },
        resume,
        settings,
        notices,
    }
}

/// A finished game in the autosave is filed under the recent games before a new game's
/// first save replaces it, unless it is there already (its filing at the game's end
/// worked). Err: a sentence for the player; it could not be filed.
fn file_finished(store: &Store, text: &str) -> Result<(), String> {
    if store.is_filed(text) {
        return Ok(());
    }
    store.file_current().map(|_| ()).map_err(|e| {
        format!(
            "Your last game could not be filed under recent games ({e}); it stays in {} and \
             this game will not be saved.",
            store.autosave_path().display()
        )
    })
}

/// Registers saving; `store` from [`load`] (none: saving is off, e.g. in tests).
pub fn plugin(store: Option<(Store, SaveLock)>) -> impl Fn(&mut App) {
    // A plugin is built through `&self`; the lock moves into the app once.
    let store = Mutex::new(store);
    move |app: &mut App| {
        let taken = store.lock().unwrap_or_else(|e| e.into_inner()).take();
        let Some((store, lock)) = taken else { return };
        let (jobs, rx) = channel();
        let written = Arc::new(AtomicU64::new(0));
        let health = Arc::new(Mutex::new(SaveHealth::default()));
        let (report, state) = (written.clone(), health.clone());
        std::thread::Builder::new()
            .name("gambit-save".into())
            .spawn(move || writer(store, rx, &report, &state))
            .expect("a thread for saving");
        app.insert_resource(Persistence {
            jobs,
            requested: 0,
            written,
            health,
            _lock: lock,
        })
        .add_systems(Update, (save_game, save_settings).in_set(AppSystems::Think))
        .add_systems(Last, flush_on_exit.after(ExitSystems));
    }
}

/// Writes jobs as they come; of several queued game saves only the newest is written (it
/// holds everything the older ones did), and likewise for settings. `written` gets a game
/// save's number once it is on disk, never before. A write that fails (disk full, folder
/// read-only) is kept and tried again every [`RETRY`] until it succeeds or a newer one
/// replaces it; `health` says how it goes.
fn writer(store: Store, rx: Receiver<Job>, written: &AtomicU64, health: &Mutex<SaveHealth>) {
    let mut pending = Pending::default();
    let write = |pending: &mut Pending| {
        let result = pending.write(&store, written);
        if let Err(e) = &result {
            error!("saving failed: {e}");
        }
        let mut h = health.lock().unwrap_or_else(|e| e.into_inner());
        match result {
            Ok(()) => *h = SaveHealth::default(),
            Err(e) => {
                h.failures += 1;
                h.error = Some(e.to_string());
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
                Job::Settings(s) => pending.settings = Some(s),
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
    // The game is closing: one last try. A finished game whose filing still fails is in
    // the autosave, and the next start files it.
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
    settings: Option<Settings>,
}

impl Pending {
    fn is_empty(&self) -> bool {
        self.archives.is_empty() && self.game.is_none() && self.settings.is_none()
    }

    /// Tries every pending write; what succeeds is dropped, the first error is returned.
    /// Archives go first, so a game save acknowledged after a game's end comes after its
    /// filing was tried.
    fn write(&mut self, store: &Store, written: &AtomicU64) -> std::io::Result<()> {
        let mut error = None;
        while let Some(text) = self.archives.first() {
            if let Err(e) = store.archive(text) {
                error.get_or_insert(e);
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
                    error.get_or_insert(e);
                }
            }
        }
        if let Some(settings) = &self.settings {
            match store.save_settings(settings) {
                Ok(()) => self.settings = None,
                Err(e) => {
                    error.get_or_insert(e);
                }
            }
        }
        error.map_or(Ok(()), Err)
    }
}

pub(crate) fn today() -> Option<String> {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?
        .as_secs();
    Some(pgn_date(secs))
}

/// The PGN Date tag (`YYYY.MM.DD`, UTC) of a time in seconds since 1970: the civil date
/// from days since 1970 (Howard Hinnant's algorithm).
fn pgn_date(secs: u64) -> String {
    let z = (secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}.{m:02}.{d:02}")
}

fn save_game(
    rules: Res<CurrentGame>,
    mut persistence: ResMut<Persistence>,
    time: Res<Time<Real>>,
    mut applied: MessageReader<MoveApplied>,
    mut ended: MessageReader<GameEnded>,
    mut replaced: MessageReader<SessionReplaced>,
) {
    let moved = applied.read().count() > 0;
    let over = ended.read().count() > 0;
    let reset = replaced.read().count() > 0;
    if !(moved || over || reset) {
        return;
    }
    let text = rules.session.to_pgn(now(&time), today());
    if over {
        let _ = persistence.jobs.send(Job::Archive(text.clone()));
    }
    persistence.save(text);
}

impl Persistence {
    fn save(&mut self, text: String) {
        self.requested += 1;
        let _ = self.jobs.send(Job::Save(self.requested, text));
    }
}

/// Quitting right after a move must not lose it: the process would end while the writer
/// thread is still saving, so wait (briefly) for it to finish what is queued.
fn flush_on_exit(
    mut exits: MessageReader<AppExit>,
    mut persistence: ResMut<Persistence>,
    rules: Res<CurrentGame>,
    time: Res<Time<Real>>,
) {
    if exits.read().next().is_none() {
        return;
    }
    // The clocks as they stand now: quitting in the middle of a move must not give the
    // time spent on it back.
    if rules.session.clock().running().is_some() {
        persistence.save(rules.session.to_pgn(now(&time), today()));
    }
    let (done, wait) = channel();
    if persistence.jobs.send(Job::Flush(done)).is_ok() {
        let _ = wait.recv_timeout(Duration::from_secs(5));
    }
}

fn save_settings(settings: Res<Settings>, persistence: Res<Persistence>) {
    if settings.is_changed() && !settings.is_added() {
        let _ = persistence.jobs.send(Job::Settings(settings.clone()));
    }
}

#[cfg(test)]
mod tests {
    /// Archives and settings that fail are kept and written by a later try, as game saves
    /// are.
    #[test]
    fn failed_archives_and_settings_are_tried_again() {
        use super::*;
        use std::fs;
        let root = std::env::temp_dir().join(format!("gambit-pending-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        let store = Store::at(root.join("data"), root.join("config"));
        fs::create_dir_all(root.join("data")).unwrap();
        // Files where the folders should be: those writes fail, the game save does not.
        fs::write(store.recent_dir(), "in the way").unwrap();
        fs::write(root.join("config"), "in the way").unwrap();
        let written = AtomicU64::new(0);
        let mut pending = Pending {
            archives: vec!["1. f3 e5 2. g4 Qh4# 0-1".into()],
            game: Some((7, "1. f3 e5 2. g4 Qh4# 0-1".into())),
            settings: Some(Settings::default()),
        };
        assert!(pending.write(&store, &written).is_err());
        assert_eq!(written.load(Ordering::Acquire), 7);
        assert!(pending.game.is_none());
        assert_eq!(pending.archives.len(), 1);
        assert!(pending.settings.is_some());

        fs::remove_file(store.recent_dir()).unwrap();
        fs::remove_file(root.join("config")).unwrap();
        pending.write(&store, &written).unwrap();
        assert!(pending.is_empty());
        assert!(store.is_filed("1. f3 e5 2. g4 Qh4# 0-1"));
        assert!(store.settings_path().exists());
    }

    #[test]
    fn dates_are_civil() {
        use super::pgn_date;
        assert_eq!(pgn_date(0), "1970.01.01");
        // A leap day, the last second of a year, a century that is not a leap year.
        assert_eq!(pgn_date(951_782_400), "2000.02.29");
        assert_eq!(pgn_date(1_735_689_599), "2024.12.31");
        assert_eq!(pgn_date(4_107_542_400), "2100.03.01");
        assert_eq!(pgn_date(4_107_542_399), "2100.02.28");
        assert_eq!(super::today().unwrap().len(), 10);
    }
}
