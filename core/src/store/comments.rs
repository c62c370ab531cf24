//! Comments: the public listing of an article's approved comments, the moderation queue, and
//! each moderation action with its audit entry in the same transaction.

use super::BeginWrite as _;
use chrono::{DateTime, Utc};

use super::sql::{Arg, Sql, execute, fetch_as};
use super::{Page, Store, audit, on_foreign_key, with_db, with_write};
use crate::auth::Actor;
use crate::domain::article::timestamp;
use crate::domain::comment::{CheckedComment, Decision};
use crate::domain::{Comment, CommentFilter, CommentStatus, ModeratedComment, NewComment, PresetComment};
use crate::{Error, Result};

const COLUMNS: &str = "id, article_id, parent_id, user_id, user_fingerprint, author_name, text, status, \
     ip_address, user_agent, created_at, updated_at, moderated_at, moderated_by";

#[derive(sqlx::FromRow)]
struct CommentRow {
    id: i64,
    article_id: i64,
    parent_id: Option<i64>,
    user_id: Option<String>,
    user_fingerprint: Option<String>,
    author_name: String,
    text: String,
    status: String,
    ip_address: Option<String>,
    user_agent: Option<String>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    moderated_at: Option<DateTime<Utc>>,
    moderated_by: Option<String>,
}

impl CommentRow {
    /// The check constraint keeps the status to the three known ones; anything else would be
    /// a row written outside the product, and is shown as held rather than to readers.
    fn into_moderated(self) -> ModeratedComment {
        ModeratedComment {
            comment: Comment {
                id: self.id,
                article_id: self.article_id,
                parent_id: self.parent_id,
                author_name: self.author_name,
                text: self.text,
                status: self.status.parse().unwrap_or(CommentStatus::Held),
                created_at: self.created_at,
            },
            user_id: self.user_id,
            user_fingerprint: self.user_fingerprint,
            ip_address: self.ip_address,
            user_agent: self.user_agent,
            updated_at: self.updated_at,
            moderated_at: self.moderated_at,
            moderated_by: self.moderated_by,
        }
    }
}

/// An article's approved comments whose parent, if any, is approved too: a reply never shows
/// under a comment readers cannot see.
fn push_visible(sql: &mut Sql, article_id: i64) {
    sql.push(" where article_id = ").bind(Arg::Int(article_id)).push(
        " and status = 'approved' and (parent_id is null or exists (select 1 from comments parent \
             where parent.id = comments.parent_id and parent.status = 'approved'))",
    );
}

fn push_filter(sql: &mut Sql, filter: CommentFilter) {
    sql.push(" where 1 = 1");
    if let Some(status) = filter.status {
        sql.push(" and status = ").bind(Arg::Text(status.as_str().into()));
    }
    if let Some(article_id) = filter.article_id {
        sql.push(" and article_id = ").bind(Arg::Int(article_id));
    }
}

impl Store {
    /// `NotFound` unless the article is published: only those take comments and show them.
    pub async fn ensure_commentable(&self, article_id: i64) -> Result<()> {
        let mut sql = Sql::new("select id from articles where status = 'published' and id = ");
        sql.bind(Arg::Int(article_id));
        with_db!(&self.db, pool => fetch_as!(pool, (i64,), sql, fetch_optional))?
            .map(drop)
            .ok_or_else(|| Error::NotFound(format!("article {article_id}")))
    }

    pub async fn comment(&self, id: i64) -> Result<ModeratedComment> {
        let mut sql = Sql::new(&format!("select {COLUMNS} from comments where id = "));
        sql.bind(Arg::Int(id));
        with_db!(&self.db, pool => fetch_as!(pool, CommentRow, sql, fetch_optional))?
            .map(CommentRow::into_moderated)
            .ok_or_else(|| Error::NotFound(format!("comment {id}")))
    }

    /// Whether the anonymous reader with this fingerprint has had a comment approved.
    pub async fn has_approved_comment(&self, fingerprint: &str) -> Result<bool> {
        let mut sql = Sql::new("select id from comments where status = 'approved' and user_fingerprint = ");
        sql.bind(Arg::Text(fingerprint.into())).push(" limit 1");
        Ok(with_db!(&self.db, pool => fetch_as!(pool, (i64,), sql, fetch_optional))?.is_some())
    }

    pub async fn insert_comment(
        &self,
        new: &NewComment,
        checked: CheckedComment,
        status: CommentStatus,
    ) -> Result<Comment> {
        let now = timestamp(Utc::now());
        let (user_id, fingerprint) = new.reader.columns();
        let mut sql = Sql::new(
            "insert into comments (article_id, parent_id, user_id, user_fingerprint, author_name, text, status, \
             ip_address, user_agent, created_at, updated_at) values (",
        );
        sql.bind(Arg::Int(new.article_id))
            .push(", ")
            .bind(Arg::OptInt(new.parent_id))
            .push(", ")
            .bind(Arg::OptText(user_id.map(str::to_string)))
            .push(", ")
            .bind(Arg::OptText(fingerprint.map(str::to_string)))
            .push(", ")
            .bind(Arg::Text(checked.author_name.clone()))
            .push(", ")
            .bind(Arg::Text(checked.text.clone()))
            .push(", ")
            .bind(Arg::Text(status.as_str().into()))
            .push(", ")
            .bind(Arg::Text(new.ip_address.clone()))
            .push(", ")
            .bind(Arg::OptText(new.user_agent.clone()))
            .push(", ")
            .bind(Arg::Time(now))
            .push(", ")
            .bind(Arg::Time(now))
            .push(") returning id");
        // The article or the parent may have been deleted since they were checked.
        let (id,) = with_write!(&self.db, conn => fetch_as!(conn, (i64,), sql, fetch_one))
            .map_err(|e| on_foreign_key(e, "comment", "The article or the comment answered no longer exists."))?;
        Ok(Comment {
            id,
            article_id: new.article_id,
            parent_id: new.parent_id,
            author_name: checked.author_name,
            text: checked.text,
            status,
            created_at: now,
        })
    }

    /// Writes preset comments as approved, in one transaction; a reply's parent is the comment
    /// of the batch it names, written before it.
    pub async fn insert_preset_comments(&self, comments: &[PresetComment]) -> Result<usize> {
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let mut ids: Vec<i64> = Vec::with_capacity(comments.len());
            for comment in comments {
                let parent_id = match comment.reply_to {
                    Some(index) => Some(*ids.get(index).ok_or_else(|| {
                        Error::invalid("reply_to", format!("comment {index} is not an earlier comment of the batch"))
                    })?),
                    None => None,
                };
                let at = timestamp(comment.created_at);
                let mut sql = Sql::new(
                    "insert into comments (article_id, parent_id, author_name, text, status, created_at, updated_at) \
                     values (",
                );
                sql.bind(Arg::Int(comment.article_id))
                    .push(", ")
                    .bind(Arg::OptInt(parent_id))
                    .push(", ")
                    .bind(Arg::Text(comment.author_name.clone()))
                    .push(", ")
                    .bind(Arg::Text(comment.text.clone()))
                    .push(", 'approved', ")
                    .bind(Arg::Time(at))
                    .push(", ")
                    .bind(Arg::Time(at))
                    .push(") returning id");
                let (id,) = fetch_as!(&mut *tx, (i64,), sql, fetch_one)
                    .map_err(|e| on_foreign_key(e, "comment", "the article of a preset comment does not exist"))?;
                ids.push(id);
            }
            tx.commit().await?;
        });
        Ok(comments.len())
    }

    /// An article's visible comments, oldest first, with their total.
    pub async fn approved_comments(&self, article_id: i64, page: Page) -> Result<(Vec<Comment>, i64)> {
        let mut sql = Sql::new(&format!("select {COLUMNS} from comments"));
        push_visible(&mut sql, article_id);
        sql.push(" order by created_at, id")
            .limit(page.limit)
            .push(" offset ")
            .bind(Arg::Int(page.offset));
        let mut count = Sql::new("select count(*) from comments");
        push_visible(&mut count, article_id);
        let (rows, (total,)) = with_db!(&self.db, pool => {
            let rows = fetch_as!(pool, CommentRow, sql, fetch_all)?;
            let total: (i64,) = fetch_as!(pool, (i64,), count, fetch_one)?;
            (rows, total)
        });
        let comments = rows.into_iter().map(|row| row.into_moderated().comment).collect();
        Ok((comments, total))
    }

    /// The moderation queue: newest first, with the total for the filter.
    pub async fn list_comments(&self, filter: CommentFilter, page: Page) -> Result<(Vec<ModeratedComment>, i64)> {
        let mut sql = Sql::new(&format!("select {COLUMNS} from comments"));
        push_filter(&mut sql, filter);
        sql.push(" order by created_at desc, id desc")
            .limit(page.limit)
            .push(" offset ")
            .bind(Arg::Int(page.offset));
        let mut count = Sql::new("select count(*) from comments");
        push_filter(&mut count, filter);
        let (rows, (total,)) = with_db!(&self.db, pool => {
            let rows = fetch_as!(pool, CommentRow, sql, fetch_all)?;
            let total: (i64,) = fetch_as!(pool, (i64,), count, fetch_one)?;
            (rows, total)
        });
        Ok((rows.into_iter().map(CommentRow::into_moderated).collect(), total))
    }

    /// Approves or rejects a comment (audited as `comment.approve` or `comment.reject`).
    pub async fn moderate_comment(&self, id: i64, decision: Decision, actor: &Actor) -> Result<ModeratedComment> {
        let now = timestamp(Utc::now());
        let mut sql = Sql::new("update comments set status = ");
        sql.bind(Arg::Text(decision.status().as_str().into()))
            .push(", updated_at = ")
            .bind(Arg::Time(now))
            .push(", moderated_at = ")
            .bind(Arg::Time(now))
            .push(", moderated_by = ")
            .bind(Arg::Text(actor.label.clone()))
            .push(" where id = ")
            .bind(Arg::Int(id));
        self.audited_comment_write(id, sql, actor, decision.action()).await?;
        self.comment(id).await
    }

    /// Deletes a comment and its replies (audited as `comment.delete`).
    pub async fn delete_comment(&self, id: i64, actor: &Actor) -> Result<()> {
        let mut sql = Sql::new("delete from comments where id = ");
        sql.bind(Arg::Int(id));
        self.audited_comment_write(id, sql, actor, "comment.delete").await
    }

    /// Runs one statement on one comment with its audit entry; `NotFound` if no row changed.
    async fn audited_comment_write(&self, id: i64, sql: Sql, actor: &Actor, action: &str) -> Result<()> {
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            if execute!(&mut *tx, sql)?.rows_affected() == 0 {
                return Err(Error::NotFound(format!("comment {id}")));
            }
            execute!(&mut *tx, audit::entry(actor, action, &format!("comment {id}")))?;
            tx.commit().await?;
        });
        Ok(())
    }
}
