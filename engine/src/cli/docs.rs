//! The manual pages and shell completions of Gambit's programs, made from their clap
//! definitions (never written by hand): `gambit --write-docs DIR` and
//! `gambit-engine --write-docs DIR`, which the package script calls.

use std::{
    fs, io,
    path::{Path, PathBuf},
};

use clap_complete::{Shell, generate_to};

/// Writes `NAME.6` (section 6: games) and the bash, zsh and fish completions of `cmd`
/// into `dir`; the files written.
pub fn write(mut cmd: clap::Command, dir: &Path) -> io::Result<Vec<PathBuf>> {
    fs::create_dir_all(dir)?;
    let name = cmd.get_name().to_string();
    let mut page = Vec::new();
    clap_mangen::Man::new(cmd.clone())
        .section("6")
        .render(&mut page)?;
    let man = dir.join(format!("{name}.6"));
    fs::write(&man, page)?;
    let mut written = vec![man];
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
        written.push(generate_to(shell, &mut cmd, &name, dir)?);
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use clap::{Arg, Command};

    use super::*;

    #[test]
    fn the_page_and_the_completions_name_every_option() {
        let dir = std::env::temp_dir().join(format!("gambit-docs-{}", std::process::id()));
        let cmd = Command::new("demo")
            .about("A demo")
            .arg(Arg::new("fen").long("fen").help("Start from this position"));
        let files = write(cmd, &dir).unwrap();
        assert_eq!(files.len(), 4);
        let page = fs::read_to_string(dir.join("demo.6")).unwrap();
        assert!(page.contains(".TH demo 6"), "{page}");
        assert!(page.contains("fen"), "{page}");
        let bash = fs::read_to_string(dir.join("demo.bash")).unwrap();
        assert!(bash.contains("--fen"), "{bash}");
        assert!(dir.join("_demo").is_file() && dir.join("demo.fish").is_file());
        let _ = fs::remove_dir_all(&dir);
    }
}
