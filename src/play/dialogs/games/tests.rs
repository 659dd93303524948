//! The games form's tests: reading, choosing, continuing; the words of what was found.

use gambit_engine::{Game, clock::TimeControl, session::Player};

use super::*;

#[test]
fn games_are_read_and_continued_from_any_move() {
    let text = "[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 *\n\n[White \"C\"]\n\n1. d4 *\n";
    let mut form = GamesForm::default();
    form.read_text(text);
    let start = std::time::Instant::now();
    while form.poll() {
        assert!(start.elapsed() < Duration::from_secs(10));
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(form.list.as_ref().unwrap().entries.len(), 2);
    let (index, first) = form.chosen.clone().expect("the first game is chosen");
    assert_eq!(index, Some(0));
    assert!(first.title().starts_with("A – B"));
    assert_eq!(form.ply, 3);
    assert!(form.message.as_ref().unwrap().1.starts_with("2 games"));
    let current = Session::new(
        Game::new(),
        Player::Human,
        Player::Human,
        TimeControl::None,
        Duration::ZERO,
    );
    let s = Session::continue_from(&first.game, 2, current.setup(), Duration::ZERO);
    assert_eq!(s.game().moves().len(), 2);
    assert_eq!(s.game().san_moves(), vec!["e4", "e5"]);
    form.choose(1);
    assert_eq!(form.chosen.as_ref().unwrap().1.game.san_moves(), ["d4"]);
    form.filter = "c –".into();
    assert_eq!(form.shown(), [1]);

    form.read_text("   ");
    assert!(form.list.is_none() && form.chosen.is_none());
    form.read_text("not a game at all");
    while form.poll() {
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(form.chosen.is_none());
    assert_eq!(form.message.as_ref().unwrap().1, "No game was found there.");
    form.read_text("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let (index, fen) = form.chosen.clone().unwrap();
    assert_eq!(index, None);
    assert_eq!(fen.game.fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    form.read_text("4k3/8/8/8/8/8/8/4K2X w - - 0 1");
    assert!(form.message.as_ref().unwrap().1.contains("FEN"));
}

#[test]
fn the_games_found_read_in_the_plural_and_name_the_damaged() {
    let found = |n: usize, d: usize| {
        let args = [
            ("count", n.into()),
            ("seconds", "0.5".into()),
            ("damaged", d.into()),
        ];
        tr_with("games-found", &args)
    };
    assert_eq!(found(1, 0), "1 game in 0.5 s; choose one and a move.");
    assert_eq!(
        found(3, 2),
        "3 games in 0.5 s (2 could not be read to the end); choose one and a move."
    );
    let args = [
        ("count", 2.into()),
        ("why", "stopped".into()),
        ("damaged", 0.into()),
    ];
    assert_eq!(
        tr_with("games-read-then", &args),
        "2 games read, then stopped."
    );
}
