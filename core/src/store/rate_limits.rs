//! Fixed-window counters in the database, so that a limit holds across every server process
//! sharing it (an attacker gains nothing by spreading attempts over the nodes).

use super::{Store, with_write};
use crate::Result;

impl Store {
    /// Counts one hit on `bucket` at `now` (unix seconds) in windows of `window_secs`; returns
    /// the hits in the current window and when that window started.
    pub async fn hit_rate_limit(&self, bucket: &str, window_secs: i64, now: i64) -> Result<(i64, i64)> {
        let sql = "insert into rate_limits (bucket, window_started_at, hits) values ($1, $2, 1) \
                   on conflict (bucket) do update set \
                   hits = case when rate_limits.window_started_at <= $3 then 1 else rate_limits.hits + 1 end, \
                   window_started_at = case when rate_limits.window_started_at <= $3 then $2 \
                   else rate_limits.window_started_at end \
                   returning hits, window_started_at";
        Ok(with_write!(&self.db, conn => {
            sqlx::query_as::<_, (i64, i64)>(sql)
                .bind(bucket)
                .bind(now)
                .bind(now - window_secs)
                .fetch_one(conn)
                .await
        })?)
    }

    /// Takes back one hit counted in the window that started at `started` (an attempt that
    /// turned out to succeed); nothing when that window has since been replaced.
    pub async fn refund_rate_limit(&self, bucket: &str, started: i64) -> Result<()> {
        with_write!(&self.db, conn => {
            sqlx::query("update rate_limits set hits = hits - 1 where bucket = $1 and window_started_at = $2 and hits > 0")
                .bind(bucket)
                .bind(started)
                .execute(conn)
                .await
                .map(drop)
        })?;
        Ok(())
    }

    /// Forgets the buckets named `exact` and every bucket starting with `prefix` (compared
    /// as text, so that characters like `_` in an e-mail are not wildcards).
    pub async fn clear_rate_limits(&self, exact: &str, prefix: &str) -> Result<u64> {
        let prefix_chars = i32::try_from(prefix.chars().count()).unwrap_or(i32::MAX);
        Ok(with_write!(&self.db, conn => {
            sqlx::query("delete from rate_limits where bucket = $1 or substr(bucket, 1, $3) = $2")
                .bind(exact)
                .bind(prefix)
                .bind(prefix_chars)
                .execute(conn)
                .await
                .map(|done| done.rows_affected())
        })?)
    }

    /// Forgets windows that ended before `before` (unix seconds); run by the worker.
    pub async fn prune_rate_limits(&self, before: i64) -> Result<u64> {
        Ok(with_write!(&self.db, conn => {
            sqlx::query("delete from rate_limits where window_started_at < $1")
                .bind(before)
                .execute(conn)
                .await
                .map(|done| done.rows_affected())
        })?)
    }
}
