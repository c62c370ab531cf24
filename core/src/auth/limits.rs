//! Limits on authentication attempts. Counters live in the database (fixed windows), so they
//! hold across every node. Two rules keep an attacker from locking the rightful owner out:
//! only failures count (a success gives its hit back), and a per-account limit is kept per
//! client address, with a global per-account ceiling that slows answers instead of refusing
//! them. Client addresses are grouped (IPv6 by /64) so that rotating addresses inside one
//! allocation gains nothing. The same counters limit how often readers may comment.

use std::net::IpAddr;
use std::time::Duration;

use chrono::Utc;

use crate::{Error, Result, Store};

/// At most `max` hits in fixed windows of `window_secs`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rule {
    pub name: &'static str,
    pub max: i64,
    pub window_secs: i64,
}

const FIFTEEN_MINUTES: i64 = 15 * 60;
const HOUR: i64 = 60 * 60;

/// Failed sign-ins from one address group, for any accounts.
pub(crate) const SIGN_IN_PER_ADDRESS: Rule = Rule {
    name: "sign_in:ip",
    max: 100,
    window_secs: FIFTEEN_MINUTES,
};
/// Failed sign-ins to one account from one address group.
pub(crate) const SIGN_IN_PER_ACCOUNT_AND_ADDRESS: Rule = Rule {
    name: "sign_in:account_ip",
    max: 10,
    window_secs: FIFTEEN_MINUTES,
};
/// Failed sign-ins to one account from everywhere: past it, answers slow down (never refused).
pub(crate) const SIGN_IN_PER_ACCOUNT: Rule = Rule {
    name: "sign_in:account",
    max: 50,
    window_secs: FIFTEEN_MINUTES,
};
pub(crate) const SIGN_UP_PER_ADDRESS: Rule = Rule {
    name: "sign_up:ip",
    max: 10,
    window_secs: HOUR,
};
pub(crate) const RECOVER_PER_ADDRESS: Rule = Rule {
    name: "recover:ip",
    max: 10,
    window_secs: HOUR,
};
pub(crate) const RECOVER_PER_ACCOUNT_AND_ADDRESS: Rule = Rule {
    name: "recover:account_ip",
    max: 3,
    window_secs: HOUR,
};
/// Recovery mails to one account from everywhere: past it, answers slow down.
pub(crate) const RECOVER_PER_ACCOUNT: Rule = Rule {
    name: "recover:account",
    max: 10,
    window_secs: HOUR,
};
/// Sign-in codes mailed for one address group, for any addresses.
pub(crate) const CODE_PER_ADDRESS: Rule = Rule {
    name: "code:ip",
    max: 10,
    window_secs: HOUR,
};
pub(crate) const CODE_PER_ACCOUNT_AND_ADDRESS: Rule = Rule {
    name: "code:account_ip",
    max: 3,
    window_secs: HOUR,
};
/// Sign-in codes mailed to one address from everywhere: past it, answers slow down.
pub(crate) const CODE_PER_ACCOUNT: Rule = Rule {
    name: "code:account",
    max: 10,
    window_secs: HOUR,
};
/// Confirmation mails asked for again by one account.
pub(crate) const CONFIRMATION_PER_ACCOUNT: Rule = Rule {
    name: "confirmation:account",
    max: 3,
    window_secs: HOUR,
};
/// Wrong second-factor codes for one account, from everywhere: six digits give a guess in a
/// million, and this leaves about 500 guesses a day.
pub(crate) const MFA_VERIFY_PER_ACCOUNT: Rule = Rule {
    name: "mfa_verify:account",
    max: 5,
    window_secs: FIFTEEN_MINUTES,
};
pub(crate) const RESET_PER_ADDRESS: Rule = Rule {
    name: "reset:ip",
    max: 10,
    window_secs: HOUR,
};

/// The longest an answer is held back past a slowing ceiling.
pub(crate) const MAX_BACKOFF: Duration = Duration::from_secs(30);

/// One counted hit on a rate-limit bucket.
pub(crate) struct Hit {
    pub bucket: String,
    pub hits: i64,
    pub started: i64,
    pub retry_after_secs: u64,
}

impl Rule {
    pub fn bucket(&self, subject: &str) -> String {
        format!("{}:{subject}", self.name)
    }

    /// Counts one hit for `subject` in the current window.
    pub async fn hit(&self, store: &Store, subject: &str) -> Result<Hit> {
        let now = Utc::now().timestamp();
        let bucket = self.bucket(subject);
        let (hits, started) = store.hit_rate_limit(&bucket, self.window_secs, now).await?;
        Ok(Hit {
            bucket,
            hits,
            started,
            retry_after_secs: (started + self.window_secs - now).max(1) as u64,
        })
    }

    /// Refuses (429, with when to come back) once `hit` is past the maximum.
    pub fn enforce(&self, hit: &Hit) -> Result<()> {
        if hit.hits > self.max {
            return Err(Error::RateLimited {
                retry_after_secs: hit.retry_after_secs,
            });
        }
        Ok(())
    }

    /// How long to hold an answer back at `hits` in the window: a second per hit past the
    /// ceiling, up to `MAX_BACKOFF`, so parallel guessers wait longer the more they try.
    pub fn backoff(&self, hits: i64) -> Option<Duration> {
        let over = u64::try_from(hits - self.max).ok().filter(|over| *over > 0)?;
        Some(Duration::from_secs(over).min(MAX_BACKOFF))
    }
}

/// The subject of a per-(account, address) rule.
pub(crate) fn account_at(email: &str, address: &str) -> String {
    format!("{email}|{}", address_group(address))
}

/// The group an address is limited as: an IPv4 address itself, an IPv6 address by its /64
/// (one customer's allocation), an IPv4-mapped IPv6 address as the IPv4 one. Anything that is
/// not an address (e.g. `unknown`) is its own group.
pub fn address_group(address: &str) -> String {
    match address.parse::<IpAddr>() {
        Ok(IpAddr::V4(v4)) => v4.to_string(),
        Ok(IpAddr::V6(v6)) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => {
                let s = v6.segments();
                format!("{:x}:{:x}:{:x}:{:x}::/64", s[0], s[1], s[2], s[3])
            }
        },
        Err(_) => address.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ipv6_addresses_are_grouped_by_64() {
        assert_eq!(address_group("2001:db8:1:2:aaaa::1"), "2001:db8:1:2::/64");
        assert_eq!(
            address_group("2001:db8:1:2:ffff:ffff:ffff:ffff"),
            address_group("2001:db8:1:2::7")
        );
        assert_ne!(address_group("2001:db8:1:3::1"), address_group("2001:db8:1:2::1"));
        assert_eq!(address_group("::ffff:192.0.2.7"), "192.0.2.7");
        assert_eq!(address_group("192.0.2.7"), "192.0.2.7");
        assert_eq!(address_group("unknown"), "unknown");
    }

    #[test]
    fn backoff_grows_past_the_ceiling_and_is_capped() {
        assert_eq!(SIGN_IN_PER_ACCOUNT.backoff(50), None);
        assert_eq!(SIGN_IN_PER_ACCOUNT.backoff(51), Some(Duration::from_secs(1)));
        assert_eq!(SIGN_IN_PER_ACCOUNT.backoff(53), Some(Duration::from_secs(3)));
        assert_eq!(SIGN_IN_PER_ACCOUNT.backoff(5_000), Some(MAX_BACKOFF));
    }
}
