//! An answer checked against the shape its template asks for: a JSON object with the right
//! fields (a fenced code block around it is tolerated), HTML sanitised, a category that exists.
//! Anything else is malformed, and the run asks once more.

use serde::Deserialize;
use serde_json::json;

use crate::domain::Categories;
use crate::domain::ai::AiAction;
use crate::domain::text::{sanitize_html, strip_html};

/// What a usable answer gives.
pub enum Checked {
    /// draft and translate: the article's text.
    Article(ArticleText),
    /// suggest and summarize: stored with the run.
    Result(serde_json::Value),
}

#[derive(Deserialize)]
pub struct ArticleText {
    pub title: String,
    pub excerpt: String,
    pub content_html: String,
    #[serde(default)]
    pub tags: Option<Vec<String>>,
}

#[derive(Deserialize)]
struct Suggestions {
    titles: Vec<String>,
    excerpt: String,
    tags: Vec<String>,
    category: String,
}

#[derive(Deserialize)]
struct Summary {
    summary_html: String,
}

pub fn check(action: AiAction, text: &str, categories: &Categories) -> Result<Checked, String> {
    let json = unfenced(text);
    let parse_error = |err: serde_json::Error| format!("not the JSON object asked for ({err})");
    match action {
        AiAction::Draft | AiAction::Translate => {
            let mut article: ArticleText = serde_json::from_str(json).map_err(parse_error)?;
            article.title = strip_html(&article.title).trim().to_owned();
            article.excerpt = strip_html(&article.excerpt).trim().chars().take(300).collect();
            article.content_html = sanitize_html(&article.content_html);
            if article.title.is_empty() || article.title.chars().count() > 300 {
                return Err("the title is empty or too long".into());
            }
            if strip_html(&article.content_html).trim().is_empty() {
                return Err("the article has no text".into());
            }
            article.tags = article.tags.map(|tags| {
                tags.into_iter()
                    .map(|t| t.trim().to_owned())
                    .filter(|t| !t.is_empty())
                    .take(10)
                    .collect()
            });
            Ok(Checked::Article(article))
        }
        AiAction::Suggest => {
            let suggestions: Suggestions = serde_json::from_str(json).map_err(parse_error)?;
            let category = categories.normalize(&suggestions.category);
            if !categories.is_canonical(&category) {
                return Err(format!("{:?} is not one of the categories", suggestions.category));
            }
            let titles: Vec<String> = suggestions
                .titles
                .iter()
                .map(|t| strip_html(t).trim().to_owned())
                .filter(|t| !t.is_empty())
                .collect();
            if titles.is_empty() {
                return Err("no title was suggested".into());
            }
            Ok(Checked::Result(json!({
                "titles": titles,
                "excerpt": strip_html(&suggestions.excerpt).trim().chars().take(300).collect::<String>(),
                "tags": suggestions.tags.iter().map(|t| t.trim()).filter(|t| !t.is_empty()).take(10).collect::<Vec<_>>(),
                "category": category,
            })))
        }
        AiAction::Summarize => {
            let summary: Summary = serde_json::from_str(json).map_err(parse_error)?;
            let html = sanitize_html(&summary.summary_html);
            if strip_html(&html).trim().is_empty() {
                return Err("the summary is empty".into());
            }
            Ok(Checked::Result(json!({ "summary_html": html })))
        }
    }
}

/// The JSON inside a ```json … ``` block, or the text itself.
fn unfenced(text: &str) -> &str {
    let trimmed = text.trim();
    trimmed
        .strip_prefix("```json")
        .or_else(|| trimmed.strip_prefix("```"))
        .and_then(|rest| rest.trim_end().strip_suffix("```"))
        .map_or(trimmed, str::trim)
}
