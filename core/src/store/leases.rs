//! Leases: work that one process at a time may do, across every node sharing the database.

use chrono::{DateTime, Utc};

use super::{Store, with_db, with_write};
use crate::Result;

impl Store {
    /// Takes lease `name` for `holder` until `until` (unix milliseconds) if it is free, expired
    /// (`now` past its end) or already `holder`'s; `false` when another holds it.
    pub async fn take_lease(&self, name: &str, holder: &str, now: i64, until: i64) -> Result<bool> {
        let sql = "insert into leases (name, holder, expires_at) values ($1, $2, $3) \
                   on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at \
                   where leases.expires_at < $4 or leases.holder = excluded.holder \
                   returning holder";
        let taken: Option<(String,)> = with_write!(&self.db, conn => {
            sqlx::query_as(sql).bind(name).bind(holder).bind(until).bind(now).fetch_optional(conn).await
        })?;
        Ok(taken.is_some())
    }

    /// Gives lease `name` up, if `holder` still has it.
    pub async fn release_lease(&self, name: &str, holder: &str) -> Result<()> {
        with_write!(&self.db, conn => {
            sqlx::query("delete from leases where name = $1 and holder = $2")
                .bind(name)
                .bind(holder)
                .execute(conn)
                .await
                .map(drop)
        })?;
        Ok(())
    }

    /// The site release the servers should serve, and when it was published.
    pub async fn site_release(&self) -> Result<Option<(String, DateTime<Utc>)>> {
        Ok(with_db!(&self.db, pool => {
            sqlx::query_as("select release, published_at from site_releases where id = 1")
                .fetch_optional(pool)
                .await
        })?)
    }

    /// Makes `release` the one the servers serve.
    pub async fn publish_site_release(&self, release: &str, at: DateTime<Utc>) -> Result<()> {
        with_write!(&self.db, conn => {
            sqlx::query(
                "insert into site_releases (id, release, published_at) values (1, $1, $2) \
                 on conflict (id) do update set release = excluded.release, published_at = excluded.published_at",
            )
            .bind(release)
            .bind(at)
            .execute(conn)
            .await
            .map(drop)
        })?;
        Ok(())
    }
}
