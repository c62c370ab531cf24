//! What readers do with their accounts: sign up, sign in, refresh, sign out, recover and reset
//! a password, confirm an address. Shared by the API and `newsctl`.

use std::sync::Arc;

use chrono::{Duration, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::{
    AuthKeys, Claims, PasswordHasher, TokenSigner, User, new_opaque_token, normalize_email, validate_new_password,
};
use crate::domain::Language;
use crate::mail::{Mail, Mailer};
use crate::store::{LinkPurpose, NewUser, Refresh};
use crate::{Config, Error, Result, Store};

const RECOVERY_LINK_LIFETIME: Duration = Duration::hours(1);
const CONFIRMATION_LINK_LIFETIME: Duration = Duration::days(2);

/// Spec §3 Session.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Session {
    pub access_token: String,
    pub refresh_token: String,
    /// Always "bearer".
    pub token_type: &'static str,
    /// Seconds until the access token expires.
    pub expires_in: i64,
    /// When the access token expires, in unix seconds.
    pub expires_at: i64,
    pub user: User,
}

pub struct AuthSettings {
    pub access_token_lifetime: Duration,
    pub refresh_token_lifetime: Duration,
    /// Where links in mail point.
    pub public_url: String,
    /// Limit attempts per client address and per account, in fixed windows.
    pub rate_limited: bool,
}

impl AuthSettings {
    pub fn from_config(config: &Config) -> Self {
        Self {
            access_token_lifetime: Duration::minutes(config.access_token_minutes.max(1)),
            refresh_token_lifetime: Duration::days(config.refresh_token_days.max(1)),
            public_url: config.public_url(),
            rate_limited: config.auth_rate_limits,
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct Rule {
    name: &'static str,
    max: i64,
    window_secs: i64,
}

const SIGN_IN_PER_IP: Rule = Rule {
    name: "sign_in:ip",
    max: 30,
    window_secs: 15 * 60,
};
const SIGN_IN_PER_ACCOUNT: Rule = Rule {
    name: "sign_in:account",
    max: 10,
    window_secs: 15 * 60,
};
const SIGN_UP_PER_IP: Rule = Rule {
    name: "sign_up:ip",
    max: 10,
    window_secs: 60 * 60,
};
const RECOVER_PER_IP: Rule = Rule {
    name: "recover:ip",
    max: 10,
    window_secs: 60 * 60,
};
const RECOVER_PER_ACCOUNT: Rule = Rule {
    name: "recover:account",
    max: 3,
    window_secs: 60 * 60,
};
const RESET_PER_IP: Rule = Rule {
    name: "reset:ip",
    max: 10,
    window_secs: 60 * 60,
};

/// Cheap to clone (the server clones it for every request): the parts are shared.
#[derive(Clone)]
pub struct Accounts {
    inner: Arc<Inner>,
}

struct Inner {
    store: Store,
    keys: AuthKeys,
    signer: TokenSigner,
    hasher: PasswordHasher,
    mailer: Mailer,
    settings: AuthSettings,
}

impl Accounts {
    pub fn new(store: Store, keys: AuthKeys, hasher: PasswordHasher, mailer: Mailer, settings: AuthSettings) -> Self {
        Self {
            inner: Arc::new(Inner {
                signer: TokenSigner::new(&keys, settings.access_token_lifetime),
                store,
                keys,
                hasher,
                mailer,
                settings,
            }),
        }
    }

    pub fn keys(&self) -> &AuthKeys {
        &self.inner.keys
    }

    pub fn signer(&self) -> &TokenSigner {
        &self.inner.signer
    }

    pub fn hasher(&self) -> &PasswordHasher {
        &self.inner.hasher
    }

    pub async fn sign_up(&self, email: &str, password: &str, language: Language, ip: &str) -> Result<Session> {
        self.limit(SIGN_UP_PER_IP, ip).await?;
        let email = normalize_email(email)?;
        validate_new_password(password, &email)?;
        let password_hash = self.inner.hasher.hash(password).await?;
        let user = self
            .inner
            .store
            .create_user(
                NewUser {
                    email,
                    password_hash,
                    language: language.code().into(),
                    confirmed: false,
                },
                None,
            )
            .await?;
        self.send_link(&user, LinkPurpose::Confirmation).await?;
        self.start_session(user).await
    }

    /// One answer for an unknown address and a wrong password, in about the same time.
    pub async fn sign_in(&self, email: &str, password: &str, ip: &str) -> Result<Session> {
        let email = normalize_email(email)?;
        self.limit(SIGN_IN_PER_IP, ip).await?;
        self.limit(SIGN_IN_PER_ACCOUNT, &email).await?;
        let found = self.inner.store.credentials(&email).await?;
        let stored = found.as_ref().map(|(_, hash)| hash.as_str());
        if !self.inner.hasher.verify(password, stored).await {
            return Err(Error::Unauthorized("Invalid login credentials".into()));
        }
        let (user, _) = found.expect("a verified password has an account");
        if user.disabled_at.is_some() {
            return Err(Error::Unauthorized("This account is disabled.".into()));
        }
        self.start_session(user).await
    }

    pub async fn refresh(&self, refresh_token: &str) -> Result<Session> {
        let replacement = new_opaque_token();
        let expires_at = Utc::now() + self.inner.settings.refresh_token_lifetime;
        let outcome = self
            .inner
            .store
            .rotate_refresh_token(
                &self.inner.keys.hash_token(refresh_token),
                &self.inner.keys.hash_token(&replacement),
                expires_at,
            )
            .await?;
        match outcome {
            Refresh::Rotated { user, family_id } => self.session(user, &family_id, replacement),
            Refresh::Reused => Err(Error::Unauthorized(
                "This refresh token was already used; the session has been ended. Please sign in again.".into(),
            )),
            Refresh::Refused => Err(Error::Unauthorized("Invalid or expired refresh token".into())),
        }
    }

    /// Ends the session named by an access token's claims or by a refresh token.
    pub async fn sign_out(&self, claims: Option<&Claims>, refresh_token: Option<&str>) -> Result<()> {
        let hash = refresh_token.map(|token| self.inner.keys.hash_token(token));
        self.inner
            .store
            .end_session(claims.map(|c| c.sid.as_str()), hash.as_deref())
            .await
    }

    /// Mails a recovery link if the address has an account; answers the same either way.
    pub async fn request_recovery(&self, email: &str, ip: &str) -> Result<()> {
        let email = normalize_email(email)?;
        self.limit(RECOVER_PER_IP, ip).await?;
        self.limit(RECOVER_PER_ACCOUNT, &email).await?;
        match self.inner.store.user_by_email(&email).await {
            Ok(user) if user.disabled_at.is_none() => self.send_link(&user, LinkPurpose::Recovery).await,
            Ok(_) | Err(Error::NotFound(_)) => Ok(()),
            Err(err) => Err(err),
        }
    }

    /// Sets a new password from a recovery link and ends every session of the account.
    pub async fn reset_password(&self, token: &str, password: &str, ip: &str) -> Result<User> {
        self.limit(RESET_PER_IP, ip).await?;
        let invalid = || Error::invalid("token", "This password reset link is invalid or has expired.");
        if token.is_empty() {
            return Err(invalid());
        }
        let token_hash = self.inner.keys.hash_token(token);
        let owner = self
            .inner
            .store
            .link_owner(LinkPurpose::Recovery, &token_hash)
            .await?
            .ok_or_else(invalid)?;
        validate_new_password(password, &owner.email)?;
        let hash = self.inner.hasher.hash(password).await?;
        // Checked again as it is used: a link used meanwhile is refused.
        let user = self
            .inner
            .store
            .reset_password_with_link(&token_hash, &hash)
            .await?
            .ok_or_else(invalid)?;
        Ok(user)
    }

    pub async fn confirm_email(&self, token: &str) -> Result<User> {
        self.inner
            .store
            .confirm_email_with_link(&self.inner.keys.hash_token(token))
            .await?
            .ok_or_else(|| Error::invalid("token", "This confirmation link is invalid or has expired."))
    }

    async fn start_session(&self, user: User) -> Result<Session> {
        let refresh_token = new_opaque_token();
        let (family_id, signed_in_at) = self
            .inner
            .store
            .start_session(
                &user.id,
                &self.inner.keys.hash_token(&refresh_token),
                Utc::now() + self.inner.settings.refresh_token_lifetime,
            )
            .await?;
        let user = User {
            last_sign_in_at: Some(signed_in_at),
            ..user
        };
        self.session(user, &family_id, refresh_token)
    }

    fn session(&self, user: User, family_id: &str, refresh_token: String) -> Result<Session> {
        let claims = self
            .inner
            .signer
            .claims_for(&user.id, &user.email, family_id, Utc::now());
        Ok(Session {
            access_token: self.inner.signer.sign(&claims)?,
            refresh_token,
            token_type: "bearer",
            expires_in: self.inner.signer.lifetime().num_seconds(),
            expires_at: claims.exp,
            user,
        })
    }

    async fn limit(&self, rule: Rule, subject: &str) -> Result<()> {
        if !self.inner.settings.rate_limited {
            return Ok(());
        }
        let now = Utc::now().timestamp();
        let bucket = format!("{}:{subject}", rule.name);
        let (hits, started) = self.inner.store.hit_rate_limit(&bucket, rule.window_secs, now).await?;
        if hits > rule.max {
            let retry_after_secs = (started + rule.window_secs - now).max(1) as u64;
            return Err(Error::RateLimited { retry_after_secs });
        }
        Ok(())
    }

    async fn send_link(&self, user: &User, purpose: LinkPurpose) -> Result<()> {
        let token = new_opaque_token();
        let lifetime = match purpose {
            LinkPurpose::Recovery => RECOVERY_LINK_LIFETIME,
            LinkPurpose::Confirmation => CONFIRMATION_LINK_LIFETIME,
        };
        self.inner
            .store
            .create_link(
                &user.id,
                purpose,
                &self.inner.keys.hash_token(&token),
                Utc::now() + lifetime,
            )
            .await?;
        let language: Language = user.language.parse().unwrap_or(Language::En);
        self.inner.mailer.send_later(link_mail(
            &self.inner.settings.public_url,
            user,
            language,
            purpose,
            &token,
        ));
        Ok(())
    }
}

fn link_mail(public_url: &str, user: &User, language: Language, purpose: LinkPurpose, token: &str) -> Mail {
    let lang = language.code();
    let (subject, body) = match (purpose, language) {
        (LinkPurpose::Confirmation, Language::En) => (
            "Confirm your email address".to_string(),
            format!(
                "Welcome!\n\nConfirm your email address by opening this link:\n\n{public_url}/api/v1/auth/verify?token={token}&lang={lang}\n\nThe link works once, for 48 hours. If you did not sign up, ignore this message.\n"
            ),
        ),
        (LinkPurpose::Confirmation, Language::Ro) => (
            "Confirmă adresa de email".to_string(),
            format!(
                "Bine ai venit!\n\nConfirmă adresa de email deschizând acest link:\n\n{public_url}/api/v1/auth/verify?token={token}&lang={lang}\n\nLinkul funcționează o singură dată, timp de 48 de ore. Dacă nu te-ai înregistrat, ignoră acest mesaj.\n"
            ),
        ),
        (LinkPurpose::Recovery, Language::En) => (
            "Reset your password".to_string(),
            format!(
                "Someone asked to reset the password of this account.\n\nChoose a new password here:\n\n{public_url}/{lang}/reset-password?token={token}\n\nThe link works once, for one hour. If it was not you, ignore this message: your password stays as it is.\n"
            ),
        ),
        (LinkPurpose::Recovery, Language::Ro) => (
            "Resetează parola".to_string(),
            format!(
                "Cineva a cerut resetarea parolei acestui cont.\n\nAlege o parolă nouă aici:\n\n{public_url}/{lang}/reset-password?token={token}\n\nLinkul funcționează o singură dată, timp de o oră. Dacă nu ai fost tu, ignoră acest mesaj: parola rămâne aceeași.\n"
            ),
        ),
    };
    Mail {
        to: user.email.clone(),
        subject,
        body,
    }
}
