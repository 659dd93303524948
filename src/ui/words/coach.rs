//! The coach's words (why a hint is good, what a move allows, what the other side
//! threatens) and the puzzles' themes, through the catalogue.

use gambit_engine::{
    coach::{Hint, HintReason, Threat, Warning},
    puzzle::{Opponent, Record},
    shakmaty::Color,
};

use super::{color_word, level_name, notation::shown, role_word};
use crate::ui::catalogue::{Arg, tr, tr_with};

/// Where a puzzle of the player's own comes from: "Your game against Easy on 5 Dec 2026,
/// move 12" (a puzzle kept by an older version has its English words only).
pub fn puzzle_source(record: &Record) -> Option<String> {
    let Some(game) = &record.from_game else {
        return record.source.clone();
    };
    let (year, month, day) = game.date;
    const MONTHS: [&str; 12] = [
        "month-jan",
        "month-feb",
        "month-mar",
        "month-apr",
        "month-may",
        "month-jun",
        "month-jul",
        "month-aug",
        "month-sep",
        "month-oct",
        "month-nov",
        "month-dec",
    ];
    let month = match MONTHS.get(month.wrapping_sub(1) as usize) {
        Some(id) => tr(id),
        None => month.to_string(),
    };
    let date = tr_with(
        "date",
        &[
            ("day", day.into()),
            ("month", month.into()),
            ("year", year.into()),
        ],
    );
    let common = [("date", Arg::from(date)), ("move", game.move_number.into())];
    Some(match &game.against {
        None => tr_with("source-own", &common),
        Some(opponent) => {
            let (id, name) = match (opponent.level(), opponent) {
                (Some(level), _) => ("source-against-level", level_name(level)),
                (None, Opponent::Computer(name) | Opponent::Engine(name)) => {
                    ("source-against-engine", name.clone())
                }
            };
            let [date, number] = common;
            tr_with(id, &[("opponent", name.into()), date, number])
        }
    })
}

/// Why the hint's move is good: "Nf3 develops the knight."
pub fn hint(h: &Hint) -> String {
    let m = || ("move", shown(&h.san).into());
    let at = |id: &str, role, square: &gambit_engine::shakmaty::Square| {
        let args = [
            m(),
            ("role", role_word(role).into()),
            ("square", square.to_string().into()),
        ];
        tr_with(id, &args)
    };
    match &h.reason {
        HintReason::Mates => tr_with("hint-mates", &[m()]),
        HintReason::WinsMaterial { piece, square } => at("hint-wins-material", *piece, square),
        HintReason::Promotes { piece } => {
            tr_with("hint-promotes", &[m(), ("role", role_word(*piece).into())])
        }
        HintReason::ThreatensMate { mate } => tr_with(
            "hint-threatens-mate",
            &[m(), ("mate", shown(mate.trim_end_matches('#')).into())],
        ),
        HintReason::Saves { piece, square } => at("hint-saves", *piece, square),
        HintReason::Defends { piece, square } => at("hint-defends", *piece, square),
        HintReason::Threatens { piece, square } => at("hint-threatens", *piece, square),
        HintReason::Castles => tr_with("hint-castles", &[m()]),
        HintReason::Develops { piece } => {
            tr_with("hint-develops", &[m(), ("role", role_word(*piece).into())])
        }
        HintReason::Check => tr_with("hint-check", &[m()]),
        HintReason::Trades { piece, square } => tr_with(
            "hint-trades",
            &[
                m(),
                ("role", role_word(h.mv.role()).into()),
                ("target", role_word(*piece).into()),
                ("square", square.to_string().into()),
            ],
        ),
        HintReason::Improves => tr_with("hint-improves", &[m()]),
    }
}

/// What the player's candidate move allows: "This allows mate in one: Qxf7#".
pub fn warning(w: &Warning) -> String {
    match w {
        Warning::MateInOne { san, .. } => {
            tr_with("warning-mate-in-one", &[("mate", shown(san).into())])
        }
        Warning::EnPrise(c) => tr_with(
            "warning-en-prise",
            &[
                ("role", role_word(c.victim).into()),
                ("square", c.square.to_string().into()),
                ("attacker", role_word(c.attacker).into()),
                ("from", c.from.to_string().into()),
            ],
        ),
    }
}

/// What the side `by` threatens: "Black threatens Qxf2 mate".
pub fn threat(t: &Threat, by: Color) -> String {
    let who = ("color", color_word(by).into());
    match t {
        Threat::Mate { san, .. } => tr_with(
            "threat-mate",
            &[who, ("mate", shown(san.trim_end_matches('#')).into())],
        ),
        Threat::Capture(c) => tr_with(
            "threat-capture",
            &[
                who,
                ("role", role_word(c.victim).into()),
                ("square", c.square.to_string().into()),
            ],
        ),
    }
}

/// A puzzle's theme (its id in the record: `fork`, `mate-in-2`, …) as the player reads it.
pub fn theme(id: &str) -> String {
    tr(match id {
        "mate-in-1" => "theme-mate-in-1",
        "mate-in-2" => "theme-mate-in-2",
        "mate-in-3" => "theme-mate-in-3",
        "mate" => "theme-mate",
        "hanging-piece" => "theme-hanging-piece",
        "fork" => "theme-fork",
        "pin" => "theme-pin",
        "skewer" => "theme-skewer",
        "discovered-attack" => "theme-discovered-attack",
        "back-rank" => "theme-back-rank",
        _ => "theme-best-move",
    })
}

#[cfg(test)]
mod tests {
    use gambit_engine::{
        coach::{explain, threat as threat_of, warn},
        puzzle::record::theme_words,
        shakmaty::{CastlingMode, Chess, fen::Fen, san::San},
    };

    use super::*;

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn mv(pos: &Chess, san: &str) -> gambit_engine::shakmaty::Move {
        san.parse::<San>().unwrap().to_move(pos).unwrap()
    }

    /// The coach says what it said before the catalogue (checked on positions that give
    /// each kind of remark the engine's tests use).
    #[test]
    fn the_coach_reads_as_before() {
        let start = Chess::default();
        for san in ["e4", "Nf3", "d4"] {
            let h = explain(&start, mv(&start, san)).unwrap();
            assert_eq!(hint(&h), h.sentence());
        }
        // Scholar's mate: Qxf7# mates; before it, Qh5 threatens it.
        let p = pos("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
        let h = explain(&p, mv(&p, "Qxf7#")).unwrap();
        assert_eq!(hint(&h), h.sentence());
        let before = pos("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 2 3");
        let h = explain(&before, mv(&before, "Qh5")).unwrap();
        assert_eq!(hint(&h), h.sentence());
        let after_qh5 = pos("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3");
        let t = threat_of(&after_qh5).unwrap();
        assert_eq!(threat(&t, Color::White), t.sentence(Color::White));
        // Black's Nf6?? allows Qxf7#; a queen left en prise.
        let w = warn(&after_qh5, mv(&after_qh5, "Nf6")).unwrap();
        assert_eq!(warning(&w), w.sentence());
        let hanging = pos("4k3/8/8/3q4/8/8/3Q4/4K3 b - - 0 1");
        let w = warn(&hanging, mv(&hanging, "Qd3")).expect("the queen is left to be taken");
        assert_eq!(warning(&w), w.sentence());
        assert!(matches!(w, Warning::EnPrise(_)), "{w:?}");
        for id in [
            "mate-in-1",
            "mate-in-2",
            "mate-in-3",
            "mate",
            "hanging-piece",
            "fork",
            "pin",
            "skewer",
            "discovered-attack",
            "back-rank",
            "best-move",
            "something-new",
        ] {
            assert_eq!(theme(id), theme_words(id), "{id}");
        }
    }
}
