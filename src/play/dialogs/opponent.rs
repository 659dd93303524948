//! "Change opponent": other players for the sides of the game on the board, which then
//! goes on from the same position. It opens by itself when an engine fails on its own
//! move, saying why; a failed hint or draw-offer answer is a toast instead (the
//! built-in engine answers those until the engine is given another chance).

use bevy::prelude::*;
use bevy_egui::egui;
use gambit_engine::session::{Player, Session};
use shakmaty::Color as Side;

use super::{Dialog, Dialogs, OpenDialog};
use crate::{
    AppSystems,
    game::{
        current::CurrentGame,
        external::Engines,
        judge::EngineSettings,
        messages::{EngineFailed, PlayersChanged},
    },
    play::players::{failures, player_combo},
    ui::{
        catalogue::{tr, tr_with},
        dialog_keys::DialogKeys,
        hud::{NoticeKind, Toast},
        words::color_word,
    },
};

/// How long a failed hint's reason stays up.
const TOAST_SECONDS: f64 = 8.0;

/// The players chosen so far.
#[derive(Debug, Default, Clone)]
pub struct OpponentForm {
    pub white: Player,
    pub black: Player,
}

impl OpponentForm {
    /// The session's players, to start from.
    pub fn of(session: &Session) -> OpponentForm {
        OpponentForm {
            white: session.player(shakmaty::Color::White),
            black: session.player(shakmaty::Color::Black),
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (fill_on_open, tell_failures).in_set(AppSystems::View),
    );
}

fn fill_on_open(
    mut requests: MessageReader<OpenDialog>,
    current: Res<CurrentGame>,
    mut dialogs: ResMut<Dialogs>,
) {
    if requests.read().any(|r| r.0 == Dialog::Opponent) {
        dialogs.opponent = OpponentForm::of(&current.session);
    }
}

/// An engine failed on its move: the dialog comes up with the reason. A failed hint or
/// draw-offer answer is told in a toast.
fn tell_failures(
    mut failed: MessageReader<EngineFailed>,
    current: Res<CurrentGame>,
    mut dialogs: ResMut<Dialogs>,
    mut toast: ResMut<Toast>,
    time: Res<Time<Real>>,
) {
    for f in failed.read() {
        if f.side.is_some() {
            dialogs.opponent = OpponentForm::of(&current.session);
            dialogs.open = Some(Dialog::Opponent);
        } else {
            toast.show(
                NoticeKind::Warning,
                tr_with(
                    "opponent-builtin-answers",
                    &[("error", f.error.to_string().into())],
                ),
                time.elapsed_secs_f64() + TOAST_SECONDS,
                false,
            );
        }
    }
}

/// The form; returns the players to change to once the player confirms (Continue or
/// Enter), and sets `close` when the dialog is done (also Esc).
pub(super) fn opponent_form(
    ui: &mut egui::Ui,
    form: &mut OpponentForm,
    (session, engines, settings): (&Session, &Engines, &EngineSettings),
    keys: DialogKeys,
    close: &mut bool,
) -> Option<PlayersChanged> {
    for text in failures(session, engines) {
        ui.colored_label(egui::Color32::from_rgb(255, 120, 100), text);
    }
    ui.label(tr("opponent-goes-on"));
    ui.add_space(4.0);
    for (label, player, id) in [
        (Side::White, &mut form.white, "opponent white"),
        (Side::Black, &mut form.black, "opponent black"),
    ] {
        ui.horizontal(|ui| {
            ui.add_sized([60.0, 22.0], egui::Label::new(color_word(label)));
            let human = tr("player-human");
            player_combo(ui, id, player, settings, Some(&human));
        });
    }
    ui.separator();
    let mut change = None;
    ui.horizontal(|ui| {
        if ui.button(tr("opponent-continue")).clicked() || keys.confirm {
            change = Some(PlayersChanged {
                white: form.white.clone(),
                black: form.black.clone(),
            });
            *close = true;
        }
        if ui.button(tr("dialog-cancel")).clicked() || keys.close {
            *close = true;
        }
    });
    change
}
