//! The audit log, newest first.

use axum::extract::State;
use news_core::store::{AuditEntry, Page};
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
    let items = state.store.list_audit(params.action.as_deref(), page).await?;
    Ok(axum::Json(AuditList { items }))
}
