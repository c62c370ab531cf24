//! Second factors (spec §7 factor challenge and verify): a signed-in user enrols an
//! authenticator app, activates it with a first code (which also raises the session to aal2 and
//! gives ten single-use recovery codes), and in later sessions raises aal1 to aal2 by answering
//! a challenge with a code or a recovery code. Staff routes want aal2 of anyone with a factor.

use chrono::{DateTime, Duration, Utc};
use qrcode::QrCode;
use qrcode::render::svg;
use rand::Rng as _;
use serde::Serialize;
use utoipa::ToSchema;

use super::accounts::{Accounts, Attempt};
use super::limits::MFA_VERIFY_PER_ACCOUNT;
use super::totp::TotpSecret;
use super::{Claims, Session, new_opaque_token};
use crate::domain::identity::{Aal, Factor};
use crate::store::{FactorSecret, Proof, Raise};
use crate::{Error, Result};

const CHALLENGE_LIFETIME: Duration = Duration::minutes(5);
const RECOVERY_CODES: usize = 10;
/// Recovery codes are two groups of five from an alphabet without look-alikes (about 50 bits).
const RECOVERY_ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_GROUP: usize = 5;
const FRIENDLY_NAME_MAX: usize = 64;

pub const MFA_REQUIRED: &str = "Verify your second factor to continue.";
const INVALID_CODE: &str = "Invalid code. Check your authenticator app and try again.";

/// A factor being enrolled: what an authenticator app needs, shown this once.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Enrolment {
    #[serde(flatten)]
    pub factor: Factor,
    /// The shared secret in base32, for typing into an app.
    pub secret: String,
    /// The `otpauth://` URI an app reads from the QR code.
    pub uri: String,
    /// The URI as a QR code, an SVG document.
    pub qr_code: String,
}

/// A factor verified: the session raised to aal2 (its refresh token replaces the one held
/// before), and when the factor was being activated, the account's new recovery codes, shown
/// this once.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Verification {
    pub session: Session,
    /// Empty when a challenge was answered.
    pub recovery_codes: Vec<String>,
}

/// A challenge to answer with a code of the factor.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Challenge {
    pub id: String,
    pub factor_id: String,
    pub expires_at: DateTime<Utc>,
}

impl Accounts {
    /// Starts the enrolment of an authenticator app. A user who already has a verified factor
    /// must be at aal2: a stolen password alone cannot add the thief's own device.
    pub async fn enrol_totp(&self, claims: &Claims, friendly_name: Option<&str>) -> Result<Enrolment> {
        let store = &self.inner.store;
        self.require_aal2_with_factor(claims).await?;
        let friendly_name = friendly_name.map(str::trim).filter(|name| !name.is_empty());
        if friendly_name.is_some_and(|name| name.chars().count() > FRIENDLY_NAME_MAX) {
            return Err(Error::invalid(
                "friendly_name",
                format!("At most {FRIENDLY_NAME_MAX} characters."),
            ));
        }
        let id = uuid::Uuid::new_v4().to_string();
        let secret = TotpSecret::generate();
        let sealed = self.inner.keys.seal(secret.as_bytes(), &id);
        let factor = store.create_factor(&claims.sub, &id, friendly_name, &sealed).await?;
        let uri = secret.uri(&self.inner.settings.mfa_issuer, &claims.email);
        let qr_code = QrCode::new(uri.as_bytes())
            .map_err(|e| Error::Config(format!("cannot draw the QR code: {e}")))?
            .render::<svg::Color>()
            .min_dimensions(200, 200)
            .build();
        Ok(Enrolment {
            factor,
            secret: secret.base32(),
            uri,
            qr_code,
        })
    }

    /// Activates an enrolled factor with its first code: the session is raised to aal2 and
    /// the account gets new recovery codes.
    pub async fn activate_factor(&self, claims: &Claims, factor_id: &str, code: &str) -> Result<Verification> {
        let mut attempt = Attempt::default();
        self.limit(MFA_VERIFY_PER_ACCOUNT, &claims.sub, &mut attempt).await?;
        let factor = self.inner.store.factor_secret(&claims.sub, factor_id).await?;
        if factor.status != "unverified" {
            return Err(Error::Conflict(
                "This factor is already verified: ask for a challenge to use it.".into(),
            ));
        }
        let step = self.code_step(&factor, code)?;
        let recovery_codes: Vec<String> = (0..RECOVERY_CODES).map(|_| new_recovery_code()).collect();
        let hashes: Vec<String> = recovery_codes
            .iter()
            .map(|code| self.inner.keys.hash_token(code))
            .collect();
        let refresh_token = new_opaque_token();
        let raise = self.raise(claims, &refresh_token);
        if !self
            .inner
            .store
            .activate_factor(factor_id, step, &hashes, raise)
            .await?
        {
            return Err(Error::invalid("code", INVALID_CODE));
        }
        self.give_back(attempt).await;
        let session = self.raised_session(claims, refresh_token).await?;
        Ok(Verification {
            session,
            recovery_codes,
        })
    }

    /// Opens a challenge of a verified factor for the caller's session.
    pub async fn challenge(&self, claims: &Claims, factor_id: &str) -> Result<Challenge> {
        let factor = self.inner.store.factor_secret(&claims.sub, factor_id).await?;
        if factor.status != "verified" {
            return Err(Error::invalid(
                "factor",
                "Verify this factor with its first code before using it.",
            ));
        }
        let challenge = Challenge {
            id: uuid::Uuid::new_v4().to_string(),
            factor_id: factor.id,
            expires_at: Utc::now() + CHALLENGE_LIFETIME,
        };
        self.inner
            .store
            .create_challenge(&challenge.id, &challenge.factor_id, &claims.sid, challenge.expires_at)
            .await?;
        Ok(challenge)
    }

    /// Answers a challenge with a code of the factor, or one of the account's recovery codes:
    /// the session is raised to aal2.
    pub async fn verify_challenge(
        &self,
        claims: &Claims,
        factor_id: &str,
        challenge_id: &str,
        code: &str,
    ) -> Result<Session> {
        let mut attempt = Attempt::default();
        self.limit(MFA_VERIFY_PER_ACCOUNT, &claims.sub, &mut attempt).await?;
        let store = &self.inner.store;
        let factor = store.factor_secret(&claims.sub, factor_id).await?;
        if !store.challenge_open(challenge_id, factor_id, &claims.sid).await? {
            return Err(Error::invalid(
                "challenge_id",
                "This challenge has expired or was already answered: ask for a new one.",
            ));
        }
        let proof = match normalize_recovery_code(code) {
            Some(recovery) => Proof::RecoveryCode {
                code_hash: self.inner.keys.hash_token(&recovery),
            },
            None => Proof::Code {
                factor_id: factor.id.clone(),
                step: self.code_step(&factor, code)?,
            },
        };
        let refresh_token = new_opaque_token();
        let raise = self.raise(claims, &refresh_token);
        if !store.answer_challenge(challenge_id, &proof, raise).await? {
            return Err(Error::invalid("code", INVALID_CODE));
        }
        self.give_back(attempt).await;
        self.raised_session(claims, refresh_token).await
    }

    /// Removes one of the caller's factors; a verified one only from an aal2 session.
    pub async fn remove_factor(&self, claims: &Claims, factor_id: &str) -> Result<()> {
        let factor = self.inner.store.factor_secret(&claims.sub, factor_id).await?;
        if factor.status == "verified" && claims.aal != Aal::Aal2 {
            return Err(Error::MfaRequired(MFA_REQUIRED.into()));
        }
        if !self.inner.store.remove_factor(&claims.sub, factor_id).await? {
            return Err(Error::NotFound(format!("factor {factor_id}")));
        }
        Ok(())
    }

    /// An account with a verified factor acts on its security only from an aal2 session: a
    /// stolen password alone must not add a device, change the password or delete the account.
    pub(super) async fn require_aal2_with_factor(&self, claims: &Claims) -> Result<()> {
        if claims.aal != Aal::Aal2 && self.inner.store.has_verified_factor(&claims.sub).await? {
            return Err(Error::MfaRequired(MFA_REQUIRED.into()));
        }
        Ok(())
    }

    /// The step of a correct, unused code of the factor; invalid otherwise.
    fn code_step(&self, factor: &FactorSecret, code: &str) -> Result<i64> {
        let secret = TotpSecret::from_bytes(self.inner.keys.open(&factor.secret_sealed, &factor.id)?);
        secret
            .matching_step(code, Utc::now().timestamp(), factor.last_used_step)
            .ok_or_else(|| Error::invalid("code", INVALID_CODE))
    }

    fn raise<'a>(&self, claims: &'a Claims, refresh_token: &str) -> Raise<'a> {
        Raise {
            user_id: &claims.sub,
            session_id: &claims.sid,
            refresh_token_hash: self.inner.keys.hash_token(refresh_token),
            refresh_expires_at: Utc::now() + self.inner.settings.refresh_token_lifetime,
        }
    }

    async fn raised_session(&self, claims: &Claims, refresh_token: String) -> Result<Session> {
        let user = self.inner.store.user_by_id(&claims.sub).await?;
        self.session(user, &claims.sid, refresh_token, Aal::Aal2)
    }
}

fn new_recovery_code() -> String {
    let mut rng = rand::rng();
    let mut group = || -> String {
        (0..RECOVERY_GROUP)
            .map(|_| char::from(RECOVERY_ALPHABET[rng.random_range(0..RECOVERY_ALPHABET.len())]))
            .collect()
    };
    format!("{}-{}", group(), group())
}

/// A recovery code as stored (lower case, with its dash), or None when `code` is not shaped
/// like one (a six-digit code is never: it has no dash).
fn normalize_recovery_code(code: &str) -> Option<String> {
    let code = code.trim().to_ascii_lowercase();
    let (first, second) = code.split_once('-')?;
    let valid = |group: &str| group.len() == RECOVERY_GROUP && group.bytes().all(|b| RECOVERY_ALPHABET.contains(&b));
    (valid(first) && valid(second)).then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recovery_codes_are_two_groups_of_five() {
        let code = new_recovery_code();
        assert_eq!(code.len(), 11);
        assert_eq!(normalize_recovery_code(&code), Some(code.clone()));
        assert_eq!(
            normalize_recovery_code(&format!("  {} ", code.to_uppercase())),
            Some(code)
        );
        for not_one in [
            "123456",
            "abcde",
            "abcde-abcd",
            "abcde-abcd1",
            "abcde_abcde",
            "ab-cde-abcde",
        ] {
            assert_eq!(normalize_recovery_code(not_one), None, "{not_one}");
        }
    }
}
