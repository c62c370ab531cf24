//! Per-language analysis: words lowercased, diacritics folded (so Romanian matches with or
//! without them, in the cedilla and the comma-below forms alike), then stemmed. Folding comes
//! before stemming so that a query typed without diacritics stems exactly like the text.

use tantivy::Index;
use tantivy::tokenizer::{
    AsciiFoldingFilter, Language, LowerCaser, RemoveLongFilter, SimpleTokenizer, Stemmer, TextAnalyzer,
};

pub const ENGLISH: &str = "news_en";
pub const ROMANIAN: &str = "news_ro";

fn analyzer(language: Language) -> TextAnalyzer {
    TextAnalyzer::builder(SimpleTokenizer::default())
        .filter(RemoveLongFilter::limit(60))
        .filter(LowerCaser)
        .filter(AsciiFoldingFilter)
        .filter(Stemmer::new(language))
        .build()
}

pub fn register(index: &Index) {
    index.tokenizers().register(ENGLISH, analyzer(Language::English));
    index.tokenizers().register(ROMANIAN, analyzer(Language::Romanian));
}

#[cfg(test)]
mod tests {
    use super::*;
    use tantivy::tokenizer::TokenStream;

    fn tokens(language: Language, text: &str) -> Vec<String> {
        let mut analyzer = analyzer(language);
        let mut stream = analyzer.token_stream(text);
        let mut out = Vec::new();
        while stream.advance() {
            out.push(stream.token().text.clone());
        }
        out
    }

    #[test]
    fn romanian_matches_with_and_without_diacritics_in_both_forms() {
        let comma = tokens(Language::Romanian, "știrile țării");
        assert_eq!(tokens(Language::Romanian, "ştirile ţării"), comma, "cedilla forms");
        assert_eq!(tokens(Language::Romanian, "stirile tarii"), comma, "no diacritics");
        assert_eq!(tokens(Language::Romanian, "ȘTIRILE ȚĂRII"), comma, "upper case");
    }

    #[test]
    fn english_is_stemmed() {
        assert_eq!(
            tokens(Language::English, "elections"),
            tokens(Language::English, "election")
        );
    }
}
