//! The media library: upload an image (made into WebP variants), list and search, delete an
//! unused one. Editors and content:write keys may use it.

use axum::extract::{DefaultBodyLimit, State};
use axum::http::StatusCode;
use news_core::media::MAX_UPLOAD_BYTES;
use news_core::store::{MediaItem, Page};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::api::{ApiMultipart, ApiPath, ApiQuery, parse_id_of, parse_number};
use crate::auth::Editor;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

/// Room for the form around the largest image.
pub fn upload_limit() -> DefaultBodyLimit {
    DefaultBodyLimit::max(MAX_UPLOAD_BYTES + 64 * 1024)
}

#[derive(ToSchema)]
#[expect(dead_code, reason = "it describes the upload form to the OpenAPI document only")]
pub struct MediaUpload {
    /// A JPEG, PNG, WebP or GIF image of at most 15 MB.
    #[schema(format = Binary, content_media_type = "application/octet-stream")]
    file: String,
    /// Alternative text, at most 300 characters.
    alt: Option<String>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct MediaParams {
    /// Part of the file name or the alt text, any case.
    q: Option<String>,
    /// 1 to 100, default 24.
    limit: Option<String>,
    offset: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct MediaPage {
    items: Vec<MediaItem>,
    total: i64,
    limit: i64,
    offset: i64,
}

fn too_large() -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        "too_large",
        format!("An image may be at most {} MB.", MAX_UPLOAD_BYTES / (1024 * 1024)),
    )
}

/// Uploads an image: its type is read from its bytes, its metadata dropped, and WebP variants
/// 480, 960 and 1600 px wide (never wider than the upload) written for the site's `srcset`.
#[utoipa::path(
    post,
    path = "/api/v1/admin/media",
    tag = "admin",
    security(("bearer" = [])),
    request_body(content = MediaUpload, content_type = "multipart/form-data"),
    responses(
        (status = 201, description = "Uploaded", body = MediaItem),
        (status = 200, description = "The same image was uploaded before", body = MediaItem),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 413, body = ErrorBody), (status = 422, body = ErrorBody),
    )
)]
pub async fn upload_media(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiMultipart(mut form): ApiMultipart,
) -> Result<(StatusCode, axum::Json<MediaItem>), ApiError> {
    let unreadable = |e: axum::extract::multipart::MultipartError| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            too_large()
        } else {
            ApiError::bad_request(format!("the upload form cannot be read: {}", e.body_text()))
        }
    };
    let (mut file, mut alt) = (None, String::new());
    while let Some(field) = form.next_field().await.map_err(unreadable)? {
        match field.name() {
            Some("file") => {
                let name = field.file_name().unwrap_or("image").to_string();
                let bytes = field.bytes().await.map_err(unreadable)?;
                if bytes.len() > MAX_UPLOAD_BYTES {
                    return Err(too_large());
                }
                file = Some((name, bytes.to_vec()));
            }
            Some("alt") => alt = field.text().await.map_err(unreadable)?,
            _ => {}
        }
    }
    let Some((name, bytes)) = file else {
        return Err(news_core::Error::invalid("file", "choose an image to upload").into());
    };
    if alt.chars().count() > 300 {
        return Err(news_core::Error::invalid("alt", "at most 300 characters").into());
    }
    let (item, created) = news_core::media::upload(&state.store, &state.media, bytes, &name, &alt, &actor).await?;
    let status = if created { StatusCode::CREATED } else { StatusCode::OK };
    Ok((status, axum::Json(item)))
}

/// The library, newest first.
#[utoipa::path(
    get,
    path = "/api/v1/admin/media",
    tag = "admin",
    security(("bearer" = [])),
    params(MediaParams),
    responses((status = 200, body = MediaPage), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody))
)]
pub async fn list_media(
    Editor(_editor): Editor,
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<MediaParams>,
) -> Result<axum::Json<MediaPage>, ApiError> {
    let page = Page {
        limit: parse_number("limit", params.limit.as_deref(), 24, 1, 100)?,
        offset: parse_number("offset", params.offset.as_deref(), 0, 0, 1_000_000)?,
    };
    let search = params.q.as_deref().map(str::trim).filter(|q| !q.is_empty());
    let (items, total) = state.store.list_media(search, page).await?;
    Ok(axum::Json(MediaPage {
        items,
        total,
        limit: page.limit,
        offset: page.offset,
    }))
}

/// Deletes an image no article uses (the trash counts), its files too.
#[utoipa::path(
    delete,
    path = "/api/v1/admin/media/{id}",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 204, description = "Deleted"), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "Articles use it", body = ErrorBody),
    )
)]
pub async fn delete_media(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<StatusCode, ApiError> {
    let key = state.store.delete_media(parse_id_of("image", &id)?, &actor).await?;
    state.media.remove(&key).await?;
    Ok(StatusCode::NO_CONTENT)
}
