//! Reader interactions of spec §7: views, likes and bookmarks, shares, and the reader's saved
//! articles. A signed-in reader is their account; anyone else sends the random id the site keeps
//! in the browser as `fingerprint` (DESIGN.md deviation 7). Answers are live counts, never
//! served from the response cache.

use axum::extract::State;
use axum::http::{HeaderMap, header};
use news_core::domain::Reader;
use news_core::domain::interaction::{ClientInfo, Counted, ReaderState, SharePlatform, Toggle, Toggled};
use news_core::store::Page;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::articles::{ArticlePage, MAX_LIMIT, MAX_OFFSET};
use super::{ApiJson, ApiPath, ApiQuery, invalid_message, parse_id, parse_number};
use crate::auth::{Caller, ClientIp};
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ViewBody {
    /// The browser's random id; not needed when signed in.
    fingerprint: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ToggleBody {
    /// like or bookmark.
    #[serde(rename = "type")]
    kind: String,
    /// The browser's random id; not needed when signed in.
    fingerprint: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ShareBody {
    /// native, clipboard, facebook, whatsapp, telegram, email or linkedin (spec §9).
    platform: String,
    /// The browser's random id; not needed when signed in.
    fingerprint: Option<String>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct ReaderParams {
    /// The browser's random id; not needed when signed in.
    fingerprint: Option<String>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct SavedParams {
    /// The browser's random id; not needed when signed in.
    fingerprint: Option<String>,
    /// 1 to 100, default 10.
    limit: Option<String>,
    /// Default 0.
    offset: Option<String>,
}

/// The reader of a request: the signed-in account, else the fingerprint, which must then be a
/// valid one (400 otherwise).
fn reader(caller: &Caller, fingerprint: Option<&str>) -> Result<Reader, ApiError> {
    let user_id = match caller {
        Caller::User(claims) => Some(claims.sub.as_str()),
        Caller::Anonymous | Caller::ApiKey(_) => None,
    };
    Reader::identify(user_id, fingerprint).map_err(|e| ApiError::bad_request(invalid_message(e)))
}

fn client(ip: String, headers: &HeaderMap) -> ClientInfo {
    let agent = headers.get(header::USER_AGENT).and_then(|value| value.to_str().ok());
    ClientInfo::new(Some(ip), agent)
}

/// Counts a view of a published article: the reader's first view always, a later one only when
/// their last counted view is more than 30 minutes old.
#[utoipa::path(
    post,
    path = "/api/v1/articles/{id}/views",
    tag = "interactions",
    params(("id" = i64, Path, description = "Article id")),
    request_body = ViewBody,
    responses(
        (status = 200, description = "Whether the view counted, and the article's counts", body = Counted),
        (status = 400, description = "No or an invalid fingerprint, or a bad id", body = ErrorBody),
        (status = 404, description = "No published article has this id", body = ErrorBody),
    )
)]
pub async fn record_view(
    State(state): State<AppState>,
    caller: Caller,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    ApiPath(id): ApiPath<String>,
    ApiJson(body): ApiJson<ViewBody>,
) -> Result<axum::Json<Counted>, ApiError> {
    let id = parse_id(&id)?;
    let reader = reader(&caller, body.fingerprint.as_deref())?;
    let counted = state
        .store
        .record_view(id, &reader, &client(ip, &headers), chrono::Utc::now())
        .await?;
    Ok(axum::Json(counted))
}

/// Spec §7 toggle_user_interaction: switches the reader's like or bookmark on or off.
#[utoipa::path(
    post,
    path = "/api/v1/articles/{id}/interactions",
    tag = "interactions",
    params(("id" = i64, Path, description = "Article id")),
    request_body = ToggleBody,
    responses(
        (status = 200, description = "Whether it is now on, and the article's counts", body = Toggled),
        (status = 400, description = "An unknown type, no or an invalid fingerprint, or a bad id", body = ErrorBody),
        (status = 404, description = "No published article has this id", body = ErrorBody),
    )
)]
pub async fn toggle_interaction(
    State(state): State<AppState>,
    caller: Caller,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    ApiPath(id): ApiPath<String>,
    ApiJson(body): ApiJson<ToggleBody>,
) -> Result<axum::Json<Toggled>, ApiError> {
    let id = parse_id(&id)?;
    let toggle: Toggle = body
        .kind
        .parse()
        .map_err(|e| ApiError::bad_request(invalid_message(e)))?;
    let reader = reader(&caller, body.fingerprint.as_deref())?;
    let toggled = state
        .store
        .toggle_interaction(id, &reader, toggle, &client(ip, &headers), chrono::Utc::now())
        .await?;
    Ok(axum::Json(toggled))
}

/// Spec §7 get_user_article_interactions: whether the reader likes and saved the article, and
/// its counts.
#[utoipa::path(
    get,
    path = "/api/v1/articles/{id}/interactions",
    tag = "interactions",
    params(("id" = i64, Path, description = "Article id"), ReaderParams),
    responses(
        (status = 200, body = ReaderState),
        (status = 400, description = "No or an invalid fingerprint, or a bad id", body = ErrorBody),
        (status = 404, description = "No published article has this id", body = ErrorBody),
    )
)]
pub async fn reader_state(
    State(state): State<AppState>,
    caller: Caller,
    ApiPath(id): ApiPath<String>,
    ApiQuery(params): ApiQuery<ReaderParams>,
) -> Result<axum::Json<ReaderState>, ApiError> {
    let id = parse_id(&id)?;
    let reader = reader(&caller, params.fingerprint.as_deref())?;
    Ok(axum::Json(state.store.reader_state(id, &reader).await?))
}

/// Records a share (spec §9 methods). A reader's share counts once per article and platform
/// within 30 minutes.
#[utoipa::path(
    post,
    path = "/api/v1/articles/{id}/shares",
    tag = "interactions",
    params(("id" = i64, Path, description = "Article id")),
    request_body = ShareBody,
    responses(
        (status = 200, description = "Whether the share counted, and the article's counts", body = Counted),
        (status = 400, description = "Unsupported sharing method, no or an invalid fingerprint, or a bad id", body = ErrorBody),
        (status = 404, description = "No published article has this id", body = ErrorBody),
    )
)]
pub async fn record_share(
    State(state): State<AppState>,
    caller: Caller,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    ApiPath(id): ApiPath<String>,
    ApiJson(body): ApiJson<ShareBody>,
) -> Result<axum::Json<Counted>, ApiError> {
    let id = parse_id(&id)?;
    let platform: SharePlatform = body
        .platform
        .parse()
        .map_err(|e| ApiError::bad_request(invalid_message(e)))?;
    let reader = reader(&caller, body.fingerprint.as_deref())?;
    let counted = state
        .store
        .record_share(id, &reader, platform, &client(ip, &headers), chrono::Utc::now())
        .await?;
    Ok(axum::Json(counted))
}

/// The reader's bookmarked articles, newest bookmark first.
#[utoipa::path(
    get,
    path = "/api/v1/saved",
    tag = "interactions",
    params(SavedParams),
    responses(
        (status = 200, description = "A page of saved articles and how many there are", body = ArticlePage),
        (status = 400, description = "No or an invalid fingerprint, or a bad page", body = ErrorBody),
    )
)]
pub async fn saved_articles(
    State(state): State<AppState>,
    caller: Caller,
    ApiQuery(params): ApiQuery<SavedParams>,
) -> Result<axum::Json<ArticlePage>, ApiError> {
    let reader = reader(&caller, params.fingerprint.as_deref())?;
    let page = Page {
        limit: parse_number("limit", params.limit.as_deref(), 10, 1, MAX_LIMIT)?,
        offset: parse_number("offset", params.offset.as_deref(), 0, 0, MAX_OFFSET)?,
    };
    let (items, total) = state.store.saved_articles(&reader, page).await?;
    Ok(axum::Json(ArticlePage {
        items,
        total,
        limit: page.limit,
        offset: page.offset,
    }))
}
