//! Background jobs: what a kind of job is (its queue, attempts and back-off) and the payloads the
//! server and `newsctl` enqueue for the worker. The worker gives each kind its code
//! (`worker/src/jobs/`); everything else only enqueues and reads the queue.

use std::time::Duration;

use chrono::{DateTime, Utc};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::identity::Actor;

/// A kind of job. Its payload is stored as JSON in the queue, so a job enqueued by one version
/// runs on the next: add fields with defaults, never rename one.
pub trait Job: Clone + Serialize + DeserializeOwned + Send + Sync + Unpin + 'static {
    /// The queue's name, stored with every job of this kind.
    const NAME: &'static str;
    /// Tries in all before the job is failed for good.
    const MAX_ATTEMPTS: usize = 3;
    /// The wait before the first retry; it doubles (with jitter) up to `BACKOFF_MAX`.
    const BACKOFF: Duration = Duration::from_secs(5);
    const BACKOFF_MAX: Duration = Duration::from_secs(60);
    /// Jobs of this kind one worker runs at once.
    const CONCURRENCY: usize = 1;
}

/// Make the backup of a backup_history row that is in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MakeBackup {
    pub backup_id: i64,
}

impl Job for MakeBackup {
    const NAME: &'static str = "backups";
}

/// Run a restore the admin area asked for (a restore_runs row), audited as done by `actor`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RestoreBackup {
    pub run_id: i64,
    pub actor: Actor,
}

impl Job for RestoreBackup {
    const NAME: &'static str = "restores";
    /// A restore replaces everything: it runs again only when an admin asks again.
    const MAX_ATTEMPTS: usize = 1;
}

/// Render again the prerendered pages that the article changes since the last site build
/// touch. The plan is made when the job runs, so one run covers every change before it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RebuildSite {}

impl Job for RebuildSite {
    const NAME: &'static str = "site-rebuilds";
    const BACKOFF: Duration = Duration::from_secs(30);
}

/// Mail the newsletter confirmation link to a subscriber who asked to subscribe.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConfirmSubscription {
    pub subscriber_id: i64,
}

impl Job for ConfirmSubscription {
    const NAME: &'static str = "newsletter-confirmations";
    const MAX_ATTEMPTS: usize = 5;
    const CONCURRENCY: usize = 4;
}

/// Deliver a newsletter campaign: claim its pending deliveries in batches and send them. Run
/// again (by a retry, or after a worker died) it carries on where the last run stopped.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SendCampaign {
    pub campaign_id: i64,
}

impl Job for SendCampaign {
    const NAME: &'static str = "newsletter-campaigns";
    const MAX_ATTEMPTS: usize = 10;
    const BACKOFF_MAX: Duration = Duration::from_secs(300);
}

/// Carry out an AI Studio run (an ai_runs row).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GenerateWithAi {
    pub run_id: i64,
}

impl Job for GenerateWithAi {
    const NAME: &'static str = "ai-studio";
    /// A failed run is reported to the editor, who asks again if they want.
    const MAX_ATTEMPTS: usize = 1;
    const CONCURRENCY: usize = 2;
}

/// A job as the queue holds it, for `newsctl jobs list` and the admin area.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema, sqlx::FromRow)]
pub struct JobInfo {
    pub id: String,
    pub queue: String,
    /// Pending, Queued, Running, Done, Failed or Killed.
    pub status: String,
    pub attempts: i64,
    pub max_attempts: i64,
    /// The error of the last failed attempt.
    pub error: Option<String>,
    /// The id (`x-request-id`) of the request that queued it, or of the job that did.
    pub request_id: Option<String>,
    pub finished_at: Option<DateTime<Utc>>,
}
