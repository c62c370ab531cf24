//! Write transactions. SQLite lets one connection write at a time; a writer that finds the lock
//! taken sleeps in SQLite's busy handler, in steps growing to 100 ms, while holding one of the
//! pool's connections. Under a steady mix of reads and writes those sleeps were the whole tail
//! of the latency (BENCHMARKS.md, "where the soak's p99 comes from"). So this process's writers
//! first queue for their turn on the database file, in order and holding no connection, and
//! only then open the transaction; the busy handler is left to writers of other processes.

use std::collections::HashMap;
use std::ops::{Deref, DerefMut};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, LazyLock, PoisonError};
use std::time::Duration;

use sqlx::postgres::PgPool;
use sqlx::sqlite::SqlitePool;
use tokio::sync::{Mutex, OwnedMutexGuard};

/// How long a writer waits for the write lock: for its turn in this process, then in SQLite's
/// busy handler for another process's writer. Past it, the write fails as the database being
/// away for a moment (503).
pub(super) const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// A transaction that writes; it holds the process's turn on the database until it ends.
pub(crate) struct WriteTx<DB: sqlx::Database> {
    // Declared first, so dropped first: an abandoned transaction rolls back before the turn
    // passes on.
    tx: sqlx::Transaction<'static, DB>,
    _turn: Option<OwnedMutexGuard<()>>,
}

/// Write transactions this process has committed: what a reader remembered from before one
/// may be out of date (see `counts`).
static COMMITS: AtomicU64 = AtomicU64::new(0);

pub(super) fn commits() -> u64 {
    COMMITS.load(Ordering::Acquire)
}

impl<DB: sqlx::Database> WriteTx<DB> {
    pub(crate) async fn commit(self) -> sqlx::Result<()> {
        let Self { tx, _turn } = self;
        let committed = tx.commit().await;
        // Counted even when the commit's answer is lost: the transaction may have landed.
        COMMITS.fetch_add(1, Ordering::AcqRel);
        committed
    }

    pub(crate) async fn rollback(self) -> sqlx::Result<()> {
        let Self { tx, _turn } = self;
        tx.rollback().await
    }
}

impl<DB: sqlx::Database> Deref for WriteTx<DB> {
    type Target = DB::Connection;

    fn deref(&self) -> &DB::Connection {
        &self.tx
    }
}

impl<DB: sqlx::Database> DerefMut for WriteTx<DB> {
    fn deref_mut(&mut self) -> &mut DB::Connection {
        &mut self.tx
    }
}

/// Opens a transaction that writes. SQLite's default (deferred) transaction takes the write
/// lock at its first write, and fails at once with SQLITE_BUSY when another connection wrote
/// since its first read (the busy timeout does not help then); `BEGIN IMMEDIATE` takes the
/// lock first. PostgreSQL's transactions need no such care.
pub(crate) trait BeginWrite {
    type Db: sqlx::Database;

    fn begin_write(&self) -> impl Future<Output = sqlx::Result<WriteTx<Self::Db>>> + Send;
}

impl BeginWrite for SqlitePool {
    type Db = sqlx::Sqlite;

    async fn begin_write(&self) -> sqlx::Result<WriteTx<Self::Db>> {
        let turn = turn_on(self.connect_options().get_filename());
        let turn = tokio::time::timeout(BUSY_TIMEOUT, turn.lock_owned())
            .await
            .map_err(|_| {
                sqlx::Error::Io(std::io::Error::new(
                    std::io::ErrorKind::TimedOut,
                    format!(
                        "the writes before this one held the database for more than {} s",
                        BUSY_TIMEOUT.as_secs()
                    ),
                ))
            })?;
        let tx = self.begin_with("BEGIN IMMEDIATE").await?;
        Ok(WriteTx { tx, _turn: Some(turn) })
    }
}

impl BeginWrite for PgPool {
    type Db = sqlx::Postgres;

    /// The `BEGIN` runs in a task of its own: a caller dropped meanwhile (a client that hung
    /// up) cannot cut it short and leave the connection inside a transaction (see `connect`).
    async fn begin_write(&self) -> sqlx::Result<WriteTx<Self::Db>> {
        let pool = self.clone();
        let tx = tokio::spawn(async move { pool.begin().await })
            .await
            .map_err(|err| sqlx::Error::Io(std::io::Error::other(err)))??;
        Ok(WriteTx { tx, _turn: None })
    }
}

/// Like `with_db!`, for a write that is one statement: on SQLite it runs in this process's turn
/// (a transaction of its own, see `BeginWrite`), so that it too waits holding no connection; on
/// PostgreSQL it runs on the pool. `$conn` is the executor `$body` runs on, once.
macro_rules! with_write {
    ($db:expr, $conn:ident => $body:expr) => {
        match $db {
            $crate::store::Db::Sqlite(pool) => {
                async {
                    let mut tx = $crate::store::BeginWrite::begin_write(pool).await?;
                    let out = {
                        let $conn = &mut *tx;
                        $body
                    }?;
                    tx.commit().await?;
                    Ok::<_, sqlx::Error>(out)
                }
                .await
            }
            $crate::store::Db::Postgres($conn) => $body,
        }
    };
}
pub(crate) use with_write;

/// This process's queue of writers to the database `file` (a fair lock: first come, first
/// served). A file named two ways gets two queues, which SQLite's own lock still keeps apart.
pub(super) fn turn_on(file: &Path) -> Arc<Mutex<()>> {
    static TURNS: LazyLock<std::sync::Mutex<HashMap<PathBuf, Arc<Mutex<()>>>>> = LazyLock::new(Default::default);
    let mut turns = TURNS.lock().unwrap_or_else(PoisonError::into_inner);
    Arc::clone(turns.entry(file.to_path_buf()).or_default())
}

#[cfg(test)]
mod tests {
    use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions};

    use super::*;
    use crate::store::Db;

    /// A pool on a new database with one table, `t`.
    async fn pool() -> (tempfile::TempDir, SqlitePool) {
        let dir = tempfile::tempdir().unwrap();
        let options = SqliteConnectOptions::new()
            .filename(dir.path().join("news.db"))
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal);
        let pool = SqlitePoolOptions::new()
            .max_connections(4)
            .connect_with(options)
            .await
            .unwrap();
        sqlx::query("create table t (n integer)").execute(&pool).await.unwrap();
        (dir, pool)
    }

    /// The point of the queue: a writer waiting for its turn holds none of the pool's
    /// connections (readers keep them), and writes once the writer before it commits.
    #[tokio::test]
    async fn a_writer_waits_for_its_turn_without_a_connection_and_writes_after_the_one_before() {
        let (_dir, pool) = pool().await;

        let mut first = pool.begin_write().await.unwrap();
        sqlx::query("insert into t values (1)")
            .execute(&mut *first)
            .await
            .unwrap();
        let second = tokio::spawn({
            let pool = pool.clone();
            async move {
                let mut tx = pool.begin_write().await.unwrap();
                sqlx::query("insert into t values (2)").execute(&mut *tx).await.unwrap();
                tx.commit().await.unwrap();
            }
        });
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert!(!second.is_finished(), "the second writer waits");
        let in_use = pool.size() as usize - pool.num_idle();
        assert_eq!(in_use, 1, "only the writer whose turn it is holds a connection");

        first.commit().await.unwrap();
        second.await.unwrap();
        let (rows,): (i64,) = sqlx::query_as("select count(*) from t").fetch_one(&pool).await.unwrap();
        assert_eq!(rows, 2);
    }

    /// A write of one statement (`with_write!`) queues the same way.
    #[tokio::test]
    async fn a_single_statement_write_waits_for_its_turn_too() {
        let (_dir, pool) = pool().await;
        let first = pool.begin_write().await.unwrap();
        let second = tokio::spawn({
            let db = Db::Sqlite(pool.clone());
            async move {
                with_write!(&db, conn => sqlx::query("insert into t values (2)").execute(conn).await.map(|done| done.rows_affected()))
            }
        });
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert!(!second.is_finished(), "the write waits");
        assert_eq!(
            pool.size() as usize - pool.num_idle(),
            1,
            "holding no connection meanwhile"
        );
        first.commit().await.unwrap();
        assert_eq!(second.await.unwrap().unwrap(), 1);
    }
}
