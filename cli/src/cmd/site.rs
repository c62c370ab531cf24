//! `site build`: prerender the public site from the running API, all of it or only the pages
//! the article changes since the last build touch (what the worker does within a minute).

use clap::Subcommand;
use indicatif::ProgressBar;
use news_core::site::SiteBuilder;
use serde::Serialize;
use tabled::Tabled;

use crate::Context;
use crate::output::print_rows;

#[derive(Subcommand)]
pub enum SiteCmd {
    /// Build the site with Node into NEWS_SITE_DIR; the API at NEWS_SITE_API_URL (default
    /// http://NEWS_BIND) must be running. The served site is swapped only when the build is whole.
    Build {
        /// Only the pages touched by the article changes since the last build.
        #[arg(long)]
        changed: bool,
    },
}

#[derive(Serialize, Tabled)]
struct BuildRow {
    /// `full`, `changed` or `up to date`.
    kind: String,
    /// `all` for a full build.
    pages: String,
    removed: usize,
    seconds: String,
}

pub async fn run(cmd: SiteCmd, context: &Context) -> anyhow::Result<()> {
    match cmd {
        SiteCmd::Build { changed } => {
            let store = context.store().await?;
            let builder = SiteBuilder::from_config(&context.config)?;
            let started = std::time::Instant::now();
            let spinner = ProgressBar::new_spinner().with_message("building the site with Node");
            spinner.enable_steady_tick(std::time::Duration::from_millis(120));
            let built = builder.rebuild(&store, !changed).await;
            spinner.finish_and_clear();
            let plan = built?;
            let kind = if plan.full {
                "full"
            } else if plan.is_empty() {
                "up to date"
            } else {
                "changed"
            };
            let row = BuildRow {
                kind: kind.into(),
                pages: if plan.full {
                    "all".into()
                } else {
                    plan.render.len().to_string()
                },
                removed: plan.remove.len(),
                seconds: format!("{:.1}", started.elapsed().as_secs_f64()),
            };
            print_rows(&[row], context.json)
        }
    }
}
