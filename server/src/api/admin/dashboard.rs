//! The newsroom's dashboard and each article's own figures. Editors see the content figures;
//! the backup and job figures are an admin's, as their pages are.

use axum::extract::State;
use chrono::{DateTime, Utc};
use news_core::backup::{BackupKind, BackupStatus};
use news_core::store::{ArticleMetricsSeries, ContentFigures, ViewSparklines};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::{ApiPath, ApiQuery, parse_id};
use crate::auth::{Editor, Staff};
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

/// The most articles one sparkline request may name (a page of the list is 20 to 100).
const MAX_SPARKLINES: usize = 100;

#[derive(Serialize, ToSchema)]
pub struct LastBackup {
    id: i64,
    kind: BackupKind,
    status: BackupStatus,
    created_at: DateTime<Utc>,
    size_mb: Option<f64>,
}

#[derive(Serialize, ToSchema)]
pub struct Dashboard {
    #[serde(flatten)]
    content: ContentFigures,
    /// The newest backup; null for editors or when there is none.
    last_backup: Option<LastBackup>,
    /// Jobs that failed for good; null for editors.
    failed_jobs: Option<i64>,
    /// Article changes this server's search index has not applied yet.
    search_lag: i64,
}

/// Views, likes and shares per day and language, the week's top articles, subscribers over
/// time, comments waiting, and (for admins) the last backup and failed jobs.
#[utoipa::path(
    get,
    path = "/api/v1/admin/dashboard",
    tag = "admin",
    security(("bearer" = [])),
    responses((status = 200, body = Dashboard), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn dashboard(
    Staff { admin, .. }: Staff,
    State(state): State<AppState>,
) -> Result<axum::Json<Dashboard>, ApiError> {
    let content = state.store.dashboard(Utc::now()).await?;
    let (last_backup, failed_jobs) = if admin {
        let (newest, _) = state.store.backups(false, 1).await?;
        let last = newest.into_iter().next().map(|b| LastBackup {
            id: b.id,
            kind: b.backup_type,
            status: b.status,
            created_at: b.created_at,
            size_mb: b.file_size_mb,
        });
        (last, Some(state.store.failed_jobs().await?))
    } else {
        (None, None)
    };
    let search_lag = (state.store.outbox_head().await? - state.search.cursor()).max(0);
    Ok(axum::Json(Dashboard {
        content,
        last_backup,
        failed_jobs,
        search_lag,
    }))
}

/// One article's views, likes, bookmarks and shares per day for 30 days, and its totals.
#[utoipa::path(
    get,
    path = "/api/v1/admin/articles/{id}/metrics",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = ArticleMetricsSeries), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
pub async fn article_metrics(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<axum::Json<ArticleMetricsSeries>, ApiError> {
    Ok(axum::Json(
        state.store.article_metrics_series(parse_id(&id)?, Utc::now()).await?,
    ))
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct SparklineParams {
    /// Article ids, comma-separated, at most 100.
    ids: String,
}

/// Several articles' views per day for 30 days: the sparklines of the admin article list.
#[utoipa::path(
    get,
    path = "/api/v1/admin/articles/sparklines",
    tag = "admin",
    security(("bearer" = [])),
    params(SparklineParams),
    responses((status = 200, body = ViewSparklines), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn view_sparklines(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<SparklineParams>,
) -> Result<axum::Json<ViewSparklines>, ApiError> {
    let ids = params
        .ids
        .split(',')
        .map(|id| parse_id(id.trim()))
        .collect::<Result<Vec<i64>, _>>()?;
    if ids.len() > MAX_SPARKLINES {
        return Err(ApiError::bad_request(format!(
            "ask for at most {MAX_SPARKLINES} articles at a time"
        )));
    }
    Ok(axum::Json(state.store.view_sparklines(&ids, Utc::now()).await?))
}
