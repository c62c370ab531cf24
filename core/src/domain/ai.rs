//! AI Studio's runs: what an editor asked the AI provider for, and what came of it.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub use crate::domain::automation::RunStatus;
use crate::{Error, Result};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AiAction {
    /// An article drafted from notes or pasted source text.
    Draft,
    /// An article translated into the other language, as its linked draft.
    Translate,
    /// Titles, an excerpt, tags and a category suggested for an article.
    Suggest,
    /// The week's most read articles summarised for the newsletter digest.
    Summarize,
}

impl AiAction {
    pub const ALL: [AiAction; 4] = [Self::Draft, Self::Translate, Self::Suggest, Self::Summarize];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Draft => "draft",
            Self::Translate => "translate",
            Self::Suggest => "suggest",
            Self::Summarize => "summarize",
        }
    }
}

impl std::str::FromStr for AiAction {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self> {
        Self::ALL
            .into_iter()
            .find(|action| action.as_str() == text)
            .ok_or_else(|| Error::invalid("action", "the action must be draft, translate, suggest or summarize"))
    }
}

/// What an editor asks AI Studio for.
#[derive(Clone, Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AiRequest {
    pub action: AiAction,
    /// The language to write in (draft, summarize); a translation goes into the article's other
    /// language, suggestions follow the article's.
    #[serde(default)]
    pub language: Option<String>,
    /// neutral (the default), formal, conversational or explanatory.
    #[serde(default)]
    pub tone: Option<String>,
    /// draft: the notes or the source text (20 to 20,000 characters).
    #[serde(default)]
    pub text: Option<String>,
    /// translate and suggest: the article.
    #[serde(default)]
    pub article_id: Option<i64>,
}

pub const TONES: [&str; 4] = ["neutral", "formal", "conversational", "explanatory"];

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct AiRun {
    pub id: i64,
    pub action: AiAction,
    pub status: RunStatus,
    pub language: String,
    pub tone: String,
    pub source_article_id: Option<i64>,
    /// The text streamed from the provider so far (the whole answer once finished).
    pub partial: String,
    /// suggest and summarize: the checked answer.
    #[schema(value_type = Option<Object>)]
    pub result: Option<serde_json::Value>,
    /// draft and translate: the draft written.
    pub article_id: Option<i64>,
    pub model: Option<String>,
    pub prompt_version: Option<i64>,
    pub prompt_tokens: i64,
    pub completion_tokens: i64,
    pub error: Option<String>,
    pub requested_by: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub finished_at: Option<DateTime<Utc>>,
}
