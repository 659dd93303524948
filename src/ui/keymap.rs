//! The one keymap: which key does what, and which keys reach the board at all. While egui
//! wants the keyboard (typing in the move field or a dialog) no key reaches the board,
//! camera or move list; while the promotion chooser is open, Q R B N choose the piece.
//! The arrows move the board's cursor and Enter or Space presses it (`game::cursor`);
//! Page Up/Down, Home and End browse the moves.
//! Keys become the messages of the parts they drive, so those parts read no keys.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use shakmaty::{Color as Side, Role};

use crate::{
    AppSystems,
    board::camera::{CameraCommand, OrbitCamera, ViewSettings},
    game::{
        browse::BrowseCommand,
        current::CurrentGame,
        cursor::CursorCommand,
        selection::{CancelSelection, PromotionChosen, Selection},
        settings::Settings,
    },
    ui::dialogs::{Dialog, OpenDialog},
};

pub fn plugin(app: &mut App) {
    // The keys drive the game, and the board in Learn; other modes bring their own.
    app.add_systems(
        Update,
        keys.in_set(AppSystems::Input)
            .run_if(in_state(crate::mode::Mode::Play).or_else(in_state(crate::mode::Mode::Learn))),
    );
}

impl KeyAction {
    /// Whether the key works on the board alone (so also in a lesson), not on the game.
    pub fn board_only(self) -> bool {
        !matches!(self, KeyAction::NewGame | KeyAction::Browsing(_))
    }
}

/// What a key means now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyAction {
    /// Esc: put the piece down, close the chooser.
    Cancel,
    Promote(Role),
    FlipBoard,
    ResetCamera,
    ToggleAutoRotate,
    NewGame,
    Browsing(BrowseCommand),
    /// V: the 3D board or the flat 2D view.
    ToggleView,
    /// An arrow: the keyboard's cursor one square, as the player sees the board
    /// (files right, ranks away from them).
    Cursor {
        files: i8,
        ranks: i8,
    },
    /// Enter or Space: the cursor's square, as a click.
    Press,
}

/// The state the keymap depends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct KeyContext {
    /// egui has keyboard focus (a text field).
    pub typing: bool,
    /// The promotion chooser is open.
    pub choosing_promotion: bool,
    /// Ctrl is held (or was released within this slow frame).
    pub ctrl: bool,
    pub game_over: bool,
}

/// The keymap itself, as a plain function.
pub fn action(key: KeyCode, cx: KeyContext) -> Option<KeyAction> {
    if cx.typing {
        return None; // Letters belong to the field.
    }
    if cx.choosing_promotion {
        return match key {
            KeyCode::KeyQ => Some(KeyAction::Promote(Role::Queen)),
            KeyCode::KeyR => Some(KeyAction::Promote(Role::Rook)),
            KeyCode::KeyB => Some(KeyAction::Promote(Role::Bishop)),
            KeyCode::KeyN => Some(KeyAction::Promote(Role::Knight)),
            KeyCode::Escape => Some(KeyAction::Cancel),
            _ => None,
        };
    }
    match key {
        KeyCode::Escape => Some(KeyAction::Cancel),
        KeyCode::KeyF => Some(KeyAction::FlipBoard),
        KeyCode::KeyR => Some(KeyAction::ResetCamera),
        KeyCode::KeyT => Some(KeyAction::ToggleAutoRotate),
        KeyCode::KeyV => Some(KeyAction::ToggleView),
        // A stray N must not throw a game away: plain N only once it is over.
        KeyCode::KeyN if cx.ctrl || cx.game_over => Some(KeyAction::NewGame),
        // The arrows belong to the board's cursor; the move list has Page Up/Down.
        KeyCode::ArrowLeft => Some(KeyAction::Cursor {
            files: -1,
            ranks: 0,
        }),
        KeyCode::ArrowRight => Some(KeyAction::Cursor { files: 1, ranks: 0 }),
        KeyCode::ArrowUp => Some(KeyAction::Cursor { files: 0, ranks: 1 }),
        KeyCode::ArrowDown => Some(KeyAction::Cursor {
            files: 0,
            ranks: -1,
        }),
        KeyCode::Enter | KeyCode::NumpadEnter | KeyCode::Space => Some(KeyAction::Press),
        KeyCode::PageUp => Some(KeyAction::Browsing(BrowseCommand::Back)),
        KeyCode::PageDown => Some(KeyAction::Browsing(BrowseCommand::Forward)),
        KeyCode::Home => Some(KeyAction::Browsing(BrowseCommand::First)),
        KeyCode::End => Some(KeyAction::Browsing(BrowseCommand::Last)),
        _ => None,
    }
}

/// Where the keymap's actions go.
#[derive(bevy::ecs::system::SystemParam)]
struct Out<'w, 's> {
    cancel: MessageWriter<'w, CancelSelection>,
    promote: MessageWriter<'w, PromotionChosen>,
    camera: MessageWriter<'w, CameraCommand>,
    dialog: MessageWriter<'w, OpenDialog>,
    review: MessageWriter<'w, BrowseCommand>,
    cursor: MessageWriter<'w, CursorCommand>,
    cams: Query<'w, 's, &'static OrbitCamera>,
    view: ResMut<'w, ViewSettings>,
    settings: ResMut<'w, Settings>,
}

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    sel: Res<Selection>,
    rules: Res<CurrentGame>,
    mode: Res<State<crate::mode::Mode>>,
    mut out: Out,
) {
    let in_game = *mode.get() == crate::mode::Mode::Play;
    let ctrl_keys = [KeyCode::ControlLeft, KeyCode::ControlRight];
    let cx = KeyContext {
        typing: egui.is_some_and(|e| e.wants_keyboard_input()),
        choosing_promotion: sel.promotion.is_some(),
        // A quick chord can press and release Ctrl within one slow frame.
        ctrl: keys.any_pressed(ctrl_keys) || keys.any_just_released(ctrl_keys),
        game_over: rules.game().is_over(),
    };
    for &key in keys.get_just_pressed() {
        let act = action(key, cx).filter(|a| in_game || a.board_only());
        match act {
            None => {}
            Some(KeyAction::Cancel) => {
                out.cancel.write(CancelSelection);
            }
            Some(KeyAction::Promote(role)) => {
                out.promote.write(PromotionChosen(Some(role)));
            }
            Some(KeyAction::FlipBoard) => {
                out.camera.write(CameraCommand::Flip);
            }
            Some(KeyAction::ResetCamera) => {
                out.camera.write(CameraCommand::Reset);
            }
            Some(KeyAction::ToggleAutoRotate) => out.view.auto_rotate = !out.view.auto_rotate,
            Some(KeyAction::NewGame) => {
                out.dialog.write(OpenDialog(Dialog::NewGame));
            }
            Some(KeyAction::Browsing(command)) => {
                out.review.write(command);
            }
            Some(KeyAction::ToggleView) => out.settings.view = out.settings.view.toggled(),
            Some(KeyAction::Cursor { files, ranks }) => {
                // Seated at Black, the board is turned: the arrows turn with it.
                let turned = out
                    .cams
                    .iter()
                    .next()
                    .is_some_and(|c| c.seat() == Side::Black);
                let k = if turned { -1 } else { 1 };
                out.cursor.write(CursorCommand::Step {
                    files: k * files,
                    ranks: k * ranks,
                });
            }
            Some(KeyAction::Press) => {
                out.cursor.write(CursorCommand::Press);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typing_keeps_every_key_from_the_board() {
        let typing = KeyContext {
            typing: true,
            ..default()
        };
        for key in [
            KeyCode::KeyF,
            KeyCode::Escape,
            KeyCode::ArrowLeft,
            KeyCode::KeyN,
        ] {
            assert_eq!(action(key, typing), None, "{key:?}");
        }
    }

    #[test]
    fn a_lesson_takes_the_board_keys_not_the_games() {
        assert!(KeyAction::Press.board_only());
        assert!(KeyAction::Cursor { files: 1, ranks: 0 }.board_only());
        assert!(KeyAction::Cancel.board_only());
        assert!(!KeyAction::NewGame.board_only());
        assert!(!KeyAction::Browsing(BrowseCommand::Back).board_only());
    }

    #[test]
    fn arrows_steer_the_cursor_and_page_keys_browse() {
        let cx = KeyContext::default();
        assert_eq!(
            action(KeyCode::ArrowUp, cx),
            Some(KeyAction::Cursor { files: 0, ranks: 1 })
        );
        assert_eq!(action(KeyCode::Enter, cx), Some(KeyAction::Press));
        assert_eq!(action(KeyCode::Space, cx), Some(KeyAction::Press));
        assert_eq!(
            action(KeyCode::PageUp, cx),
            Some(KeyAction::Browsing(BrowseCommand::Back))
        );
        assert_eq!(
            action(KeyCode::PageDown, cx),
            Some(KeyAction::Browsing(BrowseCommand::Forward))
        );
    }

    #[test]
    fn the_promotion_chooser_takes_q_r_b_n() {
        let choosing = KeyContext {
            choosing_promotion: true,
            ..default()
        };
        assert_eq!(
            action(KeyCode::KeyR, choosing),
            Some(KeyAction::Promote(Role::Rook))
        );
        assert_eq!(
            action(KeyCode::KeyN, choosing),
            Some(KeyAction::Promote(Role::Knight))
        );
        assert_eq!(action(KeyCode::KeyF, choosing), None);
        assert_eq!(action(KeyCode::KeyV, choosing), None);
        assert_eq!(
            action(KeyCode::KeyV, default()),
            Some(KeyAction::ToggleView)
        );
        assert_eq!(
            action(KeyCode::KeyR, default()),
            Some(KeyAction::ResetCamera)
        );
    }

    #[test]
    fn plain_n_starts_a_new_game_only_once_it_is_over() {
        assert_eq!(action(KeyCode::KeyN, default()), None);
        let ctrl = KeyContext {
            ctrl: true,
            ..default()
        };
        assert_eq!(action(KeyCode::KeyN, ctrl), Some(KeyAction::NewGame));
        let over = KeyContext {
            game_over: true,
            ..default()
        };
        assert_eq!(action(KeyCode::KeyN, over), Some(KeyAction::NewGame));
    }
}
