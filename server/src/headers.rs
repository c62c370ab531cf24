//! Response headers every answer carries: no MIME sniffing, a strict referrer policy, no framing
//! by other sites, a Content-Security-Policy fitting what is served; and CORS, closed unless
//! origins are configured.

use axum::Router;
use axum::http::{HeaderName, HeaderValue, Method, header};
use tower_http::cors::{AllowOrigin, CorsLayer};
use tower_http::set_header::SetResponseHeaderLayer;

/// The built site loads its own scripts, styles and fonts; images may come from any https
/// origin (article images are absolute URLs); the API is same-origin.
const SITE_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
     img-src 'self' https: data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; \
     base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

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

pub fn site_policy() -> SetResponseHeaderLayer<HeaderValue> {
    csp(SITE_CSP)
}

pub fn api_policy() -> SetResponseHeaderLayer<HeaderValue> {
    csp(API_CSP)
}

fn csp(policy: &'static str) -> SetResponseHeaderLayer<HeaderValue> {
    SetResponseHeaderLayer::if_not_present(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(policy))
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
