//! What the side panel shows, as plain functions of the game: the move list in numbered
//! pairs and the captured material. The UI only draws these.

use shakmaty::{Color, Position, Role};

use crate::Game;

/// One numbered line of the move list: `12. Nf3 Nc6`. Each half holds the ply index (for
/// "show this position") and the SAN. A game started from a FEN with Black to move has a
/// first row with only Black's move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRow {
    pub number: u32,
    pub white: Option<(usize, String)>,
    pub black: Option<(usize, String)>,
}

/// The move list, numbered from the game's start position.
pub fn move_rows(game: &Game) -> Vec<MoveRow> {
    let start = game.start_position();
    let mut number = start.fullmoves().get();
    let mut rows: Vec<MoveRow> = Vec::new();
    for (ply, san) in game.san_moves().into_iter().enumerate() {
        if game.mover(ply).is_white() {
            rows.push(MoveRow {
                number,
                white: Some((ply, san)),
                black: None,
            });
        } else {
            match rows.last_mut() {
                Some(row) if row.black.is_none() && row.number == number => {
                    row.black = Some((ply, san))
                }
                _ => rows.push(MoveRow {
                    number,
                    white: None,
                    black: Some((ply, san)),
                }),
            }
            number += 1;
        }
    }
    rows
}

/// "12." or "12…" for the move at `ply`, as the status line and review banner say it.
pub fn move_label(game: &Game, ply: usize) -> Option<String> {
    let san = game.san(ply)?;
    let start = game.start_position();
    // Full moves completed before this ply: Black-to-move starts are half a move in.
    let offset = usize::from(start.turn().is_black());
    let number = start.fullmoves().get() as usize + (ply + offset) / 2;
    let dots = if game.mover(ply).is_white() {
        "."
    } else {
        "…"
    };
    Some(format!("{number}{dots} {san}"))
}

/// Pieces each side has captured (in the order taken) and White's material lead in pawns
/// (1/3/3/5/9), after the first `ply` plies.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Material {
    pub taken_by_white: Vec<Role>,
    pub taken_by_black: Vec<Role>,
    /// White's material minus Black's on the board (promotions included).
    pub white_lead: i32,
}

pub fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

/// Material after `ply` plies (clamped to the game's length).
pub fn material(game: &Game, ply: usize) -> Material {
    let ply = ply.min(game.moves().len());
    let mut m = Material::default();
    for (i, mv) in game.moves()[..ply].iter().enumerate() {
        if let Some(role) = mv.capture() {
            match game.mover(i) {
                Color::White => m.taken_by_white.push(role),
                Color::Black => m.taken_by_black.push(role),
            }
        }
    }
    // Strongest first, as players lay them out beside the board.
    for taken in [&mut m.taken_by_white, &mut m.taken_by_black] {
        taken.sort_by_key(|r| std::cmp::Reverse(value(*r)));
    }
    let board = game
        .position_at(ply)
        .expect("ply is clamped to the game")
        .board();
    m.white_lead = board
        .iter()
        .map(|(_, p)| {
            let v = value(p.role);
            if p.color.is_white() { v } else { -v }
        })
        .sum();
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(moves: &str) -> Game {
        let mut g = Game::new();
        g.play_line(moves).unwrap();
        g
    }

    #[test]
    fn rows_pair_moves_with_numbers() {
        let g = play("e4 e5 Nf3");
        let rows = move_rows(&g);
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].number, 1);
        assert_eq!(rows[0].white, Some((0, "e4".into())));
        assert_eq!(rows[0].black, Some((1, "e5".into())));
        assert_eq!(rows[1].number, 2);
        assert_eq!(rows[1].white, Some((2, "Nf3".into())));
        assert_eq!(rows[1].black, None);
        assert_eq!(move_label(&g, 1).as_deref(), Some("1… e5"));
        assert_eq!(move_label(&g, 2).as_deref(), Some("2. Nf3"));
    }

    #[test]
    fn black_to_move_start_has_a_half_row() {
        let mut g =
            Game::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7").unwrap();
        g.play_text("e5").unwrap();
        g.play_text("Nf3").unwrap();
        let rows = move_rows(&g);
        assert_eq!(rows[0].number, 7);
        assert_eq!(rows[0].white, None);
        assert_eq!(rows[0].black, Some((0, "e5".into())));
        assert_eq!(rows[1].number, 8);
        assert_eq!(rows[1].white, Some((1, "Nf3".into())));
        assert_eq!(move_label(&g, 0).as_deref(), Some("7… e5"));
        assert_eq!(move_label(&g, 1).as_deref(), Some("8. Nf3"));
    }

    #[test]
    fn material_counts_captures_and_lead() {
        // 1. e4 d5 2. exd5 Qxd5: a pawn each.
        let g = play("e4 d5 exd5 Qxd5 Nc3 Qxa2 Rxa2");
        let m = material(&g, g.moves().len());
        assert_eq!(m.taken_by_white, vec![Role::Queen, Role::Pawn]);
        assert_eq!(m.taken_by_black, vec![Role::Pawn, Role::Pawn]);
        assert_eq!(m.white_lead, 9 - 1);
        // Earlier in the game: after 2. exd5 White is a pawn up.
        let early = material(&g, 3);
        assert_eq!(early.taken_by_white, vec![Role::Pawn]);
        assert!(early.taken_by_black.is_empty());
        assert_eq!(early.white_lead, 1);
    }

    #[test]
    fn en_passant_and_promotion_count() {
        let mut g = Game::from_fen("4k3/P7/8/3pP3/8/8/8/4K3 w - d6 0 1").unwrap();
        g.play_text("exd6").unwrap();
        let m = material(&g, 1);
        assert_eq!(m.taken_by_white, vec![Role::Pawn]);
        assert_eq!(m.white_lead, 2);
        g.play_text("Kd7").unwrap();
        g.play_text("a8=Q").unwrap();
        assert_eq!(material(&g, 3).white_lead, 10);
    }
}
