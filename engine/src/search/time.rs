//! Time allocation for all clock kinds.

use std::time::Duration;

use shakmaty::Color;

use super::Limits;

/// Safety margin for process/GUI latency, so we never flag.
pub const MOVE_OVERHEAD: Duration = Duration::from_millis(30);

/// `soft`: don't start another iteration after this; `hard`: abort the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub soft: Option<Duration>,
    pub hard: Option<Duration>,
}

pub fn budget(limits: &Limits, turn: Color) -> Budget {
    if limits.infinite {
        return Budget {
            soft: None,
            hard: None,
        };
    }
    if let Some(mt) = limits.movetime {
        let t = mt
            .saturating_sub(MOVE_OVERHEAD / 2)
            .max(Duration::from_millis(1));
        return Budget {
            soft: Some(t),
            hard: Some(t),
        };
    }
    let (time, inc) = match turn {
        Color::White => (limits.wtime, limits.winc),
        Color::Black => (limits.btime, limits.binc),
    };
    let Some(time) = time else {
        return Budget {
            soft: None,
            hard: None,
        };
    };
    let inc = inc.unwrap_or(Duration::ZERO);
    let left = time
        .saturating_sub(MOVE_OVERHEAD)
        .max(Duration::from_millis(1));
    let mtg = limits.movestogo.unwrap_or(16).clamp(1, 60);
    // Spend a share of what's left plus most of the increment; never more
    // than a fraction of the remaining time in one move.
    let share = left / mtg + inc.mul_f64(0.75);
    let cap_frac = if mtg == 1 { 0.8 } else { 0.4 };
    let cap = left.mul_f64(cap_frac);
    let soft = share.min(cap);
    let hard = (soft * 4).min(cap).max(soft);
    Budget {
        soft: Some(soft),
        hard: Some(hard),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(x: u64) -> Option<Duration> {
        Some(Duration::from_millis(x))
    }

    #[test]
    fn clock_kinds() {
        let sd = Limits {
            wtime: ms(60_000),
            btime: ms(1_000),
            ..Limits::default()
        };
        let w = budget(&sd, Color::White);
        assert!(
            w.soft.unwrap() < Duration::from_secs(4) && w.hard.unwrap() <= Duration::from_secs(24)
        );
        let b = budget(&sd, Color::Black);
        assert!(b.hard.unwrap() < Duration::from_millis(400));

        let inc = Limits {
            wtime: ms(2_000),
            winc: ms(1_000),
            ..Limits::default()
        };
        let w = budget(&inc, Color::White);
        assert!(
            w.soft.unwrap() >= Duration::from_millis(700)
                && w.hard.unwrap() < Duration::from_millis(800)
        );

        let mtg = Limits {
            btime: ms(10_000),
            movestogo: Some(1),
            ..Limits::default()
        };
        let b = budget(&mtg, Color::Black);
        assert!(b.hard.unwrap() < Duration::from_secs(9));

        let mt = Limits {
            movetime: ms(500),
            ..Limits::default()
        };
        assert!(budget(&mt, Color::White).hard.unwrap() <= Duration::from_millis(500));

        let flag = Limits {
            wtime: ms(1),
            ..Limits::default()
        };
        assert!(budget(&flag, Color::White).hard.unwrap() <= Duration::from_millis(1));

        assert_eq!(
            budget(&Limits::default(), Color::White),
            Budget {
                soft: None,
                hard: None
            }
        );
    }
}
