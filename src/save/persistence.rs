//! Never lose a game: after every move, take back, new game and game end the session is
//! saved (PGN with Gambit's tags: players, clocks, view) to the platform data directory, by
//! a background thread (file I/O stays off the main thread), atomically. On launch an
//! unfinished game resumes; a finished one goes to the recent games. Settings are saved
//! when they change.

use std::{sync::Mutex, time::Duration};

use bevy::{prelude::*, window::ExitSystems};
use gambit_engine::session::Session;

use super::notice::Notice;
use crate::{
    AppSystems,
    game::{
        current::{CurrentGame, now},
        messages::{DrawingChanged, GameEnded, MoveApplied, SessionReplaced},
    },
    save::settings::{AllSettings, SettingsFile},
    save::{
        store::{Loaded, SaveLock, Store},
        writer::Writer,
    },
};

pub use crate::save::writer::SaveHealth;

/// How long closing waits for the writer: a full disk must not keep the window open.
const FLUSH_LIMIT: Duration = Duration::from_secs(5);

#[derive(Resource)]
pub struct Persistence {
    writer: Writer,
    /// Game saves handed to the writer so far; the newest one is number `requested`.
    requested: u64,
    /// The settings as last handed to the writer (or read at start).
    settings: Option<SettingsFile>,
    /// Held while the game runs: the save folder is ours.
    _lock: SaveLock,
}

impl Persistence {
    /// The number of the newest game save requested (0: none yet).
    pub fn requested(&self) -> u64 {
        self.requested
    }

    /// The number of the newest game save known to be on disk; every save up to it is
    /// safe (older queued saves are superseded, not written).
    pub fn written(&self) -> u64 {
        self.writer.written()
    }

    pub fn health(&self) -> SaveHealth {
        self.writer.health()
    }

    /// The one writer, for the player's kept files (lesson stars, puzzle training).
    pub fn writer(&self) -> &Writer {
        &self.writer
    }

    /// Waits (at most a few seconds) until everything queued has been tried.
    pub fn flush(&self) -> bool {
        self.writer.flush(FLUSH_LIMIT)
    }
}

/// What start-up found on disk.
pub struct Startup {
    /// Where to save, with this process's lock on it; none when saving is off.
    pub store: Option<(Store, SaveLock)>,
    /// The save folder when it is not ours (another copy holds it, or it is read-only):
    /// the player's stars and training are still read from it, never written.
    pub read_only: Option<Store>,
    /// The unfinished game to resume, if any.
    pub resume: Option<Session>,
    pub settings: SettingsFile,
    /// Sentences for the player (a damaged save moved aside, …).
    pub notices: Vec<Notice>,
}

impl Startup {
    /// Where the player's kept files (lesson stars, puzzle training) are read, and
    /// whether they may be written.
    pub fn kept_files(&self) -> Option<(&Store, bool)> {
        match (&self.store, &self.read_only) {
            (Some((store, _)), _) => Some((store, true)),
            (None, Some(store)) => Some((store, false)),
            (None, None) => None,
        }
    }

    /// Files the unfinished game that is not resumed (a new one was asked for) under the
    /// recent games, and says so. False when it could not be filed: then it must go on,
    /// not be overwritten by the new game.
    pub fn keep_in_recent(&mut self) -> bool {
        let Some((store, _)) = &self.store else {
            return false;
        };
        let kept = store.file_current();
        self.notices.push(match &kept {
            Ok(_) => Notice::GameKept,
            Err(e) => Notice::GameNotKept(e.to_string()),
        });
        kept.is_ok()
    }
}

/// The save folder, taken for this process if it can be.
pub struct Folder {
    /// Ours, with the lock held.
    pub mine: Option<(Store, SaveLock)>,
    /// Not ours (another copy holds it, or it can't be written): only read.
    pub read_only: Option<Store>,
    /// What to tell the player when it is not ours.
    pub notice: Option<Notice>,
}

/// Finds the save folder and takes it, or says why it is only read.
pub fn open_folder() -> Folder {
    let store = match Store::from_env() {
        Ok(s) => s,
        Err(e) => {
            warn!("no place to save games: {e}");
            return Folder {
                mine: None,
                read_only: None,
                notice: None,
            };
        }
    };
    match store.try_lock() {
        Ok(Some(lock)) => Folder {
            mine: Some((store, lock)),
            read_only: None,
            notice: None,
        },
        Ok(None) => Folder {
            mine: None,
            read_only: Some(store),
            notice: Some(Notice::AnotherCopy),
        },
        Err(e) => Folder {
            mine: None,
            read_only: Some(store),
            notice: Some(Notice::CannotSave(e.to_string())),
        },
    }
}

/// Reads the autosave and the settings. `now` is the clock model's time at start-up.
pub fn load(now: Duration) -> Startup {
    let mut settings = SettingsFile::default();
    let Folder {
        mine: store,
        read_only,
        notice,
    } = open_folder();
    let mut notices: Vec<Notice> = notice.into_iter().collect();
    // Settings are read even when the folder is not ours (they are shared).
    if let Some(store) = &read_only {
        settings = store.read_settings::<SettingsFile>();
    }
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
            Loaded::Corrupt { moved_to, reason } => notices.push(Notice::SavedGameUnreadable {
                reason,
                kept_as: moved_to,
            }),
        }
        let (loaded, warning) = store.load_settings::<SettingsFile>();
        settings = loaded;
        notices.extend(warning);
    }
    let (store, read_only) = match store {
        Some((store, _)) if keep_aside => (None, Some(store)),
        store => (store, read_only),
    };
    Startup {
        store,
        read_only,
        resume,
        settings,
        notices,
    }
}

/// A finished game in the autosave is filed under the recent games before a new game's
/// first save replaces it, unless it is there already (its filing at the game's end
/// worked). Err: a sentence for the player; it could not be filed.
fn file_finished(store: &Store, text: &str) -> Result<(), Notice> {
    if store.is_filed(text) {
        return Ok(());
    }
    store
        .file_current()
        .map(|_| ())
        .map_err(|e| Notice::LastGameNotFiled {
            error: e.to_string(),
            autosave: store.autosave_path(),
        })
}

/// Registers saving; `store` from [`load`] (none: saving is off, e.g. in tests).
/// `settings` are the ones read at start: saved again only when they differ (a setting
/// given on the command line is remembered).
pub fn plugin(
    store: Option<(Store, SaveLock)>,
    settings: Option<SettingsFile>,
) -> impl Fn(&mut App) {
    // A plugin is built through `&self`; the lock moves into the app once.
    let store = Mutex::new(store);
    move |app: &mut App| {
        let taken = store.lock().unwrap_or_else(|e| e.into_inner()).take();
        let Some((store, lock)) = taken else { return };
        app.insert_resource(Persistence {
            writer: Writer::start(store),
            requested: 0,
            settings: settings.clone(),
            _lock: lock,
        })
        .add_systems(Update, (save_game, save_settings).in_set(AppSystems::Think))
        .add_systems(Last, flush_on_exit.after(ExitSystems));
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
    current: Res<CurrentGame>,
    mut persistence: ResMut<Persistence>,
    time: Res<Time<Real>>,
    mut applied: MessageReader<MoveApplied>,
    mut ended: MessageReader<GameEnded>,
    mut replaced: MessageReader<SessionReplaced>,
    mut drawn: MessageReader<DrawingChanged>,
) {
    let moved = applied.read().count() > 0;
    let over = ended.read().count() > 0;
    let reset = replaced.read().count() > 0;
    let drawn = drawn.read().count() > 0;
    if !(moved || over || reset || drawn) {
        return;
    }
    let text = current.session.to_pgn(now(&time), today());
    if over {
        persistence.writer.archive(text.clone());
    }
    persistence.save(text);
}

impl Persistence {
    fn save(&mut self, text: String) {
        self.requested += 1;
        self.writer.save_game(self.requested, text);
    }
}

/// Quitting right after a move must not lose it: the process would end while the writer
/// thread is still saving, so wait (briefly) for it to finish what is queued.
fn flush_on_exit(
    mut exits: MessageReader<AppExit>,
    mut persistence: ResMut<Persistence>,
    current: Res<CurrentGame>,
    time: Res<Time<Real>>,
) {
    if exits.read().next().is_none() {
        return;
    }
    // The clocks as they stand now: quitting in the middle of a move must not give the
    // time spent on it back.
    if current.session.clock().running().is_some() {
        persistence.save(current.session.to_pgn(now(&time), today()));
    }
    if !persistence.flush() {
        warn!("closing before everything was saved; what is left is in the files as before");
    }
}

/// Settings that differ from those last saved (or read) are saved: changed in the
/// window, or given on the command line.
fn save_settings(settings: AllSettings, mut persistence: ResMut<Persistence>) {
    if !settings.changed() {
        return;
    }
    let file = settings.file();
    if persistence.settings.as_ref() == Some(&file) {
        return;
    }
    persistence.settings = Some(file.clone());
    persistence.writer.settings(file);
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
