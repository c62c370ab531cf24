//! Site rebuilds: the pages the latest article changes touch are rendered again.

use news_core::domain::jobs::RebuildSite;
use news_core::site::SiteBuilder;

use super::{Attempt, RunJob};
use crate::{Environment, WorkerError};

impl RunJob for RebuildSite {
    async fn run(self, env: &Environment, _: Attempt) -> Result<(), WorkerError> {
        let started = std::time::Instant::now();
        let plan = SiteBuilder::from_config(&env.config)?
            .rebuild(&env.store, false)
            .await?;
        tracing::info!(
            full = plan.full,
            pages = plan.render.len(),
            removed = plan.remove.len(),
            ms = started.elapsed().as_millis() as u64,
            "site rebuilt"
        );
        Ok(())
    }
}
