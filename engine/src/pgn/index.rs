//! A list of the games in a PGN source that does not keep the games: what a games browser
//! shows for each one, and where it lies, so the chosen game can be read again alone. A
//! database of 100,000 games is a few megabytes as an index, not gigabytes of replayed
//! games.

use std::{
    collections::VecDeque,
    fs::File,
    io::{self, Read, Seek, SeekFrom},
    ops::Range,
    path::Path,
};

use super::{PgnGame, PgnGames, ReadProgress, parse_bytes};

/// One game of an indexed source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IndexEntry {
    /// "White – Black, 1-0 (34 moves), 1992.11.04".
    pub title: String,
    pub plies: usize,
    /// Why the game could not be read to its end, if it could not.
    pub error: Option<String>,
    /// Neither tags nor moves: junk between games, not worth listing.
    pub empty: bool,
    /// The bytes of the source this game was read from, with the other games (if any)
    /// that were read from the same bytes; `nth` says which of them it is.
    pub range: Range<u64>,
    pub nth: usize,
}

impl IndexEntry {
    fn of(game: &PgnGame) -> IndexEntry {
        IndexEntry {
            title: game.title(),
            plies: game.game.moves().len(),
            error: game.error.as_ref().map(|e| e.to_string()),
            empty: game.tags.is_empty() && game.game.moves().is_empty(),
            range: 0..0,
            nth: 0,
        }
    }
}

/// The entries of the games that `games` reads, in order. A read error of the source
/// ends it (as an `Err`).
pub fn index<R: Read>(games: PgnGames<R>) -> Indexed<R> {
    let progress = games.progress();
    Indexed {
        games,
        progress,
        at: 0,
        waiting: VecDeque::new(),
        ready: VecDeque::new(),
        done: false,
    }
}

/// See [`index`].
pub struct Indexed<R: Read> {
    games: PgnGames<R>,
    progress: ReadProgress,
    /// Where the bytes of the games in `waiting` start.
    at: u64,
    /// Games whose bytes have not been seen to end yet: the reader moves its byte count on
    /// only after the last game it found in a piece of text.
    waiting: VecDeque<IndexEntry>,
    ready: VecDeque<io::Result<IndexEntry>>,
    done: bool,
}

impl<R: Read> Indexed<R> {
    /// Gives the waiting games the bytes read up to now.
    fn settle(&mut self) {
        let end = self.progress.bytes();
        if end == self.at && !self.done {
            return;
        }
        for (nth, mut entry) in self.waiting.drain(..).enumerate() {
            entry.range = self.at..end;
            entry.nth = nth;
            self.ready.push_back(Ok(entry));
        }
        self.at = end;
    }
}

impl<R: Read> Iterator for Indexed<R> {
    type Item = io::Result<IndexEntry>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            if let Some(entry) = self.ready.pop_front() {
                return Some(entry);
            }
            if self.done {
                return None;
            }
            match self.games.next() {
                Some(Ok(game)) => {
                    self.waiting.push_back(IndexEntry::of(&game));
                    self.settle();
                }
                Some(Err(e)) => {
                    self.done = true;
                    self.settle();
                    self.ready.push_back(Err(e));
                }
                None => {
                    self.done = true;
                    self.settle();
                }
            }
        }
    }
}

/// The game `entry` stands for, read again from the file it was indexed from.
pub fn read_entry(path: impl AsRef<Path>, entry: &IndexEntry) -> io::Result<PgnGame> {
    let mut file = File::open(path)?;
    file.seek(SeekFrom::Start(entry.range.start))?;
    let mut bytes = Vec::new();
    file.take(entry.range.end - entry.range.start)
        .read_to_end(&mut bytes)?;
    entry_from_bytes(&bytes, entry)
}

/// The game `entry` stands for in `source`, the bytes it was indexed from.
pub fn entry_in(source: &[u8], entry: &IndexEntry) -> io::Result<PgnGame> {
    let start = usize::try_from(entry.range.start).unwrap_or(usize::MAX);
    let end = usize::try_from(entry.range.end).unwrap_or(usize::MAX);
    let bytes = source.get(start..end).ok_or_else(changed)?;
    entry_from_bytes(bytes, entry)
}

fn entry_from_bytes(bytes: &[u8], entry: &IndexEntry) -> io::Result<PgnGame> {
    parse_bytes(bytes)
        .into_iter()
        .nth(entry.nth)
        .ok_or_else(changed)
}

fn changed() -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidData,
        "the file changed since it was read",
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::read_games;

    const GAMES: &str = "[White \"Anna\"]\n[Black \"Bert\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n\
        [White \"Cora\"]\n[Black \"M\u{fc}ller\"]\n\n1. d4 { never closed\n\n\
        [White \"Dan\"]\n[Black \"Eve\"]\n\n1. c4 *\n\n\
        garbage \u{1} here\n\n\
        [White \"Finn\"]\n\n1. Nf3 d5 2. g3 *\n";

    #[test]
    fn every_entry_reads_back_as_the_game_it_lists() {
        let entries: Vec<IndexEntry> = index(read_games(GAMES.as_bytes()))
            .map(Result::unwrap)
            .collect();
        let all: Vec<PgnGame> = read_games(GAMES.as_bytes()).map(Result::unwrap).collect();
        assert_eq!(entries.len(), all.len());
        assert!(entries.len() >= 4, "{entries:#?}");
        for (entry, game) in entries.iter().zip(&all) {
            let again = entry_in(GAMES.as_bytes(), entry).unwrap();
            assert_eq!(again.title(), game.title(), "{entry:?}");
            assert_eq!(again.game.moves(), game.game.moves());
            assert_eq!(entry.title, game.title());
            assert_eq!(entry.plies, game.game.moves().len());
        }
        // Ranges are in order and cover the text without overlap.
        for pair in entries.windows(2) {
            assert!(pair[0].range.end <= pair[1].range.start || pair[0].range == pair[1].range);
        }
        assert_eq!(entries[0].plies, 7);
        assert!(entries[0].title.starts_with("Anna – Bert, 1-0"));
        assert!(
            entries.iter().any(|e| e.error.is_some()),
            "the damaged game"
        );
        let finn = entries
            .iter()
            .find(|e| e.title.starts_with("Finn"))
            .unwrap();
        assert_eq!(finn.plies, 3);
    }

    #[test]
    fn a_file_entry_is_read_from_its_bytes_alone() {
        let path = std::env::temp_dir().join(format!("gambit-index-{}.pgn", std::process::id()));
        std::fs::write(&path, GAMES).unwrap();
        let (games, size) = crate::pgn::open(&path).unwrap();
        let entries: Vec<IndexEntry> = index(games).map(Result::unwrap).collect();
        assert_eq!(entries.last().unwrap().range.end, size);
        let dan = entries.iter().find(|e| e.title.starts_with("Dan")).unwrap();
        let game = read_entry(&path, dan).unwrap();
        assert_eq!(game.tag("Black"), Some("Eve"));
        assert_eq!(game.game.san_moves(), ["c4"]);
        // A file that changed under the index says so instead of showing another game.
        std::fs::write(&path, "").unwrap();
        assert!(read_entry(&path, dan).is_err());
        let _ = std::fs::remove_file(&path);
    }
}
