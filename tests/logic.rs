//! Headless app tests: `MinimalPlugins` + the game's logic plugins, driven through the
//! same messages the picking observers write. No window, no GPU.

use std::time::Duration;

use bevy::{ecs::message::Messages, prelude::*};
use gambit::{
    board::animation::Animating,
    board::highlight::{Highlight, HighlightKind},
    board::pieces::{OnSquare, Piece, Toppled, home_transform},
    game::selection::{PieceDropped, PieceGrabbed, PromotionChosen, Selection, SquareClicked},
    game::{
        current::CurrentGame,
        messages::{MoveApplied, MoveRejected, MoveRequested, NewGame},
    },
};
use gambit_engine::{Ending, Game, IllegalMove, game::ColorName};
use shakmaty::{Color, Position, Role, Square};

mod common;

use common::app::{click, click_move, highlighted, hot_seat, session_app, settle};

/// Each update advances the clock by 40 ms, so animations finish deterministically.
fn app_from(game: Game) -> App {
    let mut app = session_app(hot_seat(game));
    app.update();
    app.update();
    app
}

fn app_fen(fen: &str) -> App {
    app_from(Game::from_fen(fen).expect("test FEN is legal"))
}

fn pieces(app: &mut App) -> Vec<(Entity, Square, Piece)> {
    let mut q = app.world_mut().query::<(Entity, &OnSquare, &Piece)>();
    let mut v: Vec<_> = q
        .iter(app.world())
        .map(|(e, on, p)| (e, on.0, *p))
        .collect();
    v.sort_by_key(|(_, sq, _)| *sq);
    v
}

fn entity_on(app: &mut App, sq: Square) -> Option<Entity> {
    pieces(app)
        .into_iter()
        .find(|(_, s, _)| *s == sq)
        .map(|(e, ..)| e)
}

fn rejections(app: &App) -> Vec<MoveRejected> {
    app.world()
        .resource::<Messages<MoveRejected>>()
        .iter_current_update_messages()
        .cloned()
        .collect()
}

fn fen(app: &App) -> String {
    app.world().resource::<CurrentGame>().game().fen()
}

/// Every piece entity stands, with the right role and colour, where the rules say, and
/// its transform has arrived on that square.
fn assert_view_matches_rules(app: &mut App) {
    let current = app.world().resource::<CurrentGame>().game().clone();
    let truth: Vec<(Square, Piece)> = current
        .position()
        .board()
        .iter()
        .map(|(sq, p)| {
            (
                sq,
                Piece {
                    role: p.role,
                    color: p.color,
                },
            )
        })
        .collect();
    let shown: Vec<(Square, Piece)> = pieces(app).into_iter().map(|(_, s, p)| (s, p)).collect();
    assert_eq!(shown, truth);
    let mut q = app
        .world_mut()
        .query_filtered::<(&OnSquare, &Piece, &Transform), Without<Toppled>>();
    for (on, piece, transform) in q.iter(app.world()) {
        let home = home_transform(*piece, on.0);
        assert!(
            transform.translation.distance(home.translation) < 1e-3,
            "{piece:?} on {} is drawn at {}",
            on.0,
            transform.translation
        );
    }
}

#[test]
fn starts_with_32_piece_entities_and_64_squares() {
    let mut app = app_from(Game::new());
    assert_eq!(pieces(&mut app).len(), 32);
    let mut squares = app
        .world_mut()
        .query::<&gambit::board::squares::BoardSquare>();
    assert_eq!(squares.iter(app.world()).count(), 64);
    assert_view_matches_rules(&mut app);
}

#[test]
fn selecting_shows_exactly_the_legal_targets() {
    let mut app = app_from(Game::new());
    click(&mut app, Square::E2);
    let sel = app.world().resource::<Selection>().clone();
    assert_eq!(sel.from, Some(Square::E2));
    assert_eq!(sel.targets, vec![Square::E3, Square::E4]);
    app.update();
    assert_eq!(
        highlighted(&mut app, HighlightKind::Selected),
        vec![Square::E2]
    );
    assert_eq!(
        highlighted(&mut app, HighlightKind::Target),
        vec![Square::E3, Square::E4]
    );
    assert!(highlighted(&mut app, HighlightKind::Capture).is_empty());

    // Clicking another own piece reselects; targets follow.
    click(&mut app, Square::G1);
    app.update();
    assert_eq!(
        highlighted(&mut app, HighlightKind::Target),
        vec![Square::F3, Square::H3]
    );
    // Clicking it again deselects.
    click(&mut app, Square::G1);
    app.update();
    assert_eq!(app.world().resource::<Selection>().from, None);
    assert!(highlighted(&mut app, HighlightKind::Target).is_empty());

    // The opponent's pieces can't be selected.
    click(&mut app, Square::E7);
    assert_eq!(app.world().resource::<Selection>().from, None);
}

#[test]
fn captures_are_shown_as_rings_and_match_the_rules_core() {
    // Scandinavian: exd5 is a capture, e5 a plain move.
    let mut app = app_fen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    click(&mut app, Square::E4);
    app.update();
    let current = app.world().resource::<CurrentGame>().game().clone();
    let mut all = highlighted(&mut app, HighlightKind::Target);
    all.extend(highlighted(&mut app, HighlightKind::Capture));
    all.sort();
    assert_eq!(all, current.legal_targets(Square::E4));
    assert_eq!(
        highlighted(&mut app, HighlightKind::Capture),
        vec![Square::D5]
    );
    assert_eq!(
        highlighted(&mut app, HighlightKind::Target),
        vec![Square::E5]
    );
}

#[test]
fn fools_mate_reaches_checkmate() {
    let mut app = app_from(Game::new());
    click_move(&mut app, Square::F2, Square::F3);
    click_move(&mut app, Square::E7, Square::E5);
    click_move(&mut app, Square::G2, Square::G4);
    click(&mut app, Square::D8);
    click(&mut app, Square::H4);
    settle(&mut app);
    let game = app.world().resource::<CurrentGame>().game().clone();
    assert_eq!(
        game.ending(),
        Some(Ending::Checkmate {
            winner: ColorName::Black
        })
    );
    assert_eq!(
        game.ending().unwrap().to_string(),
        "Black wins by checkmate"
    );
    assert_eq!(highlighted(&mut app, HighlightKind::Mate), vec![Square::E1]);
    assert_eq!(
        highlighted(&mut app, HighlightKind::LastMove),
        vec![Square::H4, Square::D8]
    );
    // The mated king lies on its side.
    let king = entity_on(&mut app, Square::E1).unwrap();
    assert!(app.world().entity(king).contains::<Toppled>());
    let t = app.world().get::<Transform>(king).unwrap();
    assert!(t.rotation.angle_between(Quat::IDENTITY) > 1.0);
    // Nothing can be selected any more.
    click(&mut app, Square::A2);
    assert_eq!(app.world().resource::<Selection>().from, None);
    assert_view_matches_rules(&mut app);
}

#[test]
fn castling_moves_both_king_and_rook_entities() {
    let mut app = app_fen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    let king = entity_on(&mut app, Square::E1).unwrap();
    let rook = entity_on(&mut app, Square::H1).unwrap();
    click(&mut app, Square::E1);
    assert!(
        app.world()
            .resource::<Selection>()
            .targets
            .contains(&Square::G1)
    );
    click(&mut app, Square::G1);
    // The rules changed at once; the rook waits for the king before it moves.
    let rook_x = app.world().get::<Transform>(rook).unwrap().translation.x;
    settle(&mut app);
    assert_eq!(entity_on(&mut app, Square::G1), Some(king));
    assert_eq!(entity_on(&mut app, Square::F1), Some(rook));
    assert_eq!(rook_x, 3.5, "rook still on h1 while the king moves");
    assert_view_matches_rules(&mut app);

    // Black castles long.
    let king = entity_on(&mut app, Square::E8).unwrap();
    let rook = entity_on(&mut app, Square::A8).unwrap();
    click_move(&mut app, Square::E8, Square::C8);
    assert_eq!(entity_on(&mut app, Square::C8), Some(king));
    assert_eq!(entity_on(&mut app, Square::D8), Some(rook));
    assert_view_matches_rules(&mut app);
}

#[test]
fn en_passant_despawns_the_pawn_that_passed() {
    let mut app = app_fen("rnbqkbnr/pppp1ppp/4p3/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
    let ours = entity_on(&mut app, Square::E5).unwrap();
    click_move(&mut app, Square::D7, Square::D5);
    let passed = entity_on(&mut app, Square::D5).unwrap();
    assert_eq!(pieces(&mut app).len(), 32);
    click(&mut app, Square::E5);
    app.update();
    assert_eq!(
        highlighted(&mut app, HighlightKind::Capture),
        vec![Square::D6]
    );
    click(&mut app, Square::D6);
    settle(&mut app);
    assert!(
        app.world().get_entity(passed).is_err(),
        "the d5 pawn is gone"
    );
    assert_eq!(entity_on(&mut app, Square::D6), Some(ours));
    assert_eq!(entity_on(&mut app, Square::D5), None);
    assert_eq!(pieces(&mut app).len(), 31);
    assert_view_matches_rules(&mut app);
}

#[test]
fn promotion_turns_the_pawn_entity_into_the_chosen_piece() {
    let mut app = app_fen("1r5k/P7/8/8/8/8/8/K7 w - - 0 1");
    let pawn = entity_on(&mut app, Square::A7).unwrap();
    let before = fen(&app);
    click(&mut app, Square::A7);
    click(&mut app, Square::B8);
    // The chooser is open; nothing has moved yet.
    assert_eq!(
        app.world().resource::<Selection>().promotion,
        Some((Square::A7, Square::B8))
    );
    assert_eq!(fen(&app), before);
    app.world_mut()
        .write_message(PromotionChosen(Some(Role::Knight)));
    settle(&mut app);
    assert_eq!(entity_on(&mut app, Square::B8), Some(pawn));
    assert_eq!(
        *app.world().get::<Piece>(pawn).unwrap(),
        Piece {
            role: Role::Knight,
            color: Color::White
        }
    );
    assert_eq!(pieces(&mut app).len(), 3, "the b8 rook was captured");
    assert_view_matches_rules(&mut app);
}

#[test]
fn promotion_chooser_can_be_cancelled() {
    let mut app = app_fen("7k/P7/8/8/8/8/8/K7 w - - 0 1");
    let before = fen(&app);
    click(&mut app, Square::A7);
    click(&mut app, Square::A8);
    app.world_mut().write_message(PromotionChosen(None));
    settle(&mut app);
    assert_eq!(fen(&app), before);
    assert_eq!(*app.world().resource::<Selection>(), Selection::default());
}

#[test]
fn promotion_by_request_message() {
    let mut app = app_fen("7k/P7/8/8/8/8/8/K7 w - - 0 1");
    let pawn = entity_on(&mut app, Square::A7).unwrap();
    app.world_mut().write_message(MoveRequested {
        from: Square::A7,
        to: Square::A8,
        promotion: Some(Role::Queen),
    });
    settle(&mut app);
    assert_eq!(app.world().get::<Piece>(pawn).unwrap().role, Role::Queen);
    assert_eq!(entity_on(&mut app, Square::A8), Some(pawn));
}

#[test]
fn an_illegal_request_changes_nothing_and_says_why() {
    // The e2 knight is pinned by the e8 rook.
    let mut app = app_fen("k3r3/8/8/8/8/8/4N3/4K3 w - - 0 1");
    let before_fen = fen(&app);
    let before = pieces(&mut app);
    click(&mut app, Square::E2);
    assert!(app.world().resource::<Selection>().targets.is_empty());
    click(&mut app, Square::C3);
    let refused = rejections(&app);
    assert_eq!(refused.len(), 1);
    assert_eq!(
        refused[0].reason,
        IllegalMove::KingWouldBeInCheck(Square::E8)
    );
    assert_eq!(
        refused[0].reason.to_string(),
        "your king would be in check from e8"
    );
    settle(&mut app);
    assert_eq!(fen(&app), before_fen);
    assert_eq!(pieces(&mut app), before);
    assert_view_matches_rules(&mut app);

    // A request straight to the rules: not this side's turn.
    app.world_mut().write_message(MoveRequested {
        from: Square::E8,
        to: Square::E7,
        promotion: None,
    });
    app.update();
    let refused = rejections(&app);
    assert_eq!(refused[0].reason, IllegalMove::NotYourTurn(Color::White));
    assert_eq!(fen(&app), before_fen);
}

#[test]
fn drag_and_drop_moves_a_piece() {
    let mut app = app_from(Game::new());
    let knight = entity_on(&mut app, Square::G1).unwrap();
    app.world_mut().write_message(PieceGrabbed(Square::G1));
    app.update();
    assert_eq!(app.world().resource::<Selection>().from, Some(Square::G1));
    app.world_mut()
        .write_message(PieceDropped(Some(Square::F3)));
    settle(&mut app);
    assert_eq!(entity_on(&mut app, Square::F3), Some(knight));
    // Dropping back on its own square keeps it where it was.
    app.world_mut().write_message(PieceGrabbed(Square::E7));
    app.update();
    app.world_mut()
        .write_message(PieceDropped(Some(Square::E7)));
    settle(&mut app);
    assert_eq!(
        app.world().resource::<CurrentGame>().game().moves().len(),
        1
    );
    assert_view_matches_rules(&mut app);
}

#[test]
fn moves_made_during_an_animation_are_queued_not_lost() {
    let mut app = app_from(Game::new());
    let e_pawn = entity_on(&mut app, Square::E2).unwrap();
    let knight = entity_on(&mut app, Square::G8).unwrap();
    click(&mut app, Square::E2);
    click(&mut app, Square::E4);
    assert!(app.world().resource::<Animating>().0);
    // Black answers before White's pawn has landed.
    click(&mut app, Square::G8);
    click(&mut app, Square::F6);
    assert!(app.world().resource::<Animating>().0);
    settle(&mut app);
    assert_eq!(entity_on(&mut app, Square::E4), Some(e_pawn));
    assert_eq!(entity_on(&mut app, Square::F6), Some(knight));
    assert_eq!(
        app.world().resource::<CurrentGame>().game().moves().len(),
        2
    );
    assert_view_matches_rules(&mut app);
}

#[test]
fn every_applied_move_is_reported_once() {
    let mut app = app_from(Game::new());
    click(&mut app, Square::D2);
    app.world_mut().write_message(SquareClicked(Square::D4));
    app.update();
    let applied: Vec<String> = app
        .world()
        .resource::<Messages<MoveApplied>>()
        .iter_current_update_messages()
        .map(|m| m.0.san.clone())
        .collect();
    assert_eq!(applied, vec!["d4".to_string()]);
}

#[test]
fn new_game_rebuilds_the_pieces_from_the_rules() {
    let mut app = app_fen("7k/8/8/8/8/8/8/K7 w - - 0 1");
    assert_eq!(pieces(&mut app).len(), 2);
    app.world_mut().write_message(NewGame(Game::new()));
    settle(&mut app);
    assert_eq!(pieces(&mut app).len(), 32);
    assert_view_matches_rules(&mut app);
}

#[test]
fn the_coach_holds_a_hanging_queen_until_the_player_says_play_it_anyway() {
    use gambit::game::{
        coach::CoachGate,
        coach::{CoachSetting, CoachSettings},
        messages::{CoachWarned, PlayAnyway},
    };
    use gambit_engine::coach::Warning;
    // 1. e4 d5: Qg4?? leaves the queen to the bishop on c8.
    let start = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
    let qg4 = MoveRequested {
        from: Square::D1,
        to: Square::G4,
        promotion: None,
    };
    let warned = |app: &App| -> Vec<CoachWarned> {
        app.world()
            .resource::<Messages<CoachWarned>>()
            .iter_current_update_messages()
            .cloned()
            .collect()
    };

    // The coach on, as the window has it: someone can answer its question.
    let coached = || {
        let mut app = app_fen(start);
        app.world_mut().resource_mut::<CoachSettings>().coach = CoachSetting::On;
        app.world_mut().resource_mut::<CoachGate>().can_ask = true;
        app
    };

    // With nobody to ask (as in --headless), the move is played at once, coach on or not.
    let mut app = app_fen(start);
    app.world_mut().resource_mut::<CoachSettings>().coach = CoachSetting::On;
    app.world_mut().write_message(qg4);
    app.update();
    assert!(warned(&app).is_empty());
    assert_ne!(fen(&app), start);

    // Someone to ask, but the coach is off in the settings.
    let mut app = coached();
    app.world_mut().resource_mut::<CoachSettings>().coach = CoachSetting::Off;
    app.world_mut().write_message(qg4);
    app.update();
    assert!(warned(&app).is_empty());
    assert_ne!(fen(&app), start);

    let mut app = coached();
    // A sound move goes through without a word (2. Nf3 would leave e4 to dxe4).
    app.world_mut().write_message(MoveRequested {
        from: Square::E4,
        to: Square::D5,
        promotion: None,
    });
    app.update();
    assert!(warned(&app).is_empty());
    assert_ne!(fen(&app), start);

    let mut app = coached();
    let before = fen(&app);
    app.world_mut().write_message(qg4);
    app.update();
    let w = warned(&app);
    assert_eq!(w.len(), 1);
    assert_eq!(w[0].request, qg4);
    match &w[0].warning {
        Warning::EnPrise(c) => {
            assert_eq!((c.square, c.from), (Square::G4, Square::C8));
            assert_eq!(
                w[0].warning.sentence(),
                "Your queen on g4 could be taken by the bishop on c8"
            );
        }
        other => panic!("expected the queen en prise, got {other:?}"),
    }
    // Held back: the board is as it was.
    assert_eq!(fen(&app), before);
    app.world_mut().write_message(PlayAnyway(qg4));
    app.update();
    assert!(warned(&app).is_empty());
    let game = app.world().resource::<CurrentGame>().game().clone();
    assert_eq!(game.moves().len(), 1);
    assert_eq!(game.move_squares_at(0), Some((Square::D1, Square::G4)));
}

#[test]
fn a_review_judges_every_move_and_draws_its_arrows_where_the_board_is_shown() {
    use gambit::{
        board::arrows::Arrow,
        game::{
            browse::BrowseCommand,
            review::{ArrowKind, GameReview, ReviewCommand},
        },
    };
    use gambit_engine::review::Judgement;
    let mut game = Game::new();
    game.play_line("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#").unwrap();
    let mut app = app_from(game);
    app.world_mut().write_message(ReviewCommand::Start);
    app.update();
    assert!(app.world().resource::<GameReview>().is_running());
    let until = std::time::Instant::now() + Duration::from_secs(120);
    while !app.world().resource::<GameReview>().is_complete() {
        assert!(std::time::Instant::now() < until, "the review never ended");
        std::thread::sleep(Duration::from_millis(10));
        app.update();
    }
    let arrows = |app: &mut App| -> Vec<(Square, Square, ArrowKind)> {
        let mut q = app.world_mut().query::<&Arrow>();
        let mut v: Vec<_> = q
            .iter(app.world())
            .map(|a| (a.0.from, a.0.to, a.0.kind))
            .collect();
        v.sort_by_key(|(_, _, k)| matches!(k, ArrowKind::Better));
        v
    };
    // The live position (after the mate): the mating move, the engine's own choice.
    assert_eq!(
        arrows(&mut app),
        vec![(Square::H5, Square::F7, ArrowKind::Played(Judgement::Best))]
    );
    // After 3... Nf6??: the blunder in red and a better move beside it.
    app.world_mut().write_message(BrowseCommand::Show(6));
    app.update();
    let shown = arrows(&mut app);
    assert_eq!(shown.len(), 2, "{shown:?}");
    assert_eq!(
        shown[0],
        (
            Square::G8,
            Square::F6,
            ArrowKind::Played(Judgement::Blunder)
        )
    );
    assert_eq!(shown[1].2, ArrowKind::Better);
    // The start has no move to show.
    app.world_mut().write_message(BrowseCommand::First);
    app.update();
    assert!(arrows(&mut app).is_empty());
    // A new game puts the review away.
    app.world_mut().write_message(NewGame(Game::new()));
    app.update();
    app.update();
    assert!(!app.world().resource::<GameReview>().is_open());
    assert!(arrows(&mut app).is_empty());
}

/// Each mode can be entered and left: no entity is left behind or lost, the game waits
/// paused (its clock too) while another mode is shown, and the board takes no picks then.
#[test]
fn modes_come_and_go_without_stray_entities_and_the_game_waits() {
    use gambit::mode::Mode;
    use gambit_engine::{
        clock::TimeControl,
        session::{Player, Session},
    };
    let session = Session::new(
        Game::new(),
        Player::Human,
        Player::Human,
        TimeControl::SuddenDeath {
            base: Duration::from_secs(300),
        },
        Duration::ZERO,
    );
    let mut app = app_from(Game::new());
    app.insert_resource(CurrentGame::from_session(session));
    // No puzzle to show: the Puzzles board only shows, as Edit's does.
    app.insert_resource(gambit::puzzles::PuzzleSet(Vec::new()));
    click_move(&mut app, Square::E2, Square::E4);
    // Resources are entities too; a state's first change adds one (its previous value).
    let count = |app: &mut App| {
        app.world_mut()
            .query_filtered::<Entity, Without<bevy::ecs::resource::IsResource>>()
            .iter(app.world())
            .count()
    };
    let before = count(&mut app);
    let left = |app: &App| {
        app.world()
            .resource::<CurrentGame>()
            .session
            .clock()
            .remaining(Color::Black, Duration::ZERO)
    };
    for mode in [Mode::Learn, Mode::Puzzles, Mode::Edit] {
        app.world_mut().resource_mut::<NextState<Mode>>().set(mode);
        app.update();
        assert_eq!(*app.world().resource::<State<Mode>>().get(), mode);
        assert!(app.world().resource::<CurrentGame>().session.is_paused());
        let waiting = left(&app);
        click(&mut app, Square::E7);
        for _ in 0..25 {
            app.update();
        }
        assert_eq!(
            left(&app),
            waiting,
            "Black's clock stands still in {mode:?}"
        );
        assert_eq!(app.world().resource::<Selection>().from, None);
        app.world_mut()
            .resource_mut::<NextState<Mode>>()
            .set(Mode::Play);
        app.update();
        assert!(!app.world().resource::<CurrentGame>().session.is_paused());
        assert_eq!(count(&mut app), before, "entities after {mode:?}");
    }
    click_move(&mut app, Square::E7, Square::E5);
    assert_eq!(
        app.world().resource::<CurrentGame>().game().moves().len(),
        2
    );
}

/// The seam: in another mode, a referee that mode put in place decides the board's
/// clicks, the pieces show its position and follow its moves, and the game is untouched.
#[test]
fn another_modes_referee_decides_the_boards_moves_and_the_game_is_untouched() {
    use gambit::{game::referee::ModeReferee, mode::Mode};
    use gambit_engine::{
        clock::TimeControl,
        session::{Player, Session},
    };
    let mut app = app_from(Game::new());
    let other = Session::new(
        Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").unwrap(),
        Player::Human,
        Player::Human,
        TimeControl::None,
        Duration::ZERO,
    );
    app.world_mut()
        .resource_mut::<NextState<Mode>>()
        .set(Mode::Edit);
    settle(&mut app);
    // In place of the editor the mode put there: any referee will do.
    app.insert_resource(ModeReferee(Box::new(other)));
    settle(&mut app);
    assert_eq!(
        pieces(&mut app).len(),
        3,
        "the other referee's board is shown"
    );
    // Illegal there (a rook moves straight), and refused with the reason.
    click(&mut app, Square::A1);
    assert_eq!(app.world().resource::<Selection>().from, Some(Square::A1));
    click(&mut app, Square::B2);
    let rejected: Vec<_> = app
        .world_mut()
        .resource_mut::<Messages<MoveRejected>>()
        .drain()
        .collect();
    assert_eq!(rejected.len(), 1);
    assert_eq!(rejected[0].reason, IllegalMove::WrongWay);
    click_move(&mut app, Square::A1, Square::A7);
    let squares: Vec<Square> = pieces(&mut app).iter().map(|(_, sq, _)| *sq).collect();
    assert_eq!(squares, vec![Square::E1, Square::A7, Square::E8]);
    assert!(
        app.world()
            .resource::<CurrentGame>()
            .game()
            .moves()
            .is_empty(),
        "the game did not move"
    );
    app.world_mut()
        .resource_mut::<NextState<Mode>>()
        .set(Mode::Play);
    settle(&mut app);
    assert_eq!(pieces(&mut app).len(), 32, "back to the game's board");
}

/// The keyboard alone: Enter Up Up Enter plays 1. e4 from the start; the cursor then
/// stands on e4, and Black's pieces are reached from there.
#[test]
fn enter_up_up_enter_plays_e4() {
    use gambit::game::cursor::{CursorCommand, KeyCursor};
    let mut app = app_from(Game::new());
    let key = |app: &mut App, c: CursorCommand| {
        app.world_mut().write_message(c);
        app.update();
    };
    let up = CursorCommand::Step { files: 0, ranks: 1 };
    key(&mut app, CursorCommand::Press);
    assert_eq!(app.world().resource::<Selection>().from, Some(Square::E2));
    key(&mut app, up);
    key(&mut app, up);
    assert_eq!(app.world().resource::<KeyCursor>().0, Some(Square::E4));
    key(&mut app, CursorCommand::Press);
    settle(&mut app);
    assert_eq!(
        app.world().resource::<CurrentGame>().game().san_moves(),
        vec!["e4"]
    );
    assert_eq!(app.world().resource::<KeyCursor>().0, Some(Square::E4));
    // Black: up to e5's pawn on e7 (three up), then down two: 1... e5.
    for _ in 0..3 {
        key(&mut app, up);
    }
    key(&mut app, CursorCommand::Press);
    for _ in 0..2 {
        key(
            &mut app,
            CursorCommand::Step {
                files: 0,
                ranks: -1,
            },
        );
    }
    key(&mut app, CursorCommand::Press);
    settle(&mut app);
    assert_eq!(
        app.world().resource::<CurrentGame>().game().san_moves(),
        vec!["e4", "e5"]
    );
    let cursor_marks = {
        let mut q = app.world_mut().query::<&Highlight>();
        q.iter(app.world())
            .filter(|h| h.kind == HighlightKind::Cursor)
            .map(|h| h.square)
            .collect::<Vec<_>>()
    };
    assert_eq!(cursor_marks, vec![Square::E5]);
}

/// Arrows and rings: a right drag draws an arrow, a right click rings a square, the same
/// again takes it away; they belong to the position (kept by the game, one entity each),
/// a move shows the next position's (none), browsing back shows them again, and a left
/// click clears them.
#[test]
fn arrows_and_rings_belong_to_their_position() {
    use gambit::{
        board::drawings::{Drawn, Mark},
        game::{
            browse::BrowseCommand,
            selection::{SquareRightClicked, SquareRightDragged},
        },
    };
    use gambit_engine::pgn::Brush;
    let marks = |app: &mut App| {
        let mut q = app.world_mut().query::<&Mark>();
        q.iter(app.world()).count()
    };
    let mut app = app_from(Game::new());
    app.world_mut().write_message(SquareRightDragged {
        from: Square::E2,
        to: Square::E4,
    });
    app.world_mut()
        .write_message(SquareRightClicked(Square::D5));
    app.update();
    let drawn = app.world().resource::<Drawn>().drawing.clone();
    assert_eq!(drawn.arrows, [(Brush::Green, Square::E2, Square::E4)]);
    assert_eq!(drawn.circles, [(Brush::Green, Square::D5)]);
    assert_eq!(marks(&mut app), 2);
    let session = &app.world().resource::<CurrentGame>().session;
    assert_eq!(session.drawing(0), Some(&drawn));
    // The same ring again takes it away.
    app.world_mut()
        .write_message(SquareRightClicked(Square::D5));
    app.update();
    assert_eq!(marks(&mut app), 1);
    // A move made with the keyboard's messages: the next position has nothing drawn.
    app.world_mut().write_message(MoveRequested {
        from: Square::E2,
        to: Square::E4,
        promotion: None,
    });
    settle(&mut app);
    assert!(app.world().resource::<Drawn>().drawing.is_empty());
    assert_eq!(marks(&mut app), 0);
    // Back to the start: its arrow is shown again.
    app.world_mut().write_message(BrowseCommand::First);
    settle(&mut app);
    assert_eq!(marks(&mut app), 1);
    app.world_mut().write_message(BrowseCommand::Live);
    settle(&mut app);
    // A left click clears what is drawn on the position shown.
    app.world_mut()
        .write_message(SquareRightClicked(Square::F7));
    app.update();
    assert_eq!(marks(&mut app), 1);
    click(&mut app, Square::A7);
    app.update();
    assert_eq!(marks(&mut app), 0);
    let session = &app.world().resource::<CurrentGame>().session;
    assert_eq!(session.drawing(1), None);
    assert!(session.drawing(0).is_some());
}
