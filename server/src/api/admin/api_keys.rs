//! API keys for the admin area: list, create (the key is in that answer only), revoke.

use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use news_core::auth::{ApiKey, Scope, new_api_key, parse_duration};
use news_core::store::NewApiKey;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::api::{ApiJson, ApiPath};
use crate::auth::Admin;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Serialize, ToSchema)]
pub struct ApiKeyList {
    items: Vec<ApiKey>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateApiKey {
    name: String,
    scope: Scope,
    /// A lifetime like 90d, 12h or 30m; the key never expires without one.
    expires_in: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct CreatedApiKey {
    /// The key itself: shown this once, stored only as a hash.
    key: String,
    api_key: ApiKey,
}

/// Every key, newest first, revoked and expired ones included.
#[utoipa::path(
    get,
    path = "/api/v1/admin/api-keys",
    tag = "admin",
    security(("bearer" = [])),
    responses(
        (status = 200, body = ApiKeyList),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 503, body = ErrorBody),
    )
)]
pub async fn list_api_keys(
    Admin(_admin): Admin,
    State(state): State<AppState>,
) -> Result<axum::Json<ApiKeyList>, ApiError> {
    Ok(axum::Json(ApiKeyList {
        items: state.store.list_api_keys().await?,
    }))
}

#[utoipa::path(
    post,
    path = "/api/v1/admin/api-keys",
    tag = "admin",
    security(("bearer" = [])),
    request_body = CreateApiKey,
    responses(
        (status = 201, body = CreatedApiKey),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody),
    )
)]
pub async fn create_api_key(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiJson(body): ApiJson<CreateApiKey>,
) -> Result<(StatusCode, axum::Json<CreatedApiKey>), ApiError> {
    let expires_at: Option<DateTime<Utc>> = body
        .expires_in
        .as_deref()
        .map(parse_duration)
        .transpose()?
        .map(|lifetime| Utc::now() + lifetime);
    let (key, prefix) = new_api_key();
    let api_key = state
        .store
        .create_api_key(
            NewApiKey {
                name: body.name,
                scope: body.scope,
                key_hash: state.accounts.keys().hash_token(&key),
                prefix,
                expires_at,
            },
            &actor,
        )
        .await?;
    Ok((StatusCode::CREATED, axum::Json(CreatedApiKey { key, api_key })))
}

/// Revokes a key at once: requests with it get 401 from the next one on.
#[utoipa::path(
    delete,
    path = "/api/v1/admin/api-keys/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The key's id")),
    responses(
        (status = 200, description = "The revoked key", body = ApiKey),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    )
)]
pub async fn revoke_api_key(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<axum::Json<ApiKey>, ApiError> {
    let key = state.store.revoke_api_key(&id, &actor).await?;
    state.forget_api_key(&key.id);
    Ok(axum::Json(key))
}
