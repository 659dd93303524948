//! The game's domain messages: requests from the player and the computer, and the facts
//! the rules announce. They carry values (squares, moves, reasons), never sentences; the
//! UI words them.

use std::path::PathBuf;

use bevy::prelude::*;
use gambit_engine::{
    DrawClaim, Ending, Game, IllegalMove, Played,
    coach::Warning,
    computer::Decision,
    external::EngineError,
    session::{Player, Refusal, Session},
};
use shakmaty::{Color as Side, Move, Role, Square};

/// One position of one session: the session's generation (new game, take back, load), the
/// number of plies played and the position's Zobrist key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PositionId {
    pub generation: u64,
    pub ply: usize,
    pub key: u64,
}

/// A computer player's decision for one exact position. The rules act on it only while
/// that position is on the board and the decision is the computer's to make; otherwise it
/// is dropped as stale (counted in [`StaleDecisions`]), never refused in front of the player.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ComputerDecision {
    pub at: PositionId,
    pub decision: Decision,
}

/// A request to play `from`→`to` (castling: the king's two-square move or onto its rook).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveRequested {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

/// "Play it anyway": a request the coach warned about, to be played without asking again.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayAnyway(pub MoveRequested);

/// The coach held back the player's move: it leaves a piece en prise or allows mate in
/// one. The move is played only if the player says "play it anyway" ([`PlayAnyway`]).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct CoachWarned {
    pub request: MoveRequested,
    pub warning: Warning,
}

/// A move typed on the keyboard, in SAN (`Nf3`, `O-O`) or UCI (`e2e4`).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct MoveTyped {
    /// As typed.
    pub text: String,
    /// The same read with the player's language's piece letters or figurines, as English
    /// SAN (`Sf3` → `Nf3`), when it has any: tried first.
    pub read_as: Option<String>,
}

impl MoveTyped {
    /// A move typed in English SAN or UCI.
    pub fn english(text: impl Into<String>) -> MoveTyped {
        MoveTyped {
            text: text.into(),
            read_as: None,
        }
    }
}

/// The player to move touched (picked up or clicked) the piece on this square; in
/// tournament mode that binds them (touch-move).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceTouched(pub Square);

/// A move the rules accepted and applied.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct MoveApplied(pub Played);

/// A request the rules refused, with the rules core's reason.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct MoveRejected {
    pub from: Square,
    pub to: Square,
    pub reason: IllegalMove,
}

/// Start over from this game, keeping the players and the time control.
#[derive(Message, Debug, Clone)]
pub struct NewGame(pub Game);

/// Open the new game dialog to play from this FEN (the editor's "Play from here").
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct PlayFrom(pub String);

/// Start a new session (players, clock, start position), e.g. from the new-game dialog.
#[derive(Message, Debug, Clone)]
pub struct NewSession(pub Session);

/// "Take back": the player's last move (and the computer's reply to it).
#[derive(Message, Debug, Clone, Copy)]
pub struct TakeBack;

/// A side offers a draw.
#[derive(Message, Debug, Clone, Copy)]
pub struct DrawOffered {
    pub by: Side,
}

/// The other side's answer to the standing draw offer.
#[derive(Message, Debug, Clone, Copy)]
pub struct DrawAnswered {
    pub accepted: bool,
}

/// The standing draw offer was answered (by the side that did not offer it).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawOfferAnswered {
    pub by: Side,
    pub accepted: bool,
}

/// The side to move claims a draw, now or by announcing `with_move`.
#[derive(Message, Debug, Clone, Copy)]
pub struct ClaimDraw {
    pub claim: DrawClaim,
    pub with_move: Option<Move>,
}

#[derive(Message, Debug, Clone, Copy)]
pub struct Resign {
    pub by: Side,
}

/// The game just ended, for whatever reason.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameEnded(pub Ending);

/// The session was replaced (new game, rematch, loaded game) or its history rewritten (a
/// take back); also written once at start-up. Views and saving that depend on the whole
/// game, not just the last move, react to this instead of watching `CurrentGame::generation`.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SessionReplaced;

/// The player drew on (or cleared) a position of the game: the game is saved again.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawingChanged;

/// A request refused for a reason other than an illegal move (a claim that isn't
/// possible, touch-move, a take back in tournament mode…); the UI words the reason.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct RequestRefused(pub Refusal);

/// Give the sides to these players and go on from the same position (an engine failed,
/// or the player wants another opponent).
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct PlayersChanged {
    pub white: Player,
    pub black: Player,
}

/// Pause (`true`) or resume a game the computers play on their own.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PauseRequested(pub bool);

/// An external engine failed: it could not start, crashed, hung, or sent an illegal
/// move. With `side`, it was that side's own move: the game pauses and that side
/// waits until the players change; without, a hint or a draw-offer answer failed.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct EngineFailed {
    pub path: PathBuf,
    pub side: Option<Side>,
    pub error: EngineError,
}

/// The board is on screen for the first time (the window's shaders are compiled): the
/// time before it is not charged to the side to move.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardShown;
