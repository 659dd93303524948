//! How a game stands and ends: status, draw claims, endings, and the requests
//! (claims, offers, resignation, flag fall) that end it.

use std::fmt;

use shakmaty::{Color, KnownOutcome, Move, Position};

use super::{Game, Played};
use crate::rules::{IllegalMove, color_name};

/// Status of the current position. The first five end the game by themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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

impl Game {
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
