//! The job worker: runs the queued jobs (apalis, over the project's own database) and the
//! housekeeping timers — failing backups whose worker died, pruning expired backups, and
//! trimming the search outbox and the rate-limit counters. Stops cleanly on shutdown: the job
//! in hand is finished before the worker returns.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use apalis::layers::retry::backoff::{ExponentialBackoff, ExponentialBackoffMaker, MakeBackoff};
use apalis::layers::retry::{BackoffRetryPolicy, HasherRng, RetryPolicy};
use apalis::prelude::*;
use apalis_core::backend::ext::poll_strategy::{PollSnapshot, PollStrategy};
use apalis_postgres::PostgresStorage;
use apalis_sqlite::SqliteStorage;
use chrono::Utc;
use news_core::Store;
use news_core::auth::Actor;
use news_core::backup::Backups;
use news_core::jobs::{BACKUP_ATTEMPTS, BACKUP_QUEUE, BackupJob};
use news_core::store::Db;

/// How long the search change log is kept; an index that falls further behind is rebuilt.
const OUTBOX_RETENTION_DAYS: i64 = 7;
const HOUSEKEEPING_EVERY: Duration = Duration::from_secs(60);
const POLL_EVERY: Duration = Duration::from_millis(500);

#[derive(Debug, thiserror::Error)]
pub enum WorkerError {
    #[error(transparent)]
    Core(#[from] news_core::Error),
    #[error("the job worker failed: {0}")]
    Queue(String),
}

/// Runs until `shutdown` resolves.
pub async fn run(
    store: Store,
    backups: Backups,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), WorkerError> {
    tracing::info!(backend = ?store.backend(), "worker started");
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let housekeeping = tokio::spawn(housekeeping(store.clone(), backups.clone(), stopped));
    let name = format!("worker-{}-{}", std::process::id(), uuid_suffix());
    let signal = async move {
        shutdown.await;
        Ok::<(), std::io::Error>(())
    };
    // The same worker over either backend's storage.
    macro_rules! work {
        ($storage:expr) => {
            WorkerBuilder::new(name)
                .backend($storage.poll_with_strategy(Every::new(POLL_EVERY)))
                .data(Arc::new(backups))
                .concurrency(1)
                .retry(retry_policy())
                .build(make_backup)
                .run_until(signal)
                .await
        };
    }
    let result = match store.db() {
        Db::Sqlite(pool) => work!(
            SqliteStorage::<BackupJob>::new(pool).with_config(apalis_sqlite::Config::default().queue(BACKUP_QUEUE))
        ),
        Db::Postgres(pool) => work!(
            PostgresStorage::<BackupJob>::new(pool).with_config(apalis_postgres::Config::default().queue(BACKUP_QUEUE))
        ),
    };
    let _ = stop.send(true);
    let _ = housekeeping.await;
    tracing::info!("worker stopped");
    result.map_err(|e| WorkerError::Queue(e.to_string()))
}

/// Polls the queue every `every`. apalis's own interval strategy arms its next timer only when
/// it is polled again, which the worker does not always do after an empty fetch: a job queued
/// then waited for the next heartbeat (30 s). This one arms the next tick as soon as one fires.
struct Every {
    every: Duration,
    sleep: Pin<Box<tokio::time::Sleep>>,
}

impl Every {
    fn new(every: Duration) -> Self {
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

fn uuid_suffix() -> String {
    uuid::Uuid::new_v4().simple().to_string()[..8].to_string()
}

fn retry_policy() -> BackoffRetryPolicy<ExponentialBackoff> {
    let backoff = ExponentialBackoffMaker::new(
        Duration::from_secs(5),
        Duration::from_secs(60),
        0.5,
        HasherRng::default(),
    )
    .expect("valid back-off bounds")
    .make_backoff();
    RetryPolicy::retries(BACKUP_ATTEMPTS - 1).with_backoff(backoff)
}

/// The backup job: makes the backup of a history row. A row that is no longer in progress
/// (done, or failed by a restart) is left as it is, so a retried job does no harm. The row is
/// failed only when the last attempt fails; the error is then also the job's.
async fn make_backup(job: BackupJob, backups: Data<Arc<Backups>>, attempt: Attempt) -> Result<(), BoxDynError> {
    let final_attempt = attempt.current() >= BACKUP_ATTEMPTS;
    tracing::info!(backup = job.backup_id, attempt = attempt.current(), "making a backup");
    let record = backups.run(job.backup_id, Arc::new(|_| {}), final_attempt).await?;
    tracing::info!(backup = record.id, status = ?record.status, "backup done");
    Ok(())
}

async fn housekeeping(store: Store, backups: Backups, mut stopped: tokio::sync::watch::Receiver<bool>) {
    let system = Actor::operator("worker");
    let mut tick = tokio::time::interval(HOUSEKEEPING_EVERY);
    let mut rounds: u64 = 0;
    loop {
        tokio::select! {
            _ = stopped.wait_for(|stop| *stop) => return,
            _ = tick.tick() => {}
        }
        match backups.fail_abandoned().await {
            Ok(0) => {}
            Ok(failed) => tracing::warn!(failed, "backups abandoned by a stopped worker marked failed"),
            Err(err) => tracing::warn!(error = %err, "checking for abandoned backups failed"),
        }
        // Hourly: expired backups, the outbox, old rate-limit windows, dead tokens.
        if rounds.is_multiple_of(60) {
            match backups.prune(&system).await {
                Ok(0) => {}
                Ok(pruned) => tracing::info!(pruned, "expired backups deleted"),
                Err(err) => tracing::warn!(error = %err, "pruning backups failed"),
            }
            let before = Utc::now() - chrono::Duration::days(OUTBOX_RETENTION_DAYS);
            if let Err(err) = store.prune_outbox(before).await {
                tracing::warn!(error = %err, "search outbox prune failed");
            }
            if let Err(err) = store.prune_rate_limits(Utc::now().timestamp() - 2 * 3600).await {
                tracing::warn!(error = %err, "rate-limit prune failed");
            }
            match store.prune_tokens(Utc::now()).await {
                Ok(pruned) => tracing::debug!(?pruned, "expired and used tokens deleted"),
                Err(err) => tracing::warn!(error = %err, "token prune failed"),
            }
        }
        rounds += 1;
    }
}
