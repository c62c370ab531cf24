//! Revisions: every save of an article's fields keeps the article as it was saved, who saved
//! it and when, so an editor can compare versions and bring an older one back. Autosaves do
//! not pile up: an autosave replaces the latest revision while that is an autosave by the same
//! person.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::sql::{Arg, Sql, fetch_as};
use super::{Store, with_db};
use crate::domain::article::NewArticle;
use crate::domain::identity::Actor;
use crate::domain::{Article, ArticleDraft};
use crate::{Error, Result};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, ToSchema, sqlx::FromRow)]
pub struct RevisionSummary {
    pub id: i64,
    /// The article's version this save made.
    pub version: i64,
    pub saved_at: DateTime<Utc>,
    /// An address, an API key's name or `operator:…`.
    pub saved_by: String,
    pub autosave: bool,
    pub title: String,
}

/// One revision with the article as it was saved.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Revision {
    #[serde(flatten)]
    pub summary: RevisionSummary,
    pub article: ArticleDraft,
}

/// The statements that keep `article` (just written as article `id`) as a revision, in the
/// transaction that wrote it.
pub(super) fn keep(
    id: i64,
    article: &NewArticle,
    autosave: bool,
    actor: &Actor,
    now: DateTime<Utc>,
) -> Result<Vec<Sql>> {
    let document = serde_json::to_string(&ArticleDraft {
        id: Some(id),
        ..ArticleDraft::from(article)
    })
    .map_err(|e| Error::io("cannot keep the revision", e.into()))?;
    let mut statements = Vec::with_capacity(2);
    if autosave {
        let mut replace =
            Sql::new("delete from article_revisions where id = (select id from article_revisions where article_id = ");
        replace
            .bind(Arg::Int(id))
            .push(" order by id desc limit 1) and autosave = ")
            .bind(Arg::Bool(true))
            .push(" and saved_by = ")
            .bind(Arg::Text(actor.label.clone()));
        statements.push(replace);
    }
    let mut insert = Sql::new(
        "insert into article_revisions (article_id, version, title, article, autosave, saved_at, saved_by) \
         select id, version, ",
    );
    insert
        .bind(Arg::Text(article.title.clone()))
        .push(", ")
        .bind(Arg::Text(document))
        .push(", ")
        .bind(Arg::Bool(autosave))
        .push(", ")
        .bind(Arg::Time(now))
        .push(", ")
        .bind(Arg::Text(actor.label.clone()))
        .push(" from articles where id = ")
        .bind(Arg::Int(id));
    statements.push(insert);
    Ok(statements)
}

const SUMMARY_COLUMNS: &str = "id, version, saved_at, saved_by, autosave, title";

impl Store {
    /// An article's revisions, newest first.
    pub async fn list_revisions(&self, article_id: i64) -> Result<Vec<RevisionSummary>> {
        self.get_article(article_id, false).await?;
        let mut sql = Sql::new(&format!(
            "select {SUMMARY_COLUMNS} from article_revisions where article_id = "
        ));
        sql.bind(Arg::Int(article_id)).push(" order by id desc");
        Ok(with_db!(&self.db, pool => fetch_as!(pool, RevisionSummary, sql, fetch_all))?)
    }

    pub async fn get_revision(&self, article_id: i64, revision_id: i64) -> Result<Revision> {
        #[derive(sqlx::FromRow)]
        struct Row {
            #[sqlx(flatten)]
            summary: RevisionSummary,
            article: String,
        }
        let mut sql = Sql::new(&format!(
            "select {SUMMARY_COLUMNS}, article from article_revisions where article_id = "
        ));
        sql.bind(Arg::Int(article_id))
            .push(" and id = ")
            .bind(Arg::Int(revision_id));
        let row = with_db!(&self.db, pool => fetch_as!(pool, Row, sql, fetch_optional))?
            .ok_or_else(|| Error::NotFound(format!("revision {revision_id} of article {article_id}")))?;
        let article = serde_json::from_str(&row.article)
            .map_err(|e| Error::invalid("revision", format!("revision {revision_id} cannot be read: {e}")))?;
        Ok(Revision {
            summary: row.summary,
            article,
        })
    }

    /// Saves a revision's fields as a new version of the article, made on `version`; the
    /// article's status, publication time and translation link stay as they are now.
    pub async fn restore_revision(
        &self,
        article_id: i64,
        revision_id: i64,
        version: Option<i64>,
        actor: &Actor,
    ) -> Result<Article> {
        let revision = self.get_revision(article_id, revision_id).await?;
        let draft = ArticleDraft {
            published_at: None,
            version,
            autosave: false,
            ..revision.article
        };
        self.update_article(article_id, draft, actor).await
    }

    /// The refusal of a save made on an older version: who saved the newer one, and when.
    pub(super) async fn edit_conflict(&self, article_id: i64) -> Result<Error> {
        let mut sql = Sql::new(&format!(
            "select {SUMMARY_COLUMNS} from article_revisions where article_id = "
        ));
        sql.bind(Arg::Int(article_id)).push(" order by id desc limit 1");
        let latest = with_db!(&self.db, pool => fetch_as!(pool, RevisionSummary, sql, fetch_optional))?;
        let by = match latest {
            Some(latest) => format!(
                " by {} at {} (version {})",
                latest.saved_by,
                latest.saved_at.format("%Y-%m-%d %H:%M UTC"),
                latest.version
            ),
            None => String::new(),
        };
        Ok(Error::Conflict(format!(
            "This article was changed{by} after you opened it. Reload it to see those changes; your save was not applied."
        )))
    }
}
