//! Passwords: argon2id with parameters measured on the target machine (one sign-in should cost
//! 50-200 ms of one core: slow for a guesser, unnoticed by a reader), and the account rules.

use std::sync::{Arc, OnceLock};

use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher as _, PasswordVerifier as _};
use argon2::{Algorithm, Argon2, Params, Version};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::{Error, Result};

/// Memory cost in KiB and passes; see BENCHMARKS.md for what they cost here.
pub const MEMORY_KIB: u32 = 32 * 1024;
pub const ITERATIONS: u32 = 5;

const MIN_PASSWORD_CHARS: usize = 8;
const MAX_PASSWORD_CHARS: usize = 1024;

/// How many hashings may be running or waiting at once, unless configured.
pub const DEFAULT_QUEUE: usize = 32;

/// Hashes and verifies off the async threads, at most a few at once, so a burst of sign-ins
/// queues instead of taking every core and `MEMORY_KIB` of memory each. The queue itself is
/// bounded: past it, work is refused at once (`Error::Busy`) rather than waiting without end.
#[derive(Clone)]
pub struct PasswordHasher {
    params: Params,
    permits: Arc<Semaphore>,
    queue: Arc<Semaphore>,
    /// Verified against when an account does not exist, so that answering takes as long;
    /// made on first need.
    decoy: Arc<OnceLock<String>>,
}

impl PasswordHasher {
    pub fn new(memory_kib: u32, iterations: u32) -> Result<Self> {
        let params = Params::new(memory_kib, iterations, 1, None)
            .map_err(|e| Error::Config(format!("invalid password hashing parameters: {e}")))?;
        let parallel = std::thread::available_parallelism().map_or(2, |n| n.get());
        Ok(Self {
            params,
            permits: Arc::new(Semaphore::new(parallel)),
            queue: Arc::new(Semaphore::new(DEFAULT_QUEUE)),
            decoy: Arc::default(),
        })
    }

    pub fn production() -> Result<Self> {
        Self::new(MEMORY_KIB, ITERATIONS)
    }

    /// At most `queue` hashings running or waiting (at least one).
    pub fn with_queue(self, queue: usize) -> Self {
        Self {
            queue: Arc::new(Semaphore::new(queue.max(1))),
            ..self
        }
    }

    /// A place in the queue, or `Busy` when it is full.
    fn admit(&self) -> Result<OwnedSemaphorePermit> {
        self.queue.clone().try_acquire_owned().map_err(|_| {
            tracing::warn!("password hashing queue full; refusing");
            Error::Busy { retry_after_secs: 1 }
        })
    }

    fn argon2(&self) -> Argon2<'static> {
        Argon2::new(Algorithm::Argon2id, Version::V0x13, self.params.clone())
    }

    fn hash_now(&self, password: &str) -> Result<String> {
        self.argon2()
            .hash_password(password.as_bytes())
            .map(|hash| hash.to_string())
            .map_err(|e| Error::Config(format!("password hashing failed: {e}")))
    }

    pub async fn hash(&self, password: &str) -> Result<String> {
        let _queued = self.admit()?;
        let _permit = self.permits.acquire().await.expect("the semaphore is never closed");
        let this = self.clone();
        let password = password.to_string();
        tokio::task::spawn_blocking(move || this.hash_now(&password))
            .await
            .map_err(|e| Error::Config(format!("password hashing stopped: {e}")))?
    }

    /// Checks `password` against `stored`, or against a decoy when there is no account, so
    /// that the time taken does not tell whether an address is registered.
    pub async fn verify(&self, password: &str, stored: Option<&str>) -> Result<bool> {
        let _queued = self.admit()?;
        let _permit = self.permits.acquire().await.expect("the semaphore is never closed");
        let known = stored.is_some();
        let stored = stored.map(str::to_string);
        let password = password.to_string();
        let this = self.clone();
        let matches = tokio::task::spawn_blocking(move || {
            let stored = match stored {
                Some(stored) => stored,
                None => match this.decoy.get() {
                    Some(decoy) => decoy.clone(),
                    None => {
                        let decoy = this.hash_now("decoy password for unknown accounts").unwrap_or_default();
                        this.decoy.get_or_init(|| decoy).clone()
                    }
                },
            };
            PasswordHash::new(&stored)
                .is_ok_and(|hash| this.argon2().verify_password(password.as_bytes(), &hash).is_ok())
        })
        .await
        .unwrap_or(false);
        Ok(known && matches)
    }
}

/// Trimmed and lowercased, then checked against a simple address pattern.
pub fn normalize_email(raw: &str) -> Result<String> {
    let email = raw.trim().to_lowercase();
    let invalid = || Error::invalid("email", "Please enter a valid email address");
    if email.is_empty() {
        return Err(Error::invalid("email", "Please enter your email address"));
    }
    let (local, domain) = email.split_once('@').ok_or_else(invalid)?;
    let plausible = !local.is_empty()
        && email.len() <= 254
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains('@')
        && !email.chars().any(|c| c.is_whitespace() || c.is_control());
    plausible.then_some(email).ok_or_else(invalid)
}

pub fn validate_new_password(password: &str, email: &str) -> Result<()> {
    let chars = password.chars().count();
    if chars < MIN_PASSWORD_CHARS {
        return Err(Error::invalid(
            "password",
            format!("Password must be at least {MIN_PASSWORD_CHARS} characters"),
        ));
    }
    if chars > MAX_PASSWORD_CHARS {
        return Err(Error::invalid(
            "password",
            format!("Password must be at most {MAX_PASSWORD_CHARS} characters"),
        ));
    }
    if password.trim().eq_ignore_ascii_case(email.trim()) {
        return Err(Error::invalid("password", "Password must not be your email address"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_are_normalised_and_checked() {
        assert_eq!(normalize_email("  Ana@Example.RO ").unwrap(), "ana@example.ro");
        for bad in [
            "",
            "ana",
            "ana@",
            "@example.ro",
            "ana@example",
            "a b@example.ro",
            "a@b@c.ro",
            "ana@.ro",
        ] {
            assert!(normalize_email(bad).is_err(), "{bad:?}");
        }
        assert!(
            normalize_email("")
                .unwrap_err()
                .to_string()
                .contains("Please enter your email address")
        );
    }

    #[test]
    fn password_rules() {
        assert!(validate_new_password("short", "a@b.ro").is_err());
        assert!(validate_new_password("ana@example.ro", "ana@example.ro").is_err());
        assert!(validate_new_password("correct horse", "ana@example.ro").is_ok());
    }

    #[tokio::test]
    async fn hashes_verify_and_decoys_never_match() {
        let hasher = PasswordHasher::new(1024, 1).unwrap();
        let hash = hasher.hash("correct horse").await.unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(hasher.verify("correct horse", Some(&hash)).await.unwrap());
        assert!(!hasher.verify("wrong horse", Some(&hash)).await.unwrap());
        assert!(
            !hasher
                .verify("decoy password for unknown accounts", None)
                .await
                .unwrap()
        );
    }

    #[tokio::test]
    async fn a_full_queue_refuses_at_once() {
        let hasher = PasswordHasher::new(8 * 1024, 8).unwrap().with_queue(1);
        let stored = hasher.hash("correct horse").await.unwrap();
        let results = futures::future::join_all((0..4).map(|_| hasher.verify("correct horse", Some(&stored)))).await;
        assert!(results[0].as_ref().is_ok_and(|ok| *ok), "{:?}", results[0]);
        for later in &results[1..] {
            assert!(matches!(later, Err(Error::Busy { retry_after_secs: 1 })), "{later:?}");
        }
    }
}
