//! What a theme file (`assets/themes/NAME.theme.ron`) or a piece-style file
//! (`assets/pieces/NAME/style.ron`) says, checked into the values the board uses, and the
//! asset loaders that read them. A file that can't be used still loads: its asset holds
//! the reason, so one damaged file never hides the others.

use std::collections::HashMap;

use bevy::{
    asset::{
        AssetLoader, LoadContext, ReadAssetBytesError,
        io::{AssetReaderError, Reader},
    },
    color::{Color, ColorToComponents, LinearRgba, Luminance, Srgba},
    prelude::*,
};
use serde::Deserialize;
use shakmaty::Role;

use crate::art::figures::Palette;

/// A board theme: squares, frame, coordinates and table, in both views.
#[derive(Debug, Clone, PartialEq)]
pub struct Theme {
    pub name: String,
    pub light: Color,
    pub dark: Color,
    pub frame: Color,
    pub coordinates: Color,
    pub table: Color,
    /// Wood grain over squares, frame and table; plain colours otherwise.
    pub grain: bool,
}

impl Theme {
    /// The board built into the game, used when no theme file can be.
    pub fn wood() -> Self {
        Theme {
            name: "Wood".into(),
            light: Color::srgb_u8(0xde, 0xb8, 0x80),
            dark: Color::srgb_u8(0x6b, 0x3d, 0x21),
            frame: Color::srgb_u8(0x40, 0x21, 0x12),
            coordinates: Color::srgb_u8(0xed, 0xd1, 0x94),
            table: Color::srgb_u8(0x29, 0x1c, 0x14),
            grain: true,
        }
    }
}

/// How the 2D view draws pieces.
#[derive(Debug, Clone, PartialEq)]
pub enum FlatLook {
    /// The built-in figures (the pieces' side views) in these colours.
    Figures { white: Palette, black: Palette },
    /// A picture for each piece, by role and colour.
    Images(HashMap<(Role, shakmaty::Color), Handle<Image>>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct PieceStyle {
    pub name: String,
    pub look: FlatLook,
}

impl PieceStyle {
    /// The figures built into the game, used when no style file can be.
    pub fn staunton() -> Self {
        PieceStyle {
            name: "Staunton figures".into(),
            look: FlatLook::Figures {
                white: crate::art::figures::palette(shakmaty::Color::White),
                black: crate::art::figures::palette(shakmaty::Color::Black),
            },
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ThemeText {
    name: String,
    light: String,
    dark: String,
    frame: String,
    coordinates: String,
    table: String,
    #[serde(default)]
    grain: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StyleText {
    name: String,
    look: LookText,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
enum LookText {
    Figures {
        white_fill: String,
        white_line: String,
        black_fill: String,
        black_line: String,
    },
    Images,
}

fn colour(field: &str, text: &str) -> Result<Color, String> {
    Srgba::hex(text)
        .map(Color::from)
        .map_err(|_| format!("{field}: \"{text}\" is not a colour (write it as \"#rrggbb\")"))
}

fn named(name: String) -> Result<String, String> {
    let name = name.trim().to_string();
    if name.is_empty() {
        Err("it has no name".into())
    } else {
        Ok(name)
    }
}

/// The WCAG contrast ratio of two colours (1 to 21).
pub fn contrast(a: Color, b: Color) -> f32 {
    let l = |c: Color| c.luminance() + 0.05;
    let (x, y) = (l(a), l(b));
    x.max(y) / x.min(y)
}

/// Light and dark squares closer than this can't be told apart at a glance.
const SQUARES_CONTRAST: f32 = 1.4;

/// Reads a theme file's text.
pub fn read_theme(text: &str) -> Result<Theme, String> {
    let t: ThemeText = ron::from_str(text).map_err(|e| e.to_string())?;
    let theme = Theme {
        name: named(t.name)?,
        light: colour("light", &t.light)?,
        dark: colour("dark", &t.dark)?,
        frame: colour("frame", &t.frame)?,
        coordinates: colour("coordinates", &t.coordinates)?,
        table: colour("table", &t.table)?,
        grain: t.grain,
    };
    if contrast(theme.light, theme.dark) < SQUARES_CONTRAST {
        return Err("its light and dark squares are too alike to tell apart".into());
    }
    Ok(theme)
}

/// A piece's picture in an `Images` style, e.g. `wK.png` or `bP.png`.
pub fn image_name(role: Role, color: shakmaty::Color) -> String {
    format!("{}{}.png", color.char(), role.char().to_ascii_uppercase())
}

/// What a style file says, before its pictures are read.
#[derive(Debug, Clone, PartialEq)]
enum StyleDraft {
    Figures(PieceStyle),
    Images { name: String },
}

fn read_style(text: &str) -> Result<StyleDraft, String> {
    let t: StyleText = ron::from_str(text).map_err(|e| e.to_string())?;
    let name = named(t.name)?;
    match t.look {
        LookText::Figures {
            white_fill,
            white_line,
            black_fill,
            black_line,
        } => {
            let linear = |field, text: &str| -> Result<[f32; 4], String> {
                Ok(LinearRgba::from(colour(field, text)?).to_f32_array())
            };
            Ok(StyleDraft::Figures(PieceStyle {
                name,
                look: FlatLook::Figures {
                    white: Palette {
                        fill: linear("white_fill", &white_fill)?,
                        line: linear("white_line", &white_line)?,
                    },
                    black: Palette {
                        fill: linear("black_fill", &black_fill)?,
                        line: linear("black_line", &black_line)?,
                    },
                },
            }))
        }
        LookText::Images => Ok(StyleDraft::Images { name }),
    }
}

/// A theme file as loaded: the theme, or why it can't be used.
#[derive(Asset, TypePath, Debug)]
pub struct ThemeFile(pub Result<Theme, String>);

/// A piece-style file as loaded, with its pictures.
#[derive(Asset, TypePath, Debug)]
pub struct StyleFile(pub Result<PieceStyle, String>);

async fn read_text(reader: &mut dyn Reader) -> Result<Result<String, String>, std::io::Error> {
    let mut bytes = Vec::new();
    reader.read_to_end(&mut bytes).await?;
    Ok(String::from_utf8(bytes).map_err(|_| "it is not text (UTF-8)".to_string()))
}

#[derive(Default, TypePath)]
pub struct ThemeLoader;

impl AssetLoader for ThemeLoader {
    type Asset = ThemeFile;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _: &(),
        _: &mut LoadContext<'_>,
    ) -> Result<ThemeFile, std::io::Error> {
        Ok(ThemeFile(
            read_text(reader).await?.and_then(|t| read_theme(&t)),
        ))
    }

    fn extensions(&self) -> &[&str] {
        &["theme.ron"]
    }
}

#[derive(Default, TypePath)]
pub struct StyleLoader;

impl AssetLoader for StyleLoader {
    type Asset = StyleFile;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _: &(),
        context: &mut LoadContext<'_>,
    ) -> Result<StyleFile, std::io::Error> {
        let draft = read_text(reader).await?.and_then(|t| read_style(&t));
        let style = match draft {
            Err(e) => Err(e),
            Ok(StyleDraft::Figures(style)) => Ok(style),
            Ok(StyleDraft::Images { name }) => {
                load_images(context).await.map(|images| PieceStyle {
                    name,
                    look: FlatLook::Images(images),
                })
            }
        };
        Ok(StyleFile(style))
    }

    fn extensions(&self) -> &[&str] {
        &["style.ron"]
    }
}

/// The largest piece picture read, in pixels a side: a piece is drawn a few hundred
/// pixels tall at most, and a larger picture only costs memory (a 20000-pixel one stopped
/// the game: the graphics card refuses textures over 16384, and decoding took gigabytes).
pub const MAX_PICTURE: u32 = 1024;

/// A PNG's width and height, read from its header (the IHDR chunk comes first), so a
/// picture too large is refused before it is decoded.
pub fn png_size(bytes: &[u8]) -> Option<(u32, u32)> {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    if bytes.len() < 24 || !bytes.starts_with(SIGNATURE) || &bytes[12..16] != b"IHDR" {
        return None;
    }
    let word =
        |at: usize| u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    Some((word(16), word(20)))
}

/// Whether a picture of this size can be a piece: square, and at most [`MAX_PICTURE`].
pub fn picture_size_problem(name: &str, (w, h): (u32, u32)) -> Option<String> {
    if w > MAX_PICTURE || h > MAX_PICTURE {
        Some(format!(
            "{name} is {w}×{h} pixels, larger than the {MAX_PICTURE}×{MAX_PICTURE} a piece picture may be"
        ))
    } else if w == 0 || w != h {
        Some(format!("{name} is {w}×{h}, not square"))
    } else {
        None
    }
}

/// The twelve pictures beside a style file; the first that can't be read is the reason.
/// Each file's size is checked from its header before it is decoded.
async fn load_images(
    context: &mut LoadContext<'_>,
) -> Result<HashMap<(Role, shakmaty::Color), Handle<Image>>, String> {
    use bevy::{
        asset::RenderAssetUsages,
        image::{CompressedImageFormats, ImageSampler, ImageType},
    };
    let style_file = context.path().clone_owned();
    let mut images = HashMap::new();
    for color in shakmaty::Color::ALL {
        for role in Role::ALL {
            let name = image_name(role, color);
            // Beside the style file.
            let path = style_file
                .resolve_embed_str(&name)
                .map_err(|e| e.to_string())?;
            let bytes = context
                .read_asset_bytes(path)
                .await
                .map_err(|e| picture_problem(&name, e))?;
            let size = png_size(&bytes)
                .ok_or_else(|| format!("{name} can't be read (it is not a PNG picture)"))?;
            if let Some(problem) = picture_size_problem(&name, size) {
                return Err(problem);
            }
            let image = Image::from_buffer(
                &bytes,
                ImageType::Extension("png"),
                CompressedImageFormats::NONE,
                true,
                ImageSampler::Default,
                RenderAssetUsages::default(),
            )
            .map_err(|e| format!("{name} can't be read ({e})"))?;
            images.insert((role, color), context.add_labeled_asset(name, image));
        }
    }
    Ok(images)
}

fn picture_problem(name: &str, e: ReadAssetBytesError) -> String {
    match e {
        ReadAssetBytesError::AssetReaderError(AssetReaderError::NotFound(_)) => {
            format!("{name} is missing")
        }
        e => format!("{name} can't be read ({e})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped(path: &str) -> String {
        std::fs::read_to_string(format!("{}/assets/{path}", env!("CARGO_MANIFEST_DIR"))).unwrap()
    }

    #[test]
    fn the_shipped_wood_is_the_built_in_board() {
        assert_eq!(
            read_theme(&shipped("themes/wood.theme.ron")),
            Ok(Theme::wood())
        );
    }

    #[test]
    fn every_shipped_theme_reads_and_tells_its_squares_apart() {
        for name in ["wood", "green", "blue", "high-contrast"] {
            let theme = read_theme(&shipped(&format!("themes/{name}.theme.ron")))
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(
                contrast(theme.light, theme.dark) >= SQUARES_CONTRAST,
                "{name}"
            );
        }
        let high = read_theme(&shipped("themes/high-contrast.theme.ron")).unwrap();
        let wood = Theme::wood();
        assert!(contrast(high.light, high.dark) > contrast(wood.light, wood.dark));
        assert!(contrast(high.coordinates, high.frame) > 10.0);
    }

    #[test]
    fn the_shipped_figures_are_the_built_in_ones() {
        let Ok(StyleDraft::Figures(style)) = read_style(&shipped("pieces/staunton/style.ron"))
        else {
            panic!("not a figures style")
        };
        let (
            FlatLook::Figures { white, black },
            FlatLook::Figures {
                white: w0,
                black: b0,
            },
        ) = (&style.look, &PieceStyle::staunton().look)
        else {
            panic!("not figures")
        };
        // Written to the nearest of 256 sRGB steps.
        for (got, want) in [(white, w0), (black, b0)] {
            for (a, b) in got
                .fill
                .iter()
                .zip(want.fill)
                .chain(got.line.iter().zip(want.line))
            {
                assert!((a - b).abs() < 0.004, "{a} vs {b}");
            }
        }
        assert_eq!(
            read_style(&shipped("pieces/diagram/style.ron")),
            Ok(StyleDraft::Images {
                name: "Diagram".into()
            })
        );
    }

    #[test]
    fn a_damaged_theme_says_what_is_wrong() {
        let good = shipped("themes/green.theme.ron");
        let cases = [
            (
                good.replace("#769656", "green"),
                "dark: \"green\" is not a colour",
            ),
            (good.replace("#769656", "#eeeed2"), "too alike"),
            (good.replace("\"Green\"", "\"  \""), "no name"),
            (good.replace("table:", "tabel:"), "tabel"),
            (good.replace(')', ""), ""),
            (String::new(), ""),
        ];
        for (text, words) in cases {
            let e = read_theme(&text).expect_err(&text);
            assert!(e.contains(words), "{e:?} should say {words:?}");
        }
    }

    /// The size is read from the header alone: a 60000-pixel bomb is refused unread.
    #[test]
    fn a_pictures_size_comes_from_its_header() {
        let shipped = std::fs::read(format!(
            "{}/assets/pieces/diagram/wK.png",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        assert_eq!(png_size(&shipped), Some((128, 128)));
        let mut bomb = shipped[..24].to_vec();
        bomb[16..20].copy_from_slice(&60000u32.to_be_bytes());
        bomb[20..24].copy_from_slice(&60000u32.to_be_bytes());
        assert_eq!(png_size(&bomb), Some((60000, 60000)));
        assert_eq!(png_size(b"GIF89a not a png at all"), None);
        assert_eq!(png_size(&shipped[..20]), None);
    }

    #[test]
    fn a_damaged_style_says_what_is_wrong() {
        let good = shipped("pieces/staunton/style.ron");
        let e = read_style(&good.replace("#302c29", "#30")).unwrap_err();
        assert!(e.contains("black_fill"), "{e}");
        assert!(read_style("(name: \"x\", look: Pictures)").is_err());
        assert!(picture_size_problem("wK.png", (128, 128)).is_none());
        let big = picture_size_problem("wK.png", (20000, 20000)).unwrap();
        assert!(big.contains("20000×20000") && big.contains("1024"), "{big}");
        assert!(
            picture_size_problem("wK.png", (64, 32))
                .unwrap()
                .contains("not square")
        );
        assert_eq!(image_name(Role::Knight, shakmaty::Color::Black), "bN.png");
    }
}
