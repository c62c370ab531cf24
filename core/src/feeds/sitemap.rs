//! Sitemaps (sitemaps.org protocol 0.9): the index, a urlset per language with `xhtml:link`
//! hreflang alternates (Google's way of pairing translations), a podcast urlset per language,
//! and the Google News sitemap.

use std::ops::Range;

use chrono::{DateTime, SecondsFormat, Utc};

use super::localized;
use super::xml::Xml;
use crate::domain::podcast::podcast_path;
use crate::domain::{ArticleSummary, Categories, Language, SitemapArticle};
use crate::site::{GAMES, INFO_PAGES};

const SITEMAP_NS: &str = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS: &str = "http://www.w3.org/1999/xhtml";
const NEWS_NS: &str = "http://www.google.com/schemas/sitemap-news/0.9";

/// A page that exists in both languages, by its path in each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StaticPage {
    en: String,
    ro: String,
}

impl StaticPage {
    fn path(&self, language: Language) -> &str {
        match language {
            Language::En => &self.en,
            Language::Ro => &self.ro,
        }
    }
}

/// The pages every language has: home, each category and subcategory listing (with the
/// language's own slug), the information pages, the games and the podcast index.
pub fn static_pages(categories: &Categories) -> Vec<StaticPage> {
    let each = |path: &dyn Fn(Language) -> String| StaticPage {
        en: path(Language::En),
        ro: path(Language::Ro),
    };
    let mut pages = vec![each(&|l| format!("/{}", l.code()))];
    for category in categories.all() {
        let listing = |l: Language| format!("/{}/category/{}", l.code(), localized(category, l).0);
        pages.push(each(&listing));
        for sub in &category.subcategories {
            pages.push(each(&|l| format!("{}/{}", listing(l), sub.slug)));
        }
    }
    pages.extend(INFO_PAGES.iter().map(|page| each(&|l| format!("/{}/{page}", l.code()))));
    pages.extend(
        GAMES
            .iter()
            .map(|game| each(&|l| format!("/{}/games/{game}", l.code()))),
    );
    pages.push(each(&podcast_path));
    pages
}

/// One file of a language's sitemap: which static pages and which stretch of the articles
/// (by id) it lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SitemapPart {
    pub pages: Range<usize>,
    pub article_offset: usize,
    pub article_count: usize,
}

/// Cuts `pages` static pages followed by `articles` articles into files of at most `limit`
/// URLs; there is always a first file, even for an empty site.
pub fn sitemap_parts(pages: usize, articles: usize, limit: usize) -> Vec<SitemapPart> {
    let total = pages + articles;
    let count = total.div_ceil(limit).max(1);
    (0..count)
        .map(|index| {
            let start = index * limit;
            let end = (start + limit).min(total);
            SitemapPart {
                pages: start.min(pages)..end.min(pages),
                article_offset: start.saturating_sub(pages),
                article_count: end.saturating_sub(start.max(pages)),
            }
        })
        .collect()
}

/// `/sitemap-{lang}.xml` for the first part, `?page=n` after it.
pub fn part_path(language: Language, part: usize) -> String {
    let first = format!("/sitemap-{}.xml", language.code());
    if part > 1 {
        format!("{first}?page={part}")
    } else {
        first
    }
}

/// The sitemap of a language's podcast episodes (a show has far fewer than 50,000).
pub fn podcast_part_path(language: Language) -> String {
    format!("/sitemap-{}-podcast.xml", language.code())
}

pub fn index(base: &str, files: &[String]) -> String {
    let mut xml = Xml::new();
    xml.open("sitemapindex", &[("xmlns", SITEMAP_NS)]);
    for file in files {
        xml.open("sitemap", &[])
            .text("loc", &[], &format!("{base}{file}"))
            .close();
    }
    xml.finish()
}

/// A W3C datetime in UTC, as `lastmod` and the news publication date want it.
fn w3c(time: DateTime<Utc>) -> String {
    time.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// A page of one language (an article, an episode), when it last changed, and where its
/// translation is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SitemapEntry {
    pub path: String,
    pub updated_at: DateTime<Utc>,
    pub translation: Option<(Language, String)>,
}

impl From<SitemapArticle> for SitemapEntry {
    fn from(article: SitemapArticle) -> Self {
        Self {
            path: article.address.path(),
            updated_at: article.updated_at,
            translation: article.translation.map(|t| (t.language, t.path())),
        }
    }
}

/// One language's pages and entries, each with its alternates: the page in every language it
/// exists in, and `x-default` (English, where `/` leads) when there is more than one.
pub fn urlset(base: &str, language: Language, pages: &[StaticPage], entries: &[SitemapEntry]) -> String {
    let mut xml = Xml::new();
    xml.open("urlset", &[("xmlns", SITEMAP_NS), ("xmlns:xhtml", XHTML_NS)]);
    let mut url = |path: &str, lastmod: Option<DateTime<Utc>>, alternates: &[(Language, &str)]| {
        xml.open("url", &[]).text("loc", &[], &format!("{base}{path}"));
        if let Some(lastmod) = lastmod {
            xml.text("lastmod", &[], &w3c(lastmod));
        }
        if alternates.len() > 1 {
            let default = alternates
                .iter()
                .find(|(l, _)| *l == Language::En)
                .unwrap_or(&alternates[0]);
            let links = alternates
                .iter()
                .map(|(l, path)| (l.code(), *path))
                .chain([("x-default", default.1)]);
            for (hreflang, path) in links {
                let href = format!("{base}{path}");
                xml.empty(
                    "xhtml:link",
                    &[("rel", "alternate"), ("hreflang", hreflang), ("href", &href)],
                );
            }
        }
        xml.close();
    };
    for page in pages {
        let alternates = Language::ALL.map(|l| (l, page.path(l)));
        url(page.path(language), None, &alternates);
    }
    for entry in entries {
        let mut alternates = vec![(language, entry.path.as_str())];
        alternates.extend(entry.translation.as_ref().map(|(l, path)| (*l, path.as_str())));
        alternates.sort_by_key(|(l, _)| l.code());
        url(&entry.path, Some(entry.updated_at), &alternates);
    }
    xml.finish()
}

/// Google News sitemap: each article with the publication it belongs to (the site in the
/// article's language), when it was published and its title.
pub fn news(base: &str, articles: &[ArticleSummary], site_name: impl Fn(Language) -> &'static str) -> String {
    let mut xml = Xml::new();
    xml.open("urlset", &[("xmlns", SITEMAP_NS), ("xmlns:news", NEWS_NS)]);
    for article in articles {
        let path = format!("/{}/article/{}/{}", article.language.code(), article.id, article.slug);
        xml.open("url", &[])
            .text("loc", &[], &format!("{base}{path}"))
            .open("news:news", &[])
            .open("news:publication", &[])
            .text("news:name", &[], site_name(article.language))
            .text("news:language", &[], article.language.code())
            .close()
            .text("news:publication_date", &[], &w3c(article.published_at))
            .text("news:title", &[], &article.title)
            .close()
            .close();
    }
    xml.finish()
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::domain::ArticleAddress;
    use crate::domain::category::{Category, Subcategory};

    fn categories() -> Categories {
        Categories::new(
            vec![Category {
                slug: "sports".into(),
                slug_ro: "sport".into(),
                name_en: "Sports".into(),
                name_ro: "Sport".into(),
                menu_position: Some(1),
                subcategories: vec![Subcategory {
                    slug: "local".into(),
                    name_en: "Local".into(),
                    name_ro: "Local".into(),
                }],
            }],
            HashMap::new(),
        )
    }

    #[test]
    fn static_pages_use_each_languages_own_category_slug() {
        let pages = static_pages(&categories());
        let ro: Vec<&str> = pages.iter().map(|p| p.path(Language::Ro)).collect();
        assert_eq!(ro[..3], ["/ro", "/ro/category/sport", "/ro/category/sport/local"]);
        assert!(ro.contains(&"/ro/games") && ro.contains(&"/ro/privacy"));
        assert!(ro.contains(&"/ro/games/rubik") && ro.contains(&"/ro/games/sudoku"));
        assert_eq!(pages[1].path(Language::En), "/en/category/sports");
    }

    #[test]
    fn a_sitemap_splits_into_files_of_at_most_the_limit() {
        let parts = sitemap_parts(3, 8, 5);
        assert_eq!(
            parts,
            [
                SitemapPart {
                    pages: 0..3,
                    article_offset: 0,
                    article_count: 2
                },
                SitemapPart {
                    pages: 3..3,
                    article_offset: 2,
                    article_count: 5
                },
                SitemapPart {
                    pages: 3..3,
                    article_offset: 7,
                    article_count: 1
                },
            ]
        );
        assert_eq!(sitemap_parts(3, 0, 5).len(), 1);
        assert_eq!(sitemap_parts(3, 2, 5).len(), 1, "exactly full");
        assert_eq!(sitemap_parts(7, 0, 5)[1].pages, 5..7, "static pages alone can overflow");
    }

    #[test]
    fn parts_after_the_first_are_addressed_by_page() {
        assert_eq!(part_path(Language::Ro, 1), "/sitemap-ro.xml");
        assert_eq!(part_path(Language::Ro, 3), "/sitemap-ro.xml?page=3");
    }

    #[test]
    fn an_article_links_its_translation_and_the_english_default() {
        let address = |id, language, slug: &str| ArticleAddress {
            id,
            language,
            slug: slug.into(),
        };
        let updated_at = DateTime::from_timestamp(1_764_000_000, 0).unwrap();
        let articles = [
            SitemapArticle {
                address: address(2, Language::Ro, "vot"),
                updated_at,
                translation: Some(address(1, Language::En, "vote")),
            },
            SitemapArticle {
                address: address(4, Language::Ro, "singur"),
                updated_at,
                translation: None,
            },
        ];
        let xml = urlset("https://x.test", Language::Ro, &[], &articles.map(SitemapEntry::from));
        assert!(
            xml.contains(
                "<url><loc>https://x.test/ro/article/2/vot</loc><lastmod>2025-11-24T16:00:00Z</lastmod>\
             <xhtml:link rel=\"alternate\" hreflang=\"en\" href=\"https://x.test/en/article/1/vote\"/>\
             <xhtml:link rel=\"alternate\" hreflang=\"ro\" href=\"https://x.test/ro/article/2/vot\"/>\
             <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"https://x.test/en/article/1/vote\"/></url>"
            ),
            "{xml}"
        );
        assert!(
            xml.contains(
                "<url><loc>https://x.test/ro/article/4/singur</loc><lastmod>2025-11-24T16:00:00Z</lastmod></url>"
            ),
            "no alternates without a translation: {xml}"
        );
    }
}
