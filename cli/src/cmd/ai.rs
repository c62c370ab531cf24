//! `ai …`: AI Studio from the terminal: draft an article from notes, translate one, or get
//! suggestions for one. The run is carried out here (recorded like the admin area's), and
//! prints what it made.

use std::path::PathBuf;

use anyhow::Context as _;
use clap::Subcommand;
use news_core::ai::{AiSettings, Provider, carry_out, request};
use news_core::domain::ai::{AiAction, AiRequest, AiRun};

use crate::Context;
use crate::output::{print_value, spinner};

#[derive(Subcommand)]
pub enum AiCmd {
    /// Draft an article from notes or source text (a file, or `-` for standard input).
    Draft {
        file: PathBuf,
        /// en or ro.
        #[arg(long)]
        language: String,
        /// neutral, formal, conversational or explanatory.
        #[arg(long, default_value = "neutral")]
        tone: String,
    },
    /// Translate an article into its other language, as its linked draft.
    Translate { id: i64 },
    /// Suggest titles, an excerpt, tags and a category for an article.
    Suggest { id: i64 },
}

pub async fn run(cmd: AiCmd, context: &Context) -> anyhow::Result<()> {
    let store = context.store().await?;
    let settings = AiSettings::from_config(&context.config);
    let provider = Provider::from_config(&context.config)?
        .context("AI Studio has no provider: set NEWS_AI_BASE_URL (and NEWS_AI_MODEL, NEWS_AI_API_KEY)")?;
    let asked = match cmd {
        AiCmd::Draft { file, language, tone } => {
            let text = if file.as_os_str() == "-" {
                std::io::read_to_string(std::io::stdin()).context("cannot read standard input")?
            } else {
                std::fs::read_to_string(&file).with_context(|| format!("cannot read {}", file.display()))?
            };
            AiRequest {
                action: AiAction::Draft,
                language: Some(language),
                tone: Some(tone),
                text: Some(text),
                article_id: None,
            }
        }
        AiCmd::Translate { id } | AiCmd::Suggest { id } => AiRequest {
            action: if matches!(cmd, AiCmd::Translate { .. }) {
                AiAction::Translate
            } else {
                AiAction::Suggest
            },
            language: None,
            tone: None,
            text: None,
            article_id: Some(id),
        },
    };
    let queued = request(&store, &settings, asked, &context.operator()).await?;
    let bar = spinner(context.json);
    bar.set_message(format!("asking {} ({})", provider.model(), queued.action.as_str()));
    let done = carry_out(&store, &provider, &settings, queued.id).await?;
    bar.finish_and_clear();
    if context.json {
        print_value(&done)?;
    } else {
        print_run(&done);
    }
    match &done.error {
        Some(error) => anyhow::bail!("AI run {} failed: {error}", done.id),
        None => Ok(()),
    }
}

fn print_run(run: &AiRun) {
    if let Some(article) = run.article_id {
        println!(
            "Draft {article} written (AI run {}); an editor must review it before it is published.",
            run.id
        );
    }
    if let Some(result) = &run.result {
        println!("{}", serde_json::to_string_pretty(result).unwrap_or_default());
    }
    println!(
        "{} · prompt v{} · {} + {} tokens",
        run.model.as_deref().unwrap_or("-"),
        run.prompt_version.unwrap_or_default(),
        run.prompt_tokens,
        run.completion_tokens
    );
}
