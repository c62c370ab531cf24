//! Automation rules (spec §1: cron-triggered jobs that admins manage) and their runs.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::automation::Schedule;
use crate::automation::schedule::DEFAULT_TIME_ZONE;
use crate::domain::Categories;
use crate::domain::backups::BackupKind;
use crate::{Error, Result};

/// What a rule does when it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = AutomationAction)]
pub enum Action {
    /// Scheduled articles whose time has come go live.
    PublishScheduled,
    /// An RSS or Atom feed's new items become drafts (`url`, `category`, `language`).
    ImportFeed,
    RecomputeTrending,
    /// The week's most read articles, sent to the subscribers of `language`.
    SendDigest,
    /// A backup of `kind`, then the expired ones deleted.
    Backup,
    /// Every page of the site rendered again.
    RebuildSite,
    /// A mail to the editors listing the articles of the last `days` without a translation.
    TranslationReminder,
}

impl Action {
    pub const ALL: [Action; 7] = [
        Self::PublishScheduled,
        Self::ImportFeed,
        Self::RecomputeTrending,
        Self::SendDigest,
        Self::Backup,
        Self::RebuildSite,
        Self::TranslationReminder,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::PublishScheduled => "publish_scheduled",
            Self::ImportFeed => "import_feed",
            Self::RecomputeTrending => "recompute_trending",
            Self::SendDigest => "send_digest",
            Self::Backup => "backup",
            Self::RebuildSite => "rebuild_site",
            Self::TranslationReminder => "translation_reminder",
        }
    }
}

impl std::str::FromStr for Action {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self> {
        Self::ALL
            .into_iter()
            .find(|action| action.as_str() == text)
            .ok_or_else(|| {
                let known: Vec<_> = Self::ALL.iter().map(|action| action.as_str()).collect();
                Error::invalid("action", format!("the action must be one of {}", known.join(", ")))
            })
    }
}

/// An action's settings; each action reads only its own.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = AutomationSettings)]
pub struct ActionSettings {
    /// import_feed: the feed's address (http or https).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// import_feed: the drafts' category slug.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category: Option<String>,
    /// import_feed and send_digest: en or ro.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// backup: comprehensive (standard, the default) or enhanced_comprehensive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<BackupKind>,
    /// translation_reminder: how far back to look (1 to 90 days, 7 by default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub days: Option<i64>,
}

pub const DEFAULT_TIMEOUT_SECONDS: i64 = 600;
pub const DEFAULT_REMINDER_DAYS: i64 = 7;

/// A rule as an admin writes it.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = AutomationRuleInput)]
pub struct RuleInput {
    pub name: String,
    /// Cron: minute hour day month weekday, or six fields with seconds first.
    pub schedule: String,
    /// An IANA time zone; Europe/Bucharest by default.
    #[serde(default)]
    pub time_zone: Option<String>,
    pub action: Action,
    #[serde(default)]
    pub settings: Option<ActionSettings>,
    #[serde(default)]
    pub enabled: Option<bool>,
    /// 10 to 86400; 600 by default.
    #[serde(default)]
    pub timeout_seconds: Option<i64>,
}

/// A validated rule, ready to be written.
#[derive(Clone, Debug)]
pub struct NewRule {
    pub name: String,
    pub schedule: Schedule,
    pub expression: String,
    pub time_zone: String,
    pub action: Action,
    pub settings: ActionSettings,
    pub enabled: bool,
    pub timeout_seconds: i64,
}

impl RuleInput {
    pub fn validate(self, categories: &Categories) -> Result<NewRule> {
        let name = self.name.trim().to_owned();
        if name.is_empty() || name.chars().count() > 100 {
            return Err(Error::invalid("name", "the name must be 1 to 100 characters"));
        }
        let expression = self.schedule.split_whitespace().collect::<Vec<_>>().join(" ");
        let time_zone = self.time_zone.unwrap_or_else(|| DEFAULT_TIME_ZONE.to_owned());
        let schedule = Schedule::parse(&expression, &time_zone)?;
        let timeout_seconds = self.timeout_seconds.unwrap_or(DEFAULT_TIMEOUT_SECONDS);
        if !(10..=86_400).contains(&timeout_seconds) {
            return Err(Error::invalid(
                "timeout_seconds",
                "the timeout must be 10 to 86400 seconds",
            ));
        }
        Ok(NewRule {
            name,
            settings: settings_for(self.action, self.settings.unwrap_or_default(), categories)?,
            schedule,
            expression,
            time_zone,
            action: self.action,
            enabled: self.enabled.unwrap_or(true),
            timeout_seconds,
        })
    }
}

/// Keeps the settings `action` reads, checked, with their defaults.
fn settings_for(action: Action, given: ActionSettings, categories: &Categories) -> Result<ActionSettings> {
    let language = || match given.language.as_deref() {
        Some(language @ ("en" | "ro")) => Ok(Some(language.to_owned())),
        _ => Err(Error::invalid("settings.language", "the language must be en or ro")),
    };
    Ok(match action {
        Action::ImportFeed => {
            let url = given.url.as_deref().map(str::trim).unwrap_or_default();
            let parsed = reqwest::Url::parse(url)
                .map_err(|_| Error::invalid("settings.url", "the feed address must be an http or https URL"))?;
            if !matches!(parsed.scheme(), "http" | "https") {
                return Err(Error::invalid(
                    "settings.url",
                    "the feed address must be an http or https URL",
                ));
            }
            let category = given.category.unwrap_or_default();
            if !categories.is_canonical(&category) {
                return Err(Error::invalid(
                    "settings.category",
                    format!("{category:?} is not a category"),
                ));
            }
            ActionSettings {
                url: Some(url.to_owned()),
                category: Some(category),
                language: language()?,
                ..ActionSettings::default()
            }
        }
        Action::SendDigest => ActionSettings {
            language: language()?,
            ..ActionSettings::default()
        },
        Action::Backup => ActionSettings {
            kind: Some(given.kind.unwrap_or(BackupKind::Standard)),
            ..ActionSettings::default()
        },
        Action::TranslationReminder => {
            let days = given.days.unwrap_or(DEFAULT_REMINDER_DAYS);
            if !(1..=90).contains(&days) {
                return Err(Error::invalid("settings.days", "the reminder looks back 1 to 90 days"));
            }
            ActionSettings {
                days: Some(days),
                ..ActionSettings::default()
            }
        }
        Action::PublishScheduled | Action::RecomputeTrending | Action::RebuildSite => ActionSettings::default(),
    })
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AutomationRule)]
pub struct Rule {
    pub id: i64,
    pub name: String,
    pub schedule: String,
    pub time_zone: String,
    pub action: Action,
    pub settings: ActionSettings,
    pub enabled: bool,
    pub timeout_seconds: i64,
    /// The schedule in words: "every day at 06:00 Bucharest time".
    pub description: String,
    /// When the next scheduled run is due; null while the rule is disabled.
    pub next_run_at: Option<DateTime<Utc>>,
    pub last_run: Option<Run>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// Where a run of the worker's (an automation rule's, an AI Studio request's) is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RunStatus {
    /// Waiting for a worker.
    Queued,
    Running,
    Succeeded,
    Failed,
}

impl RunStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Queued => "queued",
            Self::Running => "running",
            Self::Succeeded => "succeeded",
            Self::Failed => "failed",
        }
    }

    pub fn is_finished(self) -> bool {
        matches!(self, Self::Succeeded | Self::Failed)
    }
}

impl std::str::FromStr for RunStatus {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self> {
        [Self::Queued, Self::Running, Self::Succeeded, Self::Failed]
            .into_iter()
            .find(|status| status.as_str() == text)
            .ok_or_else(|| Error::invalid("status", format!("unknown run status {text:?}")))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = AutomationTrigger)]
pub enum Trigger {
    /// The rule's schedule came due.
    Schedule,
    /// Someone asked for it ("Run now", `newsctl automation run`).
    Manual,
}

impl Trigger {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Schedule => "schedule",
            Self::Manual => "manual",
        }
    }
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = AutomationRun)]
pub struct Run {
    pub id: i64,
    pub rule_id: i64,
    pub trigger: Trigger,
    /// The tick this run is for (a manual run: when it was asked for).
    pub scheduled_for: DateTime<Utc>,
    pub status: RunStatus,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
    pub duration_ms: Option<i64>,
    /// What the run did, a line per item.
    pub output: Option<String>,
    pub error: Option<String>,
    /// Who asked, for a manual run.
    pub requested_by: Option<String>,
}
