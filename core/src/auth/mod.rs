//! Identity and access: accounts and their passwords, second factors, sessions (short-lived
//! signed access tokens with rotating opaque refresh tokens), single-use mail links, API keys and
//! their scopes, and who did what (the audit log's actors).

mod accounts;
mod codes;
mod factors;
mod jwt;
pub(crate) mod limits;
mod oidc;
mod password;
mod profile;
mod secrets;
mod totp;

pub use accounts::{Accounts, AuthSettings, Session};
pub use codes::{CODE_ATTEMPTS, CODE_LIFETIME};
pub use factors::{Challenge, Enrolment, MFA_REQUIRED, Verification};
pub use jwt::{AUDIENCE, Claims, TokenSigner};
pub use limits::address_group;
pub use oidc::{Landing, ProviderInfo, Refusal};
pub use password::{DEFAULT_QUEUE as DEFAULT_HASH_QUEUE, PasswordHasher, normalize_email, validate_new_password};
pub use profile::{OwnerProof, ProfileChange};
pub use secrets::{API_KEY_PREFIX, AuthKeys, new_api_key, new_opaque_token};
pub use totp::TotpSecret;

pub use crate::domain::identity::{Aal, Actor, ActorKind, ApiKey, Factor, Scope, StaffRole, User};

use crate::{Error, Result};

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
    fn durations() {
        assert_eq!(parse_duration("90d").unwrap(), chrono::Duration::days(90));
        assert_eq!(parse_duration("12h").unwrap(), chrono::Duration::hours(12));
        for bad in ["", "d", "0d", "-1d", "3w", "1.5d"] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
    }
}
