//! The backup job: makes the backup of a history row.

use std::sync::Arc;

use news_core::domain::jobs::MakeBackup;

use super::{Attempt, RunJob};
use crate::{Environment, WorkerError};

impl RunJob for MakeBackup {
    /// A row that is no longer in progress (done, or failed by a restart) is left as it is, so a
    /// retried job does no harm. The row is failed only when the last attempt fails; the error
    /// is then also the job's.
    async fn run(self, env: &Environment, attempt: Attempt) -> Result<(), WorkerError> {
        tracing::info!(backup = self.backup_id, attempt = attempt.number, "making a backup");
        let record = env.backups.run(self.backup_id, Arc::new(|_| {}), attempt.last).await?;
        tracing::info!(backup = record.id, status = ?record.status, "backup done");
        Ok(())
    }
}
