//! The catalogue of looks without a window: themes and piece styles found in an assets
//! folder through the `AssetServer`, each with its look or why it can't be used, and the
//! settings' choice or the built-in look with a notice.

use std::{path::Path, time::Duration};

use bevy::{
    asset::AssetPlugin,
    image::{CompressedImageFormats, ImageLoader, ImagePlugin},
    prelude::*,
};
use gambit::{
    board::LookNotice,
    looks::{self, ChosenLook, FlatLook, LookSettings, Looks},
};

/// An app reading the looks of `root`/assets, once every file is read.
fn read(root: &Path, settings: LookSettings) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        AssetPlugin {
            file_path: root.join("assets").display().to_string(),
            ..default()
        },
        ImagePlugin::default(),
    ))
    // The renderer registers the picture loader in the game.
    .register_asset_loader(ImageLoader::new(CompressedImageFormats::NONE))
    .add_message::<LookNotice>()
    .insert_resource(settings)
    .add_plugins(looks::plugin);
    for _ in 0..500 {
        app.update();
        if app.world().resource::<Looks>().ready {
            app.update();
            return app;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the looks were not read in 5 seconds");
}

fn notices(app: &mut App) -> Vec<String> {
    app.world_mut()
        .resource_mut::<Messages<LookNotice>>()
        .drain()
        .map(|n| gambit::ui::words::look_notice(&n))
        .collect()
}

fn copy_assets(name: &str) -> std::path::PathBuf {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).unwrap();
    let copied = std::process::Command::new("cp")
        .args(["-r", concat!(env!("CARGO_MANIFEST_DIR"), "/assets")])
        .arg(root.join("assets"))
        .status()
        .is_ok_and(|s| s.success());
    assert!(copied);
    root
}

#[test]
fn the_shipped_looks_are_found_and_chosen_by_name() {
    let settings = LookSettings {
        theme: "high-contrast".into(),
        piece_style: "diagram".into(),
    };
    let mut app = read(Path::new(env!("CARGO_MANIFEST_DIR")), settings);
    let looks = app.world().resource::<Looks>();
    let ids = |e: Vec<&str>| e.join(" ");
    assert_eq!(
        ids(looks.themes.iter().map(|e| e.id.as_str()).collect()),
        "blue green high-contrast wood"
    );
    assert_eq!(
        ids(looks.styles.iter().map(|e| e.id.as_str()).collect()),
        "diagram staunton"
    );
    assert!(looks.themes.iter().all(|e| e.found.is_ok()));
    let chosen = app.world().resource::<ChosenLook>();
    assert_eq!(chosen.theme.name, "High contrast");
    let FlatLook::Images(images) = &chosen.style.look else {
        panic!("the Diagram style is pictures");
    };
    assert_eq!(images.len(), 12);
    let pictures = app.world().resource::<Assets<Image>>();
    assert!(images.values().all(|h| pictures.get(h).is_some()));
    assert_eq!(notices(&mut app), Vec::<String>::new());
}

#[test]
fn a_damaged_or_missing_look_falls_back_with_a_notice() {
    let root = copy_assets("looks-damaged");
    let assets = root.join("assets");
    std::fs::write(
        assets.join("themes/odd.theme.ron"),
        "(name: \"Odd\", light: ",
    )
    .unwrap();
    std::fs::write(assets.join("pieces/diagram/wN.png"), b"not a picture").unwrap();
    // A style whose king says it is 20000 pixels a side (it stopped the game): refused from
    // its header, before it is decoded.
    let huge = assets.join("pieces/huge");
    std::fs::create_dir_all(&huge).unwrap();
    let diagram = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/pieces/diagram");
    for entry in std::fs::read_dir(&diagram).unwrap() {
        let entry = entry.unwrap();
        std::fs::copy(entry.path(), huge.join(entry.file_name())).unwrap();
    }
    let mut king = std::fs::read(huge.join("wK.png")).unwrap();
    king[16..20].copy_from_slice(&20000u32.to_be_bytes());
    king[20..24].copy_from_slice(&20000u32.to_be_bytes());
    std::fs::write(huge.join("wK.png"), king).unwrap();
    let settings = LookSettings {
        theme: "odd".into(),
        piece_style: "diagram".into(),
    };
    let mut app = read(&root, settings);
    let looks = app.world().resource::<Looks>();
    let odd = looks.themes.iter().find(|e| e.id == "odd").unwrap();
    assert!(odd.found.is_err());
    // The other files are still there.
    assert!(looks.themes.iter().filter(|e| e.found.is_ok()).count() == 4);
    let huge = looks.styles.iter().find(|e| e.id == "huge").unwrap();
    let why = huge.found.as_ref().unwrap_err();
    assert!(why.contains("wK.png is 20000×20000 pixels"), "{why}");
    let chosen = app.world().resource::<ChosenLook>();
    assert_eq!(
        (chosen.theme_id.as_str(), chosen.style_id.as_str()),
        ("wood", "staunton")
    );
    let said = notices(&mut app);
    assert_eq!(said.len(), 2, "{said:?}");
    assert!(
        said[0].starts_with("The board theme \"odd\" can't be used:"),
        "{said:?}"
    );
    assert!(said[1].contains("wN.png can't be read"), "{said:?}");

    // Chosen again (e.g. in Settings): the same words are not said twice.
    app.world_mut().resource_mut::<LookSettings>().piece_style = "nowhere".into();
    app.update();
    let said = notices(&mut app);
    assert_eq!(
        said,
        ["There is no piece style \"nowhere\". The built-in Staunton figures are shown instead."]
    );

    // No assets folder at all: the built-in looks alone, and why.
    let mut app = read(&root.join("nothing-here"), LookSettings::default());
    let looks = app.world().resource::<Looks>();
    assert_eq!((looks.themes.len(), looks.styles.len()), (1, 1));
    let said = notices(&mut app);
    assert!(
        said.iter()
            .any(|n| n.starts_with("No board themes were found")),
        "{said:?}"
    );
}
