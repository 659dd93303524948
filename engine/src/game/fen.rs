//! Forsyth–Edwards Notation: reading a position with a reason for every refusal (the
//! reasons are `problems.rs`'s), and writing one.

use shakmaty::{
    CastlingMode, Chess, EnPassantMode,
    fen::{Fen, ParseFenError},
};

use super::problems::problems;

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
    let setup = Fen::from_ascii(text.as_bytes())?.into_setup();
    let found = problems(&setup);
    if !found.is_empty() {
        let words: Vec<String> = found.iter().map(ToString::to_string).collect();
        return Err(FenError::Illegal(words.join("; ")));
    }
    setup
        .position(CastlingMode::Standard)
        .map_err(|_| FenError::Illegal("a rule of standard chess is broken".into()))
}

/// FEN of a position; the en passant square only when a capture there is legal.
pub fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}
