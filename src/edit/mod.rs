//! The Edit mode: setting up any position on the shared board. The engine's
//! [`Editor`] is the mode's referee ([`ModeReferee`]): a click is an answer it takes with
//! the tool in hand. Here the panel's commands and the pointer's drags and right clicks
//! are applied to it; `panel.rs` draws the panel, `evaluate.rs` runs the search on the
//! position.

pub mod evaluate;
pub mod panel;

use bevy::prelude::*;
use gambit_engine::editor::{Editor, Tool};
use shakmaty::{CastlingSide, Color, EnPassantMode, File, Position, Setup};

use crate::{
    AppSystems,
    board::camera::CameraCommand,
    game::{
        current::CurrentGame,
        messages::PlayFrom,
        referee::ModeReferee,
        selection::{PieceDropped, PieceGrabbed, SquareRightClicked},
    },
    launch::options::LaunchOptions,
    mode::Mode,
};

/// The position being set up while another mode is shown (or given by `--edit`).
#[derive(Resource, Debug, Default)]
pub struct KeptSetup(pub Option<Editor>);

/// What the Edit panel (or a test) asks of the editor.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum EditCommand {
    Tool(Tool),
    Clear,
    Start,
    /// The position of the game under Play.
    FromGame,
    Turn(Color),
    Castling(Color, CastlingSide, bool),
    EnPassant(Option<File>),
    /// A FEN typed by the player (its syntax already checked by the panel).
    Fen(String),
    /// White's pieces become Black's and the other way round.
    SwapColors,
    /// Open a new game from this position.
    PlayFromHere,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<KeptSetup>()
        .add_message::<EditCommand>()
        .add_plugins(evaluate::plugin)
        .add_systems(Startup, launch)
        .add_systems(OnEnter(Mode::Edit), enter)
        .add_systems(OnExit(Mode::Edit), leave)
        .add_systems(
            Update,
            (obey, edit_by_pointer)
                .in_set(AppSystems::Select)
                .run_if(in_state(Mode::Edit).and_then(resource_exists::<ModeReferee>)),
        )
        .add_systems(
            Update,
            say_position
                .in_set(AppSystems::View)
                .run_if(in_state(Mode::Edit).and_then(resource_exists::<ModeReferee>)),
        );
}

/// The position the game is at, to edit.
fn game_setup(game: &CurrentGame) -> Setup {
    game.game().position().to_setup(EnPassantMode::Legal)
}

/// `--edit [FEN]`: Edit opens, with that position if one was given.
fn launch(
    options: Option<Res<LaunchOptions>>,
    mut kept: ResMut<KeptSetup>,
    mut next: ResMut<NextState<Mode>>,
) {
    let Some(edit) = options.and_then(|o| o.edit.clone()) else {
        return;
    };
    kept.0 = edit;
    next.set(Mode::Edit);
}

fn enter(mut kept: ResMut<KeptSetup>, game: Res<CurrentGame>, mut commands: Commands) {
    let editor = kept
        .0
        .take()
        .unwrap_or_else(|| Editor::new(game_setup(&game)));
    commands.insert_resource(ModeReferee(Box::new(editor)));
}

fn leave(
    referee: Option<Res<ModeReferee>>,
    mut kept: ResMut<KeptSetup>,
    game: Res<CurrentGame>,
    mut camera: MessageWriter<CameraCommand>,
    mut commands: Commands,
) {
    if let Some(editor) = referee.as_ref().and_then(|r| r.get::<Editor>()) {
        let mut editor = editor.clone();
        editor.put_down();
        kept.0 = Some(editor);
    }
    commands.remove_resource::<ModeReferee>();
    camera.write(CameraCommand::Face(game.session.view));
}

fn obey(
    mut asked: MessageReader<EditCommand>,
    mut referee: ResMut<ModeReferee>,
    game: Res<CurrentGame>,
    mut next: ResMut<NextState<Mode>>,
    mut play_from: MessageWriter<PlayFrom>,
) {
    // Reaching the editor marks the board changed: only when there is something to do.
    if asked.is_empty() {
        return;
    }
    let Some(editor) = referee.get_mut::<Editor>() else {
        asked.clear();
        return;
    };
    for command in asked.read() {
        match command {
            EditCommand::Tool(tool) => {
                editor.tool = *tool;
                editor.put_down();
            }
            EditCommand::Clear => editor.clear(),
            EditCommand::Start => editor.start_position(),
            EditCommand::FromGame => editor.load(game_setup(&game)),
            EditCommand::Turn(color) => editor.set_turn(*color),
            EditCommand::Castling(color, side, on) => editor.set_castling(*color, *side, *on),
            EditCommand::EnPassant(file) => editor.set_ep_file(*file),
            EditCommand::Fen(text) => {
                if let Err(e) = editor.load_fen(text) {
                    warn!("edit: {e}");
                }
            }
            EditCommand::SwapColors => editor.swap_colors(),
            EditCommand::PlayFromHere => {
                if editor.position().is_some() {
                    play_from.write(PlayFrom(editor.fen()));
                    next.set(Mode::Play);
                }
            }
        }
    }
}

/// A piece dragged onto another square moves there, one dragged off the board goes;
/// a right click empties a square, whatever the tool.
fn edit_by_pointer(
    mut grabs: MessageReader<PieceGrabbed>,
    mut drops: MessageReader<PieceDropped>,
    mut right: MessageReader<SquareRightClicked>,
    mut referee: ResMut<ModeReferee>,
    mut grabbed: Local<Option<shakmaty::Square>>,
) {
    for &PieceGrabbed(sq) in grabs.read() {
        *grabbed = Some(sq);
    }
    if drops.is_empty() && right.is_empty() {
        return;
    }
    let Some(editor) = referee.get_mut::<Editor>() else {
        return;
    };
    for &PieceDropped(to) in drops.read() {
        let Some(from) = grabbed.take() else { continue };
        match to {
            Some(to) if to != from => editor.carry(from, to),
            Some(_) => {}
            None => editor.put(from, None),
        }
    }
    for &SquareRightClicked(sq) in right.read() {
        editor.put(sq, None);
    }
}

/// Each new position set up goes to the log (scripts driving the window follow it).
fn say_position(referee: Res<ModeReferee>, mut said: Local<String>) {
    if !referee.is_changed() {
        return;
    }
    if let Some(editor) = referee.get::<Editor>() {
        let fen = editor.fen();
        if *said != fen {
            info!("edit {fen}");
            *said = fen;
        }
    }
}
