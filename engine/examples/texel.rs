//! Tunes the evaluation weights (`src/search/eval/weights.rs`), Texel style:
//!
//! 1. `texel gen --games 2000 --out pos.txt`: self-play at a small node budget;
//!    keeps quiet positions (not in check, the move played is quiet). With
//!    `--scored` also the search's score and the game's result, for training
//!    a network (`examples/nnue.rs`).
//! 2. `texel label --in pos.txt --out labeled.txt`: scores each position with
//!    Stockfish at a fixed node count (`/usr/games/stockfish`). Given `--scored`
//!    lines, it puts Stockfish's score in place of ours and keeps the result.
//! 3. `texel tune --in labeled.txt > src/search/eval/weights.rs`: fits the weights so
//!    that the evaluation's win expectancy matches the labels' (logistic loss).
//!
//! A tool for developers, not part of the engine.

use std::{
    fs::File,
    io::{BufRead, BufReader, BufWriter, Write},
    process::{Command, Stdio},
    sync::{
        Mutex,
        atomic::{AtomicBool, AtomicUsize, Ordering},
    },
};

use clap::{Parser, Subcommand};
use gambit_engine::search::{
    Limits, Rng, SearchRequest, Searcher,
    eval::{S, WEIGHTS, trace},
    hash_of,
};
use shakmaty::{
    CastlingMode, Chess, Color, EnPassantMode, KnownOutcome, Outcome, Position, fen::Fen,
};

type Error = Box<dyn std::error::Error + Send + Sync>;

fn err(msg: &str) -> Error {
    msg.into()
}

#[derive(Parser)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Self-play games; writes quiet positions as FEN lines.
    Gen {
        #[arg(long, default_value_t = 1000)]
        games: usize,
        #[arg(long, default_value_t = 5000)]
        nodes: u64,
        #[arg(long, default_value_t = 2)]
        threads: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long)]
        out: String,
        /// Also write the search's score and the game's result, White's view:
        /// `fen;centipawns;result` with result 1, 0.5 or 0 (data for a learned
        /// evaluation, which learns from both).
        #[arg(long)]
        scored: bool,
    },
    /// Scores each position with Stockfish: `fen;<centipawns, White's view>`.
    /// Reads FEN lines, or `gen --scored` lines, whose game result it keeps
    /// (`fen;cp;result`, Stockfish's score in place of ours); a position seen
    /// before is skipped.
    Label {
        #[arg(long = "in")]
        input: String,
        #[arg(long)]
        out: String,
        #[arg(long, default_value_t = 8000)]
        nodes: u64,
        #[arg(long, default_value_t = 2)]
        threads: usize,
        #[arg(long, default_value = "/usr/games/stockfish")]
        stockfish: String,
        /// Positions in these files (labelled before) are skipped too.
        #[arg(long)]
        skip: Vec<String>,
    },
    /// Fits the weights; prints the new `weights.rs` on stdout.
    Tune {
        #[arg(long = "in")]
        input: String,
        #[arg(long, default_value_t = 3000)]
        epochs: usize,
        #[arg(long, default_value_t = 0.5)]
        rate: f64,
        /// Pull towards the current weights, so that rarely seen terms stay put.
        #[arg(long, default_value_t = 2e-7)]
        prior: f64,
        /// Tune only these fields (comma-separated names from `Weights::fields`),
        /// keeping the rest as they are; all when absent.
        #[arg(long, value_delimiter = ',')]
        only: Vec<String>,
    },
}

fn main() -> Result<(), Error> {
    match Cli::parse().cmd {
        Cmd::Gen {
            games,
            nodes,
            threads,
            seed,
            out,
            scored,
        } => gen_positions(games, nodes, threads, seed, &out, scored),
        Cmd::Label {
            input,
            out,
            nodes,
            threads,
            stockfish,
            skip,
        } => label(&input, &out, nodes, threads, &stockfish, &skip),
        Cmd::Tune {
            input,
            epochs,
            rate,
            prior,
            only,
        } => tune(&input, epochs, rate, prior, &only),
    }
}

fn parse_fen(s: &str) -> Result<Chess, Error> {
    Ok(s.parse::<Fen>()?.into_position(CastlingMode::Standard)?)
}

fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

fn gen_positions(
    games: usize,
    nodes: u64,
    threads: usize,
    seed: u64,
    out: &str,
    scored: bool,
) -> Result<(), Error> {
    let out = Mutex::new(BufWriter::new(File::create(out)?));
    let next = AtomicUsize::new(0);
    let written = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..threads.max(1) {
            std::thread::Builder::new()
                .stack_size(64 << 20)
                .spawn_scoped(s, || {
                    let mut searcher = Searcher::new(16);
                    loop {
                        let g = next.fetch_add(1, Ordering::Relaxed);
                        if g >= games {
                            break;
                        }
                        let (kept, result) =
                            play_one(&mut searcher, nodes, seed ^ (g as u64 * 0x9e37));
                        written.fetch_add(kept.len(), Ordering::Relaxed);
                        let mut o = out.lock().expect("writer");
                        for (fen, cp) in kept {
                            let _ = match scored {
                                true => writeln!(o, "{fen};{cp};{result}"),
                                false => writeln!(o, "{fen}"),
                            };
                        }
                        if g.is_multiple_of(100) {
                            eprintln!("game {g}, {} positions", written.load(Ordering::Relaxed));
                        }
                    }
                })
                .expect("thread");
        }
    });
    out.into_inner().expect("writer").flush()?;
    Ok(())
}

/// One self-play game from a few random opening plies: its quiet positions
/// with the search's score (White's view), and the result for White (a game
/// cut short as lopsided goes to the side ahead; repetition, 50 moves and the
/// ply limit count as draws).
fn play_one(searcher: &mut Searcher, nodes: u64, seed: u64) -> (Vec<(String, i32)>, f64) {
    let mut rng = Rng::new(seed);
    let mut pos = Chess::default();
    let mut history = vec![hash_of(&pos)];
    searcher.clear();
    for _ in 0..(2 + rng.below(6)) {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return (Vec::new(), 0.5);
        }
        let m = moves[rng.below(moves.len() as u64) as usize];
        pos.play_unchecked(m);
        history.push(hash_of(&pos));
    }
    let stop = AtomicBool::new(false);
    let mut fens = Vec::new();
    let mut lopsided = 0;
    let mut result = 0.5;
    for ply in 0..400 {
        if let Outcome::Known(KnownOutcome::Decisive { winner }) = pos.outcome() {
            result = if winner == Color::White { 1.0 } else { 0.0 };
        }
        if pos.is_game_over() || pos.halfmoves() >= 100 {
            break;
        }
        let mut req = SearchRequest::new(pos.clone());
        req.history = history.clone();
        req.limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        req.seed = seed ^ ply;
        req.use_book = false;
        let r = searcher.search(&req, &stop, |_| {});
        let Some(m) = r.best else { break };
        let white_cp = pos.turn().fold_wb(1, -1) * r.score.cp();
        if !pos.is_check() && !m.is_capture() && !m.is_promotion() && white_cp.abs() < 10_000 {
            fens.push((fen_of(&pos), white_cp));
        }
        // Decided games teach little beyond material; stop them early.
        lopsided = if r.score.cp().abs() > 1000 {
            lopsided + 1
        } else {
            0
        };
        if lopsided >= 6 {
            result = if white_cp > 0 { 1.0 } else { 0.0 };
            break;
        }
        pos.play_unchecked(m);
        let h = hash_of(&pos);
        if history.iter().filter(|&&k| k == h).count() >= 2 {
            break;
        }
        history.push(h);
    }
    (fens, result)
}

fn label(
    input: &str,
    out: &str,
    nodes: u64,
    threads: usize,
    sf: &str,
    skip: &[String],
) -> Result<(), Error> {
    // Move counters aside, the same position.
    fn key(fen: &str) -> String {
        fen.split(' ').take(4).collect::<Vec<_>>().join(" ")
    }
    let mut seen = std::collections::HashSet::new();
    for file in skip {
        for line in BufReader::new(File::open(file)?).lines() {
            seen.insert(key(line?.split(';').next().unwrap_or_default().trim()));
        }
    }
    // (FEN, the game's result if the line has one), each position once.
    let mut fens: Vec<(String, Option<String>)> = Vec::new();
    for line in BufReader::new(File::open(input)?).lines() {
        let line = line?;
        let mut parts = line.split(';');
        let fen = parts.next().unwrap_or_default().trim().to_owned();
        let result = parts.nth(1).map(|r| r.trim().to_owned());
        if !fen.is_empty() && seen.insert(key(&fen)) {
            fens.push((fen, result));
        }
    }
    let next = AtomicUsize::new(0);
    let out = Mutex::new(BufWriter::new(File::create(out)?));
    std::thread::scope(|s| -> Result<(), Error> {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|_| {
                s.spawn(|| -> Result<(), Error> {
                    let mut sf = Stockfish::start(sf)?;
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some((fen, result)) = fens.get(i) else {
                            break;
                        };
                        let white_to_move = fen.split(' ').nth(1) == Some("w");
                        if let Some(cp) = sf.score(fen, nodes)? {
                            let cp = if white_to_move { cp } else { -cp };
                            let mut o = out.lock().expect("writer");
                            match result {
                                Some(r) => writeln!(o, "{fen};{cp};{r}")?,
                                None => writeln!(o, "{fen};{cp}")?,
                            }
                        }
                        if i.is_multiple_of(10_000) {
                            eprintln!("{i}/{}", fens.len());
                        }
                    }
                    Ok(())
                })
            })
            .collect();
        for w in workers {
            w.join().map_err(|_| err("label thread panicked"))??;
        }
        Ok(())
    })?;
    out.into_inner().expect("writer").flush()?;
    Ok(())
}

struct Stockfish {
    child: std::process::Child,
    out: BufReader<std::process::ChildStdout>,
}

impl Stockfish {
    fn start(path: &str) -> Result<Stockfish, Error> {
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()?;
        let out = BufReader::new(child.stdout.take().ok_or_else(|| err("no stdout"))?);
        let mut sf = Stockfish { child, out };
        sf.send("uci\nsetoption name Threads value 1\nsetoption name Hash value 16\nisready")?;
        sf.wait_for("readyok")?;
        Ok(sf)
    }

    fn send(&mut self, s: &str) -> Result<(), Error> {
        let stdin = self.child.stdin.as_mut().ok_or_else(|| err("no stdin"))?;
        writeln!(stdin, "{s}")?;
        stdin.flush()?;
        Ok(())
    }

    fn wait_for(&mut self, prefix: &str) -> Result<String, Error> {
        let mut line = String::new();
        loop {
            line.clear();
            if self.out.read_line(&mut line)? == 0 {
                return Err(err("stockfish exited"));
            }
            if line.starts_with(prefix) {
                return Ok(line);
            }
        }
    }

    /// Side-to-move centipawns, `None` for a mate score.
    fn score(&mut self, fen: &str, nodes: u64) -> Result<Option<i32>, Error> {
        self.send(&format!("position fen {fen}\ngo nodes {nodes}"))?;
        let mut last = None;
        let mut line = String::new();
        loop {
            line.clear();
            if self.out.read_line(&mut line)? == 0 {
                return Err(err("stockfish exited"));
            }
            if line.starts_with("bestmove") {
                return Ok(last);
            }
            let words: Vec<&str> = line.split_whitespace().collect();
            if let Some(i) = words.iter().position(|&w| w == "score") {
                let bound = words.get(i + 3).is_some_and(|w| w.ends_with("bound"));
                if bound {
                    continue;
                }
                last = match (words.get(i + 1), words.get(i + 2)) {
                    (Some(&"cp"), Some(v)) => v.parse().ok(),
                    _ => None,
                };
            }
        }
    }
}

/// Expected score from a White-view centipawn value.
fn sigmoid(cp: f64) -> f64 {
    1.0 / (1.0 + (-cp * std::f64::consts::LN_10 / 400.0).exp())
}

struct Sample {
    terms: Vec<(u16, i16)>,
    phase: f64,
    scale: f64,
    target: f64,
}

fn tune(input: &str, epochs: usize, rate: f64, prior: f64, only: &[String]) -> Result<(), Error> {
    let names: Vec<&str> = WEIGHTS.fields().iter().map(|(n, _)| *n).collect();
    if let Some(bad) = only.iter().find(|o| !names.contains(&o.as_str())) {
        return Err(format!(
            "no weight field named {bad}; the fields: {}",
            names.join(", ")
        )
        .into());
    }
    // Which parameters move: those of the named fields, or all.
    let free: Vec<bool> = WEIGHTS
        .fields()
        .into_iter()
        .flat_map(|(name, w)| {
            let on = only.is_empty() || only.iter().any(|o| o == name);
            std::iter::repeat_n(on, 2 * w.len())
        })
        .collect();
    let mut samples = Vec::new();
    for line in BufReader::new(File::open(input)?).lines() {
        let line = line?;
        // `fen;cp`, or `fen;cp;result` (the result is for the network).
        let mut parts = line.split(';');
        let (Some(fen), Some(cp)) = (parts.next(), parts.next()) else {
            continue;
        };
        let (Ok(pos), Ok(cp)) = (parse_fen(fen), cp.trim().parse::<f64>()) else {
            continue;
        };
        // Our static evaluation can't express huge or tactical scores.
        if cp.abs() > 1500.0 {
            continue;
        }
        let Some(t) = trace(&pos) else { continue };
        samples.push(Sample {
            terms: t.terms,
            phase: f64::from(t.phase) / 24.0,
            scale: t.scale,
            target: sigmoid(cp),
        });
    }
    // Every 10th sample is held out to watch for over-fitting.
    let held: Vec<Sample> = (0..samples.len() / 10)
        .rev()
        .map(|i| samples.swap_remove(i * 10))
        .collect();
    eprintln!("{} samples, {} held out", samples.len(), held.len());
    let start = WEIGHTS.flat();
    let n = start.len();
    // Parameters: 2 per weight (mg, eg).
    let mut w: Vec<f64> = start
        .iter()
        .flat_map(|s| [f64::from(s.0), f64::from(s.1)])
        .collect();
    let w0 = w.clone();
    let eval = |w: &[f64], s: &Sample| {
        let (mut mg, mut eg) = (0.0, 0.0);
        for &(i, c) in &s.terms {
            mg += w[2 * i as usize] * f64::from(c);
            eg += w[2 * i as usize + 1] * f64::from(c);
        }
        (mg * s.phase + eg * (1.0 - s.phase)) * s.scale
    };
    let loss = |w: &[f64], set: &[Sample]| {
        set.iter()
            .map(|s| (sigmoid(eval(w, s)) - s.target).powi(2))
            .sum::<f64>()
            / set.len().max(1) as f64
    };
    eprintln!(
        "start: loss {:.6}, held out {:.6}",
        loss(&w, &samples),
        loss(&w, &held)
    );
    // Adam on the full batch.
    let (b1, b2) = (0.9, 0.999);
    let mut m = vec![0.0; 2 * n];
    let mut v = vec![0.0; 2 * n];
    let k = std::f64::consts::LN_10 / 400.0;
    for epoch in 1..=epochs {
        let mut grad = vec![0.0; 2 * n];
        for s in &samples {
            let p = sigmoid(eval(&w, s));
            let g = 2.0 * (p - s.target) * p * (1.0 - p) * k * s.scale;
            for &(i, c) in &s.terms {
                let c = f64::from(c);
                grad[2 * i as usize] += g * c * s.phase;
                grad[2 * i as usize + 1] += g * c * (1.0 - s.phase);
            }
        }
        for j in (0..2 * n).filter(|&j| free[j]) {
            let g = grad[j] / samples.len() as f64 + prior * (w[j] - w0[j]);
            m[j] = b1 * m[j] + (1.0 - b1) * g;
            v[j] = b2 * v[j] + (1.0 - b2) * g * g;
            let mh = m[j] / (1.0 - b1.powi(epoch as i32));
            let vh = v[j] / (1.0 - b2.powi(epoch as i32));
            w[j] -= rate * mh / (vh.sqrt() + 1e-8);
        }
        if epoch % 250 == 0 {
            eprintln!(
                "epoch {epoch}: loss {:.6}, held out {:.6}",
                loss(&w, &samples),
                loss(&w, &held)
            );
        }
    }
    let tuned: Vec<S> = (0..n)
        .map(|i| S(w[2 * i].round() as i32, w[2 * i + 1].round() as i32))
        .collect();
    print!("{}", weights_source(&tuned));
    Ok(())
}

/// `weights.rs` with these weights, in [`Weights::fields`] order and layout.
fn weights_source(flat: &[S]) -> String {
    let fmt = |s: &S| format!("S({:4}, {:4}),", s.0, s.1);
    let mut out = String::from(
        "//! Evaluation weights as (middlegame, endgame) centipawns, White's view.\n\
         //! Piece-square tables are laid out rank 8 first, as seen by White.\n\
         //! Regenerate with `texel tune` (see `engine/examples/texel.rs`).\n\n\
         use super::{S, Weights};\n\n\
         #[rustfmt::skip]\n\
         pub static WEIGHTS: Weights = Weights {\n",
    );
    let roles = ["pawn", "knight", "bishop", "rook", "queen", "king"];
    let mut at = 0;
    for (name, field) in WEIGHTS.fields() {
        let ws = &flat[at..at + field.len()];
        at += field.len();
        if field.len() == 1 && name != "material" {
            out += &format!("    {name}: {}\n", fmt(&ws[0]));
            continue;
        }
        if name == "pst" {
            out += "    pst: [\n";
            for (r, table) in ws.chunks(64).enumerate() {
                out += &format!("        // {}\n        [\n", roles[r]);
                for rank in table.chunks(8) {
                    let row: Vec<String> = rank.iter().map(fmt).collect();
                    out += &format!("            {}\n", row.join(" "));
                }
                out += "        ],\n";
            }
            out += "    ],\n";
            continue;
        }
        out += &format!("    {name}: [\n");
        for chunk in ws.chunks(8) {
            let row: Vec<String> = chunk.iter().map(fmt).collect();
            out += &format!("        {}\n", row.join(" "));
        }
        out += "    ],\n";
    }
    out += "};\n";
    out
}
