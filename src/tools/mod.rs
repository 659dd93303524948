//! Command-line modes for testing and measuring: `--headless` (moves on stdin, saves
//! acknowledged on stdout), `capture` (`--screenshot`, `--bench-frames`, `--bench-think`)
//! and `protocols` (lessons and puzzles on stdin and stdout).
//! Each windowed mode is its own plugin, added by `main.rs` for its flag, so there is no
//! single one.

pub mod capture;
pub mod headless;
pub mod protocols;
