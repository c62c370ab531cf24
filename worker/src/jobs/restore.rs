//! The restore job: runs a restore the admin area asked for.

use news_core::domain::jobs::RestoreBackup;

use super::{Attempt, RunJob};
use crate::{Environment, WorkerError};

impl RunJob for RestoreBackup {
    async fn run(self, env: &Environment, _: Attempt) -> Result<(), WorkerError> {
        tracing::info!(restore = self.run_id, "restoring a backup");
        let run = env.backups.run_restore(self.run_id, &self.actor).await?;
        tracing::info!(restore = run.id, status = run.status.as_str(), "restore done");
        Ok(())
    }
}
