//! The new game form's tests: what it opens with, remembers and starts.

use shakmaty::Color as Side;

use super::*;

fn session(white: Player, black: Player, control: TimeControl) -> Session {
    Session::new(Game::new(), white, black, control, Duration::ZERO)
}

/// Started with `--vs gentle --time 5`, the dialog offers Gentle, White, 5+0.
#[test]
fn the_dialog_opens_with_the_games_opponent_colour_and_clock() {
    let five = TimeControl::SuddenDeath {
        base: Duration::from_secs(300),
    };
    let gentle = Player::Computer(Level::Gentle);
    let form = NewGameForm::opening(&session(Player::Human, gentle.clone(), five), None);
    assert_eq!(form.opponent, gentle);
    assert_eq!(form.color, ColorChoice::White);
    assert!(!form.watch);
    assert_eq!(form.time_control(), five);
    assert!(matches!(form.time, TimeChoice::Preset(_)));
    // A clock no preset gives: custom, the same control.
    let odd = TimeControl::Bronstein {
        base: Duration::from_secs(7 * 60),
        delay: Duration::from_secs(4),
    };
    let form = NewGameForm::opening(
        &session(Player::Computer(Level::Hard), Player::Human, odd),
        None,
    );
    assert_eq!(form.color, ColorChoice::Black);
    assert_eq!(form.time, TimeChoice::Custom);
    assert_eq!(form.time_control(), odd);
    // Two computers: watching them.
    let watch = session(
        Player::Computer(Level::Easy),
        Player::Computer(Level::Master),
        TimeControl::None,
    );
    let form = NewGameForm::opening(&watch, None);
    assert!(form.watch);
    assert_eq!(form.watch_white, Player::Computer(Level::Easy));
    assert_eq!(form.opponent, Player::Computer(Level::Master));
}

/// The last choices come back (across runs, through the settings) when they describe
/// the game on the board: a random colour stays random.
#[test]
fn the_last_choices_are_remembered() {
    let chosen = NewGameForm {
        opponent: Player::Computer(Level::Normal),
        color: ColorChoice::Random,
        time: TimeChoice::Custom,
        minutes: 12,
        bonus_seconds: 3,
        bonus: Bonus::Delay,
        ..NewGameForm::default()
    };
    let choices = chosen.choices();
    let text = serde_json::to_string(&choices).unwrap();
    let back: NewGameChoices = serde_json::from_str(&text).unwrap();
    let game = session(
        Player::Computer(Level::Normal),
        Player::Human,
        chosen.time_control(),
    );
    let form = NewGameForm::opening(&game, Some(&back));
    assert_eq!(form.color, ColorChoice::Random);
    assert_eq!(form.choices(), choices);
    // Another game on the board wins over the memory.
    let other = session(Player::Human, Player::Human, TimeControl::None);
    let form = NewGameForm::opening(&other, Some(&back));
    assert_eq!(form.opponent, Player::Human);
    assert_eq!(form.time, TimeChoice::None);
    // What no longer reads falls back to the default.
    let damaged = NewGameChoices {
        opponent: "a level that is gone".into(),
        time: "preset 99".into(),
        ..choices
    };
    let form = NewGameForm::from_choices(&damaged);
    assert_eq!(form.opponent, NewGameForm::default().opponent);
    assert_eq!(form.time, NewGameForm::default().time);
}

#[test]
fn form_builds_the_session_it_shows() {
    let form = NewGameForm {
        opponent: Player::Computer(Level::Normal),
        color: ColorChoice::Black,
        time: TimeChoice::Preset(1),
        ..NewGameForm::default()
    };
    let s = form.session(Duration::ZERO, true).unwrap();
    assert_eq!(s.player(Side::White), Player::Computer(Level::Normal));
    assert_eq!(s.player(Side::Black), Player::Human);
    assert_eq!(s.clock().control().to_string(), "3+2");
    assert_eq!(s.view, Side::Black);
}

#[test]
fn engines_play_either_colour_or_each_other() {
    let fish = Player::Engine("/usr/games/stockfish".into());
    let mut form = NewGameForm {
        opponent: fish.clone(),
        color: ColorChoice::Black,
        ..NewGameForm::default()
    };
    let s = form.session(Duration::ZERO, true).unwrap();
    assert_eq!(s.player(Side::White), fish);
    assert_eq!(s.player(Side::Black), Player::Human);
    form.watch = true;
    let s = form.session(Duration::ZERO, true).unwrap();
    assert_eq!(s.player(Side::White), Player::Computer(Level::Normal));
    assert_eq!(s.player(Side::Black), fish);
    assert!(s.controls().pause, "watch mode");
    form.opponent = Player::Human;
    assert!(form.session(Duration::ZERO, true).is_err());
}

#[test]
fn custom_delay_and_bad_fen() {
    let mut form = NewGameForm {
        time: TimeChoice::Custom,
        minutes: 15,
        bonus_seconds: 5,
        bonus: Bonus::Delay,
        from_fen: true,
        fen: "8/8/8/8/8/8/8/8 w - - 0 1".into(),
        ..NewGameForm::default()
    };
    assert_eq!(form.time_control().to_string(), "15d5");
    assert!(form.session(Duration::ZERO, true).is_err());
    form.fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1".into();
    let s = form.session(Duration::ZERO, true).unwrap();
    assert_eq!(s.game().fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
}
