//! Reader comments on a published article (DESIGN.md deviation 1): the approved ones, and
//! posting one. A refused comment is a 400 whose `error.title` is the spec's heading for it.

use axum::extract::State;
use axum::http::StatusCode;
use news_core::domain::comment::{EMPTY_MESSAGE, EMPTY_TITLE, FAILED_TITLE};
use news_core::domain::{Comment, NewComment, Reader};
use news_core::store::Page;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::articles::{MAX_LIMIT, MAX_OFFSET};
use super::{ApiJson, ApiPath, ApiQuery, parse_id, parse_number};
use crate::auth::{Caller, Client};
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct CommentListParams {
    /// 1 to 100, default 10.
    limit: Option<String>,
    /// Default 0.
    offset: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct CommentPage {
    items: Vec<Comment>,
    /// How many approved comments the article has in all.
    total: i64,
    limit: i64,
    offset: i64,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CommentRequest {
    /// Plain text, 1 to 5,000 characters; never read as HTML.
    #[serde(default)]
    text: String,
    /// Up to 80 characters; the account's name, else 'Anonymous', when absent.
    name: Option<String>,
    /// The random id the site keeps in the browser; required without a sign-in.
    fingerprint: Option<String>,
    /// The approved top-level comment of the same article that this one answers.
    parent_id: Option<i64>,
}

/// A page of an article's approved comments, oldest first. Replies carry `parent_id`.
#[utoipa::path(
    get,
    path = "/api/v1/articles/{id}/comments",
    tag = "comments",
    params(("id" = i64, Path), CommentListParams),
    responses(
        (status = 200, description = "Approved comments and their total", body = CommentPage),
        (status = 400, body = ErrorBody),
        (status = 404, description = "No published article with this id", body = ErrorBody),
    )
)]
pub async fn list_comments(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    ApiQuery(params): ApiQuery<CommentListParams>,
) -> Result<axum::Json<CommentPage>, ApiError> {
    let article_id = parse_id(&id)?;
    let page = Page {
        limit: parse_number("limit", params.limit.as_deref(), 10, 1, MAX_LIMIT)?,
        offset: parse_number("offset", params.offset.as_deref(), 0, 0, MAX_OFFSET)?,
    };
    let (items, total) = state.comments.visible(article_id, page).await?;
    Ok(axum::Json(CommentPage {
        items,
        total,
        limit: page.limit,
        offset: page.offset,
    }))
}

/// Posts a comment as the signed-in reader, or as the browser's random id. It shows at once
/// (`status: approved`) unless a moderation rule holds it for an editor (`status: held`).
#[utoipa::path(
    post,
    path = "/api/v1/articles/{id}/comments",
    tag = "comments",
    params(("id" = i64, Path)),
    request_body = CommentRequest,
    responses(
        (status = 201, description = "Stored: approved, or held for moderation", body = Comment),
        (status = 400, description = "Empty or too long, a bad fingerprint or reply", body = ErrorBody),
        (status = 404, description = "No published article with this id", body = ErrorBody),
        (status = 429, description = "Too many comments; see Retry-After", body = ErrorBody),
    )
)]
pub async fn post_comment(
    State(state): State<AppState>,
    caller: Caller,
    Client(client): Client,
    ApiPath(id): ApiPath<String>,
    ApiJson(body): ApiJson<CommentRequest>,
) -> Result<(StatusCode, axum::Json<Comment>), ApiError> {
    let article_id = parse_id(&id)?;
    let (user_id, account_email) = match &caller {
        Caller::User(claims) => (Some(claims.sub.as_str()), Some(claims.email.clone())),
        Caller::Anonymous | Caller::ApiKey(_) => (None, None),
    };
    let reader = Reader::identify(user_id, body.fingerprint.as_deref()).map_err(refused)?;
    let new = NewComment {
        article_id,
        parent_id: body.parent_id,
        text: body.text,
        name: body.name,
        reader,
        account_email,
        ip_address: client.ip().to_string(),
        user_agent: client.user_agent,
    };
    let comment = state.comments.post(new).await.map_err(refused)?;
    Ok((StatusCode::CREATED, axum::Json(comment)))
}

/// A comment the reader must change is a 400 with the spec's heading: 'Comment cannot be
/// empty' for an empty one (§5), 'Failed to add comment' for the rest (§8).
fn refused(err: news_core::Error) -> ApiError {
    match err {
        news_core::Error::Invalid { message, .. } => {
            let title = if message == EMPTY_MESSAGE {
                EMPTY_TITLE
            } else {
                FAILED_TITLE
            };
            ApiError::bad_request(message).titled(title)
        }
        other => other.into(),
    }
}
