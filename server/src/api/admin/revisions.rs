//! An article's revisions: the list, one with its fields, and bringing one back as a new
//! version. Editors and content:write keys may use them.

use axum::extract::State;
use news_core::domain::Article;
use news_core::store::{Revision, RevisionSummary};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::api::{ApiJson, ApiPath, parse_id};
use crate::auth::Editor;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Serialize, ToSchema)]
pub struct RevisionList {
    /// Newest first.
    items: Vec<RevisionSummary>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RevisionRestore {
    /// The article's version the editor holds; the restore is refused (409) if it moved on.
    version: Option<i64>,
}

#[utoipa::path(
    get,
    path = "/api/v1/admin/articles/{id}/revisions",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = RevisionList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
pub async fn list_revisions(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<axum::Json<RevisionList>, ApiError> {
    Ok(axum::Json(RevisionList {
        items: state.store.list_revisions(parse_id(&id)?).await?,
    }))
}

#[utoipa::path(
    get,
    path = "/api/v1/admin/articles/{id}/revisions/{revision}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path), ("revision" = i64, Path)),
    responses((status = 200, body = Revision), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
pub async fn get_revision(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiPath((id, revision)): ApiPath<(String, String)>,
) -> Result<axum::Json<Revision>, ApiError> {
    Ok(axum::Json(
        state.store.get_revision(parse_id(&id)?, parse_id(&revision)?).await?,
    ))
}

/// Saves the revision's fields as the article's next version; its status, publication time and
/// translation link stay.
#[utoipa::path(
    post,
    path = "/api/v1/admin/articles/{id}/revisions/{revision}/restore",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path), ("revision" = i64, Path)),
    request_body = RevisionRestore,
    responses(
        (status = 200, body = Article), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Changed since `version`", body = ErrorBody),
        (status = 422, body = ErrorBody),
    )
)]
pub async fn restore_revision(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath((id, revision)): ApiPath<(String, String)>,
    ApiJson(body): ApiJson<RevisionRestore>,
) -> Result<axum::Json<Article>, ApiError> {
    Ok(axum::Json(
        state
            .store
            .restore_revision(parse_id(&id)?, parse_id(&revision)?, body.version, &actor)
            .await?,
    ))
}
