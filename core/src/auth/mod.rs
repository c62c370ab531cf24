//! Identity and access: accounts and their passwords, sessions (short-lived signed access tokens
//! with rotating opaque refresh tokens), single-use mail links, API keys and their scopes, and
//! who did what (the audit log's actors).

mod accounts;
mod jwt;
pub(crate) mod limits;
mod password;
mod secrets;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub use accounts::{Accounts, AuthSettings, Session};
pub use jwt::{AUDIENCE, Claims, TokenSigner};
pub use limits::address_group;
pub use password::{DEFAULT_QUEUE as DEFAULT_HASH_QUEUE, PasswordHasher, normalize_email, validate_new_password};
pub use secrets::{API_KEY_PREFIX, AuthKeys, new_api_key, new_opaque_token};

use crate::{Error, Result};

/// An account. `email_confirmed_at` stays empty until the confirmation link is followed;
/// unconfirmed accounts can sign in and are shown as such.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema, sqlx::FromRow)]
pub struct User {
    pub id: String,
    pub email: String,
    /// en or ro: the language of the mails the account receives.
    pub language: String,
    pub email_confirmed_at: Option<DateTime<Utc>>,
    pub disabled_at: Option<DateTime<Utc>>,
    pub last_sign_in_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// What an API key may do. Each scope includes the ones before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
pub enum Scope {
    /// Reads published content, at the higher rate limit of a known client.
    #[serde(rename = "content:read")]
    ContentRead,
    /// Creates, updates, publishes and deletes articles.
    #[serde(rename = "content:write")]
    ContentWrite,
    /// Everything an admin can do.
    #[serde(rename = "admin")]
    Admin,
}

impl Scope {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::ContentRead => "content:read",
            Self::ContentWrite => "content:write",
            Self::Admin => "admin",
        }
    }

    pub fn allows(self, needed: Scope) -> bool {
        self >= needed
    }
}

impl std::str::FromStr for Scope {
    type Err = Error;

    fn from_str(raw: &str) -> Result<Self> {
        match raw {
            "content:read" => Ok(Self::ContentRead),
            "content:write" => Ok(Self::ContentWrite),
            "admin" => Ok(Self::Admin),
            other => Err(Error::invalid(
                "scope",
                format!("unknown scope {other:?}; expected content:read, content:write or admin"),
            )),
        }
    }
}

/// An API key as stored: everything but the key itself, which is shown once at creation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct ApiKey {
    pub id: String,
    pub name: String,
    /// The key's first characters, to recognise it in a list.
    pub prefix: String,
    pub scope: Scope,
    /// Who made it: an account's e-mail or `operator:<name>`.
    pub created_by: String,
    /// The account that made it (none for an operator's key), whose keys can be revoked
    /// together when it is disabled or loses its admin right.
    pub created_by_user_id: Option<String>,
    pub created_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
    pub expires_at: Option<DateTime<Utc>>,
    pub revoked_at: Option<DateTime<Utc>>,
}

impl ApiKey {
    pub fn is_usable(&self, now: DateTime<Utc>) -> bool {
        self.revoked_at.is_none() && self.expires_at.is_none_or(|at| at > now)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ActorKind {
    User,
    ApiKey,
    Operator,
}

impl ActorKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::User => "user",
            Self::ApiKey => "api_key",
            Self::Operator => "operator",
        }
    }
}

/// Who does an audited action, and from where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Actor {
    pub kind: ActorKind,
    pub id: String,
    /// Readable: an e-mail, a key's name, an operator's login.
    pub label: String,
    pub ip: Option<String>,
}

impl Actor {
    pub fn user(user_id: &str, email: &str, ip: Option<String>) -> Self {
        Self {
            kind: ActorKind::User,
            id: user_id.into(),
            label: email.into(),
            ip,
        }
    }

    pub fn api_key(key: &ApiKey, ip: Option<String>) -> Self {
        Self {
            kind: ActorKind::ApiKey,
            id: key.id.clone(),
            label: key.name.clone(),
            ip,
        }
    }

    /// Someone at the terminal, running `newsctl` as `login`.
    pub fn operator(login: &str) -> Self {
        Self {
            kind: ActorKind::Operator,
            id: login.into(),
            label: format!("operator:{login}"),
            ip: None,
        }
    }
}

/// A lifetime written like `90d`, `12h` or `30m`, for key expiry.
pub fn parse_duration(raw: &str) -> Result<chrono::Duration> {
    let invalid = || Error::invalid("expires", format!("{raw:?} is not a duration like 90d, 12h or 30m"));
    let (number, unit) = raw.split_at(raw.len().saturating_sub(1));
    let n: i64 = number.parse().ok().filter(|n| *n > 0).ok_or_else(invalid)?;
    match unit {
        "d" => Ok(chrono::Duration::days(n)),
        "h" => Ok(chrono::Duration::hours(n)),
        "m" => Ok(chrono::Duration::minutes(n)),
        _ => Err(invalid()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes_include_the_ones_below() {
        assert!(Scope::Admin.allows(Scope::ContentWrite));
        assert!(Scope::ContentWrite.allows(Scope::ContentRead));
        assert!(!Scope::ContentRead.allows(Scope::ContentWrite));
        assert!(!Scope::ContentWrite.allows(Scope::Admin));
        assert_eq!("content:write".parse::<Scope>().unwrap(), Scope::ContentWrite);
        assert!("root".parse::<Scope>().is_err());
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration("90d").unwrap(), chrono::Duration::days(90));
        assert_eq!(parse_duration("12h").unwrap(), chrono::Duration::hours(12));
        for bad in ["", "d", "0d", "-1d", "3w", "1.5d"] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
    }
}
