//! robots.txt, sitemaps and RSS: parsed as XML, on both backends.

use std::collections::BTreeMap;

use chrono::{DateTime, Duration, SecondsFormat, SubsecRound, Utc};
use news_core::domain::ArticleDraft;
use rstest::rstest;

use crate::helpers::{Backend, TestApp, draft, spawn_configured};

const SITE: &str = "https://news.example";
const TRICKY_TITLE: &str = "Budget \"vote\" <&> council";

struct Fixture {
    app: TestApp,
    now: DateTime<Utc>,
}

fn at(draft: &mut ArticleDraft, published: DateTime<Utc>, updated: DateTime<Utc>) {
    draft.published_at = Some(published);
    draft.created_at = Some(published);
    draft.updated_at = Some(updated);
}

/// English 1 and Romanian 2 are a translated pair in Politics/Local, published in the last
/// hours; English 3 is five days old; 4 is archived; Romanian 5 is a day and a half old.
async fn fixture(backend: Backend) -> Fixture {
    let app = spawn_configured(backend, |config| config.public_url = Some(SITE.into())).await;
    let now = Utc::now().trunc_subsecs(0);
    let mut pair_en = draft(1, TRICKY_TITLE, "en");
    pair_en.category = Some("politics".into());
    pair_en.subcategory = Some("local".into());
    pair_en.linked_article_id = Some(2);
    pair_en.author = Some("Ana Popescu".into());
    pair_en.excerpt = Some("Fish & chips <b>".into());
    at(&mut pair_en, now - Duration::hours(1), now - Duration::minutes(10));
    let mut pair_ro = draft(2, "Votul pentru buget", "ro");
    pair_ro.category = Some("politica".into());
    pair_ro.subcategory = Some("local".into());
    pair_ro.linked_article_id = Some(1);
    at(&mut pair_ro, now - Duration::hours(3), now - Duration::hours(2));
    let mut old = draft(3, "Old tech story", "en");
    old.category = Some("tech".into());
    at(&mut old, now - Duration::days(5), now - Duration::days(5));
    let mut archived = draft(4, "Archived story", "en");
    archived.status = Some("archived".into());
    at(&mut archived, now - Duration::hours(2), now - Duration::hours(2));
    let mut tech_ro = draft(5, "Tehnologie nouă în școli", "ro");
    tech_ro.category = Some("tehnologie".into());
    at(&mut tech_ro, now - Duration::hours(36), now - Duration::hours(36));
    app.store
        .import_articles(vec![pair_en, pair_ro, old, archived, tech_ro])
        .await
        .unwrap();
    Fixture { app, now }
}

/// The body of a GET that must succeed with `content_type` and the five-minute cache header.
async fn fetch(app: &TestApp, path: &str, content_type: &str) -> String {
    let (status, body, headers) = app.call(reqwest::Method::GET, path, None, None).await;
    assert_eq!(status, 200, "GET {path}: {body}");
    let header = |name| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string()
    };
    assert!(
        header("content-type").starts_with(content_type),
        "GET {path}: {}",
        header("content-type")
    );
    assert_eq!(header("cache-control"), "public, max-age=300", "GET {path}");
    body.as_str()
        .unwrap_or_else(|| panic!("GET {path} is not text: {body}"))
        .to_string()
}

fn children<'a, 'i>(node: roxmltree::Node<'a, 'i>, name: &str) -> Vec<roxmltree::Node<'a, 'i>> {
    node.children().filter(|n| n.tag_name().name() == name).collect()
}

fn child_text(node: roxmltree::Node, name: &str) -> Option<String> {
    children(node, name).first().and_then(|n| n.text()).map(str::to_string)
}

/// A sitemap's URLs: loc → (lastmod, hreflang → href).
type Urls = BTreeMap<String, (Option<String>, BTreeMap<String, String>)>;

fn urls(xml: &str) -> Urls {
    let doc = roxmltree::Document::parse(xml).unwrap_or_else(|e| panic!("{e}: {xml}"));
    assert_eq!(doc.root_element().tag_name().name(), "urlset");
    children(doc.root_element(), "url")
        .into_iter()
        .map(|url| {
            let alternates = children(url, "link")
                .into_iter()
                .map(|link| {
                    assert_eq!(link.tag_name().namespace(), Some("http://www.w3.org/1999/xhtml"));
                    assert_eq!(link.attribute("rel"), Some("alternate"));
                    (
                        link.attribute("hreflang").unwrap().to_string(),
                        link.attribute("href").unwrap().to_string(),
                    )
                })
                .collect();
            (
                child_text(url, "loc").unwrap(),
                (child_text(url, "lastmod"), alternates),
            )
        })
        .collect()
}

fn pairs(list: &[(&str, &str)]) -> BTreeMap<String, String> {
    list.iter()
        .map(|(k, v)| (k.to_string(), format!("{SITE}{v}")))
        .collect()
}

fn w3c(time: DateTime<Utc>) -> Option<String> {
    Some(time.to_rfc3339_opts(SecondsFormat::Secs, true))
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn robots_keeps_crawlers_out_of_private_pages_and_points_at_the_sitemap(#[case] backend: Backend) {
    let Fixture { app, .. } = fixture(backend).await;
    let robots = fetch(&app, "/robots.txt", "text/plain").await;
    for line in [
        "User-agent: *",
        "Disallow: /api/",
        "Disallow: /admin",
        "Disallow: /en/saved",
        "Disallow: /ro/login",
        "Disallow: /en/signup",
        "Disallow: /ro/reset-password",
        "Disallow: /en/search",
        "Disallow: /ro/search",
        "Sitemap: https://news.example/sitemap.xml",
    ] {
        assert!(robots.lines().any(|l| l == line), "{line:?} missing:\n{robots}");
    }
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn the_sitemaps_list_every_page_with_its_translation(#[case] backend: Backend) {
    let Fixture { app, now } = fixture(backend).await;
    let index = fetch(&app, "/sitemap.xml", "application/xml").await;
    let doc = roxmltree::Document::parse(&index).unwrap();
    assert_eq!(doc.root_element().tag_name().name(), "sitemapindex");
    let files: Vec<String> = children(doc.root_element(), "sitemap")
        .into_iter()
        .map(|s| child_text(s, "loc").unwrap())
        .collect();
    assert_eq!(
        files,
        [
            "https://news.example/sitemap-en.xml",
            "https://news.example/sitemap-en-podcast.xml",
            "https://news.example/sitemap-ro.xml",
            "https://news.example/sitemap-ro-podcast.xml",
            "https://news.example/sitemap-news.xml"
        ]
    );

    let en = urls(&fetch(&app, "/sitemap-en.xml", "application/xml").await);
    let both = |en: &str, ro: &str| pairs(&[("en", en), ("ro", ro), ("x-default", en)]);
    assert_eq!(en[&format!("{SITE}/en")], (None, both("/en", "/ro")));
    assert_eq!(
        en[&format!("{SITE}/en/category/politics/local")],
        (None, both("/en/category/politics/local", "/ro/category/politica/local"))
    );
    for page in ["/en/category/tech", "/en/about", "/en/newsletter", "/en/games"] {
        assert!(en.contains_key(&format!("{SITE}{page}")), "{page} missing");
    }
    let pair = both("/en/article/1/budget-vote-council", "/ro/article/2/votul-pentru-buget");
    assert_eq!(
        en[&format!("{SITE}/en/article/1/budget-vote-council")],
        (w3c(now - Duration::minutes(10)), pair.clone())
    );
    assert_eq!(
        en[&format!("{SITE}/en/article/3/old-tech-story")],
        (w3c(now - Duration::days(5)), BTreeMap::new()),
        "no translation, no alternates"
    );
    let articles: Vec<&String> = en.keys().filter(|loc| loc.contains("/article/")).collect();
    assert_eq!(articles.len(), 2, "published English articles only: {articles:?}");

    let ro = urls(&fetch(&app, "/sitemap-ro.xml", "application/xml").await);
    assert_eq!(
        ro[&format!("{SITE}/ro/article/2/votul-pentru-buget")],
        (w3c(now - Duration::hours(2)), pair),
        "the same pair seen from the other side"
    );
    assert!(ro.contains_key(&format!("{SITE}/ro/category/tehnologie")));
    assert!(ro.contains_key(&format!("{SITE}/ro/article/5/tehnologie-noua-in-scoli")));
    assert!(!ro.keys().any(|loc| loc.contains("/en/")), "only Romanian pages");

    assert_eq!(app.get_error("/sitemap-en.xml?page=2", 404).await, "not_found");
    assert_eq!(app.get_error("/sitemap-en.xml?page=0", 400).await, "invalid_request");
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn the_news_sitemap_lists_the_last_two_days(#[case] backend: Backend) {
    let Fixture { app, now } = fixture(backend).await;
    let xml = fetch(&app, "/sitemap-news.xml", "application/xml").await;
    let doc = roxmltree::Document::parse(&xml).unwrap();
    let news_ns = Some("http://www.google.com/schemas/sitemap-news/0.9");
    let entries: Vec<(String, String, String, String, String)> = children(doc.root_element(), "url")
        .into_iter()
        .map(|url| {
            let news = children(url, "news")[0];
            assert_eq!(news.tag_name().namespace(), news_ns);
            let publication = children(news, "publication")[0];
            (
                child_text(url, "loc").unwrap(),
                child_text(publication, "name").unwrap(),
                child_text(publication, "language").unwrap(),
                child_text(news, "publication_date").unwrap(),
                child_text(news, "title").unwrap(),
            )
        })
        .collect();
    let entry = |path: &str, name: &str, lang: &str, age: Duration, title: &str| {
        (
            format!("{SITE}{path}"),
            name.to_string(),
            lang.to_string(),
            w3c(now - age).unwrap(),
            title.to_string(),
        )
    };
    assert_eq!(
        entries,
        [
            entry(
                "/en/article/1/budget-vote-council",
                "News",
                "en",
                Duration::hours(1),
                TRICKY_TITLE
            ),
            entry(
                "/ro/article/2/votul-pentru-buget",
                "Știri",
                "ro",
                Duration::hours(3),
                "Votul pentru buget"
            ),
            entry(
                "/ro/article/5/tehnologie-noua-in-scoli",
                "Știri",
                "ro",
                Duration::hours(36),
                "Tehnologie nouă în școli"
            ),
        ],
        "newest first; the five-day-old and the archived article are left out"
    );
}

/// A feed's channel, its items' (title, link, guid, pubDate, creator) and their categories.
type Feed = (BTreeMap<String, String>, Vec<[String; 5]>, Vec<Vec<String>>);

fn feed(xml: &str) -> Feed {
    let doc = roxmltree::Document::parse(xml).unwrap_or_else(|e| panic!("{e}: {xml}"));
    let rss = doc.root_element();
    assert_eq!((rss.tag_name().name(), rss.attribute("version")), ("rss", Some("2.0")));
    let channel = children(rss, "channel")[0];
    let mut about: BTreeMap<String, String> = ["title", "link", "description", "language"]
        .into_iter()
        .map(|name| (name.to_string(), child_text(channel, name).unwrap()))
        .collect();
    let own = children(channel, "link")
        .into_iter()
        .find(|l| l.tag_name().namespace() == Some("http://www.w3.org/2005/Atom"))
        .unwrap();
    assert_eq!(own.attribute("rel"), Some("self"));
    about.insert("self".into(), own.attribute("href").unwrap().into());
    let items = children(channel, "item");
    let categories = items
        .iter()
        .map(|item| {
            children(*item, "category")
                .iter()
                .filter_map(|c| c.text())
                .map(str::to_string)
                .collect()
        })
        .collect();
    let items = items
        .iter()
        .map(|item| {
            let guid = children(*item, "guid")[0];
            assert_eq!(guid.attribute("isPermaLink"), Some("true"));
            let date = DateTime::parse_from_rfc2822(&child_text(*item, "pubDate").unwrap()).unwrap();
            [
                child_text(*item, "title").unwrap(),
                child_text(*item, "link").unwrap(),
                guid.text().unwrap().to_string(),
                date.with_timezone(&Utc).to_rfc3339(),
                child_text(*item, "creator").unwrap(),
            ]
        })
        .collect();
    (about, items, categories)
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn rss_lists_a_languages_newest_articles_escaped(#[case] backend: Backend) {
    let Fixture { app, now } = fixture(backend).await;
    let xml = fetch(&app, "/en/rss.xml", "application/rss+xml").await;
    assert!(xml.contains("Budget &quot;vote&quot; &lt;&amp;&gt; council"), "{xml}");
    let (about, items, categories) = feed(&xml);
    assert_eq!(about["title"], "News");
    assert_eq!(about["link"], format!("{SITE}/en"));
    assert_eq!(about["language"], "en");
    assert_eq!(about["self"], format!("{SITE}/en/rss.xml"));
    let link = format!("{SITE}/en/article/1/budget-vote-council");
    assert_eq!(
        items[0],
        [
            TRICKY_TITLE.to_string(),
            link.clone(),
            link,
            (now - Duration::hours(1)).to_rfc3339(),
            "Ana Popescu".to_string()
        ]
    );
    assert_eq!(categories[0], ["Politics"]);
    assert_eq!(items.len(), 2, "newest first, archived left out: {items:?}");
    assert_eq!(items[1][1], format!("{SITE}/en/article/3/old-tech-story"));
    assert!(xml.contains("<description>Fish &amp; chips &lt;b&gt;</description>"));
    assert!(xml.contains(&format!(
        "<media:content url=\"{SITE}/media/placeholders/politics.svg\""
    )));

    let (about, items, _) = feed(&fetch(&app, "/ro/rss.xml", "application/rss+xml").await);
    assert_eq!(about["title"], "Știri");
    let titles: Vec<&str> = items.iter().map(|i| i[0].as_str()).collect();
    assert_eq!(titles, ["Votul pentru buget", "Tehnologie nouă în școli"]);
}

#[rstest]
#[case::sqlite(Backend::Sqlite)]
#[case::postgres(Backend::Postgres)]
#[tokio::test]
async fn each_category_has_a_feed_under_its_own_slug(#[case] backend: Backend) {
    let Fixture { app, .. } = fixture(backend).await;
    let (about, items, categories) = feed(&fetch(&app, "/ro/category/politica/rss.xml", "application/rss+xml").await);
    assert_eq!(about["title"], "Politică | Știri");
    assert_eq!(about["link"], format!("{SITE}/ro/category/politica"));
    assert_eq!(about["self"], format!("{SITE}/ro/category/politica/rss.xml"));
    assert_eq!(items.len(), 1);
    assert_eq!(items[0][1], format!("{SITE}/ro/article/2/votul-pentru-buget"));
    assert_eq!(categories[0], ["Politică"]);

    let (_, items, _) = feed(&fetch(&app, "/en/category/tech/rss.xml", "application/rss+xml").await);
    let links: Vec<&str> = items.iter().map(|i| i[1].as_str()).collect();
    assert_eq!(links, [format!("{SITE}/en/article/3/old-tech-story")]);

    assert_eq!(app.get_error("/en/category/astrology/rss.xml", 404).await, "not_found");
    assert_eq!(app.get_error("/fr/rss.xml", 404).await, "not_found");
}
