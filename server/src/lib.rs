//! The HTTP server: the JSON API under `/api/v1`, the built site and the media files.
//! A library with a thin binary, so `newsctl serve` can run it beside the worker.

pub mod api;
mod cache;
mod error;
mod site;
mod telemetry;

use std::future::Future;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use news_core::{SearchIndex, Store};
use tokio::net::TcpListener;

pub use error::ApiError;

use cache::ResponseCache;

#[derive(Clone)]
pub struct AppState {
    pub store: Store,
    pub search: Arc<SearchIndex>,
    pub site_dir: PathBuf,
    pub media_dir: PathBuf,
    cache: Arc<ResponseCache>,
}

impl AppState {
    pub fn new(store: Store, search: Arc<SearchIndex>, site_dir: PathBuf, media_dir: PathBuf) -> Self {
        Self {
            store,
            search,
            site_dir,
            media_dir,
            cache: Arc::new(ResponseCache::default()),
        }
    }

    /// Turns the response cache off: every read then goes to the database and the index.
    pub fn without_response_cache(self) -> Self {
        Self {
            cache: Arc::new(ResponseCache::new(false)),
            ..self
        }
    }
}

/// The whole application: API, media and site, with request logging.
pub fn router(state: AppState) -> Router {
    let (api, _) = api::router().split_for_parts();
    telemetry::instrument(Router::new().merge(api).merge(site::router()).with_state(state))
}

/// Serves until `shutdown` resolves, then finishes the requests in flight.
pub async fn serve(
    listener: TcpListener,
    state: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, router(state))
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
