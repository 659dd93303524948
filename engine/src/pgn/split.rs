//! Cuts a PGN byte stream into games before pgn-reader sees them, so that damage in one
//! game (a comment never closed, a huge tag, garbage) stays in that game, and a game is
//! always whole in memory when it is parsed (pgn-reader's own buffer is 16 KiB and fails
//! on a tag line that straddles one of its refills).
//!
//! The boundaries are pgn-reader's own: outside comments, once the movetext has begun, a
//! line starting with `[` or an empty line ends the game. One more is added for damage: in
//! a comment that is never closed, an empty line followed by a complete tag pair line
//! (`[Name "value"]`) starts the next game, so the comment does not swallow it.
//!
//! Over 500 lines only with its tests: the splitter is one state machine, kept whole.

use std::io::{self, Read};

use super::bytes::{COMMENT_STOPS, LINE_STOPS, NORMAL_STOPS, is_tag_pair};

/// Bytes asked of the source per read (no extra `BufReader` needed).
const BLOCK: usize = 64 * 1024;
/// Below this much free room the buffer is compacted or grown before a read.
const MIN_ROOM: usize = 4 * 1024;
/// A line in an unclosed comment longer than this is not checked for being a tag pair.
const LOOKAHEAD: usize = 64 * 1024;
const BOM: &[u8] = b"\xef\xbb\xbf";
/// Bytes read without a game in them after which the source is taken for no PGN at all
/// (`/dev/zero`, a disk image): at least this (64 MiB), or eight of the longest games.
/// A real PGN holds a game every few KiB; without this, a source that never ends and
/// never gives a game was read for ever.
const NO_GAME_BYTES: u64 = 64 << 20;

/// What the splitter saw in one game's text. Positions are offsets in the game's bytes.
#[derive(Debug, Default, Clone)]
pub(super) struct Chunk {
    /// The game was longer than the limit; the bytes given are its beginning.
    pub truncated: bool,
    /// A `{` that is never closed.
    pub open_comment: Option<usize>,
    /// The outermost `(` that is never closed.
    pub open_variation: Option<usize>,
    /// The first byte of movetext outside comments (garbage if nothing else is found).
    pub content: Option<usize>,
    /// The last `[` of a tag line.
    pub last_tag: Option<usize>,
    /// The longest tag line, so pgn-reader's buffer can be made to hold it.
    pub longest_tag_line: usize,
}

#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
enum Mode {
    #[default]
    Normal,
    /// After `[`, before the value's opening quote.
    TagHead,
    TagValue,
    /// After a backslash in a tag value.
    TagEscape,
    /// After the value's closing quote, before `]`.
    TagTail,
    Comment,
    /// `; …` or a `%` escape line, to the end of the line.
    LineComment,
}

/// Scanning state within one game.
#[derive(Debug, Default)]
struct Scan {
    mode: Mode,
    movetext: bool,
    depth: usize,
    /// Bytes on the current line before this one.
    line_len: usize,
    line_blank: bool,
    prev_blank: bool,
    /// The byte before this one.
    last: u8,
    tag_start: usize,
    chunk: Chunk,
}

enum Next {
    Advance,
    /// `step` moved `pos` itself.
    Skipped,
    Stop(Stop),
}

enum Stop {
    /// The game ends before `end`; the next one starts at `next`.
    Boundary {
        end: usize,
        next: usize,
    },
    Eof,
    Limit,
}

pub(super) struct Splitter<R> {
    source: R,
    data: Vec<u8>,
    /// `data[..filled]` is read; the current game starts at `start`; `pos` is the next byte
    /// to scan.
    start: usize,
    pos: usize,
    filled: usize,
    eof: bool,
    /// Offset in the source of `data[0]`.
    base: u64,
    limit: usize,
    /// Set after a truncated game: the rest of it is still to be skipped.
    skipping: Option<Scan>,
    /// Offset in the source of the end of the last text that held a game.
    last_game: u64,
}

impl<R: Read> Splitter<R> {
    pub fn new(source: R, limit: usize) -> Self {
        Splitter {
            source,
            data: Vec::new(),
            start: 0,
            pos: 0,
            filled: 0,
            eof: false,
            base: 0,
            limit,
            skipping: None,
            last_game: 0,
        }
    }

    /// Notes that the text returned so far held a game: reading goes on for another
    /// [`NO_GAME_BYTES`] at least.
    pub fn found_game(&mut self) {
        self.last_game = self.consumed();
    }

    fn no_game_limit(&self) -> u64 {
        NO_GAME_BYTES.max((self.limit as u64).saturating_mul(8))
    }

    pub fn set_limit(&mut self, limit: usize) {
        self.limit = limit;
    }

    /// Bytes of the source taken up by the games returned so far.
    pub fn consumed(&self) -> u64 {
        self.base + self.pos as u64
    }

    /// The next game's bytes and what was seen in them; `None` at the end of the input.
    /// After a truncated game, the caller must call `skip_rest` before asking again.
    pub fn next_chunk(&mut self) -> io::Result<Option<(&[u8], Chunk)>> {
        debug_assert!(self.skipping.is_none(), "skip_rest after a truncated game");
        // Every game starts at a line start (boundaries are at `\n[` or after `\n`);
        // whitespace before it is no part of it.
        let mut scan = Scan {
            line_blank: true,
            ..Scan::default()
        };
        loop {
            self.start = self.pos;
            if self.pos == self.filled {
                if !self.fill()? {
                    return Ok(None);
                }
                continue;
            }
            match self.data[self.pos] {
                b @ (b' ' | b'\t' | b'\r' | b'\n') => {
                    self.pos += 1;
                    scan.track_line(b);
                }
                _ => break,
            }
        }
        let (end, next) = match self.scan(&mut scan, true)? {
            Stop::Boundary { end, next } => (end, next),
            Stop::Eof => (self.filled, self.filled),
            Stop::Limit => {
                let end = self.pos;
                scan.chunk.truncated = true;
                let chunk = scan.chunk.clone();
                self.skipping = Some(scan);
                return Ok(Some((&self.data[self.start..end], chunk)));
            }
        };
        scan.finish();
        self.pos = next;
        Ok(Some((&self.data[self.start..end], scan.chunk)))
    }

    /// Skips the rest of a truncated game without keeping it.
    pub fn skip_rest(&mut self) -> io::Result<()> {
        let Some(mut scan) = self.skipping.take() else {
            return Ok(());
        };
        self.start = self.pos;
        self.pos = match self.scan(&mut scan, false)? {
            Stop::Boundary { next, .. } => next,
            Stop::Eof | Stop::Limit => self.filled,
        };
        self.start = self.pos;
        Ok(())
    }

    /// Scans from `pos` to the end of the current game. With `keep`, the game's bytes stay
    /// in the buffer from `start` on (and `Limit` stops a game that grows too long).
    fn scan(&mut self, scan: &mut Scan, keep: bool) -> io::Result<Stop> {
        loop {
            if self.pos == self.filled {
                if !keep {
                    self.start = self.pos;
                }
                if !self.fill()? {
                    return Ok(Stop::Eof);
                }
                continue;
            }
            if keep && self.pos - self.start >= self.limit {
                return Ok(Stop::Limit);
            }
            if let Some(stops) = scan.stops() {
                // Most bytes change nothing: pass over them in one go.
                let end = if keep {
                    self.filled.min(self.start + self.limit)
                } else {
                    self.filled
                };
                let run = self.data[self.pos..end]
                    .iter()
                    .position(|&b| stops[usize::from(b)])
                    .unwrap_or(end - self.pos);
                if run > 0 {
                    scan.track_run(&self.data[self.pos..self.pos + run]);
                    self.pos += run;
                    continue;
                }
            }
            let b = self.data[self.pos];
            match self.step(scan, b)? {
                Next::Advance => {
                    self.pos += 1;
                    scan.track_line(b);
                }
                Next::Skipped => {}
                Next::Stop(stop) => return Ok(stop),
            }
        }
    }

    /// Looks at the byte `b` at `pos`. (A lookahead may move the buffer: `pos` and
    /// `start` stay right, earlier copies of them do not.)
    fn step(&mut self, scan: &mut Scan, b: u8) -> io::Result<Next> {
        let line_start = scan.line_len == 0;
        match scan.mode {
            Mode::Normal => return self.normal(scan, b),
            Mode::TagHead => match b {
                b'"' => scan.mode = Mode::TagValue,
                b']' | b'\n' => scan.end_tag(self.pos - self.start),
                _ => {}
            },
            Mode::TagValue => match b {
                b'\\' => scan.mode = Mode::TagEscape,
                b'"' => scan.mode = Mode::TagTail,
                b'\n' => scan.end_tag(self.pos - self.start),
                _ => {}
            },
            Mode::TagEscape => scan.mode = Mode::TagValue,
            Mode::TagTail => match b {
                b' ' | b'\t' | b'\r' => {}
                b']' | b'\n' => scan.end_tag(self.pos - self.start),
                // Anything else ends the tag section: it is movetext.
                _ => {
                    scan.end_tag(self.pos - self.start);
                    return self.normal(scan, b);
                }
            },
            Mode::Comment => {
                if b == b'}' {
                    scan.mode = Mode::Normal;
                } else if b == b'[' && line_start && scan.prev_blank && self.tag_pair_line()? {
                    // The comment ran into the next game.
                    return Ok(Next::Stop(Stop::Boundary {
                        end: self.pos,
                        next: self.pos,
                    }));
                }
            }
            Mode::LineComment => {
                if b == b'\n' {
                    scan.mode = Mode::Normal;
                }
            }
        }
        Ok(Next::Advance)
    }

    /// A byte outside tags and comments.
    fn normal(&mut self, scan: &mut Scan, b: u8) -> io::Result<Next> {
        let at = self.pos - self.start;
        let line_start = scan.line_len == 0;
        if !scan.movetext {
            match b {
                b' ' | b'\t' | b'\r' | b'\n' => return Ok(Next::Advance),
                b'[' => {
                    scan.mode = Mode::TagHead;
                    scan.tag_start = at;
                    scan.chunk.last_tag = Some(at);
                    return Ok(Next::Advance);
                }
                b'%' if line_start => {
                    scan.mode = Mode::LineComment;
                    return Ok(Next::Advance);
                }
                0xef if scan.chunk.last_tag.is_none() && self.ahead(BOM.len())? == BOM => {
                    // A byte order mark where a game starts (concatenated files keep
                    // theirs): drop it, and the whitespace before it, for pgn-reader.
                    self.pos += BOM.len();
                    self.start = self.pos;
                    return Ok(Next::Skipped);
                }
                _ => scan.movetext = true,
            }
        }
        match b {
            b'[' if line_start => {
                return Ok(Next::Stop(Stop::Boundary {
                    end: self.pos,
                    next: self.pos,
                }));
            }
            b'\n' if line_start || (scan.line_len == 1 && scan.last == b'\r') => {
                // pgn-reader ends a game at an empty line (`\n\n` or `\n\r\n`).
                return Ok(Next::Stop(Stop::Boundary {
                    end: self.pos + 1,
                    next: self.pos + 1,
                }));
            }
            b'%' if line_start => scan.mode = Mode::LineComment,
            b'{' => {
                scan.mode = Mode::Comment;
                scan.chunk.open_comment = Some(at);
            }
            b';' => scan.mode = Mode::LineComment,
            b'(' => {
                if scan.depth == 0 {
                    scan.chunk.open_variation = Some(at);
                }
                scan.depth += 1;
            }
            // pgn-reader ignores a `)` without its `(`.
            b')' => scan.depth = scan.depth.saturating_sub(1),
            b' ' | b'\t' | b'\r' | b'\n' => {}
            _ => {
                scan.chunk.content.get_or_insert(at);
            }
        }
        Ok(Next::Advance)
    }

    /// Whether the line at `pos` is a complete tag pair: `[Name "value"]`.
    fn tag_pair_line(&mut self) -> io::Result<bool> {
        let mut searched = 0;
        let len = loop {
            let rest = &self.data[self.pos + searched..self.filled];
            if let Some(n) = rest.iter().position(|&b| b == b'\n') {
                break searched + n;
            }
            searched = self.filled - self.pos;
            if searched > LOOKAHEAD {
                return Ok(false);
            }
            if !self.fill()? {
                break searched;
            }
        };
        Ok(is_tag_pair(&self.data[self.pos..self.pos + len]))
    }

    /// At least `n` bytes from `pos` (fewer at the end of the input).
    fn ahead(&mut self, n: usize) -> io::Result<&[u8]> {
        while self.filled - self.pos < n && self.fill()? {}
        let end = self.filled.min(self.pos + n);
        Ok(&self.data[self.pos..end])
    }

    /// Reads more after `filled`, keeping `data[start..]`; false at the end of the input.
    fn fill(&mut self) -> io::Result<bool> {
        if self.eof {
            return Ok(false);
        }
        let read = self.base + self.filled as u64;
        if read - self.last_game > self.no_game_limit() {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!(
                    "this is not PGN: no game in {} MiB",
                    self.no_game_limit() >> 20
                ),
            ));
        }
        if self.data.len() - self.filled < MIN_ROOM {
            if self.start > 0 {
                self.data.copy_within(self.start..self.filled, 0);
                self.base += self.start as u64;
                self.filled -= self.start;
                self.pos -= self.start;
                self.start = 0;
                // Give back what a huge game took once it is gone.
                if self.data.len() > 16 * BLOCK && self.filled < BLOCK {
                    self.data.truncate(2 * BLOCK);
                    self.data.shrink_to_fit();
                }
            }
            if self.data.len() - self.filled < MIN_ROOM {
                self.data.resize(self.filled + BLOCK, 0);
            }
        }
        loop {
            match self.source.read(&mut self.data[self.filled..]) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(false);
                }
                Ok(n) => {
                    self.filled += n;
                    return Ok(true);
                }
                // The `Read` contract: try again.
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }
}

impl Scan {
    fn end_tag(&mut self, at: usize) {
        self.mode = Mode::Normal;
        self.chunk.longest_tag_line = self.chunk.longest_tag_line.max(at + 1 - self.tag_start);
    }

    /// The bytes that need `step` in this state, when the others can be passed over.
    fn stops(&self) -> Option<&'static [bool; 256]> {
        match self.mode {
            // Until some movetext is seen, every byte counts.
            Mode::Normal if self.chunk.content.is_some() => Some(&NORMAL_STOPS),
            Mode::Comment => Some(&COMMENT_STOPS),
            Mode::LineComment => Some(&LINE_STOPS),
            _ => None,
        }
    }

    /// `track_line` for a run of bytes without a line break.
    fn track_run(&mut self, run: &[u8]) {
        self.line_len += run.len();
        self.line_blank = self.line_blank && run.iter().all(|b| matches!(b, b' ' | b'\t' | b'\r'));
        self.last = run[run.len() - 1];
    }

    fn track_line(&mut self, b: u8) {
        self.last = b;
        if b == b'\n' {
            self.prev_blank = self.line_blank;
            self.line_len = 0;
            self.line_blank = true;
        } else {
            self.line_len += 1;
            self.line_blank &= matches!(b, b' ' | b'\t' | b'\r');
        }
    }

    /// At the end of the game: what is still open.
    fn finish(&mut self) {
        if self.mode != Mode::Comment {
            self.chunk.open_comment = None;
        }
        if self.depth == 0 {
            self.chunk.open_variation = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Splits `text`, reading it `step` bytes at a time; returns each game's text.
    fn split(text: &[u8], step: usize) -> Vec<(String, Chunk)> {
        struct Steps<'a>(&'a [u8], usize);
        impl Read for Steps<'_> {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                let n = self.0.len().min(buf.len()).min(self.1);
                buf[..n].copy_from_slice(&self.0[..n]);
                self.0 = &self.0[n..];
                Ok(n)
            }
        }
        let mut s = Splitter::new(Steps(text, step), 1 << 20);
        let mut out = Vec::new();
        while let Some((bytes, chunk)) = s.next_chunk().unwrap() {
            out.push((String::from_utf8_lossy(bytes).into_owned(), chunk));
            s.skip_rest().unwrap();
        }
        out
    }

    fn texts(text: &str) -> Vec<String> {
        let whole = split(text.as_bytes(), usize::MAX);
        for step in [1, 2, 3, 7] {
            let pieces = split(text.as_bytes(), step);
            assert_eq!(
                pieces.iter().map(|p| &p.0).collect::<Vec<_>>(),
                whole.iter().map(|p| &p.0).collect::<Vec<_>>(),
                "read {step} bytes at a time"
            );
        }
        whole.into_iter().map(|p| p.0).collect()
    }

    #[test]
    fn splits_at_tags_after_movetext_and_at_empty_lines() {
        assert_eq!(
            texts("[A \"1\"]\n[B \"2\"]\n\n1. e4 *\n[C \"3\"]\n1. d4 *\n\n1. c4 *\n"),
            [
                "[A \"1\"]\n[B \"2\"]\n\n1. e4 *\n",
                "[C \"3\"]\n1. d4 *\n\n",
                "1. c4 *\n"
            ]
        );
        assert_eq!(
            texts("1. e4 *\r\n\r\n[A \"x\"]\r\n\r\n1. d4 *\r\n"),
            ["1. e4 *\r\n\r\n", "[A \"x\"]\r\n\r\n1. d4 *\r\n"]
        );
        assert!(texts(" \n\n \r\n").is_empty());
        assert!(texts("").is_empty());
    }

    #[test]
    fn comments_tags_and_escapes_hide_boundaries() {
        let one = [
            "1. e4 { a\n\n[B \"b\"] inside } e5 *\n",
            "1. e4 ; { not a comment\n{ a } e5 *\n",
            "[A \"{ not a comment\"]\n[B \"x\\\"]\"]\n1. e4 *\n",
            "1. e4 (1. d4 { ) } d5) e5 *\n",
            "[A \"1\"]\n%[B \"2\"]\n1. e4\n%\n*\n",
        ];
        for text in one {
            assert_eq!(texts(text), [text], "{text:?}");
        }
    }

    #[test]
    fn unclosed_comment_ends_at_an_empty_line_and_a_tag_pair() {
        let text = "[A \"1\"]\n\n1. e4 { never\nclosed\n\n[%clk 0:01]\n\n[B \"2\"]\n1. d4 *\n";
        let games = split(text.as_bytes(), 5);
        assert_eq!(games.len(), 2);
        assert_eq!(
            games[0].0,
            "[A \"1\"]\n\n1. e4 { never\nclosed\n\n[%clk 0:01]\n\n"
        );
        assert_eq!(games[0].1.open_comment, Some(15));
        assert_eq!(games[1].0, "[B \"2\"]\n1. d4 *\n");
        assert_eq!(games[1].1.open_comment, None);
        let eof = split(b"1. e4 { never", 1);
        assert_eq!(eof[0].1.open_comment, Some(6));
    }

    #[test]
    fn unclosed_variation_is_seen() {
        let games = split(b"1. e4 (1. d4 (1. c4) e5\n\n1. d4 (1. c4) *\n", 4);
        assert_eq!(games[0].1.open_variation, Some(6));
        assert_eq!(games[1].1.open_variation, None);
    }

    #[test]
    fn bom_is_dropped_where_a_game_starts() {
        let games = texts("\u{feff}[A \"1\"]\n1. e4 *\n\n\n\u{feff}[B \"2\"]\n[C \"3\"]\n1. d4 *");
        assert_eq!(
            games,
            ["[A \"1\"]\n1. e4 *\n\n", "[B \"2\"]\n[C \"3\"]\n1. d4 *"]
        );
    }

    #[test]
    fn long_tag_lines_are_measured() {
        let text = format!("[A \"{}\"]\n[B \"x\"]\n1. e4 *\n", "y".repeat(30_000));
        let games = split(text.as_bytes(), 1000);
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].1.longest_tag_line, 30_000 + 6);
    }

    #[test]
    fn a_game_over_the_limit_is_cut_and_the_rest_skipped() {
        let text = format!(
            "[A \"1\"]\n1. e4 {{{}}} *\n[B \"2\"]\n1. d4 *\n",
            "c".repeat(5000)
        );
        let mut s = Splitter::new(text.as_bytes(), 1000);
        let (bytes, chunk) = s.next_chunk().unwrap().unwrap();
        assert_eq!(bytes.len(), 1000);
        assert!(chunk.truncated);
        s.skip_rest().unwrap();
        let second = b"[B \"2\"]\n1. d4 *\n";
        assert_eq!(s.consumed(), (text.len() - second.len()) as u64);
        let (bytes, chunk) = s.next_chunk().unwrap().unwrap();
        assert_eq!(bytes, second);
        assert!(!chunk.truncated);
        assert!(s.next_chunk().unwrap().is_none());
        assert_eq!(s.consumed(), text.len() as u64);
    }

    #[test]
    fn tag_pair_lines() {
        assert!(is_tag_pair(b"[Event \"x\"]"));
        assert!(is_tag_pair(b"  [Event  \"\" ]\r"));
        assert!(!is_tag_pair(b"[%clk 0:01:00]"));
        assert!(!is_tag_pair(b"[Event]"));
        assert!(!is_tag_pair(b"[Event \"x\"] 1. e4"));
        assert!(!is_tag_pair(b"[\"x\"]"));
    }
}
