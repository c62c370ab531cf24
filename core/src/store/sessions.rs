//! Sessions and mail links. A sign-in starts a family of refresh tokens; each refresh rotates
//! the presented token for a new one in the same family. Presenting a token that was already
//! rotated means a copy exists elsewhere, so the whole family is revoked (stolen-token detection).

use super::BeginWrite as _;
use chrono::{DateTime, Utc};

use super::{Store, with_db, with_write};
use crate::Result;
use crate::domain::article::timestamp;
use crate::domain::identity::{Aal, User};
use crate::domain::interaction::ClientInfo;

/// The outcome of presenting a refresh token.
#[derive(Debug)]
pub enum Refresh {
    /// The token was current: it is now rotated, and the new one belongs to the same family.
    Rotated { user: User, family_id: String, aal: Aal },
    /// The token had already been rotated: its family is now revoked.
    Reused,
    /// Unknown, revoked, expired, or its account is disabled.
    Refused,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkPurpose {
    Recovery,
    Confirmation,
}

impl LinkPurpose {
    fn as_str(self) -> &'static str {
        match self {
            Self::Recovery => "recovery",
            Self::Confirmation => "confirmation",
        }
    }
}

/// Ends every session of an account (`$1` now, `$2` the user id): on a password change, a
/// reset, or when the account is disabled.
pub(super) const REVOKE_USER_SESSIONS: &str =
    "update refresh_tokens set revoked_at = $1 where user_id = $2 and revoked_at is null";

/// Whether session `$2` (a refresh-token family) of user `$1` is unrevoked: what an access
/// token of that session needs wherever it is presented.
pub(super) const LIVE_SESSION: &str =
    "exists (select 1 from refresh_tokens where family_id = $2 and user_id = $1 and revoked_at is null)";

#[derive(sqlx::FromRow)]
struct TokenRow {
    id: i64,
    family_id: String,
    user_id: String,
    expires_at: DateTime<Utc>,
    rotated_at: Option<DateTime<Utc>>,
    revoked_at: Option<DateTime<Utc>>,
    aal: String,
}

impl Store {
    /// Starts a session for a signed-in user and notes the sign-in; returns the family id and
    /// the sign-in time.
    pub async fn start_session(
        &self,
        user_id: &str,
        token_hash: &str,
        expires_at: DateTime<Utc>,
        client: &ClientInfo,
    ) -> Result<(String, DateTime<Utc>)> {
        let now = timestamp(Utc::now());
        let family_id = uuid::Uuid::new_v4().to_string();
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query(
                "insert into refresh_tokens (family_id, user_id, token_hash, created_at, expires_at, user_agent, ip_address) \
                 values ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(&family_id)
            .bind(user_id)
            .bind(token_hash)
            .bind(now)
            .bind(timestamp(expires_at))
            .bind(&client.user_agent)
            .bind(&client.ip_address)
            .execute(&mut *tx)
            .await?;
            sqlx::query("update users set last_sign_in_at = $1 where id = $2")
                .bind(now)
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok((family_id, now))
    }

    /// Rotates the token hashed as `presented` for `replacement`, in one transaction.
    pub async fn rotate_refresh_token(
        &self,
        presented: &str,
        replacement: &str,
        expires_at: DateTime<Utc>,
        client: &ClientInfo,
    ) -> Result<Refresh> {
        let now = timestamp(Utc::now());
        let user_sql = format!("select {} from users where id = $1", super::users::USER_COLUMNS);
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let row: Option<TokenRow> = sqlx::query_as(
                "select id, family_id, user_id, expires_at, rotated_at, revoked_at, aal from refresh_tokens where token_hash = $1",
            )
            .bind(presented)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(row) = row else { return Ok(Refresh::Refused) };
            if row.revoked_at.is_some() || row.expires_at <= now {
                return Ok(Refresh::Refused);
            }
            // The update claims the token; a concurrent refresh with the same token finds it
            // taken, which is the same as a reuse.
            let claimed = row.rotated_at.is_none()
                && sqlx::query("update refresh_tokens set rotated_at = $1 where id = $2 and rotated_at is null")
                    .bind(now)
                    .bind(row.id)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected()
                    == 1;
            if !claimed {
                sqlx::query("update refresh_tokens set revoked_at = $1 where family_id = $2 and revoked_at is null")
                    .bind(now)
                    .bind(&row.family_id)
                    .execute(&mut *tx)
                    .await?;
                tx.commit().await?;
                tracing::warn!(session = %row.family_id, "a rotated refresh token was presented again; session revoked");
                return Ok(Refresh::Reused);
            }
            let user: User = sqlx::query_as(sqlx::AssertSqlSafe(user_sql))
                .bind(&row.user_id)
                .fetch_one(&mut *tx)
                .await?;
            if user.disabled_at.is_some() {
                return Ok(Refresh::Refused);
            }
            // The replacement keeps the session's assurance level, and notes where it was used.
            sqlx::query(
                "insert into refresh_tokens (family_id, user_id, token_hash, created_at, expires_at, aal, user_agent, ip_address) \
                 values ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind(&row.family_id)
            .bind(&row.user_id)
            .bind(replacement)
            .bind(now)
            .bind(timestamp(expires_at))
            .bind(&row.aal)
            .bind(&client.user_agent)
            .bind(&client.ip_address)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(Refresh::Rotated { user, family_id: row.family_id, aal: Aal::from_stored(&row.aal) })
        })
    }

    /// Ends a session by its family id or by one of its refresh tokens. Ending a session that
    /// is already over (or never was) is not an error: signing out is idempotent.
    pub async fn end_session(&self, family_id: Option<&str>, token_hash: Option<&str>) -> Result<()> {
        let now = timestamp(Utc::now());
        with_write!(&self.db, conn => {
            sqlx::query(
                "update refresh_tokens set revoked_at = $1 where revoked_at is null and family_id in \
                 (select family_id from refresh_tokens where family_id = $2 or token_hash = $3)",
            )
            .bind(now)
            .bind(family_id)
            .bind(token_hash)
            .execute(conn)
            .await
            .map(drop)
        })?;
        Ok(())
    }

    /// Whether `session_id` (a refresh-token family) of the user is live and the account
    /// enabled: what an access token needs on the account's own routes, checked on each.
    pub async fn session_is_live(&self, user_id: &str, session_id: &str) -> Result<bool> {
        let sql =
            format!("select {LIVE_SESSION} and exists (select 1 from users where id = $1 and disabled_at is null)");
        let (live,): (bool,) = with_db!(&self.db, pool => {
            sqlx::query_as(sqlx::AssertSqlSafe(sql)).bind(user_id).bind(session_id).fetch_one(pool).await
        })?;
        Ok(live)
    }

    /// Stores a new mail link, making the account's earlier unused links of that purpose void.
    pub async fn create_link(
        &self,
        user_id: &str,
        purpose: LinkPurpose,
        token_hash: &str,
        expires_at: DateTime<Utc>,
    ) -> Result<()> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query("update one_time_tokens set used_at = $1 where user_id = $2 and purpose = $3 and used_at is null")
                .bind(now)
                .bind(user_id)
                .bind(purpose.as_str())
                .execute(&mut *tx)
                .await?;
            sqlx::query(
                "insert into one_time_tokens (token_hash, user_id, purpose, created_at, expires_at) values ($1, $2, $3, $4, $5)",
            )
            .bind(token_hash)
            .bind(user_id)
            .bind(purpose.as_str())
            .bind(now)
            .bind(timestamp(expires_at))
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// The account a usable (known, unused, unexpired) link belongs to.
    pub async fn link_owner(&self, purpose: LinkPurpose, token_hash: &str) -> Result<Option<User>> {
        let row: Option<(String,)> = with_db!(&self.db, pool => {
            sqlx::query_as(
                "select user_id from one_time_tokens where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3",
            )
            .bind(token_hash)
            .bind(purpose.as_str())
            .bind(timestamp(Utc::now()))
            .fetch_optional(pool)
            .await
        })?;
        match row {
            Some((user_id,)) => self.user_by_id(&user_id).await.map(Some),
            None => Ok(None),
        }
    }

    /// Uses a recovery link: sets the new password and ends every session, all or nothing.
    /// `None` when the link is unknown, used or expired.
    pub async fn reset_password_with_link(&self, token_hash: &str, password_hash: &str) -> Result<Option<User>> {
        match self
            .use_link(LinkPurpose::Recovery, token_hash, Some(password_hash))
            .await?
        {
            Some(user_id) => self.user_by_id(&user_id).await.map(Some),
            None => Ok(None),
        }
    }

    /// Uses a confirmation link. `None` when the link is unknown, used or expired.
    pub async fn confirm_email_with_link(&self, token_hash: &str) -> Result<Option<User>> {
        match self.use_link(LinkPurpose::Confirmation, token_hash, None).await? {
            Some(user_id) => self.user_by_id(&user_id).await.map(Some),
            None => Ok(None),
        }
    }

    async fn use_link(
        &self,
        purpose: LinkPurpose,
        token_hash: &str,
        new_password_hash: Option<&str>,
    ) -> Result<Option<String>> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let used: Option<(String,)> = sqlx::query_as(
                "update one_time_tokens set used_at = $1 \
                 where token_hash = $2 and purpose = $3 and used_at is null and expires_at > $1 returning user_id",
            )
            .bind(now)
            .bind(token_hash)
            .bind(purpose.as_str())
            .fetch_optional(&mut *tx)
            .await?;
            let Some((user_id,)) = used else { return Ok(None) };
            if let Some(hash) = new_password_hash {
                sqlx::query("update users set password_hash = $1, updated_at = $2 where id = $3")
                    .bind(hash)
                    .bind(now)
                    .bind(&user_id)
                    .execute(&mut *tx)
                    .await?;
                sqlx::query(REVOKE_USER_SESSIONS)
                    .bind(now)
                    .bind(&user_id)
                    .execute(&mut *tx)
                    .await?;
            }
            // Following either link proves the address is the account holder's.
            sqlx::query("update users set email_confirmed_at = $1, updated_at = $1 where id = $2 and email_confirmed_at is null")
                .bind(now)
                .bind(&user_id)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(Some(user_id))
        })
    }
}
