//! Articles written as Markdown with YAML front matter (the fields of the JSON form), for
//! `newsctl article create --file story.md`.

use pulldown_cmark::{Options, Parser, html};

use crate::domain::ArticleDraft;
use crate::{Error, Result};

pub fn parse_article(text: &str) -> Result<ArticleDraft> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let rest = text
        .strip_prefix("---\n")
        .or_else(|| text.strip_prefix("---\r\n"))
        .ok_or_else(|| {
            Error::invalid(
                "file",
                "a Markdown article starts with a front matter block between --- lines",
            )
        })?;
    let end = rest
        .find("\n---")
        .ok_or_else(|| Error::invalid("file", "the front matter block is not closed by a --- line"))?;
    let (front, body) = (&rest[..end], &rest[end + 4..]);
    let body = body.trim_start_matches(['\r', '\n']);
    let mut draft: ArticleDraft =
        serde_yaml::from_str(front).map_err(|e| Error::invalid("front matter", e.to_string()))?;
    if draft.content.is_some() {
        return Err(Error::invalid(
            "content",
            "a Markdown article has its content below the front matter, not in it",
        ));
    }
    let mut rendered = String::new();
    html::push_html(
        &mut rendered,
        Parser::new_ext(body, Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH),
    );
    draft.content = Some(rendered);
    Ok(draft)
}

#[cfg(test)]
mod fuzz;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn front_matter_and_body_become_a_draft() {
        let draft =
            parse_article("---\ntitle: Hello\nlanguage: ro\ntags: [a, b]\n---\n\n# Heading\n\nSome *text*.\n").unwrap();
        assert_eq!(draft.title, "Hello");
        assert_eq!(draft.language.as_deref(), Some("ro"));
        assert_eq!(draft.tags, Some(vec!["a".into(), "b".into()]));
        let content = draft.content.unwrap();
        assert!(
            content.contains("<h1>Heading</h1>") && content.contains("<em>text</em>"),
            "{content}"
        );
    }

    #[test]
    fn a_file_without_front_matter_is_refused() {
        assert!(
            parse_article("# Just markdown")
                .unwrap_err()
                .to_string()
                .contains("front matter")
        );
    }
}
