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

    pub fn redacted(&self) -> String {
        let Some((scheme, rest)) = self.0.split_once("://") else {
            return self.0.clone();
        };
        let Some((credentials, host)) = rest.rsplit_once('@') else {
            return self.0.clone();
        };
        match credentials.split_once(':') {
            Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
            None => self.0.clone(),
        }
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
    /// The built site (web/dist) that the server serves.
    pub site_dir: PathBuf,
    pub log_format: LogFormat,
    /// How often each process applies the search change log to its own index.
    pub search_sync_ms: u64,
    /// Load the demo content when `serve` starts on an empty database.
    pub seed_demo_on_empty: bool,
    /// Keep public API answers in memory until the content changes.
    pub response_cache: bool,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            data_dir: PathBuf::from("./data"),
            database_url: None,
            bind: "127.0.0.1:8080".into(),
            site_dir: PathBuf::from("./web/dist"),
            log_format: LogFormat::Text,
            search_sync_ms: 250,
            seed_demo_on_empty: true,
            response_cache: true,
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
        Ok(config)
    }

    fn apply_env(&mut self, key: &str, value: String) -> Result<()> {
        match key {
            "NEWS_DATA_DIR" => self.data_dir = value.into(),
            "NEWS_DATABASE_URL" | "DATABASE_URL" => self.database_url = Some(DatabaseUrl::new(value)),
            "NEWS_BIND" => self.bind = value,
            "NEWS_SITE_DIR" => self.site_dir = value.into(),
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
            "NEWS_SEARCH_SYNC_MS" => {
                self.search_sync_ms = value.parse().map_err(|_| {
                    Error::Config(format!(
                        "NEWS_SEARCH_SYNC_MS must be a number of milliseconds, not {value:?}"
                    ))
                })?
            }
            "NEWS_SEED_DEMO" => self.seed_demo_on_empty = parse_flag(&value),
            "NEWS_RESPONSE_CACHE" => self.response_cache = parse_flag(&value),
            _ => {}
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
}

fn parse_flag(value: &str) -> bool {
    !matches!(value, "0" | "false" | "no" | "off")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn database_url_debug_and_serialize_hide_the_password() {
        let url = DatabaseUrl::new("postgres://news:s3cret@db.internal:5432/news");
        assert_eq!(format!("{url:?}"), "postgres://news:***@db.internal:5432/news");
        assert!(!serde_json::to_string(&url).unwrap().contains("s3cret"));
        assert_eq!(url.expose(), "postgres://news:s3cret@db.internal:5432/news");
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
    fn a_bad_log_format_is_refused() {
        let err = Config::load(None, [("NEWS_LOG_FORMAT".to_string(), "xml".to_string())]).unwrap_err();
        assert!(err.to_string().contains("text or json"));
    }
}
