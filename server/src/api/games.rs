//! The games' player profile of a signed-in reader (spec §3), kept with the account so that it
//! follows them between devices. Anonymous play never calls these: the browser keeps its own.

use axum::extract::State;
use news_core::games::PlayerProfile;

use super::ApiJson;
use crate::auth::SignedIn;
use crate::error::ErrorBody;
use crate::{ApiError, AppState};

/// The account's profile (the empty one, named Player, before the first save).
#[utoipa::path(
    get,
    path = "/api/v1/games/profile",
    tag = "games",
    security(("bearer" = [])),
    responses(
        (status = 200, body = PlayerProfile),
        (status = 401, description = "No valid access token", body = ErrorBody),
    )
)]
pub async fn get_profile(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
) -> Result<axum::Json<PlayerProfile>, ApiError> {
    Ok(axum::Json(state.store.game_profile(&claims.sub).await?))
}

/// Merges this browser's profile into the account's and answers the merged one: counters keep
/// the larger value, the streak comes from the copy played last, achievements are joined, so
/// sending the same copy again, or a stale one, takes nothing away.
#[utoipa::path(
    put,
    path = "/api/v1/games/profile",
    tag = "games",
    security(("bearer" = [])),
    request_body = PlayerProfile,
    responses(
        (status = 200, description = "The merged profile", body = PlayerProfile),
        (status = 400, description = "Not a profile (unknown fields, wrong types)", body = ErrorBody),
        (status = 401, description = "No valid access token", body = ErrorBody),
        (status = 409, description = "Saved from elsewhere at the same moment too often; try again", body = ErrorBody),
        (status = 422, description = "An unknown or repeated achievement, a name over 40 characters, a counter out of range", body = ErrorBody),
    )
)]
pub async fn put_profile(
    State(state): State<AppState>,
    SignedIn(claims): SignedIn,
    ApiJson(copy): ApiJson<PlayerProfile>,
) -> Result<axum::Json<PlayerProfile>, ApiError> {
    let copy = copy.validate()?;
    Ok(axum::Json(state.store.merge_game_profile(&claims.sub, copy).await?))
}
