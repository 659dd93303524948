//! Forsyth–Edwards Notation: reading a position with a reason for every refusal,
//! and writing one.

use shakmaty::{
    CastlingMode, Chess, EnPassantMode, PositionErrorKinds,
    fen::{Fen, ParseFenError},
};

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
