//! AI Studio runs: the worker asks the provider and writes what came back.

use news_core::ai::{AiSettings, carry_out};
use news_core::domain::jobs::GenerateWithAi;

use super::{Attempt, RunJob};
use crate::{Environment, WorkerError};

impl RunJob for GenerateWithAi {
    async fn run(self, env: &Environment, _: Attempt) -> Result<(), WorkerError> {
        let Some(provider) = &env.ai else {
            return Err(WorkerError::Queue(
                "AI Studio has no provider on this worker: set NEWS_AI_BASE_URL".into(),
            ));
        };
        let run = carry_out(&env.store, provider, &AiSettings::from_config(&env.config), self.run_id).await?;
        tracing::info!(run = run.id, status = run.status.as_str(), "AI Studio run finished");
        Ok(())
    }
}
