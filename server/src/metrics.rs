//! `/metrics` in the OpenMetrics text format that Prometheus scrapes, on its own address so the
//! public proxy never passes it on. Requests are counted as they are served; everything that
//! lives in the database (job queues, campaigns, backups) is read at each scrape, so any server
//! of a cluster tells the same story about them.

use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use std::time::Instant;

use axum::Router;
use axum::extract::{MatchedPath, Request, State};
use axum::http::{Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use news_core::Store;
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::encoding::text::{encode_eof, encode_registry};
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

use crate::AppState;

const PREFIX: &str = "newsroom";
const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";
/// What requests answered by the built site (no route of their own) are counted under.
const SITE_ROUTE: &str = "(site)";

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    method: &'static str,
    route: String,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RouteLabels {
    method: &'static str,
    route: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct JobLabels {
    job: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct DeliveryLabels {
    campaign: String,
    state: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct PoolLabels {
    state: &'static str,
}

type FloatGauge = Gauge<f64, AtomicU64>;
type Latencies = Family<RouteLabels, Histogram, fn() -> Histogram>;

/// The request figures of this process since it started.
pub struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    latency: Latencies,
}

fn latency_histogram() -> Histogram {
    // 0.5 ms to about 16 s.
    Histogram::new(exponential_buckets(0.0005, 2.0, 16))
}

impl Default for Metrics {
    fn default() -> Self {
        let mut registry = Registry::with_prefix(PREFIX);
        let requests = Family::<RequestLabels, Counter>::default();
        let latency: Latencies = Family::new_with_constructor(latency_histogram);
        registry.register(
            "http_requests",
            "Requests answered, by method, route pattern and status",
            requests.clone(),
        );
        registry.register(
            "http_request_duration_seconds",
            "Time to the response's head, by method and route pattern",
            latency.clone(),
        );
        Self {
            registry,
            requests,
            latency,
        }
    }
}

/// Counts every request under its route pattern (`/api/v1/articles/{id}`), never its path, so
/// the number of series stays that of the routes.
pub async fn record(State(metrics): State<Arc<Metrics>>, request: Request, next: Next) -> Response {
    let (method, route) = route_of(&request);
    let route = route.to_owned();
    let started = Instant::now();
    let response = next.run(request).await;
    let seconds = started.elapsed().as_secs_f64();
    metrics
        .latency
        .get_or_create(&RouteLabels {
            method,
            route: route.clone(),
        })
        .observe(seconds);
    metrics
        .requests
        .get_or_create(&RequestLabels {
            method,
            route,
            status: response.status().as_u16(),
        })
        .inc();
    response
}

/// A request's method and route pattern as labels: the site's pages (no route of their own)
/// are one route. Layers of the router see the pattern the request matched.
pub fn route_of<B>(request: &http::Request<B>) -> (&'static str, &str) {
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or(SITE_ROUTE, |path| path.as_str());
    (method_label(request.method()), route)
}

/// Methods by name; anything else a client invents is one label, not one series each.
fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

/// The router served on the metrics address.
pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/metrics", axum::routing::get(scrape))
        .with_state(state)
}

async fn scrape(State(state): State<AppState>) -> Response {
    let mut body = String::new();
    let snapshot = snapshot(&state).await;
    let written = encode_registry(&mut body, &state.metrics.registry)
        .and_then(|()| encode_registry(&mut body, &snapshot))
        .and_then(|()| encode_eof(&mut body));
    match written {
        Ok(()) => ([(header::CONTENT_TYPE, CONTENT_TYPE)], body).into_response(),
        Err(err) => {
            tracing::error!(error = %err, "writing the metrics failed");
            axum::http::StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

/// The figures read at each scrape. A database that does not answer is itself a figure
/// (`database_up` 0), not a failed scrape: the request figures still tell what readers saw.
async fn snapshot(state: &AppState) -> Registry {
    let mut registry = Registry::with_prefix(PREFIX);
    let up = Gauge::<i64>::default();
    registry.register("database_up", "Whether the database answered this scrape", up.clone());
    match database_figures(&state.store, &mut registry, state.search.cursor()).await {
        Ok(()) => {
            up.set(1);
        }
        Err(err) => tracing::warn!(error = %err, "the database did not answer the metrics scrape"),
    }
    let pool = state.store.pool_use();
    let connections = Family::<PoolLabels, Gauge>::default();
    connections
        .get_or_create(&PoolLabels { state: "open" })
        .set(pool.open.into());
    connections
        .get_or_create(&PoolLabels { state: "idle" })
        .set(pool.idle.into());
    registry.register(
        "db_pool_connections",
        "This process's database connections, open and of those idle",
        connections,
    );
    registry.register(
        "db_pool_max_connections",
        "The most connections this process opens",
        gauge(pool.max.into()),
    );
    registry.register(
        "response_cache_bytes",
        "Bytes of API answers this server's response cache holds; each is dropped within 20 s \
         of being stored, so this part of the memory follows the readers' load",
        gauge(i64::try_from(state.cache.bytes()).unwrap_or(i64::MAX)),
    );
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    for (field, name, help) in [
        (
            "VmRSS:",
            "process_resident_memory_bytes",
            "Resident memory of this process",
        ),
        (
            "RssAnon:",
            "process_anonymous_memory_bytes",
            "Resident memory of this process that is its own: the resident memory less the \
             pages of files it maps, such as a SQLite database, which the kernel shares and reclaims",
        ),
    ] {
        if let Some(bytes) = news_core::memory::status_bytes(&status, field) {
            registry.register(name, help, gauge(bytes));
        }
    }
    registry
}

async fn database_figures(store: &Store, registry: &mut Registry, search_cursor: i64) -> news_core::Result<()> {
    let now = Utc::now();
    let due = Family::<JobLabels, Gauge>::default();
    let oldest = Family::<JobLabels, FloatGauge>::default();
    let failed = Family::<JobLabels, Gauge>::default();
    for queue in store.queue_depths(now).await? {
        let labels = JobLabels { job: queue.job };
        due.get_or_create(&labels).set(queue.due);
        oldest.get_or_create(&labels).set(queue.oldest_age_seconds);
        failed.get_or_create(&labels).set(queue.failed);
    }
    registry.register(
        "jobs_due",
        "Jobs due and not finished (waiting, running or to be retried), by job",
        due,
    );
    registry.register(
        "jobs_oldest_due_seconds",
        "How long the oldest job due has waited, by job",
        oldest,
    );
    registry.register(
        "jobs_failed",
        "Jobs that failed for good and are still on record, by job",
        failed,
    );

    let deliveries = Family::<DeliveryLabels, Gauge>::default();
    for progress in store.sending_campaigns().await? {
        deliveries
            .get_or_create(&DeliveryLabels {
                campaign: progress.campaign_id.to_string(),
                state: progress.state,
            })
            .set(progress.deliveries);
    }
    registry.register(
        "campaign_deliveries",
        "Deliveries of each campaign being sent, by state (pending, sending, sent, failed)",
        deliveries,
    );

    let (newest, _) = store.backups(true, 1).await?;
    if let Some(backup) = newest.first() {
        registry.register(
            "backup_last_success_timestamp_seconds",
            "When the newest completed backup was started",
            gauge(backup.created_at.timestamp()),
        );
        let bytes = backup.file_size_mb.unwrap_or_default() * 1024.0 * 1024.0;
        registry.register(
            "backup_last_size_bytes",
            "Size of the newest completed backup's archive",
            gauge(bytes.round() as i64),
        );
    }

    let head = store.outbox_head().await?;
    registry.register(
        "search_index_lag",
        "Changes in the change log that this server's search index and cache have not applied",
        gauge((head - search_cursor).max(0)),
    );
    Ok(())
}

fn gauge(value: i64) -> Gauge {
    let gauge = Gauge::default();
    gauge.set(value);
    gauge
}
