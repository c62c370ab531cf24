//! RSS 2.0 with the extensions feed readers use: `atom:link rel="self"` (the feed's own
//! address), `dc:creator` (the byline; RSS's `author` wants an e-mail address) and
//! `media:content` (the image; an `enclosure` would need its size in bytes).

use super::xml::Xml;
use crate::domain::{ArticleSummary, Language};

const ATOM_NS: &str = "http://www.w3.org/2005/Atom";
const DC_NS: &str = "http://purl.org/dc/elements/1.1/";
const MEDIA_NS: &str = "http://search.yahoo.com/mrss/";

/// What a feed is about: its title, the page it mirrors (its feed is that path plus
/// `/rss.xml`) and the language of its items.
pub struct Channel {
    pub title: String,
    pub path: String,
    pub description: String,
    pub language: Language,
}

/// The feed of `articles`, newest first as given; `category_name` names a stored category in
/// the channel's language. The build date is the newest item's, so the same content always
/// gives the same document.
pub fn feed(
    base: &str,
    channel: &Channel,
    articles: &[ArticleSummary],
    category_name: impl Fn(&str) -> String,
) -> String {
    let absolute = |path: &str| {
        if path.starts_with("http://") || path.starts_with("https://") {
            path.to_string()
        } else {
            format!("{base}{path}")
        }
    };
    let mut xml = Xml::new();
    xml.open(
        "rss",
        &[
            ("version", "2.0"),
            ("xmlns:atom", ATOM_NS),
            ("xmlns:dc", DC_NS),
            ("xmlns:media", MEDIA_NS),
        ],
    )
    .open("channel", &[])
    .text("title", &[], &channel.title)
    .text("link", &[], &absolute(&channel.path))
    .text("description", &[], &channel.description)
    .text("language", &[], channel.language.code())
    .empty(
        "atom:link",
        &[
            ("href", &absolute(&format!("{}/rss.xml", channel.path))),
            ("rel", "self"),
            ("type", "application/rss+xml"),
        ],
    );
    if let Some(newest) = articles.first() {
        xml.text("lastBuildDate", &[], &newest.published_at.to_rfc2822());
    }
    for article in articles {
        let link = absolute(&format!(
            "/{}/article/{}/{}",
            article.language.code(),
            article.id,
            article.slug
        ));
        xml.open("item", &[])
            .text("title", &[], &article.title)
            .text("link", &[], &link)
            .text("description", &[], &article.excerpt)
            .text("guid", &[("isPermaLink", "true")], &link)
            .text("pubDate", &[], &article.published_at.to_rfc2822())
            .text("dc:creator", &[], &article.author)
            .text("category", &[], &category_name(&article.category));
        for tag in &article.tags {
            xml.text("category", &[], tag);
        }
        xml.open(
            "media:content",
            &[("url", &absolute(&article.image_url)), ("medium", "image")],
        );
        if let Some(caption) = article.imagecaption.as_deref().filter(|c| !c.trim().is_empty()) {
            xml.text("media:description", &[], caption);
        }
        xml.close().close();
    }
    xml.finish()
}

#[cfg(test)]
mod tests {
    use chrono::DateTime;

    use super::*;
    use crate::domain::Status;

    fn article(id: i64, title: &str, image_url: &str) -> ArticleSummary {
        ArticleSummary {
            id,
            slug: crate::domain::text::slugify(title),
            title: title.into(),
            excerpt: "Q&A".into(),
            image_url: image_url.into(),
            imagecaption: None,
            category: "tech".into(),
            subcategory: None,
            author: "Ana Popescu".into(),
            published_at: DateTime::from_timestamp(1_764_000_000 - id, 0).unwrap(),
            featured: false,
            trending: false,
            views: 0,
            language: Language::En,
            status: Status::Published,
            tags: vec!["AI <tools>".into()],
            geographic_scope: "national".into(),
            trust_score: 0.8,
            estimated_reading_time: 2,
            linked_article_id: None,
            editorial_signature: String::new(),
        }
    }

    #[test]
    fn items_are_escaped_absolute_and_dated_in_rfc_2822() {
        let channel = Channel {
            title: "Tech | News".into(),
            path: "/en/category/tech".into(),
            description: "Tech".into(),
            language: Language::En,
        };
        let articles = [
            article(1, "Cats & <dogs> say \"hi\"", "/media/a.svg"),
            article(2, "Second", "https://img.example/b.jpg"),
        ];
        let xml = feed("https://x.test", &channel, &articles, |slug| format!("[{slug}]"));
        for part in [
            "<atom:link href=\"https://x.test/en/category/tech/rss.xml\" rel=\"self\" type=\"application/rss+xml\"/>",
            "<lastBuildDate>Mon, 24 Nov 2025 15:59:59 +0000</lastBuildDate>",
            "<title>Cats &amp; &lt;dogs&gt; say &quot;hi&quot;</title>",
            "<guid isPermaLink=\"true\">https://x.test/en/article/1/cats-dogs-say-hi</guid>",
            "<description>Q&amp;A</description>",
            "<dc:creator>Ana Popescu</dc:creator><category>[tech]</category><category>AI &lt;tools&gt;</category>",
            "<media:content url=\"https://x.test/media/a.svg\" medium=\"image\">",
            "<media:content url=\"https://img.example/b.jpg\" medium=\"image\">",
        ] {
            assert!(xml.contains(part), "{part} missing from {xml}");
        }
        assert!(
            xml.find("cats-dogs").unwrap() < xml.find("/2/second").unwrap(),
            "order kept"
        );
    }
}
