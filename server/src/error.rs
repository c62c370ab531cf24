//! The API's one error shape: `{"error": {"code": "...", "message": "..."}}`.

use axum::Json;
use axum::extract::rejection::JsonRejection;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
    /// A short heading the site can show above the message (spec §5, §8 toasts).
    pub title: Option<&'static str>,
    /// Seconds, for a 429.
    pub retry_after: Option<u64>,
}

#[derive(Serialize, ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

#[derive(Serialize, ToSchema)]
pub struct ErrorDetail {
    pub code: String,
    pub message: String,
    /// A heading for the message, where the spec gives one (a refused comment).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            message: message.into(),
            title: None,
            retry_after: None,
        }
    }

    pub fn titled(self, title: &'static str) -> Self {
        Self {
            title: Some(title),
            ..self
        }
    }

    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "invalid_request", message)
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, "not_found", message)
    }

    pub fn unauthorized(message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "unauthorized", message)
    }

    pub fn forbidden(message: impl Into<String>) -> Self {
        Self::new(StatusCode::FORBIDDEN, "forbidden", message)
    }

    pub fn unavailable(message: impl Into<String>) -> Self {
        Self::new(StatusCode::SERVICE_UNAVAILABLE, "unavailable", message)
    }

    pub fn rate_limited(retry_after_secs: u64) -> Self {
        Self {
            retry_after: Some(retry_after_secs),
            ..Self::new(
                StatusCode::TOO_MANY_REQUESTS,
                "rate_limited",
                format!("Too many requests. Please try again in {retry_after_secs} seconds."),
            )
        }
    }

    /// Too much work queued: the client should come back after `retry_after_secs`.
    pub fn busy(retry_after_secs: u64) -> Self {
        Self {
            retry_after: Some(retry_after_secs),
            ..Self::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "busy",
                format!("The server is busy. Please try again in {retry_after_secs} seconds."),
            )
        }
    }

    /// A failure of ours: logged once with its cause, opaque to the client.
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        tracing::error!(error = %cause, "request failed");
        Self::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            "Something went wrong on our side.",
        )
    }
}

impl From<news_core::Error> for ApiError {
    fn from(err: news_core::Error) -> Self {
        use news_core::Error as E;
        match err {
            E::NotFound(what) => Self::not_found(format!("{what} not found")),
            E::Invalid { field, message } => Self::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "invalid_field",
                format!("{field}: {message}"),
            ),
            E::Conflict(message) => Self::new(StatusCode::CONFLICT, "conflict", message),
            E::Gone(message) => Self::new(StatusCode::GONE, "gone", message),
            E::Forbidden(message) => Self::forbidden(message),
            E::MfaRequired(message) => Self::new(StatusCode::FORBIDDEN, "mfa_required", message),
            E::Unauthorized(message) => Self::unauthorized(message),
            E::RateLimited { retry_after_secs } => Self::rate_limited(retry_after_secs),
            E::Busy { retry_after_secs } => Self::busy(retry_after_secs),
            E::Unconfirmed(_) => Self::new(StatusCode::CONFLICT, "unconfirmed", err.to_string()),
            E::Upstream(detail) => {
                tracing::warn!(error = %detail, "an upstream service failed");
                Self::new(
                    StatusCode::BAD_GATEWAY,
                    "upstream",
                    "The sign-in provider did not answer as expected. Please try again.",
                )
            }
            E::Storage(detail) => {
                tracing::warn!(error = %detail, "the object store failed");
                Self::unavailable("The file store did not answer. Please try again.")
            }
            // PostgreSQL stores no NUL character in text (22021), wherever the text came from.
            E::Db(sqlx::Error::Database(ref db)) if db.code().as_deref() == Some("22021") => {
                Self::bad_request("Text may not contain the NUL character (U+0000).")
            }
            ref full if is_disk_full(full) => {
                tracing::error!(error = %err, "the disk is full");
                Self::new(
                    StatusCode::INSUFFICIENT_STORAGE,
                    "storage_full",
                    "The server has no disk space left. Please try again later.",
                )
            }
            ref gone if is_database_away(gone) => {
                tracing::error!(error = %err, "database unavailable");
                Self::unavailable("The service is temporarily unavailable. Please try again.")
            }
            other => Self::internal(other),
        }
    }
}

/// A write refused for want of space: a file (ENOSPC), SQLite's `SQLITE_FULL` (13) or
/// PostgreSQL's `disk_full` (53100). Nothing was written; the same request works once there is
/// room, so the client is told so rather than given a 500.
fn is_disk_full(err: &news_core::Error) -> bool {
    match err {
        news_core::Error::Io { source, .. } => source.kind() == std::io::ErrorKind::StorageFull,
        news_core::Error::Db(sqlx::Error::Database(db)) => matches!(db.code().as_deref(), Some("13" | "53100")),
        _ => false,
    }
}

/// The database cannot be reached for a moment: the pool found no connection (or a SQLite writer
/// no turn) in time, a connection broke, or PostgreSQL is shutting down, restarting or not yet
/// accepting connections (SQLSTATE classes 08 and 57P). The pool reconnects by itself.
fn is_database_away(err: &news_core::Error) -> bool {
    match err {
        news_core::Error::Db(sqlx::Error::PoolTimedOut | sqlx::Error::Io(_)) => true,
        news_core::Error::Db(sqlx::Error::Database(db)) => db
            .code()
            .is_some_and(|code| code.starts_with("08") || code.starts_with("57P")),
        _ => false,
    }
}

/// A bad JSON body: too large (413), not JSON (415), malformed (400) or of the wrong shape (422).
impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> Self {
        let code = match rejection.status() {
            StatusCode::PAYLOAD_TOO_LARGE => "payload_too_large",
            StatusCode::UNSUPPORTED_MEDIA_TYPE => "unsupported_media_type",
            StatusCode::UNPROCESSABLE_ENTITY => "invalid_field",
            _ => "invalid_json",
        };
        Self::new(rejection.status(), code, rejection.body_text())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            error: ErrorDetail {
                code: self.code.into(),
                message: self.message,
                title: self.title.map(str::to_string),
            },
        };
        let mut response = (self.status, Json(body)).into_response();
        let headers = response.headers_mut();
        if let Some(seconds) = self.retry_after {
            headers.insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        if self.status == StatusCode::UNAUTHORIZED {
            headers.insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        }
        response
    }
}
