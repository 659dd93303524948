//! Reading a training file's values one by one, each held to its range: a value out of
//! range is set right, one that can't be read replaced or left out alone.

use chrono::{DateTime, TimeDelta, Utc};
use rs_fsrs::Card;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};
use skillratings::glicko2::Glicko2Rating;

use super::*;

/// `x` brought into `min..=max`, NaN to `fallback`; whether it changed.
pub(super) fn fit(x: &mut f64, (min, max): (f64, f64), fallback: f64) -> bool {
    let fitted = if x.is_nan() {
        fallback
    } else {
        x.clamp(min, max)
    };
    // NaN != NaN: a NaN counts as changed.
    let changed = fitted != *x;
    *x = fitted;
    changed
}

/// `x` brought into `min..=max`; whether it changed.
pub(super) fn fit_int<T: Ord + Copy>(x: &mut T, min: T, max: T) -> bool {
    let fitted = (*x).clamp(min, max);
    let changed = fitted != *x;
    *x = fitted;
    changed
}

/// Brings a rating's numbers into range; returns how many were out.
pub(super) fn sane_rating(r: &mut Glicko2Rating) -> usize {
    let start = start_rating();
    usize::from(fit(&mut r.rating, RATING_RANGE, start.rating))
        + usize::from(fit(&mut r.deviation, DEVIATION_RANGE, start.deviation))
        + usize::from(fit(&mut r.volatility, VOLATILITY_RANGE, start.volatility))
}

/// Brings a card's numbers and dates into range at `now`; returns how many were out.
pub(super) fn sane_card(c: &mut Card, now: DateTime<Utc>) -> usize {
    let mut out = usize::from(fit(&mut c.stability, STABILITY_RANGE, STABILITY_RANGE.0))
        + usize::from(fit(&mut c.difficulty, DIFFICULTY_RANGE, MID_DIFFICULTY))
        + usize::from(fit_int(&mut c.elapsed_days, 0, MAX_INTERVAL))
        + usize::from(fit_int(&mut c.scheduled_days, 0, MAX_INTERVAL))
        + usize::from(fit_int(&mut c.reps, 0, i32::MAX))
        + usize::from(fit_int(&mut c.lapses, 0, i32::MAX));
    // A review dated later than now (the clock was set back) counts as now.
    if c.last_review > now {
        c.last_review = now;
        out += 1;
    }
    if let Some(latest) = now.checked_add_signed(TimeDelta::days(MAX_DUE_DAYS))
        && c.due > latest
    {
        c.due = latest;
        out += 1;
    }
    out
}

/// Takes the field `name` as a `T`: `Some(None)` when it is missing or null (counted
/// in `fixed`), `None` when it is something else.
pub(super) fn take<T: DeserializeOwned>(
    fields: &mut Map<String, Value>,
    name: &str,
    fixed: &mut usize,
) -> Option<Option<T>> {
    match fields.remove(name) {
        None | Some(Value::Null) => {
            *fixed += 1;
            Some(None)
        }
        Some(v) => serde_json::from_value(v).ok().map(Some),
    }
}

/// A number of `fields` as saved: `Some(None)` when it is missing or null (counted in
/// `fixed`), `None` when it is no number.
pub(super) fn number(
    fields: &mut Map<String, Value>,
    name: &str,
    fixed: &mut usize,
) -> Option<Option<f64>> {
    take(fields, name, fixed)
}

/// The rating as saved, in range, and how many of its values were set right.
pub(super) fn read_rating(value: Value) -> (Glicko2Rating, usize) {
    let mut fixed = 0;
    let start = start_rating();
    let mut rating = match value {
        Value::Object(mut fields) => {
            let mut read = |name: &str, default: f64| match number(&mut fields, name, &mut fixed) {
                Some(x) => x.unwrap_or(default),
                None => {
                    fixed += 1;
                    default
                }
            };
            Glicko2Rating {
                rating: read("rating", start.rating),
                deviation: read("deviation", start.deviation),
                volatility: read("volatility", start.volatility),
            }
        }
        _ => {
            fixed += 1;
            start
        }
    };
    fixed += sane_rating(&mut rating);
    (rating, fixed)
}

/// A count as saved (0 when missing); one that is no whole number from 0 up is set
/// right and counted in `fixed`.
pub(super) fn read_count(value: Option<Value>, fixed: &mut usize) -> u32 {
    let Some(value) = value else {
        return 0;
    };
    match value.as_f64() {
        Some(n) if (0.0..=f64::from(u32::MAX)).contains(&n) && n.fract() == 0.0 => n as u32,
        // `as` saturates: a negative count is 0, a huge one the largest.
        Some(n) => {
            *fixed += 1;
            n as u32
        }
        None => {
            *fixed += 1;
            0
        }
    }
}

/// A card as saved, checked at `now`, and how many of its values were set right;
/// `None` when a date or the state can't be read, or a number is no number.
pub(super) fn read_card(value: Value, now: DateTime<Utc>) -> Option<(Card, usize)> {
    let Value::Object(mut fields) = value else {
        return None;
    };
    let mut fixed = 0;
    let f = &mut fields;
    let due = take(f, "due", &mut fixed)?.unwrap_or(now);
    let last_review = take(f, "last_review", &mut fixed)?.unwrap_or(now);
    let state = take(f, "state", &mut fixed)?.unwrap_or_default();
    let stability = number(f, "stability", &mut fixed)?.unwrap_or(STABILITY_RANGE.0);
    let difficulty = number(f, "difficulty", &mut fixed)?.unwrap_or(MID_DIFFICULTY);
    // Counts are read as numbers of any kind (`-3`, `1e20`, `2.5`) and brought into
    // range by `sane_card` (`as` saturates).
    let elapsed_days = number(f, "elapsed_days", &mut fixed)?.unwrap_or(0.0);
    let scheduled_days = number(f, "scheduled_days", &mut fixed)?.unwrap_or(0.0);
    let reps = number(f, "reps", &mut fixed)?.unwrap_or(0.0);
    let lapses = number(f, "lapses", &mut fixed)?.unwrap_or(0.0);
    let counts = [elapsed_days, scheduled_days, reps, lapses];
    fixed += counts.iter().filter(|n| n.fract() != 0.0).count();
    let mut card = Card {
        due,
        stability,
        difficulty,
        elapsed_days: elapsed_days as i64,
        scheduled_days: scheduled_days as i64,
        reps: reps as i32,
        lapses: lapses as i32,
        state,
        last_review,
    };
    fixed += sane_card(&mut card, now);
    Some((card, fixed))
}
