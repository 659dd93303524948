//! Lines typed by a person or sent by a script, for the headless protocols (`lesson` and
//! `puzzle`): read with a cap on their length, so a huge line can't fill the memory,
//! and echoed back in a safe form, so control characters can't reach a terminal.

use std::{
    fmt,
    io::{self, BufRead},
};

/// The most bytes of a line kept (1 KiB); the rest of a longer line is read and
/// thrown away.
pub const MAX_LINE: usize = 1024;
/// The most characters of a line shown back in an answer.
pub const MAX_ECHO: usize = 40;

/// Why a line read can't be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BadLine {
    /// Not UTF-8.
    NotText,
    /// Over [`MAX_LINE`] bytes.
    TooLong,
}

impl fmt::Display for BadLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadLine::NotText => f.write_str("That line is not text"),
            BadLine::TooLong => write!(f, "That line is too long (over {MAX_LINE} bytes)"),
        }
    }
}

/// Reads the next line of `input`, without its line end; `None` at the end of the
/// input. A line that can't be used is read to its end all the same, so the next
/// line is read next.
pub fn read_line(input: &mut impl BufRead) -> io::Result<Option<Result<String, BadLine>>> {
    let mut kept = Vec::new();
    let mut too_long = false;
    let mut read_any = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            break;
        }
        read_any = true;
        let end = buf.iter().position(|&b| b == b'\n');
        let part = &buf[..end.unwrap_or(buf.len())];
        // One byte more than the limit, for a `\r` before the `\n`.
        if !too_long && kept.len() + part.len() <= MAX_LINE + 1 {
            kept.extend_from_slice(part);
        } else {
            too_long = true;
            kept = Vec::new();
        }
        let used = end.map_or(buf.len(), |i| i + 1);
        input.consume(used);
        if end.is_some() {
            break;
        }
    }
    if !read_any {
        return Ok(None);
    }
    if kept.last() == Some(&b'\r') {
        kept.pop();
    }
    if too_long || kept.len() > MAX_LINE {
        return Ok(Some(Err(BadLine::TooLong)));
    }
    Ok(Some(String::from_utf8(kept).map_err(|_| BadLine::NotText)))
}

/// `text` as it may be shown back: control characters (and the invisible ones that
/// reorder or hide text) as `\u{…}` escapes, and at most [`MAX_ECHO`] characters, then
/// `…`.
pub fn echo(text: &str) -> String {
    let mut shown = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == MAX_ECHO {
            shown.push('…');
            break;
        }
        // Zero-width and text-direction characters: they hide or reorder what is shown.
        let hidden = matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}')
            || matches!(c, '\u{2066}'..='\u{2069}' | '\u{feff}');
        if c.is_control() || hidden {
            shown.extend(c.escape_unicode());
        } else {
            shown.push(c);
        }
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of `bytes`, read through a small buffer so lines straddle refills.
    fn lines(bytes: &[u8]) -> Vec<Result<String, BadLine>> {
        let mut input = io::BufReader::with_capacity(7, bytes);
        let mut out = Vec::new();
        while let Some(line) = read_line(&mut input).unwrap() {
            out.push(line);
        }
        out
    }

    #[test]
    fn lines_are_read_with_their_ends_taken_off() {
        assert_eq!(
            lines(b"e2e4\r\n\nskip\nlast"),
            [
                Ok("e2e4".into()),
                Ok("".into()),
                Ok("skip".into()),
                Ok("last".into())
            ]
        );
        assert!(lines(b"").is_empty());
    }

    #[test]
    fn a_line_that_is_not_text_is_refused_and_the_next_read() {
        assert_eq!(
            lines(b"\xff\nb1c3\n"),
            [Err(BadLine::NotText), Ok("b1c3".into())]
        );
    }

    #[test]
    fn an_overlong_line_is_refused_without_being_kept() {
        let mut text = vec![b'a'; MAX_LINE];
        text.extend(b"\r\n");
        text.extend(vec![b'b'; MAX_LINE + 1]);
        text.extend(b"\n");
        text.extend(vec![b'c'; 10 * MAX_LINE]);
        text.extend(b"\ne2e4\n");
        let got = lines(&text);
        assert_eq!(got[0].as_ref().map(String::len), Ok(MAX_LINE));
        assert_eq!(
            got[1..],
            [
                Err(BadLine::TooLong),
                Err(BadLine::TooLong),
                Ok("e2e4".into())
            ]
        );
        // A long line with no line end, read to the end of the input.
        struct Endless(usize);
        impl io::Read for Endless {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                let n = buf.len().min(self.0);
                buf[..n].fill(b'x');
                self.0 -= n;
                Ok(n)
            }
        }
        let mut input = io::BufReader::new(Endless(64 << 20));
        assert_eq!(read_line(&mut input).unwrap(), Some(Err(BadLine::TooLong)));
    }

    #[test]
    fn the_echo_is_safe_and_short() {
        assert_eq!(echo("hello"), "hello");
        assert_eq!(echo("a\0b\x1b[2Jc"), "a\\u{0}b\\u{1b}[2Jc");
        assert_eq!(echo("x\u{202e}y"), "x\\u{202e}y");
        assert_eq!(echo(&"é".repeat(50)), format!("{}…", "é".repeat(40)));
        assert_eq!(echo(&"z".repeat(40)), "z".repeat(40));
    }
}
