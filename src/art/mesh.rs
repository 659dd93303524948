//! Procedural geometry: a small mesh builder (lathe, bevelled extrusion, boxes) and a
//! polygon triangulator. Pure math, no ECS, so it is unit-testable.
//!
//! Units: one board square is 1.0; y is up.

use std::f32::consts::{PI, TAU};

use bevy::{
    asset::RenderAssetUsages,
    math::{Quat, Vec2, Vec3},
    mesh::{Indices, Mesh, PrimitiveTopology},
};

/// Collects triangles; `build` turns them into a Bevy mesh.
#[derive(Default)]
pub struct MeshBuilder {
    positions: Vec<[f32; 3]>,
    normals: Vec<[f32; 3]>,
    uvs: Vec<[f32; 2]>,
    indices: Vec<u32>,
}

impl MeshBuilder {
    pub fn vertex(&mut self, p: Vec3, n: Vec3, uv: Vec2) -> u32 {
        self.positions.push(p.into());
        self.normals.push(n.normalize_or(Vec3::Y).into());
        self.uvs.push(uv.into());
        (self.positions.len() - 1) as u32
    }

    /// Quad a-b-c-d, counter-clockwise seen from the side it faces.
    pub fn quad(&mut self, a: u32, b: u32, c: u32, d: u32) {
        self.indices.extend_from_slice(&[a, b, c, a, c, d]);
    }

    /// An upward-facing flat quad; the winding is fixed up so it always faces +y.
    pub fn flat_quad(&mut self, q: [Vec3; 4]) {
        let up = (q[1] - q[0]).cross(q[2] - q[0]).y >= 0.0;
        let i = q.map(|p| self.vertex(p, Vec3::Y, Vec2::new(p.x, p.z)));
        if up {
            self.quad(i[0], i[1], i[2], i[3]);
        } else {
            self.quad(i[0], i[3], i[2], i[1]);
        }
    }

    /// An upward-facing flat triangle.
    pub fn flat_triangle(&mut self, t: [Vec3; 3]) {
        let up = (t[1] - t[0]).cross(t[2] - t[0]).y >= 0.0;
        let i = t.map(|p| self.vertex(p, Vec3::Y, Vec2::new(p.x, p.z)));
        if up {
            self.indices.extend_from_slice(&[i[0], i[1], i[2]]);
        } else {
            self.indices.extend_from_slice(&[i[0], i[2], i[1]]);
        }
    }

    /// An upward-facing flat fan around `c` (a disc when `ring` is a circle).
    pub fn flat_fan(&mut self, c: Vec3, ring: &[Vec3]) {
        let ci = self.vertex(c, Vec3::Y, Vec2::new(c.x, c.z));
        let ids: Vec<u32> = ring
            .iter()
            .map(|p| self.vertex(*p, Vec3::Y, Vec2::new(p.x, p.z)))
            .collect();
        for k in 0..ids.len() {
            let (a, b) = (ids[k], ids[(k + 1) % ids.len()]);
            let (pa, pb) = (ring[k], ring[(k + 1) % ring.len()]);
            if (pa - c).cross(pb - c).y >= 0.0 {
                self.indices.extend_from_slice(&[ci, a, b]);
            } else {
                self.indices.extend_from_slice(&[ci, b, a]);
            }
        }
    }

    /// Turns a profile of (radius, height) points around the y axis, from `a0` to `a1`
    /// radians. A full turn when `a1 - a0 == TAU`. Corners sharper than ~35° keep a crease.
    pub fn lathe_range(&mut self, profile: &[Vec2], a0: f32, a1: f32, segments: u32) {
        let n = profile.len();
        if n < 2 {
            return;
        }
        let seg_normal = |i: usize| {
            let d = profile[i + 1] - profile[i];
            Vec2::new(d.y, -d.x).normalize_or_zero()
        };
        let cos_crease = 35f32.to_radians().cos();
        let height = profile.iter().map(|p| p.y).fold(f32::EPSILON, f32::max);
        for s in 0..n - 1 {
            let ns = seg_normal(s);
            if ns == Vec2::ZERO {
                continue;
            }
            // Average with the neighbouring segment unless the corner is a crease.
            let end_normal = |other: Option<usize>| {
                let Some(o) = other else { return ns };
                let no = seg_normal(o);
                if no != Vec2::ZERO && no.dot(ns) > cos_crease {
                    (no + ns).normalize()
                } else {
                    ns
                }
            };
            let n0 = end_normal(s.checked_sub(1));
            let n1 = end_normal((s + 2 < n).then_some(s + 1));
            let (p0, p1) = (profile[s], profile[s + 1]);
            let base = self.positions.len() as u32;
            for j in 0..=segments {
                let t = j as f32 / segments as f32;
                let a = a0 + (a1 - a0) * t;
                let (sin, cos) = a.sin_cos();
                for (p, nn) in [(p0, n0), (p1, n1)] {
                    self.vertex(
                        Vec3::new(p.x * sin, p.y, p.x * cos),
                        Vec3::new(nn.x * sin, nn.y, nn.x * cos),
                        Vec2::new(t, 1.0 - p.y / height),
                    );
                }
            }
            for j in 0..segments {
                let a = base + 2 * j;
                // a: (p0, θj), a+2: (p0, θj+1), a+3: (p1, θj+1), a+1: (p1, θj)
                self.quad(a, a + 2, a + 3, a + 1);
            }
        }
    }

    pub fn lathe(&mut self, profile: &[Vec2], segments: u32) {
        self.lathe_range(profile, 0.0, TAU, segments);
    }

    /// A sphere (as a lathe) centred at `c`.
    pub fn sphere(&mut self, c: Vec3, r: f32, segments: u32) {
        let profile: Vec<Vec2> = (0..=segments / 2)
            .map(|i| {
                let a = -PI / 2.0 + PI * i as f32 / (segments / 2) as f32;
                Vec2::new(r * a.cos(), r * a.sin())
            })
            .collect();
        let start = self.positions.len();
        self.lathe(&profile, segments);
        self.translate_from(start, c);
    }

    fn translate_from(&mut self, start: usize, by: Vec3) {
        for p in &mut self.positions[start..] {
            *p = (Vec3::from(*p) + by).into();
        }
    }

    fn transform_from(&mut self, start: usize, rot: Quat, by: Vec3) {
        for (p, n) in self.positions[start..]
            .iter_mut()
            .zip(&mut self.normals[start..])
        {
            *p = (rot * Vec3::from(*p) + by).into();
            *n = (rot * Vec3::from(*n)).into();
        }
    }

    /// An axis-aligned box of half extents `h`, rotated by `rot` and moved to `c`.
    pub fn cuboid(&mut self, c: Vec3, h: Vec3, rot: Quat) {
        let start = self.positions.len();
        for axis in [Vec3::X, Vec3::Y, Vec3::Z] {
            for sign in [1.0, -1.0] {
                let n = axis * sign;
                // Two tangents with u × v = n.
                let u = if axis == Vec3::Y { Vec3::Z } else { Vec3::Y }.cross(n);
                let v = n.cross(u);
                let corner = |a: f32, b: f32| (n + u * a + v * b) * h;
                let i = [(-1., -1.), (1., -1.), (1., 1.), (-1., 1.)]
                    .map(|(a, b)| self.vertex(corner(a, b), n, Vec2::new(a, b) * 0.5 + 0.5));
                self.quad(i[0], i[1], i[2], i[3]);
            }
        }
        self.transform_from(start, rot, c);
    }

    /// Extrudes a counter-clockwise outline (in the x-y plane) to `±half_depth` along z,
    /// with a bevel of width `bevel` around both faces.
    pub fn extrude_bevelled(&mut self, outline: &[Vec2], half_depth: f32, bevel: f32) {
        let n = outline.len();
        let edge_out = |i: usize| {
            let d = outline[(i + 1) % n] - outline[i];
            Vec2::new(d.y, -d.x).normalize()
        };
        let vertex_out: Vec<Vec2> = (0..n)
            .map(|i| (edge_out((i + n - 1) % n) + edge_out(i)).normalize_or_zero())
            .collect();
        // Miter offset inwards, limited so sharp tips (ears) don't invert.
        let inset: Vec<Vec2> = (0..n)
            .map(|i| {
                let cos_half = vertex_out[i].dot(edge_out(i)).max(0.5);
                outline[i] - vertex_out[i] * bevel / cos_half
            })
            .collect();
        let s = half_depth - bevel;
        let t = half_depth;
        for i in 0..n {
            let j = (i + 1) % n;
            let (pi, pj) = (outline[i], outline[j]);
            let out = edge_out(i);
            // Smooth the wall where the outline bends gently, crease at sharp corners.
            let smooth = |k: usize| {
                if vertex_out[k].dot(out) > 0.8 {
                    vertex_out[k]
                } else {
                    out
                }
            };
            let (ni, nj) = (smooth(i).extend(0.0), smooth(j).extend(0.0));
            let w = [
                self.vertex(pi.extend(-s), ni, Vec2::ZERO),
                self.vertex(pj.extend(-s), nj, Vec2::ZERO),
                self.vertex(pj.extend(s), nj, Vec2::ZERO),
                self.vertex(pi.extend(s), ni, Vec2::ZERO),
            ];
            self.quad(w[0], w[1], w[2], w[3]);
            for front in [true, false] {
                let z = if front { 1.0 } else { -1.0 };
                let bn = |v: Vec3| (v + Vec3::Z * z).normalize();
                let q = [
                    self.vertex(pi.extend(s * z), bn(ni), Vec2::ZERO),
                    self.vertex(pj.extend(s * z), bn(nj), Vec2::ZERO),
                    self.vertex(inset[j].extend(t * z), bn(nj), Vec2::ZERO),
                    self.vertex(inset[i].extend(t * z), bn(ni), Vec2::ZERO),
                ];
                if front {
                    self.quad(q[0], q[1], q[2], q[3]);
                } else {
                    self.quad(q[0], q[3], q[2], q[1]);
                }
            }
        }
        let tris = triangulate(&inset);
        for front in [true, false] {
            let z = if front { 1.0 } else { -1.0 };
            let base = self.positions.len() as u32;
            for p in &inset {
                self.vertex(p.extend(t * z), Vec3::Z * z, *p);
            }
            for tri in &tris {
                let [a, b, c] = tri.map(|k| base + k as u32);
                if front {
                    self.indices.extend_from_slice(&[a, b, c]);
                } else {
                    self.indices.extend_from_slice(&[a, c, b]);
                }
            }
        }
    }

    pub fn build(self) -> Mesh {
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, self.normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, self.uvs)
        .with_inserted_indices(Indices::U32(self.indices))
    }
}

/// Ear-clipping triangulation of a simple counter-clockwise polygon.
pub fn triangulate(poly: &[Vec2]) -> Vec<[usize; 3]> {
    let cross = |o: Vec2, a: Vec2, b: Vec2| (a - o).perp_dot(b - o);
    let mut idx: Vec<usize> = (0..poly.len()).collect();
    let mut out = Vec::new();
    let mut guard = 0;
    while idx.len() > 3 && guard < 10_000 {
        guard += 1;
        let m = idx.len();
        let ear = (0..m).find(|&k| {
            let (a, b, c) = (idx[(k + m - 1) % m], idx[k], idx[(k + 1) % m]);
            let (pa, pb, pc) = (poly[a], poly[b], poly[c]);
            if cross(pa, pb, pc) <= 1e-9 {
                return false; // reflex or degenerate corner
            }
            idx.iter().all(|&o| {
                o == a
                    || o == b
                    || o == c
                    || !(cross(pa, pb, poly[o]) >= 0.0
                        && cross(pb, pc, poly[o]) >= 0.0
                        && cross(pc, pa, poly[o]) >= 0.0)
            })
        });
        // A degenerate outline can leave no ear: clip the first corner rather than loop.
        let k = ear.unwrap_or(0);
        out.push([idx[(k + m - 1) % m], idx[k], idx[(k + 1) % m]]);
        idx.remove(k);
    }
    if idx.len() == 3 {
        out.push([idx[0], idx[1], idx[2]]);
    }
    out
}
