//! Accounts and sessions (spec §7 Authentication): sign-up, the token endpoint with password
//! and refresh-token grants, sign-out, the current user, the admin check, password recovery
//! and reset, and address confirmation.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use news_core::auth::{Session, StaffRole, User};
use news_core::domain::{Fingerprint, Language};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::page::Page;
use super::{ApiJson, ApiQuery, invalid_message, optional_json, parse_language};
use crate::auth::{Caller, Client, ClientIp, SIGN_IN, SignedIn, StaffAccess, staff_access};
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SignUp {
    email: String,
    password: String,
    /// en or ro: the language of the mails the account receives. Default en.
    language: Option<String>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct GrantParams {
    /// password or refresh_token (may also be given in the body).
    grant_type: Option<String>,
}

/// The password grant takes email and password, the refresh grant refresh_token.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TokenRequest {
    grant_type: Option<String>,
    email: Option<String>,
    password: Option<String>,
    refresh_token: Option<String>,
    /// The otp grant: the six digits mailed by `POST /api/v1/auth/otp`; the oidc grant: the
    /// `oidc_code` the sign-in callback put in the sign-in page's address.
    code: Option<String>,
    /// Password and otp grants: the browser's random id (the one sent with likes, bookmarks and views);
    /// what it did before signing in moves to the account.
    fingerprint: Option<String>,
}

#[derive(Deserialize, ToSchema, Default)]
#[serde(deny_unknown_fields)]
pub struct SignOut {
    /// Ends the session of this refresh token (the bearer access token's session otherwise).
    refresh_token: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Recover {
    email: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CodeRequest {
    email: String,
    /// en or ro: the language of the mail, and of the account a first sign-in makes. Default en.
    language: Option<String>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Reset {
    /// The token from the recovery link.
    token: String,
    password: String,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct VerifyParams {
    token: String,
    /// signup (the default: a new account's address) or email_change (an account's new address).
    #[serde(rename = "type")]
    #[param(rename = "type")]
    kind: Option<String>,
    /// en or ro: the language of the answer page.
    lang: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct Message {
    message: &'static str,
}

#[derive(Serialize, ToSchema)]
pub struct AdminStatus {
    /// Staff of either role: may open the admin area.
    is_admin: bool,
    /// The staff role once the session may use it (`admin` or `editor`), none otherwise.
    role: Option<StaffRole>,
    /// An admin whose session must be raised to aal2 by a second factor before admin routes answer.
    mfa_required: bool,
    /// An admin who must enrol a second factor first (`NEWS_REQUIRE_STAFF_MFA`).
    mfa_enrollment_required: bool,
}

#[derive(Serialize, ToSchema)]
pub struct UserBody {
    user: User,
}

/// Spec §8 sign-up success.
const SIGNED_UP: &str = "Check your email for a confirmation link!";
const CODE_SENT: &str = "If this address can sign in, we have sent it a code. It works for 10 minutes.";
const RECOVERY_SENT: &str = "If an account exists for this address, we have sent it a link to reset the password.";

/// Creates an account and mails a confirmation link; the account can sign in at once, and its
/// `email_confirmed_at` stays empty until the link is followed. An address that already has an
/// account gets exactly the same answer (its owner is mailed a reset link instead), so sign-up
/// cannot be used to find out who is registered.
#[utoipa::path(
    post,
    path = "/api/v1/auth/signup",
    tag = "auth",
    request_body = SignUp,
    responses(
        (status = 201, description = "Signed up: a confirmation link is on its way", body = Message),
        (status = 422, description = "Invalid address or password", body = ErrorBody),
        (status = 429, description = "Too many sign-ups from this address", body = ErrorBody),
        (status = 503, description = "Too many sign-ins at once; try again after Retry-After", body = ErrorBody),
    )
)]
pub async fn sign_up(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<SignUp>,
) -> Result<(StatusCode, axum::Json<Message>), ApiError> {
    let language = parse_language(body.language.as_deref())?.unwrap_or(Language::En);
    state
        .accounts
        .sign_up(&body.email, &body.password, language, &ip)
        .await?;
    Ok((StatusCode::CREATED, axum::Json(Message { message: SIGNED_UP })))
}

/// Exchanges a password or a refresh token for a session. A refresh token works once: the
/// answer carries its replacement, and presenting a used one ends the whole session.
#[utoipa::path(
    post,
    path = "/api/v1/auth/token",
    tag = "auth",
    params(GrantParams),
    request_body = TokenRequest,
    responses(
        (status = 200, description = "A new session", body = Session),
        (status = 400, description = "Unknown grant type, missing fields or an invalid fingerprint", body = ErrorBody),
        (status = 401, description = "Wrong credentials, or a dead refresh token", body = ErrorBody),
        (status = 429, description = "Too many attempts", body = ErrorBody),
        (status = 503, description = "Too many sign-ins at once; try again after Retry-After", body = ErrorBody),
    )
)]
pub async fn token(
    State(state): State<AppState>,
    Client(client): Client,
    ApiQuery(params): ApiQuery<GrantParams>,
    ApiJson(body): ApiJson<TokenRequest>,
) -> Result<axum::Json<Session>, ApiError> {
    let grant = params.grant_type.or(body.grant_type).unwrap_or_default();
    let session = match grant.as_str() {
        "password" => {
            let (Some(email), Some(password)) = (body.email, body.password) else {
                return Err(ApiError::bad_request("The password grant needs email and password."));
            };
            let fingerprint = parse_fingerprint(body.fingerprint.as_deref())?;
            state
                .accounts
                .sign_in(&email, &password, &client, fingerprint.as_ref())
                .await?
        }
        "otp" => {
            let (Some(email), Some(code)) = (body.email, body.code) else {
                return Err(ApiError::bad_request("The otp grant needs email and code."));
            };
            let fingerprint = parse_fingerprint(body.fingerprint.as_deref())?;
            state
                .accounts
                .sign_in_with_code(&email, &code, &client, fingerprint.as_ref())
                .await?
        }
        "oidc" => {
            let Some(code) = body.code else {
                return Err(ApiError::bad_request(
                    "The oidc grant needs code (the callback's oidc_code).",
                ));
            };
            state.accounts.sign_in_with_oidc(&code, &client).await?
        }
        "refresh_token" => {
            let Some(refresh_token) = body.refresh_token else {
                return Err(ApiError::bad_request("The refresh_token grant needs refresh_token."));
            };
            state.accounts.refresh(&refresh_token, &client).await?
        }
        other => {
            return Err(ApiError::bad_request(format!(
                "grant_type must be password, otp, oidc or refresh_token, not {other:?}"
            )));
        }
    };
    Ok(axum::Json(session))
}

fn parse_fingerprint(raw: Option<&str>) -> Result<Option<Fingerprint>, ApiError> {
    raw.map(Fingerprint::parse)
        .transpose()
        .map_err(|e| ApiError::bad_request(invalid_message(e)))
}

/// Mails a six-digit sign-in code and a sign-in link (spec §7 one-time code), for the otp
/// grant. The answer is the same whether or not the address has an account; a first sign-in
/// with a code makes a confirmed account while sign-ups are open. A code works once, for 10
/// minutes, and dies after 5 wrong tries; a new request replaces it.
#[utoipa::path(
    post,
    path = "/api/v1/auth/otp",
    tag = "auth",
    request_body = CodeRequest,
    responses(
        (status = 200, description = "A code is on its way if the address can sign in", body = Message),
        (status = 422, description = "Invalid address", body = ErrorBody),
        (status = 429, description = "Too many codes asked for", body = ErrorBody),
    )
)]
pub async fn request_code(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<CodeRequest>,
) -> Result<axum::Json<Message>, ApiError> {
    let language = parse_language(body.language.as_deref())?.unwrap_or(Language::En);
    state.accounts.request_sign_in_code(&body.email, language, &ip).await?;
    Ok(axum::Json(Message { message: CODE_SENT }))
}

/// Mails the signed-in account's confirmation link again (spec §7 verification).
#[utoipa::path(
    post,
    path = "/api/v1/auth/resend",
    tag = "auth",
    security(("bearer" = [])),
    responses(
        (status = 200, description = "A new confirmation link is on its way", body = Message),
        (status = 401, description = "No valid access token", body = ErrorBody),
        (status = 409, description = "The address is already confirmed", body = ErrorBody),
        (status = 429, description = "Asked for too often", body = ErrorBody),
    )
)]
pub async fn resend_confirmation(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
) -> Result<axum::Json<Message>, ApiError> {
    state.accounts.resend_confirmation(&claims.sub).await?;
    Ok(axum::Json(Message { message: SIGNED_UP }))
}

/// Ends the session. Signing out of a session that has already ended (or an expired token)
/// also succeeds: the client only wants to be signed out.
#[utoipa::path(
    post,
    path = "/api/v1/auth/logout",
    tag = "auth",
    request_body(content = SignOut, description = "Optional"),
    responses((status = 204, description = "Signed out"))
)]
pub async fn sign_out(
    State(state): State<AppState>,
    caller: Caller,
    body: axum::body::Bytes,
) -> Result<StatusCode, ApiError> {
    let body: SignOut = optional_json(&body)?;
    let claims = match &caller {
        Caller::User(claims) => Some(claims),
        _ => None,
    };
    state.accounts.sign_out(claims, body.refresh_token.as_deref()).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The signed-in user.
#[utoipa::path(
    get,
    path = "/api/v1/auth/user",
    tag = "auth",
    security(("bearer" = [])),
    responses(
        (status = 200, body = User),
        (status = 401, description = "No valid access token", body = ErrorBody),
    )
)]
pub async fn current_user(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
) -> Result<axum::Json<User>, ApiError> {
    match state.store.user_by_id(&claims.sub).await {
        Ok(user) => Ok(axum::Json(user)),
        Err(news_core::Error::NotFound(_)) => Err(ApiError::unauthorized("This account no longer exists.")),
        Err(err) => Err(err.into()),
    }
}

/// Spec §4 admin guard: whether the signed-in user is an admin.
#[utoipa::path(
    get,
    path = "/api/v1/auth/admin",
    tag = "auth",
    security(("bearer" = [])),
    responses(
        (status = 200, body = AdminStatus),
        (status = 401, description = "No valid access token", body = ErrorBody),
        (status = 503, description = "Unable to verify admin access. Please try again.", body = ErrorBody),
    )
)]
pub async fn admin_status(State(state): State<AppState>, caller: Caller) -> Result<axum::Json<AdminStatus>, ApiError> {
    // Not `SignedIn`: the staff check reads the session itself, and answers the spec's message
    // when the database does not.
    let Caller::User(claims) = caller else {
        return Err(ApiError::unauthorized(SIGN_IN));
    };
    let access = staff_access(&state, &claims).await?;
    Ok(axum::Json(AdminStatus {
        is_admin: access != StaffAccess::NotStaff,
        role: match access {
            StaffAccess::Granted(role) => Some(role),
            _ => None,
        },
        mfa_required: access == StaffAccess::NeedsAal2,
        mfa_enrollment_required: access == StaffAccess::NeedsFactor,
    }))
}

/// Mails a password reset link. The answer is the same whether or not the address has an
/// account, so it cannot be used to find out who is registered.
#[utoipa::path(
    post,
    path = "/api/v1/auth/recover",
    tag = "auth",
    request_body = Recover,
    responses(
        (status = 200, body = Message),
        (status = 422, description = "Not an e-mail address", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
    )
)]
pub async fn recover(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<Recover>,
) -> Result<axum::Json<Message>, ApiError> {
    state.accounts.request_recovery(&body.email, &ip).await?;
    Ok(axum::Json(Message { message: RECOVERY_SENT }))
}

/// Sets a new password from a recovery link, and signs the account out everywhere.
#[utoipa::path(
    post,
    path = "/api/v1/auth/reset",
    tag = "auth",
    request_body = Reset,
    responses(
        (status = 200, body = UserBody),
        (status = 422, description = "Invalid, used or expired link, or a weak password", body = ErrorBody),
        (status = 429, description = "Too many attempts", body = ErrorBody),
    )
)]
pub async fn reset(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<Reset>,
) -> Result<axum::Json<UserBody>, ApiError> {
    let user = state.accounts.reset_password(&body.token, &body.password, &ip).await?;
    Ok(axum::Json(UserBody { user }))
}

/// The confirmation link of the sign-up mail: confirms the address and answers with a page.
#[utoipa::path(
    get,
    path = "/api/v1/auth/verify",
    tag = "auth",
    params(VerifyParams),
    responses(
        (status = 200, description = "Confirmed (an HTML page)", content_type = "text/html"),
        (status = 400, description = "Invalid, used or expired link (an HTML page)", content_type = "text/html"),
    )
)]
pub async fn verify(State(state): State<AppState>, params: Result<Query<VerifyParams>, QueryRejection>) -> Response {
    // The reader opened this from a mail: a mangled link gets the page of an expired one.
    let params = params.ok().map(|Query(params)| params);
    let language = params
        .as_ref()
        .and_then(|params| params.lang.as_deref())
        .and_then(|code| code.parse::<Language>().ok())
        .unwrap_or(Language::En);
    let outcome = match params.as_ref().map(|params| (params.kind.as_deref(), &params.token)) {
        Some((None | Some("signup"), token)) => Some(state.accounts.confirm_email(token).await),
        Some((Some("email_change"), token)) => Some(state.accounts.confirm_email_change(token).await),
        _ => None,
    };
    let confirmed = match outcome {
        Some(Ok(_)) => true,
        // An address another account took meanwhile cannot be moved to either.
        None | Some(Err(news_core::Error::Invalid { .. } | news_core::Error::Conflict(_))) => false,
        Some(Err(err)) => return ApiError::from(err).into_response(),
    };
    let (status, title, text) = match (confirmed, language) {
        (true, Language::En) => (
            StatusCode::OK,
            "Email confirmed",
            "Your email address is confirmed. Thank you!",
        ),
        (true, Language::Ro) => (
            StatusCode::OK,
            "Email confirmat",
            "Adresa ta de email este confirmată. Mulțumim!",
        ),
        (false, Language::En) => (
            StatusCode::BAD_REQUEST,
            "Link expired",
            "This confirmation link is invalid or has expired.",
        ),
        (false, Language::Ro) => (
            StatusCode::BAD_REQUEST,
            "Link expirat",
            "Acest link de confirmare nu este valid sau a expirat.",
        ),
    };
    let home = format!("/{}/", language.code());
    let back = match language {
        Language::En => "Go to the news",
        Language::Ro => "Mergi la știri",
    };
    Page {
        lang: language.code(),
        title,
        text,
        form: None,
        link: Some((&home, back)),
    }
    .respond(status)
}
