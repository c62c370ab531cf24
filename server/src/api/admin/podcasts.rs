//! Podcast episodes for the newsroom: list, write, publish now or at a time, unpublish,
//! delete, and upload an episode's audio (its kind and duration read from the file).

use axum::extract::{DefaultBodyLimit, State};
use axum::http::StatusCode;
use news_core::domain::podcast::{Episode, EpisodeInput};
use news_core::podcasts::{MAX_AUDIO_BYTES, StoredAudio, forget_audio, keep_audio};
use news_core::store::{EpisodeFilter, Page};
use serde::{Deserialize, Serialize};
use tokio::io::AsyncWriteExt;
use utoipa::{IntoParams, ToSchema};

use crate::api::{ApiJson, ApiMultipart, ApiPath, ApiQuery, optional_json, parse_number};
use crate::auth::Editor;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

/// The audio upload's limit, with room for the form around the file.
pub fn upload_limit() -> DefaultBodyLimit {
    DefaultBodyLimit::max(MAX_AUDIO_BYTES as usize + 64 * 1024)
}

#[derive(ToSchema)]
#[expect(dead_code, reason = "it describes the upload form to the OpenAPI document only")]
pub struct AudioUpload {
    /// An MP3 or M4A file of at most 300 MB.
    #[schema(format = Binary, content_media_type = "application/octet-stream")]
    file: String,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct EpisodeParams {
    /// draft, scheduled or published.
    status: Option<String>,
    /// en or ro.
    language: Option<String>,
    /// 1 to 100, default 20.
    limit: Option<String>,
    offset: Option<String>,
}

impl EpisodeParams {
    pub(crate) fn page(&self) -> Result<Page, ApiError> {
        Ok(Page {
            limit: parse_number("limit", self.limit.as_deref(), 20, 1, 100)?,
            offset: parse_number("offset", self.offset.as_deref(), 0, 0, 1_000_000)?,
        })
    }

    fn filter(&self) -> Result<EpisodeFilter, ApiError> {
        Ok(EpisodeFilter {
            status: self.status.as_deref().map(str::parse).transpose()?,
            language: self.language.as_deref().map(str::parse).transpose()?,
        })
    }
}

#[derive(Serialize, ToSchema)]
#[schema(as = PodcastEpisodePage)]
pub struct EpisodePage {
    pub(crate) items: Vec<Episode>,
    pub(crate) total: i64,
}

#[derive(Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = PublishEpisode)]
pub struct Publish {
    /// Later than now: the episode is scheduled for then; absent or past: published now.
    published_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// Every episode, newest first.
#[utoipa::path(
    get,
    path = "/api/v1/admin/podcasts",
    tag = "admin",
    security(("bearer" = [])),
    params(EpisodeParams),
    responses(
        (status = 200, body = EpisodePage),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody),
    )
)]
pub async fn list_episodes(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<EpisodeParams>,
) -> Result<axum::Json<EpisodePage>, ApiError> {
    let (items, total) = state.store.episodes(&params.filter()?, params.page()?).await?;
    Ok(axum::Json(EpisodePage { items, total }))
}

/// Writes a draft episode.
#[utoipa::path(
    post,
    path = "/api/v1/admin/podcasts",
    tag = "admin",
    security(("bearer" = [])),
    request_body = EpisodeInput,
    responses(
        (status = 201, body = Episode),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody),
    )
)]
pub async fn create_episode(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiJson(input): ApiJson<EpisodeInput>,
) -> Result<(StatusCode, axum::Json<Episode>), ApiError> {
    let episode = input.validate()?;
    Ok((
        StatusCode::CREATED,
        axum::Json(state.store.create_episode(&episode, &actor).await?),
    ))
}

#[utoipa::path(
    get,
    path = "/api/v1/admin/podcasts/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Episode),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    )
)]
pub async fn get_episode(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<axum::Json<Episode>, ApiError> {
    Ok(axum::Json(state.store.episode(id).await?))
}

/// Replaces what an editor writes; the status, the publication time and the GUID stay. Audio
/// uploaded for it and replaced goes, unless another episode plays it.
#[utoipa::path(
    put,
    path = "/api/v1/admin/podcasts/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    request_body = EpisodeInput,
    responses(
        (status = 200, body = Episode),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody),
    )
)]
pub async fn update_episode(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    ApiJson(input): ApiJson<EpisodeInput>,
) -> Result<axum::Json<Episode>, ApiError> {
    let episode = input.validate()?;
    let before = state.store.episode(id).await?;
    let after = state.store.update_episode(id, &episode, &actor).await?;
    if before.audio_url != after.audio_url && !state.store.audio_in_use(&before.audio_url).await? {
        forget_audio(&state.media, &before.audio_url).await?;
    }
    Ok(axum::Json(after))
}

/// Deletes an episode, and its uploaded audio when no other episode uses it.
#[utoipa::path(
    delete,
    path = "/api/v1/admin/podcasts/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 204),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    )
)]
pub async fn delete_episode(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<StatusCode, ApiError> {
    let (episode, still_used) = state.store.delete_episode(id, &actor).await?;
    if !still_used {
        forget_audio(&state.media, &episode.audio_url).await?;
    }
    Ok(StatusCode::NO_CONTENT)
}

/// Publishes now, or schedules for a later `published_at`.
#[utoipa::path(
    post,
    path = "/api/v1/admin/podcasts/{id}/publish",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    request_body(content = Option<Publish>, content_type = "application/json"),
    responses(
        (status = 200, body = Episode),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody),
    )
)]
pub async fn publish_episode(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
    body: axum::body::Bytes,
) -> Result<axum::Json<Episode>, ApiError> {
    let publish: Publish = optional_json(&body)?;
    Ok(axum::Json(
        state.store.publish_episode(id, publish.published_at, &actor).await?,
    ))
}

/// Back to a draft: off the site and the feed.
#[utoipa::path(
    post,
    path = "/api/v1/admin/podcasts/{id}/unpublish",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 200, body = Episode),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
    )
)]
pub async fn unpublish_episode(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<axum::Json<Episode>, ApiError> {
    Ok(axum::Json(state.store.unpublish_episode(id, &actor).await?))
}

fn too_large() -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "too_large",
        format!(
            "An episode's audio may be at most {} MB.",
            MAX_AUDIO_BYTES / (1024 * 1024)
        ),
    )
}

/// Uploads an episode's audio (MP3 or M4A), streamed to disk; answers what an episode needs to
/// refer to it, with the duration read from the file.
#[utoipa::path(
    post,
    path = "/api/v1/admin/podcasts/audio",
    tag = "admin",
    security(("bearer" = [])),
    request_body(content = AudioUpload, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = StoredAudio),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 413, body = ErrorBody), (status = 415, body = ErrorBody), (status = 422, body = ErrorBody),
    )
)]
pub async fn upload_audio(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiMultipart(mut form): ApiMultipart,
) -> Result<(StatusCode, axum::Json<StoredAudio>), ApiError> {
    let unreadable = |e: axum::extract::multipart::MultipartError| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            too_large()
        } else {
            ApiError::bad_request(format!("the upload form cannot be read: {}", e.body_text()))
        }
    };
    let work = state.media.dir().join(".incoming");
    tokio::fs::create_dir_all(&work)
        .await
        .map_err(|e| news_core::Error::io("cannot prepare the upload", e))?;
    let path = work.join(news_core::auth::new_opaque_token());
    // Removed on every way out; a kept file was moved away first.
    let _cleanup = RemoveOnDrop(path.clone());
    let mut received = false;
    while let Some(mut field) = form.next_field().await.map_err(unreadable)? {
        if field.name() != Some("file") {
            continue;
        }
        let io = |e: std::io::Error| news_core::Error::io("cannot write the upload", e);
        let mut out = tokio::fs::File::create(&path).await.map_err(io)?;
        let mut written = 0u64;
        while let Some(chunk) = field.chunk().await.map_err(unreadable)? {
            written += chunk.len() as u64;
            if written > MAX_AUDIO_BYTES {
                return Err(too_large());
            }
            out.write_all(&chunk).await.map_err(io)?;
        }
        out.flush().await.map_err(io)?;
        received = true;
    }
    if !received {
        return Err(news_core::Error::invalid("file", "choose an MP3 or M4A file to upload").into());
    }
    match keep_audio(&state.media, &path).await {
        Ok(stored) => Ok((StatusCode::CREATED, axum::Json(stored))),
        Err(news_core::Error::Invalid { message, .. }) => Err(ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported_media_type",
            format!("{}{}.", message[..1].to_uppercase(), &message[1..]),
        )),
        Err(err) => Err(err.into()),
    }
}

struct RemoveOnDrop(std::path::PathBuf);

impl Drop for RemoveOnDrop {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}
