//! Request logging: one span per request with its id, method and path; one line per response
//! with status and latency. The id is also returned in `x-request-id`. The `otel.*` fields are
//! what an OpenTelemetry export makes of the span: a server span named for its route, an error
//! when the answer is a 5xx, inside the caller's trace when the request has a `traceparent`.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderName, Request, Response};
use axum::middleware::Next;
use tower_http::request_id::{MakeRequestId, PropagateRequestIdLayer, RequestId, SetRequestIdLayer};
use tower_http::trace::TraceLayer;
use tracing::Span;

static REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// Request ids unique within a process run: a random prefix and a counter.
#[derive(Clone)]
struct NextRequestId {
    prefix: u32,
    counter: Arc<AtomicU64>,
}

impl MakeRequestId for NextRequestId {
    fn make_request_id<B>(&mut self, _: &Request<B>) -> Option<RequestId> {
        let n = self.counter.fetch_add(1, Ordering::Relaxed);
        format!("{:08x}-{n}", self.prefix).parse().ok().map(RequestId::new)
    }
}

/// Wraps the router with request ids and request logging.
pub fn instrument(router: Router) -> Router {
    let ids = NextRequestId {
        prefix: rand_prefix(),
        counter: Default::default(),
    };
    router
        .layer(axum::middleware::from_fn(keep_request_id))
        .layer(PropagateRequestIdLayer::new(REQUEST_ID.clone()))
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(|request: &Request<_>| {
                    let id = request
                        .headers()
                        .get(&REQUEST_ID)
                        .and_then(|v| v.to_str().ok())
                        .unwrap_or("-");
                    let (method, route) = crate::metrics::route_of(request);
                    let span = tracing::info_span!(
                        "request",
                        request.id = %id,
                        method = %request.method(),
                        path = %request.uri().path(),
                        otel.kind = "server",
                        otel.name = %format_args!("{method} {route}"),
                        otel.status_code = tracing::field::Empty,
                    );
                    news_core::request::join_trace(&span, &opentelemetry_http::HeaderExtractor(request.headers()));
                    span
                })
                .on_request(())
                .on_response(|response: &Response<_>, latency: Duration, span: &Span| {
                    if response.status().is_server_error() {
                        span.record("otel.status_code", "error");
                    }
                    tracing::info!(
                        status = response.status().as_u16(),
                        latency_ms = latency.as_secs_f64() * 1000.0,
                        "request served"
                    );
                })
                .on_failure(()),
        )
        .layer(SetRequestIdLayer::new(REQUEST_ID.clone(), ids))
}

/// Serves the request with its id at hand, for the jobs it queues.
async fn keep_request_id(request: Request<Body>, next: Next) -> axum::response::Response {
    let id = request
        .headers()
        .get(&REQUEST_ID)
        .and_then(|v| v.to_str().ok())
        .map(Arc::<str>::from);
    match id {
        Some(id) => news_core::request::REQUEST_ID.scope(id, next.run(request)).await,
        None => next.run(request).await,
    }
}

fn rand_prefix() -> u32 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos() ^ std::process::id())
        .unwrap_or_default()
}
