//! The files the Debian package installs for the desktop: the desktop entry and the
//! AppStream metadata pass their validators (when installed; `scripts/deps.sh test`
//! installs them, and CI must have them), and name the icon and program that exist.

use std::{path::Path, process::Command};

const ID: &str = "io.github.gambitchess.Gambit";

fn packaging(file: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("packaging")
        .join(file)
}

/// Runs a validator on `file`; false when the tool is missing (allowed outside CI).
fn validated(tool: &str, args: &[&str], file: &Path) -> bool {
    match Command::new(tool).args(args).arg(file).output() {
        Ok(out) => {
            let said = String::from_utf8_lossy(&out.stdout).to_string()
                + &String::from_utf8_lossy(&out.stderr);
            assert!(
                out.status.success(),
                "{tool} refuses {}:\n{said}",
                file.display()
            );
            true
        }
        Err(_) => {
            assert!(
                std::env::var_os("CI").is_none(),
                "{tool} is required under CI (scripts/deps.sh test installs it)"
            );
            eprintln!("skipping: no {tool}");
            false
        }
    }
}

#[test]
fn the_desktop_entry_and_the_metadata_validate_and_agree() {
    let desktop = packaging(&format!("{ID}.desktop"));
    let metainfo = packaging(&format!("{ID}.metainfo.xml"));
    validated("desktop-file-validate", &[], &desktop);
    validated("appstreamcli", &["validate", "--no-net"], &metainfo);
    let entry = std::fs::read_to_string(&desktop).unwrap();
    for line in [
        "Exec=gambit",
        &format!("Icon={ID}"),
        "Categories=Game;BoardGame;",
    ] {
        assert!(entry.lines().any(|l| l == line), "{line} missing");
    }
    assert!(packaging(&format!("{ID}.svg")).is_file(), "the icon");
    let meta = std::fs::read_to_string(&metainfo).unwrap();
    assert!(meta.contains(&format!("<id>{ID}</id>")));
    assert!(meta.contains(&format!("{ID}.desktop</launchable>")));
    // The release named is this version.
    let version = env!("CARGO_PKG_VERSION");
    assert!(
        meta.contains(&format!("<release version=\"{version}\"")),
        "{version}"
    );
}

/// The package's control folder: its changelog names this version (the package script
/// refuses to build otherwise), the control file leaves only the script's blanks, and
/// every licence a `Files` paragraph of the copyright file names has its own `License`
/// paragraph, in the file or added by the package script.
#[test]
fn the_debian_files_name_this_version_and_every_licence_has_its_text() {
    let version = env!("CARGO_PKG_VERSION");
    let changelog = std::fs::read_to_string(packaging("debian/changelog")).unwrap();
    assert!(
        changelog.starts_with(&format!("gambit ({version}) ")),
        "{changelog}"
    );
    let control = std::fs::read_to_string(packaging("debian/control")).unwrap();
    for blank in ["@VERSION@", "@SIZE@", "@SHLIBS@"] {
        assert_eq!(control.matches(blank).count(), 1, "{blank}");
    }
    for field in [
        "Package: gambit",
        "Section: games",
        "Recommends: mesa-vulkan-drivers",
    ] {
        assert!(control.lines().any(|l| l.starts_with(field)), "{field}");
    }
    let copyright = std::fs::read_to_string(packaging("debian/copyright")).unwrap();
    let script =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/package.sh"))
            .unwrap();
    // Paragraphs: "License: NAME" alone on its line, then the text.
    let texts: Vec<&str> = copyright
        .split("\n\n")
        .filter(|p| !p.starts_with("Files:"))
        .filter_map(|p| p.strip_prefix("License: "))
        .map(|p| p.lines().next().unwrap_or_default())
        .chain(
            script
                .lines()
                .filter_map(|l| l.trim().strip_prefix("paragraph "))
                .filter_map(|l| l.split_whitespace().next()),
        )
        .collect();
    let named: Vec<&str> = copyright
        .split("\n\n")
        .filter(|p| p.starts_with("Files:"))
        .flat_map(|p| p.lines().filter_map(|l| l.strip_prefix("License: ")))
        .flat_map(|l| l.split(" and "))
        .collect();
    assert!(
        named.contains(&"GPL-3.0+") && named.contains(&"CC0-1.0"),
        "{named:?}"
    );
    for licence in named {
        assert!(texts.contains(&licence), "no text for {licence}: {texts:?}");
    }
}
