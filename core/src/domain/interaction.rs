//! Reader interactions (spec §3 `article_metrics` and `user_interactions`, §4 and §7
//! Interactions, §9 share methods): what a reader can do to an article, the counts readers see,
//! the windows that keep a script from inflating them, and the trending score.

use std::fmt;
use std::str::FromStr;

use chrono::Duration;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{Error, Result};

/// A reader's repeated view counts again in `total_views` only after this long, and a share
/// counts once per reader, article and platform within it: reloading a page or clicking a share
/// button in a loop adds nothing.
pub const COUNT_WINDOW: Duration = Duration::minutes(30);

/// Spec §9 "featured and trending 3 each": the computation flags a few more per language than a
/// page shows, so that the list still has three when editors unflag some.
pub const TRENDING_PER_LANGUAGE: usize = 10;
/// Activity older than this does not count towards trending.
pub const TRENDING_WINDOW_HOURS: i64 = 72;
/// An interaction weighs half as much after this long.
pub const TRENDING_HALF_LIFE_HOURS: f64 = 24.0;

/// The `interaction_type` of a `user_interactions` row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InteractionKind {
    View,
    Like,
    Bookmark,
    Share,
}

impl InteractionKind {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::View => "view",
            Self::Like => "like",
            Self::Bookmark => "bookmark",
            Self::Share => "share",
        }
    }

    /// How much one interaction adds to the trending score: sharing or liking says more about
    /// an article than opening it; a bookmark is private and does not count.
    pub fn trending_weight(self) -> f64 {
        match self {
            Self::View => 1.0,
            Self::Like => 4.0,
            Self::Share => 6.0,
            Self::Bookmark => 0.0,
        }
    }
}

impl FromStr for InteractionKind {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self> {
        match s {
            "view" => Ok(Self::View),
            "like" => Ok(Self::Like),
            "bookmark" => Ok(Self::Bookmark),
            "share" => Ok(Self::Share),
            other => Err(Error::invalid(
                "interaction_type",
                format!("unknown interaction {other:?}"),
            )),
        }
    }
}

/// What a reader switches on and off (spec §4): a like or a bookmark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Toggle {
    Like,
    Bookmark,
}

impl Toggle {
    pub fn kind(self) -> InteractionKind {
        match self {
            Self::Like => InteractionKind::Like,
            Self::Bookmark => InteractionKind::Bookmark,
        }
    }
}

impl FromStr for Toggle {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self> {
        match s {
            "like" => Ok(Self::Like),
            "bookmark" => Ok(Self::Bookmark),
            other => Err(Error::invalid(
                "type",
                format!("unknown interaction {other:?}; expected like or bookmark"),
            )),
        }
    }
}

/// Spec §9 share methods; anything else is refused ("Unsupported sharing method", §8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SharePlatform {
    Native,
    Clipboard,
    Facebook,
    Whatsapp,
    Telegram,
    Email,
    Linkedin,
}

impl SharePlatform {
    pub const ALL: [SharePlatform; 7] = [
        Self::Native,
        Self::Clipboard,
        Self::Facebook,
        Self::Whatsapp,
        Self::Telegram,
        Self::Email,
        Self::Linkedin,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Native => "native",
            Self::Clipboard => "clipboard",
            Self::Facebook => "facebook",
            Self::Whatsapp => "whatsapp",
            Self::Telegram => "telegram",
            Self::Email => "email",
            Self::Linkedin => "linkedin",
        }
    }
}

impl FromStr for SharePlatform {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self> {
        Self::ALL.into_iter().find(|p| p.as_str() == s).ok_or_else(|| {
            Error::invalid(
                "platform",
                format!(
                    "Unsupported sharing method {s:?}; expected native, clipboard, facebook, whatsapp, telegram, email or linkedin"
                ),
            )
        })
    }
}

impl fmt::Display for SharePlatform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where an interaction came from, stored with it (spec §7 toggle_user_interaction takes the ip
/// address and user agent) until `interaction_pii_days` have passed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClientInfo {
    pub ip_address: Option<String>,
    pub user_agent: Option<String>,
}

impl ClientInfo {
    /// A user agent is whatever the client sends: only its first characters are kept.
    pub const MAX_USER_AGENT_CHARS: usize = 512;

    pub fn new(ip_address: Option<String>, user_agent: Option<&str>) -> Self {
        Self {
            ip_address,
            user_agent: user_agent.map(|agent| agent.chars().take(Self::MAX_USER_AGENT_CHARS).collect()),
        }
    }

    /// The address rate limits count against ("unknown" when there is none).
    pub fn ip(&self) -> &str {
        self.ip_address.as_deref().unwrap_or("unknown")
    }
}

/// Spec §3 `article_metrics`: the counts readers see beside an article.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, ToSchema)]
pub struct Metrics {
    /// Equal to the article's `views`.
    pub total_views: i64,
    pub total_likes: i64,
    pub total_bookmarks: i64,
    pub total_shares: i64,
    pub unique_viewers: i64,
}

/// The answer to a view or a share: whether it counted (a repeat within the window does not).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct Counted {
    pub counted: bool,
    pub metrics: Metrics,
}

/// The answer to a like or bookmark toggle (spec §7 toggle_user_interaction: now active or not).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct Toggled {
    pub active: bool,
    pub metrics: Metrics,
}

/// Spec §7 get_user_article_interactions: the reader's own state and the article's counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct ReaderState {
    pub liked: bool,
    pub bookmarked: bool,
    pub metrics: Metrics,
}

/// Interactions of one kind on an article in one hour, `age_hours` before the computation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Activity {
    pub kind: InteractionKind,
    pub age_hours: f64,
    pub count: i64,
}

/// The trending score of an article: each recent view, like and share weighs
/// [`InteractionKind::trending_weight`], halved every [`TRENDING_HALF_LIFE_HOURS`]; activity
/// older than [`TRENDING_WINDOW_HOURS`] (or dated in the future by a clock skew beyond an hour)
/// adds nothing.
pub fn trending_score(activity: &[Activity]) -> f64 {
    activity
        .iter()
        .filter(|a| (-1.0..=TRENDING_WINDOW_HOURS as f64).contains(&a.age_hours))
        .map(|a| {
            let decay = 0.5_f64.powf(a.age_hours.max(0.0) / TRENDING_HALF_LIFE_HOURS);
            a.kind.trending_weight() * a.count as f64 * decay
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use rstest::rstest;

    use super::*;

    fn at(kind: InteractionKind, age_hours: f64, count: i64) -> Activity {
        Activity { kind, age_hours, count }
    }

    #[test]
    fn a_day_halves_the_weight() {
        let now = trending_score(&[at(InteractionKind::View, 0.0, 8)]);
        let day = trending_score(&[at(InteractionKind::View, 24.0, 8)]);
        let two_days = trending_score(&[at(InteractionKind::View, 48.0, 8)]);
        assert!((now - 8.0).abs() < 1e-9);
        assert!((day - 4.0).abs() < 1e-9);
        assert!((two_days - 2.0).abs() < 1e-9);
    }

    #[rstest]
    #[case::too_old(72.5)]
    #[case::from_the_future(-3.0)]
    fn activity_outside_the_window_adds_nothing(#[case] age_hours: f64) {
        assert_eq!(trending_score(&[at(InteractionKind::Like, age_hours, 100)]), 0.0);
    }

    #[test]
    fn shares_and_likes_outweigh_views_and_bookmarks_do_not_count() {
        let shared = trending_score(&[at(InteractionKind::Share, 1.0, 1)]);
        let liked = trending_score(&[at(InteractionKind::Like, 1.0, 1)]);
        let viewed = trending_score(&[at(InteractionKind::View, 1.0, 1)]);
        assert!(shared > liked && liked > viewed && viewed > 0.0);
        assert_eq!(trending_score(&[at(InteractionKind::Bookmark, 1.0, 50)]), 0.0);
    }

    #[test]
    fn a_burst_today_beats_a_larger_one_three_days_ago() {
        let fresh = trending_score(&[at(InteractionKind::View, 2.0, 100)]);
        let stale = trending_score(&[at(InteractionKind::View, 70.0, 600)]);
        assert!(fresh > stale, "{fresh} vs {stale}");
    }

    #[test]
    fn names_parse_back() {
        for platform in SharePlatform::ALL {
            assert_eq!(platform.as_str().parse::<SharePlatform>().unwrap(), platform);
        }
        assert!("myspace".parse::<SharePlatform>().is_err());
        assert_eq!("like".parse::<Toggle>().unwrap(), Toggle::Like);
        assert!("view".parse::<Toggle>().is_err());
        for kind in [
            InteractionKind::View,
            InteractionKind::Like,
            InteractionKind::Bookmark,
            InteractionKind::Share,
        ] {
            assert_eq!(kind.as_str().parse::<InteractionKind>().unwrap(), kind);
        }
    }
}
