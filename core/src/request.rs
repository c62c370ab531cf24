//! The request being served, kept for the work it leads to. A job queued while serving it
//! carries the request's id, and the worker logs the job under it, so one id finds a reader's
//! request and the backup or campaign it started in the logs of every node. When spans are
//! exported, the job carries the request's W3C trace context too, so a tracing backend shows the
//! job inside the request's trace, whichever node ran it.

use std::sync::Arc;

use opentelemetry::propagation::{Extractor, TextMapPropagator as _};
use opentelemetry::trace::TraceContextExt as _;
use opentelemetry_sdk::propagation::TraceContextPropagator;
use tracing_opentelemetry::OpenTelemetrySpanExt as _;

tokio::task_local! {
    /// Set by the server around each request and by the worker around each job.
    pub static REQUEST_ID: Arc<str>;
}

/// The id of the request (or job) this task is serving, if any.
pub fn current_id() -> Option<Arc<str>> {
    REQUEST_ID.try_with(Arc::clone).ok()
}

/// The `traceparent` (and `tracestate`) entries of the span this task is in. Empty when spans
/// are not exported: the span then has no trace to continue.
pub fn trace_context() -> Vec<(String, String)> {
    let context = tracing::Span::current().context();
    if !context.span().span_context().is_valid() {
        return Vec::new();
    }
    let mut carrier = std::collections::HashMap::new();
    TraceContextPropagator::new().inject_context(&context, &mut carrier);
    carrier.into_iter().collect()
}

/// Makes `span`, not yet entered, a child of the trace context in `carrier` (a request's
/// headers, a job's metadata). A missing or malformed `traceparent` leaves it a trace of its own.
pub fn join_trace(span: &tracing::Span, carrier: &dyn Extractor) {
    let parent = TraceContextPropagator::new().extract_with_context(&opentelemetry::Context::new(), carrier);
    if parent.span().span_context().is_valid() {
        // Fails only when spans are not exported, and then there is no trace to join.
        let _ = span.set_parent(parent);
    }
}
