//! External engines as players in a session: their codes in saves and on the command
//! line, computer-against-computer games with a pause, and changing a side's player.

use std::{path::PathBuf, time::Duration};

use gambit_engine::{
    Game,
    clock::TimeControl,
    search::Level,
    session::{Player, Session},
    shakmaty::Color,
};

fn s(secs: u64) -> Duration {
    Duration::from_secs(secs)
}

fn stockfish() -> Player {
    Player::Engine(PathBuf::from("/usr/games/stockfish"))
}

#[test]
fn engine_players_parse_print_and_keep_their_path() {
    assert_eq!("engine:/usr/games/stockfish".parse(), Ok(stockfish()));
    assert_eq!(
        " engine: my engines/x ".parse(),
        Ok(Player::Engine("my engines/x".into()))
    );
    assert!("engine:".parse::<Player>().is_err());
    assert_eq!(stockfish().code(), "engine:/usr/games/stockfish");
    assert_eq!(stockfish().to_string(), "stockfish");
    assert_eq!(
        stockfish().engine(),
        Some(PathBuf::from("/usr/games/stockfish").as_path())
    );
    assert_eq!(stockfish().level(), None);
    assert!(!stockfish().is_human());
}

#[test]
fn a_save_with_an_engine_loads_whether_or_not_the_engine_is_there() {
    let missing = Player::Engine("/nowhere/no-such-engine".into());
    let mut ses = Session::new(
        Game::new(),
        Player::Human,
        missing.clone(),
        TimeControl::None,
        s(0),
    );
    let e4 = ses.game().resolve_text("e4").unwrap();
    ses.play(e4, s(1)).unwrap();
    let text = ses.to_pgn(s(2), None);
    assert!(
        text.contains("[GambitBlack \"engine:/nowhere/no-such-engine\"]"),
        "{text}"
    );
    assert!(text.contains("[Black \"no-such-engine\"]"), "{text}");
    let back = Session::from_save(&text, s(0)).unwrap();
    assert_eq!(back.player(Color::Black), missing);
    assert_eq!(back.computer_to_move(), Some(&missing));
    assert_eq!(back.game().moves().len(), 1);
}

#[test]
fn computers_alone_can_be_paused_and_the_clock_stops() {
    let control = TimeControl::SuddenDeath { base: s(60) };
    let mut ses = Session::new(
        Game::new(),
        stockfish(),
        Player::Computer(Level::Easy),
        control,
        s(0),
    );
    assert!(ses.controls().pause, "watch mode can pause");
    assert!(!ses.controls().resign && !ses.controls().offer_draw);
    assert_eq!(ses.computer_to_move(), Some(&stockfish()));
    ses.pause(s(10));
    assert!(ses.is_paused());
    assert_eq!(ses.computer_to_move(), None, "nobody moves while paused");
    assert_eq!(ses.clock().running(), None);
    assert_eq!(ses.status_line(), "White (computer) to move (paused)");
    // Time while paused is not charged.
    assert_eq!(ses.clock().remaining(Color::White, s(40)), s(50));
    ses.resume(s(40));
    assert_eq!(ses.clock().running(), Some(Color::White));
    assert_eq!(ses.clock().remaining(Color::White, s(45)), s(45));
    assert_eq!(ses.computer_to_move(), Some(&stockfish()));

    let against_human = Session::new(Game::new(), Player::Human, stockfish(), control, s(0));
    assert!(!against_human.controls().pause, "only watch mode pauses");
}

#[test]
fn changing_the_players_goes_on_from_the_same_position_and_ends_a_pause() {
    let control = TimeControl::SuddenDeath { base: s(60) };
    let mut ses = Session::new(Game::new(), Player::Human, stockfish(), control, s(0));
    let e4 = ses.game().resolve_text("e4").unwrap();
    ses.play(e4, s(5)).unwrap();
    // The engine failed on its move: the game waits, its clock stopped.
    ses.pause(s(8));
    assert_eq!(ses.clock().running(), None);
    ses.set_players(Player::Human, Player::Computer(Level::Gentle), s(30));
    assert!(!ses.is_paused());
    assert_eq!(ses.game().moves().len(), 1);
    assert_eq!(ses.player(Color::Black), Player::Computer(Level::Gentle));
    assert_eq!(ses.clock().running(), Some(Color::Black));
    assert_eq!(ses.clock().remaining(Color::Black, s(30)), s(57));

    // A take back goes on playing too.
    ses.pause(s(31));
    assert_eq!(ses.take_back(s(32)), Ok(1));
    assert!(!ses.is_paused());
    assert_eq!(ses.clock().running(), Some(Color::White));
}
