//! Tournament mode as a property of the session: touch-move binds, touches are cleared by
//! every move, claim and new session, take backs are refused, and the mode is saved.

use std::time::Duration;

use gambit_engine::{
    Game,
    clock::TimeControl,
    search::Level,
    session::{Player, Refusal, Session},
    shakmaty::{Color, Move, Square},
    touch::Duty,
};

fn mv(session: &Session, text: &str) -> Move {
    session.game().resolve_text(text).unwrap()
}

fn shared_board(tournament: bool) -> Session {
    Session::new(
        Game::new(),
        Player::Human,
        Player::Human,
        TimeControl::None,
        Duration::ZERO,
    )
    .with_tournament(tournament)
}

#[test]
fn a_touched_piece_must_move_and_the_move_clears_the_touch() {
    let mut s = shared_board(true);
    s.touch(Square::E2);
    assert_eq!(s.touch_duty(), Some(Duty::Move(Square::E2)));
    let Err(Refusal::TouchMove(bound)) = s.touch_allows(&mv(&s, "d4")) else {
        panic!("d4 must be refused by touch-move");
    };
    assert_eq!(bound.duty, Duty::Move(Square::E2));
    assert_eq!(bound.piece, Some(Color::White.pawn()));
    // Picking up another piece is refused; the touched one may be picked up again.
    assert!(s.touch_allows_pick(Some(Square::D2)).is_err());
    assert!(s.touch_allows_pick(None).is_err());
    assert_eq!(s.touch_allows_pick(Some(Square::E2)), Ok(()));
    let e4 = mv(&s, "e4");
    assert!(s.touch_allows(&e4).is_ok());
    s.play(e4, Duration::ZERO).unwrap();
    assert!(s.touches().is_empty());
    assert_eq!(s.touch_duty(), None);
}

#[test]
fn touches_do_not_bind_outside_tournament_mode() {
    let mut s = shared_board(false);
    s.touch(Square::E2);
    assert!(s.touches().is_empty());
    assert!(s.touch_allows(&mv(&s, "d4")).is_ok());
}

#[test]
fn the_computer_s_turn_records_no_touches() {
    let mut s = Session::new(
        Game::new(),
        Player::Computer(Level::Normal),
        Player::Human,
        TimeControl::None,
        Duration::ZERO,
    )
    .with_tournament(true);
    s.touch(Square::E2);
    assert!(s.touches().is_empty());
    assert_eq!(s.may_move(), Err(Refusal::NotYourMove));
    s.resign(Color::Black, Duration::ZERO).unwrap();
    assert_eq!(s.may_move(), Err(Refusal::GameOver));
}

#[test]
fn no_take_back_in_tournament_mode() {
    let mut s = shared_board(true);
    let e4 = mv(&s, "e4");
    s.play(e4, Duration::ZERO).unwrap();
    assert!(!s.controls().take_back);
    assert_eq!(
        s.take_back(Duration::ZERO),
        Err(Refusal::TakeBackInTournament)
    );
    assert_eq!(s.game().moves().len(), 1);
    let mut casual = shared_board(false);
    let e4 = mv(&casual, "e4");
    casual.play(e4, Duration::ZERO).unwrap();
    assert!(casual.controls().take_back);
    assert_eq!(casual.take_back(Duration::ZERO), Ok(1));
    assert_eq!(
        casual.take_back(Duration::ZERO),
        Err(Refusal::NothingToTakeBack)
    );
}

#[test]
fn tournament_mode_is_saved_and_restored() {
    let s = shared_board(true);
    let text = s.to_pgn(Duration::ZERO, None);
    assert!(text.contains("[GambitTournament \"yes\"]"), "{text}");
    assert!(
        Session::from_save(&text, Duration::ZERO)
            .unwrap()
            .tournament()
    );
    let casual = shared_board(false).to_pgn(Duration::ZERO, None);
    assert!(!casual.contains("GambitTournament"));
    assert!(
        !Session::from_save(&casual, Duration::ZERO)
            .unwrap()
            .tournament()
    );
}

#[test]
fn one_setup_makes_new_games_rematches_and_loads() {
    use gambit_engine::session::{ColorChoice, Setup};
    let (white, black) = ColorChoice::Black.seats(Player::Computer(Level::Hard), true);
    assert_eq!(
        (white.clone(), black.clone()),
        (Player::Computer(Level::Hard), Player::Human)
    );
    assert_eq!(
        ColorChoice::Random.seats(Player::Computer(Level::Hard), true),
        (Player::Human, Player::Computer(Level::Hard))
    );
    assert_eq!(
        ColorChoice::White.seats(Player::Human, false),
        (Player::Human, Player::Human)
    );
    assert_eq!("Random".parse(), Ok(ColorChoice::Random));
    let setup = Setup {
        tournament: true,
        ..Setup::new(white.clone(), black.clone(), TimeControl::None)
    };
    assert_eq!(setup.view, gambit_engine::shakmaty::Color::Black);
    let s = Session::start(Game::new(), setup.clone(), Duration::ZERO);
    assert_eq!(s.setup(), setup);
    let again = s.setup().rematch();
    assert_eq!((again.white, again.black), (black, white));
    assert_eq!(again.view, gambit_engine::shakmaty::Color::White);
    assert!(again.tournament);
    let loaded = Session::from_save(&s.to_pgn(Duration::ZERO, None), Duration::ZERO).unwrap();
    assert_eq!(loaded.setup(), setup);
}
