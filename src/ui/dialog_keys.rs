//! The keys an open dialog takes (Enter, Esc, Up/Down), as the keymap hands them on, and
//! which dialogs outside the play dialogs are open. A leaf: the dialogs and the keymap
//! both use it, and it uses neither.

use bevy::prelude::*;

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
