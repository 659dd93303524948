//! Times the coach's calls on every position of some games (the UI makes them on the
//! main thread, so they must stay far below a frame): `cargo run --release -p
//! gambit-engine --example coach_timing -- games.uci` (the file `level_games` writes).

use std::time::{Duration, Instant};

use gambit_engine::{
    coach,
    shakmaty::{Chess, Position, uci::UciMove},
};

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "games.uci".into());
    let text = std::fs::read_to_string(&path).expect("a file of UCI games");
    let mut times: Vec<Duration> = Vec::new();
    let mut time = |f: &mut dyn FnMut()| {
        let t = Instant::now();
        f();
        times.push(t.elapsed());
    };
    let mut positions = 0;
    for line in text.lines() {
        let mut pos = Chess::default();
        for token in line.split_whitespace() {
            let Ok(m) = token.parse::<UciMove>().map(|u| u.to_move(&pos)) else {
                break;
            };
            let Ok(m) = m else { break };
            positions += 1;
            // Every candidate move is checked, as a player might try each.
            for candidate in pos.legal_moves() {
                time(&mut || {
                    std::hint::black_box(coach::warn(&pos, candidate));
                });
            }
            time(&mut || {
                std::hint::black_box(coach::threat(&pos));
            });
            time(&mut || {
                std::hint::black_box(coach::explain(&pos, m));
            });
            pos.play_unchecked(m);
        }
    }
    times.sort_unstable();
    let total: Duration = times.iter().sum();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize].as_secs_f64() * 1e6;
    println!(
        "{positions} positions, {} calls: mean {:.1} µs, median {:.1} µs, p99 {:.1} µs, \
         worst {:.1} µs (the worst can be the OS preempting the process)",
        times.len(),
        total.as_secs_f64() * 1e6 / times.len().max(1) as f64,
        at(0.5),
        at(0.99),
        at(1.0)
    );
}
