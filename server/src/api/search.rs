//! Full-text and tag search over published articles.

use axum::extract::State;
use axum::http::Uri;
use axum::response::Response;
use news_core::domain::ArticleSummary;
use news_core::search::{COUNTED_MATCHES, SearchQuery};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{ApiQuery, cached_json, parse_language, parse_number};
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

const MAX_QUERY_CHARS: usize = 200;

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct SearchParams {
    /// Words to find in title, excerpt, content and tags; Romanian matches with or without
    /// diacritics.
    q: Option<String>,
    /// An exact tag (case-insensitive).
    tag: Option<String>,
    /// en or ro; both when absent.
    lang: Option<String>,
    /// 1 to 100, default 10.
    limit: Option<String>,
    /// Default 0.
    offset: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct SearchPage {
    /// Best match first (newest first for a tag alone).
    items: Vec<ArticleSummary>,
    /// Matching articles, counted up to 10,000.
    total: usize,
    /// More articles match than `total` counts.
    more: bool,
    limit: i64,
    offset: i64,
}

/// Searches published articles by words and/or an exact tag.
#[utoipa::path(
    get,
    path = "/api/v1/search",
    tag = "search",
    params(SearchParams),
    responses((status = 200, body = SearchPage), (status = 400, body = ErrorBody))
)]
pub async fn search_articles(
    State(state): State<AppState>,
    uri: Uri,
    ApiQuery(params): ApiQuery<SearchParams>,
) -> Result<Response, ApiError> {
    let text = params.q.as_deref().map(str::trim).filter(|q| !q.is_empty());
    let tag = params.tag.as_deref().map(str::trim).filter(|t| !t.is_empty());
    if text.is_none() && tag.is_none() {
        return Err(ApiError::bad_request("give words to search for (q) or a tag"));
    }
    if text.is_some_and(|q| q.chars().count() > MAX_QUERY_CHARS) {
        return Err(ApiError::bad_request(format!(
            "q is longer than {MAX_QUERY_CHARS} characters"
        )));
    }
    let limit = parse_number("limit", params.limit.as_deref(), 10, 1, 100)?;
    let offset = parse_number("offset", params.offset.as_deref(), 0, 0, COUNTED_MATCHES as i64)?;
    let query = SearchQuery {
        text: text.map(Into::into),
        tag: tag.map(Into::into),
        language: parse_language(params.lang.as_deref())?,
        limit: limit as usize,
        offset: offset as usize,
    };
    cached_json(&state, &uri, async {
        let hits = state.search.search(&query)?;
        let items = state.store.summaries_by_ids(&hits.ids).await?;
        Ok(SearchPage {
            items,
            total: hits.total,
            more: hits.more,
            limit,
            offset,
        })
    })
    .await
}
