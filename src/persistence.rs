//! Never lose a game: after every move, take back, new game and game end the session is
//! saved (PGN with Gambit's tags: players, clocks, view) to the platform data directory, by
//! a background thread (file I/O stays off the main thread), atomically. On launch an
//! unfinished game resumes; a finished one goes to the recent games. Settings are saved
//! when they change.

use std::{
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
        mpsc::{Receiver, Sender, channel},
    },
    time::Duration,
};

use bevy::{prelude::*, window::ExitSystems};
use gambit_engine::session::Session;

use crate::{
    AppSystems,
    rules::{GameEnded, MoveApplied, Rules, now},
    settings::Settings,
    store::{Loaded, Store},
};

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
}

/// What start-up found on disk.
pub struct Startup {
    pub store: Option<Store>,
    /// The unfinished game to resume, if any.
    pub resume: Option<Session>,
    pub settings: Settings,
    /// Sentences for the player (a damaged save moved aside, …).
    pub notices: Vec<String>,
}

/// Reads the autosave and the settings. `now` is the clock model's time at start-up.
pub fn load(now: Duration) -> Startup {
    let store = match Store::from_env() {
        Ok(s) => Some(s),
        Err(e) => {
            warn!("no place to save games: {e}");
            None
        }
    };
    let mut notices = Vec::new();
    let mut resume = None;
    let mut settings = Settings::default();
    if let Some(store) = &store {
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
pub fn plugin(store: Option<Store>) -> impl Fn(&mut App) {
    move |app: &mut App| {
        let Some(store) = store.clone() else { return };
        let (jobs, rx) = channel();
        let written = Arc::new(AtomicU64::new(0));
        let report = written.clone();
        std::thread::Builder::new()
            .name("gambit-save".into())
            .spawn(move || writer(store, rx, &report))
            .expect("a thread for saving");
        app.insert_resource(Persistence {
            jobs,
            requested: 0,
            written,
        })
        .add_systems(Update, (save_game, save_settings).after(AppSystems::Rules))
        .add_systems(Last, flush_on_exit.after(ExitSystems));
    }
}

/// Writes jobs as they come; of several queued game saves only the newest is written (it
/// holds everything the older ones did). `written` gets a game save's number once it is on
/// disk, never before.
fn writer(store: Store, rx: Receiver<Job>, written: &AtomicU64) {
    let save = |newest: Option<(u64, String)>| {
        if let Some((number, text)) = newest {
            match store.save_current(&text) {
                Ok(()) => written.store(number, Ordering::Release),
                Err(e) => error!("saving the game failed: {e}"),
            }
        }
    };
    while let Ok(first) = rx.recv() {
        let mut newest = None;
        for job in std::iter::once(first).chain(rx.try_iter()) {
            let result = match job {
                Job::Save(number, text) => {
                    newest = Some((number, text));
                    Ok(())
                }
                Job::Archive(text) => store.archive(&text).map(|_| ()),
                Job::Settings(s) => store.save_settings(&s),
                Job::Flush(done) => {
                    save(newest.take());
                    let _ = done.send(());
                    Ok(())
                }
            };
            if let Err(e) = result {
                error!("saving failed: {e}");
            }
        }
        save(newest);
    }
}

fn today() -> Option<String> {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?
        .as_secs();
    // Civil date from days since 1970 (Howard Hinnant's algorithm), for the PGN Date tag.
    let z = (secs / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    Some(format!("{y:04}.{m:02}.{d:02}"))
}

fn save_game(
    rules: Res<Rules>,
    mut persistence: ResMut<Persistence>,
    time: Res<Time<Real>>,
    mut applied: MessageReader<MoveApplied>,
    mut ended: MessageReader<GameEnded>,
    mut generation: Local<Option<u64>>,
) {
    let moved = applied.read().count() > 0;
    let over = ended.read().count() > 0;
    let reset = *generation != Some(rules.generation);
    *generation = Some(rules.generation);
    if !(moved || over || reset) {
        return;
    }
    let text = rules.session.to_pgn(now(&time), today());
    if over {
        let _ = persistence.jobs.send(Job::Archive(text.clone()));
    }
    persistence.requested += 1;
    let _ = persistence
        .jobs
        .send(Job::Save(persistence.requested, text));
}

/// Quitting right after a move must not lose it: the process would end while the writer
/// thread is still saving, so wait (briefly) for it to finish what is queued.
fn flush_on_exit(mut exits: MessageReader<AppExit>, persistence: Res<Persistence>) {
    if exits.read().next().is_none() {
        return;
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
        let d = super::today().unwrap();
        assert_eq!(d.len(), 10);
        assert!(d.starts_with("20"), "{d}");
    }
}
