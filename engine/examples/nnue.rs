//! Trains the learned evaluation (`src/search/eval/nnue.rs`):
//!
//! 1. `texel gen --scored --games 20000 --out data.txt`: self-play positions
//!    with the search's score and the game's result.
//!    `texel label --in data.txt --out labeled.txt` then puts Stockfish's
//!    score in place of ours (how the built-in network was trained).
//! 2. `nnue train --in labeled.txt --out net.bin`: fits the network to a blend of
//!    the two (`--lambda` of the score's win expectancy, the rest the result),
//!    in floating point with Adam, then writes it in integers.
//!
//! A tool for developers, not part of the engine.

use std::{
    fs::File,
    io::{BufRead, BufReader},
};

use clap::{Parser, Subcommand};
use gambit_engine::search::{
    Rng,
    eval::{
        evaluate,
        nnue::{INPUTS, LANES, MAX_HIDDEN, Net, QA, QB, features, flip},
    },
};
use shakmaty::{
    Bitboard, CastlingMode, Chess, Color, EnPassantMode, FromSetup, Position, fen::Fen,
};

type Error = Box<dyn std::error::Error + Send + Sync>;

#[derive(Parser)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Fits a network; writes it to `--out`.
    Train {
        #[arg(long = "in")]
        input: String,
        #[arg(long)]
        out: String,
        #[arg(long, default_value_t = 128)]
        hidden: usize,
        #[arg(long, default_value_t = 20)]
        epochs: usize,
        #[arg(long, default_value_t = 16384)]
        batch: usize,
        #[arg(long, default_value_t = 0.001)]
        rate: f32,
        /// Weight of the search's score in the target; the rest is the result.
        /// Lines without a result (`fen;cp`, as `texel label` writes) count
        /// their score alone.
        #[arg(long, default_value_t = 0.75)]
        lambda: f32,
        /// Also train on each position mirrored left to right.
        #[arg(long)]
        mirror: bool,
        /// Learn a correction added to the hand-written evaluation instead of
        /// a whole evaluation.
        #[arg(long)]
        residual: bool,
        #[arg(long, default_value_t = 2)]
        threads: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Start from this network file (e.g. `src/search/eval/master.gnn`)
        /// instead of random weights: fine-tunes it on new data. Its hidden
        /// size and kind (correction or whole) take the place of `--hidden`
        /// and `--residual`.
        #[arg(long)]
        init: Option<String>,
    },
}

fn main() -> Result<(), Error> {
    match Cli::parse().cmd {
        Cmd::Train {
            input,
            out,
            hidden,
            epochs,
            batch,
            rate,
            lambda,
            mirror,
            residual,
            threads,
            seed,
            init,
        } => {
            let start = init
                .map(|p| Net::load(std::path::Path::new(&p)))
                .transpose()?;
            let hidden = start.as_ref().map_or(hidden, |n| n.hidden);
            if hidden == 0 || hidden > MAX_HIDDEN || !hidden.is_multiple_of(LANES) {
                return Err(format!(
                    "--hidden must be a multiple of {LANES} up to {MAX_HIDDEN} (what the engine reads)"
                )
                .into());
            }
            let (mut train, held) = load(&input, lambda)?;
            if mirror {
                let mirrored: Vec<Sample> = train.iter().filter_map(Sample::mirrored).collect();
                train.extend(mirrored);
            }
            eprintln!("{} positions, {} held out", train.len(), held.len());
            let hce = held
                .iter()
                .map(|s| {
                    let d = sigmoid(s.hce as f32 / CP) - s.target;
                    d * d
                })
                .sum::<f32>()
                / held.len().max(1) as f32;
            eprintln!("held-out loss of the hand-written evaluation: {hce:.5}");
            let mut net = match &start {
                Some(n) => {
                    let net = Float::from_net(n);
                    eprintln!(
                        "held-out loss of the starting network: {:.5}",
                        net.loss(&held)
                    );
                    net
                }
                None => Float::new(hidden, residual, seed),
            };
            train_net(&mut net, &train, &held, epochs, batch, rate, threads, seed);
            let q = net.quantize();
            std::fs::write(&out, q.to_bytes())?;
            // The integer network must agree with the float one it came from.
            let worst = held
                .iter()
                .take(2000)
                .map(|s| {
                    let f = f64::from(net.forward(s, &mut Scratch::new(hidden))) * f64::from(CP);
                    (f64::from(q.evaluate(&s.pos)) - f).abs()
                })
                .fold(0.0, f64::max);
            eprintln!("wrote {out}; integer and float evaluations differ by at most {worst:.1} cp");
            Ok(())
        }
    }
}

/// Centipawns per logit unit (`nnue::CP_PER_UNIT`).
const CP: f32 = 400.0 / std::f32::consts::LN_10;

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

struct Sample {
    pos: Chess,
    /// White-view inputs.
    feats: Vec<u16>,
    white: bool,
    /// Win expectancy for the side to move.
    target: f32,
    /// The hand-written evaluation, side to move, for comparison.
    hce: i32,
}

fn load(path: &str, lambda: f32) -> Result<(Vec<Sample>, Vec<Sample>), Error> {
    let mut all = Vec::new();
    let mut bad = 0usize;
    for line in BufReader::new(File::open(path)?).lines() {
        let line = line?;
        let mut parts = line.split(';');
        let (Some(fen), Some(cp)) = (parts.next(), parts.next()) else {
            bad += 1;
            continue;
        };
        let result = parts.next().map(str::parse::<f32>).transpose();
        let (Ok(cp), Ok(result)) = (cp.parse::<f32>(), result) else {
            bad += 1;
            continue;
        };
        let Ok(pos) = fen
            .parse::<Fen>()
            .map_err(Error::from)
            .and_then(|f| Ok(f.into_position::<Chess>(CastlingMode::Standard)?))
        else {
            bad += 1;
            continue;
        };
        let white = pos.turn() == Color::White;
        let cp = if white { cp } else { -cp };
        let target = match result {
            Some(r) => {
                let r = if white { r } else { 1.0 - r };
                lambda * sigmoid(cp / CP) + (1.0 - lambda) * r
            }
            None => sigmoid(cp / CP),
        };
        all.push(Sample {
            feats: features(&pos).map(|f| f as u16).collect(),
            white,
            target,
            hce: evaluate(&pos),
            pos,
        });
    }
    if bad > 0 {
        eprintln!("skipped {bad} malformed lines");
    }
    // Hold out the file's last games whole: positions of one game share its
    // result, so a held-out position beside its neighbours would flatter.
    let held = all.split_off(all.len() - all.len() / 50);
    Ok((all, held))
}

impl Sample {
    /// The position mirrored between the a- and h-files (without castling
    /// rights, which the network doesn't see), with the same target.
    fn mirrored(&self) -> Option<Sample> {
        let mut setup = self.pos.to_setup(EnPassantMode::Legal);
        setup.board.flip_horizontal();
        setup.castling_rights = Bitboard::EMPTY;
        setup.ep_square = setup.ep_square.map(|sq| sq.flip_horizontal());
        let pos = Chess::from_setup(setup, CastlingMode::Standard).ok()?;
        Some(Sample {
            feats: features(&pos).map(|f| f as u16).collect(),
            white: self.white,
            target: self.target,
            hce: evaluate(&pos),
            pos,
        })
    }
}

fn shuffle<T>(v: &mut [T], seed: u64) {
    let mut rng = Rng::new(seed);
    for i in (1..v.len()).rev() {
        v.swap(i, rng.below(i as u64 + 1) as usize);
    }
}

/// The network in floating point, laid out as [`Net`].
#[derive(Clone)]
struct Float {
    h: usize,
    /// The output is added to the hand-written evaluation.
    residual: bool,
    /// `w1 (INPUTS·h) | b1 (h) | w2 (2h) | b2 (1)`.
    p: Vec<f32>,
}

struct Scratch {
    acc: [Vec<f32>; 2],
}

impl Scratch {
    fn new(h: usize) -> Scratch {
        Scratch {
            acc: [vec![0.0; h], vec![0.0; h]],
        }
    }
}

impl Float {
    fn new(h: usize, residual: bool, seed: u64) -> Float {
        let mut rng = Rng::new(seed);
        let mut p = vec![0.0f32; INPUTS * h + 3 * h + 1];
        let mut uniform = |scale: f32| (rng.below(1 << 24) as f32 / (1 << 23) as f32 - 1.0) * scale;
        for w in &mut p[..INPUTS * h] {
            *w = uniform(0.1);
        }
        for w in &mut p[INPUTS * h + h..INPUTS * h + 3 * h] {
            // A correction starts near nothing.
            *w = uniform(1.0 / (h as f32).sqrt()) * if residual { 0.01 } else { 1.0 };
        }
        Float { h, residual, p }
    }

    /// The float network an integer one stands for (the inverse of `quantize`).
    fn from_net(n: &Net) -> Float {
        let (qa, qb) = (QA as f32, QB as f32);
        let mut p: Vec<f32> =
            n.w1.iter()
                .chain(&n.b1)
                .map(|&v| f32::from(v) / qa)
                .collect();
        p.extend(n.w2.iter().map(|&v| f32::from(v) / qb));
        p.push(n.b2 as f32 / (qa * qb));
        Float {
            h: n.hidden,
            residual: n.residual,
            p,
        }
    }

    fn b1(&self) -> usize {
        INPUTS * self.h
    }
    fn w2(&self) -> usize {
        INPUTS * self.h + self.h
    }
    fn b2(&self) -> usize {
        INPUTS * self.h + 3 * self.h
    }

    /// The logit, with each view's hidden sums left in `s` (White's first).
    fn forward(&self, x: &Sample, s: &mut Scratch) -> f32 {
        let h = self.h;
        for a in &mut s.acc {
            a.copy_from_slice(&self.p[self.b1()..self.b1() + h]);
        }
        for &f in &x.feats {
            let f = f as usize;
            for (view, f) in [(0, f), (1, flip(f))] {
                let row = &self.p[f * h..(f + 1) * h];
                for (a, w) in s.acc[view].iter_mut().zip(row) {
                    *a += w;
                }
            }
        }
        let (us, them) = if x.white { (0, 1) } else { (1, 0) };
        let w2 = &self.p[self.w2()..self.w2() + 2 * h];
        let mut y = self.p[self.b2()];
        for i in 0..h {
            y += s.acc[us][i].clamp(0.0, 1.0) * w2[i] + s.acc[them][i].clamp(0.0, 1.0) * w2[h + i];
        }
        y
    }

    /// The predicted logit: the network's, plus the hand-written evaluation's
    /// for a correction.
    fn logit(&self, x: &Sample, s: &mut Scratch) -> f32 {
        let base = if self.residual {
            x.hce as f32 / CP
        } else {
            0.0
        };
        self.forward(x, s) + base
    }

    /// Adds this sample's loss gradient to `g`; returns its loss.
    fn backward(&self, x: &Sample, s: &mut Scratch, g: &mut [f32]) -> f32 {
        let h = self.h;
        let y = self.logit(x, s);
        let p = sigmoid(y);
        let d = p - x.target;
        let dy = 2.0 * d * p * (1.0 - p);
        let (us, them) = if x.white { (0, 1) } else { (1, 0) };
        let w2 = self.w2();
        g[self.b2()] += dy;
        // Turn each view's sums into their gradients, in place.
        for (view, half) in [(us, 0), (them, h)] {
            for i in 0..h {
                let a = s.acc[view][i];
                let on = a > 0.0 && a < 1.0;
                g[w2 + half + i] += dy * a.clamp(0.0, 1.0);
                s.acc[view][i] = if on { dy * self.p[w2 + half + i] } else { 0.0 };
            }
        }
        let b1 = self.b1();
        for i in 0..h {
            g[b1 + i] += s.acc[0][i] + s.acc[1][i];
        }
        for &f in &x.feats {
            let f = f as usize;
            for (view, f) in [(0, f), (1, flip(f))] {
                let row = &mut g[f * h..(f + 1) * h];
                for (gw, d) in row.iter_mut().zip(&s.acc[view]) {
                    *gw += d;
                }
            }
        }
        d * d
    }

    fn quantize(&self) -> Net {
        let h = self.h;
        let q = |v: f32, k: i32| (v * k as f32).round().clamp(-32767.0, 32767.0) as i16;
        Net {
            hidden: h,
            residual: self.residual,
            w1: self.p[..self.b1()].iter().map(|&v| q(v, QA)).collect(),
            b1: self.p[self.b1()..self.w2()]
                .iter()
                .map(|&v| q(v, QA))
                .collect(),
            w2: self.p[self.w2()..self.b2()]
                .iter()
                .map(|&v| q(v, QB))
                .collect(),
            b2: (self.p[self.b2()] * (QA * QB) as f32).round() as i32,
        }
    }

    fn loss(&self, data: &[Sample]) -> f32 {
        let mut s = Scratch::new(self.h);
        data.iter()
            .map(|x| {
                let d = sigmoid(self.logit(x, &mut s)) - x.target;
                d * d
            })
            .sum::<f32>()
            / data.len().max(1) as f32
    }
}

#[allow(clippy::too_many_arguments)]
fn train_net(
    net: &mut Float,
    train: &[Sample],
    held: &[Sample],
    epochs: usize,
    batch: usize,
    rate: f32,
    threads: usize,
    seed: u64,
) {
    let (h, n) = (net.h, net.p.len());
    let (mut m, mut v) = (vec![0.0f32; n], vec![0.0f32; n]);
    let mut order: Vec<usize> = (0..train.len()).collect();
    let w2 = net.w2();
    let mut step = 0i32;
    let threads = threads.max(1);
    for epoch in 0..epochs {
        shuffle(&mut order, seed ^ ((epoch as u64 + 1) * 0x9e37_79b9));
        // Step decay: a tenth of the rate for the last quarter.
        let lr = if epoch * 4 >= epochs * 3 {
            rate * 0.1
        } else {
            rate
        };
        let mut total = 0.0f64;
        for chunk in order.chunks(batch) {
            let per = chunk.len().div_ceil(threads);
            let parts: Vec<(Vec<f32>, f32)> = std::thread::scope(|sc| {
                let net = &*net;
                let handles: Vec<_> = chunk
                    .chunks(per)
                    .map(|ids| {
                        sc.spawn(move || {
                            let mut g = vec![0.0f32; n];
                            let mut s = Scratch::new(h);
                            let l: f32 = ids
                                .iter()
                                .map(|&i| net.backward(&train[i], &mut s, &mut g))
                                .sum();
                            (g, l)
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|t| t.join().expect("trainer thread"))
                    .collect()
            });
            let mut parts = parts.into_iter();
            let (mut g, mut l) = parts.next().expect("one part");
            for (gp, lp) in parts {
                for (a, b) in g.iter_mut().zip(&gp) {
                    *a += b;
                }
                l += lp;
            }
            total += f64::from(l);
            step += 1;
            let scale = 1.0 / chunk.len() as f32;
            let (c1, c2) = (1.0 - 0.9f32.powi(step), 1.0 - 0.999f32.powi(step));
            for i in 0..n {
                let gi = g[i] * scale;
                m[i] = 0.9 * m[i] + 0.1 * gi;
                v[i] = 0.999 * v[i] + 0.001 * gi * gi;
                let p = &mut net.p[i];
                *p -= lr * (m[i] / c1) / ((v[i] / c2).sqrt() + 1e-8);
                // Keep 32 inputs plus the bias inside i16 after scaling by QA.
                if i < w2 {
                    *p = p.clamp(-3.5, 3.5);
                }
            }
        }
        eprintln!(
            "epoch {}: train {:.5}, held out {:.5}",
            epoch + 1,
            total / train.len() as f64,
            net.loss(held)
        );
    }
}
