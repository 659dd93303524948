//! The one keymap: which key does what, and which keys reach the board at all. While egui
//! wants the keyboard (typing in the move field or a dialog) no key reaches the board,
//! camera or move list; while the promotion chooser is open, Q R B N choose the piece.
//! The arrows move the board's cursor and Enter or Space presses it (`game::cursor`);
//! Page Up/Down, Home and End browse the moves; every button of the game's panel has a key
//! too (Ctrl+Z, H, Ctrl+D, Ctrl+R, S, G, M), Ctrl+1…4 switch modes, and ? or F1 shows them
//! all ([`KEYS`], drawn by `access.rs`). While a dialog is open the board gets no key:
//! Enter does the dialog's main action, Esc closes it and Up/Down change its main choice
//! ([`DialogKey`]); a focused control takes Enter and Space itself.
//! Keys become the messages of the parts they drive, so those parts read no keys.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use shakmaty::{Color as Side, Role};

use crate::{
    AppSystems,
    board::camera::{CameraCommand, OrbitCamera, ViewSettings},
    board::settings::BoardSettings,
    game::{
        ai::HintRequested,
        browse::BrowseCommand,
        current::CurrentGame,
        cursor::CursorCommand,
        messages::{ClaimDraw, DrawOffered, PauseRequested, TakeBack},
        selection::{CancelSelection, PromotionChosen, Selection},
    },
    play::dialogs::{Dialog, Dialogs, OpenDialog},
    ui::dialog_keys::{DialogKey, DialogOpen},
};

pub fn plugin(app: &mut App) {
    // The keys drive the game in Play, and the board (cursor, camera, view) in every mode.
    app.init_resource::<KeyAids>()
        .init_resource::<DialogOpen>()
        .add_message::<DialogKey>()
        .add_systems(Update, keys.in_set(AppSystems::Input));
}

impl KeyAction {
    /// Whether the key works on the board alone (so in every mode), not on the game.
    pub fn board_only(self) -> bool {
        !matches!(
            self,
            KeyAction::NewGame
                | KeyAction::Browsing(_)
                | KeyAction::TakeBack
                | KeyAction::Hint
                | KeyAction::Draw
                | KeyAction::Resign
                | KeyAction::Pause
                | KeyAction::Settings
                | KeyAction::Games
                | KeyAction::TypeMove
        )
    }
}

/// Every key, as the keys overlay (? or F1) lists them, by message id: (keys, what they
/// do). The keys' names are messages too: keyboards name them in their language.
pub const KEYS: &[(&str, &[(&str, &str)])] = &[
    (
        "keys-board",
        &[
            ("keys-arrows-key", "keys-arrows"),
            ("keys-pick-key", "keys-pick"),
            ("keys-put-down-key", "keys-put-down"),
            ("keys-promotion-key", "keys-promotion"),
            ("keys-flip-key", "keys-flip"),
            ("keys-reset-camera-key", "keys-reset-camera"),
            ("keys-turn-board-key", "keys-turn-board"),
            ("keys-view-key", "keys-view"),
        ],
    ),
    (
        "keys-game",
        &[
            ("keys-new-game-key", "keys-new-game"),
            ("keys-take-back-key", "keys-take-back"),
            ("keys-hint-key", "keys-hint"),
            ("keys-draw-key", "keys-draw"),
            ("keys-resign-key", "keys-resign"),
            ("keys-pause-key", "keys-pause"),
            ("keys-type-move-key", "keys-type-move"),
            ("keys-earlier-later-key", "keys-earlier-later"),
            ("keys-first-last-key", "keys-first-last"),
            ("keys-settings-key", "keys-settings"),
            ("keys-games-key", "keys-games"),
        ],
    ),
    (
        "keys-panels",
        &[
            ("keys-next-field-key", "keys-next-field"),
            ("keys-press-key", "keys-press"),
            ("keys-leave-field-key", "keys-leave-field"),
            ("keys-modes-key", "keys-modes"),
            ("keys-help-key", "keys-help"),
        ],
    ),
    (
        "keys-dialogs",
        &[
            ("keys-dialog-enter-key", "keys-dialog-enter"),
            ("keys-dialog-escape-key", "keys-dialog-escape"),
            ("keys-dialog-choose-key", "keys-dialog-choose"),
        ],
    ),
];

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
    /// ? or F1: the keys overlay.
    Help,
    TakeBack,
    Hint,
    /// Claim a draw when the player may, else offer one.
    Draw,
    Resign,
    Pause,
    Settings,
    Games,
    /// Focus the move field.
    TypeMove,
    /// Ctrl+1 to Ctrl+4.
    Mode(crate::mode::Mode),
    /// Enter, Esc, Up or Down while a dialog is open.
    Dialog(DialogKey),
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
    /// A dialog is open: it takes Enter, Esc and Up/Down, and the board gets nothing.
    pub dialog: bool,
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
            // The chooser's first button.
            KeyCode::Enter | KeyCode::NumpadEnter => Some(KeyAction::Promote(Role::Queen)),
            KeyCode::Escape => Some(KeyAction::Cancel),
            _ => None,
        };
    }
    if cx.dialog {
        return match key {
            KeyCode::Enter | KeyCode::NumpadEnter => Some(KeyAction::Dialog(DialogKey::Confirm)),
            KeyCode::Escape => Some(KeyAction::Dialog(DialogKey::Close)),
            KeyCode::ArrowDown => Some(KeyAction::Dialog(DialogKey::Step(1))),
            KeyCode::ArrowUp => Some(KeyAction::Dialog(DialogKey::Step(-1))),
            KeyCode::F1 | KeyCode::Slash => Some(KeyAction::Help),
            _ => None,
        };
    }
    if cx.ctrl {
        use crate::mode::Mode;
        return match key {
            KeyCode::KeyN => Some(KeyAction::NewGame),
            KeyCode::KeyZ => Some(KeyAction::TakeBack),
            KeyCode::KeyD => Some(KeyAction::Draw),
            KeyCode::KeyR => Some(KeyAction::Resign),
            KeyCode::Digit1 => Some(KeyAction::Mode(Mode::Play)),
            KeyCode::Digit2 => Some(KeyAction::Mode(Mode::Learn)),
            KeyCode::Digit3 => Some(KeyAction::Mode(Mode::Puzzles)),
            KeyCode::Digit4 => Some(KeyAction::Mode(Mode::Edit)),
            _ => None,
        };
    }
    match key {
        KeyCode::Escape => Some(KeyAction::Cancel),
        KeyCode::F1 | KeyCode::Slash => Some(KeyAction::Help),
        KeyCode::KeyF => Some(KeyAction::FlipBoard),
        KeyCode::KeyR => Some(KeyAction::ResetCamera),
        KeyCode::KeyH => Some(KeyAction::Hint),
        KeyCode::KeyP => Some(KeyAction::Pause),
        KeyCode::KeyS => Some(KeyAction::Settings),
        KeyCode::KeyG => Some(KeyAction::Games),
        KeyCode::KeyM => Some(KeyAction::TypeMove),
        KeyCode::KeyT => Some(KeyAction::ToggleAutoRotate),
        KeyCode::KeyV => Some(KeyAction::ToggleView),
        // A stray N must not throw a game away: plain N only once it is over.
        KeyCode::KeyN if cx.game_over => Some(KeyAction::NewGame),
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
    game: GameRequests<'w>,
    cams: Query<'w, 's, &'static OrbitCamera>,
    dialog_keys: MessageWriter<'w, DialogKey>,
    view: ResMut<'w, ViewSettings>,
    settings: ResMut<'w, BoardSettings>,
    aids: ResMut<'w, KeyAids>,
    mode: ResMut<'w, NextState<crate::mode::Mode>>,
}

/// The game's requests, made the same way by the panel's buttons and their keys.
#[derive(bevy::ecs::system::SystemParam)]
pub struct GameRequests<'w> {
    pub take_back: MessageWriter<'w, TakeBack>,
    pub hint: MessageWriter<'w, HintRequested>,
    pub offer: MessageWriter<'w, DrawOffered>,
    pub claim: MessageWriter<'w, ClaimDraw>,
    pub pause: MessageWriter<'w, PauseRequested>,
}

/// What keys ask of the panels: the keys overlay shown, the move field to take the keys.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct KeyAids {
    pub overlay: bool,
    pub focus_move_field: bool,
}

#[allow(clippy::too_many_arguments)]
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    sel: Res<Selection>,
    current: Res<CurrentGame>,
    mode: Res<State<crate::mode::Mode>>,
    dialogs: Option<Res<Dialogs>>,
    other_dialog: Res<DialogOpen>,
    mut out: Out,
) {
    let in_game = *mode.get() == crate::mode::Mode::Play;
    let dialog = (in_game && dialogs.is_some_and(|d| d.open.is_some()))
        || sel.claim_prompt.is_some()
        || out.aids.overlay
        || other_dialog.any();
    let me = current.session.acting_side();

    let ctrl_keys = [KeyCode::ControlLeft, KeyCode::ControlRight];
    let cx = KeyContext {
        typing: egui.is_some_and(|e| e.wants_keyboard_input()),
        choosing_promotion: sel.promotion.is_some(),
        // A quick chord can press and release Ctrl within one slow frame.
        ctrl: keys.any_pressed(ctrl_keys) || keys.any_just_released(ctrl_keys),
        game_over: current.game().is_over(),
        dialog,
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
            Some(KeyAction::Help) => out.aids.overlay = !out.aids.overlay,
            Some(KeyAction::TypeMove) => out.aids.focus_move_field = true,
            Some(KeyAction::Mode(mode)) => out.mode.set(mode),
            // The keys overlay is a dialog of the keymap's own.
            Some(KeyAction::Dialog(DialogKey::Close | DialogKey::Confirm)) if out.aids.overlay => {
                out.aids.overlay = false;
            }
            Some(KeyAction::Dialog(key)) => {
                out.dialog_keys.write(key);
            }
            Some(KeyAction::Settings) => {
                out.dialog.write(OpenDialog(Dialog::Settings));
            }
            Some(KeyAction::Games) => {
                out.dialog.write(OpenDialog(Dialog::Games));
            }
            Some(KeyAction::Resign) if current.session.controls().resign => {
                out.dialog.write(OpenDialog(Dialog::ConfirmResign(me)));
            }
            Some(action) => game_key(action, &current, me, &mut out.game),
        }
    }
}

/// A key for the game, done only when its button in the panel would be enabled.
fn game_key(action: KeyAction, current: &CurrentGame, me: Side, out: &mut GameRequests) {
    let controls = current.session.controls();
    match action {
        KeyAction::TakeBack if controls.take_back => {
            out.take_back.write(TakeBack);
        }
        KeyAction::Hint if controls.hint => {
            out.hint.write(HintRequested);
        }
        KeyAction::Draw => {
            if let Some(&claim) = controls.claim.first() {
                out.claim.write(ClaimDraw {
                    claim,
                    with_move: None,
                });
            } else if controls.offer_draw {
                out.offer.write(DrawOffered { by: me });
            }
        }
        KeyAction::Pause if controls.pause => {
            out.pause
                .write(PauseRequested(!current.session.is_paused()));
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::catalogue::tr;

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
    fn every_panel_action_has_a_key_and_the_games_stay_in_play() {
        let ctrl = KeyContext {
            ctrl: true,
            ..default()
        };
        let plain = KeyContext::default();
        for (key, cx, want) in [
            (KeyCode::KeyZ, ctrl, KeyAction::TakeBack),
            (KeyCode::KeyD, ctrl, KeyAction::Draw),
            (KeyCode::KeyR, ctrl, KeyAction::Resign),
            (KeyCode::KeyH, plain, KeyAction::Hint),
            (KeyCode::KeyS, plain, KeyAction::Settings),
            (KeyCode::KeyG, plain, KeyAction::Games),
            (KeyCode::KeyM, plain, KeyAction::TypeMove),
            (KeyCode::F1, plain, KeyAction::Help),
            (KeyCode::Slash, plain, KeyAction::Help),
            (
                KeyCode::Digit4,
                ctrl,
                KeyAction::Mode(crate::mode::Mode::Edit),
            ),
        ] {
            assert_eq!(action(key, cx), Some(want), "{key:?}");
        }
        // Ctrl+R resigns; plain R only turns the camera back.
        assert_eq!(action(KeyCode::KeyR, plain), Some(KeyAction::ResetCamera));
        assert!(!KeyAction::Resign.board_only());
        assert!(!KeyAction::Hint.board_only());
        assert!(KeyAction::Help.board_only());
        assert!(KeyAction::Mode(crate::mode::Mode::Play).board_only());
        // The overlay names every group's keys.
        let listed: Vec<String> = KEYS
            .iter()
            .flat_map(|(_, k)| k.iter().map(|(k, _)| tr(k)))
            .collect();
        for key in [
            "Ctrl+Z",
            "H",
            "Ctrl+D",
            "Ctrl+R",
            "M",
            "? or F1",
            "Tab / Shift+Tab",
        ] {
            assert!(
                listed.iter().any(|k| k == key),
                "{key} is not in the overlay"
            );
        }
    }

    #[test]
    fn an_open_dialog_takes_enter_esc_and_the_arrows_and_the_board_gets_nothing() {
        let dialog = KeyContext {
            dialog: true,
            ..default()
        };
        for (key, want) in [
            (KeyCode::Enter, DialogKey::Confirm),
            (KeyCode::NumpadEnter, DialogKey::Confirm),
            (KeyCode::Escape, DialogKey::Close),
            (KeyCode::ArrowDown, DialogKey::Step(1)),
            (KeyCode::ArrowUp, DialogKey::Step(-1)),
        ] {
            assert_eq!(
                action(key, dialog),
                Some(KeyAction::Dialog(want)),
                "{key:?}"
            );
        }
        for key in [
            KeyCode::Space,
            KeyCode::ArrowLeft,
            KeyCode::KeyF,
            KeyCode::PageUp,
        ] {
            assert_eq!(action(key, dialog), None, "{key:?}");
        }
        // Ctrl+R in the Resign? dialog asks nothing again.
        let ctrl = KeyContext {
            ctrl: true,
            ..dialog
        };
        assert_eq!(action(KeyCode::KeyR, ctrl), None);
        assert!(KeyAction::Dialog(DialogKey::Close).board_only());
        // A focused control keeps its keys (Enter presses it).
        let typing = KeyContext {
            typing: true,
            ..dialog
        };
        assert_eq!(action(KeyCode::Enter, typing), None);
        // The promotion chooser's first button is the queen.
        let choosing = KeyContext {
            choosing_promotion: true,
            ..default()
        };
        assert_eq!(
            action(KeyCode::Enter, choosing),
            Some(KeyAction::Promote(Role::Queen))
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
