//! `newsctl`: the operators' tool.

mod allocator;
mod cmd;
mod output;
mod telemetry;

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::{Parser, Subcommand};
use news_core::Config;
use news_core::config::DatabaseUrl;

#[derive(Parser)]
#[command(name = "newsctl", version, about = "Run and operate the bilingual news site")]
struct Cli {
    /// Where the SQLite file, the search index and media live.
    #[arg(long, global = true, env = "NEWS_DATA_DIR")]
    data_dir: Option<PathBuf>,
    /// postgres://… to use PostgreSQL; the embedded SQLite file when absent.
    #[arg(long, global = true, env = "NEWS_DATABASE_URL", hide_env_values = true)]
    database_url: Option<String>,
    /// A TOML configuration file.
    #[arg(long, global = true, env = "NEWS_CONFIG")]
    config: Option<PathBuf>,
    /// Print machine-readable JSON instead of tables.
    #[arg(long, global = true)]
    json: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Create the data directory, the database and the search index.
    Init,
    /// Apply pending database migrations.
    Migrate,
    /// Serve the API and the site (and run the worker) in one process.
    Serve(cmd::serve::ServeArgs),
    /// Run the job worker alone.
    Worker,
    /// Load generated content.
    #[command(subcommand)]
    Seed(cmd::seed::SeedCmd),
    /// List, show, create, change, export and import articles.
    #[command(subcommand)]
    Article(cmd::article::ArticleCmd),
    /// Maintain the search index.
    #[command(subcommand)]
    Search(cmd::search::SearchCmd),
    /// Inspect the configuration.
    #[command(subcommand)]
    Config(cmd::config::ConfigCmd),
    /// Check this node: configuration, database, disk, clock, search index, backups, and each
    /// configured outside service (S3, SMTP, AI provider); says what to fix.
    Doctor,
    /// Create, list, disable and reset the passwords of accounts.
    #[command(subcommand)]
    User(cmd::user::UserCmd),
    /// Grant and take away admin rights (the first admin of a fresh install is made here).
    #[command(subcommand)]
    Admin(cmd::user::AdminCmd),
    /// Keys for headless clients and automation.
    #[command(subcommand)]
    Apikey(cmd::apikey::ApiKeyCmd),
    /// Who did what, newest first.
    #[command(subcommand)]
    Audit(cmd::audit::AuditCmd),
    /// Readers' comments: the moderation queue, approve, reject, delete.
    #[command(subcommand)]
    Comment(cmd::comment::CommentCmd),
    /// Full-site backups: create, list, download, verify, restore, delete, prune.
    #[command(subcommand)]
    Backup(cmd::backup::BackupCmd),
    /// The job queue.
    #[command(subcommand)]
    Jobs(cmd::backup::JobsCmd),
    /// Newsletter subscribers and campaigns.
    #[command(subcommand)]
    Newsletter(cmd::newsletter::NewsletterCmd),
    /// The prerendered public site.
    #[command(subcommand)]
    Site(cmd::site::SiteCmd),
    /// AI Studio: draft, translate or get suggestions for articles.
    #[command(subcommand)]
    Ai(cmd::ai::AiCmd),
    /// Podcast episodes: list, create from an audio file, publish, delete.
    #[command(subcommand)]
    Podcast(cmd::podcast::PodcastCmd),
    /// Rules that run on cron schedules, and their runs.
    #[command(subcommand)]
    Automation(cmd::automation::AutomationCmd),
}

/// What every command gets: the effective configuration and the output mode.
pub struct Context {
    pub config: Config,
    pub json: bool,
}

impl Context {
    /// The person at the terminal, for the audit log: the login running `newsctl`.
    pub fn operator(&self) -> news_core::auth::Actor {
        let login = std::env::var("USER")
            .or_else(|_| std::env::var("LOGNAME"))
            .unwrap_or_else(|_| "unknown".into());
        news_core::auth::Actor::operator(&login)
    }

    /// Account operations with the server's secret and mail settings (mail links, resets).
    pub async fn accounts(&self, store: news_core::Store) -> anyhow::Result<news_core::auth::Accounts> {
        use news_core::auth::{Accounts, AuthKeys, AuthSettings, PasswordHasher};
        Ok(Accounts::new(
            store,
            AuthKeys::from_config(&self.config)?,
            PasswordHasher::production()?,
            news_core::mail::Mailer::from_config(&self.config)?,
            AuthSettings::from_config(&self.config),
        ))
    }

    pub async fn store(&self) -> anyhow::Result<news_core::Store> {
        let url = self.config.database();
        news_core::Store::open(&url)
            .await
            .with_context(|| format!("cannot open the database {}", url.redacted()))
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) if !err.use_stderr() => {
            let _ = err.print();
            return ExitCode::SUCCESS;
        }
        Err(err) => {
            // One plain sentence, as for every other failure; `--help` has the usage.
            let message = err.to_string();
            eprintln!("{}", message.lines().next().unwrap_or("error: invalid arguments"));
            return ExitCode::from(2);
        }
    };
    let result = load_config(&cli).and_then(|config| {
        let service = match cli.command {
            Command::Serve(_) => Some("news-server"),
            Command::Worker => Some("news-worker"),
            _ => None,
        };
        let _telemetry = telemetry::init(&config, service)?;
        let context = Context { config, json: cli.json };
        let runtime = tokio::runtime::Runtime::new().context("cannot start the async runtime")?;
        runtime.block_on(run(cli.command, context))
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {}", sentence(&err));
            ExitCode::FAILURE
        }
    }
}

async fn run(command: Command, context: Context) -> anyhow::Result<()> {
    match command {
        Command::Init => cmd::serve::init(&context).await,
        Command::Migrate => cmd::serve::migrate(&context).await,
        Command::Serve(args) => cmd::serve::serve(context, args).await,
        Command::Worker => cmd::serve::worker(&context).await,
        Command::Seed(cmd) => cmd::seed::run(cmd, &context).await,
        Command::Article(cmd) => cmd::article::run(cmd, &context).await,
        Command::Search(cmd) => cmd::search::run(cmd, &context).await,
        Command::Site(cmd) => cmd::site::run(cmd, &context).await,
        Command::Config(cmd) => cmd::config::run(cmd, &context),
        Command::Doctor => cmd::doctor::run(&context).await,
        Command::User(cmd) => cmd::user::run_user(cmd, &context).await,
        Command::Admin(cmd) => cmd::user::run_admin(cmd, &context).await,
        Command::Apikey(cmd) => cmd::apikey::run(cmd, &context).await,
        Command::Audit(cmd) => cmd::audit::run(cmd, &context).await,
        Command::Comment(cmd) => cmd::comment::run(cmd, &context).await,
        Command::Backup(cmd) => cmd::backup::run(cmd, &context).await,
        Command::Jobs(cmd) => cmd::backup::run_jobs(cmd, &context).await,
        Command::Newsletter(cmd) => cmd::newsletter::run(cmd, &context).await,
        Command::Automation(cmd) => cmd::automation::run(cmd, &context).await,
        Command::Podcast(cmd) => cmd::podcast::run(cmd, &context).await,
        Command::Ai(cmd) => cmd::ai::run(cmd, &context).await,
    }
}

fn load_config(cli: &Cli) -> anyhow::Result<Config> {
    let mut config = Config::load(cli.config.as_deref(), std::env::vars())?;
    if let Some(dir) = &cli.data_dir {
        config.data_dir = dir.clone();
    }
    if let Some(url) = &cli.database_url {
        config.database_url = Some(DatabaseUrl::new(url.clone()));
    }
    Ok(config)
}

/// The error and its causes as one line. Many errors already end with their cause's text
/// ("database error: {0}"), so a cause already said is not said again.
fn sentence(err: &anyhow::Error) -> String {
    let mut text = err.to_string();
    for cause in err.chain().skip(1) {
        let part = cause.to_string();
        if !text.contains(&part) {
            text = format!("{text}: {part}");
        }
    }
    text
}

fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    #[test]
    fn verify_cli() {
        super::Cli::command().debug_assert();
    }

    #[test]
    fn a_cause_already_in_the_message_is_not_repeated() {
        let timeout = std::io::Error::new(std::io::ErrorKind::TimedOut, "held for more than 10 s");
        let err = anyhow::Error::from(news_core::Error::Db(sqlx::Error::Io(timeout))).context("cannot seed");
        assert_eq!(
            super::sentence(&err),
            "cannot seed: database error: error communicating with database: held for more than 10 s"
        );
        let plain = anyhow::anyhow!("disk full").context("cannot write the backup");
        assert_eq!(super::sentence(&plain), "cannot write the backup: disk full");
    }
}
