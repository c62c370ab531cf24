//! Accounts, for the admin area's Users page: list and search, disable and enable, mail a
//! password reset, grant or take away a staff role. An admin cannot do the last three to their
//! own account, so nobody locks themselves out by a slip of the mouse.

use axum::extract::State;
use news_core::auth::StaffRole;
use news_core::store::{Page, UserListing};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::{ApiJson, ApiPath, ApiQuery, parse_number};
use crate::auth::Admin;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct UserParams {
    /// Part of an address or display name.
    q: Option<String>,
    /// 1 to 100, default 50.
    limit: Option<String>,
    offset: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct UserList {
    items: Vec<UserListing>,
    total: i64,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UserChange {
    /// Disable (ending every session and revoking the account's API keys) or enable.
    disabled: Option<bool>,
    /// The role to give; `reader` takes a staff role away (and revokes the account's API keys).
    role: Option<AccountRole>,
}

/// An account's role as the Users page sets it.
#[derive(Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum AccountRole {
    Reader,
    Editor,
    Admin,
}

impl AccountRole {
    fn staff(self) -> Option<StaffRole> {
        match self {
            Self::Reader => None,
            Self::Editor => Some(StaffRole::Editor),
            Self::Admin => Some(StaffRole::Admin),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct Sent {
    message: &'static str,
}

/// Accounts, oldest first, with each one's staff role.
#[utoipa::path(
    get,
    path = "/api/v1/admin/users",
    tag = "admin",
    security(("bearer" = [])),
    params(UserParams),
    responses((status = 200, body = UserList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn list_users(
    Admin(_admin): Admin,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<UserParams>,
) -> Result<axum::Json<UserList>, ApiError> {
    let page = Page {
        limit: parse_number("limit", params.limit.as_deref(), 50, 1, 100)?,
        offset: parse_number("offset", params.offset.as_deref(), 0, 0, 1_000_000)?,
    };
    let (items, total) = state.store.list_users(params.q.as_deref(), page).await?;
    Ok(axum::Json(UserList { items, total }))
}

/// Disables or enables an account and changes its staff role, in that order.
#[utoipa::path(
    patch,
    path = "/api/v1/admin/users/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The account's id")),
    request_body = UserChange,
    responses(
        (status = 200, description = "The account as it is now", body = UserListing),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
        (status = 409, description = "A role for an unconfirmed address", body = ErrorBody),
    )
)]
pub async fn change_user(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    ApiJson(change): ApiJson<UserChange>,
) -> Result<axum::Json<UserListing>, ApiError> {
    if change.disabled.is_none() && change.role.is_none() {
        return Err(ApiError::bad_request("Nothing to change: send disabled or role."));
    }
    not_yourself(&actor, &id)?;
    let mut user = state.store.user_by_id(&id).await?;
    if let Some(disabled) = change.disabled {
        user = state.store.set_user_disabled(&id, disabled, &actor).await?;
        if disabled {
            revoke_keys(&state, &id, &actor).await?;
        }
    }
    match change.role.map(AccountRole::staff) {
        None => {}
        Some(Some(role)) => {
            state.store.grant_role(&id, role, &actor).await?;
        }
        // Taking away a role the account does not have changes nothing.
        Some(None) if state.store.staff_role(&id).await?.is_some() => {
            state.store.remove_admin(&id, &actor).await?;
            revoke_keys(&state, &id, &actor).await?;
        }
        Some(None) => {}
    }
    let role = state.store.staff_role(&id).await?;
    Ok(axum::Json(UserListing { user, role }))
}

/// Mails the account a password reset link now.
#[utoipa::path(
    post,
    path = "/api/v1/admin/users/{id}/reset",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The account's id")),
    responses(
        (status = 200, body = Sent),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "The account is disabled: enable it first", body = ErrorBody),
        (status = 502, description = "The mail server refused the mail", body = ErrorBody),
    )
)]
pub async fn send_reset(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<axum::Json<Sent>, ApiError> {
    let user = state.store.user_by_id(&id).await?;
    if user.disabled_at.is_some() {
        return Err(news_core::Error::Conflict("The account is disabled: enable it first.".into()).into());
    }
    state.accounts.send_recovery_link(&user).await?;
    state.store.record_audit(&actor, "user.send_reset", &user.email).await?;
    Ok(axum::Json(Sent {
        message: "A password reset link was sent.",
    }))
}

fn not_yourself(actor: &news_core::auth::Actor, id: &str) -> Result<(), ApiError> {
    if actor.id == id {
        return Err(ApiError::bad_request(
            "You cannot change your own account here: ask another admin, or use newsctl.",
        ));
    }
    Ok(())
}

/// The API keys an account made stop working with its rights.
async fn revoke_keys(state: &AppState, id: &str, actor: &news_core::auth::Actor) -> Result<(), ApiError> {
    for key in state.store.revoke_api_keys_of(id, actor).await? {
        state.forget_api_key(&key.id);
    }
    Ok(())
}
