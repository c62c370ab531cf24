//! Timers: campaigns, backups and automation runs whose worker died, site rebuilds after content
//! changes, the dashboard's sums, expired backups, the search outbox, the automation history,
//! rate-limit windows, dead tokens and old client addresses. Scheduled publishing and the
//! trending recompute are automation rules (`crate::automation`), which admins can change.

use std::sync::Arc;
use std::time::{Duration, Instant};

use chrono::Utc;
use news_core::auth::Actor;
use news_core::domain::jobs::{RebuildSite, SendCampaign};
use news_core::podcasts::{UNUSED_AUDIO_GRACE, sweep_unused_audio};
use tokio::sync::watch;

use crate::Environment;
use crate::jobs::STALLED_AFTER;

/// How long the search change log is kept; an index that falls further behind is rebuilt.
const OUTBOX_RETENTION_DAYS: i64 = 7;
/// How long the history of automation runs is kept.
const RUN_RETENTION_DAYS: i64 = 30;
/// A run this long past its rule's timeout is taken for one whose worker died.
const RUN_GRACE: chrono::Duration = chrono::Duration::minutes(2);
const EVERY: Duration = Duration::from_secs(60);
/// Campaigns and backups are watched more closely: subscribers wait for the rest of a stalled
/// campaign, and an operator for a backup.
const CAMPAIGNS_EVERY: Duration = Duration::from_secs(5);
/// Changes are gathered this long before a site rebuild starts, so a burst of edits is one
/// build, and a change still reaches the pages within a minute.
const SITE_DEBOUNCE: Duration = Duration::from_secs(10);
/// A rebuild queued this long ago that has not recorded a build failed for good: queue another.
const SITE_REQUEUE_AFTER: Duration = Duration::from_secs(600);

pub(crate) async fn run(env: Arc<Environment>, mut stopped: watch::Receiver<bool>) {
    let system = Actor::operator("worker");
    let mut tick = tokio::time::interval(EVERY);
    let mut campaigns = tokio::time::interval(CAMPAIGNS_EVERY);
    let mut rounds: u64 = 0;
    let mut site_queued: QueuedRebuild = None;
    loop {
        let campaigns_due = tokio::select! {
            _ = stopped.wait_for(|stop| *stop) => return,
            _ = campaigns.tick() => true,
            _ = tick.tick() => false,
        };
        if campaigns_due {
            resume_stalled_campaigns(&env).await;
            recover_abandoned_backups(&env).await;
            if env.config.site_rebuild {
                watch_site(&env, &mut site_queued).await;
            }
            continue;
        }
        if let Err(err) = env.store.refresh_dashboard(Utc::now()).await {
            tracing::warn!(error = %err, "summing the dashboard's counts failed");
        }
        match env.store.fail_abandoned_runs(Utc::now(), RUN_GRACE).await {
            Ok(0) => {}
            Ok(failed) => tracing::warn!(failed, "automation runs abandoned by a stopped worker marked failed"),
            Err(err) => tracing::warn!(error = %err, "checking for abandoned automation runs failed"),
        }
        // Hourly: expired backups, the outbox, old rate-limit windows, dead tokens.
        if rounds.is_multiple_of(60) {
            hourly(&env, &system).await;
        }
        rounds += 1;
    }
}

/// A campaign whose worker died is handed to this one: its claimed deliveries are released and
/// a job is queued to carry on (a second sender on the same campaign would do no harm).
async fn recover_abandoned_backups(env: &Environment) {
    match env.backups.recover_abandoned().await {
        Ok(abandoned) => {
            if !abandoned.taken_over.is_empty() {
                tracing::warn!(backups = ?abandoned.taken_over, "backups abandoned by a stopped worker queued again");
            }
            if abandoned.failed > 0 {
                tracing::warn!(
                    failed = abandoned.failed,
                    "backups or restores abandoned by a stopped worker marked failed"
                );
            }
        }
        Err(err) => tracing::warn!(error = %err, "checking for abandoned backups and restores failed"),
    }
}

async fn resume_stalled_campaigns(env: &Environment) {
    let stalled = match env.store.stalled_campaigns(Utc::now() - STALLED_AFTER).await {
        Ok(stalled) => stalled,
        Err(err) => return tracing::warn!(error = %err, "checking for stalled campaigns failed"),
    };
    for campaign_id in stalled {
        let resumed = async {
            env.store.release_deliveries(campaign_id).await?;
            env.store.campaign_heartbeat(campaign_id).await?;
            env.store.enqueue(SendCampaign { campaign_id }, None).await
        };
        match resumed.await {
            Ok(()) => tracing::warn!(campaign = campaign_id, "a stalled campaign is resumed"),
            Err(err) => tracing::warn!(campaign = campaign_id, error = %err, "resuming a stalled campaign failed"),
        }
    }
}

/// A site rebuild this worker queued: the build cursor then, and when.
type QueuedRebuild = Option<(i64, Instant)>;

/// Queues a site rebuild when articles changed since the last build and none is queued: one is
/// queued until a build is recorded past the cursor it was queued at (or it is given up on).
async fn watch_site(env: &Environment, queued: &mut QueuedRebuild) {
    let store = &env.store;
    let state = async {
        Ok::<_, news_core::Error>((
            store.outbox_head().await?,
            store.site_build_cursor().await?.unwrap_or(0),
        ))
    };
    let (head, cursor) = match state.await {
        Ok(state) => state,
        Err(err) => return tracing::warn!(error = %err, "checking for site changes failed"),
    };
    if queued.is_some_and(|(at_cursor, at)| cursor == at_cursor && at.elapsed() < SITE_REQUEUE_AFTER) || head <= cursor
    {
        return;
    }
    match store.enqueue(RebuildSite {}, Some(Utc::now() + SITE_DEBOUNCE)).await {
        Ok(()) => *queued = Some((cursor, Instant::now())),
        Err(err) => tracing::warn!(error = %err, "queueing a site rebuild failed"),
    }
}

async fn hourly(env: &Environment, system: &Actor) {
    let store = &env.store;
    match env.backups.prune(system).await {
        Ok(0) => {}
        Ok(pruned) => tracing::info!(pruned, "expired backups deleted"),
        Err(err) => tracing::warn!(error = %err, "pruning backups failed"),
    }
    let before = Utc::now() - chrono::Duration::days(OUTBOX_RETENTION_DAYS);
    if let Err(err) = store.prune_outbox(before).await {
        tracing::warn!(error = %err, "search outbox prune failed");
    }
    if let Err(err) = store
        .prune_runs(Utc::now() - chrono::Duration::days(RUN_RETENTION_DAYS))
        .await
    {
        tracing::warn!(error = %err, "automation history prune failed");
    }
    if let Err(err) = store.prune_rate_limits(Utc::now().timestamp() - 2 * 3600).await {
        tracing::warn!(error = %err, "rate-limit prune failed");
    }
    match store.empty_trash(Utc::now()).await {
        Ok(0) => {}
        Ok(purged) => tracing::info!(purged, "articles deleted over 30 days ago purged"),
        Err(err) => tracing::warn!(error = %err, "emptying the article trash failed"),
    }
    let unused_before = std::time::SystemTime::now() - UNUSED_AUDIO_GRACE;
    match sweep_unused_audio(store, env.backups.media(), unused_before).await {
        Ok(0) => {}
        Ok(removed) => tracing::info!(removed, "uploaded audio no episode used deleted"),
        Err(err) => tracing::warn!(error = %err, "deleting unused audio failed"),
    }
    match store.prune_tokens(Utc::now()).await {
        Ok(pruned) => tracing::debug!(?pruned, "expired and used tokens deleted"),
        Err(err) => tracing::warn!(error = %err, "token prune failed"),
    }
    let pii_before = Utc::now() - chrono::Duration::days(env.config.interaction_pii_days);
    match store.forget_interaction_pii(pii_before).await {
        Ok(0) => {}
        Ok(cleared) => tracing::info!(cleared, "client addresses of old interactions erased"),
        Err(err) => tracing::warn!(error = %err, "erasing old client addresses failed"),
    }
}
