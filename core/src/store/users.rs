//! Accounts and admin membership (spec §6: an admin is a user whose id is in admin_users).

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::sessions::REVOKE_USER_SESSIONS;
use super::sql::{Arg, Sql, execute};
use super::{Page, Store, audit, with_db};
use crate::domain::article::timestamp;
use crate::domain::identity::{Actor, User};
use crate::{Error, Result};

pub(super) const USER_COLUMNS: &str =
    "id, email, display_name, language, email_confirmed_at, disabled_at, last_sign_in_at, created_at, updated_at";

/// The password hash of an account made by a sign-in code or a provider: no password matches it.
const NO_PASSWORD: &str = "";

/// Makes the account of an address proven by a mailed code or a provider: confirmed, without a
/// password; nothing when the address has an account already.
pub(super) fn passwordless_user(id: &str, email: &str, language: &str, now: DateTime<Utc>) -> Sql {
    let mut sql = Sql::new(
        "insert into users (id, email, password_hash, language, email_confirmed_at, created_at, updated_at) values (",
    );
    sql.bind(Arg::Text(id.into()))
        .push(", ")
        .bind(Arg::Text(email.into()))
        .push(", ")
        .bind(Arg::Text(NO_PASSWORD.into()))
        .push(", ")
        .bind(Arg::Text(language.into()))
        .push(", ")
        .bind(Arg::Time(now))
        .push(", ")
        .bind(Arg::Time(now))
        .push(", ")
        .bind(Arg::Time(now))
        .push(") on conflict (email) do nothing");
    sql
}

pub struct NewUser {
    pub email: String,
    pub password_hash: String,
    pub language: String,
    /// Made by an operator, who vouches for the address: no confirmation mail is needed.
    pub confirmed: bool,
}

/// What an access token's holder is, for the admin check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AdminSession {
    /// An admin; `has_factor` when the account has a verified second factor.
    Admin {
        has_factor: bool,
    },
    NotAdmin,
    /// The token's session was ended (signed out, password reset, account disabled).
    Ended,
}

/// A user in an admin's list.
#[derive(Clone, Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct UserListing {
    #[sqlx(flatten)]
    #[serde(flatten)]
    pub user: User,
    pub is_admin: bool,
}

pub(super) fn on_unique_email(err: sqlx::Error) -> Error {
    match &err {
        sqlx::Error::Database(db) if db.kind() == sqlx::error::ErrorKind::UniqueViolation => {
            Error::Conflict("An account with this email address already exists.".into())
        }
        _ => Error::Db(err),
    }
}

impl Store {
    /// Creates an account; `Conflict` when the address is taken. `actor` is set when an admin or
    /// operator makes it (audited), `None` for a reader signing up.
    pub async fn create_user(&self, new: NewUser, actor: Option<&Actor>) -> Result<User> {
        let now = timestamp(Utc::now());
        let id = uuid::Uuid::new_v4().to_string();
        let confirmed_at = new.confirmed.then_some(now);
        with_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            sqlx::query(
                "insert into users (id, email, password_hash, language, email_confirmed_at, created_at, updated_at) \
                 values ($1, $2, $3, $4, $5, $6, $6)",
            )
            .bind(&id)
            .bind(&new.email)
            .bind(&new.password_hash)
            .bind(&new.language)
            .bind(confirmed_at)
            .bind(now)
            .execute(&mut *tx)
            .await
            .map_err(on_unique_email)?;
            if let Some(actor) = actor {
                execute!(&mut *tx, audit::entry(actor, "user.create", &new.email))?;
            }
            tx.commit().await?;
        });
        self.user_by_id(&id).await
    }

    pub async fn user_by_id(&self, id: &str) -> Result<User> {
        let sql = format!("select {USER_COLUMNS} from users where id = $1");
        with_db!(&self.db, pool => sqlx::query_as::<_, User>(sqlx::AssertSqlSafe(sql)).bind(id).fetch_optional(pool).await)?
            .ok_or_else(|| Error::NotFound("user".into()))
    }

    pub async fn user_by_email(&self, email: &str) -> Result<User> {
        self.credentials(email)
            .await?
            .map(|(user, _)| user)
            .ok_or_else(|| Error::NotFound(format!("an account for {email}")))
    }

    /// The account of a (normalised) address with its password hash, for sign-in.
    pub async fn credentials(&self, email: &str) -> Result<Option<(User, String)>> {
        #[derive(sqlx::FromRow)]
        struct Row {
            #[sqlx(flatten)]
            user: User,
            password_hash: String,
        }
        let sql = format!("select {USER_COLUMNS}, password_hash from users where email = $1");
        let row = with_db!(&self.db, pool => sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(sql)).bind(email).fetch_optional(pool).await)?;
        Ok(row.map(|r| (r.user, r.password_hash)))
    }

    pub async fn list_users(&self, page: Page) -> Result<(Vec<UserListing>, i64)> {
        let sql = format!(
            "select {USER_COLUMNS}, exists (select 1 from admin_users a where a.id = users.id) as is_admin \
             from users order by created_at, id limit $1 offset $2"
        );
        Ok(with_db!(&self.db, pool => {
            let rows = sqlx::query_as::<_, UserListing>(sqlx::AssertSqlSafe(sql))
                .bind(page.limit)
                .bind(page.offset)
                .fetch_all(pool)
                .await?;
            let (total,): (i64,) = sqlx::query_as("select count(*) from users").fetch_one(pool).await?;
            (rows, total)
        }))
    }

    /// Sets a new password hash and ends every session of the account, in one transaction.
    /// With `confirm_address` the operator also vouches for the address (taking the account
    /// from whoever signed up with it).
    pub async fn set_password(
        &self,
        user_id: &str,
        password_hash: &str,
        actor: Option<&Actor>,
        confirm_address: bool,
    ) -> Result<()> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            let changed = sqlx::query(
                "update users set password_hash = $1, updated_at = $2, \
                 email_confirmed_at = case when $4 then coalesce(email_confirmed_at, $2) else email_confirmed_at end \
                 where id = $3",
            )
                .bind(password_hash)
                .bind(now)
                .bind(user_id)
                .bind(confirm_address)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if changed == 0 {
                return Err(Error::NotFound("user".into()));
            }
            sqlx::query(REVOKE_USER_SESSIONS)
                .bind(now)
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            if let Some(actor) = actor {
                execute!(&mut *tx, audit::entry(actor, "user.reset_password", user_id))?;
            }
            tx.commit().await?;
        });
        Ok(())
    }

    /// Disables (ending every session) or re-enables an account.
    pub async fn set_user_disabled(&self, user_id: &str, disabled: bool, actor: &Actor) -> Result<User> {
        let now = timestamp(Utc::now());
        let action = if disabled { "user.disable" } else { "user.enable" };
        with_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            let changed = sqlx::query("update users set disabled_at = $1, updated_at = $2 where id = $3")
                .bind(disabled.then_some(now))
                .bind(now)
                .bind(user_id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if changed == 0 {
                return Err(Error::NotFound("user".into()));
            }
            if disabled {
                sqlx::query(REVOKE_USER_SESSIONS)
                    .bind(now)
                    .bind(user_id)
                    .execute(&mut *tx)
                    .await?;
            }
            execute!(&mut *tx, audit::entry(actor, action, user_id))?;
            tx.commit().await?;
        });
        self.user_by_id(user_id).await
    }

    /// Spec §7 admin check, for the holder of an access token: the user's id is in
    /// admin_users, the account is enabled, and the token's session (`session_id`, its
    /// refresh-token family) has not been ended.
    pub async fn admin_session(&self, user_id: &str, session_id: &str) -> Result<AdminSession> {
        let (admin, live, has_factor): (bool, bool, bool) = with_db!(&self.db, pool => {
            sqlx::query_as(
                "select exists (select 1 from admin_users a join users u on u.id = a.id \
                                where a.id = $1 and u.disabled_at is null), \
                        exists (select 1 from refresh_tokens \
                                where family_id = $2 and user_id = $1 and revoked_at is null), \
                        exists (select 1 from auth_factors where user_id = $1 and status = 'verified')",
            )
            .bind(user_id)
            .bind(session_id)
            .fetch_one(pool)
            .await
        })?;
        Ok(match (live, admin) {
            (false, _) => AdminSession::Ended,
            (true, true) => AdminSession::Admin { has_factor },
            (true, false) => AdminSession::NotAdmin,
        })
    }

    /// Makes the account an admin; `false` if it already was. An address nobody confirmed
    /// may belong to whoever signed up first, so such an account is refused (`Unconfirmed`).
    pub async fn add_admin(&self, user_id: &str, actor: &Actor) -> Result<bool> {
        let user = self.user_by_id(user_id).await?;
        if user.email_confirmed_at.is_none() {
            return Err(Error::Unconfirmed(user.email));
        }
        let now = timestamp(Utc::now());
        Ok(with_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            let added = sqlx::query("insert into admin_users (id, created_at) values ($1, $2) on conflict (id) do nothing")
                .bind(user_id)
                .bind(now)
                .execute(&mut *tx)
                .await?
                .rows_affected()
                == 1;
            if added {
                execute!(&mut *tx, audit::entry(actor, "admin.add", &user.email))?;
            }
            tx.commit().await?;
            added
        }))
    }

    pub async fn remove_admin(&self, user_id: &str, actor: &Actor) -> Result<()> {
        let user = self.user_by_id(user_id).await?;
        with_db!(&self.db, pool => {
            let mut tx = pool.begin().await?;
            let removed = sqlx::query("delete from admin_users where id = $1")
                .bind(user_id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if removed == 0 {
                return Err(Error::NotFound(format!("an admin {}", user.email)));
            }
            execute!(&mut *tx, audit::entry(actor, "admin.remove", &user.email))?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Admins with the date they became one, oldest first.
    pub async fn list_admins(&self) -> Result<Vec<(User, DateTime<Utc>)>> {
        #[derive(sqlx::FromRow)]
        struct Row {
            #[sqlx(flatten)]
            user: User,
            admin_since: DateTime<Utc>,
        }
        let columns = USER_COLUMNS
            .split(", ")
            .map(|c| format!("u.{c}"))
            .collect::<Vec<_>>()
            .join(", ");
        let sql = format!(
            "select {columns}, a.created_at as admin_since from admin_users a join users u on u.id = a.id \
             order by a.created_at, u.email"
        );
        let rows =
            with_db!(&self.db, pool => sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(sql)).fetch_all(pool).await)?;
        Ok(rows.into_iter().map(|r| (r.user, r.admin_since)).collect())
    }
}
