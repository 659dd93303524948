//! Playing levels. Strength is limited by search depth/nodes and by a
//! seeded bonus added to each root move, so weaker levels pick among
//! near-best moves instead of making random ones.

use std::{fmt, str::FromStr, time::Duration};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Level {
    Gentle,
    Easy,
    Normal,
    Hard,
    #[default]
    Master,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelParams {
    /// Maximum nominal depth.
    pub depth: i32,
    /// Maximum nodes per move (`u64::MAX` = no limit).
    pub nodes: u64,
    /// Amplitude of the triangular root-move noise, centipawns.
    pub noise: i32,
    /// Quiescence plies allowed (captures looked at after the horizon).
    pub qs_plies: i32,
    /// Percent of root moves judged at a glance (static evaluation only):
    /// the beginner who doesn't notice the reply.
    pub blind: u32,
    /// Percent of captures at the root not noticed at all (the beginner who doesn't see
    /// the piece left free); a move is always left to play.
    pub misses: u32,
    /// Likes taking a piece left free (a knight, bishop, rook or queen nobody defends)
    /// above any other move, unless the search sees it lose more than its noise: the
    /// beginner who never lets one go.
    pub grabs: bool,
    /// Evaluate with the learned correction ([`crate::search::Searcher::set_net`]);
    /// the levels below Master keep the hand-written evaluation they were
    /// calibrated with.
    pub learned: bool,
}

impl Level {
    pub const ALL: [Level; 5] = [
        Level::Gentle,
        Level::Easy,
        Level::Normal,
        Level::Hard,
        Level::Master,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Gentle => "Gentle",
            Level::Easy => "Easy",
            Level::Normal => "Normal",
            Level::Hard => "Hard",
            Level::Master => "Master",
        }
    }

    /// Rough target strength, used to map `UCI_Elo` onto levels.
    pub fn nominal_elo(self) -> u32 {
        match self {
            Level::Gentle => 800,
            Level::Easy => 1100,
            Level::Normal => 1500,
            Level::Hard => 1900,
            Level::Master => 2300,
        }
    }

    /// The game should not show the reply sooner than this, so the player
    /// sees the computer "think"; the engine itself never sleeps.
    pub fn min_reply_delay(self) -> Duration {
        match self {
            Level::Gentle | Level::Easy => Duration::from_millis(600),
            Level::Normal => Duration::from_millis(400),
            Level::Hard => Duration::from_millis(200),
            Level::Master => Duration::ZERO,
        }
    }

    pub fn params(self) -> LevelParams {
        match self {
            Level::Gentle => LevelParams {
                depth: 1,
                nodes: 400,
                noise: 100,
                qs_plies: 1,
                blind: 35,
                misses: 50,
                grabs: false,
                learned: false,
            },
            Level::Easy => LevelParams {
                depth: 1,
                nodes: 500,
                noise: 170,
                qs_plies: 4,
                blind: 0,
                misses: 0,
                grabs: true,
                learned: false,
            },
            Level::Normal => LevelParams {
                depth: 3,
                nodes: 650,
                noise: 45,
                qs_plies: 64,
                blind: 0,
                misses: 0,
                grabs: false,
                learned: false,
            },
            Level::Hard => LevelParams {
                depth: 8,
                nodes: 8_500,
                noise: 12,
                qs_plies: 64,
                blind: 0,
                misses: 0,
                grabs: false,
                learned: false,
            },
            Level::Master => LevelParams {
                depth: 127,
                nodes: u64::MAX,
                noise: 0,
                qs_plies: 64,
                blind: 0,
                misses: 0,
                grabs: false,
                learned: true,
            },
        }
    }

    /// Parameters for a `UCI_Elo` request: interpolated between the two
    /// neighbouring levels (nodes geometrically).
    pub fn params_for_elo(elo: u32) -> LevelParams {
        let levels = Level::ALL;
        if elo <= levels[0].nominal_elo() {
            return levels[0].params();
        }
        for w in levels.windows(2) {
            let (lo, hi) = (w[0], w[1]);
            let (e0, e1) = (lo.nominal_elo(), hi.nominal_elo());
            if elo == e1 {
                return hi.params();
            }
            if elo < e1 {
                let t = f64::from(elo - e0) / f64::from(e1 - e0);
                let (a, b) = (lo.params(), hi.params());
                let lerp = |x: i32, y: i32| {
                    (f64::from(x) + (f64::from(y) - f64::from(x)) * t).round() as i32
                };
                // Master has no node cap; interpolate towards 2M nodes instead.
                let b_nodes = if b.nodes == u64::MAX {
                    2_000_000
                } else {
                    b.nodes
                };
                let nodes =
                    ((a.nodes as f64).ln() * (1.0 - t) + (b_nodes as f64).ln() * t).exp() as u64;
                return LevelParams {
                    depth: lerp(a.depth, b.depth.min(20)),
                    nodes,
                    noise: lerp(a.noise, b.noise),
                    qs_plies: lerp(a.qs_plies, b.qs_plies),
                    blind: lerp(a.blind as i32, b.blind as i32) as u32,
                    misses: lerp(a.misses as i32, b.misses as i32) as u32,
                    grabs: if t < 0.5 { a.grabs } else { b.grabs },
                    learned: false,
                };
            }
        }
        Level::Master.params()
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLevelError;

impl fmt::Display for ParseLevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown level (expected Gentle, Easy, Normal, Hard or Master)")
    }
}

impl std::error::Error for ParseLevelError {}

impl FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s.trim()))
            .ok_or(ParseLevelError)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_names() {
        for l in Level::ALL {
            assert_eq!(l.name().to_uppercase().parse::<Level>(), Ok(l));
            assert_eq!(l.to_string().parse::<Level>(), Ok(l));
        }
        assert!("grandmaster".parse::<Level>().is_err());
        assert!("".parse::<Level>().is_err());
    }

    #[test]
    fn elo_interpolation_is_monotone() {
        let mut prev = Level::params_for_elo(0);
        assert_eq!(prev, Level::Gentle.params());
        for elo in (100..=3000).step_by(50) {
            let p = Level::params_for_elo(elo);
            assert!(
                p.nodes >= prev.nodes
                    && p.depth >= prev.depth
                    && p.blind <= prev.blind
                    && p.misses <= prev.misses,
                "{elo}"
            );
            prev = p;
        }
        assert_eq!(Level::params_for_elo(2300), Level::Master.params());
    }

    /// Gentle lets a piece left free go about half the time (seeded: the same seed, the
    /// same choice); Easy always takes it.
    #[test]
    fn gentle_misses_free_pieces_and_easy_takes_them() {
        use crate::search::{SearchRequest, Searcher};
        use shakmaty::{CastlingMode, Chess, Position, fen::Fen};
        let free = [
            ("4k3/8/8/3n4/8/8/3R4/4K3 w - - 0 1", "d5"),
            ("4k3/8/8/4b3/8/5N2/8/4K3 w - - 0 1", "e5"),
            ("q3k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a8"),
            (
                "rnb1kbnr/pppp1ppp/8/4p1q1/4P3/3P4/PPP2PPP/RNBQKBNR w KQkq - 1 3",
                "g5",
            ),
        ];
        let rate = |level: Level| {
            std::thread::Builder::new()
                .stack_size(16 << 20)
                .spawn(move || {
                    let mut searcher = Searcher::new(1);
                    let (mut took, mut tries) = (0, 0);
                    for (fen, target) in free {
                        let fen: Fen = fen.parse().unwrap();
                        let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
                        for seed in 0..50 {
                            let mut req = SearchRequest::new(pos.clone());
                            (req.level, req.seed, req.use_book) = (level, seed, false);
                            let stop = std::sync::atomic::AtomicBool::new(false);
                            let best = searcher.search(&req, &stop, |_| {}).best.unwrap();
                            tries += 1;
                            took +=
                                usize::from(best.is_capture() && best.to().to_string() == target);
                            assert!(pos.is_legal(best));
                        }
                    }
                    took as f64 / tries as f64
                })
                .unwrap()
                .join()
                .unwrap()
        };
        let gentle = rate(Level::Gentle);
        assert!((0.35..=0.70).contains(&gentle), "Gentle took {gentle}");
        assert_eq!(rate(Level::Easy), 1.0);
    }
}
