//! The game model shared by the window, the AI, the UCI front end and the tests: a
//! shakmaty position plus what the Laws of Chess need beyond it (history, repetition,
//! claims, agreement, resignation, time forfeit) and the reason for every refusal.

use std::fmt;

use serde::{Deserialize, Serialize};
use shakmaty::{
    CastlingMode, Chess, Color, EnPassantMode, KnownOutcome, Move, Position, PositionErrorKinds,
    Role, Square,
    fen::{Fen, ParseFenError},
    san::{San, SanPlus},
    uci::UciMove,
    zobrist::Zobrist64,
};

use crate::rules::{self, IllegalMove, color_name};

/// Status of the current position. The first five end the game by themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Ongoing,
    Checkmate,
    /// Dead position: neither side can checkmate (shakmaty's definition).
    InsufficientMaterial,
    Stalemate,
    /// 150 plies without a capture or pawn move, unless the last one mated.
    SeventyFiveMoves,
    FivefoldRepetition,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ongoing => "ongoing",
            Status::Checkmate => "checkmate",
            Status::InsufficientMaterial => "insufficient_material",
            Status::Stalemate => "stalemate",
            Status::SeventyFiveMoves => "seventyfive_moves",
            Status::FivefoldRepetition => "fivefold_repetition",
        }
    }

    pub fn is_over(self) -> bool {
        self != Status::Ongoing
    }
}

/// A draw the player to move may claim; never applied automatically.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DrawClaim {
    ThreefoldRepetition,
    FiftyMoves,
}

impl DrawClaim {
    pub fn as_str(self) -> &'static str {
        match self {
            DrawClaim::ThreefoldRepetition => "threefold_repetition",
            DrawClaim::FiftyMoves => "fifty_moves",
        }
    }

    fn words(self) -> &'static str {
        match self {
            DrawClaim::ThreefoldRepetition => "threefold repetition",
            DrawClaim::FiftyMoves => "the 50-move rule",
        }
    }
}

/// How a finished game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Ending {
    Checkmate {
        winner: ColorName,
    },
    Stalemate,
    InsufficientMaterial,
    SeventyFiveMoves,
    FivefoldRepetition,
    Claimed {
        claim: DrawClaim,
        by: ColorName,
    },
    Agreement,
    Resignation {
        loser: ColorName,
    },
    /// The flag fell and the opponent could still mate.
    Timeout {
        loser: ColorName,
    },
    /// The flag fell but the opponent cannot possibly checkmate.
    TimeoutDraw {
        loser: ColorName,
    },
}

/// `Color` with serde support (shakmaty's serde feature is not enabled to keep it lean).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColorName {
    White,
    Black,
}

impl From<Color> for ColorName {
    fn from(c: Color) -> Self {
        match c {
            Color::White => ColorName::White,
            Color::Black => ColorName::Black,
        }
    }
}

impl From<ColorName> for Color {
    fn from(c: ColorName) -> Self {
        match c {
            ColorName::White => Color::White,
            ColorName::Black => Color::Black,
        }
    }
}

impl Ending {
    pub fn winner(self) -> Option<Color> {
        match self {
            Ending::Checkmate { winner } => Some(winner.into()),
            Ending::Resignation { loser } | Ending::Timeout { loser } => Some(!Color::from(loser)),
            _ => None,
        }
    }

    pub fn outcome(self) -> KnownOutcome {
        KnownOutcome::from_winner(self.winner())
    }

    /// Value for the PGN `Termination` tag (the standard's vocabulary).
    pub fn pgn_termination(self) -> &'static str {
        match self {
            Ending::Timeout { .. } | Ending::TimeoutDraw { .. } => "time forfeit",
            _ => "normal",
        }
    }

    /// A stable code, stored in Gambit's own PGN tag so a saved game keeps its reason.
    pub fn code(self) -> &'static str {
        match self {
            Ending::Checkmate { .. } => "checkmate",
            Ending::Stalemate => "stalemate",
            Ending::InsufficientMaterial => "insufficient_material",
            Ending::SeventyFiveMoves => "seventyfive_moves",
            Ending::FivefoldRepetition => "fivefold_repetition",
            Ending::Claimed { claim, .. } => claim.as_str(),
            Ending::Agreement => "agreement",
            Ending::Resignation { .. } => "resignation",
            Ending::Timeout { .. } => "timeout",
            Ending::TimeoutDraw { .. } => "timeout_insufficient_material",
        }
    }
}

impl fmt::Display for Ending {
    /// The result and its reason in words, as the status line shows it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |c: ColorName| color_name(c.into());
        match *self {
            Ending::Checkmate { winner } => write!(f, "{} wins by checkmate", name(winner)),
            Ending::Stalemate => f.write_str("Draw by stalemate"),
            Ending::InsufficientMaterial => f.write_str("Draw — neither side can checkmate"),
            Ending::SeventyFiveMoves => f.write_str(
                "Draw by the 75-move rule (75 moves each without a capture or pawn move)",
            ),
            Ending::FivefoldRepetition => f.write_str("Draw by fivefold repetition"),
            Ending::Claimed { claim, by } => {
                write!(f, "Draw by {} (claimed by {})", claim.words(), name(by))
            }
            Ending::Agreement => f.write_str("Draw by agreement"),
            Ending::Resignation { loser } => write!(f, "{} resigned", name(loser)),
            Ending::Timeout { loser } => {
                write!(f, "{} wins on time", color_name(!Color::from(loser)))
            }
            Ending::TimeoutDraw { loser } => write!(
                f,
                "Draw — {}'s time ran out but {} cannot checkmate",
                name(loser),
                color_name(!Color::from(loser))
            ),
        }
    }
}

/// A FEN that could not be used, with a sentence saying why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    #[error("not a valid FEN: {0}")]
    Syntax(&'static str),
    #[error("not a legal chess position: {0}")]
    Illegal(String),
}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> Self {
        FenError::Syntax(match e {
            ParseFenError::InvalidBoard => "the piece placement (first field) is malformed",
            ParseFenError::InvalidTurn => "the side to move (second field) must be w or b",
            ParseFenError::InvalidCastling => "the castling field must be - or letters from KQkq",
            ParseFenError::InvalidEpSquare => "the en passant field must be - or a square like e3",
            ParseFenError::InvalidHalfmoveClock => "the halfmove clock must be a number",
            ParseFenError::InvalidFullmoves => "the move number must be a positive number",
            _ => {
                "expected six fields like rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            }
        })
    }
}

/// Parses a FEN into a legal standard-chess position.
pub fn parse_fen(text: &str) -> Result<Chess, FenError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(FenError::Syntax("it is empty"));
    }
    let fen = Fen::from_ascii(text.as_bytes())?;
    fen.into_position(CastlingMode::Standard).map_err(|e| {
        let kinds = e.kinds();
        let reasons: Vec<&str> = [
            (PositionErrorKinds::EMPTY_BOARD, "the board is empty"),
            (PositionErrorKinds::MISSING_KING, "each side needs a king"),
            (
                PositionErrorKinds::TOO_MANY_KINGS,
                "a side has more than one king",
            ),
            (
                PositionErrorKinds::PAWNS_ON_BACKRANK,
                "pawns can't stand on the first or last rank",
            ),
            (
                PositionErrorKinds::INVALID_CASTLING_RIGHTS,
                "a castling right is given but the king or rook is not on its starting square",
            ),
            (
                PositionErrorKinds::INVALID_EP_SQUARE,
                "the en passant square does not follow a two-square pawn move",
            ),
            (
                PositionErrorKinds::OPPOSITE_CHECK,
                "the side not to move is in check",
            ),
            (
                PositionErrorKinds::IMPOSSIBLE_CHECK,
                "the check on the board cannot arise in a game",
            ),
            (
                PositionErrorKinds::TOO_MUCH_MATERIAL,
                "there are more pieces than a game can have",
            ),
            (
                PositionErrorKinds::VARIANT,
                "a rule of standard chess is broken",
            ),
        ]
        .into_iter()
        .filter(|(k, _)| kinds.contains(*k))
        .map(|(_, r)| r)
        .collect();
        FenError::Illegal(if reasons.is_empty() {
            "unknown reason".into()
        } else {
            reasons.join("; ")
        })
    })
}

/// FEN of a position; the en passant square only when a capture there is legal.
pub fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

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

/// Why a draw claim, offer or other request was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RequestError {
    #[error("the game is over")]
    GameOver,
    #[error("{} can't be claimed now", .0.words())]
    NotClaimable(DrawClaim),
    #[error("there is no draw offer to accept")]
    NoOffer,
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
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

    /// Legal destination squares of the piece on `from` (castling shows the king's square).
    pub fn legal_targets(&self, from: Square) -> Vec<Square> {
        if self.is_over() {
            return Vec::new();
        }
        let pos = self.position();
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
        let pos = self.position();
        let color = pos.turn();
        let san = SanPlus::from_move(pos.clone(), mv).to_string();
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
        self.push(mv);
        self.redo.clear();
        if self.draw_offer == Some(!color) {
            // Making a move declines the opponent's offer.
            self.draw_offer = None;
        }
        Played {
            mv,
            san,
            color,
            captured,
            rook,
            status: self.status(),
        }
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

    /// Ends the game by a draw claim in the current position.
    pub fn claim_draw(&mut self, claim: DrawClaim) -> Result<Ending, RequestError> {
        if self.is_over() {
            return Err(RequestError::GameOver);
        }
        if !self.claimable().contains(&claim) {
            return Err(RequestError::NotClaimable(claim));
        }
        let ending = Ending::Claimed {
            claim,
            by: self.turn().into(),
        };
        self.ending = Some(ending);
        Ok(ending)
    }

    /// Claims a draw by announcing `mv`: the move is played and the game drawn. If the
    /// move itself ends the game (e.g. mates), that result stands instead.
    pub fn claim_draw_with_move(
        &mut self,
        mv: Move,
        claim: DrawClaim,
    ) -> Result<(Played, Ending), RequestError> {
        if self.is_over() {
            return Err(RequestError::GameOver);
        }
        if !self.claimable_after(mv).contains(&claim) {
            return Err(RequestError::NotClaimable(claim));
        }
        let by = self.turn();
        let played = self.play_move(mv)?;
        let ending = Ending::Claimed {
            claim,
            by: by.into(),
        };
        self.ending = Some(ending);
        Ok((played, ending))
    }

    /// Records a draw offer by `by`; it stands until the other side moves or declines.
    pub fn offer_draw(&mut self, by: Color) -> Result<(), RequestError> {
        if self.is_over() {
            return Err(RequestError::GameOver);
        }
        self.draw_offer = Some(by);
        Ok(())
    }

    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    pub fn decline_draw(&mut self) {
        self.draw_offer = None;
    }

    /// `by` accepts the opponent's standing offer: the game is drawn by agreement.
    pub fn accept_draw(&mut self, by: Color) -> Result<Ending, RequestError> {
        if self.is_over() {
            return Err(RequestError::GameOver);
        }
        if self.draw_offer != Some(!by) {
            return Err(RequestError::NoOffer);
        }
        self.draw_offer = None;
        self.ending = Some(Ending::Agreement);
        Ok(Ending::Agreement)
    }

    pub fn resign(&mut self, loser: Color) -> Result<Ending, RequestError> {
        self.set_ending(Ending::Resignation {
            loser: loser.into(),
        })
    }

    /// `loser`'s flag fell. A draw if the other side cannot possibly checkmate.
    pub fn flag_fall(&mut self, loser: Color) -> Result<Ending, RequestError> {
        let ending = if self.position().has_insufficient_material(!loser) {
            Ending::TimeoutDraw {
                loser: loser.into(),
            }
        } else {
            Ending::Timeout {
                loser: loser.into(),
            }
        };
        self.set_ending(ending)
    }

    /// Restores an ending read from a saved game (agreement, resignation, claim, time).
    pub fn set_ending(&mut self, ending: Ending) -> Result<Ending, RequestError> {
        if self.is_over() {
            return Err(RequestError::GameOver);
        }
        self.draw_offer = None;
        self.ending = Some(ending);
        Ok(ending)
    }
}
