// Gambit's cheap material for software renderers: the base colour times its texture (and
// vertex colours), with fixed sun-and-fill lighting and one Blinn highlight when lit.
#import bevy_pbr::forward_io::VertexOutput
#import bevy_pbr::mesh_view_bindings::view

struct FastParams {
    color: vec4<f32>,
    // uv' = (x, y; z, w) * uv + offset.xy; offset.z: 1 when lit; offset.w: highlight strength.
    uv_matrix: vec4<f32>,
    uv_offset: vec4<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> params: FastParams;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var base_texture: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var base_sampler: sampler;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    var c = params.color;
#ifdef VERTEX_UVS_A
    let m = params.uv_matrix;
    let uv = vec2<f32>(m.x * in.uv.x + m.z * in.uv.y, m.y * in.uv.x + m.w * in.uv.y) + params.uv_offset.xy;
    c = c * textureSample(base_texture, base_sampler, uv);
#endif
#ifdef VERTEX_COLORS
    c = c * in.color;
#endif
    if params.uv_offset.z > 0.5 {
        let n = normalize(in.world_normal);
        // The scene's sun (from -4, 10, 5) and the warm fill (from 7, 8, -6).
        let sun = normalize(vec3<f32>(-4.0, 10.0, 5.0));
        let fill = normalize(vec3<f32>(7.0, 8.0, -6.0));
        let diffuse = 0.32 + 0.85 * max(dot(n, sun), 0.0) + 0.25 * max(dot(n, fill), 0.0);
        let v = normalize(view.world_position - in.world_position.xyz);
        let h = normalize(sun + v);
        let spec = params.uv_offset.w * pow(max(dot(n, h), 0.0), 48.0);
        // A gentle lift of the darks, as the PBR path's filmic tone mapping gives.
        c = vec4<f32>(pow(c.rgb * diffuse, vec3<f32>(0.8)) + vec3<f32>(spec), c.a);
    }
    return c;
}
