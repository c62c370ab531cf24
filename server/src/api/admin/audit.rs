//! The audit log, newest first.

use axum::extract::State;
use chrono::{DateTime, Days, NaiveDate, Utc};
use news_core::store::{AuditEntry, AuditFilter, Page};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::{ApiQuery, parse_number};
use crate::auth::Admin;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct AuditParams {
    /// Only this action, or actions under it (`api_key` matches `api_key.create`).
    action: Option<String>,
    /// Part of who did it (an address, a key's name, `operator:…`), any case.
    actor: Option<String>,
    /// Entries from this day on (YYYY-MM-DD, UTC).
    since: Option<String>,
    /// Entries up to and including this day (YYYY-MM-DD, UTC).
    until: Option<String>,
    /// 1 to 500, default 50.
    limit: Option<String>,
    offset: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct AuditList {
    items: Vec<AuditEntry>,
}

#[utoipa::path(
    get,
    path = "/api/v1/admin/audit",
    tag = "admin",
    security(("bearer" = [])),
    params(AuditParams),
    responses((status = 200, body = AuditList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn list_audit(
    Admin(_admin): Admin,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<AuditParams>,
) -> Result<axum::Json<AuditList>, ApiError> {
    let page = Page {
        limit: parse_number("limit", params.limit.as_deref(), 50, 1, 500)?,
        offset: parse_number("offset", params.offset.as_deref(), 0, 0, 1_000_000)?,
    };
    let filter = AuditFilter {
        action: non_empty(params.action),
        actor: non_empty(params.actor),
        since: day("since", params.since.as_deref(), 0)?,
        until: day("until", params.until.as_deref(), 1)?,
    };
    let items = state.store.list_audit(&filter, page).await?;
    Ok(axum::Json(AuditList { items }))
}

fn non_empty(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_string()).filter(|v| !v.is_empty())
}

/// The start of a `YYYY-MM-DD` day in UTC, `days_after` days later.
fn day(name: &str, raw: Option<&str>, days_after: u64) -> Result<Option<DateTime<Utc>>, ApiError> {
    let Some(raw) = raw.map(str::trim).filter(|r| !r.is_empty()) else {
        return Ok(None);
    };
    NaiveDate::parse_from_str(raw, "%Y-%m-%d")
        .ok()
        .and_then(|date| date.checked_add_days(Days::new(days_after)))
        .and_then(|date| date.and_hms_opt(0, 0, 0))
        .map(|start| Some(start.and_utc()))
        .ok_or_else(|| ApiError::bad_request(format!("{name} must be a date like 2026-11-25")))
}
