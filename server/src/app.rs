//! The one place that assembles the product's processes: the HTTP server with the loop that
//! keeps its search index and cache in step, and the job worker with its timers. `newsctl
//! serve`, `newsctl worker` and the tests all build through here, so they cannot drift apart.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use news_core::{Config, SearchIndex, Store};
use news_worker::{Environment, Worker, WorkerError};
use tokio::net::TcpListener;
use tokio::sync::watch;

use crate::AppState;

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error(transparent)]
    Core(#[from] news_core::Error),
    #[error(transparent)]
    Worker(#[from] WorkerError),
    #[error("the server failed: {0}")]
    Serve(#[from] std::io::Error),
}

pub struct AppBuilder {
    config: Config,
    store: Store,
    listener: Option<TcpListener>,
    metrics_listener: Option<TcpListener>,
    run_worker: bool,
    poll_every: Duration,
}

/// A built application: what it serves, and its worker (run in the background by `run`, or
/// on demand by `Worker::run_pending`).
pub struct App {
    config: Config,
    server: Option<(TcpListener, AppState)>,
    metrics_listener: Option<TcpListener>,
    worker: Worker,
    run_worker: bool,
}

impl App {
    pub fn builder(config: Config, store: Store) -> AppBuilder {
        AppBuilder {
            config,
            store,
            listener: None,
            metrics_listener: None,
            run_worker: false,
            poll_every: news_worker::POLL_EVERY,
        }
    }

    /// The server's state, when the app serves.
    pub fn state(&self) -> Option<&AppState> {
        self.server.as_ref().map(|(_, state)| state)
    }

    pub fn worker(&self) -> &Worker {
        &self.worker
    }

    /// Runs what was built until `shutdown` resolves: the server finishes the requests in
    /// flight and the worker the jobs in hand.
    pub async fn run(self, shutdown: impl Future<Output = ()> + Send + 'static) -> Result<(), AppError> {
        let (stop, stopped) = watch::channel(false);
        let until_stopped = move || {
            let mut stopped = stopped.clone();
            async move {
                let _ = stopped.wait_for(|stop| *stop).await;
            }
        };
        tokio::spawn(async move {
            shutdown.await;
            let _ = stop.send(true);
        });
        let worker = self
            .run_worker
            .then(|| tokio::spawn(self.worker.clone().run(until_stopped())));
        if let Some((listener, state)) = self.server {
            let sync_every = Duration::from_millis(self.config.search_sync_ms);
            let changes = tokio::spawn(crate::follow_changes(state.clone(), sync_every, until_stopped()));
            let releases = tokio::spawn(crate::follow_releases(state.clone(), until_stopped()));
            let metrics = self
                .metrics_listener
                .map(|listener| tokio::spawn(crate::serve_metrics(listener, state.clone(), until_stopped())));
            crate::serve(listener, state, until_stopped()).await?;
            let _ = tokio::join!(changes, releases);
            if let Some(metrics) = metrics {
                metrics.await.map_err(std::io::Error::other)??;
            }
        }
        if let Some(worker) = worker {
            worker.await.map_err(|e| WorkerError::Queue(e.to_string()))??;
        }
        Ok(())
    }
}

impl AppBuilder {
    /// Serve the site and the API on `listener`.
    pub fn serve(mut self, listener: TcpListener) -> Self {
        self.listener = Some(listener);
        self
    }

    /// Serve `/metrics` on `listener` (beside the site: without `serve` it is not used).
    pub fn metrics(mut self, listener: TcpListener) -> Self {
        self.metrics_listener = Some(listener);
        self
    }

    /// Run the job worker in the background too (off when it runs as its own process).
    pub fn run_worker(mut self, run: bool) -> Self {
        self.run_worker = run;
        self
    }

    pub fn poll_every(mut self, every: Duration) -> Self {
        self.poll_every = every;
        self
    }

    pub async fn build(self) -> Result<App, AppError> {
        let server = match self.listener {
            Some(listener) => {
                let search = Arc::new(SearchIndex::open(&self.config.search_dir(), &self.store).await?);
                let state = AppState::from_config(&self.config, self.store.clone(), search)?;
                Some((listener, state))
            }
            None => None,
        };
        let worker = Worker::new(Environment::from_config(&self.config, self.store)?).poll_every(self.poll_every);
        Ok(App {
            config: self.config,
            server,
            metrics_listener: self.metrics_listener,
            worker,
            run_worker: self.run_worker,
        })
    }
}
