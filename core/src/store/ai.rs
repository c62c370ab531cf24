//! AI Studio's runs and the review state of the drafts it wrote.

use super::BeginWrite as _;
use chrono::{DateTime, Utc};

use super::audit::entry;
use super::sql::execute;
use super::{Store, with_db, with_write};
use crate::domain::ai::{AiAction, AiRun, RunStatus};
use crate::domain::article::timestamp;
use crate::domain::identity::Actor;
use crate::{Error, Result};

const COLUMNS: &str = "id, action, status, language, tone, source_article_id, partial, result, article_id, model, \
     prompt_version, prompt_tokens, completion_tokens, error, requested_by, created_at, updated_at, finished_at";

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    action: String,
    status: String,
    language: String,
    tone: String,
    source_article_id: Option<i64>,
    partial: String,
    result: Option<String>,
    article_id: Option<i64>,
    model: Option<String>,
    prompt_version: Option<i64>,
    prompt_tokens: i64,
    completion_tokens: i64,
    error: Option<String>,
    requested_by: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    finished_at: Option<DateTime<Utc>>,
}

impl TryFrom<Row> for AiRun {
    type Error = Error;

    fn try_from(row: Row) -> Result<Self> {
        Ok(Self {
            id: row.id,
            action: row.action.parse()?,
            status: row.status.parse()?,
            language: row.language,
            tone: row.tone,
            source_article_id: row.source_article_id,
            partial: row.partial,
            result: row.result.as_deref().and_then(|text| serde_json::from_str(text).ok()),
            article_id: row.article_id,
            model: row.model,
            prompt_version: row.prompt_version,
            prompt_tokens: row.prompt_tokens,
            completion_tokens: row.completion_tokens,
            error: row.error,
            requested_by: row.requested_by,
            created_at: row.created_at,
            updated_at: row.updated_at,
            finished_at: row.finished_at,
        })
    }
}

/// A new run, as checked.
pub struct NewAiRun<'a> {
    pub action: AiAction,
    pub language: &'a str,
    pub tone: &'a str,
    pub source_article_id: Option<i64>,
    pub input: &'a str,
}

/// How a run ended.
pub struct AiOutcome<'a> {
    pub text: &'a str,
    pub result: Option<&'a serde_json::Value>,
    pub article_id: Option<i64>,
    pub model: &'a str,
    pub prompt_version: i64,
    pub prompt_tokens: i64,
    pub completion_tokens: i64,
    pub error: Option<&'a str>,
}

impl Store {
    /// Records a run for the worker, audited as `ai.{action}` by the one who asked.
    pub async fn create_ai_run(&self, run: &NewAiRun<'_>, actor: &Actor) -> Result<AiRun> {
        let now = timestamp(Utc::now());
        let id = with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let (id,): (i64,) = sqlx::query_as(
                "insert into ai_runs (action, status, language, tone, source_article_id, input, requested_by, created_at, updated_at) \
                 values ($1, 'queued', $2, $3, $4, $5, $6, $7, $7) returning id",
            )
            .bind(run.action.as_str())
            .bind(run.language)
            .bind(run.tone)
            .bind(run.source_article_id)
            .bind(run.input)
            .bind(&actor.label)
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
            execute!(&mut *tx, entry(actor, &format!("ai.{}", run.action.as_str()), &format!("ai run {id}")))?;
            tx.commit().await?;
            Ok::<_, Error>(id)
        })?;
        self.ai_run(id).await
    }

    pub async fn ai_run(&self, id: i64) -> Result<AiRun> {
        let sql = format!("select {COLUMNS} from ai_runs where id = $1");
        let row = with_db!(&self.db, pool => sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(sql)).bind(id).fetch_optional(pool).await)?;
        row.ok_or_else(|| Error::NotFound(format!("AI run {id}")))?.try_into()
    }

    /// The input a run was asked with.
    pub async fn ai_run_input(&self, id: i64) -> Result<String> {
        let (input,): (String,) = with_db!(&self.db, pool => sqlx::query_as("select input from ai_runs where id = $1")
            .bind(id)
            .fetch_one(pool)
            .await)?;
        Ok(input)
    }

    /// The newest runs first.
    pub async fn ai_runs(&self, limit: i64) -> Result<Vec<AiRun>> {
        let sql = format!("select {COLUMNS} from ai_runs order by id desc limit $1");
        let rows = with_db!(&self.db, pool => sqlx::query_as::<_, Row>(sqlx::AssertSqlSafe(sql)).bind(limit).fetch_all(pool).await)?;
        rows.into_iter().map(AiRun::try_from).collect()
    }

    /// Takes a queued run for a worker; `false` if it is no longer queued.
    pub async fn start_ai_run(&self, id: i64) -> Result<bool> {
        let taken = with_write!(&self.db, conn => sqlx::query(
            "update ai_runs set status = 'running', updated_at = $1 where id = $2 and status = 'queued'",
        )
        .bind(timestamp(Utc::now()))
        .bind(id)
        .execute(conn)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(taken == 1)
    }

    /// The text streamed so far, for whoever watches the run.
    pub async fn ai_progress(&self, id: i64, partial: &str) -> Result<()> {
        with_write!(&self.db, conn => sqlx::query(
            "update ai_runs set partial = $1, updated_at = $2 where id = $3 and status = 'running'",
        )
        .bind(partial)
        .bind(timestamp(Utc::now()))
        .bind(id)
        .execute(conn)
        .await
        .map(drop))?;
        Ok(())
    }

    pub async fn finish_ai_run(&self, id: i64, outcome: &AiOutcome<'_>) -> Result<AiRun> {
        let status = if outcome.error.is_some() {
            RunStatus::Failed
        } else {
            RunStatus::Succeeded
        };
        let now = timestamp(Utc::now());
        with_write!(&self.db, conn => sqlx::query(
            "update ai_runs set status = $1, partial = $2, result = $3, article_id = $4, model = $5, prompt_version = $6, \
             prompt_tokens = $7, completion_tokens = $8, error = $9, updated_at = $10, finished_at = $10 where id = $11",
        )
        .bind(status.as_str())
        .bind(outcome.text)
        .bind(outcome.result.map(|result| result.to_string()))
        .bind(outcome.article_id)
        .bind(outcome.model)
        .bind(outcome.prompt_version)
        .bind(outcome.prompt_tokens)
        .bind(outcome.completion_tokens)
        .bind(outcome.error)
        .bind(now)
        .bind(id)
        .execute(conn)
        .await
        .map(drop))?;
        self.ai_run(id).await
    }

    /// Tokens AI Studio used since `since`, on every node.
    pub async fn ai_tokens_since(&self, since: DateTime<Utc>) -> Result<i64> {
        let (used,): (Option<i64>,) = with_db!(&self.db, pool => sqlx::query_as(
            "select cast(sum(prompt_tokens + completion_tokens) as bigint) from ai_runs where created_at >= $1",
        )
        .bind(timestamp(since))
        .fetch_one(pool)
        .await)?;
        Ok(used.unwrap_or(0))
    }

    /// Marks `article_id` as written by run `run_id`: it waits for an editor's review.
    pub async fn mark_ai_draft(&self, article_id: i64, run_id: i64) -> Result<()> {
        with_write!(&self.db, conn => sqlx::query("insert into ai_drafts (article_id, run_id) values ($1, $2)")
            .bind(article_id)
            .bind(run_id)
            .execute(conn)
            .await
            .map(drop))?;
        Ok(())
    }

    /// Whether the article is an AI Studio draft no editor has reviewed yet.
    pub async fn ai_review_pending(&self, article_id: i64) -> Result<bool> {
        let (pending,): (bool,) = with_db!(&self.db, pool => sqlx::query_as(
            "select exists (select 1 from ai_drafts where article_id = $1 and reviewed_at is null)",
        )
        .bind(article_id)
        .fetch_one(pool)
        .await)?;
        Ok(pending)
    }

    /// An editor vouches for an AI Studio draft: it may be published from now on.
    pub async fn review_ai_draft(&self, article_id: i64, actor: &Actor) -> Result<()> {
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let changed = sqlx::query(
                "update ai_drafts set reviewed_at = $1, reviewed_by = $2 where article_id = $3 and reviewed_at is null",
            )
            .bind(timestamp(Utc::now()))
            .bind(&actor.label)
            .bind(article_id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if changed == 0 {
                return Err(Error::Conflict(format!(
                    "Article {article_id} is not an AI Studio draft waiting for review."
                )));
            }
            execute!(&mut *tx, entry(actor, "article.review", &format!("article {article_id}")))?;
            tx.commit().await?;
            Ok(())
        })
    }

    /// Refuses to publish or schedule an AI Studio draft no editor has reviewed.
    pub(super) async fn refuse_unreviewed(&self, article_id: i64) -> Result<()> {
        if self.ai_review_pending(article_id).await? {
            return Err(Error::Conflict(UNREVIEWED.into()));
        }
        Ok(())
    }
}

/// Why an AI Studio draft cannot be published yet (the editor shows it).
pub const UNREVIEWED: &str =
    "AI Studio wrote this draft: an editor must read it and mark it reviewed before it can be published or scheduled.";
