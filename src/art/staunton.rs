//! The Staunton-style piece shapes: lathe profiles for the round pieces and the knight's
//! extruded outline, built with the mesh builder.
//!
//! Units: one board square is 1.0; pieces stand on y = 0 with their axis on y.
//! The knight's head looks along +x.

use std::f32::consts::TAU;

use bevy::{
    math::{Quat, Vec2, Vec3},
    mesh::Mesh,
};
use shakmaty::Role;

use super::mesh::MeshBuilder;

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

/// Segments around the axis at full detail; fewer make the low-poly pieces.
pub const SEGMENTS: u32 = 40;

/// The outline a round piece is turned from: (radius, height) from the foot's centre up
/// the outside to the top of the axis. Also the side view of the 2D figures.
pub fn profile(role: Role) -> Vec<Vec2> {
    match role {
        Role::Pawn => base(0.28)
            .curve((0.16, 0.24), 0.12, 0.36, 5)
            .line(0.17, 0.39)
            .curve((0.19, 0.41), 0.17, 0.43, 2)
            .line(0.09, 0.45)
            .arc((0.0, 0.57), 0.135, -55.0, 90.0, 12)
            .close(),
        Role::Rook => base(0.32)
            .curve((0.2, 0.3), 0.2, 0.5, 6)
            .line(0.22, 0.53)
            .line(0.26, 0.56)
            .line(0.26, 0.70)
            .line(0.17, 0.70)
            .line(0.17, 0.65)
            .close(),
        Role::Bishop => base(0.29)
            .curve((0.13, 0.35), 0.1, 0.58, 6)
            .line(0.17, 0.61)
            .curve((0.19, 0.63), 0.16, 0.65, 2)
            .line(0.09, 0.67)
            // The mitre: an egg that narrows to a point.
            .curve((0.2, 0.72), 0.15, 0.84, 6)
            .curve((0.1, 0.94), 0.03, 0.99, 5)
            .close(),
        Role::Queen => base(0.33)
            .curve((0.14, 0.4), 0.1, 0.78, 7)
            .line(0.19, 0.81)
            .curve((0.21, 0.83), 0.17, 0.85, 2)
            .line(0.11, 0.87)
            // Crown flaring out to the rim, dished in the middle.
            .curve((0.12, 0.96), 0.21, 1.05, 5)
            .line(0.19, 1.07)
            .curve((0.1, 1.02), 0.07, 1.06, 3)
            .close(),
        Role::King => base(0.34)
            .curve((0.15, 0.42), 0.11, 0.84, 7)
            .line(0.2, 0.87)
            .curve((0.22, 0.89), 0.18, 0.91, 2)
            .line(0.12, 0.93)
            .curve((0.12, 1.02), 0.2, 1.1, 4)
            .line(0.19, 1.13)
            .curve((0.12, 1.18), 0.06, 1.19, 3)
            .close(),
        Role::Knight => base(0.3)
            .curve((0.2, 0.22), 0.2, 0.26, 3)
            .line(0.24, 0.28)
            .line(0.24, 0.31)
            .close(),
    }
}

fn pawn(b: &mut MeshBuilder, segments: u32) {
    let p = profile(Role::Pawn);
    b.lathe(&p, segments);
}

fn rook(b: &mut MeshBuilder, segments: u32) {
    let p = profile(Role::Rook);
    b.lathe(&p, segments);
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

fn bishop(b: &mut MeshBuilder, segments: u32) {
    let p = profile(Role::Bishop);
    b.lathe(&p, segments);
    b.sphere(Vec3::new(0.0, 1.03, 0.0), 0.045, 16);
}

fn queen(b: &mut MeshBuilder, segments: u32) {
    let p = profile(Role::Queen);
    b.lathe(&p, segments);
    for k in 0..9 {
        let a = k as f32 * TAU / 9.0;
        b.sphere(Vec3::new(0.2 * a.sin(), 1.075, 0.2 * a.cos()), 0.032, 10);
    }
    b.sphere(Vec3::new(0.0, 1.13, 0.0), 0.065, 16);
}

fn king(b: &mut MeshBuilder, segments: u32) {
    let p = profile(Role::King);
    b.lathe(&p, segments);
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

fn knight(b: &mut MeshBuilder, segments: u32) {
    let p = profile(Role::Knight);
    b.lathe(&p, segments);
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

/// A piece's mesh with `segments` around its axis (`SEGMENTS` at full detail).
pub fn piece_mesh(role: Role, segments: u32) -> Mesh {
    let mut b = MeshBuilder::default();
    let segments = segments.max(6);
    match role {
        Role::Pawn => pawn(&mut b, segments),
        Role::Knight => knight(&mut b, segments),
        Role::Bishop => bishop(&mut b, segments),
        Role::Rook => rook(&mut b, segments),
        Role::Queen => queen(&mut b, segments),
        Role::King => king(&mut b, segments),
    }
    b.build()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::art::mesh::triangulate;

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
            let m = piece_mesh(role, SEGMENTS);
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
