//! The computer opponent in the app, headless: it answers moves off the main thread, takes
//! back cleanly, gives hints and answers draw offers.

mod common;

use std::time::Duration;

use bevy::{ecs::message::Messages, prelude::*};
use common::app::{run_until, searches_end};
use gambit::{
    game::ai::{Ai, Hint, HintRequested, Purpose},
    game::{
        current::CurrentGame,
        messages::{DrawOfferAnswered, DrawOffered, MoveRequested, TakeBack},
    },
};
use gambit_engine::{Ending, Game, clock::TimeControl, search::Level, session::Player};
use shakmaty::{Color, Position, Square};

fn app_with(game: Game, white: Player, black: Player) -> App {
    common::app::app_with(game, (white, black), TimeControl::None, Default::default())
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn plies(app: &App) -> usize {
    app.world().resource::<CurrentGame>().game().moves().len()
}

fn request(app: &mut App, from: &str, to: &str) {
    app.world_mut().write_message(MoveRequested {
        from: sq(from),
        to: sq(to),
        promotion: None,
    });
    app.update();
}

#[test]
fn the_computer_answers_a_move() {
    let mut app = app_with(Game::new(), Player::Human, Player::Computer(Level::Easy));
    request(&mut app, "e2", "e4");
    assert_eq!(plies(&app), 1);
    run_until(&mut app, "the reply", |a| plies(a) == 2);
    let current = app.world().resource::<CurrentGame>();
    assert_eq!(
        current.game().turn(),
        Color::White,
        "the computer played Black's move"
    );
    assert!(current.session.human_to_move());
}

#[test]
fn the_computer_opens_when_it_has_white() {
    let mut app = app_with(Game::new(), Player::Computer(Level::Gentle), Player::Human);
    run_until(&mut app, "White's first move", |a| plies(a) == 1);
}

#[test]
fn the_reply_waits_a_natural_moment() {
    let mut app = app_with(Game::new(), Player::Human, Player::Computer(Level::Gentle));
    request(&mut app, "e2", "e4");
    let min = Level::Gentle.min_reply_delay();
    let frames_before = (min.as_millis() / 40) as usize - 2;
    for _ in 0..frames_before {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(plies(&app), 1, "no reply before {min:?} of game time");
    run_until(&mut app, "the reply", |a| plies(a) == 2);
}

/// `--headless` turns the natural moment off: the reply lands as soon as it is found.
#[test]
fn an_unpaced_reply_does_not_wait() {
    let mut app = app_with(Game::new(), Player::Human, Player::Computer(Level::Gentle));
    app.world_mut().resource_mut::<Ai>().paced = false;
    request(&mut app, "e2", "e4");
    app.update();
    searches_end(&app, Duration::from_secs(30), "the search ends");
    app.update();
    app.update();
    // Three frames are 120 ms of game time, far less than the moment a paced reply waits.
    assert!(Level::Gentle.min_reply_delay() > Duration::from_millis(120));
    assert_eq!(plies(&app), 2, "the reply came without its moment");
}

#[test]
fn take_back_cancels_the_search_and_removes_your_move() {
    // Out of the opening book, so Master thinks for seconds.
    let game = Game::from_fen("4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1").unwrap();
    let mut app = app_with(game, Player::Human, Player::Computer(Level::Master));
    request(&mut app, "a2", "a3");
    app.update();
    assert!(app.world().resource::<Ai>().busy().is_some(), "thinking");
    app.world_mut().write_message(TakeBack);
    app.update();
    app.update();
    assert_eq!(plies(&app), 0);
    assert!(
        app.world().resource::<Ai>().busy().is_none(),
        "search cancelled"
    );
    // The cancelled search's move never lands.
    for _ in 0..50 {
        app.update();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(plies(&app), 0);
}

#[test]
fn take_back_after_the_reply_removes_both_moves() {
    let mut app = app_with(Game::new(), Player::Human, Player::Computer(Level::Easy));
    request(&mut app, "d2", "d4");
    run_until(&mut app, "the reply", |a| plies(a) == 2);
    app.world_mut().write_message(TakeBack);
    app.update();
    assert_eq!(plies(&app), 0);
}

#[test]
fn hint_suggests_a_legal_move_for_the_player() {
    let mut app = app_with(Game::new(), Player::Human, Player::Computer(Level::Easy));
    app.world_mut().write_message(HintRequested);
    run_until(&mut app, "the hint", |a| {
        a.world().resource::<Hint>().squares().is_some()
    });
    let (from, to) = app.world().resource::<Hint>().squares().unwrap();
    let current = app.world().resource::<CurrentGame>();
    assert!(
        current.game().legal_targets(from).contains(&to),
        "{from}{to}"
    );
    // Playing any move clears it.
    request(&mut app, "a2", "a3");
    app.update();
    assert_eq!(app.world().resource::<Hint>().squares(), None);
}

/// A hint ends with the game: after a resignation its squares are no longer marked.
#[test]
fn a_hint_ends_with_the_game() {
    let mut app = app_with(Game::new(), Player::Human, Player::Computer(Level::Easy));
    app.world_mut().write_message(HintRequested);
    run_until(&mut app, "the hint", |a| {
        a.world().resource::<Hint>().squares().is_some()
    });
    app.world_mut()
        .write_message(gambit::game::messages::Resign { by: Color::White });
    app.update();
    app.update();
    assert!(app.world().resource::<CurrentGame>().game().is_over());
    assert_eq!(app.world().resource::<Hint>().squares(), None);
}

fn offer_draw(fen: &str) -> (Vec<bool>, Option<Ending>) {
    let game = Game::from_fen(fen).unwrap();
    let mut app = app_with(game, Player::Human, Player::Computer(Level::Normal));
    app.world_mut()
        .write_message(DrawOffered { by: Color::White });
    let mut answers = Vec::new();
    run_until(&mut app, "an answer", |a| {
        a.world()
            .resource::<Messages<DrawOfferAnswered>>()
            .iter_current_update_messages()
            .count()
            > 0
    });
    answers.extend(
        app.world()
            .resource::<Messages<DrawOfferAnswered>>()
            .iter_current_update_messages()
            .map(|a| a.accepted),
    );
    app.update();
    (
        answers,
        app.world().resource::<CurrentGame>().game().ending(),
    )
}

#[test]
fn the_computer_accepts_a_draw_when_it_is_clearly_worse() {
    // Black (the computer) has a lone king against a queen and rook.
    let (answers, ending) = offer_draw("4k3/8/8/8/8/8/8/QR2K3 w - - 0 1");
    assert_eq!(answers, vec![true]);
    assert_eq!(ending, Some(Ending::Agreement));
}

#[test]
fn the_computer_declines_a_draw_when_it_is_winning() {
    // Black (the computer) is a queen up.
    let (answers, ending) = offer_draw("3qk3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(answers, vec![false]);
    assert_eq!(ending, None);
}

/// A position out of the opening book (a book move comes with no expected reply).
fn out_of_book() -> Game {
    let fen = "r1bqk2r/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQK2R w KQkq - 0 7";
    Game::from_fen(fen).unwrap()
}

/// Master ponders on the player's time: the expected reply played is a ponder hit (the
/// search goes on as the computer's move), another move is a miss; a hint asked for while
/// it ponders is given. Every reply comes, and no result is ever stale.
#[test]
fn master_ponders_on_the_players_time() {
    let mut app = app_with(
        out_of_book(),
        Player::Human,
        Player::Computer(Level::Master),
    );
    let expected = |app: &mut App| -> shakmaty::Move {
        run_until(app, "pondering", |a| {
            a.world().resource::<Ai>().pondering().is_some()
        });
        app.world().resource::<Ai>().pondering().unwrap()
    };
    let play = |app: &mut App, mv: shakmaty::Move| {
        let turn = app.world().resource::<CurrentGame>().game().turn();
        let (from, to) = gambit_engine::game::move_squares(mv, turn);
        app.world_mut().write_message(MoveRequested {
            from,
            to,
            promotion: mv.promotion(),
        });
        app.update();
    };
    request(&mut app, "a2", "a3");
    run_until(&mut app, "the first reply", |a| plies(a) == 2);

    // The expected move: a hit.
    let mv = expected(&mut app);
    play(&mut app, mv);
    assert_eq!(plies(&app), 3);
    assert_eq!(app.world().resource::<Ai>().ponder_record(), (1, 0));
    assert_eq!(app.world().resource::<Ai>().busy(), Some(Purpose::Move));
    run_until(&mut app, "the reply after the hit", |a| plies(a) == 4);

    // Another legal move: a miss, and the reply comes all the same.
    let mv = expected(&mut app);
    let other = {
        let current = app.world().resource::<CurrentGame>();
        let legal = current.game().position().legal_moves();
        *legal.iter().find(|&&m| m != mv).unwrap()
    };
    play(&mut app, other);
    run_until(&mut app, "the reply after the miss", |a| plies(a) == 6);
    assert_eq!(app.world().resource::<Ai>().ponder_record(), (1, 1));

    // A hint while it ponders: pondering gives way and the hint comes.
    expected(&mut app);
    app.world_mut().write_message(HintRequested);
    app.update();
    run_until(&mut app, "the hint", |a| {
        a.world().resource::<Hint>().squares().is_some()
    });
    let ai = app.world().resource::<Ai>();
    assert_eq!(ai.ponder_record(), (1, 2));
    assert_eq!(ai.stale_results(), 0);
}

#[test]
fn pondering_is_a_setting() {
    let mut app = app_with(
        out_of_book(),
        Player::Human,
        Player::Computer(Level::Master),
    );
    app.world_mut()
        .resource_mut::<gambit::game::settings::PlaySettings>()
        .ponder = false;
    request(&mut app, "a2", "a3");
    run_until(&mut app, "the reply", |a| plies(a) == 2);
    for _ in 0..20 {
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(app.world().resource::<Ai>().pondering(), None);
}
