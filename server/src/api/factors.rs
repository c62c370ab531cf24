//! Second factors of the signed-in user (spec §7 factor challenge and verify): list, enrol an
//! authenticator app, verify (activate with a first code, or answer a challenge), challenge,
//! remove.

use axum::extract::State;
use axum::http::StatusCode;
use news_core::auth::{Challenge, Enrolment, Factor, Verification};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{ApiJson, ApiPath, optional_json};
use crate::auth::SignedIn;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Serialize, ToSchema)]
pub struct FactorList {
    factors: Vec<Factor>,
    /// Unused recovery codes left.
    recovery_codes_left: i64,
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(deny_unknown_fields)]
pub struct Enrol {
    /// A name to tell devices apart ("Work phone"), at most 64 characters.
    friendly_name: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Verify {
    /// Six digits from the app, or, with a challenge, one of the recovery codes.
    code: String,
    /// The challenge answered; absent to activate a newly enrolled factor.
    challenge_id: Option<String>,
}

/// The signed-in user's factors, verified or not (never their secrets).
#[utoipa::path(
    get,
    path = "/api/v1/auth/factors",
    tag = "auth",
    security(("bearer" = [])),
    responses(
        (status = 200, body = FactorList),
        (status = 401, description = "No valid access token", body = ErrorBody),
    )
)]
pub async fn list_factors(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
) -> Result<axum::Json<FactorList>, ApiError> {
    Ok(axum::Json(FactorList {
        factors: state.store.factors(&claims.sub).await?,
        recovery_codes_left: state.store.recovery_codes_left(&claims.sub).await?,
    }))
}

/// Enrols an authenticator app: the answer holds the secret, its `otpauth://` URI and a QR code
/// of it, shown this once. The factor works once verified with a first code. A user who already
/// has a verified factor must be at aal2.
#[utoipa::path(
    post,
    path = "/api/v1/auth/factors",
    tag = "auth",
    security(("bearer" = [])),
    request_body(content = Enrol, description = "Optional"),
    responses(
        (status = 201, body = Enrolment),
        (status = 401, description = "No valid access token", body = ErrorBody),
        (status = 403, description = "mfa_required: verify an existing factor first", body = ErrorBody),
        (status = 409, description = "Too many factors", body = ErrorBody),
        (status = 422, description = "Name too long", body = ErrorBody),
    )
)]
pub async fn enrol_factor(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
    body: axum::body::Bytes,
) -> Result<(StatusCode, axum::Json<Enrolment>), ApiError> {
    let body: Enrol = optional_json(&body)?;
    let enrolment = state
        .accounts
        .enrol_totp(&claims, body.friendly_name.as_deref())
        .await?;
    Ok((StatusCode::CREATED, axum::Json(enrolment)))
}

/// Activates a newly enrolled factor with its first code, or answers a challenge of a verified
/// one with a code or a recovery code. Either way the session is raised to aal2: the answer is
/// a new session whose refresh token replaces the one held before. Activation also answers the
/// account's ten new recovery codes, shown this once. Each code is accepted once.
#[utoipa::path(
    post,
    path = "/api/v1/auth/factors/{id}/verify",
    tag = "auth",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The factor's id")),
    request_body = Verify,
    responses(
        (status = 200, body = Verification),
        (status = 401, description = "No valid access token", body = ErrorBody),
        (status = 404, description = "No such factor", body = ErrorBody),
        (status = 409, description = "Already verified: answer a challenge instead", body = ErrorBody),
        (status = 422, description = "Wrong or used code, or an expired challenge", body = ErrorBody),
        (status = 429, description = "Too many wrong codes", body = ErrorBody),
    )
)]
pub async fn verify_factor(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
    ApiPath(id): ApiPath<String>,
    ApiJson(body): ApiJson<Verify>,
) -> Result<axum::Json<Verification>, ApiError> {
    let verification = match body.challenge_id {
        None => state.accounts.activate_factor(&claims, &id, &body.code).await?,
        Some(challenge_id) => Verification {
            session: state
                .accounts
                .verify_challenge(&claims, &id, &challenge_id, &body.code)
                .await?,
            recovery_codes: Vec::new(),
        },
    };
    Ok(axum::Json(verification))
}

/// Opens a challenge of a verified factor for this session, valid five minutes.
#[utoipa::path(
    post,
    path = "/api/v1/auth/factors/{id}/challenge",
    tag = "auth",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The factor's id")),
    responses(
        (status = 201, body = Challenge),
        (status = 401, description = "No valid access token", body = ErrorBody),
        (status = 404, description = "No such factor", body = ErrorBody),
        (status = 422, description = "The factor is not verified yet", body = ErrorBody),
    )
)]
pub async fn challenge_factor(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
    ApiPath(id): ApiPath<String>,
) -> Result<(StatusCode, axum::Json<Challenge>), ApiError> {
    let challenge = state.accounts.challenge(&claims, &id).await?;
    Ok((StatusCode::CREATED, axum::Json(challenge)))
}

/// Removes a factor; a verified one only from an aal2 session. With the last verified factor
/// go the recovery codes.
#[utoipa::path(
    delete,
    path = "/api/v1/auth/factors/{id}",
    tag = "auth",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The factor's id")),
    responses(
        (status = 204, description = "Removed"),
        (status = 401, description = "No valid access token", body = ErrorBody),
        (status = 403, description = "mfa_required: raise the session to aal2 first", body = ErrorBody),
        (status = 404, description = "No such factor", body = ErrorBody),
    )
)]
pub async fn remove_factor(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
    ApiPath(id): ApiPath<String>,
) -> Result<StatusCode, ApiError> {
    state.accounts.remove_factor(&claims, &id).await?;
    Ok(StatusCode::NO_CONTENT)
}
