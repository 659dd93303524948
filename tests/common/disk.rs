//! A real full disk for the tests: a small tmpfs that is filled up and freed again.

use std::{
    fs,
    path::PathBuf,
    process::{Command, Stdio},
};

/// A small tmpfs at a fresh folder, to fill up: a full disk for real. Mounting needs root
/// (CI runs as root); elsewhere the test says so and is skipped.
pub struct SmallDisk {
    pub dir: PathBuf,
}

impl SmallDisk {
    pub fn mount(dir: PathBuf) -> Option<SmallDisk> {
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", "size=1m", "tmpfs"])
            .arg(&dir)
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !mounted {
            eprintln!("skipped: mounting a small tmpfs needs root");
            return None;
        }
        Some(SmallDisk { dir })
    }

    pub fn filler(&self) -> PathBuf {
        self.dir.join("filler")
    }

    /// Writes until the disk refuses.
    pub fn fill(&self) {
        use std::io::Write;
        let mut f = fs::File::create(self.filler()).unwrap();
        let chunk = [0u8; 4096];
        while f.write_all(&chunk).is_ok() {}
        assert!(fs::write(self.dir.join("probe"), b"x").is_err(), "full");
    }

    pub fn free(&self) {
        fs::remove_file(self.filler()).unwrap();
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.dir).status();
    }
}
