//! Response headers every answer carries: no MIME sniffing, a strict referrer policy, no framing
//! by other sites, a Content-Security-Policy fitting what is served; and CORS, closed unless
//! origins are configured.

use axum::Router;
use axum::http::{HeaderName, HeaderValue, Method, header};
use tower_http::cors::{AllowOrigin, CorsLayer};
use tower_http::set_header::SetResponseHeaderLayer;

/// The built site loads its own scripts, styles and fonts; images may come from any https
/// origin (article images are absolute URLs); the API is same-origin. A page's own inline
/// scripts (the router's hydration data) are allowed by hash, see `site_csp`.
const SITE_CSP_BEFORE_SCRIPTS: &str = "default-src 'self'; script-src 'self'";
const SITE_CSP_AFTER_SCRIPTS: &str = "; style-src 'self' 'unsafe-inline'; img-src 'self' https: data:; \
     font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; \
     frame-ancestors 'none'";

/// JSON is never a document: nothing may load from it or frame it.
const API_CSP: &str = "default-src 'none'; frame-ancestors 'none'";

pub fn common(router: Router) -> Router {
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

/// The site's policy, allowing the inline scripts whose hashes (`'sha256-…'`) are given.
pub fn site_csp(script_hashes: &[String]) -> HeaderValue {
    let mut policy = String::from(SITE_CSP_BEFORE_SCRIPTS);
    for hash in script_hashes {
        policy.push(' ');
        policy.push_str(hash);
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

/// Cross-origin browser calls only from the configured origins (none by default).
pub fn cors(origins: &[String]) -> CorsLayer {
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
    CorsLayer::new()
        .allow_origin(AllowOrigin::list(allowed))
        .allow_methods([Method::GET, Method::POST, Method::PUT, Method::PATCH, Method::DELETE])
        .allow_headers([header::AUTHORIZATION, header::CONTENT_TYPE])
        .expose_headers([header::RETRY_AFTER, HeaderName::from_static("x-request-id")])
        .max_age(std::time::Duration::from_secs(600))
}
