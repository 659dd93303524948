//! PGN reading never fails a whole file for one bad spot: damaged games come with an
//! error and the next games load; odd readers and Latin-1 / Windows-1252 text work.

use std::io::{self, Read};

use gambit_engine::pgn::{Damage, GameError, PgnGame, open, parse_bytes, read_games};

const GOOD: &str = "[Event \"B\"]\n\n1. d4 d5 2. c4 {Queen's Gambit} e6 *\n\n\
                    [Event \"C\"]\n\n1. e4 e5 1-0\n";

/// What a test compares of a game: tags, moves, comments.
type Summary = (Vec<(String, String)>, Vec<String>, Vec<(usize, String)>);

fn summary(g: &PgnGame) -> Summary {
    (g.tags.clone(), g.game.san_moves(), g.comments.clone())
}

fn games(bytes: &[u8]) -> Vec<PgnGame> {
    read_games(bytes)
        .collect::<io::Result<Vec<_>>>()
        .expect("a byte slice is always readable")
}

fn assert_good_games_follow(games: &[PgnGame]) {
    let n = games.len();
    assert!(n >= 2, "{n} games");
    assert_eq!(games[n - 2].tag("Event"), Some("B"));
    assert_eq!(games[n - 2].game.san_moves(), ["d4", "d5", "c4", "e6"]);
    assert_eq!(games[n - 2].comments, [(3, "Queen's Gambit".to_string())]);
    assert_eq!(games[n - 1].tag("Event"), Some("C"));
    assert_eq!(games[n - 1].game.san_moves(), ["e4", "e5"]);
    assert!(games[n - 2].error.is_none() && games[n - 1].error.is_none());
}

fn damage(g: &PgnGame) -> (usize, &str, &Damage) {
    match &g.error {
        Some(GameError::Damaged { ply, at, reason }) => (*ply, at.as_str(), reason),
        other => panic!("expected damage, got {other:?}"),
    }
}

/// Hands out at most `step` bytes per read, and `Interrupted` on every `every`-th call.
struct Awkward<'a> {
    data: &'a [u8],
    step: usize,
    every: usize,
    calls: usize,
}

impl<'a> Awkward<'a> {
    fn new(data: &'a [u8], step: usize, every: usize) -> Self {
        Awkward {
            data,
            step,
            every,
            calls: 0,
        }
    }
}

impl Read for Awkward<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.calls += 1;
        if self.every > 0 && self.calls.is_multiple_of(self.every) {
            return Err(io::ErrorKind::Interrupted.into());
        }
        let n = self.data.len().min(buf.len()).min(self.step);
        buf[..n].copy_from_slice(&self.data[..n]);
        self.data = &self.data[n..];
        Ok(n)
    }
}

/// A file with every kind of damage between good games.
fn damaged_file() -> Vec<u8> {
    let mut f = Vec::new();
    f.extend(format!("[Event \"{}\"]\n\n1. e4 *\n\n", "t".repeat(20_000)).bytes());
    f.extend(b"[Event \"comment\"]\n\n1. e4 e5 { never closed\n\n");
    f.extend(b"[Event \"variation\"]\n\n1. e4 (1. d4 d5\n\n");
    f.extend(b"[White \"M\xfcller\"]\n[Black \"R\xe9ti\"]\n\n1. Nf3 {\x93good\x94} *\n\n");
    f.extend(b"\x00\x01\x02\xff garbage\n\n");
    f.extend(GOOD.as_bytes());
    f
}

#[test]
fn long_tag_then_a_good_game() {
    for len in [300, 1_000, 16_384, 20_000, 100_000] {
        let text = format!(
            "[Event \"{}\"]\n[Site \"x\"]\n\n1. e4 *\n\n{GOOD}",
            "t".repeat(len)
        );
        for g in [
            games(text.as_bytes()),
            // One byte at a time: pgn-reader alone then fails on any tag over 255 bytes.
            read_games(Awkward::new(text.as_bytes(), 1, 0))
                .map(Result::unwrap)
                .collect(),
        ] {
            assert_eq!(g.len(), 3, "{len}");
            assert_eq!(g[0].tag("Event").map(str::len), Some(len));
            assert_eq!(g[0].tag("Site"), Some("x"));
            assert_eq!(g[0].game.san_moves(), ["e4"]);
            assert!(g[0].error.is_none());
            assert_good_games_follow(&g);
        }
    }
}

#[test]
fn long_tag_straddling_pgn_readers_buffer_refill() {
    // With pgn-reader reading the file directly, this 1,000-byte tag starts 15,4xx bytes
    // into its 16 KiB buffer and failed with "unterminated tag", ending the whole file.
    let text = format!(
        "{{{}}}\n\n[Event \"{}\"]\n\n1. e4 *\n\n{GOOD}",
        "p".repeat(15_423),
        "z".repeat(1_000)
    );
    let g = games(text.as_bytes());
    // The comment alone is no game.
    assert_eq!(g.len(), 3);
    assert_eq!(g[0].tag("Event").map(str::len), Some(1_000));
    assert!(g.iter().all(|g| g.error.is_none()));
    assert_good_games_follow(&g);
}

#[test]
fn unterminated_comment_then_good_games() {
    // Running into the next game: it ends at an empty line followed by a tag pair.
    let text = format!("[Event \"A\"]\n\n1. e4 e5 2. Nf3 {{ forgot to close\nit\n\n{GOOD}");
    let g = games(text.as_bytes());
    assert_eq!(g.len(), 3);
    assert_eq!(g[0].tag("Event"), Some("A"));
    assert_eq!(g[0].game.san_moves(), ["e4", "e5", "Nf3"]);
    let (ply, at, reason) = damage(&g[0]);
    assert_eq!(
        (ply, at, reason),
        (4, "{ forgot to close it", &Damage::UnclosedComment)
    );
    assert_good_games_follow(&g);

    // Running to the end of the file.
    let text = format!("{GOOD}\n[Event \"D\"]\n\n1. c4 {{ never");
    let g = games(text.as_bytes());
    assert_eq!(g.len(), 3);
    assert_eq!(g[2].game.san_moves(), ["c4"]);
    assert_eq!(damage(&g[2]), (2, "{ never", &Damage::UnclosedComment));
}

#[test]
fn unclosed_variation_then_good_games() {
    let text = format!("[Event \"A\"]\n\n1. e4 e5 (1... c5 2. Nf3 (2. c3) d6\n\n{GOOD}");
    let g = games(text.as_bytes());
    assert_eq!(g.len(), 3);
    assert_eq!(g[0].game.san_moves(), ["e4", "e5"]);
    let (ply, at, reason) = damage(&g[0]);
    assert_eq!((ply, reason), (3, &Damage::UnclosedVariation));
    assert!(at.starts_with("(1... c5"), "{at}");
    assert_good_games_follow(&g);
}

#[test]
fn unclosed_tag_at_the_end() {
    let g = games(b"1. e4 *\n\n[Event \"no end");
    assert_eq!(g.len(), 2);
    assert_eq!(damage(&g[1]), (1, "[Event \"no end", &Damage::UnclosedTag));
}

#[test]
fn a_game_over_the_size_limit_is_cut_and_the_next_games_load() {
    let text = format!(
        "[Event \"A\"]\n\n1. e4 {{{}}} e5 *\n\n{GOOD}",
        "c".repeat(10_000)
    );
    let g: Vec<_> = read_games(Awkward::new(text.as_bytes(), 333, 0))
        .max_game_bytes(4_096)
        .map(Result::unwrap)
        .collect();
    assert_eq!(g.len(), 3);
    assert_eq!(g[0].tag("Event"), Some("A"));
    assert_eq!(g[0].game.san_moves(), ["e4"]);
    let (ply, _, reason) = damage(&g[0]);
    assert_eq!((ply, reason), (2, &Damage::TooLong { limit: 4_096 }));
    assert_good_games_follow(&g);
}

#[test]
fn one_byte_reader_reads_what_a_slice_reads() {
    let file = damaged_file();
    let whole: Vec<_> = games(&file).iter().map(summary).collect();
    assert_eq!(whole.len(), 7);
    for step in [1, 2, 3, 5, 64, 4_095] {
        let pieces: Vec<_> = read_games(Awkward::new(&file, step, 0))
            .map(|g| summary(&g.unwrap()))
            .collect();
        assert_eq!(pieces, whole, "{step} bytes per read");
    }
}

#[test]
fn interrupted_reads_are_retried() {
    let file = damaged_file();
    let whole: Vec<_> = games(&file).iter().map(summary).collect();
    for (step, every) in [(1, 2), (7, 3), (4_096, 2)] {
        let g: Vec<_> = read_games(Awkward::new(&file, step, every))
            .map(|g| summary(&g.expect("Interrupted is not an error")))
            .collect();
        assert_eq!(g, whole, "{step} bytes, Interrupted every {every} reads");
    }
}

#[test]
fn a_real_read_error_ends_the_iteration_after_the_games_before_it() {
    struct Failing<'a>(&'a [u8]);
    impl Read for Failing<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.0.is_empty() {
                return Err(io::Error::other("disk on fire"));
            }
            let n = self.0.len().min(buf.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }
    let mut it = read_games(Failing(GOOD.as_bytes()));
    assert!(
        it.next().unwrap().is_ok(),
        "the first game ends at a tag line"
    );
    assert_eq!(it.next().unwrap().unwrap_err().to_string(), "disk on fire");
    assert!(it.next().is_none());
}

#[test]
fn latin1_bytes_in_tags_and_comments() {
    let g = games(b"[White \"M\xfcller, Hans\"]\n[Black \"R\xe9ti\"]\n\n1. e4 {sch\xf6n} *\n");
    assert_eq!(g[0].tag("White"), Some("Müller, Hans"));
    assert_eq!(g[0].tag("Black"), Some("Réti"));
    assert_eq!(g[0].comments, [(1, "schön".to_string())]);
    assert!(g[0].error.is_none());
}

#[test]
fn windows_1252_characters() {
    // 0x80 is the euro sign and 0x93/0x94 curly quotes in Windows-1252 (controls in Latin-1).
    let g = games(b"[Event \"\x93Open\x94 \x80500\"]\n\n1. e4 {\x84so\x93} *\n");
    assert_eq!(g[0].tag("Event"), Some("“Open” €500"));
    assert_eq!(g[0].comments, [(1, "„so“".to_string())]);
}

#[test]
fn utf8_stays_utf8_beside_latin1() {
    let g = games("[White \"Müller\"]\n[Black \"R\u{e9}ti\"]\n\n1. e4 {ÄÖÜ €} *\n".as_bytes());
    assert_eq!(g[0].tag("White"), Some("Müller"));
    assert_eq!(g[0].tag("Black"), Some("Réti"));
    assert_eq!(g[0].comments, [(1, "ÄÖÜ €".to_string())]);
    // Each tag and comment is decoded on its own.
    let g = games(b"[White \"M\xc3\xbcller\"]\n[Black \"R\xe9ti\"]\n\n1. e4 *\n");
    assert_eq!(g[0].tag("White"), Some("Müller"));
    assert_eq!(g[0].tag("Black"), Some("Réti"));
}

#[test]
fn byte_order_mark_is_skipped() {
    let g = games(b"\xef\xbb\xbf[Event \"A\"]\n[White \"\xc3\x89mile\"]\n\n1. e4 *\n");
    assert_eq!(g.len(), 1);
    assert_eq!(g[0].tags[0], ("Event".to_string(), "A".to_string()));
    assert_eq!(g[0].tag("White"), Some("Émile"));
    assert!(g[0].error.is_none());
    // Files joined together keep their marks.
    let g = games(b"\xef\xbb\xbf1. e4 *\n\n\xef\xbb\xbf[Event \"B\"]\n[Site \"b\"]\n\n1. d4 *\n");
    assert_eq!(g.len(), 2);
    assert_eq!(g[1].tags.len(), 2);
    assert_eq!(g[1].game.san_moves(), ["d4"]);
}

#[test]
fn empty_or_blank_file_has_no_games() {
    assert!(games(b"").is_empty());
    assert!(games(b" \n\r\n\t\n").is_empty());
    assert!(games(b"; just a remark\n% an escape line\n").is_empty());
}

#[test]
fn file_of_only_garbage_gives_damaged_games_and_no_panic() {
    let garbage = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00\xde\xad\xbe\xef\xff\xfe";
    let g = games(garbage);
    assert!(!g.is_empty());
    for game in &g {
        let (ply, _, reason) = damage(game);
        assert_eq!((ply, reason), (1, &Damage::NotPgn));
        assert!(game.tags.is_empty() && game.game.moves().is_empty());
    }
    // Garbage before good games costs only itself.
    let mut text = garbage.to_vec();
    text.extend(b"\n\n");
    text.extend(GOOD.as_bytes());
    let g = games(&text);
    assert_good_games_follow(&g);
    assert!(g[..g.len() - 2].iter().all(|g| g.error.is_some()));
}

#[test]
fn junk_leaving_a_result_comments_or_a_junk_tag_is_not_pgn() {
    // What pgn-reader makes of such junk: no move, no tag, but a `*` or a comment
    // (or a "tag" named with binary), which once read as an error-free empty game.
    for junk in [
        &b"\x93\x01 * \xfe"[..],
        b"\x05{\x80\x81} \x02",
        b"\x01 {x} \xff *",
        b"[\x90\x91 \"\x92\"] \x93",
    ] {
        let mut text = junk.to_vec();
        text.extend(b"\n\n");
        text.extend(GOOD.as_bytes());
        let g = games(&text);
        assert_eq!(g.len(), 3, "{junk:?}");
        assert_eq!(damage(&g[0]).2, &Damage::NotPgn, "{junk:?}");
        assert_good_games_follow(&g);
    }
    // Text with nothing but comments is no game, and a game of tags alone is one.
    assert!(games(b"{ a remark }\n").is_empty());
    let g = games(b"[Event \"x\"]\n\n*\n");
    assert_eq!(g.len(), 1);
    assert!(g[0].error.is_none() && g[0].tag("Event") == Some("x"));
}

#[test]
fn random_damage_never_fails_the_file() {
    // Whatever is cut or inserted in the first game, the last two still load.
    let base = damaged_file();
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut rand = |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let cut = base.len() - GOOD.len() - 1;
    for _ in 0..300 {
        let mut file = base[..cut].to_vec();
        for _ in 0..1 + rand(5) {
            let i = rand(file.len());
            let bytes = b"{}()[]\";%\n\n\xff\x00e4";
            let b = bytes[rand(bytes.len())];
            if rand(2) == 0 {
                file[i] = b;
            } else {
                file.insert(i, b);
            }
        }
        // A comment left open still stops at the empty line before a tag pair.
        file.extend(b"\n\n");
        file.extend(GOOD.as_bytes());
        let step = 1 + rand(100);
        let g: Vec<_> = read_games(Awkward::new(&file, step, 4))
            .map(Result::unwrap)
            .collect();
        assert_good_games_follow(&g);
        let whole = games(&file);
        assert_eq!(
            g.iter().map(summary).collect::<Vec<_>>(),
            whole.iter().map(summary).collect::<Vec<_>>(),
            "the same games however the file is read"
        );
    }
}

#[test]
fn progress_counts_bytes_and_games_and_can_cancel() {
    let mut file = Vec::new();
    for i in 0..50 {
        file.extend(format!("[Event \"{i}\"]\n\n1. e4 e5 *\n\n").bytes());
    }
    let games = read_games(Awkward::new(&file, 100, 0));
    let progress = games.progress();
    assert_eq!((progress.bytes(), progress.games()), (0, 0));
    let mut last = 0;
    for (n, g) in games.enumerate() {
        g.unwrap();
        assert_eq!(progress.games(), n + 1);
        assert!(progress.bytes() > last && progress.bytes() <= file.len() as u64);
        last = progress.bytes();
    }
    assert_eq!(progress.bytes(), file.len() as u64);

    let mut games = read_games(file.as_slice());
    let progress = games.progress();
    let handle = progress.clone();
    assert!(games.next().is_some());
    std::thread::spawn(move || handle.cancel()).join().unwrap();
    assert!(progress.is_cancelled());
    assert!(games.next().is_none());
    assert_eq!(progress.games(), 1);
}

#[test]
fn open_gives_the_file_size_and_parse_bytes_reads_any_encoding() {
    let path = std::env::temp_dir().join(format!("gambit-pgn-robust-{}.pgn", std::process::id()));
    let file = damaged_file();
    std::fs::write(&path, &file).unwrap();
    let (games, size) = open(&path).unwrap();
    let progress = games.progress();
    let read: Vec<_> = games.map(|g| summary(&g.unwrap())).collect();
    std::fs::remove_file(&path).unwrap();
    assert_eq!(size, file.len() as u64);
    assert_eq!(progress.bytes(), size);
    let parsed = parse_bytes(&file);
    assert_eq!(read, parsed.iter().map(summary).collect::<Vec<_>>());
    assert_eq!(parsed[3].tag("White"), Some("Müller"));
    assert_eq!(parsed[3].comments, [(1, "“good”".to_string())]);
    assert!(open("/nonexistent/games.pgn").is_err());
}
