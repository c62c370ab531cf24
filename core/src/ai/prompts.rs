//! The prompt templates (`core/prompts/{action}.{language}.txt`), built into the binary so a
//! run always uses the version it records. A template starts with `version: N`, then a
//! `=== system` and a `=== user` part; `{{name}}` is replaced by the run's values.

use super::provider::Message;
use crate::domain::Language;
use crate::domain::ai::AiAction;

const TEMPLATES: [(AiAction, Language, &str); 8] = [
    (
        AiAction::Draft,
        Language::En,
        include_str!("../../prompts/draft.en.txt"),
    ),
    (
        AiAction::Draft,
        Language::Ro,
        include_str!("../../prompts/draft.ro.txt"),
    ),
    (
        AiAction::Translate,
        Language::En,
        include_str!("../../prompts/translate.en.txt"),
    ),
    (
        AiAction::Translate,
        Language::Ro,
        include_str!("../../prompts/translate.ro.txt"),
    ),
    (
        AiAction::Suggest,
        Language::En,
        include_str!("../../prompts/suggest.en.txt"),
    ),
    (
        AiAction::Suggest,
        Language::Ro,
        include_str!("../../prompts/suggest.ro.txt"),
    ),
    (
        AiAction::Summarize,
        Language::En,
        include_str!("../../prompts/summarize.en.txt"),
    ),
    (
        AiAction::Summarize,
        Language::Ro,
        include_str!("../../prompts/summarize.ro.txt"),
    ),
];

/// A template filled in: the messages to send and the template's version.
pub struct Prompt {
    pub version: i64,
    pub messages: Vec<Message>,
}

/// The template of `action` in `language`, with `values` put in.
pub fn prompt(action: AiAction, language: Language, values: &[(&str, &str)]) -> Prompt {
    let template = TEMPLATES
        .iter()
        .find(|(a, l, _)| *a == action && *l == language)
        .map(|(_, _, text)| *text)
        .expect("a template for every action and language");
    let (version, system, user) = parse(template);
    let fill = |text: &str| {
        values.iter().fold(text.to_owned(), |text, (name, value)| {
            text.replace(&format!("{{{{{name}}}}}"), value)
        })
    };
    Prompt {
        version,
        messages: vec![
            Message {
                role: "system",
                content: fill(system),
            },
            Message {
                role: "user",
                content: fill(user),
            },
        ],
    }
}

fn parse(template: &str) -> (i64, &str, &str) {
    let (head, rest) = template.split_once("=== system\n").expect("a system part");
    let (system, user) = rest.split_once("=== user\n").expect("a user part");
    let version = head
        .trim()
        .strip_prefix("version:")
        .and_then(|v| v.trim().parse().ok())
        .expect("a version line");
    (version, system.trim(), user.trim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_template_parses_and_takes_its_values() {
        for (action, language, template) in TEMPLATES {
            let (version, system, user) = parse(template);
            assert!(
                version >= 1 && !system.is_empty() && user.contains("JSON"),
                "{action:?} {language:?}"
            );
            let filled = prompt(action, language, &[("text", "THE TEXT"), ("tone", "calm")]);
            assert!(
                filled.messages[1].content.contains("THE TEXT"),
                "{action:?} {language:?}"
            );
            assert!(!filled.messages[1].content.contains("{{text}}"));
        }
    }
}
