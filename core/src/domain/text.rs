//! Text rules: HTML sanitising, reading time, slugs and the plain text that search indexes.

use std::sync::LazyLock;

/// Spec §5: reading time is estimated at 200 words per minute, minimum 1.
pub fn reading_time_minutes(html: &str) -> i64 {
    let words = strip_html(html).split_whitespace().count() as i64;
    (words / 200).max(1)
}

/// The embeds an editor may place (YouTube videos and posts on X, by URL); the site's CSP
/// `frame-src` allows exactly these origins.
pub const EMBED_SOURCES: [&str; 2] = [
    "https://www.youtube-nocookie.com/embed/",
    "https://platform.twitter.com/embed/Tweet.html?id=",
];

static SANITIZER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(|| {
    let mut builder = ammonia::Builder::default();
    builder
        .add_tags(["figure", "figcaption", "iframe"])
        .add_tag_attributes("iframe", ["src", "title", "allowfullscreen"])
        .add_tag_attributes("img", ["loading"])
        .url_schemes(["http", "https", "mailto"].into_iter().collect())
        .link_rel(Some("noopener noreferrer"))
        .attribute_filter(|element, attribute, value| {
            let embeddable = element != "iframe"
                || attribute != "src"
                || EMBED_SOURCES.iter().any(|source| value.starts_with(source));
            embeddable.then_some(value.into())
        });
    builder
});

/// Passes of the sanitiser at most: the HTML parser mends some markup into a tree whose
/// serialisation parses differently again (an `<a>` left inside another), so one pass is not
/// always its own fixed point. Generated input settles within two.
const SANITIZE_PASSES: usize = 4;

/// Editors' HTML as it may be stored: no scripts, no event handlers, no `javascript:` URLs, no
/// frames but the embeds of `EMBED_SOURCES`. Sanitising the result again changes nothing.
pub fn sanitize_html(html: &str) -> String {
    let mut clean = SANITIZER.clean(html).to_string();
    for _ in 1..SANITIZE_PASSES {
        let again = SANITIZER.clean(&clean).to_string();
        if again == clean {
            break;
        }
        clean = again;
    }
    clean
}

/// Plain text made safe to put in HTML, as element text or a quoted attribute.
pub fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The visible text of an HTML fragment, for search and word counts. The input was sanitised on
/// write, so a tag scanner is enough; entities that matter for words are decoded.
pub fn strip_html(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => {
                in_tag = true;
                out.push(' ');
            }
            '>' if in_tag => in_tag = false,
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// A URL slug of a title: lowercase ASCII words joined by dashes, Romanian letters folded.
pub fn slugify(title: &str) -> String {
    let mut slug = String::with_capacity(title.len());
    for c in title.chars().flat_map(char::to_lowercase) {
        let c = fold_romanian(c);
        if c.is_ascii_alphanumeric() {
            slug.push(c);
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
        if slug.len() >= 80 {
            break;
        }
    }
    let slug = slug.trim_end_matches('-');
    if slug.is_empty() { "article".into() } else { slug.into() }
}

/// Folds the Romanian letters, in both the cedilla and the comma-below forms, to ASCII.
pub fn fold_romanian(c: char) -> char {
    match c {
        'ă' | 'â' | 'á' | 'à' | 'ä' => 'a',
        'î' | 'í' => 'i',
        'ș' | 'ş' => 's',
        'ț' | 'ţ' => 't',
        'é' | 'è' | 'ë' => 'e',
        'ó' | 'ö' => 'o',
        'ú' | 'ü' => 'u',
        other => other,
    }
}

#[cfg(test)]
mod fuzz;

#[cfg(test)]
mod tests {
    use super::*;
    use rstest::rstest;

    #[rstest]
    #[case::empty("", 1)]
    #[case::short("<p>one two three</p>", 1)]
    #[case::exactly_two_minutes(&"word ".repeat(400), 2)]
    #[case::rounds_down(&"word ".repeat(599), 2)]
    fn reading_time_is_200_words_a_minute_minimum_one(#[case] html: &str, #[case] minutes: i64) {
        assert_eq!(reading_time_minutes(html), minutes);
    }

    #[test]
    fn sanitizing_removes_scripts_handlers_and_javascript_urls() {
        let dirty = r#"<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">l</a><img src="https://e.org/a.png" onerror="x()"></p>"#;
        let clean = sanitize_html(dirty);
        assert!(!clean.contains("script"), "{clean}");
        assert!(!clean.contains("onclick"), "{clean}");
        assert!(!clean.contains("onerror"), "{clean}");
        assert!(!clean.contains("javascript:"), "{clean}");
        assert!(clean.contains("https://e.org/a.png"), "{clean}");
    }

    #[test]
    fn only_the_known_embeds_keep_their_frame_source() {
        let youtube = r#"<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube video" allowfullscreen=""></iframe>"#;
        assert_eq!(sanitize_html(youtube), youtube);
        let post = r#"<iframe src="https://platform.twitter.com/embed/Tweet.html?id=20" title="Post on X"></iframe>"#;
        assert_eq!(sanitize_html(post), post);
        for hostile in [
            r#"<iframe src="https://evil.example/embed/"></iframe>"#,
            r#"<iframe src="https://www.youtube-nocookie.com.evil.example/embed/x"></iframe>"#,
            r#"<iframe src="javascript:alert(1)"></iframe>"#,
        ] {
            assert!(!sanitize_html(hostile).contains("src"), "{hostile}");
        }
    }

    #[test]
    fn sanitizing_is_idempotent() {
        let once = sanitize_html("<p>A &amp; B <a href=\"https://x.org\">x</a></p>");
        assert_eq!(sanitize_html(&once), once);
    }

    #[rstest]
    #[case("Guvernul aprobă bugetul pe 2027", "guvernul-aproba-bugetul-pe-2027")]
    #[case("Știri: țară, şcoală și ţânțari!", "stiri-tara-scoala-si-tantari")]
    #[case("   ", "article")]
    fn slugs_are_ascii(#[case] title: &str, #[case] slug: &str) {
        assert_eq!(slugify(title), slug);
    }

    #[test]
    fn stripping_html_keeps_words_apart() {
        assert_eq!(
            strip_html("<p>a</p><p>b &amp; c</p>")
                .split_whitespace()
                .collect::<Vec<_>>(),
            ["a", "b", "&", "c"]
        );
    }
}
