//! What an account holder manages on the account page: its profile, its sessions, a change of
//! address, a copy of its data, and the deletion of the account with its personal data.

use super::BeginWrite as _;
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::audit;
use super::sql::{Arg, Sql, execute};
use super::users::USER_COLUMNS;
use super::{Store, with_db, with_write};
use crate::Result;
use crate::domain::article::timestamp;
use crate::domain::identity::{Actor, ActorKind, Factor, StaffRole, User};

/// What replaces an erased account's address or id where a record must stay (the audit log,
/// the makers of API keys and campaigns).
pub const ERASED: &str = "deleted account";

/// A live session of the account: a sign-in and the refreshes that followed it.
#[derive(Clone, Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct SessionInfo {
    /// The session's id (its refresh-token family).
    pub id: String,
    pub signed_in_at: DateTime<Utc>,
    /// The last sign-in or refresh.
    pub last_used_at: DateTime<Utc>,
    pub user_agent: Option<String>,
    pub ip_address: Option<String>,
    /// aal1, or aal2 once a second factor was verified in it.
    pub aal: String,
    /// The session of the request that asked.
    #[sqlx(default)]
    pub current: bool,
}

/// One like, bookmark, view or share of the account.
#[derive(Clone, Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct InteractionRecord {
    pub article_id: i64,
    pub interaction_type: String,
    pub metadata: Option<String>,
    pub created_at: DateTime<Utc>,
}

/// One comment of the account, whatever its moderation status.
#[derive(Clone, Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct CommentRecord {
    pub id: i64,
    pub article_id: i64,
    pub parent_id: Option<i64>,
    pub author_name: String,
    pub text: String,
    pub status: String,
    pub created_at: DateTime<Utc>,
}

/// The account's newsletter subscription, by its address.
#[derive(Clone, Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct SubscriptionRecord {
    pub email: String,
    pub language: String,
    pub status: String,
    pub created_at: DateTime<Utc>,
    pub confirmed_at: Option<DateTime<Utc>>,
    pub unsubscribed_at: Option<DateTime<Utc>>,
}

/// Everything the server keeps about an account, in one document. Secrets (password hash,
/// token hashes, factor secrets) are left out: they are the server's, not the owner's data.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct AccountExport {
    pub exported_at: DateTime<Utc>,
    pub account: User,
    /// The account's staff role, none for a reader.
    pub staff_role: Option<StaffRole>,
    pub sessions: Vec<SessionInfo>,
    pub factors: Vec<Factor>,
    pub interactions: Vec<InteractionRecord>,
    /// The articles bookmarked now (ids), newest first.
    pub bookmarks: Vec<i64>,
    pub comments: Vec<CommentRecord>,
    pub subscriptions: Vec<SubscriptionRecord>,
    /// The games' player profile kept with the account, null when it never saved one.
    pub game_profile: Option<crate::games::PlayerProfile>,
}

/// What happens to an erased account's comments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErasedComments {
    /// Kept, shown as 'Anonymous', with nothing linking them to the account.
    Anonymize,
    Delete,
}

const SESSIONS_SQL: &str = "select family_id as id, min(created_at) as signed_in_at, max(created_at) as last_used_at, \
     max(aal) as aal, \
     (select t.user_agent from refresh_tokens t where t.family_id = r.family_id and t.ip_address is not null \
      order by t.id desc limit 1) as user_agent, \
     (select t.ip_address from refresh_tokens t where t.family_id = r.family_id and t.ip_address is not null \
      order by t.id desc limit 1) as ip_address \
     from refresh_tokens r where user_id = $1 \
     and family_id not in (select family_id from refresh_tokens where user_id = $1 and revoked_at is not null) \
     group by family_id having max(expires_at) > $2 order by last_used_at desc";

impl Store {
    /// The account's live sessions, most recently used first; `current` marks `session_id`.
    pub async fn sessions(&self, user_id: &str, session_id: &str) -> Result<Vec<SessionInfo>> {
        let rows: Vec<SessionInfo> = with_db!(&self.db, pool => {
            sqlx::query_as(SESSIONS_SQL)
                .bind(user_id)
                .bind(timestamp(Utc::now()))
                .fetch_all(pool)
                .await
        })?;
        Ok(rows
            .into_iter()
            .map(|session| SessionInfo {
                current: session.id == session_id,
                ..session
            })
            .collect())
    }

    /// Ends one session of the account; false when it has none by that id.
    pub async fn end_account_session(&self, user_id: &str, session_id: &str) -> Result<bool> {
        let ended = with_write!(&self.db, conn => {
            sqlx::query("update refresh_tokens set revoked_at = $1 where user_id = $2 and family_id = $3 and revoked_at is null")
                .bind(timestamp(Utc::now()))
                .bind(user_id)
                .bind(session_id)
                .execute(conn)
                .await
                .map(|done| done.rows_affected())
        })?;
        Ok(ended > 0)
    }

    /// Ends every session of the account but `keep`; how many ended.
    pub async fn end_other_sessions(&self, user_id: &str, keep: &str) -> Result<u64> {
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let (count,): (i64,) = sqlx::query_as(
                "select count(distinct family_id) from refresh_tokens \
                 where user_id = $1 and family_id <> $2 and revoked_at is null",
            )
            .bind(user_id)
            .bind(keep)
            .fetch_one(&mut *tx)
            .await?;
            sqlx::query("update refresh_tokens set revoked_at = $1 where user_id = $2 and family_id <> $3 and revoked_at is null")
                .bind(timestamp(Utc::now()))
                .bind(user_id)
                .bind(keep)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(u64::try_from(count).unwrap_or_default())
        })
    }

    /// Sets the name and language the owner chose (`None` leaves a field as it is; an empty
    /// name clears it).
    pub async fn update_profile(
        &self,
        user_id: &str,
        display_name: Option<Option<&str>>,
        language: Option<&str>,
    ) -> Result<User> {
        let now = timestamp(Utc::now());
        with_write!(&self.db, conn => {
            sqlx::query(
                "update users set display_name = case when $1 then $2 else display_name end, \
                 language = coalesce($3, language), updated_at = $4 where id = $5",
            )
            .bind(display_name.is_some())
            .bind(display_name.flatten())
            .bind(language)
            .bind(now)
            .bind(user_id)
            .execute(conn)
            .await
            .map(drop)
        })?;
        self.user_by_id(user_id).await
    }

    /// The owner's new password: every other session ends, the one that changed it stays.
    pub async fn change_password(&self, user_id: &str, password_hash: &str, keep_session: &str) -> Result<()> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query("update users set password_hash = $1, updated_at = $2 where id = $3")
                .bind(password_hash)
                .bind(now)
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("update refresh_tokens set revoked_at = $1 where user_id = $2 and family_id <> $3 and revoked_at is null")
                .bind(now)
                .bind(user_id)
                .bind(keep_session)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Stores a pending change of address, voiding earlier ones of the account.
    pub async fn create_email_change(
        &self,
        user_id: &str,
        new_email: &str,
        token_hash: &str,
        expires_at: DateTime<Utc>,
    ) -> Result<()> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query("update email_changes set used_at = $1 where user_id = $2 and used_at is null")
                .bind(now)
                .bind(user_id)
                .execute(&mut *tx)
                .await?;
            sqlx::query(
                "insert into email_changes (token_hash, user_id, new_email, created_at, expires_at) values ($1, $2, $3, $4, $5)",
            )
            .bind(token_hash)
            .bind(user_id)
            .bind(new_email)
            .bind(now)
            .bind(timestamp(expires_at))
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Applies a pending change of address from its link: the new address is confirmed (the
    /// link reached it). `None` for an unknown, used or expired link; `Conflict` when another
    /// account took the address meanwhile. Returns the account and its old address.
    pub async fn apply_email_change(&self, token_hash: &str) -> Result<Option<(User, String)>> {
        let now = timestamp(Utc::now());
        let select = format!("select {USER_COLUMNS} from users where id = $1");
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let used: Option<(String, String)> = sqlx::query_as(
                "update email_changes set used_at = $1 where token_hash = $2 and used_at is null and expires_at > $1 \
                 returning user_id, new_email",
            )
            .bind(now)
            .bind(token_hash)
            .fetch_optional(&mut *tx)
            .await?;
            let Some((user_id, new_email)) = used else { return Ok(None) };
            let (old_email,): (String,) = sqlx::query_as("select email from users where id = $1")
                .bind(&user_id)
                .fetch_one(&mut *tx)
                .await?;
            sqlx::query("update users set email = $1, email_confirmed_at = $2, updated_at = $2 where id = $3")
                .bind(&new_email)
                .bind(now)
                .bind(&user_id)
                .execute(&mut *tx)
                .await
                .map_err(super::users::on_unique_email)?;
            let user: User = sqlx::query_as(sqlx::AssertSqlSafe(select))
                .bind(&user_id)
                .fetch_one(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(Some((user, old_email)))
        })
    }

    /// Everything kept about the account (see `AccountExport`); `session_id` is marked current.
    pub async fn export_account(&self, user_id: &str, session_id: &str) -> Result<AccountExport> {
        let account = self.user_by_id(user_id).await?;
        let staff_role = self.staff_role(user_id).await?;
        let (interactions, bookmarks, comments, subscriptions) = with_db!(&self.db, pool => {
            let interactions: Vec<InteractionRecord> = sqlx::query_as(
                "select article_id, interaction_type, metadata, created_at from user_interactions \
                 where user_id = $1 order by created_at, id",
            )
            .bind(user_id)
            .fetch_all(pool)
            .await?;
            let bookmarks: Vec<(i64,)> = sqlx::query_as(
                "select article_id from user_interactions where user_id = $1 and interaction_type = 'bookmark' \
                 order by created_at desc, id desc",
            )
            .bind(user_id)
            .fetch_all(pool)
            .await?;
            let comments: Vec<CommentRecord> = sqlx::query_as(
                "select id, article_id, parent_id, author_name, text, status, created_at from comments \
                 where user_id = $1 order by created_at, id",
            )
            .bind(user_id)
            .fetch_all(pool)
            .await?;
            let subscriptions: Vec<SubscriptionRecord> = sqlx::query_as(
                "select email, language, status, created_at, confirmed_at, unsubscribed_at \
                 from newsletter_subscribers where email = $1",
            )
            .bind(&account.email)
            .fetch_all(pool)
            .await?;
            (interactions, bookmarks, comments, subscriptions)
        });
        Ok(AccountExport {
            exported_at: timestamp(Utc::now()),
            sessions: self.sessions(user_id, session_id).await?,
            factors: self.factors(user_id).await?,
            account,
            staff_role,
            interactions,
            bookmarks: bookmarks.into_iter().map(|(id,)| id).collect(),
            comments,
            subscriptions,
            game_profile: self.exported_game_profile(user_id).await?,
        })
    }

    /// Deletes the account and its personal data in one transaction: sessions, links, factors
    /// and codes go with the account; likes, bookmarks, views and shares stay in the counts
    /// without anything that names the reader; comments are kept as 'Anonymous' or deleted;
    /// the newsletter subscription goes; where a record must stay (the audit log, API keys and
    /// campaigns it made), its address and id are replaced by `ERASED`, and its API keys are
    /// revoked. The deletion is audited without the address. `actor` is the operator, or the
    /// owner (whose label is not kept).
    pub async fn erase_account(&self, user_id: &str, comments: ErasedComments, actor: &Actor) -> Result<()> {
        let user = self.user_by_id(user_id).await?;
        let now = timestamp(Utc::now());
        let mut statements = vec![match comments {
            ErasedComments::Anonymize => by_account(
                "update comments set user_id = null, user_fingerprint = null, author_name = 'Anonymous', \
                 ip_address = null, user_agent = null where user_id = ",
                &user,
            ),
            ErasedComments::Delete => by_account("delete from comments where user_id = ", &user),
        }];
        statements.push(by_account(
            "update user_interactions set user_id = null, user_fingerprint = null, ip_address = null, \
             user_agent = null where user_id = ",
            &user,
        ));
        for (table, column) in [
            ("audit_log", "target"),
            ("audit_log", "actor_label"),
            ("api_keys", "created_by"),
            ("break_glass_tokens", "created_by"),
            ("newsletter_campaigns", "created_by"),
            ("comments", "moderated_by"),
        ] {
            let mut sql = Sql::new(&format!("update {table} set {column} = "));
            sql.bind(Arg::Text(ERASED.into()))
                .push(&format!(" where {column} = "))
                .bind(Arg::Text(user.email.clone()))
                .push(&format!(" or {column} = "))
                .bind(Arg::Text(user.id.clone()));
            statements.push(sql);
        }
        let mut audit_ids = Sql::new("update audit_log set actor_id = ");
        audit_ids
            .bind(Arg::Text(ERASED.into()))
            .push(", ip_address = null where actor_type = 'user' and actor_id = ")
            .bind(Arg::Text(user.id.clone()));
        statements.push(audit_ids);
        let mut keys = Sql::new("update api_keys set revoked_at = coalesce(revoked_at, ");
        keys.bind(Arg::Time(now))
            .push(") where created_by_user_id = ")
            .bind(Arg::Text(user.id.clone()));
        statements.push(keys);
        for sql in [
            "delete from newsletter_subscribers where email = ",
            "delete from sign_in_codes where email = ",
        ] {
            let mut statement = Sql::new(sql);
            statement.bind(Arg::Text(user.email.clone()));
            statements.push(statement);
        }
        let mut limits = Sql::new("delete from rate_limits where bucket like ");
        limits.bind(Arg::Text(format!("%{}%", user.email)));
        statements.push(limits);
        statements.push(by_account("delete from admin_users where id = ", &user));
        statements.push(by_account("delete from users where id = ", &user));
        let recorded = match actor.kind {
            ActorKind::User => Actor {
                kind: ActorKind::User,
                id: ERASED.into(),
                label: ERASED.into(),
                ip: None,
            },
            _ => actor.clone(),
        };
        statements.push(audit::entry(&recorded, "user.delete", ERASED));
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            for statement in statements {
                execute!(&mut *tx, statement)?;
            }
            tx.commit().await?;
        });
        Ok(())
    }
}

/// A statement ending in `= ` bound to the account's id.
fn by_account(sql: &str, user: &User) -> Sql {
    let mut statement = Sql::new(sql);
    statement.bind(Arg::Text(user.id.clone()));
    statement
}
