//! The job worker. Its jobs (newsletters, automation, backups) arrive in later issues; for now it
//! connects to the store and keeps the outbox log and the rate-limit counters trimmed, and it
//! stops cleanly on shutdown.

use std::future::Future;
use std::time::Duration;

use chrono::Utc;
use news_core::Store;

/// How long the search change log is kept; an index that falls further behind is rebuilt.
const OUTBOX_RETENTION_DAYS: i64 = 7;
const PRUNE_EVERY: Duration = Duration::from_secs(3600);

/// Runs until `shutdown` resolves.
pub async fn run(store: Store, shutdown: impl Future<Output = ()>) -> news_core::Result<()> {
    tracing::info!(backend = ?store.backend(), "worker started");
    tokio::pin!(shutdown);
    let mut tick = tokio::time::interval(PRUNE_EVERY);
    loop {
        tokio::select! {
            () = &mut shutdown => break,
            _ = tick.tick() => {
                let before = Utc::now() - chrono::Duration::days(OUTBOX_RETENTION_DAYS);
                match store.prune_outbox(before).await {
                    Ok(0) => {}
                    Ok(pruned) => tracing::info!(pruned, "search outbox pruned"),
                    Err(err) => tracing::warn!(error = %err, "search outbox prune failed"),
                }
                // Every limit window is at most an hour; older counters only take space.
                if let Err(err) = store.prune_rate_limits(Utc::now().timestamp() - 2 * 3600).await {
                    tracing::warn!(error = %err, "rate-limit prune failed");
                }
            }
        }
    }
    tracing::info!("worker stopped");
    Ok(())
}
