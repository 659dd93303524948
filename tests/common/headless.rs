//! One running `gambit --headless`, for the tests that drive it through its input and
//! read its lines: the bad-conditions tests, the crash test and the engines' games.

use std::{
    io::{BufRead, BufReader, Read, Write},
    path::Path,
    process::{Child, ChildStdin, Command, ExitStatus, Stdio},
    sync::mpsc::{Receiver, RecvTimeoutError, channel},
    thread::{self, JoinHandle},
    time::{Duration, Instant},
};

pub struct Headless {
    child: Child,
    /// Open while the test may still type; `finish` closes it.
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// Read on a thread, so a chatty run never blocks on a full pipe.
    stderr: Option<JoinHandle<String>>,
    pub started: Instant,
}

/// How a run ended: its status, the lines not read yet and its error output.
pub struct Ended {
    pub status: ExitStatus,
    pub lines: Vec<String>,
    pub stderr: String,
}

impl Ended {
    pub fn code(&self) -> i32 {
        self.status.code().unwrap_or(-1)
    }
}

impl Headless {
    /// `gambit --headless ARGS` with `GAMBIT_HOME=home`. With `input` its stdin is a pipe
    /// that starts with that text and stays open; without, it is closed from the start.
    pub fn start(home: &Path, args: &[&str], input: Option<&str>) -> Headless {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gambit"))
            .arg("--headless")
            .args(args)
            .env("GAMBIT_HOME", home)
            .stdin(if input.is_some() {
                Stdio::piped()
            } else {
                Stdio::null()
            })
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start gambit --headless");
        let mut stdin = child.stdin.take();
        if let (Some(text), Some(pipe)) = (input, stdin.as_mut()) {
            pipe.write_all(text.as_bytes()).unwrap();
        }
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut err = child.stderr.take().unwrap();
        let stderr = thread::spawn(move || {
            let mut text = String::new();
            let _ = err.read_to_string(&mut text);
            text
        });
        Headless {
            child,
            stdin,
            lines,
            stderr: Some(stderr),
            started: Instant::now(),
        }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Writes `bytes` to its input at once.
    pub fn send(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        stdin.write_all(bytes).expect("write to gambit");
        stdin.flush().expect("flush to gambit");
    }

    /// The next line; `None` once it closed its output. Panics after `limit` of silence.
    pub fn next_line(&self, limit: Duration) -> Option<String> {
        match self.lines.recv_timeout(limit) {
            Ok(line) => Some(line),
            Err(RecvTimeoutError::Disconnected) => None,
            Err(RecvTimeoutError::Timeout) => panic!("gambit said nothing for {limit:?}"),
        }
    }

    /// Waits for a line that starts with `prefix`, within `limit`; returns it.
    pub fn expect(&self, prefix: &str, limit: Duration) -> String {
        let start = Instant::now();
        loop {
            let left = limit.saturating_sub(start.elapsed());
            match self.lines.recv_timeout(left) {
                Ok(line) if line.starts_with(prefix) => return line,
                Ok(_) => {}
                Err(_) => panic!("no line starting with {prefix:?} within {limit:?}"),
            }
        }
    }

    /// SIGKILL (what `Child::kill` sends on Unix); the lines it printed before dying.
    pub fn kill(mut self) -> Vec<String> {
        self.child.kill().expect("kill gambit");
        self.child.wait().expect("reap gambit");
        self.lines.iter().collect()
    }

    /// Closes its input and waits for it to exit, within `limit` of its start (else it
    /// is killed and the test fails).
    pub fn finish(mut self, limit: Duration) -> Ended {
        drop(self.stdin.take());
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if self.started.elapsed() > limit {
                let _ = self.child.kill();
                let _ = self.child.wait();
                panic!("gambit did not exit within {limit:?}");
            }
            thread::sleep(Duration::from_millis(20));
        };
        let lines = self.lines.iter().collect();
        let stderr = self
            .stderr
            .take()
            .map(|t| t.join().unwrap_or_default())
            .unwrap_or_default();
        Ended {
            status,
            lines,
            stderr,
        }
    }
}
