//! Files on disk, without Bevy: the autosave, recent finished games and settings, in the
//! platform's data and config directories. Every write is atomic (temporary file, flush,
//! fsync, rename), so a crash or `kill -9` leaves the old file or the new one, never a torn
//! one (and perhaps a temporary file, deleted at a later start). A file that can't be read
//! is moved aside with a timestamp, never deleted.

use std::{
    fs, io,
    io::Write,
    path::{Path, PathBuf},
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use serde::{Serialize, de::DeserializeOwned};

use super::notice::{Earned, Notice};

/// How many finished games the recent-games list keeps.
pub const RECENT_GAMES: usize = 20;

/// A temporary file this old is the remains of an interrupted write: writing takes
/// milliseconds.
pub const STALE_TEMP: Duration = Duration::from_secs(60);

#[derive(Debug, Clone)]
pub struct Store {
    data: PathBuf,
    config: PathBuf,
}

/// The save folder belongs to this process while this lives. An OS file lock (std's
/// `flock` on Unix), so it is released when the process ends however it ends, `kill -9`
/// included: there is no stale lock to clean up.
#[derive(Debug)]
pub struct SaveLock {
    _file: fs::File,
}

/// What was found in a file that should hold our data.
#[derive(Debug)]
pub enum Loaded<T> {
    Missing,
    Ok(T),
    /// Unreadable: moved to `moved_to`; `reason` says why, in one sentence.
    Corrupt {
        moved_to: PathBuf,
        reason: String,
    },
}

impl Store {
    /// The platform directories (`~/.local/share/gambit`, `~/.config/gambit` on Linux).
    /// `GAMBIT_HOME` puts both under one folder instead (tests, portable installs).
    pub fn from_env() -> io::Result<Store> {
        // An empty value is unset: it would otherwise save into the current folder.
        if let Some(home) = std::env::var_os("GAMBIT_HOME").filter(|h| !h.is_empty()) {
            let home = PathBuf::from(home);
            return Ok(Store::at(home.join("data"), home.join("config")));
        }
        let dirs = directories::ProjectDirs::from("", "", "gambit")
            .ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, "no home directory"))?;
        Ok(Store::at(
            dirs.data_dir().to_path_buf(),
            dirs.config_dir().to_path_buf(),
        ))
    }

    pub fn at(data: PathBuf, config: PathBuf) -> Store {
        Store { data, config }
    }

    /// Nothing was ever saved here: Gambit's first start for this player.
    pub fn is_new(&self) -> bool {
        !self.data.exists() && !self.config.exists()
    }

    pub fn autosave_path(&self) -> PathBuf {
        self.data.join("current-game.pgn")
    }

    pub fn settings_path(&self) -> PathBuf {
        self.config.join("settings.json")
    }

    pub fn recent_dir(&self) -> PathBuf {
        self.data.join("recent")
    }

    /// The stars won in the lessons.
    pub fn lessons_path(&self) -> PathBuf {
        self.data.join("lessons.json")
    }

    /// The puzzle training: the player's own puzzles, their schedule and rating.
    pub fn puzzles_path(&self) -> PathBuf {
        self.data.join("puzzles.json")
    }

    /// The games against the levels and the reviews' accuracy.
    pub fn record_path(&self) -> PathBuf {
        self.data.join("record.json")
    }

    pub fn lock_path(&self) -> PathBuf {
        self.data.join("gambit.lock")
    }

    /// Takes the save folder for this process. `Ok(None)`: another running copy of the
    /// game has it, and this one must not touch its saved game.
    /// A symbolic link in the lock file's place is refused: following it would create or
    /// lock a file elsewhere.
    pub fn try_lock(&self) -> io::Result<Option<SaveLock>> {
        use std::os::unix::fs::OpenOptionsExt;
        fs::create_dir_all(&self.data)?;
        let path = self.lock_path();
        let file = fs::File::options()
            .create(true)
            .truncate(false)
            .write(true)
            .custom_flags(libc::O_NOFOLLOW)
            .open(&path)
            .map_err(|e| match e.raw_os_error() {
                Some(libc::ELOOP) => io::Error::other(format!(
                    "{} is a symbolic link, not the lock file",
                    path.display()
                )),
                _ => e,
            })?;
        match file.try_lock() {
            Ok(()) => Ok(Some(SaveLock { _file: file })),
            Err(fs::TryLockError::WouldBlock) => Ok(None),
            Err(fs::TryLockError::Error(e)) => Err(e),
        }
    }

    pub fn save_current(&self, pgn: &str) -> io::Result<()> {
        atomic_write(&self.autosave_path(), pgn.as_bytes())
    }

    /// Reads the autosave and hands it to `parse`; on failure the file is moved aside.
    pub fn load_current<T, E: std::fmt::Display>(
        &self,
        parse: impl FnOnce(&str) -> Result<T, E>,
    ) -> Loaded<T> {
        load_or_move_aside(&self.autosave_path(), parse)
    }

    /// Keeps a finished game in the recent-games folder (newest `RECENT_GAMES`).
    pub fn archive(&self, pgn: &str) -> io::Result<PathBuf> {
        let path = self.new_recent_path()?;
        atomic_write(&path, pgn.as_bytes())?;
        self.trim_recent(&path);
        Ok(path)
    }

    /// Moves the autosave, as it is, into the recent games. A rename needs no free space,
    /// so a full disk cannot cost the player that game.
    pub fn file_current(&self) -> io::Result<PathBuf> {
        let path = self.new_recent_path()?;
        fs::rename(self.autosave_path(), &path)?;
        // Best effort: the rename is done; syncing only hurries it to the disk.
        for dir in [&self.recent_dir(), &self.data] {
            let _ = fs::File::open(dir).and_then(|d| d.sync_all());
        }
        self.trim_recent(&path);
        Ok(path)
    }

    /// Whether one of the recent games holds exactly `pgn`.
    pub fn is_filed(&self, pgn: &str) -> bool {
        self.recent_games()
            .unwrap_or_default()
            .iter()
            .any(|p| fs::read(p).is_ok_and(|b| b == pgn.as_bytes()))
    }

    fn new_recent_path(&self) -> io::Result<PathBuf> {
        let dir = self.recent_dir();
        fs::create_dir_all(&dir)?;
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default()
            .as_nanos();
        Ok(dir.join(format!("{nanos:024}.pgn")))
    }

    /// Drops the oldest games Gambit filed beyond `RECENT_GAMES`, never `just_filed`.
    /// Only files of Gambit's own naming are ever deleted (the player's own PGNs in the
    /// folder, or in a folder it links to, are left alone), and no link. Failing here
    /// keeps a game too many until the next try; it must not fail the filing (a retry
    /// would file it twice).
    fn trim_recent(&self, just_filed: &Path) {
        let ours: Vec<PathBuf> = self
            .recent_games()
            .unwrap_or_default()
            .into_iter()
            .filter(|p| is_filed_name(p))
            .collect();
        for old in ours.iter().skip(RECENT_GAMES) {
            let plain_file = fs::symlink_metadata(old).is_ok_and(|m| m.is_file());
            if old != just_filed && plain_file {
                let _ = fs::remove_file(old);
            }
        }
    }

    /// Recent finished games, newest first.
    pub fn recent_games(&self) -> io::Result<Vec<PathBuf>> {
        let mut files: Vec<PathBuf> = match fs::read_dir(self.recent_dir()) {
            Ok(rd) => rd
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
                .collect(),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Vec::new(),
            Err(e) => return Err(e),
        };
        files.sort();
        files.reverse();
        Ok(files)
    }

    /// Deletes the temporary files of writes that a crash or `kill -9` interrupted (the
    /// file they were replacing is intact). Only files older than [`STALE_TEMP`], so a
    /// write in progress in another instance is left alone.
    pub fn remove_stale_temps(&self) {
        let now = SystemTime::now();
        for dir in [&self.data, &self.config, &self.recent_dir()] {
            let Ok(entries) = fs::read_dir(dir) else {
                continue;
            };
            for entry in entries.filter_map(|e| e.ok()) {
                let name = entry.file_name();
                let name = name.to_string_lossy();
                let stale = entry
                    .metadata()
                    .and_then(|m| m.modified())
                    .is_ok_and(|t| now.duration_since(t).unwrap_or_default() > STALE_TEMP);
                if name.starts_with('.') && name.contains(".tmp-") && stale {
                    let _ = fs::remove_file(entry.path());
                }
            }
        }
    }

    pub fn save_settings<T: Serialize>(&self, settings: &T) -> io::Result<()> {
        let json = serde_json::to_string_pretty(settings).map_err(io::Error::other)?;
        atomic_write(&self.settings_path(), json.as_bytes())
    }

    /// Settings read without touching the file (a folder that is not ours): the defaults
    /// when it can't be read.
    pub fn read_settings<T: DeserializeOwned + Default>(&self) -> T {
        fs::read_to_string(self.settings_path())
            .ok()
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    /// Settings, or defaults with a warning when the file is damaged (moved aside).
    pub fn load_settings<T: DeserializeOwned + Default>(&self) -> (T, Option<Notice>) {
        match load_or_move_aside(&self.settings_path(), |t| serde_json::from_str::<T>(t)) {
            Loaded::Missing => (T::default(), None),
            Loaded::Ok(s) => (s, None),
            Loaded::Corrupt { moved_to, reason } => (
                T::default(),
                Some(Notice::SettingsUnreadable {
                    reason,
                    kept_as: moved_to,
                }),
            ),
        }
    }
}

fn load_or_move_aside<T, E: std::fmt::Display>(
    path: &Path,
    parse: impl FnOnce(&str) -> Result<T, E>,
) -> Loaded<T> {
    let bytes = match fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Loaded::Missing,
        Err(e) => return corrupt(path, e.to_string()),
    };
    let parsed = match std::str::from_utf8(&bytes) {
        Ok(text) => parse(text).map_err(|e| e.to_string()),
        Err(_) => Err("it is not text".to_string()),
    };
    match parsed {
        Ok(v) => Loaded::Ok(v),
        Err(reason) => corrupt(path, reason),
    }
}

fn corrupt<T>(path: &Path, reason: String) -> Loaded<T> {
    match move_aside(path) {
        Ok(moved_to) => Loaded::Corrupt { moved_to, reason },
        // Can't move it: leave it, and say where it is.
        Err(e) => Loaded::Corrupt {
            moved_to: path.to_path_buf(),
            reason: format!("{reason}; {e}"),
        },
    }
}

/// Whether `path` has the name Gambit gives a game it files: the filing time in
/// nanoseconds, 24 digits, `.pgn` (so name order is date order).
fn is_filed_name(path: &Path) -> bool {
    path.file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.strip_suffix(".pgn"))
        .is_some_and(|stem| stem.len() == 24 && stem.bytes().all(|b| b.is_ascii_digit()))
}

/// How a kept file of the player's (lesson stars, puzzle training) was read.
pub struct Kept<T> {
    pub value: T,
    /// Whether new values may be written over it (not when it could not be read for
    /// now: a permission or disk error must not cost what it holds).
    pub writable: bool,
    /// What to tell the player, if anything.
    pub notice: Option<Notice>,
}

/// Reads the kept file `path` with `load`. A damaged one (`damaged` says which errors
/// are) is moved aside and starts again from the default; an unreadable one starts from
/// the default too but is not overwritten. `mine`: the save folder is this process's; when
/// not, nothing is moved or written. `what` says which file it is, for the notice.
pub fn read_kept<T: Default, E: std::fmt::Display>(
    path: &Path,
    mine: bool,
    load: impl FnOnce(&Path) -> Result<T, E>,
    damaged: impl FnOnce(&E) -> bool,
    what: Earned,
) -> Kept<T> {
    match load(path) {
        Ok(value) => Kept {
            value,
            writable: mine,
            notice: None,
        },
        Err(e) if damaged(&e) && mine => Kept {
            value: T::default(),
            writable: true,
            notice: Some(Notice::KeptDamaged {
                what,
                error: e.to_string(),
                kept_as: move_aside(path).ok(),
            }),
        },
        Err(e) => Kept {
            value: T::default(),
            writable: false,
            notice: Some(Notice::KeptUnreadable {
                what,
                error: e.to_string(),
            }),
        },
    }
}

/// Renames `path` to `NAME.corrupt-<unix seconds>.EXT` beside it.
pub fn move_aside(path: &Path) -> io::Result<PathBuf> {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default()
        .as_secs();
    let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("file");
    let ext = path.extension().and_then(|s| s.to_str()).unwrap_or("bak");
    let mut target = path.with_file_name(format!("{stem}.corrupt-{secs}.{ext}"));
    let mut n = 1;
    while target.exists() {
        target = path.with_file_name(format!("{stem}.corrupt-{secs}-{n}.{ext}"));
        n += 1;
    }
    fs::rename(path, &target)?;
    Ok(target)
}

/// Writes `bytes` to `path` so that readers see the old or the new content, never a mix.
pub fn atomic_write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    fs::create_dir_all(dir)?;
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("file");
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        fs::rename(&tmp, path)?;
        // The rename itself must reach the disk too.
        fs::File::open(dir)?.sync_all()
    })();
    if result.is_err() {
        let _ = fs::remove_file(&tmp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_store(name: &str) -> Store {
        let root = std::env::temp_dir().join(format!("gambit-store-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        Store::at(root.join("data"), root.join("config"))
    }

    #[test]
    fn autosave_round_trip_and_overwrite() {
        let s = temp_store("roundtrip");
        assert!(matches!(
            s.load_current(|t| Ok::<_, String>(t.to_string())),
            Loaded::Missing
        ));
        s.save_current("one").unwrap();
        s.save_current("two").unwrap();
        match s.load_current(|t| Ok::<_, String>(t.to_string())) {
            Loaded::Ok(t) => assert_eq!(t, "two"),
            other => panic!("{other:?}"),
        }
        let leftovers: Vec<_> = fs::read_dir(s.autosave_path().parent().unwrap())
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
            .collect();
        assert!(leftovers.is_empty());
    }

    #[test]
    fn corrupt_autosave_is_moved_aside_not_deleted() {
        let s = temp_store("corrupt");
        atomic_write(&s.autosave_path(), b"\xff\xfe not text").unwrap();
        let Loaded::Corrupt { moved_to, reason } = s.load_current(|_| Ok::<(), String>(())) else {
            panic!("should be corrupt")
        };
        assert_eq!(reason, "it is not text");
        assert!(!s.autosave_path().exists());
        assert_eq!(fs::read(&moved_to).unwrap(), b"\xff\xfe not text");
        assert!(moved_to.to_string_lossy().contains("current-game.corrupt-"));

        s.save_current("bad game").unwrap();
        let Loaded::Corrupt { reason, .. } = s.load_current(|_| Err::<(), _>("no moves")) else {
            panic!()
        };
        assert_eq!(reason, "no moves");
    }

    #[test]
    fn bad_settings_fall_back_to_defaults_with_a_warning() {
        #[derive(serde::Serialize, serde::Deserialize, Default, PartialEq, Debug)]
        struct S {
            volume: f32,
        }
        let s = temp_store("settings");
        assert_eq!(s.load_settings::<S>(), (S::default(), None));
        s.save_settings(&S { volume: 0.5 }).unwrap();
        assert_eq!(s.load_settings::<S>(), (S { volume: 0.5 }, None));
        atomic_write(&s.settings_path(), b"{ not json").unwrap();
        let (loaded, warning) = s.load_settings::<S>();
        assert_eq!(loaded, S::default());
        assert!(matches!(
            warning,
            Some(super::Notice::SettingsUnreadable { .. })
        ));
    }

    #[test]
    fn temporary_files_of_interrupted_writes_are_removed_once_stale() {
        let s = temp_store("stale");
        s.save_current("game").unwrap();
        let dir = s.autosave_path().parent().unwrap().to_path_buf();
        let old = dir.join(".current-game.pgn.tmp-1");
        let fresh = dir.join(".current-game.pgn.tmp-2");
        fs::write(&old, "half a ga").unwrap();
        fs::write(&fresh, "being writ").unwrap();
        let long_ago = SystemTime::now() - STALE_TEMP * 2;
        fs::File::options()
            .write(true)
            .open(&old)
            .unwrap()
            .set_modified(long_ago)
            .unwrap();
        s.remove_stale_temps();
        assert!(!old.exists(), "a stale temporary file is removed");
        assert!(fresh.exists(), "a write that may be in progress is kept");
        assert_eq!(fs::read_to_string(s.autosave_path()).unwrap(), "game");
    }

    #[test]
    fn a_second_lock_on_the_folder_is_refused_until_the_first_is_gone() {
        let s = temp_store("lock");
        let first = s.try_lock().unwrap();
        assert!(first.is_some());
        assert!(s.try_lock().unwrap().is_none(), "taken");
        drop(first);
        assert!(s.try_lock().unwrap().is_some(), "free again");
    }

    #[test]
    fn a_symlink_in_place_of_the_lock_file_is_refused() {
        let s = temp_store("lock-link");
        fs::create_dir_all(s.lock_path().parent().unwrap()).unwrap();
        let target = s.lock_path().with_file_name("elsewhere");
        std::os::unix::fs::symlink(&target, s.lock_path()).unwrap();
        let e = s.try_lock().unwrap_err();
        assert!(e.to_string().contains("symbolic link"), "{e}");
        assert!(!target.exists(), "the link was followed");
    }

    #[test]
    fn filing_the_autosave_moves_it_into_the_recent_games() {
        let s = temp_store("file-current");
        s.save_current("1. d4 d5 *").unwrap();
        assert!(!s.is_filed("1. d4 d5 *"));
        let filed = s.file_current().unwrap();
        assert!(!s.autosave_path().exists());
        assert_eq!(fs::read_to_string(filed).unwrap(), "1. d4 d5 *");
        assert!(s.is_filed("1. d4 d5 *"));
        assert!(s.file_current().is_err(), "nothing left to file");
    }

    /// Trimming deletes only games Gambit filed, oldest first, never the one just filed:
    /// the player's own PGNs beside them (or in a folder `recent` links to) stay.
    #[test]
    fn trimming_leaves_the_players_files_and_the_game_just_filed() {
        let s = temp_store("trim-mine");
        fs::create_dir_all(s.recent_dir()).unwrap();
        for i in 0..RECENT_GAMES {
            fs::write(s.recent_dir().join(format!("mygame-{i:02}.pgn")), "mine").unwrap();
        }
        let filed = s.archive("1. e4 e5 *").unwrap();
        assert!(filed.exists(), "the game just filed");
        assert_eq!(s.recent_games().unwrap().len(), RECENT_GAMES + 1);
        // 25 of Gambit's own: the oldest go, the newest and the player's stay.
        for i in 0..RECENT_GAMES + 4 {
            s.archive(&format!("game {i}")).unwrap();
        }
        let left = s.recent_games().unwrap();
        assert_eq!(left.len(), 2 * RECENT_GAMES);
        assert!(!filed.exists(), "the oldest of Gambit's went");
        assert_eq!(
            left.iter().filter(|p| is_filed_name(p)).count(),
            RECENT_GAMES
        );

        let linked = temp_store("trim-link");
        let theirs = std::env::temp_dir().join(format!("gambit-theirs-{}", std::process::id()));
        let _ = fs::remove_dir_all(&theirs);
        fs::create_dir_all(&theirs).unwrap();
        fs::create_dir_all(linked.recent_dir().parent().unwrap()).unwrap();
        for i in 0..25 {
            fs::write(theirs.join(format!("{i:03}.pgn")), "mine").unwrap();
        }
        std::os::unix::fs::symlink(&theirs, linked.recent_dir()).unwrap();
        linked.archive("1. d4 *").unwrap();
        assert_eq!(fs::read_dir(&theirs).unwrap().count(), 26);
        let _ = fs::remove_dir_all(&theirs);
    }

    #[test]
    fn recent_games_keep_the_newest() {
        let s = temp_store("recent");
        for i in 0..RECENT_GAMES + 3 {
            s.archive(&format!("game {i}")).unwrap();
        }
        let recent = s.recent_games().unwrap();
        assert_eq!(recent.len(), RECENT_GAMES);
        assert_eq!(
            fs::read_to_string(&recent[0]).unwrap(),
            format!("game {}", RECENT_GAMES + 2)
        );
    }
}
