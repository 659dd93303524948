//! Judging one move from the evaluations before and after it.

use serde::Serialize;
use shakmaty::Color;

use super::chances::Eval;

/// How good a move was, from the mover's drop in winning chances.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Judgement {
    /// The engine's own choice.
    Best,
    /// Lost less than 0.1 winning chances.
    Good,
    /// Lost 0.1 or more (`?!`, NAG 6).
    Inaccuracy,
    /// Lost 0.2 or more (`?`, NAG 2).
    Mistake,
    /// Lost 0.3 or more (`??`, NAG 4).
    Blunder,
}

impl Judgement {
    pub fn as_str(self) -> &'static str {
        match self {
            Judgement::Best => "best",
            Judgement::Good => "good",
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }

    /// The PGN NAG: 6 (`?!`), 2 (`?`), 4 (`??`); none for good moves.
    pub fn nag(self) -> Option<u8> {
        match self {
            Judgement::Inaccuracy => Some(6),
            Judgement::Mistake => Some(2),
            Judgement::Blunder => Some(4),
            Judgement::Best | Judgement::Good => None,
        }
    }

    /// The move-list mark: `?!`, `?`, `??`; none for good moves.
    pub fn symbol(self) -> Option<&'static str> {
        match self {
            Judgement::Inaccuracy => Some("?!"),
            Judgement::Mistake => Some("?"),
            Judgement::Blunder => Some("??"),
            Judgement::Best | Judgement::Good => None,
        }
    }

    /// "Inaccuracy", "Mistake", … for the panel.
    pub fn title(self) -> &'static str {
        match self {
            Judgement::Best => "Best move",
            Judgement::Good => "Good move",
            Judgement::Inaccuracy => "Inaccuracy",
            Judgement::Mistake => "Mistake",
            Judgement::Blunder => "Blunder",
        }
    }

    /// The judgement for a loss of `drop` winning chances (-1..1 scale, so 0..2).
    pub fn from_drop(drop: f64) -> Judgement {
        if drop >= 0.3 {
            Judgement::Blunder
        } else if drop >= 0.2 {
            Judgement::Mistake
        } else if drop >= 0.1 {
            Judgement::Inaccuracy
        } else {
            Judgement::Good
        }
    }
}

/// Mates gained or lost by a move, named apart from the judgement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MateNote {
    /// The mover had a forced mate and the move lets it go.
    MissedMate,
    /// After the move the opponent has a forced mate; before it they had none.
    AllowedMate,
}

impl MateNote {
    pub fn as_str(self) -> &'static str {
        match self {
            MateNote::MissedMate => "missed_mate",
            MateNote::AllowedMate => "allowed_mate",
        }
    }

    /// One sentence, in English (the annotated PGN; the game words it through its catalogue).
    pub fn sentence(self) -> &'static str {
        match self {
            MateNote::MissedMate => "This lets a forced mate go.",
            MateNote::AllowedMate => "This allows a forced mate.",
        }
    }
}

/// The verdict on one move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Verdict {
    pub judgement: Judgement,
    pub mate_note: Option<MateNote>,
    /// Winning chances the mover lost (negative: gained), on the -1..1 scale.
    pub drop: f64,
}

/// Judges a move of `mover` from the evaluation before it (the engine's best line) and
/// after it. `was_best`: the move is the engine's best move there, which makes it
/// [`Judgement::Best`] whatever the two evaluations say (they come from searches of
/// different positions, so they may disagree a little). A move with a mate note is at
/// least an inaccuracy, as on lichess: missing a mate while still a rook up costs
/// few winning chances but is worth showing.
pub fn judge(before: Eval, after: Eval, mover: Color, was_best: bool) -> Verdict {
    let drop = before.chances(mover) - after.chances(mover);
    let mate_note = if before.mates_for(mover) && !after.mates_for(mover) {
        Some(MateNote::MissedMate)
    } else if after.mates_for(!mover) && !before.mates_for(!mover) {
        Some(MateNote::AllowedMate)
    } else {
        None
    };
    let judgement = if was_best {
        Judgement::Best
    } else if mate_note.is_some() {
        Judgement::from_drop(drop).max(Judgement::Inaccuracy)
    } else {
        Judgement::from_drop(drop)
    };
    Verdict {
        judgement,
        mate_note: if was_best { None } else { mate_note },
        drop,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, White};

    fn mate(winner: Color, moves: u32) -> Eval {
        Eval::Mate { winner, moves }
    }

    #[test]
    fn thresholds() {
        assert_eq!(Judgement::from_drop(0.0), Judgement::Good);
        assert_eq!(Judgement::from_drop(0.099), Judgement::Good);
        assert_eq!(Judgement::from_drop(0.1), Judgement::Inaccuracy);
        assert_eq!(Judgement::from_drop(0.2), Judgement::Mistake);
        assert_eq!(Judgement::from_drop(0.3), Judgement::Blunder);
        assert_eq!(Judgement::from_drop(-0.5), Judgement::Good);
    }

    #[test]
    fn marks_match_the_nags() {
        // ?! is NAG 6, ? is NAG 2, ?? is NAG 4; good moves get neither.
        for (j, mark, nag) in [
            (Judgement::Inaccuracy, Some("?!"), Some(6)),
            (Judgement::Mistake, Some("?"), Some(2)),
            (Judgement::Blunder, Some("??"), Some(4)),
            (Judgement::Good, None, None),
            (Judgement::Best, None, None),
        ] {
            assert_eq!((j.symbol(), j.nag()), (mark, nag), "{j:?}");
        }
    }

    #[test]
    fn judged_from_the_movers_side() {
        // Equal, then White is 300 cp down: a blunder by White (drop 0.50).
        let v = judge(Eval::Cp(0), Eval::Cp(-300), White, false);
        assert_eq!(v.judgement, Judgement::Blunder);
        assert!((v.drop - 0.50225).abs() < 1e-3);
        // The same for Black is a gain.
        assert_eq!(
            judge(Eval::Cp(0), Eval::Cp(-300), Black, false).judgement,
            Judgement::Good
        );
        // 0 -> +60 for White, by Black: drop wc(60) = 0.110: inaccuracy.
        assert_eq!(
            judge(Eval::Cp(0), Eval::Cp(60), Black, false).judgement,
            Judgement::Inaccuracy
        );
        // 0 -> +120 by Black: 0.217, a mistake.
        assert_eq!(
            judge(Eval::Cp(0), Eval::Cp(120), Black, false).judgement,
            Judgement::Mistake
        );
        // +10 -> +8 for White: two pawns lost, few winning chances (0.05).
        assert_eq!(
            judge(Eval::Cp(1000), Eval::Cp(800), White, false).judgement,
            Judgement::Good
        );
        // The engine's move is best even if the evaluations disagree.
        assert_eq!(
            judge(Eval::Cp(0), Eval::Cp(-300), White, true).judgement,
            Judgement::Best
        );
    }

    #[test]
    fn missed_mate() {
        // White had mate in 2 and is left only +9.
        let v = judge(mate(White, 2), Eval::Cp(900), White, false);
        assert_eq!(v.mate_note, Some(MateNote::MissedMate));
        assert_eq!(v.judgement, Judgement::Inaccuracy, "at least");
        // ... and only equal: a blunder.
        let v = judge(mate(White, 2), Eval::Cp(0), White, false);
        assert_eq!(v.judgement, Judgement::Blunder);
        // A longer mate is no missed mate.
        let v = judge(mate(White, 2), mate(White, 4), White, false);
        assert_eq!(v.mate_note, None);
        assert_eq!(v.judgement, Judgement::Good);
    }

    #[test]
    fn allowed_mate() {
        let v = judge(Eval::Cp(50), mate(Black, 1), White, false);
        assert_eq!(v.mate_note, Some(MateNote::AllowedMate));
        assert_eq!(v.judgement, Judgement::Blunder);
        // Already being mated: nothing new allowed.
        let v = judge(mate(Black, 3), mate(Black, 2), White, false);
        assert_eq!(v.mate_note, None);
        // Lost anyway (-9), then mated: named, and at least an inaccuracy.
        let v = judge(Eval::Cp(-900), mate(Black, 5), White, false);
        assert_eq!(v.mate_note, Some(MateNote::AllowedMate));
        assert_eq!(v.judgement, Judgement::Inaccuracy);
    }

    #[test]
    fn nags() {
        assert_eq!(Judgement::Inaccuracy.nag(), Some(6));
        assert_eq!(Judgement::Mistake.nag(), Some(2));
        assert_eq!(Judgement::Blunder.nag(), Some(4));
        assert_eq!(Judgement::Good.nag(), None);
        assert_eq!(Judgement::Best.nag(), None);
    }
}
