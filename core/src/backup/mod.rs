//! Full-site backups: what they hold (`tables`), their file format (`archive`), where they are
//! kept (`storage`), and the life of one backup from its history row to its file and back
//! into a database (`Backups`).

pub mod archive;
mod restore;
mod storage;

use std::io::Write as _;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration as StdDuration;

use chrono::{Duration, Utc};
use serde_json::json;

pub use archive::{Manifest, verify};
pub use restore::{OnRestoreStep, RestoreStep, restore};
pub use storage::{Reader, Storage, StoredFile};

pub use crate::domain::backups::{BackupKind, BackupRecord, BackupStatus, RestoreRun, RestoreStatus};
pub use crate::store::tables;

use crate::auth::{Actor, ActorKind};
use crate::domain::jobs::{MakeBackup, RestoreBackup};
use crate::heartbeat::Heartbeat;
use crate::media::MediaFiles;
use crate::site::SiteReleases;
use crate::store::{RestoreProgress, Restored, known_migrations};
use crate::{Config, Error, Result, Store, fs};

/// How often a running backup says it is alive, and how long a silence means its worker died.
const HEARTBEAT_EVERY: StdDuration = StdDuration::from_secs(5);
pub const ABANDONED_AFTER: Duration = Duration::seconds(30);
/// A backup abandoned within this of its start is made again by another worker; an older one
/// (which may be what kills its workers) is failed.
const TAKE_OVER_WITHIN: Duration = Duration::hours(1);
/// How often a running restore writes its progress, which is also its heartbeat.
const RESTORE_PROGRESS_EVERY: StdDuration = StdDuration::from_secs(1);
/// The time in a backup's file name.
const FILE_TIME: &str = "%Y%m%dT%H%M%SZ";

/// Where a backup is in its making, for progress bars: rows dumped, then bytes packed.
#[derive(Clone, Copy, Debug)]
pub enum Progress {
    Rows(u64),
    Bytes { done: u64, total: u64 },
}

pub type OnProgress = Arc<dyn Fn(Progress) + Send + Sync>;

/// Makes, keeps, lists and prunes backups.
#[derive(Clone)]
pub struct Backups {
    store: Store,
    storage: Storage,
    /// Local working space (and the files themselves with local storage).
    dir: PathBuf,
    retention: Duration,
    media: MediaFiles,
    site_dir: PathBuf,
    /// With `NEWS_STORAGE=s3`, the site an enhanced backup holds is the current release, which
    /// the site directory of the node making the backup may not hold.
    releases: Option<SiteReleases>,
    /// The effective configuration with its secrets replaced by `***`, for enhanced backups.
    redacted_config: Arc<Vec<u8>>,
}

impl Backups {
    pub fn from_config(config: &Config, store: Store) -> Result<Self> {
        let dir = config.backup_dir();
        // The data directory holds the database, the auth key and mail besides backups.
        fs::create_private_dir(&config.data_dir)?;
        fs::create_private_dir(&dir)?;
        Ok(Self {
            store,
            storage: Storage::from_config(config)?,
            dir,
            retention: Duration::days(config.backup_retention_days.max(1)),
            media: MediaFiles::from_config(config)?,
            site_dir: config.site_dir.clone(),
            releases: SiteReleases::from_config(config)?,
            redacted_config: Arc::new(serde_json::to_vec_pretty(config).map_err(|e| Error::Config(e.to_string()))?),
        })
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Where media files are kept: the server serves and the admin area uploads through the
    /// same one that backups and restores read and write.
    pub fn media(&self) -> &MediaFiles {
        &self.media
    }

    pub fn storage(&self) -> &Storage {
        &self.storage
    }

    /// Records a new backup and queues it for the worker. A row that cannot be queued is failed
    /// at once, so that no row waits in progress for a job that does not exist.
    pub async fn queue(&self, kind: BackupKind, actor: &Actor) -> Result<BackupRecord> {
        let record = self.start(kind, actor).await?;
        if let Err(err) = self.store.enqueue(MakeBackup { backup_id: record.id }, None).await {
            self.store.fail_backup(record.id, &err.to_string()).await?;
            return Err(err);
        }
        Ok(record)
    }

    /// Records a new backup as in progress; the work is `run` (by the worker, or at once).
    pub async fn start(&self, kind: BackupKind, actor: &Actor) -> Result<BackupRecord> {
        self.store
            .create_backup_row(kind, Utc::now() + self.retention, actor)
            .await
    }

    /// Makes the backup of row `id`: dumps, packs under a temporary name, stores, and only
    /// then marks the row completed. A failure leaves no file behind; it marks the row failed
    /// on the `final_attempt` (before that the row stays in progress for the job's retry).
    /// A row no longer in progress is returned as it is, so running a job twice does no harm.
    pub async fn run(&self, id: i64, progress: OnProgress, final_attempt: bool) -> Result<BackupRecord> {
        let record = self.store.backup(id).await?;
        if record.status != BackupStatus::InProgress {
            return Ok(record);
        }
        let store = self.store.clone();
        let heartbeat = Heartbeat::start(HEARTBEAT_EVERY, format!("backup {id}"), move || {
            let store = store.clone();
            async move { store.backup_heartbeat(id).await }
        });
        let outcome = self.make(&record, progress).await;
        drop(heartbeat);
        match outcome {
            Ok(record) => Ok(record),
            Err(err) if final_attempt => {
                self.store.fail_backup(id, &err.to_string()).await?;
                Err(err)
            }
            Err(err) => Err(err),
        }
    }

    async fn make(&self, record: &BackupRecord, progress: OnProgress) -> Result<BackupRecord> {
        let kind = record.backup_type;
        let name = format!(
            "backup-{}-{}-{}",
            record.id,
            kind.as_str(),
            record.created_at.format(FILE_TIME)
        );
        let work = self.dir.join(format!(".{name}.work"));
        let _cleanup = RemoveOnDrop(work.clone());
        fs::create_private_dir(&work)?;

        let on_rows = {
            let progress = progress.clone();
            move |rows| progress(Progress::Rows(rows))
        };
        let mut files = archive::TableFiles::new(&work, &on_rows);
        self.store.dump_tables(&mut files).await?;
        files.finish()?;
        let tables = std::mem::take(&mut files.tables);
        let mut staged = std::mem::take(&mut files.staged);

        let mut source_code_files = 0;
        if kind == BackupKind::Enhanced {
            // With media in the bucket, this node's directory may hold only some of them.
            self.media.pull_all().await?;
            let release = work.join("site");
            let site_dir = match &self.releases {
                Some(releases) if releases.copy_current(&self.store, &release).await? => release,
                _ => self.site_dir.clone(),
            };
            let (media_dir, config_file) = (self.media.dir().to_path_buf(), work.join("config.json"));
            fs::create_private_file(&config_file)?
                .write_all(self.redacted_config.as_slice())
                .map_err(|e| Error::io("cannot write the configuration copy", e))?;
            let (media, site, config) = tokio::task::spawn_blocking(move || -> Result<_> {
                Ok((
                    archive::stage_tree(&media_dir, "media")?,
                    archive::stage_tree(&site_dir, "site")?,
                    archive::stage_file(&config_file, "config/config.json")?,
                ))
            })
            .await
            .map_err(|e| Error::Backup(format!("staging files stopped: {e}")))??;
            source_code_files = site.len() + 1;
            staged.extend(media);
            staged.extend(site);
            staged.push(config);
        }

        let manifest = Manifest {
            format_version: archive::FORMAT_VERSION,
            schema_version: known_migrations(self.store.backend()).last().map_or(0, |(v, _)| *v),
            app_version: env!("CARGO_PKG_VERSION").into(),
            kind,
            created_at: record.created_at,
            tables,
            entries: staged.iter().map(|s| s.entry.clone()).collect(),
        };
        let total: u64 = manifest.entries.iter().map(|e| e.bytes).sum();
        let partial = self.dir.join(format!(".{name}.tar.zst.partial"));
        let file = fs::create_private_file(&partial)?;
        let _partial_cleanup = RemoveOnDrop(partial.clone());
        let (bytes, sha256) = {
            let manifest = manifest.clone();
            let progress = progress.clone();
            tokio::task::spawn_blocking(move || {
                archive::write_archive(file, &manifest, &staged, &move |done| {
                    progress(Progress::Bytes { done, total })
                })
            })
            .await
            .map_err(|e| Error::Backup(format!("packing stopped: {e}")))??
        };
        let file_name = format!("{name}.tar.zst");
        let stored = self.storage.put(&partial, &file_name).await?;
        let data = json!({
            "full_backup": kind == BackupKind::Enhanced,
            "summary": {
                "total_articles": manifest.rows_of("articles"),
                "source_code_files": source_code_files,
                "tables": manifest.tables.iter().map(|t| (t.name.clone(), t.rows.into())).collect::<serde_json::Map<_, _>>(),
                "raw_bytes": total,
            },
            "file": { "name": file_name, "bytes": bytes, "sha256": sha256, "storage": stored.location },
        });
        let size_mb = bytes as f64 / (1024.0 * 1024.0);
        match self
            .store
            .complete_backup(record.id, size_mb, &download_url(record.id), &data)
            .await
        {
            Ok(done) => Ok(done),
            Err(err) => {
                // Declared abandoned meanwhile: its file must not outlive the failed row.
                let _ = self.storage.delete(&file_name).await;
                Err(err)
            }
        }
    }

    /// Records and makes a backup in this process (`newsctl backup create --now`).
    pub async fn create_now(&self, kind: BackupKind, actor: &Actor, progress: OnProgress) -> Result<BackupRecord> {
        let record = self.start(kind, actor).await?;
        self.run(record.id, progress, true).await
    }

    /// The stored file of a completed backup, by name, for download, verify or restore; only a
    /// name of the form `Backups` writes (see `check_file_name`).
    pub fn file_name(record: &BackupRecord) -> Result<String> {
        let name = record
            .backup_data
            .as_ref()
            .and_then(|data| data["file"]["name"].as_str())
            .ok_or_else(|| Error::NotFound(format!("a file for backup {}", record.id)))?;
        check_file_name(name)?;
        Ok(name.to_string())
    }

    /// Opens a completed, unexpired backup's file for `actor`, audited as `backup.download`.
    /// With a break-glass token (its hash), the token is used up, in the same transaction as
    /// the audit entry, only once the backup was found downloadable and its file opened: a
    /// download that cannot happen leaves the token usable.
    pub async fn open_download(&self, id: i64, actor: &Actor, token_hash: Option<&str>) -> Result<Download> {
        let record = self.store.backup(id).await?;
        record.check_downloadable(Utc::now())?;
        let name = Self::file_name(&record)?;
        let (size, reader) = self.storage.open(&name).await?;
        match token_hash {
            None => {
                self.store
                    .record_audit(actor, "backup.download", &format!("backup {id}"))
                    .await?
            }
            Some(hash) => {
                if !self.store.use_break_glass_token(hash, id, actor).await? {
                    return Err(Error::Unauthorized(BREAK_GLASS_REFUSED.into()));
                }
            }
        }
        Ok(Download { name, size, reader })
    }

    /// A local copy of a backup's file (the file itself with local storage).
    pub async fn local_copy(&self, id: i64) -> Result<StoredFile> {
        let record = self.store.backup(id).await?;
        if record.status != BackupStatus::Completed {
            return Err(Error::Conflict(format!("backup {id} is not completed")));
        }
        self.storage.fetch(&Self::file_name(&record)?, &self.dir).await
    }

    /// Records a restore of completed backup `id` and queues it for the worker. A run that
    /// cannot be queued is failed at once.
    pub async fn queue_restore(&self, id: i64, actor: &Actor) -> Result<RestoreRun> {
        if self.store.backup(id).await?.status != BackupStatus::Completed {
            return Err(Error::Conflict(format!("backup {id} is not completed")));
        }
        let run = self.store.create_restore_run(id, &actor.label).await?;
        let job = RestoreBackup {
            run_id: run.id,
            actor: actor.clone(),
        };
        if let Err(err) = self.store.enqueue(job, None).await {
            self.store.finish_restore_run(run.id, Err(&err.to_string())).await?;
            return Err(err);
        }
        Ok(run)
    }

    /// Runs queued restore `run_id`: the backup replaces the database and its media are
    /// written back, with the progress written to the run every second. Audited as
    /// `backup.restore` by `actor` once done (the restore replaces the audit log too). A run
    /// that is no longer queued is returned as it is.
    pub async fn run_restore(&self, run_id: i64, actor: &Actor) -> Result<RestoreRun> {
        if !self.store.start_restore_run(run_id).await? {
            return self.store.restore_run(run_id).await;
        }
        let run = self.store.restore_run(run_id).await?;
        let outcome = self.restore_reporting(&run).await;
        match &outcome {
            Ok(restored) => {
                let what = format!("backup {} ({} rows)", run.backup_id, restored.rows);
                self.store.record_audit(actor, "backup.restore", &what).await?;
                self.store
                    .finish_restore_run(run_id, Ok(restored.sessions_ended as i64))
                    .await?;
            }
            Err(err) => self.store.finish_restore_run(run_id, Err(&err.to_string())).await?,
        }
        outcome?;
        self.store.restore_run(run_id).await
    }

    /// The restore of `run`, its latest step written by a task beside it.
    async fn restore_reporting(&self, run: &RestoreRun) -> Result<Restored> {
        let latest = Arc::new(std::sync::Mutex::new(RestoreProgress {
            status: RestoreStatus::Verifying,
            rows_done: 0,
            rows_total: 0,
            files_written: 0,
        }));
        let on_step: OnRestoreStep = {
            let latest = latest.clone();
            Arc::new(move |step| {
                let mut progress = latest.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                match step {
                    RestoreStep::Verifying => progress.status = RestoreStatus::Verifying,
                    RestoreStep::Rows { done, total } => {
                        progress.status = RestoreStatus::Restoring;
                        progress.rows_done = done as i64;
                        progress.rows_total = total as i64;
                    }
                    RestoreStep::Media { files } => {
                        progress.status = RestoreStatus::WritingMedia;
                        progress.files_written = files as i64;
                    }
                }
            })
        };
        let note = {
            let (store, id) = (self.store.clone(), run.id);
            move || {
                let progress = *latest.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                let store = store.clone();
                async move {
                    if let Err(err) = store.restore_progress(id, progress).await {
                        tracing::warn!(restore = id, error = %err, "could not note a restore's progress");
                    }
                }
            }
        };
        // Stopped between two notes, never during one: a note cut short could still reach the
        // database after the last one and leave an older count behind.
        let (stop, mut stopped) = tokio::sync::oneshot::channel::<()>();
        let reporter = {
            let note = note.clone();
            tokio::spawn(async move {
                let mut every = tokio::time::interval(RESTORE_PROGRESS_EVERY);
                loop {
                    tokio::select! {
                        _ = &mut stopped => break,
                        _ = every.tick() => note().await,
                    }
                }
            })
        };
        let restored = async {
            let file = self.local_copy(run.backup_id).await?;
            restore(&self.store, &file.path, true, &self.media, on_step).await
        }
        .await;
        let _ = stop.send(());
        let _ = reporter.await;
        note().await;
        restored.map(|(_, restored)| restored)
    }

    /// Deletes a backup's file, then its row.
    pub async fn delete(&self, id: i64, actor: &Actor) -> Result<()> {
        let record = self.store.backup(id).await?;
        if let Ok(name) = Self::file_name(&record) {
            self.storage.delete(&name).await?;
        }
        self.store.delete_backup_row(id, actor).await
    }

    /// Deletes every backup past its retention; returns how many.
    pub async fn prune(&self, actor: &Actor) -> Result<usize> {
        let expired = self.store.expired_backups(Utc::now()).await?;
        for record in &expired {
            self.delete(record.id, actor).await?;
        }
        Ok(expired.len())
    }

    /// Recovers from workers that stopped answering: their recent backups are queued again for
    /// any worker to make (`taken_over`), older ones and restores are marked failed (`failed`),
    /// and the work files left behind are removed (a file of a backup in progress is left alone).
    pub async fn recover_abandoned(&self) -> Result<Abandoned> {
        let now = Utc::now();
        let silent_since = now - ABANDONED_AFTER;
        let taken_over = self
            .store
            .take_over_abandoned_backups(silent_since, now - TAKE_OVER_WITHIN)
            .await?;
        for backup_id in &taken_over {
            self.store.enqueue(MakeBackup { backup_id: *backup_id }, None).await?;
        }
        let failed = self.store.fail_abandoned_backups(silent_since).await?
            + self.store.fail_abandoned_restores(silent_since).await?;
        let abandoned = Abandoned { taken_over, failed };
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return Ok(abandoned);
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().to_string();
            let Some(id) = name
                .strip_prefix(".backup-")
                .and_then(|rest| rest.split('-').next())
                .and_then(|id| id.parse::<i64>().ok())
            else {
                continue;
            };
            let running = matches!(
                self.store.backup(id).await,
                Ok(record) if record.status == BackupStatus::InProgress
            );
            if !running {
                drop(RemoveOnDrop(entry.path()));
            }
        }
        Ok(abandoned)
    }
}

/// What `recover_abandoned` did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Abandoned {
    /// Backups queued again for another worker.
    pub taken_over: Vec<i64>,
    /// Backups and restores marked failed.
    pub failed: u64,
}

/// The address a completed backup's history row gives for its file.
pub fn download_url(id: i64) -> String {
    format!("/api/v1/admin/backups/{id}/download")
}

/// Said when a break-glass token does not open the door.
pub const BREAK_GLASS_REFUSED: &str =
    "The break-glass token is invalid, used or expired. Print a new one with `newsctl backup emergency-token`.";

/// The audit log's actor for a break-glass token: an operator at the client's address.
pub fn break_glass_actor(ip: String) -> Actor {
    Actor {
        kind: ActorKind::Operator,
        id: "break-glass".into(),
        label: "break-glass".into(),
        ip: Some(ip),
    }
}

/// A backup's file opened for download.
pub struct Download {
    pub name: String,
    pub size: u64,
    pub reader: Reader,
}

/// Refuses any backup file name but the form `Backups::make` gives them,
/// `backup-<id>-<type>-<YYYYMMDDTHHMMSSZ>.tar.zst`: names come from backup_history rows, which a
/// restored archive writes, and a name with a separator, `..` or a leading dot would build a
/// path or S3 key outside the backups.
pub fn check_file_name(name: &str) -> Result<()> {
    let parts = name
        .strip_prefix("backup-")
        .and_then(|rest| rest.strip_suffix(".tar.zst"))
        .and_then(|rest| {
            let (id, rest) = rest.split_once('-')?;
            let (kind, time) = rest.rsplit_once('-')?;
            Some((id, kind, time))
        });
    let valid = parts.is_some_and(|(id, kind, time)| {
        !id.is_empty()
            && id.bytes().all(|b| b.is_ascii_digit())
            && [BackupKind::Standard, BackupKind::Enhanced]
                .iter()
                .any(|k| k.as_str() == kind)
            && time.len() == "20260101T000000Z".len()
            && chrono::NaiveDateTime::parse_from_str(time, FILE_TIME).is_ok()
    });
    if !valid {
        return Err(Error::Backup(format!(
            "{name:?} is not the name of a backup file (backup-<id>-<type>-<time>.tar.zst); refusing to use it"
        )));
    }
    Ok(())
}

/// Removes a work file or directory when dropped, whatever happened.
struct RemoveOnDrop(PathBuf);

impl Drop for RemoveOnDrop {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0).or_else(|_| std::fs::remove_file(&self.0));
    }
}

#[cfg(test)]
mod tests {
    use rstest::rstest;

    use super::*;

    #[rstest]
    #[case::standard("backup-12-comprehensive-20260101T120000Z.tar.zst", true)]
    #[case::enhanced("backup-3-enhanced_comprehensive-20261231T235959Z.tar.zst", true)]
    #[case::parent("../backup-12-comprehensive-20260101T120000Z.tar.zst", false)]
    #[case::traversal("backup-12-comprehensive-../../20260101T120000Z.tar.zst", false)]
    #[case::separator("backup-1/2-comprehensive-20260101T120000Z.tar.zst", false)]
    #[case::hidden(".backup-12-comprehensive-20260101T120000Z.tar.zst", false)]
    #[case::partial("backup-12-comprehensive-20260101T120000Z.tar.zst.partial", false)]
    #[case::no_id("backup--comprehensive-20260101T120000Z.tar.zst", false)]
    #[case::other_kind("backup-12-full-20260101T120000Z.tar.zst", false)]
    #[case::bad_time("backup-12-comprehensive-2026010xT120000Z.tar.zst", false)]
    #[case::dots("..", false)]
    fn only_names_the_product_writes_are_backup_file_names(#[case] name: &str, #[case] valid: bool) {
        assert_eq!(check_file_name(name).is_ok(), valid, "{name}");
    }
}
