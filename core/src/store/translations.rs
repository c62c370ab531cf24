//! Translation pairs: an English and a Romanian article linked both ways (spec §3
//! linked_article_id). An editor makes the other language's draft from an article, links two
//! existing articles, or unlinks a pair; the admin list shows each pair and whether the
//! translation is behind its source.

use super::BeginWrite as _;
use std::collections::HashMap;

use chrono::Utc;
use serde::Serialize;
use utoipa::ToSchema;

use super::sql::{Arg, Sql, execute, fetch_as};
use super::{Store, audit, outbox, with_db};
use crate::domain::article::{PLACEHOLDERS, timestamp};
use crate::domain::identity::Actor;
use crate::domain::{Article, ArticleDraft, Language, Status};
use crate::{Error, Result};

/// An article's translation as the admin list shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub struct TranslationState {
    pub id: i64,
    pub language: Language,
    pub title: String,
    pub status: Status,
    /// The translation is behind: the article is the pair's source (the older of the two) and
    /// its title, excerpt or content changed after the translation's last did.
    pub stale: bool,
}

impl Store {
    /// The translations of the given articles, by article id; articles without one are left out.
    pub async fn translation_states(&self, ids: &[i64]) -> Result<HashMap<i64, TranslationState>> {
        if ids.is_empty() {
            return Ok(HashMap::new());
        }
        // The pair's source is the older article; only the translation can fall behind it.
        let mut sql = Sql::new(
            "select a.id, t.id, t.language, t.title, t.status, \
             (a.created_at < t.created_at or (a.created_at = t.created_at and a.id < t.id)) \
             and a.content_changed_at > t.content_changed_at \
             from articles a join articles t on t.id = a.linked_article_id where a.id",
        );
        sql.in_ids(self.backend(), ids);
        type Row = (i64, i64, String, String, String, bool);
        let rows: Vec<Row> = with_db!(&self.db, pool => fetch_as!(pool, Row, sql, fetch_all))?;
        Ok(rows
            .into_iter()
            .map(|(id, t_id, language, title, status, stale)| {
                let state = TranslationState {
                    id: t_id,
                    language: language.parse().unwrap_or(Language::En),
                    title,
                    status: status.parse().unwrap_or(Status::Published),
                    stale,
                };
                (id, state)
            })
            .collect())
    }

    /// Makes the other language's draft of article `id`, linked both ways: the title, text and
    /// image are copied for the translator to replace, the category is the same (its names and
    /// slugs are per language already), and each tag becomes the other language's word for it
    /// where the translations made so far say what that is (`translated_tags`).
    pub async fn create_translation(&self, id: i64, actor: &Actor) -> Result<Article> {
        let draft = self.translation_draft(id).await?;
        self.create_article(draft, Some(actor)).await
    }

    /// The linked draft `create_translation` writes for article `id`, not yet written: its
    /// text still the source's, for a translator (or AI Studio) to replace.
    pub async fn translation_draft(&self, id: i64) -> Result<ArticleDraft> {
        let source = self.get_article(id, false).await?;
        if let Some(linked) = source.summary.linked_article_id {
            return Err(Error::Conflict(format!(
                "Article {id} already has a translation (article {linked}); unlink it first."
            )));
        }
        let s = source.summary;
        let draft = ArticleDraft {
            title: s.title,
            excerpt: Some(s.excerpt),
            content: Some(source.content),
            image_url: Some(s.image_url).filter(|url| !url.starts_with(PLACEHOLDERS)),
            imagecaption: s.imagecaption,
            category: Some(s.category),
            subcategory: s.subcategory,
            author: Some(s.author),
            language: Some(s.language.other().code().into()),
            status: Some(Status::Draft.as_str().into()),
            tags: Some(self.translated_tags(s.language, &s.tags).await?),
            geographic_scope: Some(s.geographic_scope),
            trust_score: Some(s.trust_score),
            linked_article_id: Some(id),
            editorial_signature: Some(s.editorial_signature),
            ..ArticleDraft::default()
        };
        Ok(draft)
    }

    /// The other language's tags for `tags` (of `language`), learnt from the linked pairs:
    /// where an article has tag T at some position and its translation has tag U at the same
    /// position, U is a translation of T; the most frequent one wins. A tag no pair translates
    /// stays as it is, for the translator.
    async fn translated_tags(&self, language: Language, tags: &[String]) -> Result<Vec<String>> {
        if tags.is_empty() {
            return Ok(Vec::new());
        }
        let mut sql = Sql::new(
            "select s.tag, t.tag, count(*) from article_tags s \
             join articles a on a.id = s.article_id \
             join article_tags t on t.article_id = a.linked_article_id and t.position = s.position \
             where a.language = ",
        );
        sql.bind(Arg::Text(language.code().into())).push(" and s.tag in (");
        for (i, tag) in tags.iter().enumerate() {
            if i > 0 {
                sql.push(", ");
            }
            sql.bind(Arg::Text(tag.clone()));
        }
        sql.push(") group by s.tag, t.tag");
        let rows: Vec<(String, String, i64)> =
            with_db!(&self.db, pool => fetch_as!(pool, (String, String, i64), sql, fetch_all))?;
        let mut best: HashMap<&str, (i64, &str)> = HashMap::new();
        for (source, translated, count) in &rows {
            let entry = best.entry(source.as_str()).or_insert((0, translated.as_str()));
            if (*count, std::cmp::Reverse(translated.as_str())) > (entry.0, std::cmp::Reverse(entry.1)) {
                *entry = (*count, translated.as_str());
            }
        }
        Ok(tags
            .iter()
            .map(|tag| {
                best.get(tag.as_str())
                    .map_or_else(|| tag.clone(), |(_, translated)| (*translated).to_string())
            })
            .collect())
    }

    /// Links articles `id` and `other` as each other's translation.
    pub async fn link_translation(&self, id: i64, other: i64, actor: &Actor) -> Result<Article> {
        let article = self.get_article(id, false).await?.summary;
        let translation = self.get_article(other, false).await?.summary;
        if article.language == translation.language {
            return Err(Error::invalid(
                "article_id",
                format!("article {other} is in the same language as article {id}"),
            ));
        }
        for (one, linked) in [(id, article.linked_article_id), (other, translation.linked_article_id)] {
            if let Some(linked) = linked.filter(|linked| ![id, other].contains(linked)) {
                return Err(Error::Conflict(format!(
                    "Article {one} is already linked to article {linked}; unlink it first."
                )));
            }
        }
        let pairs = [(id, Some(other)), (other, Some(id))];
        self.write_links(&pairs, actor, "article.link", &format!("articles {id} and {other}"))
            .await?;
        self.get_article(id, false).await
    }

    /// Unlinks article `id` from its translation, on both sides.
    pub async fn unlink_translation(&self, id: i64, actor: &Actor) -> Result<Article> {
        let article = self.get_article(id, false).await?.summary;
        let Some(other) = article.linked_article_id else {
            return Err(Error::NotFound(format!("a translation of article {id}")));
        };
        let partner = self.get_article(other, false).await?.summary;
        let mut pairs = vec![(id, None)];
        if partner.linked_article_id == Some(id) {
            pairs.push((other, None));
        }
        self.write_links(&pairs, actor, "article.unlink", &format!("articles {id} and {other}"))
            .await?;
        self.get_article(id, false).await
    }

    async fn write_links(&self, links: &[(i64, Option<i64>)], actor: &Actor, action: &str, target: &str) -> Result<()> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            for (id, linked) in links {
                let mut sql = Sql::new("update articles set linked_article_id = ");
                sql.bind(Arg::OptInt(*linked))
                    .push(", updated_at = ")
                    .bind(Arg::Time(now))
                    .push(" where id = ")
                    .bind(Arg::Int(*id));
                execute!(&mut *tx, sql)?;
                execute!(&mut *tx, outbox::record(self.backend(), *id, now))?;
            }
            execute!(&mut *tx, audit::entry(actor, action, target))?;
            tx.commit().await?;
        });
        Ok(())
    }
}
