//! Comment moderation: the queue, approve, reject, delete. Editor work (DESIGN.md deviation
//! 6): admins and content:write API keys may do it; every decision is audited.

use axum::extract::State;
use axum::http::StatusCode;
use news_core::domain::comment::Decision;
use news_core::domain::{CommentFilter, CommentStatus, ModeratedComment};
use news_core::store::Page;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::articles::{MAX_LIMIT, MAX_OFFSET};
use crate::api::{ApiPath, ApiQuery, invalid_message, parse_id, parse_id_of, parse_number};
use crate::auth::Editor;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct ModerationParams {
    /// held (the default: the queue), approved, rejected or all.
    status: Option<String>,
    /// Only the comments of this article.
    article_id: Option<String>,
    /// 1 to 100, default 10.
    limit: Option<String>,
    offset: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ModeratedCommentPage {
    items: Vec<ModeratedComment>,
    /// How many comments match the filters in all.
    total: i64,
    limit: i64,
    offset: i64,
}

/// Comments of any status with who wrote them and from where, newest first.
#[utoipa::path(
    get,
    path = "/api/v1/admin/comments",
    tag = "admin",
    security(("bearer" = [])),
    params(ModerationParams),
    responses((status = 200, body = ModeratedCommentPage), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn list_moderated_comments(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<ModerationParams>,
) -> Result<axum::Json<ModeratedCommentPage>, ApiError> {
    let filter = CommentFilter {
        status: CommentStatus::parse_filter(params.status.as_deref().unwrap_or("held"))
            .map_err(|e| ApiError::bad_request(invalid_message(e)))?,
        article_id: params.article_id.as_deref().map(parse_id).transpose()?,
    };
    let page = Page {
        limit: parse_number("limit", params.limit.as_deref(), 10, 1, MAX_LIMIT)?,
        offset: parse_number("offset", params.offset.as_deref(), 0, 0, MAX_OFFSET)?,
    };
    let (items, total) = state.comments.list(filter, page).await?;
    Ok(axum::Json(ModeratedCommentPage {
        items,
        total,
        limit: page.limit,
        offset: page.offset,
    }))
}

/// Shows a held or rejected comment to readers.
#[utoipa::path(
    post,
    path = "/api/v1/admin/comments/{id}/approve",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = ModeratedComment), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
pub async fn approve_comment(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<axum::Json<ModeratedComment>, ApiError> {
    let id = parse_id_of("comment", &id)?;
    Ok(axum::Json(
        state.comments.moderate(id, Decision::Approve, &actor).await?,
    ))
}

/// Hides a comment from readers, keeping it for the record.
#[utoipa::path(
    post,
    path = "/api/v1/admin/comments/{id}/reject",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = ModeratedComment), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
pub async fn reject_comment(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<axum::Json<ModeratedComment>, ApiError> {
    let id = parse_id_of("comment", &id)?;
    Ok(axum::Json(state.comments.moderate(id, Decision::Reject, &actor).await?))
}

/// Deletes a comment and its replies for good.
#[utoipa::path(
    delete,
    path = "/api/v1/admin/comments/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
pub async fn delete_comment(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<StatusCode, ApiError> {
    state.comments.delete(parse_id_of("comment", &id)?, &actor).await?;
    Ok(StatusCode::NO_CONTENT)
}
