//! Automation rules and runs. A scheduled tick is claimed by moving the rule's `next_run_at`
//! from the value read to the next time (compare and swap) in the transaction that queues its
//! run, so of any number of workers exactly one runs it; the next time is counted from now, so
//! ticks missed while no worker ran make one run, not a burst. Queued runs are claimed the same
//! way, from `queued` to `running`.

use super::BeginWrite as _;
use std::collections::HashMap;

use chrono::{DateTime, Utc};

use super::audit::entry;
use super::sql::execute;
use super::{Store, with_db, with_write};
use crate::automation::Schedule;
use crate::domain::article::timestamp;
use crate::domain::automation::{ActionSettings, NewRule, Rule, Run, RunStatus, Trigger};
use crate::domain::identity::Actor;
use crate::{Error, Result};

const RULE_COLUMNS: &str =
    "id, name, schedule, time_zone, action, settings, enabled, timeout_seconds, next_run_at, created_at, updated_at";
const RUN_COLUMNS: &str = "id, rule_id, trigger, scheduled_for, status, started_at, finished_at, duration_ms, output, \
     error, requested_by";

#[derive(sqlx::FromRow)]
struct RuleRow {
    id: i64,
    name: String,
    schedule: String,
    time_zone: String,
    action: String,
    settings: String,
    enabled: bool,
    timeout_seconds: i64,
    next_run_at: Option<DateTime<Utc>>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl RuleRow {
    fn into_rule(self, last_run: Option<Run>) -> Result<Rule> {
        let description = Schedule::parse(&self.schedule, &self.time_zone)
            .map_or_else(|_| format!("on the schedule \"{}\"", self.schedule), |s| s.describe());
        let settings: ActionSettings = serde_json::from_str(&self.settings)
            .map_err(|err| Error::invalid("settings", format!("rule {}: {err}", self.id)))?;
        Ok(Rule {
            id: self.id,
            name: self.name,
            schedule: self.schedule,
            time_zone: self.time_zone,
            action: self.action.parse()?,
            settings,
            enabled: self.enabled,
            timeout_seconds: self.timeout_seconds,
            description,
            next_run_at: self.next_run_at,
            last_run,
            created_at: self.created_at,
            updated_at: self.updated_at,
        })
    }
}

#[derive(sqlx::FromRow)]
struct RunRow {
    id: i64,
    rule_id: i64,
    trigger: String,
    scheduled_for: DateTime<Utc>,
    status: String,
    started_at: Option<DateTime<Utc>>,
    finished_at: Option<DateTime<Utc>>,
    duration_ms: Option<i64>,
    output: Option<String>,
    error: Option<String>,
    requested_by: Option<String>,
}

impl TryFrom<RunRow> for Run {
    type Error = Error;

    fn try_from(row: RunRow) -> Result<Self> {
        Ok(Self {
            id: row.id,
            rule_id: row.rule_id,
            trigger: if row.trigger == "manual" {
                Trigger::Manual
            } else {
                Trigger::Schedule
            },
            scheduled_for: row.scheduled_for,
            status: row.status.parse()?,
            started_at: row.started_at,
            finished_at: row.finished_at,
            duration_ms: row.duration_ms,
            output: row.output,
            error: row.error,
            requested_by: row.requested_by,
        })
    }
}

/// How a run ended: its output, and the error if it failed.
pub struct RunOutcome {
    pub output: String,
    pub error: Option<String>,
    pub duration_ms: i64,
}

fn settings_json(settings: &ActionSettings) -> String {
    serde_json::to_string(settings).expect("settings serialize")
}

fn next_run(rule: &NewRule, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
    rule.enabled
        .then(|| rule.schedule.next_after(now).map(timestamp))
        .flatten()
}

impl Store {
    pub async fn create_rule(&self, rule: &NewRule, actor: &Actor) -> Result<Rule> {
        let now = timestamp(Utc::now());
        let id = with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let (id,): (i64,) = sqlx::query_as(
                "insert into automation_rules (name, schedule, time_zone, action, settings, enabled, timeout_seconds, \
                 next_run_at, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id",
            )
            .bind(&rule.name)
            .bind(&rule.expression)
            .bind(&rule.time_zone)
            .bind(rule.action.as_str())
            .bind(settings_json(&rule.settings))
            .bind(rule.enabled)
            .bind(rule.timeout_seconds)
            .bind(next_run(rule, now))
            .bind(now)
            .fetch_one(&mut *tx)
            .await?;
            execute!(&mut *tx, entry(actor, "automation.create", &format!("rule {id}")))?;
            tx.commit().await?;
            Ok::<_, Error>(id)
        })?;
        self.rule(id).await
    }

    pub async fn update_rule(&self, id: i64, rule: &NewRule, actor: &Actor) -> Result<Rule> {
        let now = timestamp(Utc::now());
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let changed = sqlx::query(
                "update automation_rules set name = $1, schedule = $2, time_zone = $3, action = $4, settings = $5, \
                 enabled = $6, timeout_seconds = $7, next_run_at = $8, updated_at = $9 where id = $10",
            )
            .bind(&rule.name)
            .bind(&rule.expression)
            .bind(&rule.time_zone)
            .bind(rule.action.as_str())
            .bind(settings_json(&rule.settings))
            .bind(rule.enabled)
            .bind(rule.timeout_seconds)
            .bind(next_run(rule, now))
            .bind(now)
            .bind(id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if changed == 0 {
                return Err(Error::NotFound(format!("automation rule {id}")));
            }
            execute!(&mut *tx, entry(actor, "automation.update", &format!("rule {id}")))?;
            tx.commit().await?;
            Ok::<_, Error>(())
        })?;
        self.rule(id).await
    }

    /// Turns a rule on (its next run counted from now) or off.
    pub async fn set_rule_enabled(&self, id: i64, enabled: bool, actor: &Actor) -> Result<Rule> {
        let rule = self.rule(id).await?;
        let now = timestamp(Utc::now());
        let next = if enabled {
            Schedule::parse(&rule.schedule, &rule.time_zone)?
                .next_after(now)
                .map(timestamp)
        } else {
            None
        };
        let action = if enabled {
            "automation.enable"
        } else {
            "automation.disable"
        };
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query("update automation_rules set enabled = $1, next_run_at = $2, updated_at = $3 where id = $4")
                .bind(enabled)
                .bind(next)
                .bind(now)
                .bind(id)
                .execute(&mut *tx)
                .await?;
            execute!(&mut *tx, entry(actor, action, &format!("rule {id}")))?;
            tx.commit().await?;
            Ok::<_, Error>(())
        })?;
        self.rule(id).await
    }

    /// Deletes a rule and its runs' history.
    pub async fn delete_rule(&self, id: i64, actor: &Actor) -> Result<()> {
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            sqlx::query("delete from automation_runs where rule_id = $1").bind(id).execute(&mut *tx).await?;
            let deleted = sqlx::query("delete from automation_rules where id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if deleted == 0 {
                return Err(Error::NotFound(format!("automation rule {id}")));
            }
            execute!(&mut *tx, entry(actor, "automation.delete", &format!("rule {id}")))?;
            tx.commit().await?;
            Ok(())
        })
    }

    pub async fn rule(&self, id: i64) -> Result<Rule> {
        let sql = format!("select {RULE_COLUMNS} from automation_rules where id = $1");
        let row = with_db!(&self.db, pool => sqlx::query_as::<_, RuleRow>(sqlx::AssertSqlSafe(sql)).bind(id).fetch_optional(pool).await)?
            .ok_or_else(|| Error::NotFound(format!("automation rule {id}")))?;
        let last = self.runs(id, 1).await?.into_iter().next();
        row.into_rule(last)
    }

    /// Every rule, by name, each with its latest run.
    pub async fn rules(&self) -> Result<Vec<Rule>> {
        let sql = format!("select {RULE_COLUMNS} from automation_rules order by lower(name), id");
        let rows =
            with_db!(&self.db, pool => sqlx::query_as::<_, RuleRow>(sqlx::AssertSqlSafe(sql)).fetch_all(pool).await)?;
        let sql = format!(
            "select {RUN_COLUMNS} from automation_runs where id in (select max(id) from automation_runs group by rule_id)"
        );
        let latest =
            with_db!(&self.db, pool => sqlx::query_as::<_, RunRow>(sqlx::AssertSqlSafe(sql)).fetch_all(pool).await)?;
        let mut latest: HashMap<i64, Run> = latest
            .into_iter()
            .map(|row| Run::try_from(row).map(|run| (run.rule_id, run)))
            .collect::<Result<_>>()?;
        rows.into_iter()
            .map(|row| {
                let last = latest.remove(&row.id);
                row.into_rule(last)
            })
            .collect()
    }

    /// A rule's runs, newest first.
    pub async fn runs(&self, rule_id: i64, limit: i64) -> Result<Vec<Run>> {
        let sql = format!("select {RUN_COLUMNS} from automation_runs where rule_id = $1 order by id desc limit $2");
        let rows = with_db!(&self.db, pool => sqlx::query_as::<_, RunRow>(sqlx::AssertSqlSafe(sql)).bind(rule_id).bind(limit).fetch_all(pool).await)?;
        rows.into_iter().map(Run::try_from).collect()
    }

    pub async fn run(&self, id: i64) -> Result<Run> {
        let sql = format!("select {RUN_COLUMNS} from automation_runs where id = $1");
        let row = with_db!(&self.db, pool => sqlx::query_as::<_, RunRow>(sqlx::AssertSqlSafe(sql)).bind(id).fetch_optional(pool).await)?;
        row.ok_or_else(|| Error::NotFound(format!("automation run {id}")))?
            .try_into()
    }

    /// Queues a run of the rule that someone asked for now.
    pub async fn queue_manual_run(&self, rule_id: i64, actor: &Actor) -> Result<Run> {
        let rule = self.rule(rule_id).await?;
        let now = timestamp(Utc::now());
        let id = with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let (id,): (i64,) = sqlx::query_as(
                "insert into automation_runs (rule_id, trigger, scheduled_for, status, requested_by) \
                 values ($1, 'manual', $2, 'queued', $3) returning id",
            )
            .bind(rule.id)
            .bind(now)
            .bind(&actor.label)
            .fetch_one(&mut *tx)
            .await?;
            execute!(&mut *tx, entry(actor, "automation.run", &format!("rule {rule_id}")))?;
            tx.commit().await?;
            Ok::<_, Error>(id)
        })?;
        self.run(id).await
    }

    /// Queues a run for every enabled rule whose tick is due at `now`, claiming each tick so
    /// that no other worker queues it too; a rule without a next time gets one. The runs queued.
    pub async fn queue_due_ticks(&self, now: DateTime<Utc>) -> Result<Vec<i64>> {
        let now = timestamp(now);
        let rows: Vec<(i64, String, String, Option<DateTime<Utc>>)> = with_db!(&self.db, pool => sqlx::query_as(
            "select id, schedule, time_zone, next_run_at from automation_rules \
             where enabled and (next_run_at is null or next_run_at <= $1) order by next_run_at, id",
        )
        .bind(now)
        .fetch_all(pool)
        .await)?;
        let mut queued = Vec::new();
        for (id, expression, zone, due) in rows {
            let next = match Schedule::parse(&expression, &zone) {
                Ok(schedule) => schedule.next_after(now).map(timestamp),
                Err(err) => {
                    tracing::warn!(rule = id, error = %err, "an automation rule's schedule no longer parses");
                    None
                }
            };
            if let Some(run) = self.claim_tick(id, due, next).await? {
                queued.push(run);
            }
        }
        Ok(queued)
    }

    /// Moves rule `id`'s next time from `due` to `next`, and queues the run for `due` if there
    /// was one; `None` when another worker moved it first (or there was no tick to run).
    async fn claim_tick(
        &self,
        id: i64,
        due: Option<DateTime<Utc>>,
        next: Option<DateTime<Utc>>,
    ) -> Result<Option<i64>> {
        with_db!(&self.db, pool => {
            let mut tx = pool.begin_write().await?;
            let moved = sqlx::query(
                "update automation_rules set next_run_at = $1 where id = $2 and \
                 (next_run_at = $3 or (next_run_at is null and $3 is null))",
            )
            .bind(next)
            .bind(id)
            .bind(due)
            .execute(&mut *tx)
            .await?
            .rows_affected();
            let (true, Some(due)) = (moved == 1, due) else {
                tx.commit().await?;
                return Ok(None);
            };
            let (run,): (i64,) = sqlx::query_as(
                "insert into automation_runs (rule_id, trigger, scheduled_for, status) \
                 values ($1, 'schedule', $2, 'queued') returning id",
            )
            .bind(id)
            .bind(due)
            .fetch_one(&mut *tx)
            .await?;
            tx.commit().await?;
            Ok(Some(run))
        })
    }

    /// Takes the oldest queued run whose rule has none running (a slow rule's runs wait for
    /// each other rather than overlap), or run `only` when given; with its rule.
    pub async fn claim_queued_run(&self, only: Option<i64>) -> Result<Option<(Run, Rule)>> {
        let mut sql = String::from(
            "select id from automation_runs q where status = 'queued' and not exists \
             (select 1 from automation_runs r where r.rule_id = q.rule_id and r.status = 'running')",
        );
        if only.is_some() {
            sql.push_str(" and id = $1");
        }
        sql.push_str(" order by id limit 5");
        for _ in 0..3 {
            let candidates: Vec<(i64,)> = with_db!(&self.db, pool => {
                let query = sqlx::query_as(sqlx::AssertSqlSafe(sql.clone()));
                let query = match only { Some(id) => query.bind(id), None => query };
                query.fetch_all(pool).await
            })?;
            if candidates.is_empty() {
                return Ok(None);
            }
            for (id,) in candidates {
                let taken = with_write!(&self.db, conn => sqlx::query(
                    "update automation_runs set status = 'running', started_at = $1 where id = $2 and status = 'queued'",
                )
                .bind(timestamp(Utc::now()))
                .bind(id)
                .execute(conn)
                .await
                .map(|done| done.rows_affected()))?;
                if taken == 1 {
                    let run = self.run(id).await?;
                    let rule = self.rule(run.rule_id).await?;
                    return Ok(Some((run, rule)));
                }
            }
        }
        Ok(None)
    }

    pub async fn finish_run(&self, id: i64, outcome: &RunOutcome) -> Result<Run> {
        let status = if outcome.error.is_some() {
            RunStatus::Failed
        } else {
            RunStatus::Succeeded
        };
        with_write!(&self.db, conn => sqlx::query(
            "update automation_runs set status = $1, finished_at = $2, duration_ms = $3, output = $4, error = $5 \
             where id = $6 and status = 'running'",
        )
        .bind(status.as_str())
        .bind(timestamp(Utc::now()))
        .bind(outcome.duration_ms)
        .bind(&outcome.output)
        .bind(&outcome.error)
        .bind(id)
        .execute(conn)
        .await
        .map(drop))?;
        self.run(id).await
    }

    /// Fails the runs still running well past their rule's timeout: their worker died.
    pub async fn fail_abandoned_runs(&self, now: DateTime<Utc>, grace: chrono::Duration) -> Result<u64> {
        let running: Vec<(i64, DateTime<Utc>, i64)> = with_db!(&self.db, pool => sqlx::query_as(
            "select r.id, r.started_at, a.timeout_seconds from automation_runs r \
             join automation_rules a on a.id = r.rule_id where r.status = 'running'",
        )
        .fetch_all(pool)
        .await)?;
        let mut failed = 0;
        for (id, started, timeout) in running {
            if started + chrono::Duration::seconds(timeout) + grace > now {
                continue;
            }
            failed += with_write!(&self.db, conn => sqlx::query(
                "update automation_runs set status = 'failed', finished_at = $1, \
                 error = 'The worker stopped during this run.' where id = $2 and status = 'running'",
            )
            .bind(timestamp(now))
            .bind(id)
            .execute(conn)
            .await
            .map(|done| done.rows_affected()))?;
        }
        Ok(failed)
    }

    /// Deletes the finished runs older than `before`.
    pub async fn prune_runs(&self, before: DateTime<Utc>) -> Result<u64> {
        Ok(with_write!(&self.db, conn => sqlx::query(
            "delete from automation_runs where status in ('succeeded', 'failed') and scheduled_for < $1",
        )
        .bind(timestamp(before))
        .execute(conn)
        .await
        .map(|done| done.rows_affected()))?)
    }

    /// Notes a feed item as imported; `false` when its GUID or address was imported before.
    pub async fn claim_feed_item(&self, guid: &str, url: Option<&str>, rule_id: i64) -> Result<bool> {
        let inserted = with_write!(&self.db, conn => sqlx::query(
            "insert into feed_items (guid, url, rule_id, imported_at) values ($1, $2, $3, $4) on conflict do nothing",
        )
        .bind(guid)
        .bind(url)
        .bind(rule_id)
        .bind(timestamp(Utc::now()))
        .execute(conn)
        .await
        .map(|done| done.rows_affected()))?;
        Ok(inserted == 1)
    }

    /// Links an imported item to its draft; `None` forgets the item (its draft was not made).
    pub async fn settle_feed_item(&self, guid: &str, article_id: Option<i64>) -> Result<()> {
        with_write!(&self.db, conn => match article_id {
            Some(article) => sqlx::query("update feed_items set article_id = $1 where guid = $2").bind(article).bind(guid).execute(conn).await.map(drop),
            None => sqlx::query("delete from feed_items where guid = $1").bind(guid).execute(conn).await.map(drop),
        })?;
        Ok(())
    }

    /// Published articles of the last days that have no translation linked, newest first: id,
    /// title and language.
    pub async fn untranslated_since(&self, since: DateTime<Utc>) -> Result<Vec<(i64, String, String)>> {
        Ok(with_db!(&self.db, pool => sqlx::query_as(
            "select id, title, language from articles where status = 'published' and published_at >= $1 \
             and linked_article_id is null order by published_at desc, id desc limit 200",
        )
        .bind(timestamp(since))
        .fetch_all(pool)
        .await)?)
    }
}
