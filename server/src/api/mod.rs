//! The JSON API under `/api/v1`, documented by the OpenAPI document it serves. Routes are
//! registered from their `#[utoipa::path]` annotations, so the document and the router cannot
//! disagree.

mod account;
pub mod admin;
pub(crate) mod articles;
mod auth;
mod comments;
mod document;
mod emergency;
mod factors;
mod games;
mod interactions;
mod meta;
mod newsletter;
mod oidc;
mod page;
mod podcasts;
mod search;

use std::future::Future;

use axum::body::Body;
use axum::extract::{FromRequest, FromRequestParts, Multipart, Path, Query, Request};
use axum::http::request::Parts;
use axum::http::{HeaderValue, Uri, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde::de::DeserializeOwned;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::{ErrorBody, ErrorDetail};
use crate::{ApiError, AppState};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "News API",
        description = "Bilingual (English and Romanian) news content API. Send `Authorization: Bearer <token>` \
                       with a user's access token or an API key."
    ),
    components(schemas(ErrorBody, ErrorDetail)),
    modifiers(&BearerAuth)
)]
struct ApiDoc;

struct BearerAuth;

impl utoipa::Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
        openapi
            .components
            .get_or_insert_with(Default::default)
            .add_security_scheme("bearer", SecurityScheme::Http(Http::new(HttpAuthScheme::Bearer)));
    }
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .routes(routes!(articles::list_articles))
        .routes(routes!(articles::recent_articles))
        .routes(routes!(articles::popular_articles))
        .routes(routes!(articles::get_article))
        .routes(routes!(articles::article_batch))
        .routes(routes!(articles::adjacent_articles))
        .routes(routes!(articles::article_translation))
        .routes(routes!(comments::list_comments, comments::post_comment))
        .routes(routes!(interactions::record_view))
        .routes(routes!(interactions::toggle_interaction, interactions::reader_state))
        .routes(routes!(interactions::record_share))
        .routes(routes!(interactions::saved_articles))
        .routes(routes!(search::search_articles))
        .routes(routes!(meta::list_categories))
        .routes(routes!(meta::list_tags))
        .routes(routes!(meta::openapi_document))
        .routes(routes!(meta::healthz))
        .routes(routes!(meta::readyz))
        .routes(routes!(auth::sign_up))
        .routes(routes!(auth::token))
        .routes(routes!(auth::sign_out))
        .routes(routes!(
            auth::current_user,
            account::update_user,
            account::delete_account
        ))
        .routes(routes!(account::change_password))
        .routes(routes!(account::change_email))
        .routes(routes!(account::export_account))
        .routes(routes!(account::newsletter_state, account::set_newsletter))
        .routes(routes!(account::list_sessions, account::end_other_sessions))
        .routes(routes!(account::end_session))
        .routes(routes!(games::get_profile, games::put_profile))
        .routes(routes!(auth::admin_status))
        .routes(routes!(auth::recover))
        .routes(routes!(auth::reset))
        .routes(routes!(auth::verify))
        .routes(routes!(auth::request_code))
        .routes(routes!(oidc::list_providers))
        .routes(routes!(oidc::authorize))
        .routes(routes!(oidc::callback))
        .routes(routes!(auth::resend_confirmation))
        .routes(routes!(factors::list_factors, factors::enrol_factor))
        .routes(routes!(factors::verify_factor))
        .routes(routes!(factors::challenge_factor))
        .routes(routes!(factors::remove_factor))
        .routes(routes!(newsletter::subscribe))
        .routes(routes!(newsletter::confirm))
        .routes(routes!(newsletter::unsubscribe_page, newsletter::unsubscribe))
        .routes(routes!(admin::newsletter::list_subscribers))
        .routes(routes!(
            admin::newsletter::list_campaigns,
            admin::newsletter::create_campaign
        ))
        .routes(routes!(admin::newsletter::get_campaign))
        .routes(routes!(admin::newsletter::send_campaign))
        .routes(routes!(admin::newsletter::test_campaign))
        .routes(routes!(admin::newsletter::cancel_campaign))
        .routes(routes!(admin::api_keys::list_api_keys, admin::api_keys::create_api_key))
        .routes(routes!(admin::api_keys::revoke_api_key))
        .routes(routes!(
            admin::articles::list_all_articles,
            admin::articles::create_article
        ))
        .routes(routes!(
            admin::articles::get_any_article,
            admin::articles::update_article,
            admin::articles::delete_article
        ))
        .routes(routes!(admin::articles::change_status))
        .routes(routes!(admin::dashboard::dashboard))
        .routes(routes!(admin::dashboard::article_metrics))
        .routes(routes!(admin::dashboard::view_sparklines))
        .routes(routes!(admin::revisions::list_revisions))
        .routes(routes!(admin::revisions::get_revision))
        .routes(routes!(admin::revisions::restore_revision))
        .routes(routes!(
            admin::translations::create_translation,
            admin::translations::link_translation,
            admin::translations::unlink_translation
        ))
        .merge(
            OpenApiRouter::new()
                .routes(routes!(admin::media::list_media, admin::media::upload_media))
                .layer(admin::media::upload_limit()),
        )
        .routes(routes!(admin::media::delete_media))
        .routes(routes!(admin::articles::list_trash))
        .routes(routes!(admin::articles::restore_article))
        .routes(routes!(admin::articles::purge_article))
        .routes(routes!(admin::audit::list_audit))
        .routes(routes!(admin::comments::list_moderated_comments))
        .routes(routes!(admin::comments::approve_comment))
        .routes(routes!(admin::comments::reject_comment))
        .routes(routes!(admin::comments::delete_comment))
        .routes(routes!(admin::users::list_users))
        .routes(routes!(admin::users::change_user))
        .routes(routes!(admin::users::send_reset))
        .routes(routes!(admin::backups::list_backups, admin::backups::create_backup))
        .routes(routes!(admin::backups::completed_backups))
        .routes(routes!(admin::backups::download_backup))
        .routes(routes!(admin::backups::delete_backup))
        .routes(routes!(admin::backups::verify_backup))
        .routes(routes!(admin::backups::restore_backup))
        .routes(routes!(admin::backups::list_restores))
        .routes(routes!(admin::backups::get_restore))
        .routes(routes!(admin::backups::list_jobs))
        .routes(routes!(admin::automation::list_rules, admin::automation::create_rule))
        .routes(routes!(admin::automation::preview_schedule))
        .routes(routes!(
            admin::automation::get_rule,
            admin::automation::update_rule,
            admin::automation::delete_rule
        ))
        .routes(routes!(admin::automation::enable_rule))
        .routes(routes!(admin::automation::disable_rule))
        .routes(routes!(admin::automation::run_rule))
        .routes(routes!(admin::automation::list_runs))
        .routes(routes!(admin::ai::ai_status))
        .routes(routes!(admin::ai::request_run, admin::ai::list_runs))
        .routes(routes!(admin::ai::get_run))
        .routes(routes!(admin::ai::follow_run))
        .routes(routes!(admin::ai::review_article))
        .routes(routes!(podcasts::list_podcasts))
        .routes(routes!(podcasts::get_podcast))
        .routes(routes!(admin::podcasts::list_episodes, admin::podcasts::create_episode))
        .merge(
            OpenApiRouter::new()
                .routes(routes!(admin::podcasts::upload_audio))
                .layer(admin::podcasts::upload_limit()),
        )
        .routes(routes!(
            admin::podcasts::get_episode,
            admin::podcasts::update_episode,
            admin::podcasts::delete_episode
        ))
        .routes(routes!(admin::podcasts::publish_episode))
        .routes(routes!(admin::podcasts::unpublish_episode))
        .routes(routes!(
            emergency::emergency_backups,
            emergency::emergency_backups_posted
        ))
        .routes(routes!(
            emergency::emergency_download,
            emergency::emergency_download_posted
        ))
        .route("/api/{*rest}", axum::routing::any(unknown_endpoint))
}

/// The OpenAPI document of every endpoint.
pub fn openapi() -> utoipa::openapi::OpenApi {
    let mut document = router().split_for_parts().1;
    document::add_common_answers(&mut document);
    document
}

async fn unknown_endpoint(uri: Uri) -> ApiError {
    ApiError::not_found(format!("no API endpoint at {}", uri.path()))
}

/// A JSON body whose rejection (too large, not JSON, wrong shape) uses the API's error shape.
#[derive(axum::extract::FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct ApiJson<T>(pub T);

/// A JSON body that may be left out (or blank): its `Default` then.
pub(crate) fn optional_json<T: DeserializeOwned + Default>(body: &[u8]) -> Result<T, ApiError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(T::default());
    }
    serde_json::from_slice(body).map_err(|e| ApiError::bad_request(format!("Invalid JSON body: {e}")))
}

/// An extractor of `$inner` whose rejection uses the API's error shape.
macro_rules! api_extractor {
    ($(#[$doc:meta])* $name:ident, $inner:ident) => {
        $(#[$doc])*
        pub struct $name<T>(pub T);

        impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for $name<T> {
            type Rejection = ApiError;

            async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
                $inner::<T>::from_request_parts(parts, state)
                    .await
                    .map(|$inner(value)| $name(value))
                    .map_err(|rejection| ApiError::new(rejection.status(), "invalid_request", rejection.body_text()))
            }
        }
    };
}

api_extractor!(
    /// Query parameters; an unknown one, say, is a 400 in the API's error shape.
    ApiQuery,
    Query
);
api_extractor!(
    /// Path parameters; a number too large, say, is a 400 in the API's error shape.
    ApiPath,
    Path
);

/// A multipart form whose rejection (another content type, no boundary) uses the API's error
/// shape.
pub struct ApiMultipart(pub Multipart);

impl<S: Send + Sync> FromRequest<S> for ApiMultipart {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        Multipart::from_request(request, state)
            .await
            .map(ApiMultipart)
            .map_err(|rejection| ApiError::new(rejection.status(), "invalid_form", rejection.body_text()))
    }
}

/// A JSON answer for a public read, served from the response cache when the content has not
/// changed since it was computed.
async fn cached_json<T, F>(state: &AppState, uri: &Uri, produce: F) -> Result<Response, ApiError>
where
    T: Serialize,
    F: Future<Output = Result<T, ApiError>>,
{
    let body = state
        .cache
        .get_or_insert(uri.to_string(), async {
            let value = produce.await?;
            Ok::<_, ApiError>(axum::body::Bytes::from(
                serde_json::to_vec(&value).map_err(ApiError::internal)?,
            ))
        })
        .await?;
    Ok(json_response(body))
}

fn json_response(body: axum::body::Bytes) -> Response {
    let mut response = Body::from(body).into_response();
    response
        .headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json"));
    response
}

/// Parses an optional whole number within `min..=max`, or gives `default`.
pub(crate) fn parse_number(name: &str, raw: Option<&str>, default: i64, min: i64, max: i64) -> Result<i64, ApiError> {
    match raw {
        None => Ok(default),
        Some(raw) => raw
            .parse::<i64>()
            .ok()
            .filter(|n| (min..=max).contains(n))
            .ok_or_else(|| ApiError::bad_request(format!("{name} must be a whole number from {min} to {max}"))),
    }
}

pub(crate) fn parse_bool(name: &str, raw: Option<&str>) -> Result<Option<bool>, ApiError> {
    match raw {
        None => Ok(None),
        Some("true" | "1") => Ok(Some(true)),
        Some("false" | "0") => Ok(Some(false)),
        Some(_) => Err(ApiError::bad_request(format!("{name} must be true or false"))),
    }
}

pub(crate) fn parse_language(raw: Option<&str>) -> Result<Option<news_core::domain::Language>, ApiError> {
    raw.map(|code| {
        code.parse()
            .map_err(|e: news_core::Error| ApiError::bad_request(invalid_message(e)))
    })
    .transpose()
}

pub(crate) fn parse_id(raw: &str) -> Result<i64, ApiError> {
    parse_id_of("article", raw)
}

/// The id of a `what` in a path or query parameter.
pub(crate) fn parse_id_of(what: &str, raw: &str) -> Result<i64, ApiError> {
    raw.parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| ApiError::bad_request(format!("{what} id must be a positive number, not {raw:?}")))
}

/// The message of a validation error, for a 400 about a query parameter.
pub(crate) fn invalid_message(err: news_core::Error) -> String {
    match err {
        news_core::Error::Invalid { message, .. } => message,
        other => other.to_string(),
    }
}
