//! The one keymap: which key does what, and which keys reach the board at all. While egui
//! wants the keyboard (typing in the move field or a dialog) no key reaches the board,
//! camera or move list; while the promotion chooser is open, Q R B N choose the piece.
//! Keys become the messages of the parts they drive, so those parts read no keys.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use shakmaty::Role;

use crate::{
    AppSystems,
    board::camera::{CameraCommand, ViewSettings},
    game::{
        browse::BrowseCommand,
        current::CurrentGame,
        selection::{CancelSelection, PromotionChosen, Selection},
        settings::Settings,
    },
    ui::dialogs::{Dialog, OpenDialog},
};

pub fn plugin(app: &mut App) {
    // The keys drive the game; other modes bring their own.
    app.add_systems(
        Update,
        keys.in_set(AppSystems::Input)
            .run_if(in_state(crate::mode::Mode::Play)),
    );
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
        KeyCode::ArrowLeft => Some(KeyAction::Browsing(BrowseCommand::Back)),
        KeyCode::ArrowRight => Some(KeyAction::Browsing(BrowseCommand::Forward)),
        KeyCode::Home => Some(KeyAction::Browsing(BrowseCommand::First)),
        KeyCode::End => Some(KeyAction::Browsing(BrowseCommand::Last)),
        _ => None,
    }
}

/// Where the keymap's actions go.
#[derive(bevy::ecs::system::SystemParam)]
struct Out<'w> {
    cancel: MessageWriter<'w, CancelSelection>,
    promote: MessageWriter<'w, PromotionChosen>,
    camera: MessageWriter<'w, CameraCommand>,
    dialog: MessageWriter<'w, OpenDialog>,
    review: MessageWriter<'w, BrowseCommand>,
    view: ResMut<'w, ViewSettings>,
    settings: ResMut<'w, Settings>,
}

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    sel: Res<Selection>,
    rules: Res<CurrentGame>,
    mut out: Out,
) {
    let ctrl_keys = [KeyCode::ControlLeft, KeyCode::ControlRight];
    let cx = KeyContext {
        typing: egui.is_some_and(|e| e.wants_keyboard_input()),
        choosing_promotion: sel.promotion.is_some(),
        // A quick chord can press and release Ctrl within one slow frame.
        ctrl: keys.any_pressed(ctrl_keys) || keys.any_just_released(ctrl_keys),
        game_over: rules.game().is_over(),
    };
    for &key in keys.get_just_pressed() {
        match action(key, cx) {
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
