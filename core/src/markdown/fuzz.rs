//! Markdown articles with front matter under generated input (issue 14, parsers under fuzzing):
//! any text is refused or read without a panic, and a title survives the trip through YAML
//! whatever its characters. `PROPTEST_CASES` sets how many inputs.

use proptest::prelude::*;

use super::parse_article;

/// Documents made of the pieces the reader splits on and YAML and Markdown are written with.
fn document() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        prop::sample::select(vec![
            "---",
            "\n",
            "\r\n",
            "\u{feff}",
            "title: ",
            "content: x",
            "tags: [a, b",
            "]",
            ": ",
            "- ",
            "  ",
            "'",
            "\"",
            "&anchor",
            "*anchor",
            "!!binary",
            "{",
            "}",
            "# ",
            "```",
            "|",
            "> ",
            "<script>",
            "[x](javascript:y)",
            "ș",
        ])
        .prop_map(str::to_string),
        "\\PC{0,10}",
    ];
    prop::collection::vec(piece, 0..30).prop_map(|pieces| pieces.concat())
}

proptest! {
    #[test]
    fn any_text_is_refused_or_read_without_a_panic(text in document()) {
        let _ = parse_article(&text);
        let _ = parse_article(&format!("---\n{text}"));
    }

    #[test]
    fn a_title_of_any_characters_comes_back(title in "\\PC{1,60}", body in "\\PC{0,80}") {
        // JSON's quoting is YAML's, except that YAML (1.1, as serde_yaml reads it) takes the
        // line and paragraph separators for line breaks, which JSON writes as they are.
        let yaml_title = serde_json::to_string(&title)
            .unwrap()
            .replace('\u{2028}', "\\u2028")
            .replace('\u{2029}', "\\u2029");
        let draft = parse_article(&format!("---\ntitle: {yaml_title}\n---\n{body}\n")).unwrap();
        prop_assert_eq!(draft.title, title);
        prop_assert!(draft.content.is_some());
    }
}
