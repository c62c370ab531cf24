//! `automation …`: the rules that run on cron schedules (scheduled publishing, feed import,
//! trending, the digest, backups, site rebuilds, translation reminders) and their runs.

use std::time::Duration;

use chrono::{DateTime, Utc};
use clap::{Args, Subcommand};
use news_core::domain::automation::{Action, ActionSettings, Rule, RuleInput, Run};
use news_worker::automation::carry_out;
use serde::Serialize;
use tabled::Tabled;

use crate::Context;
use crate::output::{clip, print_rows, print_value, spinner};

#[derive(Subcommand)]
pub enum AutomationCmd {
    /// Every rule with its schedule, next run and last outcome.
    List,
    /// Add a rule.
    Create {
        #[arg(long)]
        name: String,
        /// Cron: "minute hour day month weekday" (or six fields, seconds first), e.g. "0 6 * * *".
        #[arg(long)]
        schedule: String,
        /// publish_scheduled, import_feed, recompute_trending, send_digest, backup, rebuild_site or
        /// translation_reminder.
        #[arg(long)]
        action: String,
        #[command(flatten)]
        options: RuleOptions,
    },
    /// Change a rule: only the options given change.
    Edit {
        id: i64,
        #[arg(long)]
        name: Option<String>,
        #[arg(long)]
        schedule: Option<String>,
        #[arg(long)]
        action: Option<String>,
        #[command(flatten)]
        options: RuleOptions,
    },
    Enable {
        id: i64,
    },
    Disable {
        id: i64,
    },
    /// Delete a rule and its runs' history.
    Delete {
        id: i64,
    },
    /// Run a rule now, here, and print what it did (exits non-zero if it failed).
    Run {
        id: i64,
    },
    /// A rule's runs, newest first.
    Runs {
        id: i64,
        #[arg(long, default_value_t = 20)]
        limit: i64,
    },
}

#[derive(Args)]
pub struct RuleOptions {
    /// An IANA time zone (Europe/Bucharest by default).
    #[arg(long)]
    time_zone: Option<String>,
    /// import_feed: the feed's address.
    #[arg(long)]
    url: Option<String>,
    /// import_feed: the drafts' category.
    #[arg(long)]
    category: Option<String>,
    /// import_feed and send_digest: en or ro.
    #[arg(long)]
    language: Option<String>,
    /// backup: standard or enhanced.
    #[arg(long)]
    kind: Option<String>,
    /// translation_reminder: days to look back.
    #[arg(long)]
    days: Option<i64>,
    /// Stop a run after this many seconds (600 by default).
    #[arg(long)]
    timeout: Option<i64>,
    /// Create the rule disabled.
    #[arg(long)]
    disabled: bool,
}

impl RuleOptions {
    /// `base` with the options given laid over it.
    fn settings(&self, base: ActionSettings) -> anyhow::Result<ActionSettings> {
        Ok(ActionSettings {
            url: self.url.clone().or(base.url),
            category: self.category.clone().or(base.category),
            language: self.language.clone().or(base.language),
            kind: self.kind.as_deref().map(str::parse).transpose()?.or(base.kind),
            days: self.days.or(base.days),
        })
    }
}

#[derive(Tabled, Serialize)]
struct RuleRow {
    id: i64,
    name: String,
    action: &'static str,
    schedule: String,
    enabled: &'static str,
    next_run: String,
    last_run: String,
}

impl From<&Rule> for RuleRow {
    fn from(rule: &Rule) -> Self {
        Self {
            id: rule.id,
            name: clip(&rule.name, 32),
            action: rule.action.as_str(),
            schedule: format!("{} ({})", rule.description, rule.schedule),
            enabled: if rule.enabled { "yes" } else { "no" },
            next_run: when(rule.next_run_at),
            last_run: rule.last_run.as_ref().map_or_else(
                || "never".to_owned(),
                |run| format!("{} {}", run.status.as_str(), when(Some(run.scheduled_for))),
            ),
        }
    }
}

#[derive(Tabled, Serialize)]
struct RunRow {
    id: i64,
    trigger: &'static str,
    scheduled_for: String,
    status: &'static str,
    duration: String,
    output: String,
}

impl From<&Run> for RunRow {
    fn from(run: &Run) -> Self {
        let text = run.error.clone().or_else(|| run.output.clone()).unwrap_or_default();
        Self {
            id: run.id,
            trigger: run.trigger.as_str(),
            scheduled_for: when(Some(run.scheduled_for)),
            status: run.status.as_str(),
            duration: run
                .duration_ms
                .map_or_else(|| "-".to_owned(), |ms| format!("{:.1} s", ms as f64 / 1000.0)),
            output: clip(text.lines().last().unwrap_or_default(), 60),
        }
    }
}

fn when(at: Option<DateTime<Utc>>) -> String {
    at.map_or_else(|| "-".to_owned(), |at| at.format("%Y-%m-%d %H:%M:%S").to_string())
}

pub async fn run(cmd: AutomationCmd, context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    let operator = context.operator();
    let print_rule = |rule: &Rule| -> anyhow::Result<()> {
        if context.json {
            return print_value(rule);
        }
        print_rows(&[RuleRow::from(rule)], false)
    };
    match cmd {
        AutomationCmd::List => {
            let rules = store.rules().await?;
            if context.json {
                return print_value(&rules);
            }
            print_rows(&rules.iter().map(RuleRow::from).collect::<Vec<_>>(), false)
        }
        AutomationCmd::Create {
            name,
            schedule,
            action,
            options,
        } => {
            let input = RuleInput {
                name,
                schedule,
                time_zone: options.time_zone.clone(),
                action: action.parse()?,
                settings: Some(options.settings(ActionSettings::default())?),
                enabled: Some(!options.disabled),
                timeout_seconds: options.timeout,
            };
            let rule = input.validate(store.categories())?;
            print_rule(&store.create_rule(&rule, &operator).await?)
        }
        AutomationCmd::Edit {
            id,
            name,
            schedule,
            action,
            options,
        } => {
            let current = store.rule(id).await?;
            let action: Action = action.as_deref().map_or(Ok(current.action), str::parse)?;
            let input = RuleInput {
                name: name.unwrap_or(current.name),
                schedule: schedule.unwrap_or(current.schedule),
                time_zone: Some(options.time_zone.clone().unwrap_or(current.time_zone)),
                action,
                settings: Some(options.settings(current.settings)?),
                enabled: Some(current.enabled && !options.disabled),
                timeout_seconds: Some(options.timeout.unwrap_or(current.timeout_seconds)),
            };
            let rule = input.validate(store.categories())?;
            print_rule(&store.update_rule(id, &rule, &operator).await?)
        }
        AutomationCmd::Enable { id } => print_rule(&store.set_rule_enabled(id, true, &operator).await?),
        AutomationCmd::Disable { id } => print_rule(&store.set_rule_enabled(id, false, &operator).await?),
        AutomationCmd::Delete { id } => {
            store.delete_rule(id, &operator).await?;
            if !context.json {
                println!("Rule {id} deleted.");
            }
            Ok(())
        }
        AutomationCmd::Run { id } => {
            let queued = store.queue_manual_run(id, &operator).await?;
            let bar = spinner(context.json);
            bar.set_message(format!("running rule {id}"));
            let run = match store.claim_queued_run(Some(queued.id)).await? {
                Some((run, rule)) => {
                    let env = news_worker::Environment::from_config(&context.config, store.clone())?;
                    carry_out(&env, run, rule).await
                }
                // A worker took it first: follow it there.
                None => wait_for(&store, queued.id).await?,
            };
            bar.finish_and_clear();
            if context.json {
                print_value(&run)?;
            } else {
                print_rows(&[RunRow::from(&run)], false)?;
                if let Some(output) = run.output.as_deref().filter(|output| !output.is_empty()) {
                    println!("{output}");
                }
            }
            match run.error {
                Some(error) => anyhow::bail!("rule {id} failed: {error}"),
                None => Ok(()),
            }
        }
        AutomationCmd::Runs { id, limit } => {
            store.rule(id).await?;
            let runs = store.runs(id, limit.clamp(1, 200)).await?;
            if context.json {
                return print_value(&runs);
            }
            print_rows(&runs.iter().map(RunRow::from).collect::<Vec<_>>(), false)
        }
    }
}

async fn wait_for(store: &news_core::Store, run_id: i64) -> anyhow::Result<Run> {
    loop {
        let run = store.run(run_id).await?;
        if run.finished_at.is_some() {
            return Ok(run);
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}
