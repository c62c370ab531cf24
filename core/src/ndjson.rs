//! NDJSON, one article per line: the export and import format of `newsctl article`.

use std::io::{BufRead, Write};

use crate::domain::{Article, ArticleDraft};
use crate::{Error, Result};

pub fn write_article(out: &mut impl Write, article: &Article) -> Result<()> {
    serde_json::to_writer(&mut *out, article).map_err(|e| Error::io("cannot write article", e.into()))?;
    out.write_all(b"\n").map_err(|e| Error::io("cannot write article", e))
}

/// Reads every line; a line that is not an article fails the whole read with its line number,
/// so that an import never starts from a file it cannot finish.
pub fn read_drafts(input: impl BufRead) -> Result<Vec<ArticleDraft>> {
    let mut drafts = Vec::new();
    for (number, line) in input.lines().enumerate() {
        let line = line.map_err(|e| Error::io("cannot read input", e))?;
        if line.trim().is_empty() {
            continue;
        }
        let draft =
            serde_json::from_str(&line).map_err(|e| Error::invalid("input", format!("line {}: {e}", number + 1)))?;
        drafts.push(draft);
    }
    Ok(drafts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_line_is_reported_by_number() {
        let err = read_drafts("{\"title\":\"a\"}\n\nnot json\n".as_bytes()).unwrap_err();
        assert!(err.to_string().contains("line 3"), "{err}");
    }
}
