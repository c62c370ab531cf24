//! The built site and media. A page prerendered at build time is served as its own file; any
//! other path gets the app shell, which renders the route in the browser from the API (so a
//! page published after the last build still works).

use std::path::{Component, Path, PathBuf};

use axum::Router;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tower::ServiceExt;
use tower_http::services::ServeFile;

use crate::{ApiError, AppState};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/media/{*path}", axum::routing::get(media))
        .fallback(axum::routing::get(page))
}

async fn media(State(state): State<AppState>, request: Request) -> Response {
    let relative = request.uri().path().trim_start_matches("/media/").to_string();
    match safe_join(&state.media_dir, &relative).filter(|p| p.is_file()) {
        Some(file) => send(file, request, "public, max-age=86400").await,
        None => ApiError::not_found("no such media file").into_response(),
    }
}

async fn page(State(state): State<AppState>, request: Request) -> Response {
    let path = request.uri().path().trim_matches('/').to_string();
    let site = &state.site_dir;
    let candidates = [safe_join(site, &path), safe_join(site, &format!("{path}/index.html"))];
    if let Some(file) = candidates.into_iter().flatten().find(|p| p.is_file()) {
        let cache = if path.starts_with("assets/") {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        };
        return send(file, request, cache).await;
    }
    let shell = site.join("index.html");
    if shell.is_file() {
        return send(shell, request, "no-cache").await;
    }
    (
        StatusCode::NOT_FOUND,
        "The site has not been built yet: run `npm run build` in web/.",
    )
        .into_response()
}

async fn send(file: PathBuf, request: Request, cache_control: &'static str) -> Response {
    match ServeFile::new(file).oneshot(request).await {
        Ok(response) => {
            let mut response = response.into_response();
            response
                .headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static(cache_control));
            response
        }
        Err(err) => ApiError::internal(err).into_response(),
    }
}

/// `base/relative` if `relative` stays inside `base` (no `..`, no absolute parts).
fn safe_join(base: &Path, relative: &str) -> Option<PathBuf> {
    let relative = Path::new(relative);
    relative
        .components()
        .all(|c| matches!(c, Component::Normal(_)))
        .then(|| base.join(relative))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_cannot_leave_the_site() {
        let base = Path::new("/site");
        assert_eq!(
            safe_join(base, "en/index.html"),
            Some(PathBuf::from("/site/en/index.html"))
        );
        assert_eq!(safe_join(base, "../news.db"), None);
        assert_eq!(safe_join(base, "en/../../x"), None);
    }
}
