//! What each action does when its rule runs, and the report it leaves in the run's history.

use std::sync::Arc;

use chrono::{Duration, Utc};
use news_core::automation::import_feed;
use news_core::domain::automation::{Action, DEFAULT_REMINDER_DAYS, Rule, Run};
use news_core::domain::backups::BackupKind;
use news_core::mail::Mail;
use news_core::newsletter::{self, Source};
use news_core::site::SiteBuilder;

use crate::{Environment, WorkerError};

/// A finished action: its report, and what went wrong in part of it, if anything did (a feed
/// whose items were imported but for one).
pub(super) struct Done {
    pub output: String,
    pub problem: Option<String>,
}

impl From<String> for Done {
    fn from(output: String) -> Self {
        Self { output, problem: None }
    }
}

pub(super) async fn perform(env: &Environment, rule: &Rule, run: &Run) -> Result<Done, WorkerError> {
    let actor = news_core::auth::Actor::operator(&format!("automation-{}", rule.id));
    let store = &env.store;
    let settings = &rule.settings;
    Ok(match rule.action {
        Action::PublishScheduled => {
            let now = Utc::now();
            let articles = store.publish_due(now, &actor).await?;
            let episodes = store.publish_due_episodes(now, &actor).await?;
            let mut lines = Vec::new();
            if !articles.is_empty() {
                let ids: Vec<String> = articles.iter().map(|id| format!("#{id}")).collect();
                lines.push(format!("published {}", ids.join(", ")));
            }
            if !episodes.is_empty() {
                let ids: Vec<String> = episodes.iter().map(|id| format!("#{id}")).collect();
                lines.push(format!("published podcast episodes {}", ids.join(", ")));
            }
            if lines.is_empty() {
                lines.push("nothing was due".to_owned());
            }
            lines.join("\n").into()
        }
        Action::ImportFeed => {
            let report = import_feed(store, rule.id, settings, &actor).await?;
            Done {
                problem: (!report.failed.is_empty()).then(|| {
                    format!(
                        "{} of {} items could not be imported",
                        report.failed.len(),
                        report.items
                    )
                }),
                output: report.report(),
            }
        }
        Action::RecomputeTrending => {
            let changed = store.recompute_trending(Utc::now()).await?;
            format!("{changed} articles changed their trending flag").into()
        }
        Action::SendDigest => send_digest(env, rule, &actor).await?.into(),
        Action::Backup => {
            let kind = settings.kind.unwrap_or(BackupKind::Standard);
            let record = env.backups.create_now(kind, &actor, Arc::new(|_| {})).await?;
            let pruned = env.backups.prune(&actor).await?;
            format!(
                "backup #{} ({}) completed, {:.1} MB; {pruned} expired backups deleted",
                record.id,
                kind.as_str(),
                record.file_size_mb.unwrap_or_default()
            )
            .into()
        }
        Action::RebuildSite => {
            let started = std::time::Instant::now();
            SiteBuilder::from_config(&env.config)?.rebuild(store, true).await?;
            format!(
                "every page of the site rendered again in {:.1} s",
                started.elapsed().as_secs_f64()
            )
            .into()
        }
        Action::TranslationReminder => translation_reminder(env, rule, run).await?.into(),
    })
}

/// A digest campaign of the week's most read articles in the rule's language, sent now.
async fn send_digest(env: &Environment, rule: &Rule, actor: &news_core::auth::Actor) -> Result<String, WorkerError> {
    let language = rule.settings.language.as_deref().unwrap_or("en");
    let subject = match language {
        "ro" => "Cele mai citite articole ale săptămânii",
        _ => "The week's most read articles",
    };
    let store = &env.store;
    let campaign = newsletter::create_campaign(
        store,
        &env.config.public_url(),
        subject,
        language,
        Source::Digest,
        actor,
    )
    .await?;
    let campaign = newsletter::send_campaign(store, campaign.id, None, actor).await?;
    Ok(format!(
        "campaign #{} \"{}\" is queued to every confirmed {language} subscriber",
        campaign.id, campaign.subject
    ))
}

/// Mails the newsroom's staff the recent articles that have no translation yet.
async fn translation_reminder(env: &Environment, rule: &Rule, run: &Run) -> Result<String, WorkerError> {
    let days = rule.settings.days.unwrap_or(DEFAULT_REMINDER_DAYS);
    let store = &env.store;
    let articles = store
        .untranslated_since(run.scheduled_for - Duration::days(days))
        .await?;
    if articles.is_empty() {
        return Ok(format!(
            "every article of the last {days} days has a translation; no mail sent"
        ));
    }
    let base = env.config.public_url();
    let list: Vec<String> = articles
        .iter()
        .map(|(id, title, language)| format!("- [{}] {title}\n  {base}/admin/edit/{id}", language.to_uppercase()))
        .collect();
    let body = format!(
        "These {} articles of the last {days} days have no translation yet:\n\n{}\n\nOpen one and choose \
         \"Create translation\" in the editor.\n",
        articles.len(),
        list.join("\n")
    );
    let staff = store.list_admins().await?;
    for (user, _, _) in &staff {
        env.mailer
            .send(Mail {
                to: user.email.clone(),
                subject: format!("{} articles need a translation", articles.len()),
                body: body.clone(),
            })
            .await?;
    }
    Ok(format!(
        "{} articles without a translation, mailed to {} staff members:\n{}",
        articles.len(),
        staff.len(),
        list.join("\n")
    ))
}
