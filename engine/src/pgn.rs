//! PGN import (through pgn-reader, streaming) and export.

pub mod index;
mod split;

use std::{
    borrow::Cow,
    collections::VecDeque,
    fs::File,
    io,
    ops::ControlFlow,
    path::Path,
    sync::{
        Arc,
        atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering},
    },
};

use encoding_rs::WINDOWS_1252;
use pgn_reader::{KnownOutcome, Outcome, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::{Chess, Color, Position};

use split::Splitter;

use crate::{
    game::{DrawClaim, Ending, FenError, Game, parse_fen},
    rules::IllegalMove,
};

/// Gambit's own tag, keeping the exact reason a game ended (other programs ignore it).
pub const ENDING_TAG: &str = "GambitEnding";

/// Why a game in a PGN could not be replayed to its end.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the FEN tag is unusable: {error}")]
    BadFen { fen: String, error: FenError },
    /// `ply` counts from 1; `text` is the move as written.
    #[error("move {ply} ({text}): {reason}")]
    Move {
        ply: usize,
        text: String,
        reason: IllegalMove,
    },
    /// The PGN text of the game is damaged. `ply` counts from 1 like in `Move`: the
    /// damage stands where that ply would be, and the moves before it were replayed.
    /// `at` is the text there (shortened), for finding it.
    #[error("the game's text is damaged at ply {ply} ({at}): {reason}")]
    Damaged {
        ply: usize,
        at: String,
        reason: Damage,
    },
}

/// What is wrong with a damaged game's text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Damage {
    #[error("a comment {{ is never closed")]
    UnclosedComment,
    #[error("a variation ( is never closed")]
    UnclosedVariation,
    #[error("a tag [ is never closed")]
    UnclosedTag,
    /// Only the first `limit` bytes were read; the rest of the game was skipped.
    #[error("the game is longer than {limit} bytes; the rest of it was skipped")]
    TooLong { limit: usize },
    /// Text between games that gives neither tags nor moves.
    #[error("this is not PGN: no tags or moves could be read")]
    NotPgn,
    /// Any other complaint of the PGN parser.
    #[error("unreadable PGN: {0}")]
    Unreadable(String),
}

/// One game read from a PGN. When `error` is set, `game` holds the moves before it.
#[derive(Debug, Clone)]
pub struct PgnGame {
    pub tags: Vec<(String, String)>,
    pub game: Game,
    /// Comments after the move with that many plies played (0 = before the first move).
    pub comments: Vec<(usize, String)>,
    /// The result written in the movetext (or `*`).
    pub written_result: Option<Outcome>,
    pub error: Option<GameError>,
}

impl PgnGame {
    /// How a list names the game: "White – Black, 1-0 (34 moves), 1992.11.04".
    pub fn title(&self) -> String {
        let tag = |k: &str| {
            self.tag(k)
                .map(str::to_string)
                .filter(|v| !v.is_empty() && v != "?")
        };
        format!(
            "{} – {}, {} ({} moves){}",
            tag("White").unwrap_or_else(|| "?".into()),
            tag("Black").unwrap_or_else(|| "?".into()),
            tag("Result").unwrap_or_else(|| "*".into()),
            self.game.moves().len().div_ceil(2),
            tag("Date").map(|d| format!(", {d}")).unwrap_or_default(),
        )
    }

    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// How the PGN says the game ended when the board alone doesn't (resignation,
    /// agreement, claim, time forfeit). `None` if unfinished or the board decides.
    pub fn ending_from_tags(&self) -> Option<Ending> {
        if self.error.is_some() || self.game.is_over() {
            return None;
        }
        let result = self
            .tag("Result")
            .and_then(|r| r.parse::<KnownOutcome>().ok())
            .or_else(|| self.written_result.and_then(Outcome::known))?;
        let to_move = self.game.turn();
        let code = self.tag(ENDING_TAG).unwrap_or("");
        let time = code.starts_with("timeout")
            || self
                .tag("Termination")
                .is_some_and(|t| t.eq_ignore_ascii_case("time forfeit"));
        Some(match (result, code) {
            (KnownOutcome::Decisive { winner }, _) if time => Ending::Timeout {
                loser: (!winner).into(),
            },
            (KnownOutcome::Decisive { winner }, _) => Ending::Resignation {
                loser: (!winner).into(),
            },
            (KnownOutcome::Draw, _) if time => Ending::TimeoutDraw {
                loser: to_move.into(),
            },
            (KnownOutcome::Draw, "threefold_repetition") => Ending::Claimed {
                claim: DrawClaim::ThreefoldRepetition,
                by: to_move.into(),
            },
            (KnownOutcome::Draw, "fifty_moves") => Ending::Claimed {
                claim: DrawClaim::FiftyMoves,
                by: to_move.into(),
            },
            (KnownOutcome::Draw, _) => Ending::Agreement,
        })
    }
}

/// Replays games as pgn-reader visits them. The game being read is kept here rather than
/// in pgn-reader's hands, so that what was read before a parser error is not lost.
#[derive(Default)]
struct Replayer {
    current: Option<PgnGame>,
    start: Option<Result<Chess, GameError>>,
    /// A comment longer than pgn-reader's buffer arrives in pieces.
    comment: Vec<u8>,
}

impl Replayer {
    fn take(&mut self) -> PgnGame {
        self.current.take().unwrap_or_else(empty_pgn)
    }
}

impl Visitor for Replayer {
    type Tags = ();
    type Movetext = ();
    type Output = PgnGame;

    fn begin_tags(&mut self) -> ControlFlow<PgnGame> {
        self.current = Some(empty_pgn());
        self.start = None;
        self.comment.clear();
        ControlFlow::Continue(())
    }

    fn tag(&mut self, _: &mut (), name: &[u8], value: RawTag<'_>) -> ControlFlow<PgnGame> {
        let name = String::from_utf8_lossy(name).into_owned();
        let value = decode_text(&value.decode()).into_owned();
        if name.eq_ignore_ascii_case("FEN") {
            self.start = Some(parse_fen(&value).map_err(|error| GameError::BadFen {
                fen: value.clone(),
                error,
            }));
        }
        if let Some(pgn) = &mut self.current {
            pgn.tags.push((name, value));
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<PgnGame> {
        let pgn = self.current.get_or_insert_with(empty_pgn);
        match self.start.take() {
            None => {}
            Some(Ok(pos)) => pgn.game = Game::from_position(pos),
            Some(Err(e)) => {
                pgn.error = Some(e);
                return ControlFlow::Break(self.take());
            }
        }
        ControlFlow::Continue(())
    }

    fn san(&mut self, _: &mut (), san_plus: SanPlus) -> ControlFlow<PgnGame> {
        let pgn = self.current.get_or_insert_with(empty_pgn);
        match pgn.game.resolve_parsed_san(san_plus.san) {
            Ok(mv) => {
                pgn.game.push_legal(mv);
                ControlFlow::Continue(())
            }
            Err(reason) => {
                pgn.error = Some(GameError::Move {
                    ply: pgn.game.moves().len() + 1,
                    text: san_plus.to_string(),
                    reason,
                });
                ControlFlow::Break(self.take())
            }
        }
    }

    fn partial_comment(&mut self, _: &mut (), comment: RawComment<'_>) -> ControlFlow<PgnGame> {
        self.comment.extend_from_slice(comment.as_bytes());
        ControlFlow::Continue(())
    }

    fn comment(&mut self, _: &mut (), comment: RawComment<'_>) -> ControlFlow<PgnGame> {
        self.comment.extend_from_slice(comment.as_bytes());
        let text = decode_text(&self.comment).trim().to_string();
        self.comment.clear();
        if let Some(pgn) = &mut self.current
            && !text.is_empty()
        {
            pgn.comments.push((pgn.game.moves().len(), text));
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut ()) -> ControlFlow<PgnGame, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn outcome(&mut self, _: &mut (), outcome: Outcome) -> ControlFlow<PgnGame> {
        if let Some(pgn) = &mut self.current {
            pgn.written_result = Some(outcome);
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _: ()) -> PgnGame {
        self.take()
    }
}

fn empty_pgn() -> PgnGame {
    PgnGame {
        tags: Vec::new(),
        game: Game::new(),
        comments: Vec::new(),
        written_result: None,
        error: None,
    }
}

/// Text from a PGN: UTF-8 when it is valid UTF-8, otherwise Windows-1252 (which agrees
/// with Latin-1 on every printable character), as older Windows programs wrote it.
fn decode_text(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => WINDOWS_1252.decode_without_bom_handling(bytes).0,
    }
}

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
pub struct Progress(Arc<ProgressState>);

#[derive(Debug, Default)]
struct ProgressState {
    bytes: AtomicU64,
    games: AtomicUsize,
    cancelled: AtomicBool,
}

impl Progress {
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
    progress: Progress,
    failed: bool,
}

impl<R: io::Read> PgnGames<R> {
    /// A handle on the progress, for another thread: bytes and games so far, and cancel.
    pub fn progress(&self) -> Progress {
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
        // Nothing but comments, `%` lines and whitespace is no game; anything else that
        // gave nothing is reported, so that it is not lost without a word.
        self.pending.retain(|g| !is_empty(g));
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
        if chunk.truncated {
            self.splitter.skip_rest()?;
        }
        Ok(true)
    }
}

/// A game with nothing in it at all.
fn is_empty(pgn: &PgnGame) -> bool {
    pgn.tags.is_empty()
        && pgn.game.moves().is_empty()
        && pgn.comments.is_empty()
        && pgn.written_result.is_none()
        && pgn.error.is_none()
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
/// before the damage; the next games are read as usual.
///
/// For a big file on a background thread: take [`PgnGames::progress`] before iterating
/// and hand it to the UI, which can show `progress.bytes()` against the file's size
/// (see [`open`]) and `progress.games()`, and call `progress.cancel()`; or simply stop
/// iterating, since nothing is read ahead of the games asked for.
pub fn read_games<R: io::Read>(source: R) -> PgnGames<R> {
    PgnGames {
        splitter: Splitter::new(source, MAX_GAME_BYTES),
        pending: VecDeque::new(),
        progress: Progress::default(),
        failed: false,
    }
}

/// Opens a PGN file for [`read_games`]-style streaming; also gives its size in bytes,
/// the total for [`Progress::bytes`].
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
    let file = File::open(path)?;
    let size = file.metadata()?.len();
    Ok((read_games(file), size))
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

/// Tags for export. Unset Seven Tag Roster entries are written as `?` (dates as `????.??.??`).
#[derive(Debug, Clone, Default)]
pub struct ExportTags {
    pub event: Option<String>,
    pub site: Option<String>,
    pub date: Option<String>,
    pub round: Option<String>,
    pub white: Option<String>,
    pub black: Option<String>,
    /// Further tags, written after the standard ones.
    pub extra: Vec<(String, String)>,
}

fn escape(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace(['\n', '\r'], " ")
}

/// Writes a game as PGN: Seven Tag Roster, `SetUp`/`FEN` for a non-standard start,
/// `Termination`, SAN movetext with `+`/`#`, lines of at most 80 characters.
/// `comments` are placed after the move with that many plies played.
pub fn write_pgn(game: &Game, tags: &ExportTags, comments: &[(usize, String)]) -> String {
    let mut out = String::new();
    let q = |v: &Option<String>| v.clone().unwrap_or_else(|| "?".into());
    let result = game.result_str();
    let roster = [
        ("Event", q(&tags.event)),
        ("Site", q(&tags.site)),
        (
            "Date",
            tags.date.clone().unwrap_or_else(|| "????.??.??".into()),
        ),
        ("Round", q(&tags.round)),
        ("White", q(&tags.white)),
        ("Black", q(&tags.black)),
        ("Result", result.to_string()),
    ];
    for (name, value) in roster {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(&value)));
    }
    if !game.is_standard_start() {
        out.push_str("[SetUp \"1\"]\n");
        out.push_str(&format!(
            "[FEN \"{}\"]\n",
            crate::game::fen_of(game.start_position())
        ));
    }
    if let Some(ending) = game.ending() {
        out.push_str(&format!("[Termination \"{}\"]\n", ending.pgn_termination()));
        out.push_str(&format!("[{ENDING_TAG} \"{}\"]\n", ending.code()));
    }
    for (name, value) in &tags.extra {
        let reserved = [
            "Event", "Site", "Date", "Round", "White", "Black", "Result", "SetUp", "FEN",
        ];
        if !reserved.iter().any(|r| r.eq_ignore_ascii_case(name)) && is_tag_name(name) {
            out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
        }
    }
    out.push('\n');

    let mut tokens: Vec<String> = Vec::new();
    let start = game.start_position();
    let mut number = start.fullmoves().get();
    let mut turn = start.turn();
    let comment_at = |ply: usize, tokens: &mut Vec<String>| {
        for (_, c) in comments.iter().filter(|(p, _)| *p == ply) {
            let clean = c.replace(['{', '}'], "");
            tokens.extend(
                format!("{{{}}}", clean.trim())
                    .split(' ')
                    .map(str::to_string),
            );
        }
    };
    comment_at(0, &mut tokens);
    for ply in 0..game.moves().len() {
        // A move number stays on the same line as its move.
        let san = game.san(ply).unwrap_or_default();
        if turn == Color::White {
            tokens.push(format!("{number}. {san}"));
        } else if ply == 0 || comments.iter().any(|(p, _)| *p == ply) {
            tokens.push(format!("{number}... {san}"));
        } else {
            tokens.push(san);
        }
        comment_at(ply + 1, &mut tokens);
        if turn == Color::Black {
            number += 1;
        }
        turn = !turn;
    }
    tokens.push(result.to_string());

    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

fn is_tag_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}
