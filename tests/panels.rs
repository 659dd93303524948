//! The panels' controls, headless: each writes the message its button writes and checks
//! the effect on the game (typed moves, review, touch-move, the claim prompt, resign,
//! flag fall, agreement, settings).

use std::time::Duration;

use bevy::{ecs::message::Messages, prelude::*};
use gambit::{
    board::highlight::{Highlight, HighlightKind},
    board::pieces::{OnSquare, Piece},
    game::browse::{BrowseCommand, Browsing},
    game::selection::{CancelSelection, ClaimPrompt, Selection, SquareClicked},
    game::{
        current::CurrentGame,
        messages::{
            ClaimDraw, DrawAnswered, DrawOffered, MoveTyped, RequestRefused, Resign, TakeBack,
        },
    },
    save::settings::SettingsFile,
    ui::words,
};
use gambit_engine::{
    DrawClaim, Ending, Game,
    clock::TimeControl,
    game::ColorName,
    session::{Player, Session},
};
use shakmaty::{Color, Square};

mod common;

use common::app::{hot_seat, session_app, settle};

fn app_with(session: Session, settings: SettingsFile) -> App {
    let mut app = session_app(session);
    settings.insert(&mut app);
    app.update();
    app.update();
    app
}

fn app(game: Game) -> App {
    app_with(hot_seat(game), SettingsFile::default())
}

fn send<M: Message>(app: &mut App, m: M) {
    app.world_mut().write_message(m);
    app.update();
}

fn click(app: &mut App, sq: Square) {
    send(app, SquareClicked(sq));
}

fn sans(app: &App) -> Vec<String> {
    app.world().resource::<CurrentGame>().game().san_moves()
}

fn refusals(app: &App) -> Vec<String> {
    let messages = app.world().resource::<Messages<RequestRefused>>();
    let mut cursor = messages.get_cursor();
    cursor
        .read(messages)
        .map(|r| words::refusal(&r.0))
        .collect()
}

fn ending(app: &App) -> Option<Ending> {
    app.world().resource::<CurrentGame>().game().ending()
}

fn board_pieces(app: &mut App) -> Vec<(Square, Piece)> {
    let mut q = app.world_mut().query::<(&OnSquare, &Piece)>();
    let mut v: Vec<_> = q.iter(app.world()).map(|(on, p)| (on.0, *p)).collect();
    v.sort_by_key(|(sq, _)| *sq);
    v
}

fn type_move(app: &mut App, text: &str) {
    send(app, MoveTyped::english(text));
    app.update();
}

#[test]
fn typed_moves_in_san_and_uci_are_played() {
    let mut app = app(Game::new());
    type_move(&mut app, "e4");
    type_move(&mut app, "e7e5");
    type_move(&mut app, "Nf3");
    assert_eq!(sans(&app), vec!["e4", "e5", "Nf3"]);
}

/// A move typed in the player's language's letters is read that way first, then as
/// English (French `R` is the king, English `R` the rook).
#[test]
fn typed_moves_in_the_languages_letters_are_played() {
    let mut app = app(Game::new());
    let typed = |text: &str, read_as: &str| MoveTyped {
        text: text.into(),
        read_as: Some(read_as.into()),
    };
    for (text, read_as) in [("e4", "e4"), ("e5", "e5"), ("Sf3", "Nf3"), ("Sc6", "Nc6")] {
        send(&mut app, typed(text, read_as));
        app.update();
    }
    // "Rg1" after Nf3: no king move to g1, but the rook (English) goes there.
    send(&mut app, typed("Rg1", "Kg1"));
    app.update();
    assert_eq!(sans(&app), vec!["e4", "e5", "Nf3", "Nc6", "Rg1"]);
}

#[test]
fn a_typed_illegal_move_is_refused_with_the_reason() {
    let mut app = app(Game::new());
    type_move(&mut app, "Ke2");
    assert!(sans(&app).is_empty());
    let said = refusals(&app);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].starts_with("Not allowed — Ke2:"), "{said:?}");
    type_move(&mut app, "zz");
    assert!(sans(&app).is_empty());
}

#[test]
fn review_shows_an_earlier_position_read_only() {
    let mut app = app(Game::new());
    for m in ["e4", "e5", "Nf3"] {
        type_move(&mut app, m);
    }
    settle(&mut app);
    send(&mut app, BrowseCommand::Show(1));
    settle(&mut app);
    assert_eq!(*app.world().resource::<Browsing>(), Browsing(Some(1)));
    // After 1. e4: a pawn on e4, none on e5, the knight still on g1.
    let shown = board_pieces(&mut app);
    let at = |sq: Square| shown.iter().find(|(s, _)| *s == sq).map(|(_, p)| *p);
    assert!(at(Square::E4).is_some());
    assert!(at(Square::E5).is_none());
    assert!(at(Square::G1).is_some());
    // The last-move highlight is 1. e4's.
    let mut q = app.world_mut().query::<&Highlight>();
    let mut last: Vec<Square> = q
        .iter(app.world())
        .filter(|h| h.kind == HighlightKind::LastMove)
        .map(|h| h.square)
        .collect();
    last.sort();
    assert_eq!(last, vec![Square::E2, Square::E4]);
    // Clicks do nothing while reviewing.
    click(&mut app, Square::B8);
    assert_eq!(app.world().resource::<Selection>().from, None);
    // Back to the game: the live position again.
    send(&mut app, BrowseCommand::Live);
    settle(&mut app);
    assert_eq!(*app.world().resource::<Browsing>(), Browsing(None));
    assert!(board_pieces(&mut app).iter().any(|(s, _)| *s == Square::F3));
}

#[test]
fn a_take_back_ends_the_review() {
    let mut app = app(Game::new());
    for m in ["e4", "e5"] {
        type_move(&mut app, m);
    }
    send(&mut app, BrowseCommand::First);
    assert_eq!(*app.world().resource::<Browsing>(), Browsing(Some(0)));
    send(&mut app, TakeBack);
    app.update();
    assert_eq!(*app.world().resource::<Browsing>(), Browsing(None));
    assert_eq!(sans(&app), vec!["e4"]);
}

/// Tournament mode belongs to the session (set when it is made, saved with it).
fn tournament() -> Session {
    hot_seat(Game::new()).with_tournament(true)
}

#[test]
fn tournament_mode_refuses_moving_another_piece_after_a_touch() {
    let mut app = app_with(tournament(), SettingsFile::default());
    click(&mut app, Square::G1); // touch the knight
    app.update();
    // Picking up another piece is refused, and so is putting the knight back.
    click(&mut app, Square::E2);
    assert_eq!(app.world().resource::<Selection>().from, Some(Square::G1));
    click(&mut app, Square::G1);
    assert_eq!(app.world().resource::<Selection>().from, Some(Square::G1));
    send(&mut app, CancelSelection);
    assert_eq!(app.world().resource::<Selection>().from, Some(Square::G1));
    // A typed move with another piece is refused too.
    type_move(&mut app, "e4");
    assert!(sans(&app).is_empty());
    let said = refusals(&app);
    assert!(
        said.iter()
            .any(|s| s.contains("knight on g1") && s.contains("must move it")),
        "{said:?}"
    );
    // Moving the knight is fine, and the next player starts free.
    type_move(&mut app, "Nf3");
    assert_eq!(sans(&app), vec!["Nf3"]);
    click(&mut app, Square::E7);
    app.update();
    click(&mut app, Square::D7);
    assert_eq!(app.world().resource::<Selection>().from, Some(Square::E7));
}

#[test]
fn tournament_mode_touching_an_opponent_piece_obliges_a_capture() {
    let mut app = app_with(tournament(), SettingsFile::default());
    for m in ["e4", "d5"] {
        type_move(&mut app, m);
    }
    click(&mut app, Square::D5); // touch Black's pawn
    app.update();
    type_move(&mut app, "Nf3");
    assert_eq!(
        sans(&app).len(),
        2,
        "a move that does not capture is refused"
    );
    type_move(&mut app, "exd5");
    assert_eq!(sans(&app).len(), 3);
}

#[test]
fn tournament_mode_has_no_take_backs_and_without_it_touches_do_not_bind() {
    let mut app = app_with(tournament(), SettingsFile::default());
    type_move(&mut app, "e4");
    send(&mut app, TakeBack);
    assert_eq!(sans(&app), vec!["e4"]);
    let mut casual = app_with(hot_seat(Game::new()), SettingsFile::default());
    click(&mut casual, Square::G1);
    click(&mut casual, Square::E2);
    assert_eq!(
        casual.world().resource::<Selection>().from,
        Some(Square::E2)
    );
}

#[test]
fn auto_queen_skips_the_chooser() {
    let mut settings = SettingsFile::default();
    settings.play.auto_queen = true;
    let game = Game::from_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let mut app = app_with(hot_seat(game), settings);
    click(&mut app, Square::A7);
    click(&mut app, Square::A8);
    app.update();
    assert_eq!(sans(&app), vec!["a8=Q+"]);
}

#[test]
fn hiding_legal_moves_hides_the_dots() {
    let mut settings = SettingsFile::default();
    settings.board.show_legal_moves = false;
    let mut app = app_with(hot_seat(Game::new()), settings);
    click(&mut app, Square::E2);
    app.update();
    let mut q = app.world_mut().query::<&Highlight>();
    let kinds: Vec<HighlightKind> = q.iter(app.world()).map(|h| h.kind).collect();
    assert!(kinds.contains(&HighlightKind::Selected));
    assert!(!kinds.contains(&HighlightKind::Target), "{kinds:?}");
}

/// Knights out and back twice, then Black clicks Nf6-g8: the third occurrence of the
/// start position, so the claim prompt comes up instead of the move.
fn claim_prompt() -> (App, ClaimPrompt) {
    let mut app = app(Game::new());
    for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        type_move(&mut app, m);
    }
    settle(&mut app);
    click(&mut app, Square::F6);
    click(&mut app, Square::G8);
    let announce = app.world().resource::<Selection>().claim_prompt.clone();
    (app, announce.expect("the prompt is up"))
}

/// A typed move takes the clicks' path: the claim prompt comes up for it too.
#[test]
fn a_typed_move_that_allows_a_claim_asks_first() {
    let mut app = app(Game::new());
    for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        type_move(&mut app, m);
    }
    type_move(&mut app, "Ng8");
    let announce = app.world().resource::<Selection>().claim_prompt.clone();
    let announce = announce.expect("the prompt is up");
    assert_eq!(announce.claims, vec![DrawClaim::ThreefoldRepetition]);
    assert_eq!(sans(&app).len(), 7, "nothing is played before the answer");
    // Just play it: the move is made and the claim stays for later.
    send(&mut app, announce.request);
    app.update();
    assert_eq!(sans(&app).len(), 8);
}

#[test]
fn a_move_that_allows_a_claim_asks_first() {
    let (mut app, announce) = claim_prompt();
    assert_eq!(announce.claims, vec![DrawClaim::ThreefoldRepetition]);
    assert_eq!(sans(&app).len(), 7, "nothing is played before the answer");
    send(
        &mut app,
        ClaimDraw {
            claim: DrawClaim::ThreefoldRepetition,
            with_move: Some(announce.mv),
        },
    );
    app.update();
    assert_eq!(sans(&app).len(), 8);
    assert_eq!(
        ending(&app),
        Some(Ending::Claimed {
            claim: DrawClaim::ThreefoldRepetition,
            by: ColorName::Black
        })
    );
}

#[test]
fn just_playing_the_move_leaves_the_claim_for_later() {
    let (mut app, announce) = claim_prompt();
    send(&mut app, announce.request);
    app.update();
    assert_eq!(sans(&app).len(), 8);
    assert_eq!(ending(&app), None);
    // White may now claim the threefold repetition that stands on the board.
    send(
        &mut app,
        ClaimDraw {
            claim: DrawClaim::ThreefoldRepetition,
            with_move: None,
        },
    );
    assert!(matches!(ending(&app), Some(Ending::Claimed { .. })));
}

#[test]
fn a_claim_is_accepted_only_when_claimable() {
    let mut app = app(Game::new());
    send(
        &mut app,
        ClaimDraw {
            claim: DrawClaim::FiftyMoves,
            with_move: None,
        },
    );
    assert_eq!(ending(&app), None);
    assert_eq!(refusals(&app).len(), 1);
}

#[test]
fn resign_and_agreement_end_the_game_with_the_right_result() {
    let mut app = app(Game::new());
    send(&mut app, Resign { by: Color::White });
    let end = ending(&app).unwrap();
    assert_eq!(
        end,
        Ending::Resignation {
            loser: ColorName::White
        }
    );
    assert_eq!(end.to_string(), "White resigned");
    let mut app = self::app(Game::new());
    send(&mut app, DrawOffered { by: Color::White });
    send(&mut app, DrawAnswered { accepted: true });
    assert_eq!(ending(&app), Some(Ending::Agreement));
}

/// A one-second game from `game`: the flag of the side to move falls.
fn flag_fall(game: Game) -> Ending {
    let session = Session::new(
        game,
        Player::Human,
        Player::Human,
        TimeControl::SuddenDeath {
            base: Duration::from_secs(1),
        },
        Duration::ZERO,
    );
    let mut app = app_with(session, SettingsFile::default());
    for _ in 0..40 {
        app.update();
    }
    ending(&app).expect("the flag fell")
}

#[test]
fn flag_fall_ends_the_game_and_respects_insufficient_material() {
    assert_eq!(
        flag_fall(Game::new()),
        Ending::Timeout {
            loser: ColorName::White
        }
    );
    // White's flag falls but Black has a lone king and cannot mate: a draw.
    let bare = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
    assert_eq!(
        flag_fall(bare),
        Ending::TimeoutDraw {
            loser: ColorName::White
        }
    );
}

#[test]
fn a_new_session_replaces_the_game() {
    let mut app = app(Game::new());
    type_move(&mut app, "e4");
    let next = Session::new(
        Game::new(),
        Player::Computer(gambit_engine::search::Level::Gentle),
        Player::Human,
        TimeControl::None,
        Duration::ZERO,
    );
    send(&mut app, gambit::game::messages::NewSession(next));
    let current = app.world().resource::<CurrentGame>();
    assert_eq!(
        current.session.player(Color::White),
        Player::Computer(gambit_engine::search::Level::Gentle)
    );
    assert_eq!(current.session.human_color(), Some(Color::Black));
    assert!(current.game().moves().is_empty());
}
