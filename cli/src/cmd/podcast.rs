//! `podcast …`: episodes from the terminal: list, create (from an audio file, its duration read
//! from it, or from an address), publish now or at a time, delete.

use std::path::PathBuf;

use anyhow::Context as _;
use chrono::{DateTime, FixedOffset, Utc};
use clap::Subcommand;
use news_core::domain::podcast::{Episode, EpisodeInput};
use news_core::media::MediaFiles;
use news_core::podcasts::{forget_audio, keep_audio};
use news_core::store::{EpisodeFilter, Page};
use serde::Serialize;
use tabled::Tabled;

use crate::Context;
use crate::output::{clip, print_rows, print_value};

#[derive(Subcommand)]
pub enum PodcastCmd {
    /// Episodes, newest first.
    List {
        /// draft, scheduled or published.
        #[arg(long)]
        status: Option<String>,
        /// en or ro.
        #[arg(long)]
        language: Option<String>,
        #[arg(long, default_value_t = 20)]
        limit: i64,
    },
    /// Write a draft episode.
    Create {
        #[arg(long)]
        title: String,
        /// en or ro.
        #[arg(long)]
        language: String,
        /// An MP3 or M4A file to upload.
        #[arg(long, conflicts_with = "audio_url", required_unless_present = "audio_url")]
        file: Option<PathBuf>,
        /// The audio's address elsewhere (http or https).
        #[arg(long)]
        audio_url: Option<String>,
        /// HTML.
        #[arg(long)]
        description: Option<String>,
        #[arg(long)]
        season: Option<i64>,
        #[arg(long)]
        episode: Option<i64>,
        #[arg(long)]
        explicit: bool,
        /// The cover image's address.
        #[arg(long)]
        image: Option<String>,
    },
    /// Publish now, or at a later time (RFC 3339, e.g. 2026-12-01T06:00:00+02:00).
    Publish {
        id: i64,
        #[arg(long)]
        at: Option<DateTime<FixedOffset>>,
    },
    /// Delete an episode (and its uploaded audio, when no other episode uses it).
    Delete { id: i64 },
}

#[derive(Tabled, Serialize)]
struct EpisodeRow {
    id: i64,
    title: String,
    language: &'static str,
    number: String,
    duration: String,
    status: &'static str,
    published: String,
}

impl From<&Episode> for EpisodeRow {
    fn from(episode: &Episode) -> Self {
        let number = match (episode.season, episode.episode) {
            (Some(season), Some(number)) => format!("S{season} · E{number}"),
            (None, Some(number)) => format!("E{number}"),
            _ => "-".to_owned(),
        };
        Self {
            id: episode.id,
            title: clip(&episode.title, 40),
            language: episode.language.code(),
            number,
            duration: episode
                .duration_seconds
                .map_or_else(|| "-".to_owned(), |s| format!("{}:{:02}", s / 60, s % 60)),
            status: episode.status.as_str(),
            published: episode
                .published_at
                .map_or_else(|| "-".to_owned(), |at| at.format("%Y-%m-%d %H:%M").to_string()),
        }
    }
}

pub async fn run(cmd: PodcastCmd, context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    let operator = context.operator();
    let print_episode = |episode: &Episode| -> anyhow::Result<()> {
        if context.json {
            return print_value(episode);
        }
        print_rows(&[EpisodeRow::from(episode)], false)
    };
    match cmd {
        PodcastCmd::List {
            status,
            language,
            limit,
        } => {
            let filter = EpisodeFilter {
                status: status.as_deref().map(str::parse).transpose()?,
                language: language.as_deref().map(str::parse).transpose()?,
            };
            let page = Page {
                limit: limit.clamp(1, 1000),
                offset: 0,
            };
            let (episodes, total) = store.episodes(&filter, page).await?;
            if context.json {
                return print_value(&episodes);
            }
            print_rows(&episodes.iter().map(EpisodeRow::from).collect::<Vec<_>>(), false)?;
            println!("{} of {total} episodes", episodes.len());
            Ok(())
        }
        PodcastCmd::Create {
            title,
            language,
            file,
            audio_url,
            description,
            season,
            episode,
            explicit,
            image,
        } => {
            let media = MediaFiles::from_config(&context.config)?;
            let stored = match file {
                Some(file) => Some(upload(&media, &file).await?),
                None => None,
            };
            let input = EpisodeInput {
                title,
                description,
                audio_url: stored
                    .as_ref()
                    .map(|s| s.audio_url.clone())
                    .or(audio_url)
                    .unwrap_or_default(),
                audio_type: stored.as_ref().map(|s| s.audio_type.clone()),
                audio_bytes: stored.as_ref().map(|s| s.audio_bytes),
                duration_seconds: stored.as_ref().map(|s| s.duration_seconds),
                image_url: image,
                language: language.parse()?,
                season,
                episode,
                explicit: Some(explicit),
                article_id: None,
                linked_episode_id: None,
            };
            let created = async { store.create_episode(&input.validate()?, &operator).await }.await;
            if created.is_err()
                && let Some(stored) = &stored
            {
                forget_audio(&media, &stored.audio_url).await?;
            }
            print_episode(&created?)
        }
        PodcastCmd::Publish { id, at } => print_episode(
            &store
                .publish_episode(id, at.map(|at| at.with_timezone(&Utc)), &operator)
                .await?,
        ),
        PodcastCmd::Delete { id } => {
            let (episode, still_used) = store.delete_episode(id, &operator).await?;
            if !still_used {
                forget_audio(&MediaFiles::from_config(&context.config)?, &episode.audio_url).await?;
            }
            if !context.json {
                println!("Episode {id} deleted.");
            }
            Ok(())
        }
    }
}

/// Copies `file` into the media directory's work area and keeps it as an episode's audio.
async fn upload(media: &MediaFiles, file: &std::path::Path) -> anyhow::Result<news_core::podcasts::StoredAudio> {
    let work = media.dir().join(".incoming");
    std::fs::create_dir_all(&work).with_context(|| format!("cannot create {}", work.display()))?;
    let copy = work.join(news_core::auth::new_opaque_token());
    std::fs::copy(file, &copy).with_context(|| format!("cannot read {}", file.display()))?;
    let kept = keep_audio(media, &copy).await;
    let _ = std::fs::remove_file(&copy);
    Ok(kept?)
}
