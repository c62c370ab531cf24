//! `/direct-backup`'s calls (deliberate deviation 2 of DESIGN.md): the completed backups and
//! their download, for an operator who cannot sign in, with a break-glass token printed by
//! `newsctl backup emergency-token` (valid 15 minutes; a download uses it up) or an admin's
//! session. Never open without one of the two.
//!
//! The token travels in the `X-Break-Glass-Token` header (GET), or in a POST body as JSON
//! `{"token": "…"}` or as the form field `token` (a plain HTML form). Never in the URL: query
//! strings end up in access logs, proxy logs and browser history, so `?token=` is refused.

use axum::extract::{FromRequest, FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, header};
use axum::response::Response;
use news_core::auth::Actor;
use news_core::backup::{BREAK_GLASS_REFUSED, break_glass_actor};
use serde::Deserialize;
use utoipa::ToSchema;

use super::admin::backups::{BackupList, COMPLETED_LIST_LIMIT, download_response};
use super::{ApiJson, ApiPath, ApiQuery, parse_id};
use crate::auth::{Admin, ClientIp};
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

/// The header that carries a break-glass token.
const TOKEN_HEADER: &str = "x-break-glass-token";

const NO_ACCESS: &str = "A valid break-glass token (header X-Break-Glass-Token) or an admin session is needed.";

/// A break-glass token in a POST body.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TokenBody {
    /// The token printed by `newsctl backup emergency-token`.
    token: String,
}

/// The body of a POST: JSON, or a form (`application/x-www-form-urlencoded`).
pub struct PostedToken(String);

impl FromRequest<AppState> for PostedToken {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &AppState) -> Result<Self, Self::Rejection> {
        let form = request
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .is_some_and(|value| value.starts_with("application/x-www-form-urlencoded"));
        let body: TokenBody = if form {
            axum::Form::from_request(request, state)
                .await
                .map_err(|rejection| ApiError::bad_request(rejection.body_text()))?
                .0
        } else {
            ApiJson::from_request(request, state).await?.0
        };
        Ok(Self(body.token))
    }
}

/// Refuses a token in the query string, whatever else the request holds.
pub struct NoTokenInUrl;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UrlParams {
    token: Option<serde::de::IgnoredAny>,
}

impl<S: Send + Sync> FromRequestParts<S> for NoTokenInUrl {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        let ApiQuery(params) = ApiQuery::<UrlParams>::from_request_parts(parts, state).await?;
        if params.token.is_some() {
            return Err(ApiError::bad_request(
                "Do not put the break-glass token in the URL (URLs end up in logs): send it in the \
                 X-Break-Glass-Token header, or POST it as {\"token\": \"...\"} or as the form field token.",
            ));
        }
        Ok(Self)
    }
}

/// Who may see the emergency page: the bearer of a live token (its hash), or an admin.
enum Access {
    Token { hash: String, actor: Actor },
    Admin(Actor),
}

/// Checks the caller: a live break-glass token (not used up here), else an admin session.
async fn allow(parts: &mut Parts, state: &AppState, token: Option<String>) -> Result<Access, ApiError> {
    if let Some(token) = token {
        let hash = state.accounts.keys().hash_token(&token);
        if !state.store.check_break_glass_token(&hash).await? {
            return Err(ApiError::unauthorized(BREAK_GLASS_REFUSED));
        }
        let ClientIp(ip) = ClientIp::from_request_parts(parts, state).await?;
        return Ok(Access::Token {
            hash,
            actor: break_glass_actor(ip),
        });
    }
    match Admin::from_request_parts(parts, state).await {
        Ok(Admin(actor)) => Ok(Access::Admin(actor)),
        Err(err) if err.status.as_u16() == 401 => Err(ApiError::unauthorized(NO_ACCESS)),
        Err(err) => Err(err),
    }
}

fn header_token(headers: &HeaderMap) -> Option<String> {
    Some(headers.get(TOKEN_HEADER)?.to_str().ok()?.trim().to_string())
}

async fn list(state: &AppState) -> Result<axum::Json<BackupList>, ApiError> {
    let (items, count) = state.store.backups(true, COMPLETED_LIST_LIMIT).await?;
    Ok(axum::Json(BackupList::new(items, count)))
}

/// Streams backup `id`; with a token, the token is used up only if the download can happen.
async fn download(mut parts: Parts, state: &AppState, id: &str, token: Option<String>) -> Result<Response, ApiError> {
    let id = parse_id(id)?;
    let opened = match allow(&mut parts, state, token).await? {
        Access::Admin(actor) => state.backups.open_download(id, &actor, None).await?,
        Access::Token { hash, actor } => state.backups.open_download(id, &actor, Some(&hash)).await?,
    };
    Ok(download_response(opened))
}

/// The ten newest completed backups, for the bearer of a break-glass token in the
/// `X-Break-Glass-Token` header, or an admin (`Authorization: Bearer`). `?token=` is refused.
#[utoipa::path(
    get,
    path = "/api/v1/emergency/backups",
    tag = "emergency",
    params(("X-Break-Glass-Token" = Option<String>, Header, description = "A token from `newsctl backup emergency-token`; not needed with an admin's bearer token")),
    responses(
        (status = 200, body = BackupList),
        (status = 400, description = "A token in the query string", body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
    )
)]
pub async fn emergency_backups(
    State(state): State<AppState>,
    _: NoTokenInUrl,
    mut parts: Parts,
) -> Result<axum::Json<BackupList>, ApiError> {
    let token = header_token(&parts.headers);
    allow(&mut parts, &state, token).await?;
    list(&state).await
}

/// The same list, for a token posted as JSON `{"token": "…"}` or as the form field `token`.
#[utoipa::path(
    post,
    path = "/api/v1/emergency/backups",
    tag = "emergency",
    request_body(content(
        (TokenBody = "application/json"),
        (TokenBody = "application/x-www-form-urlencoded"),
    )),
    responses(
        (status = 200, body = BackupList),
        (status = 400, description = "A token in the query string", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "An access token of someone who is not an admin", body = ErrorBody),
        (status = 422, body = ErrorBody),
    )
)]
pub async fn emergency_backups_posted(
    State(state): State<AppState>,
    _: NoTokenInUrl,
    mut parts: Parts,
    PostedToken(token): PostedToken,
) -> Result<axum::Json<BackupList>, ApiError> {
    allow(&mut parts, &state, Some(token)).await?;
    list(&state).await
}

/// Downloads a completed backup, audited as `backup.download`. A break-glass token (header
/// `X-Break-Glass-Token`) works for one download, and is used up only when the backup exists,
/// is completed and unexpired. `?token=` is refused.
#[utoipa::path(
    get,
    path = "/api/v1/emergency/backups/{id}/download",
    tag = "emergency",
    params(
        ("id" = i64, Path),
        ("X-Break-Glass-Token" = Option<String>, Header, description = "A token from `newsctl backup emergency-token`; not needed with an admin's bearer token"),
    ),
    responses(
        (status = 200, description = "The .tar.zst file", content_type = "application/zstd"),
        (status = 400, description = "A token in the query string", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "An access token of someone who is not an admin", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Download Not Available (not completed)", body = ErrorBody),
        (status = 410, description = "Download Not Available (expired)", body = ErrorBody),
    )
)]
pub async fn emergency_download(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    _: NoTokenInUrl,
    parts: Parts,
) -> Result<Response, ApiError> {
    let token = header_token(&parts.headers);
    download(parts, &state, &id, token).await
}

/// The same download, for a token posted as JSON `{"token": "…"}` or as the form field `token`.
#[utoipa::path(
    post,
    path = "/api/v1/emergency/backups/{id}/download",
    tag = "emergency",
    params(("id" = i64, Path)),
    request_body(content(
        (TokenBody = "application/json"),
        (TokenBody = "application/x-www-form-urlencoded"),
    )),
    responses(
        (status = 200, description = "The .tar.zst file", content_type = "application/zstd"),
        (status = 400, description = "A token in the query string", body = ErrorBody),
        (status = 401, body = ErrorBody),
        (status = 403, description = "An access token of someone who is not an admin", body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "Download Not Available (not completed)", body = ErrorBody),
        (status = 410, description = "Download Not Available (expired)", body = ErrorBody),
        (status = 422, body = ErrorBody),
    )
)]
pub async fn emergency_download_posted(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    _: NoTokenInUrl,
    parts: Parts,
    PostedToken(token): PostedToken,
) -> Result<Response, ApiError> {
    download(parts, &state, &id, Some(token)).await
}
