//! An article's translation: make the other language's draft, link an existing article, or
//! unlink the pair. Editors and content:write keys may use them.

use axum::extract::State;
use axum::http::StatusCode;
use news_core::domain::Article;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::api::{ApiJson, ApiPath, parse_id};
use crate::auth::Editor;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TranslationLink {
    /// The article in the other language.
    article_id: i64,
}

/// Makes a draft in the other language, linked both ways, with the text copied to translate.
#[utoipa::path(
    post,
    path = "/api/v1/admin/articles/{id}/translation",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses(
        (status = 201, description = "The new draft", body = Article), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
        (status = 409, description = "It has a translation already", body = ErrorBody),
    )
)]
pub async fn create_translation(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<(StatusCode, axum::Json<Article>), ApiError> {
    let draft = state.store.create_translation(parse_id(&id)?, &actor).await?;
    Ok((StatusCode::CREATED, axum::Json(draft)))
}

/// Links an existing article in the other language as the translation, both ways.
#[utoipa::path(
    put,
    path = "/api/v1/admin/articles/{id}/translation",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    request_body = TranslationLink,
    responses(
        (status = 200, body = Article), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, description = "One of them is linked elsewhere", body = ErrorBody),
        (status = 422, description = "Both are in the same language", body = ErrorBody),
    )
)]
pub async fn link_translation(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
    ApiJson(body): ApiJson<TranslationLink>,
) -> Result<axum::Json<Article>, ApiError> {
    Ok(axum::Json(
        state
            .store
            .link_translation(parse_id(&id)?, body.article_id, &actor)
            .await?,
    ))
}

#[utoipa::path(
    delete,
    path = "/api/v1/admin/articles/{id}/translation",
    tag = "admin",
    security(("bearer" = [])),
    params(("id" = i64, Path)),
    responses((status = 200, body = Article), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody))
)]
pub async fn unlink_translation(
    Editor(actor): Editor,
    State(state): State<AppState>,
    ApiPath(id): ApiPath<String>,
) -> Result<axum::Json<Article>, ApiError> {
    Ok(axum::Json(
        state.store.unlink_translation(parse_id(&id)?, &actor).await?,
    ))
}
