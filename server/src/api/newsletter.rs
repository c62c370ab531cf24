//! The newsletter for readers (spec §4 newsletter form, §7 Newsletter; DESIGN.md deviation 5):
//! subscribe with double opt-in, confirm from the mail, unsubscribe in one click.
//!
//! The confirm and unsubscribe links are opened from mail, so they answer small HTML pages.
//! Opening the unsubscribe link only shows a button: link scanners in mail systems open every
//! link, and must not unsubscribe anyone.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use news_core::domain::newsletter::Subscriber;
use news_core::newsletter;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::page::Page;
use crate::api::{ApiJson, ApiQuery};
use crate::auth::ClientIp;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

/// Subscription requests per client address per hour; each new address also gets at most one
/// confirmation mail per hour.
const SUBSCRIBE_LIMIT: i64 = 20;

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SubscribeRequest {
    email: Option<String>,
    /// en or ro (default en): the language of the mails.
    language: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct Subscribed {
    success: bool,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TokenParams {
    token: Option<String>,
}

/// Asks for the newsletter. The answer is the same for a new, pending or confirmed address;
/// a confirmation link is mailed in the chosen language (at most once an hour).
#[utoipa::path(
    post,
    path = "/api/v1/newsletter/subscribe",
    tag = "newsletter",
    request_body = SubscribeRequest,
    responses(
        (status = 200, body = Subscribed),
        (status = 400, description = "Please enter your email address / Please enter a valid email address", body = ErrorBody),
        (status = 429, body = ErrorBody),
    )
)]
pub async fn subscribe(
    State(state): State<AppState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<SubscribeRequest>,
) -> Result<axum::Json<Subscribed>, ApiError> {
    let now = Utc::now().timestamp();
    let (hits, started) = state
        .store
        .hit_rate_limit(&format!("newsletter:{ip}"), 3600, now)
        .await?;
    if hits > SUBSCRIBE_LIMIT {
        return Err(news_core::Error::RateLimited {
            retry_after_secs: (started + 3600 - now).max(1) as u64,
        }
        .into());
    }
    let language = body.language.as_deref().unwrap_or("en");
    newsletter::subscribe(&state.store, body.email.as_deref().unwrap_or(""), language)
        .await
        .map_err(|err| match err {
            // The form shows the message as it is: the spec's words, without the field name.
            news_core::Error::Invalid { message, .. } => ApiError::bad_request(message),
            other => other.into(),
        })?;
    Ok(axum::Json(Subscribed { success: true }))
}

/// The link of the confirmation mail: confirms the subscription once.
#[utoipa::path(
    get,
    path = "/api/v1/newsletter/confirm",
    tag = "newsletter",
    params(TokenParams),
    responses(
        (status = 200, description = "Subscription confirmed (an HTML page)", content_type = "text/html"),
        (status = 400, description = "Invalid or expired link (an HTML page)", content_type = "text/html"),
    )
)]
pub async fn confirm(State(state): State<AppState>, ApiQuery(params): ApiQuery<TokenParams>) -> Response {
    let outcome = newsletter::confirm(&state.store, params.token.as_deref().unwrap_or("")).await;
    outcome_page(
        outcome,
        [
            ("Subscription confirmed", "Thank you! You will receive our newsletter."),
            ("Abonare confirmată", "Mulțumim! Vei primi newsletterul nostru."),
        ],
        "This confirmation link is invalid or has expired. Subscribe again to get a new one.",
    )
}

/// The unsubscribe link of every mail: shows a button that unsubscribes (mail scanners that
/// open links must not unsubscribe anyone).
#[utoipa::path(
    get,
    path = "/api/v1/newsletter/unsubscribe",
    tag = "newsletter",
    params(TokenParams),
    responses((status = 200, description = "A page with the unsubscribe button", content_type = "text/html"))
)]
pub async fn unsubscribe_page(ApiQuery(params): ApiQuery<TokenParams>) -> Response {
    let token: String = params
        .token
        .unwrap_or_default()
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .collect();
    let action = format!("/api/v1/newsletter/unsubscribe?token={token}");
    Page {
        lang: "en",
        title: "Unsubscribe / Dezabonare",
        text: "Do you want to stop receiving our newsletter? / Nu mai vrei să primești newsletterul nostru?",
        form: Some((&action, "Unsubscribe / Dezabonare")),
        link: None,
    }
    .respond(StatusCode::OK)
}

/// Unsubscribes without a session: the page's button, and mail clients' one-click unsubscribe
/// (RFC 8058 posts `List-Unsubscribe=One-Click` here). Doing it again is not an error.
#[utoipa::path(
    post,
    path = "/api/v1/newsletter/unsubscribe",
    tag = "newsletter",
    params(TokenParams),
    responses(
        (status = 200, description = "Unsubscribed (an HTML page)", content_type = "text/html"),
        (status = 400, description = "Unknown link (an HTML page)", content_type = "text/html"),
    )
)]
pub async fn unsubscribe(State(state): State<AppState>, ApiQuery(params): ApiQuery<TokenParams>) -> Response {
    let outcome = newsletter::unsubscribe(&state.store, params.token.as_deref().unwrap_or("")).await;
    outcome_page(
        outcome,
        [
            ("You are unsubscribed", "You will no longer receive our newsletter."),
            ("Dezabonare reușită", "Nu vei mai primi newsletterul nostru."),
        ],
        "This link is invalid.",
    )
}

/// The page for a link's outcome: `done` (English, Romanian) in the subscriber's language, or
/// the `invalid` text for a link nobody holds; other failures are the API's errors.
fn outcome_page(outcome: news_core::Result<Subscriber>, [en, ro]: [(&str, &str); 2], invalid: &str) -> Response {
    match outcome {
        Ok(subscriber) => {
            let (lang, (title, text)) = match subscriber.language.as_str() {
                "ro" => ("ro", ro),
                _ => ("en", en),
            };
            Page {
                lang,
                title,
                text,
                form: None,
                link: Some((
                    &format!("/{lang}/"),
                    if lang == "ro" {
                        "Mergi la știri"
                    } else {
                        "Go to the news"
                    },
                )),
            }
            .respond(StatusCode::OK)
        }
        Err(news_core::Error::Invalid { .. }) => Page {
            lang: "en",
            title: "Link not valid",
            text: invalid,
            form: None,
            link: Some(("/en/", "Go to the news")),
        }
        .respond(StatusCode::BAD_REQUEST),
        Err(err) => ApiError::from(err).into_response(),
    }
}
