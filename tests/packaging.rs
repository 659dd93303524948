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
