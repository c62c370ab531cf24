//! AI Studio for the newsroom: its provider's state, runs asked for and followed live
//! (server-sent events), and the review that lets an AI draft be published.

use std::convert::Infallible;
use std::time::Duration;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::sse::{Event, KeepAlive, Sse};
use futures::Stream;
use news_core::ai::AiSettings;
use news_core::domain::ai::{AiRequest, AiRun};
use serde::Serialize;
use utoipa::ToSchema;

use crate::api::{ApiJson, ApiPath};
use crate::auth::Editor;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

/// How often a followed run is read again.
const FOLLOW_EVERY: Duration = Duration::from_millis(300);

#[derive(Serialize, ToSchema)]
pub struct AiStatus {
    /// Whether a provider is configured; without one the page says how to set it.
    configured: bool,
    model: Option<String>,
    /// The provider's address (the key is never shown).
    base_url: Option<String>,
    tokens_used_today: i64,
    daily_token_budget: i64,
}

#[derive(Serialize, ToSchema)]
pub struct AiRunList {
    runs: Vec<AiRun>,
}

#[utoipa::path(
    get,
    path = "/api/v1/admin/ai/status",
    tag = "admin",
    security(("bearer" = [])),
    responses((status = 200, body = AiStatus), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn ai_status(
    Editor(_editor): Editor,
    State(state): State<AppState>,
) -> Result<axum::Json<AiStatus>, ApiError> {
    let settings = &state.ai;
    Ok(axum::Json(AiStatus {
        configured: settings.base_url.is_some(),
        model: settings.base_url.as_ref().map(|_| settings.model.clone()),
        base_url: settings.base_url.clone(),
        tokens_used_today: state.store.ai_tokens_since(AiSettings::budget_day()).await?,
        daily_token_budget: settings.daily_tokens,
    }))
}

/// Asks AI Studio for a draft, a translation, suggestions or a digest summary; the worker
/// carries it out.
#[utoipa::path(
    post,
    path = "/api/v1/admin/ai/runs",
    tag = "admin",
    security(("bearer" = [])),
    request_body = AiRequest,
    responses(
        (status = 202, body = AiRun),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody),
    )
)]
pub async fn request_run(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiJson(request): ApiJson<AiRequest>,
) -> Result<(StatusCode, axum::Json<AiRun>), ApiError> {
    let run = news_core::ai::request(&state.store, &state.ai, request, &actor).await?;
    Ok((StatusCode::ACCEPTED, axum::Json(run)))
}

/// The latest runs, newest first.
#[utoipa::path(
    get,
    path = "/api/v1/admin/ai/runs",
    tag = "admin",
    security(("bearer" = [])),
    responses((status = 200, body = AiRunList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn list_runs(
    Editor(_editor): Editor,
    State(state): State<AppState>,
) -> Result<axum::Json<AiRunList>, ApiError> {
    Ok(axum::Json(AiRunList {
        runs: state.store.ai_runs(50).await?,
    }))
}

#[utoipa::path(
    get,
    path = "/api/v1/admin/ai/runs/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = AiRun),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    )
)]
pub async fn get_run(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<axum::Json<AiRun>, ApiError> {
    Ok(axum::Json(state.store.ai_run(id).await?))
}

/// One event of the run's stream as it travels. It is what the OpenAPI document says of the
/// stream (OpenAPI 3.1 describes each event as an object of its fields) and what is sent.
#[derive(ToSchema)]
struct RunEvent {
    /// Always `run`.
    event: &'static str,
    /// The run as JSON: an `AiRun`.
    data: String,
}

impl RunEvent {
    fn of(run: &AiRun) -> Option<Self> {
        let data = serde_json::to_string(run).ok()?;
        Some(Self { event: "run", data })
    }
}

impl From<RunEvent> for Event {
    fn from(run: RunEvent) -> Self {
        Event::default().event(run.event).data(run.data)
    }
}

/// The run as it goes: a `run` event (the run as JSON) whenever it changed, the last one when
/// it has finished.
#[utoipa::path(
    get,
    path = "/api/v1/admin/ai/runs/{id}/events",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, description = "Server-sent events, each `run` with the run as JSON", content_type = "text/event-stream", body = RunEvent),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    )
)]
pub async fn follow_run(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<Sse<impl Stream<Item = Result<Event, Infallible>>>, ApiError> {
    let first = state.store.ai_run(id).await?;
    let store = state.store.clone();
    // (the run to send next, the last one sent's stamp, whether the stream is over)
    let events = futures::stream::unfold((Some(first), None, false), move |(next, sent, over)| {
        let store = store.clone();
        async move {
            if over {
                return None;
            }
            let mut run = next?;
            while sent == Some((run.updated_at, run.partial.len())) {
                tokio::time::sleep(FOLLOW_EVERY).await;
                run = store.ai_run(id).await.ok()?;
            }
            let event = RunEvent::of(&run)?.into();
            let stamp = Some((run.updated_at, run.partial.len()));
            let finished = run.status.is_finished();
            Some((Ok(event), (Some(run), stamp, finished)))
        }
    });
    Ok(Sse::new(events).keep_alive(KeepAlive::default()))
}

/// An editor has read an AI Studio draft and vouches for it: it may be published.
#[utoipa::path(
    post,
    path = "/api/v1/admin/articles/{id}/review",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 204),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 409, body = ErrorBody),
    )
)]
pub async fn review_article(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<StatusCode, ApiError> {
    state.store.review_ai_draft(id, &actor).await?;
    Ok(StatusCode::NO_CONTENT)
}
