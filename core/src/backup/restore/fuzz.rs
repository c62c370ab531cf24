//! The backup reader under generated damage (issue 14, parsers under fuzzing). An archive cut
//! short or with bytes changed is refused, or read whole when the damage fell where nothing is
//! read (tar's closing blocks); a crafted one (a manifest that lies about its entries, rows that
//! are not JSON or not rows, a row or a manifest past its limit, a frame asking for a huge
//! window) is refused with an error, never a panic and never by reading it all into memory.
//! `PROPTEST_CASES` sets how many inputs.

use std::fs::File;
use std::io::Write as _;
use std::sync::LazyLock;

use chrono::DateTime;
use proptest::prelude::*;
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};
use tokio::sync::mpsc;

use super::stream_rows;
use crate::backup::archive::{
    Entry, FORMAT_VERSION, MAX_LINE_BYTES, Manifest, TableRows, stage_file, table_path, write_archive,
};
use crate::backup::{BackupKind, verify};
use crate::backup::{check_file_name, download_url};
use crate::store::RowBatch;
use crate::{Error, Result};

/// Packs `entries` the way a backup file is packed (tar in zstd), whatever they hold.
fn pack(entries: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut tar = tar::Builder::new(zstd::Encoder::new(Vec::new(), 1).unwrap());
    for (path, data) in entries {
        let mut header = tar::Header::new_gnu();
        header.set_size(data.len() as u64);
        header.set_mode(0o600);
        header.set_entry_type(tar::EntryType::Regular);
        tar.append_data(&mut header, path, data.as_slice()).unwrap();
    }
    tar.into_inner().unwrap().finish().unwrap()
}

fn entry(path: &str, data: &[u8]) -> Entry {
    Entry {
        path: path.to_owned(),
        bytes: data.len() as u64,
        sha256: hex::encode(Sha256::digest(data)),
    }
}

/// A true manifest of `tables` (each row one line) and `files`, and the entries to pack.
fn contents(tables: &[(&str, Vec<String>)], files: &[(&str, Vec<u8>)]) -> (Manifest, Packed) {
    let mut packed = Vec::new();
    let mut rows = Vec::new();
    for (name, lines) in tables {
        let text: String = lines.iter().map(|line| format!("{line}\n")).collect();
        packed.push((table_path(name), text.into_bytes()));
        rows.push(TableRows {
            name: (*name).to_owned(),
            rows: lines.len() as u64,
        });
    }
    packed.extend(files.iter().map(|(path, data)| ((*path).to_owned(), data.clone())));
    let manifest = Manifest {
        format_version: FORMAT_VERSION,
        schema_version: 1,
        app_version: "fuzz".into(),
        kind: BackupKind::Enhanced,
        created_at: DateTime::from_timestamp(1_800_000_000, 0).unwrap(),
        tables: rows,
        entries: packed.iter().map(|(path, data)| entry(path, data)).collect(),
    };
    (manifest, packed)
}

/// The archive of `manifest` (written as it is, true or not) followed by `packed`.
fn archive(manifest: &Manifest, packed: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut entries = vec![("manifest.json".to_owned(), serde_json::to_vec(manifest).unwrap())];
    entries.extend_from_slice(packed);
    pack(&entries)
}

/// What an archive holds: each entry's path and bytes, in order.
type Packed = Vec<(String, Vec<u8>)>;

/// A small, whole backup made by the product's writer (its true manifest, entries and bytes):
/// two tables and a media file.
static WHOLE: LazyLock<(Manifest, Packed, Vec<u8>)> = LazyLock::new(|| {
    let (manifest, packed) = contents(
        &[
            (
                "articles",
                (1..=20)
                    .map(|id| format!(r#"{{"id":{id},"title":"Știre {id}","content":"<p>text {id}</p>"}}"#))
                    .collect(),
            ),
            ("tags", vec![r#"{"id":1,"name":"vot"}"#.into()]),
        ],
        &[("media/uploads/ab12/480.webp", b"RIFF....WEBPVP8 ".repeat(40))],
    );
    let dir = tempfile::tempdir().unwrap();
    let staged: Vec<_> = packed
        .iter()
        .enumerate()
        .map(|(i, (path, data))| {
            let source = dir.path().join(i.to_string());
            std::fs::write(&source, data).unwrap();
            stage_file(&source, path).unwrap()
        })
        .collect();
    let file = dir.path().join("backup.tar.zst");
    write_archive(File::create(&file).unwrap(), &manifest, &staged, &|_| {}).unwrap();
    let bytes = std::fs::read(&file).unwrap();
    (manifest, packed, bytes)
});

fn verified(bytes: &[u8]) -> Result<Manifest> {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(bytes).unwrap();
    verify(file.path())
}

/// Every row the restore would send to the database, or its error.
fn rows_sent(bytes: &[u8]) -> Result<Vec<(&'static str, Map<String, Value>)>> {
    let mut file = tempfile::NamedTempFile::new().unwrap();
    file.write_all(bytes).unwrap();
    let (sender, mut receiver) = mpsc::channel::<Result<RowBatch>>(4);
    let drain = std::thread::spawn(move || {
        let mut rows = Vec::new();
        while let Some(Ok(batch)) = receiver.blocking_recv() {
            rows.extend(batch.rows.into_iter().map(|row| (batch.table.name, row)));
        }
        rows
    });
    let result = stream_rows(file.path(), &sender, |_| {});
    drop(sender);
    let rows = drain.join().unwrap();
    result.map(|()| rows)
}

/// A change to a true manifest's entries; most make it lie.
#[derive(Clone, Debug)]
enum Lie {
    Size(usize, u64),
    Checksum(usize, u8),
    Path(usize, &'static str),
    Swap(usize, usize),
    Drop(usize),
    Extra(&'static str, u64),
    Rows(usize, u64),
    Version(u32),
}

fn lie() -> impl Strategy<Value = Lie> {
    let path = prop::sample::select(vec![
        "tables/articles.ndjson",
        "tables/tags.ndjson",
        "media/uploads/ab12/480.webp",
        "manifest.json",
        "tables/unknown.ndjson",
        "media/",
        "",
    ]);
    prop_oneof![
        (0..4usize, prop_oneof![Just(0u64), Just(u64::MAX), 0..100_000u64]).prop_map(|(i, n)| Lie::Size(i, n)),
        (0..4usize, any::<u8>()).prop_map(|(i, b)| Lie::Checksum(i, b)),
        (0..4usize, path.clone()).prop_map(|(i, p)| Lie::Path(i, p)),
        (0..4usize, 0..4usize).prop_map(|(i, j)| Lie::Swap(i, j)),
        (0..4usize).prop_map(Lie::Drop),
        (path, 0..1000u64).prop_map(|(p, n)| Lie::Extra(p, n)),
        (0..3usize, prop_oneof![Just(0u64), Just(u64::MAX), 0..100u64]).prop_map(|(i, n)| Lie::Rows(i, n)),
        prop_oneof![Just(0u32), Just(2u32), any::<u32>()].prop_map(Lie::Version),
    ]
}

fn tell(manifest: &mut Manifest, lie: &Lie) {
    let count = manifest.entries.len();
    match *lie {
        Lie::Size(i, n) if i < count => manifest.entries[i].bytes = n,
        Lie::Checksum(i, b) if i < count => manifest.entries[i].sha256.replace_range(..2, &format!("{b:02x}")),
        Lie::Path(i, p) if i < count => manifest.entries[i].path = p.to_owned(),
        Lie::Swap(i, j) if i < count && j < count => manifest.entries.swap(i, j),
        Lie::Drop(i) if i < count => {
            manifest.entries.remove(i);
        }
        Lie::Extra(p, n) => manifest.entries.push(Entry {
            path: p.to_owned(),
            bytes: n,
            sha256: "0".repeat(64),
        }),
        Lie::Rows(i, n) if i < manifest.tables.len() => manifest.tables[i].rows = n,
        Lie::Version(v) => manifest.format_version = v,
        _ => {}
    }
}

/// Lines of a table as a crafted archive may hold them: rows made of the columns the restore
/// checks with hostile values, and text that is not JSON or not a row.
fn line() -> impl Strategy<Value = String> {
    let key = prop::sample::select(vec!["id", "content", "title", "backup_data", "download_url", "status"]);
    let value = prop_oneof![
        any::<i64>().prop_map(Value::from),
        Just(Value::Null),
        Just(Value::from("<script>alert(1)</script><p onclick=x>ok</p>")),
        Just(Value::from("<p>fine</p>")),
        Just(Value::from("https://evil.example/x")),
        Just(Value::from(download_url(1))),
        Just(serde_json::json!({ "file": { "name": "../../etc/passwd" } })),
        Just(serde_json::json!({ "file": { "name": "backup-1-standard-20261127T100000Z.tar.zst" } })),
        Just(serde_json::json!({ "file": 7 })),
    ];
    let row = prop::collection::btree_map(key, value, 0..6)
        .prop_map(|columns| Value::Object(columns.into_iter().map(|(k, v)| (k.to_owned(), v)).collect()).to_string());
    let piece = prop::sample::select(vec![
        "{",
        "}",
        "[",
        "]",
        ",",
        ":",
        "\"id\":",
        "1",
        "-1e999",
        "18446744073709551616",
        "null",
        "\"\\ud800\"",
        "\\",
        " ",
    ]);
    let text = prop::collection::vec(prop_oneof![piece.prop_map(str::to_owned), "[^\n]{0,8}"], 0..14)
        .prop_map(|pieces| pieces.concat());
    prop_oneof![3 => row, 1 => text]
}

proptest! {
    #[test]
    fn a_backup_cut_short_is_refused(cut in 0.0..1.0f64) {
        let (manifest, _, bytes) = &*WHOLE;
        let cut = (cut * bytes.len() as f64) as usize;
        if let Ok(read) = verified(&bytes[..cut]) {
            prop_assert_eq!(&read, manifest);
        }
    }

    #[test]
    fn a_backup_with_changed_bytes_is_refused(changes in prop::collection::vec((0.0..1.0f64, 1..=255u8), 1..4)) {
        let (manifest, _, bytes) = &*WHOLE;
        let mut damaged = bytes.clone();
        for (at, flip) in changes {
            let at = (at * damaged.len() as f64) as usize;
            damaged[at] ^= flip;
        }
        if let Ok(read) = verified(&damaged) {
            prop_assert_eq!(&read, manifest);
        }
        let _ = rows_sent(&damaged);
    }

    #[test]
    fn a_manifest_that_lies_is_refused(lies in prop::collection::vec(lie(), 1..4)) {
        let (truth, packed, _) = &*WHOLE;
        let mut manifest = truth.clone();
        for lie in &lies {
            tell(&mut manifest, lie);
        }
        let bytes = archive(&manifest, packed);
        match verified(&bytes) {
            Ok(read) => {
                prop_assert_eq!(&read.entries, &truth.entries);
                prop_assert_eq!(&read.tables, &truth.tables);
                prop_assert_eq!(read.format_version, FORMAT_VERSION);
            }
            Err(err) => prop_assert!(matches!(err, Error::Backup(_)), "{err:?}"),
        }
    }

    #[test]
    fn crafted_rows_are_refused_or_made_safe(
        articles in prop::collection::vec(line(), 0..6),
        history in prop::collection::vec(line(), 0..3),
        unknown in prop::collection::vec(line(), 0..2),
    ) {
        let mut tables = vec![("articles", articles), ("backup_history", history)];
        if !unknown.is_empty() {
            tables.push(("not_a_table", unknown));
        }
        let (manifest, packed) = contents(&tables, &[]);
        let bytes = archive(&manifest, &packed);
        prop_assert!(verified(&bytes).is_ok());
        if let Ok(rows) = rows_sent(&bytes) {
            prop_assert_eq!(rows.len() as u64, manifest.tables.iter().map(|t| t.rows).sum::<u64>());
            for (table, row) in rows {
                match table {
                    "articles" => {
                        let content = row.get("content").and_then(Value::as_str).unwrap_or_default();
                        prop_assert!(!content.contains("<script"), "{content}");
                    }
                    _ => {
                        if let Some(name) = row.get("backup_data").and_then(|data| data["file"]["name"].as_str()) {
                            prop_assert!(check_file_name(name).is_ok(), "{name}");
                        }
                        let id = row.get("id").and_then(Value::as_i64).unwrap_or_default();
                        let url = row.get("download_url").unwrap_or(&Value::Null);
                        prop_assert!(url.is_null() || *url == Value::String(download_url(id)), "{url}");
                    }
                }
            }
        }
    }
}

#[test]
fn a_row_past_the_limit_is_refused() {
    let long = "x".repeat(MAX_LINE_BYTES as usize + 1);
    let (manifest, packed) = contents(&[("articles", vec![long])], &[]);
    let err = verified(&archive(&manifest, &packed)).unwrap_err();
    assert!(err.to_string().contains("longer than 16 MiB"), "{err}");
}

#[test]
fn a_manifest_past_its_limit_is_refused() {
    let (manifest, _) = contents(&[], &[]);
    let mut text = serde_json::to_vec(&manifest).unwrap();
    text.splice(1..1, std::iter::repeat_n(b' ', 17 * 1024 * 1024));
    let err = verified(&pack(&[("manifest.json".into(), text)])).unwrap_err();
    assert!(err.to_string().contains("damaged or is not a backup"), "{err}");
}

#[test]
fn a_frame_asking_for_a_huge_window_is_refused() {
    let (_, _, whole) = &*WHOLE;
    let tar = zstd::decode_all(whole.as_slice()).unwrap();
    let mut encoder = zstd::Encoder::new(Vec::new(), 1).unwrap();
    encoder.window_log(28).unwrap();
    encoder.write_all(&tar).unwrap();
    let err = verified(&encoder.finish().unwrap()).unwrap_err();
    assert!(err.to_string().contains("damaged or is not a backup"), "{err}");
}
