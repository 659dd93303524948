//! The coordinates drill: squares named one after another, each different from the
//! last, counted as they are found. A new round names new squares.

use shakmaty::Square;

/// One round of the drill.
#[derive(Debug, Clone)]
pub struct Drill {
    /// The square to click now.
    pub asked: Square,
    /// Squares found, and clicks on a wrong one.
    pub found: usize,
    pub missed: usize,
    state: u64,
}

impl Drill {
    /// A round whose squares follow from `seed` (the same seed, the same squares).
    pub fn new(seed: u64) -> Drill {
        let mut drill = Drill {
            asked: Square::A1,
            found: 0,
            missed: 0,
            state: seed | 1,
        };
        drill.asked = drill.pick();
        drill
    }

    /// A round seeded by the clock, so each round asks other squares.
    pub fn fresh() -> Drill {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(7, |d| d.as_nanos() as u64);
        Drill::new(nanos)
    }

    /// Counts the square found and asks another.
    pub fn next(&mut self) {
        self.found += 1;
        let last = self.asked;
        while self.asked == last {
            self.asked = self.pick();
        }
    }

    fn pick(&mut self) -> Square {
        // xorshift64: enough to spread squares, and no dependency for it.
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        Square::new((self.state % 64) as u32)
    }

    /// Stars for the round: against the clock by squares found (a square every two
    /// seconds is three stars, every four two), else by the wrong clicks.
    pub fn stars(&self, seconds: Option<u8>) -> u8 {
        match seconds {
            Some(s) => {
                let per_minute = self.found * 60 / usize::from(s.max(1));
                match per_minute {
                    30.. => 3,
                    15.. => 2,
                    _ => 1,
                }
            }
            None => match self.missed {
                0 => 3,
                1..=2 => 2,
                _ => 1,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_names_other_squares_each_time_and_counts() {
        let mut drill = Drill::new(42);
        let mut seen = std::collections::HashSet::new();
        for _ in 0..200 {
            let last = drill.asked;
            seen.insert(last);
            drill.next();
            assert_ne!(drill.asked, last, "never the same square twice in a row");
        }
        assert!(seen.len() > 50, "most squares come up: {}", seen.len());
        assert_eq!(drill.found, 200);
        assert_eq!(Drill::new(42).asked, Drill::new(42).asked, "seeded");
    }

    #[test]
    fn stars_follow_the_pace_or_the_misses() {
        let mut drill = Drill::new(1);
        for _ in 0..15 {
            drill.next();
        }
        assert_eq!(drill.stars(Some(30)), 3);
        assert_eq!(drill.stars(Some(60)), 2);
        assert_eq!(drill.stars(Some(120)), 1);
        assert_eq!(drill.stars(None), 3);
        drill.missed = 3;
        assert_eq!(drill.stars(None), 1);
    }
}
