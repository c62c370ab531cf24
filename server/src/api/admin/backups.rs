//! Backups for the admin area (spec §2 backup page, §7 Backups): create (queued for the
//! worker; the answer comes at once with the history row), list with count, the completed
//! ones for the emergency page, download (streamed), delete; and the job queue's state.

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use news_core::backup::{BackupKind, Download};
use news_core::backup::{BackupRecord, RestoreRun};
use news_core::domain::jobs::JobInfo;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::{ApiJson, ApiPath, ApiQuery, parse_bool, parse_id, parse_id_of};
use crate::auth::Admin;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

/// The emergency page lists this many (spec §9).
pub const COMPLETED_LIST_LIMIT: i64 = 10;
const LIST_LIMIT: i64 = 1000;

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateBackup {
    /// comprehensive (standard, the default) or enhanced_comprehensive.
    backup_type: Option<BackupKind>,
}

/// Spec §7: the fields the backup page reads, and the new history row.
#[derive(Serialize, ToSchema)]
pub struct CreatedBackup {
    success: bool,
    backup_id: i64,
    /// Filled in when the backup completes (see the history row).
    #[schema(value_type = Option<Object>)]
    summary: Option<serde_json::Value>,
    error: Option<String>,
    backup: BackupRecord,
}

#[derive(Serialize, ToSchema)]
pub struct BackupList {
    items: Vec<BackupRecord>,
    /// How many backups there are in all.
    count: i64,
}

impl BackupList {
    pub fn new(items: Vec<BackupRecord>, count: i64) -> Self {
        Self { items, count }
    }
}

#[derive(Serialize, ToSchema)]
pub struct JobList {
    items: Vec<JobInfo>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct JobParams {
    /// Only jobs that failed for good.
    failed: Option<String>,
}

/// Queues a backup for the worker and answers at once with its in-progress history row.
#[utoipa::path(
    post,
    path = "/api/v1/admin/backups",
    tag = "admin",
    security(("bearer" = [])),
    request_body = CreateBackup,
    responses(
        (status = 202, description = "Queued", body = CreatedBackup),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 503, description = "Standard Backup Failed / Enhanced Backup Failed", body = ErrorBody),
    )
)]
pub async fn create_backup(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiJson(body): ApiJson<CreateBackup>,
) -> Result<(StatusCode, axum::Json<CreatedBackup>), ApiError> {
    let kind = body.backup_type.unwrap_or(BackupKind::Standard);
    let failed = |err: news_core::Error| {
        let what = match kind {
            BackupKind::Standard => "Standard Backup Failed",
            BackupKind::Enhanced => "Enhanced Backup Failed",
        };
        tracing::error!(error = %err, "{what}");
        ApiError::unavailable(format!("{what}: {err}"))
    };
    let backup = state.backups.queue(kind, &actor).await.map_err(failed)?;
    Ok((
        StatusCode::ACCEPTED,
        axum::Json(CreatedBackup {
            success: true,
            backup_id: backup.id,
            summary: None,
            error: None,
            backup,
        }),
    ))
}

/// Every backup, newest first, with the count.
#[utoipa::path(
    get,
    path = "/api/v1/admin/backups",
    tag = "admin",
    security(("bearer" = [])),
    responses((status = 200, body = BackupList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn list_backups(
    Admin(_admin): Admin,
    State(state): State<AppState>,
) -> Result<axum::Json<BackupList>, ApiError> {
    let (items, count) = state.store.backups(false, LIST_LIMIT).await?;
    Ok(axum::Json(BackupList::new(items, count)))
}

/// The ten newest completed backups (the emergency page's list).
#[utoipa::path(
    get,
    path = "/api/v1/admin/backups/completed",
    tag = "admin",
    security(("bearer" = [])),
    responses((status = 200, body = BackupList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn completed_backups(
    Admin(_admin): Admin,
    State(state): State<AppState>,
) -> Result<axum::Json<BackupList>, ApiError> {
    let (items, count) = state.store.backups(true, COMPLETED_LIST_LIMIT).await?;
    Ok(axum::Json(BackupList::new(items, count)))
}

/// The backup file, streamed; audited as `backup.download`.
#[utoipa::path(
    get,
    path = "/api/v1/admin/backups/{id}/download",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, description = "The .tar.zst file", content_type = "application/zstd"),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "Download Not Available (not completed)", body = ErrorBody),
        (status = 410, description = "Download Not Available (expired)", body = ErrorBody),
    )
)]
pub async fn download_backup(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<Response, ApiError> {
    let opened = state.backups.open_download(parse_id(&id)?, &actor, None).await?;
    Ok(download_response(opened))
}

/// A backup's file as an attachment, streamed.
pub fn download_response(download: Download) -> Response {
    let Download { name, size, reader } = download;
    let mut response = Body::from_stream(tokio_util::io::ReaderStream::new(reader)).into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/zstd"));
    headers.insert(header::CONTENT_LENGTH, HeaderValue::from(size));
    if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{name}\"")) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// Deletes a backup's file and its row.
#[utoipa::path(
    delete,
    path = "/api/v1/admin/backups/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
pub async fn delete_backup(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<StatusCode, ApiError> {
    state.backups.delete(parse_id(&id)?, &actor).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// Jobs of the queue, newest first; `failed=true` for those that failed for good, with their error.
#[utoipa::path(
    get,
    path = "/api/v1/admin/jobs",
    tag = "admin",
    security(("bearer" = [])),
    params(JobParams),
    responses((status = 200, body = JobList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn list_jobs(
    Admin(_admin): Admin,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<JobParams>,
) -> Result<axum::Json<JobList>, ApiError> {
    let failed = parse_bool("failed", params.failed.as_deref())?.unwrap_or(false);
    let items = state.store.list_jobs(failed, 100).await?;
    Ok(axum::Json(JobList { items }))
}

/// What a backup's archive holds, once every checksum in it has been checked.
#[derive(Serialize, ToSchema)]
pub struct BackupCheck {
    /// Whether the archive is whole: every entry present with its checksum.
    ok: bool,
    /// Why it is not, when it is not.
    problem: Option<String>,
    kind: Option<BackupKind>,
    created_at: Option<chrono::DateTime<chrono::Utc>>,
    app_version: Option<String>,
    schema_version: Option<i64>,
    /// Rows per table.
    tables: Vec<TableCount>,
    /// Files besides the tables (media, site, configuration).
    files: usize,
}

#[derive(Serialize, ToSchema)]
pub struct TableCount {
    name: String,
    rows: u64,
}

/// Reads the whole archive and checks every checksum, without restoring anything.
#[utoipa::path(
    post,
    path = "/api/v1/admin/backups/{id}/verify",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, description = "Checked: `ok` says whether it is whole", body = BackupCheck),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "Not completed", body = ErrorBody),
    )
)]
pub async fn verify_backup(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<axum::Json<BackupCheck>, ApiError> {
    let id = parse_id(&id)?;
    let file = state.backups.local_copy(id).await?;
    let path = file.path.clone();
    let checked = tokio::task::spawn_blocking(move || news_core::backup::verify(&path))
        .await
        .map_err(ApiError::internal)?;
    drop(file);
    state
        .store
        .record_audit(&actor, "backup.verify", &format!("backup {id}"))
        .await?;
    Ok(axum::Json(match checked {
        Ok(manifest) => BackupCheck {
            ok: true,
            problem: None,
            files: manifest
                .entries
                .iter()
                .filter(|e| !e.path.starts_with("tables/"))
                .count(),
            tables: manifest
                .tables
                .iter()
                .map(|t| TableCount {
                    name: t.name.clone(),
                    rows: t.rows,
                })
                .collect(),
            kind: Some(manifest.kind),
            created_at: Some(manifest.created_at),
            app_version: Some(manifest.app_version),
            schema_version: Some(manifest.schema_version),
        },
        Err(news_core::Error::Backup(problem)) => BackupCheck {
            ok: false,
            problem: Some(problem),
            kind: None,
            created_at: None,
            app_version: None,
            schema_version: None,
            tables: Vec::new(),
            files: 0,
        },
        Err(other) => return Err(other.into()),
    }))
}

/// The words an admin types to confirm a restore.
pub const RESTORE_CONFIRMATION: &str = "RESTORE";

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RestoreRequest {
    /// Exactly `RESTORE`: the restore replaces everything the database holds.
    confirm: String,
}

/// Queues a restore of the backup for the worker and answers at once with the run, whose
/// progress `GET /admin/restores/{id}` follows. The backup replaces the whole database and
/// its media are written back; every process then rebuilds its search index and the site is
/// built again. Every session ends, the asking admin's too.
#[utoipa::path(
    post,
    path = "/api/v1/admin/backups/{id}/restore",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    request_body = RestoreRequest,
    responses(
        (status = 202, body = RestoreRun), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Not completed", body = ErrorBody),
        (status = 422, description = "Not confirmed", body = ErrorBody),
    )
)]
pub async fn restore_backup(
    Admin(actor): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    ApiJson(body): ApiJson<RestoreRequest>,
) -> Result<(StatusCode, axum::Json<RestoreRun>), ApiError> {
    let id = parse_id(&id)?;
    if body.confirm != RESTORE_CONFIRMATION {
        return Err(news_core::Error::invalid(
            "confirm",
            format!("type {RESTORE_CONFIRMATION} to confirm that the database is replaced"),
        )
        .into());
    }
    let run = state.backups.queue_restore(id, &actor).await?;
    Ok((StatusCode::ACCEPTED, axum::Json(run)))
}

#[derive(Serialize, ToSchema)]
pub struct RestoreRunList {
    items: Vec<RestoreRun>,
}

/// The last 10 restores, newest first.
#[utoipa::path(
    get,
    path = "/api/v1/admin/restores",
    tag = "admin",
    security(("bearer" = [])),
    responses((status = 200, body = RestoreRunList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn list_restores(
    Admin(_admin): Admin,
    State(state): State<AppState>,
) -> Result<axum::Json<RestoreRunList>, ApiError> {
    Ok(axum::Json(RestoreRunList {
        items: state.store.restore_runs(10).await?,
    }))
}

/// One restore and its progress.
#[utoipa::path(
    get,
    path = "/api/v1/admin/restores/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = RestoreRun), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    )
)]
pub async fn get_restore(
    Admin(_admin): Admin,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<axum::Json<RestoreRun>, ApiError> {
    Ok(axum::Json(state.store.restore_run(parse_id_of("restore", &id)?).await?))
}
