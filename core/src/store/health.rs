//! What the metrics endpoint reads from the database on each scrape: the job queues, the
//! campaigns being sent and the connection pool. Each is one small grouped query, so a scrape
//! every few seconds costs the database nothing it would notice.

use chrono::{DateTime, Utc};

use super::sql::{Arg, Sql, fetch_as};
use super::{Db, Store, with_db};
use crate::Result;

/// One kind of job's queue.
#[derive(Debug, Clone, PartialEq)]
pub struct QueueDepth {
    pub job: String,
    /// Due and not finished: waiting, taken by a worker, or failed with a retry left.
    pub due: i64,
    /// How long the oldest of those has been due; 0 with none.
    pub oldest_age_seconds: f64,
    /// Out of attempts, or killed.
    pub failed: i64,
}

/// How far one campaign being sent has got.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct CampaignProgress {
    pub campaign_id: i64,
    /// `pending`, `sending`, `sent` or `failed`.
    pub state: String,
    pub deliveries: i64,
}

/// The connection pool of this process.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolUse {
    pub open: u32,
    pub idle: u32,
    pub max: u32,
}

impl Store {
    pub async fn queue_depths(&self, now: DateTime<Utc>) -> Result<Vec<QueueDepth>> {
        use super::queue::{DUE, FAILED};
        let rows: Vec<(String, i64, f64, i64)> = match &self.db {
            Db::Sqlite(pool) => {
                let sql = format!(
                    "select job_type, \
                     coalesce(sum(case when {DUE} and run_at <= $1 then 1 else 0 end), 0), \
                     cast($1 - coalesce(min(case when {DUE} and run_at <= $1 then run_at end), $1) as real), \
                     coalesce(sum(case when {FAILED} then 1 else 0 end), 0) \
                     from Jobs group by job_type order by job_type"
                );
                sqlx::query_as(sqlx::AssertSqlSafe(sql))
                    .bind(now.timestamp())
                    .fetch_all(pool)
                    .await?
            }
            Db::Postgres(pool) => {
                let sql = format!(
                    "select job_type, \
                     count(*) filter (where {DUE} and run_at <= $1), \
                     coalesce(extract(epoch from $1 - min(run_at) filter (where {DUE} and run_at <= $1)), 0)::float8, \
                     count(*) filter (where {FAILED}) \
                     from apalis.jobs group by job_type order by job_type"
                );
                sqlx::query_as(sqlx::AssertSqlSafe(sql))
                    .bind(now)
                    .fetch_all(pool)
                    .await?
            }
        };
        Ok(rows
            .into_iter()
            .map(|(job, due, oldest_age_seconds, failed)| QueueDepth {
                job,
                due,
                oldest_age_seconds: oldest_age_seconds.max(0.0),
                failed,
            })
            .collect())
    }

    /// Deliveries by state of every campaign being sent now.
    pub async fn sending_campaigns(&self) -> Result<Vec<CampaignProgress>> {
        let mut sql = Sql::new(
            "select d.campaign_id, d.status as state, count(*) as deliveries \
             from newsletter_deliveries d join newsletter_campaigns c on c.id = d.campaign_id \
             where c.status = ",
        );
        sql.bind(Arg::Text("sending".into()))
            .push(" group by d.campaign_id, d.status order by d.campaign_id, d.status");
        Ok(with_db!(&self.db, pool => fetch_as!(pool, CampaignProgress, sql, fetch_all))?)
    }

    pub fn pool_use(&self) -> PoolUse {
        with_db!(&self.db, pool => PoolUse {
            open: pool.size(),
            idle: u32::try_from(pool.num_idle()).unwrap_or(u32::MAX),
            max: pool.options().get_max_connections(),
        })
    }
}
