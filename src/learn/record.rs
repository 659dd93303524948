//! The player's record for the Progress page: each game against a level when it ends,
//! and the player's accuracy when a review of their game is complete, kept in
//! `data/record.json` through the one writer.

use bevy::prelude::*;
use chrono::Utc;
use gambit_engine::{
    Game,
    progress::{GameRecord, GameRecordError, GameResult},
    session::Player,
};
use shakmaty::{Color, Position, uci::UciMove};

use crate::{
    AppSystems,
    game::{current::CurrentGame, messages::GameEnded, review::GameReview},
    save::{
        notice::{Earned, Notice},
        persistence::Persistence,
        store::{Store, read_kept},
        writer::Writer,
    },
};

/// The record, and where it is kept (none: not saved).
#[derive(Resource, Debug, Default)]
pub struct KeptRecord {
    pub record: GameRecord,
    pub file: Option<std::path::PathBuf>,
}

impl KeptRecord {
    fn save(&self, writer: Option<&Writer>) {
        if let (Some(file), Some(writer)) = (&self.file, writer) {
            writer.keep(Earned::Record, file.clone(), self.record.to_json());
        }
    }
}

/// The record saved in `store` (`mine`: the folder is this process's, else only read).
pub fn load_record(store: Option<(&Store, bool)>) -> (KeptRecord, Option<Notice>) {
    let Some((store, mine)) = store else {
        return (KeptRecord::default(), None);
    };
    let file = store.record_path();
    let kept = read_kept(
        &file,
        mine,
        |path| GameRecord::load(path).map(Some),
        |e| matches!(e, GameRecordError::Damaged(_)),
        Earned::Record,
    );
    let (record, left_out) = kept.value.unwrap_or_default();
    if left_out > 0 {
        warn!("games record: {left_out} damaged entries left out");
    }
    (
        KeptRecord {
            record,
            file: kept.writable.then_some(file),
        },
        kept.notice,
    )
}

pub fn plugin(app: &mut App) {
    app.init_resource::<KeptRecord>().add_systems(
        Update,
        (record_game_end, record_review).in_set(AppSystems::Think),
    );
}

/// A game's key: the day, where it started and its first moves, so the same game
/// finished again after a take back counts once.
fn key(game: &Game) -> String {
    let moves: Vec<String> = game
        .moves()
        .iter()
        .take(24)
        .map(|m| UciMove::from_standard(*m).to_string())
        .collect();
    format!(
        "{} {} {}",
        chrono::Local::now().date_naive(),
        game.start_position().board(),
        moves.join(" ")
    )
}

/// The human's side when exactly one side is human.
fn human_side(current: &CurrentGame) -> Option<Color> {
    let human = |c: Color| current.session.player(c).is_human();
    match (human(Color::White), human(Color::Black)) {
        (true, false) => Some(Color::White),
        (false, true) => Some(Color::Black),
        _ => None,
    }
}

fn record_game_end(
    mut ended: MessageReader<GameEnded>,
    current: Res<CurrentGame>,
    mut kept: ResMut<KeptRecord>,
    persistence: Option<Res<Persistence>>,
) {
    let Some(GameEnded(ending)) = ended.read().last() else {
        return;
    };
    let Some(side) = human_side(&current) else {
        return;
    };
    let Player::Computer(level) = current.session.player(!side) else {
        return;
    };
    let result = match ending.winner() {
        Some(winner) if winner == side => GameResult::Won,
        Some(_) => GameResult::Lost,
        None => GameResult::Drawn,
    };
    let key = key(current.game());
    kept.record.add_game(&key, level, result);
    info!("record: {result:?} against {}", level.name());
    kept.save(persistence.as_deref().map(Persistence::writer));
}

/// Once a review of the player's game is complete, the player's accuracy.
fn record_review(
    review: Res<GameReview>,
    current: Res<CurrentGame>,
    mut kept: ResMut<KeptRecord>,
    mut last: Local<Option<String>>,
    persistence: Option<Res<Persistence>>,
) {
    if !review.is_changed() || !review.is_complete() || !review.belongs_to(current.game()) {
        return;
    }
    let Some(side) = human_side(&current) else {
        return;
    };
    let accuracy = review.accuracy();
    let Some(mine) = (match side {
        Color::White => accuracy.white,
        Color::Black => accuracy.black,
    }) else {
        return;
    };
    let key = key(current.game());
    if last.as_deref() == Some(&key) {
        return;
    }
    kept.record.add_review(&key, mine, Utc::now());
    info!("record: a reviewed game, accuracy {mine:.1}");
    kept.save(persistence.as_deref().map(Persistence::writer));
    *last = Some(key);
}
