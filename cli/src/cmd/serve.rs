//! `init`, `migrate`, `serve` and `worker`: starting the product.

use anyhow::Context as _;
use news_core::store::known_migrations;
use news_core::{SearchIndex, Store};
use news_server::App;
use serde::Serialize;
use tabled::Tabled;
use tokio::net::TcpListener;

use crate::Context;
use crate::output::print_rows;

#[derive(clap::Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "NEWS_BIND")]
    bind: Option<String>,
    /// Serve only; run the worker as its own process (`newsctl worker`), as on several nodes.
    #[arg(long)]
    no_worker: bool,
}

#[derive(Tabled, Serialize)]
struct MigrationRow {
    version: i64,
    description: String,
}

pub async fn init(context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    news_core::demo::write_images(&store, &context.config.media_dir())?;
    SearchIndex::open(&context.config.search_dir(), &store).await?;
    println!(
        "Initialised {} with {} articles.",
        context.config.data_dir.display(),
        store.count_articles().await?
    );
    Ok(())
}

pub async fn migrate(context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    let rows: Vec<MigrationRow> = known_migrations(store.backend())
        .into_iter()
        .map(|(version, description)| MigrationRow { version, description })
        .collect();
    print_rows(&rows, context.json)
}

pub async fn serve(context: Context, args: ServeArgs) -> anyhow::Result<()> {
    let mut config = context.config.clone();
    if let Some(bind) = args.bind {
        config.bind = bind;
    }
    let store = context.store().await?;
    // Placeholders and flags are made from the code, not uploaded: every node writes its own.
    news_core::demo::write_images(&store, &config.media_dir())?;
    if config.seed_demo_on_empty && store.count_articles().await? == 0 {
        let loaded = news_core::demo::seed(&store, &config.media_dir(), news_core::demo::DEFAULT_PAIRS).await?;
        tracing::info!(articles = loaded, "empty database: demo content loaded");
    }
    let listener = TcpListener::bind(&config.bind)
        .await
        .with_context(|| format!("cannot listen on {}", config.bind))?;
    tracing::info!(address = %listener.local_addr()?, backend = ?store.backend(), "serving the site and the API");
    let mut app = App::builder(config.clone(), store.clone());
    if let Some(address) = &config.metrics_bind {
        let metrics = TcpListener::bind(address)
            .await
            .with_context(|| format!("cannot serve the metrics on {address}"))?;
        tracing::info!(address = %metrics.local_addr()?, "serving /metrics");
        app = app.metrics(metrics);
    }
    let app = app.serve(listener).run_worker(!args.no_worker).build().await?;
    run_until_signal(app, store).await
}

pub async fn worker(context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    let app = App::builder(context.config.clone(), store.clone())
        .run_worker(true)
        .build()
        .await?;
    run_until_signal(app, store).await
}

/// Runs a server or a worker until Ctrl-C or SIGTERM.
async fn run_until_signal(app: App, store: Store) -> anyhow::Result<()> {
    app.run(shutdown_signal()).await?;
    store.close().await;
    Ok(())
}

/// Ctrl-C or SIGTERM.
async fn shutdown_signal() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(term) => term,
            Err(_) => {
                let _ = interrupt.await;
                return;
            }
        };
        tokio::select! {
            _ = interrupt => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = interrupt.await;
}
