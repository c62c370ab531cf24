//! The HTML sanitiser under generated input (issue 14, parsers under fuzzing): fragments built
//! from the pieces attacks are made of. Sanitising twice changes nothing, and nothing that runs
//! script survives. `PROPTEST_CASES` sets how many inputs: 256 in the test command, more in the
//! benchmark.

use proptest::prelude::*;

use super::{EMBED_SOURCES, sanitize_html};

/// Pieces of hostile and ordinary HTML, joined in any order: tags cut in the middle, quotes and
/// entities that change where an attribute ends, every way to name a script.
fn fragment() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "<script>",
        "</script>",
        "<SCRIPT SRC=//x>",
        "<scr<script>ipt>",
        "<img src=x onerror=alert(1)>",
        "<a href=\"javascript:alert(1)\">",
        "<a href=\"JaVaScRiPt:alert(1)\">",
        "<a href=\"&#106;avascript:x\">",
        "<a href=\"java\tscript:x\">",
        "<a href=\"https://example.org\">",
        "</a>",
        "<p>",
        "</p>",
        "<b>",
        "<iframe src=\"https://www.youtube.com/embed/x\">",
        "<iframe src=\"https://www.youtube-nocookie.com/embed/x\">",
        "<iframe src=\"https://evil.example/\">",
        "</iframe>",
        "<svg onload=alert(1)>",
        "<math><mi>",
        "<style>",
        "</style>",
        "<!--",
        "-->",
        "<![CDATA[",
        "]]>",
        "<div style=\"x\" onclick='y'>",
        "<img src=\"data:text/html,x\">",
        "\"",
        "'",
        "<",
        ">",
        "&",
        "&lt;",
        "&amp;",
        "&#60;",
        "=",
        " ",
        "\n",
        "text",
        "ș",
        "<br/>",
        "<table><tr><td>",
        "<form action=javascript:x>",
        "<input autofocus onfocus=x>",
        "<object data=x>",
        "<embed src=x>",
        "<base href=//x>",
        "<meta http-equiv=refresh>",
        "<template>",
        "<noscript>",
    ]);
    prop::collection::vec(prop_oneof![pieces.prop_map(str::to_string), "[ -~]{0,8}"], 0..24)
        .prop_map(|parts| parts.concat())
}

/// Every start tag of sanitised output with its attributes (names lower case, values raw).
fn tags(html: &str) -> Vec<(String, Vec<(String, String)>)> {
    let mut found = Vec::new();
    let mut rest = html;
    while let Some(start) = rest.find('<') {
        rest = &rest[start + 1..];
        let end = rest.find('>').unwrap_or(rest.len());
        let tag = &rest[..end];
        rest = &rest[end..];
        if tag.starts_with('/') || tag.starts_with('!') {
            continue;
        }
        // An iframe's content is raw text to a browser, never markup.
        if tag.to_ascii_lowercase().starts_with("iframe") {
            let close = rest.to_ascii_lowercase().find("</iframe").unwrap_or(rest.len());
            rest = &rest[close..];
        }
        let mut words = tag.trim_end_matches('/').splitn(2, char::is_whitespace);
        let name = words.next().unwrap_or_default().to_ascii_lowercase();
        let mut attributes = Vec::new();
        let mut attrs = words.next().unwrap_or_default();
        while let Some(eq) = attrs.find("=\"") {
            let attr_name = attrs[..eq].trim().to_ascii_lowercase();
            let value_end = attrs[eq + 2..].find('"').map_or(attrs.len(), |i| eq + 2 + i);
            attributes.push((attr_name, attrs[eq + 2..value_end].to_string()));
            attrs = attrs.get(value_end + 1..).unwrap_or_default();
        }
        found.push((name, attributes));
    }
    found
}

proptest! {
    #[test]
    fn sanitising_twice_changes_nothing(html in fragment()) {
        let once = sanitize_html(&html);
        prop_assert_eq!(sanitize_html(&once), once);
    }

    #[test]
    fn nothing_that_runs_script_survives(html in fragment()) {
        let clean = sanitize_html(&html);
        for (name, attributes) in tags(&clean) {
            prop_assert!(
                !["script", "style", "svg", "math", "form", "input", "object", "embed", "base", "meta", "template"]
                    .contains(&name.as_str()),
                "<{}> survived in {:?}", name, clean
            );
            for (attribute, value) in attributes {
                prop_assert!(!attribute.starts_with("on"), "{} survived in {:?}", attribute, clean);
                let scheme: String = value.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_lowercase();
                prop_assert!(
                    !(attribute == "href" || attribute == "src") || !(scheme.starts_with("javascript:") || scheme.starts_with("data:")),
                    "{}={:?} survived in {:?}", attribute, value, clean
                );
                prop_assert!(
                    name != "iframe" || attribute != "src" || EMBED_SOURCES.iter().any(|source| value.starts_with(source)),
                    "an iframe of {:?} survived", value
                );
            }
        }
    }
}
