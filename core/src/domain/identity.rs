//! Who is who: accounts, API keys and their scopes, and the actors the audit log names.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{Error, Result};

/// An account. `email_confirmed_at` stays empty until the confirmation link is followed;
/// unconfirmed accounts can sign in and are shown as such.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema, sqlx::FromRow)]
pub struct User {
    pub id: String,
    pub email: String,
    /// The name comments show; absent until the owner sets one.
    pub display_name: Option<String>,
    /// en or ro: the language of the mails the account receives.
    pub language: String,
    pub email_confirmed_at: Option<DateTime<Utc>>,
    pub disabled_at: Option<DateTime<Utc>>,
    pub last_sign_in_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A session's authenticator assurance level: `aal1` after a password (or any one proof),
/// `aal2` once a second factor was verified in it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Aal {
    #[default]
    Aal1,
    Aal2,
}

impl Aal {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Aal1 => "aal1",
            Self::Aal2 => "aal2",
        }
    }

    /// The level stored in the database; anything unknown is the lower one.
    pub fn from_stored(value: &str) -> Self {
        if value == "aal2" { Self::Aal2 } else { Self::Aal1 }
    }
}

/// A second factor of an account: an authenticator app (TOTP). Its secret is never shown again
/// after enrolment.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema, sqlx::FromRow)]
pub struct Factor {
    pub id: String,
    /// Always "totp".
    #[sqlx(rename = "kind")]
    #[serde(rename = "factor_type")]
    pub kind: String,
    pub friendly_name: Option<String>,
    /// "unverified" until a first code was accepted, then "verified".
    pub status: String,
    pub created_at: DateTime<Utc>,
    pub verified_at: Option<DateTime<Utc>>,
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

/// A staff member's role (admin_users.role). An admin can do everything; an editor works on
/// content (articles, media, comments, newsletter campaigns), which is what an API key with
/// content:write may do, and nothing of keys, backups, users or automation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum StaffRole {
    Editor,
    Admin,
}

impl StaffRole {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Editor => "editor",
            Self::Admin => "admin",
        }
    }

    /// The API scope the role holds, so a user and a key are checked by one rule.
    pub fn scope(self) -> Scope {
        match self {
            Self::Editor => Scope::ContentWrite,
            Self::Admin => Scope::Admin,
        }
    }
}

impl std::str::FromStr for StaffRole {
    type Err = Error;

    fn from_str(raw: &str) -> Result<Self> {
        match raw {
            "editor" => Ok(Self::Editor),
            "admin" => Ok(Self::Admin),
            other => Err(Error::invalid(
                "role",
                format!("unknown role {other:?}; expected admin or editor"),
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

/// Who does an audited action, and from where. Serialisable, for a job that acts for them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
}
