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
        messages::{GameEnded, MoveApplied, SessionReplaced},
        rules::{Rules, now},
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
    /// Files an unfinished game that is not resumed under the recent games, and says so.
    pub fn keep_in_recent(&mut self, session: &Session) {
        let Some((store, _)) = &self.store else {
            return;
        };
        let text = session.to_pgn(Duration::ZERO, today());
        self.notices.push(match store.archive(&text) {
            Ok(_) => "Your unfinished game was kept: it is in Games…, under recent games.".into(),
            Err(e) => format!("Your unfinished game could not be kept ({e})."),
        });
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
    if let Some((store, _)) = &store {
        store.remove_stale_temps();
        match store.load_current(|text| Session::from_save(text, now)) {
            Loaded::Ok(session) if !session.game().is_over() => resume = Some(session),
            Loaded::Ok(_) | Loaded::Missing => {}
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
        store,
        resume,
        settings,
        notices,
    }
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
        .add_systems(Update, (save_game, save_settings).after(AppSystems::Rules))
        .add_systems(Last, flush_on_exit.after(ExitSystems));
    }
}

/// Writes jobs as they come; of several queued game saves only the newest is written (it
/// holds everything the older ones did). `written` gets a game save's number once it is on
/// disk, never before. A game save that fails (disk full, folder read-only) is kept and
/// tried again every [`RETRY`] until it succeeds or a newer one replaces it; `health`
/// says how it goes.
fn writer(store: Store, rx: Receiver<Job>, written: &AtomicU64, health: &Mutex<SaveHealth>) {
    let note = |result: &std::io::Result<()>| {
        let mut h = health.lock().unwrap_or_else(|e| e.into_inner());
        match result {
            Ok(()) => *h = SaveHealth::default(),
            Err(e) => {
                h.failures += 1;
                h.error = Some(e.to_string());
            }
        }
    };
    // Writes the newest game save; on failure it stays for the next try.
    let save = |newest: &mut Option<(u64, String)>| {
        if let Some((number, text)) = newest.as_ref() {
            let result = store.save_current(text);
            if let Err(e) = &result {
                error!("saving the game failed: {e}");
            } else {
                written.store(*number, Ordering::Release);
                *newest = None;
            }
            note(&result);
        }
    };
    let mut newest: Option<(u64, String)> = None;
    loop {
        let first = if newest.is_some() {
            match rx.recv_timeout(RETRY) {
                Ok(job) => Some(job),
                Err(RecvTimeoutError::Timeout) => None,
                Err(RecvTimeoutError::Disconnected) => break,
            }
        } else {
            match rx.recv() {
                Ok(job) => Some(job),
                Err(_) => break,
            }
        };
        for job in first.into_iter().chain(rx.try_iter()) {
            let result = match job {
                Job::Save(number, text) => {
                    newest = Some((number, text));
                    Ok(())
                }
                Job::Archive(text) => store.archive(&text).map(|_| ()),
                Job::Settings(s) => store.save_settings(&s),
                Job::Flush(done) => {
                    save(&mut newest);
                    let _ = done.send(());
                    Ok(())
                }
            };
            if let Err(e) = result {
                error!("saving failed: {e}");
            }
        }
        save(&mut newest);
    }
    // The game is closing: one last try.
    save(&mut newest);
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
    rules: Res<Rules>,
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
    rules: Res<Rules>,
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
