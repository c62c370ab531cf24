//! The app shell with an article's or an episode's head filled in, for one published after the
//! last site build: the browser renders the page from the API, and a crawler (or a link preview) reading
//! only the HTML still sees its title, description, image and canonical address.

use news_core::domain::Article;
use news_core::domain::podcast::Episode;
use news_core::domain::text::strip_html;
use news_core::feeds::escape;

/// What the head of a page says about it.
pub struct PageMeta {
    pub language: &'static str,
    pub title: String,
    pub description: String,
    pub canonical_url: String,
    pub image_url: Option<String>,
}

impl PageMeta {
    pub fn article(article: &Article, site_name: &str, public_url: &str) -> Self {
        let summary = &article.summary;
        Self {
            language: summary.language.code(),
            title: format!("{} | {site_name}", summary.title),
            description: summary.excerpt.clone(),
            canonical_url: format!("{public_url}{}", super::article_path(summary)),
            image_url: absolute(&summary.image_url, public_url),
        }
    }

    /// An episode's page: its description's opening as the page's.
    pub fn episode(episode: &Episode, site_name: &str, public_url: &str) -> Self {
        let text = strip_html(&episode.description)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let description = match text.char_indices().nth(DESCRIPTION_CHARS) {
            Some((cut, _)) => format!("{}…", text[..cut].trim_end()),
            None => text,
        };
        Self {
            language: episode.language.code(),
            title: format!("{} | {site_name}", episode.title),
            description,
            canonical_url: format!("{public_url}{}", episode.path()),
            image_url: absolute(episode.image_url.as_deref().unwrap_or_default(), public_url),
        }
    }
}

/// How much of an episode's description its page's description keeps (search engines show
/// about this much).
const DESCRIPTION_CHARS: usize = 160;

/// An image's absolute address, none for none.
fn absolute(image: &str, public_url: &str) -> Option<String> {
    (!image.is_empty()).then(|| {
        if image.starts_with("http://") || image.starts_with("https://") {
            image.to_string()
        } else {
            format!("{public_url}/{}", image.trim_start_matches('/'))
        }
    })
}

/// `shell` with `<html lang>`, its title replaced and the page's tags added to the head. The
/// shell is the build's own `index.html`: when it has no `</head>` it is returned unchanged.
pub fn fill(shell: &str, meta: &PageMeta) -> String {
    let Some(head_end) = shell.find("</head>") else {
        return shell.to_string();
    };
    let (head, body) = shell.split_at(head_end);
    let head = replace_first(head, "<title", "</title>", "");
    let head = replace_first(&head, "<meta name=\"description\"", ">", "");
    let head = replace_first(
        &head,
        "<html",
        ">",
        &format!("<html lang=\"{}\">", escape(meta.language)),
    );
    let mut tags = String::new();
    let mut add = |tag: &str, attribute: &str, name: &str, value: &str| {
        tags.push_str(&format!(
            "<{tag} {attribute}=\"{name}\" {}=\"{}\">",
            value_attribute(tag),
            escape(value)
        ));
    };
    add("meta", "name", "description", &meta.description);
    add("meta", "property", "og:type", "article");
    add("meta", "property", "og:title", &meta.title);
    add("meta", "property", "og:description", &meta.description);
    add("meta", "property", "og:url", &meta.canonical_url);
    add("meta", "name", "twitter:card", "summary_large_image");
    add("meta", "name", "twitter:title", &meta.title);
    add("meta", "name", "twitter:description", &meta.description);
    if let Some(image) = &meta.image_url {
        add("meta", "property", "og:image", image);
        add("meta", "name", "twitter:image", image);
    }
    add("link", "rel", "canonical", &meta.canonical_url);
    format!("{head}<title>{}</title>{tags}{body}", escape(&meta.title))
}

fn value_attribute(tag: &str) -> &'static str {
    if tag == "link" { "href" } else { "content" }
}

/// `html` with the first text that starts with `start` and ends at the next `end` replaced.
fn replace_first(html: &str, start: &str, end: &str, replacement: &str) -> String {
    let Some(from) = html.find(start) else {
        return html.to_string();
    };
    match html[from..].find(end) {
        Some(length) => format!("{}{replacement}{}", &html[..from], &html[from + length + end.len()..]),
        None => html.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHELL: &str = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"UTF-8\"><title>News</title>\
        <meta name=\"description\" content=\"Site\"><script type=\"module\" src=\"/assets/a.js\"></script></head>\
        <body><div id=\"root\"></div></body></html>";

    fn meta(title: &str) -> PageMeta {
        PageMeta {
            language: "ro",
            title: title.into(),
            description: "Un rezumat \"scurt\"".into(),
            canonical_url: "https://news.example/ro/article/4/titlu".into(),
            image_url: Some("https://news.example/media/a.svg".into()),
        }
    }

    #[test]
    fn the_head_names_the_article_once() {
        let html = fill(SHELL, &meta("Titlu | Știri"));
        assert_eq!(html.matches("<title>").count(), 1);
        assert!(html.contains("<title>Titlu | Știri</title>"));
        assert_eq!(html.matches("name=\"description\"").count(), 1);
        assert!(html.contains("<meta name=\"description\" content=\"Un rezumat &quot;scurt&quot;\">"));
        assert!(html.contains("<link rel=\"canonical\" href=\"https://news.example/ro/article/4/titlu\">"));
        assert!(html.contains("<meta property=\"og:image\" content=\"https://news.example/media/a.svg\">"));
        assert!(html.starts_with("<!DOCTYPE html><html lang=\"ro\"><head>"));
        assert!(html.contains("<script type=\"module\" src=\"/assets/a.js\"></script>"));
        assert!(html.ends_with("<body><div id=\"root\"></div></body></html>"));
    }

    #[test]
    fn markup_in_a_title_stays_text() {
        let html = fill(SHELL, &meta("</title><script>alert(1)</script>"));
        assert!(!html.contains("<script>alert(1)"));
        assert!(html.contains("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>"));
    }

    #[test]
    fn a_shell_without_a_head_is_left_alone() {
        assert_eq!(fill("<p>x</p>", &meta("T")), "<p>x</p>");
    }
}
