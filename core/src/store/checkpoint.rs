//! WAL checkpoints off the writers' path. SQLite's automatic checkpoint runs inside the commit
//! that grows the WAL past 1,000 pages: that writer, and every writer queued behind it (see
//! `write`), waits while pages are copied into the database file and synced. So the pool's
//! connections never checkpoint when they commit, and a task of their own checkpoints instead,
//! in two steps. The first copies the WAL beside the writers (a passive checkpoint takes no lock
//! a reader or a writer waits for). It cannot finish while writers keep adding to the WAL, and
//! SQLite starts the WAL over only once all of it is copied: under a steady write load the WAL
//! grew by gigabytes. So once little is left, the second step takes the writers' turn and copies
//! it; the next writer then starts the WAL from its beginning.

use std::path::Path;
use std::time::Duration;

use sqlx::sqlite::SqlitePool;
use tokio::time::{Instant, MissedTickBehavior};

use super::write::turn_on;

/// How often the WAL is copied into the database file: it holds about this much of the
/// writes at most.
const INTERVAL: Duration = Duration::from_secs(1);

/// The copy in the writers' turn must be short, so it is made only when a pass beside them
/// left at most this many frames (what SQLite's own automatic checkpoint copies at a time,
/// about 4 MB)...
const TURN_FRAMES: i64 = 1000;
/// ...and that pass and the wait for the turn took at most this long: what writers committed
/// meanwhile, in this time, is not more than the turn can copy in about as long.
const QUIET: Duration = Duration::from_millis(250);
/// Passes at most in one tick; the next tick goes on.
const PASSES: usize = 8;

/// Checkpoints `pool`'s database every `INTERVAL` until the pool is closed. (SQLite still
/// checkpoints when the last connection closes, as a command-line run's does.)
pub(super) fn spawn(pool: SqlitePool) {
    let file = pool.connect_options().get_filename().to_path_buf();
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(INTERVAL);
        ticks.set_missed_tick_behavior(MissedTickBehavior::Delay);
        loop {
            ticks.tick().await;
            if pool.is_closed() {
                return;
            }
            if let Err(e) = checkpoint(&pool, &file).await
                && !pool.is_closed()
            {
                tracing::warn!(error = %e, "WAL checkpoint failed; the next one retries");
            }
        }
    });
}

async fn checkpoint(pool: &SqlitePool, file: &Path) -> sqlx::Result<()> {
    const PASSIVE: &str = "pragma wal_checkpoint(passive)";
    let mut left = i64::MAX;
    for _ in 0..PASSES {
        let started = Instant::now();
        let (_busy, frames, copied): (i64, i64, i64) = sqlx::query_as(PASSIVE).fetch_one(pool).await?;
        if frames <= 0 {
            return Ok(());
        }
        let remaining = frames - copied;
        // Not only when this pass fell short: writers may have added frames since it looked,
        // and only a copy made in their turn lets the next writer start the WAL over.
        if remaining <= TURN_FRAMES {
            let _turn = turn_on(file).lock_owned().await;
            if started.elapsed() <= QUIET {
                sqlx::query(PASSIVE).execute(pool).await?;
                return Ok(());
            }
            // A writer held the turn or committed during the pass: it may have written much.
            left = i64::MAX;
            continue;
        }
        // Too much to copy in the writers' turn: after a large write (an import, a restore)
        // a pass copies gigabytes, and the writes that follow it meanwhile can be as large.
        // Copied in their turn, they kept the next writer waiting past its timeout (a million
        // demo articles failed to load so). So it passes again beside the writers, each pass
        // shorter than the one before, unless a reader holds the frames back or the writers
        // outpace it: then the next tick tries again.
        if remaining >= left {
            return Ok(());
        }
        left = remaining;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::BeginWrite as _;
    use crate::store::{Db, Store, new_sqlite_store};

    /// A store on a new SQLite file, with a table `filler` to write to.
    async fn store_with_filler() -> (tempfile::TempDir, std::path::PathBuf, Store) {
        let (dir, file, store) = new_sqlite_store().await;
        let Db::Sqlite(pool) = &store.db else { unreachable!() };
        sqlx::query("create table filler (data blob)")
            .execute(pool)
            .await
            .unwrap();
        (dir, file, store)
    }

    /// A commit leaves the WAL alone, and the task copies it into the database file: written
    /// pages reach the file within a few seconds though no writer checkpoints (the automatic
    /// checkpoint would wait for 1,000 pages, 2.5 times what is written here).
    #[tokio::test]
    async fn the_wal_reaches_the_database_file_without_a_writer_checkpointing() {
        let (_dir, file, store) = store_with_filler().await;
        let Db::Sqlite(pool) = &store.db else { unreachable!() };

        let (pages,): (i64,) = sqlx::query_as("pragma wal_autocheckpoint")
            .fetch_one(pool)
            .await
            .unwrap();
        assert_eq!(pages, 0, "commits do not checkpoint");

        // Let the checkpoint of the setup pass, then write 1.5 MB.
        tokio::time::sleep(INTERVAL * 2).await;
        let before = std::fs::metadata(&file).unwrap().len();
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

    /// Under writes that never stop for long, the WAL is still started over: its file stays a
    /// fraction of what was written in 8 s (without the second step it held all of it).
    #[tokio::test]
    async fn a_steady_write_load_does_not_grow_the_wal_without_end() {
        let (_dir, file, store) = store_with_filler().await;
        let Db::Sqlite(pool) = &store.db else { unreachable!() };

        let started = tokio::time::Instant::now();
        let mut written = 0u64;
        while started.elapsed() < INTERVAL * 8 {
            let mut tx = pool.begin_write().await.unwrap();
            sqlx::query("insert into filler values (randomblob(16384))")
                .execute(&mut *tx)
                .await
                .unwrap();
            tx.commit().await.unwrap();
            written += 16384;
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
        let mut wal = file.clone().into_os_string();
        wal.push("-wal");
        let wal = std::fs::metadata(wal).unwrap().len();
        assert!(
            wal < written / 3,
            "the WAL file is {wal} bytes after {written} bytes written"
        );
        store.close().await;
    }

    /// The writers' turn is taken for a little left to copy, never for much: with a reader
    /// holding 6 MB of new frames back, a checkpoint returns without waiting for the turn (held
    /// here); once the reader is gone it copies them all and then waits for the turn.
    #[tokio::test]
    async fn the_writers_turn_is_taken_only_for_the_little_left_to_copy() {
        let (_dir, file, store) = store_with_filler().await;
        let Db::Sqlite(pool) = &store.db else { unreachable!() };
        let mut reader = pool.begin().await.unwrap();
        sqlx::query("select count(*) from filler")
            .fetch_one(&mut *reader)
            .await
            .unwrap();
        for _ in 0..96 {
            sqlx::query("insert into filler values (randomblob(65536))")
                .execute(pool)
                .await
                .unwrap();
        }
        let turn = turn_on(&file).lock_owned().await;

        tokio::time::timeout(Duration::from_secs(5), checkpoint(pool, &file))
            .await
            .expect("a checkpoint with much left to copy does not wait for the writers' turn")
            .unwrap();

        reader.rollback().await.unwrap();
        let waiting = tokio::spawn({
            let (pool, file) = (pool.clone(), file.clone());
            async move { checkpoint(&pool, &file).await }
        });
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert!(
            !waiting.is_finished(),
            "with little left, the checkpoint waits for the turn"
        );
        drop(turn);
        waiting.await.unwrap().unwrap();
        store.close().await;
    }
}
