//! Nothing the player earns is lost: lesson stars, puzzle results and the puzzles a finished
//! game gives survive a full disk that frees up, `kill -9`, a save folder held by another
//! copy, and the text protocols' input ending or not being text.

mod common;

use std::{
    fs,
    io::Write,
    path::{Path, PathBuf},
    process::{Command, Stdio},
    thread,
    time::Duration,
};

use common::{disk::SmallDisk, headless::Headless};
use gambit_engine::{learn::StarsWon, puzzle::Training};

const TIMEOUT: Duration = Duration::from_secs(30);
const RUN_LIMIT: Duration = Duration::from_secs(120);

fn home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gambit-earned-{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// The moves that solve the first exercise of `lesson`, a line each.
fn first_exercise(lesson: &str) -> String {
    let lesson = gambit_engine::learn::builtin_lesson(lesson).unwrap();
    lesson.exercises[0]
        .solution
        .iter()
        .map(|m| format!("{m}\n"))
        .collect()
}

fn stars(home: &Path, lesson: &str) -> u8 {
    StarsWon::load(&home.join("data/lessons.json"))
        .map(|p| p.stars(lesson, 0))
        .unwrap_or(0)
}

/// `gambit ARGS` with `GAMBIT_HOME=home` and `input`: stdout, stderr, exit code.
fn gambit(home: &Path, args: &[&str], input: &[u8]) -> (String, String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gambit"))
        .args(args)
        .env("GAMBIT_HOME", home)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(input);
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

/// Stars won through `--headless --lesson` are on disk at once: a `kill -9` a second
/// after `solved` keeps them, and `--lessons` lists them.
#[test]
fn stars_won_headless_survive_kill_9() {
    let dir = home("kill");
    let listed = |dir: &Path| {
        let (out, err, code) = gambit(dir, &["--lessons"], b"");
        assert_eq!(code, 0, "{err}");
        out.lines()
            .find(|l| l.contains(r#""id":"rook""#))
            .expect("the rook lesson is listed")
            .to_string()
    };
    assert!(listed(&dir).ends_with(r#""stars":0}"#), "{}", listed(&dir));
    let mut run = Headless::start(&dir, &["--lesson", "rook"], Some(""));
    run.expect("exercise 1", TIMEOUT);
    run.send(first_exercise("rook").as_bytes());
    run.expect("solved 1", TIMEOUT);
    thread::sleep(Duration::from_secs(1));
    run.kill();
    assert_eq!(stars(&dir, "rook"), 3);
    assert!(listed(&dir).ends_with(r#""stars":3}"#), "{}", listed(&dir));
}

/// Stars won while the disk is full are written once there is room again, before the
/// program exits (it waits for them).
#[test]
fn stars_won_on_a_full_disk_are_saved_once_there_is_room() {
    let Some(disk) = SmallDisk::mount(home("full-stars")) else {
        return;
    };
    let mut run = Headless::start(&disk.dir, &["--lesson", "rook"], Some(""));
    run.expect("exercise 1", TIMEOUT);
    disk.fill();
    run.send(first_exercise("rook").as_bytes());
    run.expect("solved 1", TIMEOUT);
    // The first write fails, and its retries too, while the disk is full.
    thread::sleep(Duration::from_secs(3));
    assert_eq!(stars(&disk.dir, "rook"), 0);
    disk.free();
    let ended = run.finish(RUN_LIMIT);
    assert_eq!(ended.code(), 1, "input ended mid-lesson: {}", ended.stderr);
    assert_eq!(stars(&disk.dir, "rook"), 3);
}

/// A puzzle solved on a full disk: its result and rating are written when room comes
/// back while the run waits for them; the run succeeds.
#[test]
fn a_puzzle_solved_on_a_full_disk_keeps_its_result() {
    let Some(disk) = SmallDisk::mount(home("full-puzzle")) else {
        return;
    };
    let puzzle = &gambit_engine::puzzle::builtin()[0];
    let mut run = Headless::start(&disk.dir, &["--puzzle", &puzzle.id], Some(""));
    run.expect("puzzle", TIMEOUT);
    disk.fill();
    let moves: String = puzzle
        .solution
        .iter()
        .step_by(2)
        .map(|m| format!("{m}\n"))
        .collect();
    run.send(moves.as_bytes());
    run.expect("solved", TIMEOUT);
    thread::sleep(Duration::from_secs(1));
    disk.free();
    let ended = run.finish(RUN_LIMIT);
    assert_eq!(ended.code(), 0, "{}", ended.stderr);
    let (training, _) = Training::load(&disk.dir.join("data/puzzles.json")).unwrap();
    assert!(training.tried(&puzzle.id));
    assert_eq!(training.first_tries(), (1, 1));
}

/// A mate ending a `--headless` game is looked through for puzzles before the program
/// exits, and they are kept.
#[test]
fn a_headless_game_gives_its_puzzles() {
    let dir = home("harvest");
    let run = Headless::start(&dir, &[], Some("f2f3\ne7e5\ng2g4\na7a6\na2a3\nd8h4\n"));
    let ended = run.finish(RUN_LIMIT);
    assert!(ended.status.success(), "{}", ended.stderr);
    let (training, _) = Training::load(&dir.join("data/puzzles.json")).expect("kept");
    assert!(!training.mine().is_empty(), "no puzzle kept");
}

/// While another copy holds the save folder, the stars are read (a lesson opens where the
/// player was) but not written, and a damaged file is left where it is.
#[test]
fn a_folder_held_by_another_copy_is_read_not_written() {
    let dir = home("held");
    let store = gambit::save::store::Store::at(dir.join("data"), dir.join("config"));
    let mut progress = StarsWon::default();
    progress.record("rook", 0, 3);
    fs::create_dir_all(dir.join("data")).unwrap();
    fs::write(store.lessons_path(), progress.to_json()).unwrap();
    let _held = store.try_lock().unwrap().expect("free");
    let (read, notice) = gambit::learn::load_progress(Some((&store, false)));
    assert_eq!(read.progress.stars("rook", 0), 3);
    assert_eq!(read.file, None, "never written");
    assert!(notice.is_none());

    let (out, err, code) = gambit(&dir, &["--headless", "--lesson", "rook"], b"skip\n");
    assert!(err.contains("Another Gambit is running"), "{err}");
    assert!(out.starts_with("exercise 1"), "{out}");
    assert_eq!(code, 1);

    fs::write(store.puzzles_path(), "{ not json").unwrap();
    let (training, notice) = gambit::puzzles::load_training(Some((&store, false)));
    assert_eq!(training.file, None);
    let said = gambit::ui::words::notices(&notice);
    assert!(said.contains("could not be read"), "{said}");
    assert!(
        store.puzzles_path().exists(),
        "not moved: the folder is not ours"
    );
}

/// A line that is not text is refused and the lesson goes on; input ending before the
/// lesson is done is not a success.
#[test]
fn the_protocols_refuse_what_is_not_text_and_say_when_input_ended_early() {
    let dir = home("protocols");
    let (out, _, code) = gambit(&dir, &["--headless", "--lesson", "knight"], b"\xff\nb1c3\n");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("exercise 1"), "{out}");
    assert!(lines[1].starts_with("wrong "), "{out}");
    assert!(lines.len() > 2, "the lesson went on: {out}");
    assert_eq!(code, 1, "input ended mid-lesson");

    let puzzle = &gambit_engine::puzzle::builtin()[0];
    let (out, _, code) = gambit(
        &dir,
        &["--headless", "--puzzle", &puzzle.id],
        b"\x1b[2J\0\n",
    );
    assert!(!out.contains('\x1b') && !out.contains('\0'), "{out:?}");
    assert_eq!(code, 1, "input ended before the puzzle was solved");

    // A damaged training is said as such, not as "none of your own".
    fs::write(dir.join("data/puzzles.json"), "{ not json").unwrap();
    let (_, err, code) = gambit(&dir, &["--headless", "--puzzle", "g0001"], b"");
    assert_eq!(code, 2);
    assert!(err.contains("could not be read"), "{err}");
    assert!(!err.contains("none of your own"), "{err}");
}

/// A PGN whose FEN tag can't be played is refused, as the same FEN is with `--fen`; so
/// is `--game 0`.
#[test]
fn a_pgn_with_an_impossible_start_is_refused() {
    let dir = home("bad-fen");
    let pgn = dir.join("bad.pgn");
    fs::write(
        &pgn,
        "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. e4 *\n",
    )
    .unwrap();
    let path = pgn.to_str().unwrap();
    let (_, err, code) = gambit(&dir, &["--pgn", path, "--headless"], b"");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--pgn"), "{err}");
    let (_, err, code) = gambit(&dir, &["--pgn", path, "--game", "0", "--headless"], b"");
    assert_eq!(code, 2, "{err}");
}

/// `--lang` words the protocols' reasons in that language; their keywords stay English,
/// and an unknown language is refused with the list.
#[test]
fn the_protocols_speak_the_language_asked_for() {
    let dir = home("lang");
    let args = ["--lang", "qps", "--headless", "--lesson", "rook"];
    let (out, err, code) = gambit(&dir, &args, b"a1b2\n");
    assert_eq!(code, 1, "input ended mid-lesson: {err}");
    assert!(out.starts_with("exercise 1 "), "{out}");
    let wrong = out
        .lines()
        .find(|l| l.starts_with("wrong "))
        .expect("a wrong line");
    assert!(
        wrong.starts_with("wrong [") && wrong.ends_with(']'),
        "{wrong}"
    );
    assert!(!wrong.contains("rook moves"), "not in English: {wrong}");
    let (_, err, code) = gambit(
        &dir,
        &["--lang", "xx", "--headless", "--lesson", "rook"],
        b"",
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("no language \"xx\"") && err.contains("en, de, es"),
        "{err}"
    );
}

/// `gambit --progress` reads what was earned in earlier runs: a game won against Gentle,
/// a lesson's stars and a rated puzzle, with the next step; it holds no lock and writes
/// nothing, even while another copy holds the folder.
#[test]
fn progress_reports_games_lessons_and_puzzles_and_changes_nothing() {
    let dir = home("progress");
    // A back-rank mate in one against Gentle.
    let run = Headless::start(
        &dir,
        &[
            "--fen",
            "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
            "--black",
            "gentle",
        ],
        Some("a1a8\n"),
    );
    let ended = run.finish(RUN_LIMIT);
    assert!(ended.status.success(), "{}", ended.stderr);
    let (_, err, code) = gambit(
        &dir,
        &["--headless", "--lesson", "rook"],
        first_exercise("rook").as_bytes(),
    );
    assert_eq!(code, 1, "input ended before the lesson: {err}");
    let puzzle = gambit_engine::puzzle::builtin()
        .into_iter()
        .find(|p| p.rating.is_some())
        .unwrap();
    let line: String = puzzle
        .solution
        .iter()
        .step_by(2)
        .map(|m| format!("{m}\n"))
        .collect();
    let (_, err, code) = gambit(
        &dir,
        &["--headless", "--puzzle", &puzzle.id],
        line.as_bytes(),
    );
    assert_eq!(code, 0, "{err}");
    let listing = |dir: &Path| -> Vec<(PathBuf, std::time::SystemTime)> {
        let mut all: Vec<_> = fs::read_dir(dir.join("data"))
            .unwrap()
            .map(|e| {
                let e = e.unwrap();
                (e.path(), e.metadata().unwrap().modified().unwrap())
            })
            .collect();
        all.sort();
        all
    };
    // Another copy holds the folder meanwhile: --progress still reads it.
    let holder = Headless::start(&dir, &[], Some(""));
    thread::sleep(Duration::from_secs(2));
    let (out, err, code) = gambit(&dir, &["--progress"], b"");
    let _ = holder.finish(RUN_LIMIT);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(out.trim()).expect(&out);
    let gentle = &json["games"][0];
    assert_eq!(
        (gentle["level"].as_str(), gentle["won"].as_u64()),
        (Some("gentle"), Some(1)),
        "{out}"
    );
    let rook = json["lessons"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["id"] == "rook")
        .unwrap();
    assert_eq!(rook["stars"].as_u64(), Some(3), "{out}");
    assert_eq!(
        json["puzzles"]["history"].as_array().map(Vec::len),
        Some(1),
        "{out}"
    );
    assert_eq!(json["next"]["kind"], "lesson", "{out}");
    assert_eq!(json["next"]["id"], "board", "{out}");
    let before = listing(&dir);
    let (again, _, code) = gambit(&dir, &["--progress"], b"");
    assert_eq!((code, again), (0, out));
    let after: Vec<_> = listing(&dir)
        .into_iter()
        .filter(|(p, _)| !p.ends_with("gambit.lock"))
        .collect();
    let before: Vec<_> = before
        .into_iter()
        .filter(|(p, _)| !p.ends_with("gambit.lock"))
        .collect();
    assert_eq!(before, after, "--progress changed nothing");
}
