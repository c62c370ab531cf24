//! Which language a reader who asked for a path without one gets (spec §4 Language selection
//! order, answered by the server for readers without JavaScript): the saved `preferredLanguage`
//! cookie, then the browser's Accept-Language, then English.

use axum::http::{HeaderMap, header};
use news_core::domain::Language;

/// The cookie the web app writes when a reader picks a language.
const PREFERENCE_COOKIE: &str = "preferredLanguage";

pub fn preferred(headers: &HeaderMap) -> Language {
    saved_preference(headers)
        .or_else(|| accepted(headers))
        .unwrap_or(Language::En)
}

fn saved_preference(headers: &HeaderMap) -> Option<Language> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|cookies| cookies.split(';'))
        .filter_map(|pair| pair.split_once('='))
        .find(|(name, _)| name.trim() == PREFERENCE_COOKIE)
        .and_then(|(_, value)| value.trim().trim_matches('"').parse().ok())
}

/// The supported language the browser weighs highest (`ro-RO;q=0.9` counts as `ro`); ties go to
/// the one listed first, and `q=0` means "not this one".
fn accepted(headers: &HeaderMap) -> Option<Language> {
    let mut best: Option<(Language, f32)> = None;
    for (tag, weight) in super::files::weighted(headers, header::ACCEPT_LANGUAGE) {
        let Some(language) = tag
            .split('-')
            .next()
            .and_then(|primary| primary.to_ascii_lowercase().parse::<Language>().ok())
        else {
            continue;
        };
        if weight > 0.0 && best.is_none_or(|(_, top)| weight > top) {
            best = Some((language, weight));
        }
    }
    best.map(|(language, _)| language)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;
    use rstest::rstest;

    fn headers(cookie: Option<&str>, accept: Option<&str>) -> HeaderMap {
        let mut headers = HeaderMap::new();
        if let Some(cookie) = cookie {
            headers.insert(header::COOKIE, HeaderValue::from_str(cookie).unwrap());
        }
        if let Some(accept) = accept {
            headers.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_str(accept).unwrap());
        }
        headers
    }

    #[rstest]
    #[case(None, None, Language::En)]
    #[case(None, Some("ro-RO,ro;q=0.9,en;q=0.8"), Language::Ro)]
    #[case(None, Some("de-DE,de;q=0.9,ro;q=0.5,en;q=0.4"), Language::Ro)]
    #[case(None, Some("en-GB,ro;q=0.9"), Language::En)]
    #[case(None, Some("ro;q=0, en;q=0.1"), Language::En)]
    #[case(None, Some("fr, de"), Language::En)]
    #[case(None, Some("RO"), Language::Ro)]
    #[case(Some("theme=dark; preferredLanguage=ro"), Some("en"), Language::Ro)]
    #[case(Some("preferredLanguage=en"), Some("ro"), Language::En)]
    #[case(Some("preferredLanguage=xx"), Some("ro"), Language::Ro)]
    fn the_cookie_wins_then_the_browser_then_english(
        #[case] cookie: Option<&str>,
        #[case] accept: Option<&str>,
        #[case] expected: Language,
    ) {
        assert_eq!(preferred(&headers(cookie, accept)), expected);
    }
}
