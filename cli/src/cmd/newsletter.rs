//! `newsctl newsletter`: subscribers and campaigns. Campaigns are sent by the worker; `status
//! --watch` follows one with a progress bar.

use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context as _;
use chrono::{DateTime, Utc};
use clap::Subcommand;
use indicatif::{ProgressBar, ProgressStyle};
use news_core::domain::article::Language;
use news_core::domain::newsletter::{Campaign, CampaignStatus, Subscriber, SubscriberStatus};
use news_core::newsletter::{self, Source};
use news_core::store::SubscriberFilter;
use serde::Serialize;
use tabled::Tabled;

use crate::Context;
use crate::output::{clip, print_rows, print_value};

#[derive(Subcommand)]
pub enum NewsletterCmd {
    /// Write, send and follow campaigns.
    #[command(subcommand)]
    Campaign(CampaignCmd),
    /// List subscribers, or export them as CSV.
    Subscribers {
        /// pending, confirmed, unsubscribed or bouncing.
        #[arg(long)]
        status: Option<SubscriberStatus>,
        /// en or ro.
        #[arg(long)]
        language: Option<Language>,
        /// Only addresses that contain this, in any case.
        #[arg(long)]
        search: Option<String>,
        /// Print every matching subscriber as CSV (`--export csv > subscribers.csv`).
        #[arg(long, value_parser = ["csv"])]
        export: Option<String>,
        #[arg(long, default_value_t = 100)]
        limit: i64,
    },
}

#[derive(Subcommand)]
pub enum CampaignCmd {
    /// Write a draft from a Markdown (.md) or HTML (.html) file, or the week's digest.
    Create {
        #[arg(long)]
        subject: String,
        /// en or ro: the campaign goes to the confirmed subscribers of this language.
        #[arg(long = "lang")]
        language: String,
        #[arg(long, conflicts_with = "digest", required_unless_present = "digest")]
        file: Option<PathBuf>,
        /// The week's most read articles of the language.
        #[arg(long)]
        digest: bool,
    },
    /// Send a draft now, or at a time (RFC 3339, e.g. 2026-11-24T07:00:00Z).
    Send {
        id: i64,
        #[arg(long)]
        at: Option<DateTime<Utc>>,
    },
    /// Stop a campaign: a scheduled one goes back to draft, one being sent stops sending.
    Cancel { id: i64 },
    /// A campaign's progress; `--watch` follows it until it is sent.
    Status {
        id: i64,
        #[arg(long)]
        watch: bool,
    },
    /// Campaigns, newest first.
    List,
}

#[derive(Tabled, Serialize)]
struct CampaignRow {
    id: i64,
    subject: String,
    language: String,
    status: String,
    recipients: i64,
    sent: i64,
    failed: i64,
    pending: i64,
    created_by: String,
}

impl From<&Campaign> for CampaignRow {
    fn from(c: &Campaign) -> Self {
        Self {
            id: c.id,
            subject: clip(&c.subject, 40),
            language: c.language.clone(),
            status: c.status.as_str().into(),
            recipients: c.progress.recipients,
            sent: c.progress.sent,
            failed: c.progress.failed,
            pending: c.progress.pending,
            created_by: c.created_by.clone(),
        }
    }
}

#[derive(Tabled, Serialize)]
struct SubscriberRow {
    id: i64,
    email: String,
    language: String,
    status: String,
    created_at: String,
    bounces: i64,
}

impl From<&Subscriber> for SubscriberRow {
    fn from(s: &Subscriber) -> Self {
        Self {
            id: s.id,
            email: s.email.clone(),
            language: s.language.clone(),
            status: s.status.as_str().into(),
            created_at: s.created_at.format("%Y-%m-%d %H:%M").to_string(),
            bounces: s.bounces,
        }
    }
}

pub async fn run(cmd: NewsletterCmd, context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    match cmd {
        NewsletterCmd::Subscribers {
            status,
            language,
            search,
            export,
            limit,
        } => {
            let filter = SubscriberFilter {
                status,
                language,
                address_contains: search,
            };
            if export.is_some() {
                let (items, _) = store.subscribers(&filter, i64::MAX, 0).await?;
                print!("{}", newsletter::subscribers_csv(&items));
                return Ok(());
            }
            let (items, total) = store.subscribers(&filter, limit.clamp(1, 10_000), 0).await?;
            let rows: Vec<SubscriberRow> = items.iter().map(SubscriberRow::from).collect();
            print_rows(&rows, context.json)?;
            if !context.json && total > items.len() as i64 {
                println!("{} of {total} shown (--limit).", items.len());
            }
            Ok(())
        }
        NewsletterCmd::Campaign(cmd) => run_campaign(cmd, context, &store).await,
    }
}

async fn run_campaign(cmd: CampaignCmd, context: &Context, store: &news_core::Store) -> anyhow::Result<()> {
    match cmd {
        CampaignCmd::Create {
            subject,
            language,
            file,
            digest,
        } => {
            let source = match file {
                None if digest => Source::Digest,
                None => anyhow::bail!("give --file or --digest"),
                Some(path) => {
                    let text =
                        std::fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
                    match path.extension().and_then(|e| e.to_str()) {
                        Some("md" | "markdown") => Source::Markdown(text),
                        Some("html" | "htm") => Source::Html(text),
                        _ => anyhow::bail!("{} is neither a .md nor an .html file", path.display()),
                    }
                }
            };
            let public_url = context.config.public_url();
            let campaign =
                newsletter::create_campaign(store, &public_url, &subject, &language, source, &context.operator())
                    .await?;
            show(&campaign, context.json)?;
            if !context.json {
                println!(
                    "Draft {} written; send it with `newsctl newsletter campaign send {}`.",
                    campaign.id, campaign.id
                );
            }
            Ok(())
        }
        CampaignCmd::Send { id, at } => {
            let campaign = newsletter::send_campaign(store, id, at, &context.operator()).await?;
            show(&campaign, context.json)?;
            if !context.json {
                let when = at.map_or_else(|| "now".to_string(), |at| format!("at {at}"));
                println!(
                    "Campaign {id} will be sent {when} by the worker (`newsctl newsletter campaign status {id} --watch`)."
                );
            }
            Ok(())
        }
        CampaignCmd::Cancel { id } => {
            let campaign = store.cancel_campaign(id, &context.operator()).await?;
            show(&campaign, context.json)
        }
        CampaignCmd::Status { id, watch } => {
            let campaign = store.campaign(id).await?;
            if !watch {
                return show(&campaign, context.json);
            }
            let campaign = watch_campaign(store, campaign, context.json).await?;
            show(&campaign, context.json)
        }
        CampaignCmd::List => {
            let rows: Vec<CampaignRow> = store.campaigns(100).await?.iter().map(CampaignRow::from).collect();
            print_rows(&rows, context.json)
        }
    }
}

fn show(campaign: &Campaign, json: bool) -> anyhow::Result<()> {
    if json {
        print_value(campaign)
    } else {
        print_rows(&[CampaignRow::from(campaign)], false)
    }
}

/// Polls the campaign every half second until it is sent (or cancelled), with a progress bar.
async fn watch_campaign(store: &news_core::Store, mut campaign: Campaign, json: bool) -> anyhow::Result<Campaign> {
    let bar = if json {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(campaign.progress.recipients.max(0) as u64)
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} mails {msg} ({per_sec}, {eta} left)")
            .expect("a valid template"),
    );
    loop {
        bar.set_length(campaign.progress.recipients.max(0) as u64);
        bar.set_position(campaign.progress.done().max(0) as u64);
        bar.set_message(format!(
            "{}, {} failed",
            campaign.status.as_str(),
            campaign.progress.failed
        ));
        if matches!(campaign.status, CampaignStatus::Sent | CampaignStatus::Cancelled) {
            bar.finish();
            return Ok(campaign);
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
        campaign = store.campaign(campaign.id).await?;
    }
}
