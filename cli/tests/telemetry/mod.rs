//! The OpenTelemetry export: a server and a worker send their spans over OTLP/HTTP to a
//! collector, which here is a loopback listener that decodes them as a real collector would.

use std::sync::{Arc, Mutex};

use opentelemetry_proto::tonic::collector::trace::v1::ExportTraceServiceRequest;
use opentelemetry_proto::tonic::common::v1::{AnyValue, KeyValue, any_value};
use opentelemetry_proto::tonic::trace::v1::span::SpanKind;
use prost::Message as _;

use super::*;

/// One exported span: the service that sent it, its name, kind, trace, ids (in hex) and
/// attributes as text.
#[derive(Clone, Debug)]
struct Exported {
    service: String,
    name: String,
    kind: i32,
    trace: String,
    id: String,
    parent: String,
    attributes: Vec<(String, String)>,
}

impl Exported {
    fn attribute(&self, key: &str) -> Option<&str> {
        self.attributes.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }
}

fn text(value: &Option<AnyValue>) -> String {
    match value.as_ref().and_then(|v| v.value.as_ref()) {
        Some(any_value::Value::StringValue(s)) => s.clone(),
        Some(any_value::Value::IntValue(n)) => n.to_string(),
        other => format!("{other:?}"),
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn texts(attributes: &[KeyValue]) -> Vec<(String, String)> {
    attributes.iter().map(|kv| (kv.key.clone(), text(&kv.value))).collect()
}

/// A collector's `/v1/traces` on a loopback port: its address and the spans it has decoded.
fn collector(runtime: &tokio::runtime::Runtime) -> (String, Arc<Mutex<Vec<Exported>>>) {
    let spans = Arc::new(Mutex::new(Vec::new()));
    let kept = spans.clone();
    let app = axum::Router::new().route(
        "/v1/traces",
        axum::routing::post(move |headers: axum::http::HeaderMap, body: axum::body::Bytes| {
            let kept = kept.clone();
            async move {
                assert_eq!(headers["content-type"], "application/x-protobuf");
                let request = ExportTraceServiceRequest::decode(body).expect("an OTLP trace export");
                let mut kept = kept.lock().unwrap();
                for batch in request.resource_spans {
                    let resource = batch.resource.map(|r| texts(&r.attributes)).unwrap_or_default();
                    let service = resource
                        .iter()
                        .find(|(k, _)| k == "service.name")
                        .map(|(_, v)| v.clone())
                        .unwrap_or_default();
                    for span in batch.scope_spans.into_iter().flat_map(|scope| scope.spans) {
                        kept.push(Exported {
                            service: service.clone(),
                            name: span.name,
                            kind: span.kind,
                            trace: hex(&span.trace_id),
                            id: hex(&span.span_id),
                            parent: hex(&span.parent_span_id),
                            attributes: texts(&span.attributes),
                        });
                    }
                }
                ([("content-type", "application/x-protobuf")], Vec::<u8>::new())
            }
        }),
    );
    let listener = runtime.block_on(tokio::net::TcpListener::bind("127.0.0.1:0")).unwrap();
    let address = format!("http://{}", listener.local_addr().unwrap());
    runtime.spawn(async move { axum::serve(listener, app).await });
    (address, spans)
}

/// The first span `service` sent with the request id `id`.
fn sent_by(spans: &[Exported], service: &str, id: &str) -> Option<Exported> {
    spans
        .iter()
        .find(|s| s.service == service && s.attribute("request.id") == Some(id))
        .cloned()
}

/// The caller's trace: the request's span joins it, as a proxy or a client that traces would
/// expect.
const CALLER_TRACE: &str = "4bf92f3577b34da6a3ce929d0e0e4736";
const CALLER_SPAN: &str = "00f067aa0ba902b7";

#[test]
fn a_request_and_the_job_it_queued_reach_the_collector_as_spans_of_one_trace() {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let (endpoint, spans) = collector(&runtime);
    let dir = tempfile::tempdir().unwrap();
    let export = [
        ("NEWS_OTEL_ENDPOINT", endpoint.as_str()),
        ("OTEL_BSP_SCHEDULE_DELAY", "100"),
    ];
    let (mut server, base) = serve_until_ready(dir.path(), &["--no-worker"], &export);
    let mut worker = spawn(dir.path(), &["worker"], &export);

    let response = runtime
        .block_on(
            reqwest::Client::new()
                .post(format!("{base}/api/v1/newsletter/subscribe"))
                .header("traceparent", format!("00-{CALLER_TRACE}-{CALLER_SPAN}-01"))
                .json(&serde_json::json!({"email": "traced@example.com", "language": "ro"}))
                .send(),
        )
        .unwrap();
    assert_eq!(response.status(), 200);
    let id = response.headers()["x-request-id"].to_str().unwrap().to_string();

    let started = std::time::Instant::now();
    let (request, job) = loop {
        let seen = spans.lock().unwrap();
        if let (Some(request), Some(job)) = (sent_by(&seen, "news-server", &id), sent_by(&seen, "news-worker", &id)) {
            break (request, job);
        }
        assert!(
            started.elapsed().as_secs() < 30,
            "no server and worker spans with the request id {id}: {seen:?}"
        );
        drop(seen);
        std::thread::sleep(std::time::Duration::from_millis(100));
    };
    let _ = (server.kill(), worker.kill(), server.wait(), worker.wait());

    assert_eq!(request.name, "POST /api/v1/newsletter/subscribe", "named for its route");
    assert_eq!(request.kind, SpanKind::Server as i32);
    assert_eq!(request.attribute("path"), Some("/api/v1/newsletter/subscribe"));
    assert_eq!(job.name, "newsletter-confirmations", "named for the job it ran");
    assert_eq!(job.kind, SpanKind::Consumer as i32);
    assert_eq!(job.attribute("attempt"), Some("1"));
    assert_eq!(
        (request.trace.as_str(), request.parent.as_str()),
        (CALLER_TRACE, CALLER_SPAN),
        "the request joins the caller's trace"
    );
    assert_eq!(
        (job.trace.as_str(), job.parent.as_str()),
        (CALLER_TRACE, request.id.as_str()),
        "the job runs inside the request that queued it"
    );
}
