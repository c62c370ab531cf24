//! A small XML writer for the feeds: every text and attribute value goes through one escaping
//! function, so a title with `<&>"` can never break a feed or inject markup into it.

/// Text as XML 1.0 (and HTML) accepts it in element content and in quoted attribute values. Characters
/// XML 1.0 forbids outright (control characters other than tab and line breaks, U+FFFE,
/// U+FFFF) cannot be escaped, so they are dropped: a feed reader rejects the whole document
/// over one of them.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if c < ' ' || c == '\u{fffe}' || c == '\u{ffff}' => {}
            c => out.push(c),
        }
    }
    out
}

/// A document written front to back; elements are closed in the order they are opened.
pub struct Xml {
    out: String,
    open: Vec<&'static str>,
}

impl Xml {
    pub fn new() -> Self {
        Self {
            out: String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"),
            open: Vec::new(),
        }
    }

    pub fn open(&mut self, tag: &'static str, attributes: &[(&str, &str)]) -> &mut Self {
        self.start(tag, attributes);
        self.out.push('>');
        self.open.push(tag);
        self
    }

    /// Closes the innermost open element.
    pub fn close(&mut self) -> &mut Self {
        if let Some(tag) = self.open.pop() {
            self.out.push_str("</");
            self.out.push_str(tag);
            self.out.push_str(">\n");
        }
        self
    }

    /// `<tag attributes>text</tag>`.
    pub fn text(&mut self, tag: &'static str, attributes: &[(&str, &str)], text: &str) -> &mut Self {
        self.start(tag, attributes);
        self.out.push('>');
        self.out.push_str(&escape(text));
        self.out.push_str("</");
        self.out.push_str(tag);
        self.out.push('>');
        self
    }

    /// `<tag attributes/>`.
    pub fn empty(&mut self, tag: &'static str, attributes: &[(&str, &str)]) -> &mut Self {
        self.start(tag, attributes);
        self.out.push_str("/>");
        self
    }

    /// The document, with every element still open closed.
    pub fn finish(mut self) -> String {
        while !self.open.is_empty() {
            self.close();
        }
        self.out
    }

    fn start(&mut self, tag: &str, attributes: &[(&str, &str)]) {
        self.out.push('<');
        self.out.push_str(tag);
        for (name, value) in attributes {
            self.out.push(' ');
            self.out.push_str(name);
            self.out.push_str("=\"");
            self.out.push_str(&escape(value));
            self.out.push('"');
        }
    }
}

#[cfg(test)]
mod tests {
    use rstest::rstest;

    use super::*;

    #[rstest]
    #[case("Tom & Jerry", "Tom &amp; Jerry")]
    #[case("<script>\"x\"</script>", "&lt;script&gt;&quot;x&quot;&lt;/script&gt;")]
    #[case("it's", "it&apos;s")]
    #[case("already &amp; escaped", "already &amp;amp; escaped")]
    #[case("bell\u{7} and \u{ffff}", "bell and ")]
    #[case("Știri în\tRomânia\n", "Știri în\tRomânia\n")]
    fn escaping_keeps_documents_well_formed(#[case] text: &str, #[case] escaped: &str) {
        assert_eq!(escape(text), escaped);
    }

    #[test]
    fn elements_nest_and_close_in_order() {
        let mut xml = Xml::new();
        xml.open("a", &[("href", "/x?a=1&b=2")])
            .text("b", &[], "1 < 2")
            .empty("c", &[("v", "\"q\"")]);
        assert_eq!(
            xml.finish(),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a href=\"/x?a=1&amp;b=2\"><b>1 &lt; 2</b><c v=\"&quot;q&quot;\"/></a>\n"
        );
    }
}
