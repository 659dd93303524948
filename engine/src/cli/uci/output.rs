//! The lines the engine prints about a search.

use shakmaty::{Move, uci::UciMove};

use crate::search::{Info, Score, SearchResult};

pub(super) fn fmt_move(m: Move) -> String {
    UciMove::from_standard(m).to_string()
}

fn fmt_score(s: Score) -> String {
    match s {
        Score::Cp(c) => format!("cp {c}"),
        Score::Mate(n) => format!("mate {n}"),
    }
}

pub fn info_line(i: &Info) -> String {
    let pv: Vec<String> = i.pv.iter().map(|&m| fmt_move(m)).collect();
    format!(
        "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {} pv {}",
        i.depth,
        i.seldepth,
        i.multipv,
        fmt_score(i.score),
        i.nodes,
        i.nps,
        i.hashfull,
        i.time.as_millis(),
        pv.join(" ")
    )
}

pub(super) fn bestmove_line(r: &SearchResult) -> String {
    match (r.best, r.ponder) {
        (Some(b), Some(p)) => format!("bestmove {} ponder {}", fmt_move(b), fmt_move(p)),
        (Some(b), None) => format!("bestmove {}", fmt_move(b)),
        // No legal move: the conventional null move.
        (None, _) => "bestmove 0000".to_string(),
    }
}
