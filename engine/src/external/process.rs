//! The engine's process: started with piped input and output, written to by a writer
//! thread and read by a reader thread, so no call on the caller's side waits on a pipe.
//! Its error output is drained by a third thread, which keeps the last line (often why
//! it stopped). Dropping a `Process` asks it to quit, then kills and reaps it.
//!
//! On Unix the engine leads a process group of its own, and the whole group is killed
//! when the engine is killed or found exited: an engine run by a wrapper script without
//! `exec`, and anything else it started, ends with it.

use std::{
    io::{BufRead, BufReader, Read, Write},
    path::{Path, PathBuf},
    process::{Child, ChildStdin, Command, ExitStatus, Stdio},
    sync::{
        Arc, Mutex, MutexGuard,
        mpsc::{
            Receiver, RecvTimeoutError, Sender, SyncSender, TryRecvError, channel, sync_channel,
        },
    },
    thread,
    time::{Duration, Instant},
};

use super::error::{EngineError, os_reason, shown};

/// Lines longer than this are cut (the rest is dropped): a broken engine must not
/// fill the memory with one endless line.
const MAX_LINE: usize = 16 * 1024;
/// Lines read but not yet taken; beyond this the reader waits (and so does the engine).
const QUEUE: usize = 1024;
/// How long a closed engine is given to exit before its status is reported unknown.
const EXIT_WAIT: Duration = Duration::from_secs(1);
/// How long an engine told to quit gets before it is killed.
const QUIT_GRACE: Duration = Duration::from_secs(1);
/// How long one wait lasts when there is no deadline (the caller waits again).
const WAIT_SLICE: Duration = Duration::from_secs(1);

/// What the reader thread reports.
#[derive(Debug)]
pub(super) enum FromEngine {
    Line(String),
    /// Its output closed; how it exited, if it did within `EXIT_WAIT`.
    Closed(Option<ExitStatus>),
}

/// What waiting for the next report gave.
pub(super) enum Next {
    Event(FromEngine),
    /// Nothing came before the deadline (or nothing is there, when polling).
    Nothing,
}

pub(super) struct Process {
    path: PathBuf,
    child: Arc<Mutex<Leader>>,
    pid: u32,
    /// `None` once the engine's input is closed.
    input: Option<Sender<String>>,
    /// In a `Mutex` only so the engine can be shared (`Sync`), as a Bevy resource must.
    output: Mutex<Receiver<FromEngine>>,
    stderr_tail: Arc<Mutex<Option<String>>>,
    /// Set once `Closed` was reported, so it is reported once.
    closed: bool,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// The engine's own process, leader of its process group (on Unix). The group is
/// killed before the leader is reaped: until then the leader's pid, which is the
/// group's id, cannot be taken by another process.
struct Leader {
    child: Child,
    /// Reaped (its group killed first): never to be signalled again.
    reaped: bool,
    /// How it exited, if it was reaped and the system said.
    status: Option<ExitStatus>,
}

impl Leader {
    /// Whether it has exited; if so, the rest of its group is killed and it is reaped.
    /// Never waits.
    fn poll_exit(&mut self) -> bool {
        if self.reaped {
            return true;
        }
        match group::leader_exited(self.child.id()) {
            Some(false) => return false,
            Some(true) => group::kill(self.child.id()),
            // Perhaps reaped elsewhere: its group's id may be another's now.
            None => {}
        }
        match self.child.try_wait() {
            Ok(None) => {}
            Ok(Some(status)) => (self.reaped, self.status) = (true, Some(status)),
            Err(_) => self.reaped = true,
        }
        self.reaped
    }

    /// Kill it and its group now, and reap it.
    fn kill(&mut self) {
        if !self.reaped {
            group::kill(self.child.id());
            let _ = self.child.kill();
            self.status = self.child.wait().ok();
            self.reaped = true;
        }
    }
}

/// The engine's process group: Unix only; elsewhere these do nothing and only the
/// engine itself is killed.
#[cfg(unix)]
mod group {
    /// Whether the group leader `pid` (our child) has exited, leaving it unreaped so
    /// that its pid stays ours; `None` if the system cannot tell.
    pub(super) fn leader_exited(pid: u32) -> Option<bool> {
        let id: libc::id_t = pid;
        // SAFETY: a zeroed siginfo_t is valid; waitid only writes into it.
        let (done, info) = unsafe {
            let mut info: libc::siginfo_t = std::mem::zeroed();
            let flags = libc::WEXITED | libc::WNOHANG | libc::WNOWAIT;
            (libc::waitid(libc::P_PID, id, &mut info, flags), info)
        };
        // Without an exited child, si_signo stays 0.
        (done == 0).then_some(info.si_signo == libc::SIGCHLD)
    }

    /// SIGKILL to the group led by `pid`, which must not be reaped yet.
    pub(super) fn kill(pid: u32) {
        if let Ok(pgid) = libc::pid_t::try_from(pid)
            && pgid > 1
        {
            // SAFETY: a plain system call; a group already gone gives ESRCH, ignored.
            unsafe {
                libc::kill(-pgid, libc::SIGKILL);
            }
        }
    }
}

#[cfg(not(unix))]
mod group {
    pub(super) fn leader_exited(_pid: u32) -> Option<bool> {
        None
    }

    pub(super) fn kill(_pid: u32) {}
}

impl Process {
    /// Start `path` with `args`, in the program's own folder (engines look for their
    /// networks and books next to themselves).
    pub(super) fn spawn(path: &Path, args: &[String]) -> Result<Process, EngineError> {
        let fail = |reason: String| EngineError::Start {
            path: shown(path),
            reason,
        };
        if path.as_os_str().is_empty() {
            return Err(fail("no program was given".to_string()));
        }
        let mut cmd;
        if path.components().count() > 1 {
            // A path, not a bare name: made absolute, since the folder changes below.
            let full = path.canonicalize().map_err(|e| fail(os_reason(&e)))?;
            if full.is_dir() {
                return Err(fail("it is a folder, not a program".to_string()));
            }
            cmd = Command::new(&full);
            if let Some(dir) = full.parent() {
                cmd.current_dir(dir);
            }
        } else {
            cmd = Command::new(path);
        }
        // A group of its own, so that what it starts can be ended with it.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut cmd, 0);
        let mut child = cmd
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| fail(os_reason(&e)))?;
        let pid = child.id();
        let (stdin, stdout, stderr) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take());
        let child = Arc::new(Mutex::new(Leader {
            child,
            reaped: false,
            status: None,
        }));
        let mut process = Process {
            path: path.to_path_buf(),
            child: Arc::clone(&child),
            pid,
            input: None,
            output: Mutex::new(channel().1),
            stderr_tail: Arc::default(),
            closed: false,
        };
        // From here on, dropping `process` kills and reaps the child on any failure.
        let (Some(stdin), Some(stdout), Some(stderr)) = (stdin, stdout, stderr) else {
            return Err(fail(
                "its input and output could not be connected".to_string(),
            ));
        };
        let (in_tx, in_rx) = channel();
        let (out_tx, out_rx) = sync_channel(QUEUE);
        let tail = Arc::clone(&process.stderr_tail);
        let started = thread::Builder::new()
            .name("uci-writer".into())
            .spawn(move || write_lines(stdin, in_rx))
            .and_then(|_| {
                thread::Builder::new()
                    .name("uci-reader".into())
                    .spawn(move || read_lines(stdout, out_tx, child))
            })
            .and_then(|_| {
                thread::Builder::new()
                    .name("uci-stderr".into())
                    .spawn(move || keep_last_line(stderr, tail))
            });
        if let Err(e) = started {
            return Err(fail(format!("no thread to talk to it: {e}")));
        }
        process.input = Some(in_tx);
        process.output = Mutex::new(out_rx);
        Ok(process)
    }

    pub(super) fn pid(&self) -> u32 {
        self.pid
    }

    pub(super) fn path(&self) -> &Path {
        &self.path
    }

    /// Queue a line for the engine; never waits. Lost if the engine is gone, which the
    /// reader reports.
    pub(super) fn send(&self, line: &str) {
        if let Some(input) = &self.input {
            let _ = input.send(line.to_string());
        }
    }

    /// The next report, waiting until `until` at most (`None`: only what is there now).
    pub(super) fn next(&mut self, until: Option<Instant>) -> Next {
        if self.closed {
            return Next::Nothing;
        }
        let output = self.output.get_mut().unwrap_or_else(|p| p.into_inner());
        let got = match until {
            None => output.try_recv().map_err(|e| e == TryRecvError::Empty),
            Some(t) => {
                let wait = t.saturating_duration_since(Instant::now());
                output
                    .recv_timeout(wait)
                    .map_err(|e| e == RecvTimeoutError::Timeout)
            }
        };
        match got {
            Ok(event) => {
                self.closed = matches!(event, FromEngine::Closed(_));
                Next::Event(event)
            }
            Err(true) => Next::Nothing,
            // The reader is gone without a word (it cannot be, but say closed).
            Err(false) => {
                self.closed = true;
                let mut leader = lock(&self.child);
                leader.poll_exit();
                Next::Event(FromEngine::Closed(leader.status))
            }
        }
    }

    /// The error for an engine whose output closed with `status`.
    pub(super) fn exit_error(&self, status: Option<ExitStatus>) -> EngineError {
        // The error output closes with the process; give its last line a moment.
        thread::sleep(Duration::from_millis(20));
        EngineError::Exited {
            path: shown(&self.path),
            status: status.map_or("its output closed".to_string(), |s| s.to_string()),
            stderr: lock(&self.stderr_tail).clone(),
        }
    }

    /// Kill the process and its group now, and reap it.
    pub(super) fn kill(&mut self) {
        self.input = None;
        lock(&self.child).kill();
    }

    /// Ask the engine to quit (`quit`, then its input closes), wait up to `QUIT_GRACE`,
    /// then kill it; it is reaped either way.
    fn shut_down(&mut self) {
        if let Some(input) = self.input.take() {
            let _ = input.send("quit".to_string());
        }
        let until = Instant::now() + QUIT_GRACE;
        loop {
            if lock(&self.child).poll_exit() {
                return;
            }
            if Instant::now() >= until {
                break;
            }
            thread::sleep(Duration::from_millis(5));
        }
        self.kill();
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// What to wait for `next` until: `until`, or a while when there is no deadline.
pub(super) fn wait_until(until: Option<Instant>) -> Instant {
    until.unwrap_or_else(|| Instant::now() + WAIT_SLICE)
}

/// The writer thread: each line to the engine's input; ends (closing the input) when
/// the `Process` lets go of the sender or the engine stops reading.
fn write_lines(mut stdin: ChildStdin, lines: Receiver<String>) {
    for line in lines {
        let ok = stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush());
        if ok.is_err() {
            break;
        }
    }
}

/// The reader thread: the engine's lines (lossy UTF-8, line ends trimmed, cut at
/// `MAX_LINE`), then `Closed` with its exit status.
fn read_lines(stdout: impl Read, out: SyncSender<FromEngine>, child: Arc<Mutex<Leader>>) {
    let mut reader = BufReader::new(stdout);
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match read_capped_line(&mut reader, &mut buf) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let text = String::from_utf8_lossy(&buf);
        let line = text.trim_end_matches(['\n', '\r']).to_string();
        if out.send(FromEngine::Line(line)).is_err() {
            return;
        }
    }
    let until = Instant::now() + EXIT_WAIT;
    let status = loop {
        let mut leader = lock(&child);
        if leader.poll_exit() {
            break leader.status;
        }
        drop(leader);
        if Instant::now() >= until {
            break None;
        }
        thread::sleep(Duration::from_millis(10));
    };
    let _ = out.send(FromEngine::Closed(status));
}

/// One line into `buf` (with its `\n`), keeping at most `MAX_LINE` bytes of it; the
/// number of bytes consumed (0 at the end of input).
fn read_capped_line(reader: &mut impl BufRead, buf: &mut Vec<u8>) -> std::io::Result<usize> {
    let mut consumed = 0;
    loop {
        let available = reader.fill_buf()?;
        if available.is_empty() {
            return Ok(consumed);
        }
        let (chunk, done) = match available.iter().position(|&b| b == b'\n') {
            Some(i) => (&available[..=i], true),
            None => (available, false),
        };
        let room = MAX_LINE.saturating_sub(buf.len());
        buf.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let n = chunk.len();
        reader.consume(n);
        consumed += n;
        if done {
            return Ok(consumed);
        }
    }
}

/// The error-output thread: keeps the last non-empty line, shortened.
fn keep_last_line(stderr: impl Read, tail: Arc<Mutex<Option<String>>>) {
    let mut reader = BufReader::new(stderr);
    let mut buf = Vec::new();
    while let Ok(n) = read_capped_line(&mut reader, &mut buf) {
        if n == 0 {
            break;
        }
        let text = String::from_utf8_lossy(&buf);
        let line = text.trim();
        if !line.is_empty() {
            *lock(&tail) = Some(line.chars().take(200).collect());
        }
        buf.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_are_cut_and_the_rest_dropped() {
        let mut text = vec![b'x'; MAX_LINE * 3];
        text.extend_from_slice(b"\nnext\r\n");
        let mut r = BufReader::with_capacity(1000, &text[..]);
        let mut buf = Vec::new();
        assert_eq!(
            read_capped_line(&mut r, &mut buf).unwrap(),
            MAX_LINE * 3 + 1
        );
        assert_eq!(buf.len(), MAX_LINE);
        buf.clear();
        assert_eq!(read_capped_line(&mut r, &mut buf).unwrap(), 6);
        assert_eq!(buf, b"next\r\n");
        buf.clear();
        assert_eq!(read_capped_line(&mut r, &mut buf).unwrap(), 0);
    }
}
