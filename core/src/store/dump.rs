//! Every table as rows of JSON and back, for backups: a dump reads one consistent snapshot; a
//! restore replaces every table in one transaction, so it lands whole or not at all.

use super::BeginWrite as _;
use chrono::{DateTime, SecondsFormat, Utc};
use futures::TryStreamExt as _;
use serde_json::{Map, Value};
use sqlx::Row as _;
use tokio::sync::mpsc;

use super::outbox::{EVERY_ARTICLE, OUTBOX_LOCK};
use super::sql::{Arg, Sql, execute};
use super::tables::{ColumnType, REFERENCE_TABLES, TABLES, Table};
use super::{Db, Store, with_db};
use crate::domain::article::timestamp;
use crate::{Error, Result};

/// At most this many bound values per insert statement. SQLite allows 32,766, but statements
/// that large bind slowly; a few thousand is where restores run fastest.
const MAX_PARAMS: usize = 2_000;

/// Receives a dump: each table in `TABLES` order, then its rows as JSON objects.
pub trait RowSink: Send {
    fn table(&mut self, table: &'static Table) -> Result<()>;
    fn row(&mut self, row: &Map<String, Value>) -> Result<()>;
}

/// What a restore did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Restored {
    pub rows: u64,
    /// Sessions that were live in the restored data and were ended.
    pub sessions_ended: u64,
}

/// Rows of one table, on their way into a restore.
pub struct RowBatch {
    pub table: &'static Table,
    pub rows: Vec<Map<String, Value>>,
}

/// Reads column `$i` of `$row` as the JSON value of its portable type.
macro_rules! column_json {
    ($row:expr, $i:expr, $kind:expr) => {
        match $kind {
            ColumnType::Int => $row.try_get::<Option<i64>, _>($i)?.map(Value::from),
            ColumnType::Real => $row.try_get::<Option<f64>, _>($i)?.map(Value::from),
            ColumnType::Text => $row.try_get::<Option<String>, _>($i)?.map(Value::from),
            ColumnType::Bool => $row.try_get::<Option<bool>, _>($i)?.map(Value::from),
            ColumnType::Time => $row
                .try_get::<Option<DateTime<Utc>>, _>($i)?
                .map(|t| Value::from(t.to_rfc3339_opts(SecondsFormat::Micros, true))),
            ColumnType::Json => $row
                .try_get::<Option<sqlx::types::Json<Value>>, _>($i)?
                .map(|json| json.0),
        }
        .unwrap_or(Value::Null)
    };
}

fn select(table: &Table) -> String {
    let columns: Vec<&str> = table.columns.iter().map(|(name, _)| *name).collect();
    format!(
        "select {} from {} order by {}",
        columns.join(", "),
        table.name,
        table.order_by
    )
}

/// The bound value of `value` for a column of type `kind`; an error names the table and column.
fn arg(table: &Table, column: &str, kind: ColumnType, value: &Value) -> Result<Arg> {
    let wrong = || {
        Error::Backup(format!(
            "{}.{column} holds {value}, which is not a {kind:?}",
            table.name
        ))
    };
    Ok(match (kind, value) {
        (ColumnType::Int, Value::Null) => Arg::OptInt(None),
        (ColumnType::Int, v) => Arg::OptInt(Some(v.as_i64().ok_or_else(wrong)?)),
        (ColumnType::Real, Value::Null) => Arg::OptFloat(None),
        (ColumnType::Real, v) => Arg::OptFloat(Some(v.as_f64().ok_or_else(wrong)?)),
        (ColumnType::Text, Value::Null) => Arg::OptText(None),
        (ColumnType::Text, v) => Arg::OptText(Some(v.as_str().ok_or_else(wrong)?.to_string())),
        (ColumnType::Bool, Value::Null) => Arg::OptBool(None),
        (ColumnType::Bool, v) => Arg::OptBool(Some(v.as_bool().ok_or_else(wrong)?)),
        (ColumnType::Json, Value::Null) => Arg::OptJson(None),
        (ColumnType::Json, v) => Arg::OptJson(Some(v.clone())),
        (ColumnType::Time, Value::Null) => Arg::OptTime(None),
        (ColumnType::Time, v) => {
            let text = v.as_str().ok_or_else(wrong)?;
            let time = DateTime::parse_from_rfc3339(text).map_err(|_| wrong())?;
            Arg::OptTime(Some(time.with_timezone(&Utc)))
        }
    })
}

/// The columns of `table` that `first` carries (a backup from an older schema may lack newer
/// ones), in the table's order; a column this version does not know is an error.
fn columns_of(table: &'static Table, first: &Map<String, Value>) -> Result<Vec<(&'static str, ColumnType)>> {
    if let Some(key) = first
        .keys()
        .find(|key| !table.columns.iter().any(|(name, _)| name == key))
    {
        return Err(Error::Backup(format!(
            "{}.{key} is not a column this version knows",
            table.name
        )));
    }
    Ok(table
        .columns
        .iter()
        .filter(|(name, _)| first.contains_key(*name))
        .copied()
        .collect())
}

/// Multi-row inserts for `rows`, each within the parameter limit, with the columns the first
/// row carries.
fn inserts(table: &'static Table, rows: &[Map<String, Value>]) -> Result<Vec<Sql>> {
    let Some(first) = rows.first() else {
        return Ok(Vec::new());
    };
    let columns = columns_of(table, first)?;
    let names: Vec<&str> = columns.iter().map(|(name, _)| *name).collect();
    let per_statement = (MAX_PARAMS / columns.len().max(1)).max(1);
    let mut statements = Vec::new();
    for chunk in rows.chunks(per_statement) {
        let mut sql = Sql::new(&format!("insert into {} ({}) values ", table.name, names.join(", ")));
        for (n, row) in chunk.iter().enumerate() {
            sql.push(if n == 0 { "(" } else { ", (" });
            for (i, (name, kind)) in columns.iter().enumerate() {
                if i > 0 {
                    sql.push(", ");
                }
                sql.bind(arg(table, name, *kind, row.get(*name).unwrap_or(&Value::Null))?);
            }
            sql.push(")");
        }
        statements.push(sql);
    }
    Ok(statements)
}

/// `rows` as `COPY … (format csv)` data in `columns`' order: every text quoted, so that an
/// empty string stays apart from NULL (an empty unquoted field). Times keep the microseconds
/// that a bound value keeps.
fn csv_rows(table: &Table, columns: &[(&str, ColumnType)], rows: &[Map<String, Value>]) -> Result<Vec<u8>> {
    use std::fmt::Write as _;
    let mut out = String::new();
    for row in rows {
        for (i, (name, kind)) in columns.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            // Writing to a String cannot fail.
            let _ = match arg(table, name, *kind, row.get(*name).unwrap_or(&Value::Null))? {
                Arg::Int(v) | Arg::OptInt(Some(v)) => write!(out, "{v}"),
                Arg::Float(v) | Arg::OptFloat(Some(v)) => write!(out, "{v}"),
                Arg::Bool(v) | Arg::OptBool(Some(v)) => write!(out, "{v}"),
                Arg::Text(v) | Arg::OptText(Some(v)) => write!(out, "\"{}\"", v.replace('"', "\"\"")),
                Arg::OptJson(Some(v)) => write!(out, "\"{}\"", v.to_string().replace('"', "\"\"")),
                Arg::Time(v) | Arg::OptTime(Some(v)) => {
                    write!(out, "{}", v.to_rfc3339_opts(SecondsFormat::Micros, true))
                }
                Arg::Ids(v) => write!(
                    out,
                    "\"{{{}}}\"",
                    v.0.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
                ),
                Arg::OptInt(None)
                | Arg::OptFloat(None)
                | Arg::OptBool(None)
                | Arg::OptText(None)
                | Arg::OptJson(None)
                | Arg::OptTime(None) => Ok(()),
            };
        }
        out.push('\n');
    }
    Ok(out.into_bytes())
}

/// Writes a restore's batches into the open transaction; the number of rows written.
trait LoadRows {
    async fn load_rows(&mut self, batches: &mut mpsc::Receiver<Result<RowBatch>>) -> Result<u64>;
}

impl LoadRows for sqlx::SqliteConnection {
    async fn load_rows(&mut self, batches: &mut mpsc::Receiver<Result<RowBatch>>) -> Result<u64> {
        let mut restored = 0;
        while let Some(batch) = batches.recv().await {
            let batch = batch?;
            for statement in inserts(batch.table, &batch.rows)? {
                execute!(&mut *self, statement)?;
            }
            restored += batch.rows.len() as u64;
        }
        Ok(restored)
    }
}

/// PostgreSQL takes each table's rows as one `COPY`, which streams. Statements would each wait
/// for their answer, and sqlx 0.9.0 no longer turns Nagle's algorithm off (sqlx issue 4335): a
/// statement larger than one TCP segment then waits for the server's delayed ACK, 40 ms, and a
/// restore of 10,000 articles took 10 s, against 1.8 s over a Unix socket.
impl LoadRows for sqlx::PgConnection {
    async fn load_rows(&mut self, batches: &mut mpsc::Receiver<Result<RowBatch>>) -> Result<u64> {
        let mut restored = 0;
        let mut next = batches.recv().await;
        while let Some(batch) = next.take() {
            let batch = batch?;
            let Some(first) = batch.rows.first() else {
                next = batches.recv().await;
                continue;
            };
            let (table, columns) = (batch.table, columns_of(batch.table, first)?);
            let names: Vec<&str> = columns.iter().map(|(name, _)| *name).collect();
            let statement = format!("copy {} ({}) from stdin (format csv)", table.name, names.join(", "));
            let mut copy = self.copy_in_raw(&statement).await?;
            copy.send(csv_rows(table, &columns, &batch.rows)?).await?;
            restored += batch.rows.len() as u64;
            // The same table's next batches join this copy while they carry the same columns.
            loop {
                next = batches.recv().await;
                let Some(Ok(more)) = &next else { break };
                let same = std::ptr::eq(more.table, table)
                    && more
                        .rows
                        .first()
                        .is_none_or(|row| columns_of(table, row).is_ok_and(|c| c == columns));
                if !same {
                    break;
                }
                copy.send(csv_rows(table, &columns, &more.rows)?).await?;
                restored += more.rows.len() as u64;
            }
            copy.finish().await?;
        }
        Ok(restored)
    }
}

impl Store {
    /// Streams every table to `sink` from one consistent snapshot of the database.
    pub async fn dump_tables(&self, sink: &mut dyn RowSink) -> Result<()> {
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            if matches!(self.db, Db::Postgres(_)) {
                sqlx::query("set transaction isolation level repeatable read, read only")
                    .execute(&mut *tx)
                    .await?;
            }
            for table in TABLES {
                sink.table(table)?;
                let sql = select(table);
                let mut rows = sqlx::query(sqlx::AssertSqlSafe(sql)).fetch(&mut *tx);
                while let Some(row) = rows.try_next().await? {
                    let mut object = Map::new();
                    for (i, (name, kind)) in table.columns.iter().enumerate() {
                        object.insert((*name).to_string(), column_json!(row, i, kind));
                    }
                    sink.row(&object)?;
                }
            }
            tx.rollback().await?;
        });
        Ok(())
    }

    /// Whether any table other than the migrations' reference data holds a row.
    pub async fn has_content(&self) -> Result<bool> {
        for table in TABLES.iter().filter(|t| !REFERENCE_TABLES.contains(&t.name)) {
            let sql = format!("select exists (select 1 from {})", table.name);
            let (any,): (bool,) =
                with_db!(&self.db, pool => sqlx::query_as(sqlx::AssertSqlSafe(sql)).fetch_one(pool).await)?;
            if any {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Empties every table and fills them with the batches received, in one transaction that
    /// commits only if `batches` ends without an error having been sent (`Err`) and every row
    /// went in. Foreign keys are checked at commit, so batches may arrive in table order.
    /// Every restored session is ended in the same transaction: refresh tokens that travelled
    /// in a backup file must not sign anyone in. The search log then says that every article
    /// changed, so every process rebuilds its index and the site is built whole.
    pub async fn replace_all(&self, mut batches: mpsc::Receiver<Result<RowBatch>>) -> Result<Restored> {
        let restored;
        let sessions_ended = with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            match self.db {
                Db::Sqlite(_) => sqlx::query("pragma defer_foreign_keys = on").execute(&mut *tx).await.map(drop)?,
                Db::Postgres(_) => sqlx::query("set constraints all deferred").execute(&mut *tx).await.map(drop)?,
            }
            // The newest search log entry anyone may have read: on PostgreSQL read now, under the
            // log's lock; on SQLite the table's sequence remembers it after the delete (and a
            // read before the first write would make this transaction lose to any writer).
            let mut seen: i64 = 0;
            if matches!(self.db, Db::Postgres(_)) {
                sqlx::query(sqlx::AssertSqlSafe(format!("select pg_advisory_xact_lock({OUTBOX_LOCK})")))
                    .execute(&mut *tx)
                    .await?;
                (seen,) = sqlx::query_as("select coalesce(max(id), 0) from search_outbox").fetch_one(&mut *tx).await?;
            }
            for table in TABLES.iter().rev() {
                execute!(&mut *tx, Sql::new(&format!("delete from {}", table.name)))?;
            }
            restored = LoadRows::load_rows(&mut *tx, &mut batches).await?;
            if matches!(self.db, Db::Sqlite(_)) {
                (seen,) = sqlx::query_as("select coalesce((select seq from sqlite_sequence where name = 'search_outbox'), 0)")
                    .fetch_one(&mut *tx)
                    .await?;
            }
            // Every process's search index and the site build have read the log up to `seen` at
            // most: a change of every article is logged after both that and the restored log.
            sqlx::query(
                "insert into search_outbox (id, article_id, created_at) \
                 select max(id) + 1, $1, $2 from (select $3 as id union all select id from search_outbox) ids",
            )
            .bind(EVERY_ARTICLE)
            .bind(timestamp(Utc::now()))
            .bind(seen)
            .execute(&mut *tx)
            .await?;
            let families: Vec<(String,)> = sqlx::query_as(
                "update refresh_tokens set revoked_at = $1 where revoked_at is null returning family_id",
            )
            .bind(timestamp(Utc::now()))
            .fetch_all(&mut *tx)
            .await?;
            if matches!(self.db, Db::Postgres(_)) {
                for table in TABLES {
                    if let Some(id) = table.identity {
                        let sql = format!(
                            "select setval(pg_get_serial_sequence('{0}', '{id}'), coalesce((select max({id}) from {0}), 0) + 1, false)",
                            table.name
                        );
                        execute!(&mut *tx, Sql::new(&sql))?;
                    }
                }
            }
            tx.commit().await?;
            families.into_iter().collect::<std::collections::HashSet<_>>().len() as u64
        });
        // A restore is a bulk load too.
        self.refresh_statistics().await?;
        Ok(Restored {
            rows: restored,
            sessions_ended,
        })
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    const SAMPLE: Table = Table {
        name: "sample",
        columns: &[
            ("id", ColumnType::Int),
            ("title", ColumnType::Text),
            ("score", ColumnType::Real),
            ("flag", ColumnType::Bool),
            ("at", ColumnType::Time),
            ("data", ColumnType::Json),
        ],
        order_by: "id",
        identity: None,
    };

    fn row(value: Value) -> Map<String, Value> {
        value.as_object().cloned().unwrap()
    }

    #[test]
    fn copy_data_quotes_every_text_and_leaves_null_empty() {
        let rows = [
            row(json!({
                "id": 1, "title": "He said \"hi\",\nthen left", "score": 0.5, "flag": true,
                "at": "2026-11-28T13:39:56.123456789Z", "data": {"tags": ["a\"b"]}
            })),
            row(json!({"id": 2, "title": "", "score": null, "flag": false, "at": null, "data": null})),
        ];
        let columns = columns_of(&SAMPLE, &rows[0]).unwrap();
        let csv = String::from_utf8(csv_rows(&SAMPLE, &columns, &rows).unwrap()).unwrap();
        assert_eq!(
            csv,
            "1,\"He said \"\"hi\"\",\nthen left\",0.5,true,2026-11-28T13:39:56.123456Z,\"{\"\"tags\"\":[\"\"a\\\"\"b\"\"]}\"\n\
             2,\"\",,false,,\n"
        );
    }

    #[test]
    fn copy_data_refuses_a_value_of_the_wrong_type_or_an_unknown_column() {
        let wrong = [row(json!({"id": "one"}))];
        let columns = columns_of(&SAMPLE, &wrong[0]).unwrap();
        assert!(csv_rows(&SAMPLE, &columns, &wrong).is_err());
        assert!(columns_of(&SAMPLE, &row(json!({"id": 1, "secret": "x"}))).is_err());
    }
}
