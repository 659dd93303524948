//! The keys an open dialog takes (Enter, Esc, Up/Down), as the keymap hands them on, and
//! which dialogs outside the play dialogs are open. A leaf: the dialogs and the keymap
//! both use it, and it uses neither.

use bevy::prelude::*;
use bevy_egui::egui;

/// A key for the dialog that is open.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum DialogKey {
    /// Enter: the main action (Start, Resign, Close…).
    Confirm,
    /// Esc.
    Close,
    /// Down (+1) or Up (−1): the next or previous entry of the dialog's main list.
    Step(i8),
}

/// The dialogs open outside the play dialogs (the Progress page, the welcome), by name;
/// each owner says when its own opens and closes.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct DialogOpen(std::collections::BTreeSet<&'static str>);

impl DialogOpen {
    pub fn set(&mut self, who: &'static str, open: bool) {
        if open {
            self.0.insert(who);
        } else {
            self.0.remove(who);
        }
    }

    pub fn any(&self) -> bool {
        !self.0.is_empty()
    }
}

/// The dialog keys of this frame, as the open dialog takes them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DialogKeys {
    pub confirm: bool,
    pub close: bool,
    /// Up/Down on the dialog's main list, summed.
    pub step: i8,
}

impl DialogKeys {
    /// While a drop-down is open it takes the keys itself (Esc and Enter close it).
    pub fn read(keys: &mut MessageReader<DialogKey>, ctx: &egui::Context) -> DialogKeys {
        let popup = egui::Popup::is_any_open(ctx);
        keys.read()
            .filter(|_| !popup)
            .fold(DialogKeys::default(), |mut k, key| {
                match *key {
                    DialogKey::Confirm => k.confirm = true,
                    DialogKey::Close => k.close = true,
                    DialogKey::Step(by) => k.step = k.step.saturating_add(by),
                }
                k
            })
    }
}
