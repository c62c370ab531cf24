//! Effective configuration: safe embedded defaults, then an optional TOML file, then `NEWS_*`
//! environment variables; the binaries apply their flags last.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::{Error, Result};

/// A database URL whose password never reaches a log line or `config check`.
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(transparent)]
pub struct DatabaseUrl(String);

impl DatabaseUrl {
    pub fn new(url: impl Into<String>) -> Self {
        Self(url.into())
    }

    /// The URL with its password, for the driver only.
    pub fn expose(&self) -> &str {
        &self.0
    }

    pub fn is_postgres(&self) -> bool {
        self.0.starts_with("postgres://") || self.0.starts_with("postgresql://")
    }

    /// The URL without any credential sqlx would read from it: the password of the user
    /// part, and the `password` (or any `*password*`) query parameter.
    pub fn redacted(&self) -> String {
        let (before_query, query) = match self.0.split_once('?') {
            Some((before, query)) => (before, Some(query)),
            None => (self.0.as_str(), None),
        };
        let mut shown = match before_query.split_once("://") {
            Some((scheme, rest)) => match rest.rsplit_once('@') {
                Some((credentials, host)) => match credentials.split_once(':') {
                    Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
                    None => before_query.to_string(),
                },
                None => before_query.to_string(),
            },
            None => before_query.to_string(),
        };
        if let Some(query) = query {
            let params: Vec<String> = query
                .split('&')
                .map(|param| match param.split_once('=') {
                    Some((name, _)) if name.to_ascii_lowercase().contains("password") => format!("{name}=***"),
                    _ => param.to_string(),
                })
                .collect();
            shown.push('?');
            shown.push_str(&params.join("&"));
        }
        shown
    }
}

impl fmt::Debug for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.redacted())
    }
}

impl Serialize for DatabaseUrl {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.redacted())
    }
}

/// A secret setting (the auth secret, an SMTP URL with its password): shown as `***`.
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Self {
        Self(value.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("***")
    }
}

impl Serialize for Secret {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str("***")
    }
}

/// One OpenID Connect provider: Google, Microsoft, Keycloak, Authentik or any other that
/// publishes a discovery document.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OidcProviderConfig {
    /// Lower case letters, digits and dashes: part of the sign-in address.
    pub name: String,
    /// What the sign-in button says ("Google"); the name when empty.
    pub label: String,
    /// The issuer URL; `{issuer}/.well-known/openid-configuration` is its discovery document.
    pub issuer: String,
    pub client_id: String,
    pub client_secret: Option<Secret>,
    /// Asked for besides `openid`; `email profile` by default.
    pub scopes: Vec<String>,
}

impl OidcProviderConfig {
    fn named(name: &str) -> Self {
        Self {
            name: name.into(),
            ..Self::default()
        }
    }
}

/// Where a node keeps what every node must see.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StorageKind {
    /// The data directory: one node.
    #[default]
    Local,
    /// The `[s3]` bucket: media under `media/`, backups under `backups/` and site releases
    /// under `site/`; each node's directories are then its cache of them.
    S3,
}

/// The bucket of `NEWS_STORAGE=s3` (any S3-compatible endpoint).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct S3Config {
    pub bucket: Option<String>,
    /// An S3-compatible endpoint (e.g. http://127.0.0.1:9000); AWS when absent.
    pub endpoint: Option<String>,
    pub region: String,
    /// Address buckets as endpoint/bucket (most S3-compatible servers want this).
    pub path_style: bool,
    /// Put every key under this prefix (e.g. `newsroom/`).
    pub prefix: String,
    pub access_key: Option<Secret>,
    pub secret_key: Option<Secret>,
    /// How long one request may wait for the store's answer (an upload's sending included)
    /// before it is tried again, then failed: a store that stalls without refusing must not
    /// hold an upload or a backup for ever.
    pub timeout_secs: u64,
}

impl Default for S3Config {
    fn default() -> Self {
        Self {
            bucket: None,
            endpoint: None,
            region: "us-east-1".into(),
            path_style: false,
            prefix: String::new(),
            access_key: None,
            secret_key: None,
            timeout_secs: 60,
        }
    }
}

/// The longest an access token may live (`NEWS_ACCESS_TOKEN_MINUTES`).
pub const MAX_ACCESS_TOKEN_MINUTES: i64 = 60;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    #[default]
    Text,
    Json,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Holds the SQLite file, the search index and media.
    pub data_dir: PathBuf,
    /// `None` means the embedded SQLite file `news.db` in `data_dir`.
    pub database_url: Option<DatabaseUrl>,
    pub bind: String,
    /// Where `/metrics` (Prometheus) is served, apart from the public address so the proxy
    /// never exposes it; off when absent.
    pub metrics_bind: Option<String>,
    /// The built site (web/dist) that the server serves.
    pub site_dir: PathBuf,
    /// The web app's sources (`web/`), which `newsctl site build` and the worker build the site
    /// from with Node.
    pub web_dir: PathBuf,
    /// Where a site build reads the API; `http://{bind}` when absent.
    pub site_api_url: Option<String>,
    /// The worker rebuilds the pages an article change touches, within a minute (needs Node).
    pub site_rebuild: bool,
    pub log_format: LogFormat,
    /// An OpenTelemetry collector's OTLP/HTTP address (`http://127.0.0.1:4318`): the server's
    /// and the worker's spans go to `{address}/v1/traces` as well as to the log. The standard
    /// `OTEL_EXPORTER_OTLP_HEADERS`, `_TIMEOUT` and `OTEL_BSP_*` variables tune the export.
    pub otel_endpoint: Option<String>,
    /// How often each process applies the search change log to its own index.
    pub search_sync_ms: u64,
    /// Load the demo content when `serve` starts on an empty database.
    pub seed_demo_on_empty: bool,
    /// Keep public API answers in memory until the content changes.
    pub response_cache: bool,
    /// The site's address as readers reach it, for links in mail; `http://{bind}` when absent.
    pub public_url: Option<String>,
    /// Base64 of at least 32 random bytes, shared by every node; `auth.key` in `data_dir` when absent.
    pub auth_secret: Option<Secret>,
    /// At most `MAX_ACCESS_TOKEN_MINUTES`: an ended session's access token keeps working
    /// for reads until it expires.
    pub access_token_minutes: i64,
    pub refresh_token_days: i64,
    /// Password hashings running or waiting at once; past it, sign-ins get 503 at once.
    pub password_hash_queue: usize,
    /// `smtp://host:port` (or `smtps://user:password@host`); without it mail is written as
    /// `.eml` files to `data_dir/mail`.
    pub smtp_url: Option<Secret>,
    pub mail_from: String,
    /// Newsletter mails per second at most, over all connections (0: no limit).
    pub mail_rate: u32,
    /// SMTP connections a worker keeps open while it sends a campaign.
    pub mail_connections: usize,
    /// Origins allowed to call the API from a browser; none by default.
    pub cors_origins: Vec<String>,
    /// Limits on sign-in, sign-up, recovery and reset attempts (held in the database).
    pub auth_rate_limits: bool,
    /// Staff (admins) must have a second factor: without one, admin routes answer 403
    /// `mfa_enrollment_required` until they enrol.
    pub require_staff_mfa: bool,
    /// The name authenticator apps show beside the account.
    pub mfa_issuer: String,
    /// Readers may make accounts: by signing up, or by a first sign-in with a mailed code.
    pub allow_sign_up: bool,
    /// An account must confirm its address before it may comment.
    pub comments_need_confirmed_email: bool,
    /// A deleted account's comments are deleted too, instead of kept as 'Anonymous'.
    pub delete_comments_with_account: bool,
    /// OpenID Connect providers readers may sign in with (`[[oidc_providers]]` in TOML, or
    /// `NEWS_OIDC_<NAME>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET`, `_SCOPES`, `_LABEL`).
    pub oidc_providers: Vec<OidcProviderConfig>,
    /// Public API reads per minute per client address; API keys get ten times as many. 0 turns it off.
    pub read_rate_limit: u32,
    /// Take the client address from `X-Forwarded-For` (only behind a reverse proxy that sets it).
    pub trust_forwarded_for: bool,
    /// How long an interaction keeps the reader's IP address and user agent (spec §7 stores
    /// them); the rows and counts stay after.
    pub interaction_pii_days: i64,
    /// How long a backup is kept before the prune job deletes it.
    pub backup_retention_days: i64,
    /// Where media, backups and the built site live: on this node's disk, or in one S3 bucket
    /// that every node shares (`NEWS_STORAGE=s3`).
    pub storage: StorageKind,
    pub s3: S3Config,
    /// Hold comments with a link for an editor (spam is mostly links).
    pub comment_hold_links: bool,
    /// Hold comments with any of these words or phrases (whole words; case and Romanian
    /// diacritics ignored).
    pub comment_banned_words: Vec<String>,
    /// Hold an anonymous reader's comments until one of them has been approved.
    pub comment_hold_first_anonymous: bool,
    /// An OpenAI-compatible chat-completions endpoint for AI Studio, up to its version
    /// (`https://api.openai.com/v1`, `http://127.0.0.1:11434/v1` for Ollama); AI Studio is off
    /// without one.
    pub ai_base_url: Option<String>,
    pub ai_model: String,
    pub ai_api_key: Option<Secret>,
    /// One request to the provider may take this long.
    pub ai_timeout_secs: u64,
    /// Tokens (prompt and answer) AI Studio may use per day, over every node.
    pub ai_daily_tokens: i64,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            data_dir: PathBuf::from("./data"),
            database_url: None,
            bind: "127.0.0.1:8080".into(),
            metrics_bind: None,
            site_dir: PathBuf::from("./web/dist"),
            web_dir: PathBuf::from("./web"),
            site_api_url: None,
            site_rebuild: true,
            log_format: LogFormat::Text,
            otel_endpoint: None,
            search_sync_ms: 250,
            seed_demo_on_empty: true,
            response_cache: true,
            public_url: None,
            auth_secret: None,
            access_token_minutes: 15,
            refresh_token_days: 30,
            password_hash_queue: crate::auth::DEFAULT_HASH_QUEUE,
            smtp_url: None,
            mail_from: "Newsroom <newsroom@localhost>".into(),
            mail_rate: 50,
            mail_connections: 4,
            cors_origins: Vec::new(),
            auth_rate_limits: true,
            require_staff_mfa: false,
            mfa_issuer: "Newsroom".into(),
            allow_sign_up: true,
            comments_need_confirmed_email: true,
            delete_comments_with_account: false,
            oidc_providers: Vec::new(),
            read_rate_limit: 1200,
            trust_forwarded_for: false,
            interaction_pii_days: 90,
            backup_retention_days: 30,
            storage: StorageKind::Local,
            s3: S3Config::default(),
            comment_hold_links: true,
            comment_banned_words: Vec::new(),
            comment_hold_first_anonymous: false,
            ai_base_url: None,
            ai_model: "gpt-4o-mini".into(),
            ai_api_key: None,
            ai_timeout_secs: 120,
            ai_daily_tokens: 500_000,
        }
    }
}

impl Config {
    /// Builds the configuration from an optional TOML file and the given environment.
    /// The environment is passed in so that nothing else in the program reads it.
    pub fn load(file: Option<&Path>, env: impl IntoIterator<Item = (String, String)>) -> Result<Self> {
        let mut config = match file {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| Error::io(format!("cannot read {}", path.display()), e))?;
                toml::from_str(&text).map_err(|e| Error::Config(format!("{}: {}", path.display(), e.message())))?
            }
            None => Self::default(),
        };
        for (key, value) in env {
            config.apply_env(&key, value)?;
        }
        config.validate()?;
        Ok(config)
    }

    /// Refuses settings that would weaken the product or make it fail later, with the
    /// variable to fix.
    fn validate(&self) -> Result<()> {
        if !(1..=MAX_ACCESS_TOKEN_MINUTES).contains(&self.access_token_minutes) {
            return Err(Error::Config(format!(
                "NEWS_ACCESS_TOKEN_MINUTES must be between 1 and {MAX_ACCESS_TOKEN_MINUTES}, not {} \
                 (an ended session's access token works until it expires)",
                self.access_token_minutes
            )));
        }
        if self.refresh_token_days < 1 {
            return Err(Error::Config(format!(
                "NEWS_REFRESH_TOKEN_DAYS must be at least 1, not {}",
                self.refresh_token_days
            )));
        }
        if self.interaction_pii_days < 1 {
            return Err(Error::Config(format!(
                "NEWS_INTERACTION_PII_DAYS must be at least 1, not {}",
                self.interaction_pii_days
            )));
        }
        if self.password_hash_queue < 1 {
            return Err(Error::Config("NEWS_PASSWORD_HASH_QUEUE must be at least 1".into()));
        }
        if self.storage == StorageKind::S3
            && (self.s3.bucket.is_none() || self.s3.access_key.is_none() || self.s3.secret_key.is_none())
        {
            return Err(Error::Config(
                "NEWS_STORAGE=s3 needs NEWS_S3_BUCKET, NEWS_S3_ACCESS_KEY and NEWS_S3_SECRET_KEY".into(),
            ));
        }
        if let Some(endpoint) = &self.otel_endpoint
            && !(endpoint.starts_with("http://") || endpoint.starts_with("https://"))
        {
            return Err(Error::Config(format!(
                "NEWS_OTEL_ENDPOINT must be a collector's http:// or https:// address, not {endpoint:?}"
            )));
        }
        for provider in &self.oidc_providers {
            let valid_name = !provider.name.is_empty()
                && provider
                    .name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
            if !valid_name {
                return Err(Error::Config(format!(
                    "OpenID Connect provider name {:?}: use lower case letters, digits and dashes",
                    provider.name
                )));
            }
            if provider.issuer.is_empty() || provider.client_id.is_empty() || provider.client_secret.is_none() {
                return Err(Error::Config(format!(
                    "OpenID Connect provider {} needs an issuer, a client id and a client secret \
                     (NEWS_OIDC_{}_ISSUER, _CLIENT_ID, _CLIENT_SECRET)",
                    provider.name,
                    provider.name.to_ascii_uppercase().replace('-', "_")
                )));
            }
        }
        Ok(())
    }

    /// `NEWS_OIDC_<NAME>_<FIELD>`: a field of the provider named `<name>` (made if new).
    fn apply_oidc_env(&mut self, rest: &str, value: String) -> Result<()> {
        const FIELDS: [&str; 5] = ["_ISSUER", "_CLIENT_ID", "_CLIENT_SECRET", "_SCOPES", "_LABEL"];
        let Some((name, field)) = FIELDS
            .iter()
            .find_map(|field| rest.strip_suffix(field).map(|name| (name, *field)))
        else {
            return Err(Error::Config(format!(
                "NEWS_OIDC_{rest} is not a provider setting: use NEWS_OIDC_<NAME> with one of {}",
                FIELDS.join(", ")
            )));
        };
        let name = name.to_ascii_lowercase().replace('_', "-");
        if !self.oidc_providers.iter().any(|p| p.name == name) {
            self.oidc_providers.push(OidcProviderConfig::named(&name));
        }
        let provider = self
            .oidc_providers
            .iter_mut()
            .find(|p| p.name == name)
            .expect("added above");
        match field {
            "_ISSUER" => provider.issuer = value.trim_end_matches('/').to_string(),
            "_CLIENT_ID" => provider.client_id = value,
            "_CLIENT_SECRET" => provider.client_secret = Some(Secret::new(value)),
            "_SCOPES" => {
                provider.scopes = value
                    .split([' ', ','])
                    .filter(|s| !s.is_empty())
                    .map(Into::into)
                    .collect()
            }
            _ => provider.label = value,
        }
        Ok(())
    }

    fn apply_env(&mut self, key: &str, value: String) -> Result<()> {
        match key {
            "NEWS_DATA_DIR" => self.data_dir = value.into(),
            "NEWS_DATABASE_URL" | "DATABASE_URL" => self.database_url = Some(DatabaseUrl::new(value)),
            "NEWS_BIND" => self.bind = value,
            "NEWS_METRICS_BIND" => self.metrics_bind = Some(value).filter(|v| !v.is_empty()),
            "NEWS_SITE_DIR" => self.site_dir = value.into(),
            "NEWS_WEB_DIR" => self.web_dir = value.into(),
            "NEWS_SITE_API_URL" => self.site_api_url = Some(value.trim_end_matches('/').to_string()),
            "NEWS_SITE_REBUILD" => self.site_rebuild = parse_flag(&value),
            "NEWS_LOG_FORMAT" => {
                self.log_format = match value.as_str() {
                    "json" => LogFormat::Json,
                    "text" => LogFormat::Text,
                    other => {
                        return Err(Error::Config(format!(
                            "NEWS_LOG_FORMAT must be text or json, not {other:?}"
                        )));
                    }
                }
            }
            "NEWS_OTEL_ENDPOINT" => {
                self.otel_endpoint = Some(value.trim_end_matches('/').to_string()).filter(|v| !v.is_empty())
            }
            "NEWS_SEARCH_SYNC_MS" => self.search_sync_ms = parse_number(key, &value)?,
            "NEWS_SEED_DEMO" => self.seed_demo_on_empty = parse_flag(&value),
            "NEWS_RESPONSE_CACHE" => self.response_cache = parse_flag(&value),
            "NEWS_PUBLIC_URL" => self.public_url = Some(value.trim_end_matches('/').to_string()),
            "NEWS_AUTH_SECRET" => self.auth_secret = Some(Secret::new(value)),
            "NEWS_ACCESS_TOKEN_MINUTES" => self.access_token_minutes = parse_number(key, &value)?,
            "NEWS_REFRESH_TOKEN_DAYS" => self.refresh_token_days = parse_number(key, &value)?,
            "NEWS_PASSWORD_HASH_QUEUE" => self.password_hash_queue = parse_number(key, &value)?,
            "NEWS_SMTP_URL" => self.smtp_url = Some(Secret::new(value)),
            "NEWS_MAIL_FROM" => self.mail_from = value,
            "NEWS_MAIL_RATE" => self.mail_rate = parse_number(key, &value)?,
            "NEWS_MAIL_CONNECTIONS" => self.mail_connections = parse_number::<usize>(key, &value)?.clamp(1, 64),
            "NEWS_CORS_ORIGINS" => {
                self.cors_origins = value
                    .split(',')
                    .map(|origin| origin.trim().trim_end_matches('/').to_string())
                    .filter(|origin| !origin.is_empty())
                    .collect()
            }
            "NEWS_AUTH_RATE_LIMITS" => self.auth_rate_limits = parse_flag(&value),
            "NEWS_REQUIRE_STAFF_MFA" => self.require_staff_mfa = parse_flag(&value),
            "NEWS_MFA_ISSUER" => self.mfa_issuer = value,
            "NEWS_ALLOW_SIGN_UP" => self.allow_sign_up = parse_flag(&value),
            "NEWS_COMMENTS_NEED_CONFIRMED_EMAIL" => self.comments_need_confirmed_email = parse_flag(&value),
            "NEWS_DELETE_COMMENTS_WITH_ACCOUNT" => self.delete_comments_with_account = parse_flag(&value),
            "NEWS_READ_RATE_LIMIT" => self.read_rate_limit = parse_number(key, &value)?,
            "NEWS_TRUST_FORWARDED_FOR" => self.trust_forwarded_for = parse_flag(&value),
            "NEWS_INTERACTION_PII_DAYS" => self.interaction_pii_days = parse_number(key, &value)?,
            "NEWS_BACKUP_RETENTION_DAYS" => self.backup_retention_days = parse_number(key, &value)?,
            "NEWS_STORAGE" => {
                self.storage = match value.as_str() {
                    "local" => StorageKind::Local,
                    "s3" => StorageKind::S3,
                    other => {
                        return Err(Error::Config(format!(
                            "NEWS_STORAGE must be local or s3, not {other:?}"
                        )));
                    }
                }
            }
            "NEWS_S3_BUCKET" => self.s3.bucket = Some(value),
            "NEWS_S3_ENDPOINT" => self.s3.endpoint = Some(value),
            "NEWS_S3_REGION" => self.s3.region = value,
            "NEWS_S3_PATH_STYLE" => self.s3.path_style = parse_flag(&value),
            "NEWS_S3_PREFIX" => self.s3.prefix = value,
            "NEWS_S3_ACCESS_KEY" => self.s3.access_key = Some(Secret::new(value)),
            "NEWS_S3_SECRET_KEY" => self.s3.secret_key = Some(Secret::new(value)),
            "NEWS_S3_TIMEOUT_SECS" => self.s3.timeout_secs = parse_number(key, &value)?,
            "NEWS_COMMENT_HOLD_LINKS" => self.comment_hold_links = parse_flag(&value),
            "NEWS_COMMENT_BANNED_WORDS" => {
                self.comment_banned_words = value
                    .split(',')
                    .map(|word| word.trim().to_string())
                    .filter(|word| !word.is_empty())
                    .collect()
            }
            "NEWS_COMMENT_HOLD_FIRST_ANONYMOUS" => self.comment_hold_first_anonymous = parse_flag(&value),
            "NEWS_AI_BASE_URL" => self.ai_base_url = Some(value.trim_end_matches('/').to_string()),
            "NEWS_AI_MODEL" => self.ai_model = value,
            "NEWS_AI_API_KEY" => self.ai_api_key = Some(Secret::new(value)),
            "NEWS_AI_TIMEOUT_SECS" => self.ai_timeout_secs = parse_number(key, &value)?,
            "NEWS_AI_DAILY_TOKENS" => self.ai_daily_tokens = parse_number(key, &value)?,
            _ => {
                if let Some(rest) = key.strip_prefix("NEWS_OIDC_") {
                    self.apply_oidc_env(rest, value)?;
                }
            }
        }
        Ok(())
    }

    /// The database to use: the configured URL, or the embedded SQLite file.
    pub fn database(&self) -> DatabaseUrl {
        self.database_url
            .clone()
            .unwrap_or_else(|| DatabaseUrl::new(format!("sqlite://{}", self.data_dir.join("news.db").display())))
    }

    pub fn search_dir(&self) -> PathBuf {
        self.data_dir.join("search")
    }

    pub fn media_dir(&self) -> PathBuf {
        self.data_dir.join("media")
    }

    pub fn auth_key_file(&self) -> PathBuf {
        self.data_dir.join("auth.key")
    }

    pub fn backup_dir(&self) -> PathBuf {
        self.data_dir.join("backups")
    }

    pub fn mail_dir(&self) -> PathBuf {
        self.data_dir.join("mail")
    }

    /// Where a site build reads the API.
    pub fn site_api_url(&self) -> String {
        self.site_api_url
            .clone()
            .unwrap_or_else(|| format!("http://{}", self.bind))
    }

    pub fn public_url(&self) -> String {
        self.public_url
            .clone()
            .unwrap_or_else(|| format!("http://{}", self.bind))
    }
}

fn parse_flag(value: &str) -> bool {
    !matches!(value, "0" | "false" | "no" | "off")
}

fn parse_number<T: std::str::FromStr>(key: &str, value: &str) -> Result<T> {
    value
        .trim()
        .parse()
        .map_err(|_| Error::Config(format!("{key} must be a whole number, not {value:?}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
            .collect()
    }

    #[test]
    fn s3_storage_needs_its_bucket_and_keys() {
        let err = Config::load(None, env(&[("NEWS_STORAGE", "s3"), ("NEWS_S3_BUCKET", "news")])).unwrap_err();
        assert!(err.to_string().contains("NEWS_S3_ACCESS_KEY"), "{err}");
        let err = Config::load(None, env(&[("NEWS_STORAGE", "disk")])).unwrap_err();
        assert!(err.to_string().contains("local or s3"), "{err}");
        let config = Config::load(
            None,
            env(&[
                ("NEWS_STORAGE", "s3"),
                ("NEWS_S3_BUCKET", "news"),
                ("NEWS_S3_ACCESS_KEY", "AKIA"),
                ("NEWS_S3_SECRET_KEY", "s3cret"),
                ("NEWS_S3_PATH_STYLE", "1"),
            ]),
        )
        .unwrap();
        assert_eq!((config.storage, config.s3.path_style), (StorageKind::S3, true));
        assert!(
            !format!("{config:?}").contains("s3cret"),
            "the S3 secret stays out of logs"
        );
    }

    #[test]
    fn openid_connect_providers_come_from_their_variables() {
        let config = Config::load(
            None,
            env(&[
                ("NEWS_OIDC_GOOGLE_ISSUER", "https://accounts.google.com/"),
                ("NEWS_OIDC_GOOGLE_CLIENT_ID", "id-1"),
                ("NEWS_OIDC_GOOGLE_CLIENT_SECRET", "s3cret"),
                ("NEWS_OIDC_GOOGLE_LABEL", "Google"),
                ("NEWS_OIDC_MY_KEYCLOAK_ISSUER", "https://sso.example/realms/news"),
                ("NEWS_OIDC_MY_KEYCLOAK_CLIENT_ID", "news"),
                ("NEWS_OIDC_MY_KEYCLOAK_CLIENT_SECRET", "other"),
                ("NEWS_OIDC_MY_KEYCLOAK_SCOPES", "email, profile groups"),
            ]),
        )
        .unwrap();
        let google = &config.oidc_providers[0];
        assert_eq!(
            (google.name.as_str(), google.issuer.as_str(), google.label.as_str()),
            ("google", "https://accounts.google.com", "Google")
        );
        let keycloak = &config.oidc_providers[1];
        assert_eq!(keycloak.name, "my-keycloak");
        assert_eq!(keycloak.scopes, ["email", "profile", "groups"]);
        assert!(!format!("{config:?}").contains("s3cret"), "secrets stay out of logs");

        let incomplete = Config::load(None, env(&[("NEWS_OIDC_X_ISSUER", "https://x.example")])).unwrap_err();
        assert!(
            incomplete
                .to_string()
                .contains("NEWS_OIDC_X_ISSUER, _CLIENT_ID, _CLIENT_SECRET"),
            "{incomplete}"
        );
        let unknown = Config::load(None, env(&[("NEWS_OIDC_X_TENANT", "t")])).unwrap_err();
        assert!(unknown.to_string().contains("is not a provider setting"), "{unknown}");
    }

    #[test]
    fn database_url_debug_and_serialize_hide_the_password() {
        let url = DatabaseUrl::new("postgres://news:s3cret@db.internal:5432/news");
        assert_eq!(format!("{url:?}"), "postgres://news:***@db.internal:5432/news");
        assert!(!serde_json::to_string(&url).unwrap().contains("s3cret"));
        assert_eq!(url.expose(), "postgres://news:s3cret@db.internal:5432/news");
    }

    #[test]
    fn every_credential_form_is_redacted() {
        for url in [
            "postgres://news:s3cret@db.internal:5432/news",
            "postgresql://news:s3cret@db.internal/news?sslmode=require",
            "postgres://news:s3c@ret@db.internal/news",
            "postgres://db.internal/news?user=news&password=s3cret",
            "postgres://db.internal/news?sslmode=require&PASSWORD=s3cret&application_name=x",
            "postgres://news:s3cret@db.internal/news?password=s3cret",
        ] {
            let url = DatabaseUrl::new(url);
            let shown = format!("{url:?} {} {}", url.redacted(), serde_json::to_string(&url).unwrap());
            assert!(!shown.contains("s3c"), "{shown}");
            assert!(shown.contains("db.internal"), "{shown}");
        }
        assert_eq!(
            DatabaseUrl::new("postgres://db/news?user=news&password=pw&sslmode=require").redacted(),
            "postgres://db/news?user=news&password=***&sslmode=require"
        );
        assert_eq!(
            DatabaseUrl::new("sqlite://./data/news.db").redacted(),
            "sqlite://./data/news.db"
        );
    }

    #[test]
    fn access_tokens_live_at_most_an_hour() {
        let load = |minutes: &str| Config::load(None, [("NEWS_ACCESS_TOKEN_MINUTES".to_string(), minutes.to_string())]);
        assert_eq!(load("60").unwrap().access_token_minutes, 60);
        for bad in ["61", "0", "1440"] {
            let err = load(bad).unwrap_err().to_string();
            assert!(
                err.contains("NEWS_ACCESS_TOKEN_MINUTES must be between 1 and 60"),
                "{err}"
            );
        }
    }

    #[test]
    fn environment_overrides_defaults() {
        let config = Config::load(
            None,
            [
                ("NEWS_DATA_DIR".to_string(), "/tmp/x".to_string()),
                ("NEWS_LOG_FORMAT".to_string(), "json".to_string()),
            ],
        )
        .unwrap();
        assert_eq!(config.data_dir, PathBuf::from("/tmp/x"));
        assert_eq!(config.log_format, LogFormat::Json);
        assert!(config.database().expose().starts_with("sqlite:///tmp/x/news.db"));
    }

    #[test]
    fn secrets_are_redacted() {
        let config = Config::load(
            None,
            [
                ("NEWS_AUTH_SECRET".to_string(), "c2VjcmV0c2VjcmV0".to_string()),
                ("NEWS_SMTP_URL".to_string(), "smtps://u:pw@mail.example".to_string()),
            ],
        )
        .unwrap();
        let shown = format!("{config:?} {}", serde_json::to_string(&config).unwrap());
        assert!(!shown.contains("c2VjcmV0") && !shown.contains("pw@"), "{shown}");
        assert_eq!(config.auth_secret.unwrap().expose(), "c2VjcmV0c2VjcmV0");
    }

    #[test]
    fn a_bad_number_is_refused() {
        let err = Config::load(None, [("NEWS_READ_RATE_LIMIT".to_string(), "lots".to_string())]).unwrap_err();
        assert!(err.to_string().contains("NEWS_READ_RATE_LIMIT must be a whole number"));
    }

    #[test]
    fn comment_moderation_holds_links_by_default_and_reads_banned_words_as_a_list() {
        let default = Config::default();
        assert!(default.comment_hold_links && !default.comment_hold_first_anonymous);
        assert!(default.comment_banned_words.is_empty());
        let config = Config::load(
            None,
            [
                ("NEWS_COMMENT_HOLD_LINKS".to_string(), "false".to_string()),
                (
                    "NEWS_COMMENT_BANNED_WORDS".to_string(),
                    " prost, țeapă mare ,,".to_string(),
                ),
                ("NEWS_COMMENT_HOLD_FIRST_ANONYMOUS".to_string(), "true".to_string()),
            ],
        )
        .unwrap();
        assert!(!config.comment_hold_links && config.comment_hold_first_anonymous);
        assert_eq!(config.comment_banned_words, ["prost", "țeapă mare"]);
        let toml: Config = toml::from_str("comment_banned_words = [\"spam\"]").unwrap();
        assert_eq!(toml.comment_banned_words, ["spam"]);
    }

    #[test]
    fn a_bad_log_format_is_refused() {
        let err = Config::load(None, [("NEWS_LOG_FORMAT".to_string(), "xml".to_string())]).unwrap_err();
        assert!(err.to_string().contains("text or json"));
    }

    #[test]
    fn an_opentelemetry_collector_is_an_http_address() {
        let load = |endpoint: &str| Config::load(None, [("NEWS_OTEL_ENDPOINT".to_string(), endpoint.to_string())]);
        assert_eq!(
            load("http://127.0.0.1:4318/").unwrap().otel_endpoint.as_deref(),
            Some("http://127.0.0.1:4318")
        );
        assert_eq!(load("").unwrap().otel_endpoint, None);
        let err = load("collector:4317").unwrap_err().to_string();
        assert!(
            err.contains("NEWS_OTEL_ENDPOINT must be a collector's http://"),
            "{err}"
        );
    }
}
