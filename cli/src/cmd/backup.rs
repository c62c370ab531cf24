//! `backup …` and `jobs list`: full-site backups from the terminal, and the job queue.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use chrono::Utc;
use clap::Subcommand;
use indicatif::{ProgressBar, ProgressStyle};
use news_core::backup::{BackupKind, Backups, Download, OnRestoreStep, Progress, RestoreStep, StoredFile};
use news_core::backup::{BackupRecord, BackupStatus};
use serde::Serialize;
use tabled::Tabled;

use crate::Context;
use crate::output::{SPINNER, print_rows, print_value, spinner};

/// A break-glass token lives this long.
const EMERGENCY_TOKEN_MINUTES: i64 = 15;

#[derive(Subcommand)]
pub enum BackupCmd {
    /// Make a backup: queued for the worker, or made here with --now.
    Create {
        /// Also pack media, the built site and the (redacted) configuration.
        #[arg(long)]
        enhanced: bool,
        /// Make it in this process, with a progress bar, instead of queueing it.
        #[arg(long)]
        now: bool,
        /// Wait until the worker has made it.
        #[arg(long, conflicts_with = "now")]
        wait: bool,
    },
    /// List backups, newest first.
    List,
    /// Save a backup's file.
    Download {
        id: i64,
        /// Where to write it; the backup's own file name when absent.
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Check every checksum of a backup (a file, or a backup id) without restoring it.
    Verify { source: String },
    /// Replace the database's contents with a backup (a file, or a backup id).
    Restore {
        source: String,
        /// Restore into this database instead of the configured one.
        #[arg(long)]
        into: Option<String>,
        /// Replace a database that already has content.
        #[arg(long)]
        force: bool,
    },
    /// Delete a backup and its file.
    Delete { id: i64 },
    /// Delete every backup past its retention.
    Prune,
    /// Print a single-use token for /direct-backup, valid for 15 minutes.
    EmergencyToken,
}

#[derive(Subcommand)]
pub enum JobsCmd {
    /// List queued, running and finished jobs, newest first.
    List {
        /// Only jobs that failed for good, with their error.
        #[arg(long)]
        failed: bool,
        #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(i64).range(1..=10000))]
        limit: i64,
    },
}

/// Spec §2 backup page columns.
#[derive(Tabled, Serialize)]
struct BackupRow {
    #[tabled(rename = "ID")]
    id: i64,
    #[tabled(rename = "Type")]
    kind: &'static str,
    #[tabled(rename = "Status")]
    status: &'static str,
    #[tabled(rename = "Created")]
    created: String,
    #[tabled(rename = "Size")]
    size: String,
    #[tabled(rename = "Expires")]
    expires: String,
}

impl From<&BackupRecord> for BackupRow {
    fn from(record: &BackupRecord) -> Self {
        let expired = record.is_expired(Utc::now());
        Self {
            id: record.id,
            kind: match record.backup_type {
                BackupKind::Standard => "standard",
                BackupKind::Enhanced => "enhanced",
            },
            status: match record.status {
                BackupStatus::InProgress => "in progress",
                BackupStatus::Completed => "completed",
                BackupStatus::Failed => "failed",
            },
            created: record.created_at.format("%Y-%m-%d %H:%M").to_string(),
            size: record
                .file_size_mb
                .map_or_else(|| "-".into(), |mb| format!("{mb:.2} MB")),
            expires: match record.expires_at {
                Some(_) if expired => "expired".into(),
                Some(at) => at.format("%Y-%m-%d").to_string(),
                None => "never".into(),
            },
        }
    }
}

#[derive(Tabled, Serialize)]
struct JobRow {
    id: String,
    queue: String,
    status: String,
    attempts: String,
    finished: String,
    error: String,
    /// The request that queued it.
    request: String,
}

/// Turns `bar` into a bar of `total` drawn with `template`, once.
fn measure(bar: &ProgressBar, total: u64, template: &str) {
    if bar.length() != Some(total) {
        bar.set_length(total);
        bar.set_style(ProgressStyle::with_template(template).expect("a valid template"));
    }
}

fn progress_bar(json: bool) -> (ProgressBar, news_core::backup::OnProgress) {
    let bar = spinner(json);
    let shown = bar.clone();
    let on_progress = Arc::new(move |progress: Progress| match progress {
        Progress::Rows(rows) => shown.set_message(format!("{rows} rows dumped")),
        Progress::Bytes { done, total } => {
            measure(&shown, total, "{bar:40} {bytes}/{total_bytes} packed ({bytes_per_sec})");
            shown.set_position(done);
        }
    });
    (bar, on_progress)
}

fn restore_bar(json: bool) -> (ProgressBar, OnRestoreStep) {
    let bar = spinner(json);
    let shown = bar.clone();
    let on_step = Arc::new(move |step: RestoreStep| match step {
        RestoreStep::Verifying => shown.set_message("checking every entry of the backup"),
        RestoreStep::Rows { done, total } => {
            measure(&shown, total, "{bar:40} {pos}/{len} rows restored");
            shown.set_position(done);
        }
        RestoreStep::Media { files } => {
            shown.set_style(ProgressStyle::with_template(SPINNER).expect("a valid template"));
            shown.set_message(format!("{files} media files written back"));
        }
    });
    (bar, on_step)
}

/// A local path to a backup given as a file or as a backup id.
async fn local_backup(backups: &Backups, source: &str) -> anyhow::Result<(PathBuf, Option<StoredFile>)> {
    let path = PathBuf::from(source);
    if path.is_file() {
        return Ok((path, None));
    }
    let id: i64 = source
        .parse()
        .with_context(|| format!("{source} is neither a backup file nor a backup id"))?;
    let file = backups.local_copy(id).await?;
    Ok((file.path.clone(), Some(file)))
}

pub async fn run(cmd: BackupCmd, context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    let backups = Backups::from_config(&context.config, store.clone())?;
    let operator = context.operator();
    match cmd {
        BackupCmd::Create { enhanced, now, wait } => {
            let kind = if enhanced {
                BackupKind::Enhanced
            } else {
                BackupKind::Standard
            };
            let record = if now {
                let (bar, on_progress) = progress_bar(context.json);
                let record = backups.create_now(kind, &operator, on_progress).await;
                bar.finish_and_clear();
                record?
            } else {
                let record = backups.queue(kind, &operator).await?;
                if !wait {
                    if !context.json {
                        println!(
                            "Backup {} queued; the worker makes it (see `newsctl backup list`).",
                            record.id
                        );
                    }
                    return finish(&record, context.json, false);
                }
                wait_for(&store, record.id).await?
            };
            finish(&record, context.json, true)
        }
        BackupCmd::List => {
            let (records, count) = store.backups(false, 1000).await?;
            if context.json {
                return print_value(&serde_json::json!({ "items": records, "count": count }));
            }
            let rows: Vec<BackupRow> = records.iter().map(BackupRow::from).collect();
            print_rows(&rows, false)?;
            println!("{count} backups");
            Ok(())
        }
        BackupCmd::Download { id, output } => {
            let Download { name, size, mut reader } = backups.open_download(id, &operator, None).await?;
            let target = output.unwrap_or_else(|| PathBuf::from(&name));
            let partial = target.with_extension("partial");
            let mut out = tokio::fs::File::from_std(news_core::fs::create_private_file(&partial)?);
            tokio::io::copy(&mut reader, &mut out)
                .await
                .context("the download failed")?;
            out.sync_all().await?;
            std::fs::rename(&partial, &target).with_context(|| format!("cannot write {}", target.display()))?;
            println!("Saved backup {id} ({size} bytes) to {}.", target.display());
            Ok(())
        }
        BackupCmd::Verify { source } => {
            let (path, _copy) = local_backup(&backups, &source).await?;
            let manifest = tokio::task::spawn_blocking(move || news_core::backup::verify(&path)).await??;
            if context.json {
                return print_value(&manifest);
            }
            println!(
                "The backup is whole: {} entries, {} articles, made {} (schema {}).",
                manifest.entries.len(),
                manifest.rows_of("articles"),
                manifest.created_at.format("%Y-%m-%d %H:%M"),
                manifest.schema_version
            );
            Ok(())
        }
        BackupCmd::Restore { source, into, force } => {
            let (path, _copy) = local_backup(&backups, &source).await?;
            let target = match into {
                Some(url) => news_core::Store::open(&news_core::config::DatabaseUrl::new(url))
                    .await
                    .context("cannot open the target database")?,
                None => store.clone(),
            };
            let (bar, on_step) = restore_bar(context.json);
            let restored = news_core::backup::restore(&target, &path, force, backups.media(), on_step).await;
            bar.finish_and_clear();
            let (manifest, restored) = restored?;
            target
                .record_audit(
                    &operator,
                    "backup.restore",
                    &format!("{} ({} rows)", path.display(), restored.rows),
                )
                .await?;
            if context.json {
                return print_value(&serde_json::json!({
                    "rows": restored.rows,
                    "sessions_ended": restored.sessions_ended,
                    "manifest": manifest,
                }));
            }
            println!(
                "Restored {} rows ({} articles) from a backup made {}. Every node rebuilds its search index by itself.",
                restored.rows,
                manifest.rows_of("articles"),
                manifest.created_at.format("%Y-%m-%d %H:%M")
            );
            println!(
                "Every session was ended ({} open in the backup): users must sign in again.",
                restored.sessions_ended
            );
            Ok(())
        }
        BackupCmd::Delete { id } => {
            backups.delete(id, &operator).await.context("Delete Failed")?;
            println!("Deleted backup {id}.");
            Ok(())
        }
        BackupCmd::Prune => {
            let pruned = backups.prune(&operator).await?;
            println!("Deleted {pruned} expired backups.");
            Ok(())
        }
        BackupCmd::EmergencyToken => {
            let keys = news_core::auth::AuthKeys::from_config(&context.config)?;
            let token = news_core::auth::new_opaque_token();
            let expires_at = Utc::now() + chrono::Duration::minutes(EMERGENCY_TOKEN_MINUTES);
            store
                .create_break_glass_token(&keys.hash_token(&token), expires_at, &operator)
                .await?;
            if context.json {
                return print_value(&serde_json::json!({ "token": token, "expires_at": expires_at }));
            }
            println!("{token}");
            eprintln!(
                "Valid until {} UTC for one download: send it in the X-Break-Glass-Token header or POST it as `token` (never in the URL).",
                expires_at.format("%H:%M")
            );
            Ok(())
        }
    }
}

async fn wait_for(store: &news_core::Store, id: i64) -> anyhow::Result<BackupRecord> {
    loop {
        let record = store.backup(id).await?;
        if record.status != BackupStatus::InProgress {
            return Ok(record);
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
}

fn finish(record: &BackupRecord, json: bool, done: bool) -> anyhow::Result<()> {
    if json {
        return print_value(record);
    }
    print_rows(&[BackupRow::from(record)], false)?;
    if done && record.status == BackupStatus::Failed {
        anyhow::bail!(
            "{}: {}",
            match record.backup_type {
                BackupKind::Standard => "Standard Backup Failed",
                BackupKind::Enhanced => "Enhanced Backup Failed",
            },
            record.error_message.as_deref().unwrap_or("unknown error")
        );
    }
    Ok(())
}

pub async fn run_jobs(cmd: JobsCmd, context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    match cmd {
        JobsCmd::List { failed, limit } => {
            let jobs = store.list_jobs(failed, limit).await?;
            if context.json {
                return print_value(&jobs);
            }
            let rows: Vec<JobRow> = jobs
                .iter()
                .map(|job| JobRow {
                    id: job.id.clone(),
                    queue: job.queue.clone(),
                    status: job.status.clone(),
                    attempts: format!("{}/{}", job.attempts, job.max_attempts),
                    finished: job
                        .finished_at
                        .map_or_else(|| "-".into(), |at| at.format("%Y-%m-%d %H:%M").to_string()),
                    error: job.error.clone().unwrap_or_default(),
                    request: job.request_id.clone().unwrap_or_default(),
                })
                .collect();
            print_rows(&rows, false)
        }
    }
}
