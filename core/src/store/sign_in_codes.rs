//! One-time sign-in codes: one live code per address, used once, dead after too many wrong
//! tries. Each check is a conditional statement, so two requests (or two nodes) cannot both
//! accept the same code or both spend the last try.

use super::BeginWrite as _;
use chrono::{DateTime, Utc};

use super::sql::execute;
use super::users::{USER_COLUMNS, passwordless_user};
use super::{Store, with_db, with_write};
use crate::Result;
use crate::domain::article::timestamp;
use crate::domain::identity::User;

impl Store {
    /// Stores a new code for the address, replacing any earlier one (and its tries).
    pub async fn put_sign_in_code(
        &self,
        email: &str,
        code_hash: &str,
        language: &str,
        expires_at: DateTime<Utc>,
    ) -> Result<()> {
        let now = timestamp(Utc::now());
        with_write!(&self.db, conn => {
            sqlx::query(
                "insert into sign_in_codes (email, code_hash, language, attempts, created_at, expires_at) \
                 values ($1, $2, $3, 0, $4, $5) \
                 on conflict (email) do update set code_hash = excluded.code_hash, language = excluded.language, \
                 attempts = 0, created_at = excluded.created_at, expires_at = excluded.expires_at",
            )
            .bind(email)
            .bind(code_hash)
            .bind(language)
            .bind(now)
            .bind(timestamp(expires_at))
            .execute(conn)
            .await
            .map(drop)
        })?;
        Ok(())
    }

    /// Spends the address's code if `code_hash` is it, it is unexpired and fewer than
    /// `max_attempts` wrong tries were made: the language asked for with it. A wrong code
    /// counts a try.
    pub async fn take_sign_in_code(&self, email: &str, code_hash: &str, max_attempts: i64) -> Result<Option<String>> {
        let now = timestamp(Utc::now());
        let taken: Option<(String,)> = with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let taken: Option<(String,)> = sqlx::query_as(
                "delete from sign_in_codes where email = $1 and code_hash = $2 and attempts < $3 and expires_at > $4 \
                 returning language",
            )
            .bind(email)
            .bind(code_hash)
            .bind(max_attempts)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
            if taken.is_none() {
                sqlx::query("update sign_in_codes set attempts = attempts + 1 where email = $1")
                    .bind(email)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
            taken
        });
        Ok(taken.map(|(language,)| language))
    }

    /// The account a code proved the address of: confirmed now if it was not, or created
    /// confirmed and without a password when `create` allows. `None` when there is none and
    /// none may be made.
    pub async fn code_holder(&self, email: &str, language: &str, create: bool) -> Result<Option<User>> {
        let now = timestamp(Utc::now());
        let id = uuid::Uuid::new_v4().to_string();
        let select = format!("select {USER_COLUMNS} from users where email = $1");
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            if create {
                execute!(&mut *tx, passwordless_user(&id, email, language, now))?;
            }
            sqlx::query("update users set email_confirmed_at = $1, updated_at = $1 where email = $2 and email_confirmed_at is null")
                .bind(now)
                .bind(email)
                .execute(&mut *tx)
                .await?;
            let user: Option<User> = sqlx::query_as(sqlx::AssertSqlSafe(select))
                .bind(email)
                .fetch_optional(&mut *tx)
                .await?;
            tx.commit().await?;
            Ok(user)
        })
    }
}
