//! How a long game's review is shared between threads: runs of moves handed out in
//! order, each reviewed with fresh searchers (see [`super::Review::new`]).

use std::{
    collections::VecDeque,
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
        mpsc,
    },
};

use super::MoveReview;

/// The shortest run of moves (plies) a thread reviews on its own.
pub(super) const PART_MIN_PLIES: usize = 20;
/// Runs of moves a thread, at most.
pub(super) const PARTS_A_THREAD: usize = 3;

/// The next run of moves for a reviewing thread, unless the review was dropped.
pub(super) type Job = (usize, usize, mpsc::Sender<MoveReview>);

pub(super) fn next_job(jobs: &Mutex<VecDeque<Job>>, dropped: &AtomicBool) -> Option<Job> {
    if dropped.load(Ordering::Relaxed) {
        return None;
    }
    jobs.lock().ok()?.pop_front()
}

/// A flag set when its holder is dropped.
#[derive(Default)]
pub(super) struct DropFlag(pub(super) Arc<AtomicBool>);

impl Drop for DropFlag {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}
