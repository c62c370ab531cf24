//! Restoring a backup into a database: every checksum is checked first, then every table is
//! replaced in one transaction, whichever backend the backup was made on; then the media files
//! an enhanced backup holds are written back. An archive is not trusted: rows are checked and
//! article HTML is sanitised again on the way in, media paths must stay inside the media
//! directory, and every restored session is ended.

use std::fs::File;
use std::io::BufReader;
use std::path::Path;
use std::sync::Arc;

use serde_json::{Map, Value};
use tokio::sync::mpsc;

use super::archive::{self, Manifest};
use super::tables::{self, Table};
use super::{check_file_name, download_url};
use crate::domain::text::sanitize_html;
use crate::media::MediaFiles;
use crate::store::{Restored, RowBatch, known_migrations};
use crate::{Error, Result, Store};

const BATCH_ROWS: usize = 1000;

/// Where a restore is, for progress bars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RestoreStep {
    /// Every entry's checksum is being checked.
    Verifying,
    /// Rows gone into the restore's transaction, of the backup's `total`.
    Rows { done: u64, total: u64 },
    /// Media files written back so far.
    Media { files: u64 },
}

pub type OnRestoreStep = Arc<dyn Fn(RestoreStep) + Send + Sync>;

/// Replaces the database's contents with the backup at `path`, and writes its media files
/// back (into the media directory, and the media bucket if there is one). Refuses a database that holds content unless `force`. Returns the
/// backup's manifest, how many rows went in and how many sessions were ended.
pub async fn restore(
    store: &Store,
    path: &Path,
    force: bool,
    media: &MediaFiles,
    progress: OnRestoreStep,
) -> Result<(Manifest, Restored)> {
    progress(RestoreStep::Verifying);
    let checked = path.to_path_buf();
    let manifest = tokio::task::spawn_blocking(move || archive::verify(&checked))
        .await
        .map_err(|e| Error::Backup(format!("verification stopped: {e}")))??;
    let ours = known_migrations(store.backend()).last().map_or(0, |(v, _)| *v);
    if manifest.schema_version > ours {
        return Err(Error::Backup(format!(
            "The backup was made by a newer version (schema {}; this one has {ours}). Upgrade first.",
            manifest.schema_version
        )));
    }
    if !force && store.has_content().await? {
        return Err(Error::Conflict(
            "The database is not empty; restoring would replace its contents. Use --force to do so.".into(),
        ));
    }
    let (sender, receiver) = mpsc::channel(4);
    let source = path.to_path_buf();
    let total = manifest.tables.iter().map(|t| t.rows).sum();
    let on_rows = progress.clone();
    let reader = tokio::task::spawn_blocking(move || {
        let result = stream_rows(&source, &sender, |done| on_rows(RestoreStep::Rows { done, total }));
        if let Err(err) = result {
            let _ = sender.blocking_send(Err(err));
        }
    });
    let restored = store.replace_all(receiver).await;
    reader
        .await
        .map_err(|e| Error::Backup(format!("reading the backup stopped: {e}")))?;
    let restored = restored?;
    let (source, media_dir) = (path.to_path_buf(), media.dir().to_path_buf());
    tokio::task::spawn_blocking(move || {
        write_media(&source, &media_dir, |files| progress(RestoreStep::Media { files }))
    })
    .await
    .map_err(|e| Error::Backup(format!("writing the media back stopped: {e}")))??;
    media.push_all().await?;
    Ok((manifest, restored))
}

/// Writes the archive's `media/…` files under `media_dir`, each to a temporary name first so
/// that no file is ever seen half-written.
fn write_media(path: &Path, media_dir: &Path, written: impl Fn(u64)) -> Result<()> {
    let mut files = 0;
    let file = File::open(path).map_err(|e| Error::io(format!("cannot open {}", path.display()), e))?;
    archive::read_archive(BufReader::new(file), |_, entry, data| {
        let Some(relative) = entry.path.strip_prefix("media/") else {
            return Ok(());
        };
        let safe = !relative.is_empty()
            && relative
                .split('/')
                .all(|part| !part.is_empty() && part != "." && part != ".." && !part.contains('\\'));
        if !safe {
            return Err(Error::Backup(format!(
                "the backup has a media file outside the media directory: {}",
                entry.path
            )));
        }
        let target = media_dir.join(relative);
        let io = |e: std::io::Error| Error::io(format!("cannot write {}", target.display()), e);
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).map_err(io)?;
        }
        let partial = target.with_extension("restoring");
        let mut out = File::create(&partial).map_err(io)?;
        std::io::copy(data, &mut out).map_err(io)?;
        std::fs::rename(&partial, &target).map_err(io)?;
        files += 1;
        written(files);
        Ok(())
    })?;
    Ok(())
}

/// Sends every table's rows in batches, checking checksums again as they stream past; `sent`
/// gets the running count.
fn stream_rows(path: &Path, sender: &mpsc::Sender<Result<RowBatch>>, sent: impl Fn(u64)) -> Result<()> {
    let mut done = 0;
    let file = File::open(path).map_err(|e| Error::io(format!("cannot open {}", path.display()), e))?;
    let stopped = || Error::Backup("the restore stopped".into());
    archive::read_archive(BufReader::new(file), |_, entry, data| {
        let Some(name) = entry
            .path
            .strip_prefix("tables/")
            .and_then(|p| p.strip_suffix(".ndjson"))
        else {
            return Ok(());
        };
        let table = tables::table(name)
            .ok_or_else(|| Error::Backup(format!("the backup has a table {name} this version does not know")))?;
        let mut rows = Vec::with_capacity(BATCH_ROWS);
        let mut reader = BufReader::new(data);
        let mut line = Vec::new();
        let mut n = 0;
        while archive::read_line(&mut reader, &mut line, name)? {
            n += 1;
            let mut row: Map<String, Value> =
                serde_json::from_slice(&line).map_err(|e| Error::Backup(format!("{name} line {n}: {e}")))?;
            check_row(table, &mut row)?;
            rows.push(row);
            if rows.len() == BATCH_ROWS {
                let batch = RowBatch {
                    table,
                    rows: std::mem::replace(&mut rows, Vec::with_capacity(BATCH_ROWS)),
                };
                sender.blocking_send(Ok(batch)).map_err(|_| stopped())?;
                done += BATCH_ROWS as u64;
                sent(done);
            }
        }
        if !rows.is_empty() {
            done += rows.len() as u64;
            sender
                .blocking_send(Ok(RowBatch { table, rows }))
                .map_err(|_| stopped())?;
            sent(done);
        }
        Ok(())
    })?;
    Ok(())
}

/// Makes a row from the archive safe to write. Article HTML goes through the article write
/// path's sanitiser (an archive can be crafted by hand); a backup_history row may name only a
/// file and a download address of the form this product writes, since both are used later
/// to build paths, S3 keys and links.
fn check_row(table: &Table, row: &mut Map<String, Value>) -> Result<()> {
    match table.name {
        "articles" => {
            if let Some(Value::String(content)) = row.get_mut("content") {
                *content = sanitize_html(content);
            }
        }
        "backup_history" => {
            if let Some(name) = row.get("backup_data").and_then(|data| data["file"]["name"].as_str()) {
                check_file_name(name)?;
            }
            let id = row.get("id").and_then(Value::as_i64).unwrap_or_default();
            match row.get("download_url").unwrap_or(&Value::Null) {
                Value::Null => {}
                Value::String(url) if *url == download_url(id) => {}
                other => {
                    return Err(Error::Backup(format!(
                        "backup_history row {id} has the download address {other}, not one this product writes; refusing the backup"
                    )));
                }
            }
        }
        _ => {}
    }
    Ok(())
}

#[cfg(test)]
mod fuzz;
