//! Chess clocks as a pure model: the caller passes the current time (`now`, a
//! `Duration` since any fixed epoch), so the model is deterministic and testable.

use std::{fmt, str::FromStr, time::Duration};

use shakmaty::Color;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TimeControl {
    #[default]
    None,
    SuddenDeath {
        base: Duration,
    },
    /// The increment is added after each move.
    Fischer {
        base: Duration,
        increment: Duration,
    },
    /// After each move, the time used is given back, up to `delay`.
    Bronstein {
        base: Duration,
        delay: Duration,
    },
}

impl TimeControl {
    pub fn base(self) -> Option<Duration> {
        match self {
            TimeControl::None => None,
            TimeControl::SuddenDeath { base }
            | TimeControl::Fischer { base, .. }
            | TimeControl::Bronstein { base, .. } => Some(base),
        }
    }

    /// The PGN `TimeControl` tag value (`-`, `300`, `180+2`); delay has no PGN form and
    /// is written as `180d2`, which other programs treat as unknown.
    pub fn to_pgn(self) -> String {
        match self {
            TimeControl::None => "-".into(),
            TimeControl::SuddenDeath { base } => base.as_secs().to_string(),
            TimeControl::Fischer { base, increment } => {
                format!("{}+{}", base.as_secs(), increment.as_secs())
            }
            TimeControl::Bronstein { base, delay } => {
                format!("{}d{}", base.as_secs(), delay.as_secs())
            }
        }
    }

    pub fn from_pgn(tag: &str) -> Option<TimeControl> {
        let tag = tag.trim();
        if tag == "-" || tag == "?" || tag.is_empty() {
            return Some(TimeControl::None);
        }
        let secs = |s: &str| s.parse::<u64>().ok().map(Duration::from_secs);
        if let Some((b, i)) = tag.split_once('+') {
            return Some(TimeControl::Fischer {
                base: secs(b)?,
                increment: secs(i)?,
            });
        }
        if let Some((b, d)) = tag.split_once('d') {
            return Some(TimeControl::Bronstein {
                base: secs(b)?,
                delay: secs(d)?,
            });
        }
        Some(TimeControl::SuddenDeath { base: secs(tag)? })
    }
}

impl fmt::Display for TimeControl {
    /// Minutes and seconds as players write them: `5+3`, `10+0`, `15d5`, `none`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mins = |d: Duration| {
            let s = d.as_secs();
            if s.is_multiple_of(60) {
                (s / 60).to_string()
            } else {
                format!("{:.1}", s as f64 / 60.0)
            }
        };
        match *self {
            TimeControl::None => f.write_str("none"),
            TimeControl::SuddenDeath { base } => write!(f, "{}+0", mins(base)),
            TimeControl::Fischer { base, increment } => {
                write!(f, "{}+{}", mins(base), increment.as_secs())
            }
            TimeControl::Bronstein { base, delay } => {
                write!(f, "{}d{}", mins(base), delay.as_secs())
            }
        }
    }
}

/// Error for a time control string that is not `none`, `M`, `M+S` or `MdS`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("time control '{0}' not understood: use none, 5 (minutes), 5+3 (increment) or 5d3 (delay)")]
pub struct ParseTimeControlError(String);

impl FromStr for TimeControl {
    type Err = ParseTimeControlError;

    /// Minutes and seconds: `none`, `5`, `3+2`, `15d5`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseTimeControlError(s.to_string());
        let t = s.trim().to_ascii_lowercase();
        if t == "none" || t == "-" {
            return Ok(TimeControl::None);
        }
        let mins = |m: &str| {
            m.parse::<f64>()
                .ok()
                .filter(|v| v.is_finite() && *v > 0.0 && *v <= 600.0)
                .map(|v| Duration::from_secs((v * 60.0).round() as u64))
        };
        let secs = |x: &str| {
            x.parse::<u64>()
                .ok()
                .filter(|v| *v <= 600)
                .map(Duration::from_secs)
        };
        let tc = if let Some((b, i)) = t.split_once('+') {
            let (base, increment) = (mins(b).ok_or_else(err)?, secs(i).ok_or_else(err)?);
            if increment.is_zero() {
                TimeControl::SuddenDeath { base }
            } else {
                TimeControl::Fischer { base, increment }
            }
        } else if let Some((b, d)) = t.split_once('d') {
            TimeControl::Bronstein {
                base: mins(b).ok_or_else(err)?,
                delay: secs(d).ok_or_else(err)?,
            }
        } else {
            TimeControl::SuddenDeath {
                base: mins(&t).ok_or_else(err)?,
            }
        };
        Ok(tc)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    white: Duration,
    black: Duration,
    /// The side whose clock runs and when its current move started.
    running: Option<(Color, Duration)>,
    flagged: Option<Color>,
}

impl Clock {
    pub fn new(control: TimeControl) -> Self {
        let base = control.base().unwrap_or_default();
        Clock {
            control,
            white: base,
            black: base,
            running: None,
            flagged: None,
        }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    pub fn is_timed(&self) -> bool {
        self.control != TimeControl::None
    }

    fn stored(&self, c: Color) -> Duration {
        if c.is_white() { self.white } else { self.black }
    }

    fn stored_mut(&mut self, c: Color) -> &mut Duration {
        if c.is_white() {
            &mut self.white
        } else {
            &mut self.black
        }
    }

    /// Which side's clock is running.
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(c, _)| c)
    }

    /// Time left for `c` at `now` (counting down while its clock runs).
    pub fn remaining(&self, c: Color, now: Duration) -> Duration {
        let stored = self.stored(c);
        match self.running {
            Some((side, since)) if side == c => stored.saturating_sub(now.saturating_sub(since)),
            _ => stored,
        }
    }

    /// Starts (or resumes) `c`'s clock at `now`, stopping the other one without bonus.
    pub fn start(&mut self, c: Color, now: Duration) {
        if !self.is_timed() || self.flagged.is_some() {
            return;
        }
        self.pause(now);
        self.running = Some((c, now));
    }

    /// Time before `at` is not charged: the running clock counts again from `at` (e.g.
    /// the window took a while to show the board).
    pub fn restart_from(&mut self, at: Duration) {
        if let Some((side, since)) = self.running {
            self.running = Some((side, since.max(at)));
        }
    }

    /// Stops the running clock, keeping the time used (no increment or delay given).
    pub fn pause(&mut self, now: Duration) {
        if let Some((side, _)) = self.running {
            let left = self.remaining(side, now);
            *self.stored_mut(side) = left;
            self.running = None;
        }
    }

    /// The side to move completed its move at `now`: apply increment or delay and start
    /// the opponent's clock. Returns the side whose flag fell, if it fell first.
    pub fn press(&mut self, now: Duration) -> Option<Color> {
        let (side, since) = self.running?;
        let c: Color = side;
        let used = now.saturating_sub(since);
        let stored = self.stored(c);
        if used >= stored {
            *self.stored_mut(c) = Duration::ZERO;
            self.running = None;
            self.flagged = Some(side);
            return Some(c);
        }
        let bonus = match self.control {
            TimeControl::Fischer { increment, .. } => increment,
            TimeControl::Bronstein { delay, .. } => delay.min(used),
            _ => Duration::ZERO,
        };
        *self.stored_mut(c) = stored - used + bonus;
        self.running = Some(((!c), now));
        None
    }

    /// Checks whether the running side's flag has fallen by `now`.
    pub fn check_flag(&mut self, now: Duration) -> Option<Color> {
        if let Some(side) = self.flagged {
            return Some(side);
        }
        let (side, _) = self.running?;
        if self.remaining(side, now).is_zero() {
            *self.stored_mut(side) = Duration::ZERO;
            self.running = None;
            self.flagged = Some(side);
            return Some(side);
        }
        None
    }

    pub fn flagged(&self) -> Option<Color> {
        self.flagged
    }

    /// Sets a side's stored time (restoring a saved game or taking back a move).
    pub fn set_remaining(&mut self, c: Color, left: Duration) {
        *self.stored_mut(c) = left;
        if self.flagged == Some(c) && !left.is_zero() {
            self.flagged = None;
        }
    }
}

/// Formats a clock reading as players expect: `5:00`, `0:09.3` under ten seconds.
pub fn format_clock(d: Duration) -> String {
    let ms = d.as_millis();
    let (mins, secs) = (ms / 60_000, (ms / 1000) % 60);
    if ms < 10_000 {
        format!("0:{:02}.{}", secs, (ms % 1000) / 100)
    } else if mins >= 60 {
        format!("{}:{:02}:{:02}", mins / 60, mins % 60, secs)
    } else {
        format!("{mins}:{secs:02}")
    }
}
