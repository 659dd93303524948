//! PGN import (through pgn-reader, streaming) and export.

use std::{io, ops::ControlFlow};

use pgn_reader::{KnownOutcome, Outcome, RawComment, RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::{Chess, Color, Position};

use crate::{
    game::{DrawClaim, Ending, FenError, Game, parse_fen},
    rules::IllegalMove,
};

/// Gambit's own tag, keeping the exact reason a game ended (other programs ignore it).
pub const ENDING_TAG: &str = "GambitEnding";

/// Why a game in a PGN could not be replayed to its end.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the FEN tag is unusable: {error}")]
    BadFen { fen: String, error: FenError },
    /// `ply` counts from 1; `text` is the move as written.
    #[error("move {ply} ({text}): {reason}")]
    Move {
        ply: usize,
        text: String,
        reason: IllegalMove,
    },
}

/// One game read from a PGN. When `error` is set, `game` holds the moves before it.
#[derive(Debug, Clone)]
pub struct PgnGame {
    pub tags: Vec<(String, String)>,
    pub game: Game,
    /// Comments after the move with that many plies played (0 = before the first move).
    pub comments: Vec<(usize, String)>,
    /// The result written in the movetext (or `*`).
    pub written_result: Option<Outcome>,
    pub error: Option<GameError>,
}

impl PgnGame {
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// How the PGN says the game ended when the board alone doesn't (resignation,
    /// agreement, claim, time forfeit). `None` if unfinished or the board decides.
    pub fn ending_from_tags(&self) -> Option<Ending> {
        if self.error.is_some() || self.game.is_over() {
            return None;
        }
        let result = self
            .tag("Result")
            .and_then(|r| r.parse::<KnownOutcome>().ok())
            .or_else(|| self.written_result.and_then(Outcome::known))?;
        let to_move = self.game.turn();
        let code = self.tag(ENDING_TAG).unwrap_or("");
        let time = code.starts_with("timeout")
            || self
                .tag("Termination")
                .is_some_and(|t| t.eq_ignore_ascii_case("time forfeit"));
        Some(match (result, code) {
            (KnownOutcome::Decisive { winner }, _) if time => Ending::Timeout {
                loser: (!winner).into(),
            },
            (KnownOutcome::Decisive { winner }, _) => Ending::Resignation {
                loser: (!winner).into(),
            },
            (KnownOutcome::Draw, _) if time => Ending::TimeoutDraw {
                loser: to_move.into(),
            },
            (KnownOutcome::Draw, "threefold_repetition") => Ending::Claimed {
                claim: DrawClaim::ThreefoldRepetition,
                by: to_move.into(),
            },
            (KnownOutcome::Draw, "fifty_moves") => Ending::Claimed {
                claim: DrawClaim::FiftyMoves,
                by: to_move.into(),
            },
            (KnownOutcome::Draw, _) => Ending::Agreement,
        })
    }
}

/// Replays games as pgn-reader visits them.
#[derive(Default)]
struct Replayer;

struct Tags {
    tags: Vec<(String, String)>,
    start: Option<Result<Chess, GameError>>,
}

impl Visitor for Replayer {
    type Tags = Tags;
    type Movetext = PgnGame;
    type Output = PgnGame;

    fn begin_tags(&mut self) -> ControlFlow<PgnGame, Tags> {
        ControlFlow::Continue(Tags {
            tags: Vec::new(),
            start: None,
        })
    }

    fn tag(&mut self, tags: &mut Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<PgnGame> {
        let name = String::from_utf8_lossy(name).into_owned();
        let value = value.decode_utf8_lossy().into_owned();
        if name.eq_ignore_ascii_case("FEN") {
            tags.start = Some(parse_fen(&value).map_err(|error| GameError::BadFen {
                fen: value.clone(),
                error,
            }));
        }
        tags.tags.push((name, value));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Tags) -> ControlFlow<PgnGame, PgnGame> {
        let (game, error) = match tags.start {
            None => (Game::new(), None),
            Some(Ok(pos)) => (Game::from_position(pos), None),
            Some(Err(e)) => (Game::new(), Some(e)),
        };
        let pgn = PgnGame {
            tags: tags.tags,
            game,
            comments: Vec::new(),
            written_result: None,
            error,
        };
        if pgn.error.is_some() {
            ControlFlow::Break(pgn)
        } else {
            ControlFlow::Continue(pgn)
        }
    }

    fn san(&mut self, pgn: &mut PgnGame, san_plus: SanPlus) -> ControlFlow<PgnGame> {
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
                ControlFlow::Break(std::mem::replace(pgn, empty_pgn()))
            }
        }
    }

    fn comment(&mut self, pgn: &mut PgnGame, comment: RawComment<'_>) -> ControlFlow<PgnGame> {
        let text = String::from_utf8_lossy(comment.as_bytes())
            .trim()
            .to_string();
        if !text.is_empty() {
            pgn.comments.push((pgn.game.moves().len(), text));
        }
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut PgnGame) -> ControlFlow<PgnGame, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn outcome(&mut self, pgn: &mut PgnGame, outcome: Outcome) -> ControlFlow<PgnGame> {
        pgn.written_result = Some(outcome);
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, pgn: PgnGame) -> PgnGame {
        pgn
    }
}

fn empty_pgn() -> PgnGame {
    PgnGame {
        tags: Vec::new(),
        game: Game::new(),
        comments: Vec::new(),
        written_result: None,
        error: None,
    }
}

/// Streams the games of a PGN source, one at a time (constant memory per game).
pub struct PgnGames<R: io::Read> {
    reader: Reader<R>,
    failed: bool,
}

impl<R: io::Read> Iterator for PgnGames<R> {
    /// An `Err` means the input itself could not be read; iteration stops after it.
    type Item = io::Result<PgnGame>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        match self.reader.read_game(&mut Replayer) {
            Ok(game) => game.map(Ok),
            Err(e) => {
                self.failed = true;
                Some(Err(e))
            }
        }
    }
}

pub fn read_games<R: io::Read>(source: R) -> PgnGames<R> {
    PgnGames {
        reader: Reader::new(source),
        failed: false,
    }
}

/// Reads every game of a PGN text (for files and the clipboard).
pub fn parse_all(text: &str) -> io::Result<Vec<PgnGame>> {
    read_games(text.as_bytes()).collect()
}

/// Tags for export. Unset Seven Tag Roster entries are written as `?` (dates as `????.??.??`).
#[derive(Debug, Clone, Default)]
pub struct ExportTags {
    pub event: Option<String>,
    pub site: Option<String>,
    pub date: Option<String>,
    pub round: Option<String>,
    pub white: Option<String>,
    pub black: Option<String>,
    /// Further tags, written after the standard ones.
    pub extra: Vec<(String, String)>,
}

fn escape(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace(['\n', '\r'], " ")
}

/// Writes a game as PGN: Seven Tag Roster, `SetUp`/`FEN` for a non-standard start,
/// `Termination`, SAN movetext with `+`/`#`, lines of at most 80 characters.
/// `comments` are placed after the move with that many plies played.
pub fn write_pgn(game: &Game, tags: &ExportTags, comments: &[(usize, String)]) -> String {
    let mut out = String::new();
    let q = |v: &Option<String>| v.clone().unwrap_or_else(|| "?".into());
    let result = game.result_str();
    let roster = [
        ("Event", q(&tags.event)),
        ("Site", q(&tags.site)),
        (
            "Date",
            tags.date.clone().unwrap_or_else(|| "????.??.??".into()),
        ),
        ("Round", q(&tags.round)),
        ("White", q(&tags.white)),
        ("Black", q(&tags.black)),
        ("Result", result.to_string()),
    ];
    for (name, value) in roster {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(&value)));
    }
    if !game.is_standard_start() {
        out.push_str("[SetUp \"1\"]\n");
        out.push_str(&format!(
            "[FEN \"{}\"]\n",
            crate::game::fen_of(game.start_position())
        ));
    }
    if let Some(ending) = game.ending() {
        out.push_str(&format!("[Termination \"{}\"]\n", ending.pgn_termination()));
        out.push_str(&format!("[{ENDING_TAG} \"{}\"]\n", ending.code()));
    }
    for (name, value) in &tags.extra {
        let reserved = [
            "Event", "Site", "Date", "Round", "White", "Black", "Result", "SetUp", "FEN",
        ];
        if !reserved.iter().any(|r| r.eq_ignore_ascii_case(name)) && is_tag_name(name) {
            out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
        }
    }
    out.push('\n');

    let mut tokens: Vec<String> = Vec::new();
    let start = game.start_position();
    let mut number = start.fullmoves().get();
    let mut turn = start.turn();
    let comment_at = |ply: usize, tokens: &mut Vec<String>| {
        for (_, c) in comments.iter().filter(|(p, _)| *p == ply) {
            let clean = c.replace(['{', '}'], "");
            tokens.extend(
                format!("{{{}}}", clean.trim())
                    .split(' ')
                    .map(str::to_string),
            );
        }
    };
    comment_at(0, &mut tokens);
    for ply in 0..game.moves().len() {
        // A move number stays on the same line as its move.
        let san = game.san(ply).unwrap_or_default();
        if turn == Color::White {
            tokens.push(format!("{number}. {san}"));
        } else if ply == 0 || comments.iter().any(|(p, _)| *p == ply) {
            tokens.push(format!("{number}... {san}"));
        } else {
            tokens.push(san);
        }
        comment_at(ply + 1, &mut tokens);
        if turn == Color::Black {
            number += 1;
        }
        turn = !turn;
    }
    tokens.push(result.to_string());

    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

fn is_tag_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}
