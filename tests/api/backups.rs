//! Backups: made, verified and restored on both backends and across them, refused when
//! damaged, pruned when expired, with enhanced backups holding media, site and a redacted
//! configuration.

use std::io::Write as _;
use std::sync::Arc;

use news_core::Store;
use news_core::auth::Actor;
use news_core::backup::archive::{Hashing, read_archive};
use news_core::backup::tables::Table;
use news_core::backup::{BackupKind, Backups, Manifest, OnProgress};
use news_core::backup::{BackupStatus, RestoreRun, RestoreStatus};
use news_core::store::{AuditFilter, Page, RowSink};
use rstest::rstest;
use serde_json::{Map, Value};

use crate::helpers::{
    Backend, TestApp, draft, no_progress, open_store, s3_config, s3_prefix, scratch_media, spawn_app_with, unique_email,
};

/// Every row of every table, as text: two databases holding the same data dump the same.
pub async fn dump(store: &Store) -> Vec<String> {
    struct Lines(Vec<String>);
    impl RowSink for Lines {
        fn table(&mut self, table: &'static Table) -> news_core::Result<()> {
            self.0.push(format!("# {}", table.name));
            Ok(())
        }
        fn row(&mut self, row: &Map<String, Value>) -> news_core::Result<()> {
            self.0.push(Value::Object(row.clone()).to_string());
            Ok(())
        }
    }
    let mut lines = Lines(Vec::new());
    store.dump_tables(&mut lines).await.unwrap();
    lines.0
}

/// A dump as two databases holding the same content dump it: without backup_history rows (a
/// backup's own row is in progress in its snapshot and completed afterwards), without when
/// sessions were revoked (a restore ends them all), and without the search log entry a restore
/// adds to say that every article changed.
fn comparable(lines: Vec<String>) -> Vec<String> {
    lines
        .into_iter()
        .filter(|line| !line.contains("\"backup_type\"") && !line.starts_with("{\"article_id\":0,"))
        .map(|line| match serde_json::from_str::<Map<String, Value>>(&line) {
            Ok(mut row) if row.contains_key("family_id") => {
                row.remove("revoked_at");
                Value::Object(row).to_string()
            }
            _ => line,
        })
        .collect()
}

fn quiet() -> OnProgress {
    Arc::new(|_| {})
}

fn operator() -> Actor {
    Actor::operator("test")
}

/// A site with articles, accounts, an admin, an API key and audit entries.
async fn busy_site(backend: Backend) -> TestApp {
    let app = spawn_app_with(
        backend,
        &[draft(1, "One", "en"), draft(2, "Doi", "ro"), draft(3, "Three", "en")],
    )
    .await;
    let admin = app.admin_token(&unique_email("backup-admin")).await;
    let (status, _) = app
        .post(
            "/api/v1/admin/api-keys",
            Some(&admin),
            serde_json::json!({ "name": "importer", "scope": "content:write" }),
        )
        .await;
    assert_eq!(status, 201);
    app.reader_token(&unique_email("backup-reader")).await;
    // Every table with a row: a built site, and a sign-in code half tried.
    app.store.record_site_build(1, chrono::Utc::now()).await.unwrap();
    crate::helpers::execute_sql(
        &app,
        "insert into sign_in_codes (email, code_hash, language, attempts, created_at, expires_at) \
         values ('code@example.org', 'x', 'en', 2, '2026-01-01T00:00:00Z', '2026-01-01T00:10:00Z')",
    )
    .await;
    app
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_backup_restores_every_table_into_a_fresh_database(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    assert_eq!(record.status, BackupStatus::Completed);
    assert_eq!(record.backup_data.as_ref().unwrap()["summary"]["total_articles"], 3);
    assert!(record.file_size_mb.unwrap() > 0.0);
    assert_eq!(
        record.download_url.as_deref(),
        Some(&*format!("/api/v1/admin/backups/{}/download", record.id))
    );
    let before = dump(&app.store).await;

    let file = backups.local_copy(record.id).await.unwrap();
    let manifest = news_core::backup::verify(&file.path).unwrap();
    assert_eq!(manifest.rows_of("articles"), 3);
    assert_eq!(manifest.rows_of("users"), 2);

    let (target, _dir, _db) = open_store(backend).await;
    let (_, restored) = news_core::backup::restore(&target, &file.path, false, &scratch_media(), no_progress())
        .await
        .unwrap();
    assert!(restored.rows > 10);
    assert_eq!(comparable(dump(&target).await), comparable(before));
    assert_eq!(
        target.count_articles().await.unwrap(),
        3,
        "the totals are restored with the articles"
    );
    let next = target
        .create_article(draft(0, "After restore", "en"), None)
        .await
        .unwrap();
    assert_eq!(next.summary.id, 4, "ids continue after the restored ones");
}

#[tokio::test]
async fn a_backup_made_on_sqlite_restores_into_postgres_and_back() {
    let app = busy_site(Backend::Sqlite).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let first = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let source = dump(&app.store).await;
    let file = backups.local_copy(first.id).await.unwrap();

    let (postgres, pg_dir, _pg) = open_store(Backend::Postgres).await;
    news_core::backup::restore(&postgres, &file.path, false, &scratch_media(), no_progress())
        .await
        .unwrap();
    let on_postgres = dump(&postgres).await;
    assert_eq!(comparable(on_postgres), comparable(source));

    let pg_config = news_core::Config {
        data_dir: pg_dir.path().to_path_buf(),
        ..Default::default()
    };
    let pg_backups = Backups::from_config(&pg_config, postgres.clone()).unwrap();
    let second = pg_backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let back_file = pg_backups.local_copy(second.id).await.unwrap();
    let (sqlite, _dir, _db) = open_store(Backend::Sqlite).await;
    news_core::backup::restore(&sqlite, &back_file.path, false, &scratch_media(), no_progress())
        .await
        .unwrap();
    assert_eq!(
        comparable(dump(&sqlite).await),
        comparable(dump(&postgres).await),
        "every table equal after the round trip"
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_damaged_backup_is_refused_and_nothing_is_written(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let file = backups.local_copy(record.id).await.unwrap();
    let mut bytes = std::fs::read(&file.path).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x5a;
    let damaged = app.config.data_dir.join("damaged.tar.zst");
    std::fs::write(&damaged, &bytes).unwrap();
    let truncated = app.config.data_dir.join("truncated.tar.zst");
    std::fs::write(&truncated, &bytes[..middle]).unwrap();

    for broken in [&damaged, &truncated] {
        let err = news_core::backup::verify(broken).unwrap_err().to_string();
        assert!(err.contains("damaged"), "{err}");
        assert_restore_refused(backend, broken, "damaged").await;
    }
}

/// Restores `file` with `--force` over a database with content: the restore must fail with an
/// error containing `expected` and leave the database as it was.
async fn assert_restore_refused(backend: Backend, file: &std::path::Path, expected: &str) {
    let (target, _dir, _db) = open_store(backend).await;
    target.create_article(draft(0, "Keep me", "en"), None).await.unwrap();
    let before = dump(&target).await;
    let err = news_core::backup::restore(&target, file, true, &scratch_media(), no_progress())
        .await
        .unwrap_err()
        .to_string();
    assert!(err.contains(expected), "{}: {err}", file.display());
    assert_eq!(dump(&target).await, before, "nothing written");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn restore_refuses_a_database_with_content_unless_forced(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let file = backups.local_copy(record.id).await.unwrap();
    let (target, _dir, _db) = open_store(backend).await;
    target
        .create_article(draft(0, "Already here", "en"), None)
        .await
        .unwrap();
    let err = news_core::backup::restore(&target, &file.path, false, &scratch_media(), no_progress())
        .await
        .unwrap_err()
        .to_string();
    assert!(err.contains("not empty") && err.contains("--force"), "{err}");
    news_core::backup::restore(&target, &file.path, true, &scratch_media(), no_progress())
        .await
        .unwrap();
    let (articles, total) = target
        .list_articles(&Default::default(), Default::default())
        .await
        .unwrap();
    let titles: Vec<String> = articles.into_iter().map(|a| a.title).collect();
    assert_eq!(titles, ["Three", "Doi", "One"]);
    assert_eq!(total, 3, "the totals count what was restored, not what was there");
}

#[tokio::test]
async fn an_enhanced_backup_holds_media_site_and_a_redacted_configuration() {
    let app = busy_site(Backend::Sqlite).await;
    std::fs::create_dir_all(app.config.media_dir().join("uploads")).unwrap();
    std::fs::write(app.config.media_dir().join("uploads/photo.jpg"), b"jpeg bytes").unwrap();
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Enhanced, &operator(), quiet())
        .await
        .unwrap();
    assert_eq!(record.backup_type, BackupKind::Enhanced);
    let data = record.backup_data.as_ref().unwrap();
    assert_eq!(data["full_backup"], true);
    assert_eq!(
        data["summary"]["source_code_files"], 3,
        "two site files and the configuration"
    );
    let file = backups.local_copy(record.id).await.unwrap();
    let mut config = String::new();
    let manifest =
        news_core::backup::archive::read_archive(std::fs::File::open(&file.path).unwrap(), |_, entry, data| {
            if entry.path == "config/config.json" {
                data.read_to_string(&mut config).unwrap();
            }
            Ok(())
        })
        .unwrap();
    let paths: Vec<&str> = manifest.entries.iter().map(|e| e.path.as_str()).collect();
    assert!(paths.contains(&"media/uploads/photo.jpg"), "{paths:?}");
    assert!(paths.contains(&"site/en/index.html"), "{paths:?}");
    assert!(config.contains("\"smtp_url\": \"***\""), "{config}");
    assert!(
        !paths.iter().any(|p| p.contains("auth.key")),
        "the auth secret is never packed"
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn expired_backups_are_pruned_with_their_files(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let old = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let fresh = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let old_file = backups.local_copy(old.id).await.unwrap().path.clone();
    crate::helpers::execute_sql(
        &app,
        &format!(
            "update backup_history set expires_at = created_at where id = {}",
            old.id
        ),
    )
    .await;
    assert!(app.store.backup(old.id).await.unwrap().is_expired(chrono::Utc::now()));
    assert_eq!(backups.prune(&operator()).await.unwrap(), 1);
    assert!(!old_file.exists(), "the file went with the row");
    assert!(app.store.backup(old.id).await.is_err());
    assert_eq!(
        app.store.backup(fresh.id).await.unwrap().status,
        BackupStatus::Completed
    );
    let log = app
        .store
        .list_audit(&news_core::store::AuditFilter::action("backup"), Default::default())
        .await
        .unwrap();
    assert_eq!(log.iter().filter(|e| e.action == "backup.delete").count(), 1);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_backup_abandoned_by_a_dead_worker_is_made_by_another_or_failed_when_old(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let gone_quiet =
        |id: i64| format!("update backup_history set heartbeat_at = '2020-01-01T00:00:00Z' where id = {id}");
    // A worker killed mid-way leaves an in-progress row gone quiet and a partial file.
    let recent = backups.start(BackupKind::Standard, &operator()).await.unwrap();
    let old = backups.start(BackupKind::Standard, &operator()).await.unwrap();
    let leftover = |id: i64| {
        let path = app
            .config
            .backup_dir()
            .join(format!(".backup-{id}-comprehensive-x.tar.zst.partial"));
        std::fs::write(&path, b"half a backup").unwrap();
        path
    };
    let (recent_leftover, old_leftover) = (leftover(recent.id), leftover(old.id));
    crate::helpers::execute_sql(&app, &gone_quiet(recent.id)).await;
    crate::helpers::execute_sql(&app, &gone_quiet(old.id)).await;
    crate::helpers::execute_sql(
        &app,
        &format!(
            "update backup_history set created_at = '2020-01-01T00:00:00Z' where id = {}",
            old.id
        ),
    )
    .await;

    let abandoned = backups.recover_abandoned().await.unwrap();
    assert_eq!(abandoned.taken_over, [recent.id], "the recent one is queued again");
    assert_eq!(abandoned.failed, 1, "the old one is failed");
    let failed = app.store.backup(old.id).await.unwrap();
    assert_eq!(failed.status, BackupStatus::Failed);
    assert!(failed.error_message.unwrap().contains("worker stopped"));
    assert!(!old_leftover.exists());
    assert_eq!(
        backups.recover_abandoned().await.unwrap(),
        Default::default(),
        "a backup taken over is not taken over twice while its new worker beats"
    );
    // The job queued for it makes it; then its predecessor's file goes too.
    app.run_pending_jobs().await;
    assert_eq!(
        app.store.backup(recent.id).await.unwrap().status,
        BackupStatus::Completed
    );
    backups.recover_abandoned().await.unwrap();
    assert!(!recent_leftover.exists());
    // Running a job of the failed one now (a retry) does nothing to it.
    let again = backups.run(old.id, quiet(), true).await.unwrap();
    assert_eq!(again.status, BackupStatus::Failed);
}

/// A backup's manifest and the bytes of each entry.
fn unpack(path: &std::path::Path) -> (Manifest, Vec<Vec<u8>>) {
    let mut entries = Vec::new();
    let manifest = read_archive(std::fs::File::open(path).unwrap(), |_, _, data| {
        let mut bytes = Vec::new();
        data.read_to_end(&mut bytes).unwrap();
        entries.push(bytes);
        Ok(())
    })
    .unwrap();
    (manifest, entries)
}

/// Writes `manifest` and `entries` as a backup file, trusting the manifest as given: what
/// someone crafting a backup by hand can write.
fn pack(path: &std::path::Path, manifest: &Manifest, entries: &[Vec<u8>]) {
    let mut tar = tar::Builder::new(zstd::Encoder::new(std::fs::File::create(path).unwrap(), 3).unwrap());
    let manifest_json = serde_json::to_vec(manifest).unwrap();
    let mut append = |name: &str, data: &[u8]| {
        let mut header = tar::Header::new_gnu();
        header.set_size(data.len() as u64);
        header.set_mode(0o600);
        header.set_entry_type(tar::EntryType::Regular);
        tar.append_data(&mut header, name, data).unwrap();
    };
    append("manifest.json", &manifest_json);
    for (entry, data) in manifest.entries.iter().zip(entries) {
        append(&entry.path, data);
    }
    tar.into_inner().unwrap().finish().unwrap();
}

/// A well-formed backup file whose rows of `table` were changed by `edit`: sizes and checksums
/// in the manifest match the edited entries.
fn craft(source: &std::path::Path, target: &std::path::Path, table: &str, edit: impl Fn(&mut Map<String, Value>)) {
    let (mut manifest, mut entries) = unpack(source);
    let index = manifest
        .entries
        .iter()
        .position(|e| e.path == format!("tables/{table}.ndjson"))
        .unwrap();
    let mut rows = Vec::new();
    for line in entries[index].split(|b| *b == b'\n').filter(|l| !l.is_empty()) {
        let mut row: Map<String, Value> = serde_json::from_slice(line).unwrap();
        edit(&mut row);
        rows.extend(serde_json::to_vec(&row).unwrap());
        rows.push(b'\n');
    }
    let mut hashing = Hashing::new(std::io::sink());
    hashing.write_all(&rows).unwrap();
    let (_, bytes, sha256) = hashing.finish();
    manifest.entries[index].bytes = bytes;
    manifest.entries[index].sha256 = sha256;
    entries[index] = rows;
    pack(target, &manifest, &entries);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_crafted_backup_is_refused_and_nothing_is_written(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let source = backups.local_copy(record.id).await.unwrap().path.clone();
    let dir = &app.config.data_dir;

    let escaping = dir.join("escaping.tar.zst");
    craft(&source, &escaping, "backup_history", |row| {
        row.insert("backup_data".into(), serde_json::json!({ "file": { "name": "../x" } }));
    });
    let foreign_link = dir.join("link.tar.zst");
    craft(&source, &foreign_link, "backup_history", |row| {
        row.insert("download_url".into(), "javascript:alert(1)".into());
    });
    let long_line = dir.join("long.tar.zst");
    craft(&source, &long_line, "articles", |row| {
        row.insert("content".into(), "a".repeat(17 * 1024 * 1024).into());
    });
    let lying = dir.join("lying.tar.zst");
    let (mut manifest, entries) = unpack(&source);
    let articles = manifest
        .entries
        .iter_mut()
        .find(|e| e.path == "tables/articles.ndjson")
        .unwrap();
    articles.bytes = 10;
    pack(&lying, &manifest, &entries);

    for (file, expected) in [
        (&escaping, "not the name of a backup file"),
        (&foreign_link, "not one this product writes"),
        (&long_line, "longer than 16 MiB"),
        (&lying, "bytes where the manifest says 10"),
    ] {
        assert_restore_refused(backend, file, expected).await;
    }
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn restored_article_html_is_sanitised_again(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let source = backups.local_copy(record.id).await.unwrap().path.clone();
    let crafted = app.config.data_dir.join("script.tar.zst");
    craft(&source, &crafted, "articles", |row| {
        row.insert(
            "content".into(),
            "<p onclick=\"steal()\">Kept</p><script>steal()</script>".into(),
        );
    });
    let (target, _dir, _db) = open_store(backend).await;
    news_core::backup::restore(&target, &crafted, false, &scratch_media(), no_progress())
        .await
        .unwrap();
    let article = target.get_article(1, false).await.unwrap();
    assert_eq!(article.content, "<p>Kept</p>");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_restore_ends_every_session(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let session = app.sign_up(&unique_email("signed-in"), "reader password 1").await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let file = backups.local_copy(record.id).await.unwrap();
    let (_, restored) = news_core::backup::restore(&app.store, &file.path, true, &scratch_media(), no_progress())
        .await
        .unwrap();
    assert_eq!(restored.sessions_ended, 3, "the admin's, the reader's and this one");
    let (status, body) = app
        .post(
            "/api/v1/auth/token?grant_type=refresh_token",
            None,
            serde_json::json!({ "refresh_token": session["refresh_token"] }),
        )
        .await;
    assert_eq!(status, 401, "{body}");
}

/// The live schema's tables and their columns, sorted, as the database reports them; the job
/// queue's tables (apalis's, in the `apalis` schema on PostgreSQL) are not site content, and
/// the restores' own record must outlive a restore.
async fn live_schema(app: &TestApp) -> Vec<(String, Vec<String>)> {
    let url = app.database_url.expose();
    let mut columns: Vec<(String, String)> = if url.starts_with("postgres") {
        let pool = sqlx::PgPool::connect(url).await.unwrap();
        let rows = sqlx::query_as(
            "select table_name::text, column_name::text from information_schema.columns \
             where table_schema = 'public' and table_name not in ('_sqlx_migrations', 'restore_runs', 'automation_runs', 'ai_runs', 'leases', 'site_releases', 'article_totals')",
        )
        .fetch_all(&pool)
        .await
        .unwrap();
        pool.close().await;
        rows
    } else {
        let pool = sqlx::SqlitePool::connect(url).await.unwrap();
        let rows = sqlx::query_as(
            "select m.name, p.name from sqlite_master m join pragma_table_info(m.name) p \
             where m.type = 'table' and m.name not like 'sqlite_%' \
             and m.name not in ('_sqlx_migrations', 'Jobs', 'Workers', 'restore_runs', 'automation_runs', 'ai_runs', 'leases', 'site_releases', 'article_totals')",
        )
        .fetch_all(&pool)
        .await
        .unwrap();
        pool.close().await;
        rows
    };
    columns.sort();
    let mut tables: Vec<(String, Vec<String>)> = Vec::new();
    for (table, column) in columns {
        match tables.last_mut() {
            Some((name, list)) if *name == table => list.push(column),
            _ => tables.push((table, vec![column])),
        }
    }
    tables
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn backups_cover_every_table_and_column_of_the_schema(#[case] backend: Backend) {
    let app = spawn_app_with(backend, &[]).await;
    let mut covered: Vec<(String, Vec<String>)> = news_core::backup::tables::TABLES
        .iter()
        .map(|table| {
            let mut columns: Vec<String> = table.columns.iter().map(|(c, _)| c.to_string()).collect();
            columns.sort();
            (table.name.to_string(), columns)
        })
        .collect();
    covered.sort();
    assert_eq!(covered, live_schema(&app).await);
}

/// Runs the job worker beside `app` until the returned sender is dropped or sent to.
fn start_worker(app: &TestApp) -> tokio::sync::watch::Sender<bool> {
    let (stop, mut stopped) = tokio::sync::watch::channel(false);
    let environment = news_worker::Environment::from_config(&app.config, app.store.clone()).unwrap();
    let worker = news_worker::Worker::new(environment).poll_every(std::time::Duration::from_millis(50));
    tokio::spawn(worker.run(async move {
        let _ = stopped.wait_for(|s| *s).await;
    }));
    stop
}

async fn wait_until_done(app: &TestApp, token: &str, id: i64) -> Value {
    for _ in 0..100 {
        let (status, list) = app.get_as("/api/v1/admin/backups", token).await;
        assert_eq!(status, 200);
        let row = list["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|b| b["id"] == id)
            .unwrap()
            .clone();
        if row["status"] != "in_progress" {
            return row;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    panic!("backup {id} did not finish within 20 s");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn the_admin_api_queues_lists_downloads_and_deletes_backups(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let _worker = start_worker(&app);
    let admin = app.admin_token(&unique_email("backup-api")).await;
    // An idle worker that has already found the queue empty must still notice a new job
    // within a poll interval, not at its next heartbeat (30 s; `wait_until_done` allows 20).
    tokio::time::sleep(std::time::Duration::from_secs(2)).await;
    let (status, created) = app
        .post(
            "/api/v1/admin/backups",
            Some(&admin),
            serde_json::json!({ "backup_type": "enhanced_comprehensive" }),
        )
        .await;
    assert_eq!(status, 202, "{created}");
    assert_eq!(created["success"], true);
    assert_eq!(created["backup"]["status"], "in_progress", "the answer comes at once");
    let id = created["backup_id"].as_i64().unwrap();
    let done = wait_until_done(&app, &admin, id).await;
    assert_eq!(done["status"], "completed", "{done}");
    assert_eq!(done["backup_data"]["summary"]["total_articles"], 3);
    assert_eq!(done["backup_data"]["full_backup"], true);

    let (_, list) = app.get_as("/api/v1/admin/backups", &admin).await;
    assert_eq!(list["count"], 1);
    let (_, completed) = app.get_as("/api/v1/admin/backups/completed", &admin).await;
    assert_eq!(completed["items"][0]["id"], id);

    let response = app
        .client
        .get(format!("{}/api/v1/admin/backups/{id}/download", app.address))
        .bearer_auth(&admin)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "application/zstd");
    let bytes = response.bytes().await.unwrap();
    let saved = app.config.data_dir.join("downloaded.tar.zst");
    std::fs::write(&saved, &bytes).unwrap();
    assert_eq!(news_core::backup::verify(&saved).unwrap().rows_of("articles"), 3);

    let (status, jobs) = app.get_as("/api/v1/admin/jobs", &admin).await;
    assert_eq!(status, 200);
    assert_eq!(jobs["items"][0]["status"], "Done", "{jobs}");
    let (_, failed) = app.get_as("/api/v1/admin/jobs?failed=true", &admin).await;
    assert_eq!(failed["items"].as_array().unwrap().len(), 0);

    crate::helpers::execute_sql(
        &app,
        &format!("update backup_history set expires_at = created_at where id = {id}"),
    )
    .await;
    let (status, error) = app
        .get_as(&format!("/api/v1/admin/backups/{id}/download"), &admin)
        .await;
    assert_eq!(status, 410, "{error}");
    assert!(
        error["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("Download Not Available")
    );

    let (status, _, _) = app
        .call(
            reqwest::Method::DELETE,
            &format!("/api/v1/admin/backups/{id}"),
            Some(&admin),
            None,
        )
        .await;
    assert_eq!(status, 204);
    let (status, _) = app
        .get_as(&format!("/api/v1/admin/backups/{id}/download"), &admin)
        .await;
    assert_eq!(status, 404);
    assert_eq!(app.get_as("/api/v1/admin/backups", &admin).await.1["count"], 0);
}

/// A break-glass token valid for `minutes` (negative: already expired), as
/// `newsctl backup emergency-token` makes them.
async fn break_glass_token(app: &TestApp, minutes: i64) -> String {
    let token = news_core::auth::new_opaque_token();
    app.store
        .create_break_glass_token(
            &app.state.accounts.keys().hash_token(&token),
            chrono::Utc::now() + chrono::Duration::minutes(minutes),
            &operator(),
        )
        .await
        .unwrap();
    token
}

/// `GET path` with the token in the `X-Break-Glass-Token` header: the status and the body.
async fn get_with_token(app: &TestApp, path: &str, token: &str) -> (u16, Vec<u8>) {
    let response = app
        .client
        .get(format!("{}{path}", app.address))
        .header("X-Break-Glass-Token", token)
        .send()
        .await
        .unwrap();
    (response.status().as_u16(), response.bytes().await.unwrap().to_vec())
}

/// `POST path` with the token as the form field `token`, as a plain HTML form sends it.
async fn post_form_token(app: &TestApp, path: &str, token: &str) -> (u16, Vec<u8>) {
    let response = app
        .client
        .post(format!("{}{path}", app.address))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(format!("token={token}"))
        .send()
        .await
        .unwrap();
    (response.status().as_u16(), response.bytes().await.unwrap().to_vec())
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_break_glass_token_lists_and_downloads_once_and_expires(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let token = break_glass_token(&app, 15).await;

    assert_eq!(
        app.get("/api/v1/emergency/backups").await.0,
        401,
        "never open without a token"
    );
    assert_eq!(get_with_token(&app, "/api/v1/emergency/backups", "wrong").await.0, 401);
    let (status, list) = get_with_token(&app, "/api/v1/emergency/backups", &token).await;
    assert_eq!(status, 200);
    let list: Value = serde_json::from_slice(&list).unwrap();
    assert_eq!(list["items"][0]["id"], record.id);
    let download = format!("/api/v1/emergency/backups/{}/download", record.id);
    let (status, bytes) = get_with_token(&app, &download, &token).await;
    assert_eq!(status, 200);
    assert!(!bytes.is_empty());
    assert_eq!(
        get_with_token(&app, &download, &token).await.0,
        401,
        "a token downloads once"
    );

    let expired = break_glass_token(&app, -1).await;
    assert_eq!(get_with_token(&app, "/api/v1/emergency/backups", &expired).await.0, 401);
    // An admin's session works without a token.
    let admin = app.admin_token(&unique_email("glass-admin")).await;
    assert_eq!(app.get_as("/api/v1/emergency/backups", &admin).await.0, 200);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_break_glass_token_in_the_url_is_refused_and_says_where_it_goes(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let token = break_glass_token(&app, 15).await;
    let download = format!("/api/v1/emergency/backups/{}/download", record.id);
    for path in ["/api/v1/emergency/backups", &download] {
        let (status, error) = app.get(&format!("{path}?token={token}")).await;
        assert_eq!(status, 400, "{error}");
        let message = error["error"]["message"].as_str().unwrap();
        assert!(
            message.contains("X-Break-Glass-Token") && message.contains("URL"),
            "{message}"
        );
        let (status, _) = app
            .post(
                &format!("{path}?token={token}"),
                None,
                serde_json::json!({ "token": token }),
            )
            .await;
        assert_eq!(status, 400, "refused on POST too");
    }
    assert_eq!(
        get_with_token(&app, &download, &token).await.0,
        200,
        "the refused tries did not use it"
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_break_glass_token_can_be_posted_as_json_or_as_a_form(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let token = break_glass_token(&app, 15).await;
    let (status, list) = app
        .post("/api/v1/emergency/backups", None, serde_json::json!({ "token": token }))
        .await;
    assert_eq!(status, 200, "{list}");
    assert_eq!(list["items"][0]["id"], record.id);
    let (status, _) = post_form_token(&app, "/api/v1/emergency/backups", &token).await;
    assert_eq!(status, 200);

    let download = format!("/api/v1/emergency/backups/{}/download", record.id);
    let (status, bytes) = post_form_token(&app, &download, &token).await;
    assert_eq!(status, 200);
    let saved = app.config.data_dir.join("posted.tar.zst");
    std::fs::write(&saved, &bytes).unwrap();
    assert_eq!(news_core::backup::verify(&saved).unwrap().rows_of("articles"), 3);
    let (status, _) = app.post(&download, None, serde_json::json!({ "token": token })).await;
    assert_eq!(status, 401, "used up by the form's download");

    let other = break_glass_token(&app, 15).await;
    let (status, bytes) = app.post(&download, None, serde_json::json!({ "token": other })).await;
    assert_eq!(status, 200, "{bytes}");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn a_download_that_cannot_happen_leaves_the_break_glass_token_usable(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let completed = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let running = backups.start(BackupKind::Standard, &operator()).await.unwrap();
    let token = break_glass_token(&app, 15).await;
    let path = |id: i64| format!("/api/v1/emergency/backups/{id}/download");
    assert_eq!(get_with_token(&app, &path(999_999), &token).await.0, 404);
    assert_eq!(get_with_token(&app, &path(running.id), &token).await.0, 409);
    crate::helpers::execute_sql(
        &app,
        &format!(
            "update backup_history set expires_at = created_at where id = {}",
            completed.id
        ),
    )
    .await;
    assert_eq!(get_with_token(&app, &path(completed.id), &token).await.0, 410);
    crate::helpers::execute_sql(
        &app,
        &format!(
            "update backup_history set expires_at = null where id = {}",
            completed.id
        ),
    )
    .await;
    assert_eq!(
        get_with_token(&app, &path(completed.id), &token).await.0,
        200,
        "the token survived the downloads that could not happen"
    );
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn every_backup_download_is_audited_with_who_and_from_where(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let email = unique_email("audited-admin");
    let admin = app.admin_token(&email).await;
    let download = format!("/api/v1/admin/backups/{}/download", record.id);
    assert_eq!(app.get_as(&download, &admin).await.0, 200);
    let token = break_glass_token(&app, 15).await;
    let emergency = format!("/api/v1/emergency/backups/{}/download", record.id);
    assert_eq!(get_with_token(&app, &emergency, &token).await.0, 200);

    let log = app
        .store
        .list_audit(
            &news_core::store::AuditFilter::action("backup.download"),
            Default::default(),
        )
        .await
        .unwrap();
    let who: Vec<(&str, &str, &str, Option<&str>)> = log
        .iter()
        .map(|e| {
            (
                e.actor_type.as_str(),
                e.actor_label.as_str(),
                e.target.as_str(),
                e.ip_address.as_deref(),
            )
        })
        .collect();
    let target = format!("backup {}", record.id);
    assert_eq!(
        who,
        [
            ("operator", "break-glass", target.as_str(), Some("127.0.0.1")),
            ("user", email.as_str(), target.as_str(), Some("127.0.0.1")),
        ]
    );
}

#[tokio::test]
async fn backups_go_to_s3_in_parts_and_come_back() {
    let app = crate::helpers::spawn_configured(Backend::Sqlite, |config| s3_config(config, &s3_prefix())).await;
    // Incompressible media larger than one upload part, so the upload is multipart.
    std::fs::create_dir_all(app.config.media_dir()).unwrap();
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let noise: Vec<u8> = (0..20 * 1024 * 1024)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect();
    std::fs::write(app.config.media_dir().join("video.bin"), &noise).unwrap();
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Enhanced, &operator(), quiet())
        .await
        .unwrap();
    let data = record.backup_data.as_ref().unwrap();
    assert!(
        data["file"]["storage"].as_str().unwrap().starts_with("s3://backups/"),
        "{data}"
    );
    assert!(data["file"]["bytes"].as_u64().unwrap() > 16 * 1024 * 1024);
    let local: Vec<_> = std::fs::read_dir(app.config.backup_dir()).unwrap().flatten().collect();
    assert!(local.is_empty(), "nothing kept locally: {local:?}");

    let copy = backups.local_copy(record.id).await.unwrap();
    let manifest = news_core::backup::verify(&copy.path).unwrap();
    assert!(manifest.entries.iter().any(|e| e.path == "media/video.bin"));
    drop(copy);

    let admin = app.admin_token(&unique_email("s3-admin")).await;
    let response = app
        .client
        .get(format!("{}/api/v1/admin/backups/{}/download", app.address, record.id))
        .bearer_auth(&admin)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(
        response.bytes().await.unwrap().len() as u64,
        data["file"]["bytes"].as_u64().unwrap()
    );

    backups.delete(record.id, &operator()).await.unwrap();
    let err = backups
        .storage()
        .open(&Backups::file_name(&record).unwrap())
        .await
        .err()
        .unwrap();
    assert!(matches!(err, news_core::Error::NotFound(_)), "{err}");
}

/// With the site in the bucket, an enhanced backup holds the current release whichever node
/// makes it: one with an empty site directory and one still serving an older build (from the
/// bucket), and the one that published it (from its own copy: the bucket's objects are gone by
/// then).
#[tokio::test]
async fn an_enhanced_backup_holds_the_current_site_release_on_any_node() {
    let (store, dir, _db) = open_store(Backend::Sqlite).await;
    let mut config = crate::helpers::test_config(dir.path());
    s3_config(&mut config, &s3_prefix());
    let build = dir.path().join("builds/edition-2");
    let release = [
        ("index.html", "<h1>Edition 2</h1>"),
        ("en/index.html", "<h1>News</h1>"),
        ("ro/index.html", "<h1>News</h1>"),
        ("assets/site.css", "body { margin: 0 }"),
    ];
    for (path, text) in release {
        std::fs::create_dir_all(build.join(path).parent().unwrap()).unwrap();
        std::fs::write(build.join(path), text).unwrap();
    }
    let publisher = dir.path().join("publisher/site");
    std::fs::create_dir_all(publisher.parent().unwrap()).unwrap();
    std::os::unix::fs::symlink(&build, &publisher).unwrap();
    config.site_dir = publisher.clone();
    let releases = news_core::site::SiteReleases::from_config(&config).unwrap().unwrap();
    releases.publish(&store, &releases.lock().await.unwrap()).await.unwrap();
    let stale = dir.path().join("stale/site");
    std::fs::create_dir_all(&stale).unwrap();
    std::fs::write(stale.join("index.html"), "<h1>Edition 1</h1>").unwrap();

    let bucket = news_core::s3::Bucket::from_config(&config, "site/").unwrap().unwrap();
    for site in [dir.path().join("empty/site"), stale, publisher.clone()] {
        if site == publisher {
            for object in bucket.list("objects/").await.unwrap() {
                bucket.delete(&object).await.unwrap();
            }
        }
        config.site_dir = site.clone();
        let backups = Backups::from_config(&config, store.clone()).unwrap();
        let record = backups
            .create_now(BackupKind::Enhanced, &operator(), quiet())
            .await
            .unwrap();
        let copy = backups.local_copy(record.id).await.unwrap();
        let mut packed = Vec::new();
        read_archive(std::fs::File::open(&copy.path).unwrap(), |_, entry, data| {
            if let Some(path) = entry.path.strip_prefix("site/") {
                let mut text = String::new();
                data.read_to_string(&mut text).unwrap();
                packed.push((path.to_string(), text));
            }
            Ok(())
        })
        .unwrap();
        packed.sort();
        let mut expected: Vec<(String, String)> = release.iter().map(|(p, t)| (p.to_string(), t.to_string())).collect();
        expected.sort();
        assert_eq!(packed, expected, "made with the site directory {}", site.display());
    }
}

#[tokio::test]
async fn several_workers_on_postgres_run_each_backup_job_once() {
    let app = busy_site(Backend::Postgres).await;
    let _first = start_worker(&app);
    let _second = start_worker(&app);
    let admin = app.admin_token(&unique_email("two-workers")).await;
    let mut ids = Vec::new();
    for _ in 0..4 {
        let (status, created) = app
            .post("/api/v1/admin/backups", Some(&admin), serde_json::json!({}))
            .await;
        assert_eq!(status, 202, "{created}");
        ids.push(created["backup_id"].as_i64().unwrap());
    }
    for id in &ids {
        assert_eq!(wait_until_done(&app, &admin, *id).await["status"], "completed");
    }
    // apalis marks a job done just after it returns, which is after its backup was recorded.
    let started = std::time::Instant::now();
    let jobs = loop {
        let jobs: Vec<_> = app
            .store
            .list_jobs(false, 20)
            .await
            .unwrap()
            .into_iter()
            .filter(|job| job.queue == "backups")
            .collect();
        if jobs.iter().all(|job| job.status == "Done") || started.elapsed() > std::time::Duration::from_secs(10) {
            break jobs;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    };
    assert_eq!(jobs.len(), 4);
    for job in jobs {
        assert_eq!((job.status.as_str(), job.attempts), ("Done", 1), "{job:?}");
    }
}

#[tokio::test]
async fn a_backup_job_that_keeps_failing_is_retried_then_failed_with_its_error_visible() {
    let app = crate::helpers::spawn_configured(Backend::Sqlite, |config| {
        s3_config(config, &s3_prefix());
        // Nothing listens there: every upload fails.
        config.s3.endpoint = Some("http://127.0.0.1:9".into());
    })
    .await;
    let _worker = start_worker(&app);
    let admin = app.admin_token(&unique_email("failing")).await;
    let (status, created) = app
        .post("/api/v1/admin/backups", Some(&admin), serde_json::json!({}))
        .await;
    assert_eq!(status, 202);
    let id = created["backup_id"].as_i64().unwrap();
    let started = std::time::Instant::now();
    let row = loop {
        let row = app.store.backup(id).await.unwrap();
        if row.status != BackupStatus::InProgress {
            break row;
        }
        assert!(started.elapsed().as_secs() < 90, "the job never gave up");
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
    };
    assert_eq!(row.status, BackupStatus::Failed);
    assert!(
        row.error_message.as_deref().unwrap().contains("S3 upload failed"),
        "{row:?}"
    );
    assert!(
        started.elapsed().as_secs() >= 5,
        "retried with back-off before giving up"
    );
    let (status, failed) = app.get_as("/api/v1/admin/jobs?failed=true", &admin).await;
    assert_eq!(status, 200);
    let job = &failed["items"][0];
    assert_eq!(
        (job["status"].as_str(), job["attempts"].as_i64()),
        (Some("Failed"), Some(3)),
        "{failed}"
    );
    assert!(job["error"].as_str().unwrap().contains("S3 upload failed"), "{job}");
    let leftovers: Vec<_> = std::fs::read_dir(app.config.backup_dir())
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn an_admin_verifies_and_restores_a_backup_from_the_api(#[case] backend: Backend) {
    let app = busy_site(backend).await;
    let admin = app.admin_token(&unique_email("restorer")).await;
    let backups = Backups::from_config(&app.config, app.store.clone()).unwrap();
    let record = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let path = |what: &str| format!("/api/v1/admin/backups/{}/{what}", record.id);
    let (status, check) = app.post(&path("verify"), Some(&admin), serde_json::json!({})).await;
    assert_eq!(status, 200, "{check}");
    assert_eq!(
        (check["ok"].as_bool(), check["kind"].as_str()),
        (Some(true), Some("comprehensive"))
    );
    let articles = check["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == "articles")
        .unwrap();
    assert_eq!(articles["rows"], 3);

    // A damaged archive is reported, not restored.
    let damaged = backups
        .create_now(BackupKind::Standard, &operator(), quiet())
        .await
        .unwrap();
    let file = backups.local_copy(damaged.id).await.unwrap();
    let mut bytes = std::fs::read(&file.path).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0xff;
    std::fs::write(&file.path, bytes).unwrap();
    let (status, check) = app
        .post(
            &format!("/api/v1/admin/backups/{}/verify", damaged.id),
            Some(&admin),
            serde_json::json!({}),
        )
        .await;
    assert_eq!(status, 200, "{check}");
    assert_eq!(check["ok"], false);
    assert!(check["problem"].as_str().unwrap().len() > 10, "{check}");

    let _worker = start_worker(&app);
    // The damaged archive's restore fails in the worker, reported on its run; nothing changes.
    let (status, run) = app
        .post(
            &format!("/api/v1/admin/backups/{}/restore", damaged.id),
            Some(&admin),
            serde_json::json!({ "confirm": "RESTORE" }),
        )
        .await;
    assert_eq!(status, 202, "{run}");
    let failed = wait_for_restore(&app, run["id"].as_i64().unwrap()).await;
    assert_eq!(failed.status, RestoreStatus::Failed, "{failed:?}");
    assert!(failed.error.as_deref().unwrap_or_default().len() > 10, "{failed:?}");
    assert_eq!(
        app.get_as("/api/v1/admin/backups", &admin).await.0,
        200,
        "sessions kept"
    );

    let later = app
        .create(draft(0, "Zanzibarian news written after the backup", "en"))
        .await;
    assert_eq!(
        search_total(&app, "zanzibarian", 1).await,
        1,
        "indexed before the restore"
    );
    let (status, refused) = app
        .post(&path("restore"), Some(&admin), serde_json::json!({ "confirm": "yes" }))
        .await;
    assert_eq!(status, 422, "{refused}");
    assert!(
        app.store.get_article(later.summary.id, false).await.is_ok(),
        "nothing restored unconfirmed"
    );
    let (status, run) = app
        .post(
            &path("restore"),
            Some(&admin),
            serde_json::json!({ "confirm": "RESTORE" }),
        )
        .await;
    assert_eq!(status, 202, "{run}");
    assert_eq!(run["status"], "queued", "the answer comes at once");
    let id = run["id"].as_i64().unwrap();
    let (status, seen) = app.get_as(&format!("/api/v1/admin/restores/{id}"), &admin).await;
    assert_eq!((status, seen["backup_id"].as_i64()), (200, Some(record.id)), "{seen}");
    let done = wait_for_restore(&app, id).await;
    assert_eq!(done.status, RestoreStatus::Completed, "{done:?}");
    assert!(done.rows_total > 10 && done.rows_done == done.rows_total, "{done:?}");
    assert!(done.sessions_ended.unwrap_or_default() >= 1, "{done:?}");
    assert!(app.store.get_article(later.summary.id, false).await.is_err());
    assert_eq!(
        app.get_as("/api/v1/admin/backups", &admin).await.0,
        401,
        "every session ended, this one too"
    );
    let audit = app
        .store
        .list_audit(&AuditFilter::default(), Page { limit: 50, offset: 0 })
        .await
        .unwrap();
    assert!(
        audit
            .iter()
            .any(|e| e.action == "backup.restore" && e.actor_label.contains("restorer")),
        "audited after the restore, by the admin who asked"
    );
    // The server's search index follows the restore by itself: the later article is gone.
    assert_eq!(search_total(&app, "zanzibarian", 0).await, 0);

    let admin = app.admin_token(&unique_email("after-restore")).await;
    let (status, runs) = app.get_as("/api/v1/admin/restores", &admin).await;
    assert_eq!(status, 200);
    assert_eq!(runs["items"][0]["status"], "completed", "{runs}");
    assert_eq!(runs["items"][1]["status"], "failed", "{runs}");
    let (status, _) = app.get_as("/api/v1/admin/restores/999", &admin).await;
    assert_eq!(status, 404);
}

/// The search hits for `q` once they are `expected`, or after 5 s.
async fn search_total(app: &TestApp, q: &str, expected: i64) -> i64 {
    let mut total = -1;
    for _ in 0..50 {
        total = app.get_ok(&format!("/api/v1/search?q={q}")).await["total"]
            .as_i64()
            .unwrap();
        if total == expected {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    total
}

/// The restore run `id` once the worker has finished it.
async fn wait_for_restore(app: &TestApp, id: i64) -> RestoreRun {
    for _ in 0..200 {
        let run = app.store.restore_run(id).await.unwrap();
        if run.status.is_finished() {
            return run;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("restore {id} did not finish within 20 s");
}
