//! The UCI lines the client reads (`id`, `info`, `bestmove`) and writes (`position`,
//! `go`), as plain functions on text. The options are in `options.rs`.

use std::time::Duration;

use shakmaty::{Chess, Color, Move, Position, uci::UciMove};

use crate::{
    game::fen_of,
    search::{Limits, Score},
};

/// What an `id` line says.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Id {
    Name(String),
    Author(String),
}

/// `id name …` / `id author …`; `None` for any other line.
pub(super) fn parse_id(line: &str) -> Option<Id> {
    let rest = word_rest(line.trim(), "id")?;
    if let Some(name) = word_rest(&rest, "name") {
        Some(Id::Name(name))
    } else {
        word_rest(&rest, "author").map(Id::Author)
    }
}

/// The text after the leading word `word` (trimmed), if the line starts with it.
fn word_rest(text: &str, word: &str) -> Option<String> {
    let rest = text.strip_prefix(word)?;
    if !rest.is_empty() && !rest.starts_with(char::is_whitespace) {
        return None;
    }
    Some(rest.trim().to_string())
}

/// Whether the line is `word` alone (surrounding spaces allowed, as engines send them).
pub(super) fn is_word(line: &str, word: &str) -> bool {
    line.trim() == word
}

/// Whether a score is exact or only a bound (an aspiration window failed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Bound {
    Exact,
    Lower,
    Upper,
}

/// One `info` line as sent, moves still text (they are checked against the position
/// by the search that asked).
#[derive(Debug, Default, PartialEq, Eq)]
pub(super) struct RawInfo {
    pub(super) depth: Option<u32>,
    pub(super) seldepth: Option<u32>,
    pub(super) multipv: Option<u32>,
    pub(super) score: Option<(Score, Bound)>,
    pub(super) nodes: Option<u64>,
    pub(super) time: Option<Duration>,
    pub(super) pv: Vec<String>,
}

/// Words that start a field of an `info` line (they end a `pv`).
const INFO_WORDS: &[&str] = &[
    "depth",
    "seldepth",
    "time",
    "nodes",
    "pv",
    "multipv",
    "score",
    "currmove",
    "currmovenumber",
    "hashfull",
    "nps",
    "tbhits",
    "sbhits",
    "cpuload",
    "string",
    "refutation",
    "currline",
    "wdl",
];

/// An `info` line; `None` for other lines and for `info string` (free text).
/// Unreadable fields are skipped, not fatal: an engine's progress report is a courtesy.
pub(super) fn parse_info(line: &str) -> Option<RawInfo> {
    let mut t = line.split_whitespace().peekable();
    if t.next()? != "info" {
        return None;
    }
    let mut info = RawInfo::default();
    let mut any = false;
    while let Some(word) = t.next() {
        match word {
            "string" => return any.then_some(info),
            "depth" => info.depth = t.next().and_then(|v| v.parse().ok()),
            "seldepth" => info.seldepth = t.next().and_then(|v| v.parse().ok()),
            "multipv" => info.multipv = t.next().and_then(|v| v.parse().ok()),
            "nodes" => info.nodes = t.next().and_then(|v| v.parse().ok()),
            "time" => {
                info.time = t
                    .next()
                    .and_then(|v| v.parse().ok())
                    .map(Duration::from_millis)
            }
            "score" => {
                let value = match (t.next(), t.next().and_then(|v| v.parse::<i32>().ok())) {
                    (Some("cp"), Some(v)) => Some(Score::Cp(v)),
                    (Some("mate"), Some(v)) => Some(Score::Mate(v)),
                    _ => None,
                };
                let bound = match t.peek() {
                    Some(&"lowerbound") => Bound::Lower,
                    Some(&"upperbound") => Bound::Upper,
                    _ => Bound::Exact,
                };
                if bound != Bound::Exact {
                    t.next();
                }
                info.score = value.map(|v| (v, bound));
            }
            "pv" => {
                info.pv.clear();
                while let Some(m) = t.next_if(|w| !INFO_WORDS.contains(w)) {
                    info.pv.push(m.to_string());
                }
            }
            _ => continue,
        }
        any = true;
    }
    any.then_some(info)
}

/// `bestmove <move> [ponder <move>]`: the move and ponder texts, `None` for `(none)`,
/// `0000` or a missing move. The outer `None`: not a bestmove line.
pub(super) fn parse_bestmove(line: &str) -> Option<(Option<String>, Option<String>)> {
    let mut t = line.split_whitespace();
    if t.next()? != "bestmove" {
        return None;
    }
    let best = real_move(t.next());
    let ponder = match t.next() {
        Some("ponder") => real_move(t.next()),
        _ => None,
    };
    Some((best, ponder))
}

/// A move text, unless it is a null move or none.
fn real_move(m: Option<&str>) -> Option<String> {
    m.filter(|m| !matches!(*m, "(none)" | "0000" | "none"))
        .map(str::to_string)
}

/// A UCI move text as a legal move of `pos`, if it is one.
pub(super) fn legal_move(pos: &Chess, text: &str) -> Option<Move> {
    text.parse::<UciMove>().ok()?.to_move(pos).ok()
}

/// The longest legal prefix of `texts` from `pos`.
pub(super) fn legal_line(pos: &Chess, texts: &[String]) -> Vec<Move> {
    let mut pos = pos.clone();
    let mut line = Vec::new();
    for text in texts {
        let Some(m) = legal_move(&pos, text) else {
            break;
        };
        pos.play_unchecked(m);
        line.push(m);
    }
    line
}

/// A move in UCI's standard notation (castling as the king's two-square move).
pub(super) fn uci_text(m: Move) -> String {
    UciMove::from_standard(m).to_string()
}

/// `position startpos …` when the game began at the initial position (fresh move
/// counters), else `position fen <start> …`, with the moves played since.
pub(super) fn position_line(start: &Chess, moves: &[Move]) -> String {
    let standard =
        *start == Chess::default() && start.fullmoves().get() == 1 && start.halfmoves() == 0;
    let mut line = if standard {
        "position startpos".to_string()
    } else {
        format!("position fen {}", fen_of(start))
    };
    if !moves.is_empty() {
        line.push_str(" moves");
        for &m in moves {
            line.push(' ');
            line.push_str(&uci_text(m));
        }
    }
    line
}

/// The `go` command for `limits`. `Limits::default()` (no limit at all) becomes
/// `go infinite`, which only `stop` ends.
pub(super) fn go_line(limits: &Limits) -> String {
    let ms = |d: Duration| d.as_millis().to_string();
    let mut parts = vec!["go".to_string()];
    let mut put = |key: &str, value: Option<String>| {
        if let Some(v) = value {
            parts.push(format!("{key} {v}"));
        }
    };
    put("wtime", limits.wtime.map(ms));
    put("btime", limits.btime.map(ms));
    put("winc", limits.winc.map(ms));
    put("binc", limits.binc.map(ms));
    put("movestogo", limits.movestogo.map(|n| n.to_string()));
    put("depth", limits.depth.map(|n| n.to_string()));
    put("nodes", limits.nodes.map(|n| n.to_string()));
    put("mate", limits.mate.map(|n| n.to_string()));
    put("movetime", limits.movetime.map(ms));
    if limits.infinite || parts.len() == 1 {
        parts.push("infinite".to_string());
    }
    parts.join(" ")
}

/// How long after `go` the engine may take before it is declared hung: its movetime or
/// its own clock, plus `grace`; `open` plus `grace` when only depth, nodes or mate bound
/// it; `None` for an infinite search (it ends with `stop`, which has its own deadline).
/// Saturating: the times may come from a hand-edited settings file.
pub(super) fn search_deadline(
    limits: &Limits,
    turn: Color,
    grace: Duration,
    open: Duration,
) -> Option<Duration> {
    if limits.infinite || *limits == Limits::default() {
        return None;
    }
    let own_clock = match turn {
        Color::White => limits.wtime,
        Color::Black => limits.btime,
    };
    let allowed = match (limits.movetime, own_clock) {
        (Some(a), Some(b)) => a.min(b),
        (Some(t), None) | (None, Some(t)) => t,
        (None, None) => open,
    };
    Some(allowed.saturating_add(grace))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::parse_fen;

    #[test]
    fn id_lines() {
        assert_eq!(
            parse_id("id name Stockfish 15.1"),
            Some(Id::Name("Stockfish 15.1".into()))
        );
        assert_eq!(
            parse_id("  id author  the Stockfish developers "),
            Some(Id::Author("the Stockfish developers".into()))
        );
        assert_eq!(parse_id("idname X"), None);
        assert_eq!(parse_id("id nameless"), None);
        assert_eq!(parse_id("info depth 1"), None);
        assert!(is_word(" uciok\r", "uciok") && !is_word("uciokay", "uciok"));
    }

    #[test]
    fn info_lines() {
        let i = parse_info(
            "info depth 14 seldepth 22 multipv 1 score cp -29 lowerbound nodes 112725 \
             nps 560820 hashfull 45 tbhits 0 time 201 pv c7c5 g1f3",
        )
        .unwrap();
        assert_eq!(i.depth, Some(14));
        assert_eq!(i.seldepth, Some(22));
        assert_eq!(i.multipv, Some(1));
        assert_eq!(i.score, Some((Score::Cp(-29), Bound::Lower)));
        assert_eq!(i.nodes, Some(112725));
        assert_eq!(i.time, Some(Duration::from_millis(201)));
        assert_eq!(i.pv, ["c7c5", "g1f3"]);

        // pv first, then other fields; mate scores; junk values skipped.
        let i = parse_info("info pv e2e4 e7e5 score mate -3 depth x nodes 5").unwrap();
        assert_eq!(i.pv, ["e2e4", "e7e5"]);
        assert_eq!(i.score, Some((Score::Mate(-3), Bound::Exact)));
        assert_eq!((i.depth, i.nodes), (None, Some(5)));

        assert_eq!(parse_info("info string NNUE enabled depth 3"), None);
        let i = parse_info("info depth 2 string hello pv e2e4").unwrap();
        assert_eq!((i.depth, i.pv.len()), (Some(2), 0));
        assert_eq!(parse_info("info"), None);
        assert_eq!(parse_info("information depth 3"), None);
        assert_eq!(parse_info("info score cp"), Some(RawInfo::default()));
    }

    #[test]
    fn bestmove_lines() {
        let s = |x: &str| Some(x.to_string());
        assert_eq!(
            parse_bestmove("bestmove c7c5 ponder g1f3"),
            Some((s("c7c5"), s("g1f3")))
        );
        assert_eq!(parse_bestmove("bestmove e2e4"), Some((s("e2e4"), None)));
        assert_eq!(parse_bestmove("bestmove (none)"), Some((None, None)));
        assert_eq!(parse_bestmove("bestmove 0000"), Some((None, None)));
        assert_eq!(parse_bestmove("bestmove"), Some((None, None)));
        assert_eq!(parse_bestmove("bestmoves e2e4"), None);
        assert_eq!(parse_bestmove("info bestmove e2e4"), None);
    }

    #[test]
    fn moves_are_checked_against_the_position() {
        let pos = Chess::default();
        assert!(legal_move(&pos, "e2e4").is_some());
        assert!(legal_move(&pos, "e2e5").is_none());
        assert!(legal_move(&pos, "zz").is_none());
        let line = legal_line(&pos, &["e2e4", "e7e5", "e4e5", "d7d5"].map(String::from));
        assert_eq!(line.len(), 2);
        // Castling in either notation, written back as the king's move.
        let castle = parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
        let short = legal_move(&castle, "e1h1").unwrap();
        assert_eq!(legal_move(&castle, "e1g1"), Some(short));
        assert_eq!(uci_text(short), "e1g1");
    }

    #[test]
    fn position_commands() {
        let start = Chess::default();
        assert_eq!(position_line(&start, &[]), "position startpos");
        let e4 = legal_move(&start, "e2e4").unwrap();
        let mut after = start.clone();
        after.play_unchecked(e4);
        let e5 = legal_move(&after, "e7e5").unwrap();
        assert_eq!(
            position_line(&start, &[e4, e5]),
            "position startpos moves e2e4 e7e5"
        );
        assert_eq!(
            position_line(&after, &[e5]),
            "position fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 moves e7e5"
        );
    }

    #[test]
    fn go_commands_and_deadlines() {
        let ms = Duration::from_millis;
        let grace = Duration::from_secs(2);
        let open = Duration::from_secs(60);
        let clock = Limits {
            wtime: Some(ms(60_000)),
            btime: Some(ms(30_500)),
            winc: Some(ms(2000)),
            binc: Some(ms(2000)),
            ..Limits::default()
        };
        assert_eq!(
            go_line(&clock),
            "go wtime 60000 btime 30500 winc 2000 binc 2000"
        );
        let d = |l: &Limits, c| search_deadline(l, c, grace, open);
        assert_eq!(d(&clock, Color::Black), Some(ms(32_500)));
        assert_eq!(d(&clock, Color::White), Some(ms(62_000)));

        let movetime = Limits {
            movetime: Some(ms(200)),
            ..Limits::default()
        };
        assert_eq!(go_line(&movetime), "go movetime 200");
        assert_eq!(d(&movetime, Color::White), Some(ms(2200)));

        let depth = Limits {
            depth: Some(5),
            ..Limits::default()
        };
        assert_eq!(go_line(&depth), "go depth 5");
        assert_eq!(d(&depth, Color::White), Some(ms(62_000)));

        // A review's: depth and nodes bound it, the time only guards (the engine stops at
        // whichever comes first), and the deadline follows the guard.
        let review = Limits {
            depth: Some(16),
            nodes: Some(2_000_000),
            movetime: Some(ms(5000)),
            ..Limits::default()
        };
        assert_eq!(go_line(&review), "go depth 16 nodes 2000000 movetime 5000");
        assert_eq!(d(&review, Color::Black), Some(ms(7000)));

        assert_eq!(go_line(&Limits::default()), "go infinite");
        assert_eq!(d(&Limits::default(), Color::White), None);
        let infinite = Limits {
            infinite: true,
            ..Limits::default()
        };
        assert_eq!(go_line(&infinite), "go infinite");
        assert_eq!(d(&infinite, Color::White), None);
    }

    #[test]
    fn huge_times_give_the_longest_deadline_not_an_overflow() {
        // A hand-edited settings.json may hold any per-move time, up to Duration::MAX.
        let max = Duration::MAX;
        let grace = Duration::from_secs(2);
        let per_move = Limits {
            movetime: Some(max),
            ..Limits::default()
        };
        assert_eq!(
            search_deadline(&per_move, Color::White, grace, grace),
            Some(max)
        );
        let clock = Limits {
            wtime: Some(max),
            btime: Some(max),
            ..Limits::default()
        };
        assert_eq!(search_deadline(&clock, Color::Black, max, grace), Some(max));
        let depth = Limits {
            depth: Some(3),
            ..Limits::default()
        };
        assert_eq!(search_deadline(&depth, Color::White, max, max), Some(max));
    }
}
