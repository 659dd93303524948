//! Forsyth–Edwards Notation: reading a position with a reason for every refusal (the
//! reasons are `problems.rs`'s), and writing one.

use shakmaty::{
    Chess, EnPassantMode, Setup,
    fen::{Fen, ParseFenError},
};

use super::problems::{Problem, playable};

/// A FEN that could not be used, and why (the game words it; `Display` is English for
/// logs and the command line).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    #[error("not a valid FEN: {}", .0.english())]
    Syntax(FenSyntax),
    #[error("not a legal chess position: {}", english_problems(.0))]
    Illegal(Vec<Problem>),
}

/// Which part of a FEN's text is wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FenSyntax {
    Empty,
    Board,
    Turn,
    Castling,
    EnPassant,
    HalfmoveClock,
    Fullmoves,
    /// Not six fields, or something else that is no FEN.
    Fields,
}

impl FenSyntax {
    pub fn english(self) -> &'static str {
        match self {
            FenSyntax::Empty => "it is empty",
            FenSyntax::Board => "the piece placement (first field) is malformed",
            FenSyntax::Turn => "the side to move (second field) must be w or b",
            FenSyntax::Castling => "the castling field must be - or letters from KQkq",
            FenSyntax::EnPassant => "the en passant field must be - or a square like e3",
            FenSyntax::HalfmoveClock => "the halfmove clock must be a number",
            FenSyntax::Fullmoves => "the move number must be a positive number",
            FenSyntax::Fields => {
                "expected six fields like rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
            }
        }
    }
}

fn english_problems(found: &[Problem]) -> String {
    let words: Vec<String> = found.iter().map(ToString::to_string).collect();
    words.join("; ")
}

impl From<ParseFenError> for FenError {
    fn from(e: ParseFenError) -> Self {
        FenError::Syntax(match e {
            ParseFenError::InvalidBoard => FenSyntax::Board,
            ParseFenError::InvalidTurn => FenSyntax::Turn,
            ParseFenError::InvalidCastling => FenSyntax::Castling,
            ParseFenError::InvalidEpSquare => FenSyntax::EnPassant,
            ParseFenError::InvalidHalfmoveClock => FenSyntax::HalfmoveClock,
            ParseFenError::InvalidFullmoves => FenSyntax::Fullmoves,
            _ => FenSyntax::Fields,
        })
    }
}

/// Reads a FEN's fields as they stand, refusing only bad syntax (the editor shows an
/// impossible position with its problems).
pub fn read_setup(text: &str) -> Result<Setup, FenError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(FenError::Syntax(FenSyntax::Empty));
    }
    Ok(Fen::from_ascii(text.as_bytes())?.into_setup())
}

/// Parses a FEN into a legal standard-chess position.
pub fn parse_fen(text: &str) -> Result<Chess, FenError> {
    playable(&read_setup(text)?).map_err(FenError::Illegal)
}

/// FEN of a position; the en passant square only when a capture there is legal.
pub fn fen_of(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}
