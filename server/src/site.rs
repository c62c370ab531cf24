//! The built site and media. A page prerendered at build time is served as its own file; any
//! other path gets the app shell, which renders the route in the browser from the API (so a
//! page published after the last build still works).

use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use sha2::{Digest, Sha256};

use axum::Router;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use tower::ServiceExt;
use tower_http::services::ServeFile;

use crate::{ApiError, AppState, headers};

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
        if file.extension().is_some_and(|ext| ext == "html") {
            return send_page(&state, &file).await;
        }
        let cache = if path.starts_with("assets/") {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        };
        return send(file, request, cache).await;
    }
    let shell = site.join("index.html");
    if shell.is_file() {
        return send_page(&state, &shell).await;
    }
    (
        StatusCode::NOT_FOUND,
        "The site has not been built yet: run `npm run build` in web/.",
    )
        .into_response()
}

/// A page, with a Content-Security-Policy that allows exactly its own inline scripts.
async fn send_page(state: &AppState, file: &Path) -> Response {
    let html = match tokio::fs::read(file).await {
        Ok(html) => html,
        Err(err) => return ApiError::internal(err).into_response(),
    };
    let policy = state.page_policies.policy(file, &html);
    let mut response = html.into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::CONTENT_SECURITY_POLICY, policy);
    response
}

/// Each page's policy, computed once per version of its file.
#[derive(Default)]
pub struct PagePolicies {
    known: Mutex<HashMap<PathBuf, (Option<SystemTime>, HeaderValue)>>,
}

impl PagePolicies {
    fn policy(&self, file: &Path, html: &[u8]) -> HeaderValue {
        let modified = std::fs::metadata(file).and_then(|m| m.modified()).ok();
        let mut known = self.known.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some((at, policy)) = known.get(file)
            && *at == modified
            && modified.is_some()
        {
            return policy.clone();
        }
        let policy = headers::site_csp(&inline_script_hashes(&String::from_utf8_lossy(html)));
        known.insert(file.to_path_buf(), (modified, policy.clone()));
        policy
    }
}

/// `'sha256-…'` of every inline script's text, as a Content-Security-Policy names it.
fn inline_script_hashes(html: &str) -> Vec<String> {
    let mut hashes = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find("<script") {
        let from_tag = &rest[start..];
        let Some(open_end) = from_tag.find('>') else { break };
        let body = &from_tag[open_end + 1..];
        let Some(close) = body.find("</script>") else { break };
        let script = &body[..close];
        if !from_tag[..open_end].contains(" src=") && !script.is_empty() {
            hashes.push(format!(
                "'sha256-{}'",
                STANDARD.encode(Sha256::digest(script.as_bytes()))
            ));
        }
        rest = &body[close + "</script>".len()..];
    }
    hashes
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
    fn inline_scripts_are_hashed_and_external_ones_are_not() {
        let html = r#"<script type="module" src="/assets/app.js"></script><p>x</p><script>window.a = 1;</script>"#;
        let hashes = inline_script_hashes(html);
        let expected = STANDARD.encode(Sha256::digest(b"window.a = 1;"));
        assert_eq!(hashes, vec![format!("'sha256-{expected}'")]);
        let policy = headers::site_csp(&hashes);
        assert!(
            policy
                .to_str()
                .unwrap()
                .contains(&format!("script-src 'self' 'sha256-{expected}';"))
        );
    }

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
