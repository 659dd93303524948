//! Pondering: Master thinks on the player's time about the reply it expects. Starting it,
//! turning it into the computer's own search on a ponder hit, and getting a stopped
//! search's table back for the next one.

use std::{sync::atomic::Ordering, time::Duration};

use bevy::prelude::*;
use gambit_engine::{
    computer,
    search::Level,
    session::Player,
    shakmaty::{Move, Position},
};

use super::{Ai, Purpose, Work, spawn::spawn_search};
use crate::game::{
    current::{CurrentGame, now},
    settings::PlaySettings,
};

impl Ai {
    /// The player's move the computer is pondering on, if it is.
    pub fn pondering(&self) -> Option<Move> {
        self.thinking
            .as_ref()
            .filter(|t| t.purpose == Purpose::Ponder)
            .and_then(|t| t.expected)
    }

    /// Ponder hits (the player made the expected move) and misses so far.
    pub fn ponder_record(&self) -> (u64, u64) {
        (self.ponder_hits, self.ponder_misses)
    }
}

/// If the player just made the move pondered on, the ponder search becomes the
/// computer's own search of this position, its clock counting from `now`.
pub(super) fn take_hit(ai: &mut Ai, current: &CurrentGame, now: Duration) {
    let here = current.position_id();
    let game = current.game();
    let session = &current.session;
    let paced = ai.paced;
    if let Some(t) = ai.thinking.as_mut()
        && t.purpose == Purpose::Ponder
        && here.generation == t.at.generation
        && here.ply == t.at.ply + 1
        && game.moves().last() == t.expected.as_ref()
        && !game.is_over()
        && let Some(Player::Computer(level)) = session.computer_to_move()
        && let Work::Builtin {
            pondering: Some(flag),
            ..
        } = &t.work
    {
        flag.store(false, Ordering::SeqCst);
        t.purpose = Purpose::Move;
        t.at = here;
        t.started = now;
        t.min_delay = super::moment(paced, *level, session.clock(), game.turn(), now);
        ai.ponder_hits += 1;
        info!("ponder hit");
    }
}

/// On the player's time against Master: ponder on the reply the last search expected.
pub(super) fn start_ponder(
    mut ai: ResMut<Ai>,
    current: Res<CurrentGame>,
    settings: Res<PlaySettings>,
    time: Res<Time<Real>>,
) {
    let here = current.position_id();
    if !settings.ponder
        || ai.thinking.is_some()
        || ai.decided.is_some()
        || ai.pondered == Some(here)
    {
        return;
    }
    let session = &current.session;
    let game = current.game();
    let computer = !game.turn();
    if game.is_over()
        || session.is_paused()
        || !session.human_to_move()
        || game.draw_offer().is_some()
        || session.player(computer) != Player::Computer(Level::Master)
    {
        return;
    }
    // The reply expected to the computer's move that made this position.
    let Some((from, mv)) = ai.expected else {
        return;
    };
    if from.generation != here.generation
        || from.ply + 1 != here.ply
        || !game.position().is_legal(mv)
    {
        return;
    }
    ai.pondered = Some(here);
    let t = now(&time);
    // The computer's clock stands still meanwhile: its budget applies from the hit.
    let limits = computer::limits(session.clock(), Level::Master, computer, t, ai.frame * 2);
    info!(
        "pondering on {}",
        mv.to_uci(gambit_engine::shakmaty::CastlingMode::Standard)
    );
    let (purpose, level) = (Purpose::Ponder, Level::Master);
    spawn_search(
        &mut ai,
        &current,
        purpose,
        level,
        limits,
        t,
        Duration::ZERO,
        Some(mv),
    );
}
