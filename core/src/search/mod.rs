//! The embedded full-text index (tantivy): a derived artifact under the data directory, never
//! the source of truth. It follows the database through the search outbox; its commit payload
//! records how far, so the index and its cursor are always saved together.

mod analysis;

use std::collections::HashSet;
use std::path::Path;
use std::sync::atomic::{AtomicI64, Ordering};

use tantivy::collector::{Collector, SegmentCollector, TopDocs};
use tantivy::query::{AllQuery, BooleanQuery, Occur, Query, QueryParser, TermQuery, Weight};
use tantivy::schema::{
    FAST, Field, INDEXED, IndexRecordOption, STORED, STRING, Schema, TextFieldIndexing, TextOptions,
};
use tantivy::{
    DocId, DocSet, Index, IndexReader, IndexWriter, Order, ReloadPolicy, Score, SegmentOrdinal, SegmentReader,
    TERMINATED, TantivyDocument, Term,
};
use tokio::sync::Mutex;

use crate::domain::text::strip_html;
use crate::domain::{Article, Language};
use crate::store::{Change, EVERY_ARTICLE};
use crate::{Error, Result, Store};

/// Bumped whenever the schema or the analysis changes, so old indexes are rebuilt on start.
const INDEX_VERSION: &str = "v1";
const WRITER_MEMORY: usize = 32 * 1024 * 1024;
const SYNC_BATCH: i64 = 1000;
const REBUILD_BATCH: i64 = 500;

#[derive(Clone, Copy)]
struct Fields {
    id: Field,
    language: Field,
    tag: Field,
    published: Field,
    title_en: Field,
    body_en: Field,
    title_ro: Field,
    body_ro: Field,
}

impl Fields {
    fn text(self, language: Language) -> (Field, Field) {
        match language {
            Language::En => (self.title_en, self.body_en),
            Language::Ro => (self.title_ro, self.body_ro),
        }
    }
}

fn schema() -> (Schema, Fields) {
    let mut builder = Schema::builder();
    let text = |tokenizer: &str| {
        TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer(tokenizer)
                .set_index_option(IndexRecordOption::WithFreqsAndPositions),
        )
    };
    let fields = Fields {
        id: builder.add_u64_field("id", INDEXED | STORED | FAST),
        language: builder.add_text_field("language", STRING),
        tag: builder.add_text_field("tag", STRING),
        published: builder.add_i64_field("published", FAST),
        title_en: builder.add_text_field("title_en", text(analysis::ENGLISH)),
        body_en: builder.add_text_field("body_en", text(analysis::ENGLISH)),
        title_ro: builder.add_text_field("title_ro", text(analysis::ROMANIAN)),
        body_ro: builder.add_text_field("body_ro", text(analysis::ROMANIAN)),
    };
    (builder.build(), fields)
}

/// One search request: free text, an exact tag, or both.
#[derive(Clone, Debug, Default)]
pub struct SearchQuery {
    pub text: Option<String>,
    pub tag: Option<String>,
    pub language: Option<Language>,
    pub limit: usize,
    pub offset: usize,
}

/// How far a search pages (the API's largest `offset`) and counts its matches. Counting every
/// match of a word that half of a million articles hold took longer than finding their best
/// page; past this a search says only that there are more.
pub const COUNTED_MATCHES: usize = 10_000;

pub struct SearchHits {
    pub ids: Vec<i64>,
    /// Up to `COUNTED_MATCHES`.
    pub total: usize,
    /// More articles match than `total`.
    pub more: bool,
}

pub struct SearchIndex {
    index: Index,
    reader: IndexReader,
    fields: Fields,
    /// The last outbox id applied; mirrors the commit payload.
    cursor: AtomicI64,
    /// One writer at a time in this process.
    writing: Mutex<()>,
}

impl SearchIndex {
    /// Opens the index under `dir` and brings it up to date with the database. A missing,
    /// corrupt or outdated index is rebuilt from the database.
    pub async fn open(dir: &Path, store: &Store) -> Result<Self> {
        let (search, cursor) = Self::load(dir)?;
        let stale = match (cursor, store.outbox_tail().await?) {
            (None, _) => true,
            (Some(cursor), Some(tail)) => cursor < tail - 1,
            (Some(_), None) => false,
        };
        if stale {
            let indexed = search.rebuild(store, |_| {}).await?;
            tracing::info!(articles = indexed, "search index rebuilt");
        } else {
            search.sync(store).await?;
        }
        Ok(search)
    }

    /// Opens the index files for a full rebuild, without first bringing them up to date.
    pub fn open_for_rebuild(dir: &Path) -> Result<Self> {
        Ok(Self::load(dir)?.0)
    }

    /// How far the index saved in `dir` has applied the change log, without opening it for
    /// writing (a running server holds it); `None` when there is no index there.
    pub fn saved_cursor(dir: &Path) -> Result<Option<i64>> {
        Ok(open_existing(dir)?.and_then(|(_, cursor)| cursor))
    }

    /// Opens the index files, or creates empty ones; the cursor is `None` when the index has
    /// none we can trust (new, unreadable or from another version).
    fn load(dir: &Path) -> Result<(Self, Option<i64>)> {
        let (index, cursor) = match open_existing(dir) {
            Ok(Some(found)) => found,
            Ok(None) => (create_fresh(dir)?, None),
            Err(err) => {
                tracing::warn!(error = %err, path = %dir.display(), "search index unreadable; rebuilding");
                (create_fresh(dir)?, None)
            }
        };
        Ok((Self::from_index(index, cursor.unwrap_or(0))?, cursor))
    }

    fn from_index(index: Index, cursor: i64) -> Result<Self> {
        analysis::register(&index);
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::OnCommitWithDelay)
            .try_into()?;
        let (_, fields) = schema();
        Ok(Self {
            index,
            reader,
            fields,
            cursor: AtomicI64::new(cursor),
            writing: Mutex::new(()),
        })
    }

    pub fn cursor(&self) -> i64 {
        self.cursor.load(Ordering::Acquire)
    }

    /// Applies outbox entries after the cursor; returns how many articles were touched, plus the
    /// episode changes passed over (nothing to index, but the response cache must know).
    pub async fn sync(&self, store: &Store) -> Result<usize> {
        let _guard = self.writing.lock().await;
        let mut touched = 0;
        loop {
            let entries = store.outbox_after(self.cursor(), SYNC_BATCH).await?;
            let Some(last) = entries.last().map(|e| e.id) else {
                return Ok(touched);
            };
            if entries.iter().any(|e| e.change == Change::Article(EVERY_ARTICLE)) {
                touched += self.rebuild_locked(store, |_| {}).await?.max(1);
                continue;
            }
            let ids: Vec<i64> = entries
                .iter()
                .filter_map(|e| match e.change {
                    Change::Article(id) => Some(id),
                    Change::Episode(_) => None,
                })
                .collect::<HashSet<_>>()
                .into_iter()
                .collect();
            // Episodes are not searched, but a change of one is still a change for the caller.
            let episodes = entries
                .iter()
                .filter(|e| matches!(e.change, Change::Episode(_)))
                .count();
            let articles = store.published_articles_by_ids(&ids).await?;
            let writer = self.writer()?;
            for id in &ids {
                writer.delete_term(Term::from_field_u64(self.fields.id, *id as u64));
            }
            for article in &articles {
                writer.add_document(self.document(article))?;
            }
            self.commit(writer, last)?;
            touched += ids.len() + episodes;
        }
    }

    /// Rebuilds the whole index from the database; `progress` gets the running count.
    pub async fn rebuild(&self, store: &Store, progress: impl FnMut(usize)) -> Result<usize> {
        let _guard = self.writing.lock().await;
        self.rebuild_locked(store, progress).await
    }

    /// `rebuild`, for a caller that holds the writing lock.
    async fn rebuild_locked(&self, store: &Store, mut progress: impl FnMut(usize)) -> Result<usize> {
        let head = store.outbox_head().await?;
        let writer = self.writer()?;
        writer.delete_all_documents()?;
        let mut after = 0;
        let mut count = 0;
        loop {
            let page = store.export_page(after, REBUILD_BATCH, true).await?;
            for article in &page.articles {
                writer.add_document(self.document(article))?;
            }
            count += page.articles.len();
            progress(count);
            match page.next_after {
                Some(next) => after = next,
                None => break,
            }
        }
        self.commit(writer, head)?;
        Ok(count)
    }

    pub fn search(&self, query: &SearchQuery) -> Result<SearchHits> {
        let searcher = self.reader.searcher();
        let mut clauses: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        let text = query.text.as_deref().map(str::trim).filter(|t| !t.is_empty());
        if let Some(text) = text {
            let languages: Vec<Language> = query
                .language
                .map(|l| vec![l])
                .unwrap_or_else(|| Language::ALL.to_vec());
            let mut fields = Vec::new();
            for language in &languages {
                let (title, body) = self.fields.text(*language);
                fields.extend([title, body]);
            }
            let mut parser = QueryParser::for_index(&self.index, fields);
            parser.set_conjunction_by_default();
            for language in &languages {
                parser.set_field_boost(self.fields.text(*language).0, 2.0);
            }
            let (parsed, _ignored) = parser.parse_query_lenient(text);
            clauses.push((Occur::Must, parsed));
        }
        if let Some(tag) = query.tag.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            let term = Term::from_field_text(self.fields.tag, &tag.to_lowercase());
            clauses.push((Occur::Must, Box::new(TermQuery::new(term, IndexRecordOption::Basic))));
        }
        // Words are looked up in the language's own fields only, which already keeps out the
        // other language's articles.
        if let Some(language) = query.language.filter(|_| text.is_none()) {
            let term = Term::from_field_text(self.fields.language, language.code());
            clauses.push((Occur::Must, Box::new(TermQuery::new(term, IndexRecordOption::Basic))));
        }
        let combined: Box<dyn Query> = match clauses.len() {
            0 => Box::new(AllQuery),
            1 => clauses.remove(0).1,
            _ => Box::new(BooleanQuery::new(clauses)),
        };
        let top = TopDocs::with_limit(query.limit.max(1)).and_offset(query.offset);
        // Words rank by relevance; a tag alone lists the newest first. The page and the total
        // are two passes: collected together, every match was scored, while the page alone
        // skips the blocks of matches that cannot reach it (block-max WAND, for a word's
        // fields at the top of the query) and the total alone needs no score.
        let addresses: Vec<tantivy::DocAddress> = if text.is_some() {
            let hits = searcher.search(&combined, &top.order_by_score())?;
            hits.into_iter().map(|(_, a)| a).collect()
        } else {
            let newest = top.order_by_fast_field::<i64>("published", Order::Desc);
            let hits = searcher.search(&combined, &newest)?;
            hits.into_iter().map(|(_, a)| a).collect()
        };
        let counted = searcher.search(&combined, &CountUpTo(COUNTED_MATCHES + 1))?;
        let mut ids = Vec::with_capacity(addresses.len());
        for address in addresses {
            let reader = searcher.segment_reader(address.segment_ord).fast_fields().u64("id")?;
            if let Some(id) = reader.first(address.doc_id) {
                ids.push(id as i64);
            }
        }
        Ok(SearchHits {
            ids,
            total: counted.min(COUNTED_MATCHES),
            more: counted > COUNTED_MATCHES,
        })
    }

    fn writer(&self) -> Result<IndexWriter> {
        Ok(self.index.writer_with_num_threads(1, WRITER_MEMORY)?)
    }

    fn commit(&self, mut writer: IndexWriter, cursor: i64) -> Result<()> {
        let mut prepared = writer.prepare_commit()?;
        prepared.set_payload(&format!("{INDEX_VERSION}:{cursor}"));
        prepared.commit()?;
        writer.wait_merging_threads()?;
        self.reader.reload()?;
        self.cursor.store(cursor, Ordering::Release);
        Ok(())
    }

    fn document(&self, article: &Article) -> TantivyDocument {
        let s = &article.summary;
        let f = self.fields;
        let (title, body) = f.text(s.language);
        let mut doc = TantivyDocument::default();
        doc.add_u64(f.id, s.id as u64);
        doc.add_text(f.language, s.language.code());
        doc.add_i64(f.published, s.published_at.timestamp());
        doc.add_text(title, &s.title);
        doc.add_text(body, &s.excerpt);
        doc.add_text(body, strip_html(&article.content));
        for tag in &s.tags {
            doc.add_text(f.tag, tag.to_lowercase());
            doc.add_text(body, tag);
        }
        doc
    }
}

/// Counts a query's matches up to a limit: each segment stops walking its matches once it has
/// counted that many, where `Count` walks them all (unless the query is one word and the segment
/// has no deletions).
struct CountUpTo(usize);

impl Collector for CountUpTo {
    type Fruit = usize;
    type Child = SegmentCount;

    fn for_segment(&self, _: SegmentOrdinal, _: &SegmentReader) -> tantivy::Result<SegmentCount> {
        Ok(SegmentCount(0))
    }

    fn requires_scoring(&self) -> bool {
        false
    }

    fn merge_fruits(&self, counts: Vec<usize>) -> tantivy::Result<usize> {
        Ok(counts.into_iter().sum::<usize>().min(self.0))
    }

    fn collect_segment(
        &self,
        weight: &dyn Weight,
        _: SegmentOrdinal,
        reader: &SegmentReader,
    ) -> tantivy::Result<usize> {
        let alive = reader.alive_bitset();
        let mut matches = weight.scorer(reader, 1.0)?;
        let mut count = 0;
        let mut doc = matches.doc();
        while doc != TERMINATED && count < self.0 {
            if alive.is_none_or(|a| a.is_alive(doc)) {
                count += 1;
            }
            doc = matches.advance();
        }
        Ok(count)
    }
}

/// What `Collector` asks for; `CountUpTo::collect_segment` counts without it, and a count made
/// through it is still capped by `merge_fruits`.
struct SegmentCount(usize);

impl SegmentCollector for SegmentCount {
    type Fruit = usize;

    fn collect(&mut self, _: DocId, _: Score) {
        self.0 += 1;
    }

    fn harvest(self) -> usize {
        self.0
    }
}

/// Opens an index and reads its cursor; `Ok(None)` when there is none yet.
fn open_existing(dir: &Path) -> Result<Option<(Index, Option<i64>)>> {
    if !dir.join("meta.json").exists() {
        return Ok(None);
    }
    let index = Index::open_in_dir(dir)?;
    let (expected, _) = schema();
    if index.schema() != expected {
        return Err(Error::Search(tantivy::TantivyError::SchemaError(
            "schema changed".into(),
        )));
    }
    let cursor = index.load_metas()?.payload.and_then(|p| {
        p.strip_prefix(&format!("{INDEX_VERSION}:"))
            .and_then(|c| c.parse().ok())
    });
    Ok(Some((index, cursor)))
}

fn create_fresh(dir: &Path) -> Result<Index> {
    if dir.exists() {
        std::fs::remove_dir_all(dir).map_err(|e| Error::io(format!("cannot clear {}", dir.display()), e))?;
    }
    std::fs::create_dir_all(dir).map_err(|e| Error::io(format!("cannot create {}", dir.display()), e))?;
    let (schema, _) = schema();
    Ok(Index::create_in_dir(dir, schema)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counting_stops_at_its_limit_and_skips_deleted_matches() {
        let (schema, fields) = schema();
        let index = Index::create_in_ram(schema);
        analysis::register(&index);
        let mut writer: IndexWriter = index.writer_with_num_threads(1, WRITER_MEMORY).unwrap();
        for id in 0..30u64 {
            let mut doc = TantivyDocument::default();
            doc.add_u64(fields.id, id);
            doc.add_text(fields.language, "en");
            doc.add_text(fields.tag, if id < 20 { "kept" } else { "deleted" });
            writer.add_document(doc).unwrap();
        }
        writer.commit().unwrap();
        writer.delete_term(Term::from_field_text(fields.tag, "deleted"));
        writer.commit().unwrap();
        let searcher = index.reader().unwrap().searcher();
        let english = TermQuery::new(Term::from_field_text(fields.language, "en"), IndexRecordOption::Basic);
        assert_eq!(searcher.search(&english, &CountUpTo(100)).unwrap(), 20);
        assert_eq!(searcher.search(&english, &CountUpTo(7)).unwrap(), 7);
    }
}
