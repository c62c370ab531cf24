//! Podcast episodes (spec §1: admins manage podcasts): audio uploaded or linked, with what
//! podcast apps read from a feed.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::Language;
use crate::domain::text::{sanitize_html, slugify};
use crate::{Error, Result};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = PodcastStatus)]
pub enum EpisodeStatus {
    Draft,
    /// Goes live at `published_at` (the publish-scheduled automation rule).
    Scheduled,
    Published,
}

impl EpisodeStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Draft => "draft",
            Self::Scheduled => "scheduled",
            Self::Published => "published",
        }
    }
}

impl std::str::FromStr for EpisodeStatus {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self> {
        [Self::Draft, Self::Scheduled, Self::Published]
            .into_iter()
            .find(|status| status.as_str() == text)
            .ok_or_else(|| Error::invalid("status", "the status must be draft, scheduled or published"))
    }
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[schema(as = PodcastEpisode)]
pub struct Episode {
    pub id: i64,
    pub title: String,
    /// Sanitised HTML.
    pub description: String,
    /// An upload (`/media/audio/…`) or an address elsewhere.
    pub audio_url: String,
    /// audio/mpeg or audio/mp4.
    pub audio_type: String,
    pub audio_bytes: Option<i64>,
    pub duration_seconds: Option<i64>,
    pub image_url: Option<String>,
    pub language: Language,
    pub season: Option<i64>,
    pub episode: Option<i64>,
    pub explicit: bool,
    pub status: EpisodeStatus,
    pub published_at: Option<DateTime<Utc>>,
    pub article_id: Option<i64>,
    /// The same episode in the other language.
    pub linked_episode_id: Option<i64>,
    /// The feed's item id: made once, never changed, so apps never list an episode twice.
    pub guid: String,
    pub slug: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// The category whose pages show the newest episodes (its slug is the same in both languages).
pub const PODCAST_CATEGORY: &str = "podcast";

/// The podcast index of `language`, every published episode paged (web/src/config/paths.ts).
pub fn podcast_path(language: Language) -> String {
    format!("/{}/podcast", language.code())
}

impl Episode {
    /// The canonical address of the episode's page (the web app's `episodePath`).
    pub fn path(&self) -> String {
        let base = format!("{}/{}", podcast_path(self.language), self.id);
        if self.slug.is_empty() {
            base
        } else {
            format!("{base}/{}", self.slug)
        }
    }
}

/// An episode as an editor writes it.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = PodcastEpisodeInput)]
pub struct EpisodeInput {
    pub title: String,
    #[serde(default)]
    pub description: Option<String>,
    pub audio_url: String,
    /// audio/mpeg by default (audio/mp4 for .m4a addresses).
    #[serde(default)]
    pub audio_type: Option<String>,
    #[serde(default)]
    pub audio_bytes: Option<i64>,
    #[serde(default)]
    pub duration_seconds: Option<i64>,
    #[serde(default)]
    pub image_url: Option<String>,
    pub language: Language,
    #[serde(default)]
    pub season: Option<i64>,
    #[serde(default)]
    pub episode: Option<i64>,
    #[serde(default)]
    pub explicit: Option<bool>,
    #[serde(default)]
    pub article_id: Option<i64>,
    #[serde(default)]
    pub linked_episode_id: Option<i64>,
}

/// A checked episode, ready to be written.
#[derive(Clone, Debug)]
pub struct NewEpisode {
    pub title: String,
    pub description: String,
    pub audio_url: String,
    pub audio_type: String,
    pub audio_bytes: Option<i64>,
    pub duration_seconds: Option<i64>,
    pub image_url: Option<String>,
    pub language: Language,
    pub season: Option<i64>,
    pub episode: Option<i64>,
    pub explicit: bool,
    pub article_id: Option<i64>,
    pub linked_episode_id: Option<i64>,
    pub slug: String,
}

const MAX_TITLE_CHARS: usize = 300;

impl EpisodeInput {
    pub fn validate(self) -> Result<NewEpisode> {
        let title = self.title.trim().to_owned();
        if title.is_empty() || title.chars().count() > MAX_TITLE_CHARS {
            return Err(Error::invalid(
                "title",
                format!("the title must be 1 to {MAX_TITLE_CHARS} characters"),
            ));
        }
        let audio_url = self.audio_url.trim().to_owned();
        let is_upload = audio_url.starts_with("/media/audio/") && !audio_url.contains("..");
        let is_web = reqwest::Url::parse(&audio_url).is_ok_and(|url| matches!(url.scheme(), "http" | "https"));
        if !(is_upload || is_web) {
            return Err(Error::invalid(
                "audio_url",
                "the audio must be an upload or an http(s) address",
            ));
        }
        let audio_type = match self.audio_type.as_deref() {
            Some(kind @ ("audio/mpeg" | "audio/mp4")) => kind.to_owned(),
            Some(_) => {
                return Err(Error::invalid(
                    "audio_type",
                    "the audio type must be audio/mpeg or audio/mp4",
                ));
            }
            None if audio_url.ends_with(".m4a") => "audio/mp4".to_owned(),
            None => "audio/mpeg".to_owned(),
        };
        let positive = |field: &str, value: Option<i64>| match value {
            Some(n) if n < 0 => Err(Error::invalid(field, format!("{field} must not be negative"))),
            _ => Ok(value),
        };
        if let Some(image) = &self.image_url
            && !(image.starts_with('/') || image.starts_with("https://") || image.starts_with("http://"))
        {
            return Err(Error::invalid(
                "image_url",
                "the cover must be an upload or an http(s) address",
            ));
        }
        Ok(NewEpisode {
            slug: slugify(&title),
            title,
            description: sanitize_html(self.description.as_deref().unwrap_or_default()),
            audio_url,
            audio_type,
            audio_bytes: positive("audio_bytes", self.audio_bytes)?,
            duration_seconds: positive("duration_seconds", self.duration_seconds)?,
            image_url: self.image_url.filter(|image| !image.is_empty()),
            language: self.language,
            season: positive("season", self.season)?,
            episode: positive("episode", self.episode)?,
            explicit: self.explicit.unwrap_or(false),
            article_id: self.article_id,
            linked_episode_id: self.linked_episode_id,
        })
    }
}
