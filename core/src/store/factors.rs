//! Second factors, their challenges and recovery codes. Every check that a code is used once is
//! a conditional update, so that two nodes (or two requests) cannot both accept the same code.

use super::BeginWrite as _;
use chrono::{DateTime, Utc};

use super::audit;
use super::sessions::REVOKE_USER_SESSIONS;
use super::sql::{Arg, Sql, execute};
use super::{Store, with_db, with_write};
use crate::domain::article::timestamp;
use crate::domain::identity::{Aal, Actor, Factor};
use crate::{Error, Result};

/// A user has at most this many factors (verified or not).
pub const MAX_FACTORS: i64 = 10;

const FACTOR_COLUMNS: &str = "id, kind, friendly_name, status, created_at, verified_at";

/// A factor with what checking its codes needs.
#[derive(Debug, sqlx::FromRow)]
pub struct FactorSecret {
    pub id: String,
    pub status: String,
    pub secret_sealed: String,
    pub last_used_step: Option<i64>,
}

/// What proves the second factor when a session is raised to aal2.
#[derive(Clone, Debug)]
pub enum Proof {
    /// A code of the factor's step `step`, accepted only if no later or equal step was.
    Code { factor_id: String, step: i64 },
    /// An unused recovery code, by its hash.
    RecoveryCode { code_hash: String },
}

/// A session raised to aal2: its refresh tokens were rotated for `refresh_token_hash`.
pub struct Raise<'a> {
    pub user_id: &'a str,
    pub session_id: &'a str,
    pub refresh_token_hash: String,
    pub refresh_expires_at: DateTime<Utc>,
}

impl Store {
    /// Stores a new, unverified factor; the account's earlier unverified ones are dropped (an
    /// enrolment that was never finished). Refused past `MAX_FACTORS`.
    pub async fn create_factor(
        &self,
        user_id: &str,
        id: &str,
        friendly_name: Option<&str>,
        sealed: &str,
    ) -> Result<Factor> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query("delete from auth_factors where user_id = $1 and status = 'unverified'")
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            let (count,): (i64,) = sqlx::query_as("select count(*) from auth_factors where user_id = $1")
                .bind(user_id)
                .fetch_one(&mut *tx)
                .await?;
            if count >= MAX_FACTORS {
                return Err(Error::Conflict(format!("An account can have at most {MAX_FACTORS} factors.")));
            }
            sqlx::query(
                "insert into auth_factors (id, user_id, kind, friendly_name, secret_sealed, status, created_at) \
                 values ($1, $2, 'totp', $3, $4, 'unverified', $5)",
            )
            .bind(id)
            .bind(user_id)
            .bind(friendly_name)
            .bind(sealed)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        });
        Ok(Factor {
            id: id.into(),
            kind: "totp".into(),
            friendly_name: friendly_name.map(Into::into),
            status: "unverified".into(),
            created_at: now,
            verified_at: None,
        })
    }

    /// The account's factors, oldest first.
    pub async fn factors(&self, user_id: &str) -> Result<Vec<Factor>> {
        let sql = format!("select {FACTOR_COLUMNS} from auth_factors where user_id = $1 order by created_at, id");
        Ok(with_db!(&self.db, pool => {
            sqlx::query_as(sqlx::AssertSqlSafe(sql)).bind(user_id).fetch_all(pool).await
        })?)
    }

    /// Whether the account has a verified factor (so that its staff routes want aal2).
    pub async fn has_verified_factor(&self, user_id: &str) -> Result<bool> {
        let (found,): (bool,) = with_db!(&self.db, pool => {
            sqlx::query_as("select exists (select 1 from auth_factors where user_id = $1 and status = 'verified')")
                .bind(user_id)
                .fetch_one(pool)
                .await
        })?;
        Ok(found)
    }

    /// One of the account's factors with its sealed secret.
    pub async fn factor_secret(&self, user_id: &str, factor_id: &str) -> Result<FactorSecret> {
        let row: Option<FactorSecret> = with_db!(&self.db, pool => {
            sqlx::query_as(
                "select id, status, secret_sealed, last_used_step from auth_factors where id = $1 and user_id = $2",
            )
            .bind(factor_id)
            .bind(user_id)
            .fetch_optional(pool)
            .await
        })?;
        row.ok_or_else(|| Error::NotFound(format!("factor {factor_id}")))
    }

    /// Activates an unverified factor with its first code and raises the session, replacing
    /// the account's recovery codes with `recovery_code_hashes`; all or nothing. False when the
    /// factor is no longer unverified or the code's step was used.
    pub async fn activate_factor(
        &self,
        factor_id: &str,
        step: i64,
        recovery_code_hashes: &[String],
        raise: Raise<'_>,
    ) -> Result<bool> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let activated = sqlx::query(
                "update auth_factors set status = 'verified', verified_at = $1, last_used_step = $2 \
                 where id = $3 and user_id = $4 and status = 'unverified' \
                 and (last_used_step is null or last_used_step < $2)",
            )
            .bind(now)
            .bind(step)
            .bind(factor_id)
            .bind(raise.user_id)
            .execute(&mut *tx)
            .await?
            .rows_affected()
                == 1;
            if !activated {
                return Ok(false);
            }
            sqlx::query("delete from recovery_codes where user_id = $1")
                .bind(raise.user_id)
                .execute(&mut *tx)
                .await?;
            for hash in recovery_code_hashes {
                sqlx::query("insert into recovery_codes (user_id, code_hash, created_at) values ($1, $2, $3)")
                    .bind(raise.user_id)
                    .bind(hash)
                    .bind(now)
                    .execute(&mut *tx)
                    .await?;
            }
            let (rotate, insert) = raise_statements(&raise, now);
            if execute!(&mut *tx, rotate)?.rows_affected() == 0 {
                return Ok(false);
            }
            execute!(&mut *tx, insert)?;
            tx.commit().await?;
        });
        Ok(true)
    }

    /// Stores a challenge of a verified factor for a session.
    pub async fn create_challenge(
        &self,
        id: &str,
        factor_id: &str,
        session_id: &str,
        expires_at: DateTime<Utc>,
    ) -> Result<()> {
        let now = timestamp(Utc::now());
        with_write!(&self.db, conn => {
            sqlx::query(
                "insert into auth_challenges (id, factor_id, session_id, created_at, expires_at) values ($1, $2, $3, $4, $5)",
            )
            .bind(id)
            .bind(factor_id)
            .bind(session_id)
            .bind(now)
            .bind(timestamp(expires_at))
            .execute(conn)
            .await
            .map(drop)
        })?;
        Ok(())
    }

    /// Whether a challenge of this factor and session is open (unanswered and unexpired).
    pub async fn challenge_open(&self, challenge_id: &str, factor_id: &str, session_id: &str) -> Result<bool> {
        let (open,): (bool,) = with_db!(&self.db, pool => {
            sqlx::query_as(
                "select exists (select 1 from auth_challenges where id = $1 and factor_id = $2 and session_id = $3 \
                 and verified_at is null and expires_at > $4)",
            )
            .bind(challenge_id)
            .bind(factor_id)
            .bind(session_id)
            .bind(timestamp(Utc::now()))
            .fetch_one(pool)
            .await
        })?;
        Ok(open)
    }

    /// Answers an open challenge with `proof` and raises the session; all or nothing. False
    /// when the challenge was answered meanwhile, the code's step was used or the recovery
    /// code is spent.
    pub async fn answer_challenge(&self, challenge_id: &str, proof: &Proof, raise: Raise<'_>) -> Result<bool> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let answered = sqlx::query(
                "update auth_challenges set verified_at = $1 \
                 where id = $2 and session_id = $3 and verified_at is null and expires_at > $1",
            )
            .bind(now)
            .bind(challenge_id)
            .bind(raise.session_id)
            .execute(&mut *tx)
            .await?
            .rows_affected()
                == 1;
            let proven = answered
                && match proof {
                    Proof::Code { factor_id, step } => sqlx::query(
                        "update auth_factors set last_used_step = $1 \
                         where id = $2 and user_id = $3 and status = 'verified' \
                         and (last_used_step is null or last_used_step < $1)",
                    )
                    .bind(step)
                    .bind(factor_id)
                    .bind(raise.user_id)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected()
                        == 1,
                    Proof::RecoveryCode { code_hash } => sqlx::query(
                        "update recovery_codes set used_at = $1 \
                         where code_hash = $2 and user_id = $3 and used_at is null",
                    )
                    .bind(now)
                    .bind(code_hash)
                    .bind(raise.user_id)
                    .execute(&mut *tx)
                    .await?
                    .rows_affected()
                        == 1,
                };
            let (rotate, insert) = raise_statements(&raise, now);
            if !proven || execute!(&mut *tx, rotate)?.rows_affected() == 0 {
                return Ok(false);
            }
            execute!(&mut *tx, insert)?;
            tx.commit().await?;
        });
        Ok(true)
    }

    /// How many unused recovery codes the account has left.
    pub async fn recovery_codes_left(&self, user_id: &str) -> Result<i64> {
        let (left,): (i64,) = with_db!(&self.db, pool => {
            sqlx::query_as("select count(*) from recovery_codes where user_id = $1 and used_at is null")
                .bind(user_id)
                .fetch_one(pool)
                .await
        })?;
        Ok(left)
    }

    /// Removes one of the account's factors; with its last verified factor go its recovery
    /// codes. False when there was no such factor.
    pub async fn remove_factor(&self, user_id: &str, factor_id: &str) -> Result<bool> {
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let removed = sqlx::query("delete from auth_factors where id = $1 and user_id = $2")
                .bind(factor_id)
                .bind(user_id)
                .execute(&mut *tx)
                .await?
                .rows_affected()
                == 1;
            sqlx::query(
                "delete from recovery_codes where user_id = $1 \
                 and not exists (select 1 from auth_factors where user_id = $1 and status = 'verified')",
            )
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(removed)
        })
    }

    /// An operator's reset for a lost device: every factor and recovery code of the account
    /// goes and its sessions end (they may be on the lost device), audited; returns how many
    /// factors there were.
    pub async fn reset_factors(&self, user_id: &str, email: &str, actor: &Actor) -> Result<u64> {
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let removed = sqlx::query("delete from auth_factors where user_id = $1")
                .bind(user_id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            sqlx::query("delete from recovery_codes where user_id = $1")
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query(REVOKE_USER_SESSIONS)
                .bind(timestamp(Utc::now()))
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            execute!(&mut *tx, audit::entry(actor, "user.mfa_reset", email))?;
            tx.commit().await?;
            Ok(removed)
        })
    }
}

/// The statements that raise a session: every live refresh token of it rotated, and one at
/// aal2 added (the client holds the new one; the old, presented again, ends the session as any
/// reused token does). The first one changing no row means the session has ended.
fn raise_statements(raise: &Raise<'_>, now: DateTime<Utc>) -> (Sql, Sql) {
    let mut rotate = Sql::new("update refresh_tokens set rotated_at = ");
    rotate
        .bind(Arg::Time(now))
        .push(" where family_id = ")
        .bind(Arg::Text(raise.session_id.into()))
        .push(" and user_id = ")
        .bind(Arg::Text(raise.user_id.into()))
        .push(" and rotated_at is null and revoked_at is null and expires_at > $1");
    let mut insert =
        Sql::new("insert into refresh_tokens (family_id, user_id, token_hash, created_at, expires_at, aal) values (");
    insert
        .bind(Arg::Text(raise.session_id.into()))
        .push(", ")
        .bind(Arg::Text(raise.user_id.into()))
        .push(", ")
        .bind(Arg::Text(raise.refresh_token_hash.clone()))
        .push(", ")
        .bind(Arg::Time(now))
        .push(", ")
        .bind(Arg::Time(timestamp(raise.refresh_expires_at)))
        .push(", ")
        .bind(Arg::Text(Aal::Aal2.as_str().into()))
        .push(")");
    (rotate, insert)
}
