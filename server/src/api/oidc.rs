//! OpenID Connect sign-in (spec §7 OAuth authorize): the providers, the redirect to one, and
//! its answer, which lands on the site's sign-in page with a single-use hand-off code (for
//! `POST /api/v1/auth/token?grant_type=oidc`) or the reason it failed.

use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use news_core::auth::{Landing, ProviderInfo};
use news_core::domain::Language;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{ApiQuery, parse_language};
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Serialize, ToSchema)]
pub struct ProviderList {
    providers: Vec<ProviderInfo>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct AuthorizeParams {
    /// A provider's name from `GET /api/v1/auth/providers`.
    provider: String,
    /// en or ro: the sign-in page to come back to (and an account's language if one is made).
    lang: Option<String>,
    /// A path of this site to go to once signed in.
    next: Option<String>,
}

/// What the provider sends back (RFC 6749 §4.1.2, and §4.1.2.1 for a refusal). Other
/// parameters providers add (`iss`, `session_state`, `error_description`) are ignored: the ID
/// token is what is checked.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CallbackParams {
    state: Option<String>,
    code: Option<String>,
    error: Option<String>,
}

/// The OpenID Connect providers readers may sign in with.
#[utoipa::path(get, path = "/api/v1/auth/providers", tag = "auth", responses((status = 200, body = ProviderList)))]
pub async fn list_providers(State(state): State<AppState>) -> axum::Json<ProviderList> {
    axum::Json(ProviderList {
        providers: state.accounts.oidc_providers(),
    })
}

/// Sends the browser to the provider's sign-in, with a fresh state, nonce and PKCE challenge.
#[utoipa::path(
    get,
    path = "/api/v1/auth/authorize",
    tag = "auth",
    params(AuthorizeParams),
    responses(
        (status = 302, description = "To the provider"),
        (status = 400, description = "Unknown language", body = ErrorBody),
        (status = 404, description = "No such provider", body = ErrorBody),
        (status = 502, description = "The provider's discovery document could not be read", body = ErrorBody),
    )
)]
pub async fn authorize(
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<AuthorizeParams>,
) -> Result<Response, ApiError> {
    let language = parse_language(params.lang.as_deref())?.unwrap_or(Language::En);
    let url = state
        .accounts
        .oidc_authorize(&params.provider, language, params.next.as_deref())
        .await?;
    Ok(redirect(&url))
}

/// The provider's answer. Lands on `/{lang}/login` with `oidc_code` (and `next`), or with
/// `error` saying why the sign-in failed: `expired`, `unverified_email`, `provider_failed`,
/// `sign_ups_closed` or `account_disabled`.
#[utoipa::path(
    get,
    path = "/api/v1/auth/callback",
    tag = "auth",
    params(CallbackParams),
    responses((status = 302, description = "To the site's sign-in page"))
)]
pub async fn callback(
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<CallbackParams>,
) -> Result<Response, ApiError> {
    let landing = state
        .accounts
        .oidc_callback(
            params.state.as_deref().unwrap_or_default(),
            params.code.as_deref(),
            params.error.as_deref(),
        )
        .await?;
    let target = match landing {
        Landing::SignedIn {
            language,
            next,
            handoff,
        } => {
            let mut query = vec![("oidc_code", handoff)];
            query.extend(next.map(|next| ("next", next)));
            login_page(language, &query)
        }
        Landing::Refused { language, reason } => login_page(language, &[("error", reason.code().to_string())]),
    };
    Ok(redirect(&target))
}

fn login_page(language: Language, query: &[(&str, String)]) -> String {
    let query = form_urlencoded::Serializer::new(String::new())
        .extend_pairs(query)
        .finish();
    format!("/{}/login?{query}", language.code())
}

/// A 302 that no cache keeps (each answer is single-use).
fn redirect(location: &str) -> Response {
    (
        StatusCode::FOUND,
        [
            (header::LOCATION, location.to_string()),
            (header::CACHE_CONTROL, "no-store".into()),
        ],
    )
        .into_response()
}
