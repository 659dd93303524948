//! The session model behind the panels: take back, controls, status line, clocks, saves.

use std::time::Duration;

use gambit_engine::{
    DrawClaim, Ending, Game, IllegalMove,
    clock::TimeControl,
    search::Level,
    session::{LoadError, Player, Session},
    shakmaty::{Color, Move},
};

fn s(secs: u64) -> Duration {
    Duration::from_secs(secs)
}

fn mv(session: &Session, text: &str) -> Move {
    session
        .game()
        .resolve_text(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(session: &mut Session, moves: &str, mut now: Duration) -> Duration {
    for m in moves.split_whitespace() {
        let m = mv(session, m);
        session.play(m, now).unwrap();
        now += s(1);
    }
    now
}

const VS_COMPUTER: (Player, Player) = (Player::Human, Player::Computer(Level::Normal));

fn vs_computer(tc: TimeControl) -> Session {
    Session::new(Game::new(), VS_COMPUTER.0, VS_COMPUTER.1, tc, s(0))
}

#[test]
fn take_back_against_computer_removes_your_move_and_its_reply() {
    let mut ses = vs_computer(TimeControl::None);
    assert_eq!(ses.take_back_plies(), 0, "nothing to take back");
    assert!(!ses.controls().take_back);
    play(&mut ses, "e4 e5 Nf3 Nc6", s(0));
    assert!(ses.human_to_move());
    assert_eq!(ses.take_back(s(10)), Ok(2));
    assert_eq!(ses.game().san_moves(), ["e4", "e5"]);
    assert!(ses.human_to_move());
}

#[test]
fn take_back_while_the_computer_thinks_removes_only_your_move() {
    let mut ses = vs_computer(TimeControl::None);
    play(&mut ses, "e4 e5 Nf3", s(0));
    assert_eq!(
        ses.computer_to_move(),
        Some(&Player::Computer(Level::Normal))
    );
    assert_eq!(ses.take_back(s(10)), Ok(1));
    assert_eq!(ses.game().san_moves(), ["e4", "e5"]);
}

#[test]
fn take_back_with_nothing_of_yours_to_take_back() {
    let mut ses = Session::new(
        Game::new(),
        Player::Computer(Level::Easy),
        Player::Human,
        TimeControl::None,
        s(0),
    );
    play(&mut ses, "e4", s(0));
    assert_eq!(ses.take_back_plies(), 0);
    assert_eq!(ses.view, Color::Black, "the human's side at the bottom");
}

#[test]
fn take_back_at_a_shared_board_is_one_move() {
    let mut ses = Session::new(
        Game::new(),
        Player::Human,
        Player::Human,
        TimeControl::None,
        s(0),
    );
    play(&mut ses, "e4 e5", s(0));
    assert_eq!(ses.take_back(s(5)), Ok(1));
    assert_eq!(ses.game().san_moves(), ["e4"]);
}

#[test]
fn take_back_restores_the_clocks() {
    let mut ses = vs_computer(TimeControl::SuddenDeath { base: s(300) });
    // White thinks 10 s, Black 20 s.
    ses.play(mv(&ses, "e4"), s(10)).unwrap();
    ses.play(mv(&ses, "e5"), s(30)).unwrap();
    assert_eq!(ses.clock().remaining(Color::White, s(30)), s(290));
    assert_eq!(ses.take_back(s(40)), Ok(2));
    assert_eq!(ses.clock().remaining(Color::White, s(40)), s(300));
    assert_eq!(ses.clock().remaining(Color::Black, s(40)), s(300));
    assert_eq!(ses.clock().running(), Some(Color::White));
}

#[test]
fn take_back_allowed_after_mate_but_not_after_resigning() {
    let mut ses = Session::new(
        Game::new(),
        Player::Human,
        Player::Human,
        TimeControl::None,
        s(0),
    );
    play(&mut ses, "f3 e5 g4 Qh4#", s(0));
    assert!(ses.controls().take_back);
    let mut ses = vs_computer(TimeControl::None);
    play(&mut ses, "e4 e5", s(0));
    ses.resign(Color::White, s(3)).unwrap();
    assert!(!ses.controls().take_back);
    assert!(!ses.controls().resign);
    assert_eq!(ses.status_line(), "White resigned");
}

#[test]
fn controls_follow_the_game() {
    let mut ses = vs_computer(TimeControl::None);
    let c = ses.controls();
    assert!(c.hint && c.offer_draw && c.resign && c.claim.is_empty());
    play(&mut ses, "Nf3", s(0));
    assert!(
        !ses.controls().hint,
        "no hint while the computer is to move"
    );
    play(&mut ses, "Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", s(1));
    assert_eq!(ses.controls().claim, vec![DrawClaim::ThreefoldRepetition]);
    ses.offer_draw(Color::White).unwrap();
    assert!(!ses.controls().offer_draw, "one offer at a time");
    assert_eq!(ses.answer_draw_offer(false, s(20)), Ok(None));
    assert!(ses.controls().offer_draw);
    ses.offer_draw(Color::White).unwrap();
    assert_eq!(
        ses.answer_draw_offer(true, s(21)),
        Ok(Some(Ending::Agreement))
    );
    assert_eq!(ses.status_line(), "Draw by agreement");
}

#[test]
fn claim_by_announcing_a_move() {
    let mut ses = Session::new(
        Game::new(),
        Player::Human,
        Player::Human,
        TimeControl::None,
        s(0),
    );
    play(&mut ses, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", s(0));
    let ng8 = mv(&ses, "Ng8");
    let (played, ending) = ses
        .claim_draw(DrawClaim::ThreefoldRepetition, Some(ng8), s(9))
        .unwrap();
    assert_eq!(played.expect("the announced move is played").san, "Ng8");
    assert_eq!(
        ending.to_string(),
        "Draw by threefold repetition (claimed by Black)"
    );
    assert_eq!(ses.game().moves().len(), 8);
    assert!(!ses.controls().take_back, "a claimed draw stands");
}

#[test]
fn status_line_says_what_matters() {
    let mut ses = vs_computer(TimeControl::None);
    assert_eq!(ses.status_line(), "Your move");
    play(&mut ses, "e4", s(0));
    assert_eq!(ses.status_line(), "Black (computer) to move");
    let mut hot = Session::new(
        Game::new(),
        Player::Human,
        Player::Human,
        TimeControl::None,
        s(0),
    );
    play(&mut hot, "e4 f5 Qh5+", s(0));
    assert_eq!(hot.status_line(), "Check! Black to move");
    play(&mut hot, "g6 Qxg6+ hxg6", s(5));
    assert_eq!(hot.status_line(), "White to move");
}

#[test]
fn flag_fall_ends_the_game_and_late_moves_are_refused() {
    let mut ses = vs_computer(TimeControl::Fischer {
        base: s(60),
        increment: s(1),
    });
    assert_eq!(ses.tick(s(59)), None);
    assert_eq!(ses.play(mv(&ses, "e4"), s(61)), Err(IllegalMove::GameOver));
    assert_eq!(
        ses.game().ending(),
        Some(Ending::Timeout {
            loser: Color::White.into()
        })
    );
    assert_eq!(ses.status_line(), "Black wins on time");
}

#[test]
fn flag_fall_is_a_draw_when_the_other_side_cannot_mate() {
    let game = Game::from_fen("4k3/8/8/8/8/8/8/4K2R b - - 0 1").unwrap();
    let mut ses = Session::new(
        game,
        Player::Human,
        Player::Human,
        TimeControl::SuddenDeath { base: s(60) },
        s(0),
    );
    play(&mut ses, "Kd7", s(1));
    // White (K+R) lets its clock run out; Black has a lone king.
    assert_eq!(
        ses.tick(s(100)),
        Some(Ending::TimeoutDraw {
            loser: Color::White.into()
        })
    );
    assert_eq!(
        ses.status_line(),
        "Draw — White's time ran out but Black cannot checkmate"
    );
}

#[test]
fn save_and_resume_exactly() {
    let mut ses = vs_computer(TimeControl::Fischer {
        base: s(300),
        increment: s(2),
    });
    ses.view = Color::Black;
    ses.play(mv(&ses, "e4"), s(10)).unwrap();
    ses.play(mv(&ses, "c5"), s(15)).unwrap();
    ses.play(mv(&ses, "Nf3"), s(40)).unwrap();
    let text = ses.to_pgn(s(45), Some("2026.11.30".into()));
    assert!(text.contains("[GambitWhite \"human\"]"));
    assert!(text.contains("[GambitBlack \"computer:normal\"]"));
    assert!(text.contains("[TimeControl \"300+2\"]"));
    assert!(
        text.contains("1. e4 {[%clk 0:04:52]} 1... c5 {[%clk 0:04:57]}"),
        "{text}"
    );

    // The program was closed for an hour: that time does not count.
    let back = Session::from_save(&text, s(3600)).unwrap();
    assert_eq!(back.game().san_moves(), ["e4", "c5", "Nf3"]);
    assert_eq!(back.player(Color::Black), Player::Computer(Level::Normal));
    assert_eq!(back.view, Color::Black);
    // White: 300 - 10 + 2 - 25 + 2; Black: 300 - 5 + 2, then 5 s into its turn at saving.
    assert_eq!(back.clock().remaining(Color::White, s(3600)), s(269));
    assert_eq!(back.clock().remaining(Color::Black, s(3600)), s(292));
    assert_eq!(back.clock().running(), Some(Color::Black));
    assert_eq!(back.clock().remaining(Color::Black, s(3610)), s(282));
    // Take back after resuming still restores the clocks from the [%clk] comments.
    let mut back = back;
    back.take_back(s(3610)).unwrap();
    assert_eq!(back.game().san_moves(), ["e4", "c5"]);
    assert_eq!(back.clock().remaining(Color::White, s(3610)), s(292));
    assert_eq!(back.clock().remaining(Color::Black, s(3610)), s(297));
}

#[test]
fn finished_games_keep_their_reason_through_a_save() {
    let mut ses = vs_computer(TimeControl::None);
    play(&mut ses, "e4 e5", s(0));
    ses.resign(Color::White, s(3)).unwrap();
    let back = Session::from_save(&ses.to_pgn(s(3), None), s(9)).unwrap();
    assert_eq!(
        back.game().ending(),
        Some(Ending::Resignation {
            loser: Color::White.into()
        })
    );
}

#[test]
fn corrupt_or_foreign_saves_are_refused_with_a_reason() {
    assert!(matches!(
        Session::from_save("", s(0)),
        Err(LoadError::Empty)
    ));
    assert!(matches!(
        Session::from_save("\u{0}\u{1}garbage!!", s(0)),
        Err(LoadError::Invalid(_))
    ));
    assert!(matches!(
        Session::from_save("1. e4 e5 *", s(0)),
        Err(LoadError::Invalid(_))
    ));
    let torn = "[GambitWhite \"human\"]\n[GambitBlack \"human\"]\n\n1. e4 e5 2. Ke3";
    assert!(matches!(
        Session::from_save(torn, s(0)),
        Err(LoadError::Invalid(_))
    ));
    let bad_player = "[GambitWhite \"grandmaster\"]\n[GambitBlack \"human\"]\n\n1. e4 *";
    let err = Session::from_save(bad_player, s(0))
        .unwrap_err()
        .to_string();
    assert!(err.contains("unknown player"), "{err}");
    // Any PGN loads as a two-player game.
    let any = Session::from_pgn("1. e4 e5 *", s(0)).unwrap();
    assert_eq!(any.player(Color::White), Player::Human);
}

#[test]
fn players_parse_and_print() {
    assert_eq!("human".parse(), Ok(Player::Human));
    assert_eq!("computer:hard".parse(), Ok(Player::Computer(Level::Hard)));
    assert_eq!("Gentle".parse(), Ok(Player::Computer(Level::Gentle)));
    assert!("nobody".parse::<Player>().is_err());
    assert_eq!(
        Player::Computer(Level::Master).to_string(),
        "Computer (Master)"
    );
    assert_eq!(Player::Computer(Level::Easy).code(), "computer:easy");
}

#[test]
fn a_saved_game_names_its_opening() {
    let mut game = Game::new();
    for m in ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"] {
        game.play_text(m).unwrap();
    }
    let session = Session::new(game, Player::Human, Player::Human, TimeControl::None, s(0));
    let text = session.to_pgn(s(0), None);
    assert!(text.contains("[ECO \"C50\"]"), "{text}");
    assert!(text.contains("[Opening \"Italian Game"), "{text}");
    // The tags are read back like any other and the game is the same.
    let back = Session::from_save(&text, s(0)).unwrap();
    assert_eq!(back.game().moves().len(), 6);
    // No moves, no opening.
    let empty = Session::new(
        Game::new(),
        Player::Human,
        Player::Human,
        TimeControl::None,
        s(0),
    );
    assert!(!empty.to_pgn(s(0), None).contains("[ECO"));
}
