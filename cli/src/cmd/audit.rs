//! `audit list`: the audit log, newest first.

use clap::Subcommand;
use news_core::store::{AuditEntry, AuditFilter, Page};
use serde::Serialize;
use tabled::Tabled;

use crate::Context;
use crate::output::{print_rows, print_value};

#[derive(Subcommand)]
pub enum AuditCmd {
    /// Show recent entries.
    List {
        /// Only this action, or the actions under it (`api_key` matches `api_key.create`).
        #[arg(long)]
        action: Option<String>,
        #[arg(long, default_value_t = 50, value_parser = clap::value_parser!(i64).range(1..=10000))]
        limit: i64,
        #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(i64).range(0..))]
        offset: i64,
    },
}

#[derive(Tabled, Serialize)]
struct AuditRow {
    when: String,
    who: String,
    action: String,
    target: String,
    from: String,
}

impl From<&AuditEntry> for AuditRow {
    fn from(entry: &AuditEntry) -> Self {
        Self {
            when: entry.created_at.format("%Y-%m-%d %H:%M:%S").to_string(),
            who: format!("{} ({})", entry.actor_label, entry.actor_type),
            action: entry.action.clone(),
            target: entry.target.clone(),
            from: entry.ip_address.clone().unwrap_or_else(|| "terminal".into()),
        }
    }
}

pub async fn run(cmd: AuditCmd, context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    match cmd {
        AuditCmd::List { action, limit, offset } => {
            let filter = action.map_or_else(AuditFilter::default, |action| AuditFilter::action(&action));
            let entries = store.list_audit(&filter, Page { limit, offset }).await?;
            if context.json {
                return print_value(&entries);
            }
            let rows: Vec<AuditRow> = entries.iter().map(AuditRow::from).collect();
            print_rows(&rows, false)
        }
    }
}
