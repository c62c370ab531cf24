//! Passwordless sign-in for readers (spec §7 one-time code): a six-digit code mailed with a
//! link, exchanged once for a session. Asking for a code answers the same whether or not the
//! address has an account, under the same limits as password recovery; a first sign-in makes a
//! confirmed account when sign-ups are open.

use chrono::{Duration, Utc};
use rand::Rng as _;

use super::accounts::{Accounts, Attempt};
use super::limits::{
    CODE_PER_ACCOUNT, CODE_PER_ACCOUNT_AND_ADDRESS, CODE_PER_ADDRESS, SIGN_IN_PER_ADDRESS, account_at, address_group,
};
use super::{Session, normalize_email};
use crate::domain::interaction::ClientInfo;
use crate::domain::{Fingerprint, Language};
use crate::mail::Mail;
use crate::{Error, Result};

/// How long a mailed code works.
pub const CODE_LIFETIME: Duration = Duration::minutes(10);
/// Wrong tries after which a code is dead.
pub const CODE_ATTEMPTS: i64 = 5;
const INVALID_CODE: &str = "Invalid or expired code. Ask for a new one.";

impl Accounts {
    /// Mails a sign-in code to the address. Nothing is mailed to a disabled account, nor to an
    /// unknown address while sign-ups are closed; the answer is the same.
    pub async fn request_sign_in_code(&self, email: &str, language: Language, ip: &str) -> Result<()> {
        let email = normalize_email(email)?;
        let mut attempt = Attempt::default();
        self.limit(CODE_PER_ADDRESS, &address_group(ip), &mut attempt).await?;
        self.limit(CODE_PER_ACCOUNT_AND_ADDRESS, &account_at(&email, ip), &mut attempt)
            .await?;
        self.slow_down(CODE_PER_ACCOUNT, &email, &mut attempt).await?;
        let language = match self.inner.store.user_by_email(&email).await {
            Ok(user) if user.disabled_at.is_some() => return Ok(()),
            Ok(user) => user.language.parse().unwrap_or(language),
            Err(Error::NotFound(_)) if self.inner.settings.allow_sign_up => language,
            Err(Error::NotFound(_)) => return Ok(()),
            Err(err) => return Err(err),
        };
        let code = format!("{:06}", rand::rng().random_range(0..1_000_000));
        self.inner
            .store
            .put_sign_in_code(
                &email,
                &self.code_hash(&email, &code),
                language.code(),
                Utc::now() + CODE_LIFETIME,
            )
            .await?;
        self.inner
            .mailer
            .send_later(code_mail(&self.inner.settings.public_url, &email, language, &code));
        Ok(())
    }

    /// Exchanges a mailed code for a session: the account's, confirmed by it, or a new one.
    pub async fn sign_in_with_code(
        &self,
        email: &str,
        code: &str,
        client: &ClientInfo,
        fingerprint: Option<&Fingerprint>,
    ) -> Result<Session> {
        let email = normalize_email(email)?;
        let mut attempt = Attempt::default();
        self.limit(SIGN_IN_PER_ADDRESS, &address_group(client.ip()), &mut attempt)
            .await?;
        let code = code.trim();
        let invalid = || Error::Unauthorized(INVALID_CODE.into());
        if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
            return Err(invalid());
        }
        let store = &self.inner.store;
        let language = store
            .take_sign_in_code(&email, &self.code_hash(&email, code), CODE_ATTEMPTS)
            .await?
            .ok_or_else(invalid)?;
        let user = store
            .code_holder(&email, &language, self.inner.settings.allow_sign_up)
            .await?
            .ok_or_else(invalid)?;
        if user.disabled_at.is_some() {
            return Err(Error::Unauthorized("This account is disabled.".into()));
        }
        if let Some(fingerprint) = fingerprint {
            store.adopt_interactions(&user.id, fingerprint).await?;
        }
        let session = self.start_session(user, client).await?;
        self.give_back(attempt).await;
        Ok(session)
    }

    /// Codes are hashed with the address, so that one code's hash says nothing of another's.
    pub(super) fn code_hash(&self, email: &str, code: &str) -> String {
        self.inner.keys.hash_token(&format!("{email}\n{code}"))
    }
}

fn code_mail(public_url: &str, email: &str, language: Language, code: &str) -> Mail {
    let lang = language.code();
    let query = form_urlencoded::Serializer::new(String::new())
        .append_pair("email", email)
        .append_pair("code", code)
        .finish();
    let link = format!("{public_url}/{lang}/login?{query}");
    let (subject, body) = match language {
        Language::En => (
            format!("Your sign-in code: {code}"),
            format!(
                "Your sign-in code is {code}.\n\nEnter it on the sign-in page, or open this link:\n\n{link}\n\nThe code works once, for 10 minutes. If you did not ask for it, ignore this message.\n"
            ),
        ),
        Language::Ro => (
            format!("Codul tău de autentificare: {code}"),
            format!(
                "Codul tău de autentificare este {code}.\n\nIntrodu-l pe pagina de autentificare sau deschide acest link:\n\n{link}\n\nCodul funcționează o singură dată, timp de 10 minute. Dacă nu l-ai cerut, ignoră acest mesaj.\n"
            ),
        ),
    };
    Mail {
        to: email.into(),
        subject,
        body,
    }
}
