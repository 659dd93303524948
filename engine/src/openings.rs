//! Opening names: ECO code and name of the deepest named position a game reaches.
//!
//! The data is the lichess-org/chess-openings list (CC0; `engine/data/openings/`,
//! files `a.tsv` … `e.tsv`, columns `eco`, `name`, `pgn`), built into the binary. Each
//! line is keyed by the position its moves reach (Zobrist key, en passant only when
//! legal, move counters ignored, like an EPD), so a transposition gets the same name as
//! the main line.
//!
//! - [`lookup`]: the opening of one position, if it is named.
//! - [`name_for`]: the opening of a game, the deepest named position it reaches; the
//!   search for it stops once [`GAP`] plies in a row have no name (the book was left).
//! - [`tags_for`]: `ECO` and `Opening` PGN tags for a game (empty when unnamed).
//!
//! The table is built on first use (a few milliseconds); after that a lookup is a hash
//! probe per ply, cheap enough for every frame.

use std::{collections::HashMap, sync::OnceLock};

use shakmaty::{Chess, Position, san::San};

use crate::{game::Game, search::hash_of};

/// A named opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Opening {
    /// ECO code, e.g. `C50`.
    pub eco: &'static str,
    /// English name, e.g. `Italian Game: Giuoco Piano`.
    pub name: &'static str,
}

impl std::fmt::Display for Opening {
    /// `C50 Italian Game: Giuoco Piano`
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.eco, self.name)
    }
}

/// Plies in a row without a named position after which a game has left the book.
pub const GAP: usize = 10;

const FILES: [&str; 5] = [
    include_str!("../data/openings/a.tsv"),
    include_str!("../data/openings/b.tsv"),
    include_str!("../data/openings/c.tsv"),
    include_str!("../data/openings/d.tsv"),
    include_str!("../data/openings/e.tsv"),
];

/// Reads one data line (`eco`, `name`, `pgn`) into the key of the position it reaches.
fn parse_line(line: &'static str) -> Option<(u64, Opening)> {
    let mut cols = line.split('\t');
    let (eco, name, pgn) = (cols.next()?, cols.next()?, cols.next()?);
    let mut pos = Chess::default();
    for token in pgn.split_whitespace() {
        // Move numbers: "1." (and "1..." should a line ever use it).
        if token.ends_with('.') {
            continue;
        }
        let m = token.parse::<San>().ok()?.to_move(&pos).ok()?;
        pos.play_unchecked(m);
    }
    Some((hash_of(&pos), Opening { eco, name }))
}

/// Every named position. A line that doesn't replay is left out (the unit tests check
/// that none does); the first name of a position wins.
fn table() -> &'static HashMap<u64, Opening> {
    static TABLE: OnceLock<HashMap<u64, Opening>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut map = HashMap::with_capacity(4096);
        for line in FILES.iter().flat_map(|f| f.lines().skip(1)) {
            if let Some((key, opening)) = parse_line(line) {
                map.entry(key).or_insert(opening);
            }
        }
        map
    })
}

/// The opening named for exactly this position (any move order reaching it).
pub fn lookup(pos: &Chess) -> Option<Opening> {
    table().get(&hash_of(pos)).copied()
}

/// The opening of a line of positions given by their Zobrist keys (as
/// `search::hash_of`), start first: the deepest named one, looking no further once
/// [`GAP`] positions in a row are unnamed.
pub fn name_for_keys(keys: &[u64]) -> Option<Opening> {
    let table = table();
    let mut found = None;
    let mut unnamed = 0;
    for key in keys.iter().skip(1) {
        if let Some(o) = table.get(key) {
            found = Some(*o);
            unnamed = 0;
        } else {
            unnamed += 1;
            if unnamed >= GAP {
                break;
            }
        }
    }
    found
}

/// The opening of a game so far (see [`name_for_keys`]).
pub fn name_for(game: &Game) -> Option<Opening> {
    name_for_keys(game.keys())
}

/// The opening of the positions after each move, start first (e.g. a game's positions).
pub fn name_for_positions(positions: &[Chess]) -> Option<Opening> {
    let keys: Vec<u64> = positions.iter().map(hash_of).collect();
    name_for_keys(&keys)
}

/// PGN tags `ECO` and `Opening` for a game, empty when it reaches no named position.
pub fn tags_for(game: &Game) -> Vec<(String, String)> {
    name_for(game).map_or_else(Vec::new, |o| {
        vec![
            ("ECO".to_string(), o.eco.to_string()),
            ("Opening".to_string(), o.name.to_string()),
        ]
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(moves: &str) -> Game {
        let mut g = Game::new();
        g.play_line(moves).unwrap();
        g
    }

    #[test]
    fn every_line_replays() {
        let mut lines = 0;
        for file in FILES {
            let mut rows = file.lines();
            assert_eq!(rows.next(), Some("eco\tname\tpgn"));
            for line in rows {
                lines += 1;
                let (key, o) = parse_line(line).unwrap_or_else(|| panic!("bad line {line:?}"));
                assert_ne!(key, hash_of(&Chess::default()));
                let eco = o.eco.as_bytes();
                assert!(
                    eco.len() == 3
                        && (b'A'..=b'E').contains(&eco[0])
                        && eco[1..].iter().all(u8::is_ascii_digit),
                    "{line:?}"
                );
                assert!(!o.name.is_empty());
            }
        }
        assert!(lines > 3000, "{lines}");
        assert!(table().len() > 3000);
    }

    #[test]
    fn known_lines() {
        let g = game("e4 e5 Nf3 Nc6 Bc4 Bc5");
        let o = name_for(&g).unwrap();
        assert_eq!(o.eco, "C50");
        assert_eq!(o.name, "Italian Game: Giuoco Piano");
        assert_eq!(o.to_string(), "C50 Italian Game: Giuoco Piano");
        assert_eq!(
            name_for(&game("e4 c5")).map(|o| (o.eco, o.name)),
            Some(("B20", "Sicilian Defense"))
        );
        assert_eq!(
            name_for(&game("d4 d5 c4")).map(|o| o.eco),
            Some("D06"),
            "Queen's Gambit"
        );
        assert_eq!(
            name_for(&game("e4 e5 Nf3 Nc6 Bb5")).map(|o| o.name),
            Some("Ruy Lopez")
        );
        assert_eq!(name_for(&Game::new()), None);
        assert!(tags_for(&Game::new()).is_empty());
    }

    #[test]
    fn transpositions_are_named() {
        // The Italian by another move order.
        let o = name_for(&game("Nf3 Nc6 e4 e5 Bc4 Bc5")).unwrap();
        assert_eq!(o.eco, "C50");
        assert_eq!(o.name, "Italian Game: Giuoco Piano");
    }

    #[test]
    fn the_deepest_name_stands_after_the_book_is_left() {
        // Out of book after 3...Bc5: the name stays.
        let g = game("e4 e5 Nf3 Nc6 Bc4 Bc5 a3 a6 h3 h6");
        assert_eq!(name_for(&g).unwrap().name, "Italian Game: Giuoco Piano");
        assert_eq!(
            tags_for(&g),
            vec![
                ("ECO".to_string(), "C50".to_string()),
                (
                    "Opening".to_string(),
                    "Italian Game: Giuoco Piano".to_string()
                )
            ]
        );
        assert_eq!(lookup(g.position()), None);
        assert_eq!(
            lookup(g.position_at(1).unwrap()).unwrap().name,
            "King's Pawn Game"
        );
    }

    #[test]
    fn a_late_return_to_a_named_position_is_ignored() {
        let key = |moves: &str| *game(moves).keys().last().unwrap();
        let (italian, sicilian) = (key("e4 e5 Nf3 Nc6 Bc4"), key("e4 c5"));
        // Keys of no named position stand for positions out of book.
        let unnamed: Vec<u64> = (1..=GAP as u64).collect();
        assert!(unnamed.iter().all(|k| !table().contains_key(k)));
        let start = hash_of(&Chess::default());
        let line = |gap: usize| {
            let mut keys = vec![start, italian];
            keys.extend(&unnamed[..gap]);
            keys.push(sicilian);
            name_for_keys(&keys).map(|o| o.name)
        };
        assert_eq!(line(GAP - 1), Some("Sicilian Defense"));
        assert_eq!(line(GAP), Some("Italian Game"));
    }
}
