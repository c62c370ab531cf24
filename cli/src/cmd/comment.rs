//! `comment …`: readers' comments from the terminal: the moderation queue, approve, reject,
//! delete. The same service methods as the admin API, audited as the operator.

use clap::Subcommand;
use news_core::comments::Comments;
use news_core::domain::comment::Decision;
use news_core::domain::{CommentFilter, CommentStatus, ModeratedComment};
use news_core::store::Page;
use serde::Serialize;
use tabled::Tabled;

use crate::Context;
use crate::output::{clip, print_rows, print_value};

#[derive(Subcommand)]
pub enum CommentCmd {
    /// List comments, newest first: the ones held for review unless told otherwise.
    List {
        /// held, approved, rejected or all.
        #[arg(long, default_value = "held")]
        status: String,
        /// Only the comments of this article.
        #[arg(long)]
        article: Option<i64>,
        #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(i64).range(1..=1000))]
        limit: i64,
        #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(i64).range(0..))]
        offset: i64,
    },
    /// Show a comment to readers.
    Approve { id: i64 },
    /// Hide a comment from readers, keeping it for the record.
    Reject { id: i64 },
    /// Delete a comment and its replies for good.
    Delete { id: i64 },
}

#[derive(Tabled, Serialize)]
struct CommentRow {
    id: i64,
    article: i64,
    reply_to: String,
    status: CommentStatus,
    author: String,
    reader: String,
    from: String,
    when: String,
    text: String,
}

impl From<&ModeratedComment> for CommentRow {
    fn from(moderated: &ModeratedComment) -> Self {
        let comment = &moderated.comment;
        let reader = match (&moderated.user_id, &moderated.user_fingerprint) {
            (Some(user), _) => format!("account {user}"),
            (None, Some(fingerprint)) => format!("browser {}", clip(fingerprint, 12)),
            (None, None) => String::new(),
        };
        Self {
            id: comment.id,
            article: comment.article_id,
            reply_to: comment.parent_id.map(|id| id.to_string()).unwrap_or_default(),
            status: comment.status,
            author: clip(&comment.author_name, 24),
            reader,
            from: moderated.ip_address.clone().unwrap_or_default(),
            when: comment.created_at.format("%Y-%m-%d %H:%M").to_string(),
            text: clip(&comment.text.split_whitespace().collect::<Vec<_>>().join(" "), 60),
        }
    }
}

pub async fn run(cmd: CommentCmd, context: &Context) -> anyhow::Result<()> {
    let comments = Comments::from_config(&context.config, context.store().await?);
    match cmd {
        CommentCmd::List {
            status,
            article,
            limit,
            offset,
        } => {
            let filter = CommentFilter {
                status: CommentStatus::parse_filter(&status)?,
                article_id: article,
            };
            let (items, total) = comments.list(filter, Page { limit, offset }).await?;
            if context.json {
                return print_value(&serde_json::json!({ "items": items, "total": total }));
            }
            let rows: Vec<CommentRow> = items.iter().map(CommentRow::from).collect();
            print_rows(&rows, false)?;
            println!("{} of {total} comments", rows.len());
            Ok(())
        }
        CommentCmd::Approve { id } => decide(&comments, id, Decision::Approve, context).await,
        CommentCmd::Reject { id } => decide(&comments, id, Decision::Reject, context).await,
        CommentCmd::Delete { id } => {
            comments.delete(id, &context.operator()).await?;
            println!("Deleted comment {id} and its replies.");
            Ok(())
        }
    }
}

async fn decide(comments: &Comments, id: i64, decision: Decision, context: &Context) -> anyhow::Result<()> {
    let moderated = comments.moderate(id, decision, &context.operator()).await?;
    if context.json {
        return print_value(&moderated);
    }
    println!("Comment {id} is now {}.", moderated.comment.status);
    Ok(())
}
