//! The Puzzles mode in a headless app: the schedule's puzzle opens on the shared board,
//! the puzzle's referee decides every click, a wrong try is answered and changes
//! nothing, the solution's replies come by themselves, and how it went is recorded in
//! the training. Also the command line: `--puzzle-set` and `--headless --puzzle ID`.

use bevy::prelude::*;
use gambit::{
    board::highlight::HighlightKind,
    game::tries::Said,
    game::{
        current::CurrentGame,
        referee::{Deciding, ModeReferee, ReplyDelay},
    },
    mode::Mode,
    puzzles::{PuzzleCommand, PuzzleSet, PuzzleTraining, Solving},
    ui::words::wrong_try,
};
use gambit_engine::{Game, puzzle::Record};
use shakmaty::Square;

mod common;

use common::app::{board, click, click_uci, enter, highlighted, hot_seat, session_app, settle};

/// Qg8+ Rxg8 Nf7#, rated 1400.
fn smothered() -> Record {
    Record {
        id: "b0001".into(),
        fen: "1r5k/6pp/7N/3Q4/8/8/8/K7 w - - 0 1".into(),
        solution: vec!["d5g8".into(), "b8g8".into(), "h6f7".into()],
        theme: "mate-in-2".into(),
        rating: Some(1400),
        source: None,
        from_game: None,
        played: None,
        confirmed_by: None,
    }
}

fn puzzles_app(set: Vec<Record>) -> App {
    let mut app = session_app(hot_seat(Game::new()));
    app.insert_resource(ReplyDelay(std::time::Duration::ZERO))
        .insert_resource(PuzzleSet(set));
    app.update();
    enter(&mut app, Mode::Puzzles);
    app
}

fn said(app: &App) -> Said {
    app.world().resource::<Solving>().said.clone()
}

fn command(app: &mut App, c: PuzzleCommand) {
    app.world_mut().write_message(c);
    settle(app);
}

#[test]
fn a_puzzle_is_solved_on_the_board_and_recorded() {
    let mut app = puzzles_app(vec![smothered()]);
    assert_eq!(
        app.world()
            .resource::<Solving>()
            .puzzle
            .as_ref()
            .map(|p| p.id.as_str()),
        Some("b0001")
    );
    assert_eq!(
        board(&mut app).len(),
        7,
        "the puzzle's position, not the game's"
    );
    let before = board(&mut app);
    // Qd5-d8+ is legal but not the solution: refused with words, nothing moves. The words
    // need a search, made on another thread: the frame that took the try doesn't wait.
    click(&mut app, Square::D5);
    click(&mut app, Square::D8);
    assert!(app.world().resource::<Deciding>().pending());
    settle(&mut app);
    match said(&app) {
        Said::Wrong(why) => {
            let why = wrong_try(&why);
            assert!(why.starts_with("Not that one"), "{why}")
        }
        other => panic!("expected a reason, got {other:?}"),
    }
    assert_eq!(board(&mut app), before);
    click_uci(&mut app, "d5g8");
    // The reply (Rxg8) came by itself: the rook stands on g8.
    assert!(
        board(&mut app)
            .iter()
            .any(|(sq, p)| *sq == Square::G8 && p.role == shakmaty::Role::Rook),
        "{:?}",
        board(&mut app)
    );
    click_uci(&mut app, "h6f7");
    assert_eq!(
        said(&app),
        Said::Solved {
            stars: 1,
            change: after_miss(&app)
        }
    );
    let training = &app.world().resource::<PuzzleTraining>().training;
    assert!(training.tried("b0001"));
    assert!(
        training.rating() < 1000,
        "a missed first try of a rated puzzle lowers it"
    );
    // Nothing else to play: the only puzzle was tried and is not due yet.
    command(&mut app, PuzzleCommand::Next);
    let solving = app.world().resource::<Solving>();
    // None: the mode asked the schedule, which had none left.
    assert!(solving.puzzle.is_none());
    assert!(!app.world().contains_resource::<ModeReferee>());
    // The game waited, untouched.
    assert!(
        app.world()
            .resource::<CurrentGame>()
            .game()
            .moves()
            .is_empty()
    );
}

/// The rating's change the panel shows after the first, missed, try.
fn after_miss(app: &App) -> i32 {
    app.world().resource::<PuzzleTraining>().training.rating() as i32 - 1000
}

#[test]
fn hint_marks_the_piece_and_a_skip_counts_as_missed() {
    let mut app = puzzles_app(vec![smothered()]);
    command(&mut app, PuzzleCommand::Hint);
    let hinted = highlighted(&mut app, HighlightKind::Hint);
    assert_eq!(hinted, [Square::D5], "the queen moves first");
    command(&mut app, PuzzleCommand::Next);
    let training = &app.world().resource::<PuzzleTraining>().training;
    assert!(training.tried("b0001"), "skipped: recorded as missed");
    assert!(training.rating() < 1000);
}

#[test]
fn leaving_puzzles_gives_the_board_back_to_the_game() {
    let mut app = puzzles_app(vec![smothered()]);
    click_uci(&mut app, "d5g8");
    enter(&mut app, Mode::Play);
    assert!(!app.world().contains_resource::<ModeReferee>());
    assert_eq!(board(&mut app).len(), 32);
    // Back again: the same puzzle, from its start.
    enter(&mut app, Mode::Puzzles);
    assert_eq!(board(&mut app).len(), 7);
    assert!(board(&mut app).iter().any(|(sq, _)| *sq == Square::D5));
}

#[test]
fn a_damaged_training_file_is_moved_aside() {
    let home = std::env::temp_dir().join(format!("gambit-puzzles-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let store = gambit::save::store::Store::at(home.join("data"), home.join("config"));
    std::fs::create_dir_all(home.join("data")).unwrap();
    std::fs::write(store.puzzles_path(), "{ not json").unwrap();
    let (training, notice) = gambit::puzzles::load_training(Some((&store, true)));
    assert_eq!(training.training.rating(), 1000);
    assert!(gambit::ui::words::notices(&notice).contains("could not be read"));
    assert!(!store.puzzles_path().exists(), "moved aside");
    assert_eq!(training.file, Some(store.puzzles_path()), "saved afresh");
    // Unreadable (a folder in its place): told, never written over.
    std::fs::create_dir_all(store.puzzles_path()).unwrap();
    let (training, notice) = gambit::puzzles::load_training(Some((&store, true)));
    assert!(!notice.is_empty());
    assert_eq!(training.file, None);
    let _ = std::fs::remove_dir_all(&home);
}

fn gambit(args: &[&str], input: &str) -> (String, i32) {
    common::gambit_cli(args, input, "gambit-puzzles-cli")
}

/// `--puzzle-set` prints the built-in set; `--headless --puzzle ID` plays one.
#[test]
fn the_command_line_prints_the_set_and_plays_a_puzzle() {
    let (set, code) = gambit(&["--puzzle-set"], "");
    assert_eq!(code, 0);
    let first: serde_json::Value =
        serde_json::from_str(set.lines().next().expect("a puzzle")).unwrap();
    assert_eq!(set.lines().count(), gambit_engine::puzzle::builtin().len());
    let id = first["id"].as_str().unwrap();
    let solution: Vec<&str> = first["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    // The player's moves of the solution, one a line.
    let input: String = solution
        .iter()
        .step_by(2)
        .map(|m| format!("{m}\n"))
        .collect();
    let (out, code) = gambit(&["--headless", "--puzzle", id], &input);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        format!("puzzle {id} {}", first["fen"].as_str().unwrap())
    );
    assert_eq!(lines.last(), Some(&"solved"), "{out}");
    for (i, reply) in solution.iter().skip(1).step_by(2).enumerate() {
        assert_eq!(lines[1 + 2 * i], "ok");
        assert_eq!(lines[2 + 2 * i], format!("reply {reply}"));
    }
    let (_, code) = gambit(&["--headless", "--puzzle", "nope"], "");
    assert_eq!(code, 2);
}

/// Resigns the hot-seat game and waits for the background finder; the player's puzzles.
fn harvest(game: Game) -> (App, Vec<Record>) {
    harvest_with(game, gambit::game::judge::Installed::none())
}

/// [`harvest`] on a computer where `installed` is what is installed.
fn harvest_with(game: Game, installed: gambit::game::judge::Installed) -> (App, Vec<Record>) {
    use gambit::{game::messages::Resign, puzzles::harvest::HarvestOptions};
    use gambit_engine::puzzle::PuzzleOptions;
    let mut app = session_app(hot_seat(game));
    app.insert_resource(installed);
    app.insert_resource(HarvestOptions(PuzzleOptions {
        depth: 6,
        hash_mb: 4,
        review_depth: Some(6),
    }));
    app.world_mut().write_message(Resign {
        by: shakmaty::Color::Black,
    });
    let start = std::time::Instant::now();
    loop {
        app.update();
        let done = app
            .world()
            .get_resource::<gambit::puzzles::harvest::Harvest>()
            .is_some_and(|h| h.pending() == 0);
        if done {
            break;
        }
        assert!(start.elapsed().as_secs() < 120, "the finder never answered");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let mine = app
        .world()
        .resource::<PuzzleTraining>()
        .training
        .mine()
        .to_vec();
    (app, mine)
}

/// A finished game is looked through in the background: the player's mistake with one
/// clearly better answer becomes a puzzle of theirs, with its source.
#[test]
fn a_finished_game_gives_puzzles_from_the_players_mistakes() {
    let mut game = Game::new();
    // White's d3 leaves the queen on g5 to Nxg5.
    game.play_line("e4 e5 Nf3 Nc6 Bc4 Bc5 O-O d6 Nc3 Qg5 d3")
        .unwrap();
    let (mut app, mine) = harvest(game);
    let p = mine
        .iter()
        .find(|p| p.played.as_deref() == Some("d2d3"))
        .unwrap_or_else(|| panic!("d3 missed the queen: {mine:?}"));
    assert_eq!(p.solution[0], "f3g5");
    assert_eq!(
        p.id,
        format!("g{:04}", mine.iter().position(|q| q == p).unwrap() + 1)
    );
    assert!(
        p.source.as_deref().unwrap().starts_with("Your game on"),
        "{p:?}"
    );
    assert!(p.source.as_deref().unwrap().ends_with("move 6"), "{p:?}");
    assert_eq!(p.played_san().as_deref(), Some("d3"));
    // Reviewing the same game next does not look through it again.
    app.world_mut()
        .write_message(gambit::game::review::ReviewCommand::Start);
    app.update();
    let harvest = app.world().resource::<gambit::puzzles::harvest::Harvest>();
    assert_eq!(harvest.pending(), 0);
}

/// With Stockfish installed, it judges by default: the puzzle says it confirmed it.
#[test]
fn an_installed_stockfish_confirms_the_puzzles() {
    let Some(path) = gambit_engine::external::find_stockfish() else {
        eprintln!("note: no stockfish on PATH or in /usr/games; skipping");
        return;
    };
    let mut game = Game::new();
    game.play_line("e4 e5 Nf3 Nc6 Bc4 Bc5 O-O d6 Nc3 Qg5 d3")
        .unwrap();
    let installed = gambit::game::judge::Installed {
        stockfish: Some(path),
    };
    let (_, mine) = harvest_with(game, installed);
    let p = mine
        .iter()
        .find(|p| p.played.as_deref() == Some("d2d3"))
        .unwrap_or_else(|| panic!("d3 missed the queen: {mine:?}"));
    assert_eq!(p.solution[0], "f3g5");
    let by = p.confirmed_by.as_deref().unwrap_or_default();
    assert!(
        by.starts_with("Stockfish") && by.ends_with(" nodes"),
        "{by}"
    );
}

/// A game set up from a position numbers its moves from the position's move number.
#[test]
fn a_game_from_a_position_keeps_its_move_numbers() {
    let mut game =
        Game::from_fen("r1b1k1nr/ppp2ppp/2np4/2b1p1q1/2B1P3/2N2N2/PPPP1PPP/R1BQ1RK1 w kq - 2 6")
            .unwrap();
    game.play_line("d3 d5").unwrap();
    let (_, mine) = harvest(game);
    let p = mine.first().expect("d3 missed the queen");
    assert!(p.source.as_deref().unwrap().ends_with("move 6"), "{p:?}");
}

/// A finished game left waiting in the training (the program ended before its search
/// did) is looked through at the next start, and then waits no more.
#[test]
fn a_game_left_waiting_is_looked_through_at_the_next_start() {
    use gambit::puzzles::harvest::{Harvest, HarvestOptions};
    use gambit_engine::puzzle::{PuzzleOptions, Training, WaitingGame};
    let mut game = Game::new();
    game.play_line("e4 e5 Nf3 Nc6 Bc4 Bc5 O-O d6 Nc3 Qg5 d3")
        .unwrap();
    let mut training = Training::default();
    let source = gambit_engine::puzzle::GameSource {
        against: None,
        date: (2026, 12, 5),
        move_number: 0,
    };
    let waiting = WaitingGame::new(&game, &[shakmaty::Color::White], source);
    assert!(training.wait_for_look(waiting));
    let mut app = session_app(hot_seat(Game::new()));
    app.insert_resource(HarvestOptions(PuzzleOptions {
        depth: 6,
        hash_mb: 4,
        review_depth: Some(6),
    }))
    .insert_resource(PuzzleTraining {
        training,
        file: None,
    });
    let start = std::time::Instant::now();
    loop {
        app.update();
        if app
            .world()
            .get_resource::<Harvest>()
            .is_some_and(|h| h.pending() == 0)
        {
            break;
        }
        assert!(start.elapsed().as_secs() < 120, "the finder never answered");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let training = &app.world().resource::<PuzzleTraining>().training;
    assert!(training.waiting().is_empty());
    assert!(
        training
            .mine()
            .iter()
            .any(|p| p.played.as_deref() == Some("d2d3")),
        "{:?}",
        training.mine()
    );
}
