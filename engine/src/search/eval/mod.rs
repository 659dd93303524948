//! Hand-written static evaluation: tapered material + piece-square tables,
//! mobility, pawn structure, king safety, bishop pair, rook files and a few
//! endgame scalings. Scores are centipawns.
//!
//! Here: the sum of every term (`terms`) and the score it gives; the
//! pieces of it live in the files below, the weights in `weights.rs`.

mod endgame;
mod evaluator;
mod geometry;
mod king;
pub mod nnue;
mod pawns;
mod trace;
mod tunable;

use shakmaty::{
    Bitboard, Board, Chess, Color, Position, Role,
    attacks::{bishop_attacks, king_attacks, knight_attacks, queen_attacks, rook_attacks},
};

use endgame::{mop_up, scale_endgame};
pub use evaluator::{Evaluator, builtin_net, net_from};
use geometry::{
    adjacent_files, file_bb, front_of_rank, pawn_attack_span, relative_rank, relative_sq,
};
use king::{king_zone, pawn_shield};
pub use pawns::{PawnTable, pawn_key};
use pawns::{passer_extras, pawn_structure};
pub use trace::{Trace, trace};
pub use tunable::{KING_ATTACK_UNITS, S, Weights};

mod weights;
pub use weights::WEIGHTS;

/// Receives each weight used, times how often (negative for Black).
pub(super) trait Acc {
    fn add(&mut self, w: &S, n: i32);
    /// Where the pawn structure's sum may be taken from instead of its terms
    /// (a trace needs each term, so none by default).
    fn pawn_table(&mut self) -> Option<&mut PawnTable> {
        None
    }
}

pub(super) struct Sum(pub(super) S);

impl Acc for Sum {
    #[inline(always)]
    fn add(&mut self, w: &S, n: i32) {
        self.0 += *w * n;
    }
}

/// A sum that takes the pawn terms from a [`PawnTable`] (`WEIGHTS` only).
struct CachedSum<'a> {
    sum: S,
    table: &'a mut PawnTable,
}

impl Acc for CachedSum<'_> {
    #[inline(always)]
    fn add(&mut self, w: &S, n: i32) {
        self.sum += *w * n;
    }

    fn pawn_table(&mut self) -> Option<&mut PawnTable> {
        Some(self.table)
    }
}

/// Squares in `bb`; most sets counted here are empty, and without a popcount
/// instruction in the baseline target a test is much cheaper than a count.
#[inline(always)]
fn sparse_count(bb: Bitboard) -> i32 {
    if bb.is_empty() { 0 } else { bb.count() as i32 }
}

/// Phase weight of each role; 24 = all pieces on board (pure middlegame).
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
const PHASE_TOTAL: i32 = 24;

pub(crate) fn role_index(role: Role) -> usize {
    role as usize - 1
}

/// Adds every weighted term of `pos` (White's view) to `acc`; returns the
/// game phase. Inlined so that the `popcnt` build of the evaluation has it.
#[inline(always)]
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
                let zone_hits = sparse_count(att & enemy_zone);
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
    }

    // Pawn structure and shields: from the table when there is one.
    let passers = if let Some(table) = acc.pawn_table() {
        let (score, passers) = table.probe(board, &pawn_att, &kings, w);
        acc.add(&score, 1);
        passers
    } else {
        let mut passers = Bitboard(0);
        for (ci, color) in [Color::White, Color::Black].into_iter().enumerate() {
            let sign = if ci == 0 { 1 } else { -1 };
            passers |= pawn_structure(board, color, pawn_att[ci], sign, w, acc);
            if let Some(k) = kings[ci] {
                pawn_shield(board, color, k, sign, w, acc);
            }
        }
        passers
    };
    for (ci, color) in [Color::White, Color::Black].into_iter().enumerate() {
        let sign = if ci == 0 { 1 } else { -1 };
        passer_extras(board, color, passers & board.by_color(color), sign, w, acc);
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
            let n = sparse_count(from & by_role[ci][i + 1] & safe);
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
        let count = |bb: Bitboard| sparse_count(bb) * sign;
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
fn evaluate_white(pos: &Chess, table: Option<&mut PawnTable>) -> i32 {
    // The release build targets baseline x86-64, whose popcount is a dozen
    // instructions; the evaluation counts many sets, so it takes the CPU's
    // own instruction when there is one (4% fewer instructions in `bench`).
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("popcnt") {
        // SAFETY: the CPU has `popcnt`, checked just above.
        return unsafe { evaluate_white_popcnt(pos, table) };
    }
    evaluate_white_body(pos, table)
}

/// [`evaluate_white_body`] compiled with `popcnt`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt")]
fn evaluate_white_popcnt(pos: &Chess, table: Option<&mut PawnTable>) -> i32 {
    evaluate_white_body(pos, table)
}

#[inline(always)]
fn evaluate_white_body(pos: &Chess, table: Option<&mut PawnTable>) -> i32 {
    let (phase, sum) = match table {
        Some(table) => {
            let mut acc = CachedSum {
                sum: S::default(),
                table,
            };
            (terms(pos, &WEIGHTS, &mut acc), acc.sum)
        }
        None => {
            let mut acc = Sum(S::default());
            (terms(pos, &WEIGHTS, &mut acc), acc.0)
        }
    };
    let board = pos.board();
    let total = scale_endgame(board, taper(sum, phase));
    total + mop_up(board, total)
}

/// Static evaluation in centipawns from the side to move's point of view.
pub fn evaluate(pos: &Chess) -> i32 {
    from_side_to_move(pos, None)
}

/// [`evaluate`] with the pawn terms kept in `table` (the same value, sooner
/// when the pawns were seen before): for searches, which evaluate many
/// positions with the same pawns.
pub fn evaluate_with(pos: &Chess, table: &mut PawnTable) -> i32 {
    from_side_to_move(pos, Some(table))
}

fn from_side_to_move(pos: &Chess, table: Option<&mut PawnTable>) -> i32 {
    if pos.is_insufficient_material() {
        return 0;
    }
    let white = evaluate_white(pos, table);
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

    /// The positions of a game of random legal moves from the start, after
    /// each move, up to `plies` of them.
    pub(super) fn random_game(rng: &mut crate::search::Rng, plies: usize) -> Vec<Chess> {
        let mut p = Chess::default();
        let mut line = Vec::with_capacity(plies);
        for _ in 0..plies {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            p.play_unchecked(m);
            line.push(p.clone());
        }
        line
    }

    fn mirror(p: &Chess) -> Chess {
        let mut setup = p.to_setup(shakmaty::EnPassantMode::Legal);
        setup.mirror();
        setup.position(CastlingMode::Standard).unwrap()
    }

    #[test]
    fn the_pawn_table_gives_the_same_evaluation() {
        // Random games share one table: hits, misses, kings moving over the
        // same pawns, and slots taken over by other structures.
        let mut table = PawnTable::default();
        let mut rng = crate::search::Rng::new(7);
        let mut hits = 0;
        for _ in 0..40 {
            for p in random_game(&mut rng, 120) {
                let before = table.clone();
                assert_eq!(evaluate_with(&p, &mut table), evaluate(&p));
                hits += usize::from(before == table);
            }
        }
        assert!(hits > 1000, "{hits} lookups hit");
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
