//! The Edit mode in a headless app: a position set up by clicks, drags and right clicks
//! on the shared board (the editor is the board's referee), its problems said as it
//! changes, and "Play from here". Also `gambit --edit` with a damaged FEN.

use bevy::prelude::*;
use gambit::{
    edit::{EditCommand, KeptSetup},
    game::{
        current::CurrentGame,
        messages::PlayFrom,
        referee::ModeReferee,
        selection::{PieceDropped, PieceGrabbed, SquareRightClicked},
    },
    mode::Mode,
};
use gambit_engine::{
    Game,
    editor::{Editor, Tool},
};
use shakmaty::{CastlingSide, Color, Square};

mod common;

use common::app::{board, click, enter, hot_seat, session_app, settle};

fn edit_app() -> App {
    let mut app = session_app(hot_seat(Game::new()));
    app.update();
    enter(&mut app, Mode::Edit);
    app
}

fn command(app: &mut App, c: EditCommand) {
    app.world_mut().write_message(c);
    settle(app);
}

fn editor(app: &App) -> Editor {
    app.world()
        .resource::<ModeReferee>()
        .get::<Editor>()
        .expect("the editor is the board's referee")
        .clone()
}

fn problems(app: &App) -> Vec<String> {
    editor(app)
        .problems()
        .iter()
        .map(ToString::to_string)
        .collect()
}

#[test]
fn a_position_is_set_up_by_clicks_and_played_from() {
    let mut app = edit_app();
    assert_eq!(
        board(&mut app).len(),
        32,
        "it starts from the game's position"
    );
    command(&mut app, EditCommand::Clear);
    assert!(board(&mut app).is_empty());
    assert_eq!(problems(&app), ["White has no king", "Black has no king"]);
    for (piece, sq) in [
        (Color::White.king(), Square::E1),
        (Color::Black.king(), Square::E8),
        (Color::White.rook(), Square::A1),
        (Color::White.king(), Square::H1),
    ] {
        command(&mut app, EditCommand::Tool(Tool::Put(piece)));
        click(&mut app, sq);
    }
    settle(&mut app);
    assert_eq!(
        board(&mut app).len(),
        4,
        "the board shows the editor's pieces"
    );
    assert_eq!(problems(&app), ["White has two kings"]);
    // A right click takes a piece off, whatever the tool.
    app.world_mut()
        .write_message(SquareRightClicked(Square::H1));
    settle(&mut app);
    assert!(problems(&app).is_empty(), "{:?}", problems(&app));
    command(
        &mut app,
        EditCommand::Castling(Color::White, CastlingSide::QueenSide, true),
    );
    assert_eq!(editor(&app).fen(), "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    // The rook dragged away: the castling right it needed goes.
    command(&mut app, EditCommand::Tool(Tool::Hand));
    app.world_mut().write_message(PieceGrabbed(Square::A1));
    app.world_mut()
        .write_message(PieceDropped(Some(Square::A7)));
    settle(&mut app);
    assert_eq!(editor(&app).fen(), "4k3/R7/8/8/8/8/8/4K3 w - - 0 1");
    // Black to move, in check from nobody: fine. The rook to e7 checks Black's king.
    command(&mut app, EditCommand::Turn(Color::Black));
    click(&mut app, Square::A7);
    click(&mut app, Square::E7);
    command(&mut app, EditCommand::Turn(Color::White));
    assert_eq!(
        problems(&app),
        ["The side not to move is in check (Black's king, with White to move)"]
    );
    command(&mut app, EditCommand::Turn(Color::Black));
    assert!(problems(&app).is_empty());

    command(&mut app, EditCommand::PlayFromHere);
    assert_eq!(*app.world().resource::<State<Mode>>().get(), Mode::Play);
    let asked: Vec<PlayFrom> = app
        .world_mut()
        .resource_mut::<Messages<PlayFrom>>()
        .drain()
        .collect();
    assert_eq!(asked, [PlayFrom("4k3/4R3/8/8/8/8/8/4K3 b - - 0 1".into())]);
    // The game waited, untouched; the set-up position is kept for the next visit.
    assert_eq!(board(&mut app).len(), 32);
    assert!(
        app.world()
            .resource::<CurrentGame>()
            .game()
            .moves()
            .is_empty()
    );
    assert!(app.world().resource::<KeptSetup>().0.is_some());
    enter(&mut app, Mode::Edit);
    assert_eq!(board(&mut app).len(), 3);
}

#[test]
fn an_impossible_fen_is_shown_with_its_problems_and_play_waits() {
    let mut app = edit_app();
    command(
        &mut app,
        EditCommand::Fen("4k3/8/8/8/8/8/8/3KK2P w - - 0 1".into()),
    );
    assert_eq!(board(&mut app).len(), 4);
    assert_eq!(
        problems(&app),
        [
            "White has two kings",
            "A pawn can't stand on the first rank (the white pawn on h1)"
        ]
    );
    command(&mut app, EditCommand::PlayFromHere);
    assert_eq!(
        *app.world().resource::<State<Mode>>().get(),
        Mode::Edit,
        "an impossible position can't be played"
    );
}

#[test]
fn a_damaged_fen_on_the_command_line_is_refused_with_the_reason() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gambit"))
        .args([
            "--edit",
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ])
        .output()
        .expect("gambit runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--edit: not a valid FEN: the piece placement"),
        "{err}"
    );
}
