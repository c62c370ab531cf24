//! Accounts, for the admin area.

use axum::extract::State;
use news_core::store::{Page, UserListing};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::{ApiQuery, parse_number};
use crate::auth::Admin;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct UserParams {
    /// 1 to 100, default 50.
    limit: Option<String>,
    offset: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct UserList {
    items: Vec<UserListing>,
    total: i64,
}

/// Accounts, oldest first, with whether each is an admin.
#[utoipa::path(
    get,
    path = "/api/v1/admin/users",
    tag = "admin",
    security(("bearer" = [])),
    params(UserParams),
    responses((status = 200, body = UserList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn list_users(
    Admin(_admin): Admin,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<UserParams>,
) -> Result<axum::Json<UserList>, ApiError> {
    let page = Page {
        limit: parse_number("limit", params.limit.as_deref(), 50, 1, 100)?,
        offset: parse_number("offset", params.offset.as_deref(), 0, 0, 1_000_000)?,
    };
    let (items, total) = state.store.list_users(page).await?;
    Ok(axum::Json(UserList { items, total }))
}
