//! Hand-written static evaluation: tapered material + piece-square tables,
//! mobility, pawn structure, king safety, bishop pair, rook files and a few
//! endgame scalings. Scores are centipawns.

use shakmaty::{
    Bitboard, Board, Chess, Color, File, Position, Role, Square,
    attacks::{
        bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
    },
};

/// (middlegame, endgame) pair.
#[repr(C)]
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct S(pub i32, pub i32);

impl std::ops::Add for S {
    type Output = S;
    fn add(self, o: S) -> S {
        S(self.0 + o.0, self.1 + o.1)
    }
}
impl std::ops::AddAssign for S {
    fn add_assign(&mut self, o: S) {
        self.0 += o.0;
        self.1 += o.1;
    }
}
impl std::ops::Mul<i32> for S {
    type Output = S;
    fn mul(self, k: i32) -> S {
        S(self.0 * k, self.1 * k)
    }
}

/// Every tunable weight. Only `S` fields, in a fixed (C) layout, so a weight's
/// address gives its index in [`Weights::fields`] order (see `trace`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Pawn, knight, bishop, rook, queen.
    pub material: [S; 5],
    pub pst: [[S; 64]; 6],
    /// Passed pawn by relative rank (index 0 = rank 1).
    pub passed: [S; 8],
    /// Extra for a passed pawn whose next square is empty.
    pub passed_free: [S; 8],
    /// Per square of distance from the enemy / own king to the passer's stop square.
    pub passer_their_king: [S; 8],
    pub passer_our_king: [S; 8],
    /// Pawn defended by a pawn or beside one, by relative rank.
    pub connected: [S; 8],
    pub doubled: S,
    pub isolated: S,
    pub backward_open: S,
    pub bishop_pair: S,
    pub rook_open: S,
    pub rook_semi_open: S,
    pub threat_by_pawn: S,
    pub threat_by_minor: S,
    pub hanging: S,
    /// Rook attacking a queen.
    pub threat_by_rook: S,
    /// Knight, bishop on a square no enemy pawn can attack, defended by a pawn.
    pub outpost: [S; 2],
    /// Per own pawn on the bishop's square colour.
    pub bishop_pawns: S,
    /// Per square from which a knight, bishop, rook, queen could check the
    /// enemy king, reached by such a piece and not attacked by the defender.
    pub safe_check: [S; 4],
    /// Per file at or beside the enemy king with no pawns at all.
    pub king_open_file: S,
    /// By number of safe squares reached.
    pub mobility_knight: [S; 9],
    pub mobility_bishop: [S; 14],
    pub mobility_rook: [S; 15],
    pub mobility_queen: [S; 28],
    /// King shield pawn per file: on the 2nd rank, 3rd, further, none.
    pub shield: [S; 4],
    /// King off its first two ranks (no shield).
    pub king_advanced: S,
    /// Bonus for attacking the enemy king zone, by attack units (piece
    /// weight × squares hit), with and without our queen on the board.
    pub king_attack: [S; KING_ATTACK_UNITS],
    pub king_attack_no_queen: [S; KING_ATTACK_UNITS],
    pub tempo: S,
}

pub const KING_ATTACK_UNITS: usize = 48;

impl Weights {
    /// Every field as (name, weights), in declaration order.
    pub fn fields(&self) -> Vec<(&'static str, &[S])> {
        use std::slice::from_ref as one;
        vec![
            ("material", &self.material),
            ("pst", self.pst.as_flattened()),
            ("passed", &self.passed),
            ("passed_free", &self.passed_free),
            ("passer_their_king", &self.passer_their_king),
            ("passer_our_king", &self.passer_our_king),
            ("connected", &self.connected),
            ("doubled", one(&self.doubled)),
            ("isolated", one(&self.isolated)),
            ("backward_open", one(&self.backward_open)),
            ("bishop_pair", one(&self.bishop_pair)),
            ("rook_open", one(&self.rook_open)),
            ("rook_semi_open", one(&self.rook_semi_open)),
            ("threat_by_pawn", one(&self.threat_by_pawn)),
            ("threat_by_minor", one(&self.threat_by_minor)),
            ("hanging", one(&self.hanging)),
            ("threat_by_rook", one(&self.threat_by_rook)),
            ("outpost", &self.outpost),
            ("bishop_pawns", one(&self.bishop_pawns)),
            ("safe_check", &self.safe_check),
            ("king_open_file", one(&self.king_open_file)),
            ("mobility_knight", &self.mobility_knight),
            ("mobility_bishop", &self.mobility_bishop),
            ("mobility_rook", &self.mobility_rook),
            ("mobility_queen", &self.mobility_queen),
            ("shield", &self.shield),
            ("king_advanced", one(&self.king_advanced)),
            ("king_attack", &self.king_attack),
            ("king_attack_no_queen", &self.king_attack_no_queen),
            ("tempo", one(&self.tempo)),
        ]
    }

    /// All weights in [`Weights::fields`] order.
    pub fn flat(&self) -> Vec<S> {
        self.fields()
            .into_iter()
            .flat_map(|(_, w)| w.to_vec())
            .collect()
    }

    fn index_of(&self, w: &S) -> usize {
        (std::ptr::from_ref(w) as usize - std::ptr::from_ref(self) as usize)
            / std::mem::size_of::<S>()
    }
}

pub use super::weights::WEIGHTS;

/// Receives each weight used, times how often (negative for Black).
trait Acc {
    fn add(&mut self, w: &S, n: i32);
}

struct Sum(S);

impl Acc for Sum {
    #[inline(always)]
    fn add(&mut self, w: &S, n: i32) {
        self.0 += *w * n;
    }
}

/// A position's evaluation as a linear function of the weights, for tuning.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Trace {
    /// (index in [`Weights::flat`], White's count minus Black's).
    pub terms: Vec<(u16, i16)>,
    /// 0..=24, 24 = all pieces on the board.
    pub phase: i32,
    /// Endgame damping applied to the tapered sum.
    pub scale: f64,
}

struct Tracer<'a> {
    w: &'a Weights,
    counts: Vec<i32>,
}

impl Acc for Tracer<'_> {
    fn add(&mut self, w: &S, n: i32) {
        self.counts[self.w.index_of(w)] += n;
    }
}

/// The evaluation of `pos` (White's view) split into weights and counts, or
/// `None` where the evaluation isn't that linear form (bare-king mop-up,
/// insufficient material).
pub fn trace(pos: &Chess) -> Option<Trace> {
    if pos.is_insufficient_material() {
        return None;
    }
    let mut t = Tracer {
        w: &WEIGHTS,
        counts: vec![0; WEIGHTS.flat().len()],
    };
    let phase = terms(pos, &WEIGHTS, &mut t);
    let board = pos.board();
    let mut sum = Sum(S::default());
    terms(pos, &WEIGHTS, &mut sum);
    let tapered = taper(sum.0, phase);
    if tapered == 0 || mop_up(board, tapered) != 0 {
        return None;
    }
    let scale = f64::from(scale_endgame(board, tapered)) / f64::from(tapered);
    let terms = t
        .counts
        .iter()
        .enumerate()
        .filter(|&(_, &n)| n != 0)
        .map(|(i, &n)| (i as u16, n as i16))
        .collect();
    Some(Trace {
        terms,
        phase,
        scale,
    })
}

/// Phase weight of each role; 24 = all pieces on board (pure middlegame).
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
const PHASE_TOTAL: i32 = 24;

pub(crate) fn role_index(role: Role) -> usize {
    role as usize - 1
}

#[inline]
fn relative_sq(color: Color, sq: Square) -> usize {
    // Tables are laid out rank 8 first.
    match color {
        Color::White => sq.to_usize() ^ 56,
        Color::Black => sq.to_usize(),
    }
}

fn file_bb(file: File) -> Bitboard {
    Bitboard::from_file(file)
}

fn adjacent_files(file: File) -> Bitboard {
    let mut bb = Bitboard(0);
    if let Some(f) = file.offset(-1) {
        bb |= file_bb(f);
    }
    if let Some(f) = file.offset(1) {
        bb |= file_bb(f);
    }
    bb
}

/// Squares strictly in front of `sq` from `color`'s view, on the same file.
fn front_span(color: Color, sq: Square) -> Bitboard {
    let f = file_bb(sq.file());
    let r = sq.rank() as u32;
    let ahead = match color {
        Color::White => {
            if r == 7 {
                0
            } else {
                !0u64 << (8 * (r + 1))
            }
        }
        Color::Black => {
            if r == 0 {
                0
            } else {
                !0u64 >> (8 * (8 - r))
            }
        }
    };
    f & Bitboard(ahead)
}

fn pawn_attack_span(pawns: Bitboard, color: Color) -> Bitboard {
    let mut bb = Bitboard(0);
    for sq in pawns {
        bb |= pawn_attacks(color, sq);
    }
    bb
}

fn relative_rank(color: Color, sq: Square) -> usize {
    match color {
        Color::White => sq.rank() as usize,
        Color::Black => 7 - sq.rank() as usize,
    }
}

/// `defended`: the squares our pawns attack.
fn evaluate_pawns<A: Acc>(
    board: &Board,
    color: Color,
    defended: Bitboard,
    sign: i32,
    w: &Weights,
    acc: &mut A,
) {
    let ours = board.pawns() & board.by_color(color);
    let theirs = board.pawns() & board.by_color(!color);
    for sq in ours {
        let file = sq.file();
        let front = front_span(color, sq);
        let adj = adjacent_files(file);
        let rr = relative_rank(color, sq);
        if (ours & adj).is_empty() {
            acc.add(&w.isolated, sign);
        } else if (theirs & file_bb(file)).is_empty()
            && (ours & adj & !front_of_rank(color, sq)).is_empty()
        {
            // Backward on a half-open file: no friendly pawn level or behind.
            acc.add(&w.backward_open, sign);
        }
        let beside = ours & adj & Bitboard::from_rank(sq.rank());
        if defended.contains(sq) || beside.any() {
            acc.add(&w.connected[rr], sign);
        }
        if (front & ours).any() {
            acc.add(&w.doubled, sign);
        }
        let mut block_zone = front;
        for f in [file.offset(-1), file.offset(1)].into_iter().flatten() {
            block_zone |= front_span(color, Square::from_coords(f, sq.rank()));
        }
        if (theirs & block_zone).is_empty() && (front & ours).is_empty() {
            acc.add(&w.passed[rr], sign);
            if (front & board.occupied()).is_empty() {
                acc.add(&w.passed_free[rr], sign);
            }
            // King proximity to the square in front matters in endgames.
            if let Some(stop) = sq.offset(if color == Color::White { 8 } else { -8 }) {
                let our_k = board.king_of(color).map_or(4, |k| k.distance(stop) as i32);
                let their_k = board.king_of(!color).map_or(4, |k| k.distance(stop) as i32);
                acc.add(&w.passer_their_king[rr], their_k * sign);
                acc.add(&w.passer_our_king[rr], our_k * sign);
            }
        }
    }
}

/// Squares on ranks strictly ahead of `sq`'s rank from `color`'s view.
fn front_of_rank(color: Color, sq: Square) -> Bitboard {
    let r = sq.rank() as u32;
    match color {
        Color::White if r < 7 => Bitboard(!0u64 << (8 * (r + 1))),
        Color::Black if r > 0 => Bitboard(!0u64 >> (8 * (8 - r))),
        _ => Bitboard(0),
    }
}

fn king_zone(color: Color, king: Square) -> Bitboard {
    let mut zone = king_attacks(king) | Bitboard::from_square(king);
    // Include the squares two ranks in front of the king.
    let shift = if color == Color::White { 8 } else { -8 };
    for sq in zone {
        if let Some(s) = sq.offset(shift) {
            zone |= Bitboard::from_square(s);
        }
    }
    zone
}

fn pawn_shield<A: Acc>(
    board: &Board,
    color: Color,
    king: Square,
    sign: i32,
    w: &Weights,
    acc: &mut A,
) {
    if relative_rank(color, king) > 1 {
        acc.add(&w.king_advanced, sign);
        return;
    }
    let ours = board.pawns() & board.by_color(color);
    let kf = king.file();
    for f in [kf.offset(-1), Some(kf), kf.offset(1)]
        .into_iter()
        .flatten()
    {
        let on_file = ours & file_bb(f) & front_span(color, Square::from_coords(f, king.rank()));
        let slot = match on_file.into_iter().map(|sq| relative_rank(color, sq)).min() {
            Some(1) => 0,
            Some(2) => 1,
            Some(_) => 2,
            None => 3,
        };
        acc.add(&w.shield[slot], sign);
    }
}

/// Adds every weighted term of `pos` (White's view) to `acc`; returns the
/// game phase.
fn terms<A: Acc>(pos: &Chess, w: &Weights, acc: &mut A) -> i32 {
    let board = pos.board();
    let occupied = board.occupied();
    let mut phase = 0;

    let mut king_attack_units = [0i32; 2];
    let mut king_attackers = [0i32; 2];

    let kings = [board.king_of(Color::White), board.king_of(Color::Black)];
    let zones = [
        kings[0].map_or(Bitboard(0), |k| king_zone(Color::White, k)),
        kings[1].map_or(Bitboard(0), |k| king_zone(Color::Black, k)),
    ];
    let pawn_att = [
        pawn_attack_span(board.pawns() & board.white(), Color::White),
        pawn_attack_span(board.pawns() & board.black(), Color::Black),
    ];

    // Squares attacked per side: by anything, and by minor pieces.
    let mut attacked = [pawn_att[0], pawn_att[1]];
    let mut by_minor = [Bitboard(0); 2];
    let mut by_rook = [Bitboard(0); 2];
    // Squares attacked per side and role (pawns left empty).
    let mut by_role = [[Bitboard(0); 6]; 2];

    acc.add(&w.tempo, if pos.turn() == Color::White { 1 } else { -1 });

    for (ci, color) in [Color::White, Color::Black].into_iter().enumerate() {
        let sign = if ci == 0 { 1 } else { -1 };
        let us = board.by_color(color);
        let mobility_area = !us & !pawn_att[1 - ci];
        let enemy_zone = zones[1 - ci];

        for role in Role::ALL {
            let ri = role_index(role);
            let pieces = board.by_role(role) & us;
            for sq in pieces {
                acc.add(&w.pst[ri][relative_sq(color, sq)], sign);
                if role != Role::King {
                    acc.add(&w.material[ri], sign);
                }
                phase += PHASE[ri];
                let att = match role {
                    Role::Knight => knight_attacks(sq),
                    Role::Bishop => bishop_attacks(sq, occupied),
                    Role::Rook => rook_attacks(sq, occupied),
                    Role::Queen => queen_attacks(sq, occupied),
                    Role::King => king_attacks(sq),
                    Role::Pawn => continue,
                };
                attacked[ci] |= att;
                by_role[ci][ri] |= att;
                if role == Role::Knight || role == Role::Bishop {
                    by_minor[ci] |= att;
                    let rr = relative_rank(color, sq);
                    let their_pawns = board.pawns() & !us;
                    if (3..=5).contains(&rr)
                        && pawn_att[ci].contains(sq)
                        && (their_pawns & adjacent_files(sq.file()) & front_of_rank(color, sq))
                            .is_empty()
                    {
                        acc.add(&w.outpost[ri - 1], sign);
                    }
                }
                if role == Role::Bishop {
                    let colour = if Bitboard::LIGHT_SQUARES.contains(sq) {
                        Bitboard::LIGHT_SQUARES
                    } else {
                        Bitboard::DARK_SQUARES
                    };
                    let n = (board.pawns() & us & colour).count() as i32;
                    acc.add(&w.bishop_pawns, n * sign);
                }
                if role == Role::Rook {
                    by_rook[ci] |= att;
                }
                let count = (att & mobility_area).count();
                let mobility = match role {
                    Role::Knight => &w.mobility_knight[count],
                    Role::Bishop => &w.mobility_bishop[count],
                    Role::Rook => &w.mobility_rook[count],
                    Role::Queen => &w.mobility_queen[count],
                    _ => continue,
                };
                acc.add(mobility, sign);
                let zone_hits = (att & enemy_zone).count() as i32;
                if zone_hits > 0 {
                    king_attackers[ci] += 1;
                    king_attack_units[ci] += zone_hits * [0, 2, 2, 3, 5][ri];
                }
                if role == Role::Rook {
                    let file = file_bb(sq.file());
                    if (board.pawns() & file).is_empty() {
                        acc.add(&w.rook_open, sign);
                    } else if (board.pawns() & us & file).is_empty() {
                        acc.add(&w.rook_semi_open, sign);
                    }
                }
            }
        }
        if (board.bishops() & us).more_than_one() {
            acc.add(&w.bishop_pair, sign);
        }
        evaluate_pawns(board, color, pawn_att[ci], sign, w, acc);
        if let Some(k) = kings[ci] {
            pawn_shield(board, color, k, sign, w, acc);
        }
    }

    // Checks the defender can't stop by guarding the square, and open files
    // towards the king.
    for (ci, color) in [Color::White, Color::Black].into_iter().enumerate() {
        let Some(k) = kings[1 - ci] else { continue };
        let sign = if ci == 0 { 1 } else { -1 };
        let safe = !board.by_color(color) & !attacked[1 - ci];
        let diag = bishop_attacks(k, occupied);
        let line = rook_attacks(k, occupied);
        let checks = [knight_attacks(k), diag, line, diag | line];
        for (i, from) in checks.into_iter().enumerate() {
            let n = (from & by_role[ci][i + 1] & safe).count() as i32;
            acc.add(&w.safe_check[i], n * sign);
        }
        let open = (adjacent_files(k.file()) | file_bb(k.file()))
            .into_iter()
            .filter(|sq| sq.rank() == k.rank())
            .filter(|sq| (board.pawns() & file_bb(sq.file())).is_empty())
            .count() as i32;
        acc.add(&w.king_open_file, open * sign);
    }

    // Threats: pieces attacked by cheaper ones, or attacked and undefended.
    for (ci, color) in [Color::White, Color::Black].into_iter().enumerate() {
        let sign = if ci == 0 { 1 } else { -1 };
        let them = board.by_color(!color);
        let minors_majors = them & !board.pawns() & !board.kings();
        let majors = them & (board.rooks() | board.queens());
        let count = |bb: Bitboard| bb.count() as i32 * sign;
        acc.add(&w.threat_by_pawn, count(pawn_att[ci] & minors_majors));
        acc.add(&w.threat_by_minor, count(by_minor[ci] & majors));
        acc.add(
            &w.threat_by_rook,
            count(by_rook[ci] & them & board.queens()),
        );
        acc.add(
            &w.hanging,
            count(attacked[ci] & minors_majors & !attacked[1 - ci]),
        );
    }

    // King safety: by the weight of the attack (two attackers at least).
    for (ci, color) in [Color::White, Color::Black].into_iter().enumerate() {
        if king_attackers[ci] < 2 {
            continue;
        }
        let u = (king_attack_units[ci] as usize).min(KING_ATTACK_UNITS - 1);
        // Attacks without a queen rarely break through.
        let table = if (board.queens() & board.by_color(color)).any() {
            &w.king_attack
        } else {
            &w.king_attack_no_queen
        };
        acc.add(&table[u], if ci == 0 { 1 } else { -1 });
    }

    phase.min(PHASE_TOTAL)
}

fn taper(s: S, phase: i32) -> i32 {
    (s.0 * phase + s.1 * (PHASE_TOTAL - phase)) / PHASE_TOTAL
}

/// Evaluation from White's point of view (side to move's tempo included).
fn evaluate_white(pos: &Chess) -> i32 {
    let mut sum = Sum(S::default());
    let phase = terms(pos, &WEIGHTS, &mut sum);
    let board = pos.board();
    let total = scale_endgame(board, taper(sum.0, phase));
    total + mop_up(board, total)
}

fn non_pawn_material(board: &Board, color: Color) -> i32 {
    let us = board.by_color(color);
    (board.knights() & us).count() as i32 * 320
        + (board.bishops() & us).count() as i32 * 330
        + (board.rooks() & us).count() as i32 * 500
        + (board.queens() & us).count() as i32 * 950
}

/// Damp scores in endgames that are hard or impossible to win.
fn scale_endgame(board: &Board, total: i32) -> i32 {
    let strong = if total > 0 {
        Color::White
    } else {
        Color::Black
    };
    let weak = !strong;
    let strong_pawns = (board.pawns() & board.by_color(strong)).count();
    let strong_npm = non_pawn_material(board, strong);
    let weak_npm = non_pawn_material(board, weak);
    if strong_pawns == 0 && strong_npm - weak_npm <= 330 {
        // Up by at most a minor without pawns: usually a draw.
        return total / 8;
    }
    // Opposite-coloured bishops with nothing else but pawns.
    let wb = board.bishops() & board.white();
    let bb = board.bishops() & board.black();
    if wb.count() == 1
        && bb.count() == 1
        && strong_npm == 330
        && weak_npm == 330
        && ((wb & Bitboard::LIGHT_SQUARES).any() != (bb & Bitboard::LIGHT_SQUARES).any())
    {
        return total / 2;
    }
    total
}

/// Drive a bare king to the edge so basic mates are found at low depth.
fn mop_up(board: &Board, total: i32) -> i32 {
    let strong = if total > 0 {
        Color::White
    } else {
        Color::Black
    };
    let weak = !strong;
    if board.by_color(weak).count() != 1 || non_pawn_material(board, strong) < 500 {
        return 0;
    }
    let (Some(wk), Some(sk)) = (board.king_of(weak), board.king_of(strong)) else {
        return 0;
    };
    let centre_dist = |sq: Square| {
        let f = sq.file() as i32;
        let r = sq.rank() as i32;
        (3 - f).max(f - 4) + (3 - r).max(r - 4)
    };
    let bonus = 20 * centre_dist(wk) + 6 * (14 - wk.distance(sk) as i32) + 200;
    if strong == Color::White {
        bonus
    } else {
        -bonus
    }
}

/// Static evaluation in centipawns from the side to move's point of view.
pub fn evaluate(pos: &Chess) -> i32 {
    if pos.is_insufficient_material() {
        return 0;
    }
    let white = evaluate_white(pos);
    if pos.turn() == Color::White {
        white
    } else {
        -white
    }
}

/// Material-only phase in 0..=24 (24 = full middlegame).
pub fn game_phase(board: &Board) -> i32 {
    let mut phase = 0;
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        phase += PHASE[role_index(role)] * (board.by_role(role).count() as i32);
    }
    phase.min(PHASE_TOTAL)
}

/// Draw-offer policy for the computer: `score_cp` is the engine's own search
/// score (its point of view). Accept when clearly worse, or when the game is
/// dead level and simplified.
pub fn accepts_draw(score_cp: i32, pos: &Chess) -> bool {
    if pos.is_insufficient_material() {
        return true;
    }
    if score_cp <= -150 {
        return true;
    }
    let simplified = game_phase(pos.board()) <= 8;
    simplified && score_cp.abs() <= 25
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn mirror(p: &Chess) -> Chess {
        let mut setup = p.to_setup(shakmaty::EnPassantMode::Legal);
        setup.mirror();
        setup.position(CastlingMode::Standard).unwrap()
    }

    #[test]
    fn symmetric_under_colour_flip() {
        for fen in [
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "8/5pk1/6p1/3P4/1p6/1P3PP1/6K1/8 w - - 0 40",
            "r3k2r/pp3ppp/2n1b3/q2p4/3P4/2PB1N2/P4PPP/R2Q1RK1 b kq - 0 12",
            "4k3/8/8/8/8/8/4P3/4K2R w K - 0 1",
        ] {
            let p = pos(fen);
            assert_eq!(evaluate(&p), evaluate(&mirror(&p)), "{fen}");
        }
    }

    #[test]
    fn weight_fields_cover_the_struct_in_order() {
        let mut at = 0;
        for (name, field) in WEIGHTS.fields() {
            assert_eq!(WEIGHTS.index_of(&field[0]), at, "{name}");
            at += field.len();
        }
        assert_eq!(
            at * std::mem::size_of::<S>(),
            std::mem::size_of::<Weights>()
        );
    }

    #[test]
    fn trace_reproduces_the_evaluation() {
        let flat = WEIGHTS.flat();
        for fen in [
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "8/5pk1/6p1/3P4/1p6/1P3PP1/6K1/8 b - - 0 40",
            "r3k2r/pp3ppp/2n1b3/q2p4/3P4/2PB1N2/P4PPP/R2Q1RK1 b kq - 0 12",
            "2kr3r/ppp2q2/2n1b1p1/4Pp1p/3P4/2PB1Q2/P4PPP/R4RK1 w - - 0 19",
        ] {
            let p = pos(fen);
            let t = trace(&p).unwrap();
            let mut sum = S::default();
            for &(i, n) in &t.terms {
                sum += flat[i as usize] * i32::from(n);
            }
            let linear = f64::from(taper(sum, t.phase)) * t.scale;
            let white = match p.turn() {
                Color::White => evaluate(&p),
                Color::Black => -evaluate(&p),
            };
            assert!(
                (linear - f64::from(white)).abs() <= 1.0,
                "{fen}: {linear} vs {white}"
            );
        }
        // Bare king: the mop-up term isn't linear, so no trace.
        assert_eq!(trace(&pos("8/8/4k3/8/8/3K4/8/R7 w - - 0 1")), None);
    }

    #[test]
    fn material_counts() {
        let up_queen = pos("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assert!(evaluate(&up_queen) > 700);
        let down_queen = pos("rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
        assert!(evaluate(&down_queen) < -700);
    }

    #[test]
    fn draw_policy() {
        let bare = pos("8/8/4k3/8/8/3K4/8/8 w - - 0 1");
        assert!(accepts_draw(300, &bare));
        let start = Chess::default();
        assert!(!accepts_draw(0, &start));
        assert!(accepts_draw(-400, &start));
        let rook_end = pos("8/5pk1/6p1/8/8/6P1/r4PK1/R7 w - - 0 40");
        assert!(accepts_draw(5, &rook_end));
        assert!(!accepts_draw(120, &rook_end));
    }
}
