//! How much memory a new transposition table may take: Linux's `MemAvailable`,
//! and the room left under the memory limits of the process's own cgroup and
//! its ancestors (a container, a systemd slice), cgroup v1 or v2. A table the
//! group can't hold gets the process OOM-killed mid-search, with no `bestmove`.

use std::{fs::File, io::Read, path::Path};

/// cgroup v1 shows "no limit" as about 2^63 bytes; no machine comes near 2^62.
const UNLIMITED: u64 = 1 << 62;

/// Bytes that can still be allocated without swapping or the OOM killer;
/// `None` where unknown.
pub(crate) fn available() -> Option<usize> {
    let free = read_small(Path::new("/proc/meminfo")).and_then(|t| mem_available(&t));
    let group = read_small(Path::new("/proc/self/cgroup"))
        .and_then(|t| cgroup_room(Path::new("/sys/fs/cgroup"), &t));
    let room = match (free, group) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    room.map(|r| usize::try_from(r).unwrap_or(usize::MAX))
}

/// `MemAvailable` of a `/proc/meminfo` text, bytes.
fn mem_available(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib.saturating_mul(1024))
}

/// The room left (limit − usage, bytes) in the memory cgroups named by
/// `self_cgroup` (the text of `/proc/self/cgroup`) under the cgroup mount
/// `root`, and in each of their ancestors up to `root`: the smallest wins.
/// v2: the line `0::/path`, files `memory.max` ("max": no limit) and
/// `memory.current`; v1: a line `N:…memory…:/path`, files under `memory/`.
/// `None` when no limit is found; unreadable or malformed files count as none.
pub(crate) fn cgroup_room(root: &Path, self_cgroup: &str) -> Option<u64> {
    let mut room: Option<u64> = None;
    for line in self_cgroup.lines() {
        let mut fields = line.splitn(3, ':');
        let (Some(id), Some(controllers), Some(path)) =
            (fields.next(), fields.next(), fields.next())
        else {
            continue;
        };
        let (base, limit, usage) = if id == "0" && controllers.is_empty() {
            (root.to_path_buf(), "memory.max", "memory.current")
        } else if controllers.split(',').any(|c| c == "memory") {
            (
                root.join("memory"),
                "memory.limit_in_bytes",
                "memory.usage_in_bytes",
            )
        } else {
            continue;
        };
        // Only plain names below the root (a group outside this cgroup
        // namespace shows as `/../…`: none of its files are here).
        let Some(rest) = path.strip_prefix('/') else {
            continue;
        };
        let parts: Vec<&str> = rest.split('/').filter(|p| !p.is_empty()).collect();
        if parts.iter().any(|p| *p == "." || *p == "..") {
            continue;
        }
        let mut dir = base;
        let mut dirs = vec![dir.clone()];
        for part in parts {
            dir = dir.join(part);
            dirs.push(dir.clone());
        }
        for dir in dirs {
            if let Some(r) = group_room(&dir, limit, usage) {
                room = Some(room.map_or(r, |s| s.min(r)));
            }
        }
    }
    room
}

/// Limit − usage of one group; `None` without a usable limit.
fn group_room(dir: &Path, limit: &str, usage: &str) -> Option<u64> {
    let number = |name: &str| read_small(&dir.join(name))?.trim().parse::<u64>().ok();
    let limit = number(limit).filter(|&l| l < UNLIMITED)?;
    // Without a readable usage the limit alone still bounds the table.
    Some(limit.saturating_sub(number(usage).unwrap_or(0)))
}

/// A small text file (these are a line or a page); `None` for anything else,
/// including what is no regular file (which could block or never end).
fn read_small(path: &Path) -> Option<String> {
    if !std::fs::metadata(path).ok()?.is_file() {
        return None;
    }
    let mut text = String::new();
    File::open(path)
        .ok()?
        .take(1 << 16)
        .read_to_string(&mut text)
        .ok()?;
    Some(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    const MIB: u64 = 1 << 20;

    /// A fake cgroup mount in a temporary directory, removed on drop.
    struct Tree(PathBuf);

    impl Tree {
        fn new(name: &str) -> Tree {
            let dir =
                std::env::temp_dir().join(format!("gambit-cgroup-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            Tree(dir)
        }

        fn put(&self, file: &str, content: &[u8]) -> &Self {
            let path = self.0.join(file);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, content).unwrap();
            self
        }

        fn room(&self, self_cgroup: &str) -> Option<u64> {
            cgroup_room(&self.0, self_cgroup)
        }
    }

    impl Drop for Tree {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn bytes(n: u64) -> Vec<u8> {
        format!("{n}\n").into_bytes()
    }

    #[test]
    fn v2_the_smallest_room_of_the_group_and_its_ancestors() {
        let t = Tree::new("v2");
        // The root has no memory.max (as on a real host); the slice has 1 GiB.
        t.put("user.slice/memory.max", &bytes(1024 * MIB))
            .put("user.slice/memory.current", &bytes(100 * MIB))
            .put("user.slice/app.scope/memory.max", b"max\n")
            .put("user.slice/app.scope/memory.current", &bytes(60 * MIB));
        let own = "0::/user.slice/app.scope\n";
        assert_eq!(t.room(own), Some(924 * MIB));
        // A tighter limit on the group itself wins.
        t.put("user.slice/app.scope/memory.max", &bytes(256 * MIB));
        assert_eq!(t.room(own), Some(196 * MIB));
        // Usage over the limit leaves no room (the table then takes its minimum).
        t.put("user.slice/app.scope/memory.current", &bytes(300 * MIB));
        assert_eq!(t.room(own), Some(0));
        // A group at the root of a cgroup namespace: the mount's own files.
        let ns = Tree::new("v2ns");
        ns.put("memory.max", &bytes(512 * MIB))
            .put("memory.current", &bytes(12 * MIB));
        assert_eq!(ns.room("0::/\n"), Some(500 * MIB));
    }

    #[test]
    fn v2_max_everywhere_is_no_limit() {
        let t = Tree::new("v2max");
        t.put("a/memory.max", b"max\n")
            .put("a/b/memory.max", b"max\n")
            .put("a/b/memory.current", &bytes(MIB));
        assert_eq!(t.room("0::/a/b\n"), None);
    }

    #[test]
    fn v1_the_memory_controller_line_and_its_ancestors() {
        let t = Tree::new("v1");
        let unlimited = b"9223372036854771712\n";
        t.put("memory/memory.limit_in_bytes", unlimited)
            .put("memory/docker/memory.limit_in_bytes", unlimited)
            .put("memory/docker/abc/memory.limit_in_bytes", &bytes(512 * MIB))
            .put("memory/docker/abc/memory.usage_in_bytes", &bytes(12 * MIB))
            // Another controller's files are not memory limits.
            .put("cpu/docker/abc/memory.limit_in_bytes", &bytes(MIB));
        let own = "12:pids:/docker/abc\n4:memory:/docker/abc\n3:cpu,cpuacct:/docker/abc\n0::/\n";
        assert_eq!(t.room(own), Some(500 * MIB));
        // Joined with other controllers on one hierarchy.
        let joined = Tree::new("v1joined");
        joined
            .put("memory/g/memory.limit_in_bytes", &bytes(64 * MIB))
            .put("memory/g/memory.usage_in_bytes", &bytes(4 * MIB));
        assert_eq!(joined.room("7:cpu,memory:/g\n"), Some(60 * MIB));
        // The huge value is no limit.
        t.put("memory/docker/abc/memory.limit_in_bytes", unlimited);
        assert_eq!(t.room(own), None);
    }

    #[test]
    fn v1_and_v2_together_the_smaller_wins() {
        let t = Tree::new("hybrid");
        t.put("memory/p/memory.limit_in_bytes", &bytes(300 * MIB))
            .put("g/memory.max", &bytes(200 * MIB));
        assert_eq!(t.room("4:memory:/p\n0::/g\n"), Some(200 * MIB));
    }

    #[test]
    fn malformed_files_and_lines_are_no_limit() {
        let t = Tree::new("bad");
        t.put("a/memory.max", b"lots\n")
            .put("b/memory.max", b"")
            .put("c/memory.max", b"\xff\xfe\x00")
            .put("d/memory.max", b"-1\n")
            .put("e/memory.max", b"99999999999999999999999999\n");
        std::fs::create_dir_all(t.0.join("f/memory.max")).unwrap();
        for group in ["a", "b", "c", "d", "e", "f", "missing"] {
            assert_eq!(t.room(&format!("0::/{group}\n")), None, "{group}");
        }
        // A limit with an unreadable usage still counts.
        t.put("g/memory.max", &bytes(8 * MIB))
            .put("g/memory.current", b"many\n");
        assert_eq!(t.room("0::/g\n"), Some(8 * MIB));
        // Lines that are not cgroup lines, and paths that leave the mount.
        t.put("memory.max", &bytes(MIB));
        for text in [
            "",
            "\n\n",
            "nonsense",
            "0:",
            "::::",
            "0::relative",
            "0::/../../etc",
            "4:memory",
            "x:memory:/./a",
        ] {
            assert_eq!(t.room(text), None, "{text:?}");
        }
    }

    #[test]
    fn meminfo_is_read_in_kib() {
        let text = "MemTotal: 100 kB\nMemFree: 50 kB\nMemAvailable:   2048 kB\n";
        assert_eq!(mem_available(text), Some(2 << 20));
        assert_eq!(mem_available("MemTotal: 1 kB\n"), None);
        assert_eq!(mem_available("MemAvailable: lots kB\n"), None);
    }
}
