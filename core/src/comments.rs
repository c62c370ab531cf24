//! Comments, one method per use case: a reader posts and reads, an editor (through the API or
//! `newsctl comment`) lists, approves, rejects and deletes. The server and the CLI call these,
//! never the store directly, so the rules cannot differ between them.

use std::sync::Arc;

use crate::auth::limits::Rule;
use crate::auth::{Actor, address_group};
use crate::domain::comment::Decision;
use crate::domain::{Comment, CommentFilter, CommentStatus, ModeratedComment, ModerationRules, NewComment, Reader};
use crate::store::Page;
use crate::{Config, Error, Result, Store};

const MINUTE: i64 = 60;
const HOUR: i64 = 60 * 60;

/// Comments from one reader (account or browser id): a burst, then a steady pace.
const PER_READER_MINUTE: Rule = Rule {
    name: "comment:reader_minute",
    max: 5,
    window_secs: MINUTE,
};
const PER_READER_HOUR: Rule = Rule {
    name: "comment:reader_hour",
    max: 30,
    window_secs: HOUR,
};
/// Comments from one client address group, whoever the readers claim to be: a new browser id
/// is free to make, an address is not.
const PER_ADDRESS: Rule = Rule {
    name: "comment:ip",
    max: 60,
    window_secs: HOUR,
};

#[derive(Clone, Debug)]
pub struct Comments {
    store: Store,
    rules: Arc<ModerationRules>,
    /// An account must have confirmed its address to comment.
    need_confirmed_email: bool,
}

/// Why a signed-in reader with an unconfirmed address cannot comment.
pub const CONFIRM_TO_COMMENT: &str =
    "Confirm your email address to comment: open the link we mailed you, or ask for a new one on your account page.";

impl Comments {
    pub fn from_config(config: &Config, store: Store) -> Self {
        let rules = ModerationRules::new(
            config.comment_hold_links,
            &config.comment_banned_words,
            config.comment_hold_first_anonymous,
        );
        Self {
            store,
            rules: Arc::new(rules),
            need_confirmed_email: config.comments_need_confirmed_email,
        }
    }

    /// A reader's comment on a published article: approved at once unless a moderation rule
    /// holds it for an editor. A reply must answer a visible top-level comment of the same
    /// article. Limited per reader and per client address.
    pub async fn post(&self, new: NewComment) -> Result<Comment> {
        let checked = new.check()?;
        if let Reader::User { id } = &new.reader
            && self.need_confirmed_email
            && self.store.user_by_id(id).await?.email_confirmed_at.is_none()
        {
            return Err(Error::Forbidden(CONFIRM_TO_COMMENT.into()));
        }
        self.limit(&new.reader, &new.ip_address).await?;
        self.store.ensure_commentable(new.article_id).await?;
        if let Some(parent_id) = new.parent_id {
            self.check_parent(new.article_id, parent_id).await?;
        }
        let approved_before = match &new.reader {
            Reader::Anonymous(fingerprint) if self.rules.asks_about_history(&new.reader) => {
                self.store.has_approved_comment(fingerprint.as_str()).await?
            }
            _ => true,
        };
        let status = match self.rules.hold_reason(&checked, &new.reader, approved_before) {
            Some(reason) => {
                tracing::info!(
                    article.id = new.article_id,
                    reason = reason.as_str(),
                    "comment held for moderation"
                );
                CommentStatus::Held
            }
            None => CommentStatus::Approved,
        };
        self.store.insert_comment(&new, checked, status).await
    }

    /// The approved comments of a published article, oldest first, with their total.
    pub async fn visible(&self, article_id: i64, page: Page) -> Result<(Vec<Comment>, i64)> {
        self.store.ensure_commentable(article_id).await?;
        self.store.approved_comments(article_id, page).await
    }

    /// The moderation queue, newest first, with the total for the filter.
    pub async fn list(&self, filter: CommentFilter, page: Page) -> Result<(Vec<ModeratedComment>, i64)> {
        self.store.list_comments(filter, page).await
    }

    /// Approves or rejects a comment; audited.
    pub async fn moderate(&self, id: i64, decision: Decision, actor: &Actor) -> Result<ModeratedComment> {
        self.store.moderate_comment(id, decision, actor).await
    }

    /// Deletes a comment with its replies; audited.
    pub async fn delete(&self, id: i64, actor: &Actor) -> Result<()> {
        self.store.delete_comment(id, actor).await
    }

    async fn check_parent(&self, article_id: i64, parent_id: i64) -> Result<()> {
        let refused = || Error::invalid("parent_id", "You can only reply to a visible comment on this article.");
        let parent = match self.store.comment(parent_id).await {
            Ok(parent) => parent.comment,
            Err(Error::NotFound(_)) => return Err(refused()),
            Err(err) => return Err(err),
        };
        if parent.article_id != article_id || parent.status != CommentStatus::Approved {
            return Err(refused());
        }
        if parent.parent_id.is_some() {
            return Err(Error::invalid(
                "parent_id",
                "Replies go one level deep: answer the comment this reply answers.",
            ));
        }
        Ok(())
    }

    async fn limit(&self, reader: &Reader, ip: &str) -> Result<()> {
        let (reader, address) = (reader.key(), address_group(ip));
        for (rule, subject) in [
            (PER_READER_MINUTE, &reader),
            (PER_READER_HOUR, &reader),
            (PER_ADDRESS, &address),
        ] {
            rule.enforce(&rule.hit(&self.store, subject).await?)?;
        }
        Ok(())
    }
}
