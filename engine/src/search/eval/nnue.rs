//! A small learned evaluation: 768 piece-square inputs per point of view, one
//! hidden layer (clipped ReLU) for each side, one output; integer arithmetic.
//! Trained by `engine/examples/nnue.rs`; the file format is [`Net::from_bytes`].

use std::{
    fs::{File, FileType, Metadata},
    io::{self, Read},
    path::Path,
};

use shakmaty::{Bitboard, Board, Chess, Color, Position, Role, Square};

/// Inputs per point of view: (ours, theirs) × 6 roles × 64 squares.
pub const INPUTS: usize = 768;
/// The hidden layer's activation is clipped to `0..=QA` (1.0 in training).
pub const QA: i32 = 255;
/// Output weights are stored times `QB`.
pub const QB: i32 = 64;
/// The output `y` (in training, the logit of the win expectancy) is
/// `y · 400 / ln 10` centipawns: the scale of the search's scores.
pub const CP_PER_UNIT: f64 = 400.0 / std::f64::consts::LN_10;

const MAGIC: &[u8; 4] = b"GNN1";
/// The same layout for a correction to the hand-written evaluation.
const MAGIC_RESIDUAL: &[u8; 4] = b"GNR1";
/// The evaluation keeps both hidden layers on the stack (and clears them
/// first: larger sizes cost a clear of their whole array at every call).
pub const MAX_HIDDEN: usize = 64;
/// The longest network file (the built-in one is this long): [`Net::load`]
/// refuses a longer one by its size, without reading it.
pub const MAX_FILE_BYTES: usize = file_bytes(MAX_HIDDEN);

/// A network file's length with `hidden` units: header, weights, `b2`.
const fn file_bytes(hidden: usize) -> usize {
    8 + 2 * (INPUTS * hidden + 3 * hidden) + 4
}

/// The input index of `role` of `color` on `sq`, seen by `view` (whose own
/// pieces come first and whose back rank is rank 1).
#[inline(always)]
pub fn feature(view: Color, color: Color, role: Role, sq: Square) -> usize {
    let side = usize::from(color != view);
    let sq = match view {
        Color::White => sq as usize,
        Color::Black => sq as usize ^ 56,
    };
    side * 384 + (role as usize - 1) * 64 + sq
}

/// The same input seen from the other side.
#[inline(always)]
pub fn flip(feature: usize) -> usize {
    ((feature + 384) % INPUTS) ^ 56
}

/// The White-view inputs of every piece on the board.
pub fn features(pos: &Chess) -> impl Iterator<Item = usize> + '_ {
    pos.board()
        .iter()
        .map(|(sq, p)| feature(Color::White, p.color, p.role, sq))
}

#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    pub hidden: usize,
    /// The output corrects the hand-written evaluation instead of replacing it.
    pub residual: bool,
    /// `INPUTS × hidden`, row by input, times `QA`.
    pub w1: Vec<i16>,
    /// times `QA`.
    pub b1: Vec<i16>,
    /// `2 × hidden`: the side to move's half first, times `QB`.
    pub w2: Vec<i16>,
    /// times `QA · QB`.
    pub b2: i32,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum NetError {
    #[error("not a Gambit network file (bad header)")]
    Header,
    #[error("network file has {got} bytes, expected {want}")]
    Size { got: usize, want: usize },
}

impl Net {
    /// `GNN1` (or `GNR1` for a correction), hidden size (u32), then `w1`,
    /// `b1`, `w2` as i16 and `b2` as i32, all little-endian.
    pub fn from_bytes(b: &[u8]) -> Result<Net, NetError> {
        if b.len() < 8 || (&b[..4] != MAGIC && &b[..4] != MAGIC_RESIDUAL) {
            return Err(NetError::Header);
        }
        let residual = &b[..4] == MAGIC_RESIDUAL;
        let hidden = u32::from_le_bytes([b[4], b[5], b[6], b[7]]) as usize;
        if hidden == 0 || hidden > MAX_HIDDEN || !hidden.is_multiple_of(LANES) {
            return Err(NetError::Header);
        }
        let want = file_bytes(hidden);
        if b.len() != want {
            return Err(NetError::Size { got: b.len(), want });
        }
        let mut i16s = b[8..want - 4]
            .chunks_exact(2)
            .map(|c| i16::from_le_bytes([c[0], c[1]]));
        let mut take = |n: usize| i16s.by_ref().take(n).collect::<Vec<_>>();
        let w1 = take(INPUTS * hidden);
        let b1 = take(hidden);
        let w2 = take(2 * hidden);
        let t = &b[want - 4..];
        let b2 = i32::from_le_bytes([t[0], t[1], t[2], t[3]]);
        Ok(Net {
            hidden,
            residual,
            w1,
            b1,
            w2,
            b2,
        })
    }

    /// A network file, or why it can't be used (for a message). Only a regular
    /// file of at most [`MAX_FILE_BYTES`] is read, so a huge file costs neither
    /// memory nor time and a named pipe never blocks the caller (the UCI loop).
    pub fn load(path: &Path) -> Result<Net, String> {
        let cannot = |e: io::Error| format!("cannot read {}: {e}", path.display());
        // Before opening: opening a named pipe waits for a writer.
        usable(path, &std::fs::metadata(path).map_err(cannot)?)?;
        let file = open_nonblocking(path).map_err(cannot)?;
        // The path may name something else by now.
        usable(path, &file.metadata().map_err(cannot)?)?;
        let mut bytes = Vec::new();
        file.take(MAX_FILE_BYTES as u64 + 1)
            .read_to_end(&mut bytes)
            .map_err(cannot)?;
        if bytes.len() > MAX_FILE_BYTES {
            return Err(too_big(path, bytes.len() as u64));
        }
        Net::from_bytes(&bytes).map_err(|e| format!("{}: {e}", path.display()))
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = if self.residual { MAGIC_RESIDUAL } else { MAGIC }.to_vec();
        out.extend((self.hidden as u32).to_le_bytes());
        for v in self.w1.iter().chain(&self.b1).chain(&self.w2) {
            out.extend(v.to_le_bytes());
        }
        out.extend(self.b2.to_le_bytes());
        out
    }

    /// Centipawns from the side to move's point of view.
    pub fn evaluate(&self, pos: &Chess) -> i32 {
        self.evaluate_from(&mut Accumulator::default(), pos)
    }

    /// [`Net::evaluate`], starting from the sums `acc` holds for the last
    /// board it was given (by this network): a search's next position mostly
    /// differs by a few pieces, which costs less than summing every piece.
    pub fn evaluate_from(&self, acc: &mut Accumulator, pos: &Chess) -> i32 {
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has AVX2, checked just above.
            return unsafe { self.evaluate_avx2(acc, pos) };
        }
        self.evaluate_body(acc, pos)
    }

    /// [`Net::evaluate_from`] compiled with 16-lane integer vectors.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    fn evaluate_avx2(&self, acc: &mut Accumulator, pos: &Chess) -> i32 {
        self.evaluate_body(acc, pos)
    }

    #[inline(always)]
    fn evaluate_body(&self, acc: &mut Accumulator, pos: &Chess) -> i32 {
        let h = self.hidden;
        let board = pos.board();
        let new = Accumulator::sets(board);
        let changed: usize = acc
            .pieces
            .iter()
            .zip(&new)
            .map(|(a, b)| (*a ^ *b).count())
            .sum();
        let refresh = !acc.valid || changed >= board.occupied().count();
        if refresh {
            for (a, b) in acc.white[..h / LANES]
                .iter_mut()
                .zip(self.b1.as_chunks::<LANES>().0)
            {
                *a = *b;
            }
            acc.black = acc.white;
            acc.pieces = [Bitboard::EMPTY; 12];
            acc.valid = true;
        }
        let (white, black) = (&mut acc.white[..h / LANES], &mut acc.black[..h / LANES]);
        // Set by set: no lookup of what stands on each square.
        for (i, (old, new)) in acc.pieces.iter().zip(&new).enumerate() {
            if old == new {
                continue;
            }
            let (color, role) = (Color::ALL[i / 6], Role::ALL[i % 6]);
            // Each view's input for square 0 (Black sees a8 there).
            let w = feature(Color::White, color, role, Square::A1);
            let b = feature(Color::Black, color, role, Square::A8);
            let row = |f: usize| &self.w1[f * h..(f + 1) * h];
            for sq in *old & !*new {
                update_row(white, row(w + sq as usize), i16::wrapping_sub);
                update_row(black, row(b + (sq as usize ^ 56)), i16::wrapping_sub);
            }
            for sq in *new & !*old {
                update_row(white, row(w + sq as usize), i16::wrapping_add);
                update_row(black, row(b + (sq as usize ^ 56)), i16::wrapping_add);
            }
        }
        acc.pieces = new;
        let (us, them) = match pos.turn() {
            Color::White => (&*white, &*black),
            Color::Black => (&*black, &*white),
        };
        let out = dot_clipped(us, &self.w2[..h]) + dot_clipped(them, &self.w2[h..]) + self.b2;
        (f64::from(out) * CP_PER_UNIT / f64::from(QA * QB)).round() as i32
    }
}

/// Both views' hidden sums for one board, kept from one evaluation to the
/// next (i16 arithmetic wraps, so adding and taking away rows gives exactly
/// the sums of a fresh start). For one network only: see [`Net::evaluate_from`].
#[derive(Clone, Debug)]
pub struct Accumulator {
    white: [Lanes; MAX_HIDDEN / LANES],
    black: [Lanes; MAX_HIDDEN / LANES],
    /// The pieces summed, by colour then role.
    pieces: [Bitboard; 12],
    valid: bool,
}

impl Default for Accumulator {
    fn default() -> Self {
        Accumulator {
            white: [[0; LANES]; MAX_HIDDEN / LANES],
            black: [[0; LANES]; MAX_HIDDEN / LANES],
            pieces: [Bitboard::EMPTY; 12],
            valid: false,
        }
    }
}

impl Accumulator {
    #[inline(always)]
    fn sets(board: &Board) -> [Bitboard; 12] {
        let mut out = [Bitboard::EMPTY; 12];
        for (i, set) in out.iter_mut().enumerate() {
            *set = board.by_color(Color::ALL[i / 6]) & board.by_role(Role::ALL[i % 6]);
        }
        out
    }
}

/// Lanes of one 256-bit vector of i16: the hidden size is a multiple of it,
/// so that the loops below compile to whole vectors.
pub const LANES: usize = 16;

type Lanes = [i16; LANES];

/// `acc[i] = op(acc[i], row[i])` for every lane: adds or takes away a row.
#[inline(always)]
fn update_row(acc: &mut [Lanes], row: &[i16], op: impl Fn(i16, i16) -> i16) {
    for (a, w) in acc.iter_mut().zip(row.as_chunks::<LANES>().0) {
        // A whole vector at a time (in place, the compiler goes element by element).
        let mut v = *a;
        for i in 0..LANES {
            v[i] = op(v[i], w[i]);
        }
        *a = v;
    }
}

#[inline(always)]
fn dot_clipped(acc: &[Lanes], w: &[i16]) -> i32 {
    let mut sum = [0i32; LANES];
    for (a, w) in acc.iter().zip(w.as_chunks::<LANES>().0) {
        for i in 0..LANES {
            sum[i] += i32::from(a[i].clamp(0, QA as i16)) * i32::from(w[i]);
        }
    }
    sum.iter().sum()
}

/// Whether `meta` can be a network file: a regular file no longer than one.
fn usable(path: &Path, meta: &Metadata) -> Result<(), String> {
    if !meta.is_file() {
        let what = kind(meta.file_type());
        return Err(format!("{} is {what}, not a network file", path.display()));
    }
    if meta.len() > MAX_FILE_BYTES as u64 {
        return Err(too_big(path, meta.len()));
    }
    Ok(())
}

fn too_big(path: &Path, len: u64) -> String {
    format!(
        "{}: {len} bytes is too big for a network file (at most {MAX_FILE_BYTES})",
        path.display()
    )
}

/// What a file that is not a regular one is, for a message.
fn kind(t: FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return "a named pipe";
        }
        if t.is_char_device() || t.is_block_device() {
            return "a device";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    if t.is_dir() {
        "a directory"
    } else {
        "not a regular file"
    }
}

/// Opens for reading without waiting: should `path` have become a named pipe
/// since it was looked at, `open` returns at once (and the check after refuses it).
fn open_nonblocking(path: &Path) -> io::Result<File> {
    let mut options = File::options();
    options.read(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NONBLOCK);
    options.open(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_fen;

    #[test]
    fn features_mirror_between_views() {
        let f = feature(Color::White, Color::White, Role::Knight, Square::G1);
        let g = feature(Color::Black, Color::White, Role::Knight, Square::G1);
        assert_eq!(f, 64 + 6);
        // Black sees White's g1 knight as an enemy knight on g8.
        assert_eq!(g, 384 + 64 + 62);
        assert_eq!(flip(f), g);
        assert_eq!(flip(g), f);
        let all: std::collections::HashSet<usize> = (0..INPUTS).map(flip).collect();
        assert_eq!(all.len(), INPUTS);
    }

    fn tiny() -> Net {
        let h = LANES;
        let mut w1 = vec![0i16; INPUTS * h];
        // Hidden 0 counts our queens, hidden 1 their queens.
        w1[feature(Color::White, Color::White, Role::Queen, Square::D1) * h] = 100;
        w1[feature(Color::White, Color::Black, Role::Queen, Square::D8) * h + 1] = 100;
        w1[feature(Color::Black, Color::Black, Role::Queen, Square::D8) * h] = 100;
        w1[feature(Color::Black, Color::White, Role::Queen, Square::D1) * h + 1] = 100;
        Net {
            hidden: h,
            residual: false,
            w1,
            b1: vec![0; h],
            // Our queens count for us, theirs against, from either half.
            w2: [[64, -64], [-64, 64]]
                .iter()
                .flat_map(|half| half.iter().copied().chain([0; LANES - 2]))
                .collect(),
            b2: 0,
        }
    }

    #[test]
    fn evaluation_is_from_the_side_to_move() {
        let net = tiny();
        let start = Chess::default();
        assert_eq!(net.evaluate(&start), 0);
        let fen = "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let pos = parse_fen(fen).unwrap();
        let white = net.evaluate(&pos);
        // 2 · 100 · 64 / (255 · 64) units.
        assert_eq!(white, (200.0 / 255.0 * CP_PER_UNIT).round() as i32);
        let black_to_move = parse_fen(&fen.replace(" w ", " b ")).unwrap();
        assert_eq!(net.evaluate(&black_to_move), -white);
    }

    #[test]
    fn bytes_round_trip_and_bad_files_are_refused() {
        let mut net = tiny();
        let b = net.to_bytes();
        assert_eq!(Net::from_bytes(&b), Ok(net.clone()));
        net.residual = true;
        assert_eq!(Net::from_bytes(&net.to_bytes()), Ok(net));
        assert_eq!(Net::from_bytes(b"nope"), Err(NetError::Header));
        assert!(matches!(
            Net::from_bytes(&b[..b.len() - 1]),
            Err(NetError::Size { .. })
        ));
    }

    #[test]
    fn files_are_read_only_up_to_a_network_s_size() {
        // The bound is the largest network the format allows: the built-in one.
        assert_eq!(include_bytes!("master.gnn").len(), MAX_FILE_BYTES);
        let dir = std::env::temp_dir().join(format!("gambit-nnue-load-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let good = dir.join("good.gnn");
        std::fs::write(&good, include_bytes!("master.gnn")).unwrap();
        assert_eq!(
            Net::load(&good),
            Ok((*crate::search::eval::builtin_net()).clone())
        );
        // One byte more than any network, with a good header: refused by its size.
        let long = dir.join("long.gnn");
        let mut f = File::create(&long).unwrap();
        std::io::Write::write_all(&mut f, &include_bytes!("master.gnn")[..8]).unwrap();
        f.set_len(MAX_FILE_BYTES as u64 + 1).unwrap();
        let e = Net::load(&long).unwrap_err();
        assert!(e.contains("98701 bytes is too big"), "{e}");
        assert!(Net::load(&dir).unwrap_err().contains("a directory"));
        assert!(
            Net::load(&dir.join("none"))
                .unwrap_err()
                .contains("cannot read")
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_built_in_correction_loads_and_applies_only_when_active() {
        use crate::search::eval::{Evaluator, builtin_net, evaluate};
        let net = builtin_net();
        assert!(net.residual);
        let pos =
            parse_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3").unwrap();
        let mut e = Evaluator::default();
        e.net = Some(net.clone());
        assert_eq!(e.eval(&pos), evaluate(&pos));
        e.active = true;
        assert_eq!(e.eval(&pos), evaluate(&pos) + net.evaluate(&pos));
        // Another network: the sums kept for the first one are not used.
        let mut other = (*net).clone();
        other.b1.iter_mut().for_each(|b| *b += 40);
        let other = std::sync::Arc::new(other);
        e.net = Some(other.clone());
        assert_eq!(e.eval(&pos), evaluate(&pos) + other.evaluate(&pos));
        assert_ne!(other.evaluate(&pos), net.evaluate(&pos));
    }

    #[test]
    fn sums_kept_between_positions_equal_fresh_ones() {
        use crate::search::{
            Rng,
            eval::{builtin_net, tests::random_game},
        };
        let net = builtin_net();
        let mut acc = Accumulator::default();
        let mut rng = Rng::new(7);
        let mut seen = 0;
        for _game in 0..40 {
            let mut line = vec![Chess::default()];
            line.extend(random_game(&mut rng, 120));
            // In order, then jumping about as a search does.
            let jumps = (0..line.len()).map(|_| rng.below(line.len() as u64) as usize);
            for p in (0..line.len())
                .map(|i| &line[i])
                .chain(jumps.map(|i| &line[i]))
            {
                assert_eq!(net.evaluate_from(&mut acc, p), net.evaluate(p));
                seen += 1;
            }
        }
        assert!(seen > 4000);
    }
}
