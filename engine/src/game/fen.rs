//! Forsyth–Edwards Notation: reading a position with a reason for every refusal (the
//! reasons are `problems.rs`'s), and writing one.

use shakmaty::{
    Chess, EnPassantMode, Setup,
    fen::{Fen, ParseFenError},
};

use super::problems::playable;

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

/// Reads a FEN's fields as they stand, refusing only bad syntax (the editor shows an
/// impossible position with its problems).
pub fn read_setup(text: &str) -> Result<Setup, FenError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(FenError::Syntax("it is empty"));
    }
    Ok(Fen::from_ascii(text.as_bytes())?.into_setup())
}

/// Parses a FEN into a legal standard-chess position.
pub fn parse_fen(text: &str) -> Result<Chess, FenError> {
    playable(&read_setup(text)?).map_err(|found| {
        let words: Vec<String> = found.iter().map(ToString::to_string).collect();
        FenError::Illegal(words.join("; "))
    })
}

/// FEN of a position; the en passant square only when a capture there is legal.
pub fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}
