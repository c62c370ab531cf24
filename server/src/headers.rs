//! Response headers every answer carries: no MIME sniffing, a strict referrer policy, no framing
//! by other sites, a Content-Security-Policy fitting what is served, HSTS when the site is served
//! over https; no caching of what the account endpoints answer; and CORS, closed unless origins
//! are configured.

use axum::Router;
use axum::extract::Request;
use axum::http::{HeaderName, HeaderValue, Method, header};
use axum::middleware::Next;
use axum::response::Response;
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use tower_http::cors::{AllowOrigin, CorsLayer};
use tower_http::set_header::SetResponseHeaderLayer;

/// The built site loads its own scripts, styles and fonts; images may come from any https
/// origin (article images are absolute URLs), and so may audio (a podcast episode's audio may
/// be hosted elsewhere); frames only from the embeds the sanitiser keeps
/// (`EMBED_SOURCES`); the API is same-origin. A page's own inline
/// scripts (the router's hydration data) are allowed by hash, see `site_csp`.
const SITE_CSP_BEFORE_SCRIPTS: &str = "default-src 'self'; script-src 'self'";
const SITE_CSP_AFTER_SCRIPTS: &str = "; style-src 'self' 'unsafe-inline'; img-src 'self' https: data:; media-src 'self' https:; \
     font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; \
     frame-src https://www.youtube-nocookie.com https://platform.twitter.com; frame-ancestors 'none'";

/// JSON is never a document: nothing may load from it or frame it.
const API_CSP: &str = "default-src 'none'; frame-ancestors 'none'";

/// Browsers keep to https for a year once they have seen this.
const HSTS: &str = "max-age=31536000; includeSubDomains";

/// `https` when the public address (`NEWS_PUBLIC_URL`) is https, so that HSTS is only sent
/// where it is true.
pub fn common(router: Router, https: bool) -> Router {
    let router = if https {
        router.layer(SetResponseHeaderLayer::if_not_present(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static(HSTS),
        ))
    } else {
        router
    };
    router
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::REFERRER_POLICY,
            HeaderValue::from_static("strict-origin-when-cross-origin"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ))
}

/// The SHA-256 digest of an inline script's text.
pub type ScriptDigest = [u8; 32];

/// The site's policy, allowing the inline scripts whose digests are given.
pub fn site_csp(scripts: &[ScriptDigest]) -> HeaderValue {
    let mut policy = String::from(SITE_CSP_BEFORE_SCRIPTS);
    for digest in scripts {
        policy.push_str(" 'sha256-");
        STANDARD.encode_string(digest, &mut policy);
        policy.push('\'');
    }
    policy.push_str(SITE_CSP_AFTER_SCRIPTS);
    HeaderValue::from_str(&policy).expect("hashes are base64")
}

/// For what the site serves other than pages (which set their own, with their scripts' hashes).
pub fn site_policy() -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::if_not_present(header::CONTENT_SECURITY_POLICY, site_csp(&[]))
}

pub fn api_policy() -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::if_not_present(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(API_CSP))
}

/// Sessions, tokens and account details are never stored by a browser or a proxy, whatever
/// the answer (a refused attempt included).
pub async fn no_store_for_accounts(request: Request, next: Next) -> Response {
    let account = request.uri().path().starts_with("/api/v1/auth/");
    let mut response = next.run(request).await;
    if account {
        let headers = response.headers_mut();
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        headers.insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
    }
    response
}

/// Cross-origin browser calls only from the configured origins (none by default). `*` admits
/// every origin; credentials (cookies) are never allowed, the API takes bearer tokens.
pub fn cors(origins: &[String]) -> CorsLayer {
    let layer = CorsLayer::new()
        .allow_methods([Method::GET, Method::POST, Method::PUT, Method::PATCH, Method::DELETE])
        .allow_headers([header::AUTHORIZATION, header::CONTENT_TYPE])
        .expose_headers([header::RETRY_AFTER, HeaderName::from_static("x-request-id")])
        .max_age(std::time::Duration::from_secs(600));
    if origins.iter().any(|origin| origin == "*") {
        return layer.allow_origin(AllowOrigin::any());
    }
    let allowed: Vec<HeaderValue> = origins
        .iter()
        .filter_map(|origin| match HeaderValue::from_str(origin) {
            Ok(value) => Some(value),
            Err(_) => {
                tracing::warn!(%origin, "ignoring a CORS origin that is not a valid header value");
                None
            }
        })
        .collect();
    layer.allow_origin(AllowOrigin::list(allowed))
}
