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
pub use secrets::{API_KEY_PREFIX, AuthKeys, looks_like_opaque_token, new_api_key, new_opaque_token};
pub use totp::TotpSecret;

pub use crate::domain::identity::{Aal, Actor, ActorKind, ApiKey, Factor, Scope, StaffRole, User};

use crate::{Error, Result};

/// A lifetime written like `90d`, `12h` or `30m`, for key expiry: at most a hundred years, so
/// that adding it to the present time cannot overflow.
pub fn parse_duration(raw: &str) -> Result<chrono::Duration> {
    let invalid = || Error::invalid("expires", format!("{raw:?} is not a duration like 90d, 12h or 30m"));
    let longest = chrono::Duration::days(36_500);
    let (at, unit) = raw.char_indices().next_back().ok_or_else(invalid)?;
    let n: i64 = raw[..at].parse().ok().filter(|n| *n > 0).ok_or_else(invalid)?;
    let lifetime = match unit {
        'd' => chrono::Duration::try_days(n),
        'h' => chrono::Duration::try_hours(n),
        'm' => chrono::Duration::try_minutes(n),
        _ => None,
    };
    lifetime.filter(|lifetime| *lifetime <= longest).ok_or_else(invalid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations() {
        assert_eq!(parse_duration("90d").unwrap(), chrono::Duration::days(90));
        assert_eq!(parse_duration("12h").unwrap(), chrono::Duration::hours(12));
        assert_eq!(parse_duration("36500d").unwrap(), chrono::Duration::days(36_500));
        // Found by schemathesis: a multibyte last character, and a number past the calendar.
        for bad in [
            "",
            "d",
            "0d",
            "-1d",
            "3w",
            "1.5d",
            "\u{80}",
            "5\u{e9}",
            "36501d",
            "9223372036854775807d",
        ] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
    }
}
