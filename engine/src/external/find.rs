//! Finding an installed Stockfish: on `PATH`, and where packages put it without
//! adding it to `PATH` (Debian's `/usr/games`), or where a program started from a
//! desktop (whose `PATH` is short) does not look (Homebrew).

use std::{
    ffi::OsStr,
    path::{Path, PathBuf},
};

/// Folders searched after `PATH`.
const EXTRA_DIRS: &[&str] = &[
    "/usr/games",
    "/usr/local/games",
    "/usr/local/bin",
    "/opt/homebrew/bin",
];

/// The path of an installed `stockfish`, if there is one.
pub fn find_stockfish() -> Option<PathBuf> {
    find_program("stockfish")
}

/// The path of the program `name`, looked up on `PATH`, then in the usual folders
/// outside it (`/usr/games`, …).
pub fn find_program(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH");
    let extra: Vec<&Path> = EXTRA_DIRS.iter().map(Path::new).collect();
    find_in(name, path.as_deref(), &extra)
}

/// The program an engine given by the player means: a bare name (`stockfish`) is looked
/// up with [`find_program`], so the save names the program found; a path stays as it is.
pub fn engine_program(given: PathBuf) -> PathBuf {
    if given.components().count() == 1 {
        find_program(&given.to_string_lossy()).unwrap_or(given)
    } else {
        given
    }
}

/// `name` in the folders of `path_var` (a `PATH` value), then in `extra`.
fn find_in(name: &str, path_var: Option<&OsStr>, extra: &[&Path]) -> Option<PathBuf> {
    let listed = path_var.map(std::env::split_paths).into_iter().flatten();
    let names: Vec<String> = if cfg!(windows) {
        vec![format!("{name}.exe"), name.to_string()]
    } else {
        vec![name.to_string()]
    };
    listed
        .chain(extra.iter().map(|d| d.to_path_buf()))
        .filter(|dir| !dir.as_os_str().is_empty())
        .flat_map(|dir| names.iter().map(move |n| dir.join(n)))
        .find(|p| is_program(p))
}

/// A file the user may run (on Unix: with an execute bit).
fn is_program(p: &Path) -> bool {
    let Ok(meta) = p.metadata() else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        meta.is_file() && meta.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    {
        meta.is_file()
    }
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::{fs, os::unix::fs::PermissionsExt};

    #[test]
    fn a_bare_engine_name_is_looked_up_and_a_path_is_kept() {
        let sh = engine_program(PathBuf::from("sh"));
        assert!(sh.is_absolute() && sh.ends_with("sh"), "{}", sh.display());
        let given = PathBuf::from("./engines/sf");
        assert_eq!(engine_program(given.clone()), given);
        let unknown = PathBuf::from("no-such-engine-anywhere");
        assert_eq!(engine_program(unknown.clone()), unknown);
    }

    #[test]
    fn programs_are_found_on_the_path_then_in_the_extra_folders() {
        let root = std::env::temp_dir().join(format!("gambit-find-{}", std::process::id()));
        let (a, b, c) = (root.join("a"), root.join("b"), root.join("c"));
        for d in [&a, &b, &c] {
            fs::create_dir_all(d).unwrap();
        }
        let put = |dir: &Path, mode: u32| {
            let f = dir.join("fish");
            fs::write(&f, "#!/bin/sh\n").unwrap();
            fs::set_permissions(&f, fs::Permissions::from_mode(mode)).unwrap();
            f
        };
        // Not executable in a: skipped; b has it; c (extra) has it too.
        put(&a, 0o644);
        let in_b = put(&b, 0o755);
        let in_c = put(&c, 0o755);
        let path = std::env::join_paths([&a, &b]).unwrap();
        assert_eq!(find_in("fish", Some(&path), &[&c]), Some(in_b));
        let only_a = std::env::join_paths([&a]).unwrap();
        assert_eq!(find_in("fish", Some(&only_a), &[&c]), Some(in_c));
        assert_eq!(find_in("fish", None, &[]), None);
        assert_eq!(find_in("trout", Some(&path), &[&c]), None);
        // A folder of that name is not a program.
        fs::create_dir_all(a.join("dir")).unwrap();
        assert_eq!(find_in("dir", Some(&only_a), &[]), None);
        fs::remove_dir_all(&root).unwrap();
    }
}
