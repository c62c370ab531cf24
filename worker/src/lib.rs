//! The job worker: runs the queued jobs (apalis, over the project's own database), the
//! automation rules on their schedules, and the housekeeping timers — failing backups whose
//! worker died, pruning expired backups, and trimming the search outbox and the rate-limit
//! counters. Stops cleanly on shutdown: the jobs and runs in hand are finished first.

pub mod automation;
mod environment;
mod housekeeping;
pub mod jobs;
mod poll;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use chrono::Utc;
use tokio::sync::watch;

pub use environment::Environment;

/// How often an idle worker looks for new jobs.
pub const POLL_EVERY: Duration = Duration::from_millis(500);

#[derive(Debug, thiserror::Error)]
pub enum WorkerError {
    #[error(transparent)]
    Core(#[from] news_core::Error),
    #[error("the job worker failed: {0}")]
    Queue(String),
    #[error("jobs still unfinished after {waited:?}: {jobs}")]
    Unfinished { waited: Duration, jobs: String },
}

/// The jobs and timers of one worker process.
#[derive(Clone)]
pub struct Worker {
    env: Arc<Environment>,
    poll_every: Duration,
}

impl Worker {
    pub fn new(env: Environment) -> Self {
        Self {
            env: Arc::new(env),
            poll_every: POLL_EVERY,
        }
    }

    /// Tests poll often, so that running the queue takes milliseconds.
    pub fn poll_every(mut self, every: Duration) -> Self {
        self.poll_every = every;
        self
    }

    pub fn environment(&self) -> &Environment {
        &self.env
    }

    /// Runs every kind of job and the housekeeping timers until `shutdown` resolves.
    pub async fn run(self, shutdown: impl Future<Output = ()> + Send + 'static) -> Result<(), WorkerError> {
        tracing::info!(backend = ?self.env.store.backend(), "worker started");
        let (stop, stopped) = watch::channel(false);
        let housekeeping = tokio::spawn(housekeeping::run(self.env.clone(), stopped.clone()));
        let automation = tokio::spawn(automation::run(self.env.clone(), stopped.clone(), self.poll_every));
        tokio::spawn(async move {
            shutdown.await;
            let _ = stop.send(true);
        });
        let result = self.work_until(stopped).await;
        let _ = housekeeping.await;
        let _ = automation.await;
        tracing::info!("worker stopped");
        result
    }

    /// Runs the jobs that are due until none is left unfinished, then stops: what a test does
    /// instead of sleeping while a background worker catches up. Jobs scheduled for later, or
    /// waiting for a retry, are left for later.
    pub async fn run_pending(&self, limit: Duration) -> Result<(), WorkerError> {
        let (stop, stopped) = watch::channel(false);
        let work = tokio::spawn(self.clone().work_until(stopped));
        let started = tokio::time::Instant::now();
        let outcome = loop {
            let unfinished = self.env.store.unfinished_jobs(Utc::now()).await?;
            if unfinished.is_empty() {
                break Ok(());
            }
            if started.elapsed() > limit {
                let jobs = unfinished
                    .iter()
                    .map(|job| format!("{} {} ({})", job.queue, job.id, job.status))
                    .collect::<Vec<_>>()
                    .join(", ");
                break Err(WorkerError::Unfinished { waited: limit, jobs });
            }
            tokio::time::sleep(self.poll_every).await;
        };
        let _ = stop.send(true);
        work.await.map_err(|e| WorkerError::Queue(e.to_string()))??;
        outcome
    }

    async fn work_until(self, stopped: watch::Receiver<bool>) -> Result<(), WorkerError> {
        let name = format!(
            "worker-{}-{}",
            std::process::id(),
            &uuid::Uuid::new_v4().simple().to_string()[..8]
        );
        let workers = jobs::all(&self.env, self.poll_every, &name, &stopped);
        futures::future::try_join_all(workers).await.map(drop)
    }
}
