//! The backup file: one `.tar.zst` stream with `manifest.json` first (what the backup holds,
//! with the size and SHA-256 of every entry), then one NDJSON file per table and, for an
//! enhanced backup, media, site and configuration files. Written and read as streams, so
//! memory stays flat whatever the size of the site.

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

use super::BackupKind;
use super::tables::Table;
use crate::store::RowSink;
use crate::{Error, Result, fs};

pub const FORMAT_VERSION: u32 = 1;
const MANIFEST: &str = "manifest.json";
const MAX_MANIFEST_BYTES: u64 = 16 * 1024 * 1024;
/// The longest NDJSON line (one row) a backup may hold: 16 MiB, eight times the API's 2 MiB
/// request limit, so no row the product writes comes near it, while a crafted line cannot make
/// a restore hold gigabytes in memory.
pub const MAX_LINE_BYTES: u64 = 16 * 1024 * 1024;
const ZSTD_LEVEL: i32 = 3;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Manifest {
    pub format_version: u32,
    /// The newest migration applied to the database it was made from.
    pub schema_version: i64,
    pub app_version: String,
    pub kind: BackupKind,
    pub created_at: DateTime<Utc>,
    /// Rows per table, in restore order.
    pub tables: Vec<TableRows>,
    /// Every entry after the manifest, in order.
    pub entries: Vec<Entry>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableRows {
    pub name: String,
    pub rows: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub path: String,
    pub bytes: u64,
    pub sha256: String,
}

impl Manifest {
    pub fn rows_of(&self, table: &str) -> u64 {
        self.tables.iter().find(|t| t.name == table).map_or(0, |t| t.rows)
    }

    pub fn table_bytes(&self) -> u64 {
        self.entries
            .iter()
            .filter(|e| e.path.starts_with("tables/"))
            .map(|e| e.bytes)
            .sum()
    }
}

pub fn table_path(table: &str) -> String {
    format!("tables/{table}.ndjson")
}

/// Counts and hashes what passes through.
pub struct Hashing<T> {
    inner: T,
    hasher: Sha256,
    bytes: u64,
}

impl<T> Hashing<T> {
    pub fn new(inner: T) -> Self {
        Self {
            inner,
            hasher: Sha256::new(),
            bytes: 0,
        }
    }

    /// The inner stream, the byte count and the hex SHA-256.
    pub fn finish(self) -> (T, u64, String) {
        (self.inner, self.bytes, hex::encode(self.hasher.finalize()))
    }
}

impl<W: Write> Write for Hashing<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.hasher.update(&buf[..n]);
        self.bytes += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.inner.flush()
    }
}

impl<R: Read> Read for Hashing<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.hasher.update(&buf[..n]);
        self.bytes += n as u64;
        Ok(n)
    }
}

/// A file waiting to be packed: where it is now and what the manifest says of it.
pub struct Staged {
    pub source: PathBuf,
    pub entry: Entry,
}

/// Writes a dump as one NDJSON file per table into a work directory, hashing as it goes.
pub struct TableFiles<'a> {
    dir: PathBuf,
    current: Option<(&'static Table, Hashing<BufWriter<File>>, u64)>,
    pub staged: Vec<Staged>,
    pub tables: Vec<TableRows>,
    rows_done: u64,
    on_rows: &'a (dyn Fn(u64) + Send + Sync),
}

impl<'a> TableFiles<'a> {
    pub fn new(dir: &Path, on_rows: &'a (dyn Fn(u64) + Send + Sync)) -> Self {
        Self {
            dir: dir.to_path_buf(),
            current: None,
            staged: Vec::new(),
            tables: Vec::new(),
            rows_done: 0,
            on_rows,
        }
    }

    /// Closes the last table's file.
    pub fn finish(&mut self) -> Result<()> {
        if let Some((table, writer, rows)) = self.current.take() {
            let (buffered, bytes, sha256) = writer.finish();
            buffered
                .into_inner()
                .map_err(|e| Error::io("cannot write a table file", e.into_error()))?;
            self.staged.push(Staged {
                source: self.dir.join(format!("{}.ndjson", table.name)),
                entry: Entry {
                    path: table_path(table.name),
                    bytes,
                    sha256,
                },
            });
            self.tables.push(TableRows {
                name: table.name.to_string(),
                rows,
            });
        }
        Ok(())
    }
}

impl RowSink for TableFiles<'_> {
    fn table(&mut self, table: &'static Table) -> Result<()> {
        self.finish()?;
        let path = self.dir.join(format!("{}.ndjson", table.name));
        let file = fs::create_private_file(&path)?;
        self.current = Some((table, Hashing::new(BufWriter::with_capacity(256 * 1024, file)), 0));
        Ok(())
    }

    fn row(&mut self, row: &Map<String, Value>) -> Result<()> {
        let (_, writer, rows) = self.current.as_mut().expect("a table is open");
        serde_json::to_writer(&mut *writer, row).map_err(|e| Error::Backup(e.to_string()))?;
        writer
            .write_all(b"\n")
            .map_err(|e| Error::io("cannot write a table file", e))?;
        *rows += 1;
        self.rows_done += 1;
        if self.rows_done.is_multiple_of(1000) {
            (self.on_rows)(self.rows_done);
        }
        Ok(())
    }
}

/// Every file under `dir`, as entries named `prefix/relative/path`, hashed.
pub fn stage_tree(dir: &Path, prefix: &str) -> Result<Vec<Staged>> {
    let mut staged = Vec::new();
    if !dir.is_dir() {
        return Ok(staged);
    }
    let mut pending = vec![dir.to_path_buf()];
    while let Some(folder) = pending.pop() {
        let mut children: Vec<_> = std::fs::read_dir(&folder)
            .map_err(|e| Error::io(format!("cannot read {}", folder.display()), e))?
            .collect::<io::Result<_>>()
            .map_err(|e| Error::io(format!("cannot read {}", folder.display()), e))?;
        children.sort_by_key(|child| child.file_name());
        for child in children {
            let path = child.path();
            let kind = child
                .file_type()
                .map_err(|e| Error::io(format!("cannot read {}", path.display()), e))?;
            if kind.is_dir() {
                pending.push(path);
            } else if kind.is_file() {
                let relative = path
                    .strip_prefix(dir)
                    .expect("under dir")
                    .to_string_lossy()
                    .replace('\\', "/");
                staged.push(stage_file(&path, &format!("{prefix}/{relative}"))?);
            }
        }
    }
    Ok(staged)
}

pub fn stage_file(path: &Path, name: &str) -> Result<Staged> {
    let file = File::open(path).map_err(|e| Error::io(format!("cannot read {}", path.display()), e))?;
    let mut hashing = Hashing::new(BufReader::new(file));
    io::copy(&mut hashing, &mut io::sink()).map_err(|e| Error::io(format!("cannot read {}", path.display()), e))?;
    let (_, bytes, sha256) = hashing.finish();
    Ok(Staged {
        source: path.to_path_buf(),
        entry: Entry {
            path: name.to_string(),
            bytes,
            sha256,
        },
    })
}

/// Writes the archive to `out`; returns its size and SHA-256. `on_bytes` hears of progress.
pub fn write_archive(
    out: File,
    manifest: &Manifest,
    staged: &[Staged],
    on_bytes: &(dyn Fn(u64) + Send + Sync),
) -> Result<(u64, String)> {
    let failed = |e: io::Error| Error::io("cannot write the backup file", e);
    let mut encoder =
        zstd::Encoder::new(Hashing::new(BufWriter::with_capacity(1 << 20, out)), ZSTD_LEVEL).map_err(failed)?;
    // The frame's checksum covers the manifest, which no other checksum does.
    encoder.include_checksum(true).map_err(failed)?;
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()) as u32;
    encoder.multithread(workers).map_err(failed)?;
    let mut tar = tar::Builder::new(encoder);
    let manifest_json = serde_json::to_vec_pretty(manifest).map_err(|e| Error::Backup(e.to_string()))?;
    append(
        &mut tar,
        MANIFEST,
        manifest_json.len() as u64,
        &mut manifest_json.as_slice(),
        manifest.created_at,
    )
    .map_err(failed)?;
    let mut done = 0u64;
    for item in staged {
        let file =
            File::open(&item.source).map_err(|e| Error::io(format!("cannot read {}", item.source.display()), e))?;
        let mut reader = Hashing::new(BufReader::new(file).take(item.entry.bytes));
        append(
            &mut tar,
            &item.entry.path,
            item.entry.bytes,
            &mut reader,
            manifest.created_at,
        )
        .map_err(failed)?;
        let (_, bytes, sha256) = reader.finish();
        if bytes != item.entry.bytes || sha256 != item.entry.sha256 {
            return Err(Error::Backup(format!(
                "{} changed while the backup was made",
                item.entry.path
            )));
        }
        done += bytes;
        on_bytes(done);
    }
    let hashing = tar.into_inner().map_err(failed)?.finish().map_err(failed)?;
    let (buffered, bytes, sha256) = hashing.finish();
    let file = buffered.into_inner().map_err(|e| failed(e.into_error()))?;
    file.sync_all().map_err(failed)?;
    Ok((bytes, sha256))
}

fn append<W: Write>(
    tar: &mut tar::Builder<W>,
    path: &str,
    size: u64,
    data: &mut dyn Read,
    mtime: DateTime<Utc>,
) -> io::Result<()> {
    let mut header = tar::Header::new_gnu();
    header.set_size(size);
    header.set_mode(0o600);
    header.set_mtime(mtime.timestamp().max(0) as u64);
    header.set_entry_type(tar::EntryType::Regular);
    tar.append_data(&mut header, path, data)
}

fn damaged(e: impl std::fmt::Display) -> Error {
    Error::Backup(format!("The backup file is damaged or is not a backup: {e}"))
}

/// Reads an archive, checking every entry against the manifest as it streams past, and lets
/// `visit` read each entry (what it leaves unread is still checked). Fails on the first
/// entry that is missing, extra, of the wrong size or of the wrong checksum.
pub fn read_archive(
    reader: impl Read,
    mut visit: impl FnMut(&Manifest, &Entry, &mut dyn Read) -> Result<()>,
) -> Result<Manifest> {
    let decoder = zstd::Decoder::new(reader).map_err(damaged)?;
    let mut archive = tar::Archive::new(decoder);
    let mut entries = archive.entries().map_err(damaged)?;
    let first = entries.next().ok_or_else(|| damaged("it is empty"))?.map_err(damaged)?;
    if first.path().map_err(damaged)?.to_string_lossy() != MANIFEST {
        return Err(damaged("manifest.json is not its first entry"));
    }
    let mut text = String::new();
    first
        .take(MAX_MANIFEST_BYTES)
        .read_to_string(&mut text)
        .map_err(damaged)?;
    let manifest: Manifest = serde_json::from_str(&text).map_err(damaged)?;
    if manifest.format_version != FORMAT_VERSION {
        return Err(Error::Backup(format!(
            "The backup has format version {}; this version reads {FORMAT_VERSION}.",
            manifest.format_version
        )));
    }
    let mut seen = 0;
    for entry in entries {
        let entry = entry.map_err(damaged)?;
        let path = entry.path().map_err(damaged)?.to_string_lossy().to_string();
        let expected = manifest
            .entries
            .get(seen)
            .filter(|e| e.path == path)
            .ok_or_else(|| damaged(format!("{path} is not where the manifest says")))?
            .clone();
        // The tar reader reads exactly the size in the entry's header; checking it against the
        // manifest first means no entry is decompressed past what the manifest declares.
        if entry.size() != expected.bytes {
            return Err(damaged(format!(
                "{path} is {} bytes where the manifest says {}",
                entry.size(),
                expected.bytes
            )));
        }
        let mut hashing = Hashing::new(entry);
        visit(&manifest, &expected, &mut hashing)?;
        io::copy(&mut hashing, &mut io::sink()).map_err(damaged)?;
        let (_, bytes, sha256) = hashing.finish();
        if bytes != expected.bytes || sha256 != expected.sha256 {
            return Err(Error::Backup(format!(
                "The backup file is damaged: {path} does not match its checksum."
            )));
        }
        seen += 1;
    }
    if seen != manifest.entries.len() {
        return Err(damaged(format!("{} is missing", manifest.entries[seen].path)));
    }
    // Read to the end of the frame, where zstd checks its checksum (backups made before it
    // was written have none, and are read as before).
    io::copy(&mut archive.into_inner(), &mut io::sink()).map_err(damaged)?;
    Ok(manifest)
}

/// Reads the next line of a table's NDJSON into `line` (without its newline); false at the
/// end. Fails on a line longer than `MAX_LINE_BYTES`, having read no more than that.
pub fn read_line(reader: &mut impl BufRead, line: &mut Vec<u8>, table: &str) -> Result<bool> {
    line.clear();
    let read = reader
        .take(MAX_LINE_BYTES + 1)
        .read_until(b'\n', line)
        .map_err(damaged)?;
    if line.last() == Some(&b'\n') {
        line.pop();
    }
    if line.len() as u64 > MAX_LINE_BYTES {
        return Err(Error::Backup(format!(
            "The backup holds a row of {table} longer than {} MiB; refusing it.",
            MAX_LINE_BYTES / (1024 * 1024)
        )));
    }
    Ok(read > 0)
}

/// Checks a whole backup: every checksum, and the row count of every table.
pub fn verify(path: &Path) -> Result<Manifest> {
    let file = File::open(path).map_err(|e| Error::io(format!("cannot open {}", path.display()), e))?;
    read_archive(BufReader::new(file), |manifest, entry, data| {
        if let Some(table) = entry
            .path
            .strip_prefix("tables/")
            .and_then(|p| p.strip_suffix(".ndjson"))
        {
            let mut lines = 0u64;
            let mut reader = BufReader::new(data);
            let mut line = Vec::new();
            while read_line(&mut reader, &mut line, table)? {
                lines += 1;
            }
            if lines != manifest.rows_of(table) {
                return Err(damaged(format!(
                    "{table} has {lines} rows where the manifest says {}",
                    manifest.rows_of(table)
                )));
            }
        }
        Ok(())
    })
}
