//! The orbit camera: White's view by default, right-drag to orbit, wheel to zoom, R to
//! reset, F to flip, and optionally turning to the side to move after each move (T).

use std::f32::consts::{PI, TAU};

use bevy::{
    input::mouse::{AccumulatedMouseScroll, MouseScrollUnit},
    prelude::*,
    window::PrimaryWindow,
};
use bevy_egui::input::EguiWantsInput;
use shakmaty::Color as Side;

use crate::{
    AppSystems,
    board::settings::{BoardSettings, BoardView},
    game::{
        current::CurrentGame,
        messages::{MoveApplied, SessionReplaced},
    },
    launch::options::LaunchOptions,
};

/// View options the player can change.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ViewSettings {
    /// Turn the board to the side to move after each move (hot-seat play).
    pub auto_rotate: bool,
}

/// Logical pixels on the window's right covered by the side panel; the camera shifts so
/// the board centres in the rest.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
pub struct ViewInset {
    pub right: f32,
}

/// Whether the pointer is over a panel or dialog: a press (or the wheel) there is egui's,
/// not the board's behind it. (bevy_egui's own capture misses presses: on the press frame
/// egui is not yet "using" the pointer. And egui counts no background area, so the side
/// panel is told by its place: the window's right, `ViewInset` wide.)
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct OverPanel<'w, 's> {
    egui: Option<Res<'w, EguiWantsInput>>,
    window: Query<'w, 's, &'static Window, With<bevy::window::PrimaryWindow>>,
    inset: Option<Res<'w, ViewInset>>,
}

impl OverPanel<'_, '_> {
    pub(crate) fn over(&self) -> bool {
        if self.egui.as_ref().is_some_and(|e| e.is_pointer_over_area()) {
            return true;
        }
        let (Ok(window), Some(inset)) = (self.window.single(), self.inset.as_ref()) else {
            return false;
        };
        window
            .cursor_position()
            .is_some_and(|at| inset.right > 0.0 && at.x >= window.width() - inset.right)
    }
}

/// Requests for the camera from keys or the overlay.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum CameraCommand {
    Flip,
    Reset,
    /// Sit at this side (a puzzle for Black is solved from Black's seat).
    Face(Side),
}

#[derive(Component, Debug, Clone, Copy)]
pub struct OrbitCamera {
    pub yaw: f32,
    pub pitch: f32,
    pub distance: f32,
    target_yaw: f32,
    target_pitch: f32,
    target_distance: f32,
}

const DEFAULT_PITCH: f32 = 0.96; // ~55° above the table
const DEFAULT_DISTANCE: f32 = 12.6;
const LOOK_AT: Vec3 = Vec3::new(0.0, -0.3, 0.35);

impl OrbitCamera {
    fn new(yaw: f32) -> Self {
        OrbitCamera {
            yaw,
            pitch: DEFAULT_PITCH,
            distance: DEFAULT_DISTANCE,
            target_yaw: yaw,
            target_pitch: DEFAULT_PITCH,
            target_distance: DEFAULT_DISTANCE,
        }
    }

    /// Straight above the board's centre, the seat's side at the bottom of the window;
    /// `shift` moves it sideways (world units, to its right).
    fn top_down(&self, shift: f32) -> Transform {
        let (sy, cy) = self.yaw.sin_cos();
        // Towards the seat is down the screen, so up is away from it.
        let up = Vec3::new(-sy, 0.0, -cy);
        let right = Vec3::new(cy, 0.0, -sy);
        Transform::from_translation(Vec3::Y * 20.0 + right * shift).looking_to(Vec3::NEG_Y, up)
    }

    /// The camera's place; `shift` moves it sideways (world units, to its right).
    fn transform(&self, shift: f32) -> Transform {
        let (sy, cy) = self.yaw.sin_cos();
        let (sp, cp) = self.pitch.sin_cos();
        // Orbit around a point just in front of the board's centre, rotated with the view.
        let look = Vec3::new(LOOK_AT.z * sy, LOOK_AT.y, LOOK_AT.z * cy);
        let eye = look + Vec3::new(sy * cp, sp, cy * cp) * self.distance;
        let right = (look - eye).cross(Vec3::Y).normalize_or_zero() * shift;
        Transform::from_translation(eye + right).looking_at(look + right, Vec3::Y)
    }

    pub fn settled(&self) -> bool {
        (self.yaw - self.target_yaw).abs() < 1e-3
            && (self.pitch - self.target_pitch).abs() < 1e-3
            && (self.distance - self.target_distance).abs() < 1e-3
    }

    /// Turns to `side`'s seat the short way round.
    fn face(&mut self, side: Side) {
        let seat = side_yaw(side);
        let diff = (seat - self.target_yaw).rem_euclid(TAU);
        self.target_yaw += if diff > PI { diff - TAU } else { diff };
    }

    /// Which side's seat the camera is nearer to.
    pub fn seat(&self) -> Side {
        if self.target_yaw.rem_euclid(TAU).cos() >= 0.0 {
            Side::White
        } else {
            Side::Black
        }
    }
}

fn side_yaw(side: Side) -> f32 {
    match side {
        Side::White => 0.0,
        Side::Black => PI,
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<ViewSettings>()
        .add_systems(Startup, launch)
        .init_resource::<ViewInset>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, mouse.in_set(AppSystems::Input))
        .add_systems(
            Update,
            (follow_turns, apply_commands, glide)
                .chain()
                .in_set(AppSystems::View),
        );
}

/// `--turn-board`.
fn launch(options: Option<Res<LaunchOptions>>, mut view: ResMut<ViewSettings>) {
    if options.is_some_and(|o| o.turn_board) {
        view.auto_rotate = true;
    }
}

fn spawn_camera(mut commands: Commands, current: Res<CurrentGame>) {
    // The player's side at the bottom (Black's when playing Black against the computer).
    let orbit = OrbitCamera::new(side_yaw(current.session.view));
    commands.spawn((
        Name::new("camera"),
        Camera3d::default(),
        Msaa::Sample4,
        orbit.transform(0.0),
        orbit,
    ));
}

/// Where the right button went down on the board (`pointer` keeps it): a right click is a
/// press and release on the same square without moving (a ring), a release on another
/// square an arrow. While it is down the camera stays (a right drag off the board turns
/// it).
#[derive(Resource, Debug, Default)]
pub struct RightPress(pub Option<(shakmaty::Square, Vec2)>);

/// A right drag that starts off the board, or a middle drag anywhere, orbits (a right
/// drag from a square draws an arrow); the wheel zooms. Uses cursor positions rather than
/// raw motion so it behaves the same on every backend (raw motion is missing under Xvfb).
/// The wheel over a panel or dialog scrolls that, not the board behind it.
fn mouse(
    buttons: Res<ButtonInput<MouseButton>>,
    scroll: Res<AccumulatedMouseScroll>,
    window: Single<&Window, With<PrimaryWindow>>,
    panel: OverPanel,
    drawing: Option<Res<RightPress>>,
    mut cam: Single<&mut OrbitCamera>,
    mut last: Local<Option<Vec2>>,
) {
    let cursor = window.cursor_position();
    let drawing = drawing.is_some_and(|p| p.0.is_some());
    let right = buttons.pressed(MouseButton::Right) && !drawing;
    if right || buttons.pressed(MouseButton::Middle) {
        if let (Some(prev), Some(now)) = (*last, cursor) {
            let d = now - prev;
            if d != Vec2::ZERO {
                cam.yaw -= d.x * 0.006;
                cam.pitch = (cam.pitch + d.y * 0.006).clamp(0.25, 1.5);
                cam.target_yaw = cam.yaw;
                cam.target_pitch = cam.pitch;
            }
        }
        *last = cursor;
    } else {
        *last = None;
    }
    if scroll.delta.y != 0.0 && !panel.over() {
        let lines = match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
        };
        cam.target_distance = (cam.target_distance * 0.94f32.powf(lines)).clamp(7.5, 26.0);
    }
}

fn follow_turns(
    mut moves: MessageReader<MoveApplied>,
    settings: Res<ViewSettings>,
    current: Res<CurrentGame>,
    mut cam: Single<&mut OrbitCamera>,
    mut replaced: MessageReader<SessionReplaced>,
) {
    if replaced.read().count() > 0 && current.game().moves().is_empty() {
        // A new game: sit at the player's side again.
        cam.face(current.session.view);
    }
    if moves.read().count() > 0 && settings.auto_rotate && !current.game().is_over() {
        cam.face(current.game().turn());
    }
}

fn apply_commands(mut commands: MessageReader<CameraCommand>, mut cam: Single<&mut OrbitCamera>) {
    for command in commands.read() {
        match command {
            CameraCommand::Flip => cam.target_yaw += PI,
            CameraCommand::Face(side) => cam.face(*side),
            CameraCommand::Reset => {
                let seat = cam.seat();
                cam.face(seat);
                cam.target_pitch = DEFAULT_PITCH;
                cam.target_distance = DEFAULT_DISTANCE;
            }
        }
    }
}

/// Eases the camera towards its target, frame-rate independent. In the 2D view the same
/// orbit (its turn, so a flip still glides) looks straight down through an orthographic
/// lens.
fn glide(
    time: Res<Time>,
    inset: Res<ViewInset>,
    settings: Res<BoardSettings>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    mut cams: Query<(&mut OrbitCamera, &mut Transform, &mut Projection)>,
) {
    let (width, height) = window.map_or((1280.0, 720.0), |w| (w.width(), w.height()));
    let height = height.max(1.0);
    // A panel wider than the board's room allows (a large UI scale, a narrow window):
    // step back so the whole board still fits beside it.
    let room = ((width - inset.right) / height).max(0.1);
    let fit = (BOARD_ASPECT / room).max(1.0);
    let flat = settings.view == BoardView::TwoD;
    for (mut cam, mut transform, mut projection) in &mut cams {
        if !cam.settled() {
            let k = 1.0 - (-time.delta_secs() * 7.0).exp();
            // A slow frame after idling would otherwise jump; cap the step.
            let k = k.min(0.35);
            cam.yaw += (cam.target_yaw - cam.yaw) * k;
            cam.pitch += (cam.target_pitch - cam.pitch) * k;
            cam.distance += (cam.target_distance - cam.distance) * k;
            if cam.settled() {
                cam.yaw = cam.target_yaw;
                cam.pitch = cam.target_pitch;
                cam.distance = cam.target_distance;
            }
        }
        let wanted_projection = if flat {
            flat_projection(fit)
        } else {
            Projection::Perspective(PerspectiveProjection::default())
        };
        let same = match (&*projection, &wanted_projection) {
            (Projection::Orthographic(a), Projection::Orthographic(b)) => {
                use bevy::camera::ScalingMode::FixedVertical;
                match (a.scaling_mode, b.scaling_mode) {
                    (
                        FixedVertical {
                            viewport_height: ha,
                        },
                        FixedVertical {
                            viewport_height: hb,
                        },
                    ) => (ha - hb).abs() < 1e-4,
                    _ => false,
                }
            }
            (a, b) => std::mem::discriminant(a) == std::mem::discriminant(b),
        };
        if !same {
            *projection = wanted_projection;
        }
        let wanted = if flat {
            // Half the panel's width, in world units of the fixed-height view.
            let per_pixel = FLAT_VIEW_HEIGHT * fit / height;
            cam.top_down(inset.right / 2.0 * per_pixel)
        } else {
            // Half the panel's width, in world units at the orbit point's distance.
            let fov = match &*projection {
                Projection::Perspective(p) => p.fov,
                _ => std::f32::consts::FRAC_PI_4,
            };
            let mut view = *cam;
            view.distance *= fit;
            let per_pixel = 2.0 * view.distance * (fov / 2.0).tan() / height;
            view.transform(inset.right / 2.0 * per_pixel)
        };
        if *transform != wanted {
            *transform = wanted;
        }
    }
}

/// World units from the bottom to the top of the window in the 2D view: the board and
/// its frame (9.5) with a margin.
const FLAT_VIEW_HEIGHT: f32 = 10.2;

/// The board's room (width over height, beside the panel) the default framing is made
/// for: 1280×720 less the panel at 100%.
const BOARD_ASPECT: f32 = (1280.0 - 310.0) / 720.0;

/// The 2D view's lens, `fit` times taller when the board's room is narrow.
fn flat_projection(fit: f32) -> Projection {
    Projection::Orthographic(OrthographicProjection {
        scaling_mode: bevy::camera::ScalingMode::FixedVertical {
            viewport_height: FLAT_VIEW_HEIGHT * fit,
        },
        ..OrthographicProjection::default_3d()
    })
}
