//! A small builder for SQL whose shape depends on input (filters), with `$N` placeholders that
//! both SQLite and PostgreSQL accept, and owned arguments bound per backend.

use chrono::{DateTime, Utc};
use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::postgres::{PgArgumentBuffer, PgTypeInfo};
use sqlx::sqlite::{SqliteArgumentsBuffer, SqliteTypeInfo};
use sqlx::{Encode, Postgres, Sqlite, Type};

use super::Backend;

#[derive(Clone, Debug)]
pub(crate) enum Arg {
    Int(i64),
    OptInt(Option<i64>),
    Text(String),
    OptText(Option<String>),
    Bool(bool),
    Float(f64),
    OptFloat(Option<f64>),
    OptBool(Option<bool>),
    Time(DateTime<Utc>),
    OptTime(Option<DateTime<Utc>>),
    OptJson(Option<serde_json::Value>),
    Ids(IdList),
}

#[derive(Clone, Debug, Default)]
pub(crate) struct Sql {
    pub text: String,
    pub args: Vec<Arg>,
}

impl Sql {
    pub fn new(text: &str) -> Self {
        Self {
            text: text.to_string(),
            args: Vec::new(),
        }
    }

    pub fn push(&mut self, text: &str) -> &mut Self {
        self.text.push_str(text);
        self
    }

    /// Appends a placeholder for `arg`.
    pub fn bind(&mut self, arg: Arg) -> &mut Self {
        self.args.push(arg);
        self.text.push('$');
        self.text.push_str(&self.args.len().to_string());
        self
    }

    /// Appends ` limit N` with the number written out. SQLite reads a bound limit's value
    /// while planning, and so prepares such a statement again on every execution; a limit is
    /// a number (never text from a request) with few distinct values, so each keeps one
    /// prepared statement.
    pub fn limit(&mut self, limit: i64) -> &mut Self {
        self.text.push_str(&format!(" limit {limit}"));
        self
    }

    /// Appends `text` as a quoted literal when it is one word of ASCII letters, digits, `-` and
    /// `_` (a status, a language code, a category's slug), else as a placeholder. SQLite's
    /// planner reads a bound value compared with an indexed column (against the index's stat4
    /// samples), and so prepares such a statement again on every execution: a quarter of an
    /// uncached list's time. Such values are few, so each keeps one prepared statement.
    pub fn word(&mut self, text: &str) -> &mut Self {
        if !text.is_empty()
            && text
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        {
            self.text.push('\'');
            self.text.push_str(text);
            self.text.push('\'');
            self
        } else {
            self.bind(Arg::Text(text.to_owned()))
        }
    }

    /// Appends a test that the expression before it is one of `ids`, with the whole list bound
    /// as one value. Every connection keeps each statement it prepared (up to 100): with a
    /// placeholder per id, every length of list was a statement of its own, and a server that
    /// answered batches of every length from 1 to 100 ids held 11 to 14 MB more for them
    /// (BENCHMARKS.md, "2026-12-01").
    pub fn in_ids(&mut self, backend: Backend, ids: &[i64]) -> &mut Self {
        self.push(match backend {
            Backend::Sqlite => " in (select value from json_each(",
            Backend::Postgres => " = any(",
        });
        self.bind(Arg::Ids(IdList(ids.to_vec())));
        self.push(match backend {
            Backend::Sqlite => "))",
            Backend::Postgres => ")",
        })
    }
}

/// A list of ids bound as one value: a `bigint[]` on PostgreSQL, a JSON array for SQLite's
/// `json_each`.
#[derive(Clone, Debug)]
pub(crate) struct IdList(pub Vec<i64>);

impl Type<Postgres> for IdList {
    fn type_info() -> PgTypeInfo {
        <Vec<i64> as Type<Postgres>>::type_info()
    }
}

impl Encode<'_, Postgres> for IdList {
    fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
        <Vec<i64> as Encode<'_, Postgres>>::encode_by_ref(&self.0, buf)
    }
}

impl Type<Sqlite> for IdList {
    fn type_info() -> SqliteTypeInfo {
        <String as Type<Sqlite>>::type_info()
    }
}

impl Encode<'_, Sqlite> for IdList {
    fn encode_by_ref(&self, args: &mut SqliteArgumentsBuffer) -> Result<IsNull, BoxDynError> {
        let json = serde_json::to_string(&self.0)?;
        <String as Encode<'_, Sqlite>>::encode(json, args)
    }
}

/// A `like` pattern matching `needle` anywhere, lower-cased, with its wildcards escaped (use
/// with `escape '\\'`).
pub(crate) fn contains_pattern(needle: &str) -> String {
    let escaped = needle
        .to_lowercase()
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    format!("%{escaped}%")
}

/// Binds every argument of a `Sql` to a sqlx query of either backend.
macro_rules! bind_args {
    ($query:expr, $args:expr) => {{
        let mut query = $query;
        for arg in $args {
            query = match arg {
                $crate::store::sql::Arg::Int(v) => query.bind(v),
                $crate::store::sql::Arg::OptInt(v) => query.bind(v),
                $crate::store::sql::Arg::Text(v) => query.bind(v),
                $crate::store::sql::Arg::OptText(v) => query.bind(v),
                $crate::store::sql::Arg::Bool(v) => query.bind(v),
                $crate::store::sql::Arg::Float(v) => query.bind(v),
                $crate::store::sql::Arg::OptFloat(v) => query.bind(v),
                $crate::store::sql::Arg::OptBool(v) => query.bind(v),
                $crate::store::sql::Arg::Time(v) => query.bind(v),
                $crate::store::sql::Arg::OptTime(v) => query.bind(v),
                $crate::store::sql::Arg::OptJson(v) => query.bind(v.map(sqlx::types::Json)),
                $crate::store::sql::Arg::Ids(v) => query.bind(v),
            };
        }
        query
    }};
}
pub(crate) use bind_args;

/// `query_as` over a `Sql`, fetched with `$method` (`fetch_all`, `fetch_optional`, `fetch_one`).
macro_rules! fetch_as {
    ($executor:expr, $row:ty, $sql:expr, $method:ident) => {{
        let sql: $crate::store::sql::Sql = $sql;
        $crate::store::sql::bind_args!(sqlx::query_as::<_, $row>(sqlx::AssertSqlSafe(sql.text)), sql.args)
            .$method($executor)
            .await
    }};
}
pub(crate) use fetch_as;

/// `query` over a `Sql`, executed.
macro_rules! execute {
    ($executor:expr, $sql:expr) => {{
        let sql: $crate::store::sql::Sql = $sql;
        $crate::store::sql::bind_args!(sqlx::query(sqlx::AssertSqlSafe(sql.text)), sql.args)
            .execute($executor)
            .await
    }};
}
pub(crate) use execute;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_numbered_in_order() {
        let mut sql = Sql::new("select * from t where a = ");
        sql.bind(Arg::Int(1)).push(" and b = ").bind(Arg::Int(2));
        assert_eq!(sql.text, "select * from t where a = $1 and b = $2");
        assert_eq!(sql.args.len(), 2);
    }

    #[test]
    fn a_list_of_ids_is_one_placeholder_whatever_its_length() {
        for backend in [Backend::Sqlite, Backend::Postgres] {
            let texts: Vec<String> = [&[1][..], &[1, 2, 3]]
                .into_iter()
                .map(|ids| {
                    let mut sql = Sql::new("where id");
                    sql.in_ids(backend, ids);
                    assert_eq!(sql.args.len(), 1);
                    sql.text
                })
                .collect();
            assert_eq!(texts[0], texts[1]);
        }
    }

    #[test]
    fn only_a_plain_word_is_written_out() {
        let mut sql = Sql::new("where a = ");
        sql.word("politics")
            .push(" and b = ")
            .word("en-GB_2")
            .push(" and c = ")
            .word("x' or '1' = '1")
            .push(" and d = ")
            .word("");
        assert_eq!(sql.text, "where a = 'politics' and b = 'en-GB_2' and c = $1 and d = $2");
        assert_eq!(sql.args.len(), 2);
    }
}
