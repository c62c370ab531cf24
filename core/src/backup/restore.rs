//! Restoring a backup into a database: every checksum is checked first, then every table is
//! replaced in one transaction, whichever backend the backup was made on.

use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::Path;

use serde_json::{Map, Value};
use tokio::sync::mpsc;

use super::archive::{self, Manifest};
use super::tables;
use crate::store::{RowBatch, known_migrations};
use crate::{Error, Result, Store};

const BATCH_ROWS: usize = 1000;

/// Replaces the database's contents with the backup at `path`. Refuses a database that holds
/// content unless `force`. Returns the backup's manifest and how many rows went in.
pub async fn restore(store: &Store, path: &Path, force: bool) -> Result<(Manifest, u64)> {
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
    let reader = tokio::task::spawn_blocking(move || {
        let result = stream_rows(&source, &sender);
        if let Err(err) = result {
            let _ = sender.blocking_send(Err(err));
        }
    });
    let restored = store.replace_all(receiver).await;
    reader
        .await
        .map_err(|e| Error::Backup(format!("reading the backup stopped: {e}")))?;
    Ok((manifest, restored?))
}

/// Sends every table's rows in batches, checking checksums again as they stream past.
fn stream_rows(path: &Path, sender: &mpsc::Sender<Result<RowBatch>>) -> Result<()> {
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
        for (n, line) in BufReader::new(data).lines().enumerate() {
            let line = line.map_err(|e| Error::Backup(format!("{name}: {e}")))?;
            let row: Map<String, Value> =
                serde_json::from_str(&line).map_err(|e| Error::Backup(format!("{name} line {}: {e}", n + 1)))?;
            rows.push(row);
            if rows.len() == BATCH_ROWS {
                let batch = RowBatch {
                    table,
                    rows: std::mem::replace(&mut rows, Vec::with_capacity(BATCH_ROWS)),
                };
                sender.blocking_send(Ok(batch)).map_err(|_| stopped())?;
            }
        }
        if !rows.is_empty() {
            sender
                .blocking_send(Ok(RowBatch { table, rows }))
                .map_err(|_| stopped())?;
        }
        Ok(())
    })?;
    Ok(())
}
