//! OpenID Connect logins in progress and the provider accounts linked to accounts. Every step
//! of a login is a conditional update, so a state or a hand-off code works once, on any node.

use super::BeginWrite as _;
use chrono::{DateTime, Duration, Utc};

use super::sql::execute;
use super::users::{USER_COLUMNS, passwordless_user};
use super::{Store, with_db, with_write};
use crate::Result;
use crate::domain::article::timestamp;
use crate::domain::identity::User;

/// A login started at a provider: what its answer is checked against.
#[derive(Debug, sqlx::FromRow)]
pub struct PendingLogin {
    pub provider: String,
    pub nonce: String,
    pub verifier_sealed: String,
    pub language: String,
    pub next_path: Option<String>,
}

/// Who the provider says signed in: its subject and verified address.
pub struct ProviderAccount<'a> {
    pub provider: &'a str,
    pub subject: &'a str,
    pub email: &'a str,
}

impl Store {
    pub async fn start_oidc_login(
        &self,
        state_hash: &str,
        login: &PendingLogin,
        expires_at: DateTime<Utc>,
    ) -> Result<()> {
        let now = timestamp(Utc::now());
        with_write!(&self.db, conn => {
            sqlx::query(
                "insert into oidc_logins (state_hash, provider, nonce, verifier_sealed, language, next_path, created_at, expires_at) \
                 values ($1, $2, $3, $4, $5, $6, $7, $8)",
            )
            .bind(state_hash)
            .bind(&login.provider)
            .bind(&login.nonce)
            .bind(&login.verifier_sealed)
            .bind(&login.language)
            .bind(&login.next_path)
            .bind(now)
            .bind(timestamp(expires_at))
            .execute(conn)
            .await
            .map(drop)
        })?;
        Ok(())
    }

    /// Takes the login a provider's answer names by its state: once, before it expires.
    pub async fn take_oidc_login(&self, state_hash: &str) -> Result<Option<PendingLogin>> {
        let now = timestamp(Utc::now());
        Ok(with_write!(&self.db, conn => {
            sqlx::query_as(
                "update oidc_logins set used_at = $1 where state_hash = $2 and used_at is null and expires_at > $1 \
                 returning provider, nonce, verifier_sealed, language, next_path",
            )
            .bind(now)
            .bind(state_hash)
            .fetch_optional(conn)
            .await
        })?)
    }

    /// The account a provider account signs in to: the one linked before, else the one with its
    /// (verified) address, else a new confirmed one when `create` allows; linked now. `None`
    /// when there is none and none may be made.
    pub async fn oidc_account(&self, who: &ProviderAccount<'_>, language: &str, create: bool) -> Result<Option<User>> {
        let now = timestamp(Utc::now());
        let new_id = uuid::Uuid::new_v4().to_string();
        let select = format!("select {USER_COLUMNS} from users where id = $1");
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let linked: Option<(String,)> = sqlx::query_as(
                "select user_id from user_identities where provider = $1 and subject = $2",
            )
            .bind(who.provider)
            .bind(who.subject)
            .fetch_optional(&mut *tx)
            .await?;
            let by_email: Option<(String,)> = match linked {
                Some(_) => None,
                None => sqlx::query_as("select id from users where email = $1")
                    .bind(who.email)
                    .fetch_optional(&mut *tx)
                    .await?,
            };
            let user_id = match (linked, by_email) {
                (Some((id,)), _) | (None, Some((id,))) => id,
                (None, None) if create => {
                    execute!(&mut *tx, passwordless_user(&new_id, who.email, language, now))?;
                    new_id
                }
                (None, None) => return Ok(None),
            };
            sqlx::query(
                "insert into user_identities (provider, subject, user_id, email, created_at, last_sign_in_at) \
                 values ($1, $2, $3, $4, $5, $5) \
                 on conflict (provider, subject) do update set email = excluded.email, last_sign_in_at = excluded.last_sign_in_at",
            )
            .bind(who.provider)
            .bind(who.subject)
            .bind(&user_id)
            .bind(who.email)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            // The provider verified the address: an account waiting for its link is confirmed.
            sqlx::query("update users set email_confirmed_at = $1 where id = $2 and email_confirmed_at is null and email = $3")
                .bind(now)
                .bind(&user_id)
                .bind(who.email)
                .execute(&mut *tx)
                .await?;
            let user: User = sqlx::query_as(sqlx::AssertSqlSafe(select))
                .bind(&user_id)
                .fetch_one(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(Some(user))
        })
    }

    /// Gives a finished login its hand-off code, valid for `lifetime`.
    pub async fn finish_oidc_login(
        &self,
        state_hash: &str,
        handoff_hash: &str,
        user_id: &str,
        lifetime: Duration,
    ) -> Result<()> {
        with_write!(&self.db, conn => {
            sqlx::query("update oidc_logins set handoff_hash = $1, user_id = $2, expires_at = $3 where state_hash = $4")
                .bind(handoff_hash)
                .bind(user_id)
                .bind(timestamp(Utc::now() + lifetime))
                .bind(state_hash)
                .execute(conn)
                .await
                .map(drop)
        })?;
        Ok(())
    }

    /// The account a hand-off code signs in, once, before it expires.
    pub async fn take_oidc_handoff(&self, handoff_hash: &str) -> Result<Option<String>> {
        let now = timestamp(Utc::now());
        let taken: Option<(Option<String>,)> = with_write!(&self.db, conn => {
            sqlx::query_as(
                "update oidc_logins set handoff_hash = null, expires_at = $1 where handoff_hash = $2 and expires_at > $1 \
                 returning user_id",
            )
            .bind(now)
            .bind(handoff_hash)
            .fetch_optional(conn)
            .await
        })?;
        Ok(taken.and_then(|(user_id,)| user_id))
    }
}
