//! Generated bilingual demo content that reads like a real newsroom's: articles of 300 to 900
//! words in every menu category (and the local, national and international subcategories of
//! Politics and Sports), most with a linked translation, by the newsroom's bylines, with readers'
//! comments and counts, and the images they show, written under the media directory so that no
//! page waits on another host. Everything but the dates is the same on every run.

mod text;
mod topics;

use std::path::Path;

use chrono::{DateTime, Duration, Utc};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use crate::domain::interaction::Metrics;
use crate::domain::{ArticleDraft, PresetComment};
use crate::{Error, Result, Store};
use text::{AUTHORS, BACKGROUND, CLOSINGS, COMMENTERS, COMMENTS, REPLIES};
use topics::{Bilingual, Story, TOPICS, Topic};

/// Pairs of articles (English and Romanian) in the default demo.
pub const DEFAULT_PAIRS: u32 = 128;
/// Images generated per category; articles cycle through them.
const IMAGES_PER_CATEGORY: usize = 6;
/// A body grows paragraph by paragraph until both languages have at least its target of words;
/// targets in this range keep every body within 300 to 900 words (a test checks), so reading
/// times run from one to four minutes.
const TARGET_WORDS: std::ops::RangeInclusive<usize> = 330..=760;

const CITIES: &[Bilingual] = &[
    ("Bucharest", "București"),
    ("Cluj-Napoca", "Cluj-Napoca"),
    ("Iași", "Iași"),
    ("Timișoara", "Timișoara"),
    ("Constanța", "Constanța"),
    ("Brașov", "Brașov"),
    ("Sibiu", "Sibiu"),
    ("Oradea", "Oradea"),
];

const SUBCATEGORIES: [&str; 3] = ["local", "national", "international"];

/// One generated English/Romanian pair. Every tenth pair is not linked, so the site also shows
/// articles without a translation.
pub struct DemoPair {
    pub en: ArticleDraft,
    pub ro: ArticleDraft,
}

/// The articles with what readers did with them.
pub struct Demo {
    pub pairs: Vec<DemoPair>,
    /// On about a third of the articles; replies follow the comment they answer.
    pub comments: Vec<PresetComment>,
    /// Every article's counts; its `views` among them.
    pub metrics: Vec<(i64, Metrics)>,
}

/// Both languages of a text, with the city of the article put in.
fn localize((en, ro): Bilingual, (city_en, city_ro): Bilingual) -> (String, String) {
    (en.replace("{city}", city_en), ro.replace("{city}", city_ro))
}

fn word_count(text: &str) -> usize {
    text.split_whitespace().count()
}

/// The story's body in both languages, paragraph for paragraph: its lead, background drawn from
/// the topic's and the common pools, and a closing, as long as `target` words in both.
fn body(topic: &Topic, story: &Story, city: Bilingual, target: usize, rng: &mut StdRng) -> (String, String) {
    let mut background: Vec<Bilingual> = topic.details.iter().chain(BACKGROUND).copied().collect();
    background.shuffle(rng);
    let closing = localize(CLOSINGS[rng.random_range(0..CLOSINGS.len())], city);
    let mut paragraphs = vec![localize(story.lead, city)];
    let words = |paragraphs: &[(String, String)]| {
        paragraphs
            .iter()
            .chain([&closing])
            .fold((0, 0), |(en, ro), (p_en, p_ro)| {
                (en + word_count(p_en), ro + word_count(p_ro))
            })
    };
    let mut pool = background.into_iter();
    loop {
        let (en, ro) = words(&paragraphs);
        if en >= target && ro >= target {
            break;
        }
        let Some(next) = pool.next() else { break };
        paragraphs.push(localize(next, city));
    }
    paragraphs.push(closing);
    let html = |english: bool| -> String {
        paragraphs
            .iter()
            .map(|(en, ro)| format!("<p>{}</p>", if english { en } else { ro }))
            .collect()
    };
    (html(true), html(false))
}

/// Readers' comments on one article, in its language, some with an answer, all after it was
/// published and before `now`.
fn comments_on(
    article_id: i64,
    ro: bool,
    city: Bilingual,
    published_at: DateTime<Utc>,
    now: DateTime<Utc>,
    rng: &mut StdRng,
    into: &mut Vec<PresetComment>,
) {
    let mut texts: Vec<Bilingual> = COMMENTS.to_vec();
    texts.shuffle(rng);
    let count = rng.random_range(1..=4);
    let mut at = published_at;
    for (n, text) in texts.into_iter().take(count).enumerate() {
        at = (at + Duration::minutes(rng.random_range(5..600))).min(now);
        let (en, ro_text) = localize(text, city);
        into.push(PresetComment {
            article_id,
            reply_to: None,
            author_name: COMMENTERS[rng.random_range(0..COMMENTERS.len())].into(),
            text: if ro { ro_text } else { en },
            created_at: at,
        });
        if n == 0 && rng.random_bool(0.5) {
            let (en, ro_text) = localize(REPLIES[rng.random_range(0..REPLIES.len())], city);
            into.push(PresetComment {
                article_id,
                reply_to: Some(into.len() - 1),
                author_name: COMMENTERS[rng.random_range(0..COMMENTERS.len())].into(),
                text: if ro { ro_text } else { en },
                created_at: (at + Duration::minutes(rng.random_range(1..120))).min(now),
            });
        }
    }
}

/// Counts that go together: likes a few per hundred views, bookmarks and shares fewer.
fn readership(views: i64, rng: &mut StdRng) -> Metrics {
    let share = |of: i64, percent: std::ops::Range<i64>, rng: &mut StdRng| of * rng.random_range(percent) / 100;
    let likes = share(views, 1..6, rng);
    Metrics {
        total_views: views,
        total_likes: likes,
        total_bookmarks: share(likes, 10..40, rng),
        total_shares: share(likes, 5..30, rng),
        unique_viewers: share(views, 60..90, rng),
    }
}

/// Generates `pairs` article pairs with ids `2k+1` (English) and `2k+2` (Romanian), published
/// over the last months before `now`, with their comments and counts. Deterministic for a
/// given count and `now`.
pub fn generate(pairs: u32, now: DateTime<Utc>) -> Demo {
    Generator::new(pairs, now).next_pairs(pairs as usize)
}

/// `generate`, a few pairs at a time: a million articles' text never sits in memory at once.
pub struct Generator {
    rng: StdRng,
    now: DateTime<Utc>,
    span_minutes: i64,
    pairs: usize,
    next: usize,
}

impl Generator {
    pub fn new(pairs: u32, now: DateTime<Utc>) -> Self {
        let pairs = pairs as usize;
        Self {
            rng: StdRng::seed_from_u64(20_261_122),
            now,
            span_minutes: (pairs as i64 * 180).max(60 * 24 * 30),
            pairs,
            next: 0,
        }
    }

    /// The next `n` pairs at most, with their comments and counts; none once all are made.
    pub fn next_pairs(&mut self, n: usize) -> Demo {
        let end = self.next.saturating_add(n).min(self.pairs);
        let mut demo = Demo {
            pairs: Vec::with_capacity(end - self.next),
            comments: Vec::new(),
            metrics: Vec::with_capacity(2 * (end - self.next)),
        };
        for k in self.next..end {
            self.push_pair(k, &mut demo);
        }
        self.next = end;
        demo
    }

    fn push_pair(&mut self, k: usize, demo: &mut Demo) {
        let (rng, now, span_minutes) = (&mut self.rng, self.now, self.span_minutes);
        let topic = &TOPICS[k % TOPICS.len()];
        let round = k / TOPICS.len();
        let story = &topic.stories[round % topic.stories.len()];
        let city = CITIES[(round / topic.stories.len() + k) % CITIES.len()];
        let (city_en, city_ro) = city;
        let subcategory = matches!(topic.category, "politics" | "sports").then(|| SUBCATEGORIES[round % 3]);
        let scope = subcategory.unwrap_or(SUBCATEGORIES[k % 3]);
        let published_at = now - Duration::minutes(rng.random_range(0..span_minutes));
        // A quarter of the stories were corrected or updated after publication.
        let updated_at = if rng.random_ratio(1, 4) {
            (published_at + Duration::minutes(rng.random_range(10..600))).min(now)
        } else {
            published_at
        };
        let image = format!("/media/demo/{}-{}.svg", topic.category, k % IMAGES_PER_CATEGORY + 1);
        let views = rng.random_range(20..25_000);
        let featured = k.is_multiple_of(7);
        let trending = k % 5 == 1;
        let linked = k % 10 != 9;
        let author = AUTHORS[rng.random_range(0..AUTHORS.len())];
        let target = rng.random_range(TARGET_WORDS);
        let (content_en, content_ro) = body(topic, story, city, target, rng);
        let tag = rng.random_range(0..topic.tags.len());
        let (tag_en, tag_ro) = topic.tags[tag];
        let (tag2_en, tag2_ro) = topic.tags[(tag + 1) % topic.tags.len()];
        let (en_id, ro_id) = (2 * k as i64 + 1, 2 * k as i64 + 2);
        let (title_en, title_ro) = localize(story.headline, city);
        let (excerpt_en, excerpt_ro) = localize(story.excerpt, city);
        let base =
            |language: &str, title: String, excerpt: String, content: String, tags: Vec<String>, caption: String| {
                ArticleDraft {
                    title,
                    excerpt: Some(excerpt),
                    content: Some(content),
                    image_url: Some(image.clone()),
                    imagecaption: Some(caption),
                    category: Some(topic.category.into()),
                    subcategory: subcategory.map(Into::into),
                    author: Some(author.into()),
                    published_at: Some(published_at),
                    created_at: Some(published_at),
                    updated_at: Some(updated_at),
                    featured: Some(featured),
                    // The rest are left to the trending computation.
                    trending: trending.then_some(true),
                    views: Some(views),
                    language: Some(language.into()),
                    status: Some("published".into()),
                    tags: Some(tags),
                    geographic_scope: Some(scope.into()),
                    trust_score: Some(0.8 + (k % 3) as f64 * 0.05),
                    editorial_signature: Some("Newsroom".into()),
                    ..Default::default()
                }
            };
        // The dateline makes every excerpt its own, as the same story runs in several cities.
        let mut en = base(
            "en",
            title_en,
            format!("{} — {excerpt_en}", city_en.to_uppercase()),
            content_en,
            vec![tag_en.into(), tag2_en.into(), city_en.into()],
            format!("{city_en}. Illustration: newsroom"),
        );
        let mut ro = base(
            "ro",
            title_ro,
            format!("{} — {excerpt_ro}", city_ro.to_uppercase()),
            content_ro,
            vec![tag_ro.into(), tag2_ro.into(), city_ro.into()],
            format!("{city_ro}. Ilustrație: redacția"),
        );
        en.id = Some(en_id);
        ro.id = Some(ro_id);
        if linked {
            en.linked_article_id = Some(ro_id);
            ro.linked_article_id = Some(en_id);
        }
        // Fewer read the translation than the original.
        let views_ro = views * rng.random_range(30..90) / 100;
        ro.views = Some(views_ro);
        demo.metrics.push((en_id, readership(views, rng)));
        demo.metrics.push((ro_id, readership(views_ro, rng)));
        if rng.random_ratio(1, 3) {
            comments_on(en_id, false, city, published_at, now, rng, &mut demo.comments);
            comments_on(ro_id, true, city, published_at, now, rng, &mut demo.comments);
        }
        demo.pairs.push(DemoPair { en, ro });
    }
}

/// Pairs generated and written at a time by `seed`: their text is about 10 MB.
const SEED_BATCH_PAIRS: usize = 1000;

/// Loads `pairs` demo pairs into an empty database, with their counts and comments, and writes
/// the demo images and category placeholders under `media_dir`. Refuses a database that
/// already has articles.
pub async fn seed(store: &Store, media_dir: &Path, pairs: u32) -> Result<usize> {
    let existing = store.count_articles().await?;
    if existing > 0 {
        return Err(Error::Conflict(format!(
            "the database already has {existing} articles; demo content is only loaded into an empty database"
        )));
    }
    write_images(store, media_dir)?;
    let mut generator = Generator::new(pairs, Utc::now());
    let (mut metrics, mut comment_batches) = (Vec::new(), Vec::new());
    let loaded = store
        .import_article_batches(|| {
            let demo = generator.next_pairs(SEED_BATCH_PAIRS);
            metrics.extend(demo.metrics);
            comment_batches.push(demo.comments);
            (!demo.pairs.is_empty()).then(|| demo.pairs.into_iter().flat_map(|p| [p.en, p.ro]).collect())
        })
        .await?;
    store.set_metrics(&metrics).await?;
    for comments in &comment_batches {
        store.insert_preset_comments(comments).await?;
    }
    // After the counts, which rewrite every article's row.
    store.refresh_statistics().await?;
    Ok(loaded)
}

/// Demo images, category placeholders and language flags as small SVG files.
pub fn write_images(store: &Store, media_dir: &Path) -> Result<()> {
    let write = |path: &Path, svg: String| {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| Error::io(format!("cannot create {}", dir.display()), e))?;
        }
        std::fs::write(path, svg).map_err(|e| Error::io(format!("cannot write {}", path.display()), e))
    };
    for topic in TOPICS {
        for n in 1..=IMAGES_PER_CATEGORY {
            let svg = picture(topic.color, n);
            write(&media_dir.join(format!("demo/{}-{n}.svg", topic.category)), svg)?;
        }
    }
    for category in store.categories().all() {
        let color = TOPICS
            .iter()
            .find(|t| t.category == category.slug)
            .map_or("#64748b", |t| t.color);
        write(
            &media_dir.join(format!("placeholders/{}.svg", category.slug)),
            picture(color, 0),
        )?;
    }
    write(
        &media_dir.join("flags/en.svg"),
        flag(&["#012169", "#ffffff", "#c8102e"]),
    )?;
    write(
        &media_dir.join("flags/ro.svg"),
        flag(&["#002b7f", "#fcd116", "#ce1126"]),
    )?;
    Ok(())
}

/// A 1200×675 picture: a gradient and a few shapes that vary with `n`. It has no words: both
/// languages' articles show the same file.
fn picture(color: &str, n: usize) -> String {
    let shapes: String = (0..5)
        .map(|i| {
            let x = (n * 197 + i * 263) % 1200;
            let y = (n * 131 + i * 149) % 675;
            let r = 60 + (n * 37 + i * 53) % 160;
            format!(
                r##"<circle cx="{x}" cy="{y}" r="{r}" fill="#ffffff" fill-opacity="0.{:02}"/>"##,
                8 + i
            )
        })
        .collect();
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="{color}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs><rect width="1200" height="675" fill="url(#g)"/>{shapes}</svg>"##
    )
}

fn flag(colors: &[&str; 3]) -> String {
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2" width="30" height="20"><rect width="1" height="2" fill="{}"/><rect x="1" width="1" height="2" fill="{}"/><rect x="2" width="1" height="2" fill="{}"/></svg>"#,
        colors[0], colors[1], colors[2]
    )
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::domain::text::strip_html;

    #[test]
    fn demo_covers_every_menu_category_and_subcategory_in_both_languages() {
        let pairs = generate(DEFAULT_PAIRS, Utc::now()).pairs;
        for topic in TOPICS {
            assert!(
                pairs.iter().any(|p| p.en.category.as_deref() == Some(topic.category)),
                "{}",
                topic.category
            );
        }
        for category in ["politics", "sports"] {
            for sub in SUBCATEGORIES {
                assert!(pairs.iter().any(|p| p.ro.category.as_deref() == Some(category) && p.ro.subcategory.as_deref() == Some(sub)));
            }
        }
        let linked = pairs.iter().filter(|p| p.en.linked_article_id.is_some()).count();
        assert!(linked > pairs.len() / 2 && linked < pairs.len());
        assert!(pairs.iter().any(|p| p.en.featured == Some(true)) && pairs.iter().any(|p| p.ro.trending == Some(true)));
    }

    #[test]
    fn generation_is_deterministic_apart_from_the_clock() {
        let now = Utc::now();
        let (a, b) = (generate(20, now), generate(20, now));
        assert!(a.pairs.iter().zip(&b.pairs).all(|(x, y)| x.ro.title == y.ro.title
            && x.en.content == y.en.content
            && x.en.published_at == y.en.published_at));
        assert_eq!(a.comments, b.comments);
        assert_eq!(a.metrics, b.metrics);
    }

    #[test]
    fn pairs_made_a_few_at_a_time_are_those_made_at_once() {
        let now = Utc::now();
        let whole = generate(25, now);
        let mut generator = Generator::new(25, now);
        let mut pieces = Demo {
            pairs: Vec::new(),
            comments: Vec::new(),
            metrics: Vec::new(),
        };
        loop {
            let demo = generator.next_pairs(7);
            if demo.pairs.is_empty() {
                break;
            }
            pieces.pairs.extend(demo.pairs);
            // A reply names its comment by its place among the comments of its own batch.
            let before = pieces.comments.len();
            pieces
                .comments
                .extend(demo.comments.into_iter().map(|comment| PresetComment {
                    reply_to: comment.reply_to.map(|index| before + index),
                    ..comment
                }));
            pieces.metrics.extend(demo.metrics);
        }
        assert_eq!(pieces.pairs.len(), 25);
        assert!(whole.pairs.iter().zip(&pieces.pairs).all(|(x, y)| x.ro.id == y.ro.id
            && x.en.content == y.en.content
            && x.ro.published_at == y.ro.published_at));
        assert_eq!(whole.comments, pieces.comments);
        assert_eq!(whole.metrics, pieces.metrics);
    }

    #[test]
    fn bodies_run_from_300_to_900_words_with_varied_reading_times() {
        let demo = generate(1000, Utc::now());
        let mut minutes = HashSet::new();
        for draft in demo.pairs.iter().flat_map(|p| [&p.en, &p.ro]) {
            let content = draft.content.as_deref().unwrap();
            let words = strip_html(content).split_whitespace().count();
            assert!((300..=900).contains(&words), "{words} words in {:?}", draft.title);
            minutes.insert(crate::domain::text::reading_time_minutes(content));
        }
        assert_eq!(minutes.len(), 4, "one to four minutes: {minutes:?}");
    }

    #[test]
    fn every_article_has_its_own_excerpt_and_body() {
        let pairs = generate(DEFAULT_PAIRS, Utc::now()).pairs;
        let drafts: Vec<&ArticleDraft> = pairs.iter().flat_map(|p| [&p.en, &p.ro]).collect();
        let excerpts: HashSet<_> = drafts.iter().map(|d| d.excerpt.clone()).collect();
        let bodies: HashSet<_> = drafts.iter().map(|d| d.content.clone()).collect();
        assert_eq!((excerpts.len(), bodies.len()), (drafts.len(), drafts.len()));
    }

    #[test]
    fn romanian_text_uses_comma_below_diacritics() {
        let pairs = generate(DEFAULT_PAIRS, Utc::now()).pairs;
        let text: String = pairs
            .iter()
            .map(|p| {
                format!(
                    "{} {} {}",
                    p.ro.title,
                    p.ro.excerpt.as_deref().unwrap(),
                    p.ro.content.as_deref().unwrap()
                )
            })
            .collect();
        assert!(!text.contains(['ş', 'ţ', 'Ş', 'Ţ']), "cedilla forms");
        for letter in ['ș', 'ț', 'ă', 'â', 'î'] {
            assert!(text.contains(letter), "{letter}");
        }
    }

    #[test]
    fn every_byline_has_initials_on_the_site() {
        let known = include_str!("../../../web/src/features/articles/lib/authors.ts");
        let pairs = generate(DEFAULT_PAIRS, Utc::now()).pairs;
        let used: HashSet<&str> = pairs.iter().filter_map(|p| p.en.author.as_deref()).collect();
        assert!(used.len() >= 6, "several authors: {used:?}");
        for author in AUTHORS {
            assert!(known.contains(&format!("'{author}':")), "{author} is not in authors.ts");
        }
    }

    #[test]
    fn comments_and_counts_fit_their_articles() {
        let now = Utc::now();
        let demo = generate(DEFAULT_PAIRS, now);
        let articles: Vec<&ArticleDraft> = demo.pairs.iter().flat_map(|p| [&p.en, &p.ro]).collect();
        let commented: HashSet<i64> = demo.comments.iter().map(|c| c.article_id).collect();
        assert!(commented.len() > articles.len() / 5 && commented.len() < articles.len() / 2);
        for (index, comment) in demo.comments.iter().enumerate() {
            let article = articles.iter().find(|a| a.id == Some(comment.article_id)).unwrap();
            assert!(comment.created_at >= article.published_at.unwrap() && comment.created_at <= now);
            if let Some(parent) = comment.reply_to {
                assert!(parent < index && demo.comments[parent].article_id == comment.article_id);
            }
        }
        assert_eq!(demo.metrics.len(), articles.len());
        for (id, metrics) in &demo.metrics {
            let article = articles.iter().find(|a| a.id == Some(*id)).unwrap();
            assert_eq!(article.views, Some(metrics.total_views));
            assert!(metrics.total_likes <= metrics.total_views && metrics.unique_viewers <= metrics.total_views);
        }
        assert!(demo.metrics.iter().any(|(_, m)| m.total_likes > 0));
    }
}
