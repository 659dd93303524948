//! Never lose a game: starts the real `gambit --headless`, plays a random legal game through
//! its stdin, kills it with SIGKILL at random moments (during start-up, right after a write,
//! while saves are in flight), restarts it and checks that every move it acknowledged as
//! saved comes back, that what it resumes is a prefix of what was played, and that the save
//! file always parses.
//!
//! `GAMBIT_CRASH_ROUNDS=2000 cargo test --test crash -- --nocapture` runs longer;
//! `GAMBIT_CRASH_SEED=N` replays a run (the seed is printed).

mod common;

use std::{
    fs,
    path::PathBuf,
    thread,
    time::{Duration, Instant},
};

use common::headless::Headless;

use gambit_engine::{Game, session::Session};
use shakmaty::{CastlingMode, Move, Position};

/// Start-up of a dev build on a busy 2-core machine can be slow; nothing should take this long.
const TIMEOUT: Duration = Duration::from_secs(30);
/// A game that long starts over, so random games stay short and varied.
const MAX_PLY: usize = 120;

/// splitmix64: small, seedable, good enough for choosing moves and moments.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn percent(&mut self, p: u64) -> bool {
        self.below(100) < p
    }
}

fn uci(mv: Move) -> String {
    mv.to_uci(CastlingMode::Standard).to_string()
}

/// The moves as input lines, written in one go so they arrive together.
fn lines_of(moves: &[String]) -> Vec<u8> {
    moves
        .iter()
        .map(|m| format!("{m}\n"))
        .collect::<String>()
        .into_bytes()
}

/// Closes the input, waits for a clean exit and returns the output not read yet.
fn finish_clean(run: Headless) -> Vec<String> {
    let ended = run.finish(Duration::from_secs(600));
    assert!(
        ended.status.success(),
        "gambit exited with {}: {}",
        ended.status,
        ended.stderr
    );
    ended.lines
}

/// The test's knowledge: the moves it sent in this game and how many were acknowledged.
struct Track {
    home: PathBuf,
    played: Vec<String>,
    game: Game,
    acked: usize,
    /// Unacknowledged moves that a restart did not bring back (allowed, counted).
    lost: usize,
}

impl Track {
    fn new(home: PathBuf) -> Track {
        let _ = fs::remove_dir_all(&home);
        fs::create_dir_all(&home).unwrap();
        Track {
            home,
            played: Vec::new(),
            game: Game::new(),
            acked: 0,
            lost: 0,
        }
    }

    fn save_path(&self) -> PathBuf {
        self.home.join("data/current-game.pgn")
    }

    /// A `ready` line: the resumed game keeps every acknowledged move and nothing that
    /// wasn't played; unacknowledged moves after it may be gone.
    fn resumed(&mut self, line: &str) {
        let mut words = line.split_whitespace().skip(1);
        let ply: usize = words.next().and_then(|w| w.parse().ok()).expect(line);
        let moves: Vec<String> = words.map(str::to_string).collect();
        assert_eq!(moves.len(), ply, "{line}");
        assert!(
            ply >= self.acked,
            "resumed {ply} plies but {} were acknowledged as saved",
            self.acked
        );
        assert!(
            ply <= self.played.len() && moves == self.played[..ply],
            "resumed moves {moves:?} are not a prefix of the moves played {:?}",
            self.played
        );
        self.lost += self.played.len() - ply;
        self.played.truncate(ply);
        self.game = Game::new();
        for mv in &self.played {
            self.game.play_text(mv).expect("replaying a played move");
        }
        self.acked = ply;
    }

    fn heard(&mut self, line: &str) {
        if line.starts_with("ready") {
            self.resumed(line);
        } else if line.starts_with("moved ") {
            // Its own moves, sent before.
        } else if let Some(n) = line.strip_prefix("saved ") {
            let n: usize = n.parse().expect(line);
            assert!(
                n >= self.acked && n <= self.played.len(),
                "saved {n} with {} acknowledged and {} played",
                self.acked,
                self.played.len()
            );
            self.acked = n;
        } else {
            panic!("unexpected output: {line}");
        }
    }

    /// A random legal move that does not end the game (a finished game is archived, not
    /// resumed); `None` when there is none or the game is long enough.
    fn pick(&self, rng: &mut Rng) -> Option<Move> {
        if self.played.len() >= MAX_PLY {
            return None;
        }
        let mut moves: Vec<Move> = self.game.position().legal_moves().into_iter().collect();
        while !moves.is_empty() {
            let mv = moves.swap_remove(rng.below(moves.len() as u64) as usize);
            let mut next = self.game.clone();
            next.play_move(mv).expect("legal");
            if !next.is_over() {
                return Some(mv);
            }
        }
        None
    }

    fn play(&mut self, mv: Move) -> String {
        self.game.play_move(mv).expect("legal");
        let text = uci(mv);
        self.played.push(text.clone());
        text
    }

    /// What is on disk now (the process is dead): never torn, never behind what was
    /// acknowledged, never ahead of what was played.
    fn check_file(&self) {
        let data = self.home.join("data");
        let aside: Vec<_> = fs::read_dir(&data)
            .map(|rd| {
                rd.filter_map(|e| e.ok())
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .filter(|n| n.contains("corrupt"))
                    .collect()
            })
            .unwrap_or_default();
        assert!(
            aside.is_empty(),
            "a save was set aside as unreadable: {aside:?}"
        );
        let text = match fs::read_to_string(self.save_path()) {
            Ok(t) => t,
            Err(e) => {
                assert_eq!(self.acked, 0, "no save file ({e}) after acknowledgements");
                return;
            }
        };
        let session = Session::from_save(&text, Duration::ZERO)
            .unwrap_or_else(|e| panic!("the save does not parse ({e}):\n{text}"));
        let moves: Vec<String> = session.game().moves().iter().map(|m| uci(*m)).collect();
        assert!(
            moves.len() >= self.acked,
            "the file holds {} plies, {} were acknowledged",
            moves.len(),
            self.acked
        );
        assert!(
            moves.len() <= self.played.len() && moves == self.played[..moves.len()],
            "the file's moves {moves:?} are not a prefix of {:?}",
            self.played
        );
    }
}

#[derive(Default)]
struct Tally {
    kills: usize,
    sent: usize,
    lost: usize,
    games: usize,
}

/// One life of the process: start, maybe play, die by SIGKILL.
fn round(track: &mut Track, rng: &mut Rng, tally: &mut Tally) {
    let mut run = Headless::start(&track.home, &[], Some(""));
    if rng.percent(10) {
        // Die during start-up, while the autosave is being read and rewritten.
        thread::sleep(Duration::from_millis(rng.below(60)));
    } else {
        let ready = run.next_line(TIMEOUT).expect("a ready line");
        assert!(ready.starts_with("ready"), "{ready}");
        track.resumed(&ready);
        let steps = 1 + rng.below(8);
        for _ in 0..steps {
            // Sometimes several moves in one write, so saves queue up behind each other.
            let burst = if rng.percent(30) { 2 + rng.below(5) } else { 1 };
            let mut moves = Vec::new();
            for _ in 0..burst {
                let Some(mv) = track.pick(rng) else { break };
                moves.push(track.play(mv));
            }
            if moves.is_empty() {
                break;
            }
            run.send(&lines_of(&moves));
            tally.sent += moves.len();
            if rng.percent(50) {
                // Wait for the acknowledgement of this write.
                let want = track.played.len();
                while track.acked < want {
                    let line = run.next_line(TIMEOUT).expect("gambit died");
                    track.heard(&line);
                }
            }
        }
        if !rng.percent(30) {
            // Otherwise die right after the last write.
            thread::sleep(Duration::from_micros(rng.below(25_000)));
        }
    }
    for line in run.kill() {
        track.heard(&line);
    }
    tally.kills += 1;
    // Unacknowledged moves may or may not be on disk; the next start-up says which, and
    // `resumed` checks it.
    track.check_file();
}

#[test]
fn acknowledged_moves_survive_sigkill() {
    let rounds: usize = std::env::var("GAMBIT_CRASH_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let seed: u64 = std::env::var("GAMBIT_CRASH_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64
        });
    eprintln!("crash test: {rounds} rounds, GAMBIT_CRASH_SEED={seed}");
    let mut rng = Rng(seed);
    let root = std::env::temp_dir().join(format!("gambit-crash-{}", std::process::id()));
    let home = |n: usize| root.join(format!("game-{n}"));
    let mut tally = Tally::default();
    let mut track = Track::new(home(0));
    let started = Instant::now();
    for r in 0..rounds {
        if track.pick(&mut Rng(0)).is_none() && track.acked == track.played.len() {
            // This game is over or long enough: go on with a fresh one in a new home.
            tally.games += 1;
            tally.lost += track.lost;
            track = Track::new(home(tally.games));
        }
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            round(&mut track, &mut rng, &mut tally)
        }));
        if let Err(e) = result {
            eprintln!(
                "crash test failed in round {r} (GAMBIT_CRASH_SEED={seed}), home {}",
                track.home.display()
            );
            std::panic::resume_unwind(e);
        }
    }

    // Last, a clean exit: end of input waits for the final save.
    let mut run = Headless::start(&track.home, &[], Some(""));
    let ready = run.next_line(TIMEOUT).expect("a ready line");
    track.resumed(&ready);
    let mut moves = Vec::new();
    for _ in 0..3 {
        if let Some(mv) = track.pick(&mut rng) {
            moves.push(track.play(mv));
        }
    }
    run.send(&lines_of(&moves));
    for line in finish_clean(run) {
        track.heard(&line);
    }
    assert_eq!(
        track.acked,
        track.played.len(),
        "a clean exit saves every move"
    );
    track.check_file();
    tally.lost += track.lost;

    // Temporary files left behind are writes a kill interrupted half-way.
    let interrupted = (0..=tally.games)
        .filter_map(|n| fs::read_dir(home(n).join("data")).ok())
        .flatten()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
        .count();
    eprintln!(
        "crash test: {rounds} rounds, {} kills, {} moves sent, {} unacknowledged moves lost, \
         {interrupted} writes interrupted, {} games, {:.1} s",
        tally.kills,
        tally.sent,
        tally.lost,
        tally.games + 1,
        started.elapsed().as_secs_f64()
    );
    let _ = fs::remove_dir_all(&root);
}
