//! From what a player gives (squares, UCI, SAN) to a legal move, or the reason
//! it is not one.

use shakmaty::{
    Color, Move, Position, Role, Square,
    san::{San, SanPlus},
    uci::UciMove,
};

use super::Game;
use crate::rules::{self, IllegalMove};

/// Where a move's piece starts and lands as a player sees it: castling is the king's
/// two-square move (shakmaty writes it as king onto rook).
pub fn move_squares(mv: Move, color: Color) -> (Square, Square) {
    match mv {
        Move::Castle { king, rook } => (
            king,
            shakmaty::CastlingSide::from_king_side(rook > king).king_to(color),
        ),
        mv => (mv.from().unwrap_or(mv.to()), mv.to()),
    }
}

/// Where the piece on `from` may go in `pos` (castling: the king's two-square move), for
/// a game or a referee that keeps a bare position.
pub fn legal_targets_in(pos: &shakmaty::Chess, from: Square) -> Vec<Square> {
    let mut targets: Vec<Square> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == Some(from))
        .map(|m| move_squares(m, pos.turn()).1)
        .collect();
    targets.sort();
    targets.dedup();
    targets
}

impl Game {
    /// Legal destination squares of the piece on `from` (castling shows the king's square).
    pub fn legal_targets(&self, from: Square) -> Vec<Square> {
        if self.is_over() {
            return Vec::new();
        }
        legal_targets_in(self.position(), from)
    }

    /// Whether moving `from`→`to` needs a promotion choice (so the UI can ask first).
    pub fn needs_promotion(&self, from: Square, to: Square) -> bool {
        rules::find_legal(self.position(), from, to, Some(Role::Queen)).is_some()
    }

    /// Resolves a from/to request to a legal move, or says why it is illegal.
    pub fn resolve(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<Move, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let pos = self.position();
        rules::find_legal(pos, from, to, promotion)
            .ok_or_else(|| rules::explain(pos, from, to, promotion))
    }

    /// Resolves SAN (`Nf3`, `exd6`, `O-O`, `e8=N+`) or UCI (`e2e4`, `e7e8q`) text.
    pub fn resolve_text(&self, text: &str) -> Result<Move, IllegalMove> {
        let text = text.trim();
        let looks_uci = text.len() >= 4
            && text.is_ascii()
            && text[..2].parse::<Square>().is_ok()
            && text[2..4].parse::<Square>().is_ok();
        // Long algebraic like `e7e8=Q` is not UCI but SAN reads it.
        match (looks_uci, text.parse::<UciMove>()) {
            (true, Ok(_)) => self.resolve_uci(text),
            _ => self.resolve_san(text),
        }
    }

    pub fn resolve_uci(&self, text: &str) -> Result<Move, IllegalMove> {
        let bad = || IllegalMove::BadNotation(text.to_string());
        match text.trim().parse::<UciMove>().map_err(|_| bad())? {
            UciMove::Normal {
                from,
                to,
                promotion,
            } => self.resolve(from, to, promotion),
            _ => Err(bad()),
        }
    }

    pub fn resolve_san(&self, text: &str) -> Result<Move, IllegalMove> {
        let san = text
            .trim()
            .parse::<SanPlus>()
            .map_err(|_| IllegalMove::BadNotation(text.to_string()))?
            .san;
        self.resolve_parsed_san(san)
    }

    pub fn resolve_parsed_san(&self, san: San) -> Result<Move, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let pos = self.position();
        match san.to_move(pos) {
            Ok(m) => Ok(m),
            Err(shakmaty::san::SanError::AmbiguousSan) => Err(IllegalMove::Ambiguous),
            Err(shakmaty::san::SanError::IllegalSan) => Err(self.explain_san(san)),
        }
    }

    fn explain_san(&self, san: San) -> IllegalMove {
        let pos = self.position();
        let us = pos.turn();
        match san {
            San::Castle(side) => {
                let home = Square::from_coords(shakmaty::File::E, us.backrank());
                if pos.board().king_of(us) != Some(home) {
                    return IllegalMove::CastlingKingMoved;
                }
                rules::explain(pos, home, side.king_to(us), None)
            }
            San::Normal {
                role,
                file,
                rank,
                to,
                promotion,
                ..
            } => {
                let candidates: Vec<Square> = (pos.our(role))
                    .into_iter()
                    .filter(|s| file.is_none_or(|f| s.file() == f))
                    .filter(|s| rank.is_none_or(|r| s.rank() == r))
                    .filter(|s| role != Role::Pawn || file.is_some() || s.file() == to.file())
                    .collect();
                let reasons: Vec<IllegalMove> = candidates
                    .iter()
                    .map(|&from| rules::explain(pos, from, to, promotion))
                    .collect();
                // The most telling reason wins: anything beats "doesn't move that way".
                reasons
                    .iter()
                    .find(|r| **r != IllegalMove::WrongWay)
                    .or(reasons.first())
                    .cloned()
                    .unwrap_or(IllegalMove::NoSuchPiece(role, to))
            }
            San::Put { .. } | San::Null => IllegalMove::BadNotation(san.to_string()),
        }
    }
}
