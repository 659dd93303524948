//! Writing a game as PGN.

use shakmaty::{Color, Position};

use crate::game::Game;

use super::ENDING_TAG;

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
    write_annotated(game, tags, &[], comments)
}

/// [`write_pgn`] with NAGs: `nags` are `(plies, nag)` pairs, written as `$nag` right
/// after the move with that many plies played (before its comments).
pub fn write_annotated(
    game: &Game,
    tags: &ExportTags,
    nags: &[(usize, u8)],
    comments: &[(usize, String)],
) -> String {
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
            tokens.extend(comment_tokens(&format!("{{{}}}", clean.trim())));
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
        for (_, nag) in nags.iter().filter(|(p, _)| *p == ply + 1) {
            tokens.push(format!("${nag}"));
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

/// A comment cut at its spaces for line wrapping, except inside `[%…]` commands such as
/// `[%eval 0.35]` or `[%clk 0:05:00]`, which readers expect on one line.
fn comment_tokens(comment: &str) -> Vec<String> {
    let mut tokens = Vec::new();
    let mut token = String::new();
    let mut depth = 0usize;
    for c in comment.chars() {
        match c {
            '[' => depth += 1,
            ']' => depth = depth.saturating_sub(1),
            ' ' if depth == 0 => {
                if !token.is_empty() {
                    tokens.push(std::mem::take(&mut token));
                }
                continue;
            }
            _ => {}
        }
        token.push(c);
    }
    if !token.is_empty() {
        tokens.push(token);
    }
    tokens
}

fn is_tag_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}
