//! Graphics quality and the board view, applied to the scene at once when the settings
//! change: antialiasing, shadow maps or soft blobs, piece detail, clear-coat, and in the
//! 2D view flat unlit materials. `Auto` asks the renderer: a software one (llvmpipe,
//! lavapipe, SwiftShader, WARP) gets Low, a GPU High; the choice is logged.

use std::collections::HashMap;

use bevy::{
    anti_alias::fxaa::Fxaa, asset::AssetId, core_pipeline::tonemapping::Tonemapping,
    picking::Pickable, prelude::*, render::renderer::RenderAdapterInfo,
};

use crate::{
    AppSystems,
    art::mesh::MeshBuilder,
    board::settings::{BoardSettings, BoardView, Quality},
    board::{
        camera::OrbitCamera,
        fast::FastShading,
        pieces::{Piece, PieceLook},
        squares::Table,
    },
};

/// What one quality level asks of the renderer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QualityParams {
    /// Multisampling (1 = off).
    pub msaa_samples: u32,
    /// FXAA, a cheap post-process, where MSAA is off.
    pub fxaa: bool,
    /// Real-time shadow maps from the sun; otherwise a soft blob under each piece.
    pub shadow_maps: bool,
    pub low_poly_pieces: bool,
    /// The varnish layer of wood and pieces (a second specular lobe).
    pub clearcoat: bool,
    /// The cheap material with fixed lighting instead of PBR (see `fast`).
    pub fast_shading: bool,
    /// Filmic tone mapping (the flat view always shows its colours as they are).
    pub tonemapping: bool,
}

impl QualityParams {
    /// `quality` must be resolved (not `Auto`).
    pub fn of(quality: Quality) -> Self {
        match quality {
            Quality::Low => QualityParams {
                msaa_samples: 1,
                fxaa: false,
                shadow_maps: false,
                low_poly_pieces: true,
                clearcoat: false,
                fast_shading: true,
                tonemapping: true,
            },
            Quality::Medium => QualityParams {
                msaa_samples: 1,
                fxaa: true,
                shadow_maps: true,
                low_poly_pieces: true,
                clearcoat: false,
                fast_shading: false,
                tonemapping: true,
            },
            Quality::High | Quality::Auto => QualityParams {
                msaa_samples: 4,
                fxaa: false,
                shadow_maps: true,
                low_poly_pieces: false,
                clearcoat: true,
                fast_shading: false,
                tonemapping: true,
            },
        }
    }

    /// Developer override for profiling one change at a time, e.g.
    /// `GAMBIT_QUALITY_TWEAK=msaa=1,shadows=0`; unknown parts are ignored.
    pub fn tweaked(mut self, spec: &str) -> Self {
        for part in spec.split(',') {
            let Some((key, value)) = part.split_once('=') else {
                continue;
            };
            let on = value.trim() != "0";
            match key.trim() {
                "msaa" => self.msaa_samples = value.trim().parse().unwrap_or(1),
                "fxaa" => self.fxaa = on,
                "shadows" => self.shadow_maps = on,
                "lowpoly" => self.low_poly_pieces = on,
                "clearcoat" => self.clearcoat = on,
                "tonemap" => self.tonemapping = on,
                "fast" => self.fast_shading = on,
                _ => {}
            }
        }
        self
    }

    fn msaa(self) -> Msaa {
        match self.msaa_samples {
            0 | 1 => Msaa::Off,
            2 => Msaa::Sample2,
            8 => Msaa::Sample8,
            _ => Msaa::Sample4,
        }
    }
}

/// The look in force: the resolved quality and the view it was applied for.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct AppliedLook {
    pub quality: Option<Quality>,
    pub params: Option<QualityParams>,
    pub view: BoardView,
}

/// Each material's own look, kept so the levels and views can be changed back.
#[derive(Resource, Default)]
struct Originals(HashMap<AssetId<StandardMaterial>, StandardMaterial>);

/// The soft shadow under a piece at low quality.
#[derive(Component)]
struct Blob;

#[derive(Resource)]
struct BlobAssets {
    mesh: Handle<Mesh>,
    material: Handle<StandardMaterial>,
}

/// The developer knobs for profiling, read from the environment once at start-up.
#[derive(Resource, Debug, Clone, Default)]
pub struct ProfileKnobs {
    /// `GAMBIT_PROFILE_HIDE`, split at commas.
    hide: Vec<String>,
    /// `GAMBIT_QUALITY_TWEAK`.
    tweak: Option<String>,
}

impl ProfileKnobs {
    fn from_env() -> Self {
        let hide = std::env::var("GAMBIT_PROFILE_HIDE").unwrap_or_default();
        ProfileKnobs {
            hide: hide
                .split(',')
                .map(|w| w.trim().to_string())
                .filter(|w| !w.is_empty())
                .collect(),
            tweak: std::env::var("GAMBIT_QUALITY_TWEAK").ok(),
        }
    }

    /// Whether `GAMBIT_PROFILE_HIDE` names `what` (`panel` hides the side panel).
    pub fn hides(&self, what: &str) -> bool {
        self.hide.iter().any(|w| w == what)
    }
}

pub fn plugin(app: &mut App) {
    app.insert_resource(ProfileKnobs::from_env())
        .init_resource::<AppliedLook>()
        .init_resource::<Originals>()
        .add_systems(Startup, load_blob)
        .add_systems(
            Update,
            (apply_look, add_blobs, hide_for_profiling)
                .chain()
                .before(crate::board::fast::swap)
                .in_set(AppSystems::View),
        );
}

/// Developer knob for finding where frame time goes: `GAMBIT_PROFILE_HIDE=table,frame`
/// hides every entity whose name starts with one of the words (`square`, `White`,
/// `Black`, `table`, `frame`, `inlay`, `coordinates`).
fn hide_for_profiling(
    knobs: Res<ProfileKnobs>,
    mut named: Query<(&Name, &mut Visibility), Changed<Name>>,
) {
    if knobs.hide.is_empty() {
        return;
    }
    for (name, mut visibility) in &mut named {
        if knobs
            .hide
            .iter()
            .any(|w| name.as_str().starts_with(w.as_str()))
        {
            *visibility = Visibility::Hidden;
        }
    }
}

fn load_blob(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    commands.insert_resource(BlobAssets {
        mesh: meshes.add(blob_mesh()),
        material: materials.add(StandardMaterial {
            base_color: Color::srgba(0.0, 0.0, 0.0, 0.16),
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        }),
    });
}

/// Three stacked discs, so a uniformly translucent material darkens most in the middle
/// and fades in steps towards the rim. (Alpha from a texture or from vertex colours left
/// no mark under llvmpipe; a uniform alpha does.)
fn blob_mesh() -> Mesh {
    const SEGMENTS: u32 = 24;
    let mut b = MeshBuilder::default();
    for (layer, r) in [0.46f32, 0.39, 0.32].into_iter().enumerate() {
        // Each disc a hair above the last, so they blend instead of fighting for depth.
        let y = layer as f32 * 0.0002;
        let ring: Vec<Vec3> = (0..SEGMENTS)
            .map(|k| {
                let a = k as f32 / SEGMENTS as f32 * std::f32::consts::TAU;
                Vec3::new(r * a.cos(), y, r * a.sin())
            })
            .collect();
        b.flat_fan(Vec3::new(0.0, y, 0.0), &ring);
    }
    b.build()
}

/// Whether the renderer is a software one (no GPU).
fn software_renderer(adapter: &RenderAdapterInfo) -> bool {
    adapter.device_type == wgpu_types::DeviceType::Cpu
}

#[allow(clippy::too_many_arguments)]
fn apply_look(
    settings: Res<BoardSettings>,
    knobs: Res<ProfileKnobs>,
    adapter: Option<Res<RenderAdapterInfo>>,
    mut applied: ResMut<AppliedLook>,
    mut originals: ResMut<Originals>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut cameras: Query<(Entity, &mut Msaa, &mut Tonemapping, &OrbitCamera)>,
    mut suns: Query<&mut DirectionalLight>,
    mut look: ResMut<PieceLook>,
    mut tables: Query<&mut Visibility, With<Table>>,
    mut fast: ResMut<FastShading>,
    users: Query<&MeshMaterial3d<StandardMaterial>>,
    given: Query<(), Changed<MeshMaterial3d<StandardMaterial>>>,
    mut commands: Commands,
) {
    let software = adapter.as_deref().is_some_and(software_renderer);
    let quality = settings.quality.resolve(software);
    let mut params = QualityParams::of(quality);
    if let Some(spec) = &knobs.tweak {
        params = params.tweaked(spec);
    }
    let view = settings.view;
    let flat = view == BoardView::TwoD;
    // Flat figures stand upright for whoever sits at the bottom of the window.
    let up_for = flat
        .then(|| cameras.iter().next().map(|(.., cam)| cam.seat()))
        .flatten();
    if look.flat != up_for {
        look.flat = up_for;
    }
    // New materials (another theme) are made to match the look in force too.
    if applied.params == Some(params)
        && applied.view == view
        && !cameras.is_empty()
        && given.is_empty()
    {
        return;
    }
    if applied.quality != Some(quality) {
        let adapter_name = adapter.as_deref().map_or("unknown", |a| a.name.as_str());
        info!(
            "graphics quality: {} ({} chosen, renderer {adapter_name}{})",
            quality.name(),
            settings.quality.name(),
            if software { ", software" } else { "" }
        );
    }
    for (camera, mut msaa, mut tonemapping, _) in &mut cameras {
        let tone = if params.tonemapping && !flat {
            Tonemapping::default()
        } else {
            Tonemapping::None
        };
        if *tonemapping != tone {
            *tonemapping = tone;
        }
        // The flat view is cheap and sharp-edged enough without antialiasing passes.
        let samples = if flat { Msaa::Off } else { params.msaa() };
        if *msaa != samples {
            *msaa = samples;
        }
        if params.fxaa && !flat && samples == Msaa::Off {
            commands.entity(camera).insert(Fxaa::default());
        } else {
            commands.entity(camera).remove::<Fxaa>();
        }
    }
    for mut sun in &mut suns {
        let shadows = params.shadow_maps && !flat;
        if sun.shadow_maps_enabled != shadows {
            sun.shadow_maps_enabled = shadows;
        }
    }
    look.low_poly = params.low_poly_pieces;
    for mut visibility in &mut tables {
        *visibility = if flat {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
    }
    let shading = FastShading {
        on: flat || params.fast_shading,
        lit: !flat,
    };
    if *fast != shading {
        *fast = shading;
    }
    // Every lit material in the scene, as it was made, then changed for this look.
    // Those swapped for their cheap twins (see `fast`) are no longer on any entity, but
    // must change too, or they come back as they were (e.g. unlit after the 2D view).
    let mut ids: Vec<AssetId<StandardMaterial>> = users.iter().map(|m| m.0.id()).collect();
    ids.extend(originals.0.keys().copied());
    ids.sort_unstable();
    ids.dedup();
    for id in ids {
        let Some(material) = materials.get(id) else {
            continue;
        };
        if material.unlit && !originals.0.contains_key(&id) {
            continue; // Highlights, figures and blobs look the same everywhere.
        }
        let original = originals.0.entry(id).or_insert_with(|| material.clone());
        let mut wanted = original.clone();
        if !params.clearcoat {
            wanted.clearcoat = 0.0;
        }
        wanted.unlit = flat;
        if let Some(mut m) = materials.get_mut(id)
            && (m.unlit != wanted.unlit || m.clearcoat != wanted.clearcoat)
        {
            *m = wanted;
        }
    }
    applied.quality = Some(quality);
    applied.params = Some(params);
    applied.view = view;
}

/// Blobs under pieces where there are no shadow maps (and not in the flat view).
fn add_blobs(
    applied: Res<AppliedLook>,
    assets: Res<BlobAssets>,
    pieces: Query<(Entity, Option<&Children>), With<Piece>>,
    blobs: Query<Entity, With<Blob>>,
    mut commands: Commands,
) {
    let want = applied
        .params
        .is_some_and(|p| !p.shadow_maps && applied.view == BoardView::ThreeD);
    if !want {
        for b in &blobs {
            commands.entity(b).despawn();
        }
        return;
    }
    for (piece, children) in &pieces {
        let has = children.is_some_and(|c| c.iter().any(|e| blobs.contains(e)));
        if !has {
            commands.entity(piece).with_child((
                Blob,
                Mesh3d(assets.mesh.clone()),
                MeshMaterial3d(assets.material.clone()),
                // Just over the squares, under most highlights.
                Transform::from_xyz(0.0, 0.0015, 0.0),
                Pickable::IGNORE,
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn low_drops_what_software_rendering_pays_most_for() {
        let low = QualityParams::of(Quality::Low);
        assert_eq!(low.msaa_samples, 1);
        assert!(!low.shadow_maps && low.low_poly_pieces && !low.clearcoat);
        let high = QualityParams::of(Quality::High);
        assert!(high.msaa_samples == 4 && high.shadow_maps && high.clearcoat);
    }

    #[test]
    fn a_tweak_changes_one_thing_at_a_time() {
        let high = QualityParams::of(Quality::High);
        let t = high.tweaked("shadows=0, msaa=1,nonsense=3,junk");
        assert!(!t.shadow_maps);
        assert_eq!(t.msaa_samples, 1);
        assert_eq!(t.clearcoat, high.clearcoat);
    }
}
