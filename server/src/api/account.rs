//! The signed-in user's own account (spec §7 user update; the account page): profile,
//! password, address, sessions, a copy of the data, deletion.

use axum::extract::State;
use axum::http::StatusCode;
use news_core::auth::{OwnerProof, ProfileChange, User};
use news_core::domain::newsletter::Subscriber;
use news_core::store::{AccountExport, SessionInfo};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{ApiJson, ApiPath, parse_language};
use crate::auth::SignedIn;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UserUpdate {
    /// The name comments show, at most 80 characters; "" clears it.
    display_name: Option<String>,
    /// en or ro: the language of mails and of the site's sign-in redirects.
    language: Option<String>,
}

/// The proof a sensitive change asks for: the password, or for an account without one a code
/// from `POST /api/v1/auth/otp`.
#[derive(Deserialize, ToSchema, Default)]
#[serde(deny_unknown_fields)]
pub struct Proof {
    password: Option<String>,
    code: Option<String>,
}

/// Exactly one of a password and a code. The change bodies name both fields themselves rather
/// than flatten `Proof` in: a flattened struct is an `allOf` in the OpenAPI document, whose two
/// closed objects no body can satisfy.
fn owner_proof<'a>(password: Option<&'a str>, code: Option<&'a str>) -> Result<OwnerProof<'a>, ApiError> {
    match (password, code) {
        (Some(password), None) => Ok(OwnerProof::Password(password)),
        (None, Some(code)) => Ok(OwnerProof::Code(code)),
        _ => Err(ApiError::bad_request("Give either password or code.")),
    }
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PasswordChange {
    /// The current password, or for an account without one:
    password: Option<String>,
    /// a code from `POST /api/v1/auth/otp`.
    code: Option<String>,
    new_password: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct EmailChange {
    /// The password, or for an account without one:
    password: Option<String>,
    /// a code from `POST /api/v1/auth/otp`.
    code: Option<String>,
    /// The new address; it changes when the link mailed there is opened.
    email: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewsletterChoice {
    subscribed: bool,
    /// en or ro: the newsletter's language; the account's language by default.
    language: Option<String>,
}

/// The account address's newsletter subscription; `subscription` is null when it never subscribed.
#[derive(Serialize, ToSchema)]
pub struct NewsletterState {
    subscription: Option<Subscriber>,
}

#[derive(Serialize, ToSchema)]
pub struct SessionList {
    sessions: Vec<SessionInfo>,
}

#[derive(Serialize, ToSchema)]
pub struct Ended {
    /// How many sessions ended.
    ended: u64,
}

#[derive(Serialize, ToSchema)]
pub struct Notice {
    message: &'static str,
}

const EMAIL_CHANGE_SENT: &str = "Check your new address for a confirmation link. The address changes when you open it.";

/// Changes the name or language (the spec's "user updated" event follows on the site).
#[utoipa::path(
    patch,
    path = "/api/v1/auth/user",
    tag = "account",
    security(("bearer" = [])),
    request_body = UserUpdate,
    responses(
        (status = 200, body = User),
        (status = 400, description = "Unknown language or fields", body = ErrorBody),
        (status = 401, description = "No valid access token", body = ErrorBody),
        (status = 422, description = "Name too long", body = ErrorBody),
    )
)]
pub async fn update_user(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
    ApiJson(body): ApiJson<UserUpdate>,
) -> Result<axum::Json<User>, ApiError> {
    let change = ProfileChange {
        display_name: body.display_name.as_deref(),
        language: parse_language(body.language.as_deref())?,
    };
    Ok(axum::Json(state.accounts.update_profile(&claims, change).await?))
}

/// Sets a new password, with the current one (or a mailed code). Every other session ends.
#[utoipa::path(
    post,
    path = "/api/v1/auth/user/password",
    tag = "account",
    security(("bearer" = [])),
    request_body = PasswordChange,
    responses(
        (status = 204, description = "Changed; the other sessions ended"),
        (status = 400, description = "Neither or both of password and code", body = ErrorBody),
        (status = 401, description = "No valid access token", body = ErrorBody),
        (status = 403, description = "mfa_required: raise the session to aal2 first", body = ErrorBody),
        (status = 422, description = "Wrong proof, or a weak new password", body = ErrorBody),
    )
)]
pub async fn change_password(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
    ApiJson(body): ApiJson<PasswordChange>,
) -> Result<StatusCode, ApiError> {
    state
        .accounts
        .change_password(
            &claims,
            owner_proof(body.password.as_deref(), body.code.as_deref())?,
            &body.new_password,
        )
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Asks to change the address: a link goes to the new one, a notice to the old one.
#[utoipa::path(
    post,
    path = "/api/v1/auth/user/email",
    tag = "account",
    security(("bearer" = [])),
    request_body = EmailChange,
    responses(
        (status = 202, description = "A confirmation link is on its way to the new address", body = Notice),
        (status = 400, description = "Neither or both of password and code", body = ErrorBody),
        (status = 401, description = "No valid access token", body = ErrorBody),
        (status = 403, description = "mfa_required: raise the session to aal2 first", body = ErrorBody),
        (status = 422, description = "Wrong proof, or an invalid or unchanged address", body = ErrorBody),
    )
)]
pub async fn change_email(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
    ApiJson(body): ApiJson<EmailChange>,
) -> Result<(StatusCode, axum::Json<Notice>), ApiError> {
    state
        .accounts
        .request_email_change(
            &claims,
            owner_proof(body.password.as_deref(), body.code.as_deref())?,
            &body.email,
        )
        .await?;
    Ok((
        StatusCode::ACCEPTED,
        axum::Json(Notice {
            message: EMAIL_CHANGE_SENT,
        }),
    ))
}

/// The newsletter subscription of the account's address.
#[utoipa::path(
    get,
    path = "/api/v1/auth/user/newsletter",
    tag = "account",
    security(("bearer" = [])),
    responses(
        (status = 200, body = NewsletterState),
        (status = 401, description = "No valid access token", body = ErrorBody),
    )
)]
pub async fn newsletter_state(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
) -> Result<axum::Json<NewsletterState>, ApiError> {
    let user = state.store.user_by_id(&claims.sub).await?;
    Ok(axum::Json(NewsletterState {
        subscription: state.store.subscriber_by_email(&user.email).await?,
    }))
}

/// Subscribes the account's address (at once when the address is confirmed, else after the
/// usual confirmation mail) or unsubscribes it.
#[utoipa::path(
    put,
    path = "/api/v1/auth/user/newsletter",
    tag = "account",
    security(("bearer" = [])),
    request_body = NewsletterChoice,
    responses(
        (status = 200, body = NewsletterState),
        (status = 400, description = "Unknown language", body = ErrorBody),
        (status = 401, description = "No valid access token", body = ErrorBody),
    )
)]
pub async fn set_newsletter(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
    ApiJson(body): ApiJson<NewsletterChoice>,
) -> Result<axum::Json<NewsletterState>, ApiError> {
    let user = state.store.user_by_id(&claims.sub).await?;
    let language = match parse_language(body.language.as_deref())? {
        Some(language) => language.code().to_string(),
        None => user.language.clone(),
    };
    let subscription =
        news_core::newsletter::set_account_subscription(&state.store, &user, body.subscribed, &language).await?;
    Ok(axum::Json(NewsletterState { subscription }))
}

/// A copy of everything the server keeps about the account, as one JSON document.
#[utoipa::path(
    get,
    path = "/api/v1/auth/user/export",
    tag = "account",
    security(("bearer" = [])),
    responses(
        (status = 200, body = AccountExport),
        (status = 401, description = "No valid access token", body = ErrorBody),
    )
)]
pub async fn export_account(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
) -> Result<axum::Json<AccountExport>, ApiError> {
    Ok(axum::Json(state.accounts.export_account(&claims).await?))
}

/// Deletes the account and its personal data, with the password (or a mailed code). Comments
/// stay as 'Anonymous' unless the server deletes them (`NEWS_DELETE_COMMENTS_WITH_ACCOUNT`);
/// every session ends.
#[utoipa::path(
    delete,
    path = "/api/v1/auth/user",
    tag = "account",
    security(("bearer" = [])),
    request_body = Proof,
    responses(
        (status = 204, description = "Deleted"),
        (status = 400, description = "Neither or both of password and code", body = ErrorBody),
        (status = 401, description = "No valid access token", body = ErrorBody),
        (status = 403, description = "mfa_required: raise the session to aal2 first", body = ErrorBody),
        (status = 422, description = "Wrong proof", body = ErrorBody),
    )
)]
pub async fn delete_account(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
    ApiJson(body): ApiJson<Proof>,
) -> Result<StatusCode, ApiError> {
    state
        .accounts
        .delete_account(&claims, owner_proof(body.password.as_deref(), body.code.as_deref())?)
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// The account's live sessions, most recently used first; `current` marks this one.
#[utoipa::path(
    get,
    path = "/api/v1/auth/sessions",
    tag = "account",
    security(("bearer" = [])),
    responses(
        (status = 200, body = SessionList),
        (status = 401, description = "No valid access token", body = ErrorBody),
    )
)]
pub async fn list_sessions(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
) -> Result<axum::Json<SessionList>, ApiError> {
    let sessions = state.store.sessions(&claims.sub, &claims.sid).await?;
    Ok(axum::Json(SessionList { sessions }))
}

/// Signs out every other session of the account.
#[utoipa::path(
    delete,
    path = "/api/v1/auth/sessions",
    tag = "account",
    security(("bearer" = [])),
    responses(
        (status = 200, body = Ended),
        (status = 401, description = "No valid access token", body = ErrorBody),
    )
)]
pub async fn end_other_sessions(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
) -> Result<axum::Json<Ended>, ApiError> {
    let ended = state.store.end_other_sessions(&claims.sub, &claims.sid).await?;
    Ok(axum::Json(Ended { ended }))
}

/// Signs out one session of the account (this one too, if named).
#[utoipa::path(
    delete,
    path = "/api/v1/auth/sessions/{id}",
    tag = "account",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The session's id")),
    responses(
        (status = 204, description = "Ended"),
        (status = 401, description = "No valid access token", body = ErrorBody),
        (status = 404, description = "No live session of the account by that id", body = ErrorBody),
    )
)]
pub async fn end_session(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
    ApiPath(id): ApiPath<String>,
) -> Result<StatusCode, ApiError> {
    if !state.store.end_account_session(&claims.sub, &id).await? {
        return Err(ApiError::from(news_core::Error::NotFound(format!("session {id}"))));
    }
    Ok(StatusCode::NO_CONTENT)
}
