//! Procedural geometry: a small mesh builder (lathe, bevelled extrusion, boxes) and the
//! Staunton-style piece shapes built with it. Pure math, no ECS, so it is unit-testable.
//!
//! Units: one board square is 1.0; pieces stand on y = 0 with their axis on y.
//! The knight's head looks along +x.

use std::f32::consts::{PI, TAU};

use bevy::{
    asset::RenderAssetUsages,
    math::{Quat, Vec2, Vec3},
    mesh::{Indices, Mesh, PrimitiveTopology},
};
use shakmaty::Role;

/// Collects triangles; `build` turns them into a Bevy mesh.
#[derive(Default)]
pub struct MeshBuilder {
    positions: Vec<[f32; 3]>,
    normals: Vec<[f32; 3]>,
    uvs: Vec<[f32; 2]>,
    indices: Vec<u32>,
}

impl MeshBuilder {
    fn vertex(&mut self, p: Vec3, n: Vec3, uv: Vec2) -> u32 {
        self.positions.push(p.into());
        self.normals.push(n.normalize_or(Vec3::Y).into());
        self.uvs.push(uv.into());
        (self.positions.len() - 1) as u32
    }

    /// Quad a-b-c-d, counter-clockwise seen from the side it faces.
    fn quad(&mut self, a: u32, b: u32, c: u32, d: u32) {
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

/// Builds a lathe profile from straight runs and quadratic curves.
struct Profile(Vec<Vec2>);

impl Profile {
    fn start(r: f32, y: f32) -> Self {
        Profile(vec![Vec2::new(0.0, y), Vec2::new(r, y)])
    }
    fn line(mut self, r: f32, y: f32) -> Self {
        self.0.push(Vec2::new(r, y));
        self
    }
    /// Quadratic Bézier from the last point through control `c` to `(r, y)`.
    fn curve(mut self, c: (f32, f32), r: f32, y: f32, steps: u32) -> Self {
        let p0 = *self.0.last().expect("profile has a start");
        let (c, p2) = (Vec2::new(c.0, c.1), Vec2::new(r, y));
        for i in 1..=steps {
            let t = i as f32 / steps as f32;
            self.0
                .push(p0 * (1.0 - t) * (1.0 - t) + c * 2.0 * t * (1.0 - t) + p2 * t * t);
        }
        self
    }
    /// Circular arc around `(cr, cy)` from angle `a0` to `a1` (degrees; 0 = outward).
    fn arc(mut self, center: (f32, f32), radius: f32, a0: f32, a1: f32, steps: u32) -> Self {
        for i in 0..=steps {
            let a = (a0 + (a1 - a0) * i as f32 / steps as f32).to_radians();
            self.0.push(Vec2::new(
                center.0 + radius * a.cos(),
                center.1 + radius * a.sin(),
            ));
        }
        self
    }
    fn close(mut self) -> Vec<Vec2> {
        let top = self.0.last().expect("profile has points").y;
        self.0.push(Vec2::new(0.0, top));
        self.0
    }
}

/// The shared foot of every piece: a wide disc with a rounded edge and two rings.
fn base(r: f32) -> Profile {
    Profile::start(r, 0.0)
        .line(r, 0.035)
        .curve((r, 0.07), r * 0.9, 0.075, 3)
        .line(r * 0.88, 0.095)
        .curve((r * 0.92, 0.12), r * 0.8, 0.13, 3)
        .curve((r * 0.68, 0.14), r * 0.66, 0.17, 3)
}

const SEGMENTS: u32 = 40;

fn pawn(b: &mut MeshBuilder) {
    let p = base(0.28)
        .curve((0.16, 0.24), 0.12, 0.36, 5)
        .line(0.17, 0.39)
        .curve((0.19, 0.41), 0.17, 0.43, 2)
        .line(0.09, 0.45)
        .arc((0.0, 0.57), 0.135, -55.0, 90.0, 12)
        .close();
    b.lathe(&p, SEGMENTS);
}

fn rook(b: &mut MeshBuilder) {
    let p = base(0.32)
        .curve((0.2, 0.3), 0.2, 0.5, 6)
        .line(0.22, 0.53)
        .line(0.26, 0.56)
        .line(0.26, 0.70)
        .line(0.17, 0.70)
        .line(0.17, 0.65)
        .close();
    b.lathe(&p, SEGMENTS);
    // Five merlons around the rim; the gaps between them are the crenels.
    let merlon = [
        Vec2::new(0.175, 0.70),
        Vec2::new(0.26, 0.70),
        Vec2::new(0.26, 0.80),
        Vec2::new(0.175, 0.80),
        Vec2::new(0.175, 0.70),
    ];
    for k in 0..5 {
        let a0 = k as f32 * TAU / 5.0;
        let a1 = a0 + TAU / 5.0 * 0.62;
        b.lathe_range(&merlon, a0, a1, 6);
        for a in [a0, a1] {
            // Close the ends of the merlon with flat quads.
            let (sin, cos) = a.sin_cos();
            let at = |r: f32, y: f32| Vec3::new(r * sin, y, r * cos);
            // The start cap faces back along the turn, the end cap forward.
            let tangent = Vec3::new(cos, 0.0, -sin);
            let n = if a == a0 { -tangent } else { tangent };
            let v = [(0.175, 0.70), (0.26, 0.70), (0.26, 0.80), (0.175, 0.80)]
                .map(|(r, y)| b.vertex(at(r, y), n, Vec2::ZERO));
            if a == a0 {
                b.quad(v[0], v[1], v[2], v[3]);
            } else {
                b.quad(v[0], v[3], v[2], v[1]);
            }
        }
    }
}

fn bishop(b: &mut MeshBuilder) {
    let p = base(0.29)
        .curve((0.13, 0.35), 0.1, 0.58, 6)
        .line(0.17, 0.61)
        .curve((0.19, 0.63), 0.16, 0.65, 2)
        .line(0.09, 0.67)
        // The mitre: an egg that narrows to a point.
        .curve((0.2, 0.72), 0.15, 0.84, 6)
        .curve((0.1, 0.94), 0.03, 0.99, 5)
        .close();
    b.lathe(&p, SEGMENTS);
    b.sphere(Vec3::new(0.0, 1.03, 0.0), 0.045, 16);
}

fn queen(b: &mut MeshBuilder) {
    let p = base(0.33)
        .curve((0.14, 0.4), 0.1, 0.78, 7)
        .line(0.19, 0.81)
        .curve((0.21, 0.83), 0.17, 0.85, 2)
        .line(0.11, 0.87)
        // Crown flaring out to the rim, dished in the middle.
        .curve((0.12, 0.96), 0.21, 1.05, 5)
        .line(0.19, 1.07)
        .curve((0.1, 1.02), 0.07, 1.06, 3)
        .close();
    b.lathe(&p, SEGMENTS);
    for k in 0..9 {
        let a = k as f32 * TAU / 9.0;
        b.sphere(Vec3::new(0.2 * a.sin(), 1.075, 0.2 * a.cos()), 0.032, 10);
    }
    b.sphere(Vec3::new(0.0, 1.13, 0.0), 0.065, 16);
}

fn king(b: &mut MeshBuilder) {
    let p = base(0.34)
        .curve((0.15, 0.42), 0.11, 0.84, 7)
        .line(0.2, 0.87)
        .curve((0.22, 0.89), 0.18, 0.91, 2)
        .line(0.12, 0.93)
        .curve((0.12, 1.02), 0.2, 1.1, 4)
        .line(0.19, 1.13)
        .curve((0.12, 1.18), 0.06, 1.19, 3)
        .close();
    b.lathe(&p, SEGMENTS);
    b.cuboid(
        Vec3::new(0.0, 1.31, 0.0),
        Vec3::new(0.035, 0.12, 0.035),
        Quat::IDENTITY,
    );
    b.cuboid(
        Vec3::new(0.0, 1.34, 0.0),
        Vec3::new(0.1, 0.035, 0.035),
        Quat::IDENTITY,
    );
}

/// Side view of the horse's head and neck, nose towards +x (counter-clockwise).
pub const KNIGHT_OUTLINE: [(f32, f32); 27] = [
    (-0.22, 0.30),
    (0.18, 0.30),
    (0.15, 0.36),
    (0.09, 0.42),
    (0.04, 0.49),
    (0.05, 0.55),
    (0.11, 0.575),
    (0.19, 0.555),
    (0.27, 0.545),
    (0.315, 0.575),
    (0.315, 0.625),
    (0.28, 0.69),
    (0.21, 0.78),
    (0.14, 0.85),
    (0.08, 0.895),
    (0.045, 0.93),
    (0.0, 1.03),
    (-0.045, 0.93),
    (-0.09, 0.915),
    (-0.15, 0.87),
    (-0.2, 0.8),
    (-0.245, 0.71),
    (-0.27, 0.61),
    (-0.275, 0.52),
    (-0.265, 0.44),
    (-0.25, 0.37),
    (-0.235, 0.33),
];

fn knight(b: &mut MeshBuilder) {
    let p = base(0.3)
        .curve((0.2, 0.22), 0.2, 0.26, 3)
        .line(0.24, 0.28)
        .line(0.24, 0.31)
        .close();
    b.lathe(&p, SEGMENTS);
    let outline: Vec<Vec2> = KNIGHT_OUTLINE
        .iter()
        .map(|&(x, y)| Vec2::new(x, y))
        .collect();
    b.extrude_bevelled(&outline, 0.115, 0.03);
    // Eyes and nostrils as small bumps, so the head reads as a face from either side.
    for z in [-1.0, 1.0] {
        b.sphere(Vec3::new(0.12, 0.79, 0.105 * z), 0.028, 10);
        b.sphere(Vec3::new(0.285, 0.6, 0.07 * z), 0.02, 8);
    }
    // The mane: a ridge of small lobes down the back of the neck.
    for k in 0..6 {
        let t = k as f32 / 5.0;
        let (x, y) = (-0.13 - 0.14 * t, 0.88 - 0.4 * t);
        b.cuboid(
            Vec3::new(x, y, 0.0),
            Vec3::new(0.03, 0.04, 0.05),
            Quat::from_rotation_z(0.5 + 0.4 * t),
        );
    }
}

pub fn piece_mesh(role: Role) -> Mesh {
    let mut b = MeshBuilder::default();
    match role {
        Role::Pawn => pawn(&mut b),
        Role::Knight => knight(&mut b),
        Role::Bishop => bishop(&mut b),
        Role::Rook => rook(&mut b),
        Role::Queen => queen(&mut b),
        Role::King => king(&mut b),
    }
    b.build()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triangulates_the_knight_outline_fully() {
        let outline: Vec<Vec2> = KNIGHT_OUTLINE
            .iter()
            .map(|&(x, y)| Vec2::new(x, y))
            .collect();
        let signed_area: f32 = (0..outline.len())
            .map(|i| outline[i].perp_dot(outline[(i + 1) % outline.len()]))
            .sum::<f32>()
            / 2.0;
        assert!(signed_area > 0.0, "outline must be counter-clockwise");
        let tris = triangulate(&outline);
        assert_eq!(tris.len(), outline.len() - 2);
        let area: f32 = tris
            .iter()
            .map(|t| (outline[t[1]] - outline[t[0]]).perp_dot(outline[t[2]] - outline[t[0]]) / 2.0)
            .sum();
        assert!((area - signed_area).abs() < 1e-4, "{area} vs {signed_area}");
    }

    #[test]
    fn every_piece_has_geometry_and_kings_are_tallest() {
        let height = |role| {
            let m = piece_mesh(role);
            let pos = m.attribute(Mesh::ATTRIBUTE_POSITION).unwrap();
            let ys: Vec<f32> = pos.as_float3().unwrap().iter().map(|p| p[1]).collect();
            ys.iter().cloned().fold(0.0, f32::max)
        };
        let roles = [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ];
        for r in roles {
            assert!(height(r) > 0.5, "{r:?}");
        }
        assert!(height(Role::King) > height(Role::Queen));
        assert!(height(Role::Queen) > height(Role::Bishop));
        assert!(height(Role::Bishop) > height(Role::Pawn));
    }
}
