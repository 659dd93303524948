//! The Learn mode in a headless app: lessons open on the shared board, the exercise's
//! referee decides every click, the panel's state says why a try was refused and how
//! many stars a solution won, and the game waits untouched.

use bevy::prelude::*;
use gambit::{
    board::highlight::HighlightKind,
    game::tries::Said,
    game::{
        current::CurrentGame,
        referee::{ModeReferee, ReplyDelay},
    },
    learn::{LearnCommand, LearnProgress, Learning, Lessons},
    mode::Mode,
    ui::words::wrong_try,
};
use gambit_engine::{Game, learn::Goal, session::Player};
use shakmaty::{FromSetup, Square, uci::UciMove};

mod common;

use common::app::{board, click, click_uci, highlighted, hot_seat, session_app, settle};

fn learn_app() -> App {
    let mut app = session_app(hot_seat(Game::new()));
    // The other side answers at the next frame (0.6 s of wall-clock time in the window).
    app.insert_resource(ReplyDelay(std::time::Duration::ZERO));
    app.update();
    app.world_mut()
        .resource_mut::<NextState<Mode>>()
        .set(Mode::Learn);
    app.update();
    app
}

fn command(app: &mut App, c: LearnCommand) {
    app.world_mut().write_message(c);
    settle(app);
}

fn goals(app: &mut App) -> Vec<Square> {
    highlighted(app, HighlightKind::Goal)
}

fn said(app: &App) -> Said {
    app.world().resource::<Learning>().said.clone()
}

#[test]
fn a_rook_lesson_refuses_a_diagonal_with_the_reason_and_gives_stars_for_the_star() {
    let mut app = learn_app();
    command(&mut app, LearnCommand::OpenId("rook".into()));
    let rook = gambit_engine::learn::builtin_lesson("rook").unwrap();
    let first = &rook.exercises[0];
    assert_eq!(first.goal, Goal::Collect);
    assert_eq!(goals(&mut app), first.targets, "the stars are marked");
    assert_eq!(
        board(&mut app).len(),
        3,
        "the exercise's board, not the game's"
    );
    let before = board(&mut app);
    click(&mut app, Square::A1);
    click(&mut app, Square::B2);
    settle(&mut app);
    match said(&app) {
        Said::Wrong(why) => {
            let why = wrong_try(&why);
            assert!(why.contains("straight lines"), "{why}")
        }
        other => panic!("expected a reason, got {other:?}"),
    }
    assert_eq!(board(&mut app), before, "a refused try changes nothing");
    for mv in &first.solution {
        click_uci(&mut app, mv);
    }
    assert_eq!(
        said(&app),
        Said::Solved {
            stars: 3,
            change: 0
        }
    );
    assert!(goals(&mut app).is_empty(), "the star was collected");
    let progress = &app.world().resource::<LearnProgress>().progress;
    assert_eq!(progress.stars("rook", 0), 3);
    command(&mut app, LearnCommand::Next);
    assert_eq!(app.world().resource::<Learning>().exercise, 1);
    assert_eq!(said(&app), Said::Nothing);
    assert_eq!(goals(&mut app), rook.exercises[1].targets);
    // The game waited, untouched.
    let game = app.world().resource::<CurrentGame>();
    assert!(game.game().moves().is_empty());
    assert!(game.session.is_paused() || game.session.clock().running().is_none());
}

/// The other side answers a moment after the learner's move, and every lesson's stored
/// solution solves it through the window's path too (clicks, the seam, the replies).
/// Whether the exercise is played in an ending the tables know (its moves come from the
/// table, the stored solution only starts it).
fn table_ending(ex: &gambit_engine::learn::Exercise) -> bool {
    matches!(ex.goal, Goal::Mate(_) | Goal::Promote(_) | Goal::Hold(_))
        && gambit_engine::learn::ending::kind_of(&ex.position).is_some()
}

/// The position on the referee's board with the side to move.
fn referee_position(referee: &ModeReferee) -> shakmaty::Chess {
    let setup = shakmaty::Setup {
        board: referee.0.board().clone(),
        turn: referee.0.turn(),
        ..shakmaty::Setup::empty()
    };
    shakmaty::Chess::from_setup(setup, shakmaty::CastlingMode::Standard).expect("a legal board")
}

/// A drill: sixteen squares found by clicks, then the clock runs out.
fn play_drill(app: &mut App) {
    for _ in 0..16 {
        let asked = app
            .world()
            .resource::<ModeReferee>()
            .0
            .drill()
            .expect("a drill")
            .asked;
        click(app, asked);
        settle(app);
    }
    app.world_mut().resource_mut::<ModeReferee>().0.end_drill();
    settle(app);
}

#[test]
fn every_lesson_is_solved_by_clicks_with_the_other_sides_replies() {
    let mut app = learn_app();
    let lessons = app.world().resource::<Lessons>().list.clone();
    assert!(lessons.len() >= 16);
    let mut replies = 0;
    for (i, lesson) in lessons.iter().enumerate() {
        command(&mut app, LearnCommand::Open(i));
        for (n, ex) in lesson.exercises.iter().enumerate() {
            assert_eq!(app.world().resource::<Learning>().exercise, n);
            if let Goal::Drill(_) = ex.goal {
                play_drill(&mut app);
            }
            let mut solution = ex.solution.clone();
            if table_ending(ex) {
                // The table's moves, one at a time, as the other side answers.
                solution.clear();
                for _ in 0..60 {
                    if said(&app) != Said::Nothing {
                        break;
                    }
                    let referee = app.world().resource::<ModeReferee>();
                    let pos = referee_position(referee);
                    let mv = gambit_engine::learn::ending::best_move(&pos).expect("a move");
                    if let Some(role) = mv.promotion() {
                        click(&mut app, mv.from().expect("a pawn's square"));
                        click(&mut app, mv.to());
                        app.world_mut()
                            .write_message(gambit::game::selection::PromotionChosen(Some(role)));
                        settle(&mut app);
                    } else {
                        click_uci(&mut app, &UciMove::from_standard(mv).to_string());
                    }
                    for _ in 0..30 {
                        app.update();
                    }
                    settle(&mut app);
                }
            }
            for mv in &solution {
                if let Goal::Square(_) = ex.goal {
                    click(&mut app, mv.parse().unwrap());
                    settle(&mut app);
                    continue;
                }
                let before = board(&mut app);
                let uci: UciMove = mv.parse().unwrap();
                let promotion = matches!(
                    uci,
                    UciMove::Normal {
                        promotion: Some(_),
                        ..
                    }
                );
                if promotion {
                    // The chooser's answer, as the overlay sends it.
                    let UciMove::Normal {
                        from,
                        to,
                        promotion,
                        ..
                    } = uci
                    else {
                        unreachable!()
                    };
                    click(&mut app, from);
                    click(&mut app, to);
                    app.world_mut()
                        .write_message(gambit::game::selection::PromotionChosen(promotion));
                    settle(&mut app);
                } else {
                    click_uci(&mut app, mv);
                }
                // Time for the reply (0.6 s) to be played and animated.
                for _ in 0..30 {
                    app.update();
                }
                settle(&mut app);
                if ex.goal.other_side_passes() || said(&app) != Said::Nothing {
                    continue;
                }
                let after = board(&mut app);
                assert_ne!(before, after, "{} {}: {mv} was played", lesson.id, n + 1);
                replies += 1;
            }
            assert_eq!(
                said(&app),
                Said::Solved {
                    stars: 3,
                    change: 0
                },
                "{} exercise {}",
                lesson.id,
                n + 1
            );
            command(&mut app, LearnCommand::Next);
        }
        assert!(app.world().resource::<Learning>().finished, "{}", lesson.id);
    }
    assert!(replies > 0, "some exercises have the other side reply");
}

#[test]
fn after_the_last_lesson_one_click_starts_a_coached_game_against_gentle() {
    let mut app = learn_app();
    command(&mut app, LearnCommand::Open(0));
    command(&mut app, LearnCommand::PlayGentle);
    assert_eq!(*app.world().resource::<State<Mode>>().get(), Mode::Play);
    assert!(!app.world().contains_resource::<ModeReferee>());
    let session = &app.world().resource::<CurrentGame>().session;
    assert_eq!(session.player(shakmaty::Color::White), Player::Human);
    assert_eq!(
        session.player(shakmaty::Color::Black),
        Player::Computer(gambit_engine::search::Level::Gentle)
    );
    assert!(gambit::game::coach::coaching(
        app.world()
            .resource::<gambit::game::coach::CoachSettings>()
            .coach,
        session
    ));
    assert_eq!(board(&mut app).len(), 32);
}

#[test]
fn leaving_a_lesson_leaves_no_stray_entities_and_the_games_board_returns() {
    let mut app = session_app(hot_seat(Game::new()));
    app.update();
    settle(&mut app);
    let count = |app: &mut App| {
        app.world_mut()
            .query_filtered::<Entity, Without<bevy::ecs::resource::IsResource>>()
            .iter(app.world())
            .count()
    };
    // The first change of a state adds an entity (its previous value): change once.
    app.world_mut()
        .resource_mut::<NextState<Mode>>()
        .set(Mode::Learn);
    settle(&mut app);
    app.world_mut()
        .resource_mut::<NextState<Mode>>()
        .set(Mode::Play);
    settle(&mut app);
    let before = count(&mut app);
    let game_board = board(&mut app);
    app.world_mut()
        .resource_mut::<NextState<Mode>>()
        .set(Mode::Learn);
    app.update();
    command(&mut app, LearnCommand::OpenId("knight".into()));
    let knight = gambit_engine::learn::builtin_lesson("knight").unwrap();
    click_uci(&mut app, &knight.exercises[0].solution[0]);
    app.world_mut()
        .resource_mut::<NextState<Mode>>()
        .set(Mode::Play);
    settle(&mut app);
    assert!(!app.world().contains_resource::<ModeReferee>());
    assert_eq!(board(&mut app), game_board);
    assert_eq!(count(&mut app), before);
}

#[test]
fn damaged_lesson_stars_are_moved_aside_and_start_from_none() {
    let home = std::env::temp_dir().join(format!("gambit-learn-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let store = gambit::save::store::Store::at(home.join("data"), home.join("config"));
    std::fs::create_dir_all(home.join("data")).unwrap();
    std::fs::write(store.lessons_path(), "{ not json").unwrap();
    let (progress, notice) = gambit::learn::load_progress(Some((&store, true)));
    assert_eq!(progress.progress.lesson_stars("rook"), 0);
    let notice = gambit::ui::words::notice(&notice.expect("the player is told"));
    assert!(notice.contains("could not be read"), "{notice}");
    let kept: Vec<_> = std::fs::read_dir(home.join("data"))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains("corrupt"))
        .collect();
    assert_eq!(kept.len(), 1, "the damaged file is kept aside");
    assert!(!store.lessons_path().exists());
    assert_eq!(progress.file, Some(store.lessons_path()), "saved afresh");
    // Unreadable (here a folder in its place): told, and never written over.
    std::fs::create_dir_all(store.lessons_path()).unwrap();
    let (progress, notice) = gambit::learn::load_progress(Some((&store, true)));
    assert!(notice.is_some());
    assert_eq!(progress.file, None);
    let _ = std::fs::remove_dir_all(&home);
}

fn gambit(args: &[&str], input: &str) -> (String, i32) {
    common::gambit_cli(args, input, "gambit-learn-cli")
}

/// `gambit --lessons` lists the lessons in order; `gambit --headless --lesson ID` plays
/// one through stdin and stdout.
#[test]
fn the_command_line_lists_lessons_and_plays_one_through_stdin() {
    let (list, code) = gambit(&["--lessons"], "");
    assert_eq!(code, 0);
    let ids: Vec<String> = list
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).expect(l);
            assert!(v["exercises"].as_u64().unwrap() >= 3, "{l}");
            assert!(!v["title"].as_str().unwrap().is_empty());
            v["id"].as_str().unwrap().to_string()
        })
        .collect();
    let wanted = [
        "board",
        "rook",
        "bishop",
        "queen",
        "knight",
        "king",
        "pawn",
        "capture",
        "check",
        "mate",
        "castling",
        "en-passant",
        "promotion",
        "draws",
        "values",
        "tips",
        "protection",
        "hanging",
        "trades",
        "give-check",
        "check-in-two",
        "mate-patterns",
        "fork",
        "pin",
        "skewer",
        "discovered-attack",
        "queen-mate",
        "rook-mate",
        "pawn-endgame",
        "notation",
        "coordinates",
        "opening",
    ];
    assert_eq!(ids, wanted);
    let mate = gambit_engine::learn::builtin_lesson("mate").unwrap();
    let mut input = String::from("a1a2\n");
    for ex in &mate.exercises {
        for mv in &ex.solution {
            input.push_str(mv);
            input.push('\n');
        }
    }
    let (out, code) = gambit(&["--headless", "--lesson", "mate"], &input);
    assert_eq!(code, 0, "{out}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("exercise 1 6k1/5ppp/"), "{out}");
    assert!(lines[1].starts_with("wrong "), "{out}");
    let solved = lines.iter().filter(|l| l.starts_with("solved ")).count();
    assert_eq!(solved, mate.exercises.len(), "{out}");
    assert!(lines.iter().any(|l| l.starts_with("reply ")), "{out}");
    assert!(
        lines
            .iter()
            .all(|l| !l.starts_with("solved ") || l.ends_with("stars 3"))
    );
    assert_eq!(lines.last(), Some(&"lesson done"));
    let (_, code) = gambit(&["--headless", "--lesson", "nope"], "");
    assert_eq!(code, 2);
}

/// The other side waits its moment before answering, so the learner's move is seen first.
#[test]
fn the_other_side_answers_only_after_its_delay() {
    let mut app = learn_app();
    app.insert_resource(ReplyDelay(std::time::Duration::from_secs(3600)));
    let mate = gambit_engine::learn::builtin_lesson("mate").unwrap();
    let two = mate
        .exercises
        .iter()
        .position(|e| e.goal == Goal::Mate(2))
        .expect("a mate in two");
    command(&mut app, LearnCommand::OpenId("mate".into()));
    for _ in 0..two {
        command(&mut app, LearnCommand::Next);
    }
    click_uci(&mut app, &mate.exercises[two].solution[0]);
    let before = board(&mut app);
    for _ in 0..50 {
        app.update();
    }
    assert_eq!(board(&mut app), before, "no reply yet");
    assert!(
        app.world()
            .resource::<gambit::game::referee::ReplyDue>()
            .pending()
    );
}

/// Stars won are written to the save folder (atomically, on the writer thread) and are
/// there at the next start.
#[test]
fn stars_survive_a_restart() {
    let home = std::env::temp_dir().join(format!("gambit-learn-stars-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    let store = gambit::save::store::Store::at(home.join("data"), home.join("config"));
    let (progress, notice) = gambit::learn::load_progress(Some((&store, true)));
    assert!(notice.is_none());
    let mut app = learn_app();
    let lock = store.try_lock().unwrap().expect("free");
    app.add_plugins(gambit::save::persistence::plugin(
        Some((store.clone(), lock)),
        None,
    ))
    .insert_resource(progress);
    command(&mut app, LearnCommand::OpenId("bishop".into()));
    let bishop = gambit_engine::learn::builtin_lesson("bishop").unwrap();
    for mv in &bishop.exercises[0].solution {
        click_uci(&mut app, mv);
    }
    assert_eq!(
        said(&app),
        Said::Solved {
            stars: 3,
            change: 0
        }
    );
    common::app::run_until(&mut app, "the stars written", |_| {
        store.lessons_path().exists()
    });
    let (again, notice) = gambit::learn::load_progress(Some((&store, true)));
    assert!(notice.is_none());
    assert_eq!(again.progress.stars("bishop", 0), 3);
    let _ = std::fs::remove_dir_all(&home);
}

/// "Show me" marks a move that solves the exercise; the next move takes the marks away.
#[test]
fn show_me_marks_the_way_until_the_next_move() {
    let mut app = learn_app();
    command(&mut app, LearnCommand::OpenId("rook".into()));
    command(&mut app, LearnCommand::ShowMe);
    let hinted = |app: &mut App| highlighted(app, HighlightKind::Hint);
    assert_eq!(hinted(&mut app), vec![Square::A1, Square::A5]);
    click_uci(&mut app, "a1a5");
    assert!(hinted(&mut app).is_empty());
    // Shown the way: one star.
    assert_eq!(
        said(&app),
        Said::Solved {
            stars: 1,
            change: 0
        }
    );
}

/// Back to the list of lessons, the exercise's marks go with its referee.
#[test]
fn the_list_of_lessons_leaves_no_marks_on_the_board() {
    let mut app = learn_app();
    command(&mut app, LearnCommand::OpenId("rook".into()));
    assert!(!goals(&mut app).is_empty());
    command(&mut app, LearnCommand::List);
    assert!(!app.world().contains_resource::<ModeReferee>());
    assert!(goals(&mut app).is_empty(), "stars left on the board");
    assert_eq!(board(&mut app).len(), 32, "the game's board");
}
