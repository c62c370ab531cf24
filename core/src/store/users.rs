//! Accounts and admin membership (spec §6: an admin is a user whose id is in admin_users).

use super::BeginWrite as _;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::sessions::{LIVE_SESSION, REVOKE_USER_SESSIONS};
use super::sql::{Arg, Sql, contains_pattern, execute, fetch_as};
use super::{Page, Store, audit, with_db};
use crate::domain::article::timestamp;
use crate::domain::identity::{Actor, StaffRole, User};
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
    /// Staff in `role`; `has_factor` when the account has a verified second factor.
    Staff {
        role: StaffRole,
        has_factor: bool,
    },
    NotAdmin,
    /// The token's session was ended (signed out, password reset, account disabled).
    Ended,
}

/// A user in an admin's list.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct UserListing {
    #[serde(flatten)]
    pub user: User,
    /// The staff role, none for a reader.
    pub role: Option<StaffRole>,
}

/// What granting a role changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoleChange {
    /// The account was not staff.
    Granted,
    /// The account was staff in another role.
    Changed(StaffRole),
    /// The account had the role already.
    Unchanged,
}

/// A role as stored; the column's check allows only the two.
fn stored_role(raw: &str) -> Result<StaffRole> {
    raw.parse().map_err(|_| {
        Error::Db(sqlx::Error::Decode(
            format!("admin_users holds an unknown role {raw:?}").into(),
        ))
    })
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
            let mut tx = pool.begin_write().await?;
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

    /// Accounts, oldest first; `search` matches part of the address or the display name.
    pub async fn list_users(&self, search: Option<&str>, page: Page) -> Result<(Vec<UserListing>, i64)> {
        #[derive(sqlx::FromRow)]
        struct Row {
            #[sqlx(flatten)]
            user: User,
            role: Option<String>,
            total: i64,
        }
        let mut sql = Sql::new(&format!(
            "select {}, a.role, count(*) over () as total from users u left join admin_users a on a.id = u.id",
            prefixed_user_columns("u")
        ));
        if let Some(search) = search.map(str::trim).filter(|s| !s.is_empty()) {
            let pattern = contains_pattern(search);
            sql.push(" where (lower(u.email) like ")
                .bind(Arg::Text(pattern.clone()))
                .push(" escape '\\' or lower(coalesce(u.display_name, '')) like ")
                .bind(Arg::Text(pattern))
                .push(" escape '\\')");
        }
        sql.push(" order by u.created_at, u.id")
            .limit(page.limit)
            .push(" offset ")
            .bind(Arg::Int(page.offset));
        let rows = with_db!(&self.db, pool => fetch_as!(pool, Row, sql, fetch_all))?;
        let total = rows.first().map_or(0, |r| r.total);
        let items = rows
            .into_iter()
            .map(|row| {
                let role = row.role.as_deref().map(stored_role).transpose()?;
                Ok(UserListing { user: row.user, role })
            })
            .collect::<Result<Vec<_>>>()?;
        Ok((items, total))
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
            let mut tx = pool.begin_write().await?;
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
            let mut tx = pool.begin_write().await?;
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
        let sql = format!(
            "select (select a.role from admin_users a join users u on u.id = a.id \
                     where a.id = $1 and u.disabled_at is null), \
                    {LIVE_SESSION}, \
                    exists (select 1 from auth_factors where user_id = $1 and status = 'verified')"
        );
        let (role, live, has_factor): (Option<String>, bool, bool) = with_db!(&self.db, pool => {
            sqlx::query_as(sqlx::AssertSqlSafe(sql))
            .bind(user_id)
            .bind(session_id)
            .fetch_one(pool)
            .await
        })?;
        Ok(match (live, role) {
            (false, _) => AdminSession::Ended,
            (true, Some(role)) => AdminSession::Staff {
                role: stored_role(&role)?,
                has_factor,
            },
            (true, None) => AdminSession::NotAdmin,
        })
    }

    /// The account's staff role, none for a reader.
    pub async fn staff_role(&self, user_id: &str) -> Result<Option<StaffRole>> {
        let role: Option<(String,)> = with_db!(&self.db, pool => {
            sqlx::query_as("select role from admin_users where id = $1")
                .bind(user_id)
                .fetch_optional(pool)
                .await
        })?;
        role.map(|(role,)| stored_role(&role)).transpose()
    }

    /// Gives the account a staff role. An address nobody confirmed may belong to whoever signed
    /// up first, so such an account is refused (`Unconfirmed`).
    pub async fn grant_role(&self, user_id: &str, role: StaffRole, actor: &Actor) -> Result<RoleChange> {
        let user = self.user_by_id(user_id).await?;
        if user.email_confirmed_at.is_none() {
            return Err(Error::Unconfirmed(user.email));
        }
        let now = timestamp(Utc::now());
        let target = format!("{} as {}", user.email, role.as_str());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let before: Option<(String,)> = sqlx::query_as("select role from admin_users where id = $1")
                .bind(user_id)
                .fetch_optional(&mut *tx)
                .await?;
            let change = match before.map(|(r,)| stored_role(&r)).transpose()? {
                None => RoleChange::Granted,
                Some(old) if old == role => RoleChange::Unchanged,
                Some(old) => RoleChange::Changed(old),
            };
            if change != RoleChange::Unchanged {
                sqlx::query(
                    "insert into admin_users (id, created_at, role) values ($1, $2, $3) \
                     on conflict (id) do update set role = excluded.role",
                )
                .bind(user_id)
                .bind(now)
                .bind(role.as_str())
                .execute(&mut *tx)
                .await?;
                execute!(&mut *tx, audit::entry(actor, "staff.grant", &target))?;
            }
            tx.commit().await?;
            Ok(change)
        })
    }

    /// Takes the account's staff role away.
    pub async fn remove_admin(&self, user_id: &str, actor: &Actor) -> Result<()> {
        let user = self.user_by_id(user_id).await?;
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let removed = sqlx::query("delete from admin_users where id = $1")
                .bind(user_id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if removed == 0 {
                return Err(Error::NotFound(format!("a staff member {}", user.email)));
            }
            execute!(&mut *tx, audit::entry(actor, "staff.remove", &user.email))?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Staff with their role and the date they became staff, oldest first.
    pub async fn list_admins(&self) -> Result<Vec<(User, StaffRole, DateTime<Utc>)>> {
        #[derive(sqlx::FromRow)]
        struct Row {
            #[sqlx(flatten)]
            user: User,
            role: String,
            admin_since: DateTime<Utc>,
        }
        let sql = format!(
            "select {}, a.role, a.created_at as admin_since from admin_users a join users u on u.id = a.id \
             order by a.created_at, u.email",
            prefixed_user_columns("u")
        );
        let rows =
            with_db!(&self.db, pool => sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(sql)).fetch_all(pool).await)?;
        rows.into_iter()
            .map(|r| Ok((r.user, stored_role(&r.role)?, r.admin_since)))
            .collect()
    }
}

/// `USER_COLUMNS` of the table aliased `alias`, for joins.
fn prefixed_user_columns(alias: &str) -> String {
    USER_COLUMNS
        .split(", ")
        .map(|c| format!("{alias}.{c}"))
        .collect::<Vec<_>>()
        .join(", ")
}
