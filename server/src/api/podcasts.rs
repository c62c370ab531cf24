//! Published podcast episodes, for the site's podcast pages and players.

use axum::extract::State;

use super::ApiPath;
use news_core::domain::podcast::{Episode, EpisodeStatus};
use news_core::store::{EpisodeFilter, Page};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::api::admin::podcasts::EpisodePage;
use crate::api::{ApiQuery, parse_number};
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct PublicEpisodeParams {
    /// en or ro; both when absent.
    language: Option<String>,
    /// 1 to 100, default 10.
    limit: Option<String>,
    offset: Option<String>,
}

/// Published episodes, newest first.
#[utoipa::path(
    get,
    path = "/api/v1/podcasts",
    tag = "podcasts",
    params(PublicEpisodeParams),
    responses((status = 200, body = EpisodePage), (status = 400, body = ErrorBody), (status = 422, body = ErrorBody))
)]
pub async fn list_podcasts(
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<PublicEpisodeParams>,
) -> Result<axum::Json<EpisodePage>, ApiError> {
    let filter = EpisodeFilter {
        status: Some(EpisodeStatus::Published),
        language: params.language.as_deref().map(str::parse).transpose()?,
    };
    let page = Page {
        limit: parse_number("limit", params.limit.as_deref(), 10, 1, 100)?,
        offset: parse_number("offset", params.offset.as_deref(), 0, 0, 1_000_000)?,
    };
    let (items, total) = state.store.episodes(&filter, page).await?;
    Ok(axum::Json(EpisodePage { items, total }))
}

/// One published episode.
#[utoipa::path(
    get,
    path = "/api/v1/podcasts/{id}",
    tag = "podcasts",
    params(("id" = i64, Path)),
    responses((status = 200, body = Episode), (status = 404, body = ErrorBody))
)]
pub async fn get_podcast(
    State(state): State<AppState>,
    ApiPath(id): ApiPath<i64>,
) -> Result<axum::Json<Episode>, ApiError> {
    let episode = state.store.episode(id).await?;
    if episode.status != EpisodeStatus::Published {
        return Err(ApiError::not_found(format!("podcast episode {id} not found")));
    }
    Ok(axum::Json(episode))
}
