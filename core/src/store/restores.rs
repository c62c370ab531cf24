//! Restore runs: a restore asked for in the admin area, its progress as the worker reports
//! it, and its outcome. The table is in no backup, so a run's record outlives the restore
//! that replaces everything else.

use chrono::{DateTime, Utc};

use super::{Store, with_db, with_write};
use crate::domain::article::timestamp;
use crate::domain::backups::{RestoreRun, RestoreStatus};
use crate::{Error, Result};

const COLUMNS: &str = "id, backup_id, status, rows_done, rows_total, files_written, sessions_ended, error, \
     requested_by, created_at, updated_at, finished_at";

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    backup_id: i64,
    status: String,
    rows_done: i64,
    rows_total: i64,
    files_written: i64,
    sessions_ended: Option<i64>,
    error: Option<String>,
    requested_by: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    finished_at: Option<DateTime<Utc>>,
}

impl TryFrom<Row> for RestoreRun {
    type Error = Error;

    fn try_from(row: Row) -> Result<Self> {
        Ok(Self {
            id: row.id,
            backup_id: row.backup_id,
            status: row.status.parse()?,
            rows_done: row.rows_done,
            rows_total: row.rows_total,
            files_written: row.files_written,
            sessions_ended: row.sessions_ended,
            error: row.error,
            requested_by: row.requested_by,
            created_at: row.created_at,
            updated_at: row.updated_at,
            finished_at: row.finished_at,
        })
    }
}

/// Where a running restore is, as the worker last wrote it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RestoreProgress {
    pub status: RestoreStatus,
    pub rows_done: i64,
    pub rows_total: i64,
    pub files_written: i64,
}

impl Store {
    /// Records a restore of backup `backup_id` waiting for the worker.
    pub async fn create_restore_run(&self, backup_id: i64, requested_by: &str) -> Result<RestoreRun> {
        let now = timestamp(Utc::now());
        let (id,): (i64,) = with_write!(&self.db, conn => sqlx::query_as(
            "insert into restore_runs (backup_id, status, requested_by, created_at, updated_at) \
             values ($1, 'queued', $2, $3, $3) returning id",
        )
        .bind(backup_id)
        .bind(requested_by)
        .bind(now)
        .fetch_one(conn)
        .await)?;
        self.restore_run(id).await
    }

    pub async fn restore_run(&self, id: i64) -> Result<RestoreRun> {
        let sql = format!("select {COLUMNS} from restore_runs where id = $1");
        let row = with_db!(&self.db, pool => sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(sql)).bind(id).fetch_optional(pool).await)?;
        row.ok_or_else(|| Error::NotFound(format!("restore {id}")))?.try_into()
    }

    /// The newest runs first.
    pub async fn restore_runs(&self, limit: i64) -> Result<Vec<RestoreRun>> {
        let sql = format!("select {COLUMNS} from restore_runs order by id desc limit $1");
        let rows = with_db!(&self.db, pool => sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(sql)).bind(limit).fetch_all(pool).await)?;
        rows.into_iter().map(RestoreRun::try_from).collect()
    }

    /// Takes a queued run for the worker; `false` if it is not queued (it ran already).
    pub async fn start_restore_run(&self, id: i64) -> Result<bool> {
        let changed = with_write!(&self.db, conn => sqlx::query(
            "update restore_runs set status = 'verifying', updated_at = $1 where id = $2 and status = 'queued'",
        )
        .bind(timestamp(Utc::now()))
        .bind(id)
        .execute(conn)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(changed > 0)
    }

    /// Notes a running restore's progress (its `updated_at` is its heartbeat too).
    pub async fn restore_progress(&self, id: i64, progress: RestoreProgress) -> Result<()> {
        with_write!(&self.db, conn => sqlx::query(
            "update restore_runs set status = $1, rows_done = $2, rows_total = $3, files_written = $4, updated_at = $5 \
             where id = $6 and status in ('verifying', 'restoring', 'writing_media')",
        )
        .bind(progress.status.as_str())
        .bind(progress.rows_done)
        .bind(progress.rows_total)
        .bind(progress.files_written)
        .bind(timestamp(Utc::now()))
        .bind(id)
        .execute(conn)
        .await
        .map(drop))?;
        Ok(())
    }

    /// Ends a run: completed with the sessions it ended, or failed with `error`.
    pub async fn finish_restore_run(&self, id: i64, outcome: std::result::Result<i64, &str>) -> Result<()> {
        let now = timestamp(Utc::now());
        let (status, sessions_ended, error) = match outcome {
            Ok(sessions) => ("completed", Some(sessions), None),
            Err(error) => ("failed", None, Some(error)),
        };
        with_write!(&self.db, conn => sqlx::query(
            "update restore_runs set status = $1, sessions_ended = $2, error = $3, updated_at = $4, finished_at = $4 \
             where id = $5 and status not in ('completed', 'failed')",
        )
        .bind(status)
        .bind(sessions_ended)
        .bind(error)
        .bind(now)
        .bind(id)
        .execute(conn)
        .await
        .map(drop))?;
        Ok(())
    }

    /// Fails the runs whose worker has not been heard from since `silent_since` (it died; the
    /// database part of a restore is one transaction, so it is whole or not there).
    pub async fn fail_abandoned_restores(&self, silent_since: DateTime<Utc>) -> Result<u64> {
        let now = timestamp(Utc::now());
        Ok(with_write!(&self.db, conn => sqlx::query(
            "update restore_runs set status = 'failed', error = 'The worker stopped during this restore; start it again.', \
             updated_at = $1, finished_at = $1 where status in ('verifying', 'restoring', 'writing_media') and updated_at < $2",
        )
        .bind(now)
        .bind(timestamp(silent_since))
        .execute(conn)
        .await
        .map(|done| done.rows_affected()))?)
    }
}
