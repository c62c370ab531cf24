//! Backups as the history shows them (spec §3 backup_history).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{Error, Result};

/// Spec §3 backup_type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum BackupKind {
    /// Standard: every table of the database.
    #[serde(rename = "comprehensive")]
    Standard,
    /// The database, uploaded media, the built site and the configuration (redacted).
    #[serde(rename = "enhanced_comprehensive")]
    Enhanced,
}

impl BackupKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Standard => "comprehensive",
            Self::Enhanced => "enhanced_comprehensive",
        }
    }
}

impl std::str::FromStr for BackupKind {
    type Err = Error;

    fn from_str(raw: &str) -> Result<Self> {
        match raw {
            "comprehensive" | "standard" => Ok(Self::Standard),
            "enhanced_comprehensive" | "enhanced" => Ok(Self::Enhanced),
            other => Err(Error::invalid(
                "backup_type",
                format!("unknown backup type {other:?}; expected comprehensive or enhanced_comprehensive"),
            )),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum BackupStatus {
    InProgress,
    Completed,
    Failed,
}

/// A backup_history row with the spec's fields.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct BackupRecord {
    pub id: i64,
    /// comprehensive (standard: the database) or enhanced_comprehensive (also media, site, config).
    pub backup_type: BackupKind,
    pub status: BackupStatus,
    pub created_at: DateTime<Utc>,
    pub file_size_mb: Option<f64>,
    pub expires_at: Option<DateTime<Utc>>,
    pub download_url: Option<String>,
    /// full_backup, summary (total_articles, source_code_files, rows per table) and the file.
    #[schema(value_type = Option<Object>)]
    pub backup_data: Option<serde_json::Value>,
    pub error_message: Option<String>,
}

impl BackupRecord {
    pub fn is_expired(&self, now: DateTime<Utc>) -> bool {
        self.expires_at.is_some_and(|at| at <= now)
    }

    /// Whether the backup's file may be downloaded: completed (`Conflict` if not) and
    /// unexpired (`Gone` if expired).
    pub fn check_downloadable(&self, now: DateTime<Utc>) -> Result<()> {
        if self.status != BackupStatus::Completed {
            return Err(Error::Conflict(
                "Download Not Available: the backup is not completed.".into(),
            ));
        }
        if self.is_expired(now) {
            return Err(Error::Gone("Download Not Available: the backup has expired.".into()));
        }
        Ok(())
    }
}
/// Where a restore run is: queued, then verifying the archive, replacing the tables, writing
/// the media back, and done or failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RestoreStatus {
    Queued,
    Verifying,
    Restoring,
    WritingMedia,
    Completed,
    Failed,
}

impl RestoreStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Queued => "queued",
            Self::Verifying => "verifying",
            Self::Restoring => "restoring",
            Self::WritingMedia => "writing_media",
            Self::Completed => "completed",
            Self::Failed => "failed",
        }
    }

    pub fn is_finished(self) -> bool {
        matches!(self, Self::Completed | Self::Failed)
    }
}

impl std::str::FromStr for RestoreStatus {
    type Err = Error;

    fn from_str(raw: &str) -> Result<Self> {
        [
            Self::Queued,
            Self::Verifying,
            Self::Restoring,
            Self::WritingMedia,
            Self::Completed,
            Self::Failed,
        ]
        .into_iter()
        .find(|status| status.as_str() == raw)
        .ok_or_else(|| Error::invalid("status", format!("unknown restore status {raw:?}")))
    }
}

/// A restore of a backup, asked for in the admin area and run by the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct RestoreRun {
    pub id: i64,
    pub backup_id: i64,
    pub status: RestoreStatus,
    /// Rows written so far, of `rows_total` in the backup.
    pub rows_done: i64,
    pub rows_total: i64,
    /// Media files written back (enhanced backups).
    pub files_written: i64,
    /// Sessions ended by the restore (everyone signs in again); set when completed.
    pub sessions_ended: Option<i64>,
    pub error: Option<String>,
    /// Who asked for it.
    pub requested_by: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}
