//! A cheap stand-in for `StandardMaterial` where the renderer is software: the same base
//! colour, texture and UV transform, unlit in the 2D view or with fixed sun-and-fill
//! lighting at Low quality. Under llvmpipe the PBR shader costs about half a second a
//! frame at 1280×720 even unlit; this one a few milliseconds.
//!
//! The shader is `assets/shaders/fast_material.wgsl`, read through the `AssetServer`; a
//! copy of it is built in and drawn with until the file is read, and again if the file
//! can't be read, doesn't compile (the render world reports that) or compiles but doesn't
//! fit the material (the graphics driver refuses it: the render error handler here takes
//! that as the file's fault instead of quitting), with a message.

use std::{
    collections::{HashMap, HashSet},
    sync::{Arc, Mutex},
};

use bevy::{
    asset::{AssetId, LoadState, uuid_handle},
    prelude::*,
    render::{
        Render, RenderApp, RenderSystems,
        render_resource::{
            AsBindGroup, CachedPipelineState, PipelineCache, PipelineDescriptor, ShaderType,
        },
    },
    shader::{ShaderCacheError, ShaderRef, Source},
};

use crate::{
    AppSystems,
    board::{LookNotice, ShaderFault},
};

/// The shader every cheap material draws with: the built-in copy, or the file's once read.
const FAST_SHADER: Handle<Shader> = uuid_handle!("6b0f6a47-37d3-4c1e-9a57-2f7d1c3e5a10");
/// Where the file is, under `assets/`.
const SHADER_FILE: &str = "shaders/fast_material.wgsl";
/// The copy built in.
const BUILT_IN_SHADER: &str = include_str!("../../assets/shaders/fast_material.wgsl");

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
    /// Where a blended mesh sorts among others (as `StandardMaterial::depth_bias`).
    depth_bias: f32,
}

impl Material for FastMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(FAST_SHADER)
    }

    fn alpha_mode(&self) -> AlphaMode {
        self.alpha_mode
    }

    fn depth_bias(&self) -> f32 {
        self.depth_bias
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
            depth_bias: m.depth_bias,
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

impl Swapped {
    pub(crate) fn original(&self) -> &Handle<StandardMaterial> {
        &self.0
    }
}

/// Blended materials that get cheap twins too: ones that cover many pixels and never
/// change (the 2D view's piece pictures). Other blended ones (highlights, whose colour
/// changes, and soft shadows) keep the standard material.
#[derive(Resource, Default)]
pub struct BlendedTwins(pub HashSet<AssetId<StandardMaterial>>);

#[derive(Resource, Default)]
pub(crate) struct Twins(HashMap<(AssetId<StandardMaterial>, bool), Handle<FastMaterial>>);

/// The shader file being read, and whether it is the one in use.
#[derive(Resource, Default)]
struct ShaderFile {
    handle: Option<Handle<Shader>>,
    in_use: bool,
    /// When the built-in copy went back in after the file's failed: pipelines made from
    /// the file may still be drawn (and refused) until they are made again.
    fell_back: Option<std::time::Instant>,
}

/// How long after falling back the driver's refusals are still taken as the file's: a
/// software renderer takes seconds to make the pipelines again.
const FALLBACK_GRACE: std::time::Duration = std::time::Duration::from_secs(30);

/// Why the file's shader can't be used, in a few words, and the details for the log:
/// sent from the render world or the render error handler.
#[derive(Resource, Clone, Default)]
struct ShaderBroken(Arc<Mutex<Option<(ShaderFault, String)>>>);

impl ShaderBroken {
    fn report(&self, gist: ShaderFault, details: String) {
        if let Ok(mut slot) = self.0.lock()
            && slot.is_none()
        {
            *slot = Some((gist, details));
        }
    }
}

/// Bevy quits on any error the graphics driver reports. While the file's shader is in use
/// (or just after it was replaced), a validation error is the file's (it compiled but its
/// bindings don't fit the material): it is reported and ignored, and the built-in copy
/// goes back in. Anything else quits as before.
fn on_render_error(
    error: &bevy::render::error_handler::RenderError,
    main: &mut World,
    _render: &mut World,
) -> bevy::render::error_handler::RenderErrorPolicy {
    use bevy::render::error_handler::{ErrorType, RenderErrorPolicy};
    let from_file = main
        .get_resource::<ShaderFile>()
        .is_some_and(|f| f.in_use || f.fell_back.is_some_and(|t| t.elapsed() < FALLBACK_GRACE));
    if error.ty == ErrorType::Validation && from_file {
        if let Some(broken) = main.get_resource::<ShaderBroken>() {
            broken.report(ShaderFault::Unfit, error.description.clone());
        }
        return RenderErrorPolicy::Ignore;
    }
    error!("Quitting the application due to {:?} RenderError", error.ty);
    main.write_message(AppExit::error());
    RenderErrorPolicy::StopRendering
}

pub fn plugin(app: &mut App) {
    let broken = ShaderBroken::default();
    app.add_plugins(MaterialPlugin::<FastMaterial>::default())
        .init_resource::<FastShading>()
        .init_resource::<Twins>()
        .init_resource::<BlendedTwins>()
        .init_resource::<ShaderFile>()
        .insert_resource(broken.clone())
        .insert_resource(bevy::render::error_handler::RenderErrorHandler(
            on_render_error,
        ))
        .add_systems(Startup, start_shader)
        .add_systems(Update, adopt_shader_file.in_set(AppSystems::Input))
        // `quality` orders itself before `swap` (it decides what `swap` does).
        .add_systems(Update, swap.in_set(AppSystems::View));
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app
            .insert_resource(broken)
            .add_systems(Render, report_broken_shader.in_set(RenderSystems::Cleanup));
    }
}

fn built_in_shader() -> Shader {
    Shader::from_wgsl(BUILT_IN_SHADER, "gambit/built-in/fast_material.wgsl")
}

/// The built-in copy at once (nothing waits for a file), and the file asked for.
fn start_shader(
    mut shaders: ResMut<Assets<Shader>>,
    server: Res<AssetServer>,
    mut file: ResMut<ShaderFile>,
) {
    if let Err(e) = shaders.insert(FAST_SHADER.id(), built_in_shader()) {
        error!("the built-in shader could not be stored: {e}");
    }
    file.handle = Some(server.load(SHADER_FILE));
}

/// Draws with the file's shader once it is read; back to the built-in copy if it can't be
/// read or doesn't compile.
fn adopt_shader_file(
    mut file: ResMut<ShaderFile>,
    server: Res<AssetServer>,
    broken: Res<ShaderBroken>,
    mut shaders: ResMut<Assets<Shader>>,
    mut notices: MessageWriter<LookNotice>,
) {
    // The player gets the gist; the log the details (a compiler's message is long).
    let mut tell = |gist: ShaderFault, details: String| {
        let notice = LookNotice::Shader(gist);
        warn!("{notice} ({details})");
        notices.write(notice);
    };
    let error = broken.0.lock().ok().and_then(|mut e| e.take());
    if let Some((gist, details)) = error
        && file.in_use
    {
        file.in_use = false;
        file.fell_back = Some(std::time::Instant::now());
        tell(gist, details);
        let _ = shaders.insert(FAST_SHADER.id(), built_in_shader());
        return;
    }
    let Some(handle) = file.handle.clone() else {
        return;
    };
    // Until the file's shader is adopted the built-in one draws: a file that can't be used
    // leaves it in place (putting it in again would compile every pipeline anew).
    match server.load_state(&handle) {
        LoadState::Failed(e) => {
            file.handle = None;
            tell(ShaderFault::Unreadable, e.to_string());
        }
        LoadState::Loaded => {
            file.handle = None;
            // A fresh shader from the file's text: the file's own asset then goes away,
            // so no two shaders claim the same import path.
            let Some(Source::Wgsl(text)) = shaders.get(&handle).map(|s| &s.source) else {
                return tell(ShaderFault::NotWgsl, "another shading language".into());
            };
            let text = text.to_string();
            if text != BUILT_IN_SHADER {
                let _ = shaders.insert(FAST_SHADER.id(), Shader::from_wgsl(text, SHADER_FILE));
                file.in_use = true;
            }
        }
        LoadState::NotLoaded | LoadState::Loading => {}
    }
}

/// Render world: a pipeline of the cheap material that failed to compile (waiting for a
/// shader that is still loading is not a failure).
fn report_broken_shader(cache: Res<PipelineCache>, broken: Res<ShaderBroken>) {
    for pipeline in cache.pipelines() {
        let CachedPipelineState::Err(e) = &pipeline.state else {
            continue;
        };
        if matches!(
            e,
            ShaderCacheError::ShaderNotLoaded(_) | ShaderCacheError::ShaderImportNotYetAvailable
        ) {
            continue;
        }
        let PipelineDescriptor::RenderPipelineDescriptor(d) = &pipeline.descriptor else {
            continue;
        };
        if d.fragment
            .as_ref()
            .is_some_and(|f| f.shader.id() == FAST_SHADER.id())
        {
            broken.report(ShaderFault::DoesNotCompile, e.to_string());
        }
    }
}

/// Gives opaque standard materials their cheap twins while fast shading is on (also to
/// meshes that appear later), and puts the originals back when it goes off.
#[allow(clippy::too_many_arguments)]
pub(crate) fn swap(
    shading: Res<FastShading>,
    standard: Query<(Entity, &MeshMaterial3d<StandardMaterial>)>,
    swapped: Query<(Entity, &Swapped)>,
    materials: Res<Assets<StandardMaterial>>,
    mut fast: ResMut<Assets<FastMaterial>>,
    mut twins: ResMut<Twins>,
    blended: Res<BlendedTwins>,
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
        let opaque = matches!(m.alpha_mode, AlphaMode::Opaque | AlphaMode::Mask(_));
        if !opaque && !blended.0.contains(&handle.id()) {
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
