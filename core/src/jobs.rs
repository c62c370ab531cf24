//! The job queue: apalis storage in the project's own database (SQLite in the embedded mode,
//! PostgreSQL at scale), so that enqueuing needs nothing more than the database. The worker
//! runs the jobs; the server and `newsctl` only enqueue them and read their state.

use apalis::prelude::{TaskBuilder, TaskSink as _};
use apalis_postgres::PostgresStorage;
use apalis_sqlite::SqliteStorage;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::store::Db;
use crate::{Error, Result, Store};

pub const BACKUP_QUEUE: &str = "backups";
/// A backup job is tried this many times in all before it is failed for good.
pub const BACKUP_ATTEMPTS: usize = 3;

/// Make the backup of a backup_history row that is in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackupJob {
    pub backup_id: i64,
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
    pub finished_at: Option<DateTime<Utc>>,
}

fn queue_error(err: impl std::fmt::Display) -> Error {
    Error::Backup(format!("the job queue failed: {err}"))
}

/// Creates the queue's tables (idempotent). On SQLite only the migrations run: apalis's own
/// setup would also change pragmas of the shared connection pool.
pub async fn setup(store: &Store) -> Result<()> {
    match store.db() {
        Db::Sqlite(pool) => {
            let mut migrator = SqliteStorage::<()>::migrations();
            migrator.set_ignore_missing(true);
            migrator.run(pool).await?;
        }
        Db::Postgres(pool) => PostgresStorage::<()>::setup(pool).await.map_err(queue_error)?,
    }
    Ok(())
}

pub async fn enqueue_backup(store: &Store, backup_id: i64) -> Result<()> {
    let task = || {
        TaskBuilder::new(BackupJob { backup_id })
            .max_attempts(BACKUP_ATTEMPTS)
            .build()
    };
    match store.db() {
        Db::Sqlite(pool) => {
            let mut storage =
                SqliteStorage::<BackupJob>::new(pool).with_config(apalis_sqlite::Config::default().queue(BACKUP_QUEUE));
            storage.push_task(task()).await.map_err(queue_error)
        }
        Db::Postgres(pool) => {
            let mut storage = PostgresStorage::<BackupJob>::new(pool)
                .with_config(apalis_postgres::Config::default().queue(BACKUP_QUEUE));
            storage.push_task(task()).await.map_err(queue_error)
        }
    }
}

/// Jobs, newest first; `failed_only` keeps those that will not run again because they failed
/// on their last attempt or were killed.
pub async fn list_jobs(store: &Store, failed_only: bool, limit: i64) -> Result<Vec<JobInfo>> {
    let failed = " where status = 'Killed' or (status = 'Failed' and attempts >= max_attempts)";
    let filter = if failed_only { failed } else { "" };
    let rows = match store.db() {
        Db::Sqlite(pool) => {
            let sql = format!(
                "select id, job_type as queue, status, attempts, max_attempts, \
                 json_extract(last_result, '$.Err') as error, \
                 case when done_at is null then null else strftime('%Y-%m-%dT%H:%M:%SZ', done_at, 'unixepoch') end as finished_at \
                 from Jobs{filter} order by run_at desc limit $1"
            );
            sqlx::query_as::<_, JobInfo>(sqlx::AssertSqlSafe(sql))
                .bind(limit)
                .fetch_all(pool)
                .await?
        }
        Db::Postgres(pool) => {
            let sql = format!(
                "select id::text as id, job_type as queue, status, attempts::bigint as attempts, \
                 max_attempts::bigint as max_attempts, last_result->>'Err' as error, done_at as finished_at \
                 from apalis.jobs{filter} order by run_at desc limit $1"
            );
            sqlx::query_as::<_, JobInfo>(sqlx::AssertSqlSafe(sql))
                .bind(limit)
                .fetch_all(pool)
                .await?
        }
    };
    Ok(rows)
}
