//! The HTTP server: the JSON API under `/api/v1`, the built site and the media files.
//! A library with a thin binary, so `newsctl serve` can run it beside the worker.

pub mod api;
mod app;
pub mod auth;
mod cache;
mod error;
mod feeds;
mod headers;
mod metrics;
mod site;
mod telemetry;

use std::future::Future;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::serve::ListenerExt;
use news_core::auth::{Accounts, AuthKeys, AuthSettings, PasswordHasher};
use news_core::backup::Backups;
use news_core::mail::Mailer;
use news_core::media::MediaFiles;
use news_core::{Config, SearchIndex, Store};
use tokio::net::TcpListener;
use tower_http::compression::predicate::{NotForContentType, Predicate};
use tower_http::compression::{CompressionLayer, DefaultPredicate};

pub use app::{App, AppBuilder, AppError};
pub use error::ApiError;

use cache::ResponseCache;

/// Request bodies larger than this are refused with 413 (an article with its HTML fits easily).
const MAX_BODY_BYTES: usize = 2 * 1024 * 1024;

/// What every request shares. Cloned several times a request (each middleware and handler
/// takes its own), so it is one `Arc`: cloning the parts themselves, each with `Arc`s and
/// strings of its own, cost a fifth of the server's time on an uncached list.
#[derive(Clone)]
pub struct AppState(Arc<AppParts>);

impl std::ops::Deref for AppState {
    type Target = AppParts;

    fn deref(&self) -> &AppParts {
        &self.0
    }
}

/// The parts of an `AppState`.
pub struct AppParts {
    pub store: Store,
    pub search: Arc<SearchIndex>,
    pub accounts: Accounts,
    pub backups: Backups,
    pub comments: news_core::comments::Comments,
    /// For the mail the server sends itself (a campaign's test).
    pub mailer: Mailer,
    pub site_dir: PathBuf,
    /// The site's address as readers reach it, for links in mail.
    pub public_url: String,
    pub media: MediaFiles,
    pub ai: news_core::ai::AiSettings,
    gate: auth::Gate,
    page_policies: site::PagePolicies,
    cache: ResponseCache,
    metrics: Arc<metrics::Metrics>,
    cors_origins: Vec<String>,
    /// The public address is https: answers carry HSTS.
    https: bool,
    /// With `NEWS_STORAGE=s3`, the releases of the site this server brings in.
    releases: Option<news_core::site::SiteReleases>,
    /// The site directory holds the current release (always, with local storage): until then
    /// the server is not ready for traffic.
    site_ready: AtomicBool,
}

impl AppState {
    /// Everything a server process needs, from the configuration: the auth secret (made on
    /// first start), the mailer, the limits and the response cache.
    pub fn from_config(config: &Config, store: Store, search: Arc<SearchIndex>) -> news_core::Result<Self> {
        let keys = AuthKeys::from_config(config)?;
        let mailer = Mailer::from_config(config)?;
        let accounts = Accounts::new(
            store.clone(),
            keys,
            PasswordHasher::production()?.with_queue(config.password_hash_queue),
            mailer.clone(),
            AuthSettings::from_config(config),
        );
        let backups = Backups::from_config(config, store.clone())?;
        let releases = news_core::site::SiteReleases::from_config(config)?;
        Ok(Self(Arc::new(AppParts {
            media: backups.media().clone(),
            ai: news_core::ai::AiSettings::from_config(config),
            backups,
            comments: news_core::comments::Comments::from_config(config, store.clone()),
            store,
            search,
            accounts,
            mailer,
            site_dir: config.site_dir.clone(),
            public_url: config.public_url(),
            gate: auth::Gate::new(config.read_rate_limit, config.trust_forwarded_for),
            page_policies: site::PagePolicies::default(),
            cache: ResponseCache::new(config.response_cache),
            metrics: Arc::default(),
            cors_origins: config.cors_origins.clone(),
            https: config.public_url().starts_with("https://"),
            site_ready: AtomicBool::new(releases.is_none()),
            releases,
        })))
    }

    /// Whether the site directory holds the current release.
    pub fn site_ready(&self) -> bool {
        self.site_ready.load(Ordering::Acquire)
    }

    /// Forgets an API key this process may have cached (it was just revoked).
    pub fn forget_api_key(&self, id: &str) {
        self.gate.forget_key(id);
    }
}

/// The whole application: API (authenticated, size-limited, CORS as configured), media and
/// site, with security headers and request logging.
pub fn router(state: AppState) -> Router {
    let (api, _) = api::router().split_for_parts();
    let api = api
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            cache::forget_after_writes,
        ))
        .layer(axum::middleware::from_fn_with_state(state.clone(), auth::authenticate))
        .layer(axum::middleware::from_fn(headers::no_store_for_accounts))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(headers::cors(&state.cors_origins))
        .layer(api_compression())
        .layer(headers::api_policy());
    let feeds = feeds::router().layer(api_compression()).layer(headers::api_policy());
    let site = site::router().layer(headers::site_policy());
    let https = state.https;
    let counted = axum::middleware::from_fn_with_state(state.metrics.clone(), metrics::record);
    telemetry::instrument(headers::common(
        Router::new()
            .merge(api)
            .merge(feeds)
            .merge(site)
            .with_state(state)
            .layer(counted),
        https,
    ))
}

/// JSON is compressed as the client accepts; backup archives are compressed already.
fn api_compression() -> CompressionLayer<impl Predicate> {
    let predicate = DefaultPredicate::new().and(NotForContentType::const_new("application/zstd"));
    CompressionLayer::new().compress_when(predicate)
}

/// Serves until `shutdown` resolves, then finishes the requests in flight. Small answers go out
/// at once (`TCP_NODELAY`) instead of waiting on the client's delayed ACK.
pub async fn serve(
    listener: TcpListener,
    state: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let listener = listener.tap_io(|stream| {
        if let Err(err) = stream.set_nodelay(true) {
            tracing::warn!(error = %err, "could not set TCP_NODELAY on a connection");
        }
    });
    axum::serve(
        listener,
        router(state).into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(shutdown)
    .await
}

/// Serves `/metrics` until `shutdown` resolves.
pub async fn serve_metrics(
    listener: TcpListener,
    state: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, metrics::router(state))
        .with_graceful_shutdown(shutdown)
        .await
}

/// Keeps this process's search index and response cache in step with the database by applying
/// the outbox every `every`, until `shutdown` resolves.
pub async fn follow_changes(state: AppState, every: Duration, shutdown: impl Future<Output = ()>) {
    tokio::pin!(shutdown);
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            () = &mut shutdown => return,
            _ = tick.tick() => match state.search.sync(&state.store).await {
                Ok(0) => {}
                Ok(changed) => {
                    state.cache.clear();
                    tracing::debug!(articles = changed, "applied content changes");
                }
                Err(err) => tracing::warn!(error = %err, "applying content changes failed; will retry"),
            },
        }
    }
}

/// How often a server asks which site release is current (with `NEWS_STORAGE=s3`).
const RELEASE_POLL: Duration = Duration::from_secs(2);

/// Brings each new site release into this server's site directory, until `shutdown` resolves;
/// nothing with local storage.
pub async fn follow_releases(state: AppState, shutdown: impl Future<Output = ()>) {
    let Some(releases) = state.releases.clone() else {
        return;
    };
    tokio::pin!(shutdown);
    let mut tick = tokio::time::interval(RELEASE_POLL);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            () = &mut shutdown => return,
            _ = tick.tick() => match releases.sync_unless_building(&state.store).await {
                Ok(true) => state.site_ready.store(true, Ordering::Release),
                Ok(false) => {}
                Err(err) => tracing::warn!(error = %err, "bringing in the site release failed; will retry"),
            },
        }
    }
}
