//! What can go wrong with an external engine, in sentences a player can read.

use std::{path::Path, time::Duration};

/// Everything that can go wrong with an external engine. Every variant names the
/// engine's program (`path`), so the message stands on its own in a dialog or a log.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    /// The program could not be run at all (missing, not executable, no program given).
    #[error("The engine at {path} could not be started: {reason}")]
    Start { path: String, reason: String },

    /// It ran but never finished the UCI handshake (no `uciok`).
    #[error("The engine at {path} is not a UCI engine ({why})")]
    NotUci { path: String, why: String },

    /// The process ended while it was in use.
    #[error("The engine at {path} stopped unexpectedly ({status}){}", tail(.stderr))]
    Exited {
        path: String,
        /// How it ended, e.g. `exit status: 3`.
        status: String,
        /// The last line it wrote to its error output, if any: often the reason.
        stderr: Option<String>,
    },

    /// No answer in time; the engine was declared hung and its process killed.
    #[error("The engine at {path} did not answer in time (no '{awaited}' after {})", secs(.after))]
    Timeout {
        path: String,
        /// The answer awaited: `uciok`, `readyok` or `bestmove`.
        awaited: String,
        after: Duration,
    },

    /// Its best move is not a legal move of the position it was given.
    #[error("The engine at {path} sent an illegal move {sent} in position {fen}")]
    IllegalMove {
        path: String,
        sent: String,
        fen: String,
    },

    /// It answered `bestmove (none)` or `0000` although the position has legal moves.
    #[error("The engine at {path} sent no move in position {fen}, which has legal moves")]
    NoMove { path: String, fen: String },

    /// The request itself could not be searched (no legal move, an illegal move in the
    /// game's list). Nothing was sent to the engine.
    #[error("The engine at {path} was not asked for a move: {reason}")]
    BadRequest { path: String, reason: String },
}

impl EngineError {
    /// Whether the engine process is gone after this error (it cannot be asked again).
    pub fn is_fatal(&self) -> bool {
        matches!(
            self,
            EngineError::Start { .. }
                | EngineError::NotUci { .. }
                | EngineError::Exited { .. }
                | EngineError::Timeout { .. }
        )
    }
}

/// The text form of a program path in messages.
pub(super) fn shown(path: &Path) -> String {
    path.display().to_string()
}

/// An OS error without Rust's " (os error N)" suffix: "No such file or directory".
pub(super) fn os_reason(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.rfind(" (os error ") {
        Some(at) if text.ends_with(')') => text[..at].to_string(),
        _ => text,
    }
}

fn tail(stderr: &Option<String>) -> String {
    stderr
        .as_deref()
        .map_or(String::new(), |line| format!(": {line}"))
}

fn secs(d: &Duration) -> String {
    format!("{:.1} s", d.as_secs_f64())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_sentences_for_a_player() {
        let e = std::io::Error::from_raw_os_error(2);
        let start = EngineError::Start {
            path: "/x/y".into(),
            reason: os_reason(&e),
        };
        assert_eq!(
            start.to_string(),
            "The engine at /x/y could not be started: No such file or directory"
        );
        let exited = EngineError::Exited {
            path: "/x/y".into(),
            status: "exit status: 3".into(),
            stderr: Some("out of memory".into()),
        };
        assert_eq!(
            exited.to_string(),
            "The engine at /x/y stopped unexpectedly (exit status: 3): out of memory"
        );
        let hung = EngineError::Timeout {
            path: "/x/y".into(),
            awaited: "bestmove".into(),
            after: Duration::from_millis(2200),
        };
        assert_eq!(
            hung.to_string(),
            "The engine at /x/y did not answer in time (no 'bestmove' after 2.2 s)"
        );
        assert!(hung.is_fatal() && exited.is_fatal() && start.is_fatal());
        let illegal = EngineError::IllegalMove {
            path: "/x/y".into(),
            sent: "e2e5".into(),
            fen: "fen".into(),
        };
        assert!(!illegal.is_fatal());
        assert_eq!(
            illegal.to_string(),
            "The engine at /x/y sent an illegal move e2e5 in position fen"
        );
    }
}
