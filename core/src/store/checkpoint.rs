//! WAL checkpoints off the writers' path. SQLite's automatic checkpoint runs inside the commit
//! that grows the WAL past 1,000 pages: that writer, and every writer queued behind it (see
//! `write`), waits while pages are copied into the database file and synced. So the pool's
//! connections never checkpoint when they commit, and a task of their own checkpoints instead.
//! A passive checkpoint takes no lock that a reader or a writer waits for.

use std::time::Duration;

use sqlx::sqlite::SqlitePool;
use tokio::time::MissedTickBehavior;

/// How often the WAL is copied into the database file. A second of writes is far below the
/// automatic checkpoint's 1,000 pages under any load this process sustains, so the WAL stays
/// as small as before.
const INTERVAL: Duration = Duration::from_secs(1);

/// Checkpoints `pool`'s database every `INTERVAL` until the pool is closed. (SQLite still
/// checkpoints when the last connection closes, as a command-line run's does.)
pub(super) fn spawn(pool: SqlitePool) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(INTERVAL);
        ticks.set_missed_tick_behavior(MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if pool.is_closed() {
                return;
            }
            if let Err(e) = sqlx::query("pragma wal_checkpoint(passive)").execute(&pool).await
                && !pool.is_closed()
            {
                tracing::warn!(error = %e, "WAL checkpoint failed; the next one retries");
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::DatabaseUrl;
    use crate::store::{Db, Store};

    /// A commit leaves the WAL alone, and the task copies it into the database file: written
    /// pages reach the file within a few seconds though no writer checkpoints (the automatic
    /// checkpoint would wait for 1,000 pages, 2.5 times what is written here).
    #[tokio::test]
    async fn the_wal_reaches_the_database_file_without_a_writer_checkpointing() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("news.db");
        let store = Store::open(&DatabaseUrl::new(format!("sqlite://{}", file.display())))
            .await
            .unwrap();
        let Db::Sqlite(pool) = &store.db else { unreachable!() };

        let (pages,): (i64,) = sqlx::query_as("pragma wal_autocheckpoint")
            .fetch_one(pool)
            .await
            .unwrap();
        assert_eq!(pages, 0, "commits do not checkpoint");

        // Let the checkpoint of the migrations pass, then write 1.5 MB.
        tokio::time::sleep(INTERVAL * 2).await;
        let before = std::fs::metadata(&file).unwrap().len();
        sqlx::query("create table filler (data blob)")
            .execute(pool)
            .await
            .unwrap();
        for _ in 0..24 {
            sqlx::query("insert into filler values (randomblob(65536))")
                .execute(pool)
                .await
                .unwrap();
        }
        let mut grown = 0;
        for _ in 0..50 {
            grown = std::fs::metadata(&file).unwrap().len().saturating_sub(before);
            if grown >= 1 << 20 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert!(grown >= 1 << 20, "the database file grew by {grown} bytes in 5 s");
        store.close().await;
    }
}
