//! Keeping games and settings on disk: `persistence` (autosave and resume through a writer
//! thread) on top of `store` (atomic files, move-aside, recent games; no Bevy).

pub mod exports;
pub mod persistence;
pub mod store;

pub use persistence::plugin;
