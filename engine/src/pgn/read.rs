//! Streaming the games of a PGN source: decoding, damage, progress and cancelling.

use std::{
    collections::VecDeque,
    fs::{self, File},
    io,
    path::Path,
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering},
    },
};

use pgn_reader::Reader;

use super::{
    Damage, GameError, PgnGame,
    replay::{Replayer, decode_text, empty_pgn},
    split::Splitter,
};

/// A short, one-line piece of the text at a damaged spot, for messages.
fn excerpt(bytes: &[u8]) -> String {
    const MAX: usize = 32;
    let mut cut = &bytes[..bytes.len().min(MAX)];
    // Don't cut a UTF-8 character in two (it would then be read as Windows-1252).
    if let Err(e) = std::str::from_utf8(cut)
        && e.error_len().is_none()
    {
        cut = &cut[..e.valid_up_to()];
    }
    let mut text = decode_text(cut)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace(|c: char| c.is_control(), "\u{fffd}");
    if bytes.len() > MAX {
        text.push('…');
    }
    text
}

/// The longest game read whole by default (8 MiB); see [`PgnGames::max_game_bytes`].
pub const MAX_GAME_BYTES: usize = 8 << 20;

/// How far a [`PgnGames`] has got, readable and cancellable from another thread.
#[derive(Debug, Clone, Default)]
pub struct ReadProgress(Arc<ReadProgressState>);

#[derive(Debug, Default)]
struct ReadProgressState {
    bytes: AtomicU64,
    games: AtomicUsize,
    cancelled: AtomicBool,
}

impl ReadProgress {
    /// Bytes of the input taken up by the games returned so far (all of it at the end).
    pub fn bytes(&self) -> u64 {
        self.0.bytes.load(Ordering::Relaxed)
    }

    /// Games returned so far.
    pub fn games(&self) -> usize {
        self.0.games.load(Ordering::Relaxed)
    }

    /// Makes the iterator end (it returns `None` from its next call on).
    pub fn cancel(&self) {
        self.0.cancelled.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.0.cancelled.load(Ordering::Relaxed)
    }
}

/// Streams the games of a PGN source, one at a time: only the game being read is held
/// in memory, so files of any size can be read (lazily: stopping the iteration stops
/// the reading). See [`read_games`].
pub struct PgnGames<R: io::Read> {
    splitter: Splitter<R>,
    /// Games read from the last piece of text but not returned yet (pgn-reader may find
    /// more than one where the splitter saw one).
    pending: VecDeque<PgnGame>,
    progress: ReadProgress,
    /// An error met after the games in `pending`, returned once they are.
    error: Option<io::Error>,
    failed: bool,
}

impl<R: io::Read> PgnGames<R> {
    /// A handle on the progress, for another thread: bytes and games so far, and cancel.
    pub fn progress(&self) -> ReadProgress {
        self.progress.clone()
    }

    /// Reads games up to `limit` bytes long whole (default [`MAX_GAME_BYTES`]); a longer
    /// game is replayed from its first `limit` bytes and reported as
    /// [`Damage::TooLong`], and reading goes on after it.
    pub fn max_game_bytes(mut self, limit: usize) -> Self {
        self.splitter.set_limit(limit.max(1));
        self
    }

    /// Replays one game's text into `pending`, adding what the splitter saw.
    fn read_chunk(&mut self) -> io::Result<bool> {
        let Some((bytes, chunk)) = self.splitter.next_chunk()? else {
            return Ok(false);
        };
        debug_assert!(self.pending.is_empty(), "games of one text at a time");
        // A buffer that holds the longest tag line (pgn-reader's default is 16 KiB, and
        // may hold as little as 255 bytes of a line when it refills).
        let mut reader = Reader::build(bytes)
            .set_supported_tag_line_length(chunk.longest_tag_line + 1)
            .finish();
        let mut replayer = Replayer::default();
        let mut parse_error = None;
        loop {
            match reader.read_game(&mut replayer) {
                Ok(Some(game)) => self.pending.push_back(game),
                Ok(None) => break,
                Err(e) => {
                    self.pending.push_back(replayer.take());
                    parse_error = Some(e.to_string());
                    break;
                }
            }
        }
        // The damage found goes to the last game of this text (the one it cut short),
        // unless that game already stopped at an error of its own.
        let at = |i: usize| excerpt(&bytes[i.min(bytes.len())..]);
        let damage = if chunk.truncated {
            Some((
                Damage::TooLong { limit: bytes.len() },
                at(bytes.len().saturating_sub(16)),
            ))
        } else if let Some(i) = chunk.open_comment {
            Some((Damage::UnclosedComment, at(i)))
        } else if let Some(i) = chunk.open_variation {
            Some((Damage::UnclosedVariation, at(i)))
        } else {
            parse_error.map(|message| match (message.as_str(), chunk.last_tag) {
                ("unterminated tag", Some(i)) => (Damage::UnclosedTag, at(i)),
                _ => (Damage::Unreadable(message), String::new()),
            })
        };
        if let Some(last) = self.pending.back_mut()
            && let Some((reason, at)) = damage
            && last.error.is_none()
        {
            last.error = Some(GameError::Damaged {
                ply: last.game.moves().len() + 1,
                at,
                reason,
            });
        }
        // Only tags or moves make a game: nothing but comments, `%` lines and whitespace
        // is none, and anything else that gave no more (binary junk pgn-reader passed
        // over, leaving perhaps a `*` or a `{…}`) is reported, not lost without a word.
        self.pending.retain(holds_a_game);
        if self.pending.is_empty()
            && let Some(i) = chunk.content
        {
            let mut pgn = empty_pgn();
            pgn.error = Some(GameError::Damaged {
                ply: 1,
                at: at(i),
                reason: Damage::NotPgn,
            });
            self.pending.push_back(pgn);
        }
        if self.pending.iter().any(has_tag_or_move) {
            self.splitter.found_game();
        }
        // The game cut short comes first, then whatever ended the skipping.
        if chunk.truncated
            && let Err(e) = self.splitter.skip_rest()
        {
            self.error = Some(e);
        }
        Ok(true)
    }
}

/// A game with a move, a tag or an error of its own.
fn holds_a_game(pgn: &PgnGame) -> bool {
    pgn.error.is_some() || has_tag_or_move(pgn)
}

/// A game with a move or a tag. A "tag" whose name is not a PGN name (letters, digits,
/// `_`) is junk that happened to hold `[`, `"` and `]`.
fn has_tag_or_move(pgn: &PgnGame) -> bool {
    let tag_name = |name: &str| {
        !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
    };
    !pgn.game.moves().is_empty() || pgn.tags.iter().any(|(name, _)| tag_name(name))
}

impl<R: io::Read> Iterator for PgnGames<R> {
    /// An `Err` means the source itself could not be read (an I/O error other than
    /// `Interrupted`, which is retried); iteration stops after it. Damaged PGN text is
    /// not an `Err`: it is the `error` of the game it is in, and the next games follow.
    type Item = io::Result<PgnGame>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if self.failed || self.progress.is_cancelled() {
                return None;
            }
            if let Some(game) = self.pending.pop_front() {
                self.progress.0.games.fetch_add(1, Ordering::Relaxed);
                if self.pending.is_empty() {
                    let bytes = self.splitter.consumed();
                    self.progress.0.bytes.store(bytes, Ordering::Relaxed);
                }
                return Some(Ok(game));
            }
            if let Some(e) = self.error.take() {
                self.failed = true;
                return Some(Err(e));
            }
            match self.read_chunk() {
                Ok(true) => {}
                Ok(false) => {
                    let bytes = self.splitter.consumed();
                    self.progress.0.bytes.store(bytes, Ordering::Relaxed);
                    return None;
                }
                Err(e) => {
                    self.failed = true;
                    return Some(Err(e));
                }
            }
        }
    }
}

/// Streams the games of a PGN from any reader (a file, stdin, a byte slice). Text that is
/// not UTF-8 is read as Windows-1252 (tag by tag and comment by comment); a UTF-8 byte
/// order mark is skipped.
///
/// A damaged spot spoils only its own game, which comes with an `error`
/// ([`GameError::Damaged`]: a comment or variation never closed, a tag never closed, a
/// game longer than [`MAX_GAME_BYTES`], text that is no PGN at all) holding the moves
/// before the damage; the next games are read as usual. But 64 MiB read (or eight of
/// the longest games) without any game in them end the reading with an
/// [`io::ErrorKind::InvalidData`] error: the source is no PGN (a device, a disk image).
///
/// For a big file on a background thread: take [`PgnGames::progress`] before iterating
/// and hand it to the UI, which can show `progress.bytes()` against the file's size
/// (see [`open`]) and `progress.games()`, and call `progress.cancel()`; or simply stop
/// iterating, since nothing is read ahead of the games asked for.
pub fn read_games<R: io::Read>(source: R) -> PgnGames<R> {
    PgnGames {
        splitter: Splitter::new(source, MAX_GAME_BYTES),
        pending: VecDeque::new(),
        progress: ReadProgress::default(),
        error: None,
        failed: false,
    }
}

/// Opens a PGN file for [`read_games`]-style streaming; also gives its size in bytes,
/// the total for [`ReadProgress::bytes`]. A regular file or a named pipe: a folder, a
/// device (`/dev/zero` never ends) or a socket is an [`io::ErrorKind::InvalidInput`]
/// error.
///
/// ```no_run
/// # fn main() -> std::io::Result<()> {
/// let (games, size) = gambit_engine::pgn::open("big.pgn")?;
/// let progress = games.progress(); // a handle for the UI thread
/// let (tx, rx) = std::sync::mpsc::channel();
/// std::thread::spawn(move || {
///     for game in games {
///         // Each game, or the read error that ends the file; stop if nobody listens.
///         if tx.send(game).is_err() {
///             break;
///         }
///     }
/// });
/// // On the UI thread, each frame:
/// let fraction = progress.bytes() as f64 / size.max(1) as f64;
/// let found: Vec<_> = rx.try_iter().collect();
/// println!("{:.0}%, {} games", 100.0 * fraction, progress.games());
/// // A Cancel button: the reading thread ends at its next game.
/// progress.cancel();
/// # Ok(())
/// # }
/// ```
pub fn open(path: impl AsRef<Path>) -> io::Result<(PgnGames<File>, u64)> {
    // Checked before opening too: opening a socket fails with a less clear error.
    readable_kind(fs::metadata(&path)?.file_type())?;
    let file = File::open(path)?;
    let metadata = file.metadata()?;
    readable_kind(metadata.file_type())?;
    Ok((read_games(file), metadata.len()))
}

/// Whether a file of this kind can be read as PGN: a regular file or a named pipe.
fn readable_kind(kind: fs::FileType) -> io::Result<()> {
    #[cfg(unix)]
    use std::os::unix::fs::FileTypeExt;
    #[cfg(unix)]
    let (fifo, device, socket) = (
        kind.is_fifo(),
        kind.is_char_device() || kind.is_block_device(),
        kind.is_socket(),
    );
    #[cfg(not(unix))]
    let (fifo, device, socket) = (false, false, false);
    let what = if kind.is_file() || fifo {
        return Ok(());
    } else if kind.is_dir() {
        "a folder"
    } else if device {
        "a device"
    } else if socket {
        "a socket"
    } else {
        "something else"
    };
    Err(io::Error::new(
        io::ErrorKind::InvalidInput,
        format!("it is {what}, not a file"),
    ))
}

/// Reads every game of a PGN file's bytes, in whatever encoding (see [`read_games`]).
pub fn parse_bytes(bytes: &[u8]) -> Vec<PgnGame> {
    // A byte slice can't fail to be read.
    read_games(bytes).filter_map(Result::ok).collect()
}

/// Reads every game of a PGN text (for files and the clipboard). Never fails: damage
/// is reported per game; the `Result` stays for callers written when it could.
pub fn parse_all(text: &str) -> io::Result<Vec<PgnGame>> {
    read_games(text.as_bytes()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::{sync::mpsc, time::Duration};

    /// `f` on a thread of its own, which must be done within `secs`: a hang fails.
    fn within<T: Send + 'static>(secs: u64, f: impl FnOnce() -> T + Send + 'static) -> T {
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(f());
        });
        rx.recv_timeout(Duration::from_secs(secs))
            .expect("still reading: it must give up")
    }

    /// The games read until the end or the first error: (with moves, others, error).
    fn until_error<R: io::Read>(games: PgnGames<R>) -> (usize, usize, Option<io::Error>) {
        let (mut good, mut others) = (0, 0);
        for game in games {
            match game {
                Ok(g) if !g.game.moves().is_empty() => good += 1,
                Ok(_) => others += 1,
                Err(e) => return (good, others, Some(e)),
            }
        }
        (good, others, None)
    }

    fn temp(name: &str) -> std::path::PathBuf {
        std::env::temp_dir().join(format!("gambit-read-{}-{name}", std::process::id()))
    }

    #[test]
    fn what_is_not_a_file_is_refused() {
        let dir = temp("dir");
        fs::create_dir_all(&dir).unwrap();
        let e = open(&dir).err().expect("a folder");
        fs::remove_dir(&dir).unwrap();
        assert_eq!(e.kind(), io::ErrorKind::InvalidInput);
        assert_eq!(e.to_string(), "it is a folder, not a file");
        #[cfg(unix)]
        {
            // Read as PGN, /dev/zero never ended.
            let e = within(10, || open("/dev/zero").err().expect("a device"));
            assert_eq!(e.to_string(), "it is a device, not a file");
            let socket = temp("socket");
            let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
            let e = open(&socket).err().expect("a socket");
            fs::remove_file(&socket).unwrap();
            assert_eq!(e.to_string(), "it is a socket, not a file");
        }
    }

    #[cfg(unix)]
    #[test]
    fn a_named_pipe_is_read() {
        let fifo = temp("fifo");
        let name = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: a valid C string; mkfifo only creates the pipe.
        assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
        let path = fifo.clone();
        let writer = std::thread::spawn(move || fs::write(path, "1. e4 e5 *\n\n1. d4 *\n"));
        let (good, others, error) = within(10, move || until_error(open(&fifo).unwrap().0));
        writer.join().unwrap().unwrap();
        fs::remove_file(temp("fifo")).unwrap();
        assert_eq!((good, others, error.map(|e| e.to_string())), (2, 0, None));
    }

    #[test]
    fn a_source_without_games_is_given_up() {
        // A game, then 100 MiB of NULs (a sparse file: no disk space taken).
        let path = temp("nul.pgn");
        fs::write(&path, "[Event \"A\"]\n\n1. e4 e5 *\n\n").unwrap();
        File::options()
            .append(true)
            .open(&path)
            .unwrap()
            .set_len(100 << 20)
            .unwrap();
        let (games, _) = open(&path).unwrap();
        let (good, others, error) = within(120, move || until_error(games));
        fs::remove_file(&path).unwrap();
        // The game, the first 8 MiB of NULs as a damaged one, then the error.
        assert_eq!((good, others), (1, 1));
        let error = error.expect("an error, not the end of the file");
        assert_eq!(error.kind(), io::ErrorKind::InvalidData);
        assert_eq!(error.to_string(), "this is not PGN: no game in 64 MiB");
        #[cfg(unix)]
        {
            let zero = File::open("/dev/zero").unwrap();
            let (_, _, error) = within(120, move || until_error(read_games(zero)));
            assert_eq!(error.map(|e| e.kind()), Some(io::ErrorKind::InvalidData));
        }
    }
}
