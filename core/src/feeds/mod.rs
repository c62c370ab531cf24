//! What crawlers and feed readers fetch (DESIGN.md, SEO): robots.txt, the sitemap index, a
//! sitemap per language with hreflang pairs, the Google News sitemap, and RSS 2.0 per language
//! and per category. The documents are written by pure functions from the articles; `Feeds`
//! reads what they need from the store.

mod podcast;
mod robots;
mod rss;
mod sitemap;
mod xml;

pub use xml::escape;

use std::collections::HashMap;

use chrono::{DateTime, Duration, Utc};

use crate::domain::category::Category;
use crate::domain::podcast::{Episode, EpisodeStatus, podcast_path};
use crate::domain::{ArticleFilter, Language, Status};
use crate::site::site_name;
use crate::store::Page;
use crate::{Error, Result, Store};

use sitemap::{SitemapEntry, sitemap_parts};

/// The sitemap protocol's limit of URLs in one file.
pub const MAX_SITEMAP_URLS: usize = 50_000;
/// Items in an RSS feed: enough for a reader that polls a few times a day.
const RSS_ITEMS: i64 = 50;

/// Episodes a podcast feed lists; apps keep the ones they downloaded.
const PODCAST_ITEMS: i64 = 300;

/// Where the podcast feed of `language` is served.
pub fn podcast_feed_path(language: Language) -> String {
    format!("/{}/podcast/feed.xml", language.code())
}
/// Google News reads the articles of the last two days, at most 1,000 of them.
const NEWS_WINDOW_DAYS: i64 = 2;
const NEWS_MAX_ARTICLES: i64 = 1000;

/// The site's description as the web app shows it (web/src/lib/i18n `site`), so a feed is
/// described like the site it comes from.
fn site_description(language: Language) -> &'static str {
    match language {
        Language::En => "The latest news, featured stories and trending articles.",
        Language::Ro => "Ultimele știri, articole recomandate și subiectele zilei.",
    }
}

/// The slug and name of `category` in `language`.
fn localized(category: &Category, language: Language) -> (&str, &str) {
    match language {
        Language::En => (&category.slug, &category.name_en),
        Language::Ro => (&category.slug_ro, &category.name_ro),
    }
}

/// Writes the feeds of one site from its store; `public_url` (no trailing slash) makes every
/// link absolute, as crawlers require.
pub struct Feeds {
    store: Store,
    public_url: String,
}

impl Feeds {
    pub fn new(store: Store, public_url: &str) -> Self {
        Self {
            store,
            public_url: public_url.trim_end_matches('/').to_string(),
        }
    }

    pub fn robots(&self) -> String {
        robots::robots_txt(&self.public_url)
    }

    /// The index of every sitemap file: each language's parts and podcast sitemap, then the news
    /// sitemap.
    pub async fn sitemap_index(&self) -> Result<String> {
        let mut files = Vec::new();
        for language in Language::ALL {
            let parts = sitemap_parts(self.static_count(), self.published(language).await?, MAX_SITEMAP_URLS);
            files.extend((1..=parts.len()).map(|part| sitemap::part_path(language, part)));
            files.push(sitemap::podcast_part_path(language));
        }
        files.push("/sitemap-news.xml".to_string());
        Ok(sitemap::index(&self.public_url, &files))
    }

    /// Part `part` (from 1) of `language`'s sitemap: its static pages first, then its articles
    /// by id. A part past the last is not found.
    pub async fn language_sitemap(&self, language: Language, part: usize) -> Result<String> {
        let pages = sitemap::static_pages(self.store.categories());
        let parts = sitemap_parts(pages.len(), self.published(language).await?, MAX_SITEMAP_URLS);
        let Some(range) = part.checked_sub(1).and_then(|index| parts.get(index)) else {
            return Err(Error::NotFound(format!("sitemap part {part} of language {language}")));
        };
        let articles = if range.article_count > 0 {
            self.store
                .sitemap_articles(language, range.article_offset as i64, range.article_count as i64)
                .await?
        } else {
            Vec::new()
        };
        let entries: Vec<_> = articles.into_iter().map(SitemapEntry::from).collect();
        Ok(sitemap::urlset(
            &self.public_url,
            language,
            &pages[range.pages.clone()],
            &entries,
        ))
    }

    /// `language`'s published episodes, each with its translation when that is published too.
    pub async fn podcast_sitemap(&self, language: Language) -> Result<String> {
        let filter = crate::store::EpisodeFilter {
            status: Some(EpisodeStatus::Published),
            language: None,
        };
        let page = Page {
            limit: MAX_SITEMAP_URLS as i64,
            offset: 0,
        };
        let (episodes, _) = self.store.episodes(&filter, page).await?;
        let by_id: HashMap<i64, &Episode> = episodes.iter().map(|episode| (episode.id, episode)).collect();
        let entries: Vec<SitemapEntry> = episodes
            .iter()
            .filter(|episode| episode.language == language)
            .map(|episode| SitemapEntry {
                path: episode.path(),
                updated_at: episode.updated_at,
                translation: episode
                    .linked_episode_id
                    .and_then(|id| by_id.get(&id))
                    .filter(|translation| translation.language != language)
                    .map(|translation| (translation.language, translation.path())),
            })
            .collect();
        Ok(sitemap::urlset(&self.public_url, language, &[], &entries))
    }

    /// Google News sitemap: the articles published in the two days before `now`.
    pub async fn news_sitemap(&self, now: DateTime<Utc>) -> Result<String> {
        let articles = self
            .store
            .published_between(now - Duration::days(NEWS_WINDOW_DAYS), now, NEWS_MAX_ARTICLES)
            .await?;
        Ok(sitemap::news(&self.public_url, &articles, site_name))
    }

    /// The podcast feed of `language`: its published episodes, newest first.
    pub async fn podcast(&self, language: Language) -> Result<String> {
        let filter = crate::store::EpisodeFilter {
            status: Some(EpisodeStatus::Published),
            language: Some(language),
        };
        let page = Page {
            limit: PODCAST_ITEMS,
            offset: 0,
        };
        let (episodes, _) = self.store.episodes(&filter, page).await?;
        let path = podcast_path(language);
        let feed_path = podcast_feed_path(language);
        let (title, description) = match language {
            Language::En => (
                format!("{} Podcast", site_name(language)),
                "Local, national and international news, to listen to.",
            ),
            Language::Ro => (
                format!("Podcastul {}", site_name(language)),
                "Știri locale, naționale și internaționale, de ascultat.",
            ),
        };
        let show = podcast::Show {
            title: &title,
            description,
            author: site_name(language),
            language,
            path: &path,
            feed_path: &feed_path,
            artwork_path: &format!("/podcast-artwork/{}.jpg", language.code()),
        };
        Ok(podcast::feed(&self.public_url, &show, &episodes))
    }

    /// RSS of `language`'s newest articles, or of one category's when `category` names one by
    /// any of its slugs or aliases; an unknown category is not found.
    pub async fn rss(&self, language: Language, category: Option<&str>) -> Result<String> {
        let categories = self.store.categories();
        let category = match category {
            None => None,
            Some(slug) => {
                let canonical = categories.normalize(slug);
                let found = categories
                    .all()
                    .iter()
                    .find(|c| c.slug == canonical || localized(c, language).0 == slug.trim().to_lowercase());
                Some(found.ok_or_else(|| Error::NotFound(format!("category {slug:?}")))?)
            }
        };
        let filter = ArticleFilter {
            status: Some(Status::Published),
            language: Some(language),
            category: category.map(|c| c.slug.clone()),
            ..ArticleFilter::default()
        };
        let page = Page {
            limit: RSS_ITEMS,
            offset: 0,
        };
        let (articles, _) = self.store.list_articles(&filter, page).await?;
        let base = format!("/{}", language.code());
        let channel = match category {
            None => rss::Channel {
                title: site_name(language).to_string(),
                path: base,
                description: site_description(language).to_string(),
                language,
            },
            Some(category) => {
                let (slug, name) = localized(category, language);
                rss::Channel {
                    title: format!("{name} | {}", site_name(language)),
                    path: format!("{base}/category/{slug}"),
                    description: format!("{name}: {}", site_description(language)),
                    language,
                }
            }
        };
        Ok(rss::feed(&self.public_url, &channel, &articles, |slug| {
            categories
                .all()
                .iter()
                .find(|c| c.slug == slug)
                .map_or_else(|| slug.to_string(), |c| localized(c, language).1.to_string())
        }))
    }

    async fn published(&self, language: Language) -> Result<usize> {
        Ok(usize::try_from(self.store.count_published(language).await?).unwrap_or(0))
    }

    fn static_count(&self) -> usize {
        sitemap::static_pages(self.store.categories()).len()
    }
}
