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
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
struct S(i32, i32);

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
impl std::ops::SubAssign for S {
    fn sub_assign(&mut self, o: S) {
        self.0 -= o.0;
        self.1 -= o.1;
    }
}
impl std::ops::Mul<i32> for S {
    type Output = S;
    fn mul(self, k: i32) -> S {
        S(self.0 * k, self.1 * k)
    }
}

const MATERIAL: [S; 6] = [
    S(85, 105),
    S(330, 300),
    S(355, 320),
    S(475, 540),
    S(1000, 980),
    S(0, 0),
];

/// Phase weight of each role; 24 = all pieces on board (pure middlegame).
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
const PHASE_TOTAL: i32 = 24;

// Piece-square tables, written with rank 8 on top as seen by White;
// index with `sq ^ 56` for White and `sq` for Black.
#[rustfmt::skip]
const PAWN_MG: [i32; 64] = [
      0,   0,   0,   0,   0,   0,   0,   0,
     45,  50,  50,  55,  55,  50,  50,  45,
     15,  20,  25,  35,  35,  25,  20,  15,
      0,   5,  10,  25,  25,  10,   5,   0,
     -5,   0,   8,  20,  20,   5,   0,  -5,
     -5,   2,   2,   5,   5,  -5,   5,  -5,
     -5,   5,   5, -15, -15,  10,  10,  -5,
      0,   0,   0,   0,   0,   0,   0,   0,
];
#[rustfmt::skip]
const PAWN_EG: [i32; 64] = [
      0,   0,   0,   0,   0,   0,   0,   0,
     50,  50,  45,  40,  40,  45,  50,  50,
     30,  30,  25,  20,  20,  25,  30,  30,
     12,  12,  10,   5,   5,  10,  12,  12,
      4,   4,   2,   0,   0,   2,   4,   4,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
];
#[rustfmt::skip]
const KNIGHT_MG: [i32; 64] = [
    -60, -30, -20, -20, -20, -20, -30, -60,
    -30, -15,   0,   5,   5,   0, -15, -30,
    -20,   5,  15,  20,  20,  15,   5, -20,
    -15,   5,  15,  25,  25,  15,   5, -15,
    -15,   0,  15,  20,  20,  15,   0, -15,
    -20,   5,  12,  12,  12,  12,   5, -20,
    -30, -15,   0,   5,   5,   0, -15, -30,
    -50, -25, -20, -15, -15, -20, -25, -50,
];
#[rustfmt::skip]
const KNIGHT_EG: [i32; 64] = [
    -40, -25, -15, -15, -15, -15, -25, -40,
    -25, -10,   0,   0,   0,   0, -10, -25,
    -15,   0,  10,  12,  12,  10,   0, -15,
    -15,   0,  12,  15,  15,  12,   0, -15,
    -15,   0,  12,  15,  15,  12,   0, -15,
    -15,   0,  10,  12,  12,  10,   0, -15,
    -25, -10,   0,   0,   0,   0, -10, -25,
    -40, -25, -15, -15, -15, -15, -25, -40,
];
#[rustfmt::skip]
const BISHOP_MG: [i32; 64] = [
    -20, -10, -10, -10, -10, -10, -10, -20,
    -10,   0,   0,   0,   0,   0,   0, -10,
    -10,   0,   5,  10,  10,   5,   0, -10,
    -10,   5,   5,  12,  12,   5,   5, -10,
    -10,   0,  12,  12,  12,  12,   0, -10,
    -10,  10,  10,  10,  10,  10,  10, -10,
    -10,  15,   0,   5,   5,   0,  15, -10,
    -20, -10, -15, -10, -10, -15, -10, -20,
];
#[rustfmt::skip]
const BISHOP_EG: [i32; 64] = [
    -15, -10,  -8,  -5,  -5,  -8, -10, -15,
    -10,  -5,   0,   0,   0,   0,  -5, -10,
     -8,   0,   5,   5,   5,   5,   0,  -8,
     -5,   0,   5,  10,  10,   5,   0,  -5,
     -5,   0,   5,  10,  10,   5,   0,  -5,
     -8,   0,   5,   5,   5,   5,   0,  -8,
    -10,  -5,   0,   0,   0,   0,  -5, -10,
    -15, -10,  -8,  -5,  -5,  -8, -10, -15,
];
#[rustfmt::skip]
const ROOK_MG: [i32; 64] = [
      5,   5,   5,   8,   8,   5,   5,   5,
     20,  25,  25,  25,  25,  25,  25,  20,
      0,   0,   0,   0,   0,   0,   0,   0,
     -5,   0,   0,   0,   0,   0,   0,  -5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
     -5,   0,   0,   0,   0,   0,   0,  -5,
    -10,  -5,   0,   0,   0,   0,  -5, -10,
     -5,   0,   5,  10,  10,   5,   0,  -5,
];
#[rustfmt::skip]
const ROOK_EG: [i32; 64] = [
      5,   5,   5,   5,   5,   5,   5,   5,
     12,  12,  12,  12,  12,  12,  12,  12,
      2,   2,   2,   2,   2,   2,   2,   2,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
     -2,  -2,  -2,  -2,  -2,  -2,  -2,  -2,
     -5,  -2,   0,   0,   0,   0,  -2,  -5,
];
#[rustfmt::skip]
const QUEEN_MG: [i32; 64] = [
    -15, -10,  -5,  -5,  -5,  -5, -10, -15,
     -5,   0,   5,   5,   5,   5,   0,  -5,
     -5,   0,   5,   5,   5,   5,   0,  -5,
     -5,   0,   5,   5,   5,   5,   0,  -5,
     -5,   0,   5,   5,   5,   5,   0,  -5,
     -8,   3,   5,   3,   3,   3,   0,  -8,
    -10,   0,   3,   3,   3,   0,   0, -10,
    -15, -10,  -5,   0,  -5, -10, -10, -15,
];
#[rustfmt::skip]
const QUEEN_EG: [i32; 64] = [
    -20, -10, -10,  -5,  -5, -10, -10, -20,
    -10,   0,   5,   5,   5,   5,   0, -10,
    -10,   5,  10,  12,  12,  10,   5, -10,
     -5,   5,  12,  15,  15,  12,   5,  -5,
     -5,   5,  12,  15,  15,  12,   5,  -5,
    -10,   5,  10,  12,  12,  10,   5, -10,
    -10,   0,   5,   5,   5,   5,   0, -10,
    -20, -10, -10,  -5,  -5, -10, -10, -20,
];
#[rustfmt::skip]
const KING_MG: [i32; 64] = [
    -60, -60, -60, -60, -60, -60, -60, -60,
    -55, -55, -55, -55, -55, -55, -55, -55,
    -50, -50, -50, -55, -55, -50, -50, -50,
    -45, -45, -45, -50, -50, -45, -45, -45,
    -35, -40, -40, -45, -45, -40, -40, -35,
    -20, -25, -30, -35, -35, -30, -25, -20,
      5,   5, -10, -25, -25, -15,   5,   8,
     15,  30,  10, -10,   0, -10,  35,  20,
];
#[rustfmt::skip]
const KING_EG: [i32; 64] = [
    -50, -30, -25, -20, -20, -25, -30, -50,
    -30, -10,   0,   5,   5,   0, -10, -30,
    -25,   0,  15,  20,  20,  15,   0, -25,
    -20,   5,  20,  30,  30,  20,   5, -20,
    -20,   5,  20,  30,  30,  20,   5, -20,
    -25,   0,  15,  20,  20,  15,   0, -25,
    -30, -10,   0,   5,   5,   0, -10, -30,
    -50, -35, -25, -20, -20, -25, -35, -50,
];

const PST_MG: [&[i32; 64]; 6] = [
    &PAWN_MG, &KNIGHT_MG, &BISHOP_MG, &ROOK_MG, &QUEEN_MG, &KING_MG,
];
const PST_EG: [&[i32; 64]; 6] = [
    &PAWN_EG, &KNIGHT_EG, &BISHOP_EG, &ROOK_EG, &QUEEN_EG, &KING_EG,
];

/// Passed pawn bonus by relative rank (index 0 = rank 1).
const PASSED: [S; 8] = [
    S(0, 0),
    S(2, 8),
    S(5, 12),
    S(12, 25),
    S(25, 45),
    S(45, 80),
    S(70, 120),
    S(0, 0),
];
const DOUBLED: S = S(-10, -20);
const ISOLATED: S = S(-10, -14);
const BACKWARD_OPEN: S = S(-6, -6);
const BISHOP_PAIR: S = S(30, 50);
const ROOK_OPEN: S = S(25, 10);
const ROOK_SEMI_OPEN: S = S(12, 6);
const TEMPO: i32 = 12;
const THREAT_BY_PAWN: S = S(45, 30);
const THREAT_BY_MINOR: S = S(30, 20);
const HANGING: S = S(20, 12);

/// Mobility bonus per reachable square beyond a typical count.
const MOBILITY: [(S, i32); 4] = [(S(4, 4), 4), (S(5, 5), 6), (S(2, 4), 6), (S(1, 2), 12)];

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

fn evaluate_pawns(board: &Board, color: Color) -> S {
    let ours = board.pawns() & board.by_color(color);
    let theirs = board.pawns() & board.by_color(!color);
    let mut s = S::default();
    for sq in ours {
        let file = sq.file();
        let front = front_span(color, sq);
        let adj = adjacent_files(file);
        if (ours & adj).is_empty() {
            s += ISOLATED;
        } else if (theirs & file_bb(file)).is_empty()
            && (ours & adj & !front_of_rank(color, sq)).is_empty()
        {
            // Backward on a half-open file: no friendly pawn level or behind.
            s += BACKWARD_OPEN;
        }
        if (front & ours).any() {
            s += DOUBLED;
        }
        let mut block_zone = front;
        for f in [file.offset(-1), file.offset(1)].into_iter().flatten() {
            block_zone |= front_span(color, Square::from_coords(f, sq.rank()));
        }
        if (theirs & block_zone).is_empty() && (front & ours).is_empty() {
            let rr = relative_rank(color, sq);
            let mut bonus = PASSED[rr];
            // A passer whose next square is free is worth more in the endgame.
            if (front & board.occupied()).is_empty() {
                bonus.1 += PASSED[rr].1 / 4;
            }
            // King proximity to the square in front matters in endgames.
            if let Some(stop) = sq.offset(if color == Color::White { 8 } else { -8 }) {
                let our_k = board.king_of(color).map_or(4, |k| k.distance(stop) as i32);
                let their_k = board.king_of(!color).map_or(4, |k| k.distance(stop) as i32);
                bonus.1 += (their_k * 5 - our_k * 2) * rr as i32 / 2;
            }
            s += bonus;
        }
    }
    s
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

fn pawn_shield(board: &Board, color: Color, king: Square) -> i32 {
    if relative_rank(color, king) > 1 {
        return -20;
    }
    let ours = board.pawns() & board.by_color(color);
    let mut score = 0;
    let kf = king.file();
    for f in [kf.offset(-1), Some(kf), kf.offset(1)]
        .into_iter()
        .flatten()
    {
        let on_file = ours & file_bb(f) & front_span(color, king_at_file(king, f));
        match on_file.into_iter().map(|sq| relative_rank(color, sq)).min() {
            Some(1) => score += 12,
            Some(2) => score += 6,
            Some(_) => score -= 4,
            None => score -= 18,
        }
    }
    score
}

fn king_at_file(king: Square, f: File) -> Square {
    Square::from_coords(f, king.rank())
}

/// Evaluation from White's point of view.
fn evaluate_white(pos: &Chess) -> i32 {
    let board = pos.board();
    let occupied = board.occupied();
    let mut score = S::default();
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

    for (ci, color) in [Color::White, Color::Black].into_iter().enumerate() {
        let sign = if ci == 0 { 1 } else { -1 };
        let us = board.by_color(color);
        let mut side = S::default();
        let mobility_area = !us & !pawn_att[1 - ci];
        let enemy_zone = zones[1 - ci];

        for role in Role::ALL {
            let ri = role_index(role);
            let pieces = board.by_role(role) & us;
            for sq in pieces {
                let rs = relative_sq(color, sq);
                side += MATERIAL[ri] + S(PST_MG[ri][rs], PST_EG[ri][rs]);
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
                if role == Role::Knight || role == Role::Bishop {
                    by_minor[ci] |= att;
                }
                if role == Role::King {
                    continue;
                }
                let (weight, typical) = MOBILITY[ri - 1];
                let count = (att & mobility_area).count() as i32;
                side += weight * (count - typical);
                let zone_hits = (att & enemy_zone).count() as i32;
                if zone_hits > 0 {
                    king_attackers[ci] += 1;
                    king_attack_units[ci] += zone_hits * [0, 2, 2, 3, 5][ri];
                }
                if role == Role::Rook {
                    let file = file_bb(sq.file());
                    if (board.pawns() & file).is_empty() {
                        side += ROOK_OPEN;
                    } else if (board.pawns() & us & file).is_empty() {
                        side += ROOK_SEMI_OPEN;
                    }
                }
            }
        }
        if (board.bishops() & us).more_than_one() {
            side += BISHOP_PAIR;
        }
        side += evaluate_pawns(board, color);
        if let Some(k) = kings[ci] {
            side.0 += pawn_shield(board, color, k);
        }
        if sign > 0 {
            score += side;
        } else {
            score -= side;
        }
    }

    // Threats: pieces attacked by cheaper ones, or attacked and undefended.
    for (ci, color) in [Color::White, Color::Black].into_iter().enumerate() {
        let them = board.by_color(!color);
        let minors_majors = them & !board.pawns() & !board.kings();
        let majors = them & (board.rooks() | board.queens());
        let mut t = THREAT_BY_PAWN * (pawn_att[ci] & minors_majors).count() as i32;
        t += THREAT_BY_MINOR * (by_minor[ci] & majors).count() as i32;
        t += HANGING * (attacked[ci] & minors_majors & !attacked[1 - ci]).count() as i32;
        if ci == 0 {
            score += t;
        } else {
            score -= t;
        }
    }

    // King safety: grows quadratically with the weight of the attack.
    for (ci, color) in [Color::White, Color::Black].into_iter().enumerate() {
        if king_attackers[ci] < 2 {
            continue;
        }
        let u = king_attack_units[ci];
        // Attacks without a queen rarely break through.
        let with_queen = (board.queens() & board.by_color(color)).any();
        let penalty = if with_queen {
            (u * u / 3).min(450)
        } else {
            (u * u / 6).min(200)
        };
        score.0 += if ci == 0 { penalty } else { -penalty };
    }

    let phase = phase.min(PHASE_TOTAL);
    let mut total = (score.0 * phase + score.1 * (PHASE_TOTAL - phase)) / PHASE_TOTAL;
    total = scale_endgame(board, total);
    total += mop_up(board, total);
    total
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
    let stm = if pos.turn() == Color::White {
        white
    } else {
        -white
    };
    stm + TEMPO
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
