//! The newsletter (spec §4 newsletter form, §5 validation; DESIGN.md deviation 5): double opt-in
//! subscribers, campaigns and their deliveries.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{Error, Result};

pub const EMAIL_REQUIRED: &str = "Please enter your email address";
pub const EMAIL_INVALID: &str = "Please enter a valid email address";
/// Sent permanent failures after which an address is no longer mailed.
pub const BOUNCES_BEFORE_BOUNCING: i64 = 3;

/// Spec §5: empty gives one message, a value not matching a simple address pattern the other.
/// The address is kept as typed but trimmed and lowercased, so one reader is one subscriber.
pub fn validate_email(raw: &str) -> Result<String> {
    let email = raw.trim().to_lowercase();
    if email.is_empty() {
        return Err(Error::invalid("email", EMAIL_REQUIRED));
    }
    let simple = email.len() <= 254
        && !email.chars().any(char::is_whitespace)
        && email.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty()
                && !domain.contains('@')
                && domain.split('.').count() >= 2
                && domain.split('.').all(|part| !part.is_empty())
        });
    if simple {
        Ok(email)
    } else {
        Err(Error::invalid("email", EMAIL_INVALID))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SubscriberStatus {
    /// Asked to subscribe; has not followed the confirmation link yet.
    Pending,
    Confirmed,
    Unsubscribed,
    /// Mail to the address failed permanently too often; no longer mailed.
    Bouncing,
}

impl SubscriberStatus {
    pub const ALL: [Self; 4] = [Self::Pending, Self::Confirmed, Self::Unsubscribed, Self::Bouncing];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Confirmed => "confirmed",
            Self::Unsubscribed => "unsubscribed",
            Self::Bouncing => "bouncing",
        }
    }
}

impl std::str::FromStr for SubscriberStatus {
    type Err = Error;

    fn from_str(raw: &str) -> Result<Self> {
        match raw {
            "pending" => Ok(Self::Pending),
            "confirmed" => Ok(Self::Confirmed),
            "unsubscribed" => Ok(Self::Unsubscribed),
            "bouncing" => Ok(Self::Bouncing),
            other => Err(Error::invalid(
                "status",
                format!("unknown status {other:?}; expected pending, confirmed, unsubscribed or bouncing"),
            )),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct Subscriber {
    pub id: i64,
    pub email: String,
    /// en or ro: the language of the mails the subscriber receives.
    pub language: String,
    pub status: SubscriberStatus,
    pub created_at: DateTime<Utc>,
    pub confirmed_at: Option<DateTime<Utc>>,
    pub unsubscribed_at: Option<DateTime<Utc>>,
    /// Permanent delivery failures so far.
    pub bounces: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CampaignKind {
    /// Written by an editor (Markdown or HTML).
    Manual,
    /// The week's most read articles of the campaign's language.
    Digest,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CampaignStatus {
    Draft,
    /// Queued to start at `scheduled_at` (or at once).
    Scheduled,
    Sending,
    Sent,
    Cancelled,
}

impl CampaignStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Draft => "draft",
            Self::Scheduled => "scheduled",
            Self::Sending => "sending",
            Self::Sent => "sent",
            Self::Cancelled => "cancelled",
        }
    }
}

/// A campaign with its delivery counts.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct Campaign {
    pub id: i64,
    pub subject: String,
    pub language: String,
    pub kind: CampaignKind,
    pub status: CampaignStatus,
    pub scheduled_at: Option<DateTime<Utc>>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
    pub created_by: String,
    pub created_at: DateTime<Utc>,
    pub progress: Progress,
}

/// Where a campaign's deliveries are.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, ToSchema)]
pub struct Progress {
    /// Confirmed subscribers of the language when the send started.
    pub recipients: i64,
    pub sent: i64,
    /// Failed for good (a permanent error, or too many temporary ones).
    pub failed: i64,
    /// Waiting, being sent, or waiting for a retry.
    pub pending: i64,
}

impl Progress {
    pub fn done(&self) -> i64 {
        self.sent + self.failed
    }
}

/// A campaign as an editor writes it; the body is sanitised HTML and its plain-text part.
#[derive(Clone, Debug)]
pub struct NewCampaign {
    pub subject: String,
    pub language: String,
    pub kind: CampaignKind,
    pub body_html: String,
    pub body_text: String,
}

impl NewCampaign {
    pub fn validate(&self) -> Result<()> {
        let subject = self.subject.trim();
        if subject.is_empty() || subject.chars().count() > 200 {
            return Err(Error::invalid("subject", "the subject must be 1 to 200 characters"));
        }
        if !matches!(self.language.as_str(), "en" | "ro") {
            return Err(Error::invalid("language", "the language must be en or ro"));
        }
        if self.body_text.trim().is_empty() {
            return Err(Error::invalid("body", "the campaign has no content"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_get_the_spec_messages() {
        let message = |raw: &str| match validate_email(raw) {
            Err(Error::Invalid { message, .. }) => message,
            other => panic!("{raw:?}: {other:?}"),
        };
        assert_eq!(message(""), EMAIL_REQUIRED);
        assert_eq!(message("   "), EMAIL_REQUIRED);
        for bad in [
            "reader",
            "reader@",
            "@example.com",
            "a@b",
            "a b@example.com",
            "a@@example.com",
            "a@example..com",
        ] {
            assert_eq!(message(bad), EMAIL_INVALID, "{bad}");
        }
        assert_eq!(validate_email("  Reader@Example.COM ").unwrap(), "reader@example.com");
    }
}
