//! The newsletter for editors: subscribers (also as CSV), campaigns, sending and progress.

use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use news_core::domain::article::Language;
use news_core::domain::newsletter::{Campaign, Subscriber, SubscriberStatus};
use news_core::newsletter::{self, Source};
use news_core::store::SubscriberFilter;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::{ApiJson, ApiPath, ApiQuery, invalid_message, parse_id, parse_number};
use crate::auth::Editor;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct SubscriberParams {
    /// pending, confirmed, unsubscribed or bouncing; all when absent.
    status: Option<String>,
    /// en or ro; both when absent.
    language: Option<String>,
    /// A part of the address, in any case.
    q: Option<String>,
    /// 1 to 1000, default 100.
    limit: Option<String>,
    offset: Option<String>,
    /// `csv` for a spreadsheet of every matching subscriber.
    format: Option<String>,
}

impl SubscriberParams {
    fn filter(&self) -> Result<SubscriberFilter, ApiError> {
        let status = self
            .status
            .as_deref()
            .map(str::parse::<SubscriberStatus>)
            .transpose()
            .map_err(|e| ApiError::bad_request(invalid_message(e)))?;
        let language = self
            .language
            .as_deref()
            .map(str::parse::<Language>)
            .transpose()
            .map_err(|e| ApiError::bad_request(invalid_message(e)))?;
        Ok(SubscriberFilter {
            status,
            language,
            address_contains: self
                .q
                .as_deref()
                .map(str::trim)
                .filter(|q| !q.is_empty())
                .map(str::to_string),
        })
    }
}

#[derive(Serialize, ToSchema)]
pub struct SubscriberList {
    items: Vec<Subscriber>,
    total: i64,
}

/// Subscribers, newest first, narrowed by status, language and a part of the address;
/// `format=csv` exports every one that matches.
#[utoipa::path(
    get,
    path = "/api/v1/admin/newsletter/subscribers",
    tag = "admin",
    security(("bearer" = [])),
    params(SubscriberParams),
    responses(
        (status = 200, body = SubscriberList),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
    )
)]
pub async fn list_subscribers(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<SubscriberParams>,
) -> Result<Response, ApiError> {
    let filter = params.filter()?;
    if params.format.as_deref() == Some("csv") {
        let (items, _) = state.store.subscribers(&filter, i64::MAX, 0).await?;
        let mut response = newsletter::subscribers_csv(&items).into_response();
        let headers = response.headers_mut();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/csv; charset=utf-8"),
        );
        headers.insert(
            header::CONTENT_DISPOSITION,
            HeaderValue::from_static("attachment; filename=\"subscribers.csv\""),
        );
        return Ok(response);
    }
    if let Some(format) = params.format.as_deref().filter(|f| *f != "json") {
        return Err(ApiError::bad_request(format!(
            "format must be json or csv, not {format:?}"
        )));
    }
    let limit = parse_number("limit", params.limit.as_deref(), 100, 1, 1000)?;
    let offset = parse_number("offset", params.offset.as_deref(), 0, 0, 1_000_000_000)?;
    let (items, total) = state.store.subscribers(&filter, limit, offset).await?;
    Ok(axum::Json(SubscriberList { items, total }).into_response())
}

#[derive(Serialize, ToSchema)]
pub struct CampaignList {
    items: Vec<Campaign>,
}

/// Campaigns, newest first, with their delivery progress.
#[utoipa::path(
    get,
    path = "/api/v1/admin/newsletter/campaigns",
    tag = "admin",
    security(("bearer" = [])),
    responses((status = 200, body = CampaignList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn list_campaigns(
    Editor(_editor): Editor,
    State(state): State<AppState>,
) -> Result<axum::Json<CampaignList>, ApiError> {
    Ok(axum::Json(CampaignList {
        items: state.store.campaigns(100).await?,
    }))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateCampaign {
    subject: String,
    /// en or ro: the campaign goes to the confirmed subscribers of this language.
    language: String,
    /// The body in Markdown; or give `html`, or set `digest`.
    markdown: Option<String>,
    /// The body in HTML (sanitised).
    html: Option<String>,
    /// The week's most read articles of the language instead of a body.
    #[serde(default)]
    digest: bool,
}

/// Writes a draft campaign.
#[utoipa::path(
    post,
    path = "/api/v1/admin/newsletter/campaigns",
    tag = "admin",
    security(("bearer" = [])),
    request_body = CreateCampaign,
    responses(
        (status = 201, body = Campaign),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody),
    )
)]
pub async fn create_campaign(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiJson(body): ApiJson<CreateCampaign>,
) -> Result<(StatusCode, axum::Json<Campaign>), ApiError> {
    let source = match (body.markdown, body.html, body.digest) {
        (Some(markdown), None, false) => Source::Markdown(markdown),
        (None, Some(html), false) => Source::Html(html),
        (None, None, true) => Source::Digest,
        _ => {
            return Err(news_core::Error::invalid("body", "give exactly one of markdown, html or digest").into());
        }
    };
    let campaign = newsletter::create_campaign(
        &state.store,
        &state.public_url,
        &body.subject,
        &body.language,
        source,
        &actor,
    )
    .await?;
    Ok((StatusCode::CREATED, axum::Json(campaign)))
}

/// A campaign with its progress.
#[utoipa::path(
    get,
    path = "/api/v1/admin/newsletter/campaigns/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Campaign),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    )
)]
pub async fn get_campaign(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<axum::Json<Campaign>, ApiError> {
    Ok(axum::Json(state.store.campaign(parse_id(&id)?).await?))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SendCampaign {
    /// When to start; now when absent.
    at: Option<DateTime<Utc>>,
}

/// Sends a draft campaign now or at `at`; the worker sends it.
#[utoipa::path(
    post,
    path = "/api/v1/admin/newsletter/campaigns/{id}/send",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    request_body = SendCampaign,
    responses(
        (status = 202, body = Campaign),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "Not a draft", body = ErrorBody),
    )
)]
pub async fn send_campaign(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    ApiJson(body): ApiJson<SendCampaign>,
) -> Result<(StatusCode, axum::Json<Campaign>), ApiError> {
    let campaign = newsletter::send_campaign(&state.store, parse_id(&id)?, body.at, &actor).await?;
    Ok((StatusCode::ACCEPTED, axum::Json(campaign)))
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TestSend {
    /// Where the test goes; no subscriber gets it.
    email: String,
}

/// Mails the campaign to one address, marked as a test, before it is sent to anyone.
#[utoipa::path(
    post,
    path = "/api/v1/admin/newsletter/campaigns/{id}/test",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    request_body = TestSend,
    responses(
        (status = 204, description = "Sent"),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 422, body = ErrorBody),
    )
)]
pub async fn test_campaign(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    ApiJson(body): ApiJson<TestSend>,
) -> Result<StatusCode, ApiError> {
    newsletter::send_test(
        &state.store,
        &state.mailer,
        &state.public_url,
        parse_id(&id)?,
        &body.email,
        &actor,
    )
    .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Stops a campaign: a scheduled one goes back to draft, one being sent is cancelled and its
/// waiting mails are dropped.
#[utoipa::path(
    post,
    path = "/api/v1/admin/newsletter/campaigns/{id}/cancel",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Campaign),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "Neither scheduled nor being sent", body = ErrorBody),
    )
)]
pub async fn cancel_campaign(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<axum::Json<Campaign>, ApiError> {
    Ok(axum::Json(state.store.cancel_campaign(parse_id(&id)?, &actor).await?))
}
