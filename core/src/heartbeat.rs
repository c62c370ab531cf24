//! A long job says it is still alive at an interval (a backup, a campaign), so that a job whose
//! process died can be told from one still running and be taken over.

use std::future::Future;
use std::time::Duration;

use crate::Result;

/// Beats until dropped, so that a job that ends in any way (an error, a panic, a cancelled
/// future) stops beating.
pub struct Heartbeat(tokio::task::JoinHandle<()>);

impl Heartbeat {
    /// Calls `beat` every `every`, logging a failed beat as about `what`.
    pub fn start<F, Fut>(every: Duration, what: String, beat: F) -> Self
    where
        F: Fn() -> Fut + Send + 'static,
        Fut: Future<Output = Result<()>> + Send,
    {
        Self(tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            loop {
                tick.tick().await;
                if let Err(err) = beat().await {
                    tracing::warn!(%what, error = %err, "heartbeat failed");
                }
            }
        }))
    }
}

impl Drop for Heartbeat {
    fn drop(&mut self) {
        self.0.abort();
    }
}
