//! `/direct-backup`'s calls (deliberate deviation 2 of DESIGN.md): the completed backups and
//! their download, for an operator who cannot sign in, with a break-glass token printed by
//! `newsctl backup emergency-token` (valid 15 minutes; a download uses it up) or an admin's
//! session. Never open without one of the two.

use axum::extract::{FromRequestParts, Path, State};
use axum::http::request::Parts;
use axum::response::Response;
use serde::Deserialize;
use utoipa::IntoParams;

use super::admin::backups::{BackupList, COMPLETED_LIST_LIMIT, stream_backup};
use super::{ApiQuery, parse_id};
use crate::auth::Admin;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct TokenParams {
    /// The break-glass token; not needed with an admin's bearer token.
    token: Option<String>,
}

const NO_ACCESS: &str = "A valid break-glass token or an admin session is needed.";

/// Checks the caller: an admin, or a live break-glass token, used up when `consume`.
async fn allow(parts: &mut Parts, state: &AppState, token: Option<&str>, consume: bool) -> Result<(), ApiError> {
    if let Some(token) = token {
        let hash = state.accounts.keys().hash_token(token);
        return match state.store.check_break_glass_token(&hash, consume).await? {
            true => Ok(()),
            false => Err(ApiError::unauthorized(
                "The break-glass token is invalid, used or expired. Print a new one with `newsctl backup emergency-token`.",
            )),
        };
    }
    match Admin::from_request_parts(parts, state).await {
        Ok(_) => Ok(()),
        Err(err) if err.status.as_u16() == 401 => Err(ApiError::unauthorized(NO_ACCESS)),
        Err(err) => Err(err),
    }
}

/// The ten newest completed backups.
#[utoipa::path(
    get,
    path = "/api/v1/emergency/backups",
    tag = "emergency",
    params(TokenParams),
    responses((status = 200, body = BackupList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn emergency_backups(
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<TokenParams>,
    request: axum::extract::Request,
) -> Result<axum::Json<BackupList>, ApiError> {
    let (mut parts, _) = request.into_parts();
    allow(&mut parts, &state, params.token.as_deref(), false).await?;
    let (items, count) = state.store.backups(true, COMPLETED_LIST_LIMIT).await?;
    Ok(axum::Json(BackupList::new(items, count)))
}

/// Downloads a completed backup; a break-glass token works for one download.
#[utoipa::path(
    get,
    path = "/api/v1/emergency/backups/{id}/download",
    tag = "emergency",
    params(("id" = i64, Path), TokenParams),
    responses(
        (status = 200, description = "The .tar.zst file", content_type = "application/zstd"),
        (status = 401, body = ErrorBody), (status = 404, body = ErrorBody), (status = 410, body = ErrorBody),
    )
)]
pub async fn emergency_download(
    State(state): State<AppState>,
    Path(id): Path<String>,
    ApiQuery(params): ApiQuery<TokenParams>,
    request: axum::extract::Request,
) -> Result<Response, ApiError> {
    let id = parse_id(&id)?;
    let (mut parts, _) = request.into_parts();
    allow(&mut parts, &state, params.token.as_deref(), true).await?;
    stream_backup(&state, id).await
}
