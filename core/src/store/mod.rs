//! Storage on SQLite (embedded default) or PostgreSQL (at scale), behind one `Store`.
//! SQL is written once where the dialects agree; `with_db!` folds the two pool arms.

mod account_data;
mod ai;
mod api_keys;
mod articles;
mod audit;
mod automation;
mod backups;
mod categories;
mod checkpoint;
mod comments;
mod counts;
mod dashboard;
mod dump;
mod factors;
mod games;
mod health;
mod housekeeping;
mod interactions;
mod leases;
mod media;
mod newsletter;
mod oidc;
mod outbox;
mod podcasts;
mod queue;
mod rate_limits;
mod restores;
mod revisions;
mod sessions;
mod sign_in_codes;
mod sql;
pub mod tables;
mod translations;
mod users;
mod write;

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use sqlx::ConnectOptions as _;
use sqlx::Connection as _;
use sqlx::Row as _;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous};

pub use account_data::{
    AccountExport, CommentRecord, ERASED, ErasedComments, InteractionRecord, SessionInfo, SubscriptionRecord,
};
pub use ai::{AiOutcome, NewAiRun, UNREVIEWED};
pub use api_keys::{LAST_USED_PRECISION, NewApiKey};
pub use articles::{ArticleExportPage, Page, TRASH_RETENTION, TagCount, TrashedArticle};
pub use audit::{AuditEntry, AuditFilter};
pub use automation::RunOutcome;
pub use dashboard::{
    ArticleMetricsSeries, ArticleTotals, ArticleViews, ContentFigures, EngagementSeries, SubscriberSeries, TopArticle,
    ViewSparklines,
};
pub use dump::{Restored, RowBatch, RowSink};
pub use factors::{FactorSecret, MAX_FACTORS, Proof, Raise};
pub use health::{CampaignProgress, PoolUse, QueueDepth};
pub use housekeeping::Pruned;
pub use media::{MediaItem, NewMedia};
pub use newsletter::{CampaignBody, Delivery, DeliveryOutcome, MostRead, SubscriberFilter, Subscription};
pub use oidc::{PendingLogin, ProviderAccount};
pub use outbox::{Change, EVERY_ARTICLE, OutboxEntry};
pub use podcasts::EpisodeFilter;
pub use queue::{JobStorage, JobTrace, REQUEST_ID_KEY};
pub use restores::RestoreProgress;
pub use revisions::{Revision, RevisionSummary};
pub use sessions::{LinkPurpose, Refresh};
pub use translations::TranslationState;
pub use users::{AdminSession, NewUser, RoleChange, UserListing};
pub(crate) use write::{BeginWrite, with_write};

use crate::config::DatabaseUrl;
use crate::domain::Categories;
use crate::fs;
use crate::{Error, Result};

/// Runs `$body` with `$pool` bound to the concrete pool of whichever backend is in use.
macro_rules! with_db {
    ($db:expr, $pool:ident => $body:expr) => {
        match $db {
            $crate::store::Db::Sqlite($pool) => $body,
            $crate::store::Db::Postgres($pool) => $body,
        }
    };
}
pub(crate) use with_db;

#[derive(Clone, Debug)]
enum Db {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

#[derive(Clone, Debug)]
pub struct Store {
    db: Db,
    /// The job queue's: the same pool on SQLite, one of its own on PostgreSQL (see `connect`).
    queue: Db,
    /// Shared: a `Store` is cloned for every request.
    categories: std::sync::Arc<Categories>,
    counts: std::sync::Arc<counts::CountCache>,
}

/// The migrations of a backend. Later job storages share `_sqlx_migrations`, so versions this
/// binary does not know are tolerated rather than fatal.
fn migrator(backend: Backend) -> sqlx::migrate::Migrator {
    let mut migrator = match backend {
        Backend::Sqlite => sqlx::migrate!("../migrations/sqlite"),
        Backend::Postgres => sqlx::migrate!("../migrations/postgres"),
    };
    migrator.set_ignore_missing(true);
    migrator
}

impl Store {
    /// Connects, applies pending migrations and loads the category table.
    pub async fn open(url: &DatabaseUrl) -> Result<Self> {
        let (db, queue) = connect(url).await?;
        migrate(&db).await?;
        let categories = std::sync::Arc::new(categories::load(&db).await?);
        let store = Self {
            db,
            queue,
            categories,
            counts: std::sync::Arc::default(),
        };
        store.setup_queue().await?;
        Ok(store)
    }

    pub fn backend(&self) -> Backend {
        match self.db {
            Db::Sqlite(_) => Backend::Sqlite,
            Db::Postgres(_) => Backend::Postgres,
        }
    }

    pub fn categories(&self) -> &Categories {
        &self.categories
    }

    /// For `/readyz`: the database answers a trivial query.
    pub async fn ping(&self) -> Result<()> {
        with_db!(&self.db, pool => sqlx::query("select 1").execute(pool).await.map(|_| ()))?;
        Ok(())
    }

    /// The database server's clock (for SQLite, this machine's: the file has no other).
    pub async fn database_time(&self) -> Result<chrono::DateTime<chrono::Utc>> {
        match &self.db {
            Db::Sqlite(_) => Ok(chrono::Utc::now()),
            Db::Postgres(pool) => {
                let (now,): (chrono::DateTime<chrono::Utc>,) = sqlx::query_as("select now()").fetch_one(pool).await?;
                Ok(now)
            }
        }
    }

    pub async fn close(&self) {
        with_db!(&self.queue, pool => pool.close().await);
        with_db!(&self.db, pool => pool.close().await)
    }
}

/// How much of the SQLite file each connection reads through a memory map rather than into its
/// own page cache. A list reads its rows' pages all over the articles table (and, past an
/// article's body, its overflow pages), far more than a connection's 2 MB cache holds: each
/// miss was a system call copying the page. Mapped, the connections share the kernel's copy.
/// The map is address space, not memory: what counts is the pages read, which the kernel
/// keeps or drops as it needs, as it does the file's cached pages without it. SQLite maps as
/// much of the file as there is, up to this: a million articles (5.5 GB) fit, and a page read
/// past the map is a system call again (a deep page at a million articles read 2× slower than
/// at 10,000 with a 1 GiB map).
const SQLITE_MMAP_BYTES: u64 = 16 << 30;

/// A store on a new SQLite file, for the store's own tests: the directory that holds it (the
/// file goes with it), the file's path and the store.
#[cfg(test)]
async fn new_sqlite_store() -> (tempfile::TempDir, std::path::PathBuf, Store) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("news.db");
    let store = Store::open(&crate::config::DatabaseUrl::new(format!("sqlite://{}", file.display())))
        .await
        .unwrap();
    (dir, file, store)
}

/// A connection handed back while a transaction is still open on it must be closed: sqlx 0.9.0
/// leaves one so when a `begin()` is cancelled after sending `BEGIN` (a client that hangs up, a
/// job worker that stops), and every later statement on it would run inside a transaction that
/// never commits, holding its locks. Our own writes begin where they cannot be cancelled (see
/// `BeginWrite`); apalis's do not, so on PostgreSQL the job queue gets a pool of its own, which
/// checks each connection handed back. That check is a round trip (sqlx counts only the
/// transactions it has seen begin), which the content's pool, under every request, is spared.
/// On SQLite the check is free, and one pool serves both.
async fn connect(url: &DatabaseUrl) -> Result<(Db, Db)> {
    if url.is_postgres() {
        // Statements are not logged: a slow bulk insert would print its whole SQL.
        let options = PgConnectOptions::from_str(url.expose())?.disable_statement_logging();
        let pool = PgPoolOptions::new()
            .max_connections(16)
            .acquire_timeout(Duration::from_secs(5))
            .connect_with(options.clone())
            .await?;
        let queue = PgPoolOptions::new()
            .max_connections(4)
            .min_connections(0)
            .acquire_timeout(Duration::from_secs(5))
            .after_release(|conn, _| {
                Box::pin(async move {
                    // Outside a transaction, a simple query (one protocol message) starts its own
                    // transaction as it starts, so both clocks agree; inside one they cannot.
                    let row = sqlx::raw_sql("select transaction_timestamp() <> statement_timestamp()")
                        .fetch_one(&mut *conn)
                        .await?;
                    let open: bool = row.try_get(0)?;
                    Ok(!open)
                })
            })
            .connect_lazy_with(options);
        return Ok((Db::Postgres(pool), Db::Postgres(queue)));
    }
    let options = SqliteConnectOptions::from_str(url.expose())?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Normal)
        .foreign_keys(true)
        .busy_timeout(write::BUSY_TIMEOUT)
        // Checkpoints run in a task of their own (see `checkpoint`), not in a committing writer.
        .pragma("wal_autocheckpoint", "0")
        .pragma("mmap_size", SQLITE_MMAP_BYTES.to_string())
        .disable_statement_logging();
    create_database_file(Path::new(options.get_filename()))?;
    let pool = SqlitePoolOptions::new()
        .max_connections(8)
        .min_connections(1)
        .after_release(|conn, _| Box::pin(async move { Ok(!conn.is_in_transaction()) }))
        .connect_with(options)
        .await?;
    checkpoint::spawn(pool.clone());
    Ok((Db::Sqlite(pool.clone()), Db::Sqlite(pool)))
}

/// Creates the SQLite file with mode 0600 before SQLite opens it (SQLite gives the -wal and
/// -shm files the database file's mode), in a private directory if there is none yet, and
/// tightens the files of an existing database that others may read. An existing parent
/// directory is left alone: it may be anywhere (the data directory is tightened by its owners).
fn create_database_file(file: &Path) -> Result<()> {
    if let Some(parent) = file.parent()
        && !parent.as_os_str().is_empty()
        && !parent.exists()
    {
        fs::create_private_dir(parent)?;
    }
    fs::private_options()
        .open(file)
        .map_err(|e| Error::io(format!("cannot create {}", file.display()), e))?;
    for suffix in ["", "-wal", "-shm"] {
        let mut path = file.as_os_str().to_owned();
        path.push(suffix);
        fs::tighten_file(Path::new(&path))?;
    }
    Ok(())
}

async fn migrate(db: &Db) -> Result<()> {
    match db {
        Db::Sqlite(pool) => migrator(Backend::Sqlite).run(pool).await?,
        Db::Postgres(pool) => migrator(Backend::Postgres).run(pool).await?,
    }
    Ok(())
}

/// The migrations this binary carries, for `newsctl migrate`.
pub fn known_migrations(backend: Backend) -> Vec<(i64, String)> {
    migrator(backend)
        .iter()
        .map(|m| (m.version, m.description.to_string()))
        .collect()
}

/// Maps a foreign-key violation to a validation error on `field`; other errors pass through.
fn on_foreign_key(err: sqlx::Error, field: &str, message: &str) -> Error {
    match &err {
        sqlx::Error::Database(db) if db.kind() == sqlx::error::ErrorKind::ForeignKeyViolation => {
            Error::invalid(field, message)
        }
        _ => Error::Db(err),
    }
}
