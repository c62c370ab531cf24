//! Fixed-window counters in the database, so that a limit holds across every server process
//! sharing it (an attacker gains nothing by spreading attempts over the nodes).

use super::{Store, with_db};
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
        Ok(with_db!(&self.db, pool => {
            sqlx::query_as::<_, (i64, i64)>(sql)
                .bind(bucket)
                .bind(now)
                .bind(now - window_secs)
                .fetch_one(pool)
                .await
        })?)
    }

    /// Forgets windows that ended before `before` (unix seconds); run by the worker.
    pub async fn prune_rate_limits(&self, before: i64) -> Result<u64> {
        Ok(with_db!(&self.db, pool => {
            sqlx::query("delete from rate_limits where window_started_at < $1")
                .bind(before)
                .execute(pool)
                .await
                .map(|done| done.rows_affected())
        })?)
    }
}
