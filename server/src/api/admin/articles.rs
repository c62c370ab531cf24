//! The newsroom's article endpoints: every status, create, update, publish/archive/reject,
//! delete. Admins and content:write API keys may use them; each write is audited.

use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use news_core::domain::{Article, ArticleDraft, ArticleSummary, Status, StatusFilter};
use news_core::store::{Page, TRASH_RETENTION, TranslationState, TrashedArticle};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::articles::{MAX_LIMIT, MAX_OFFSET, content_filter};
use crate::api::{ApiJson, ApiPath, ApiQuery, invalid_message, parse_bool, parse_id, parse_number};
use crate::auth::Editor;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct AdminListParams {
    /// draft, scheduled, published, archived, rejected or all (the default).
    status: Option<String>,
    /// With status all: include archived articles (left out by default, spec §4).
    include_archived: Option<String>,
    /// With status all: leave rejected articles out.
    exclude_rejected: Option<String>,
    language: Option<String>,
    featured: Option<String>,
    trending: Option<String>,
    category: Option<String>,
    subcategory: Option<String>,
    /// Part of the title, any case.
    q: Option<String>,
    /// newest (the default), oldest, updated (last changed first), views or title.
    sort: Option<String>,
    /// 1 to 100, default 10.
    limit: Option<String>,
    offset: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StatusChange {
    /// draft, scheduled, published, archived or rejected.
    status: String,
    /// With scheduled: when the worker publishes it (in the future). Absent: the article's
    /// own published_at, which must then be in the future.
    published_at: Option<DateTime<Utc>>,
}

/// An article of the admin list, with its translation.
#[derive(Serialize, ToSchema)]
pub struct AdminArticleRow {
    #[serde(flatten)]
    summary: ArticleSummary,
    translation: Option<TranslationState>,
}

#[derive(Serialize, ToSchema)]
pub struct AdminArticlePage {
    items: Vec<AdminArticleRow>,
    total: i64,
    limit: i64,
    offset: i64,
}

/// Articles of any status, newest first (spec §4 admin mode).
#[utoipa::path(
    get,
    path = "/api/v1/admin/articles",
    tag = "admin",
    security(("bearer" = [])),
    params(AdminListParams),
    responses((status = 200, body = AdminArticlePage), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn list_all_articles(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<AdminListParams>,
) -> Result<axum::Json<AdminArticlePage>, ApiError> {
    let status = match params.status.as_deref().unwrap_or("all").parse() {
        Ok(StatusFilter::All) => None,
        Ok(StatusFilter::Only(status)) => Some(status),
        Err(err) => return Err(ApiError::bad_request(invalid_message(err))),
    };
    let mut filter = content_filter(
        &state,
        status,
        [
            &params.language,
            &params.featured,
            &params.trending,
            &params.category,
            &params.subcategory,
        ],
    )?;
    filter.title_contains = params.q.map(|q| q.trim().to_string()).filter(|q| !q.is_empty());
    if let Some(sort) = params.sort.as_deref() {
        filter.order = sort.parse().map_err(|e| ApiError::bad_request(invalid_message(e)))?;
    }
    if status.is_none() {
        if parse_bool("include_archived", params.include_archived.as_deref())? != Some(true) {
            filter.excluded.push(Status::Archived);
        }
        if parse_bool("exclude_rejected", params.exclude_rejected.as_deref())? == Some(true) {
            filter.excluded.push(Status::Rejected);
        }
    }
    let page = Page {
        limit: parse_number("limit", params.limit.as_deref(), 10, 1, MAX_LIMIT)?,
        offset: parse_number("offset", params.offset.as_deref(), 0, 0, MAX_OFFSET)?,
    };
    let (items, total) = state.store.list_articles(&filter, page).await?;
    let ids: Vec<i64> = items.iter().map(|a| a.id).collect();
    let mut translations = state.store.translation_states(&ids).await?;
    Ok(axum::Json(AdminArticlePage {
        items: items
            .into_iter()
            .map(|summary| AdminArticleRow {
                translation: translations.remove(&summary.id),
                summary,
            })
            .collect(),
        total,
        limit: page.limit,
        offset: page.offset,
    }))
}

/// One article whatever its status (spec §7: for editing, without the status filter).
#[utoipa::path(
    get,
    path = "/api/v1/admin/articles/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = Article), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
pub async fn get_any_article(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<axum::Json<Article>, ApiError> {
    Ok(axum::Json(state.store.get_article(parse_id(&id)?, false).await?))
}

#[utoipa::path(
    post,
    path = "/api/v1/admin/articles",
    tag = "admin",
    security(("bearer" = [])),
    request_body = ArticleDraft,
    responses((status = 201, body = Article), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody))
)]
pub async fn create_article(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiJson(draft): ApiJson<ArticleDraft>,
) -> Result<(StatusCode, axum::Json<Article>), ApiError> {
    let article = state.store.create_article(draft, Some(&actor)).await?;
    Ok((StatusCode::CREATED, axum::Json(article)))
}

/// Replaces an article's content and fields and keeps a revision; its status changes through
/// `/status`, its translation link through `/translation`. With `version`, a save over a newer
/// version is refused (409).
#[utoipa::path(
    put,
    path = "/api/v1/admin/articles/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    request_body = ArticleDraft,
    responses(
        (status = 200, body = Article), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Changed since `version`", body = ErrorBody),
        (status = 422, body = ErrorBody),
    )
)]
pub async fn update_article(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    ApiJson(draft): ApiJson<ArticleDraft>,
) -> Result<axum::Json<Article>, ApiError> {
    Ok(axum::Json(
        state.store.update_article(parse_id(&id)?, draft, &actor).await?,
    ))
}

/// Moves an article to another status: draft, scheduled, published, archived or rejected.
#[utoipa::path(
    post,
    path = "/api/v1/admin/articles/{id}/status",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    request_body = StatusChange,
    responses((status = 200, body = Article), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody))
)]
pub async fn change_status(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    ApiJson(body): ApiJson<StatusChange>,
) -> Result<axum::Json<Article>, ApiError> {
    let (id, status) = (parse_id(&id)?, body.status.parse()?);
    let article = match (status, body.published_at) {
        (Status::Scheduled, Some(at)) => state.store.schedule_article(id, at, &actor).await?,
        (_, Some(_)) => {
            return Err(news_core::Error::invalid("published_at", "published_at is given only to schedule").into());
        }
        (status, None) => state.store.set_article_status(id, status, &actor).await?,
    };
    Ok(axum::Json(article))
}

#[utoipa::path(
    delete,
    path = "/api/v1/admin/articles/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 204, description = "Moved to the trash for 30 days"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
pub async fn delete_article(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<StatusCode, ApiError> {
    state.store.delete_article(parse_id(&id)?, &actor).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Serialize, ToSchema)]
pub struct TrashList {
    items: Vec<TrashedArticle>,
    /// How many days a deleted article stays restorable.
    retention_days: i64,
}

/// The deleted articles that can still be restored, most recently deleted first.
#[utoipa::path(
    get,
    path = "/api/v1/admin/trash",
    tag = "admin",
    security(("bearer" = [])),
    responses((status = 200, body = TrashList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn list_trash(
    Editor(_editor): Editor,
    State(state): State<AppState>,
) -> Result<axum::Json<TrashList>, ApiError> {
    Ok(axum::Json(TrashList {
        items: state.store.list_trash().await?,
        retention_days: TRASH_RETENTION.num_days(),
    }))
}

/// Puts a deleted article back, as it was when it was deleted (its status too).
#[utoipa::path(
    post,
    path = "/api/v1/admin/trash/{id}/restore",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Article), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Its id is taken", body = ErrorBody),
    )
)]
pub async fn restore_article(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<axum::Json<Article>, ApiError> {
    Ok(axum::Json(state.store.restore_article(parse_id(&id)?, &actor).await?))
}

/// Deletes an article for good, from the trash or straight away.
#[utoipa::path(
    delete,
    path = "/api/v1/admin/trash/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted for good"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
pub async fn purge_article(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<StatusCode, ApiError> {
    state.store.purge_article(parse_id(&id)?, &actor).await?;
    Ok(StatusCode::NO_CONTENT)
}
