//! Trending: scores from the last days' views, likes and shares; editors' flags win.

use chrono::Utc;
use news_core::domain::jobs::RecomputeTrending;

use super::{Attempt, RunJob};
use crate::{Environment, WorkerError};

impl RunJob for RecomputeTrending {
    async fn run(self, env: &Environment, _: Attempt) -> Result<(), WorkerError> {
        let changed = env.store.recompute_trending(Utc::now()).await?;
        tracing::debug!(changed, "trending recomputed");
        Ok(())
    }
}
