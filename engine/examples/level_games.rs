//! Plays seeded games between the built-in levels, for measuring the post-game review:
//! `cargo run --release -p gambit-engine --example level_games -- 20 games` writes
//! (`-- 20..40 more` plays games 21 to 40 of the same series)
//! `games.pgn` and `games.uci` (one line per game: its moves in UCI, for engines that
//! take `position startpos moves …`). Pairings cycle through weak and middling levels,
//! so the games have mistakes to find. Games end by the rules, by a draw claim, or after
//! 160 plies. With a third argument `stockfish`, every other game is Gentle or Easy against
//! Stockfish at its lowest `UCI_Elo` (50 ms a move), for mistakes of another kind; with
//! `low`, only Gentle and Easy play (each against the other and itself), for the simple
//! tactics beginners leave and miss.

use std::{fs, sync::atomic::AtomicBool, time::Duration};

use gambit_engine::{
    Game,
    external::{EngineConfig, SearchPoll, Strength, UciEngine, find_stockfish},
    pgn::{ExportTags, write_pgn},
    search::{Level, Limits, SearchRequest, Searcher},
    shakmaty::{CastlingMode, uci::UciMove},
};

/// Who plays a side: a built-in level, or the Stockfish started for the run.
#[derive(Clone, Copy)]
enum Side {
    Level(Level),
    Stockfish,
}

impl Side {
    fn name(self) -> &'static str {
        match self {
            Side::Level(l) => l.name(),
            Side::Stockfish => "Stockfish 1350",
        }
    }
}

const LOW_PAIRS: [(Level, Level); 4] = [
    (Level::Gentle, Level::Easy),
    (Level::Easy, Level::Gentle),
    (Level::Gentle, Level::Gentle),
    (Level::Easy, Level::Easy),
];

const PAIRS: [(Level, Level); 4] = [
    (Level::Easy, Level::Normal),
    (Level::Normal, Level::Easy),
    (Level::Gentle, Level::Normal),
    (Level::Normal, Level::Hard),
];

fn main() {
    let mut args = std::env::args().skip(1);
    // `N` games, or `A..B`: games A+1 to B of the same seeded series (to add to a run).
    let range = args.next().unwrap_or_else(|| "20".into());
    let (first, count) = match range.split_once("..") {
        Some((a, b)) => {
            let a: usize = a.parse().unwrap_or(0);
            (a, b.parse::<usize>().unwrap_or(a).saturating_sub(a))
        }
        None => (0, range.parse().unwrap_or(20)),
    };
    let stem = args.next().unwrap_or_else(|| "games".into());
    let kind = args.next();
    let stockfish = kind.as_deref() == Some("stockfish");
    let pairs = if kind.as_deref() == Some("low") {
        LOW_PAIRS
    } else {
        PAIRS
    };
    // The search recurses deeply: a big stack.
    let (pgn, uci) = std::thread::Builder::new()
        .stack_size(16 << 20)
        .spawn(move || play(first, count, stockfish, pairs))
        .unwrap()
        .join()
        .unwrap();
    fs::write(format!("{stem}.pgn"), pgn).unwrap();
    fs::write(format!("{stem}.uci"), uci).unwrap();
}

fn play(
    first: usize,
    count: usize,
    with_stockfish: bool,
    pairs: [(Level, Level); 4],
) -> (String, String) {
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::new(16);
    let mut stockfish = with_stockfish.then(|| {
        let config = EngineConfig {
            path: find_stockfish().expect("Debian's stockfish"),
            strength: Strength::Elo { elo: 1350 },
            threads: Some(1),
            ..EngineConfig::default()
        };
        UciEngine::start(&config).expect("stockfish starts")
    });
    let (mut pgn, mut uci) = (String::new(), String::new());
    for n in first..first + count {
        let (white, black) = match (&stockfish, n % 2) {
            (Some(_), 1) => {
                let weak = if n % 4 == 1 {
                    Level::Gentle
                } else {
                    Level::Easy
                };
                if n % 8 < 4 {
                    (Side::Level(weak), Side::Stockfish)
                } else {
                    (Side::Stockfish, Side::Level(weak))
                }
            }
            _ => {
                let (w, b) = pairs[n % pairs.len()];
                (Side::Level(w), Side::Level(b))
            }
        };
        let mut game = Game::new();
        searcher.clear();
        if let Some(sf) = stockfish.as_mut() {
            sf.new_game();
        }
        while !game.is_over() && game.moves().len() < 160 && game.claimable().is_empty() {
            let side = if game.moves().len().is_multiple_of(2) {
                white
            } else {
                black
            };
            let level = match side {
                Side::Level(level) => level,
                Side::Stockfish => {
                    let sf = stockfish.as_mut().expect("started");
                    let limits = Limits {
                        movetime: Some(Duration::from_millis(50)),
                        ..Limits::default()
                    };
                    sf.go(&game, &limits);
                    match sf.wait(Duration::from_secs(10)) {
                        SearchPoll::Done(Ok(m)) if game.play_move(m.best).is_ok() => continue,
                        other => panic!("stockfish: {other:?}"),
                    }
                }
            };
            let mut req = SearchRequest::new(game.position().clone());
            req.history = game.keys().to_vec();
            req.level = level;
            req.seed = 1000 * n as u64 + game.moves().len() as u64;
            let Some(m) = searcher.search(&req, &stop, |_| {}).best else {
                break;
            };
            if game.play_move(m).is_err() {
                break;
            }
        }
        let tags = ExportTags {
            event: Some("Gambit level games".into()),
            round: Some((n + 1).to_string()),
            white: Some(white.name().into()),
            black: Some(black.name().into()),
            ..Default::default()
        };
        pgn.push_str(&write_pgn(&game, &tags, &[]));
        pgn.push('\n');
        let moves: Vec<String> = game
            .moves()
            .iter()
            .map(|&m| UciMove::from_move(m, CastlingMode::Standard).to_string())
            .collect();
        uci.push_str(&moves.join(" "));
        uci.push('\n');
        eprintln!(
            "game {}: {} plies, {}",
            n + 1,
            moves.len(),
            game.result_str()
        );
    }
    (pgn, uci)
}
