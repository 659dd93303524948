//! Three endings known exactly: king and queen, king and rook, and king and pawn
//! against a lone king. Each is a small table of every position (built once, on first
//! use, from shakmaty's legal moves), so a lesson can say whether a move still wins,
//! how many moves are left, and defend as long as possible.
//!
//! The goal the tables count to: checkmate for the queen and the rook; for the pawn,
//! a promotion (to a queen or a rook) that still wins.

use std::sync::OnceLock;

use shakmaty::{Board, CastlingMode, Chess, Color, FromSetup, Move, Position, Role, Setup, Square};

/// The three endings, by the stronger side's piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Queen,
    Rook,
    Pawn,
}

impl Kind {
    fn role(self) -> Role {
        match self {
            Kind::Queen => Role::Queen,
            Kind::Rook => Role::Rook,
            Kind::Pawn => Role::Pawn,
        }
    }
}

/// What the tables know of a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Known {
    pub kind: Kind,
    /// The side with the piece.
    pub strong: Color,
    /// Half-moves to the goal with best play on both sides (`None`: a draw).
    pub plies: Option<u16>,
}

impl Known {
    /// The stronger side's moves to the goal (its last move reaches it).
    pub fn moves(self) -> Option<usize> {
        self.plies.map(|p| (p as usize).div_ceil(2))
    }
}

/// What one of these endings is this position, if any, and what it is worth.
pub fn known(pos: &Chess) -> Option<Known> {
    let (kind, strong, index) = locate(pos)?;
    let value = table(kind)[index];
    Some(Known {
        kind,
        strong,
        plies: (value >= 0).then_some(value as u16),
    })
}

/// Which ending `pos` is, without building a table.
pub fn kind_of(pos: &Chess) -> Option<(Kind, Color)> {
    locate(pos).map(|(kind, strong, _)| (kind, strong))
}

/// Builds the tables on another thread, so the first look doesn't wait.
pub fn warm() {
    std::thread::spawn(|| {
        for kind in [Kind::Queen, Kind::Rook, Kind::Pawn] {
            table(kind);
        }
    });
}

/// The best move here for the side to move: the stronger side reaches its goal
/// soonest; the weaker side holds the draw if it can, else holds out longest.
/// `None` when it is not one of these endings or there is no legal move.
pub fn best_move(pos: &Chess) -> Option<Move> {
    let (kind, strong) = kind_of(pos)?;
    let rank = |mv: &Move| -> i32 {
        let mut after = pos.clone();
        after.play_unchecked(*mv);
        let plies = value_after(&after, kind, strong);
        match (pos.turn() == strong, plies) {
            // Sooner is better for the stronger side; a draw is worst.
            (true, Some(p)) => -(p as i32),
            (true, None) => i32::MIN,
            // Longer is better for the weaker side; a draw is best.
            (false, Some(p)) => p as i32,
            (false, None) => i32::MAX,
        }
    };
    // Among equals, a queen (the piece the lessons ask for).
    pos.legal_moves()
        .into_iter()
        .max_by_key(|m| (rank(m), m.promotion() == Some(Role::Queen)))
}

/// Half-moves to the stronger side's goal in `after` (`None`: a draw), where `after`
/// follows a move in an ending of `kind`: a checkmate, a promotion (the pawn's goal
/// once it is a winning queen or rook) or a capture (a draw) are all counted.
pub fn value_after(after: &Chess, kind: Kind, strong: Color) -> Option<u16> {
    if after.is_checkmate() {
        return (after.turn() != strong).then_some(0);
    }
    let now = known(after).filter(|k| k.strong == strong)?;
    match (kind, now.kind) {
        (Kind::Pawn, Kind::Queen | Kind::Rook) => now.plies.map(|_| 0),
        _ => now.plies,
    }
}

/// The ending, the stronger side and the table index of `pos`, if it is one.
fn locate(pos: &Chess) -> Option<(Kind, Color, usize)> {
    let board = pos.board();
    if board.occupied().count() != 3 {
        return None;
    }
    let strong = if board.by_color(Color::White).count() == 2 {
        Color::White
    } else {
        Color::Black
    };
    let piece_sq = (board.by_color(strong) & !board.kings()).first()?;
    let kind = match board.role_at(piece_sq)? {
        Role::Queen => Kind::Queen,
        Role::Rook => Kind::Rook,
        Role::Pawn => Kind::Pawn,
        _ => return None,
    };
    // The tables have White strong: a Black one is seen in the mirror.
    let seen = |sq: Square| match strong {
        Color::White => sq,
        Color::Black => sq.flip_vertical(),
    };
    let index = index(
        seen(board.king_of(strong)?),
        seen(piece_sq),
        seen(board.king_of(!strong)?),
        pos.turn() == strong,
    );
    Some((kind, strong, index))
}

const DRAW: i16 = -1;
const SIZE: usize = 64 * 64 * 64 * 2;

/// (strong king, its piece, lone king, whether the strong side moves).
fn index(king: Square, piece: Square, lone: Square, strong_moves: bool) -> usize {
    (((king as usize * 64) + piece as usize) * 64 + lone as usize) * 2 + usize::from(!strong_moves)
}

fn table(kind: Kind) -> &'static [i16] {
    static TABLES: [OnceLock<Vec<i16>>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let slot = match kind {
        Kind::Queen => 0,
        Kind::Rook => 1,
        Kind::Pawn => 2,
    };
    TABLES[slot].get_or_init(|| build(kind))
}

/// A move's result in the table being built: another position of it, or an end.
#[derive(Clone, Copy)]
enum Next {
    Position(u32),
    /// The goal is reached with this move (a winning promotion).
    Goal,
    /// A draw: the piece is taken, or it became a piece that can't win.
    Draw,
}

/// Every position of the ending with its value, by levels: the positions the goal is
/// one half-move from, then two, and so on (retrograde analysis over forward moves).
fn build(kind: Kind) -> Vec<i16> {
    let mut value = vec![DRAW; SIZE];
    let mut legal = vec![false; SIZE];
    // Each position's moves, flattened: `starts[i]..starts[i + 1]` in `moves`.
    let mut starts = vec![0u32; SIZE + 1];
    let mut moves: Vec<Next> = Vec::with_capacity(SIZE * 6);
    for i in 0..SIZE {
        starts[i] = moves.len() as u32;
        let Some(pos) = position(kind, i) else {
            continue;
        };
        legal[i] = true;
        let strong_moves = pos.turn() == Color::White;
        let (king, piece, lone) = squares(i);
        let list = pos.legal_moves();
        if list.is_empty() && pos.is_check() {
            value[i] = 0;
        }
        for mv in list {
            let next = if !strong_moves {
                if mv.to() == piece {
                    Next::Draw
                } else {
                    Next::Position(index(king, piece, mv.to(), true) as u32)
                }
            } else if let Some(role) = mv.promotion() {
                let promoted = match role {
                    Role::Queen => Some(Kind::Queen),
                    Role::Rook => Some(Kind::Rook),
                    _ => None,
                };
                match promoted.map(|k| table(k)[index(king, mv.to(), lone, false)]) {
                    Some(v) if v >= 0 => Next::Goal,
                    _ => Next::Draw,
                }
            } else if mv.role() == Role::King {
                Next::Position(index(mv.to(), piece, lone, false) as u32)
            } else {
                Next::Position(index(king, mv.to(), lone, false) as u32)
            };
            moves.push(next);
        }
    }
    starts[SIZE] = moves.len() as u32;
    let mut level: i16 = 0;
    loop {
        level += 1;
        let mut found = false;
        for i in 0..SIZE {
            if !legal[i] || value[i] != DRAW {
                continue;
            }
            let list = &moves[starts[i] as usize..starts[i + 1] as usize];
            let worth = |n: &Next| match *n {
                Next::Goal => 0,
                Next::Draw => DRAW,
                Next::Position(j) => value[j as usize],
            };
            let strong_moves = i.is_multiple_of(2);
            let reaches = if strong_moves {
                list.iter().any(|n| worth(n) == level - 1)
            } else {
                !list.is_empty()
                    && list.iter().all(|n| (0..level).contains(&worth(n)))
                    && list.iter().any(|n| worth(n) == level - 1)
            };
            if reaches {
                value[i] = level;
                found = true;
            }
        }
        if !found {
            break;
        }
    }
    value
}

fn squares(i: usize) -> (Square, Square, Square) {
    let sq = |n: usize| Square::new(n as u32);
    (sq(i / 2 / 64 / 64), sq(i / 2 / 64 % 64), sq(i / 2 % 64))
}

/// The legal position of table index `i`, if it is one.
fn position(kind: Kind, i: usize) -> Option<Chess> {
    let (king, piece, lone) = squares(i);
    if king == piece || king == lone || piece == lone {
        return None;
    }
    if kind == Kind::Pawn && matches!(piece.rank(), shakmaty::Rank::First | shakmaty::Rank::Eighth)
    {
        return None;
    }
    let mut board = Board::empty();
    board.set_piece_at(king, Color::White.king());
    board.set_piece_at(piece, kind.role().of(Color::White));
    board.set_piece_at(lone, Color::Black.king());
    let setup = Setup {
        board,
        turn: if i.is_multiple_of(2) {
            Color::White
        } else {
            Color::Black
        },
        ..Setup::empty()
    };
    Chess::from_setup(setup, CastlingMode::Standard).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_fen;

    fn at(fen: &str) -> Known {
        known(&parse_fen(fen).unwrap()).expect("a known ending")
    }

    #[test]
    fn the_tables_know_the_longest_mates_and_the_draws() {
        // The longest king and queen mate is 10 moves, king and rook 16.
        let q = table(Kind::Queen);
        let longest = |t: &[i16]| (0..SIZE).step_by(2).map(|i| t[i]).max().unwrap();
        assert_eq!(longest(q), 19, "queen: 10 moves = 19 half-moves");
        assert_eq!(longest(table(Kind::Rook)), 31, "rook: 16 moves");
        // A mate on the board now, and a queen the king takes.
        assert_eq!(at("k7/1Q6/2K5/8/8/8/8/8 b - - 0 1").plies, Some(0));
        assert_eq!(at("k7/1Q6/8/8/8/8/8/6K1 b - - 0 1").plies, None);
        // Stalemate is a draw.
        assert_eq!(at("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1").plies, None);
    }

    #[test]
    fn the_pawn_wins_with_the_opposition_and_draws_without() {
        // White to move with the opposition's key square in reach: a win.
        assert!(at("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1").plies.is_some());
        // Black to move there keeps the opposition... and White still wins (king on
        // the sixth in front of the pawn); with the king behind its pawn it is a draw.
        assert_eq!(at("4k3/8/8/4P3/4K3/8/8/8 b - - 0 1").plies, None);
        // A rook's pawn with the lone king in the corner is a draw.
        assert_eq!(at("k7/8/P7/8/8/8/8/K7 w - - 0 1").plies, None);
        // Outside the square: the pawn runs and queens.
        let run = at("8/8/8/P7/8/8/8/k6K w - - 0 1");
        assert_eq!(run.moves(), Some(3));
        // Black strong is seen in the mirror.
        let mirrored = at("k6K/8/8/8/p7/8/8/8 b - - 0 1");
        assert_eq!((mirrored.strong, mirrored.moves()), (Color::Black, Some(3)));
    }

    #[test]
    fn the_best_moves_mate_as_counted_against_the_longest_defence() {
        let mut pos = parse_fen("8/8/8/3k4/8/8/8/R3K3 w - - 0 1").unwrap();
        let start = known(&pos).unwrap().moves().unwrap();
        let mut moves = 0;
        while !pos.is_checkmate() {
            let mv = best_move(&pos).expect("a move");
            if pos.turn() == Color::White {
                moves += 1;
            }
            pos.play_unchecked(mv);
            assert!(moves <= start, "the mate takes no longer than counted");
        }
        assert_eq!(moves, start);
    }
}
