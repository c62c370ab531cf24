//! Files holding secrets are readable by their owner only (security review, issue 8, finding
//! 10): the SQLite database and its journal, backups and their work files, mail written to
//! disk, and the directories they live in, including ones an earlier version made with looser
//! modes.

use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::sync::Arc;

use news_core::Config;
use news_core::auth::Actor;
use news_core::backup::{BackupKind, Backups};
use news_core::config::DatabaseUrl;
use news_core::mail::{Mail, Mailer};
use rstest::rstest;

use crate::helpers::{Backend, open_store};

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

/// Makes `path` (a directory) readable by everyone, as an older version or the umask left it.
fn loosen(path: &Path) {
    std::fs::create_dir_all(path).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

#[tokio::test]
async fn the_sqlite_database_and_its_journal_files_are_private() {
    let (_store, dir, _) = open_store(Backend::Sqlite).await;
    for name in ["news.db", "news.db-wal", "news.db-shm"] {
        assert_eq!(mode(&dir.path().join(name)), 0o600, "{name}");
    }
}

#[tokio::test]
async fn an_existing_database_readable_by_others_is_made_private() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("news.db");
    std::fs::write(&file, b"").unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    let url = DatabaseUrl::new(format!("sqlite://{}", file.display()));
    let _store = news_core::Store::open(&url).await.unwrap();
    assert_eq!(mode(&file), 0o600);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn backup_files_and_their_directories_are_private(#[case] backend: Backend) {
    let (store, dir, _db) = open_store(backend).await;
    let config = Config {
        data_dir: dir.path().to_path_buf(),
        ..Default::default()
    };
    loosen(&config.data_dir);
    loosen(&config.backup_dir());
    let backups = Backups::from_config(&config, store).unwrap();
    assert_eq!(mode(&config.data_dir), 0o700, "the data directory is tightened");
    assert_eq!(mode(&config.backup_dir()), 0o700, "the backups directory is tightened");
    let record = backups
        .create_now(BackupKind::Enhanced, &Actor::operator("test"), Arc::new(|_| {}))
        .await
        .unwrap();
    let file = backups.local_copy(record.id).await.unwrap();
    assert_eq!(mode(&file.path), 0o600);
}

#[tokio::test]
async fn mail_written_to_disk_is_private() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        data_dir: dir.path().to_path_buf(),
        ..Default::default()
    };
    loosen(&config.mail_dir());
    let mailer = Mailer::from_config(&config).unwrap();
    assert_eq!(mode(&config.mail_dir()), 0o700);
    mailer
        .send(Mail {
            to: "reader@example.com".into(),
            subject: "Reset your password".into(),
            body: "https://example.com/reset?token=secret".into(),
        })
        .await
        .unwrap();
    let files: Vec<_> = std::fs::read_dir(config.mail_dir()).unwrap().flatten().collect();
    assert_eq!(files.len(), 1);
    let file = files[0].path();
    assert_eq!(file.extension().unwrap(), "eml");
    assert_eq!(mode(&file), 0o600);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("Subject: Reset your password"), "{text}");
}
