//! The change log: every article and podcast episode write appends what changed in the same
//! transaction; each process's search index and response cache, and the site build, apply the
//! log in id order.

use chrono::{DateTime, Utc};

use super::sql::{Arg, Sql, fetch_as};
use super::{Backend, Store, with_db, with_write};
use crate::Result;

/// Fixed key of the advisory lock that orders outbox writes on PostgreSQL.
pub(super) const OUTBOX_LOCK: i64 = 7_250_001;

/// The article id of an entry that says every article may have changed (a restore replaced
/// them all): readers of the log start again from the whole table.
pub const EVERY_ARTICLE: i64 = 0;

/// What an entry says changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Change {
    /// An article, or every article ([`EVERY_ARTICLE`]).
    Article(i64),
    Episode(i64),
}

impl Change {
    /// The log's `subject` column (`article_id` holds the id, whatever the subject: the column
    /// kept its name so that backups made before episodes were logged still restore).
    fn subject(self) -> (&'static str, i64) {
        match self {
            Self::Article(id) => ("article", id),
            Self::Episode(id) => ("episode", id),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutboxEntry {
    pub id: i64,
    pub change: Change,
}

/// The insert that logs a change of article `article_id`.
pub(super) fn record(backend: Backend, article_id: i64, now: DateTime<Utc>) -> Sql {
    log(backend, Change::Article(article_id), now)
}

/// The insert that logs `change`. On PostgreSQL it first takes a transaction-scoped advisory
/// lock, so entries commit in id order and a reader that has seen id N can never later find a
/// smaller id appear (SQLite has one writer, so it needs none).
pub(super) fn log(backend: Backend, change: Change, now: DateTime<Utc>) -> Sql {
    let (subject, id) = change.subject();
    let mut sql = Sql::new("insert into search_outbox (subject, article_id, created_at) ");
    match backend {
        Backend::Sqlite => sql
            .push("values (")
            .bind(Arg::Text(subject.into()))
            .push(", ")
            .bind(Arg::Int(id))
            .push(", ")
            .bind(Arg::Time(now))
            .push(")"),
        Backend::Postgres => sql
            .push("select ")
            .bind(Arg::Text(subject.into()))
            .push(", ")
            .bind(Arg::Int(id))
            .push(", ")
            .bind(Arg::Time(now))
            .push(&format!(
                " from (select pg_advisory_xact_lock({OUTBOX_LOCK})) as ordered"
            )),
    };
    sql
}

impl Store {
    /// Log entries after `cursor`, oldest first.
    pub async fn outbox_after(&self, cursor: i64, limit: i64) -> Result<Vec<OutboxEntry>> {
        let mut sql = Sql::new("select id, subject, article_id from search_outbox where id > ");
        sql.bind(Arg::Int(cursor)).push(" order by id").limit(limit);
        let rows: Vec<(i64, String, i64)> =
            with_db!(&self.db, pool => fetch_as!(pool, (i64, String, i64), sql, fetch_all))?;
        Ok(rows
            .into_iter()
            .map(|(id, subject, subject_id)| OutboxEntry {
                id,
                change: match subject.as_str() {
                    "episode" => Change::Episode(subject_id),
                    _ => Change::Article(subject_id),
                },
            })
            .collect())
    }

    /// The newest log id, or 0: where a freshly rebuilt index starts following the log.
    pub async fn outbox_head(&self) -> Result<i64> {
        let sql = Sql::new("select coalesce(max(id), 0) from search_outbox");
        let (head,): (i64,) = with_db!(&self.db, pool => fetch_as!(pool, (i64,), sql, fetch_one))?;
        Ok(head)
    }

    /// The oldest id still in the log; an index whose cursor is older than this has missed
    /// entries and must be rebuilt.
    pub async fn outbox_tail(&self) -> Result<Option<i64>> {
        let sql = Sql::new("select min(id) from search_outbox");
        let (tail,): (Option<i64>,) = with_db!(&self.db, pool => fetch_as!(pool, (Option<i64>,), sql, fetch_one))?;
        Ok(tail)
    }

    /// Drops entries older than `before`; the newest entry is always kept so the head survives.
    pub async fn prune_outbox(&self, before: DateTime<Utc>) -> Result<u64> {
        let mut sql = Sql::new("delete from search_outbox where created_at < ");
        sql.bind(Arg::Time(before))
            .push(" and id < (select max(id) from search_outbox)");
        Ok(with_write!(&self.db, conn => super::sql::execute!(conn, sql).map(|done| done.rows_affected()))?)
    }
}

impl Store {
    /// How far the change log has been built into the prerendered site; `None` before the first
    /// build that recorded it.
    pub async fn site_build_cursor(&self) -> Result<Option<i64>> {
        let sql = Sql::new("select outbox_cursor from site_builds where id = 1");
        let row: Option<(i64,)> = with_db!(&self.db, pool => fetch_as!(pool, (i64,), sql, fetch_optional))?;
        Ok(row.map(|(cursor,)| cursor))
    }

    /// Records a site build that covered the change log up to `cursor`.
    pub async fn record_site_build(&self, cursor: i64, at: DateTime<Utc>) -> Result<()> {
        let mut sql = Sql::new("insert into site_builds (id, outbox_cursor, built_at) values (1, ");
        sql.bind(Arg::Int(cursor)).push(", ").bind(Arg::Time(at)).push(
            ") on conflict (id) do update set outbox_cursor = excluded.outbox_cursor, built_at = excluded.built_at",
        );
        with_write!(&self.db, conn => super::sql::execute!(conn, sql).map(|_| ()))?;
        Ok(())
    }
}
