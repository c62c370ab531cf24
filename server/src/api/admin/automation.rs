//! Automation rules for admins: list, create, edit, enable, disable, delete, run now, the runs
//! history, and the schedule preview the form shows while an admin types.

use axum::extract::State;
use axum::http::StatusCode;
use chrono::Utc;
use news_core::automation::{Preview, preview};
use news_core::domain::automation::{Rule, RuleInput, Run};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::{ApiJson, ApiPath, ApiQuery};
use crate::auth::Admin;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Serialize, ToSchema)]
#[schema(as = AutomationRuleList)]
pub struct RuleList {
    rules: Vec<Rule>,
}

#[derive(Serialize, ToSchema)]
#[schema(as = AutomationRunList)]
pub struct RunList {
    runs: Vec<Run>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct RunParams {
    /// 1 to 200; 50 by default.
    limit: Option<i64>,
}

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = SchedulePreviewRequest)]
pub struct PreviewRequest {
    schedule: String,
    /// Europe/Bucharest by default.
    time_zone: Option<String>,
}

/// Every rule by name, each with its next run time and latest run.
#[utoipa::path(
    get,
    path = "/api/v1/admin/automation",
    tag = "admin",
    security(("bearer" = [])),
    responses((status = 200, body = RuleList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn list_rules(Admin(_admin): Admin, State(state): State<AppState>) -> Result<axum::Json<RuleList>, ApiError> {
    Ok(axum::Json(RuleList {
        rules: state.store.rules().await?,
    }))
}

#[utoipa::path(
    post,
    path = "/api/v1/admin/automation",
    tag = "admin",
    security(("bearer" = [])),
    request_body = RuleInput,
    responses(
        (status = 201, body = Rule),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody),
    )
)]
pub async fn create_rule(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<RuleInput>,
) -> Result<(StatusCode, axum::Json<Rule>), ApiError> {
    let rule = input.validate(state.store.categories())?;
    Ok((
        StatusCode::CREATED,
        axum::Json(state.store.create_rule(&rule, &actor).await?),
    ))
}

#[utoipa::path(
    get,
    path = "/api/v1/admin/automation/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Rule),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    )
)]
pub async fn get_rule(
    Admin(_admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<axum::Json<Rule>, ApiError> {
    Ok(axum::Json(state.store.rule(id).await?))
}

/// Replaces a rule; its next run is counted again from now.
#[utoipa::path(
    put,
    path = "/api/v1/admin/automation/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    request_body = RuleInput,
    responses(
        (status = 200, body = Rule),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody),
    )
)]
pub async fn update_rule(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    ApiJson(input): ApiJson<RuleInput>,
) -> Result<axum::Json<Rule>, ApiError> {
    let rule = input.validate(state.store.categories())?;
    Ok(axum::Json(state.store.update_rule(id, &rule, &actor).await?))
}

/// Deletes a rule and the history of its runs.
#[utoipa::path(
    delete,
    path = "/api/v1/admin/automation/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 204),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    )
)]
pub async fn delete_rule(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<StatusCode, ApiError> {
    state.store.delete_rule(id, &actor).await?;
    Ok(StatusCode::NO_CONTENT)
}

#[utoipa::path(
    post,
    path = "/api/v1/admin/automation/{id}/enable",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Rule),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    )
)]
pub async fn enable_rule(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<axum::Json<Rule>, ApiError> {
    Ok(axum::Json(state.store.set_rule_enabled(id, true, &actor).await?))
}

#[utoipa::path(
    post,
    path = "/api/v1/admin/automation/{id}/disable",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Rule),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    )
)]
pub async fn disable_rule(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<axum::Json<Rule>, ApiError> {
    Ok(axum::Json(state.store.set_rule_enabled(id, false, &actor).await?))
}

/// Queues a run of the rule now (enabled or not); a worker takes it within a second or so.
#[utoipa::path(
    post,
    path = "/api/v1/admin/automation/{id}/run",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 202, body = Run),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    )
)]
pub async fn run_rule(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<(StatusCode, axum::Json<Run>), ApiError> {
    Ok((
        StatusCode::ACCEPTED,
        axum::Json(state.store.queue_manual_run(id, &actor).await?),
    ))
}

/// The rule's runs, newest first.
#[utoipa::path(
    get,
    path = "/api/v1/admin/automation/{id}/runs",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path), RunParams),
    responses(
        (status = 200, body = RunList),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 422, body = ErrorBody),
    )
)]
pub async fn list_runs(
    Admin(_admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    ApiQuery(params): ApiQuery<RunParams>,
) -> Result<axum::Json<RunList>, ApiError> {
    let limit = params.limit.unwrap_or(50);
    if !(1..=200).contains(&limit) {
        return Err(news_core::Error::invalid("limit", "the limit must be 1 to 200").into());
    }
    state.store.rule(id).await?;
    Ok(axum::Json(RunList {
        runs: state.store.runs(id, limit).await?,
    }))
}

/// The schedule in words and its next five runs, or why it is not a schedule.
#[utoipa::path(
    post,
    path = "/api/v1/admin/automation/preview",
    tag = "admin",
    security(("bearer" = [])),
    request_body = PreviewRequest,
    responses(
        (status = 200, body = Preview),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody),
    )
)]
pub async fn preview_schedule(
    Admin(_admin): Admin,
    ApiJson(body): ApiJson<PreviewRequest>,
) -> Result<axum::Json<Preview>, ApiError> {
    let zone = body
        .time_zone
        .as_deref()
        .unwrap_or(news_core::automation::schedule::DEFAULT_TIME_ZONE);
    Ok(axum::Json(preview(&body.schedule, zone, Utc::now())?))
}
