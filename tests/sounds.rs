//! Which sound each kind of move plays.

use gambit::{art::audio::sound_for, art::synth::Sound, game::referee::BoardMove};
use gambit_engine::Game;

fn sound(fen: &str, mv: &str) -> Sound {
    let mut game = Game::from_fen(fen).unwrap();
    let played = game.play_text(mv).unwrap();
    sound_for(&BoardMove(played), game.is_over())
}

#[test]
fn each_kind_of_move_has_its_sound() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(sound(start, "e4"), Sound::Move);
    assert_eq!(
        sound("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "exd5"),
        Sound::Capture
    );
    assert_eq!(
        sound("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "O-O"),
        Sound::Castle
    );
    assert_eq!(
        sound("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Ra8+"),
        Sound::Check
    );
    assert_eq!(
        sound("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8=Q"),
        Sound::Promote
    );
    assert_eq!(
        sound("7k/8/6K1/8/8/8/8/R7 w - - 0 1", "Ra8#"),
        Sound::GameEnd
    );
}
