//! `/direct-backup`'s calls (deliberate deviation 2 of DESIGN.md): the completed backups and
//! their download, for an operator who cannot sign in, with a break-glass token printed by
//! `newsctl backup emergency-token` (valid 15 minutes; a download uses it up) or an admin's
//! session. Never open without one of the two. The token travels in the `X-Break-Glass-Token`
//! header or a POST body (JSON or a form), never in the URL, where logs and history keep it.

use axum::body::Body;
use axum::extract::{FromRequest, FromRequestParts, Path, Request, State};
use axum::http::request::Parts;
use axum::http::{Method, header};
use axum::response::Response;
use news_core::auth::{Actor, ActorKind};
use serde::Deserialize;
use utoipa::ToSchema;

use super::admin::backups::{BackupList, COMPLETED_LIST_LIMIT, available_backup, stream_backup};
use super::parse_id;
use crate::auth::{Admin, ClientIp};
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

/// A token body is a few dozen bytes.
const MAX_BODY_BYTES: usize = 4096;

/// The header that carries a break-glass token.
pub const TOKEN_HEADER: &str = "x-break-glass-token";

/// A POST body with the break-glass token, as JSON or as a form.
#[derive(Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TokenBody {
    token: Option<String>,
}

const NO_ACCESS: &str = "A valid break-glass token or an admin session is needed.";
const TOKEN_IN_URL: &str =
    "Send the break-glass token in the X-Break-Glass-Token header or a POST body, not in the URL.";
const DEAD_TOKEN: &str =
    "The break-glass token is invalid, used or expired. Print a new one with `newsctl backup emergency-token`.";

/// The request's parts and the token it carries, if any.
async fn token_of(request: Request) -> Result<(Parts, Option<String>), ApiError> {
    if request
        .uri()
        .query()
        .is_some_and(|query| query.split('&').any(|pair| pair.split('=').next() == Some("token")))
    {
        return Err(ApiError::bad_request(TOKEN_IN_URL));
    }
    let from_header = request
        .headers()
        .get(TOKEN_HEADER)
        .and_then(|value| value.to_str().ok())
        .map(|token| token.trim().to_string());
    if from_header.is_some() || request.method() != Method::POST {
        return Ok((request.into_parts().0, from_header));
    }
    let is_form = request
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_some_and(|kind| kind.starts_with("application/x-www-form-urlencoded"));
    let (parts, body) = request.into_parts();
    let bytes = axum::body::to_bytes(body, MAX_BODY_BYTES)
        .await
        .map_err(|_| ApiError::bad_request("The request body is too large for a token."))?;
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok((parts, None));
    }
    let body: TokenBody = if is_form {
        axum::Form::<TokenBody>::from_request(Request::from_parts(parts.clone(), Body::from(bytes)), &())
            .await
            .map(|form| form.0)
            .map_err(|e| ApiError::bad_request(format!("Invalid form body: {}", e.body_text())))?
    } else {
        serde_json::from_slice(&bytes).map_err(|e| ApiError::bad_request(format!("Invalid JSON body: {e}")))?
    };
    Ok((parts, body.token))
}

/// The caller: an admin, or the holder of a live break-glass token (used up when `consume`).
async fn allow(parts: &mut Parts, state: &AppState, token: Option<&str>, consume: bool) -> Result<Actor, ApiError> {
    let ClientIp(ip) = ClientIp::from_request_parts(parts, state).await?;
    if let Some(token) = token {
        let hash = state.accounts.keys().hash_token(token);
        return match state.store.check_break_glass_token(&hash, consume).await? {
            true => Ok(Actor {
                kind: ActorKind::Operator,
                id: "break-glass".into(),
                label: "break-glass token".into(),
                ip: Some(ip),
            }),
            false => Err(ApiError::unauthorized(DEAD_TOKEN)),
        };
    }
    match Admin::from_request_parts(parts, state).await {
        Ok(Admin(actor)) => Ok(actor),
        Err(err) if err.status.as_u16() == 401 => Err(ApiError::unauthorized(NO_ACCESS)),
        Err(err) => Err(err),
    }
}

/// The ten newest completed backups (GET with the header, or POST with the token in the body).
#[utoipa::path(
    method(get, post),
    path = "/api/v1/emergency/backups",
    tag = "emergency",
    params(("X-Break-Glass-Token" = Option<String>, Header, description = "The break-glass token; not needed with an admin's bearer token")),
    request_body(content = TokenBody, description = "Optional: the token, as JSON or a form"),
    responses((status = 200, body = BackupList), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn emergency_backups(
    State(state): State<AppState>,
    request: Request,
) -> Result<axum::Json<BackupList>, ApiError> {
    let (mut parts, token) = token_of(request).await?;
    allow(&mut parts, &state, token.as_deref(), false).await?;
    let (items, count) = state.store.backups(true, COMPLETED_LIST_LIMIT).await?;
    Ok(axum::Json(BackupList::new(items, count)))
}

/// Downloads a completed backup; a break-glass token works for one download, and is only used
/// up once the backup is known to be there to download.
#[utoipa::path(
    method(get, post),
    path = "/api/v1/emergency/backups/{id}/download",
    tag = "emergency",
    params(("id" = i64, Path), ("X-Break-Glass-Token" = Option<String>, Header, description = "The break-glass token; not needed with an admin's bearer token")),
    request_body(content = TokenBody, description = "Optional: the token, as JSON or a form"),
    responses(
        (status = 200, description = "The .tar.zst file", content_type = "application/zstd"),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 410, body = ErrorBody),
    )
)]
pub async fn emergency_download(
    State(state): State<AppState>,
    Path(id): Path<String>,
    request: Request,
) -> Result<Response, ApiError> {
    let id = parse_id(&id)?;
    let (mut parts, token) = token_of(request).await?;
    allow(&mut parts, &state, token.as_deref(), false).await?;
    let record = available_backup(&state, id).await?;
    let actor = allow(&mut parts, &state, token.as_deref(), true).await?;
    stream_backup(&state, &record, &actor).await
}
