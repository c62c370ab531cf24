//! How often an idle worker looks at the queue.

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use apalis_core::backend::ext::poll_strategy::{PollSnapshot, PollStrategy};

/// Polls the queue every `every`. apalis's own interval strategy arms its next timer only when
/// it is polled again, which the worker does not always do after an empty fetch: a job queued
/// then waited for the next heartbeat (30 s). This one arms the next tick as soon as one fires.
pub(crate) struct Every {
    every: Duration,
    sleep: Pin<Box<tokio::time::Sleep>>,
}

impl Every {
    pub(crate) fn new(every: Duration) -> Self {
        Self {
            every,
            sleep: Box::pin(tokio::time::sleep(every)),
        }
    }
}

impl Clone for Every {
    fn clone(&self) -> Self {
        Self::new(self.every)
    }
}

impl PollStrategy for Every {
    fn poll_drive(&mut self, cx: &mut Context<'_>, _: &PollSnapshot) -> Poll<Option<()>> {
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
