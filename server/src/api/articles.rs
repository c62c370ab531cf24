//! Public article reads of spec §7: list, one article, several at once, adjacent, translation,
//! recent, popular.

use std::collections::HashMap;

use axum::extract::State;
use axum::http::Uri;
use axum::response::Response;
use news_core::domain::{Article, ArticleFilter, ArticleSummary, Language, Status, StatusFilter};
use news_core::store::Page;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{ApiPath, ApiQuery, cached_json, invalid_message, parse_bool, parse_id, parse_language, parse_number};
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

pub(crate) const MAX_LIMIT: i64 = 100;
pub(crate) const MAX_OFFSET: i64 = 1_000_000;

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct ListParams {
    /// published (the default); archived, rejected and all are not public.
    status: Option<String>,
    /// en or ro.
    language: Option<String>,
    featured: Option<String>,
    trending: Option<String>,
    /// A canonical category or one of its aliases (e.g. tehnologie, technology).
    category: Option<String>,
    /// local, national or international.
    subcategory: Option<String>,
    /// 1 to 100, default 10.
    limit: Option<String>,
    /// Default 0.
    offset: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ArticlePage {
    pub(crate) items: Vec<ArticleSummary>,
    /// How many articles match the filters in all.
    pub(crate) total: i64,
    pub(crate) limit: i64,
    pub(crate) offset: i64,
}

#[derive(Serialize, ToSchema)]
pub struct ArticleList {
    items: Vec<ArticleSummary>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct BatchParams {
    /// Up to 100 article ids, comma-separated.
    ids: String,
}

/// Whole articles, for a reader of many at once (the site's prerender reads the site this way).
#[derive(Serialize, ToSchema)]
pub struct ArticleBatch {
    /// The published articles among the ids, in the order asked for.
    items: Vec<Article>,
}

#[derive(Serialize, ToSchema)]
pub struct Adjacent {
    /// The nearest older article in the same status, language and category.
    previous: Option<ArticleSummary>,
    /// The nearest newer one.
    next: Option<ArticleSummary>,
}

#[derive(Serialize, ToSchema)]
pub struct Translation {
    id: i64,
    language: Language,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct RankedParams {
    /// en or ro; both when absent.
    language: Option<String>,
    /// 1 to 100, default 5.
    limit: Option<String>,
}

#[derive(Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct PopularParams {
    /// en or ro; both when absent.
    language: Option<String>,
    /// 1 to 100, default 5.
    limit: Option<String>,
    /// 1 to 365: the articles most readers viewed in the last `days` days. Absent: the most
    /// viewed of all time.
    days: Option<String>,
}

fn list_filter(state: &AppState, params: &ListParams) -> Result<ArticleFilter, ApiError> {
    if let Some(raw) = params.status.as_deref() {
        let status: StatusFilter = raw.parse().map_err(|e| ApiError::bad_request(invalid_message(e)))?;
        if status != StatusFilter::Only(Status::Published) {
            return Err(news_core::Error::Forbidden("only published articles are public".into()).into());
        }
    }
    content_filter(
        state,
        Some(Status::Published),
        [
            &params.language,
            &params.featured,
            &params.trending,
            &params.category,
            &params.subcategory,
        ],
    )
}

/// The spec's filters from their raw query values: language, featured, trending, category and
/// subcategory, in that order.
pub(crate) fn content_filter(
    state: &AppState,
    status: Option<Status>,
    [language, featured, trending, category, subcategory]: [&Option<String>; 5],
) -> Result<ArticleFilter, ApiError> {
    let categories = state.store.categories();
    let category = match category.as_deref() {
        None => None,
        Some(raw) => {
            let normalized = categories.normalize(raw);
            if !categories.is_canonical(&normalized) {
                return Err(ApiError::bad_request(format!("unknown category {raw:?}")));
            }
            Some(normalized)
        }
    };
    let subcategory = match subcategory.as_deref() {
        None => None,
        Some(raw) => {
            let lower = raw.to_lowercase();
            if !news_core::domain::article::GEOGRAPHIC_SCOPES.contains(&lower.as_str()) {
                return Err(ApiError::bad_request(format!(
                    "unknown subcategory {raw:?}; expected local, national or international"
                )));
            }
            Some(lower)
        }
    };
    Ok(ArticleFilter {
        status,
        excluded: Vec::new(),
        language: parse_language(language.as_deref())?,
        featured: parse_bool("featured", featured.as_deref())?,
        trending: parse_bool("trending", trending.as_deref())?,
        category,
        subcategory,
        ..ArticleFilter::default()
    })
}

/// Published articles, newest first, with the spec's filters.
#[utoipa::path(
    get,
    path = "/api/v1/articles",
    tag = "articles",
    params(ListParams),
    responses(
        (status = 200, description = "A page of articles and the total count", body = ArticlePage),
        (status = 400, description = "A parameter is invalid", body = ErrorBody),
        (status = 403, description = "A status other than published was asked for", body = ErrorBody),
    )
)]
pub async fn list_articles(
    State(state): State<AppState>,
    uri: Uri,
    ApiQuery(params): ApiQuery<ListParams>,
) -> Result<Response, ApiError> {
    let filter = list_filter(&state, &params)?;
    let page = Page {
        limit: parse_number("limit", params.limit.as_deref(), 10, 1, MAX_LIMIT)?,
        offset: parse_number("offset", params.offset.as_deref(), 0, 0, MAX_OFFSET)?,
    };
    cached_json(&state, &uri, async {
        let (items, total) = state.store.list_articles(&filter, page).await?;
        Ok(ArticlePage {
            items,
            total,
            limit: page.limit,
            offset: page.offset,
        })
    })
    .await
}

/// The order of a short ranked list.
enum Ranking {
    Newest,
    /// Most viewed of all time, or by the readers of the last `days` days.
    MostViewed {
        days: Option<i64>,
    },
}

async fn ranked(
    state: AppState,
    uri: Uri,
    [language, limit]: [Option<String>; 2],
    ranking: Ranking,
) -> Result<Response, ApiError> {
    let language = parse_language(language.as_deref())?;
    let limit = parse_number("limit", limit.as_deref(), 5, 1, MAX_LIMIT)?;
    cached_json(&state, &uri, async {
        let store = &state.store;
        let items = match ranking {
            Ranking::Newest => store.ranked_articles(language, false, limit).await?,
            Ranking::MostViewed { days: None } => store.ranked_articles(language, true, limit).await?,
            Ranking::MostViewed { days: Some(days) } => {
                let since = chrono::Utc::now() - chrono::Duration::days(days);
                store.popular_since(language, since, limit).await?
            }
        };
        Ok(ArticleList { items })
    })
    .await
}

/// The newest published articles.
#[utoipa::path(
    get,
    path = "/api/v1/articles/recent",
    tag = "articles",
    params(RankedParams),
    responses((status = 200, body = ArticleList), (status = 400, body = ErrorBody))
)]
pub async fn recent_articles(
    State(state): State<AppState>,
    uri: Uri,
    ApiQuery(params): ApiQuery<RankedParams>,
) -> Result<Response, ApiError> {
    ranked(state, uri, [params.language, params.limit], Ranking::Newest).await
}

/// The most viewed published articles, of all time or of the last `days` days.
#[utoipa::path(
    get,
    path = "/api/v1/articles/popular",
    tag = "articles",
    params(PopularParams),
    responses((status = 200, body = ArticleList), (status = 400, body = ErrorBody))
)]
pub async fn popular_articles(
    State(state): State<AppState>,
    uri: Uri,
    ApiQuery(params): ApiQuery<PopularParams>,
) -> Result<Response, ApiError> {
    let days = params
        .days
        .as_deref()
        .map(|raw| parse_number("days", Some(raw), 7, 1, 365))
        .transpose()?;
    ranked(
        state,
        uri,
        [params.language, params.limit],
        Ranking::MostViewed { days },
    )
    .await
}

/// One published article.
#[utoipa::path(
    get,
    path = "/api/v1/articles/{id}",
    tag = "articles",
    params(("id" = i64, Path, description = "Article id")),
    responses(
        (status = 200, body = news_core::domain::Article),
        (status = 400, description = "The id is not a number", body = ErrorBody),
        (status = 404, description = "No published article has this id", body = ErrorBody),
    )
)]
pub async fn get_article(
    State(state): State<AppState>,
    uri: Uri,
    ApiPath(id): ApiPath<String>,
) -> Result<Response, ApiError> {
    let id = parse_id(&id)?;
    cached_json(&state, &uri, async { Ok(state.store.get_article(id, true).await?) }).await
}

/// Several published articles at once: the ids that are not published are left out.
#[utoipa::path(
    get,
    path = "/api/v1/articles/batch",
    tag = "articles",
    params(BatchParams),
    responses(
        (status = 200, body = ArticleBatch),
        (status = 400, description = "An id is not a number, or there are none or over 100", body = ErrorBody),
    )
)]
pub async fn article_batch(
    State(state): State<AppState>,
    ApiQuery(params): ApiQuery<BatchParams>,
) -> Result<axum::Json<ArticleBatch>, ApiError> {
    let ids = params
        .ids
        .split(',')
        .map(|raw| parse_id(raw.trim()))
        .collect::<Result<Vec<_>, _>>()?;
    if ids.len() > MAX_LIMIT as usize {
        return Err(ApiError::bad_request(format!(
            "at most {MAX_LIMIT} ids at once, not {}",
            ids.len()
        )));
    }
    // Not kept in the response cache: each site build asks for sets of its own, so a kept answer
    // was never asked for again, and its large short-lived bodies left a server under load
    // holding 8 to 11 MB more for the rest of its run (BENCHMARKS.md, "2026-12-01").
    let mut found: HashMap<i64, Article> = state
        .store
        .published_articles_by_ids(&ids)
        .await?
        .into_iter()
        .map(|article| (article.summary.id, article))
        .collect();
    let items = ids.iter().filter_map(|id| found.remove(id)).collect();
    Ok(axum::Json(ArticleBatch { items }))
}

/// The previous and next articles in the same status, language and category.
#[utoipa::path(
    get,
    path = "/api/v1/articles/{id}/adjacent",
    tag = "articles",
    params(("id" = i64, Path, description = "Article id")),
    responses((status = 200, body = Adjacent), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody))
)]
pub async fn adjacent_articles(
    State(state): State<AppState>,
    uri: Uri,
    ApiPath(id): ApiPath<String>,
) -> Result<Response, ApiError> {
    let id = parse_id(&id)?;
    cached_json(&state, &uri, async {
        let (previous, next) = state.store.adjacent_articles(id).await?;
        Ok(Adjacent { previous, next })
    })
    .await
}

/// The id and language of the article's published translation.
#[utoipa::path(
    get,
    path = "/api/v1/articles/{id}/translation",
    tag = "articles",
    params(("id" = i64, Path, description = "Article id")),
    responses(
        (status = 200, body = Translation),
        (status = 400, body = ErrorBody),
        (status = 404, description = "No such article, or it has no published translation", body = ErrorBody),
    )
)]
pub async fn article_translation(
    State(state): State<AppState>,
    uri: Uri,
    ApiPath(id): ApiPath<String>,
) -> Result<Response, ApiError> {
    let id = parse_id(&id)?;
    cached_json(&state, &uri, async {
        let (id, language) = state.store.translation_of(id).await?;
        Ok(Translation { id, language })
    })
    .await
}
