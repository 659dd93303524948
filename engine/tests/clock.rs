use std::time::Duration;

use gambit_engine::{
    clock::{Clock, TimeControl, format_clock},
    shakmaty::Color,
};

fn s(secs: u64) -> Duration {
    Duration::from_secs(secs)
}

#[test]
fn sudden_death_counts_down_only_for_the_side_to_move() {
    let mut c = Clock::new(TimeControl::SuddenDeath { base: s(60) });
    c.start(Color::White, s(0));
    assert_eq!(c.remaining(Color::White, s(10)), s(50));
    assert_eq!(c.remaining(Color::Black, s(10)), s(60));
    assert_eq!(c.press(s(10)), None);
    assert_eq!(c.running(), Some(Color::Black));
    assert_eq!(c.remaining(Color::White, s(30)), s(50));
    assert_eq!(c.remaining(Color::Black, s(30)), s(40));
}

#[test]
fn fischer_increment_is_added_after_each_move() {
    let mut c = Clock::new(TimeControl::Fischer {
        base: s(180),
        increment: s(2),
    });
    c.start(Color::White, s(0));
    c.press(s(5));
    assert_eq!(c.remaining(Color::White, s(5)), s(177));
}

#[test]
fn bronstein_delay_gives_back_time_used_up_to_the_delay() {
    let mut c = Clock::new(TimeControl::Bronstein {
        base: s(300),
        delay: s(5),
    });
    c.start(Color::White, s(0));
    c.press(s(3));
    assert_eq!(
        c.remaining(Color::White, s(3)),
        s(300),
        "fast move costs nothing"
    );
    c.press(s(13));
    assert_eq!(
        c.remaining(Color::Black, s(13)),
        s(295),
        "10 s used, 5 given back"
    );
}

#[test]
fn flag_falls_when_time_runs_out() {
    let mut c = Clock::new(TimeControl::SuddenDeath { base: s(60) });
    c.start(Color::White, s(0));
    assert_eq!(c.check_flag(s(59)), None);
    assert_eq!(c.check_flag(s(60)), Some(Color::White));
    assert_eq!(c.flagged(), Some(Color::White));
    assert_eq!(c.remaining(Color::White, s(100)), Duration::ZERO);
}

#[test]
fn pressing_too_late_is_a_flag_not_an_increment() {
    let mut c = Clock::new(TimeControl::Fischer {
        base: s(10),
        increment: s(5),
    });
    c.start(Color::White, s(0));
    assert_eq!(c.press(s(11)), Some(Color::White));
    assert_eq!(c.remaining(Color::White, s(11)), Duration::ZERO);
}

#[test]
fn pause_keeps_the_time_used_without_bonus() {
    let mut c = Clock::new(TimeControl::Fischer {
        base: s(60),
        increment: s(5),
    });
    c.start(Color::White, s(0));
    c.pause(s(20));
    assert_eq!(c.running(), None);
    assert_eq!(
        c.remaining(Color::White, s(500)),
        s(40),
        "paused time is not counted"
    );
    c.start(Color::White, s(500));
    assert_eq!(c.remaining(Color::White, s(510)), s(30));
}

#[test]
fn untimed_clock_never_runs_or_flags() {
    let mut c = Clock::new(TimeControl::None);
    c.start(Color::White, s(0));
    assert_eq!(c.running(), None);
    assert_eq!(c.check_flag(s(1_000_000)), None);
}

#[test]
fn time_controls_parse_and_print() {
    assert_eq!(
        "5+3".parse(),
        Ok(TimeControl::Fischer {
            base: s(300),
            increment: s(3)
        })
    );
    assert_eq!(
        "10+0".parse(),
        Ok(TimeControl::SuddenDeath { base: s(600) })
    );
    assert_eq!(
        "15d5".parse(),
        Ok(TimeControl::Bronstein {
            base: s(900),
            delay: s(5)
        })
    );
    assert_eq!("none".parse(), Ok(TimeControl::None));
    for bad in ["", "x", "5+", "-3", "5+x", "1e9", "NaN"] {
        assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
    }
    let tc = TimeControl::Fischer {
        base: s(180),
        increment: s(2),
    };
    assert_eq!(tc.to_string(), "3+2");
    assert_eq!(TimeControl::from_pgn(&tc.to_pgn()), Some(tc));
    assert_eq!(TimeControl::from_pgn("garbage"), None);
}

#[test]
fn clock_display() {
    assert_eq!(format_clock(s(300)), "5:00");
    assert_eq!(format_clock(Duration::from_millis(9_340)), "0:09.3");
    assert_eq!(format_clock(s(3_725)), "1:02:05");
}

#[test]
fn time_before_the_board_shows_is_not_charged() {
    let mut c = Clock::new(TimeControl::SuddenDeath { base: s(60) });
    c.start(Color::White, s(0));
    // The window needed 12 s to show the board: White's time starts then.
    c.restart_from(s(12));
    assert_eq!(c.remaining(Color::White, s(12)), s(60));
    assert_eq!(c.remaining(Color::White, s(20)), s(52));
    // Never moves the start back.
    c.restart_from(s(5));
    assert_eq!(c.remaining(Color::White, s(20)), s(52));
}
