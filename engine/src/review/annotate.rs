//! A reviewed game as PGN: `[%eval …]` comments and NAGs.

use shakmaty::{Chess, san::San};

use crate::{
    game::Game,
    pgn::{ExportTags, write_annotated},
};

use super::{judge::Judgement, reviewer::MoveReview};

/// Tags of a read game as export tags: the Seven Tag Roster's names and the others as
/// extras, leaving out those the writer makes itself (`Result`, `SetUp`, `FEN`,
/// `Termination`, `GambitEnding`) and those in `replace` (e.g. `ECO`, `Opening`,
/// which the caller then adds to `extra`).
pub fn export_tags(tags: &[(String, String)], replace: &[&str]) -> ExportTags {
    let mut out = ExportTags::default();
    for (name, value) in tags {
        let v = Some(value.clone());
        match name.to_ascii_lowercase().as_str() {
            "event" => out.event = v,
            "site" => out.site = v,
            "date" => out.date = v,
            "round" => out.round = v,
            "white" => out.white = v,
            "black" => out.black = v,
            "result" | "setup" | "fen" | "termination" | "gambitending" => {}
            _ if replace.iter().any(|r| r.eq_ignore_ascii_case(name)) => {}
            _ => out.extra.push((name.clone(), value.clone())),
        }
    }
    out
}

/// The comment after a reviewed move: `[%eval 0.35]`, then for an inaccuracy or worse
/// what it was and the better move: `[%eval -1.20] Mistake. Nf3 was best.`
/// A checkmate on the board gets no `%eval` (the `#` says it).
pub fn comment(review: &MoveReview, before: &Chess) -> String {
    let mut parts = Vec::new();
    if review.after.mate() != Some(0) {
        parts.push(format!("[%eval {}]", review.after.pgn()));
    }
    if review.judgement >= Judgement::Inaccuracy {
        let mut text = format!("{}.", review.judgement.title());
        if let Some(note) = review.mate_note {
            text.push(' ');
            text.push_str(note.sentence());
        }
        if let Some(best) = review.best {
            text.push_str(&format!(" {} was best.", San::from_move(before, best)));
        }
        parts.push(text);
    }
    parts.join(" ")
}

/// The game as PGN with the review's evaluations and NAGs (`$6` `?!`, `$2` `?`,
/// `$4` `??`) after each reviewed move. Moves without a review are written plainly.
pub fn annotate(game: &Game, tags: &ExportTags, reviews: &[MoveReview]) -> String {
    let mut nags = Vec::new();
    let mut comments = Vec::new();
    for r in reviews {
        let Some(before) = game.position_at(r.ply) else {
            continue;
        };
        if let Some(nag) = r.judgement.nag() {
            nags.push((r.ply + 1, nag));
        }
        let c = comment(r, before);
        if !c.is_empty() {
            comments.push((r.ply + 1, c));
        }
    }
    write_annotated(game, tags, &nags, &comments)
}

#[cfg(test)]
mod tests {
    use std::sync::{Arc, atomic::AtomicBool};

    use super::*;
    use crate::review::{Review, ReviewOptions};

    #[test]
    fn evals_and_nags_in_the_movetext() {
        let mut game = Game::new();
        game.play_line("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#").unwrap();
        let reviews: Vec<_> = Review::new(
            &game,
            ReviewOptions::depth(4),
            Arc::new(AtomicBool::new(false)),
        )
        .collect();
        let tags = export_tags(
            &[
                ("White".into(), "Ann".into()),
                ("ECO".into(), "X99".into()),
                ("Result".into(), "*".into()),
                ("Annotator".into(), "me".into()),
            ],
            &["ECO"],
        );
        assert_eq!(tags.white.as_deref(), Some("Ann"));
        assert_eq!(tags.extra, vec![("Annotator".into(), "me".into())]);
        let pgn = annotate(&game, &tags, &reviews);
        assert!(pgn.contains("[White \"Ann\"]"));
        assert!(!pgn.contains("X99"));
        let moves: String = pgn
            .lines()
            .skip_while(|l| !l.is_empty())
            .collect::<Vec<_>>()
            .join(" ");
        assert!(moves.contains("1. e4 {[%eval "), "{pgn}");
        assert!(
            moves.contains("3... Nf6 $4 {[%eval #1] Blunder. This allows a forced mate."),
            "{pgn}"
        );
        assert!(moves.contains("4. Qxf7# 1-0"), "{pgn}");
        // A %eval command is never cut by the line wrapping.
        for line in pgn.lines() {
            assert!(!line.trim_end().ends_with("[%eval"), "{line}");
            assert!(line.len() <= 80, "{line}");
        }
        // And it reads back: same moves, the evals as comments.
        let back = crate::pgn::parse_all(&pgn).unwrap();
        assert_eq!(back[0].game.moves(), game.moves());
        assert!(
            back[0]
                .comments
                .iter()
                .any(|(p, c)| *p == 6 && c.contains("[%eval #1]"))
        );
    }

    #[test]
    fn eval_text() {
        use crate::review::Eval;
        assert_eq!(Eval::Cp(-5).pgn(), "-0.05");
    }
}
