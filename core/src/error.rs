//! The one error type of the core crate.

/// Every failure the core can report. The variants map one-to-one to what a caller must do:
/// `NotFound`/`Invalid`/`Conflict`/`Gone`/`Forbidden`/`Unauthorized`/`RateLimited` are the client's to
/// fix, the rest are ours.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0} not found")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
    /// Existed, but no longer can be had (an expired backup).
    #[error("{0}")]
    Gone(String),
    #[error("{field}: {message}")]
    Invalid { field: String, message: String },
    #[error("{0}")]
    Forbidden(String),
    /// The session must be raised to aal2 by the account's second factor first.
    #[error("{0}")]
    MfaRequired(String),
    /// The account's address was never confirmed, so it cannot be trusted with a right.
    #[error("{0} has not confirmed its email address")]
    Unconfirmed(String),
    /// Missing, expired or invalid credentials.
    #[error("{0}")]
    Unauthorized(String),
    #[error("too many attempts; try again in {retry_after_secs} s")]
    RateLimited { retry_after_secs: u64 },
    /// Too much work queued (password hashing): try again shortly.
    #[error("the server is busy; try again in {retry_after_secs} s")]
    Busy { retry_after_secs: u64 },
    /// An outside service this server relies on (an OpenID Connect provider) failed.
    #[error("upstream service failed: {0}")]
    Upstream(String),
    #[error("mail could not be sent: {0}")]
    Mail(String),
    /// A backup file that is damaged, of another format, or does not match this schema.
    #[error("{0}")]
    Backup(String),
    /// The object store (S3) refused or failed a request.
    #[error("{0}")]
    Storage(String),
    #[error("the job queue failed: {0}")]
    Queue(String),
    #[error("database error: {0}")]
    Db(#[from] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("search index error: {0}")]
    Search(#[from] tantivy::TantivyError),
    #[error("{context}: {source}")]
    Io { context: String, source: std::io::Error },
    #[error("configuration error: {0}")]
    Config(String),
    /// The web build of the prerendered site failed (its output tail says why).
    #[error("{0}")]
    Site(String),
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self::Invalid {
            field: field.into(),
            message: message.into(),
        }
    }

    pub fn io(context: impl Into<String>, source: std::io::Error) -> Self {
        Self::Io {
            context: context.into(),
            source,
        }
    }
}
