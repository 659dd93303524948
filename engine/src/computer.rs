//! The computer player's policy around the search: how long to think with the clock it
//! has, how long to hold a reply back so it does not land in the same instant, when to
//! claim a draw, and how to answer a draw offer. Plain functions, so the window's glue
//! only carries their answers to the rules.

use std::time::Duration;

use shakmaty::{Color, Move};

use crate::{
    DrawClaim, Game,
    clock::{Clock, TimeControl},
    search::{Level, Limits, accepts_draw},
};

/// Think time per move in a game without a clock.
pub fn untimed_think(level: Level) -> Duration {
    Duration::from_secs_f32(match level {
        Level::Master => 3.0,
        Level::Hard => 1.5,
        _ => 1.0,
    })
}

/// The pause before a reply is shown, so a lower level's move does not appear the instant
/// the player lets go. With a clock it is part of the computer's own time (the clock runs
/// during it), so it never takes more than a fortieth of what is left.
pub fn natural_moment(level: Level, clock: &Clock, side: Color, now: Duration) -> Duration {
    let wanted = level.min_reply_delay();
    if clock.is_timed() {
        wanted.min(clock.remaining(side, now) / 40)
    } else {
        wanted
    }
}

/// Search limits for `side` to move at `now`. `reserve` is time the search must leave on
/// the clock for what happens around it: the natural moment and the frames it takes the
/// window to start the search and to show the reply.
pub fn limits(
    clock: &Clock,
    level: Level,
    side: Color,
    now: Duration,
    reserve: Duration,
) -> Limits {
    if !clock.is_timed() {
        return Limits {
            movetime: Some(untimed_think(level)),
            ..Limits::default()
        };
    }
    let (inc, delay) = match clock.control() {
        TimeControl::Fischer { increment, .. } => (increment, Duration::ZERO),
        TimeControl::Bronstein { delay, .. } => (Duration::ZERO, delay),
        _ => (Duration::ZERO, Duration::ZERO),
    };
    // A delay works like a guaranteed increment for time planning.
    let inc = inc + delay;
    let left = |c: Color| {
        let t = clock.remaining(c, now);
        if c == side {
            t.saturating_sub(reserve)
        } else {
            t
        }
    };
    Limits {
        wtime: Some(left(Color::White)),
        btime: Some(left(Color::Black)),
        winc: Some(inc),
        binc: Some(inc),
        ..Limits::default()
    }
}

/// What the computer does on its turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// Answer the opponent's standing draw offer.
    AnswerDraw {
        accepted: bool,
    },
    /// Claim a draw now, or by announcing (and playing) `with_move`.
    Claim {
        claim: DrawClaim,
        with_move: Option<Move>,
    },
    Play(Move),
}

/// The computer's turn after its search: `best` with `score_cp` from its own view. An
/// offer standing from the opponent is answered first; a claimable draw is claimed when
/// the position is no better than equal; otherwise it plays. Decisions come in the order
/// the rules should act on them.
pub fn decide(game: &Game, best: Move, score_cp: i32) -> Vec<Decision> {
    let me = game.turn();
    let mut out = Vec::new();
    if game.draw_offer() == Some(!me) {
        let accepted = accepts_draw(score_cp, game.position());
        out.push(Decision::AnswerDraw { accepted });
        if accepted {
            return out;
        }
    }
    if score_cp <= 0 {
        if let Some(&claim) = game.claimable().first() {
            out.push(Decision::Claim {
                claim,
                with_move: None,
            });
            return out;
        }
        if let Some(&claim) = game.claimable_after(best).first() {
            out.push(Decision::Claim {
                claim,
                with_move: Some(best),
            });
            return out;
        }
    }
    out.push(Decision::Play(best));
    out
}

/// Whether `computer` accepts a draw, judged from a search whose score is from the view of
/// `mover`, the side to move in the searched position (which need not be the computer).
pub fn answers_offer(game: &Game, computer: Color, mover: Color, score_cp: i32) -> bool {
    let mine = if mover == computer {
        score_cp
    } else {
        -score_cp
    };
    accepts_draw(mine, game.position())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::Clock;

    fn game(fen: &str) -> Game {
        Game::from_fen(fen).unwrap()
    }

    fn timed(base_s: u64) -> Clock {
        let mut c = Clock::new(TimeControl::SuddenDeath {
            base: Duration::from_secs(base_s),
        });
        c.start(Color::White, Duration::ZERO);
        c
    }

    #[test]
    fn the_natural_moment_is_a_small_part_of_the_time_left() {
        let untimed = Clock::new(TimeControl::None);
        let at = Duration::ZERO;
        assert_eq!(
            natural_moment(Level::Gentle, &untimed, Color::White, at),
            Level::Gentle.min_reply_delay()
        );
        // 10 s left: at most 250 ms, less than Gentle's usual moment.
        let clock = timed(10);
        let m = natural_moment(Level::Gentle, &clock, Color::White, at);
        assert_eq!(m, Duration::from_millis(250));
        assert!(m < Level::Gentle.min_reply_delay());
        assert_eq!(
            natural_moment(Level::Master, &clock, Color::White, at),
            Duration::ZERO
        );
    }

    #[test]
    fn the_reserve_comes_off_the_movers_clock_only() {
        let clock = timed(60);
        let l = limits(
            &clock,
            Level::Easy,
            Color::White,
            Duration::from_secs(10),
            Duration::from_secs(2),
        );
        assert_eq!(l.wtime, Some(Duration::from_secs(48)));
        assert_eq!(l.btime, Some(Duration::from_secs(60)));
        assert_eq!(l.movetime, None);
        let untimed = limits(
            &Clock::new(TimeControl::None),
            Level::Master,
            Color::Black,
            Duration::ZERO,
            Duration::from_secs(2),
        );
        assert_eq!(untimed.movetime, Some(untimed_think(Level::Master)));
    }

    fn mv(game: &Game, uci: &str) -> Move {
        game.resolve_text(uci).unwrap()
    }

    #[test]
    fn an_offer_is_answered_before_the_move() {
        // Black (to move) is a queen down: it takes White's offer and plays nothing.
        let mut g = game("4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1");
        g.play_move(mv(&g, "d2d3")).unwrap();
        g.offer_draw(Color::White).unwrap();
        let best = mv(&g, "e8e7");
        assert_eq!(
            decide(&g, best, -900),
            vec![Decision::AnswerDraw { accepted: true }]
        );
        // Winning, it declines and plays.
        assert_eq!(
            decide(&g, best, 900),
            vec![
                Decision::AnswerDraw { accepted: false },
                Decision::Play(best)
            ]
        );
    }

    #[test]
    fn a_repetition_is_claimed_only_when_not_better() {
        let mut g = Game::new();
        for m in ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"] {
            let m = mv(&g, m);
            g.play_move(m).unwrap();
        }
        // Black's f6g8 repeats the start position a third time.
        let back = mv(&g, "f6g8");
        assert_eq!(
            decide(&g, back, 0),
            vec![Decision::Claim {
                claim: DrawClaim::ThreefoldRepetition,
                with_move: Some(back)
            }]
        );
        assert_eq!(decide(&g, back, 40), vec![Decision::Play(back)]);
    }

    #[test]
    fn an_offer_is_judged_from_the_computers_side() {
        // White to move is a queen up; Black (the computer) was offered a draw.
        let g = game("3qk3/8/8/8/8/8/8/3QK2Q w - - 0 1");
        // A search of this position scores +900 for White (the mover): Black accepts.
        assert!(answers_offer(&g, Color::Black, Color::White, 900));
        // The same score seen as the computer's own: it declines.
        assert!(!answers_offer(&g, Color::White, Color::White, 900));
    }
}
