//! API keys for headless clients and automation, stored only as keyed hashes.

use super::BeginWrite as _;
use chrono::{DateTime, Duration, Utc};

use super::sql::execute;
use super::{Store, audit, with_db, with_write};
use crate::domain::article::timestamp;
use crate::domain::identity::{Actor, ActorKind, ApiKey, Scope};
use crate::{Error, Result};

const KEY_COLUMNS: &str =
    "id, name, prefix, scope, created_by, created_by_user_id, created_at, last_used_at, expires_at, revoked_at";

/// `last_used_at` is written at most this often per key, so that a busy client does not turn
/// every read into a write.
pub const LAST_USED_PRECISION: Duration = Duration::minutes(1);

#[derive(sqlx::FromRow)]
struct KeyRow {
    id: String,
    name: String,
    prefix: String,
    scope: String,
    created_by: String,
    created_by_user_id: Option<String>,
    created_at: DateTime<Utc>,
    last_used_at: Option<DateTime<Utc>>,
    expires_at: Option<DateTime<Utc>>,
    revoked_at: Option<DateTime<Utc>>,
}

impl TryFrom<KeyRow> for ApiKey {
    type Error = Error;

    fn try_from(row: KeyRow) -> Result<Self> {
        Ok(Self {
            scope: row.scope.parse::<Scope>()?,
            id: row.id,
            name: row.name,
            prefix: row.prefix,
            created_by: row.created_by,
            created_by_user_id: row.created_by_user_id,
            created_at: row.created_at,
            last_used_at: row.last_used_at,
            expires_at: row.expires_at,
            revoked_at: row.revoked_at,
        })
    }
}

pub struct NewApiKey {
    pub name: String,
    pub scope: Scope,
    pub key_hash: String,
    pub prefix: String,
    pub expires_at: Option<DateTime<Utc>>,
}

impl Store {
    pub async fn create_api_key(&self, new: NewApiKey, actor: &Actor) -> Result<ApiKey> {
        let name = new.name.trim();
        if name.is_empty() || name.chars().count() > 100 {
            return Err(Error::invalid("name", "a key needs a name of 1 to 100 characters"));
        }
        let now = timestamp(Utc::now());
        if new.expires_at.is_some_and(|at| at <= now) {
            return Err(Error::invalid("expires_at", "the expiry must be in the future"));
        }
        let id = uuid::Uuid::new_v4().to_string();
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query(
                "insert into api_keys (id, name, prefix, key_hash, scope, created_by, created_by_user_id, created_at, expires_at) \
                 values ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(&id)
            .bind(name)
            .bind(&new.prefix)
            .bind(&new.key_hash)
            .bind(new.scope.as_str())
            .bind(&actor.label)
            .bind((actor.kind == ActorKind::User).then_some(&actor.id))
            .bind(now)
            .bind(new.expires_at.map(timestamp))
            .execute(&mut *tx)
            .await?;
            execute!(&mut *tx, audit::entry(actor, "api_key.create", &format!("{name} ({})", new.prefix)))?;
            tx.commit().await?;
        });
        self.api_key(&id).await
    }

    pub async fn api_key(&self, id: &str) -> Result<ApiKey> {
        let sql = format!("select {KEY_COLUMNS} from api_keys where id = $1");
        let row = with_db!(&self.db, pool => sqlx::query_as::<_, KeyRow>(sqlx::AssertSqlSafe(sql)).bind(id).fetch_optional(pool).await)?;
        row.ok_or_else(|| Error::NotFound(format!("API key {id}")))?.try_into()
    }

    /// Newest first, revoked and expired ones included (they say so).
    pub async fn list_api_keys(&self) -> Result<Vec<ApiKey>> {
        let sql = format!("select {KEY_COLUMNS} from api_keys order by created_at desc, id");
        let rows =
            with_db!(&self.db, pool => sqlx::query_as::<_, KeyRow>(sqlx::AssertSqlSafe(sql)).fetch_all(pool).await)?;
        rows.into_iter().map(ApiKey::try_from).collect()
    }

    /// The key whose hash is `key_hash`, usable or not; the caller decides.
    pub async fn api_key_by_hash(&self, key_hash: &str) -> Result<Option<ApiKey>> {
        let sql = format!("select {KEY_COLUMNS} from api_keys where key_hash = $1");
        let row = with_db!(&self.db, pool => sqlx::query_as::<_, KeyRow>(sqlx::AssertSqlSafe(sql)).bind(key_hash).fetch_optional(pool).await)?;
        row.map(ApiKey::try_from).transpose()
    }

    /// Revokes a key; revoking a revoked key changes nothing and is not audited again.
    pub async fn revoke_api_key(&self, id: &str, actor: &Actor) -> Result<ApiKey> {
        let key = self.api_key(id).await?;
        if key.revoked_at.is_some() {
            return Ok(key);
        }
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query("update api_keys set revoked_at = $1 where id = $2 and revoked_at is null")
                .bind(now)
                .bind(id)
                .execute(&mut *tx)
                .await?;
            execute!(&mut *tx, audit::entry(actor, "api_key.revoke", &format!("{} ({})", key.name, key.prefix)))?;
            tx.commit().await?;
        });
        self.api_key(id).await
    }

    /// The keys an account made that still work.
    pub async fn usable_api_keys_of(&self, user_id: &str) -> Result<Vec<ApiKey>> {
        let sql = format!(
            "select {KEY_COLUMNS} from api_keys where created_by_user_id = $1 and revoked_at is null \
             and (expires_at is null or expires_at > $2) order by created_at, id"
        );
        let rows = with_db!(&self.db, pool => {
            sqlx::query_as::<_, KeyRow>(sqlx::AssertSqlSafe(sql))
                .bind(user_id)
                .bind(timestamp(Utc::now()))
                .fetch_all(pool)
                .await
        })?;
        rows.into_iter().map(ApiKey::try_from).collect()
    }

    /// Revokes every key an account made (when it is disabled or loses its admin right);
    /// returns the keys revoked.
    pub async fn revoke_api_keys_of(&self, user_id: &str, actor: &Actor) -> Result<Vec<ApiKey>> {
        let keys = self.usable_api_keys_of(user_id).await?;
        for key in &keys {
            self.revoke_api_key(&key.id, actor).await?;
        }
        Ok(keys)
    }

    /// Notes that a key was used at `now`, unless that was already noted within the last minute.
    pub async fn touch_api_key(&self, id: &str, now: DateTime<Utc>) -> Result<()> {
        let now = timestamp(now);
        with_write!(&self.db, conn => {
            sqlx::query("update api_keys set last_used_at = $1 where id = $2 and (last_used_at is null or last_used_at < $3)")
                .bind(now)
                .bind(id)
                .bind(now - LAST_USED_PRECISION)
                .execute(conn)
                .await
                .map(drop)
        })?;
        Ok(())
    }
}
