//! The account page's actions (spec §7 user update): name, language, password and address;
//! sessions; a copy of the account's data; deleting the account. What could hand the account
//! to someone else (password, address, deletion) asks again for the password (or a mailed code
//! for an account without one), and for aal2 where the account has a second factor.

use chrono::{Duration, Utc};

use super::accounts::{Accounts, Attempt};
use super::codes::CODE_ATTEMPTS;
use super::limits::SIGN_IN_PER_ACCOUNT;
use super::{Claims, new_opaque_token, normalize_email, validate_new_password};
use crate::domain::Language;
use crate::domain::identity::{Actor, User};
use crate::mail::Mail;
use crate::store::AccountExport;
use crate::{Error, Result};

const EMAIL_CHANGE_LIFETIME: Duration = Duration::hours(24);
const DISPLAY_NAME_MAX: usize = 80;
const WRONG_PROOF: &str = "The password (or code) is not right.";

/// What the owner may change at once; absent fields stay as they are.
#[derive(Debug, Default)]
pub struct ProfileChange<'a> {
    /// Some("") clears the name.
    pub display_name: Option<&'a str>,
    pub language: Option<Language>,
}

/// How the owner proves it is them for a sensitive change.
#[derive(Debug)]
pub enum OwnerProof<'a> {
    Password(&'a str),
    /// A code from `POST /api/v1/auth/otp`, for an account without a password.
    Code(&'a str),
}

impl Accounts {
    pub async fn update_profile(&self, claims: &Claims, change: ProfileChange<'_>) -> Result<User> {
        let name = change.display_name.map(str::trim);
        if name.is_some_and(|name| name.chars().count() > DISPLAY_NAME_MAX) {
            return Err(Error::invalid(
                "display_name",
                format!("At most {DISPLAY_NAME_MAX} characters."),
            ));
        }
        // Shown beside comments: a tab or a NUL (which PostgreSQL cannot store) has no place there.
        if name.is_some_and(|name| name.chars().any(char::is_control)) {
            return Err(Error::invalid("display_name", "No control characters."));
        }
        let name = name.map(|name| Some(name).filter(|name| !name.is_empty()));
        self.inner
            .store
            .update_profile(&claims.sub, name, change.language.map(Language::code))
            .await
    }

    /// A new password; the other sessions end, this one stays.
    pub async fn change_password(&self, claims: &Claims, proof: OwnerProof<'_>, new_password: &str) -> Result<()> {
        let user = self.prove_owner(claims, proof).await?;
        validate_new_password(new_password, &user.email)?;
        let hash = self.hasher().hash(new_password).await?;
        self.inner.store.change_password(&user.id, &hash, &claims.sid).await
    }

    /// Mails a link to the new address; the account changes when it is opened. The old address
    /// is told. The answer is the same when the new address already has an account (its
    /// owner is not mailed): the link then fails when opened.
    pub async fn request_email_change(&self, claims: &Claims, proof: OwnerProof<'_>, new_email: &str) -> Result<()> {
        let user = self.prove_owner(claims, proof).await?;
        let new_email = normalize_email(new_email)?;
        if new_email == user.email {
            return Err(Error::invalid("email", "This is already the account's address."));
        }
        let token = new_opaque_token();
        self.inner
            .store
            .create_email_change(
                &user.id,
                &new_email,
                &self.inner.keys.hash_token(&token),
                Utc::now() + EMAIL_CHANGE_LIFETIME,
            )
            .await?;
        let language: Language = user.language.parse().unwrap_or(Language::En);
        let url = &self.inner.settings.public_url;
        self.inner
            .mailer
            .send_later(email_change_mail(url, &new_email, language, &token));
        self.inner
            .mailer
            .send_later(email_change_notice(&user.email, &new_email, language));
        Ok(())
    }

    /// Opens a change-of-address link: the account's new, confirmed address.
    pub async fn confirm_email_change(&self, token: &str) -> Result<User> {
        let (user, _old) = self
            .inner
            .store
            .apply_email_change(&self.inner.keys.hash_token(token))
            .await?
            .ok_or_else(|| Error::invalid("token", "This confirmation link is invalid or has expired."))?;
        Ok(user)
    }

    /// Deletes the caller's account and its personal data (see `Store::erase_account`).
    pub async fn delete_account(&self, claims: &Claims, proof: OwnerProof<'_>) -> Result<()> {
        let user = self.prove_owner(claims, proof).await?;
        let actor = Actor::user(&user.id, &user.email, None);
        self.inner
            .store
            .erase_account(&user.id, self.inner.settings.erased_comments, &actor)
            .await
    }

    /// What a deleted account's comments become (for operators' deletions).
    pub fn erased_comments(&self) -> crate::store::ErasedComments {
        self.inner.settings.erased_comments
    }

    pub async fn export_account(&self, claims: &Claims) -> Result<AccountExport> {
        self.inner.store.export_account(&claims.sub, &claims.sid).await
    }

    /// The caller's account, once the proof matches: its password, or a mailed code for an
    /// account without one. Wrong proofs count against the account's sign-in limits.
    async fn prove_owner(&self, claims: &Claims, proof: OwnerProof<'_>) -> Result<User> {
        let store = &self.inner.store;
        self.require_aal2_with_factor(claims).await?;
        let user = store.user_by_id(&claims.sub).await?;
        let mut attempt = Attempt::default();
        self.slow_down(SIGN_IN_PER_ACCOUNT, &user.email, &mut attempt).await?;
        let proven = match proof {
            OwnerProof::Password(password) => {
                let stored = store.credentials(&user.email).await?.map(|(_, hash)| hash);
                self.hasher().verify(password, stored.as_deref()).await?
            }
            OwnerProof::Code(code) => store
                .take_sign_in_code(&user.email, &self.code_hash(&user.email, code.trim()), CODE_ATTEMPTS)
                .await?
                .is_some(),
        };
        if !proven {
            return Err(Error::invalid("password", WRONG_PROOF));
        }
        self.give_back(attempt).await;
        Ok(user)
    }
}

fn email_change_mail(public_url: &str, to: &str, language: Language, token: &str) -> Mail {
    let lang = language.code();
    let link = format!("{public_url}/api/v1/auth/verify?type=email_change&token={token}&lang={lang}");
    let (subject, body) = match language {
        Language::En => (
            "Confirm your new email address",
            format!(
                "Confirm that this is your account's new address by opening this link:\n\n{link}\n\nThe link works once, for 24 hours. If you did not ask for it, ignore this message.\n"
            ),
        ),
        Language::Ro => (
            "Confirmă noua adresă de email",
            format!(
                "Confirmă că aceasta este noua adresă a contului tău deschizând acest link:\n\n{link}\n\nLinkul funcționează o singură dată, timp de 24 de ore. Dacă nu ai cerut schimbarea, ignoră acest mesaj.\n"
            ),
        ),
    };
    Mail {
        to: to.into(),
        subject: subject.into(),
        body,
    }
}

fn email_change_notice(to: &str, new_email: &str, language: Language) -> Mail {
    let (subject, body) = match language {
        Language::En => (
            "Your account's email address is changing",
            format!(
                "Someone signed in to your account asked to change its address to {new_email}. It changes when the link mailed there is opened.\n\nIf it was not you, change your password now and sign out of your other sessions from your account page.\n"
            ),
        ),
        Language::Ro => (
            "Adresa de email a contului tău se schimbă",
            format!(
                "Cineva autentificat în contul tău a cerut schimbarea adresei în {new_email}. Adresa se schimbă când este deschis linkul trimis acolo.\n\nDacă nu ai fost tu, schimbă-ți parola acum și închide celelalte sesiuni din pagina contului.\n"
            ),
        ),
    };
    Mail {
        to: to.into(),
        subject: subject.into(),
        body,
    }
}
