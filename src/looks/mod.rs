//! Board themes and 2D piece styles, read from files in `assets/` through Bevy's
//! `AssetServer` (`themes/NAME.theme.ron`, `pieces/NAME/style.ron`), so a look is added by
//! adding files. The catalogue lists what was found, each file with its look or why it
//! can't be used; the settings pick by name, and anything missing or damaged falls back to
//! the look built into the game with a message.
//!
//! `plugin` needs only the `AssetPlugin` (it runs in tests without a window); `board` and
//! `pieces` put the chosen look on the scene.

use std::path::{Path, PathBuf};

use bevy::{
    asset::{LoadState, io::AssetSourceId},
    prelude::*,
    tasks::{IoTaskPool, Task, futures::check_ready, futures_lite::StreamExt},
};

use crate::AppSystems;

pub mod board;
pub mod files;
pub mod pieces;

pub use files::{FlatLook, PieceStyle, Theme};

pub use crate::board::{Look, LookNotice};

/// One file found: its name (the file's stem, or the style's folder) and what it holds.
#[derive(Debug, Clone)]
pub struct Entry<T> {
    pub id: String,
    pub found: Result<T, String>,
}

/// Every theme and style found in `assets/`, once they are all read.
#[derive(Resource, Debug, Default)]
pub struct Looks {
    pub themes: Vec<Entry<Theme>>,
    pub styles: Vec<Entry<PieceStyle>>,
    /// Every file has been read (or found missing).
    pub ready: bool,
}

/// The look the scene shows now: the settings' choice, or the built-in one in its place.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct ChosenLook {
    pub theme_id: String,
    pub theme: Theme,
    pub style_id: String,
    pub style: PieceStyle,
}

impl Default for ChosenLook {
    fn default() -> Self {
        ChosenLook {
            theme_id: BUILT_IN_THEME.into(),
            theme: Theme::wood(),
            style_id: BUILT_IN_STYLE.into(),
            style: PieceStyle::staunton(),
        }
    }
}

/// Where an installed Gambit's assets are (the Debian package puts them there).
pub const INSTALLED_ASSETS: &str = "/usr/share/gambit/assets";

/// Where the `assets` folder is, as a path that reads the same from any working folder
/// (Bevy and the catalogue both read it): see [`find_assets`].
pub fn assets_folder() -> String {
    let root = ["BEVY_ASSET_ROOT", "CARGO_MANIFEST_DIR"]
        .iter()
        .find_map(std::env::var_os)
        .map(PathBuf::from);
    let program = std::env::current_exe()
        .ok()
        .and_then(|exe| exe.parent().map(Path::to_path_buf));
    let build = Path::new(env!("CARGO_MANIFEST_DIR"));
    find_assets(root, program, Path::new(INSTALLED_ASSETS), build)
        .display()
        .to_string()
}

/// The assets: under `BEVY_ASSET_ROOT` when it is set (as Bevy reads it; `cargo run`'s
/// `CARGO_MANIFEST_DIR` too), else beside the program, else the installed data folder,
/// else the build tree the program was built from.
pub fn find_assets(
    root: Option<PathBuf>,
    program_dir: Option<PathBuf>,
    installed: &Path,
    build_tree: &Path,
) -> PathBuf {
    if let Some(root) = root {
        return root.join("assets");
    }
    if let Some(beside) = program_dir.map(|d| d.join("assets")).filter(|d| d.is_dir()) {
        return beside;
    }
    if installed.is_dir() {
        return installed.to_path_buf();
    }
    build_tree.join("assets")
}

/// Finds `wanted` among `entries`: its look, or why the built-in one is used.
pub fn choose<'a, T>(
    entries: &'a [Entry<T>],
    wanted: &str,
    look: Look,
) -> Result<&'a T, LookNotice> {
    let unusable = |reason: Option<&String>| LookNotice::Unusable {
        look,
        name: wanted.to_string(),
        reason: reason.cloned(),
    };
    match entries.iter().find(|e| e.id == wanted) {
        Some(Entry { found: Ok(t), .. }) => Ok(t),
        Some(Entry { found: Err(e), .. }) => Err(unusable(Some(e))),
        None => Err(unusable(None)),
    }
}

/// Files being listed or read.
#[derive(Resource, Default)]
struct Reading {
    listing: Option<Task<Listing>>,
    themes: Vec<(String, Handle<files::ThemeFile>)>,
    styles: Vec<(String, Handle<files::StyleFile>)>,
}

/// What `assets/themes` and `assets/pieces` hold, or why they can't be read.
struct Listing {
    themes: Result<Vec<(String, PathBuf)>, String>,
    styles: Result<Vec<(String, PathBuf)>, String>,
}

/// The board theme and 2D piece style built into the game, by the names the settings use.
pub const BUILT_IN_THEME: &str = "wood";
pub const BUILT_IN_STYLE: &str = "staunton";

/// The looks' part of the settings file.
#[derive(Resource, Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct LookSettings {
    /// The board theme, by its file's name in `assets/themes` (`wood` is built in).
    pub theme: String,
    /// The 2D view's pieces, by their folder in `assets/pieces` (`staunton` is built in).
    pub piece_style: String,
}

impl Default for LookSettings {
    fn default() -> Self {
        LookSettings {
            theme: BUILT_IN_THEME.into(),
            piece_style: BUILT_IN_STYLE.into(),
        }
    }
}

/// `--theme`, `--pieces`: as the command line gives them (and saved so).
fn launch(
    options: Option<Res<crate::launch::options::LaunchOptions>>,
    mut settings: ResMut<LookSettings>,
) {
    let Some(o) = options else { return };
    if let Some(theme) = &o.theme {
        settings.theme = theme.clone();
    }
    if let Some(pieces) = &o.pieces {
        settings.piece_style = pieces.clone();
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, launch);
    app.init_asset::<files::ThemeFile>()
        .init_asset::<files::StyleFile>()
        .init_asset_loader::<files::ThemeLoader>()
        .init_asset_loader::<files::StyleLoader>()
        .add_message::<LookNotice>()
        .init_resource::<Looks>()
        .init_resource::<ChosenLook>()
        .init_resource::<Reading>()
        .add_systems(Startup, list_files)
        .add_systems(
            Update,
            (read_files, choose_look).chain().in_set(AppSystems::Input),
        );
}

pub fn render_plugin(app: &mut App) {
    app.add_plugins((board::plugin, pieces::plugin));
}

fn list_files(server: Res<AssetServer>, mut reading: ResMut<Reading>) {
    let server = server.clone();
    reading.listing = Some(IoTaskPool::get().spawn(async move {
        Listing {
            themes: list(&server, "themes", |p| {
                name_before(p, ".theme.ron").map(|id| (id, p.to_path_buf()))
            })
            .await,
            styles: list(&server, "pieces", |p| {
                let id = p.file_name()?.to_str()?.to_string();
                Some((id, p.join("style.ron")))
            })
            .await,
        }
    }));
}

/// `themes/green.theme.ron` → `green`.
fn name_before(path: &Path, suffix: &str) -> Option<String> {
    let name = path.file_name()?.to_str()?.strip_suffix(suffix)?;
    (!name.is_empty()).then(|| name.to_string())
}

/// The entries of an assets folder that `pick` names, sorted by name.
async fn list(
    server: &AssetServer,
    folder: &str,
    pick: impl Fn(&Path) -> Option<(String, PathBuf)>,
) -> Result<Vec<(String, PathBuf)>, String> {
    let source = server
        .get_source(AssetSourceId::Default)
        .map_err(|e| e.to_string())?;
    let mut entries = source
        .reader()
        .read_directory(Path::new(folder))
        .await
        .map_err(|e| format!("the folder assets/{folder} can't be read ({e})"))?;
    let mut found = Vec::new();
    while let Some(path) = entries.next().await {
        found.extend(pick(&path));
    }
    found.sort();
    Ok(found)
}

/// Starts reading each file listed, then gathers them as they finish.
fn read_files(
    server: Res<AssetServer>,
    mut reading: ResMut<Reading>,
    theme_files: Res<Assets<files::ThemeFile>>,
    style_files: Res<Assets<files::StyleFile>>,
    mut looks: ResMut<Looks>,
    mut notices: MessageWriter<LookNotice>,
) {
    if looks.ready {
        return;
    }
    if let Some(task) = reading.listing.as_mut() {
        let Some(listing) = check_ready(task) else {
            return;
        };
        reading.listing = None;
        for (look, found) in [
            (Look::Theme, &listing.themes),
            (Look::Style, &listing.styles),
        ] {
            if let Err(reason) = found {
                let reason = reason.clone();
                let notice = LookNotice::NoneFound { look, reason };
                warn!("{notice}");
                notices.write(notice);
            }
        }
        let load = |list: Result<Vec<(String, PathBuf)>, String>| list.unwrap_or_default();
        reading.themes = load(listing.themes)
            .into_iter()
            .map(|(id, path)| (id, server.load(path)))
            .collect();
        reading.styles = load(listing.styles)
            .into_iter()
            .map(|(id, path)| (id, server.load(path)))
            .collect();
    }
    let themes = gather(&server, &reading.themes, |h| {
        theme_files.get(h).map(|f| f.0.clone())
    });
    let styles = gather(&server, &reading.styles, |h| {
        style_files.get(h).map(|f| f.0.clone())
    });
    let (Some(mut themes), Some(mut styles)) = (themes, styles) else {
        return;
    };
    for (id, problem) in themes
        .iter()
        .filter_map(|e| e.found.as_ref().err().map(|p| (&e.id, p)))
        .chain(
            styles
                .iter()
                .filter_map(|e| e.found.as_ref().err().map(|p| (&e.id, p))),
        )
    {
        warn!("look \"{id}\" can't be used: {problem}");
    }
    // The built-in looks are there even when their files are not.
    if !themes.iter().any(|e| e.id == BUILT_IN_THEME) {
        themes.insert(
            0,
            Entry {
                id: BUILT_IN_THEME.into(),
                found: Ok(Theme::wood()),
            },
        );
    }
    if !styles.iter().any(|e| e.id == BUILT_IN_STYLE) {
        styles.insert(
            0,
            Entry {
                id: BUILT_IN_STYLE.into(),
                found: Ok(PieceStyle::staunton()),
            },
        );
    }
    info!(
        "looks: {} themes, {} piece styles",
        themes.len(),
        styles.len()
    );
    *looks = Looks {
        themes,
        styles,
        ready: true,
    };
    reading.themes.clear();
    reading.styles.clear();
}

/// Every file's entry once all are read; `None` while any is still loading.
fn gather<A: Asset, T>(
    server: &AssetServer,
    handles: &[(String, Handle<A>)],
    look: impl Fn(&Handle<A>) -> Option<Result<T, String>>,
) -> Option<Vec<Entry<T>>> {
    handles
        .iter()
        .map(|(id, handle)| {
            let found = match server.load_state(handle) {
                LoadState::Failed(e) => Err(e.to_string()),
                LoadState::Loaded => look(handle)?,
                LoadState::NotLoaded | LoadState::Loading => return None,
            };
            Some(Entry {
                id: id.clone(),
                found,
            })
        })
        .collect()
}

/// Puts the settings' theme and style on the scene once the files are read, or the
/// built-in ones with a message (said once for each name).
fn choose_look(
    settings: Res<LookSettings>,
    looks: Res<Looks>,
    mut chosen: ResMut<ChosenLook>,
    mut notices: MessageWriter<LookNotice>,
    mut said: Local<Vec<LookNotice>>,
) {
    if !looks.ready || !(looks.is_changed() || settings.is_changed()) {
        return;
    }
    let mut next = ChosenLook::default();
    let mut tell = |problem: LookNotice| {
        if !said.contains(&problem) {
            warn!("{problem}");
            said.push(problem.clone());
            notices.write(problem);
        }
    };
    match choose(&looks.themes, &settings.theme, Look::Theme) {
        Ok(theme) => {
            next.theme_id = settings.theme.clone();
            next.theme = theme.clone();
        }
        Err(problem) => tell(problem),
    }
    match choose(&looks.styles, &settings.piece_style, Look::Style) {
        Ok(style) => {
            next.style_id = settings.piece_style.clone();
            next.style = style.clone();
        }
        Err(problem) => tell(problem),
    }
    if *chosen != next {
        *chosen = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_assets_are_found_by_env_then_beside_the_program_then_installed_then_built() {
        let base = std::env::temp_dir().join(format!("gambit-assets-{}", std::process::id()));
        let (program, installed, build) = (base.join("bin"), base.join("share"), base.join("src"));
        let find = || {
            find_assets(
                None,
                Some(program.clone()),
                &installed.join("assets"),
                &build,
            )
        };
        // Nothing there: the build tree, as a source checkout runs.
        assert_eq!(find(), build.join("assets"));
        std::fs::create_dir_all(installed.join("assets")).unwrap();
        assert_eq!(find(), installed.join("assets"));
        std::fs::create_dir_all(program.join("assets")).unwrap();
        assert_eq!(find(), program.join("assets"));
        let root = base.join("root");
        let chosen = find_assets(
            Some(root.clone()),
            Some(program.clone()),
            &installed,
            &build,
        );
        assert_eq!(chosen, root.join("assets"));
        let _ = std::fs::remove_dir_all(&base);
    }

    #[test]
    fn a_choice_is_found_by_name_or_says_why_not() {
        let entries = vec![
            Entry {
                id: "wood".to_string(),
                found: Ok(1),
            },
            Entry {
                id: "odd".to_string(),
                found: Err("line 3: expected a colour".to_string()),
            },
        ];
        assert_eq!(choose(&entries, "wood", Look::Theme), Ok(&1));
        let e = choose(&entries, "odd", Look::Theme).unwrap_err();
        let reason = Some("line 3: expected a colour".to_string());
        let name = "odd".to_string();
        let look = Look::Theme;
        assert_eq!(e, LookNotice::Unusable { look, name, reason });
        let e = choose(&entries, "marble", Look::Style).unwrap_err();
        let (look, name) = (Look::Style, "marble".to_string());
        assert_eq!(
            e,
            LookNotice::Unusable {
                look,
                name,
                reason: None
            }
        );
        assert_eq!(
            name_before(Path::new("themes/blue.theme.ron"), ".theme.ron").as_deref(),
            Some("blue")
        );
        assert_eq!(
            name_before(Path::new("themes/notes.txt"), ".theme.ron"),
            None
        );
        assert_eq!(
            name_before(Path::new("themes/.theme.ron"), ".theme.ron"),
            None
        );
    }
}
