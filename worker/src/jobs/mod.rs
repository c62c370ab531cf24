//! One file per kind of job, and the one list that registers them. Each kind gets its own apalis
//! worker over its queue, with its retry policy, so a slow campaign never holds up a backup.

mod ai;
mod backup;
mod campaign;
mod confirmation;
mod restore;
mod site;

pub(crate) use campaign::STALLED_AFTER;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use apalis::layers::retry::backoff::{ExponentialBackoff, ExponentialBackoffMaker, MakeBackoff};
use apalis::layers::retry::{BackoffRetryPolicy, HasherRng, RetryPolicy};
use apalis::prelude::*;
use futures::future::BoxFuture;
use news_core::domain::jobs::{
    ConfirmSubscription, GenerateWithAi, Job, MakeBackup, RebuildSite, RestoreBackup, SendCampaign,
};
use news_core::request::REQUEST_ID;
use news_core::store::{JobStorage, JobTrace, REQUEST_ID_KEY};
use tokio::sync::watch;
use tracing::Instrument as _;

use crate::poll::{Drain, Paced};
use crate::{Environment, WorkerError};

/// Which try of a job this is.
#[derive(Clone, Copy, Debug)]
pub struct Attempt {
    /// From 1.
    pub number: usize,
    /// No retry follows if this one fails.
    pub last: bool,
}

/// What a kind of job does when the worker runs it.
pub trait RunJob: Job {
    fn run(self, env: &Environment, attempt: Attempt) -> impl Future<Output = Result<(), WorkerError>> + Send;
}

/// Every kind of job the worker runs: add a new kind here and in its own file.
pub(crate) fn all(
    env: &Arc<Environment>,
    poll_every: Duration,
    name: &str,
    stop: &watch::Receiver<bool>,
) -> Vec<BoxFuture<'static, Result<(), WorkerError>>> {
    let drain = Drain::default();
    vec![
        work::<MakeBackup>(env, poll_every, name, stop, &drain),
        work::<RestoreBackup>(env, poll_every, name, stop, &drain),
        work::<ConfirmSubscription>(env, poll_every, name, stop, &drain),
        work::<SendCampaign>(env, poll_every, name, stop, &drain),
        work::<RebuildSite>(env, poll_every, name, stop, &drain),
        work::<GenerateWithAi>(env, poll_every, name, stop, &drain),
    ]
}

/// An apalis worker for the jobs of kind `J`, until `stop` turns true; the jobs in hand (of
/// every kind) are finished first.
fn work<J: RunJob>(
    env: &Arc<Environment>,
    poll_every: Duration,
    name: &str,
    stop: &watch::Receiver<bool>,
    drain: &Drain,
) -> BoxFuture<'static, Result<(), WorkerError>> {
    let env = env.clone();
    let name = format!("{name}-{}", J::NAME);
    let mut stop = stop.clone();
    let signal = {
        let drain = drain.clone();
        async move {
            let _ = stop.wait_for(|stop| *stop).await;
            drain.drain().await;
            Ok::<(), std::io::Error>(())
        }
    };
    let drain = drain.clone();
    // The same worker over either backend's storage.
    macro_rules! run {
        ($storage:expr) => {
            WorkerBuilder::new(name)
                .backend(Paced::new($storage, poll_every, drain.clone()))
                .data(env)
                .data(drain)
                .concurrency(J::CONCURRENCY)
                .retry(retry_policy::<J>())
                .build(handle::<J>)
                .run_until(signal)
                .await
                .map_err(|e| WorkerError::Queue(e.to_string()))
        };
    }
    let storage = env.store.job_storage::<J>();
    Box::pin(async move {
        match storage {
            JobStorage::Sqlite(storage) => run!(storage),
            JobStorage::Postgres(storage) => run!(storage),
        }
    })
}

/// Runs one job under a span with the id of the request that queued it, inside that request's
/// trace; jobs it queues in turn carry both.
async fn handle<J: RunJob>(
    job: J,
    env: Data<Arc<Environment>>,
    drain: Data<Drain>,
    attempt: apalis::prelude::Attempt,
    metadata: MetadataStore,
) -> Result<(), BoxDynError> {
    let _in_hand = drain.enter();
    let attempt = Attempt {
        number: attempt.current(),
        last: attempt.current() >= J::MAX_ATTEMPTS,
    };
    let request_id = metadata.get(REQUEST_ID_KEY).map(Arc::<str>::from);
    let span = tracing::info_span!(
        "job",
        otel.name = J::NAME,
        otel.kind = "consumer",
        job = J::NAME,
        attempt = attempt.number,
        request.id = request_id.as_deref().unwrap_or("-")
    );
    news_core::request::join_trace(&span, &JobTrace(&metadata));
    let run = async move {
        job.run(&env, attempt).await.map_err(|err| {
            tracing::warn!(error = %err, "job failed");
            err.into()
        })
    }
    .instrument(span);
    match request_id {
        Some(id) => REQUEST_ID.scope(id, run).await,
        None => run.await,
    }
}

fn retry_policy<J: Job>() -> BackoffRetryPolicy<ExponentialBackoff> {
    let backoff = ExponentialBackoffMaker::new(J::BACKOFF, J::BACKOFF_MAX, 0.5, HasherRng::default())
        .expect("valid back-off bounds")
        .make_backoff();
    RetryPolicy::retries(J::MAX_ATTEMPTS - 1).with_backoff(backoff)
}
