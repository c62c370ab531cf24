//! The newsletter for readers (spec §4 newsletter form, §7 Newsletter; DESIGN.md deviation 5):
//! subscribe with double opt-in, confirm from the mail, unsubscribe in one click.
//!
//! The confirm and unsubscribe links are opened from mail, so they answer small HTML pages.
//! Opening the unsubscribe link only shows a button: link scanners in mail systems open every
//! link, and must not unsubscribe anyone.

use axum::extract::State;
use axum::http::{HeaderValue, header};
use axum::response::{Html, IntoResponse, Response};
use chrono::Utc;
use news_core::newsletter;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::{ApiJson, ApiQuery};
use crate::auth::ClientIp;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

/// Subscription requests per client address per hour; each new address also gets at most one
/// confirmation mail per hour.
const SUBSCRIBE_LIMIT: i64 = 20;
/// The pages may style themselves and post their one form back here, nothing else.
const PAGE_CSP: &str = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

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
    match newsletter::confirm(&state.store, params.token.as_deref().unwrap_or("")).await {
        Ok(subscriber) => {
            let text = match subscriber.language.as_str() {
                "ro" => Text::ro("Abonare confirmată", "Mulțumim! Vei primi newsletterul nostru."),
                _ => Text::en("Subscription confirmed", "Thank you! You will receive our newsletter."),
            };
            page(axum::http::StatusCode::OK, &text, None)
        }
        Err(_) => page(
            axum::http::StatusCode::BAD_REQUEST,
            &Text::en(
                "Link not valid",
                "This confirmation link is invalid or has expired. Subscribe again to get a new one.",
            ),
            None,
        ),
    }
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
    let token = params.token.unwrap_or_default();
    let text = Text::en(
        "Unsubscribe",
        "Do you want to stop receiving our newsletter? / Nu mai vrei să primești newsletterul?",
    );
    page(axum::http::StatusCode::OK, &text, Some(&token))
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
    match newsletter::unsubscribe(&state.store, params.token.as_deref().unwrap_or("")).await {
        Ok(subscriber) => {
            let text = match subscriber.language.as_str() {
                "ro" => Text::ro("Dezabonare reușită", "Nu vei mai primi newsletterul nostru."),
                _ => Text::en("You are unsubscribed", "You will no longer receive our newsletter."),
            };
            page(axum::http::StatusCode::OK, &text, None)
        }
        Err(_) => page(
            axum::http::StatusCode::BAD_REQUEST,
            &Text::en("Link not valid", "This unsubscribe link is invalid."),
            None,
        ),
    }
}

struct Text {
    lang: &'static str,
    title: &'static str,
    message: &'static str,
}

impl Text {
    fn en(title: &'static str, message: &'static str) -> Self {
        Self {
            lang: "en",
            title,
            message,
        }
    }

    fn ro(title: &'static str, message: &'static str) -> Self {
        Self {
            lang: "ro",
            title,
            message,
        }
    }
}

/// A small page; with `unsubscribe_token`, the button that posts the unsubscribe.
fn page(status: axum::http::StatusCode, text: &Text, unsubscribe_token: Option<&str>) -> Response {
    let form = unsubscribe_token
        .map(|token| {
            let token: String = token
                .chars()
                .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect();
            format!(
                "<form method=\"post\" action=\"/api/v1/newsletter/unsubscribe?token={token}\">\
                 <button type=\"submit\">Unsubscribe / Dezabonare</button></form>"
            )
        })
        .unwrap_or_default();
    let html = format!(
        "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{title}</title>\
         <style>body{{margin:0;font:17px/1.6 Georgia,'Times New Roman',serif;color:#1a1a1a;background:#f4f4f2}}\
         main{{max-width:32rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:6px}}\
         h1{{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem}}\
         button{{font:600 1rem Arial,Helvetica,sans-serif;padding:.7rem 1.2rem;border:0;border-radius:4px;background:#b3261e;color:#fff;cursor:pointer}}\
         button:focus-visible{{outline:3px solid #1a1a1a;outline-offset:2px}}</style></head>\
         <body><main><h1>{title}</h1><p>{message}</p>{form}</main></body></html>",
        lang = text.lang,
        title = text.title,
        message = text.message,
    );
    let mut response = (status, Html(html)).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(PAGE_CSP));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}
