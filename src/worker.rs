//! Work off the main thread, one way everywhere: a named thread fed by a bounded channel,
//! answering on another, polled once a frame. Dropping a [`Worker`] tells its thread to
//! stop (the flag its body checks) and closes its jobs; nobody waits for it. The engine's
//! own search threads stay the engine's.

use std::sync::{
    Arc,
    atomic::{AtomicBool, AtomicUsize, Ordering},
};

use crossbeam_channel::{Receiver, RecvTimeoutError, Sender, TryRecvError, bounded};

/// The stack a search needs: it recurses deeply.
pub const SEARCH_STACK: usize = 16 << 20;

/// How a worker's thread is made.
#[derive(Debug, Clone, Copy)]
pub struct Spec {
    name: &'static str,
    stack: Option<usize>,
    /// Jobs (and answers) that may wait before a sender waits in turn.
    queue: usize,
}

impl Spec {
    pub const fn new(name: &'static str) -> Spec {
        Spec {
            name,
            stack: None,
            queue: 16,
        }
    }

    pub const fn stack(self, bytes: usize) -> Spec {
        Spec {
            stack: Some(bytes),
            ..self
        }
    }

    pub const fn queue(self, jobs: usize) -> Spec {
        Spec {
            queue: if jobs == 0 { 1 } else { jobs },
            ..self
        }
    }
}

/// The owner's end: jobs go out, answers come back.
pub struct Worker<Job, Out> {
    jobs: Sender<Job>,
    answers: Receiver<Out>,
    stop: Arc<AtomicBool>,
    /// Jobs sent and not answered yet (for a worker that answers each job once).
    pending: AtomicUsize,
    /// The thread has ended and every answer was read.
    ended: bool,
}

/// The thread's end.
pub struct Hands<Job, Out> {
    jobs: Receiver<Job>,
    answers: Sender<Out>,
    stop: Arc<AtomicBool>,
}

impl<Job, Out> Hands<Job, Out> {
    /// The jobs as they come, waiting for each; ends once the owner is gone and every
    /// job sent before was taken (a writer finishes its queue).
    pub fn jobs(&self) -> impl Iterator<Item = Job> + '_ {
        self.jobs.iter()
    }

    /// The jobs' channel itself, for a thread that also waits with a time limit.
    pub fn inbox(&self) -> &Receiver<Job> {
        &self.jobs
    }

    /// Hands an answer over (waiting while the owner's queue is full); false when the
    /// owner is gone or asked the work to stop.
    pub fn give(&self, answer: Out) -> bool {
        !self.stopped() && self.answers.send(answer).is_ok()
    }

    /// Hands an answer over even after a stop (what the owner wants back whatever
    /// happened, e.g. a search's table); false when the owner is gone.
    pub fn give_back(&self, answer: Out) -> bool {
        self.answers.send(answer).is_ok()
    }

    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// The flag a search polls.
    pub fn stop_flag(&self) -> &Arc<AtomicBool> {
        &self.stop
    }
}

impl<Job: Send + 'static, Out: Send + 'static> Worker<Job, Out> {
    /// Starts `body` on a thread of its own. Err: the system gave no thread.
    pub fn start(
        spec: Spec,
        body: impl FnOnce(Hands<Job, Out>) + Send + 'static,
    ) -> std::io::Result<Worker<Job, Out>> {
        let (jobs, job_rx) = bounded(spec.queue);
        let (answer_tx, answers) = bounded(spec.queue);
        let stop = Arc::new(AtomicBool::new(false));
        let hands = Hands {
            jobs: job_rx,
            answers: answer_tx,
            stop: stop.clone(),
        };
        let mut builder = std::thread::Builder::new().name(spec.name.into());
        if let Some(bytes) = spec.stack {
            builder = builder.stack_size(bytes);
        }
        builder.spawn(move || body(hands))?;
        Ok(Worker {
            jobs,
            answers,
            stop,
            pending: AtomicUsize::new(0),
            ended: false,
        })
    }
}

impl<Job, Out> Worker<Job, Out> {
    /// Queues a job (waiting while the queue is full); gives it back when the thread has
    /// ended.
    pub fn send(&self, job: Job) -> Result<(), Job> {
        self.jobs.send(job).map_err(|e| e.0)?;
        self.pending.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }

    /// The answers that came since the last call, without waiting.
    pub fn answers(&mut self) -> Vec<Out> {
        let mut got = Vec::new();
        loop {
            match self.answers.try_recv() {
                Ok(answer) => got.push(answer),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    self.end();
                    break;
                }
            }
        }
        self.answered(got.len());
        got
    }

    /// The next answer if one is there.
    pub fn answer(&mut self) -> Option<Out> {
        match self.answers.try_recv() {
            Ok(answer) => {
                self.answered(1);
                Some(answer)
            }
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => {
                self.end();
                None
            }
        }
    }

    fn answered(&self, n: usize) {
        let _ = self
            .pending
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |p| {
                Some(p.saturating_sub(n))
            });
    }

    /// The thread is gone: no answer will come for what is pending.
    fn end(&mut self) {
        self.ended = true;
        self.pending.store(0, Ordering::Relaxed);
    }

    /// The next answer, waiting at most `limit` for it.
    pub fn answer_within(&mut self, limit: std::time::Duration) -> Option<Out> {
        match self.answers.recv_timeout(limit) {
            Ok(answer) => {
                self.answered(1);
                Some(answer)
            }
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => {
                self.end();
                None
            }
        }
    }

    /// Jobs sent and not answered yet.
    pub fn pending(&self) -> usize {
        self.pending.load(Ordering::Relaxed)
    }

    /// The thread has ended and its last answer was read.
    pub fn ended(&self) -> bool {
        self.ended
    }

    /// Asks the thread to stop (it checks [`Hands::stopped`]); answers still come.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Waits at most `limit` for the thread to end, dropping answers; true once it has.
    pub fn wait_end(&mut self, limit: std::time::Duration) -> bool {
        let until = std::time::Instant::now() + limit;
        while !self.ended {
            match self.answers.recv_deadline(until) {
                Ok(_) => {}
                Err(RecvTimeoutError::Disconnected) => self.end(),
                Err(RecvTimeoutError::Timeout) => return false,
            }
        }
        true
    }
}

impl<Job, Out> std::fmt::Debug for Worker<Job, Out> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Worker")
            .field("pending", &self.pending())
            .field("ended", &self.ended)
            .finish()
    }
}

impl<Job, Out> Drop for Worker<Job, Out> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn wait_for<T>(worker: &mut Worker<u32, T>, n: usize) -> Vec<T> {
        let mut got = Vec::new();
        let start = std::time::Instant::now();
        while got.len() < n {
            assert!(start.elapsed() < Duration::from_secs(10), "no answer");
            got.extend(worker.answers());
            std::thread::sleep(Duration::from_millis(1));
        }
        got
    }

    #[test]
    fn jobs_are_answered_in_order_and_counted_until_answered() {
        let mut worker = Worker::start(Spec::new("test-double"), |hands| {
            for job in hands.jobs() {
                if !hands.give(job * 2) {
                    break;
                }
            }
        })
        .unwrap();
        for job in 1..=3 {
            worker.send(job).unwrap();
        }
        assert!(worker.pending() <= 3);
        assert_eq!(wait_for(&mut worker, 3), vec![2, 4, 6]);
        assert_eq!(worker.pending(), 0);
        assert!(!worker.ended());
    }

    #[test]
    fn dropping_the_worker_stops_its_thread() {
        let (seen_tx, seen) = crossbeam_channel::bounded(1);
        let worker: Worker<u32, ()> = Worker::start(Spec::new("test-stop"), move |hands| {
            while !hands.stopped() {
                std::thread::sleep(Duration::from_millis(1));
            }
            let _ = seen_tx.send(());
        })
        .unwrap();
        drop(worker);
        assert!(seen.recv_timeout(Duration::from_secs(10)).is_ok());
    }

    #[test]
    fn the_end_of_the_thread_is_seen_after_its_last_answer() {
        let mut worker: Worker<u32, u32> = Worker::start(Spec::new("test-end"), |hands| {
            hands.give(7);
        })
        .unwrap();
        assert!(worker.wait_end(Duration::from_secs(10)));
        assert!(worker.ended());
        let mut other: Worker<u32, u32> = Worker::start(Spec::new("test-end"), |hands| {
            hands.give(7);
        })
        .unwrap();
        let start = std::time::Instant::now();
        let mut got = Vec::new();
        while !other.ended() {
            assert!(start.elapsed() < Duration::from_secs(10), "never ended");
            got.extend(other.answers());
        }
        assert_eq!(got, vec![7]);
    }

    #[test]
    fn a_job_sent_to_an_ended_thread_comes_back() {
        let mut worker: Worker<u32, u32> =
            Worker::start(Spec::new("test-gone"), |_hands| {}).unwrap();
        assert!(worker.wait_end(Duration::from_secs(10)));
        assert_eq!(worker.send(5), Err(5));
        assert_eq!(worker.pending(), 0);
    }
}
