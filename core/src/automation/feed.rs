//! Feed import: an RSS or Atom feed's items become drafts for an editor to check. An item is
//! taken once, known by its GUID and by its address (feeds that change one keep the other), so
//! running the import again, or two rules on the same feed, adds nothing twice.

use std::time::Duration;

use crate::domain::ArticleDraft;
use crate::domain::automation::ActionSettings;
use crate::domain::identity::Actor;
use crate::domain::text::{escape_html, sanitize_html, strip_html};
use crate::{Error, Result, Store};

/// A feed larger than this is refused rather than read.
const MAX_FEED_BYTES: usize = 5 * 1024 * 1024;
const FETCH_TIMEOUT: Duration = Duration::from_secs(30);
const MAX_EXCERPT_CHARS: usize = 300;
const MAX_TITLE_CHARS: usize = 300;
/// What the drafts are signed with, so editors see where they came from.
pub const FEED_SIGNATURE: &str = "Feed import";

/// What one import did.
#[derive(Debug, Default)]
pub struct FeedImport {
    pub items: usize,
    /// The drafts made: id and title.
    pub imported: Vec<(i64, String)>,
    /// Items imported before.
    pub known: usize,
    /// Items that could not be made into a draft, with the reason.
    pub failed: Vec<String>,
}

impl FeedImport {
    /// A line per draft, then the counts.
    pub fn report(&self) -> String {
        let mut lines: Vec<String> = self
            .imported
            .iter()
            .map(|(id, title)| format!("draft #{id}: {title}"))
            .collect();
        lines.extend(self.failed.iter().cloned());
        lines.push(format!(
            "{} items in the feed: {} imported, {} already imported, {} failed",
            self.items,
            self.imported.len(),
            self.known,
            self.failed.len()
        ));
        lines.join("\n")
    }
}

/// Fetches the feed of `settings` and makes a draft of every item not imported before.
pub async fn import_feed(store: &Store, rule_id: i64, settings: &ActionSettings, actor: &Actor) -> Result<FeedImport> {
    let url = settings
        .url
        .as_deref()
        .ok_or_else(|| Error::invalid("settings.url", "the rule has no feed address"))?;
    let feed = parse(&fetch(url).await?, url)?;
    let mut report = FeedImport {
        items: feed.entries.len(),
        ..FeedImport::default()
    };
    for item in items(feed, settings) {
        if !store.claim_feed_item(&item.guid, item.link.as_deref(), rule_id).await? {
            report.known += 1;
            continue;
        }
        let title = item.draft.title.clone();
        match store.create_article(item.draft, Some(actor)).await {
            Ok(article) => {
                store.settle_feed_item(&item.guid, Some(article.summary.id)).await?;
                report.imported.push((article.summary.id, title));
            }
            Err(err) => {
                store.settle_feed_item(&item.guid, None).await?;
                report.failed.push(format!("not imported: {title:?}: {err}"));
            }
        }
    }
    Ok(report)
}

async fn fetch(url: &str) -> Result<Vec<u8>> {
    let upstream = |err: reqwest::Error| Error::Upstream(format!("fetching {url} failed: {err}"));
    let client = reqwest::Client::builder()
        .timeout(FETCH_TIMEOUT)
        .user_agent(concat!("newsroom-feed-import/", env!("CARGO_PKG_VERSION")))
        .build()
        .map_err(upstream)?;
    let mut response = client.get(url).send().await.map_err(upstream)?;
    if !response.status().is_success() {
        return Err(Error::Upstream(format!("{url} answered {}", response.status())));
    }
    let mut bytes = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(upstream)? {
        if bytes.len() + chunk.len() > MAX_FEED_BYTES {
            return Err(Error::Upstream(format!(
                "{url} is larger than {} MiB",
                MAX_FEED_BYTES / 1024 / 1024
            )));
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok(bytes)
}

/// A feed entry made into a draft, with what it is known by.
struct Item {
    guid: String,
    link: Option<String>,
    draft: ArticleDraft,
}

/// The feed's entries as drafts, oldest first, so that the drafts' ids follow the feed's order
/// of publication.
fn items(feed: feed_rs::model::Feed, settings: &ActionSettings) -> impl Iterator<Item = Item> + '_ {
    let source = feed.title.map(|title| title.content).unwrap_or_default();
    feed.entries.into_iter().rev().map(move |entry| {
        let link = entry.links.first().map(|link| link.href.clone());
        let draft = draft_of(&entry, link.as_deref(), &source, settings);
        Item {
            guid: entry.id,
            link,
            draft,
        }
    })
}

fn parse(bytes: &[u8], url: &str) -> Result<feed_rs::model::Feed> {
    feed_rs::parser::parse(bytes).map_err(|err| Error::Upstream(format!("{url} is not an RSS or Atom feed: {err}")))
}

/// The draft of one item: a link back to the original at the end, everything sanitised (a
/// feed's links may be `javascript:` too).
fn draft_of(
    entry: &feed_rs::model::Entry,
    link: Option<&str>,
    source: &str,
    settings: &ActionSettings,
) -> ArticleDraft {
    let title = entry
        .title
        .as_ref()
        .map(|title| strip_html(&title.content).trim().to_owned())
        .filter(|title| !title.is_empty())
        .unwrap_or_else(|| "Untitled feed item".to_owned());
    let summary = entry.summary.as_ref().map(|summary| summary.content.as_str());
    let body = entry
        .content
        .as_ref()
        .and_then(|content| content.body.as_deref())
        .or(summary)
        .unwrap_or_default();
    let mut content = body.to_owned();
    if let Some(link) = link {
        let name = if source.is_empty() { link } else { source };
        content.push_str(&format!(
            "<p>Source: <a href=\"{}\">{}</a></p>",
            escape_html(link),
            escape_html(name)
        ));
    }
    let excerpt = strip_html(summary.unwrap_or(body))
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    ArticleDraft {
        title: title.chars().take(MAX_TITLE_CHARS).collect(),
        excerpt: Some(excerpt.chars().take(MAX_EXCERPT_CHARS).collect()),
        content: Some(sanitize_html(&content)),
        category: settings.category.clone(),
        language: settings.language.clone(),
        author: entry
            .authors
            .first()
            .and_then(|author| author.name.clone())
            .or_else(|| (!source.is_empty()).then(|| source.to_owned())),
        status: Some("draft".to_owned()),
        tags: Some(
            entry
                .categories
                .iter()
                .map(|category| category.term.clone())
                .take(10)
                .collect(),
        ),
        editorial_signature: Some(FEED_SIGNATURE.to_owned()),
        ..ArticleDraft::default()
    }
}

#[cfg(test)]
mod fuzz;
