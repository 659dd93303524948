//! A tiny stroke font for the frame's coordinates (A–H, 1–8), turned into flat inlay
//! meshes. Drawn in code so the board needs no font files or text rendering in 3D.

use std::f32::consts::TAU;

use bevy::math::{Vec2, Vec3};

use crate::art::mesh::MeshBuilder;

/// Glyph box: x in 0..0.6, y in 0..1 (baseline at 0).
pub const GLYPH_WIDTH: f32 = 0.6;

fn arc(c: (f32, f32), rx: f32, ry: f32, a0: f32, a1: f32) -> Vec<Vec2> {
    let steps = (((a1 - a0).abs() / 15.0).ceil() as usize).max(2);
    (0..=steps)
        .map(|i| {
            let a = (a0 + (a1 - a0) * i as f32 / steps as f32).to_radians();
            Vec2::new(c.0 + rx * a.cos(), c.1 + ry * a.sin())
        })
        .collect()
}

fn pts(p: &[(f32, f32)]) -> Vec<Vec2> {
    p.iter().map(|&(x, y)| Vec2::new(x, y)).collect()
}

fn chain(parts: Vec<Vec<Vec2>>) -> Vec<Vec2> {
    parts.into_iter().flatten().collect()
}

/// The strokes (polylines) of a character, or nothing for characters it doesn't know.
pub fn strokes(ch: char) -> Vec<Vec<Vec2>> {
    match ch {
        'A' => vec![
            pts(&[(0.0, 0.0), (0.3, 1.0), (0.6, 0.0)]),
            pts(&[(0.1, 0.33), (0.5, 0.33)]),
        ],
        'B' => vec![chain(vec![
            pts(&[(0.0, 0.52), (0.0, 1.0), (0.32, 1.0)]),
            arc((0.32, 0.76), 0.22, 0.24, 90.0, -90.0),
            pts(&[(0.0, 0.52), (0.34, 0.52)]),
            arc((0.34, 0.26), 0.25, 0.26, 90.0, -90.0),
            pts(&[(0.0, 0.0), (0.0, 0.52)]),
        ])],
        'C' => vec![arc((0.33, 0.5), 0.3, 0.5, 45.0, 315.0)],
        'D' => vec![chain(vec![
            pts(&[(0.0, 0.0), (0.0, 1.0), (0.22, 1.0)]),
            arc((0.22, 0.5), 0.36, 0.5, 90.0, -90.0),
            pts(&[(0.0, 0.0)]),
        ])],
        'E' => vec![
            pts(&[(0.56, 1.0), (0.0, 1.0), (0.0, 0.0), (0.56, 0.0)]),
            pts(&[(0.0, 0.52), (0.44, 0.52)]),
        ],
        'F' => vec![
            pts(&[(0.56, 1.0), (0.0, 1.0), (0.0, 0.0)]),
            pts(&[(0.0, 0.52), (0.44, 0.52)]),
        ],
        'G' => vec![chain(vec![
            arc((0.33, 0.5), 0.3, 0.5, 45.0, 360.0),
            pts(&[(0.63, 0.42), (0.38, 0.42)]),
        ])],
        'H' => vec![
            pts(&[(0.0, 0.0), (0.0, 1.0)]),
            pts(&[(0.6, 0.0), (0.6, 1.0)]),
            pts(&[(0.0, 0.52), (0.6, 0.52)]),
        ],
        '1' => vec![
            pts(&[(0.12, 0.78), (0.34, 1.0), (0.34, 0.0)]),
            pts(&[(0.12, 0.0), (0.56, 0.0)]),
        ],
        '2' => vec![chain(vec![
            arc((0.3, 0.71), 0.27, 0.29, 160.0, -30.0),
            pts(&[(0.0, 0.0), (0.6, 0.0)]),
        ])],
        '3' => vec![chain(vec![
            arc((0.3, 0.76), 0.25, 0.24, 150.0, -90.0),
            arc((0.3, 0.27), 0.29, 0.27, 90.0, -150.0),
        ])],
        '4' => vec![pts(&[(0.44, 0.0), (0.44, 1.0), (0.0, 0.3), (0.62, 0.3)])],
        '5' => vec![chain(vec![
            pts(&[(0.55, 1.0), (0.1, 1.0), (0.05, 0.54)]),
            arc((0.3, 0.33), 0.3, 0.33, 140.0, -140.0),
        ])],
        '6' => vec![
            arc((0.3, 0.3), 0.29, 0.3, 0.0, 360.0),
            chain(vec![
                pts(&[(0.01, 0.3)]),
                arc((0.52, 0.36), 0.51, 0.64, 180.0, 95.0),
            ]),
        ],
        '7' => vec![pts(&[(0.0, 1.0), (0.6, 1.0), (0.2, 0.0)])],
        '8' => vec![
            arc((0.3, 0.76), 0.23, 0.24, 0.0, 360.0),
            arc((0.3, 0.26), 0.28, 0.26, 0.0, 360.0),
        ],
        _ => Vec::new(),
    }
}

/// Adds `text` as raised strokes lying in the x-z plane at height `y`: glyph x runs along
/// `right`, glyph y along `up` (both unit vectors in the plane), centred on `center`.
pub fn add_text(
    b: &mut MeshBuilder,
    text: &str,
    center: Vec3,
    right: Vec3,
    up: Vec3,
    size: f32,
    stroke: f32,
) {
    let advance = GLYPH_WIDTH + 0.25;
    let width = advance * text.chars().count() as f32 - 0.25;
    for (i, ch) in text.chars().enumerate() {
        let origin = center - right * (width * size / 2.0) - up * (size / 2.0)
            + right * (i as f32 * advance * size);
        for line in strokes(ch) {
            let world: Vec<Vec3> = line
                .iter()
                .map(|p| origin + right * (p.x * size) + up * (p.y * size))
                .collect();
            for w in world.windows(2) {
                segment(b, w[0], w[1], stroke);
            }
            for p in &world {
                dot(b, *p, stroke / 2.0);
            }
        }
    }
}

/// A flat ribbon from `a` to `b` (both at the same height), facing up.
fn segment(b: &mut MeshBuilder, p: Vec3, q: Vec3, width: f32) {
    let d = q - p;
    if d.length_squared() < 1e-10 {
        return;
    }
    let side = d.cross(Vec3::Y).normalize() * (width / 2.0);
    // side points right of the direction; order the quad counter-clockwise from above.
    b.flat_quad([p - side, q - side, q + side, p + side]);
}

/// A round joint so strokes meet without notches.
fn dot(b: &mut MeshBuilder, c: Vec3, r: f32) {
    let n = 10;
    let ring: Vec<Vec3> = (0..n)
        .map(|i| {
            let a = i as f32 / n as f32 * TAU;
            c + Vec3::new(a.cos(), 0.0, -a.sin()) * r
        })
        .collect();
    b.flat_fan(c, &ring);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_coordinate_has_a_glyph() {
        for ch in "ABCDEFGH12345678".chars() {
            let s = strokes(ch);
            assert!(!s.is_empty(), "{ch}");
            for line in s {
                assert!(line.len() >= 2, "{ch}");
                for p in line {
                    assert!((-0.05..=0.7).contains(&p.x) && (-0.05..=1.05).contains(&p.y));
                }
            }
        }
    }
}
