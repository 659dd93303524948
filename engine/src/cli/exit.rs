//! How a command ends: its messages on stderr and its exit status.
//!
//! Output that can't be written ends a command with status 2 and a message naming it;
//! a reader that went away (`| head`) ends it quietly with status 0.

use std::{
    fmt::Display,
    fs::File,
    io::{self, Write},
    process::ExitCode,
};

/// A message on stderr; if even that fails, there is nowhere left to say so.
pub fn complain(message: impl Display) {
    let _ = writeln!(io::stderr(), "gambit-engine: {message}");
}

/// How a failed write to standard output ends the program: quietly with status 0
/// when the reader went away (Rust ignores SIGPIPE, so the write reports
/// `BrokenPipe`), else with status 2, as unusable input does.
pub fn output_failed(e: &io::Error) -> ExitCode {
    if e.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    complain(format_args!("cannot write to standard output: {e}"));
    ExitCode::from(2)
}

/// `text` to standard output, flushed.
pub fn print_out(text: &str) -> ExitCode {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => output_failed(&e),
    }
}

/// The PGN to read, `-` for stdin, sendable to a search thread; a file that can't be
/// opened is said and ends the program with status 2.
pub fn open_input(file: &str) -> Result<Box<dyn io::Read + Send>, ExitCode> {
    if file == "-" {
        return Ok(Box::new(io::stdin()));
    }
    File::open(file)
        .map(|f| Box::new(f) as Box<dyn io::Read + Send>)
        .map_err(|e| {
            complain(format_args!("cannot open {file}: {e}"));
            ExitCode::from(2)
        })
}
