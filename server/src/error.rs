//! The API's one error shape: `{"error": {"code": "...", "message": "..."}}`.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
}

#[derive(Serialize, ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

#[derive(Serialize, ToSchema)]
pub struct ErrorDetail {
    pub code: String,
    pub message: String,
}

impl ApiError {
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::BAD_REQUEST,
            code: "invalid_request",
            message: message.into(),
        }
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::NOT_FOUND,
            code: "not_found",
            message: message.into(),
        }
    }

    /// A failure of ours: logged once with its cause, opaque to the client.
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        tracing::error!(error = %cause, "request failed");
        Self {
            status: StatusCode::INTERNAL_SERVER_ERROR,
            code: "internal",
            message: "Something went wrong on our side.".into(),
        }
    }
}

impl From<news_core::Error> for ApiError {
    fn from(err: news_core::Error) -> Self {
        use news_core::Error as E;
        match err {
            E::NotFound(what) => Self::not_found(format!("{what} not found")),
            E::Invalid { field, message } => Self {
                status: StatusCode::UNPROCESSABLE_ENTITY,
                code: "invalid_field",
                message: format!("{field}: {message}"),
            },
            E::Conflict(message) => Self {
                status: StatusCode::CONFLICT,
                code: "conflict",
                message,
            },
            E::Forbidden(message) => Self {
                status: StatusCode::FORBIDDEN,
                code: "forbidden",
                message,
            },
            E::Db(sqlx::Error::PoolTimedOut | sqlx::Error::Io(_)) => {
                tracing::error!(error = %err, "database unavailable");
                Self {
                    status: StatusCode::SERVICE_UNAVAILABLE,
                    code: "unavailable",
                    message: "The service is temporarily unavailable. Please try again.".into(),
                }
            }
            other => Self::internal(other),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            error: ErrorDetail {
                code: self.code.into(),
                message: self.message,
            },
        };
        (self.status, Json(body)).into_response()
    }
}
