//! The built site and media. A page prerendered at build time is served as its own file; any
//! other path gets the app shell, which renders the route in the browser from the API (so a
//! page published after the last build still works).

use std::collections::HashMap;
use std::path::{Component, Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;

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

/// A page, with a Content-Security-Policy that allows exactly the app's own inline scripts.
async fn send_page(state: &AppState, file: &Path) -> Response {
    let html = match tokio::fs::read(file).await {
        Ok(html) => html,
        Err(err) => return ApiError::internal(err).into_response(),
    };
    let policy = state.page_policies.policy(&state.site_dir, file);
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

/// Written by the web build (web/build/csp-manifest.ts): each page's path in the site → the
/// `'sha256-…'` of its own inline scripts (the router's hydration data, the build hash).
const CSP_MANIFEST: &str = "csp-manifest.json";

/// Each page's policy, from the build's manifest, read again when the manifest changes.
///
/// The HTML itself is never scanned for scripts: article content can put `<script>…</script>`
/// text into a page where no browser runs it (in an attribute value, in an iframe's body), and
/// allowing its hash would let an editor run that script wherever it could be injected. A page
/// the manifest does not name (or a site without one) may run no inline script.
#[derive(Default)]
pub struct PagePolicies {
    loaded: Mutex<Option<Loaded>>,
}

struct Loaded {
    /// The manifest's modification time and length when it was read; `None` if it was missing.
    version: Option<(SystemTime, u64)>,
    policies: HashMap<PathBuf, HeaderValue>,
}

impl PagePolicies {
    fn policy(&self, site_dir: &Path, page: &Path) -> HeaderValue {
        let manifest = site_dir.join(CSP_MANIFEST);
        let version = std::fs::metadata(&manifest)
            .and_then(|m| Ok((m.modified()?, m.len())))
            .ok();
        let mut loaded = self.loaded.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if loaded.as_ref().is_none_or(|current| current.version != version) {
            let policies = read_manifest(&manifest, site_dir);
            *loaded = Some(Loaded { version, policies });
        }
        loaded
            .as_ref()
            .and_then(|current| current.policies.get(page).cloned())
            .unwrap_or_else(|| headers::site_csp(&[]))
    }
}

/// The policy of every page the manifest names; none if it is missing or unreadable.
fn read_manifest(manifest: &Path, site_dir: &Path) -> HashMap<PathBuf, HeaderValue> {
    let pages: HashMap<String, Vec<String>> = match std::fs::read(manifest) {
        Ok(json) => match serde_json::from_slice(&json) {
            Ok(pages) => pages,
            Err(err) => {
                tracing::warn!(error = %err, path = %manifest.display(), "the site's CSP manifest is not valid; pages may run no inline script");
                return HashMap::new();
            }
        },
        Err(err) => {
            tracing::warn!(error = %err, path = %manifest.display(), "the site has no readable CSP manifest; pages may run no inline script (rebuild the site)");
            return HashMap::new();
        }
    };
    pages
        .into_iter()
        .filter_map(|(page, hashes)| {
            if !hashes.iter().all(|hash| is_sha256_source(hash)) {
                tracing::warn!(%page, "ignoring a CSP manifest entry that is not a list of 'sha256-…' sources");
                return None;
            }
            Some((safe_join(site_dir, &page)?, headers::site_csp(&hashes)))
        })
        .collect()
}

/// `'sha256-<base64 of 32 bytes>'`: nothing else may reach the header (no `'unsafe-inline'`, no
/// second directive).
fn is_sha256_source(source: &str) -> bool {
    source
        .strip_prefix("'sha256-")
        .and_then(|rest| rest.strip_suffix('\''))
        .and_then(|hash| STANDARD.decode(hash).ok())
        .is_some_and(|digest| digest.len() == 32)
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
    fn only_sha256_sources_may_reach_the_policy() {
        assert!(is_sha256_source(
            "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
        ));
        assert!(!is_sha256_source("'unsafe-inline'"));
        assert!(!is_sha256_source("'sha256-YQ=='"), "not 32 bytes");
        assert!(!is_sha256_source(
            "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='; script-src *"
        ));
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
