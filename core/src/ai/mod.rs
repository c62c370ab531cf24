//! AI Studio: an editor asks for a draft, a translation, suggestions or a digest summary; the
//! request is checked and queued here, and the worker carries it out (`carry_out`): the prompt
//! from its template, the answer streamed from the provider into the run (so the page can show
//! it come), checked against its shape, and retried once when malformed. What it writes is a
//! draft signed 'AI Generator' with a lower trust score, which cannot be published until an
//! editor marks it reviewed.

mod answer;
pub mod prompts;
pub mod provider;

use std::time::{Duration, Instant};

use chrono::Utc;

pub use provider::{Completion, Provider};

use crate::domain::ai::{AiAction, AiRequest, AiRun, TONES};
use crate::domain::identity::Actor;
use crate::domain::jobs::GenerateWithAi;
use crate::domain::text::strip_html;
use crate::domain::{ArticleDraft, Language};
use crate::store::{AiOutcome, NewAiRun};
use crate::{Config, Error, Result, Store};

/// What AI Studio signs its drafts with.
pub const AI_SIGNATURE: &str = "AI Generator";
/// Below the default of 0.8: an editor's own article is trusted more.
pub const AI_TRUST_SCORE: f64 = 0.5;
const MAX_INPUT_CHARS: usize = 20_000;
/// The streamed text is written to the run at most this often.
const PROGRESS_EVERY: Duration = Duration::from_millis(250);

/// What AI Studio needs of the configuration (never the key: that stays with the provider).
#[derive(Clone, Debug)]
pub struct AiSettings {
    pub base_url: Option<String>,
    pub model: String,
    pub daily_tokens: i64,
    /// For links in prompts (the digest's articles).
    pub public_url: String,
}

impl AiSettings {
    pub fn from_config(config: &Config) -> Self {
        Self {
            base_url: config.ai_base_url.clone(),
            model: config.ai_model.clone(),
            daily_tokens: config.ai_daily_tokens,
            public_url: config.public_url(),
        }
    }

    /// The start of today (UTC), when the token budget renews.
    pub fn budget_day() -> chrono::DateTime<Utc> {
        Utc::now()
            .date_naive()
            .and_hms_opt(0, 0, 0)
            .expect("midnight")
            .and_utc()
    }
}

/// Checks a request and queues it for the worker.
pub async fn request(store: &Store, config: &AiSettings, request: AiRequest, actor: &Actor) -> Result<AiRun> {
    if config.base_url.is_none() {
        return Err(Error::Conflict(
            "AI Studio has no provider: set NEWS_AI_BASE_URL (and NEWS_AI_MODEL, NEWS_AI_API_KEY).".into(),
        ));
    }
    let used = store.ai_tokens_since(AiSettings::budget_day()).await?;
    if used >= config.daily_tokens {
        return Err(Error::Conflict(format!(
            "Today's AI token budget ({} tokens) is spent; it renews at midnight UTC.",
            config.daily_tokens
        )));
    }
    let tone = request.tone.as_deref().unwrap_or("neutral");
    if !TONES.contains(&tone) {
        return Err(Error::invalid(
            "tone",
            format!("the tone must be one of {}", TONES.join(", ")),
        ));
    }
    let language = |given: Option<&str>| -> Result<Language> {
        given
            .ok_or_else(|| Error::invalid("language", "choose the language to write in (en or ro)"))?
            .parse()
    };
    let article = |id: Option<i64>| async move {
        let id = id.ok_or_else(|| Error::invalid("article_id", "choose the article"))?;
        store.get_article(id, false).await
    };
    let (language, source, input) = match request.action {
        AiAction::Draft => {
            let text = request.text.as_deref().map(str::trim).unwrap_or_default();
            let length = text.chars().count();
            if !(20..=MAX_INPUT_CHARS).contains(&length) {
                return Err(Error::invalid(
                    "text",
                    format!("give 20 to {MAX_INPUT_CHARS} characters of notes or source text"),
                ));
            }
            (language(request.language.as_deref())?, None, text.to_owned())
        }
        AiAction::Translate => {
            let source = article(request.article_id).await?;
            if let Some(linked) = source.summary.linked_article_id {
                return Err(Error::Conflict(format!(
                    "Article {} already has a translation (article {linked}).",
                    source.summary.id
                )));
            }
            (source.summary.language.other(), Some(source.summary.id), String::new())
        }
        AiAction::Suggest => {
            let source = article(request.article_id).await?;
            (source.summary.language, Some(source.summary.id), String::new())
        }
        AiAction::Summarize => (language(request.language.as_deref())?, None, String::new()),
    };
    let run = NewAiRun {
        action: request.action,
        language: language.code(),
        tone,
        source_article_id: source,
        input: &input,
    };
    let run = store.create_ai_run(&run, actor).await?;
    store.enqueue(GenerateWithAi { run_id: run.id }, None).await?;
    Ok(run)
}

/// Carries out run `id` (once: a run no longer queued is returned as it is), as `actor` for
/// what it writes.
pub async fn carry_out(store: &Store, provider: &Provider, config: &AiSettings, id: i64) -> Result<AiRun> {
    if !store.start_ai_run(id).await? {
        return store.ai_run(id).await;
    }
    let run = store.ai_run(id).await?;
    let actor = Actor::operator("ai-studio");
    let language: Language = run.language.parse()?;
    let values = match inputs(store, config, &run).await {
        Ok(values) => values,
        Err(err) => return fail(store, &run, provider, 0, &Completion::default(), &err.to_string()).await,
    };
    let borrowed: Vec<(&str, &str)> = values.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let prompt = prompts::prompt(run.action, language, &borrowed);
    let mut spent = Completion::default();
    // A malformed answer is asked for once more.
    for attempt in 1..=2 {
        let completion = match stream(store, provider, &prompt.messages, id).await {
            Ok(completion) => completion,
            Err(err) => return fail(store, &run, provider, prompt.version, &spent, &err.to_string()).await,
        };
        spent.prompt_tokens += completion.prompt_tokens;
        spent.completion_tokens += completion.completion_tokens;
        spent.text = completion.text;
        match answer::check(run.action, &spent.text, store.categories()) {
            Ok(checked) => {
                let written = write(store, &run, checked, &actor).await;
                return match written {
                    Ok((article_id, result)) => {
                        let outcome = AiOutcome {
                            text: &spent.text,
                            result: result.as_ref(),
                            article_id,
                            model: provider.model(),
                            prompt_version: prompt.version,
                            prompt_tokens: spent.prompt_tokens,
                            completion_tokens: spent.completion_tokens,
                            error: None,
                        };
                        store.finish_ai_run(id, &outcome).await
                    }
                    Err(err) => fail(store, &run, provider, prompt.version, &spent, &err.to_string()).await,
                };
            }
            Err(problem) if attempt == 2 => {
                let error = format!("The AI provider's answer was not usable twice: {problem}");
                return fail(store, &run, provider, prompt.version, &spent, &error).await;
            }
            Err(problem) => tracing::info!(run = id, %problem, "a malformed AI answer; asking once more"),
        }
    }
    unreachable!("the loop returns on its second attempt")
}

async fn fail(
    store: &Store,
    run: &AiRun,
    provider: &Provider,
    prompt_version: i64,
    spent: &Completion,
    error: &str,
) -> Result<AiRun> {
    let outcome = AiOutcome {
        text: &spent.text,
        result: None,
        article_id: None,
        model: provider.model(),
        prompt_version,
        prompt_tokens: spent.prompt_tokens,
        completion_tokens: spent.completion_tokens,
        error: Some(error),
    };
    store.finish_ai_run(run.id, &outcome).await
}

/// Streams an answer, writing the text so far into the run as it grows.
async fn stream(store: &Store, provider: &Provider, messages: &[provider::Message], id: i64) -> Result<Completion> {
    let (sender, mut receiver) = tokio::sync::mpsc::unbounded_channel::<String>();
    let writer = {
        let store = store.clone();
        tokio::spawn(async move {
            let mut text = String::new();
            let mut written = Instant::now();
            while let Some(piece) = receiver.recv().await {
                text.push_str(&piece);
                if written.elapsed() >= PROGRESS_EVERY {
                    let _ = store.ai_progress(id, &text).await;
                    written = Instant::now();
                }
            }
            let _ = store.ai_progress(id, &text).await;
        })
    };
    let completion = provider
        .complete(messages, |piece| {
            let _ = sender.send(piece.to_owned());
        })
        .await;
    drop(sender);
    let _ = writer.await;
    completion
}

/// The template's values for a run.
async fn inputs(store: &Store, config: &AiSettings, run: &AiRun) -> Result<Vec<(&'static str, String)>> {
    let mut values = vec![("tone", run.tone.clone())];
    match run.action {
        AiAction::Draft => values.push(("text", store.ai_run_input(run.id).await?)),
        AiAction::Translate | AiAction::Suggest => {
            let id = run
                .source_article_id
                .ok_or_else(|| Error::invalid("article_id", "the run has no article"))?;
            let article = store.get_article(id, false).await?;
            let categories: Vec<String> = store.categories().all().iter().map(|c| c.slug.clone()).collect();
            values.push(("title", article.summary.title));
            values.push(("excerpt", article.summary.excerpt));
            let text = if run.action == AiAction::Translate {
                article.content
            } else {
                strip_html(&article.content)
            };
            values.push(("text", text));
            values.push(("categories", categories.join(", ")));
        }
        AiAction::Summarize => {
            let since = Utc::now() - chrono::Duration::days(7);
            let articles = store.most_read(&run.language, since, 10).await?;
            if articles.is_empty() {
                return Err(Error::invalid(
                    "language",
                    format!("no {} article was published or read in the last 7 days", run.language),
                ));
            }
            let base = &config.public_url;
            let list: Vec<String> = articles
                .iter()
                .map(|a| {
                    format!(
                        "- {} ({base}/{}/article/{}): {}",
                        a.title, run.language, a.id, a.excerpt
                    )
                })
                .collect();
            values.push(("text", list.join("\n")));
        }
    }
    Ok(values)
}

/// Writes what a checked answer makes: a draft for draft and translate (the article id), the
/// result itself for suggest and summarize.
async fn write(
    store: &Store,
    run: &AiRun,
    checked: answer::Checked,
    actor: &Actor,
) -> Result<(Option<i64>, Option<serde_json::Value>)> {
    let draft = match checked {
        answer::Checked::Result(result) => return Ok((None, Some(result))),
        answer::Checked::Article(text) => {
            let base = match run.action {
                AiAction::Translate => {
                    let source = run
                        .source_article_id
                        .ok_or_else(|| Error::invalid("article_id", "no article"))?;
                    store.translation_draft(source).await?
                }
                _ => ArticleDraft {
                    language: Some(run.language.clone()),
                    status: Some("draft".into()),
                    author: Some(AI_SIGNATURE.into()),
                    ..ArticleDraft::default()
                },
            };
            ArticleDraft {
                title: text.title,
                excerpt: Some(text.excerpt),
                content: Some(text.content_html),
                tags: text.tags.or(base.tags.clone()),
                editorial_signature: Some(AI_SIGNATURE.into()),
                trust_score: Some(AI_TRUST_SCORE),
                ..base
            }
        }
    };
    let article = store.create_article(draft, Some(actor)).await?;
    store.mark_ai_draft(article.summary.id, run.id).await?;
    Ok((Some(article.summary.id), None))
}
