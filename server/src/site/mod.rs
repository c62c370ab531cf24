//! The built site and media. A page prerendered at build time is served as its own file; a page
//! of the site without one gets the app shell, which renders the route in the browser from the
//! API (so an article published after the last build still works). The routing rules of spec §2
//! (language redirects, canonical article addresses, 404) are answered here too.

mod files;
mod language;
mod policy;
mod routes;
mod shell;

use std::path::{Path, PathBuf};

use axum::Router;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use news_core::domain::podcast::EpisodeStatus;
use news_core::domain::{ArticleSummary, Language};
use news_core::fs::safe_join;
use news_core::site::site_name;

use crate::{ApiError, AppState};
pub use policy::PagePolicies;
use routes::Route;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/media/{*path}", axum::routing::get(media))
        .fallback(axum::routing::get(page))
}

async fn media(State(state): State<AppState>, request: Request) -> Response {
    let relative = request.uri().path().trim_start_matches("/media/").to_string();
    match state.media.local_file(&relative).await {
        Ok(Some(file)) => files::send(file, request, "public, max-age=86400").await,
        Ok(None) => ApiError::not_found("no such media file").into_response(),
        Err(err) => ApiError::from(err).into_response(),
    }
}

/// The canonical address of an article: its own language and its current slug.
pub fn article_path(article: &ArticleSummary) -> String {
    let base = format!("/{}/article/{}", article.language.code(), article.id);
    if article.slug.is_empty() {
        base
    } else {
        format!("{base}/{}", article.slug)
    }
}

async fn page(State(state): State<AppState>, request: Request) -> Response {
    let path = request.uri().path().to_string();
    let file = safe_join(&state.site_dir, path.trim_start_matches('/')).filter(|p| p.is_file());
    if let Some(file) = file.filter(|f| f.extension().is_none_or(|ext| ext != "html")) {
        let cache = if path.starts_with("/assets/") {
            files::IMMUTABLE
        } else {
            files::REVALIDATE
        };
        return files::send(file, request, cache).await;
    }
    let headers = request.headers();
    let answer = match routes::classify(&path, state.store.categories()) {
        Route::Unclean(clean) => Ok(moved(StatusCode::MOVED_PERMANENTLY, &with_query(clean, request.uri()))),
        Route::Unprefixed(rest) => Ok(language_redirect(headers, &rest, request.uri())),
        Route::MalformedArticle(language) => Ok(moved(StatusCode::FOUND, &format!("/{}", language.code()))),
        Route::Article { id } => article(&state, headers, &path, id).await,
        Route::Episode { id } => episode(&state, headers, &path, id).await,
        Route::Page => prerendered_or_shell(&state, headers, &path).await,
        Route::Staff => staff_shell(&state, headers).await,
        Route::Missing => shell(&state, headers, StatusCode::NOT_FOUND).await,
        Route::Unknown(language) => not_found(&state, headers, language).await,
    };
    answer.unwrap_or_else(|err| ApiError::internal(err).into_response())
}

/// 302 to `rest` under the reader's language; it depends on who asks, so no cache keeps it.
fn language_redirect(headers: &HeaderMap, rest: &str, uri: &Uri) -> Response {
    let language = language::preferred(headers);
    let target = if rest == "/" {
        format!("/{}", language.code())
    } else {
        format!("/{}{rest}", language.code())
    };
    let mut response = moved(StatusCode::FOUND, &with_query(target, uri));
    let headers = response.headers_mut();
    headers.insert(header::VARY, HeaderValue::from_static("Cookie, Accept-Language"));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-cache"));
    response
}

/// A 301 or 302, as crawlers know them (axum's `Redirect` answers 303 and 308).
fn moved(status: StatusCode, location: &str) -> Response {
    match HeaderValue::from_str(location) {
        Ok(location) => (status, [(header::LOCATION, location)]).into_response(),
        Err(_) => StatusCode::BAD_REQUEST.into_response(),
    }
}

fn with_query(path: String, uri: &Uri) -> String {
    match uri.query() {
        Some(query) => format!("{path}?{query}"),
        None => path,
    }
}

/// A published article at its canonical address; any other address of it is a 301 there, and
/// an article that is not published is a 404 with the shell, where the article page says
/// 'Article Not Found'.
async fn article(state: &AppState, headers: &HeaderMap, path: &str, id: i64) -> std::io::Result<Response> {
    let article = match state.store.get_article(id, true).await {
        Ok(article) => article,
        Err(news_core::Error::NotFound(_)) => return shell(state, headers, StatusCode::NOT_FOUND).await,
        Err(err) => return Ok(ApiError::from(err).into_response()),
    };
    let meta = || shell::PageMeta::article(&article, site_name(article.summary.language), &state.public_url);
    canonical_page(state, headers, path, &article_path(&article.summary), meta).await
}

/// A published episode at its canonical address, as `article` answers for articles.
async fn episode(state: &AppState, headers: &HeaderMap, path: &str, id: i64) -> std::io::Result<Response> {
    let episode = match state.store.episode(id).await {
        Ok(episode) if episode.status == EpisodeStatus::Published => episode,
        Ok(_) | Err(news_core::Error::NotFound(_)) => return shell(state, headers, StatusCode::NOT_FOUND).await,
        Err(err) => return Ok(ApiError::from(err).into_response()),
    };
    let meta = || shell::PageMeta::episode(&episode, site_name(episode.language), &state.public_url);
    canonical_page(state, headers, path, &episode.path(), meta).await
}

/// A page with one address, `canonical`: any other is a 301 there; then the prerendered page, or
/// before a build the shell with the page's head (`meta`).
async fn canonical_page(
    state: &AppState,
    headers: &HeaderMap,
    path: &str,
    canonical: &str,
    meta: impl FnOnce() -> shell::PageMeta,
) -> std::io::Result<Response> {
    if canonical != path {
        return Ok(moved(StatusCode::MOVED_PERMANENTLY, canonical));
    }
    match prerendered(&state.site_dir, path) {
        Some(file) => send_page(state, headers, &file, StatusCode::OK).await,
        None => shell_with(state, &meta()).await,
    }
}

async fn prerendered_or_shell(state: &AppState, headers: &HeaderMap, path: &str) -> std::io::Result<Response> {
    match prerendered(&state.site_dir, path) {
        Some(file) => send_page(state, headers, &file, StatusCode::OK).await,
        None => shell(state, headers, StatusCode::OK).await,
    }
}

/// The app shell for the admin area and the backup pages: no search engine lists them.
async fn staff_shell(state: &AppState, headers: &HeaderMap) -> std::io::Result<Response> {
    let mut response = shell(state, headers, StatusCode::OK).await?;
    response
        .headers_mut()
        .insert("x-robots-tag", HeaderValue::from_static("noindex, nofollow"));
    Ok(response)
}

/// The build's not-found page of the language, with status 404.
async fn not_found(state: &AppState, headers: &HeaderMap, language: Language) -> std::io::Result<Response> {
    match prerendered(&state.site_dir, &format!("/{}/404", language.code())) {
        Some(file) => send_page(state, headers, &file, StatusCode::NOT_FOUND).await,
        None => shell(state, headers, StatusCode::NOT_FOUND).await,
    }
}

/// The prerendered page for a route path (`/en/about` → `en/about/index.html`).
fn prerendered(site_dir: &Path, path: &str) -> Option<PathBuf> {
    let relative = format!("{}/index.html", path.trim_matches('/'));
    safe_join(site_dir, relative.trim_start_matches('/')).filter(|file| file.is_file())
}

/// The app shell, which renders any route in the browser.
async fn shell(state: &AppState, headers: &HeaderMap, status: StatusCode) -> std::io::Result<Response> {
    let file = state.site_dir.join("index.html");
    if !file.is_file() {
        return Ok(not_built());
    }
    send_page(state, headers, &file, status).await
}

/// The shell with a page's title, description and image in its head (see `shell`).
async fn shell_with(state: &AppState, meta: &shell::PageMeta) -> std::io::Result<Response> {
    let file = state.site_dir.join("index.html");
    let html = match tokio::fs::read_to_string(&file).await {
        Ok(html) => html,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(not_built()),
        Err(err) => return Err(err),
    };
    let mut response = files::made_page(shell::fill(&html, meta), StatusCode::OK);
    let policy = state.page_policies.policy(&state.site_dir, &file);
    response.headers_mut().insert(header::CONTENT_SECURITY_POLICY, policy);
    Ok(response)
}

fn not_built() -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        "The site has not been built yet: run `newsctl site build`.",
    )
        .into_response()
}

/// A page file, with a Content-Security-Policy that allows exactly the page's own inline scripts.
async fn send_page(
    state: &AppState,
    headers: &HeaderMap,
    file: &Path,
    status: StatusCode,
) -> std::io::Result<Response> {
    let mut response = files::send_page(file, headers, status).await?;
    let policy = state.page_policies.policy(&state.site_dir, file);
    response.headers_mut().insert(header::CONTENT_SECURITY_POLICY, policy);
    Ok(response)
}
