//! The game model shared by the window, the AI, the UCI front end and the tests: a
//! shakmaty position plus what the Laws of Chess need beyond it (history, repetition,
//! claims, agreement, resignation, time forfeit) and the reason for every refusal.
//!
//! Here: the `Game` itself (moves, history, status); its endings, FEN and move
//! reading are in the files below.

mod ending;
mod fen;
mod problems;
mod resolve;

use shakmaty::{
    Chess, Color, EnPassantMode, Move, Position, Role, Square, san::SanPlus, zobrist::Zobrist64,
};

use crate::rules::{self, IllegalMove};

pub use ending::{ColorName, DrawClaim, Ending, RequestError, Status};
pub use fen::{FenError, FenSyntax, fen_of, parse_fen, read_setup};
pub use problems::{Problem, castling_possible, castling_squares, ep_possible, playable, problems};
pub use resolve::{legal_targets_in, move_squares};

/// The repetition key; the search uses the same one (`search::hash_of`) for the game's
/// history, so both must agree.
fn key_of(pos: &Chess) -> u64 {
    crate::search::hash_of(pos)
}

/// What a played move did, for views (animation, sound, move list).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    pub mv: Move,
    pub san: String,
    pub color: Color,
    /// The captured piece and the square it stood on (differs from `to` for en passant).
    pub captured: Option<(Role, Square)>,
    /// For castling, the rook's from and to squares.
    pub rook: Option<(Square, Square)>,
    pub status: Status,
}

impl Played {
    /// The legal `mv` as it is about to be played in `pos`: its SAN, what it captures
    /// and, for castling, the rook's move; `status` is `Ongoing` until the caller knows.
    pub fn before(pos: &Chess, mv: Move) -> Played {
        let color = pos.turn();
        let captured = match mv {
            Move::EnPassant { from, to } => {
                Some((Role::Pawn, Square::from_coords(to.file(), from.rank())))
            }
            Move::Normal {
                capture: Some(role),
                to,
                ..
            } => Some((role, to)),
            _ => None,
        };
        let rook = match mv {
            Move::Castle { king, rook } => {
                let side = shakmaty::CastlingSide::from_king_side(rook > king);
                Some((rook, side.rook_to(color)))
            }
            _ => None,
        };
        Played {
            mv,
            san: SanPlus::from_move(pos.clone(), mv).to_string(),
            color,
            captured,
            rook,
            status: Status::Ongoing,
        }
    }
}

#[derive(Debug, Clone)]
pub struct Game {
    /// positions[0] is the start; positions[i] follows moves[..i].
    positions: Vec<Chess>,
    keys: Vec<u64>,
    moves: Vec<Move>,
    /// Moves undone, most recent last, for redo.
    redo: Vec<Move>,
    /// Set by claims, agreement, resignation and time forfeit.
    ending: Option<Ending>,
    /// Who has offered a draw that still stands.
    draw_offer: Option<Color>,
    /// Status of the current position.
    status: Status,
}

impl Default for Game {
    fn default() -> Self {
        Self::new()
    }
}

impl Game {
    pub fn new() -> Self {
        Self::from_position(Chess::default())
    }

    pub fn from_position(start: Chess) -> Self {
        let mut game = Game {
            keys: vec![key_of(&start)],
            positions: vec![start],
            moves: Vec::new(),
            redo: Vec::new(),
            ending: None,
            draw_offer: None,
            status: Status::Ongoing,
        };
        game.status = game.compute_status();
        game
    }

    pub fn from_fen(fen: &str) -> Result<Self, FenError> {
        parse_fen(fen).map(Self::from_position)
    }

    pub fn position(&self) -> &Chess {
        self.positions
            .last()
            .expect("there is always a start position")
    }

    pub fn start_position(&self) -> &Chess {
        &self.positions[0]
    }

    /// The position after `ply` moves (0 = start), for reviewing the game.
    pub fn position_at(&self, ply: usize) -> Option<&Chess> {
        self.positions.get(ply)
    }

    /// Whether the game started from the standard initial position.
    pub fn is_standard_start(&self) -> bool {
        let start = &self.positions[0];
        *start == Chess::default() && start.fullmoves().get() == 1 && start.halfmoves() == 0
    }

    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// The side that makes (or made) the move at `ply` (0-based).
    pub fn mover(&self, ply: usize) -> Color {
        let first = self.positions[0].turn();
        if ply.is_multiple_of(2) { first } else { !first }
    }

    pub fn fen(&self) -> String {
        fen_of(self.position())
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Zobrist keys of every position so far, the current one last (for the search).
    pub fn keys(&self) -> &[u64] {
        &self.keys
    }

    /// From/to squares of the move at `ply` (castling as the king's move), e.g. to
    /// highlight the last move.
    pub fn move_squares_at(&self, ply: usize) -> Option<(Square, Square)> {
        Some(move_squares(*self.moves.get(ply)?, self.mover(ply)))
    }

    /// SAN (with + or #) of the move at `ply` (0-based).
    pub fn san(&self, ply: usize) -> Option<String> {
        let (pos, mv) = (self.positions.get(ply)?, *self.moves.get(ply)?);
        Some(SanPlus::from_move(pos.clone(), mv).to_string())
    }

    pub fn san_moves(&self) -> Vec<String> {
        (0..self.moves.len()).filter_map(|i| self.san(i)).collect()
    }

    pub fn status(&self) -> Status {
        self.status
    }

    /// Computed once per position (one move generation), then cached.
    fn compute_status(&self) -> Status {
        let pos = self.position();
        let no_moves = pos.legal_moves().is_empty();
        if no_moves && pos.is_check() {
            Status::Checkmate
        } else if pos.is_insufficient_material() {
            Status::InsufficientMaterial
        } else if no_moves {
            Status::Stalemate
        } else if pos.halfmoves() >= 150 {
            Status::SeventyFiveMoves
        } else if self.repetitions() >= 5 {
            Status::FivefoldRepetition
        } else {
            Status::Ongoing
        }
    }

    pub fn is_check(&self) -> bool {
        self.position().is_check()
    }

    /// How the game ended, or `None` while it goes on.
    pub fn ending(&self) -> Option<Ending> {
        if let Some(e) = self.ending {
            return Some(e);
        }
        Some(match self.status() {
            Status::Ongoing => return None,
            Status::Checkmate => Ending::Checkmate {
                winner: (!self.turn()).into(),
            },
            Status::InsufficientMaterial => Ending::InsufficientMaterial,
            Status::Stalemate => Ending::Stalemate,
            Status::SeventyFiveMoves => Ending::SeventyFiveMoves,
            Status::FivefoldRepetition => Ending::FivefoldRepetition,
        })
    }

    pub fn is_over(&self) -> bool {
        self.ending().is_some()
    }

    /// `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on.
    pub fn result_str(&self) -> &'static str {
        self.ending().map_or("*", |e| e.outcome().as_str())
    }

    /// How many times the current position has occurred (same pieces, side to move,
    /// castling rights and en passant possibilities), counting this one.
    pub fn repetitions(&self) -> usize {
        let last = self.positions.len() - 1;
        let window = (self.position().halfmoves() as usize).min(last);
        let (key, pos) = (self.keys[last], self.position());
        (0..=window)
            .step_by(2)
            .filter(|&back| self.keys[last - back] == key && self.positions[last - back] == *pos)
            .count()
    }

    /// Draws the player to move can claim in the current position.
    pub fn claimable(&self) -> Vec<DrawClaim> {
        if self.is_over() {
            return Vec::new();
        }
        let mut claims = Vec::new();
        if self.repetitions() >= 3 {
            claims.push(DrawClaim::ThreefoldRepetition);
        }
        if self.position().halfmoves() >= 100 {
            claims.push(DrawClaim::FiftyMoves);
        }
        claims
    }

    /// Draws the player to move could claim by announcing `mv` (which is then played).
    pub fn claimable_after(&self, mv: Move) -> Vec<DrawClaim> {
        if self.is_over() || !self.position().is_legal(mv) {
            return Vec::new();
        }
        let mut next = self.clone();
        next.push(mv);
        if next.status().is_over() {
            return Vec::new();
        }
        let mut claims = Vec::new();
        if next.repetitions() >= 3 {
            claims.push(DrawClaim::ThreefoldRepetition);
        }
        if next.position().halfmoves() >= 100 {
            claims.push(DrawClaim::FiftyMoves);
        }
        claims
    }

    /// Plays a from/to request.
    pub fn play(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<Played, IllegalMove> {
        let mv = self.resolve(from, to, promotion)?;
        Ok(self.play_legal(mv))
    }

    /// Plays SAN or UCI text.
    pub fn play_text(&mut self, text: &str) -> Result<Played, IllegalMove> {
        let mv = self.resolve_text(text)?;
        Ok(self.play_legal(mv))
    }

    /// Plays moves in SAN or UCI separated by spaces ("e4 e5 Nf3"), up to the first one
    /// refused.
    pub fn play_line(&mut self, moves: &str) -> Result<(), IllegalMove> {
        for m in moves.split_whitespace() {
            self.play_text(m)?;
        }
        Ok(())
    }

    /// Plays a move; refuses it with a reason if it is not legal here.
    pub fn play_move(&mut self, mv: Move) -> Result<Played, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        if !self.position().is_legal(mv) {
            let from = mv.from().unwrap_or(mv.to());
            return Err(rules::explain(
                self.position(),
                from,
                mv.to(),
                mv.promotion(),
            ));
        }
        Ok(self.play_legal(mv))
    }

    fn play_legal(&mut self, mv: Move) -> Played {
        let mut played = Played::before(self.position(), mv);
        self.push(mv);
        self.redo.clear();
        if self.draw_offer == Some(!played.color) {
            // Making a move declines the opponent's offer.
            self.draw_offer = None;
        }
        played.status = self.status();
        played
    }

    fn push(&mut self, mv: Move) {
        let pos = self.position();
        let key = self.keys[self.keys.len() - 1];
        let next_key = pos
            .update_zobrist_hash::<Zobrist64>(Zobrist64(key), mv, EnPassantMode::Legal)
            .map(|k| k.0);
        let mut next = pos.clone();
        next.play_unchecked(mv);
        let next_key = next_key.unwrap_or_else(|| key_of(&next));
        self.positions.push(next);
        self.keys.push(next_key);
        self.moves.push(mv);
        self.status = self.compute_status();
    }

    /// Plays a move already known to be legal here, without building SAN (fast replay).
    pub(crate) fn push_legal(&mut self, mv: Move) {
        debug_assert!(self.position().is_legal(mv));
        self.push(mv);
        self.redo.clear();
        self.draw_offer = None;
    }

    /// Takes back the last move (also reopening a game that ended). Returns it.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        self.keys.pop();
        self.status = self.compute_status();
        self.redo.push(mv);
        self.ending = None;
        self.draw_offer = None;
        Some(mv)
    }

    /// Replays the last undone move.
    pub fn redo(&mut self) -> Option<Played> {
        let mv = self.redo.pop()?;
        let rest = std::mem::take(&mut self.redo);
        let played = self.play_move(mv).ok();
        self.redo = rest;
        played
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}
