//! The audit log: who did what to what, when and from where, for every admin and operator
//! action. Entries are written in the same transaction as the action they record.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::sql::{Arg, Sql, contains_pattern, execute, fetch_as};
use super::{Page, Store, with_db, with_write};
use crate::Result;
use crate::domain::article::timestamp;
use crate::domain::identity::Actor;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema, sqlx::FromRow)]
pub struct AuditEntry {
    pub id: i64,
    /// user, api_key or operator.
    pub actor_type: String,
    pub actor_id: String,
    pub actor_label: String,
    /// What was done, as `noun.verb` (e.g. `admin.add`, `api_key.revoke`, `article.publish`).
    pub action: String,
    pub target: String,
    pub ip_address: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// The insert of one entry, to run inside the action's own transaction.
pub(super) fn entry(actor: &Actor, action: &str, target: &str) -> Sql {
    let mut sql = Sql::new(
        "insert into audit_log (actor_type, actor_id, actor_label, action, target, ip_address, created_at) values (",
    );
    sql.bind(Arg::Text(actor.kind.as_str().into()))
        .push(", ")
        .bind(Arg::Text(actor.id.clone()))
        .push(", ")
        .bind(Arg::Text(actor.label.clone()))
        .push(", ")
        .bind(Arg::Text(action.into()))
        .push(", ")
        .bind(Arg::Text(target.into()))
        .push(", ")
        .bind(Arg::OptText(actor.ip.clone()))
        .push(", ")
        .bind(Arg::Time(timestamp(Utc::now())))
        .push(")");
    sql
}

/// Which audit entries to list; every field narrows.
#[derive(Clone, Debug, Default)]
pub struct AuditFilter {
    /// An action, or its noun (`api_key` keeps `api_key.create` and `api_key.revoke`).
    pub action: Option<String>,
    /// Part of who did it (an address, a key's name, `operator:…`), any case.
    pub actor: Option<String>,
    /// From this moment on.
    pub since: Option<DateTime<Utc>>,
    /// Before this moment.
    pub until: Option<DateTime<Utc>>,
}

impl AuditFilter {
    /// Entries of one action or noun only.
    pub fn action(action: &str) -> Self {
        Self {
            action: Some(action.into()),
            ..Self::default()
        }
    }
}

impl Store {
    /// Records an action that has no transaction of its own to share (a bulk import).
    pub async fn record_audit(&self, actor: &Actor, action: &str, target: &str) -> Result<()> {
        with_write!(&self.db, conn => execute!(conn, entry(actor, action, target)).map(drop))?;
        Ok(())
    }

    /// Newest first, narrowed by `filter`.
    pub async fn list_audit(&self, filter: &AuditFilter, page: Page) -> Result<Vec<AuditEntry>> {
        let mut sql = Sql::new(
            "select id, actor_type, actor_id, actor_label, action, target, ip_address, created_at from audit_log where 1 = 1",
        );
        if let Some(action) = &filter.action {
            let prefix = format!("{action}.");
            sql.push(" and (action = ")
                .bind(Arg::Text(action.clone()))
                .push(" or substr(action, 1, cast(")
                .bind(Arg::Int(prefix.len() as i64))
                .push(" as integer)) = ")
                .bind(Arg::Text(prefix))
                .push(")");
        }
        if let Some(actor) = &filter.actor {
            sql.push(" and lower(actor_label) like ")
                .bind(Arg::Text(contains_pattern(actor)))
                .push(" escape '\\'");
        }
        if let Some(since) = filter.since {
            sql.push(" and created_at >= ").bind(Arg::Time(since));
        }
        if let Some(until) = filter.until {
            sql.push(" and created_at < ").bind(Arg::Time(until));
        }
        sql.push(" order by created_at desc, id desc")
            .limit(page.limit)
            .push(" offset ")
            .bind(Arg::Int(page.offset));
        Ok(with_db!(&self.db, pool => fetch_as!(pool, AuditEntry, sql, fetch_all))?)
    }
}
