//! Where the processes' spans and events go: always the log on stderr (text or JSON), and for
//! the server and the worker, when `NEWS_OTEL_ENDPOINT` names a collector, the spans over
//! OTLP/HTTP too, so that a request and the jobs it queued can be followed in a tracing backend
//! (Jaeger, Tempo, an OpenTelemetry Collector) as well as in the log.

use anyhow::Context as _;
use news_core::Config;
use news_core::config::LogFormat;
use opentelemetry::KeyValue;
use opentelemetry::trace::TracerProvider as _;
use opentelemetry_otlp::WithExportConfig as _;
use opentelemetry_sdk::Resource;
use opentelemetry_sdk::trace::SdkTracerProvider;
use tracing_subscriber::Layer as _;
use tracing_subscriber::layer::SubscriberExt as _;
use tracing_subscriber::util::SubscriberInitExt as _;

/// Holds the span export, if any, until the process ends: dropping it sends the spans still
/// waiting in the batch.
pub struct Telemetry {
    export: Option<SdkTracerProvider>,
}

impl Drop for Telemetry {
    fn drop(&mut self) {
        if let Some(export) = self.export.take()
            && let Err(err) = export.shutdown()
        {
            eprintln!("warning: the last spans did not reach the OpenTelemetry collector: {err}");
        }
    }
}

/// Long-running commands (`service` names them: the server or the worker) log at info and
/// export spans; one-shot commands only log warnings. `NEWS_LOG` overrides the level.
/// The HTML parser under the sanitiser warns of markup it repairs (a table inside a table in
/// an editor's paste); the sanitised result is what counts, so it speaks only of errors.
///
/// Called before the async runtime starts: the exporter's HTTP client runs on a thread of its
/// own, which it may not start or stop from inside the runtime.
pub fn init(config: &Config, service: Option<&'static str>) -> anyhow::Result<Telemetry> {
    let default = if service.is_some() {
        "info,html5ever=error"
    } else {
        "warn,html5ever=error"
    };
    let filter = tracing_subscriber::EnvFilter::try_from_env("NEWS_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default));
    let log = tracing_subscriber::fmt::layer().with_writer(std::io::stderr);
    let log = match config.log_format {
        LogFormat::Json => log.json().boxed(),
        LogFormat::Text => log.boxed(),
    };
    let export = match (&config.otel_endpoint, service) {
        (Some(endpoint), Some(service)) => Some(span_export(endpoint, service)?),
        _ => None,
    };
    let spans = export
        .as_ref()
        .map(|export| tracing_opentelemetry::layer().with_tracer(export.tracer("newsctl")));
    tracing_subscriber::registry().with(filter).with(log).with(spans).init();
    Ok(Telemetry { export })
}

/// Spans in batches to `{endpoint}/v1/traces`, as protobuf, named for the service that made them.
fn span_export(endpoint: &str, service: &'static str) -> anyhow::Result<SdkTracerProvider> {
    let exporter = opentelemetry_otlp::SpanExporter::builder()
        .with_http()
        .with_endpoint(format!("{endpoint}/v1/traces"))
        .build()
        .with_context(|| format!("cannot export spans to {endpoint}"))?;
    let resource = Resource::builder()
        .with_service_name(service)
        .with_attribute(KeyValue::new("service.version", env!("CARGO_PKG_VERSION")))
        .build();
    Ok(SdkTracerProvider::builder()
        .with_batch_exporter(exporter)
        .with_resource(resource)
        .build())
}
