//! The job queue's storage: apalis keeps jobs in the project's own database (SQLite in the
//! embedded mode, PostgreSQL at scale), so enqueuing needs nothing more than the database and is
//! done in the same place for every kind of job.

use apalis::prelude::{MetadataStore, TaskBuilder, TaskSink as _};
use apalis_postgres::PostgresStorage;
use apalis_sqlite::SqliteStorage;
use chrono::{DateTime, Utc};

use super::{Db, Store};
use crate::domain::jobs::{Job, JobInfo};
use crate::{Error, Result};

/// A kind of job's storage on whichever backend is in use, for the worker to poll.
pub enum JobStorage<J> {
    Sqlite(SqliteStorage<J>),
    Postgres(PostgresStorage<J>),
}

fn queue_error(err: impl std::fmt::Display) -> Error {
    Error::Queue(err.to_string())
}

/// The key of a job's metadata that holds the id of the request that queued it.
pub const REQUEST_ID_KEY: &str = "request_id";

/// A job's metadata read for the trace context of the request that queued it.
pub struct JobTrace<'a>(pub &'a MetadataStore);

impl opentelemetry::propagation::Extractor for JobTrace<'_> {
    fn get(&self, key: &str) -> Option<&str> {
        self.0.get(key)
    }

    fn keys(&self) -> Vec<&str> {
        self.0.iter().map(|(key, _)| key.as_str()).collect()
    }
}

/// The jobs that will not run again: killed, or out of attempts.
pub(super) const FAILED: &str = "(status = 'Killed' or (status = 'Failed' and attempts >= max_attempts))";

/// The jobs a worker has still to finish once they are due: waiting, taken, or failed with a
/// retry left.
pub(super) const DUE: &str = "(status in ('Pending', 'Queued', 'Running') \
                              or (status = 'Failed' and attempts < max_attempts))";

impl Store {
    /// Creates the queue's tables (idempotent). On SQLite only the migrations run: apalis's own
    /// setup would also change pragmas of the shared connection pool.
    pub(super) async fn setup_queue(&self) -> Result<()> {
        match &self.queue {
            Db::Sqlite(pool) => {
                let mut migrator = SqliteStorage::<()>::migrations();
                migrator.set_ignore_missing(true);
                migrator.run(pool).await?;
            }
            Db::Postgres(pool) => PostgresStorage::<()>::setup(pool).await.map_err(queue_error)?,
        }
        Ok(())
    }

    pub fn job_storage<J: Job>(&self) -> JobStorage<J> {
        match &self.queue {
            Db::Sqlite(pool) => JobStorage::Sqlite(
                SqliteStorage::<J>::new(pool).with_config(apalis_sqlite::Config::default().queue(J::NAME)),
            ),
            Db::Postgres(pool) => JobStorage::Postgres(
                PostgresStorage::<J>::new(pool).with_config(apalis_postgres::Config::default().queue(J::NAME)),
            ),
        }
    }

    /// Queues `job` to run as soon as a worker is free, or at `at`.
    pub async fn enqueue<J: Job>(&self, job: J, at: Option<DateTime<Utc>>) -> Result<()> {
        let mut metadata = MetadataStore::new();
        if let Some(id) = crate::request::current_id() {
            metadata.insert(REQUEST_ID_KEY, id.as_ref()).map_err(queue_error)?;
        }
        for (key, value) in crate::request::trace_context() {
            metadata.insert(key, value).map_err(queue_error)?;
        }
        let mut task = TaskBuilder::new(job)
            .max_attempts(J::MAX_ATTEMPTS)
            .with_metadata(metadata);
        if let Some(at) = at {
            task = task.run_at_timestamp(at.timestamp().max(0) as u64);
        }
        match self.job_storage::<J>() {
            JobStorage::Sqlite(mut storage) => storage.push_task(task.build()).await.map_err(queue_error),
            JobStorage::Postgres(mut storage) => storage.push_task(task.build()).await.map_err(queue_error),
        }
    }

    /// How many jobs failed for good.
    pub async fn failed_jobs(&self) -> Result<i64> {
        let (count,): (i64,) = match &self.queue {
            Db::Sqlite(pool) => {
                let sql = format!("select count(*) from Jobs where {FAILED}");
                sqlx::query_as(sqlx::AssertSqlSafe(sql)).fetch_one(pool).await?
            }
            Db::Postgres(pool) => {
                let sql = format!("select count(*) from apalis.jobs where {FAILED}");
                sqlx::query_as(sqlx::AssertSqlSafe(sql)).fetch_one(pool).await?
            }
        };
        Ok(count)
    }

    /// Jobs, newest first; `failed_only` keeps those that will not run again because they failed
    /// on their last attempt or were killed.
    pub async fn list_jobs(&self, failed_only: bool, limit: i64) -> Result<Vec<JobInfo>> {
        let filter = if failed_only {
            format!(" where {FAILED}")
        } else {
            String::new()
        };
        let rows = match &self.queue {
            Db::Sqlite(pool) => {
                let sql = format!(
                    "select id, job_type as queue, status, attempts, max_attempts, \
                     json_extract(last_result, '$.Err') as error, \
                     json_extract(metadata, '$.request_id') as request_id, \
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
                     max_attempts::bigint as max_attempts, last_result->>'Err' as error, \
                     metadata->'request_id' as request_id, done_at as finished_at \
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

    /// Jobs that are due now and not finished: waiting, taken by a worker, or failed with a
    /// retry left. Zero means a worker has nothing to do until a scheduled job comes due.
    pub async fn unfinished_jobs(&self, now: DateTime<Utc>) -> Result<Vec<JobInfo>> {
        let rows = match &self.queue {
            Db::Sqlite(pool) => {
                let sql = format!(
                    "select id, job_type as queue, status, attempts, max_attempts, \
                     json_extract(last_result, '$.Err') as error, \
                     json_extract(metadata, '$.request_id') as request_id, null as finished_at \
                     from Jobs where {DUE} and run_at <= $1 order by run_at"
                );
                sqlx::query_as::<_, JobInfo>(sqlx::AssertSqlSafe(sql))
                    .bind(now.timestamp())
                    .fetch_all(pool)
                    .await?
            }
            Db::Postgres(pool) => {
                let sql = format!(
                    "select id::text as id, job_type as queue, status, attempts::bigint as attempts, \
                     max_attempts::bigint as max_attempts, last_result->>'Err' as error, \
                     metadata->'request_id' as request_id, null::timestamptz as finished_at \
                     from apalis.jobs where {DUE} and run_at <= $1 order by run_at"
                );
                sqlx::query_as::<_, JobInfo>(sqlx::AssertSqlSafe(sql))
                    .bind(now)
                    .fetch_all(pool)
                    .await?
            }
        };
        Ok(rows)
    }
}
