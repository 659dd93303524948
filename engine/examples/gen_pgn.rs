//! Writes N seeded random legal games as PGN, as input for the `check` throughput
//! benchmark: `cargo run --release -p gambit-engine --example gen_pgn -- 20000 > games.pgn`.
//!
//! With `--rich`, games look more like a real database: player names (some accented;
//! every 10th game written in Windows-1252 like old Windows programs did), events,
//! dates, comments, NAGs and variations, and one game in 1,000 damaged (a comment or a
//! variation never closed, a 20 KB tag, binary garbage), which the reader must survive.

use std::io::{self, Write};

use encoding_rs::WINDOWS_1252;
use gambit_engine::{
    Game,
    pgn::{ExportTags, write_pgn},
    shakmaty::Position,
};

const NAMES: [&str; 12] = [
    "Müller, Hans",
    "Réti, Richard",
    "Nimzowitsch, Aron",
    "Smyslov, Vasily",
    "Åkesson, Ralf",
    "Gonçalves, João",
    "Carlsen, Magnus",
    "Dvořák, Jan",
    "Łukasz, Nowak",
    "Ørsted, Søren",
    "Naiditsch, Arkadij",
    "Pérez, María",
];

const REMARKS: [&str; 6] = [
    "the usual move",
    "„interesting“ — but risky",
    "White's best chance",
    "[%clk 0:04:59]",
    "Schwarz steht besser; naïve play",
    "a long think: 25 minutes",
];

fn main() -> io::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rich = args.iter().any(|a| a == "--rich");
    let count: usize = args.iter().find_map(|a| a.parse().ok()).unwrap_or(10_000);
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
        if !rich {
            let tags = ExportTags {
                event: Some(format!("Random game {}", i + 1)),
                ..Default::default()
            };
            writeln!(out, "{}", write_pgn(&game, &tags, &[]))?;
            continue;
        }
        let tags = ExportTags {
            event: Some(format!("Open {} – round {}", 1950 + rand(75), 1 + rand(9))),
            site: Some(["Zürich", "Reykjavík", "Hastings", "Bad Kissingen"][rand(4)].into()),
            date: Some(format!(
                "{}.{:02}.{:02}",
                1950 + rand(75),
                1 + rand(12),
                1 + rand(28)
            )),
            round: Some((1 + rand(9)).to_string()),
            white: Some(NAMES[rand(NAMES.len())].into()),
            black: Some(NAMES[rand(NAMES.len())].into()),
            extra: vec![("WhiteElo".into(), (1800 + rand(1000)).to_string())],
        };
        let mut comments = Vec::new();
        for ply in 0..=game.moves().len() {
            if rand(10) == 0 {
                comments.push((ply, REMARKS[rand(REMARKS.len())].to_string()));
            }
        }
        let mut text = write_pgn(&game, &tags, &comments);
        // A variation and a NAG after White's second move, which pgn-reader skips.
        if rand(3) == 0 {
            text = text.replacen(" 2... ", " $1 (2. a3 a6 3. h3 {sideline}) 2... ", 1);
        }
        if i % 1000 == 999 {
            text = damage(&text, i / 1000);
        }
        let bytes = if i % 10 == 3 {
            WINDOWS_1252.encode(&text).0.into_owned()
        } else {
            text.into_bytes()
        };
        out.write_all(&bytes)?;
        out.write_all(b"\n")?;
    }
    out.flush()
}

/// One of the kinds of damage a reader must keep to its own game.
fn damage(text: &str, kind: usize) -> String {
    let body = text.find("\n\n").map_or(0, |i| i + 2);
    let middle = body + (text.len() - body) / 2;
    let cut = (middle..text.len())
        .find(|&i| text.as_bytes()[i] == b' ')
        .unwrap_or(text.len());
    match kind % 4 {
        0 => format!("{} {{ this comment is never closed\n", &text[..cut]),
        1 => format!(
            "{} (1. e4 e5 2. Nf3 a variation never closed\n",
            &text[..cut]
        ),
        2 => format!("[Annotator \"{}\"]\n{text}", "x".repeat(20_000)),
        _ => format!("\u{0}\u{1}\u{2}binary junk\n\n{text}"),
    }
}
