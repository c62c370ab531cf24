//! Articles (spec §3), their status (§4) and the validation of what editors send (§5).

use std::fmt;
use std::str::FromStr;

use chrono::{DateTime, SubsecRound, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Categories;
use super::text::{reading_time_minutes, sanitize_html};
use crate::{Error, Result};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Being written; readers never see it.
    Draft,
    /// Published by the worker at its `published_at`.
    Scheduled,
    Published,
    Archived,
    Rejected,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Draft => "draft",
            Self::Scheduled => "scheduled",
            Self::Published => "published",
            Self::Archived => "archived",
            Self::Rejected => "rejected",
        }
    }
}

impl FromStr for Status {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self> {
        match s {
            "draft" => Ok(Self::Draft),
            "scheduled" => Ok(Self::Scheduled),
            "published" => Ok(Self::Published),
            "archived" => Ok(Self::Archived),
            "rejected" => Ok(Self::Rejected),
            other => Err(Error::invalid(
                "status",
                format!("unknown status {other:?}; expected draft, scheduled, published, archived or rejected"),
            )),
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Spec §4: the status filter also takes 'all'.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StatusFilter {
    Only(Status),
    All,
}

impl FromStr for StatusFilter {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self> {
        match s {
            "all" => Ok(Self::All),
            other => other.parse().map(Self::Only).map_err(|_| {
                Error::invalid(
                    "status",
                    format!(
                        "unknown status {other:?}; expected draft, scheduled, published, archived, rejected or all"
                    ),
                )
            }),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    En,
    Ro,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::En, Language::Ro];

    pub fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Ro => "ro",
        }
    }

    /// The language a translation of an article in this one is written in.
    pub fn other(self) -> Self {
        match self {
            Self::En => Self::Ro,
            Self::Ro => Self::En,
        }
    }
}

impl FromStr for Language {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self> {
        match s {
            "en" => Ok(Self::En),
            "ro" => Ok(Self::Ro),
            other => Err(Error::invalid(
                "language",
                format!("unknown language {other:?}; expected en or ro"),
            )),
        }
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// What lists show: every field but the body and the bookkeeping ids.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ArticleSummary {
    pub id: i64,
    /// The editor's slug, or the title's, for `/{lang}/article/{id}/{slug}`.
    pub slug: String,
    pub title: String,
    pub excerpt: String,
    /// An absolute http(s) URL, or a path on this site; the category placeholder when the
    /// stored value is missing or invalid (spec §5).
    pub image_url: String,
    pub imagecaption: Option<String>,
    pub category: String,
    pub subcategory: Option<String>,
    pub author: String,
    pub published_at: DateTime<Utc>,
    pub featured: bool,
    pub trending: bool,
    pub views: i64,
    pub language: Language,
    pub status: Status,
    pub tags: Vec<String>,
    pub geographic_scope: String,
    pub trust_score: f64,
    pub estimated_reading_time: i64,
    pub linked_article_id: Option<i64>,
    pub editorial_signature: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Article {
    #[serde(flatten)]
    pub summary: ArticleSummary,
    /// Sanitised HTML.
    pub content: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub user_id: Option<String>,
    pub editor_id: Option<String>,
    pub uses_blocks: bool,
    pub manual_language_override: bool,
    /// The slug an editor set; `None` follows the title.
    pub custom_slug: Option<String>,
    /// Moves on with every save of the article's fields (not with a status change): a save
    /// made on an older version is refused.
    pub version: i64,
    /// When the title, excerpt or content last changed; a translation older than that is stale.
    pub content_changed_at: DateTime<Utc>,
}

/// An article as an editor, a file or an import sends it. Everything but the title is optional;
/// the spec's defaults fill the rest. `id`, `created_at`, `updated_at` and `views` are kept only
/// by an import, so that export and import round-trip exactly.
#[derive(Clone, Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct ArticleDraft {
    pub id: Option<i64>,
    pub title: String,
    pub excerpt: Option<String>,
    pub content: Option<String>,
    pub image_url: Option<String>,
    pub imagecaption: Option<String>,
    pub category: Option<String>,
    pub subcategory: Option<String>,
    pub author: Option<String>,
    pub published_at: Option<DateTime<Utc>>,
    pub created_at: Option<DateTime<Utc>>,
    pub updated_at: Option<DateTime<Utc>>,
    pub featured: Option<bool>,
    /// `true` or `false` is the editor's choice, which the trending computation never changes;
    /// absent (or null) leaves the flag to the computation.
    pub trending: Option<bool>,
    pub views: Option<i64>,
    pub language: Option<String>,
    pub user_id: Option<String>,
    pub editor_id: Option<String>,
    pub status: Option<String>,
    pub tags: Option<Vec<String>>,
    pub uses_blocks: Option<bool>,
    pub geographic_scope: Option<String>,
    pub trust_score: Option<f64>,
    pub estimated_reading_time: Option<i64>,
    pub linked_article_id: Option<i64>,
    pub manual_language_override: Option<bool>,
    pub editorial_signature: Option<String>,
    /// Lowercase letters, digits and single dashes; empty or absent follows the title. The
    /// article's old addresses redirect to the new one.
    pub custom_slug: Option<String>,
    pub content_changed_at: Option<DateTime<Utc>>,
    /// The version this edit was made on (an editor's save); a save over a newer version is
    /// refused. Absent: the save replaces whatever is there.
    pub version: Option<i64>,
    /// An editor's autosave: it replaces the article's latest revision while that is an
    /// autosave by the same person, instead of adding one.
    pub autosave: bool,
}

/// A validated article, every default applied, ready to be written.
#[derive(Clone, Debug, PartialEq)]
pub struct NewArticle {
    pub id: Option<i64>,
    pub title: String,
    pub excerpt: String,
    pub content: String,
    pub image_url: Option<String>,
    pub imagecaption: Option<String>,
    pub category: String,
    pub subcategory: Option<String>,
    pub author: String,
    pub published_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub featured: bool,
    /// The editor's choice; `None` leaves the flag to the trending computation.
    pub trending: Option<bool>,
    pub views: i64,
    pub language: Language,
    pub user_id: Option<String>,
    pub editor_id: Option<String>,
    pub status: Status,
    pub tags: Vec<String>,
    pub uses_blocks: bool,
    pub geographic_scope: String,
    pub trust_score: f64,
    pub estimated_reading_time: i64,
    pub linked_article_id: Option<i64>,
    pub manual_language_override: bool,
    pub editorial_signature: String,
    pub custom_slug: Option<String>,
    pub content_changed_at: DateTime<Utc>,
}

impl From<&NewArticle> for ArticleDraft {
    /// The article as a revision keeps it, to be validated again when it is restored.
    fn from(a: &NewArticle) -> Self {
        Self {
            id: a.id,
            title: a.title.clone(),
            excerpt: Some(a.excerpt.clone()),
            content: Some(a.content.clone()),
            image_url: a.image_url.clone(),
            imagecaption: a.imagecaption.clone(),
            category: Some(a.category.clone()),
            subcategory: a.subcategory.clone(),
            author: Some(a.author.clone()),
            published_at: Some(a.published_at),
            created_at: Some(a.created_at),
            updated_at: Some(a.updated_at),
            featured: Some(a.featured),
            trending: a.trending,
            views: Some(a.views),
            language: Some(a.language.code().into()),
            user_id: a.user_id.clone(),
            editor_id: a.editor_id.clone(),
            status: Some(a.status.as_str().into()),
            tags: Some(a.tags.clone()),
            uses_blocks: Some(a.uses_blocks),
            geographic_scope: Some(a.geographic_scope.clone()),
            trust_score: Some(a.trust_score),
            estimated_reading_time: Some(a.estimated_reading_time),
            linked_article_id: a.linked_article_id,
            manual_language_override: Some(a.manual_language_override),
            editorial_signature: Some(a.editorial_signature.clone()),
            custom_slug: a.custom_slug.clone(),
            content_changed_at: Some(a.content_changed_at),
            version: None,
            autosave: false,
        }
    }
}

pub const DEFAULT_AUTHOR: &str = "Unknown Author";
pub const DEFAULT_SIGNATURE: &str = "AI Generator";
pub const DEFAULT_TRUST_SCORE: f64 = 0.8;
pub const GEOGRAPHIC_SCOPES: [&str; 3] = ["local", "national", "international"];
const MAX_TITLE_CHARS: usize = 300;
const MAX_TAGS: usize = 30;
const MAX_TAG_CHARS: usize = 50;
const MAX_SLUG_CHARS: usize = 80;

/// Timestamps are kept to the microsecond, the precision both backends store, so that a
/// value reads back exactly as written.
pub fn timestamp(t: DateTime<Utc>) -> DateTime<Utc> {
    t.trunc_subsecs(6)
}

impl ArticleDraft {
    pub fn validate(self, categories: &Categories, now: DateTime<Utc>) -> Result<NewArticle> {
        let now = timestamp(now);
        let title = self.title.trim().to_string();
        if title.is_empty() {
            return Err(Error::invalid("title", "title must not be empty"));
        }
        if title.chars().count() > MAX_TITLE_CHARS {
            return Err(Error::invalid(
                "title",
                format!("title is longer than {MAX_TITLE_CHARS} characters"),
            ));
        }
        let language = match self.language.as_deref() {
            None | Some("") => Language::En,
            Some(code) => code.parse()?,
        };
        let status = match self.status.as_deref() {
            None | Some("") => Status::Published,
            Some(s) => s.parse()?,
        };
        let category = match self.category.as_deref().map(str::trim) {
            None | Some("") => "news".to_string(),
            Some(raw) => categories.normalize(raw),
        };
        let geographic_scope = match self.geographic_scope.as_deref().map(str::trim) {
            None | Some("") => "international".to_string(),
            Some(scope) if GEOGRAPHIC_SCOPES.contains(&scope) => scope.to_string(),
            Some(other) => {
                return Err(Error::invalid(
                    "geographic_scope",
                    format!("unknown scope {other:?}; expected local, national or international"),
                ));
            }
        };
        let trust_score = self.trust_score.unwrap_or(DEFAULT_TRUST_SCORE);
        if !(0.0..=1.0).contains(&trust_score) {
            return Err(Error::invalid("trust_score", "trust_score must be between 0 and 1"));
        }
        let views = self.views.unwrap_or(0);
        if views < 0 {
            return Err(Error::invalid("views", "views must not be negative"));
        }
        if let Some(minutes) = self.estimated_reading_time
            && minutes < 1
        {
            return Err(Error::invalid(
                "estimated_reading_time",
                "estimated_reading_time must be at least 1",
            ));
        }
        let content = sanitize_html(self.content.as_deref().unwrap_or(""));
        let updated_at = timestamp(self.updated_at.unwrap_or(now));
        Ok(NewArticle {
            id: self.id,
            estimated_reading_time: self
                .estimated_reading_time
                .unwrap_or_else(|| reading_time_minutes(&content)),
            content,
            title,
            excerpt: self.excerpt.map(|e| e.trim().to_string()).unwrap_or_default(),
            image_url: self.image_url.filter(|url| is_valid_image_url(url)),
            imagecaption: non_empty(self.imagecaption),
            category,
            subcategory: non_empty(self.subcategory).map(|s| s.to_lowercase()),
            author: non_empty(self.author).unwrap_or_else(|| DEFAULT_AUTHOR.into()),
            published_at: timestamp(self.published_at.unwrap_or(now)),
            created_at: timestamp(self.created_at.unwrap_or(now)),
            updated_at,
            content_changed_at: timestamp(self.content_changed_at.unwrap_or(updated_at)),
            custom_slug: custom_slug(self.custom_slug)?,
            featured: self.featured.unwrap_or(false),
            trending: self.trending,
            views,
            language,
            user_id: non_empty(self.user_id),
            editor_id: non_empty(self.editor_id),
            status,
            tags: clean_tags(self.tags.unwrap_or_default())?,
            uses_blocks: self.uses_blocks.unwrap_or(false),
            geographic_scope,
            trust_score,
            linked_article_id: self.linked_article_id,
            manual_language_override: self.manual_language_override.unwrap_or(false),
            editorial_signature: non_empty(self.editorial_signature).unwrap_or_else(|| DEFAULT_SIGNATURE.into()),
        })
    }
}

/// An editor's slug as the address will show it; `None` when the title's is wanted.
fn custom_slug(slug: Option<String>) -> Result<Option<String>> {
    let Some(slug) = non_empty(slug) else {
        return Ok(None);
    };
    let well_formed = slug.len() <= MAX_SLUG_CHARS
        && slug
            .split('-')
            .all(|word| !word.is_empty() && word.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()));
    if !well_formed {
        return Err(Error::invalid(
            "custom_slug",
            format!(
                "a slug has lowercase letters, digits and single dashes between them, at most {MAX_SLUG_CHARS} characters"
            ),
        ));
    }
    Ok(Some(slug))
}

fn non_empty(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_string()).filter(|v| !v.is_empty())
}

fn clean_tags(tags: Vec<String>) -> Result<Vec<String>> {
    let mut clean: Vec<String> = Vec::with_capacity(tags.len());
    for tag in tags {
        let tag = tag.trim();
        if tag.is_empty() || clean.iter().any(|t| t.to_lowercase() == tag.to_lowercase()) {
            continue;
        }
        if tag.chars().count() > MAX_TAG_CHARS {
            return Err(Error::invalid(
                "tags",
                format!("tag {tag:?} is longer than {MAX_TAG_CHARS} characters"),
            ));
        }
        clean.push(tag.to_string());
    }
    if clean.len() > MAX_TAGS {
        return Err(Error::invalid(
            "tags",
            format!("an article has at most {MAX_TAGS} tags"),
        ));
    }
    Ok(clean)
}

/// Spec §5: an image URL must be a valid absolute URL. Paths under `/media/` are this site's own
/// files (demo images, uploads, placeholders) and are valid too.
pub fn is_valid_image_url(url: &str) -> bool {
    if url.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return false;
    }
    if let Some(path) = url.strip_prefix("/media/") {
        return !path.is_empty() && !path.contains("..");
    }
    let rest = url.strip_prefix("https://").or_else(|| url.strip_prefix("http://"));
    match rest {
        Some(rest) => {
            let host = rest.split(['/', '?', '#']).next().unwrap_or("");
            !host.is_empty() && !host.starts_with(':') && !host.contains('@')
        }
        None => false,
    }
}

/// The image a reader sees: the stored one if valid, else the category placeholder.
pub fn effective_image_url(stored: Option<&str>, category: &str, categories: &Categories) -> String {
    match stored {
        Some(url) if is_valid_image_url(url) => url.to_string(),
        _ => placeholder_image(category, categories),
    }
}

/// Where the category placeholder images live.
pub const PLACEHOLDERS: &str = "/media/placeholders/";

fn placeholder_image(category: &str, categories: &Categories) -> String {
    let category = if categories.is_canonical(category) {
        category
    } else {
        "news"
    };
    format!("{PLACEHOLDERS}{category}.svg")
}

/// Where a published article lives on the site: `/{lang}/article/{id}/{slug}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArticleAddress {
    pub id: i64,
    pub language: Language,
    pub slug: String,
}

impl ArticleAddress {
    /// The canonical path of the article page (the web app's `articlePath`).
    pub fn path(&self) -> String {
        format!("/{}/article/{}/{}", self.language.code(), self.id, self.slug)
    }
}

/// A published article as a sitemap lists it: its page, when it last changed, and its
/// published translation (the other language's page of the same story).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SitemapArticle {
    pub address: ArticleAddress,
    pub updated_at: DateTime<Utc>,
    pub translation: Option<ArticleAddress>,
}

/// The order of a list: the spec's newest first, or what the admin list offers besides.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ArticleOrder {
    #[default]
    Newest,
    Oldest,
    /// Last changed first.
    Updated,
    MostViewed,
    Title,
}

impl ArticleOrder {
    /// The `order by` of the order, ending in the id so that pages never overlap.
    pub fn sql(self) -> &'static str {
        match self {
            Self::Newest => "published_at desc, id desc",
            Self::Oldest => "published_at asc, id asc",
            Self::Updated => "updated_at desc, id desc",
            Self::MostViewed => "views desc, id desc",
            Self::Title => "title asc, id asc",
        }
    }
}

impl ArticleOrder {
    /// The order's columns and the comparison that keeps a row and those after it, for pages
    /// found from a remembered row instead of from the top; `None` for an order whose values
    /// change without an entry in the change log (views), which no remembered row survives.
    pub fn keyset(self) -> Option<(&'static str, &'static str)> {
        match self {
            Self::Newest => Some(("published_at, id", "<=")),
            Self::Oldest => Some(("published_at, id", ">=")),
            Self::Updated => Some(("updated_at, id", "<=")),
            Self::Title => Some(("title, id", ">=")),
            Self::MostViewed => None,
        }
    }
}

impl FromStr for ArticleOrder {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self> {
        match s {
            "newest" => Ok(Self::Newest),
            "oldest" => Ok(Self::Oldest),
            "updated" => Ok(Self::Updated),
            "views" => Ok(Self::MostViewed),
            "title" => Ok(Self::Title),
            other => Err(Error::invalid(
                "sort",
                format!("unknown order {other:?}; expected newest, oldest, updated, views or title"),
            )),
        }
    }
}

/// Spec §7 filters of the article list.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ArticleFilter {
    /// `None` means 'all'.
    pub status: Option<Status>,
    /// Left out of 'all': admin mode leaves archived out unless asked, and can leave rejected out.
    pub excluded: Vec<Status>,
    pub language: Option<Language>,
    pub featured: Option<bool>,
    pub trending: Option<bool>,
    pub category: Option<String>,
    pub subcategory: Option<String>,
    /// Part of the title, any case (the admin list's search).
    pub title_contains: Option<String>,
    pub order: ArticleOrder,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::category::Category;
    use std::collections::HashMap;

    fn categories() -> Categories {
        let cat = |slug: &str, ro: &str| Category {
            slug: slug.into(),
            slug_ro: ro.into(),
            name_en: slug.into(),
            name_ro: ro.into(),
            menu_position: None,
            subcategories: vec![],
        };
        Categories::new(
            vec![cat("news", "stiri"), cat("tech", "tehnologie")],
            HashMap::from([
                ("stiri".to_string(), "news".to_string()),
                ("tehnologie".to_string(), "tech".to_string()),
                ("technology".to_string(), "tech".to_string()),
            ]),
        )
    }

    fn draft(title: &str) -> ArticleDraft {
        ArticleDraft {
            title: title.into(),
            ..Default::default()
        }
    }

    #[test]
    fn a_minimal_draft_gets_the_spec_defaults() {
        let a = draft("Hello").validate(&categories(), Utc::now()).unwrap();
        assert_eq!(a.category, "news");
        assert_eq!(a.author, "Unknown Author");
        assert_eq!(a.status, Status::Published);
        assert_eq!(a.language, Language::En);
        assert_eq!(a.geographic_scope, "international");
        assert_eq!(a.trust_score, 0.8);
        assert_eq!(a.editorial_signature, "AI Generator");
        assert!(a.tags.is_empty());
        assert_eq!(a.views, 0);
        assert_eq!(a.estimated_reading_time, 1);
    }

    #[test]
    fn categories_are_normalised() {
        let c = categories();
        assert_eq!(c.normalize("Tehnologie"), "tech");
        assert_eq!(c.normalize("technology"), "tech");
        assert_eq!(c.normalize("news"), "news");
        assert_eq!(c.normalize("  Astronomy "), "astronomy");
    }

    #[test]
    fn bad_fields_are_refused_by_name() {
        let c = categories();
        let err = |d: ArticleDraft| match d.validate(&c, Utc::now()).unwrap_err() {
            Error::Invalid { field, .. } => field,
            other => panic!("{other}"),
        };
        assert_eq!(err(draft("  ")), "title");
        assert_eq!(
            err(ArticleDraft {
                language: Some("fr".into()),
                ..draft("x")
            }),
            "language"
        );
        assert_eq!(
            err(ArticleDraft {
                status: Some("pending".into()),
                ..draft("x")
            }),
            "status"
        );
        assert_eq!(
            err(ArticleDraft {
                trust_score: Some(1.5),
                ..draft("x")
            }),
            "trust_score"
        );
        assert_eq!(
            err(ArticleDraft {
                geographic_scope: Some("galactic".into()),
                ..draft("x")
            }),
            "geographic_scope"
        );
    }

    #[test]
    fn slugs_are_checked_and_empty_follows_the_title() {
        let slug = |s: &str| {
            ArticleDraft {
                custom_slug: Some(s.into()),
                ..draft("x")
            }
            .validate(&categories(), Utc::now())
            .map(|a| a.custom_slug)
        };
        assert_eq!(slug(" new-name-2 ").unwrap().as_deref(), Some("new-name-2"));
        assert_eq!(slug("  ").unwrap(), None);
        for bad in [
            "Upper",
            "two--dashes",
            "-lead",
            "trail-",
            "spa ce",
            "ăla",
            &"a".repeat(81),
        ] {
            assert!(slug(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn tags_are_trimmed_and_deduplicated() {
        let a = ArticleDraft {
            tags: Some(vec![
                " Bucharest ".into(),
                "bucharest".into(),
                "".into(),
                "Alegeri".into(),
            ]),
            ..draft("x")
        }
        .validate(&categories(), Utc::now())
        .unwrap();
        assert_eq!(a.tags, ["Bucharest", "Alegeri"]);
    }

    #[test]
    fn image_urls_must_be_absolute_or_our_media() {
        assert!(is_valid_image_url("https://cdn.example.org/a.jpg"));
        assert!(is_valid_image_url("/media/demo/news-1.svg"));
        assert!(!is_valid_image_url("images/a.jpg"));
        assert!(!is_valid_image_url("javascript:alert(1)"));
        assert!(!is_valid_image_url("https://"));
        assert!(!is_valid_image_url("/media/../news.db"));
        let c = categories();
        assert_eq!(
            effective_image_url(Some("nope"), "tech", &c),
            "/media/placeholders/tech.svg"
        );
        assert_eq!(
            effective_image_url(None, "astronomy", &c),
            "/media/placeholders/news.svg"
        );
    }
}
