//! The chosen piece style as the 2D view's figures: the built-in figures in the style's
//! colours, or its pictures on squares of their own.

use std::collections::HashMap;

use bevy::prelude::*;
use shakmaty::{Color, Role};

use super::{ChosenLook, FlatLook, PieceStyle};
use crate::{
    AppSystems,
    art::figures,
    board::{
        fast::BlendedTwins,
        pieces::{FlatFigures, Piece, upright_turn},
    },
};

pub fn plugin(app: &mut App) {
    app.add_systems(Update, make_figures.in_set(AppSystems::Dress));
}

/// Makes the figures again when the style changes.
fn make_figures(
    chosen: Res<ChosenLook>,
    mut flat: ResMut<FlatFigures>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut blended: ResMut<BlendedTwins>,
    mut made: Local<Option<PieceStyle>>,
) {
    // A change of theme alone leaves the figures as they are.
    if !chosen.is_changed() || made.as_ref() == Some(&chosen.style) {
        return;
    }
    let mut figures = HashMap::new();
    match &chosen.style.look {
        FlatLook::Figures { white, black } => {
            // Unlit and vertex-coloured: one material draws every figure.
            let material = materials.add(StandardMaterial {
                unlit: true,
                cull_mode: None,
                ..default()
            });
            for (role, color, up_for) in every_figure() {
                let palette = if color == Color::White { white } else { black };
                let turn = upright_turn(Piece { role, color }, up_for);
                let mesh = meshes.add(figures::figure_mesh(role, *palette, turn));
                figures.insert((role, color, up_for), (mesh, material.clone()));
            }
        }
        FlatLook::Images(images) => {
            let mut pictures = HashMap::new();
            for (&(role, color), image) in images {
                let material = materials.add(StandardMaterial {
                    base_color_texture: Some(image.clone()),
                    unlit: true,
                    alpha_mode: AlphaMode::Blend,
                    cull_mode: None,
                    // Drawn after the square highlights (10), before the arrows (20).
                    depth_bias: 15.0,
                    ..default()
                });
                blended.0.insert(material.id());
                pictures.insert((role, color), material);
            }
            for (role, color, up_for) in every_figure() {
                let Some(material) = pictures.get(&(role, color)) else {
                    continue;
                };
                let turn = upright_turn(Piece { role, color }, up_for);
                let mesh = meshes.add(figures::picture_mesh(turn));
                figures.insert((role, color, up_for), (mesh, material.clone()));
            }
        }
    }
    flat.0 = figures;
    *made = Some(chosen.style.clone());
}

/// Every role and colour, upright for either side.
fn every_figure() -> impl Iterator<Item = (Role, Color, Color)> {
    Role::ALL.into_iter().flat_map(|role| {
        Color::ALL.into_iter().flat_map(move |color| {
            Color::ALL
                .into_iter()
                .map(move |up_for| (role, color, up_for))
        })
    })
}
