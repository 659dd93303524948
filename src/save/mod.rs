//! Keeping what the player earns or sets on disk: `writer` (the one writer thread: games,
//! settings, lesson stars, puzzle training; retry and flush), `persistence` (autosave and
//! resume, the writer as a resource) on top of `store` (atomic files, move-aside, recent
//! games; no Bevy); `settings` (the settings file, each concern's part side by side);
//! `exports` writes the files the player asks for.

pub mod exports;
pub mod notice;
pub mod persistence;
pub mod settings;
pub mod store;
pub mod writer;

pub use persistence::plugin;
