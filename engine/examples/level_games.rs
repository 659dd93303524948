//! Plays seeded games between the built-in levels, for measuring the post-game review:
//! `cargo run --release -p gambit-engine --example level_games -- 20 games` writes
//! `games.pgn` and `games.uci` (one line per game: its moves in UCI, for engines that
//! take `position startpos moves …`). Pairings cycle through weak and middling levels,
//! so the games have mistakes to find. Games end by the rules, by a draw claim, or after
//! 160 plies.

use std::{fs, sync::atomic::AtomicBool};

use gambit_engine::{
    Game,
    pgn::{ExportTags, write_pgn},
    search::{Level, SearchRequest, Searcher},
    shakmaty::{CastlingMode, uci::UciMove},
};

const PAIRS: [(Level, Level); 4] = [
    (Level::Easy, Level::Normal),
    (Level::Normal, Level::Easy),
    (Level::Gentle, Level::Normal),
    (Level::Normal, Level::Hard),
];

fn main() {
    let mut args = std::env::args().skip(1);
    let count: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(20);
    let stem = args.next().unwrap_or_else(|| "games".into());
    // The search recurses deeply: a big stack.
    let (pgn, uci) = std::thread::Builder::new()
        .stack_size(16 << 20)
        .spawn(move || play(count))
        .unwrap()
        .join()
        .unwrap();
    fs::write(format!("{stem}.pgn"), pgn).unwrap();
    fs::write(format!("{stem}.uci"), uci).unwrap();
}

fn play(count: usize) -> (String, String) {
    let stop = AtomicBool::new(false);
    let mut searcher = Searcher::new(16);
    let (mut pgn, mut uci) = (String::new(), String::new());
    for n in 0..count {
        let (white, black) = PAIRS[n % PAIRS.len()];
        let mut game = Game::new();
        searcher.clear();
        while !game.is_over() && game.moves().len() < 160 && game.claimable().is_empty() {
            let level = if game.moves().len().is_multiple_of(2) {
                white
            } else {
                black
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
