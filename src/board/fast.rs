//! A cheap stand-in for `StandardMaterial` where the renderer is software: the same base
//! colour, texture and UV transform, unlit in the 2D view or with fixed sun-and-fill
//! lighting at Low quality. Under llvmpipe the PBR shader costs about half a second a
//! frame at 1280×720 even unlit; this one a few milliseconds.

use std::collections::HashMap;

use bevy::{
    asset::{AssetId, embedded_asset},
    prelude::*,
    render::render_resource::{AsBindGroup, ShaderType},
    shader::ShaderRef,
};

use crate::AppSystems;

#[derive(Clone, Copy, Debug, Default, ShaderType)]
pub struct FastParams {
    color: Vec4,
    uv_matrix: Vec4,
    /// xy: UV offset; z: 1 when lit; w: highlight strength.
    uv_offset: Vec4,
}

#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct FastMaterial {
    #[uniform(0)]
    params: FastParams,
    #[texture(1)]
    #[sampler(2)]
    texture: Option<Handle<Image>>,
    alpha_mode: AlphaMode,
}

impl Material for FastMaterial {
    fn fragment_shader() -> ShaderRef {
        "embedded://gambit/board/fast_material.wgsl".into()
    }

    fn alpha_mode(&self) -> AlphaMode {
        self.alpha_mode
    }
}

impl FastMaterial {
    /// The cheap twin of `m`; `lit` adds the fixed lighting.
    pub fn twin_of(m: &StandardMaterial, lit: bool) -> Self {
        let t = m.uv_transform;
        // Polished pieces keep a highlight; wood a faint one.
        let shine = if lit { 0.1 + 0.5 * m.reflectance } else { 0.0 };
        FastMaterial {
            params: FastParams {
                color: m.base_color.to_linear().to_vec4(),
                uv_matrix: Vec4::new(
                    t.matrix2.x_axis.x,
                    t.matrix2.x_axis.y,
                    t.matrix2.y_axis.x,
                    t.matrix2.y_axis.y,
                ),
                uv_offset: Vec4::new(
                    t.translation.x,
                    t.translation.y,
                    f32::from(u8::from(lit)),
                    shine,
                ),
            },
            texture: m.base_color_texture.clone(),
            alpha_mode: m.alpha_mode,
        }
    }
}

/// Whether the scene should use the cheap material now, and lit or not (set by quality).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct FastShading {
    pub on: bool,
    pub lit: bool,
}

/// The material an entity had before it was given its cheap twin.
#[derive(Component)]
pub(crate) struct Swapped(Handle<StandardMaterial>);

#[derive(Resource, Default)]
pub(crate) struct Twins(HashMap<(AssetId<StandardMaterial>, bool), Handle<FastMaterial>>);

pub fn plugin(app: &mut App) {
    embedded_asset!(app, "fast_material.wgsl");
    app.add_plugins(MaterialPlugin::<FastMaterial>::default())
        .init_resource::<FastShading>()
        .init_resource::<Twins>()
        // `quality` orders itself before `swap` (it decides what `swap` does).
        .add_systems(Update, swap.in_set(AppSystems::View));
}

/// Gives opaque standard materials their cheap twins while fast shading is on (also to
/// meshes that appear later), and puts the originals back when it goes off.
pub(crate) fn swap(
    shading: Res<FastShading>,
    standard: Query<(Entity, &MeshMaterial3d<StandardMaterial>)>,
    swapped: Query<(Entity, &Swapped)>,
    materials: Res<Assets<StandardMaterial>>,
    mut fast: ResMut<Assets<FastMaterial>>,
    mut twins: ResMut<Twins>,
    mut commands: Commands,
) {
    // Off, or lit/unlit changed: every swapped mesh gets its original back (and, while on,
    // its other twin in the next frame).
    if !shading.on || shading.is_changed() {
        for (e, Swapped(original)) in &swapped {
            commands
                .entity(e)
                .remove::<(MeshMaterial3d<FastMaterial>, Swapped)>()
                .insert(MeshMaterial3d(original.clone()));
        }
    }
    if !shading.on {
        return;
    }
    for (e, handle) in &standard {
        let Some(m) = materials.get(handle.id()) else {
            continue;
        };
        // Highlights and blobs blend over the board: few pixels, left as they are.
        if !matches!(m.alpha_mode, AlphaMode::Opaque | AlphaMode::Mask(_)) {
            continue;
        }
        let lit = shading.lit && !m.unlit;
        let twin = twins
            .0
            .entry((handle.id(), lit))
            .or_insert_with(|| fast.add(FastMaterial::twin_of(m, lit)))
            .clone();
        commands
            .entity(e)
            .remove::<MeshMaterial3d<StandardMaterial>>()
            .insert((MeshMaterial3d(twin), Swapped(handle.0.clone())));
    }
}
