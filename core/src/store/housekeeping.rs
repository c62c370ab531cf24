//! What the worker deletes every hour so that token tables do not grow forever. Nothing here
//! is needed any more: an expired refresh token is refused whether or not its row exists, a
//! revoked session stays ended without its rows, a used or expired link or break-glass token
//! cannot be used again. Rotated tokens of live sessions are kept until they expire: presenting
//! one again is how a stolen copy is detected.

use super::BeginWrite as _;
use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

use super::{Store, with_db};
use crate::Result;
use crate::domain::article::timestamp;

/// Ended sessions keep their rows this long, for anyone looking into what just happened.
const ENDED_SESSION_RETENTION: Duration = Duration::days(1);

/// Rows deleted by one pass.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Pruned {
    pub refresh_tokens: u64,
    pub one_time_tokens: u64,
    pub break_glass_tokens: u64,
    /// Sign-in codes, address changes, factor challenges and OpenID Connect logins.
    pub short_lived: u64,
}

/// What is left of sign-ins and changes that were finished or never were, as of `$1`.
const SHORT_LIVED: [&str; 4] = [
    "delete from sign_in_codes where expires_at <= $1",
    "delete from email_changes where used_at is not null or expires_at <= $1",
    "delete from auth_challenges where verified_at is not null or expires_at <= $1",
    "delete from oidc_logins where expires_at <= $1",
];

impl Store {
    /// Deletes expired or used refresh tokens, mail links, break-glass tokens and the short-lived
    /// rows of sign-ins, as of `now`.
    pub async fn prune_tokens(&self, now: DateTime<Utc>) -> Result<Pruned> {
        let now = timestamp(now);
        let ended_before = now - ENDED_SESSION_RETENTION;
        Ok(with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let refresh_tokens = sqlx::query(
                "delete from refresh_tokens where expires_at <= $1 or (revoked_at is not null and revoked_at <= $2)",
            )
            .bind(now)
            .bind(ended_before)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            let one_time_tokens = sqlx::query("delete from one_time_tokens where used_at is not null or expires_at <= $1")
                .bind(now)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            let break_glass_tokens =
                sqlx::query("delete from break_glass_tokens where used_at is not null or expires_at <= $1")
                    .bind(now)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected();
            let mut short_lived = 0;
            for sql in SHORT_LIVED {
                short_lived += sqlx::query(sql).bind(now).execute(&mut *tx).await?.rows_affected();
            }
            tx.commit().await?;
            Pruned { refresh_tokens, one_time_tokens, break_glass_tokens, short_lived }
        }))
    }
}
