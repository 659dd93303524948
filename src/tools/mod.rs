//! Command-line modes for testing and measuring: `--headless` (moves on stdin, saves
//! acknowledged on stdout) and `capture` (`--screenshot`, `--bench-frames`, `--bench-think`).
//! Each mode is its own plugin, added by `main.rs` for its flag, so there is no single one.

pub mod capture;
pub mod headless;
