//! Writes N seeded random legal games as PGN, as input for the `check` throughput
//! benchmark: `cargo run --release -p gambit-engine --example gen_pgn -- 20000 > games.pgn`.

use std::io::{self, Write};

use gambit_engine::{
    Game,
    pgn::{ExportTags, write_pgn},
    shakmaty::Position,
};

fn main() -> io::Result<()> {
    let count: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(10_000);
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut rand = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    for i in 0..count {
        let mut game = Game::new();
        // Lengths like real games: mostly 40-160 plies.
        let plies = 40 + rand(120);
        while game.moves().len() < plies && !game.is_over() {
            let moves = game.position().legal_moves();
            // Prefer captures half the time so material comes off as in real games.
            let captures: Vec<_> = moves.iter().filter(|m| m.is_capture()).collect();
            let mv = if !captures.is_empty() && rand(2) == 0 {
                *captures[rand(captures.len())]
            } else {
                moves[rand(moves.len())]
            };
            game.play_move(mv).expect("generated from legal moves");
        }
        let tags = ExportTags {
            event: Some(format!("Random game {}", i + 1)),
            ..Default::default()
        };
        writeln!(out, "{}", write_pgn(&game, &tags, &[]))?;
    }
    out.flush()
}
