//! How often an idle worker looks at the queue, and how it stops looking.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::sync::Notify;

use apalis_core::backend::ext::poll_strategy::{PollSnapshot, PollStrategy};

/// Polls the queue every `every`. apalis's own interval strategy arms its next timer only when
/// it is polled again, which the worker does not always do after an empty fetch: a job queued
/// then waited for the next heartbeat (30 s). This one arms the next tick as soon as one fires.
/// A draining worker fetches nothing more.
pub(crate) struct Every {
    every: Duration,
    sleep: Pin<Box<tokio::time::Sleep>>,
    drain: Drain,
}

impl Every {
    pub(crate) fn new(every: Duration, drain: Drain) -> Self {
        Self {
            every,
            sleep: Box::pin(tokio::time::sleep(every)),
            drain,
        }
    }
}

impl Clone for Every {
    fn clone(&self) -> Self {
        Self::new(self.every, self.drain.clone())
    }
}

impl PollStrategy for Every {
    fn poll_drive(&mut self, cx: &mut Context<'_>, _: &PollSnapshot) -> Poll<Option<()>> {
        if self.drain.is_draining() {
            return Poll::Pending;
        }
        match self.sleep.as_mut().poll(cx) {
            Poll::Ready(()) => {
                self.sleep.as_mut().reset(tokio::time::Instant::now() + self.every);
                // Registers the waker for the next tick now; it is pending for `every`.
                let _ = self.sleep.as_mut().poll(cx);
                Poll::Ready(Some(()))
            }
            Poll::Pending => Poll::Pending,
        }
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
