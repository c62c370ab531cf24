//! The id of the request being served, kept for the work it leads to: a job queued while
//! serving it carries the id, and the worker logs the job under it, so one id finds a reader's
//! request and the backup or campaign it started in the logs of every node.

use std::sync::Arc;

tokio::task_local! {
    /// Set by the server around each request and by the worker around each job.
    pub static REQUEST_ID: Arc<str>;
}

/// The id of the request (or job) this task is serving, if any.
pub fn current_id() -> Option<Arc<str>> {
    REQUEST_ID.try_with(Arc::clone).ok()
}
