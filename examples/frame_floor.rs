//! The frame-time floor of this machine: an empty Bevy window with one camera, the same
//! plugins and window size as the game, redrawing continuously. Prints the mean and p99
//! of frames 10..10+N. `cargo run --release --example frame_floor -- [N] [--egui]`
//! (the egui flag adds bevy_egui with one small window, as the game's panel does).

use std::time::Instant;

use bevy::{prelude::*, window::WindowResolution, winit::WinitSettings};
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

#[derive(Resource)]
struct Frames {
    wanted: usize,
    last: Option<Instant>,
    samples: Vec<f64>,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let wanted = args
        .iter()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(30);
    let with_egui = args.iter().any(|a| a == "--egui");
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "floor".into(),
            resolution: WindowResolution::new(1280, 720),
            ..default()
        }),
        ..default()
    }))
    .insert_resource(WinitSettings::continuous())
    .insert_resource(Frames {
        wanted,
        last: None,
        samples: Vec::new(),
    })
    .add_systems(Startup, |mut commands: Commands| {
        commands.spawn((Camera3d::default(), Msaa::Off));
    })
    .add_systems(Update, measure);
    if with_egui {
        app.add_plugins(EguiPlugin::default())
            .add_systems(EguiPrimaryContextPass, panel);
    }
    app.run();
}

fn panel(mut contexts: EguiContexts) -> Result {
    egui::Window::new("panel").show(contexts.ctx_mut()?, |ui| {
        ui.label("A few words, as the side panel has.");
    });
    Ok(())
}

fn measure(mut frames: ResMut<Frames>, mut exit: MessageWriter<AppExit>) {
    let now = Instant::now();
    if let Some(last) = frames.last {
        frames.samples.push((now - last).as_secs_f64() * 1000.0);
    }
    frames.last = Some(now);
    // The first frames compile pipelines; skip them.
    if frames.samples.len() >= 10 + frames.wanted {
        let mut s: Vec<f64> = frames.samples[10..].to_vec();
        s.sort_by(f64::total_cmp);
        let mean = s.iter().sum::<f64>() / s.len() as f64;
        let p99 = s[((s.len() as f64 * 0.99).ceil() as usize).min(s.len()) - 1];
        println!(
            "floor: {} frames, mean {mean:.1} ms, p99 {p99:.1} ms",
            s.len()
        );
        exit.write(AppExit::Success);
    }
}
