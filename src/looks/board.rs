//! The chosen theme on the board's surfaces (squares, frame, inlay and coordinates, table),
//! in both views. Each theme gets its own materials once; a change of theme hands the
//! surfaces other materials, which the quality settings and the cheap twins then treat as
//! any new material.

use bevy::prelude::*;

use super::{ChosenLook, Theme};
use crate::{
    AppSystems,
    art::wood,
    board::{fast::Swapped, squares::Surface},
};

/// The materials of each theme shown so far (a few: found by the theme itself, so the
/// built-in wood and an edited wood file are told apart).
#[derive(Resource, Default)]
struct Sets {
    made: Vec<(Theme, Set)>,
    grain: Option<Grain>,
}

/// The wood grains, made on first use and shared by every theme with grain.
struct Grain {
    squares: Handle<Image>,
    frame: Handle<Image>,
    table: Handle<Image>,
}

struct Set {
    light: Handle<StandardMaterial>,
    dark: Handle<StandardMaterial>,
    frame: Handle<StandardMaterial>,
    inlay: Handle<StandardMaterial>,
    table: Handle<StandardMaterial>,
}

impl Set {
    fn of(&self, surface: Surface) -> &Handle<StandardMaterial> {
        match surface {
            Surface::LightSquare => &self.light,
            Surface::DarkSquare => &self.dark,
            Surface::Frame => &self.frame,
            Surface::Inlay => &self.inlay,
            Surface::Table => &self.table,
        }
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Sets>()
        .add_systems(Update, dress_surfaces.in_set(AppSystems::Dress));
}

fn make_set(
    theme: &Theme,
    grain: &mut Option<Grain>,
    materials: &mut Assets<StandardMaterial>,
    images: &mut Assets<Image>,
) -> Set {
    let grain = grain.get_or_insert_with(|| Grain {
        squares: images.add(wood::texture(1, 9.0)),
        frame: images.add(wood::texture(5, 14.0)),
        table: images.add(wood::texture(9, 30.0)),
    });
    let grained = |h: &Handle<Image>| theme.grain.then(|| h.clone());
    let mut square = |color: Color, rough: f32| {
        materials.add(StandardMaterial {
            base_color: color,
            base_color_texture: grained(&grain.squares),
            perceptual_roughness: rough,
            reflectance: 0.35,
            clearcoat: 0.5,
            clearcoat_perceptual_roughness: 0.35,
            ..default()
        })
    };
    let (light, dark) = (square(theme.light, 0.5), square(theme.dark, 0.45));
    Set {
        light,
        dark,
        frame: materials.add(StandardMaterial {
            base_color: theme.frame,
            base_color_texture: grained(&grain.frame),
            perceptual_roughness: 0.4,
            clearcoat: 0.7,
            clearcoat_perceptual_roughness: 0.2,
            ..default()
        }),
        // A pale boxwood-like inlay: a little metal so it catches the light.
        inlay: materials.add(StandardMaterial {
            base_color: theme.coordinates,
            perceptual_roughness: 0.35,
            metallic: 0.2,
            ..default()
        }),
        table: materials.add(StandardMaterial {
            base_color: theme.table,
            base_color_texture: grained(&grain.table),
            uv_transform: bevy::math::Affine2::from_scale(Vec2::splat(6.0)),
            perceptual_roughness: 0.7,
            ..default()
        }),
    }
}

type SurfaceData = (
    Entity,
    &'static Surface,
    Option<&'static MeshMaterial3d<StandardMaterial>>,
    Option<&'static Swapped>,
);

/// Gives every surface the chosen theme's material, when the theme changes or surfaces
/// appear.
fn dress_surfaces(
    chosen: Res<ChosenLook>,
    mut sets: ResMut<Sets>,
    surfaces: Query<SurfaceData>,
    added: Query<(), Added<Surface>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
    mut commands: Commands,
) {
    if !chosen.is_changed() && added.is_empty() {
        return;
    }
    let Sets { made, grain } = &mut *sets;
    let at = match made.iter().position(|(t, _)| *t == chosen.theme) {
        Some(at) => at,
        None => {
            let set = make_set(&chosen.theme, grain, &mut materials, &mut images);
            made.push((chosen.theme.clone(), set));
            made.len() - 1
        }
    };
    let set = &made[at].1;
    for (e, surface, standard, swapped) in &surfaces {
        let want = set.of(*surface);
        // Under the cheap material the standard one is kept aside as the original.
        let has = standard
            .map(|m| m.0.id())
            .or_else(|| swapped.map(|s| s.original().id()));
        if has != Some(want.id()) {
            commands.entity(e).insert(MeshMaterial3d(want.clone()));
        }
    }
}
