//! The flat chess figures of the 2D view: each piece's side view (its lathe profile
//! mirrored, the knight's head outline, the rook's merlons, the balls and the cross), filled
//! and outlined like a printed diagram. Plain geometry with vertex colours, so one unlit
//! material draws every figure.
//!
//! Figure space: x to the figure's right, y up the figure, one board square = 1.0; the
//! mesh lies in the board's plane (figure y along world -z), facing up.

use bevy::{
    asset::RenderAssetUsages,
    math::{Quat, Vec2, Vec3},
    mesh::{Indices, Mesh, PrimitiveTopology},
};
use shakmaty::Role;

use super::{
    mesh::triangulate,
    staunton::{KNIGHT_OUTLINE, profile},
};

/// A figure's parts: simple counter-clockwise polygons.
pub fn shapes(role: Role) -> Vec<Vec<Vec2>> {
    let mut parts = vec![mirrored(&profile(role))];
    let rect = |x0: f32, y0: f32, x1: f32, y1: f32| {
        vec![
            Vec2::new(x0, y0),
            Vec2::new(x1, y0),
            Vec2::new(x1, y1),
            Vec2::new(x0, y1),
        ]
    };
    match role {
        Role::Rook => {
            // Three merlons seen from the side, the crenels between them.
            for (x0, x1) in [(-0.26, -0.13), (-0.06, 0.06), (0.13, 0.26)] {
                parts.push(rect(x0, 0.68, x1, 0.80));
            }
        }
        Role::Bishop => parts.push(circle(Vec2::new(0.0, 1.03), 0.05)),
        Role::Queen => {
            for x in [-0.2, -0.1, 0.0, 0.1, 0.2] {
                parts.push(circle(Vec2::new(x, 1.075), 0.035));
            }
            parts.push(circle(Vec2::new(0.0, 1.13), 0.065));
        }
        Role::King => {
            parts.push(rect(-0.035, 1.17, 0.035, 1.43));
            parts.push(rect(-0.1, 1.305, 0.1, 1.375));
        }
        Role::Knight => {
            // Diagrams show the knight looking left.
            let mut head: Vec<Vec2> = KNIGHT_OUTLINE
                .iter()
                .rev()
                .map(|&(x, y)| Vec2::new(-x, y))
                .collect();
            head.dedup();
            parts.push(head);
        }
        Role::Pawn => {}
    }
    parts
}

/// The silhouette of a turned piece: the profile's outside edge and its mirror image.
fn mirrored(profile: &[Vec2]) -> Vec<Vec2> {
    let right: Vec<Vec2> = profile.iter().copied().filter(|p| p.x > 1e-4).collect();
    let mut poly = right.clone();
    poly.extend(right.iter().rev().map(|p| Vec2::new(-p.x, p.y)));
    simplify(poly)
}

fn circle(c: Vec2, r: f32) -> Vec<Vec2> {
    (0..16)
        .map(|k| {
            let a = k as f32 / 16.0 * std::f32::consts::TAU;
            c + Vec2::new(a.cos(), a.sin()) * r
        })
        .collect()
}

/// Drops repeated and collinear points, which the ear clipper cannot use as corners.
fn simplify(mut poly: Vec<Vec2>) -> Vec<Vec2> {
    poly.dedup_by(|a, b| a.distance(*b) < 1e-5);
    loop {
        let n = poly.len();
        let flat = (0..n).find(|&i| {
            let (a, b, c) = (poly[(i + n - 1) % n], poly[i], poly[(i + 1) % n]);
            (b - a).perp_dot(c - b).abs() < 1e-7 || a.distance(b) < 1e-5
        });
        match flat {
            Some(i) if n > 3 => {
                poly.remove(i);
            }
            _ => return poly,
        }
    }
}

/// How wide the outline is (board units) and how far the figure is scaled into a square.
const OUTLINE: f32 = 0.045;
const SCALE: f32 = 0.62;

/// The colours of one side's figures (linear RGBA).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Palette {
    pub fill: [f32; 4],
    pub line: [f32; 4],
}

/// Ivory or ebony figures, both outlined in near-black (linear colours).
pub fn palette(color: shakmaty::Color) -> Palette {
    let line = [0.01, 0.008, 0.006, 1.0];
    match color {
        shakmaty::Color::White => Palette {
            fill: [0.92, 0.86, 0.74, 1.0],
            line,
        },
        shakmaty::Color::Black => Palette {
            fill: [0.03, 0.025, 0.022, 1.0],
            line: [0.35, 0.3, 0.25, 1.0],
        },
    }
}

/// A figure as a flat mesh: outline below, fill above, centred on the origin of a
/// square, turned by `turn` about the vertical axis (which way is up on screen).
pub fn figure_mesh(role: Role, palette: Palette, turn: Quat) -> Mesh {
    let parts = shapes(role);
    let top = parts.iter().flatten().fold(0.0f32, |m, p| m.max(p.y));
    // Centre the figure's height on the square.
    let lift = top / 2.0;
    let mut f = Flat::default();
    for part in &parts {
        f.outline(part, OUTLINE / SCALE, palette.line);
    }
    for part in &parts {
        f.fill(part, palette.fill);
    }
    let place = |p: Vec3| turn * Vec3::new(p.x * SCALE, p.y, -(p.z - lift) * SCALE);
    f.build(place)
}

/// A picture's square in the board's plane, facing up, its top towards the far side of a
/// player for whom `turn` stands it upright (a little over the squares, like the figures).
pub fn picture_mesh(turn: Quat) -> Mesh {
    let h = 0.47;
    // Figure space (x, figure y) and the picture's (u, v): its top row at figure y = +h.
    let corners = [
        (Vec2::new(-h, -h), [0.0, 1.0]),
        (Vec2::new(h, -h), [1.0, 1.0]),
        (Vec2::new(h, h), [1.0, 0.0]),
        (Vec2::new(-h, h), [0.0, 0.0]),
    ];
    let positions: Vec<[f32; 3]> = corners
        .iter()
        .map(|(p, _)| (turn * Vec3::new(p.x, FILL_Y, -p.y)).into())
        .collect();
    let uvs: Vec<[f32; 2]> = corners.iter().map(|(_, uv)| *uv).collect();
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 1.0, 0.0]; 4])
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_indices(Indices::U32(vec![0, 1, 2, 0, 2, 3]))
}

/// Flat triangles with colours; `z` here is figure y, `y` the layer height.
#[derive(Default)]
struct Flat {
    points: Vec<Vec3>,
    colors: Vec<[f32; 4]>,
    indices: Vec<u32>,
}

/// Layer heights over the piece's origin: the fill lies above every outline.
const LINE_Y: f32 = 0.010;
const FILL_Y: f32 = 0.012;

impl Flat {
    fn push(&mut self, p: Vec2, y: f32, color: [f32; 4]) -> u32 {
        self.points.push(Vec3::new(p.x, y, p.y));
        self.colors.push(color);
        (self.points.len() - 1) as u32
    }

    fn fill(&mut self, poly: &[Vec2], color: [f32; 4]) {
        let base = self.points.len() as u32;
        for &p in poly {
            self.push(p, FILL_Y, color);
        }
        for [a, b, c] in triangulate(poly) {
            self.indices
                .extend([base + a as u32, base + b as u32, base + c as u32]);
        }
    }

    /// A band of width `w` along every edge, with round joints, under the fill.
    fn outline(&mut self, poly: &[Vec2], w: f32, color: [f32; 4]) {
        let n = poly.len();
        for i in 0..n {
            let (a, b) = (poly[i], poly[(i + 1) % n]);
            let side = (b - a).perp().normalize_or_zero() * w;
            let v = [a - side, b - side, b + side, a + side].map(|p| self.push(p, LINE_Y, color));
            self.indices.extend([v[0], v[1], v[2], v[0], v[2], v[3]]);
            let c = self.push(a, LINE_Y, color);
            let ring: Vec<u32> = circle(a, w)
                .into_iter()
                .map(|p| self.push(p, LINE_Y, color))
                .collect();
            for k in 0..ring.len() {
                self.indices
                    .extend([c, ring[k], ring[(k + 1) % ring.len()]]);
            }
        }
    }

    fn build(self, place: impl Fn(Vec3) -> Vec3) -> Mesh {
        let positions: Vec<[f32; 3]> = self.points.iter().map(|&p| place(p).into()).collect();
        let normals = vec![[0.0, 1.0, 0.0]; positions.len()];
        // Figure y runs along -z, so counter-clockwise in figure space is counter-clockwise
        // seen from above: the triangles face the camera as they are.
        let indices = self.indices;
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, self.colors)
        .with_inserted_indices(Indices::U32(indices))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn area(poly: &[Vec2]) -> f32 {
        (0..poly.len())
            .map(|i| poly[i].perp_dot(poly[(i + 1) % poly.len()]))
            .sum::<f32>()
            / 2.0
    }

    #[test]
    fn every_part_is_counter_clockwise_and_fully_triangulated() {
        for role in Role::ALL {
            for part in shapes(role) {
                let a = area(&part);
                assert!(a > 0.0, "{role:?}: part must be counter-clockwise");
                let tris = triangulate(&part);
                let covered: f32 = tris
                    .iter()
                    .map(|t| (part[t[1]] - part[t[0]]).perp_dot(part[t[2]] - part[t[0]]) / 2.0)
                    .sum();
                assert!((covered - a).abs() < 1e-4, "{role:?}: {covered} vs {a}");
                assert!(
                    tris.iter().all(|t| {
                        (part[t[1]] - part[t[0]]).perp_dot(part[t[2]] - part[t[0]]) > -1e-6
                    }),
                    "{role:?}: no inverted triangle"
                );
            }
        }
    }

    #[test]
    fn figures_fit_in_their_square_and_face_up() {
        let palette = Palette {
            fill: [1.0; 4],
            line: [0.0, 0.0, 0.0, 1.0],
        };
        for role in Role::ALL {
            let mesh = figure_mesh(role, palette, Quat::IDENTITY);
            let pos = mesh.attribute(Mesh::ATTRIBUTE_POSITION).unwrap();
            let pos = pos.as_float3().unwrap();
            for p in pos {
                assert!(
                    p[0].abs() < 0.5 && p[2].abs() < 0.5,
                    "{role:?} leaves its square"
                );
            }
            let Some(Indices::U32(idx)) = mesh.indices() else {
                panic!("u32 indices")
            };
            // Every triangle is wound to face +y, the camera above.
            for t in idx.chunks(3) {
                let [a, b, c] = [t[0], t[1], t[2]].map(|i| Vec3::from(pos[i as usize]));
                assert!(
                    (b - a).cross(c - a).y >= -1e-7,
                    "{role:?} triangle faces down"
                );
            }
        }
    }
}
