//! Command-line helpers for testing and measuring in a real window:
//! `--screenshot FILE` (write the scene once it is ready, then exit) and
//! `--bench-frames N` (play moves continuously and report frame times while animating),
//! `--bench-think N` (frame times idle, then while the computer thinks).

use std::path::PathBuf;

use bevy::{
    prelude::*,
    render::view::screenshot::{Screenshot, save_to_disk},
    window::RequestRedraw,
};
use gambit_engine::{
    Game,
    clock::TimeControl,
    search::Level,
    session::{Player, Session},
};

use crate::{
    AppSystems,
    board::animation::Animating,
    board::pieces::{Piece, PiecesInPlace, ShownRole},
    game::ai::{Ai, Purpose},
    game::{
        current::{CurrentGame, now},
        messages::{MoveRequested, NewGame, NewSession},
    },
    ui::redraw::PendingPipelines,
};

#[derive(Resource, Debug, Clone)]
pub struct ScreenshotRequest {
    pub path: PathBuf,
    frames: u32,
    taken: bool,
}

impl ScreenshotRequest {
    pub fn new(path: PathBuf) -> Self {
        ScreenshotRequest {
            path,
            frames: 0,
            taken: false,
        }
    }
}

/// Consecutive frames with every piece in place and no shader pipeline left compiling
/// before the shot. Objects whose pipeline is still compiling are simply not drawn, and a
/// software renderer takes seconds, so a fixed frame count is not enough.
const SETTLE_FRAMES: u32 = 10;

pub fn screenshot_plugin(app: &mut App) {
    app.add_systems(Update, take_screenshot.in_set(AppSystems::Redraw));
}

#[allow(clippy::too_many_arguments)]
fn take_screenshot(
    mut request: ResMut<ScreenshotRequest>,
    pieces: PiecesInPlace,
    animating: Res<Animating>,
    pending: Res<PendingPipelines>,
    looks: Res<crate::looks::Looks>,
    mut commands: Commands,
    mut redraw: MessageWriter<RequestRedraw>,
    mut exit: MessageWriter<AppExit>,
) {
    redraw.write(RequestRedraw);
    if request.taken {
        // The file appears a few frames after the request; exit once it is complete.
        if std::fs::metadata(&request.path).is_ok_and(|m| m.len() > 0) {
            info!("screenshot written to {}", request.path.display());
            exit.write(AppExit::Success);
        }
        return;
    }
    // The theme and piece style are read from files first.
    if !pieces.ready() || animating.0 || pending.count() > 0 || !looks.ready {
        request.frames = 0;
        return;
    }
    request.frames += 1;
    if request.frames >= SETTLE_FRAMES {
        let _ = std::fs::remove_file(&request.path);
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(request.path.clone()));
        request.taken = true;
    }
}

/// A loop of knight and bishop moves that keeps pieces moving (knights hop, bishops glide).
const BENCH_MOVES: [&str; 8] = [
    "g1f3", "g8f6", "e2e3", "e7e6", "f1d3", "f8d6", "d3f1", "d6f8",
];

#[derive(Resource, Debug, Clone)]
pub struct Bench {
    pub frames: usize,
    samples: Vec<f64>,
    next: usize,
}

impl Bench {
    pub fn new(frames: usize) -> Self {
        Bench {
            frames,
            samples: Vec::with_capacity(frames),
            next: 0,
        }
    }
}

pub fn bench_plugin(app: &mut App) {
    app.add_systems(Update, run_bench.in_set(AppSystems::Redraw));
}

/// Mean and 99th percentile of a set of frame times (ms).
pub fn mean_p99(samples: &[f64]) -> (f64, f64) {
    let mut sorted = samples.to_vec();
    sorted.sort_by(f64::total_cmp);
    let mean = sorted.iter().sum::<f64>() / sorted.len().max(1) as f64;
    let idx = ((sorted.len() as f64 * 0.99).ceil() as usize).saturating_sub(1);
    (mean, sorted.get(idx).copied().unwrap_or(0.0))
}

/// What both frame benchmarks need: redraws every frame, and a start only once the scene
/// is complete and every pipeline compiled (then 10 more frames).
#[derive(bevy::ecs::system::SystemParam)]
struct Measuring<'w, 's> {
    pieces: Query<'w, 's, (), (With<Piece>, With<ShownRole>)>,
    pending: Res<'w, PendingPipelines>,
    redraw: MessageWriter<'w, RequestRedraw>,
    exit: MessageWriter<'w, AppExit>,
    warmup: Local<'s, u32>,
}

impl Measuring<'_, '_> {
    fn ready(&mut self) -> bool {
        self.redraw.write(RequestRedraw);
        if self.pieces.is_empty() || self.pending.count() > 0 {
            *self.warmup = 0;
            return false;
        }
        *self.warmup += 1;
        *self.warmup > 10
    }
}

fn run_bench(
    mut bench: ResMut<Bench>,
    time: Res<Time<Real>>,
    animating: Res<Animating>,
    current: Res<CurrentGame>,
    mut moves: MessageWriter<MoveRequested>,
    mut new_game: MessageWriter<NewGame>,
    mut measuring: Measuring,
) {
    if !measuring.ready() {
        return;
    }
    if animating.0 {
        bench.samples.push(time.delta_secs_f64() * 1000.0);
    } else if current.game().is_over() || current.game().moves().len() >= 24 {
        new_game.write(NewGame(Game::new()));
    } else {
        let uci = BENCH_MOVES[bench.next % BENCH_MOVES.len()];
        bench.next += 1;
        let from = uci[0..2].parse().expect("bench squares are valid");
        let to = uci[2..4].parse().expect("bench squares are valid");
        moves.write(MoveRequested {
            from,
            to,
            promotion: None,
        });
    }
    if bench.samples.len() >= bench.frames {
        let (mean, p99) = mean_p99(&bench.samples);
        let max = bench.samples.iter().cloned().fold(0.0, f64::max);
        println!(
            "bench: {} animated frames, mean {mean:.1} ms ({:.1} fps), p99 {p99:.1} ms, max {max:.1} ms",
            bench.samples.len(),
            1000.0 / mean
        );
        measuring.exit.write(AppExit::Success);
    }
}

/// Frame times with the board idle, then while the computer (Master, both sides) thinks:
/// the search runs off the main thread, so the two should match.
#[derive(Resource, Debug, Clone)]
pub struct ThinkBench {
    pub frames: usize,
    idle: Vec<f64>,
    thinking: Vec<f64>,
    started: bool,
}

impl ThinkBench {
    pub fn new(frames: usize) -> Self {
        ThinkBench {
            frames,
            idle: Vec::new(),
            thinking: Vec::new(),
            started: false,
        }
    }
}

pub fn think_bench_plugin(app: &mut App) {
    app.add_systems(Update, run_think_bench.in_set(AppSystems::Redraw));
}

fn run_think_bench(
    mut bench: ResMut<ThinkBench>,
    time: Res<Time<Real>>,
    animating: Res<Animating>,
    ai: Res<Ai>,
    mut sessions: MessageWriter<NewSession>,
    mut measuring: Measuring,
) {
    if !measuring.ready() {
        return;
    }
    let ms = time.delta_secs_f64() * 1000.0;
    if bench.idle.len() < bench.frames {
        bench.idle.push(ms);
        return;
    }
    if !bench.started {
        bench.started = true;
        let master = Player::Computer(Level::Master);
        sessions.write(NewSession(Session::new(
            Game::new(),
            master.clone(),
            master,
            TimeControl::None,
            now(&time),
        )));
        return;
    }
    if ai.busy() == Some(Purpose::Move) && !animating.0 {
        bench.thinking.push(ms);
    }
    if bench.thinking.len() >= bench.frames {
        for (name, samples) in [("idle", &bench.idle), ("thinking", &bench.thinking)] {
            let (mean, p99) = mean_p99(samples);
            println!(
                "bench-think: {name}: {} frames, mean {mean:.1} ms, p99 {p99:.1} ms",
                samples.len()
            );
        }
        measuring.exit.write(AppExit::Success);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn p99_picks_the_slow_tail() {
        let mut s: Vec<f64> = vec![10.0; 99];
        s.push(50.0);
        let (mean, p99) = mean_p99(&s);
        assert!((mean - 10.4).abs() < 1e-9);
        assert_eq!(p99, 10.0);
        s.push(60.0);
        assert_eq!(mean_p99(&s).1, 50.0);
    }
}
