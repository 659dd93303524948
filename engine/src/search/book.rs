//! A small opening book written for Gambit: mainstream lines, so the
//! computer varies its first moves instead of repeating one game.

use std::{collections::HashMap, sync::OnceLock};

use shakmaty::{Chess, EnPassantMode, Move, Position, uci::UciMove, zobrist::Zobrist64};

use super::rng::Rng;

const LINES: &[&str] = &[
    "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7",
    "e2e4 e7e5 g1f3 b8c6 f1b5 g8f6 e1g1 f6e4 d2d4 e4d6",
    "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6 d2d3 d7d6",
    "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8e7 e1g1 e8g8",
    "e2e4 e7e5 g1f3 b8c6 d2d4 e5d4 f3d4 g8f6 d4c6 b7c6",
    "e2e4 e7e5 g1f3 g8f6 f3e5 d7d6 e5f3 f6e4 d2d4 d6d5",
    "e2e4 e7e5 b1c3 g8f6 f2f4 d7d5 f4e5 f6e4",
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6",
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 g7g6",
    "e2e4 c7c5 g1f3 b8c6 d2d4 c5d4 f3d4 g8f6 b1c3 e7e5",
    "e2e4 c7c5 g1f3 e7e6 d2d4 c5d4 f3d4 a7a6 f1d3 g8f6",
    "e2e4 c7c5 g1f3 d7d6 f1b5 c8d7 b5d7 d8d7 e1g1 b8c6",
    "e2e4 c7c5 b1c3 b8c6 g2g3 g7g6 f1g2 f8g7 d2d3 d7d6",
    "e2e4 c7c5 c2c3 g8f6 e4e5 f6d5 d2d4 c5d4 g1f3 b8c6",
    "e2e4 e7e6 d2d4 d7d5 b1c3 g8f6 c1g5 f8e7 e4e5 f6d7",
    "e2e4 e7e6 d2d4 d7d5 e4e5 c7c5 c2c3 b8c6 g1f3 d8b6",
    "e2e4 e7e6 d2d4 d7d5 b1d2 g8f6 e4e5 f6d7 f1d3 c7c5",
    "e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4 c8f5 e4g3 f5g6",
    "e2e4 c7c6 d2d4 d7d5 e4e5 c8f5 g1f3 e7e6 f1e2 c6c5",
    "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 d2d4 g8f6 g1f3 c8f5",
    "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6 g1f3 f8g7 f1e2 e8g8",
    "e2e4 g7g6 d2d4 f8g7 b1c3 d7d6 c1e3 a7a6",
    "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7 e2e3 e8g8",
    "d2d4 d7d5 c2c4 e7e6 g1f3 g8f6 g2g3 f8e7 f1g2 e8g8",
    "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 d5c4 a2a4 c8f5",
    "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 e2e3 c8f5 b1c3 e7e6",
    "d2d4 d7d5 c2c4 d5c4 g1f3 g8f6 e2e3 e7e6 f1c4 c7c5",
    "d2d4 d7d5 g1f3 g8f6 c1f4 c7c5 e2e3 b8c6 c2c3 d8b6",
    "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 e2e3 e8g8 f1d3 d7d5",
    "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 d1c2 e8g8 a2a3 b4c3",
    "d2d4 g8f6 c2c4 e7e6 g1f3 b7b6 g2g3 c8b7 f1g2 f8e7",
    "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6 g1f3 e8g8",
    "d2d4 g8f6 c2c4 g7g6 b1c3 d7d5 c4d5 f6d5 e2e4 d5c3",
    "d2d4 g8f6 c2c4 c7c5 d4d5 e7e6 b1c3 e6d5 c4d5 d7d6",
    "d2d4 g8f6 g1f3 e7e6 c1f4 c7c5 e2e3 b7b6",
    "d2d4 f7f5 g2g3 g8f6 f1g2 e7e6 g1f3 f8e7 e1g1 e8g8",
    "c2c4 e7e5 b1c3 g8f6 g1f3 b8c6 g2g3 d7d5 c4d5 f6d5",
    "c2c4 c7c5 g1f3 g8f6 b1c3 b8c6 g2g3 g7g6 f1g2 f8g7",
    "c2c4 g8f6 b1c3 e7e6 e2e4 d7d5 e4e5 d5d4",
    "g1f3 d7d5 g2g3 g8f6 f1g2 e7e6 e1g1 f8e7 d2d3 e8g8",
    "g1f3 g8f6 c2c4 e7e6 g2g3 d7d5 f1g2 f8e7 e1g1 e8g8",
];

fn key(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

fn table() -> &'static HashMap<u64, Vec<UciMove>> {
    static BOOK: OnceLock<HashMap<u64, Vec<UciMove>>> = OnceLock::new();
    BOOK.get_or_init(|| {
        let mut map: HashMap<u64, Vec<UciMove>> = HashMap::new();
        for line in LINES {
            let mut pos = Chess::default();
            for tok in line.split_whitespace() {
                let Ok(uci) = tok.parse::<UciMove>() else {
                    break;
                };
                let Ok(m) = uci.to_move(&pos) else { break };
                let entry = map.entry(key(&pos)).or_default();
                if !entry.contains(&uci) {
                    entry.push(uci);
                }
                pos.play_unchecked(m);
            }
        }
        map
    })
}

/// A book move for `pos`, chosen uniformly with `seed`; `None` when out of book.
pub fn probe(pos: &Chess, seed: u64) -> Option<Move> {
    let candidates = table().get(&key(pos))?;
    let mut rng = Rng::new(seed ^ key(pos));
    let uci = candidates[rng.below(candidates.len() as u64) as usize];
    uci.to_move(pos).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_is_legal() {
        for line in LINES {
            let mut pos = Chess::default();
            for tok in line.split_whitespace() {
                let m = tok.parse::<UciMove>().unwrap().to_move(&pos);
                assert!(m.is_ok(), "{line}: {tok}");
                pos.play_unchecked(m.unwrap());
            }
        }
    }

    #[test]
    fn start_position_varies_with_seed() {
        let pos = Chess::default();
        let firsts: std::collections::HashSet<_> = (0..64).filter_map(|s| probe(&pos, s)).collect();
        assert!(firsts.len() >= 3);
        let deep = "8/8/4k3/8/8/3K4/8/8 w - - 0 1"
            .parse::<shakmaty::fen::Fen>()
            .unwrap()
            .into_position::<Chess>(shakmaty::CastlingMode::Standard)
            .unwrap();
        assert!(probe(&deep, 1).is_none());
    }
}
