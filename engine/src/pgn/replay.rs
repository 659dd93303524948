//! Turning pgn-reader's events into games, keeping what was read before an error.

use std::{borrow::Cow, ops::ControlFlow};

use encoding_rs::WINDOWS_1252;
use pgn_reader::{Outcome, RawComment, RawTag, SanPlus, Skip, Visitor};
use shakmaty::Chess;

use crate::game::{Game, parse_fen};

use super::{GameError, PgnGame};

/// Replays games as pgn-reader visits them. The game being read is kept here rather than
/// in pgn-reader's hands, so that what was read before a parser error is not lost.
#[derive(Default)]
pub(super) struct Replayer {
    current: Option<PgnGame>,
    start: Option<Result<Chess, GameError>>,
    /// A comment longer than pgn-reader's buffer arrives in pieces.
    comment: Vec<u8>,
}

impl Replayer {
    pub(super) fn take(&mut self) -> PgnGame {
        self.current.take().unwrap_or_else(empty_pgn)
    }
}

impl Visitor for Replayer {
    type Tags = ();
    type Movetext = ();
    type Output = PgnGame;

    fn begin_tags(&mut self) -> ControlFlow<PgnGame> {
        self.current = Some(empty_pgn());
        self.start = None;
        self.comment.clear();
        ControlFlow::Continue(())
    }

    fn tag(&mut self, _: &mut (), name: &[u8], value: RawTag<'_>) -> ControlFlow<PgnGame> {
        let name = String::from_utf8_lossy(name).into_owned();
        let value = decode_text(&value.decode()).into_owned();
        if name.eq_ignore_ascii_case("FEN") {
            self.start = Some(parse_fen(&value).map_err(|error| GameError::BadFen {
                fen: value.clone(),
                error,
            }));
        }
        if let Some(pgn) = &mut self.current {
            pgn.tags.push((name, value));
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, _: ()) -> ControlFlow<PgnGame> {
        let pgn = self.current.get_or_insert_with(empty_pgn);
        match self.start.take() {
            None => {}
            Some(Ok(pos)) => pgn.game = Game::from_position(pos),
            Some(Err(e)) => {
                pgn.error = Some(e);
                return ControlFlow::Break(self.take());
            }
        }
        ControlFlow::Continue(())
    }

    fn san(&mut self, _: &mut (), san_plus: SanPlus) -> ControlFlow<PgnGame> {
        let pgn = self.current.get_or_insert_with(empty_pgn);
        match pgn.game.resolve_parsed_san(san_plus.san) {
            Ok(mv) => {
                pgn.game.push_legal(mv);
                ControlFlow::Continue(())
            }
            Err(reason) => {
                pgn.error = Some(GameError::Move {
                    ply: pgn.game.moves().len() + 1,
                    text: san_plus.to_string(),
                    reason,
                });
                ControlFlow::Break(self.take())
            }
        }
    }

    fn partial_comment(&mut self, _: &mut (), comment: RawComment<'_>) -> ControlFlow<PgnGame> {
        self.comment.extend_from_slice(comment.as_bytes());
        ControlFlow::Continue(())
    }

    fn comment(&mut self, _: &mut (), comment: RawComment<'_>) -> ControlFlow<PgnGame> {
        self.comment.extend_from_slice(comment.as_bytes());
        let text = decode_text(&self.comment).trim().to_string();
        self.comment.clear();
        if let Some(pgn) = &mut self.current
            && !text.is_empty()
        {
            pgn.comments.push((pgn.game.moves().len(), text));
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut ()) -> ControlFlow<PgnGame, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn outcome(&mut self, _: &mut (), outcome: Outcome) -> ControlFlow<PgnGame> {
        if let Some(pgn) = &mut self.current {
            pgn.written_result = Some(outcome);
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, _: ()) -> PgnGame {
        self.take()
    }
}

pub(super) fn empty_pgn() -> PgnGame {
    PgnGame {
        tags: Vec::new(),
        game: Game::new(),
        comments: Vec::new(),
        written_result: None,
        error: None,
    }
}

/// Text from a PGN: UTF-8 when it is valid UTF-8, otherwise Windows-1252 (which agrees
/// with Latin-1 on every printable character), as older Windows programs wrote it.
pub(super) fn decode_text(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => WINDOWS_1252.decode_without_bom_handling(bytes).0,
    }
}
