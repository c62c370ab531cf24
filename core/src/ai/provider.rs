//! The AI provider: any server of the OpenAI chat-completions protocol (OpenAI, Azure OpenAI,
//! Ollama, vLLM, llama.cpp's server, LM Studio). Answers are streamed (server-sent events), so
//! the newsroom watches the text come; a 429 is waited out as its Retry-After asks, twice at
//! most. The key goes in the Authorization header only, and into no log or error.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::config::Secret;
use crate::{Config, Error, Result};

/// Waits on a 429 longer than this are not made: the run fails with the provider's reason.
const MAX_RETRY_AFTER: Duration = Duration::from_secs(30);
const RATE_LIMIT_RETRIES: usize = 2;

#[derive(Clone, Debug)]
pub struct Provider {
    base_url: String,
    model: String,
    key: Option<Secret>,
    client: reqwest::Client,
}

#[derive(Clone, Debug, Serialize)]
pub struct Message {
    pub role: &'static str,
    pub content: String,
}

/// A whole answer and what it cost.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Completion {
    pub text: String,
    pub prompt_tokens: i64,
    pub completion_tokens: i64,
}

#[derive(Deserialize)]
struct Chunk {
    #[serde(default)]
    choices: Vec<ChunkChoice>,
    usage: Option<Usage>,
}

#[derive(Deserialize)]
struct ChunkChoice {
    #[serde(default)]
    delta: Delta,
}

#[derive(Default, Deserialize)]
struct Delta {
    content: Option<String>,
}

#[derive(Deserialize)]
struct Usage {
    prompt_tokens: i64,
    completion_tokens: i64,
}

impl Provider {
    /// The configured provider; `None` when AI Studio has none.
    pub fn from_config(config: &Config) -> Result<Option<Self>> {
        let Some(base_url) = &config.ai_base_url else {
            return Ok(None);
        };
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(config.ai_timeout_secs.max(1)))
            .build()
            .map_err(|e| Error::Config(format!("NEWS_AI_BASE_URL: {e}")))?;
        Ok(Some(Self {
            base_url: base_url.clone(),
            model: config.ai_model.clone(),
            key: config.ai_api_key.clone(),
            client,
        }))
    }

    pub fn model(&self) -> &str {
        &self.model
    }

    /// Asks for an answer to `messages`, calling `on_text` with each piece as it streams in.
    pub async fn complete(&self, messages: &[Message], mut on_text: impl FnMut(&str)) -> Result<Completion> {
        let body = json!({
            "model": self.model,
            "messages": messages,
            "stream": true,
            "stream_options": { "include_usage": true },
            "temperature": 0.4,
        });
        let mut retries = 0;
        let mut response = loop {
            let mut request = self
                .client
                .post(format!("{}/chat/completions", self.base_url))
                .json(&body);
            if let Some(key) = &self.key {
                request = request.bearer_auth(key.expose());
            }
            let response = request.send().await.map_err(|e| upstream(&e))?;
            if response.status() != reqwest::StatusCode::TOO_MANY_REQUESTS || retries == RATE_LIMIT_RETRIES {
                break response;
            }
            let wait = retry_after(&response).unwrap_or(Duration::from_secs(2));
            if wait > MAX_RETRY_AFTER {
                break response;
            }
            retries += 1;
            tracing::info!(
                wait_ms = wait.as_millis() as u64,
                "the AI provider is busy; waiting as it asked"
            );
            tokio::time::sleep(wait).await;
        };
        let status = response.status();
        if !status.is_success() {
            let text = response.text().await.unwrap_or_default();
            let message = serde_json::from_str::<serde_json::Value>(&text)
                .ok()
                .and_then(|v| v["error"]["message"].as_str().map(str::to_owned))
                .unwrap_or_else(|| text.chars().take(200).collect());
            return Err(Error::Upstream(format!("the AI provider answered {status}: {message}")));
        }
        let mut completion = Completion::default();
        let mut pending = String::new();
        while let Some(bytes) = response.chunk().await.map_err(|e| upstream(&e))? {
            pending.push_str(&String::from_utf8_lossy(&bytes));
            while let Some(end) = pending.find('\n') {
                let line = pending[..end].trim().to_owned();
                pending.drain(..=end);
                let Some(data) = line.strip_prefix("data:").map(str::trim) else {
                    continue;
                };
                if data == "[DONE]" {
                    return Ok(completion);
                }
                let chunk: Chunk = serde_json::from_str(data)
                    .map_err(|e| Error::Upstream(format!("the AI provider sent an unreadable event: {e}")))?;
                for choice in chunk.choices {
                    if let Some(text) = choice.delta.content.filter(|text| !text.is_empty()) {
                        on_text(&text);
                        completion.text.push_str(&text);
                    }
                }
                if let Some(usage) = chunk.usage {
                    completion.prompt_tokens = usage.prompt_tokens;
                    completion.completion_tokens = usage.completion_tokens;
                }
            }
        }
        Ok(completion)
    }
}

/// The provider's error without the request (whose headers hold the key).
fn upstream(err: &reqwest::Error) -> Error {
    let what = if err.is_timeout() {
        "did not answer in time"
    } else if err.is_connect() {
        "cannot be reached"
    } else {
        "failed"
    };
    Error::Upstream(format!("the AI provider {what}"))
}

fn retry_after(response: &reqwest::Response) -> Option<Duration> {
    let seconds: u64 = response
        .headers()
        .get("retry-after")?
        .to_str()
        .ok()?
        .trim()
        .parse()
        .ok()?;
    Some(Duration::from_secs(seconds))
}
