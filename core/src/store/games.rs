//! The account's copy of the games' player profile (crate::games): read, and merged with a
//! browser's copy by compare-and-set on its version, so two devices saving at once both count.

use chrono::Utc;

use super::{Store, with_db, with_write};
use crate::domain::article::timestamp;
use crate::games::PlayerProfile;
use crate::{Error, Result};

/// Compare-and-set rounds before giving up; each lost round means another save just landed.
const MERGE_ATTEMPTS: usize = 8;

fn parse(user_id: &str, json: &str) -> Result<PlayerProfile> {
    serde_json::from_str(json).map_err(|e| Error::Config(format!("the game profile of {user_id} is damaged: {e}")))
}

impl Store {
    /// The account's profile, the empty one when it never saved any.
    pub async fn game_profile(&self, user_id: &str) -> Result<PlayerProfile> {
        Ok(match self.stored_game_profile(user_id).await? {
            Some((json, _)) => parse(user_id, &json)?,
            None => PlayerProfile::default(),
        })
    }

    /// The account's profile as stored, for its data export (none when it never saved one).
    pub async fn exported_game_profile(&self, user_id: &str) -> Result<Option<PlayerProfile>> {
        self.stored_game_profile(user_id)
            .await?
            .map(|(json, _)| parse(user_id, &json))
            .transpose()
    }

    async fn stored_game_profile(&self, user_id: &str) -> Result<Option<(String, i64)>> {
        Ok(with_db!(&self.db, pool => {
            sqlx::query_as("select profile, version from game_profiles where user_id = $1")
                .bind(user_id)
                .fetch_optional(pool)
                .await
        })?)
    }

    /// Merges a browser's (validated) copy into the account's and returns the result.
    pub async fn merge_game_profile(&self, user_id: &str, copy: PlayerProfile) -> Result<PlayerProfile> {
        for _ in 0..MERGE_ATTEMPTS {
            let stored = self.stored_game_profile(user_id).await?;
            let (merged, version) = match &stored {
                Some((json, version)) => (parse(user_id, json)?.merge(copy.clone()), Some(*version)),
                None => (PlayerProfile::default().merge(copy.clone()), None),
            };
            let json = serde_json::to_string(&merged).map_err(|e| Error::Config(e.to_string()))?;
            let now = timestamp(Utc::now());
            let written = with_write!(&self.db, conn => {
                match version {
                    Some(version) => sqlx::query(
                        "update game_profiles set profile = $1, version = version + 1, updated_at = $2 \
                         where user_id = $3 and version = $4",
                    )
                    .bind(&json)
                    .bind(now)
                    .bind(user_id)
                    .bind(version)
                    .execute(conn)
                    .await
                    .map(|done| done.rows_affected()),
                    None => sqlx::query(
                        "insert into game_profiles (user_id, profile, version, updated_at) values ($1, $2, 1, $3) \
                         on conflict (user_id) do nothing",
                    )
                    .bind(user_id)
                    .bind(&json)
                    .bind(now)
                    .execute(conn)
                    .await
                    .map(|done| done.rows_affected()),
                }
            })?;
            if written == 1 {
                return Ok(merged);
            }
        }
        Err(Error::Conflict(
            "The game profile is being saved from elsewhere; try again.".into(),
        ))
    }
}
