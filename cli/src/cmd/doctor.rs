//! `doctor`: what an operator checks first on a node that misbehaves, each with what to do about
//! it. Every configured outside service is really used: S3 gets an object written, read back
//! and deleted, SMTP a connection with its sign-in, the AI provider a one-word question.

use std::path::Path;
use std::time::Duration;

use chrono::Utc;
use news_core::config::StorageKind;
use news_core::s3::Bucket;
use news_core::store::known_migrations;
use news_core::{Config, SearchIndex, Store};
use serde::Serialize;
use tabled::Tabled;

use crate::Context;
use crate::output::print_rows;

/// Less free space than this in the data directory is a warning.
const LOW_DISK_BYTES: u64 = 2 * 1024 * 1024 * 1024;
/// A newest completed backup older than this is a warning (the default schedule is daily).
const OLD_BACKUP_HOURS: i64 = 36;
/// A search index further behind the change log than this is a warning.
const SEARCH_LAG_ENTRIES: i64 = 100;
/// A clock further than this from the database's is a warning (tokens and schedules use both).
const CLOCK_SKEW_MS: i64 = 2000;
/// How long one outside service may take to answer.
const PROBE_TIMEOUT: Duration = Duration::from_secs(15);

#[derive(Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
enum Verdict {
    Ok,
    Warn,
    Fail,
    /// Not configured, so not checked.
    Skip,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Self::Ok => "ok",
            Self::Warn => "WARN",
            Self::Fail => "FAIL",
            Self::Skip => "-",
        })
    }
}

#[derive(Tabled, Serialize)]
struct Check {
    check: &'static str,
    status: Verdict,
    detail: String,
    /// What to do; empty when all is well.
    fix: String,
}

fn check(check: &'static str, status: Verdict, detail: impl Into<String>, fix: impl Into<String>) -> Check {
    Check {
        check,
        status,
        detail: detail.into(),
        fix: fix.into(),
    }
}

/// `ok`, or a warning with `fix` when the value is `over` its limit.
fn warn_if(over: bool, name: &'static str, detail: String, fix: &str) -> Check {
    match over {
        true => check(name, Verdict::Warn, detail, fix),
        false => check(name, Verdict::Ok, detail, ""),
    }
}

/// Runs every check, prints them, and fails when one failed.
pub async fn run(context: &Context) -> anyhow::Result<()> {
    let config = &context.config;
    let mut checks = vec![check(
        "configuration",
        Verdict::Ok,
        format!(
            "loaded; database {}, storage {}",
            if config.database().is_postgres() {
                "PostgreSQL"
            } else {
                "SQLite"
            },
            match config.storage {
                StorageKind::Local => "local",
                StorageKind::S3 => "s3",
            }
        ),
        "",
    )];
    checks.push(disk(&config.data_dir));
    let store = match tokio::time::timeout(PROBE_TIMEOUT, context.store()).await {
        Ok(Ok(store)) => Some(store),
        Ok(Err(err)) => {
            checks.push(check(
                "database",
                Verdict::Fail,
                format!("{err:#}"),
                "check NEWS_DATABASE_URL and that the server answers",
            ));
            None
        }
        Err(_) => {
            checks.push(check(
                "database",
                Verdict::Fail,
                "no answer in 15 s",
                "check NEWS_DATABASE_URL and the network",
            ));
            None
        }
    };
    if let Some(store) = &store {
        let migrations = known_migrations(store.backend());
        let newest = migrations.last().map(|(version, _)| *version).unwrap_or_default();
        checks.push(check(
            "database",
            Verdict::Ok,
            format!("reachable; {} migrations applied, newest {newest}", migrations.len()),
            "",
        ));
        checks.push(clock(store).await);
        checks.push(search(config, store).await);
        checks.push(backups(store).await);
    }
    checks.push(storage(config).await);
    checks.push(mail(config).await);
    checks.push(ai(config).await);
    let failed = checks.iter().filter(|c| c.status == Verdict::Fail).count();
    print_rows(&checks, context.json)?;
    if failed > 0 {
        anyhow::bail!("{failed} check(s) failed; see the fix column");
    }
    Ok(())
}

fn disk(dir: &Path) -> Check {
    let probe = if dir.exists() {
        dir
    } else {
        dir.parent().unwrap_or(Path::new("."))
    };
    match rustix::fs::statvfs(probe) {
        Ok(stats) => {
            let free = stats.f_bavail.saturating_mul(stats.f_frsize);
            let detail = format!("{:.1} GiB free in {}", free as f64 / 1_073_741_824.0, dir.display());
            warn_if(
                free < LOW_DISK_BYTES,
                "disk",
                detail,
                "free space: backups, uploads and the search index need it",
            )
        }
        Err(err) => check(
            "disk",
            Verdict::Fail,
            format!("cannot read {}: {err}", probe.display()),
            "check NEWS_DATA_DIR",
        ),
    }
}

async fn clock(store: &Store) -> Check {
    let before = Utc::now();
    match store.database_time().await {
        Ok(theirs) => {
            let ours = before + (Utc::now() - before) / 2;
            let skew = (ours - theirs).num_milliseconds();
            let detail = format!("{skew} ms from the database's clock");
            warn_if(
                skew.abs() > CLOCK_SKEW_MS,
                "clock",
                detail,
                "run NTP (chrony or systemd-timesyncd) on this machine and the database's",
            )
        }
        Err(err) => check("clock", Verdict::Fail, err.to_string(), "check the database"),
    }
}

async fn search(config: &Config, store: &Store) -> Check {
    let head = match store.outbox_head().await {
        Ok(head) => head,
        Err(err) => return check("search index", Verdict::Fail, err.to_string(), "check the database"),
    };
    match SearchIndex::saved_cursor(&config.search_dir()) {
        Ok(Some(cursor)) => {
            let lag = head - cursor;
            let detail = format!("{lag} changes behind the change log (saved index of this node)");
            warn_if(
                lag > SEARCH_LAG_ENTRIES,
                "search index",
                detail,
                "is this node's server running? `newsctl search reindex` rebuilds it",
            )
        }
        Ok(None) => check(
            "search index",
            Verdict::Skip,
            "none on this node (a worker keeps none)",
            "",
        ),
        Err(err) => check(
            "search index",
            Verdict::Warn,
            err.to_string(),
            "`newsctl search reindex` rebuilds it",
        ),
    }
}

async fn backups(store: &Store) -> Check {
    match store
        .backups(true, 1)
        .await
        .map(|(records, _)| records.into_iter().next())
    {
        Ok(Some(record)) => {
            let hours = (Utc::now() - record.created_at).num_hours();
            let detail = format!(
                "newest completed #{} {hours} h ago, {:.1} MB",
                record.id,
                record.file_size_mb.unwrap_or_default()
            );
            warn_if(
                hours > OLD_BACKUP_HOURS,
                "backups",
                detail,
                "is a worker running? see `newsctl automation list` and `newsctl jobs list --failed`",
            )
        }
        Ok(None) => check(
            "backups",
            Verdict::Warn,
            "no completed backup yet",
            "`newsctl backup create` makes one now",
        ),
        Err(err) => check("backups", Verdict::Fail, err.to_string(), "check the database"),
    }
}

/// Writes, reads back and deletes an object in the bucket.
async fn storage(config: &Config) -> Check {
    let bucket = match Bucket::from_config(config, "doctor/") {
        Ok(Some(bucket)) => bucket,
        Ok(None) => return check("S3", Verdict::Skip, "NEWS_STORAGE=local", ""),
        Err(err) => return check("S3", Verdict::Fail, err.to_string(), "check the NEWS_S3_* settings"),
    };
    let key = format!("probe-{}", uuid_like());
    let probe = async {
        let body = format!("newsctl doctor {}", Utc::now().to_rfc3339());
        bucket.put_bytes(&key, body.clone().into_bytes(), "text/plain").await?;
        let read = bucket.get_bytes(&key).await?;
        bucket.delete(&key).await?;
        if read.as_deref() != Some(body.as_bytes()) {
            return Err(news_core::Error::Storage("the object read back differs".into()));
        }
        Ok(())
    };
    let written = format!("wrote, read and deleted {}", bucket.location(&key));
    outside(
        "S3",
        probe,
        |()| written,
        "check NEWS_S3_ENDPOINT, the bucket and the keys' rights (put, get, delete, list)",
    )
    .await
}

async fn mail(config: &Config) -> Check {
    if config.smtp_url.is_none() {
        return check(
            "SMTP",
            Verdict::Skip,
            format!("mail written as files to {}", config.mail_dir().display()),
            "",
        );
    }
    let mailer = match news_core::mail::Mailer::from_config(config) {
        Ok(mailer) => mailer,
        Err(err) => return check("SMTP", Verdict::Fail, err.to_string(), "check NEWS_SMTP_URL"),
    };
    outside(
        "SMTP",
        mailer.connection().check(),
        |()| "connected and signed in".into(),
        "check NEWS_SMTP_URL (host, port, user, password)",
    )
    .await
}

async fn ai(config: &Config) -> Check {
    let provider = match news_core::ai::Provider::from_config(config) {
        Ok(Some(provider)) => provider,
        Ok(None) => return check("AI provider", Verdict::Skip, "NEWS_AI_BASE_URL not set", ""),
        Err(err) => {
            return check(
                "AI provider",
                Verdict::Fail,
                err.to_string(),
                "check the NEWS_AI_* settings",
            );
        }
    };
    let question = [news_core::ai::provider::Message {
        role: "user",
        content: "Answer with one word: ready?".into(),
    }];
    outside(
        "AI provider",
        provider.complete(&question, |_| {}),
        |answer| {
            let tokens = answer.prompt_tokens + answer.completion_tokens;
            format!("{} answered ({tokens} tokens)", provider.model())
        },
        "check NEWS_AI_BASE_URL, NEWS_AI_MODEL and NEWS_AI_API_KEY",
    )
    .await
}

/// One outside service, asked with `probe` for at most `PROBE_TIMEOUT`: `ok` describes its answer,
/// `fix` what to do when it fails.
async fn outside<T, E: std::fmt::Display>(
    name: &'static str,
    probe: impl Future<Output = Result<T, E>>,
    ok: impl FnOnce(T) -> String,
    fix: &str,
) -> Check {
    match tokio::time::timeout(PROBE_TIMEOUT, probe).await {
        Ok(Ok(answer)) => check(name, Verdict::Ok, ok(answer), ""),
        Ok(Err(err)) => check(name, Verdict::Fail, err.to_string(), fix),
        Err(_) => check(
            name,
            Verdict::Fail,
            format!("no answer in {} s", PROBE_TIMEOUT.as_secs()),
            "check the address and the network",
        ),
    }
}

/// A name no other probe uses at the same time.
fn uuid_like() -> String {
    format!(
        "{}-{}",
        std::process::id(),
        Utc::now().timestamp_nanos_opt().unwrap_or_default()
    )
}
