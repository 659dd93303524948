//! Names each puzzle's theme again from its position and best line (`detect_line`), for
//! the built-in set (`bench/puzzle_set.py` runs it): reads JSON lines with `fen`,
//! `solution` and optionally `pv` (Stockfish's main line from the position, UCI; used
//! when it starts with the solution's first move, else the solution is the line) on
//! stdin and writes each with `theme` set. A mate theme stays when the line stops before
//! the mate (it was found by the score); a line that can't be read is written unchanged,
//! with a note on stderr.

use std::io::{self, BufRead, Write};

use gambit_engine::{
    game::parse_fen,
    puzzle::{Theme, detect_line},
    shakmaty::{Position, uci::UciMove},
};
use serde_json::Value;

fn main() {
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for (n, line) in io::stdin().lock().lines().map_while(Result::ok).enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let mut v: Value = match serde_json::from_str(&line) {
            Ok(v) => v,
            Err(e) => {
                eprintln!("line {}: {e}", n + 1);
                writeln!(out, "{line}").unwrap();
                continue;
            }
        };
        if let Some(theme) = theme(&v) {
            let kept = v["theme"].as_str().and_then(Theme::from_name);
            let mate_kept = matches!(kept, Some(Theme::MateIn(_) | Theme::Mate | Theme::BackRank))
                && !matches!(theme, Theme::MateIn(_) | Theme::Mate | Theme::BackRank);
            if !mate_kept {
                v["theme"] = Value::from(theme.as_str());
            }
        } else {
            eprintln!("line {}: not a legal puzzle", n + 1);
        }
        writeln!(out, "{}", serde_json::to_string(&v).unwrap()).unwrap();
    }
}

fn theme(v: &Value) -> Option<Theme> {
    let pos = parse_fen(v["fen"].as_str()?).ok()?;
    let solution = v["solution"].as_array()?;
    let pv = v["pv"]
        .as_array()
        .filter(|pv| pv.first() == solution.first());
    let mut p = pos.clone();
    let mut moves = Vec::new();
    for text in pv.unwrap_or(solution) {
        let Some(m) = text.as_str()?.parse::<UciMove>().ok()?.to_move(&p).ok() else {
            // A line cut where it stops being legal (the engine's lines are).
            break;
        };
        p.play_unchecked(m);
        moves.push(m);
    }
    detect_line(&pos, &moves)
}
