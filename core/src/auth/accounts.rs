//! What readers do with their accounts: sign up, sign in, refresh, sign out, recover and reset
//! a password, confirm an address. Shared by the API and `newsctl`.

use std::sync::Arc;

use chrono::{Duration, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::limits::{
    CONFIRMATION_PER_ACCOUNT, Hit, RECOVER_PER_ACCOUNT, RECOVER_PER_ACCOUNT_AND_ADDRESS, RECOVER_PER_ADDRESS,
    RESET_PER_ADDRESS, Rule, SIGN_IN_PER_ACCOUNT, SIGN_IN_PER_ACCOUNT_AND_ADDRESS, SIGN_IN_PER_ADDRESS,
    SIGN_UP_PER_ADDRESS, account_at, address_group,
};
use super::oidc::OidcProviders;
use super::{
    AuthKeys, Claims, PasswordHasher, TokenSigner, User, new_opaque_token, normalize_email, validate_new_password,
};
use crate::config::OidcProviderConfig;
use crate::domain::identity::Aal;
use crate::domain::interaction::ClientInfo;
use crate::domain::{Fingerprint, Language};
use crate::mail::{Mail, Mailer};
use crate::store::{ErasedComments, LinkPurpose, NewUser, Refresh};
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
    /// aal1, or aal2 once a second factor was verified in this session.
    pub aal: Aal,
    pub user: User,
}

pub struct AuthSettings {
    pub access_token_lifetime: Duration,
    pub refresh_token_lifetime: Duration,
    /// Where links in mail point.
    pub public_url: String,
    /// Limit attempts per client address and per account, in fixed windows.
    pub rate_limited: bool,
    /// Staff must have a second factor.
    pub require_staff_mfa: bool,
    /// The name authenticator apps show.
    pub mfa_issuer: String,
    /// Whether a sign-in code may create an account for an unknown address.
    pub allow_sign_up: bool,
    /// What happens to a deleted account's comments.
    pub erased_comments: ErasedComments,
    pub oidc_providers: Vec<OidcProviderConfig>,
}

impl AuthSettings {
    pub fn from_config(config: &Config) -> Self {
        Self {
            access_token_lifetime: Duration::minutes(config.access_token_minutes.max(1)),
            refresh_token_lifetime: Duration::days(config.refresh_token_days.max(1)),
            public_url: config.public_url(),
            rate_limited: config.auth_rate_limits,
            require_staff_mfa: config.require_staff_mfa,
            mfa_issuer: config.mfa_issuer.clone(),
            allow_sign_up: config.allow_sign_up,
            oidc_providers: config.oidc_providers.clone(),
            erased_comments: if config.delete_comments_with_account {
                ErasedComments::Delete
            } else {
                ErasedComments::Anonymize
            },
        }
    }
}

/// Cheap to clone (the server clones it for every request): the parts are shared.
#[derive(Clone)]
pub struct Accounts {
    pub(super) inner: Arc<Inner>,
}

pub(super) struct Inner {
    pub(super) store: Store,
    pub(super) keys: AuthKeys,
    pub(super) signer: TokenSigner,
    hasher: PasswordHasher,
    pub(super) mailer: Mailer,
    pub(super) settings: AuthSettings,
    pub(super) oidc: OidcProviders,
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
                oidc: OidcProviders::new(settings.oidc_providers.clone()),
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

    /// Whether staff must have a second factor (`NEWS_REQUIRE_STAFF_MFA`).
    pub fn require_staff_mfa(&self) -> bool {
        self.inner.settings.require_staff_mfa
    }

    /// Creates an account and mails its confirmation link. An address that already has an
    /// account gets the same answer (so sign-up cannot tell who is registered), and its owner
    /// is mailed a password reset link instead.
    pub async fn sign_up(&self, email: &str, password: &str, language: Language, ip: &str) -> Result<()> {
        self.limit(SIGN_UP_PER_ADDRESS, &address_group(ip), &mut Attempt::default())
            .await?;
        if !self.inner.settings.allow_sign_up {
            return Err(Error::Forbidden("Sign-ups are closed.".into()));
        }
        let email = normalize_email(email)?;
        validate_new_password(password, &email)?;
        // Hashed for a taken address too, so that both answers take as long.
        let password_hash = self.inner.hasher.hash(password).await?;
        let new = NewUser {
            email: email.clone(),
            password_hash,
            language: language.code().into(),
            confirmed: false,
        };
        match self.inner.store.create_user(new, None).await {
            Ok(user) => self.mail_link_later(&user, LinkMail::Confirmation).await,
            Err(Error::Conflict(_)) => self.warn_owner_of_sign_up(&email).await,
            Err(err) => Err(err),
        }
    }

    /// Someone tried to sign up with a registered address: the owner gets a reset link,
    /// within the account's recovery ceiling (past it, silently nothing: slowing down here
    /// would tell that the address is registered).
    async fn warn_owner_of_sign_up(&self, email: &str) -> Result<()> {
        let user = self.inner.store.user_by_email(email).await?;
        if user.disabled_at.is_some() {
            return Ok(());
        }
        if let Some(hit) = self.hit(RECOVER_PER_ACCOUNT, email).await?
            && hit.hits > RECOVER_PER_ACCOUNT.max
        {
            return Ok(());
        }
        self.mail_link_later(&user, LinkMail::SignUpAttempt).await
    }

    /// One answer for an unknown address and a wrong password, in about the same time. Only
    /// failures count against the limits. The browser's `fingerprint`, when given, hands what
    /// the reader did anonymously on to the account (DESIGN.md deviation 7).
    pub async fn sign_in(
        &self,
        email: &str,
        password: &str,
        client: &ClientInfo,
        fingerprint: Option<&Fingerprint>,
    ) -> Result<Session> {
        let email = normalize_email(email)?;
        let ip = client.ip();
        let mut attempt = Attempt::default();
        self.limit(SIGN_IN_PER_ADDRESS, &address_group(ip), &mut attempt)
            .await?;
        self.limit(SIGN_IN_PER_ACCOUNT_AND_ADDRESS, &account_at(&email, ip), &mut attempt)
            .await?;
        self.slow_down(SIGN_IN_PER_ACCOUNT, &email, &mut attempt).await?;
        let found = self.inner.store.credentials(&email).await?;
        let stored = found.as_ref().map(|(_, hash)| hash.as_str());
        if !self.inner.hasher.verify(password, stored).await? {
            return Err(Error::Unauthorized("Invalid login credentials".into()));
        }
        let (user, _) = found.expect("a verified password has an account");
        if user.disabled_at.is_some() {
            return Err(Error::Unauthorized("This account is disabled.".into()));
        }
        if let Some(fingerprint) = fingerprint {
            self.inner.store.adopt_interactions(&user.id, fingerprint).await?;
        }
        let session = self.start_session(user, client).await?;
        self.give_back(attempt).await;
        Ok(session)
    }

    pub async fn refresh(&self, refresh_token: &str, client: &ClientInfo) -> Result<Session> {
        let replacement = new_opaque_token();
        let expires_at = Utc::now() + self.inner.settings.refresh_token_lifetime;
        let outcome = self
            .inner
            .store
            .rotate_refresh_token(
                &self.inner.keys.hash_token(refresh_token),
                &self.inner.keys.hash_token(&replacement),
                expires_at,
                client,
            )
            .await?;
        match outcome {
            Refresh::Rotated { user, family_id, aal } => self.session(user, &family_id, replacement, aal),
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
        let mut attempt = Attempt::default();
        self.limit(RECOVER_PER_ADDRESS, &address_group(ip), &mut attempt)
            .await?;
        self.limit(RECOVER_PER_ACCOUNT_AND_ADDRESS, &account_at(&email, ip), &mut attempt)
            .await?;
        self.slow_down(RECOVER_PER_ACCOUNT, &email, &mut attempt).await?;
        match self.inner.store.user_by_email(&email).await {
            Ok(user) if user.disabled_at.is_none() => self.mail_link_later(&user, LinkMail::Recovery).await,
            Ok(_) | Err(Error::NotFound(_)) => Ok(()),
            Err(err) => Err(err),
        }
    }

    /// Mails the account a recovery link now (an operator's request: no limits apply).
    pub async fn send_recovery_link(&self, user: &User) -> Result<()> {
        let mail = self.link_mail(user, LinkMail::Recovery).await?;
        self.inner.mailer.send(mail).await
    }

    /// Sets a new password from a recovery link and ends every session of the account. The
    /// mail proved ownership, so the account's sign-in limits are lifted.
    pub async fn reset_password(&self, token: &str, password: &str, ip: &str) -> Result<User> {
        let mut attempt = Attempt::default();
        self.limit(RESET_PER_ADDRESS, &address_group(ip), &mut attempt).await?;
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
        self.give_back(attempt).await;
        self.inner
            .store
            .clear_rate_limits(
                &SIGN_IN_PER_ACCOUNT.bucket(&user.email),
                &SIGN_IN_PER_ACCOUNT_AND_ADDRESS.bucket(&format!("{}|", user.email)),
            )
            .await?;
        Ok(user)
    }

    /// Mails the confirmation link again (sign-up's 'Check your email for a confirmation
    /// link!' mail), to an account whose address is not confirmed yet.
    pub async fn resend_confirmation(&self, user_id: &str) -> Result<()> {
        let user = self.inner.store.user_by_id(user_id).await?;
        if user.email_confirmed_at.is_some() {
            return Err(Error::Conflict("This email address is already confirmed.".into()));
        }
        self.limit(CONFIRMATION_PER_ACCOUNT, &user.id, &mut Attempt::default())
            .await?;
        self.mail_link_later(&user, LinkMail::Confirmation).await
    }

    pub async fn confirm_email(&self, token: &str) -> Result<User> {
        self.inner
            .store
            .confirm_email_with_link(&self.inner.keys.hash_token(token))
            .await?
            .ok_or_else(|| Error::invalid("token", "This confirmation link is invalid or has expired."))
    }

    pub(super) async fn start_session(&self, user: User, client: &ClientInfo) -> Result<Session> {
        let refresh_token = new_opaque_token();
        let (family_id, signed_in_at) = self
            .inner
            .store
            .start_session(
                &user.id,
                &self.inner.keys.hash_token(&refresh_token),
                Utc::now() + self.inner.settings.refresh_token_lifetime,
                client,
            )
            .await?;
        let user = User {
            last_sign_in_at: Some(signed_in_at),
            ..user
        };
        self.session(user, &family_id, refresh_token, Aal::Aal1)
    }

    pub(super) fn session(&self, user: User, family_id: &str, refresh_token: String, aal: Aal) -> Result<Session> {
        let claims = Claims {
            aal,
            ..self
                .inner
                .signer
                .claims_for(&user.id, &user.email, family_id, Utc::now())
        };
        Ok(Session {
            access_token: self.inner.signer.sign(&claims)?,
            refresh_token,
            token_type: "bearer",
            expires_in: self.inner.signer.lifetime().num_seconds(),
            expires_at: claims.exp,
            aal,
            user,
        })
    }

    /// Counts one hit on `rule` for `subject`; `None` when limits are off.
    async fn hit(&self, rule: Rule, subject: &str) -> Result<Option<Hit>> {
        if !self.inner.settings.rate_limited {
            return Ok(None);
        }
        rule.hit(&self.inner.store, subject).await.map(Some)
    }

    /// Counts the attempt against a rule that refuses (429) past its maximum.
    pub(super) async fn limit(&self, rule: Rule, subject: &str, attempt: &mut Attempt) -> Result<()> {
        let Some(hit) = self.hit(rule, subject).await? else {
            return Ok(());
        };
        let refused = rule.enforce(&hit);
        attempt.0.push(hit);
        refused
    }

    /// Counts the attempt against a rule that slows down past its maximum, never refusing:
    /// an attacker spread over many addresses cannot lock the owner out.
    pub(super) async fn slow_down(&self, rule: Rule, subject: &str, attempt: &mut Attempt) -> Result<()> {
        let Some(hit) = self.hit(rule, subject).await? else {
            return Ok(());
        };
        let wait = rule.backoff(hit.hits);
        attempt.0.push(hit);
        if let Some(wait) = wait {
            tracing::info!(
                rule = rule.name,
                wait_ms = wait.as_millis() as u64,
                "slowing down attempts"
            );
            tokio::time::sleep(wait).await;
        }
        Ok(())
    }

    /// Gives back the hits of an attempt that succeeded. A failure here only leaves a count a
    /// little high, so it is logged rather than failing the request.
    pub(super) async fn give_back(&self, attempt: Attempt) {
        for hit in attempt.0 {
            if let Err(err) = self.inner.store.refund_rate_limit(&hit.bucket, hit.started).await {
                tracing::warn!(error = %err, "could not give back a rate-limit hit");
            }
        }
    }

    /// Stores a new link of `kind` for the account and writes its mail.
    async fn link_mail(&self, user: &User, kind: LinkMail) -> Result<Mail> {
        let token = new_opaque_token();
        let purpose = kind.purpose();
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
        Ok(link_mail(&self.inner.settings.public_url, user, language, kind, &token))
    }

    /// Stores a link and mails it in the background, so that the answer neither waits on
    /// nor reveals mail delivery.
    async fn mail_link_later(&self, user: &User, kind: LinkMail) -> Result<()> {
        let mail = self.link_mail(user, kind).await?;
        self.inner.mailer.send_later(mail);
        Ok(())
    }
}

/// The hits one attempt counted, given back if it succeeds: only failures count.
#[derive(Default)]
pub(super) struct Attempt(Vec<Hit>);

/// The mails that carry a single-use link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LinkMail {
    Confirmation,
    Recovery,
    /// Someone tried to sign up with an address that already has an account.
    SignUpAttempt,
}

impl LinkMail {
    fn purpose(self) -> LinkPurpose {
        match self {
            Self::Confirmation => LinkPurpose::Confirmation,
            Self::Recovery | Self::SignUpAttempt => LinkPurpose::Recovery,
        }
    }
}

fn link_mail(public_url: &str, user: &User, language: Language, kind: LinkMail, token: &str) -> Mail {
    let lang = language.code();
    let (subject, body) = match (kind, language) {
        (LinkMail::Confirmation, Language::En) => (
            "Confirm your email address".to_string(),
            format!(
                "Welcome!\n\nConfirm your email address by opening this link:\n\n{public_url}/api/v1/auth/verify?token={token}&lang={lang}\n\nThe link works once, for 48 hours. If you did not sign up, ignore this message.\n"
            ),
        ),
        (LinkMail::Confirmation, Language::Ro) => (
            "Confirmă adresa de email".to_string(),
            format!(
                "Bine ai venit!\n\nConfirmă adresa de email deschizând acest link:\n\n{public_url}/api/v1/auth/verify?token={token}&lang={lang}\n\nLinkul funcționează o singură dată, timp de 48 de ore. Dacă nu te-ai înregistrat, ignoră acest mesaj.\n"
            ),
        ),
        (LinkMail::Recovery, Language::En) => (
            "Reset your password".to_string(),
            format!(
                "Someone asked to reset the password of this account.\n\nChoose a new password here:\n\n{public_url}/{lang}/reset-password?token={token}\n\nThe link works once, for one hour. If it was not you, ignore this message: your password stays as it is.\n"
            ),
        ),
        (LinkMail::Recovery, Language::Ro) => (
            "Resetează parola".to_string(),
            format!(
                "Cineva a cerut resetarea parolei acestui cont.\n\nAlege o parolă nouă aici:\n\n{public_url}/{lang}/reset-password?token={token}\n\nLinkul funcționează o singură dată, timp de o oră. Dacă nu ai fost tu, ignoră acest mesaj: parola rămâne aceeași.\n"
            ),
        ),
        (LinkMail::SignUpAttempt, Language::En) => (
            "Someone tried to sign up with your address".to_string(),
            format!(
                "Someone tried to create an account with this email address, which already has one.\n\nIf it was you and you forgot your password, choose a new one here:\n\n{public_url}/{lang}/reset-password?token={token}\n\nThe link works once, for one hour. If it was not you, ignore this message: your account stays as it is.\n"
            ),
        ),
        (LinkMail::SignUpAttempt, Language::Ro) => (
            "Cineva a încercat să se înregistreze cu adresa ta".to_string(),
            format!(
                "Cineva a încercat să creeze un cont cu această adresă de email, care are deja unul.\n\nDacă ai fost tu și ai uitat parola, alege una nouă aici:\n\n{public_url}/{lang}/reset-password?token={token}\n\nLinkul funcționează o singură dată, timp de o oră. Dacă nu ai fost tu, ignoră acest mesaj: contul tău rămâne neschimbat.\n"
            ),
        ),
    };
    Mail {
        to: user.email.clone(),
        subject,
        body,
    }
}
