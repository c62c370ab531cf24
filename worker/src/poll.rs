//! How often an idle worker looks at the queue, and how it stops looking.

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Wake, Waker};
use std::time::Duration;

use apalis_core::backend::{Backend, BackendConfig, WireFormatBackend};
use apalis_core::worker::context::WorkerContext;
use tokio::sync::Notify;

/// A queue backend that fetches at most once every `every` while the queue is empty.
///
/// apalis's `Persisted` backend starts a fetch whenever it is polled while idle, and its
/// `PollWith` wrapper polls it on every wake of the worker's task whatever its poll strategy
/// says; the worker's task is woken far more often than it has work (an idle server ran about
/// 330 empty fetches a second per job kind, half a CPU core). Here the backend is polled only
/// when it woke the task itself (a fetch in flight made progress: it must be driven to the end,
/// or its transaction would hold the database), when the last poll gave a job (more may be
/// buffered), or when `every` has passed. A draining worker starts no new fetch.
pub(crate) struct Paced<B> {
    backend: B,
    every: Duration,
    tick: Pin<Box<tokio::time::Sleep>>,
    drain: Drain,
    wake: Arc<BackendWake>,
    /// The last poll gave a job (or none was made yet): poll again at once.
    busy: bool,
}

/// The waker the backend gets: it notes that the backend itself asked to be polled.
struct BackendWake {
    woke: AtomicBool,
    task: Mutex<Option<Waker>>,
}

impl Wake for BackendWake {
    fn wake(self: Arc<Self>) {
        self.wake_by_ref();
    }

    fn wake_by_ref(self: &Arc<Self>) {
        self.woke.store(true, Ordering::SeqCst);
        if let Some(task) = self.task.lock().expect("the waker lock is never poisoned").as_ref() {
            task.wake_by_ref();
        }
    }
}

impl<B> Paced<B> {
    pub(crate) fn new(backend: B, every: Duration, drain: Drain) -> Self {
        Self {
            backend,
            every,
            tick: Box::pin(tokio::time::sleep(every)),
            drain,
            wake: Arc::new(BackendWake {
                woke: AtomicBool::new(false),
                task: Mutex::new(None),
            }),
            // A worker looks at the queue as soon as it starts.
            busy: true,
        }
    }

    /// Whether `every` has passed since the last tick; arms the next one.
    fn ticked(&mut self, cx: &mut Context<'_>) -> bool {
        if self.tick.as_mut().poll(cx).is_pending() {
            return false;
        }
        self.tick.as_mut().reset(tokio::time::Instant::now() + self.every);
        // Registers this task for the next tick.
        let _ = self.tick.as_mut().poll(cx);
        true
    }
}

impl<B: Backend> Backend for Paced<B> {
    type Task = B::Task;
    type Error = B::Error;

    fn poll_ready(&mut self, cx: &mut Context<'_>, worker: &WorkerContext) -> Poll<Result<(), Self::Error>> {
        self.backend.poll_ready(cx, worker)
    }

    fn poll_next(
        &mut self,
        cx: &mut Context<'_>,
        worker: &WorkerContext,
    ) -> Poll<Option<Result<Self::Task, Self::Error>>> {
        {
            let mut task = self.wake.task.lock().expect("the waker lock is never poisoned");
            if !task.as_ref().is_some_and(|task| task.will_wake(cx.waker())) {
                *task = Some(cx.waker().clone());
            }
        }
        let asked = self.wake.woke.swap(false, Ordering::SeqCst);
        let ticked = self.ticked(cx) && !self.drain.is_draining();
        if !(asked || self.busy || ticked) {
            return Poll::Pending;
        }
        let waker = Waker::from(self.wake.clone());
        let polled = self.backend.poll_next(&mut Context::from_waker(&waker), worker);
        self.busy = polled.is_ready();
        polled
    }

    fn poll_close(&mut self, cx: &mut Context<'_>, worker: &WorkerContext) -> Poll<Result<(), Self::Error>> {
        self.backend.poll_close(cx, worker)
    }
}

impl<B: BackendConfig> BackendConfig for Paced<B> {
    type Id = B::Id;
    type Args = B::Args;
    type Kind = B::Kind;
    type Config = B::Config;
    type Layer = B::Layer;

    fn config(&self) -> &Self::Config {
        self.backend.config()
    }

    fn middleware(&mut self, worker: &mut WorkerContext) -> Self::Layer {
        self.backend.middleware(worker)
    }
}

impl<B: WireFormatBackend> WireFormatBackend for Paced<B> {
    type Codec = B::Codec;
    type Compact = B::Compact;

    fn codec(&self) -> &Self::Codec {
        self.backend.codec()
    }
}

/// How a worker stops: it stops fetching, lets the jobs in hand finish while apalis keeps up its
/// own bookkeeping, and only then stops apalis. Stopping apalis at once can leave one of its
/// queue transactions half done, holding SQLite's write lock, until the jobs in hand finish;
/// which then cannot write, and fail.
#[derive(Clone, Default)]
pub(crate) struct Drain(Arc<DrainState>);

#[derive(Default)]
struct DrainState {
    draining: AtomicBool,
    in_flight: AtomicUsize,
    idle: Notify,
}

/// A job in hand, until dropped.
pub(crate) struct InFlight(Drain);

impl Drop for InFlight {
    fn drop(&mut self) {
        if self.0.0.in_flight.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.0.idle.notify_waiters();
        }
    }
}

impl Drain {
    pub(crate) fn enter(&self) -> InFlight {
        self.0.in_flight.fetch_add(1, Ordering::SeqCst);
        InFlight(self.clone())
    }

    fn is_draining(&self) -> bool {
        self.0.draining.load(Ordering::SeqCst)
    }

    /// Stops fetching and waits until no job is in hand.
    pub(crate) async fn drain(&self) {
        self.0.draining.store(true, Ordering::SeqCst);
        loop {
            let idle = self.0.idle.notified();
            if self.0.in_flight.load(Ordering::SeqCst) == 0 {
                return;
            }
            idle.await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A backend with an empty queue that counts its polls; `eager` ones wake their task at once,
    /// as a fetch in flight does when it makes progress.
    struct Empty {
        polls: usize,
        eager: bool,
    }

    impl Backend for Empty {
        type Task = ();
        type Error = std::io::Error;

        fn poll_ready(&mut self, _: &mut Context<'_>, _: &WorkerContext) -> Poll<Result<(), Self::Error>> {
            Poll::Ready(Ok(()))
        }

        fn poll_next(&mut self, cx: &mut Context<'_>, _: &WorkerContext) -> Poll<Option<Result<(), Self::Error>>> {
            self.polls += 1;
            if self.eager {
                cx.waker().wake_by_ref();
            }
            Poll::Pending
        }

        fn poll_close(&mut self, _: &mut Context<'_>, _: &WorkerContext) -> Poll<Result<(), Self::Error>> {
            Poll::Ready(Ok(()))
        }
    }

    const EVERY: Duration = Duration::from_millis(50);

    fn paced(eager: bool, drain: Drain) -> Paced<Empty> {
        Paced::new(Empty { polls: 0, eager }, EVERY, drain)
    }

    /// Polls `times` times, as the worker does on every wake of its task.
    fn poll(paced: &mut Paced<Empty>, times: usize) -> usize {
        let worker = WorkerContext::new("test");
        let mut cx = Context::from_waker(Waker::noop());
        for _ in 0..times {
            let _ = paced.poll_next(&mut cx, &worker);
        }
        paced.backend.polls
    }

    #[tokio::test]
    async fn an_idle_queue_is_fetched_once_a_tick_however_often_the_worker_wakes() {
        let mut paced = paced(false, Drain::default());
        assert_eq!(poll(&mut paced, 1000), 1);
        tokio::time::sleep(EVERY + Duration::from_millis(10)).await;
        assert_eq!(poll(&mut paced, 1000), 2);
    }

    #[tokio::test]
    async fn a_fetch_that_asks_to_be_polled_is_polled_at_once() {
        let mut paced = paced(true, Drain::default());
        assert_eq!(poll(&mut paced, 5), 5);
    }

    #[tokio::test]
    async fn a_draining_worker_starts_no_fetch() {
        let drain = Drain::default();
        drain.drain().await;
        let mut paced = paced(false, drain);
        // The first look, when the worker starts, then none.
        assert_eq!(poll(&mut paced, 10), 1);
        tokio::time::sleep(EVERY + Duration::from_millis(10)).await;
        assert_eq!(poll(&mut paced, 10), 1);
    }
}
