//! The newsletter's use cases, shared by the API, `newsctl` and the worker: subscribing with
//! double opt-in, confirming, unsubscribing, writing a campaign and sending it.

mod render;

use chrono::{DateTime, Duration, Utc};
use sha2::{Digest, Sha256};

pub use render::{CampaignMail, confirmation_mail, unsubscribe_url};

use crate::auth::{Actor, looks_like_opaque_token, new_opaque_token};
use crate::domain::jobs::{ConfirmSubscription, SendCampaign};
use crate::domain::newsletter::{Campaign, CampaignKind, NewCampaign, Subscriber, validate_email};
use crate::domain::text::{sanitize_html, strip_html};
use crate::{Error, Result, Store};

/// A confirmation mail is sent at most this often to one address.
pub const RESEND_AFTER: Duration = Duration::hours(1);
/// How long a confirmation link works.
pub const CONFIRM_VALID_FOR: Duration = Duration::days(7);
/// The articles a digest lists, and the days it looks back.
const DIGEST_ARTICLES: i64 = 10;
const DIGEST_DAYS: i64 = 7;

/// What a campaign is written from.
pub enum Source {
    Markdown(String),
    Html(String),
    /// The week's most read articles of the campaign's language.
    Digest,
}

/// Confirmation tokens are kept only as their hash.
pub fn hash_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// Records the request and queues the confirmation mail when one is due. Answers the same
/// whether the address was new, pending or already confirmed, so nobody learns who subscribes.
pub async fn subscribe(store: &Store, email: &str, language: &str) -> Result<()> {
    let email = validate_email(email)?;
    if !matches!(language, "en" | "ro") {
        return Err(Error::invalid("language", "the language must be en or ro"));
    }
    let subscription = store
        .subscribe(&email, language, &new_opaque_token(), RESEND_AFTER)
        .await?;
    if subscription.send_confirmation {
        let job = ConfirmSubscription {
            subscriber_id: subscription.subscriber.id,
        };
        store.enqueue(job, None).await?;
    }
    Ok(())
}

/// The account page's switch: subscribing an account's confirmed address needs no second
/// opt-in; an unconfirmed one gets the confirmation mail as anyone does. The subscription as it
/// is now (`None`: never subscribed).
pub async fn set_account_subscription(
    store: &Store,
    user: &crate::auth::User,
    subscribed: bool,
    language: &str,
) -> Result<Option<Subscriber>> {
    if !subscribed {
        return store.unsubscribe_email(&user.email).await;
    }
    if user.email_confirmed_at.is_none() {
        subscribe(store, &user.email, language).await?;
        return store.subscriber_by_email(&user.email).await;
    }
    // No confirmation mail is queued: the account's own confirmation was the opt-in.
    let subscription = store
        .subscribe(&user.email, language, &new_opaque_token(), RESEND_AFTER)
        .await?;
    match store.confirm_account_subscription(&user.email).await? {
        Some(confirmed) => Ok(Some(confirmed)),
        None => Ok(Some(subscription.subscriber)),
    }
}

pub async fn confirm(store: &Store, token: &str) -> Result<Subscriber> {
    store
        .confirm_subscription(&hash_token(token), CONFIRM_VALID_FOR)
        .await?
        .ok_or_else(|| Error::invalid("token", "This confirmation link is invalid or has expired."))
}

pub async fn unsubscribe(store: &Store, token: &str) -> Result<Subscriber> {
    let invalid = || Error::invalid("token", "This unsubscribe link is invalid.");
    // A NUL, say, which PostgreSQL cannot even compare, would otherwise be a server error.
    if !looks_like_opaque_token(token) {
        return Err(invalid());
    }
    store.unsubscribe(token).await?.ok_or_else(invalid)
}

/// Subscribers as CSV for a spreadsheet. A cell that a spreadsheet would run as a formula is
/// prefixed with `'`.
pub fn subscribers_csv(subscribers: &[Subscriber]) -> String {
    fn cell(value: &str) -> String {
        let value = if value.starts_with(['=', '+', '-', '@']) {
            format!("'{value}")
        } else {
            value.to_string()
        };
        if value.contains([',', '"', '\n', '\r']) {
            format!("\"{}\"", value.replace('"', "\"\""))
        } else {
            value
        }
    }
    let time = |t: Option<DateTime<Utc>>| t.map(|t| t.to_rfc3339()).unwrap_or_default();
    let mut csv = String::from("email,language,status,created_at,confirmed_at,unsubscribed_at,bounces\r\n");
    for s in subscribers {
        let row = [
            cell(&s.email),
            cell(&s.language),
            s.status.as_str().to_string(),
            s.created_at.to_rfc3339(),
            time(s.confirmed_at),
            time(s.unsubscribed_at),
            s.bounces.to_string(),
        ];
        csv.push_str(&row.join(","));
        csv.push_str("\r\n");
    }
    csv
}

/// Writes a draft campaign from Markdown, HTML (sanitised) or the week's most read articles.
pub async fn create_campaign(
    store: &Store,
    public_url: &str,
    subject: &str,
    language: &str,
    source: Source,
    actor: &Actor,
) -> Result<Campaign> {
    let (kind, body_html, body_text) = match source {
        Source::Markdown(text) => {
            let mut html = String::new();
            pulldown_cmark::html::push_html(&mut html, pulldown_cmark::Parser::new(&text));
            (CampaignKind::Manual, sanitize_html(&html), text)
        }
        Source::Html(html) => {
            let html = sanitize_html(&html);
            let text = strip_html(&html);
            (CampaignKind::Manual, html, text)
        }
        Source::Digest => {
            let since = Utc::now() - Duration::days(DIGEST_DAYS);
            let articles = store.most_read(language, since, DIGEST_ARTICLES).await?;
            if articles.is_empty() {
                return Err(Error::invalid(
                    "digest",
                    format!("no {language} article was published or read in the last {DIGEST_DAYS} days"),
                ));
            }
            let (html, text) = render::digest(public_url, language, &articles);
            (CampaignKind::Digest, html, text)
        }
    };
    let campaign = NewCampaign {
        subject: subject.trim().to_string(),
        language: language.to_string(),
        kind,
        body_html,
        body_text,
    };
    campaign.validate()?;
    store.create_campaign(&campaign, actor).await
}

/// Sends a draft now or at `at`: the worker takes one delivery per confirmed subscriber of its
/// language when it starts.
pub async fn send_campaign(store: &Store, id: i64, at: Option<DateTime<Utc>>, actor: &Actor) -> Result<Campaign> {
    let start = at.unwrap_or_else(Utc::now);
    let campaign = store.schedule_campaign(id, start, actor).await?;
    store.enqueue(SendCampaign { campaign_id: id }, at).await?;
    Ok(campaign)
}

/// Mails a campaign, as a subscriber would get it, to one address only (a proof before the
/// send): the subject marked as a test, the unsubscribe link pointing nowhere real. Audited as
/// `newsletter.test`.
pub async fn send_test(
    store: &Store,
    mailer: &crate::mail::Mailer,
    public_url: &str,
    id: i64,
    to: &str,
    actor: &Actor,
) -> Result<()> {
    let to = crate::domain::newsletter::validate_email(to)?;
    let body = store.campaign_body(id).await?;
    let mail = render::CampaignMail::new(public_url, &body.language, &body.body_html, &body.body_text, "test");
    let subject = format!("[Test] {}", body.subject);
    let message = mailer.list_message(&crate::mail::ListMail {
        to: &to,
        subject: &subject,
        text: &mail.text,
        html: &mail.html,
        unsubscribe_url: &mail.unsubscribe_url,
    })?;
    let mut connection = mailer.connection();
    let sent = connection.send(&message).await;
    connection.close().await;
    sent.map_err(|e| crate::Error::Mail(format!("the test could not be sent to {to}: {e}")))?;
    store
        .record_audit(actor, "newsletter.test", &format!("campaign {id} to {to}"))
        .await
}
