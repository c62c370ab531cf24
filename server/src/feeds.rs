//! robots.txt, the sitemaps and the RSS feeds, served beside the site. They change only with
//! the content, so they go through the response cache (cleared by every article and episode
//! change) and tell crawlers to keep them five minutes.

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{Path, State};
use axum::http::{HeaderValue, Uri, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use chrono::Utc;
use news_core::domain::Language;
use news_core::feeds::Feeds;
use serde::Deserialize;

use crate::api::{ApiQuery, parse_number};
use crate::{ApiError, AppState};

const XML: &str = "application/xml; charset=utf-8";
const RSS: &str = "application/rss+xml; charset=utf-8";
const TEXT: &str = "text/plain; charset=utf-8";

pub fn router() -> Router<AppState> {
    let mut router = Router::new()
        .route("/robots.txt", get(robots))
        .route("/sitemap.xml", get(sitemap_index))
        .route("/sitemap-news.xml", get(news_sitemap))
        .route("/{lang}/rss.xml", get(language_feed))
        .route("/{lang}/category/{category}/rss.xml", get(category_feed))
        .route("/{lang}/podcast/feed.xml", get(podcast_feed));
    for language in Language::ALL {
        router = router.route(
            &format!("/sitemap-{}.xml", language.code()),
            get(move |state, uri, query| language_sitemap(state, uri, query, language)),
        );
        router = router.route(
            &format!("/sitemap-{}-podcast.xml", language.code()),
            get(move |State(state): State<AppState>, uri: Uri| async move {
                cached(&state, &uri, XML, feeds(&state).podcast_sitemap(language)).await
            }),
        );
    }
    router
}

fn feeds(state: &AppState) -> Feeds {
    Feeds::new(state.store.clone(), &state.public_url)
}

/// The document with its type, cacheable by browsers and crawlers for five minutes.
fn document(body: impl Into<Body>, content_type: &'static str) -> Response {
    let mut response = body.into().into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=300"));
    response
}

/// The document for `uri` from the response cache, or written by `produce` and kept there.
async fn cached(
    state: &AppState,
    uri: &Uri,
    content_type: &'static str,
    produce: impl Future<Output = news_core::Result<String>>,
) -> Result<Response, ApiError> {
    let body = state
        .cache
        .get_or_insert(uri.to_string(), async {
            Ok::<_, ApiError>(Bytes::from(produce.await?))
        })
        .await?;
    Ok(document(body, content_type))
}

async fn robots(State(state): State<AppState>) -> Response {
    document(feeds(&state).robots(), TEXT)
}

async fn sitemap_index(State(state): State<AppState>, uri: Uri) -> Result<Response, ApiError> {
    cached(&state, &uri, XML, feeds(&state).sitemap_index()).await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SitemapParams {
    /// The file of a sitemap split past the protocol's 50,000 URLs, from 1.
    page: Option<String>,
}

async fn language_sitemap(
    State(state): State<AppState>,
    uri: Uri,
    ApiQuery(params): ApiQuery<SitemapParams>,
    language: Language,
) -> Result<Response, ApiError> {
    let part = parse_number("page", params.page.as_deref(), 1, 1, i64::from(u32::MAX))?;
    let feeds = feeds(&state);
    cached(&state, &uri, XML, feeds.language_sitemap(language, part as usize)).await
}

async fn news_sitemap(State(state): State<AppState>, uri: Uri) -> Result<Response, ApiError> {
    cached(&state, &uri, XML, feeds(&state).news_sitemap(Utc::now())).await
}

async fn language_feed(
    State(state): State<AppState>,
    uri: Uri,
    Path(lang): Path<String>,
) -> Result<Response, ApiError> {
    let language = site_language(&lang)?;
    cached(&state, &uri, RSS, feeds(&state).rss(language, None)).await
}

async fn category_feed(
    State(state): State<AppState>,
    uri: Uri,
    Path((lang, category)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    let language = site_language(&lang)?;
    let feeds = feeds(&state);
    cached(&state, &uri, RSS, feeds.rss(language, Some(&category))).await
}

async fn podcast_feed(State(state): State<AppState>, uri: Uri, Path(lang): Path<String>) -> Result<Response, ApiError> {
    let language = site_language(&lang)?;
    cached(&state, &uri, RSS, feeds(&state).podcast(language)).await
}

/// The path's language prefix; any other prefix is a page the site does not have.
fn site_language(code: &str) -> Result<Language, ApiError> {
    code.parse()
        .map_err(|_| ApiError::not_found(format!("no feed for language {code:?}; the site has en and ro")))
}
