//! Categories, tags, health and the API's own description.

use std::sync::OnceLock;

use axum::Json;
use axum::extract::State;
use axum::http::Uri;
use axum::response::{IntoResponse, Response};
use news_core::domain::{CategoryMenuItem, Language};
use news_core::store::TagCount;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{ApiQuery, cached_json, parse_language, parse_number};
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct CategoryParams {
    /// en (default) or ro.
    lang: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct CategoryList {
    items: Vec<CategoryMenuItem>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct TagParams {
    /// en or ro; both when absent.
    language: Option<String>,
    /// 1 to 500, default 50.
    limit: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct TagList {
    /// Most used first.
    items: Vec<TagCount>,
}

#[derive(Serialize, ToSchema)]
pub struct Health {
    status: &'static str,
}

/// The category menu in one language, with the subcategories of Politics and Sports.
#[utoipa::path(
    get,
    path = "/api/v1/categories",
    tag = "categories",
    params(CategoryParams),
    responses((status = 200, body = CategoryList), (status = 400, body = ErrorBody))
)]
pub async fn list_categories(
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<CategoryParams>,
) -> Result<Json<CategoryList>, ApiError> {
    let language = parse_language(params.lang.as_deref())?.unwrap_or(Language::En);
    Ok(Json(CategoryList {
        items: state.store.categories().menu(language),
    }))
}

/// Tags of published articles with how often each is used.
#[utoipa::path(
    get,
    path = "/api/v1/tags",
    tag = "categories",
    params(TagParams),
    responses((status = 200, body = TagList), (status = 400, body = ErrorBody))
)]
pub async fn list_tags(
    State(state): State<AppState>,
    uri: Uri,
    ApiQuery(params): ApiQuery<TagParams>,
) -> Result<Response, ApiError> {
    let language = parse_language(params.language.as_deref())?;
    let limit = parse_number("limit", params.limit.as_deref(), 50, 1, 500)?;
    cached_json(&state, &uri, async {
        Ok(TagList {
            items: state.store.tag_counts(language, limit).await?,
        })
    })
    .await
}

/// This document.
#[utoipa::path(
    get,
    path = "/api/v1/openapi.json",
    tag = "meta",
    responses((status = 200, description = "The OpenAPI 3 document of this API", content_type = "application/json"))
)]
pub async fn openapi_document() -> Response {
    static DOCUMENT: OnceLock<String> = OnceLock::new();
    let body = DOCUMENT.get_or_init(|| super::openapi().to_json().expect("the OpenAPI document serialises"));
    ([(axum::http::header::CONTENT_TYPE, "application/json")], body.as_str()).into_response()
}

/// The process is up.
#[utoipa::path(get, path = "/healthz", tag = "meta", responses((status = 200, body = Health)))]
pub async fn healthz() -> Json<Health> {
    Json(Health { status: "ok" })
}

/// The database answers.
#[utoipa::path(
    get,
    path = "/readyz",
    tag = "meta",
    responses((status = 200, body = Health), (status = 503, description = "The database does not answer, or the site is not brought in from storage yet", body = ErrorBody))
)]
pub async fn readyz(State(state): State<AppState>) -> Response {
    if !state.site_ready() {
        return ApiError::unavailable("The site has not been brought in from storage yet.").into_response();
    }
    match state.store.ping().await {
        Ok(()) => Json(Health { status: "ready" }).into_response(),
        Err(err) => {
            tracing::warn!(error = %err, "readiness check failed");
            ApiError::unavailable("The database does not answer.").into_response()
        }
    }
}
