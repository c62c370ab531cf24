//! backup_history (spec §3): one row per backup, in_progress while it runs, then completed or
//! failed; and the single-use break-glass tokens of `/direct-backup`.

use super::BeginWrite as _;
use chrono::{DateTime, Utc};

use super::sql::{Arg, Sql, execute};
use super::{Store, audit, with_db, with_write};
use crate::domain::article::timestamp;
use crate::domain::backups::{BackupKind, BackupRecord, BackupStatus};
use crate::domain::identity::Actor;
use crate::{Error, Result};

const COLUMNS: &str =
    "id, backup_type, status, created_at, file_size_mb, expires_at, download_url, backup_data, error_message";

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    backup_type: String,
    status: String,
    created_at: DateTime<Utc>,
    file_size_mb: Option<f64>,
    expires_at: Option<DateTime<Utc>>,
    download_url: Option<String>,
    backup_data: Option<sqlx::types::Json<serde_json::Value>>,
    error_message: Option<String>,
}

impl TryFrom<Row> for BackupRecord {
    type Error = Error;

    fn try_from(row: Row) -> Result<Self> {
        Ok(Self {
            id: row.id,
            backup_type: row.backup_type.parse()?,
            status: match row.status.as_str() {
                "in_progress" => BackupStatus::InProgress,
                "completed" => BackupStatus::Completed,
                _ => BackupStatus::Failed,
            },
            created_at: row.created_at,
            file_size_mb: row.file_size_mb,
            expires_at: row.expires_at,
            download_url: row.download_url,
            backup_data: row.backup_data.map(|data| data.0),
            error_message: row.error_message,
        })
    }
}

impl Store {
    /// Records a backup about to start (in_progress), audited as `backup.create`.
    pub async fn create_backup_row(
        &self,
        kind: BackupKind,
        expires_at: DateTime<Utc>,
        actor: &Actor,
    ) -> Result<BackupRecord> {
        let now = timestamp(Utc::now());
        let id = with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let (id,): (i64,) = sqlx::query_as(
                "insert into backup_history (backup_type, status, created_at, expires_at, heartbeat_at) \
                 values ($1, 'in_progress', $2, $3, $2) returning id",
            )
            .bind(kind.as_str())
            .bind(now)
            .bind(timestamp(expires_at))
            .fetch_one(&mut *tx)
            .await?;
            execute!(&mut *tx, audit::entry(actor, "backup.create", &format!("backup {id} ({})", kind.as_str())))?;
            tx.commit().await?;
            id
        });
        self.backup(id).await
    }

    pub async fn backup(&self, id: i64) -> Result<BackupRecord> {
        let sql = format!("select {COLUMNS} from backup_history where id = $1");
        let row = with_db!(&self.db, pool => sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(sql)).bind(id).fetch_optional(pool).await)?;
        row.ok_or_else(|| Error::NotFound(format!("backup {id}")))?.try_into()
    }

    /// Newest first, with the count of all rows; `completed_only` for the emergency page.
    pub async fn backups(&self, completed_only: bool, limit: i64) -> Result<(Vec<BackupRecord>, i64)> {
        let filter = if completed_only {
            " where status = 'completed'"
        } else {
            ""
        };
        let sql = format!("select {COLUMNS} from backup_history{filter} order by created_at desc, id desc limit $1");
        let count = format!("select count(*) from backup_history{filter}");
        let (rows, (total,)) = with_db!(&self.db, pool => {
            let rows = sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(sql)).bind(limit).fetch_all(pool).await?;
            let total: (i64,) = sqlx::query_as(sqlx::AssertSqlSafe(count)).fetch_one(pool).await?;
            (rows, total)
        });
        let records = rows.into_iter().map(BackupRecord::try_from).collect::<Result<_>>()?;
        Ok((records, total))
    }

    /// Notes that the backup is still being made (see `fail_abandoned_backups`).
    pub async fn backup_heartbeat(&self, id: i64) -> Result<()> {
        self.update_running_backup(id, "heartbeat_at = $1", Arg::Time(timestamp(Utc::now())))
            .await
    }

    /// Sets `assignment` (with `$1` bound to `value`) on backup `id` if it is still running.
    async fn update_running_backup(&self, id: i64, assignment: &str, value: Arg) -> Result<()> {
        let mut sql = Sql::new(&format!("update backup_history set {assignment} where id = "));
        sql.args.push(value);
        sql.bind(Arg::Int(id)).push(" and status = 'in_progress'");
        with_write!(&self.db, conn => execute!(conn, sql).map(drop))?;
        Ok(())
    }

    /// Marks a running backup completed; `Conflict` if it is no longer in progress (it was
    /// declared abandoned meanwhile), in which case its file must not be kept.
    pub async fn complete_backup(
        &self,
        id: i64,
        file_size_mb: f64,
        download_url: &str,
        backup_data: &serde_json::Value,
    ) -> Result<BackupRecord> {
        let changed = with_write!(&self.db, conn => {
            sqlx::query(
                "update backup_history set status = 'completed', file_size_mb = $1, download_url = $2, backup_data = $3 \
                 where id = $4 and status = 'in_progress'",
            )
            .bind(file_size_mb)
            .bind(download_url)
            .bind(sqlx::types::Json(backup_data))
            .bind(id)
            .execute(conn)
            .await
            .map(|done| done.rows_affected())
        })?;
        if changed == 0 {
            return Err(Error::Conflict(format!("backup {id} is no longer in progress")));
        }
        self.backup(id).await
    }

    pub async fn fail_backup(&self, id: i64, error: &str) -> Result<()> {
        self.update_running_backup(id, "status = 'failed', error_message = $1", Arg::Text(error.into()))
            .await
    }

    /// Fails the backups whose worker has not been heard from since `silent_since` (it died).
    /// Claims the backups whose worker went silent before `silent_since` and that started after
    /// `started_after`, for another worker to make: their heartbeat is renewed in the claim, so
    /// of several workers looking only one takes each over. Returns their ids.
    pub async fn take_over_abandoned_backups(
        &self,
        silent_since: DateTime<Utc>,
        started_after: DateTime<Utc>,
    ) -> Result<Vec<i64>> {
        let ids: Vec<(i64,)> = with_write!(&self.db, conn => {
            sqlx::query_as(
                "update backup_history set heartbeat_at = $1 \
                 where status = 'in_progress' and (heartbeat_at is null or heartbeat_at < $2) and created_at >= $3 \
                 returning id",
            )
            .bind(timestamp(Utc::now()))
            .bind(timestamp(silent_since))
            .bind(timestamp(started_after))
            .fetch_all(conn)
            .await
        })?;
        Ok(ids.into_iter().map(|(id,)| id).collect())
    }

    pub async fn fail_abandoned_backups(&self, silent_since: DateTime<Utc>) -> Result<u64> {
        Ok(with_write!(&self.db, conn => {
            sqlx::query(
                "update backup_history set status = 'failed', \
                 error_message = 'The worker stopped while making this backup.' \
                 where status = 'in_progress' and (heartbeat_at is null or heartbeat_at < $1)",
            )
            .bind(timestamp(silent_since))
            .execute(conn)
            .await
            .map(|done| done.rows_affected())
        })?)
    }

    /// Deletes a row (its file is the caller's), audited as `backup.delete`.
    pub async fn delete_backup_row(&self, id: i64, actor: &Actor) -> Result<()> {
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let deleted = sqlx::query("delete from backup_history where id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if deleted == 0 {
                return Err(Error::NotFound(format!("backup {id}")));
            }
            execute!(&mut *tx, audit::entry(actor, "backup.delete", &format!("backup {id}")))?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Backups whose retention has run out, oldest first.
    pub async fn expired_backups(&self, now: DateTime<Utc>) -> Result<Vec<BackupRecord>> {
        let sql = format!("select {COLUMNS} from backup_history where expires_at <= $1 order by created_at, id");
        let rows = with_db!(&self.db, pool => sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(sql)).bind(timestamp(now)).fetch_all(pool).await)?;
        rows.into_iter().map(BackupRecord::try_from).collect()
    }

    pub async fn create_break_glass_token(
        &self,
        token_hash: &str,
        expires_at: DateTime<Utc>,
        actor: &Actor,
    ) -> Result<()> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query("insert into break_glass_tokens (token_hash, created_by, created_at, expires_at) values ($1, $2, $3, $4)")
                .bind(token_hash)
                .bind(&actor.label)
                .bind(now)
                .bind(timestamp(expires_at))
                .execute(&mut *tx)
                .await?;
            execute!(&mut *tx, audit::entry(actor, "backup.emergency_token", "break-glass token"))?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Whether a break-glass token is unused and unexpired.
    pub async fn check_break_glass_token(&self, token_hash: &str) -> Result<bool> {
        let now = timestamp(Utc::now());
        let row = with_db!(&self.db, pool => {
            sqlx::query_as::<_, (String,)>(
                "select token_hash from break_glass_tokens where token_hash = $2 and used_at is null and expires_at > $1",
            )
            .bind(now)
            .bind(token_hash)
            .fetch_optional(pool)
            .await
        })?;
        Ok(row.is_some())
    }

    /// Uses up a break-glass token for the download of backup `id`, audited as
    /// `backup.download` in the same transaction. One statement checks both the token (unused,
    /// unexpired) and the backup (completed, unexpired), so two requests cannot both use the
    /// token and a backup that cannot be downloaded never costs one. False when either fails.
    pub async fn use_break_glass_token(&self, token_hash: &str, id: i64, actor: &Actor) -> Result<bool> {
        let now = timestamp(Utc::now());
        let used = with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let used = sqlx::query(
                "update break_glass_tokens set used_at = $1 \
                 where token_hash = $2 and used_at is null and expires_at > $1 \
                 and exists (select 1 from backup_history where id = $3 and status = 'completed' \
                 and (expires_at is null or expires_at > $1))",
            )
            .bind(now)
            .bind(token_hash)
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected()
                == 1;
            if used {
                execute!(&mut *tx, audit::entry(actor, "backup.download", &format!("backup {id}")))?;
                tx.commit().await?;
            }
            used
        });
        Ok(used)
    }
}
